// R10, swapping a joker on the table in each variant: the run's exact card, the set overflow
// rule (6C JK 6H + 6S is only a lay-off, + 6S 6D frees the joker; 9H 9C 9S JK + 9D frees it),
// who may swap (opened, or going rami in the Rami 51 rule book), the freed joker laid the same turn (the Rami 51 rule book,
// rami_francais) or kept (rami51_kaluki), kaluki's set jokers, and no swaps in rami7, rami50 and
// rummy_classic.
#include "catch.hpp"

#include <algorithm>
#include <string>
#include <string_view>

#include "game_testing.hpp"

namespace test_game_swap {

using rami::error_code;
using rami::phase;
using rami::rule_id;
using namespace rami_test;

namespace {

/// Seat 1 has drawn, past the first round; seat 0 has opened. The table holds `meld` (index 0),
/// laid by seat 0.
scenario joker_on_table(std::string_view id, std::string_view meld, std::string_view hand, bool opened) {
    scenario s(id);
    s.to_act(1, phase::play).later().opened(0).meld(0, meld).hand(1, hand);
    if (opened) s.opened(1);
    return s;
}

constexpr std::string_view rule_book_jokers[] = {"rami40", "rami51", "manie_joker51"};

bool has_swap(const std::vector<rami::move>& moves) {
    return std::any_of(moves.begin(), moves.end(), [](const rami::move& m) {
        return std::any_of(m.steps.begin(), m.steps.end(),
                           [](const rami::play_step& step) { return step.kind == rami::play_step::action::swap; });
    });
}

}  // namespace

// --- The Rami 51 rule book with jokers: rami40, rami51, manie_joker51 ----------------------------------------

TEST_CASE("R10 rami40 rami51 manie_joker51: an opened seat swaps the run joker's card and lays the joker", "[game]") {
    for (const std::string_view id : rule_book_jokers) {
        INFO("variant " << std::string(id));
        const scenario s = joker_on_table(id, "7H 8H JK 10H", "9H 5S 6S 2C", true);
        const auto next = expect_accepted(s, play({swap_cards(0, "9H"), meld_cards("5S 6S JK")}));
        CHECK(next.table[0].meld.jokers == 0);
        CHECK(next.table[0].meld.cards[2] == card("9H"));
        CHECK(next.table[1].meld.jokers == 1);
        CHECK(hand_is(next, 1, "2C"));
        CHECK(next.this_turn.jokers_to_lay == 0);
        expect_accepted(next, discard("2C"));
    }
}
TEST_CASE("R10 rami40 rami51 manie_joker51: the freed joker must be laid this turn", "[game]") {
    for (const std::string_view id : rule_book_jokers) {
        INFO("variant " << std::string(id));
        const scenario s = joker_on_table(id, "7H 8H JK 10H", "9H 5S 6S 7S 2C", true);
        const auto freed = expect_accepted(s, play({swap_cards(0, "9H"), meld_cards("5S 6S 7S")}));
        CHECK(freed.this_turn.jokers_to_lay == 1);
        expect_refused(freed, discard("2C"), error_code::freed_joker_not_laid, rule_id::R10);
        const auto laid = expect_accepted(freed, play({lay_off_cards(1, "JK")}));
        CHECK(laid.this_turn.jokers_to_lay == 0);
        expect_accepted(laid, discard("2C"));
        // A swap whose joker could not be laid any more (the hand would be empty) is refused.
        const scenario last = joker_on_table(id, "7H 8H JK 10H", "9H", true);
        expect_refused(last, play({swap_cards(0, "9H")}), error_code::freed_joker_not_laid, rule_id::R10);
    }
}
TEST_CASE("R10 rami40 rami51 manie_joker51: only the card the joker stands for frees it from a run", "[game]") {
    for (const std::string_view id : rule_book_jokers) {
        INFO("variant " << std::string(id));
        const scenario s = joker_on_table(id, "7H 8H JK 10H", "9D 10H 5S 6S 2C", true);
        expect_refused(s, play({swap_cards(0, "9D"), meld_cards("5S 6S JK")}), error_code::swap_wrong_card, rule_id::R10);
        expect_refused(s, play({swap_cards(0, "10H"), meld_cards("5S 6S JK")}), error_code::swap_wrong_card, rule_id::R10);
        const scenario plain = joker_on_table(id, "7H 8H 9H", "9H 5S 6S 2C", true);
        expect_refused(plain, play({swap_cards(0, "9H")}), error_code::swap_frees_no_joker, rule_id::R10);
    }
}
TEST_CASE("R10 rami40 rami51 manie_joker51: a seat that has not opened and does not go rami may not swap", "[game]") {
    for (const std::string_view id : rule_book_jokers) {
        INFO("variant " << std::string(id));
        const scenario s = joker_on_table(id, "7H 8H JK 10H", "9H 5S 6S 2C 8D", false);
        expect_refused(s, play({swap_cards(0, "9H")}), error_code::swap_not_allowed, rule_id::R10);
    }
}
TEST_CASE("R10 rami40 rami51 manie_joker51: a seat going rami this turn may swap and lay the joker", "[game]") {
    for (const std::string_view id : rule_book_jokers) {
        INFO("variant " << std::string(id));
        const scenario s = joker_on_table(id, "7H 8H JK 10H", "9H 5S 6S 2C", false);
        const auto next = expect_accepted(s, play({swap_cards(0, "9H"), meld_cards("5S 6S JK")}));
        const auto out = expect_accepted(next, discard("2C"));
        CHECK(out.phase == phase::over);
        CHECK(out.result->in_one_go);
    }
}
TEST_CASE("R10 rami40 rami51 manie_joker51: 6C JK 6H + 6S is only a lay-off; + 6S 6D frees the joker", "[game]") {
    for (const std::string_view id : rule_book_jokers) {
        INFO("variant " << std::string(id));
        const scenario s = joker_on_table(id, "6C JK 6H", "6S 6D 2C 3C 9D", true);
        expect_refused(s, play({swap_cards(0, "6S"), meld_cards("2C 3C JK")}), error_code::swap_frees_no_joker, rule_id::R10);
        const auto carre = expect_accepted(s, play({lay_off_cards(0, "6S")}));
        CHECK(carre.table[0].meld.size == 4);
        CHECK(carre.table[0].meld.jokers == 1);
        const auto freed = expect_accepted(s, play({swap_cards(0, "6S 6D"), meld_cards("2C 3C JK")}));
        CHECK(freed.table[0].meld.size == 4);
        CHECK(freed.table[0].meld.jokers == 0);
        CHECK(hand_is(freed, 1, "9D"));
    }
}
TEST_CASE("R10 rami40 rami51 manie_joker51: 9H 9C 9S JK + 9D frees the joker", "[game]") {
    for (const std::string_view id : rule_book_jokers) {
        INFO("variant " << std::string(id));
        const scenario s = joker_on_table(id, "9H 9C 9S JK", "9D 2C 3C 8D", true);
        const auto freed = expect_accepted(s, play({swap_cards(0, "9D"), meld_cards("2C 3C JK")}));
        CHECK(freed.table[0].meld.jokers == 0);
        const auto pending = expect_accepted(s, play({swap_cards(0, "9D")}));
        expect_refused(pending, discard("8D"), error_code::freed_joker_not_laid, rule_id::R10);
    }
}
TEST_CASE("R10 rami51: JK AH JK + AS AD AC frees both jokers, both laid", "[game]") {
    const scenario s = joker_on_table("rami51", "JK AH JK", "AS AD AC 4D 5D 9C", true);
    const auto freed = expect_accepted(s, play({swap_cards(0, "AS AD AC"), meld_cards("4D 5D JK JK")}));
    CHECK(freed.table[0].meld.jokers == 0);
    CHECK(freed.table[0].meld.size == 4);
    const auto one_left = expect_accepted(s, play({swap_cards(0, "AS AD AC"), meld_cards("4D 5D JK")}));
    CHECK(one_left.this_turn.jokers_to_lay == 1);
    expect_refused(one_left, discard("9C"), error_code::freed_joker_not_laid, rule_id::R10);
}
TEST_CASE("R10 rami51 rami_francais: the freed joker laid in a later play of the same turn", "[game]") {
    // docs/rules.md R10: "must be laid this turn"; docs/json.md: a turn may hold several plays.
    for (const std::string_view id : {"rami51", "rami_francais"}) {
        INFO("variant " << std::string(id));
        const scenario s = joker_on_table(id, "7H 8H JK 10H", "9H 5S 6S 2C", true);
        const auto first = rami::apply(s, play({swap_cards(0, "9H")}));
        CHECK(refusal(first) == "accepted");
        if (first) {
            expect_refused(*first, discard("2C"), error_code::freed_joker_not_laid, rule_id::R10);
            expect_accepted(*first, play({meld_cards("5S 6S JK")}));
        }
    }
}

// --- No jokers: rami50, rummy_classic -------------------------------------------------------------

TEST_CASE("R10 rami50 rummy_classic: no jokers, so nothing to swap", "[game]") {
    for (const std::string_view id : {"rami50", "rummy_classic"}) {
        INFO("variant " << std::string(id));
        const rami::rules& r = rules_named(id);
        CHECK_FALSE(r.has_jokers());
        CHECK(r.swap.who == rami::who_may::nobody);
        const scenario s = joker_on_table(id, "7H 8H 9H", "9H 10H 2C", true);
        expect_refused(s, play({swap_cards(0, "9H")}), error_code::swap_frees_no_joker, rule_id::R10);
        expect_accepted(s, play({lay_off_cards(0, "10H")}));
        CHECK_FALSE(has_swap(rami::legal_moves(s)));
    }
}

// --- rami7: no swaps ----------------------------------------------------------------------------

TEST_CASE("R10 rami7: no joker swaps, even by an opened seat", "[game]") {
    const scenario s = joker_on_table("rami7", "7H 8H JK 10H", "9H 5S 6S 6H 2C", true);
    expect_refused(s, play({swap_cards(0, "9H"), meld_cards("5S 6S JK")}), error_code::swap_not_allowed, rule_id::R10);
    expect_refused(s, play({swap_cards(0, "9H")}), error_code::swap_not_allowed, rule_id::R10);
    CHECK_FALSE(has_swap(rami::legal_moves(s)));
    const auto grown = expect_accepted(s, play({lay_off_cards(0, "6H")}));  // the meld only grows
    CHECK(grown.table[0].meld.jokers == 1);
}
TEST_CASE("R10 rami7: no joker swaps by a seat that has not opened", "[game]") {
    const scenario s = joker_on_table("rami7", "7H 8H JK 10H", "9H 5S 6S 2C 3D", false);
    expect_refused(s, play({swap_cards(0, "9H")}), error_code::swap_not_allowed, rule_id::R10);
}

// --- rami51_kaluki --------------------------------------------------------------------------------

TEST_CASE("R10 rami51_kaluki: an opened seat swaps a run joker and may keep it", "[game]") {
    const scenario s = joker_on_table("rami51_kaluki", "7H 8H JK 10H", "9H 5S 2C", true);
    const auto next = expect_accepted(s, play({swap_cards(0, "9H")}));
    CHECK(hand_is(next, 1, "JK 5S 2C"));
    CHECK(next.this_turn.jokers_to_lay == 0);
    const auto passed = expect_accepted(next, discard("2C"));
    CHECK(hand_is(passed, 1, "JK 5S"));
}
TEST_CASE("R10 rami51_kaluki: a seat that has not opened may not swap", "[game]") {
    const scenario s = joker_on_table("rami51_kaluki", "7H 8H JK 10H", "9H 5S 2C", false);
    expect_refused(s, play({swap_cards(0, "9H")}), error_code::swap_not_allowed, rule_id::R10);
}
TEST_CASE("R10 rami51_kaluki: a set joker is freed only by two naturals at once", "[game]") {
    const scenario s = joker_on_table("rami51_kaluki", "9S 9C JK", "9D 9H 5S", true);
    const auto freed = expect_accepted(s, play({swap_cards(0, "9D 9H")}));
    CHECK(freed.table[0].meld.jokers == 0);
    CHECK(freed.table[0].meld.size == 4);
    CHECK(hand_is(freed, 1, "JK 5S"));
    expect_refused(s, play({swap_cards(0, "9D")}), error_code::swap_frees_no_joker, rule_id::R10);
}
TEST_CASE("R10 rami51_kaluki: the joker of a set holding three naturals can never be taken", "[game]") {
    const scenario s = joker_on_table("rami51_kaluki", "9H 9C 9S JK", "9D 5S 2C", true);
    expect_refused(s, play({swap_cards(0, "9D")}), error_code::joker_cannot_be_taken, rule_id::R10);
    // 9S 9C JK grown to three naturals by a lay-off: the same.
    const scenario small = joker_on_table("rami51_kaluki", "9S 9C JK", "9D 9H 5S", true);
    const auto grown = expect_accepted(small, play({lay_off_cards(0, "9D")}));
    expect_refused(grown, play({swap_cards(0, "9H")}), error_code::joker_cannot_be_taken, rule_id::R10);
}
TEST_CASE("R10 rami51_kaluki: of a set with two jokers only one can ever be taken", "[game]") {
    const scenario s = joker_on_table("rami51_kaluki", "9S JK JK", "9D 9H 9C 5S", true);
    expect_refused(s, play({swap_cards(0, "9D 9H 9C")}), error_code::joker_cannot_be_taken, rule_id::R10);
    const auto one = expect_accepted(s, play({swap_cards(0, "9D 9H")}));
    CHECK(one.table[0].meld.jokers == 1);
    CHECK(hand_is(one, 1, "JK 9C 5S"));
    expect_refused(one, play({swap_cards(0, "9C")}), error_code::joker_cannot_be_taken, rule_id::R10);
}

// --- rami_francais --------------------------------------------------------------------------------

TEST_CASE("R10 rami_francais: an opened seat swaps a run joker and lays it in the same play", "[game]") {
    const scenario s = joker_on_table("rami_francais", "8S 7S JK", "6S 2C 3C 9D", true);
    const auto next = expect_accepted(s, play({swap_cards(0, "6S"), meld_cards("2C 3C JK")}));
    CHECK(next.table[0].meld.jokers == 0);
    const auto pending = expect_accepted(s, play({swap_cards(0, "6S")}));
    expect_refused(pending, discard("9D"), error_code::freed_joker_not_laid, rule_id::R10);
    const auto kept = rami::apply(s, play({swap_cards(0, "6S"), meld_cards("2C 3C JK")}));
    REQUIRE(kept.ok());
    expect_refused(*kept, discard("JK"), error_code::card_not_in_hand, rule_id::R2);
}
TEST_CASE("R10 rami_francais: a seat that has not opened may not swap", "[game]") {
    const scenario s = joker_on_table("rami_francais", "8S 7S JK", "6S 2C 3C 9D", false);
    expect_refused(s, play({swap_cards(0, "6S")}), error_code::swap_not_allowed, rule_id::R10);
}
TEST_CASE("R10 rami_francais: 9C 9S JK + 9H is a carre, not a swap; + 9H 9D frees the joker", "[game]") {
    const scenario s = joker_on_table("rami_francais", "9C 9S JK", "9H 9D 2C 3C 8D", true);
    expect_refused(s, play({swap_cards(0, "9H"), meld_cards("2C 3C JK")}), error_code::swap_frees_no_joker, rule_id::R10);
    const auto carre = expect_accepted(s, play({lay_off_cards(0, "9H")}));
    CHECK(carre.table[0].meld.size == 4);
    const auto freed = expect_accepted(s, play({swap_cards(0, "9H 9D"), meld_cards("2C 3C JK")}));
    CHECK(freed.table[0].meld.jokers == 0);
    // In the carre, one card frees the joker.
    const auto from_carre = expect_accepted(carre, play({swap_cards(0, "9D"), meld_cards("2C 3C JK")}));
    CHECK(from_carre.table[0].meld.jokers == 0);
}

}  // namespace test_game_swap
