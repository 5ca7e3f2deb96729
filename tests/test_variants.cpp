// The variant registry, each variant's rules against docs/rules.md's tables (one test case per
// table), and house rules made by replacing one policy of a variant.
#include "catch.hpp"

#include <array>
#include <climits>
#include <initializer_list>
#include <string_view>
#include <vector>

#include "meld_testing.hpp"
#include "rami/meld.hpp"
#include "rami/opening.hpp"
#include "rami/variants.hpp"

namespace test_variants {

using rami::who_may;
using rami_test::read;
using rami_test::variant;

namespace {

// A value docs/rules.md leaves open ("—"): not checked.
constexpr int unstated = INT_MIN;

void check_int(int got, int expected) {
    if (expected != unstated) CHECK(got == expected);
}

}  // namespace

TEST_CASE("Registry: every variant id of docs/rules.md is found, with its name and rule document", "[variants][registry]") {
    struct row {
        std::string_view id, source;
    };
    constexpr std::array<row, 8> rows{{
        {"rami40", "Rami 40, 50, 51 and Manie de Joker 51 rule book"},
        {"rami50", "Rami 40, 50, 51 and Manie de Joker 51 rule book"},
        {"rami51", "Rami 40, 50, 51 and Manie de Joker 51 rule book"},
        {"manie_joker51", "Rami 40, 50, 51 and Manie de Joker 51 rule book"},
        {"rami51_kaluki", "Rami 51 à 13 cartes (sortie Kaluki)"},
        {"rami_francais", "Rami, French Wikipedia article"},
        {"rami7", "Le Rami (7 cartes)"},
        {"rummy_classic", "Rami Règles: Classic Rummy"},
    }};
    REQUIRE(rami::all_variants.size() == rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        INFO("variant " << rows[i].id);
        const rami::rules* found = rami::find_variant(rows[i].id);
        REQUIRE(found != nullptr);
        CHECK(found->id == rows[i].id);
        CHECK(found->source == rows[i].source);
        CHECK_FALSE(found->name.empty());
        CHECK(rami::all_variants[i].id == rows[i].id);  // in the order of docs/rules.md
        const auto by_id = rami::variant_by_id(rows[i].id);
        REQUIRE(by_id.ok());
        CHECK(*by_id == *found);
    }
}

TEST_CASE("Registry: variant names are those of docs/rules.md", "[variants][registry]") {
    CHECK(variant("rami40").name == "Rami 40");
    CHECK(variant("rami50").name == "Rami 50");
    CHECK(variant("rami51").name == "Rami 51");
    CHECK(variant("manie_joker51").name == "Manie de Joker 51");
    CHECK(variant("rami51_kaluki").name == "Rami 51 (13 cards, hunt)");
    CHECK(variant("rami_francais").name == "Rami (French Wikipedia)");
    CHECK(variant("rami7").name == "Le Rami (7 cards)");
    CHECK(variant("rummy_classic").name == "Classic Rummy");
}

TEST_CASE("Registry: an unknown id gives unknown_variant (format)", "[variants][registry]") {
    for (const std::string_view id : {"rami52", "", "Rami40", "rami40 ", "rummy", "rami_francais_81"}) {
        INFO("id \"" << id << "\"");
        CHECK(rami::find_variant(id) == nullptr);
        const auto r = rami::variant_by_id(id);
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().code == rami::error_code::unknown_variant);
        CHECK(r.error().rule == rami::rule_id::format);
    }
}

TEST_CASE("Registry: rules_of<V> is the registry's entry for V", "[variants][registry]") {
    CHECK(rami::rules_of<rami::variants::rami40> == variant("rami40"));
    CHECK(rami::rules_of<rami::variants::rami50> == variant("rami50"));
    CHECK(rami::rules_of<rami::variants::rami51> == variant("rami51"));
    CHECK(rami::rules_of<rami::variants::manie_joker51> == variant("manie_joker51"));
    CHECK(rami::rules_of<rami::variants::rami51_kaluki> == variant("rami51_kaluki"));
    CHECK(rami::rules_of<rami::variants::rami_francais> == variant("rami_francais"));
    CHECK(rami::rules_of<rami::variants::rami7> == variant("rami7"));
    CHECK(rami::rules_of<rami::variants::rummy_classic> == variant("rummy_classic"));
    CHECK_FALSE(rami::rules_of<rami::variants::rami40> == variant("rami51"));
}

