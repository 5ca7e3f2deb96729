// check_state: every invariant of a state, for states built in C++ (the JSON loader calls it
// too); apply, view, legal_moves and play_round refuse a state, seat or bot list out of range;
// states of every variant, built in or custom, keep their rules through JSON.
#include "catch.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "rami/bot.hpp"
#include "rami/json.hpp"
#include "rami/rami.hpp"

namespace test_state_check {

namespace {

using rami::error_code;
using rami::game_state;

game_state dealt(std::string_view id = "rami51", int players = 3, std::uint64_t seed = 5) {
    auto s = rami::new_game(*rami::find_variant(id), players, seed);
    REQUIRE(s.ok());
    return *s;
}

/// A state some way into a round of random moves.
game_state played(const rami::rules& r, int players, std::uint64_t seed, int moves) {
    auto start = rami::new_game(r, players, seed);
    REQUIRE(start.ok());
    game_state s = *start;
    rami::random_bot bot(seed);
    for (int n = 0; n < moves && s.phase != rami::phase::over; ++n) {
        auto next = rami::apply(s, bot.choose(rami::view(s, s.current)));
        REQUIRE(next.ok());
        s = *next;
    }
    return s;
}

/// check_state refuses `s` with `code`, its detail starting with `field`.
void refused(const game_state& s, error_code code, const std::string& field) {
    auto checked = rami::check_state(s);
    REQUIRE_FALSE(checked.ok());
    INFO(checked.error().message());
    CHECK(checked.error().code == code);
    CHECK(checked.error().detail.rfind(field, 0) == 0);
}

}  // namespace

TEST_CASE("check_state: every state of random rounds of every variant passes", "[state_check]") {
    for (const rami::rules& r : rami::all_variants) {
        for (const int moves : {0, 7, 40, 400}) {
            INFO(r.id << " after " << moves << " moves");
            const game_state s = played(r, r.deal.min_players, 11 + static_cast<std::uint64_t>(moves), moves);
            auto checked = rami::check_state(s);
            INFO((checked ? std::string() : checked.error().message()));
            CHECK(checked.ok());
        }
    }
}

TEST_CASE("check_state: each broken invariant is named", "[state_check]") {
    const game_state good = dealt();
    REQUIRE(rami::check_state(good).ok());
    const auto broken = [&](const std::function<void(game_state&)>& change) {
        game_state s = good;
        change(s);
        return s;
    };
    refused(broken([](game_state& s) { s.players = 7; }), error_code::players_out_of_range, "players");
    refused(broken([](game_state& s) { s.players = 5; }), error_code::players_out_of_range, "players");
    refused(broken([](game_state& s) { s.current = 3; }), error_code::seat_out_of_range, "current");
    refused(broken([](game_state& s) { s.current = -1; }), error_code::seat_out_of_range, "current");
    refused(broken([](game_state& s) { s.first = 9; }), error_code::seat_out_of_range, "first");
    refused(broken([](game_state& s) { s.rules.deck.decks = 3; }), error_code::invalid_rules, "rules.deck.decks");
    refused(broken([](game_state& s) { s.options.opening_minimum = 81; }), error_code::inconsistent_state, "options");
    refused(broken([](game_state& s) { REQUIRE(s.hands[4].push_back(s.stock.back())); s.stock.pop_back(); }),
            error_code::inconsistent_state, "hands[4]");
    refused(broken([](game_state& s) { s.opened[3] = true; }), error_code::inconsistent_state, "opened[3]");
    refused(broken([](game_state& s) { s.scores[5] = 10; }), error_code::inconsistent_state, "scores[5]");
    refused(broken([](game_state& s) { s.turn = -1; }), error_code::number_out_of_range, "turn");
    refused(broken([](game_state& s) { s.stock_resets = rami::max_counter + 1; }), error_code::number_out_of_range, "stock_resets");
    refused(broken([](game_state& s) { s.scores[1] = -rami::max_counter - 1; }), error_code::number_out_of_range, "scores[1]");
    refused(broken([](game_state& s) { s.this_turn.hand_cards_onto = 1; }), error_code::inconsistent_state, "hand_lay_offs");
    refused(broken([](game_state& s) { s.phase = rami::phase::over; }), error_code::inconsistent_state, "result");
    refused(broken([](game_state& s) { s.result = rami::round_result{}; }), error_code::inconsistent_state, "result");
    refused(broken([](game_state& s) { s.stock.pop_back(); }), error_code::cards_not_deck, "");
    refused(broken([](game_state& s) { REQUIRE(s.stock.push_back(rami::card(1, rami::suit::spades))); }), error_code::cards_not_deck, "AS: 3");
    // The taken card is in the hand of the seat to act.
    refused(broken([](game_state& s) {
                s.phase = rami::phase::play;
                for (const rami::card c : s.stock)  // a card of the stock that seat 0, to act, does not hold
                    if (std::find(s.hand(0).begin(), s.hand(0).end(), c) == s.hand(0).end()) s.this_turn.taken_to_lay = c;
            }),
            error_code::inconsistent_state, "taken");
}

TEST_CASE("check_state: a table meld must be the meld its cards make", "[state_check]") {
    game_state s = dealt("rami51", 2);
    // Lay 5H 6H 7H from the stock onto the table, as if seat 0 had laid them.
    rami::meld m = *rami::read_meld(s.rules, *rami::parse_cards("5H 6H 7H"));
    for (const rami::card c : m.laid()) {
        bool removed = s.stock.erase_one(c);
        for (int seat = 0; !removed && seat < s.players; ++seat) removed = s.hands[static_cast<std::size_t>(seat)].erase_one(c);
        if (!removed) removed = s.discard.erase_one(c);
        REQUIRE(removed);
    }
    REQUIRE(s.table.push_back(rami::table_meld{0, m}));
    REQUIRE(rami::check_state(s).ok());

    game_state wrong_points = s;
    wrong_points.table[0].meld.points = 99;
    refused(wrong_points, error_code::inconsistent_state, "table[0]");
    game_state wrong_owner = s;
    wrong_owner.table[0].owner = 2;
    refused(wrong_owner, error_code::seat_out_of_range, "table[0].owner");
    game_state not_a_run = s;
    not_a_run.table[0].meld.cards[2] = rami::card(9, rami::suit::hearts);
    refused(not_a_run, error_code::run_not_consecutive, "table[0].cards");
}

TEST_CASE("the JSON loader refuses a taken card that is not in the hand of the seat to act", "[state_check][json]") {
    const game_state s = dealt("rami_francais", 2);
    nlohmann::json j = s;
    j["phase"] = "play";
    const auto not_held = std::find_if(s.stock.begin(), s.stock.end(), [&](rami::card c) {
        return std::find(s.hand(0).begin(), s.hand(0).end(), c) == s.hand(0).end();
    });
    REQUIRE(not_held != s.stock.end());
    j["taken"] = rami::to_string(*not_held);  // in the stock, not in the hand of seat 0
    auto read = rami::state_from_json(j);
    REQUIRE_FALSE(read.ok());
    CHECK(read.error().code == error_code::inconsistent_state);
    CHECK(read.error().detail.rfind("taken: ", 0) == 0);
}

TEST_CASE("apply, view and legal_moves refuse a state out of range without reading out of bounds", "[state_check]") {
    game_state s = dealt("rami51", 4);
    s.current = 6;
    const game_state before = s;
    auto next = rami::apply(s, rami::move::draw());
    REQUIRE_FALSE(next.ok());
    CHECK(next.error().code == error_code::seat_out_of_range);
    CHECK(next.error().detail.rfind("current: 6", 0) == 0);
    CHECK(s == before);  // a refused input changes nothing

    auto legal = rami::checked_legal_moves(s);
    REQUIRE_FALSE(legal.ok());
    CHECK(legal.error().code == error_code::seat_out_of_range);
    CHECK(rami::legal_moves(s).empty());

    auto v = rami::checked_view(s, 0);
    REQUIRE_FALSE(v.ok());
    CHECK(v.error().code == error_code::seat_out_of_range);

    s.current = 0;
    s.players = 40;
    next = rami::apply(s, rami::move::draw());
    REQUIRE_FALSE(next.ok());
    CHECK(next.error().code == error_code::players_out_of_range);
    CHECK(rami::legal_moves(s).empty());
    CHECK(rami::view(s, 0).hand_sizes[5] == 0);  // seats beyond 6 are not read

    const game_state good = dealt("rami51", 4);
    auto seat = rami::checked_view(good, 4);
    REQUIRE_FALSE(seat.ok());
    CHECK(seat.error().detail.rfind("seat: 4", 0) == 0);
    REQUIRE(rami::checked_view(good, 3).ok());
    CHECK(rami::checked_view(good, 3)->hand == good.hands[3]);
    REQUIRE(rami::checked_legal_moves(good).ok());
    CHECK(*rami::checked_legal_moves(good) == rami::legal_moves(good));
}

TEST_CASE("play_round refuses a bot list that is not one bot per seat", "[state_check][bots]") {
    const game_state s = dealt("rami51", 3);
    std::vector<std::unique_ptr<rami::bot>> bots;
    bots.push_back(rami::make_bot("random", 1));
    bots.push_back(rami::make_bot("random", 2));
    auto round = rami::play_round(s, bots);
    REQUIRE_FALSE(round.ok());
    CHECK(round.error().code == error_code::wrong_array_length);
    CHECK(round.error().detail == "bots: 2 for 3 seats");
    bots.push_back(nullptr);
    round = rami::play_round(s, bots);
    REQUIRE_FALSE(round.ok());
    CHECK(round.error().detail == "bots[2]: no bot");
    bots[2] = rami::make_bot("random", 3);
    game_state bad = s;
    bad.current = 5;
    round = rami::play_round(bad, bots);
    REQUIRE_FALSE(round.ok());
    CHECK(round.error().code == error_code::seat_out_of_range);
    round = rami::play_round(s, bots, 30);
    REQUIRE(round.ok());
    CHECK(round->moves.size() == 30);
}

TEST_CASE("state JSON: states of every variant, built in or custom, load back equal", "[state_check][json][rules_json]") {
    std::vector<rami::rules> variants(rami::all_variants.begin(), rami::all_variants.end());
    // A custom rule set per base, changing rules that show in play and in the deal.
    for (const rami::rules& base : rami::all_variants) {
        rami::rules c = base;
        c.opening.minimum = base.opening.minimum == 0 ? 0 : base.opening.minimum + 9;
        c.melds.circular = !base.melds.circular;
        c.deal.max_players = base.deal.min_players + 1;
        for (int n = 0; n <= rami::max_players_supported; ++n) {
            c.deal.hand_size[static_cast<std::size_t>(n)] = c.accepts_players(n) ? 9 : 0;
            c.match.target[static_cast<std::size_t>(n)] = c.accepts_players(n) ? 300 : 0;
        }
        c.deal.first_player_extra = 1 - base.deal.first_player_extra;
        c.deal.turn_up_discard = !base.deal.turn_up_discard;
        c.scoring.winner = -15;
        c.lay_off = rami::who_may::anyone;
        REQUIRE(rami::check_rules(c).ok());
        variants.push_back(c);
    }
    for (const rami::rules& r : variants) {
        const bool custom = !(r == *rami::find_variant(r.id));
        for (const int moves : {0, 25, 150}) {
            INFO(r.id << (custom ? " (custom)" : "") << " after " << moves << " moves");
            const game_state s = played(r, r.deal.min_players, 3 + static_cast<std::uint64_t>(moves), moves);
            const nlohmann::json j = s;
            CHECK(j.contains("rules") == custom);
            auto back = rami::parse_state(j.dump());
            INFO((back ? std::string() : back.error().message()));
            REQUIRE(back.ok());
            CHECK(*back == s);
        }
    }
}

TEST_CASE("state JSON: options are applied on top of carried rules", "[state_check][json][rules_json]") {
    rami::rules house = *rami::find_variant("rami_francais");
    house.opening.minimum = 81;
    rami::variant_options options;
    options.circular_runs = true;
    auto s = rami::new_game(house, 2, 9, options);
    REQUIRE(s.ok());
    nlohmann::json j = *s;
    CHECK(j["rules"]["opening"]["minimum"] == 81);
    CHECK(j["options"]["circular_runs"] == true);
    auto back = rami::state_from_json(j);
    REQUIRE(back.ok());
    CHECK(*back == *s);
    CHECK(back->rules.opening.minimum == 81);

    // A document whose rules name another base than its variant is refused, naming rules.base.
    j["variant"] = "rami51";
    auto mismatch = rami::state_from_json(j);
    REQUIRE_FALSE(mismatch.ok());
    CHECK(mismatch.error().code == error_code::inconsistent_state);
    CHECK(mismatch.error().detail.rfind("rules.base", 0) == 0);
    // Bad carried rules are refused, naming the field under "rules.".
    j = *s;
    j["rules"]["deck"]["decks"] = 5;
    auto bad = rami::state_from_json(j);
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().code == error_code::invalid_rules);
    CHECK(bad.error().detail.rfind("rules.deck.decks: 5", 0) == 0);
}

}  // namespace test_state_check
