// Property tests: random and greedy rounds of every variant where, after every move,
// the cards are conserved, the JSON round trip is exact, apply is deterministic, every move of
// legal_moves is accepted, moves the rules refuse leave the state (and its JSON) exactly as it
// was, and each seat's view holds no card hidden from it, at every phase including the
// round's end. The invariants are those of tests/fuzz/invariants.hpp, shared with the fuzzers.
#include "catch.hpp"

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "fuzz/invariants.hpp"
#include "rami/bot.hpp"
#include "rami/json.hpp"
#include "rami/rami.hpp"
#include "test_size.hpp"

namespace test_property_games {

namespace {

using rami::error_code;

/// A refused move: the error it must get (or any refusal when the code depends on the state).
struct refused_move {
    rami::move move;
    std::optional<error_code> code;
    const char* what;
};

/// A card the seat to act does not hold: the first of another seat's hand or of the stock that
/// is not in its hand.
std::optional<rami::card> card_not_held(const rami::game_state& s) {
    const rami::card_counts held(s.hand(s.current));
    for (int seat = 0; seat < s.players; ++seat)
        for (const rami::card c : s.hand(seat))
            if (held.count(c) == 0) return c;
    for (const rami::card c : s.stock)
        if (held.count(c) == 0) return c;
    return std::nullopt;
}

/// Moves the rules must refuse in `s`, each with the code it must get.
std::vector<refused_move> illegal_moves(const rami::game_state& s) {
    std::vector<refused_move> out;
    const auto hand = s.hand(s.current);
    const auto beyond = static_cast<int>(s.table.size());
    if (s.phase == rami::phase::over) {
        for (const rami::move& m : {rami::move::draw(), rami::move::take_discard(), rami::move::discard(rami::card::joker()),
                                    rami::move::play({*rami::meld_step(std::vector<rami::card>(3, rami::card::joker()))})})
            out.push_back({m, error_code::round_over, "a move after the round's end"});
        return out;
    }
    if (s.phase == rami::phase::draw) {
        if (!hand.empty()) out.push_back({rami::move::discard(hand[0]), error_code::must_draw_first, "a discard before drawing"});
        if (!hand.empty())
            out.push_back({rami::move::play({*rami::lay_off_step(0, hand.first(1))}), error_code::must_draw_first, "a play before drawing"});
        return out;
    }
    out.push_back({rami::move::draw(), error_code::already_drawn, "a second draw"});
    out.push_back({rami::move::take_discard(), error_code::already_drawn, "a draw after drawing"});
    out.push_back({rami::move::play({}), error_code::empty_play, "a play without steps"});
    if (!hand.empty()) {
        out.push_back({rami::move::play({*rami::lay_off_step(beyond, hand.first(1))}), error_code::meld_index_out_of_range,
                       "a lay-off onto a meld past the table"});
        out.push_back({rami::move::play({*rami::swap_step(-1, hand.first(1))}), error_code::meld_index_out_of_range,
                       "a swap into meld -1"});
        out.push_back({rami::move::play({*rami::lay_off_step(1 << 30, hand.first(1))}), error_code::meld_index_out_of_range,
                       "a lay-off onto meld 2^30"});
    }
    if (const auto missing = card_not_held(s)) {
        const bool discard_checks_hand = !s.this_turn.taken_to_lay && s.this_turn.jokers_to_lay == 0 && s.this_turn.taken != *missing;
        out.push_back({rami::move::discard(*missing), discard_checks_hand ? std::optional(error_code::card_not_in_hand) : std::nullopt,
                       "a discard of a card not in the hand"});
        const std::array<rami::card, 3> meld{*missing, *missing, *missing};
        out.push_back({rami::move::play({*rami::meld_step(meld)}), error_code::card_not_in_hand, "a meld of cards not in the hand"});
    }
    if (hand.size() == 1) {
        const std::array<rami::card, 2> twice{hand[0], hand[0]};
        out.push_back({rami::move::play({*rami::lay_off_step(0, twice)}), error_code::card_not_in_hand, "one card laid twice"});
    }
    return out;
}

/// The checks made at every state of a round (see the file comment); returns how many moves
/// of legal_moves it applied.
std::size_t check_round_state(const rami::game_state& s) {
    INFO(std::string(s.rules.id) << ", " << s.players << " players, turn " << s.turn << ", phase " << rami::to_string(s.phase));
    const std::string invariants = rami_check::state_invariants(s);
    CHECK(invariants == "");
    const auto checked = rami::check_state(s);  // every state apply makes passes check_state
    INFO((checked ? std::string() : checked.error().message()));
    CHECK(checked.ok());

    const nlohmann::json before_json = s;
    for (const refused_move& r : illegal_moves(s)) {
        INFO(r.what << ": " << rami_check::dump(nlohmann::json(r.move)));
        const rami::game_state before = s;
        const auto next = rami::apply(s, r.move);
        REQUIRE_FALSE(next.ok());
        if (r.code) CHECK(rami::to_string(next.error().code) == rami::to_string(*r.code));
        CHECK(next.error().rule == rami::rule_of(next.error().code));
        CHECK(s == before);
        CHECK(nlohmann::json(s) == before_json);
        CHECK(rami_check::apply_invariants(s, r.move, false) == "");
    }

    const std::vector<rami::move> legal = rami::legal_moves(s);
    CHECK(legal.empty() == (s.phase == rami::phase::over));
    for (const rami::move& m : legal) {
        INFO("legal move " << rami_check::dump(nlohmann::json(m)));
        CHECK(rami_check::move_round_trip(m) == "");
        CHECK(rami_check::apply_invariants(s, m, false) == "");
    }
    return legal.size();
}

struct round_summary {
    int moves = 0;
    std::size_t legal_checked = 0;
    bool over = false;
};

/// Plays a round with these bots (each sees only its seat's view), checking every state.
round_summary play_checked(const rami::rules& rules, int players, std::uint64_t seed,
                           const std::vector<std::unique_ptr<rami::bot>>& bots, int max_moves) {
    auto dealt = rami::new_game(rules, players, seed);
    REQUIRE(dealt.ok());
    rami::game_state s = *dealt;
    round_summary summary;
    for (; summary.moves < max_moves && s.phase != rami::phase::over; ++summary.moves) {
        summary.legal_checked += check_round_state(s);
        const rami::move m = bots[static_cast<std::size_t>(s.current)]->choose(rami::view(s, s.current));
        INFO(std::string(rules.id) << " seat " << s.current << " plays " << rami_check::dump(nlohmann::json(m)));
        auto next = rami::apply(s, m);
        REQUIRE(next.ok());
        auto again = rami::apply(s, m);
        REQUIRE(again.ok());
        CHECK(*again == *next);  // deterministic
        s = *next;
    }
    summary.legal_checked += check_round_state(s);  // the last state: the round's end, views included
    summary.over = s.phase == rami::phase::over;
    return summary;
}

std::vector<std::unique_ptr<rami::bot>> bots_of(int players, bool greedy, std::uint64_t seed) {
    std::vector<std::unique_ptr<rami::bot>> bots;
    for (int seat = 0; seat < players; ++seat) {
        if (greedy && seat % 2 == 0) bots.push_back(std::make_unique<rami::greedy_bot>());
        else bots.push_back(std::make_unique<rami::random_bot>(seed * 31 + static_cast<std::uint64_t>(seat)));
    }
    return bots;
}

}  // namespace

TEST_CASE("property: random rounds of every variant keep every invariant after every move", "[property][game]") {
    // Two seeds per variant and seat count, one at RAMI_TEST_SIZE=small (tests/support/test_size.hpp).
    const int seeds = rami_test::test_size("RAMI_PROPERTY_SEEDS", 2, 1);
    for (const rami::rules& rules : rami::all_variants) {
        for (const int players : {rules.deal.min_players, rules.deal.max_players}) {
            for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(seeds); ++seed) {
                INFO(std::string(rules.id) << ", " << players << " players, seed " << seed);
                const auto summary = play_checked(rules, players, seed, bots_of(players, false, seed), 400);
                CHECK(summary.legal_checked > static_cast<std::size_t>(summary.moves));
            }
        }
    }
}

