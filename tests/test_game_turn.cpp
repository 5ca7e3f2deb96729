// R2 and R7, the shape of a turn in each variant: the start of the round (discard pile, the
// first player's first turn with or without a draw), draw -> play -> discard, and what a turn
// must end with (a card kept to discard; rummy_classic may go out by playing).
#include "catch.hpp"

#include <string_view>

#include "game_testing.hpp"

namespace test_game_turn {

using rami::error_code;
using rami::phase;
using rami::rule_id;
using namespace rami_test;

namespace {

// --- R2: the start of the round ----------------------------------------------------------------

/// The Rami 51 rule book and rami7: the first seat starts in `play` without drawing; it discards (the
/// "carte neutre") and the next seat must draw.
void first_turn_without_draw(std::string_view id, std::size_t pile_at_start) {
    const scenario start(id);
    const rami::game_state& s = start;
    CHECK(s.phase == phase::play);
    CHECK(s.current == 0);
    CHECK(s.discard.size() == pile_at_start);
    const rami::card neutral = s.hand(0)[0];
    const auto next = expect_accepted(s, rami::move::discard(neutral));
    CHECK(next.discard.size() == pile_at_start + 1);
    CHECK(next.discard.back() == neutral);
    CHECK(next.current == 1);
    CHECK(next.phase == phase::draw);
    CHECK(next.turn == 1);
    CHECK(next.hand(0).size() + 1 == s.hand(0).size());
}

/// The Rami 51 rule book and rami7: the first seat may not draw on its first turn.
void first_turn_draw_refused(std::string_view id) {
    const scenario start(id);
    expect_refused(start, rami::move::draw(), error_code::already_drawn, rule_id::R2);
    expect_refused(start, rami::move::take_discard(), error_code::already_drawn, rule_id::R2);
}

/// Kaluki, rami_francais, rummy_classic: the top stock card is turned up and the first seat
/// draws as usual.
void first_turn_draws(std::string_view id) {
    const scenario start(id);
    const rami::game_state& s = start;
    CHECK(s.phase == phase::draw);
    CHECK(s.discard.size() == 1);
    const rami::card top = s.stock.front();
    const auto next = expect_accepted(s, rami::move::draw());
    CHECK(next.phase == phase::play);
    CHECK(next.hand(0).size() == s.hand(0).size() + 1);
    CHECK(next.hand(0).back() == top);
    CHECK(next.stock.size() + 1 == s.stock.size());
    CHECK(next.discard == s.discard);
}

/// Kaluki, rami_francais, rummy_classic: the first seat may not discard or play before it draws.
void first_turn_must_draw(std::string_view id) {
    const scenario start(id);
    const rami::game_state& s = start;
    expect_refused(s, rami::move::discard(s.hand(0)[0]), error_code::must_draw_first, rule_id::R2);
    const rami::card one = s.hand(0)[0];
    expect_refused(s, rami::move::play({*rami::meld_step(std::span<const rami::card>(&one, 1))}),
                   error_code::must_draw_first, rule_id::R2);
}

}  // namespace

TEST_CASE("R2 rami40: the first player does not draw on the first turn and discards the carte neutre", "[game]") {
    first_turn_without_draw("rami40", 0);
}
TEST_CASE("R2 rami50: the first player does not draw on the first turn and discards the carte neutre", "[game]") {
    first_turn_without_draw("rami50", 0);
}
TEST_CASE("R2 rami51: the first player does not draw on the first turn and discards the carte neutre", "[game]") {
    first_turn_without_draw("rami51", 0);
}
TEST_CASE("R2 manie_joker51: the first player does not draw on the first turn and discards the carte neutre", "[game]") {
    first_turn_without_draw("manie_joker51", 0);
}
TEST_CASE("R2 rami7: the first player does not draw on the first turn, the discard pile starts with a turned card", "[game]") {
    first_turn_without_draw("rami7", 1);
}

TEST_CASE("R2 rami40: the first player may not draw on the first turn", "[game]") { first_turn_draw_refused("rami40"); }
TEST_CASE("R2 rami50: the first player may not draw on the first turn", "[game]") { first_turn_draw_refused("rami50"); }
TEST_CASE("R2 rami51: the first player may not draw on the first turn", "[game]") { first_turn_draw_refused("rami51"); }
TEST_CASE("R2 manie_joker51: the first player may not draw on the first turn", "[game]") {
    first_turn_draw_refused("manie_joker51");
}
TEST_CASE("R2 rami7: the first player may not draw on the first turn", "[game]") { first_turn_draw_refused("rami7"); }

TEST_CASE("R2 rami51_kaluki: the first player draws as usual, the top stock card turned up", "[game]") {
    first_turn_draws("rami51_kaluki");
}
TEST_CASE("R2 rami_francais: the first player draws as usual, the top stock card turned up", "[game]") {
    first_turn_draws("rami_francais");
}
TEST_CASE("R2 rummy_classic: the first player draws as usual, the top stock card turned up", "[game]") {
    first_turn_draws("rummy_classic");
}

TEST_CASE("R2 rami51_kaluki: the first player may not discard or play before drawing", "[game]") {
    first_turn_must_draw("rami51_kaluki");
}
TEST_CASE("R2 rami_francais: the first player may not discard or play before drawing", "[game]") {
    first_turn_must_draw("rami_francais");
}
TEST_CASE("R2 rummy_classic: the first player may not discard or play before drawing", "[game]") {
    first_turn_must_draw("rummy_classic");
}

TEST_CASE("R2 the Rami 51 rule book and rami7: the first player may lay down on the first turn, without drawing", "[game]") {
    for (const std::string_view id : {"rami40", "rami50", "rami51", "manie_joker51", "rami7"}) {
        INFO("variant " << std::string(id));
        scenario s(id);
        s.hand(0, id == "rami7" ? "10H JH QH KH AS AD JK 3S" : "10H JH QH KH AS AD AC 2C 5D 7S 8C 9D 4H 6C 3S");
        const auto next = expect_accepted(s, play({meld_cards("10H JH QH KH"), meld_cards(id == "rami7" ? "AS AD JK" : "AS AD AC")}));
        CHECK(next.opened[0]);
        CHECK(next.table.size() == 2);
        CHECK(next.phase == phase::play);
        expect_accepted(next, discard("3S"));
    }
}

TEST_CASE("R2 rami_francais: the first player may take the turned-up card when it opens with it", "[game]") {
    scenario s("rami_francais");
    s.hand(0, "8S 7S AH AC JK 2D 4D 6C 9C 10H QD KC 3H").discard("6S");
    const auto taken = expect_accepted(s, rami::move::take_discard());
    CHECK(hand_is(taken, 0, "8S 7S AH AC JK 2D 4D 6C 9C 10H QD KC 3H 6S"));
    const auto opened = expect_accepted(taken, play({meld_cards("8S 7S 6S"), meld_cards("AH AC JK")}));
    CHECK(opened.opened[0]);
    expect_accepted(opened, discard("3H"));
}

TEST_CASE("R2 rami_francais: the first player may not take the turned-up card it cannot lay", "[game]") {
    scenario s("rami_francais");
    s.hand(0, "8S 7S AH AC JK 2D 4D 6C 9C 10H QD KC 3H").discard("5D");
    expect_refused(s, rami::move::take_discard(), error_code::take_discard_not_allowed, rule_id::R8);
}

// --- R2: draw -> play -> discard, in every variant ---------------------------------------------

TEST_CASE("R2 every variant: a turn is draw, play, discard, then the next seat draws", "[game]") {
    for (const std::string_view id : all_ids) {
        INFO("variant " << std::string(id));
        scenario s(id);
        s.to_act(1, phase::draw).turn(1).hand(1, "2S 5H 9D KC").stock("7C 8D").discard("4S");
        const auto drawn = expect_accepted(s, rami::move::draw());
        CHECK(hand_is(drawn, 1, "2S 5H 9D KC 7C"));
        CHECK(drawn.phase == phase::play);
        const auto ended = expect_accepted(drawn, discard("KC"));
        CHECK(ended.current == 0);
        CHECK(ended.phase == phase::draw);
        CHECK(ended.turn == 2);
        CHECK(ended.discard.back() == card("KC"));
        CHECK(hand_is(ended, 1, "2S 5H 9D 7C"));
    }
}

TEST_CASE("R2 every variant: no second draw, no discard or play before the draw, no card from outside the hand", "[game]") {
    for (const std::string_view id : all_ids) {
        INFO("variant " << std::string(id));
        scenario s(id);
        s.to_act(1, phase::draw).turn(1).hand(1, "2S 5H 9D KC").stock("7C 8D").discard("4S");
        expect_refused(s, discard("KC"), error_code::must_draw_first, rule_id::R2);
        expect_refused(s, play({meld_cards("2S 5H 9D")}), error_code::must_draw_first, rule_id::R2);
        const auto drawn = expect_accepted(s, rami::move::draw());
        expect_refused(drawn, rami::move::draw(), error_code::already_drawn, rule_id::R2);
        expect_refused(drawn, rami::move::take_discard(), error_code::already_drawn, rule_id::R2);
        expect_refused(drawn, discard("QH"), error_code::card_not_in_hand, rule_id::R2);
        expect_refused(drawn, rami::move::play({}), error_code::empty_play, rule_id::R2);
        expect_refused(drawn, play({meld_cards("3C 4C 5C")}), error_code::card_not_in_hand, rule_id::R2);
    }
}

// --- R7: what a turn must end with ------------------------------------------------------------

TEST_CASE("R7 every variant but rummy_classic: a play may not empty the hand, a card is kept to discard", "[game]") {
    for (const std::string_view id : {"rami40", "rami50", "rami51", "manie_joker51", "rami51_kaluki", "rami_francais", "rami7"}) {
        INFO("variant " << std::string(id));
        scenario s(id);
        s.to_act(0, phase::play).later().opened(0).opened(1).hand(0, "7H 8H 9H").meld(1, "2C 3C 4C");
        expect_refused(s, play({meld_cards("7H 8H 9H")}), error_code::hand_would_be_empty, rule_id::R7);
        s.hand(0, "7H 8H 9H 5C");
        expect_refused(s, play({meld_cards("7H 8H 9H"), lay_off_cards(0, "5C")}), error_code::hand_would_be_empty,
                       rule_id::R7);
        const auto kept = expect_accepted(s, play({meld_cards("7H 8H 9H")}));
        CHECK(hand_is(kept, 0, "5C"));
        CHECK(kept.phase == phase::play);
        const auto out = expect_accepted(kept, discard("5C"));
        CHECK(out.phase == phase::over);
        REQUIRE(out.result.has_value());
        CHECK(out.result->winner == 0);
        CHECK(out.result->reason == rami::end_reason::out);
    }
}

TEST_CASE("R7 rummy_classic: a play may empty the hand, which ends the round without a discard", "[game]") {
    scenario s("rummy_classic");
    s.to_act(0, phase::play).later().laid(0).hand(0, "7H 8H 9H 5C").meld(1, "2C 3C 4C");
    const auto out = expect_accepted(s, play({meld_cards("7H 8H 9H"), lay_off_cards(0, "5C")}));
    CHECK(out.phase == phase::over);
    REQUIRE(out.result.has_value());
    CHECK(out.result->winner == 0);
    CHECK(out.hand(0).empty());
    CHECK(out.discard == s.state.discard);
    expect_refused(out, discard("5C"), error_code::round_over, rule_id::R7);
}

TEST_CASE("R7 rummy_classic: going out by discarding the last card also ends the round", "[game]") {
    scenario s("rummy_classic");
    s.to_act(0, phase::play).later().laid(0).hand(0, "7H 8H 9H 5C");
    const auto played = expect_accepted(s, play({meld_cards("7H 8H 9H")}));
    const auto out = expect_accepted(played, discard("5C"));
    CHECK(out.phase == phase::over);
    CHECK(out.result->winner == 0);
}

TEST_CASE("R7 every variant: the turn ends with one discard; once the round is over nothing more is played", "[game]") {
    for (const std::string_view id : all_ids) {
        INFO("variant " << std::string(id));
        scenario s(id);
        s.to_act(0, phase::play).later().opened(0).hand(0, "5C").hand(1, "2S 3S");
        const auto out = expect_accepted(s, discard("5C"));
        CHECK(out.phase == phase::over);
        CHECK(out.current == 0);
        REQUIRE(out.result.has_value());
        CHECK(out.result->winner == 0);
        expect_refused(out, rami::move::draw(), error_code::round_over, rule_id::R7);
        expect_refused(out, rami::move::take_discard(), error_code::round_over, rule_id::R7);
        expect_refused(out, discard("2S"), error_code::round_over, rule_id::R7);
        expect_refused(out, play({meld_cards("2S 3S 4S")}), error_code::round_over, rule_id::R7);
    }
}

TEST_CASE("R7 every variant: a discard that leaves cards passes the turn, the round goes on", "[game]") {
    for (const std::string_view id : all_ids) {
        INFO("variant " << std::string(id));
        scenario s(id);
        s.to_act(0, phase::play).later().opened(0).hand(0, "5C 9D");
        const auto next = expect_accepted(s, discard("5C"));
        CHECK(next.phase == phase::draw);
        CHECK(next.current == 1);
        CHECK_FALSE(next.result.has_value());
        expect_refused(next, discard("9D"), error_code::must_draw_first, rule_id::R2);
    }
}

}  // namespace test_game_turn
