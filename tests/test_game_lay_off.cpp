// R9, laying off (ajout) in each variant: who may lay off (an opened seat; in the Rami 51 rule book also a
// seat going rami this turn; anyone in rummy_classic), onto any seat's meld, at either end of a
// run, a set up to four suits, the R3 joker limits still holding.
#include "catch.hpp"

#include <string>
#include <string_view>

#include "game_testing.hpp"

namespace test_game_lay_off {

using rami::error_code;
using rami::phase;
using rami::rule_id;
using namespace rami_test;

namespace {

/// Seat 1 has drawn, past the first round. On the table: 0 = 5H 6H 7H (seat 0), 1 = 9S 9D 9C
/// (seat 0), 2 = JC QC KC (seat 1 when `opened`, else seat 0).
scenario with_table(std::string_view id, std::string_view hand, bool opened) {
    scenario s(id);
    s.to_act(1, phase::play).later().opened(0).hand(1, hand);
    if (opened) s.opened(1);
    s.meld(0, "5H 6H 7H").meld(0, "9S 9D 9C").meld(opened ? 1 : 0, "JC QC KC");
    return s;
}

constexpr std::string_view opened_only[] = {"rami51_kaluki", "rami_francais", "rami7"};

}  // namespace

// --- An opened seat lays off onto any meld, in every variant ------------------------------------

TEST_CASE("R9 every variant: an opened seat lays off onto its own and others' melds", "[game]") {
    for (const std::string_view id : all_ids) {
        INFO("variant " << std::string(id));
        const scenario s = with_table(id, "4H 8H 9H 10C 2D", true);
        const auto next = expect_accepted(s, play({lay_off_cards(0, "4H"), lay_off_cards(0, "8H"), lay_off_cards(1, "9H"),
                                                   lay_off_cards(2, "10C")}));
        CHECK(next.table[0].meld.size == 5);
        CHECK(next.table[0].meld.low == 4);
        CHECK(next.table[0].owner == 0);
        CHECK(next.table[1].meld.size == 4);
        CHECK(next.table[2].meld.size == 4);
        CHECK(next.table[2].owner == 1);
        CHECK(hand_is(next, 1, "2D"));
        CHECK(next.phase == phase::play);
    }
}

TEST_CASE("R9 every variant: a lay-off must make a legal meld", "[game]") {
    for (const std::string_view id : all_ids) {
        INFO("variant " << std::string(id));
        scenario s = with_table(id, "9H 9S 9C 10H 3H 5D 2D 8C", true);
        s.meld(0, "8C 8H 8S 8D");  // meld 3, a full carre
        expect_refused(s, play({lay_off_cards(1, "9S")}), error_code::lay_off_not_legal, rule_id::R9);  // suit again
        expect_refused(s, play({lay_off_cards(3, "8C")}), error_code::lay_off_not_legal, rule_id::R9);  // five cards
        expect_refused(s, play({lay_off_cards(0, "10H")}), error_code::lay_off_not_legal, rule_id::R9);  // a gap
        expect_refused(s, play({lay_off_cards(0, "5D")}), error_code::lay_off_not_legal, rule_id::R9);  // another suit
        expect_refused(s, play({lay_off_cards(1, "10H")}), error_code::lay_off_not_legal, rule_id::R9);  // another rank
        expect_refused(s, play({lay_off_cards(4, "2D")}), error_code::meld_index_out_of_range, rule_id::R9);
        expect_refused(s, play({lay_off_cards(-1, "2D")}), error_code::meld_index_out_of_range, rule_id::R9);
        // A good step then a bad one: nothing of the play happens.
        expect_refused(s, play({lay_off_cards(1, "9H"), lay_off_cards(0, "10H")}), error_code::lay_off_not_legal, rule_id::R9);
    }
}

TEST_CASE("R9 rummy_classic: the ace is low only, so Q-K-A does not grow to the ace", "[game]") {
    const scenario s = with_table("rummy_classic", "AC 10C 2D", true);
    expect_refused(s, play({lay_off_cards(2, "AC")}), error_code::lay_off_not_legal, rule_id::R9);
    expect_accepted(s, play({lay_off_cards(2, "10C")}));
}
TEST_CASE("R9 rami51: the ace goes high after a king", "[game]") {
    const scenario s = with_table("rami51", "AC 2D", true);
    const auto next = expect_accepted(s, play({lay_off_cards(2, "AC")}));
    CHECK(next.table[2].meld.size == 4);
}

TEST_CASE("R9 the Rami 51 rule book: the R3 limit of two jokers per meld holds for lay-offs", "[game]") {
    for (const std::string_view id : {"rami40", "rami51", "manie_joker51"}) {
        INFO("variant " << std::string(id));
        scenario s = with_table(id, "JK JK 2D", true);
        s.meld(0, "3D 4D JK");  // meld 3
        const auto one = expect_accepted(s, play({lay_off_cards(3, "JK")}));
        CHECK(one.table[3].meld.jokers == 2);
        expect_refused(s, play({lay_off_cards(3, "JK JK")}), error_code::lay_off_not_legal, rule_id::R9);
    }
}
TEST_CASE("R9 rami_francais rami7: one joker per meld holds for lay-offs", "[game]") {
    for (const std::string_view id : {"rami_francais", "rami7"}) {
        INFO("variant " << std::string(id));
        scenario s = with_table(id, "JK 2D", true);
        s.meld(0, "3D 4D JK");  // meld 3
        expect_refused(s, play({lay_off_cards(3, "JK")}), error_code::lay_off_not_legal, rule_id::R9);
        const auto next = expect_accepted(s, play({lay_off_cards(0, "JK")}));
        CHECK(next.table[0].meld.jokers == 1);
    }
}
TEST_CASE("R9 rami51_kaluki: one joker per run, two per set, for lay-offs", "[game]") {
    scenario s = with_table("rami51_kaluki", "JK 2D", true);
    s.meld(0, "3D 4D JK").meld(0, "6S 6D JK");  // melds 3 and 4
    expect_refused(s, play({lay_off_cards(3, "JK")}), error_code::lay_off_not_legal, rule_id::R9);
    const auto next = expect_accepted(s, play({lay_off_cards(4, "JK")}));
    CHECK(next.table[4].meld.jokers == 2);
}

// --- Who may lay off ------------------------------------------------------------------------------

TEST_CASE("R9 the Rami 51 rule book: a seat that has not opened and does not go rami may not lay off", "[game]") {
    for (const std::string_view id : rule_book_variants) {
        INFO("variant " << std::string(id));
        const scenario s = with_table(id, "4H 9H 2D 8C", false);
        expect_refused(s, play({lay_off_cards(0, "4H")}), error_code::lay_off_before_opening, rule_id::R9);
        expect_refused(s, play({lay_off_cards(0, "4H"), lay_off_cards(1, "9H")}), error_code::lay_off_before_opening,
                       rule_id::R9);
    }
}
TEST_CASE("R9 the Rami 51 rule book: a seat going rami this turn may lay off", "[game]") {
    for (const std::string_view id : rule_book_variants) {
        INFO("variant " << std::string(id));
        // 2S 3S 4S (9 points) and two lay-offs, keeping 8C: going rami, exempt from the minimum.
        const scenario s = with_table(id, "2S 3S 4S 4H 9H 8C", false);
        const auto next = expect_accepted(s, play({meld_cards("2S 3S 4S"), lay_off_cards(0, "4H"), lay_off_cards(1, "9H")}));
        const auto out = expect_accepted(next, discard("8C"));
        CHECK(out.phase == phase::over);
        CHECK(out.result->in_one_go);
        // Going rami by lay-offs alone.
        const scenario only = with_table(id, "4H 9H 8C", false);
        const auto laid = expect_accepted(only, play({lay_off_cards(0, "4H"), lay_off_cards(1, "9H")}));
        CHECK(expect_accepted(laid, discard("8C")).result->in_one_go);
    }
}

TEST_CASE("R9 rami51_kaluki rami_francais rami7: a seat that has not opened may not lay off", "[game]") {
    for (const std::string_view id : opened_only) {
        INFO("variant " << std::string(id));
        expect_refused(with_table(id, "4H 9H 2D 8C", false), play({lay_off_cards(0, "4H")}), error_code::lay_off_before_opening,
                       rule_id::R9);
    }
}
TEST_CASE("R9 rami51_kaluki rami7: going out in one go gives no lay-off before the opening", "[game]") {
    for (const std::string_view id : {"rami51_kaluki", "rami7"}) {
        INFO("variant " << std::string(id));
        expect_refused(with_table(id, "4H 9H 8C", false), play({lay_off_cards(0, "4H"), lay_off_cards(1, "9H")}),
                       error_code::lay_off_before_opening, rule_id::R9);
        expect_refused(with_table(id, "2S 3S 4S 4H 9H 8C", false),
                       play({meld_cards("2S 3S 4S"), lay_off_cards(0, "4H"), lay_off_cards(1, "9H")}),
                       error_code::opening_below_minimum, rule_id::R6);
    }
}
TEST_CASE("R9 rami51_kaluki rami7: going out in one go with an opening of 51 may lay off", "[game]") {
    for (const std::string_view id : {"rami51_kaluki", "rami7"}) {
        INFO("variant " << std::string(id));
        const scenario s = with_table(id, "9D 10D JD 4S 5S 6S 7S 4H 8C", false);
        const auto next = expect_accepted(s, play({meld_cards("9D 10D JD"), meld_cards("4S 5S 6S 7S"), lay_off_cards(0, "4H")}));
        CHECK(expect_accepted(next, discard("8C")).result->in_one_go);
    }
}
TEST_CASE("R9 every variant: a seat that opened earlier in the turn lays off in a later play", "[game]") {
    for (const std::string_view id : {"rami40", "rami50", "rami51", "manie_joker51", "rami51_kaluki", "rami_francais", "rami7"}) {
        INFO("variant " << std::string(id));
        const scenario s = with_table(id, "9D 10D JD 4S 5S 6S 7S 4H 8C 2C", false);
        const auto opened = expect_accepted(s, play({meld_cards("9D 10D JD"), meld_cards("4S 5S 6S 7S")}));
        CHECK(opened.opened[1]);
        const auto laid = expect_accepted(opened, play({lay_off_cards(0, "4H")}));
        CHECK(laid.table[0].meld.size == 4);
    }
}

TEST_CASE("R9 rummy_classic: anyone lays off, even before melding", "[game]") {
    const scenario s = with_table("rummy_classic", "4H 9H 2D 8C", false);
    CHECK_FALSE(s.state.laid[1]);
    const auto next = expect_accepted(s, play({lay_off_cards(0, "4H")}));
    CHECK(next.table[0].meld.size == 4);
    const auto ended = expect_accepted(next, discard("2D"));
    CHECK(ended.laid[1]);
    CHECK_FALSE(ended.opened[1]);
}
TEST_CASE("R9 rummy_classic: the only refusals are the meld's own", "[game]") {
    const scenario s = with_table("rummy_classic", "4H 9H 2D 8C", false);
    expect_refused(s, play({lay_off_cards(0, "2D")}), error_code::lay_off_not_legal, rule_id::R9);
    expect_refused(s, play({lay_off_cards(7, "2D")}), error_code::meld_index_out_of_range, rule_id::R9);
}

}  // namespace test_game_lay_off
