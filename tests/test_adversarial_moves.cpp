// Adversarial moves: what a hostile or confused client sends. Each is refused with
// its code and rule, the state stays exactly as it was (and so does its JSON), nothing is
// thrown, in every variant where the move makes sense.
#include "catch.hpp"

#include <array>
#include <climits>
#include <string>
#include <vector>

#include "fuzz/invariants.hpp"
#include "game_testing.hpp"
#include "rami/bot.hpp"
#include "rami/json.hpp"
#include "rami/rami.hpp"

namespace test_adversarial_moves {

namespace {

using rami::error_code;
using rami::rule_id;
using rami_test::all_ids;
using rami_test::expect_refused;

/// Refused with `code` and its rule, the state and its JSON unchanged, nothing thrown, and the
/// shared invariants of a refusal (tests/fuzz/invariants.hpp).
void refused(const rami::game_state& s, const rami::move& m, error_code code) {
    const std::string before = rami_check::dump(nlohmann::json(s));
    CHECK_NOTHROW(expect_refused(s, m, code, rami::rule_of(code)));
    CHECK(rami_check::dump(nlohmann::json(s)) == before);
    CHECK(rami_check::apply_invariants(s, m, false) == "");
}

/// A dealt round of `id` with the seat to act in phase play (it drew).
rami::game_state drawn(std::string_view id, int players = 2, std::uint64_t seed = 5) {
    rami::game_state s = *rami::new_game(rami_test::rules_named(id), players, seed);
    if (s.phase == rami::phase::draw) s = *rami::apply(s, rami::move::draw());
    REQUIRE(s.phase == rami::phase::play);
    return s;
}

/// A card of seat `seat`'s hand that the seat to act does not hold.
rami::card held_only_by(const rami::game_state& s, int seat) {
    const rami::card_counts mine(s.hand(s.current));
    for (const rami::card c : s.hand(seat))
        if (mine.count(c) == 0) return c;
    FAIL("no such card");
    return {};
}

/// A round of `id` played by random bots to its end.
rami::game_state finished(std::string_view id, std::uint64_t seed) {
    rami::game_state s = *rami::new_game(rami_test::rules_named(id), 2, seed);
    rami::random_bot bot(seed);
    for (int n = 0; n < 5000 && s.phase != rami::phase::over; ++n) s = *rami::apply(s, bot.choose(rami::view(s, s.current)));
    REQUIRE(s.phase == rami::phase::over);
    return s;
}

}  // namespace

TEST_CASE("adversarial: a move meant for another seat is the seat to act's, and refused", "[adversarial][move]") {
    for (const std::string_view id : all_ids) {
        INFO(std::string(id));
        // Seat 0 chose a discard from its own view, but the state moved on to seat 1's turn.
        const rami::game_state s = drawn(id);
        rami::game_state moved_on = s;
        moved_on.current = 1;
        const rami::card only_mine = held_only_by(moved_on, 0);
        refused(moved_on, rami::move::discard(only_mine), error_code::card_not_in_hand);
        // ... or it is seat 1's turn to draw: the discard comes in the wrong phase.
        moved_on.phase = rami::phase::draw;
        refused(moved_on, rami::move::discard(only_mine), error_code::must_draw_first);
        // A seat's own view lists no move when it is not its turn.
        CHECK(rami::legal_moves(rami::view(s, 1)).empty());
        CHECK_FALSE(rami::legal_moves(rami::view(s, 0)).empty());
    }
}

TEST_CASE("adversarial: cards not in the hand, in every kind of move", "[adversarial][move]") {
    for (const std::string_view id : all_ids) {
        INFO(std::string(id));
        const rami::game_state s = drawn(id);
        const rami::card other = held_only_by(s, 1);
        const std::array<rami::card, 3> three{other, other, other};
        refused(s, rami::move::discard(other), error_code::card_not_in_hand);
        refused(s, rami::move::play({*rami::meld_step(three)}), error_code::card_not_in_hand);
        refused(s, rami::move::play({*rami::lay_off_step(0, std::span<const rami::card>(&other, 1))}), error_code::card_not_in_hand);
        refused(s, rami::move::play({*rami::swap_step(0, std::span<const rami::card>(&other, 1))}), error_code::card_not_in_hand);
        // A card of the hand with one it does not hold: all or nothing.
        const std::array<rami::card, 2> mixed{s.hand(s.current)[0], other};
        refused(s, rami::move::play({*rami::meld_step(mixed)}), error_code::card_not_in_hand);
    }
}

TEST_CASE("adversarial: one card used twice", "[adversarial][move]") {
    // rami51 (two decks) and rummy_classic (one): a hand holding 7H once.
    for (const std::string_view id : {"rami51", "rummy_classic"}) {
        INFO(std::string(id));
        rami_test::scenario sc(id, 2);
        sc.hand(0, "7H 8H 9H 2C 5D").to_act(0, rami::phase::play).later().meld(1, "4S 5S 6S").opened(0).opened(1);
        const rami::game_state& s = sc;
        // In one meld: the second 7H is not in the hand.
        refused(s, rami_test::play({rami_test::meld_cards("7H 7H 8H 9H")}), error_code::card_not_in_hand);
        // In two steps of one play: the first step took it.
        refused(s, rami_test::play({rami_test::meld_cards("7H 8H 9H"), rami_test::lay_off_cards(0, "7H")}),
                error_code::card_not_in_hand);
        // Laid off twice at once.
        refused(s, rami_test::play({rami_test::lay_off_cards(0, "2C 2C")}), error_code::card_not_in_hand);
    }
}

TEST_CASE("adversarial: meld indexes out of range, negative and huge", "[adversarial][move]") {
    for (const std::string_view id : all_ids) {
        INFO(std::string(id));
        const rami::game_state s = drawn(id);
        const std::span<const rami::card> one = s.hand(s.current).first(1);
        for (const int index : {static_cast<int>(s.table.size()), -1, 40, 41, 64, 1000, INT_MAX, INT_MIN}) {
            INFO("meld " << index);
            refused(s, rami::move::play({*rami::lay_off_step(index, one)}), error_code::meld_index_out_of_range);
            refused(s, rami::move::play({*rami::swap_step(index, one)}), error_code::meld_index_out_of_range);
        }
    }
    // On the wire a negative or huge index is no move at all.
    for (const char* text : {R"({"type":"play","steps":[{"lay_off":{"meld":-1,"cards":["5H"]}}]})",
                             R"({"type":"play","steps":[{"swap":{"meld":2147483648,"cards":["5H"]}}]})",
                             R"({"type":"play","steps":[{"lay_off":{"meld":1e300,"cards":["5H"]}}]})",
                             R"({"type":"play","steps":[{"lay_off":{"meld":0.5,"cards":["5H"]}}]})"}) {
        INFO(text);
        rami::result<rami::move> m = rami::error(error_code::invalid_json);
        CHECK_NOTHROW(m = rami::parse_move(text));
        REQUIRE_FALSE(m.ok());
        CHECK(m.error().code == error_code::invalid_move);
        CHECK(m.error().rule == rule_id::format);
    }
}

TEST_CASE("adversarial: a swap that frees no joker", "[adversarial][move]") {
    for (const std::string_view id : {"rami51", "manie_joker51", "rami_francais", "rummy_classic", "rami51_kaluki"}) {
        INFO(std::string(id));
        rami_test::scenario sc(id, 2);
        sc.hand(0, "6S 6D 9H 2C 3C").to_act(0, rami::phase::play).later().opened(0).opened(1).meld(1, "7H 8H 9H 10H");
        // No joker in the meld at all.
        refused(sc, rami_test::play({rami_test::swap_cards(0, "9H")}), error_code::swap_frees_no_joker);
    }
    rami_test::scenario sc("rami51", 2);
    sc.hand(0, "6S 6D 9H 2C 3C").to_act(0, rami::phase::play).later().opened(0).opened(1).meld(1, "6C JK 6H");
    // 6S makes a carre 6C JK 6H 6S: a lay-off, not a swap.
    refused(sc, rami_test::play({rami_test::swap_cards(0, "6S")}), error_code::swap_frees_no_joker);
}

TEST_CASE("adversarial: a discard before drawing, two draws, a play before drawing", "[adversarial][move]") {
    for (const std::string_view id : all_ids) {
        INFO(std::string(id));
        rami::game_state s = *rami::new_game(rami_test::rules_named(id), 2, 9);
        if (s.phase == rami::phase::play) s = *rami::apply(s, rami::move::discard(s.hand(s.current)[0]));  // no draw on the first turn
        REQUIRE(s.phase == rami::phase::draw);
        const rami::card c = s.hand(s.current)[0];
        refused(s, rami::move::discard(c), error_code::must_draw_first);
        refused(s, rami::move::play({*rami::meld_step(s.hand(s.current).first(3))}), error_code::must_draw_first);
        const rami::game_state after_draw = *rami::apply(s, rami::move::draw());
        refused(after_draw, rami::move::draw(), error_code::already_drawn);
        refused(after_draw, rami::move::take_discard(), error_code::already_drawn);
    }
}

TEST_CASE("adversarial: any move after the round ended", "[adversarial][move]") {
    for (const std::string_view id : all_ids) {
        INFO(std::string(id));
        const rami::game_state s = finished(id, 11);
        const auto hand = s.hand(0).empty() ? s.hand(1) : s.hand(0);
        refused(s, rami::move::draw(), error_code::round_over);
        refused(s, rami::move::take_discard(), error_code::round_over);
        refused(s, rami::move::discard(hand[0]), error_code::round_over);
        refused(s, rami::move::play({*rami::meld_step(hand.first(std::min<std::size_t>(3, hand.size())))}), error_code::round_over);
        CHECK(rami::legal_moves(s).empty());
        CHECK(rami_check::state_invariants(s) == "");  // views at the round's end included
    }
}

TEST_CASE("adversarial: malformed plays (no step, empty steps, too many cards)", "[adversarial][move]") {
    for (const std::string_view id : all_ids) {
        INFO(std::string(id));
        const rami::game_state s = drawn(id);
        refused(s, rami::move::play({}), error_code::empty_play);
        refused(s, rami::move::play({rami::play_step{}}), error_code::empty_play);
        rami::play_step lay_off;
        lay_off.kind = rami::play_step::action::lay_off;
        lay_off.meld = 0;
        refused(s, rami::move::play({lay_off}), error_code::empty_play);
    }
    // On the wire: 14 cards in a step, 65 steps, a step with two actions.
    std::string fourteen = R"({"type":"play","steps":[{"meld":[)";
    for (int i = 0; i < 14; ++i) fourteen += std::string(i ? "," : "") + "\"5H\"";
    fourteen += "]}]}";
    std::string many = R"({"type":"play","steps":[)";
    for (int i = 0; i < 65; ++i) many += std::string(i ? "," : "") + R"({"meld":["5H"]})";
    many += "]}";
    for (const std::string& text : {fourteen, many, std::string(R"({"type":"play","steps":[{"meld":["5H"],"swap":{"meld":0,"cards":[]}}]})")}) {
        rami::result<rami::move> m = rami::error(error_code::invalid_json);
        CHECK_NOTHROW(m = rami::parse_move(text));
        REQUIRE_FALSE(m.ok());
        CHECK(m.error().code == error_code::invalid_move);
    }
}

}  // namespace test_adversarial_moves