TEST_CASE("R1 all variants: deck, jokers and players as docs/rules.md's table", "[R1][variants]") {
    struct row {
        std::string_view id;
        int decks, jokers;
        bool per_player, one_per_hand;
        int min_players, max_players, hand, first_extra;
    };
    constexpr std::array<row, 8> rows{{
        {"rami40", 2, 2, false, false, 2, 4, 14, 1},
        {"rami50", 2, 0, false, false, 2, 4, 14, 1},
        {"rami51", 2, 2, false, false, 2, 4, 14, 1},
        {"manie_joker51", 2, 1, true, true, 2, 4, 14, 1},
        {"rami51_kaluki", 2, 2, false, false, 2, 6, 13, 0},
        {"rami_francais", 2, 4, false, false, 2, 6, 13, 0},
        {"rami7", 1, 1, false, false, 2, 6, 7, 0},
        {"rummy_classic", 1, 0, false, false, 2, 4, 10, 0},
    }};
    for (const row& x : rows) {
        INFO("variant " << x.id);
        const rami::rules& r = variant(x.id);
        CHECK(r.deck.decks == x.decks);
        CHECK(r.copies() == x.decks);
        CHECK(r.deck.jokers == x.jokers);
        CHECK(r.deck.jokers_per_player == x.per_player);
        CHECK(r.deal.one_joker_per_hand == x.one_per_hand);
        CHECK(r.has_jokers() == (x.jokers > 0));
        CHECK(r.deal.min_players == x.min_players);
        CHECK(r.deal.max_players == x.max_players);
        CHECK(r.deal.hand_size[2] == x.hand);
        CHECK(r.deal.first_player_extra == x.first_extra);
    }
}

TEST_CASE("R2 all variants: the discard pile and the first turn as docs/rules.md's table", "[R2][variants]") {
    struct row {
        std::string_view id;
        bool turn_up_discard, first_turn_draws;
    };
    constexpr std::array<row, 8> rows{{
        {"rami40", false, false},
        {"rami50", false, false},
        {"rami51", false, false},
        {"manie_joker51", false, false},
        {"rami51_kaluki", true, true},
        {"rami_francais", true, true},
        {"rami7", true, false},
        {"rummy_classic", true, true},
    }};
    for (const row& x : rows) {
        INFO("variant " << x.id);
        const rami::rules& r = variant(x.id);
        CHECK(r.deal.turn_up_discard == x.turn_up_discard);
        CHECK(r.deal.first_turn_draws == x.first_turn_draws);
    }
}

TEST_CASE("R3 all variants: ace, circular runs and joker limits as docs/rules.md says", "[R3][variants]") {
    struct row {
        std::string_view id;
        bool ace_high;
        int jokers_run, jokers_set;
    };
    constexpr std::array<row, 8> rows{{
        {"rami40", true, 2, 2},
        {"rami50", true, 0, 0},
        {"rami51", true, 2, 2},
        {"manie_joker51", true, 2, 2},
        {"rami51_kaluki", true, 1, 2},
        {"rami_francais", true, 1, 1},
        {"rami7", true, 1, 1},
        {"rummy_classic", false, 0, 0},
    }};
    for (const row& x : rows) {
        INFO("variant " << x.id);
        const rami::rules& r = variant(x.id);
        CHECK(r.melds.ace_high == x.ace_high);
        CHECK_FALSE(r.melds.circular);  // circular runs are an option, never the default
        CHECK(r.melds.max_jokers_run == x.jokers_run);
        CHECK(r.melds.max_jokers_set == x.jokers_set);
    }
}

