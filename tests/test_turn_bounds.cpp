// The bounds the turn search prunes with (rami/detail/turn_bounds.hpp) are only worth their
// speed if a "no" is certain: a bound that refused what the rules allow would hide a legal
// action. Each is checked here against the meld rules themselves (best_reading, lay_off_one)
// on random hands, under the eight variants and rules documents drawn from the whole rules
// table (docs/json.md), besides a case it admits and a case it refutes.
#include "catch.hpp"

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "game_testing.hpp"
#include "meld_testing.hpp"
#include "rami/json.hpp"
#include "rami/rami.hpp"
#include "rules_space.hpp"
#include "test_size.hpp"

namespace test_turn_bounds {

using rami::card;
using rami::rules;
using rami::splitmix64;

namespace {

std::vector<card> cards(std::string_view text) { return rami::parse_cards(text).value(); }

/// The eight variants, then the documents check_rules accepts among the first `drawn` seeds.
std::vector<rules> rules_to_try(int drawn) {
    std::vector<rules> all(rami::all_variants.begin(), rami::all_variants.end());
    for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(drawn); ++seed)
        if (auto read = rami::rules_from_json(rami_test::random_rules(seed).document)) all.push_back(*read);
    return all;
}

/// `n` natural cards drawn from two decks' worth of one suit-and-rank window, so that runs and
/// sets are common: ranks within `span` of a random rank, suits from all four.
std::vector<card> close_cards(splitmix64& random, int n, int span) {
    std::vector<card> hand;
    const int centre = static_cast<int>(random.below(13)) + 1;
    for (int i = 0; i < n; ++i) {
        const int rank = (centre - 1 + static_cast<int>(random.below(static_cast<std::uint32_t>(span)))) % 13 + 1;
        hand.emplace_back(rank, static_cast<rami::suit>(random.below(4)));
    }
    return hand;
}

/// Whether some cards of `pool` with `c` read as a legal meld under `r` (R3).
bool some_meld_holds(const rules& r, const std::vector<card>& pool, card c) {
    const auto n = static_cast<std::uint32_t>(pool.size());
    for (std::uint32_t subset = 1; subset < (1u << n); ++subset) {
        std::vector<card> meld_cards{c};
        for (std::uint32_t i = 0; i < n; ++i)
            if ((subset >> i) & 1u) meld_cards.push_back(pool[i]);
        if (meld_cards.size() >= 3 && rami::best_reading(r, meld_cards).ok()) return true;
    }
    return false;
}

/// Whether three natural cards of `hand` read as a run under `r` (R3).
bool three_make_a_run(const rules& r, const std::vector<card>& hand) {
    for (std::size_t a = 0; a < hand.size(); ++a)
        for (std::size_t b = a + 1; b < hand.size(); ++b)
            for (std::size_t c = b + 1; c < hand.size(); ++c) {
                const std::vector<card> three{hand[a], hand[b], hand[c]};
                const auto m = rami::best_reading(r, three);
                if (m && m->kind == rami::meld_kind::run && m->jokers == 0) return true;
            }
    return false;
}

}  // namespace

TEST_CASE("holds_run_of_three: three natural cards of a suit in a row, as the variant reads runs (R3, R6)", "[turn][bounds]") {
    const rules& classic = rami_test::variant("rummy_classic");  // the ace low only
    const rules& rami51 = rami_test::variant("rami51");          // the ace low or high
    CHECK(rami::detail::holds_run_of_three(classic, cards("3S 9D 4S 5S")));
    CHECK_FALSE(rami::detail::holds_run_of_three(classic, cards("3S 4S 6S 5H JK")));
    CHECK_FALSE(rami::detail::holds_run_of_three(classic, cards("QS KS AS")));
    CHECK(rami::detail::holds_run_of_three(rami51, cards("QS KS AS")));
    CHECK_FALSE(rami::detail::holds_run_of_three(rami51, cards("KS AS 2S")));
    rules circular = rami_test::variant("rami_francais");
    circular.melds.circular = true;
    CHECK(rami::detail::holds_run_of_three(circular, cards("KS AS 2S")));

    // Exactly what the meld rules read, under every variant and drawn documents.
    splitmix64 random(0x7B0);
    int runs = 0;
    for (const rules& r : rules_to_try(rami_test::test_size("RAMI_BOUNDS_DOCUMENTS", 60, 15))) {
        for (int h = 0; h < 60; ++h) {
            const auto hand = close_cards(random, 3 + static_cast<int>(random.below(5)), 4);
            const bool expected = three_make_a_run(r, hand);
            INFO(rami::rules_to_json(r).dump() << " \"" << rami::to_string(hand) << "\"");
            CHECK(rami::detail::holds_run_of_three(r, hand) == expected);
            runs += expected ? 1 : 0;
        }
    }
    CHECK(runs > 0);  // the draws met runs, and hands without
}

