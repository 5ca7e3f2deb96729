// Turns one action at a time (docs/actions.md): each rule that binds a whole turn, judged after
// each step (a step after which the turn could no longer end legally is refused) and at the
// discard (refused while a rule is unmet). A legal and an illegal case per rule.
#include "catch.hpp"

#include <string_view>

#include "game_testing.hpp"
#include "rami/action.hpp"

namespace test_actions_turn {

using rami::error_code;
using rami::phase;
using rami::rule_id;
using namespace rami_test;

namespace {

rami::move meld_action(std::string_view text) { return rami::move::single(meld_cards(text)); }
rami::move lay_off_action(int index, std::string_view text, rami::run_end end = rami::run_end::either) {
    return rami::move::single(lay_off_cards(index, text, end));
}
rami::move swap_action(int index, std::string_view text) { return rami::move::single(swap_cards(index, text)); }

/// Seat 1 of a rami51 round for two, past the first round, has drawn and holds `hand`.
scenario playing(std::string_view variant, std::string_view hand) {
    scenario s(variant, 2, 7);
    s.to_act(1, phase::play).later().hand(1, hand);
    return s;
}

}  // namespace

TEST_CASE("R2: an action to lay comes after the draw", "[actions][R2]") {
    scenario s = playing("rami51", "JH QH KH 7S 7D 7C 2C 9D");
    s.to_act(1, phase::draw);
    expect_refused(s, meld_action("JH QH KH"), error_code::must_draw_first, rule_id::R2);
    const auto drawn = expect_accepted(s, rami::move::draw());
    CHECK(drawn.phase == phase::play);
}

TEST_CASE("R6: the opening counts every meld laid in the turn", "[actions][R6]") {
    const scenario s = playing("rami51", "JH QH KH 7S 7D 7C 2C 9D");  // 30 + 21 = 51
    const auto first = expect_accepted(s, meld_action("JH QH KH"));
    CHECK(first.table.size() == s.state.table.size() + 1);
    CHECK(first.phase == phase::play);
    CHECK(first.current == 1);
    CHECK_FALSE(first.opened[1]);  // 30 alone does not open: the turn is in progress
    expect_refused(first, discard("2C"), error_code::opening_below_minimum, rule_id::R6);
    const auto second = expect_accepted(first, meld_action("7S 7D 7C"));
    const auto ended = expect_accepted(second, discard("2C"));
    CHECK(ended.opened[1]);
    CHECK(ended.best_opening == 51);
    CHECK(ended.current == 0);
}

TEST_CASE("R6: a meld after which the opening can no longer be made is refused", "[actions][R6]") {
    const scenario s = playing("rami51", "JH QH KH 7S 7D 2C 9D");  // 30, and no meld left
    expect_refused(s, meld_action("JH QH KH"), error_code::opening_below_minimum, rule_id::R6);
}

TEST_CASE("R6: a tierce franche must still be possible", "[actions][R6]") {
    const scenario with = playing("rami_francais", "KS KH KD 8D 9D 10D 5C 2H");  // 30 + 27, a tierce franche
    const auto set_first = expect_accepted(with, meld_action("KS KH KD"));
    expect_refused(set_first, discard("5C"), error_code::opening_below_minimum, rule_id::R6);
    const auto run = expect_accepted(set_first, meld_action("8D 9D 10D"));
    CHECK(expect_accepted(run, discard("5C")).opened[1]);

    const scenario without = playing("rami_francais", "KS KH KD QS QH QD 5C 2H");  // 60 in sets only
    expect_refused(without, meld_action("KS KH KD"), error_code::opening_needs_tierce_franche, rule_id::R6);
}

TEST_CASE("R9: lay-offs come once the turn's melds have opened", "[actions][R9]") {
    scenario before = playing("rami51", "8H 2C 3D 9S");
    before.meld(0, "5H 6H 7H");
    expect_refused(before, lay_off_action(0, "8H"), error_code::lay_off_before_opening, rule_id::R9);

    scenario after = playing("rami51", "JH QH KH 7S 7H 7C 7D 2C");
    after.meld(0, "4D 5D 6D");
    const auto opened = expect_accepted(expect_accepted(after, meld_action("JH QH KH")), meld_action("7S 7H 7C"));
    const auto laid_off = expect_accepted(opened, lay_off_action(0, "7D"));
    CHECK(laid_off.table[0].meld.size == 4);
    CHECK(expect_accepted(laid_off, discard("2C")).opened[1]);
}

TEST_CASE("R10: a freed joker must be laid in the same turn", "[actions][R10]") {
    scenario s = playing("rami51", "6H 9C 10C JC 2S 3S");
    s.opened(1).meld(0, "5H JK 7H");
    const auto swapped = expect_accepted(s, swap_action(0, "6H"));
    CHECK(swapped.this_turn.jokers_to_lay == 1);
    expect_refused(swapped, discard("2S"), error_code::freed_joker_not_laid, rule_id::R10);
    const auto laid = expect_accepted(swapped, meld_action("9C 10C JC JK"));
    CHECK(expect_accepted(laid, discard("2S")).phase == phase::draw);

    scenario stuck = playing("rami51", "5D 5C 9S 2H");
    stuck.opened(1).meld(0, "5H 5S JK");
    expect_refused(stuck, swap_action(0, "5D 5C"), error_code::freed_joker_not_laid, rule_id::R10);
}

TEST_CASE("R8, R10: the taken card and the freed jokers must be layable all together", "[actions][R8][R10]") {
    // Each owed card alone fits in JD QD JK, but a second freed joker has no place left: two
    // jokers make no meld in rami_francais and the sets on the table are full.
    scenario s = playing("rami_francais", "5C 9C JD QD 2C");
    s.opened(1).meld(0, "5H 5S 5D JK").meld(1, "9S 9H 9D JK").took("QD", true);
    const auto one_joker = expect_accepted(s, swap_action(0, "5C"));
    CHECK(one_joker.this_turn.jokers_to_lay == 1);
    expect_refused(one_joker, swap_action(1, "9C"), error_code::taken_card_not_laid, rule_id::R8);
    const auto laid = expect_accepted(one_joker, meld_action("JD QD JK"));
    CHECK(expect_accepted(laid, discard("9C")).phase == phase::draw);

    scenario room = playing("rami_francais", "5C 9C JD QD 2C 3C 4C 8H");
    room.opened(1).meld(0, "5H 5S 5D JK").meld(1, "9S 9H 9D JK").took("QD", true);
    const auto two_jokers = expect_accepted(expect_accepted(room, swap_action(0, "5C")), swap_action(1, "9C"));
    CHECK(two_jokers.this_turn.jokers_to_lay == 2);
    const auto both = expect_accepted(expect_accepted(two_jokers, meld_action("JD QD JK")), meld_action("2C 3C 4C JK"));
    CHECK(expect_accepted(both, discard("8H")).phase == phase::over);  // out with its last card
}

TEST_CASE("R8: the taken card laid off alone needs a card of the hand on the same meld", "[actions][R8]") {
    scenario s = playing("rami51", "8H 9H 2C 3D");
    s.opened(1).meld(0, "5H 6H 7H").took("8H", true);
    const auto taken_laid = expect_accepted(s, lay_off_action(0, "8H"));
    expect_refused(taken_laid, discard("2C"), error_code::taken_card_laid_off_alone, rule_id::R8);
    const auto partner = expect_accepted(taken_laid, lay_off_action(0, "9H"));
    CHECK(expect_accepted(partner, discard("2C")).phase == phase::draw);

    scenario alone = playing("rami51", "8H 2C 3D");
    alone.opened(1).meld(0, "5H 6H 7H").took("8H", true);
    expect_refused(alone, lay_off_action(0, "8H"), error_code::taken_card_laid_off_alone, rule_id::R8);
}

TEST_CASE("R8: a card taken freely is not laid off alone either, and a copy of it in the hand is a partner", "[actions][R8]") {
    // rami51 takes the discard "without commitment", but the rule book's taken card is never
    // laid off alone in any of its variants.
    scenario free = playing("rami51", "8H 2C 3D");
    free.opened(1).meld(0, "5H 6H 7H").took("8H", false);
    expect_refused(free, lay_off_action(0, "8H"), error_code::taken_card_laid_off_alone, rule_id::R8);

    // The taken joker laid off first; the hand's own joker, a copy of it, then joins that meld.
    scenario jokers = playing("rami51", "JK JK 2C 3D");
    jokers.opened(1).meld(0, "5H 6H 7H").took("JK", true);
    const auto taken_laid = expect_accepted(jokers, lay_off_action(0, "JK", rami::run_end::high));
    expect_refused(taken_laid, discard("2C"), error_code::taken_card_laid_off_alone, rule_id::R8);
    const auto partner = expect_accepted(taken_laid, lay_off_action(0, "JK", rami::run_end::low));
    CHECK(partner.table[0].meld.size == 5);
    CHECK(expect_accepted(partner, discard("2C")).phase == phase::draw);
}

TEST_CASE("R8: with no opening to make, a seat lays a partner after the taken card laid off alone", "[actions][R8]") {
    // rami40 with the minimum set to 0: no opening rule, so the table is everyone's (R6, R9).
    rami::variant_options no_minimum;
    no_minimum.opening_minimum = 0;
    scenario s("rami40", 2, 7, no_minimum);
    s.to_act(1, phase::play).later().hand(1, "QH KH 2C 3D").meld(0, "9H 10H JH").took("QH", true);
    const auto taken_laid = expect_accepted(s, lay_off_action(0, "QH"));
    CHECK_FALSE(taken_laid.opened[1]);
    expect_refused(taken_laid, discard("2C"), error_code::taken_card_laid_off_alone, rule_id::R8);
    const auto partner = expect_accepted(taken_laid, lay_off_action(0, "KH"));
    CHECK(expect_accepted(partner, discard("2C")).phase == phase::draw);

    scenario alone("rami40", 2, 7, no_minimum);
    alone.to_act(1, phase::play).later().hand(1, "QH 2C 3D").meld(0, "9H 10H JH").took("QH", true);
    expect_refused(alone, lay_off_action(0, "QH"), error_code::taken_card_laid_off_alone, rule_id::R8);
}

TEST_CASE("R7: an action may not empty the hand where a card is kept to discard", "[actions][R7]") {
    scenario s = playing("rami51", "8H 9H");
    s.opened(1).meld(0, "5H 6H 7H");
    const auto one = expect_accepted(s, lay_off_action(0, "8H"));
    expect_refused(one, lay_off_action(0, "9H"), error_code::hand_would_be_empty, rule_id::R7);
    CHECK(expect_accepted(one, discard("9H")).phase == phase::over);  // out, by the discard
}

TEST_CASE("R11: going out in one go may not use the table in rami_francais", "[actions][R11]") {
    scenario s = playing("rami_francais", "8D 9D 10D JD KS KH KD 5C 2H");
    s.meld(0, "2C 3C 4C");
    const auto opened = expect_accepted(expect_accepted(s, meld_action("8D 9D 10D JD")), meld_action("KS KH KD"));
    expect_refused(opened, lay_off_action(0, "5C"), error_code::rami_sec_uses_table, rule_id::R6);

    scenario keeps = playing("rami_francais", "8D 9D 10D JD KS KH KD 5C 2H 9S");
    keeps.meld(0, "2C 3C 4C");
    const auto then = expect_accepted(expect_accepted(keeps, meld_action("8D 9D 10D JD")), meld_action("KS KH KD"));
    CHECK(expect_accepted(then, lay_off_action(0, "5C")).table[0].meld.size == 4);  // two cards left: not going out

    // The card taken from the discard pile must still be laid (R8), and AD JK 3D would then
    // leave only the discard: the lay-off that makes the table used is refused.
    scenario owed = playing("rami_francais", "8D 9D 10D JD KS KH KD 5C AD JK 3D 6D");
    owed.meld(0, "2C 3C 4C").took("3D", true);
    const auto opened_owing = expect_accepted(expect_accepted(owed, meld_action("8D 9D 10D JD")), meld_action("KS KH KD"));
    expect_refused(opened_owing, lay_off_action(0, "5C"), error_code::taken_card_not_laid, rule_id::R8);
    scenario owed_more = playing("rami_francais", "8D 9D 10D JD KS KH KD 5C AD JK 3D 6D 9S");
    owed_more.meld(0, "2C 3C 4C").took("3D", true);
    const auto opened_more = expect_accepted(expect_accepted(owed_more, meld_action("8D 9D 10D JD")), meld_action("KS KH KD"));
    const auto laid_off = expect_accepted(opened_more, lay_off_action(0, "5C"));
    CHECK(expect_accepted(expect_accepted(laid_off, meld_action("AD JK 3D")), discard("6D")).phase == phase::draw);

    // Opened, the seat lays AC 2C 3C, after which the taken 4C fits only as a lay-off, which
    // must leave two cards: with 7D 4C left the meld is refused; AC 2C 3C 4C is fine.
    scenario lay_off_only = playing("rami_francais", "8D 9D 10D JD KS KH KD AC 2C 3C 7D 4C");
    lay_off_only.took("4C", true);
    const auto opened_with = expect_accepted(expect_accepted(lay_off_only, meld_action("8D 9D 10D JD")), meld_action("KS KH KD"));
    expect_refused(opened_with, meld_action("AC 2C 3C"), error_code::taken_card_not_laid, rule_id::R8);
    CHECK(expect_accepted(opened_with, meld_action("AC 2C 3C 4C")).hand(1).size() == 1);
    scenario one_more = playing("rami_francais", "8D 9D 10D JD KS KH KD AC 2C 3C 7D 4C 9S");
    one_more.took("4C", true);
    const auto both = expect_accepted(expect_accepted(one_more, meld_action("8D 9D 10D JD")), meld_action("KS KH KD"));
    const auto run = expect_accepted(both, meld_action("AC 2C 3C"));
    CHECK(expect_accepted(expect_accepted(run, lay_off_action(2, "4C")), discard("9S")).phase == phase::draw);
}

TEST_CASE("A play in an opening begun by actions is laid as its steps", "[actions][R6]") {
    const scenario s = playing("rami51", "JH QH KH 7S 7D 7C 2C 9D");
    const auto begun = expect_accepted(s, meld_action("JH QH KH"));
    CHECK(expect_accepted(begun, play({meld_cards("7S 7D 7C")})) == expect_accepted(begun, meld_action("7S 7D 7C")));
    // 30, then 5C 6C 7C takes the 7C that 7S 7D 7C needed: 48 and nothing left to lay.
    const scenario short_of = playing("rami51", "JH QH KH 5C 6C 7C 7S 7D 9D");
    expect_refused(expect_accepted(short_of, meld_action("JH QH KH")), play({meld_cards("5C 6C 7C")}),
                   error_code::opening_below_minimum, rule_id::R6);
    // Once the actions have opened, a play is judged as a play of an opened seat.
    scenario more = playing("rami51", "JH QH KH 7S 7D 7C 2C 3C 4C 9D");
    const auto opened = expect_accepted(expect_accepted(more, meld_action("JH QH KH")), meld_action("7S 7D 7C"));
    CHECK(expect_accepted(opened, play({meld_cards("2C 3C 4C")})).table.size() == opened.table.size() + 1);
}

TEST_CASE("Single actions have one step of their kind", "[actions][format]") {
    scenario s = playing("rami51", "8H 9H 2C 3D");
    s.opened(1).meld(0, "5H 6H 7H");
    // A lay-off of two cards is the same step as in a play (it has no number in the space).
    CHECK(expect_accepted(s, lay_off_action(0, "8H 9H")) == expect_accepted(s, play({lay_off_cards(0, "8H 9H")})));
    CHECK_FALSE(rami::action_id(s.state.rules, lay_off_action(0, "8H 9H")).ok());
    rami::move two_steps = lay_off_action(0, "8H");
    two_steps.steps.push_back(lay_off_cards(0, "9H"));
    expect_refused(s, two_steps, error_code::invalid_move, rule_id::format);
    rami::move wrong_kind = lay_off_action(0, "8H");
    wrong_kind.type = rami::move_type::meld;
    expect_refused(s, wrong_kind, error_code::invalid_move, rule_id::format);
}

TEST_CASE("A play equals its steps as actions: the same state after the discard", "[actions][property]") {
    const scenario s = playing("rami51", "JH QH KH 7S 7D 7C 2C 9D");
    const rami::move whole = play({meld_cards("7S 7D 7C"), meld_cards("JH QH KH")});
    const auto split = rami::actions_of(s, whole);
    REQUIRE(split.has_value());
    CHECK(split->size() == 2);
    rami::game_state stepped = s;
    for (const rami::move& a : *split) stepped = expect_accepted(stepped, a);
    CHECK(expect_accepted(stepped, discard("2C")) == expect_accepted(expect_accepted(s, whole), discard("2C")));
}

}  // namespace test_actions_turn