TEST_CASE("R5 all variants with a minimum: ace and joker values as docs/rules.md's table", "[R5][variants]") {
    struct row {
        std::string_view id;
        int ace_low_run, ace_high_run, ace_set, joker_fixed;
    };
    constexpr std::array<row, 7> rows{{
        {"rami40", 11, 11, 11, 0},
        {"rami50", 11, 11, 11, 0},
        {"rami51", 11, 11, 11, 0},
        {"manie_joker51", 11, 11, 11, 0},
        {"rami51_kaluki", 1, 1, 1, 0},
        {"rami_francais", 1, 11, 11, 0},
        {"rami7", 11, 11, 11, 20},
    }};
    for (const row& x : rows) {
        INFO("variant " << x.id);
        const rami::rules& r = variant(x.id);
        CHECK(r.points.ace_low_run == x.ace_low_run);
        CHECK(r.points.ace_high_run == x.ace_high_run);
        CHECK(r.points.ace_set == x.ace_set);
        CHECK(r.points.joker_fixed == x.joker_fixed);
    }
}

TEST_CASE("R6 all variants: opening minimum, tierce franche and going-out exemption as docs/rules.md's table", "[R6][variants]") {
    struct row {
        std::string_view id;
        int minimum;
        bool tierce_franche;
        int exempt;      // going out in one go skips the minimum (unstated: not stated)
        int uses_table;  // ... and may lay off and swap (unstated: not stated)
    };
    constexpr std::array<row, 8> rows{{
        {"rami40", 40, false, true, true},
        {"rami50", 50, false, true, true},
        {"rami51", 51, false, true, true},
        {"manie_joker51", 51, false, true, true},
        {"rami51_kaluki", 51, false, false, unstated},
        {"rami_francais", 51, true, false, false},
        {"rami7", 51, false, false, unstated},
        {"rummy_classic", 0, false, unstated, unstated},
    }};
    for (const row& x : rows) {
        INFO("variant " << x.id);
        const rami::rules& r = variant(x.id);
        CHECK(r.opening.minimum == x.minimum);
        CHECK(r.opening.tierce_franche == x.tierce_franche);
        CHECK_FALSE(r.opening.beat_previous);  // an option, never the default
        check_int(r.opening.going_out_exempt, x.exempt);
        check_int(r.opening.going_out_uses_table, x.uses_table);
    }
}

TEST_CASE("R7 all variants: a card kept to discard, except rummy_classic", "[R7][variants]") {
    for (const rami::rules& r : rami::all_variants) {
        INFO("variant " << r.id);
        CHECK(r.keep_card_to_discard == (r.id != "rummy_classic"));
    }
}

TEST_CASE("R8 all variants: taking the discard as docs/rules.md's table", "[R8][variants]") {
    struct row {
        std::string_view id;
        bool first_round_free, needs_opening, must_lay, refused_with_one_card, no_discard_same_turn,
            never_laid_off_alone;
    };
    constexpr std::array<row, 8> rows{{
        {"rami40", true, true, true, false, false, true},
        {"rami50", true, true, true, false, false, true},
        {"rami51", true, false, false, false, false, true},
        {"manie_joker51", true, true, true, false, false, true},
        {"rami51_kaluki", true, false, false, false, false, false},
        {"rami_francais", false, true, true, true, false, false},
        {"rami7", false, true, true, false, false, false},
        {"rummy_classic", true, false, false, false, true, false},
    }};
    for (const row& x : rows) {
        INFO("variant " << x.id);
        const rami::rules& r = variant(x.id);
        CHECK(r.pickup.first_round_free == x.first_round_free);
        CHECK(r.pickup.needs_opening == x.needs_opening);
        CHECK(r.pickup.must_lay == x.must_lay);
        CHECK(r.pickup.refused_with_one_card == x.refused_with_one_card);
        CHECK(r.pickup.no_discard_same_turn == x.no_discard_same_turn);
        CHECK(r.pickup.never_laid_off_alone == x.never_laid_off_alone);
    }
}