TEST_CASE("may_meld_with: a card no meld of the hand and its jokers can hold is certain (R3)", "[turn][bounds]") {
    const rules& rami51 = rami_test::variant("rami51");
    const rules& francais = rami_test::variant("rami_francais");  // one joker a meld (R3)
    const card seven(7, rami::suit::spades);
    CHECK(rami::detail::may_meld_with(rami51, cards("5S 6S KD"), seven, 0));
    CHECK(rami::detail::may_meld_with(rami51, cards("7H 7D"), seven, 0));
    CHECK(rami::detail::may_meld_with(rami51, cards("5S"), seven, 1));
    CHECK(rami::detail::may_meld_with(rami51, cards("5S JK"), seven, 0));
    CHECK(rami::detail::may_meld_with(rami51, cards("KD"), seven, 2));  // 7S JK JK
    CHECK_FALSE(rami::detail::may_meld_with(rami51, cards("5S 9S 7S"), seven, 0));
    CHECK_FALSE(rami::detail::may_meld_with(rami51, cards("2D 9C 7H"), seven, 0));
    // Where R3 lets a meld hold one joker, two are no more use than one.
    CHECK(rami::detail::may_meld_with(francais, cards("7H"), seven, 2));
    CHECK_FALSE(rami::detail::may_meld_with(francais, cards("KD"), seven, 2));
    CHECK_FALSE(rami::detail::may_meld_with(francais, cards("4S JK"), seven, 1));
    // The variant's aces (R4): K A 2 only where runs go round the corner, Q K A only where the
    // ace is high.
    const card king(13, rami::suit::clubs);
    const card ace(1, rami::suit::clubs);
    rules wrapping = rami51;
    wrapping.melds.circular = true;
    CHECK_FALSE(rami::detail::may_meld_with(rami51, cards("2C"), king, 1));
    CHECK(rami::detail::may_meld_with(wrapping, cards("2C"), king, 1));
    rules ace_low = rami51;
    ace_low.melds.ace_high = false;
    CHECK(rami::detail::may_meld_with(rami51, cards("QC"), ace, 1));
    CHECK_FALSE(rami::detail::may_meld_with(ace_low, cards("QC"), ace, 1));
    CHECK(rami::detail::may_meld_with(ace_low, cards("3C"), ace, 1));

    // A "no" never hides a meld the rules allow, whatever the variant's limits.
    splitmix64 random(0x3E1D);
    int melds = 0;
    int refuted = 0;
    for (const rules& r : rules_to_try(rami_test::test_size("RAMI_BOUNDS_DOCUMENTS", 60, 15))) {
        for (int h = 0; h < 40; ++h) {
            std::vector<card> hand = close_cards(random, 1 + static_cast<int>(random.below(5)), 5);
            const card c = close_cards(random, 1, 13).front();
            const int jokers = r.has_jokers() ? static_cast<int>(random.below(3)) : 0;
            std::vector<card> pool = hand;
            for (int j = 0; j < jokers; ++j) pool.push_back(card::joker());
            const bool meld = some_meld_holds(r, pool, c);
            const bool may = rami::detail::may_meld_with(r, hand, c, jokers);
            INFO(rami::rules_to_json(r).dump() << " \"" << rami::to_string(hand) << "\" + " << rami::to_string(c) << ", "
                                               << jokers << " jokers");
            if (meld) CHECK(may);
            melds += meld ? 1 : 0;
            refuted += may ? 0 : 1;
        }
    }
    CHECK(melds > 0);
    CHECK(refuted > 0);  // the bound refuted some, each certain
}