TEST_CASE("property: greedy rounds of every variant keep every invariant and end", "[property][game]") {
    int ended = 0;
    int rounds = 0;
    for (const rami::rules& rules : rami::all_variants) {
        for (const int players : {rules.deal.min_players, rules.deal.max_players}) {
            INFO(std::string(rules.id) << ", " << players << " players");
            const auto summary = play_checked(rules, players, 7, bots_of(players, true, 7), 600);
            ended += summary.over;
            ++rounds;
        }
    }
    CHECK(ended >= rounds * 3 / 4);  // greedy seats go out; the cap is rarely reached
}

TEST_CASE("property: a refused move changes neither the state nor its JSON, in every phase", "[property][game]") {
    // Every variant at a state of each phase reached by a random round: the checks of
    // check_state's illegal moves, and a whole list of them applied one after another.
    for (const rami::rules& rules : rami::all_variants) {
        INFO(std::string(rules.id));
        rami::game_state s = *rami::new_game(rules, rules.deal.min_players, 3);
        rami::random_bot bot(3);
        std::array<bool, 3> seen{};
        for (int n = 0; n < 3000; ++n) {
            seen[static_cast<std::size_t>(s.phase)] = true;
            const std::string text = rami_check::dump(nlohmann::json(s));
            const rami::game_state before = s;
            for (const refused_move& r : illegal_moves(s)) CHECK_FALSE(rami::apply(s, r.move).ok());
            CHECK(s == before);
            CHECK(rami_check::dump(nlohmann::json(s)) == text);
            if (s.phase == rami::phase::over) break;
            s = *rami::apply(s, bot.choose(rami::view(s, s.current)));
        }
        CHECK(seen[0]);
        CHECK(seen[1]);
    }
}

}  // namespace test_property_games