TEST_CASE("R9 R10 all variants: lay-offs and joker swaps as docs/rules.md's tables", "[R9][R10][variants]") {
    struct row {
        std::string_view id;
        who_may lay_off, swap;
        int freed_must_be_laid, two_naturals, one_per_set;  // unstated: no jokers, no swaps
    };
    constexpr std::array<row, 8> rows{{
        {"rami40", who_may::opened_or_going_out, who_may::opened_or_going_out, true, false, false},
        {"rami50", who_may::opened_or_going_out, who_may::nobody, unstated, unstated, unstated},
        {"rami51", who_may::opened_or_going_out, who_may::opened_or_going_out, true, false, false},
        {"manie_joker51", who_may::opened_or_going_out, who_may::opened_or_going_out, true, false, false},
        {"rami51_kaluki", who_may::opened, who_may::opened, false, true, true},
        {"rami_francais", who_may::opened, who_may::opened, true, false, false},
        {"rami7", who_may::opened, who_may::nobody, unstated, unstated, unstated},
        {"rummy_classic", who_may::anyone, who_may::nobody, unstated, unstated, unstated},
    }};
    for (const row& x : rows) {
        INFO("variant " << x.id);
        const rami::rules& r = variant(x.id);
        CHECK(r.lay_off == x.lay_off);
        CHECK(r.swap.who == x.swap);
        check_int(r.swap.freed_joker_must_be_laid, x.freed_must_be_laid);
        check_int(r.swap.set_needs_two_naturals, x.two_naturals);
        check_int(r.swap.one_joker_per_set, x.one_per_set);
    }
}

TEST_CASE("R12 all variants: the stock is rebuilt without limit, rummy_classic once", "[R12][variants]") {
    for (const rami::rules& r : rami::all_variants) {
        INFO("variant " << r.id);
        CHECK(r.deal.max_stock_rebuilds == (r.id == "rummy_classic" ? 1 : -1));
    }
}

TEST_CASE("R13 all variants: scoring values as docs/rules.md's table", "[R13][variants]") {
    struct row {
        std::string_view id;
        int ace, joker, never_opened, winner, winner_one_go, winner_one_go_alone, losers_factor, losers_alone,
            hunt;
        bool winner_takes_all, pot;
    };
    constexpr std::array<row, 8> rows{{
        {"rami40", 11, 20, 0, 0, 0, 0, 1, 0, 0, false, false},
        {"rami50", 11, 20, 0, 0, 0, 0, 1, 0, 0, false, false},
        {"rami51", 11, 20, 0, 0, 0, 0, 1, 0, 0, false, false},
        {"manie_joker51", 11, 20, 0, 0, 0, 0, 1, 0, 0, false, false},
        {"rami51_kaluki", 11, 25, 0, 0, 0, 0, 1, 0, 25, false, true},
        {"rami_francais", 11, 20, 100, -10, -20, -50, 1, 200, 0, false, false},
        {"rami7", 11, 20, 100, -20, -60, -60, 2, 0, 0, false, false},
        {"rummy_classic", 1, unstated, 0, unstated, unstated, unstated, 2, 0, 0, true, false},
    }};
    for (const row& x : rows) {
        INFO("variant " << x.id);
        const rami::scoring_rules& s = variant(x.id).scoring;
        CHECK(s.ace_penalty == x.ace);
        check_int(s.joker_penalty, x.joker);
        CHECK(s.never_opened_penalty == x.never_opened);
        check_int(s.winner, x.winner);
        check_int(s.winner_in_one_go, x.winner_one_go);
        check_int(s.winner_in_one_go_alone, x.winner_one_go_alone);
        CHECK(s.losers_in_one_go_factor == x.losers_factor);
        CHECK(s.losers_in_one_go_alone == x.losers_alone);
        CHECK(s.hunt_penalty == x.hunt);
        CHECK(s.winner_takes_all == x.winner_takes_all);
        CHECK(s.pot == x.pot);
    }
}