TEST_CASE("may_take_joker: a meld a joker can be laid off onto is never refused (R3, R9)", "[turn][bounds]") {
    const rules& rami51 = rami_test::variant("rami51");
    const auto set_of_three = rami_test::read(rami51, "7S 7H 7D").value();
    const auto set_of_four = rami_test::read(rami51, "7S 7H 7D 7C").value();
    CHECK(rami::detail::may_take_joker(rami51, set_of_three));
    CHECK(rami::lay_off_one(rami51, set_of_three, card::joker()).ok());
    CHECK_FALSE(rami::detail::may_take_joker(rami51, set_of_four));
    CHECK_FALSE(rami::lay_off_one(rami51, set_of_four, card::joker()).ok());
    const rules& classic = rami_test::variant("rummy_classic");  // no jokers at all
    CHECK_FALSE(rami::detail::may_take_joker(classic, rami_test::read(classic, "3S 4S 5S").value()));

    splitmix64 random(0x10CE);
    int taken = 0;
    int refused = 0;
    rami::hand_solver solver;
    for (const rules& r : rules_to_try(rami_test::test_size("RAMI_BOUNDS_DOCUMENTS", 60, 15))) {
        for (int h = 0; h < 20; ++h) {
            // Every meld a hand of close cards (each card once) and up to two jokers could lay.
            std::vector<card> hand;
            for (const card c : close_cards(random, 6, 5))
                if (std::find(hand.begin(), hand.end(), c) == hand.end()) hand.push_back(c);
            const int jokers = std::min(r.jokers_in_deck(r.deal.max_players), static_cast<int>(random.below(3)));
            for (int j = 0; j < jokers; ++j) hand.push_back(card::joker());
            const std::vector<rami::meld> melds = solver.possible_melds(r, hand).value();
            for (const rami::meld& m : melds) {
                const bool takes = rami::lay_off_one(r, m, card::joker()).ok();
                const bool may = rami::detail::may_take_joker(r, m);
                INFO(rami::rules_to_json(r).dump() << " \"" << rami::to_string(std::vector<card>(m.laid().begin(), m.laid().end())) << "\"");
                if (takes) CHECK(may);
                taken += takes ? 1 : 0;
                refused += may ? 0 : 1;
            }
        }
    }
    CHECK(taken > 0);
    CHECK(refused > 0);
}

TEST_CASE("jokers_swaps_free: a set's joker comes back only past four natural cards, a run's for its own card (R10)", "[turn][bounds]") {
    rules r = rami_test::variant("rami51");  // two jokers a meld, any seat swaps once opened
    const auto set = rami_test::read(r, "7S 7H JK").value();
    const auto run = rami_test::read(r, "5S JK 7S").value();
    // A set of three: one card of a suit it lacks makes four cards with the joker, which stays.
    CHECK(rami::detail::jokers_swaps_free(r, set, cards("7D KC")) == 0);
    CHECK_FALSE(rami::swap_joker(r, set, cards("7D")).ok());
    CHECK(rami::detail::jokers_swaps_free(r, set, cards("7D 7C")) == 1);
    CHECK(rami::swap_joker(r, set, cards("7D 7C")).ok());
    // A run's joker for the card it stands for, and no other.
    CHECK(rami::detail::jokers_swaps_free(r, run, cards("6S")) == 1);
    CHECK(rami::swap_joker(r, run, cards("6S")).ok());
    CHECK(rami::detail::jokers_swaps_free(r, run, cards("6H 8S")) == 0);
    // One joker a swap, but swaps one after another free them all.
    r.swap.one_joker_per_set = true;
    const auto two = rami_test::read(r, "3S 3H JK JK").value();
    REQUIRE(two.kind == rami::meld_kind::set);
    CHECK(rami::detail::jokers_swaps_free(r, two, cards("3D 3C")) == 2);
    CHECK_FALSE(rami::swap_joker(r, two, cards("3D 3C")).ok());  // two jokers at once
    const auto first = rami::swap_joker(r, two, cards("3D"));
    REQUIRE(first.ok());
    CHECK(first->freed == 1);
    CHECK(rami::swap_joker(r, first->meld, cards("3C")).ok());
}

// --- The turn's bounds on states -----------------------------------------------------------------

namespace {

/// Seat 1 has drawn, past the first round, and has not opened; seat 0 has, with meld 0 = 4S 5S 6S.
rami_test::scenario unopened_seat(std::string_view variant, std::string_view hand) {
    rami_test::scenario s(variant);
    s.to_act(1, rami::phase::play).later().opened(0).hand(1, hand).meld(0, "4S 5S 6S");
    return s;
}

}  // namespace

