// R11, going out in each variant: going out after laying cards in earlier turns, and going out
// in one go (faire rami, rami sec, the hunt, going rummy): nothing laid before this turn, the
// hand emptied in it, over one play or several. The round's result says which.
#include "catch.hpp"

#include <algorithm>
#include <string>
#include <string_view>

#include "game_testing.hpp"

namespace test_game_going_out {

using rami::error_code;
using rami::phase;
using rami::rule_id;
using namespace rami_test;

namespace {

/// Seat 1 has drawn, past the first round.
scenario seat1(std::string_view id, std::string_view hand) {
    scenario s(id);
    s.to_act(1, phase::play).later().hand(1, hand).hand(0, "5D 8C KS");
    return s;
}

/// Seat 1 opened in an earlier turn and now lays its last meld and discards: out, not in one go.
void out_after_opening(std::string_view id) {
    scenario s = seat1(id, "7H 8H 9H 2C");
    s.opened(1);
    const auto played = expect_accepted(s, play({meld_cards("7H 8H 9H")}));
    const auto out = expect_accepted(played, discard("2C"));
    CHECK(out.phase == phase::over);
    REQUIRE(out.result.has_value());
    CHECK(out.result->winner == 1);
    CHECK(out.result->reason == rami::end_reason::out);
    CHECK_FALSE(out.result->in_one_go);
}

/// Seat 1 has laid nothing and lays its whole hand (an opening of 51 with a tierce franche).
void out_in_one_go(std::string_view id) {
    const scenario s = seat1(id, "9H 10H JH 4S 5S 6S 7S 2C");
    const auto played = expect_accepted(s, play({meld_cards("9H 10H JH"), meld_cards("4S 5S 6S 7S")}));
    CHECK_FALSE(played.laid[1]);  // "laid before this turn" is updated by the discard
    const auto out = expect_accepted(played, discard("2C"));
    REQUIRE(out.result.has_value());
    CHECK(out.result->winner == 1);
    CHECK(out.result->in_one_go);
}

/// The same over two plays of the turn: the opening, then one more meld.
void out_in_one_go_two_plays(std::string_view id) {
    const scenario s = seat1(id, "9H 10H JH 4S 5S 6S 7S KS KD KC 2C");
    const auto opened = expect_accepted(s, play({meld_cards("9H 10H JH"), meld_cards("4S 5S 6S 7S")}));
    const auto played = expect_accepted(opened, play({meld_cards("KS KD KC")}));
    const auto out = expect_accepted(played, discard("2C"));
    CHECK(out.result->in_one_go);
}

/// A seat that laid cards in an earlier turn is no longer going out in one go.
void not_in_one_go_after_laying(std::string_view id) {
    scenario s = seat1(id, "9H 10H JH 4S 5S 6S 7S 2C");
    s.opened(1);
    const auto played = expect_accepted(s, play({meld_cards("9H 10H JH"), meld_cards("4S 5S 6S 7S")}));
    CHECK_FALSE(expect_accepted(played, discard("2C")).result->in_one_go);
}

}  // namespace

TEST_CASE("R11 rami40: going out after opening in an earlier turn", "[game]") { out_after_opening("rami40"); }
TEST_CASE("R11 rami50: going out after opening in an earlier turn", "[game]") { out_after_opening("rami50"); }
TEST_CASE("R11 rami51: going out after opening in an earlier turn", "[game]") { out_after_opening("rami51"); }
TEST_CASE("R11 manie_joker51: going out after opening in an earlier turn", "[game]") { out_after_opening("manie_joker51"); }
TEST_CASE("R11 rami51_kaluki: going out after opening in an earlier turn", "[game]") { out_after_opening("rami51_kaluki"); }
TEST_CASE("R11 rami_francais: going out after opening in an earlier turn", "[game]") { out_after_opening("rami_francais"); }
TEST_CASE("R11 rami7: going out after opening in an earlier turn", "[game]") { out_after_opening("rami7"); }
TEST_CASE("R11 rummy_classic: going out after melding in an earlier turn", "[game]") { out_after_opening("rummy_classic"); }

TEST_CASE("R11 rami40: faire rami, the whole hand in one turn", "[game]") { out_in_one_go("rami40"); }
TEST_CASE("R11 rami50: faire rami, the whole hand in one turn", "[game]") { out_in_one_go("rami50"); }
TEST_CASE("R11 rami51: faire rami, the whole hand in one turn", "[game]") { out_in_one_go("rami51"); }
TEST_CASE("R11 manie_joker51: faire rami, the whole hand in one turn", "[game]") { out_in_one_go("manie_joker51"); }
TEST_CASE("R11 rami51_kaluki: the hunt (sortie Kaluki), the whole hand in one turn", "[game]") { out_in_one_go("rami51_kaluki"); }
TEST_CASE("R11 rami_francais: rami sec, the whole hand in one turn", "[game]") { out_in_one_go("rami_francais"); }
TEST_CASE("R11 rami7: laying all at once", "[game]") { out_in_one_go("rami7"); }
TEST_CASE("R11 rummy_classic: going rummy, the whole hand in one turn", "[game]") { out_in_one_go("rummy_classic"); }

TEST_CASE("R11 every variant: going out in one go may take several plays of the turn", "[game]") {
    for (const std::string_view id : all_ids) {
        INFO("variant " << std::string(id));
        out_in_one_go_two_plays(id);
    }
}
TEST_CASE("R11 every variant: a seat that laid cards in an earlier turn does not go out in one go", "[game]") {
    for (const std::string_view id : all_ids) {
        INFO("variant " << std::string(id));
        not_in_one_go_after_laying(id);
    }
}

TEST_CASE("R11 rummy_classic: going rummy by melding the last cards, without a discard", "[game]") {
    const scenario s = seat1("rummy_classic", "9H 10H JH 4S 5S 6S 7S");
    const auto out = expect_accepted(s, play({meld_cards("9H 10H JH"), meld_cards("4S 5S 6S 7S")}));
    CHECK(out.phase == phase::over);
    CHECK(out.result->winner == 1);
    CHECK(out.result->in_one_go);
}
TEST_CASE("R11 rummy_classic: a seat that only laid off in an earlier turn does not go rummy", "[game]") {
    scenario s = seat1("rummy_classic", "9H 10H JH 4S 5S 6S 7S");
    s.laid(1);
    CHECK_FALSE(s.state.opened[1]);
    const auto out = expect_accepted(s, play({meld_cards("9H 10H JH"), meld_cards("4S 5S 6S 7S")}));
    CHECK_FALSE(out.result->in_one_go);
}
TEST_CASE("R11 rummy_classic: going out may not discard the card just taken", "[game]") {
    scenario s = seat1("rummy_classic", "9H 10H JH 4S 5S 6S 7S");
    s.to_act(1, phase::draw).discard("3D 2C");
    const auto taken = expect_accepted(s, rami::move::take_discard());
    const auto played = expect_accepted(taken, play({meld_cards("9H 10H JH")}));
    expect_refused(played, play({meld_cards("4S 5S 6S 7S")}), error_code::taken_card_discarded, rule_id::R8);
}

TEST_CASE("R11 the Rami 51 rule book: faire rami may not leave two cards: the minimum is then due", "[game]") {
    for (const std::string_view id : rule_book_variants) {
        INFO("variant " << std::string(id));
        const scenario s = seat1(id, "2S 3S 4S 2H 2D 2C 9C 8D");
        expect_refused(s, play({meld_cards("2S 3S 4S"), meld_cards("2H 2D 2C")}), error_code::opening_below_minimum, rule_id::R6);
        const scenario one = seat1(id, "2S 3S 4S 2H 2D 2C 9C");
        const auto played = expect_accepted(one, play({meld_cards("2S 3S 4S"), meld_cards("2H 2D 2C")}));
        CHECK(expect_accepted(played, discard("9C")).result->in_one_go);
    }
}
TEST_CASE("R11 rami51_kaluki rami7: the hunt and laying all at once need the minimum", "[game]") {
    for (const std::string_view id : {"rami51_kaluki", "rami7"}) {
        INFO("variant " << std::string(id));
        expect_refused(seat1(id, "2S 3S 4S 2H 2D 2C 9C"), play({meld_cards("2S 3S 4S"), meld_cards("2H 2D 2C")}),
                       error_code::opening_below_minimum, rule_id::R6);
    }
}
TEST_CASE("R11 rami_francais: rami sec may not use the table", "[game]") {
    scenario s = seat1("rami_francais", "9H 10H JH 4S 5S 6S 7S 8S 2C");
    s.opened(0).meld(0, "5D 6D 7D");
    s.hand(1, "9H 10H JH 4S 5S 6S 7S 8D 2C");
    expect_refused(s, play({meld_cards("9H 10H JH"), meld_cards("4S 5S 6S 7S"), lay_off_cards(0, "8D")}),
                   error_code::rami_sec_uses_table, rule_id::R6);
}

TEST_CASE("R8 R11 rami40: going out in one go melds the card taken to lay, then lays off what its melds leave", "[game]") {
    // A house rule without the card to discard: the hand may go out empty. The search of going
    // out lists the melds first (the taken card in one of them), then lays off the rest.
    scenario s = seat1("rami40", "10C JK JK 9S 10S JS QS QH 2H 8C");
    s.state.rules.keep_card_to_discard = false;
    s.opened(0).meld(0, "8H 9H 10H JH").meld(0, "3D 3C 3S").took("8C", true);
    rami::game_state next = s;
    for (const rami::play_step& step : {meld_cards("JS QS JK"), lay_off_cards(2, "10S"), meld_cards("8C JK 10C"),
                                        lay_off_cards(0, "QH"), lay_off_cards(2, "9S")})
        next = expect_accepted(next, play({step}));
    CHECK(hand_is(next, 1, "2H"));
    next = expect_accepted(next, discard("2H"));
    CHECK(next.phase == phase::over);
}

TEST_CASE("R8 R11 rami40: going out in one go melds a copy of the card taken to lay and lays off the other", "[game]") {
    // The taken card is the first copy laid (lay_step): laid in the meld first, the other 5H
    // laid off alone onto 2H JK 4H binds nothing; laid off first, it would be the taken card
    // laid off alone, which the rule book forbids (R8).
    scenario s = seat1("rami40", "JH 5H 5C KH 5S 5H");
    s.opened(0).meld(0, "7H 8H 9H 10H").meld(0, "2H JK 4H").took("5H", true);
    const rami::game_state out = expect_accepted(s, play({meld_cards("5S 5H 5C"), lay_off_cards(0, "JH"), lay_off_cards(1, "5H")}));
    CHECK(hand_is(out, 1, "KH"));
    CHECK(expect_accepted(out, discard("KH")).phase == phase::over);
    const auto listed = rami::legal_actions(s.state);
    rami::card_counts set;
    set.add(cards("5S 5H 5C"));
    const bool meld_listed = std::any_of(listed.begin(), listed.end(), [&](const rami::move& m) {
        rami::card_counts laid;
        if (m.type == rami::move_type::meld) laid.add(m.steps[0].cards);
        return laid == set;
    });
    CHECK(meld_listed);
    CHECK_FALSE(rami::apply(s, play({lay_off_cards(1, "5H"), meld_cards("5S 5H 5C"), lay_off_cards(0, "JH")})).ok());
}

}  // namespace test_game_going_out