TEST_CASE("R14 all variants: match targets and winner as docs/rules.md's table", "[R14][variants]") {
    for (const rami::rules& r : rami::all_variants) {
        INFO("variant " << r.id);
        const bool classic = r.id == "rummy_classic";
        CHECK(r.match.lowest_total_wins == !classic);
        for (int players = r.deal.min_players; players <= r.deal.max_players; ++players) {
            INFO("players " << players);
            const int expected = !classic ? 1000 : players == 2 ? 100 : players == 3 ? 150 : 200;
            CHECK(r.match.target[static_cast<std::size_t>(players)] == expected);
        }
    }
}

// --- House rules: a variant type that replaces one policy of rami_francais ----------------

namespace {

struct rami_francais_81 : rami::variants::rami_francais {
    struct opening : rami::variants::rami_francais::opening {
        static constexpr int minimum = 81;
    };
};

struct rami_francais_circular : rami::variants::rami_francais {
    struct melds : rami::variants::rami_francais::melds {
        static constexpr bool circular = true;
    };
};

std::vector<rami::meld> melds_of(const rami::rules& r, std::initializer_list<std::string_view> texts) {
    std::vector<rami::meld> melds;
    for (const std::string_view text : texts) {
        const auto m = read(r, text);
        REQUIRE(m.ok());
        melds.push_back(*m);
    }
    return melds;
}

}  // namespace

TEST_CASE("R6 rami_francais house rule, 81-point opening: only the opening minimum changes", "[R6][variants][house]") {
    constexpr rami::rules house = rami::make_rules<rami_francais_81>();
    const rami::rules& base = rami::rules_of<rami::variants::rami_francais>;
    CHECK(house.opening.minimum == 81);
    CHECK_FALSE(house == base);
    rami::rules restored = house;
    restored.opening.minimum = base.opening.minimum;
    CHECK(restored == base);  // nothing else differs: id, deck, melds, points, ... all inherited

    const auto eighty = melds_of(house, {"10S JS QS KS", "10H JH QH KH"});
    CHECK(rami::check_opening(base, eighty).ok());
    const auto refused = rami::check_opening(house, eighty);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().code == rami::error_code::opening_below_minimum);
    CHECK(rami::check_opening(house, melds_of(house, {"10S JS QS KS AS", "KH KD KC"})).ok());  // 81
    // Still rami_francais: the tierce franche is needed.
    const auto no_franche = rami::check_opening(house, melds_of(house, {"KS KH KD KC", "QS QH QD", "JS JH JD"}));
    REQUIRE_FALSE(no_franche.ok());
    CHECK(no_franche.error().code == rami::error_code::opening_needs_tierce_franche);
}

TEST_CASE("R3 rami_francais house rule, circular runs: only the melds' circular flag changes", "[R3][variants][house]") {
    constexpr rami::rules house = rami::make_rules<rami_francais_circular>();
    const rami::rules& base = rami::rules_of<rami::variants::rami_francais>;
    CHECK(house.melds.circular);
    rami::rules restored = house;
    restored.melds.circular = false;
    CHECK(restored == base);

    const auto circular = read(house, "QH KH AH 2H 3H");
    REQUIRE(circular.ok());
    CHECK(circular->kind == rami::meld_kind::run);
    CHECK(circular->stands_for(2) == rami::card(rami::ace, rami::suit::hearts));
    CHECK(circular->stands_for(4) == rami::card(3, rami::suit::hearts));
    CHECK(read(house, "KS AS 2S").ok());
    CHECK(read(house, "2D AD KD").ok());
    // Jokers: the circular house rule still allows one.
    const auto joker = read(house, "KS AS JK");
    REQUIRE(joker.ok());
    CHECK(joker->stands_for(2) == rami::card(2, rami::suit::spades));

    for (const std::string_view text : {"QH KH AH 2H 3H", "KS AS 2S"}) {
        INFO("cards " << text);
        const auto plain = read(base, text);
        REQUIRE_FALSE(plain.ok());
        CHECK(plain.error().code == rami::error_code::run_wraps);
    }
    // A run is still at most 13 cards and one suit.
    CHECK_FALSE(read(house, "KS AS 2H").ok());
    CHECK_FALSE(read(house, "QH KH AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH").ok());
}

}  // namespace test_variants