TEST_CASE("table_use_never_allowed: a lay-off or swap before the opening that no seat may make ends nothing (R9, R10)", "[turn][bounds]") {
    // rami7: only a seat that has opened lays off, and going out in one go waives nothing.
    rami_test::scenario rami7 = unopened_seat("rami7", "7S 8S 9S 2D KH");
    rami7.state.this_turn.laid_off = true;
    CHECK(rami::detail::table_use_never_allowed(rami7));
    rami7.opened(1);
    CHECK_FALSE(rami::detail::table_use_never_allowed(rami7));
    // rami51: a seat going out in one go may lay off before opening.
    rami_test::scenario rami51 = unopened_seat("rami51", "7S 8S 9S 2D KH");
    rami51.state.this_turn.laid_off = true;
    CHECK_FALSE(rami::detail::table_use_never_allowed(rami51));
    // A swap under a document that keeps swaps for seats that have opened, then for anyone.
    rami_test::scenario swapped = unopened_seat("rami7", "7S 8S 9S 2D KH");
    swapped.state.this_turn.swapped = true;
    swapped.state.rules.swap.who = rami::who_may::opened;
    CHECK(rami::detail::table_use_never_allowed(swapped));
    swapped.state.rules.swap.who = rami::who_may::anyone;
    CHECK_FALSE(rami::detail::table_use_never_allowed(swapped));
}

TEST_CASE("may_lay: the card taken to open goes only into the turn's new melds (R8)", "[turn][bounds]") {
    // rami_francais: a card taken from the discard pile is laid in the opening it makes.
    rami_test::scenario s = unopened_seat("rami_francais", "7S 2D 9C KH QD");
    s.took("7S", true);
    REQUIRE(rami::detail::taken_card_opens(s));
    CHECK_FALSE(rami::detail::may_lay(s, rami_test::card("7S")));  // 4S 5S 6S is an earlier turn's meld
    s.state.table[0].owner = 1;
    s.state.this_turn.new_melds = 1;  // the same meld, laid by seat 1 this turn
    CHECK(rami::detail::may_lay(s, rami_test::card("7S")));
}

TEST_CASE("may_lay: the taken card is never laid off alone where the rule book says so (R8)", "[turn][bounds]") {
    // rami40, a seat that has opened: the taken card goes onto a meld a card of its hand joins.
    const auto to_draw = [](std::string_view hand) {
        rami_test::scenario s = unopened_seat("rami40", hand);
        s.opened(1).to_act(1, rami::phase::draw).discard("KD 7S");
        return s;
    };
    const rami_test::scenario alone = to_draw("2D 9C KH QD");
    rami_test::scenario taken = alone;
    taken.to_act(1, rami::phase::play).hand(1, "2D 9C KH QD 7S").took("7S", true);
    CHECK_FALSE(rami::detail::may_lay(taken, rami_test::card("7S")));
    rami_test::expect_refused(alone, rami::move::take_discard(), rami::error_code::take_discard_not_allowed, rami::rule_id::R8);
    // 3S joins 4S 5S 6S too: the taken card is not alone.
    const rami_test::scenario partnered = to_draw("2D 9C KH 3S");
    taken.hand(1, "2D 9C KH 3S 7S");
    CHECK(rami::detail::may_lay(taken, rami_test::card("7S")));
    const rami::game_state next = rami_test::expect_accepted(partnered, rami::move::take_discard());
    CHECK(rami_test::expect_accepted(next, rami_test::play({rami_test::lay_off_cards(0, "7S"), rami_test::lay_off_cards(0, "3S")})).table[0].meld.size == 5);
    // A card of the hand already laid onto that meld this turn is a partner too.
    taken.hand(1, "2D 9C KH 7S");
    taken.state.this_turn.hand_cards_onto = 1;
    CHECK(rami::detail::may_lay(taken, rami_test::card("7S")));
}

TEST_CASE("owed_cannot_be_laid: a swap is no partner for the taken card laid off alone, the joker it frees may be (R8, R10)", "[turn][bounds]") {
    // rami40, a seat that has opened takes a card and lays it off alone onto meld 1; a card of
    // its hand must join it there this turn.
    struct taken_then_alone {
        rami::game_state taken;  // the discard just taken
        rami::game_state alone;  // then laid off alone onto meld 1
    };
    const auto lay_off_alone = [](std::string_view meld, std::string_view hand, std::string_view taken) {
        rami_test::scenario s = unopened_seat("rami40", hand);
        s.meld(0, meld).opened(1).to_act(1, rami::phase::draw).discard(std::string("KD ") + std::string(taken));
        taken_then_alone states{rami_test::expect_accepted(s, rami::move::take_discard()), {}};
        states.alone = states.taken;
        REQUIRE(rami::detail::lay_and_record(states.alone, rami_test::lay_off_cards(1, taken)).ok());
        return states;
    };
    // The set 7H 7D JK, with 7C: full. 7S may take the joker's place, but a swap lays nothing
    // off, and the joker it frees has no room there.
    const taken_then_alone set = lay_off_alone("7H 7D JK", "7S 2D 9C KH", "7C");
    CHECK_FALSE(rami::detail::may_add_to(set.alone, 1));
    CHECK(rami::detail::owed_cannot_be_laid(set.alone));
    rami_test::expect_refused(set.taken, rami_test::play({rami_test::lay_off_cards(1, "7C")}), rami::error_code::taken_card_laid_off_alone,
                              rami::rule_id::R8);
    // The run 8D 9D JK, with 7D: 10D takes the joker's place, and the joker freed is laid off
    // onto the run, a card of the hand beside the taken one.
    const taken_then_alone run = lay_off_alone("8D 9D JK", "10D 2S 9C KH", "7D");
    CHECK(rami::detail::may_add_to(run.alone, 1));
    CHECK_FALSE(rami::detail::owed_cannot_be_laid(run.alone));
    const rami::game_state partnered = rami_test::expect_accepted(
        run.taken, rami_test::play({rami_test::lay_off_cards(1, "7D"), rami_test::swap_cards(1, "10D"), rami_test::lay_off_cards(1, "JK")}));
    CHECK(partnered.table[1].meld.size == 5);
}

TEST_CASE("tierce_franche_within_reach: a run with a joker becomes one only by swaps before the opening (R6, R10)", "[turn][bounds]") {
    // rami_francais: the opening needs a tierce franche. Seat 1 has laid JK 7S 8S this turn; its
    // hand holds 6S, the card the joker stands for, and no three natural cards in a row.
    rami_test::scenario s = unopened_seat("rami_francais", "6S 2D 9C KH QD");
    s.meld(1, "JK 7S 8S");
    s.state.this_turn.new_melds = 1u << 1;
    s.state.this_turn.laid = true;
    REQUIRE(s.state.rules.swap.who != rami::who_may::anyone);
    // Only a seat that has opened swaps: the joker stays, and no tierce franche can be laid.
    CHECK_FALSE(rami::detail::tierce_franche_within_reach(s));
    CHECK_FALSE(rami::detail::may_open(s));
    // Where anyone may swap, 6S takes the joker's place: 6S 7S 8S is one.
    rami_test::scenario anyone = s;
    anyone.state.rules.swap.who = rami::who_may::anyone;
    CHECK(rami::detail::tierce_franche_within_reach(anyone));
    // Three natural cards in a row in the hand are a tierce franche still to lay.
    s.hand(1, "9S 10S JS 2D");
    CHECK(rami::detail::tierce_franche_within_reach(s));
}

TEST_CASE("may_lay: the card owed pays no swap for the joker it is melded with (R8, R10)", "[turn][bounds]") {
    // rami40, a seat that has not opened took AC, to lay in its opening. JK JK 3C stands for
    // AC 2C 3C: AC could free a joker, but then it is on that meld, not beside AH in a new set.
    rami_test::scenario s = unopened_seat("rami40", "AC AH 5D 9S KH");
    s.meld(0, "JK JK 3C");
    s.took("AC", true);
    const card ace_of_clubs = rami_test::card("AC");
    CHECK_FALSE(rami::detail::may_lay(s, ace_of_clubs));
    CHECK(rami::detail::owed_cannot_be_laid(s));
    // With a second AC, one copy frees the joker and the other makes AC AH JK.
    s.hand(1, "AC AC AH 5D 9S KH");
    CHECK(rami::detail::may_lay(s, ace_of_clubs));
    CHECK_FALSE(rami::detail::owed_cannot_be_laid(s));
}

}  // namespace test_turn_bounds
