// R8, taking the discard (ramasser) in each variant: who may take it (free in the first round of
// rami40 / rami50 / manie_joker51, then only an opened seat, a seat opening with it or going rami
// with it; "sans engagement" in rami51 and rami51_kaluki; only to lay it in rami_francais and
// rami7, never "a carte" in rami_francais; anyone in rummy_classic), the obligation to lay it,
// the Rami 51 rule book's "never laid off alone", and rummy_classic's "not discarded the same turn".
#include "catch.hpp"

#include <string>
#include <string_view>

#include "game_testing.hpp"

namespace test_game_discard_pile {

using rami::error_code;
using rami::phase;
using rami::rule_id;
using namespace rami_test;

namespace {

/// Seat 1 must draw, past the first round; seat 0 opened with 2S 3S 4S (table meld 0); the
/// discard pile's top is `top`.
scenario to_draw(std::string_view id, std::string_view hand, std::string_view top) {
    scenario s(id);
    s.to_act(1, phase::draw).later().opened(0).meld(0, "2S 3S 4S").hand(1, hand).discard("KD " + std::string(top));
    return s;
}

/// The same in the first round (seat 1's first turn).
scenario to_draw_first_round(std::string_view id, std::string_view hand, std::string_view top) {
    scenario s = to_draw(id, hand, top);
    s.turn(1);
    return s;
}

constexpr std::string_view rule_book_must_lay[] = {"rami40", "rami50", "manie_joker51"};

}  // namespace

// --- rami40, rami50, manie_joker51 -------------------------------------------------------------

TEST_CASE("R8 rami40 rami50 manie_joker51: in the first round anyone takes the discard freely", "[game]") {
    for (const std::string_view id : rule_book_must_lay) {
        INFO("variant " << std::string(id));
        const scenario s = to_draw_first_round(id, "2C 5H 9D KC 7S", "9C");
        const auto taken = expect_accepted(s, rami::move::take_discard());
        CHECK(hand_is(taken, 1, "2C 5H 9D KC 7S 9C"));
        CHECK(taken.discard.size() + 1 == s.state.discard.size());
        CHECK_FALSE(taken.this_turn.taken_to_lay.has_value());  // no obligation
        CHECK(taken.phase == phase::play);
        const auto exchanged = expect_accepted(taken, discard("KC"));  // exchanged for a card of its choice
        CHECK(exchanged.discard.back() == card("KC"));
        expect_accepted(taken, discard("9C"));
    }
}

TEST_CASE("R8 rami40 rami50 manie_joker51: later, a seat that has not opened and cannot open with it may not take it", "[game]") {
    for (const std::string_view id : rule_book_must_lay) {
        INFO("variant " << std::string(id));
        expect_refused(to_draw(id, "2C 5H 9D KC 7S", "9C"), rami::move::take_discard(), error_code::take_discard_not_allowed,
                       rule_id::R8);
    }
}

TEST_CASE("R8 rami40 rami50 manie_joker51: later, a seat takes it to open with it, the minimum counting the card", "[game]") {
    for (const std::string_view id : rule_book_must_lay) {
        INFO("variant " << std::string(id));
        // 9H 10H + JH = 29, 4S 5S 6S 7S = 22: 51, reached only with the card taken.
        const scenario s = to_draw(id, "9H 10H 4S 5S 6S 7S 2C KC", "JH");
        const auto taken = expect_accepted(s, rami::move::take_discard());
        REQUIRE(taken.this_turn.taken_to_lay.has_value());
        CHECK(*taken.this_turn.taken_to_lay == card("JH"));
        expect_refused(taken, discard("2C"), error_code::taken_card_not_laid, rule_id::R8);
        // Part of the opening: accepted, as 9H 10H JH can still make up the rest; the discard is not.
        const auto part = expect_accepted(taken, play({meld_cards("4S 5S 6S 7S")}));
        CHECK_FALSE(part.opened[1]);
        expect_refused(part, discard("2C"), error_code::taken_card_not_laid, rule_id::R8);
        CHECK(expect_accepted(part, play({meld_cards("9H 10H JH")})).opened[1]);
        const auto opened = expect_accepted(taken, play({meld_cards("9H 10H JH"), meld_cards("4S 5S 6S 7S")}));
        CHECK(opened.opened[1]);
        CHECK_FALSE(opened.this_turn.taken_to_lay.has_value());
        expect_accepted(opened, discard("2C"));
    }
}

TEST_CASE("R8 rami40 rami50 manie_joker51: later, an opened seat takes it and must lay it", "[game]") {
    for (const std::string_view id : rule_book_must_lay) {
        INFO("variant " << std::string(id));
        scenario s = to_draw(id, "7C 8C 7D 7H 2H", "9C");
        s.opened(1);
        const auto taken = expect_accepted(s, rami::move::take_discard());
        expect_refused(taken, discard("2H"), error_code::taken_card_not_laid, rule_id::R8);
        expect_refused(taken, discard("9C"), error_code::taken_card_not_laid, rule_id::R8);
        // A play that leaves the card impossible to lay is refused too.
        expect_refused(taken, play({meld_cards("7C 7D 7H")}), error_code::taken_card_not_laid, rule_id::R8);
        const auto laid = expect_accepted(taken, play({meld_cards("7C 8C 9C")}));
        CHECK_FALSE(laid.this_turn.taken_to_lay.has_value());
        expect_accepted(laid, discard("2H"));
    }
}

TEST_CASE("R8 rami40 rami50 manie_joker51: later, an opened seat may not take a card it cannot lay", "[game]") {
    for (const std::string_view id : rule_book_must_lay) {
        INFO("variant " << std::string(id));
        scenario s = to_draw(id, "7C 2D 7H 2H", "9C");
        s.opened(1);
        expect_refused(s, rami::move::take_discard(), error_code::take_discard_not_allowed, rule_id::R8);
    }
}

TEST_CASE("R8 rami40 rami50 manie_joker51: later, a seat may take it to go rami with it", "[game]") {
    for (const std::string_view id : rule_book_must_lay) {
        INFO("variant " << std::string(id));
        // 2S 3S 4S and 2H 2D 2C are 15 points: only going rami lets this seat lay them.
        const scenario s = to_draw(id, "2S 3S 2H 2D 2C 9C", "4S");
        const auto taken = expect_accepted(s, rami::move::take_discard());
        const auto played = expect_accepted(taken, play({meld_cards("2S 3S 4S"), meld_cards("2H 2D 2C")}));
        const auto out = expect_accepted(played, discard("9C"));
        CHECK(out.phase == phase::over);
        CHECK(out.result->in_one_go);
        // Without the going out (a card more in hand), the same take is refused.
        expect_refused(to_draw(id, "2S 3S 2H 2D 2C 9C 8D", "4S"), rami::move::take_discard(),
                       error_code::take_discard_not_allowed, rule_id::R8);
    }
}

// --- the Rami 51 rule book: never laid off alone ---------------------------------------------------------------

TEST_CASE("R8 the Rami 51 rule book: a card taken from the discard may not be laid off alone", "[game]") {
    for (const std::string_view id : rule_book_variants) {
        INFO("variant " << std::string(id));
        scenario s = to_draw(id, "8H 2C 9D", "7H");
        s.opened(1).meld(0, "4H 5H 6H");  // table meld 1
        const auto taken = expect_accepted(s, rami::move::take_discard());
        // Alone on its meld, the discard is refused until a card of the hand joins it (I).
        const auto alone = expect_accepted(taken, play({lay_off_cards(1, "7H")}));
        expect_refused(alone, discard("2C"), error_code::taken_card_laid_off_alone, rule_id::R8);
        expect_accepted(expect_accepted(alone, play({lay_off_cards(1, "8H")})), discard("2C"));
        const auto laid = expect_accepted(taken, play({lay_off_cards(1, "7H 8H")}));
        CHECK(laid.table[1].meld.size == 5);
        expect_accepted(laid, discard("2C"));
        // Two steps of one play onto the same meld count together.
        expect_accepted(taken, play({lay_off_cards(1, "7H"), lay_off_cards(1, "8H")}));
    }
}

TEST_CASE("R8 the Rami 51 rule book: the taken card laid off with a card the hand laid onto that meld earlier in the turn", "[game]") {
    // docs/rules.md R8: "at least one card from the hand goes onto the same meld in that turn";
    // docs/json.md: a turn may hold several plays. docs/game.md judges it within the play.
    for (const std::string_view id : rule_book_variants) {
        INFO("variant " << std::string(id));
        scenario s = to_draw(id, "3H 2C 9D", "7H");
        s.opened(1).meld(0, "4H 5H 6H");
        const auto taken = expect_accepted(s, rami::move::take_discard());
        // In one play, accepted.
        const auto at_once = expect_accepted(taken, play({lay_off_cards(1, "3H"), lay_off_cards(1, "7H")}));
        CHECK(at_once.table[1].meld.size == 5);
        // In two plays of the turn: 3H first, then the taken 7H onto the same meld.
        const auto first = rami::apply(taken, play({lay_off_cards(1, "3H")}));
        CHECK(refusal(first) == "accepted");
        if (first) CHECK(refusal(rami::apply(*first, play({lay_off_cards(1, "7H")}))) == "accepted");
    }
}

TEST_CASE("R8 rami40 rami50 manie_joker51: an opened seat may not take a card it could only lay off alone", "[game]") {
    for (const std::string_view id : rule_book_must_lay) {
        INFO("variant " << std::string(id));
        scenario s = to_draw(id, "2C 9D KC", "7H");
        s.opened(1).meld(0, "4H 5H 6H");
        expect_refused(s, rami::move::take_discard(), error_code::take_discard_not_allowed, rule_id::R8);
    }
}

// --- rami51 and rami51_kaluki: sans engagement ---------------------------------------------------

TEST_CASE("R8 rami51: anyone takes the discard at any time, without having to lay it", "[game]") {
    const scenario s = to_draw("rami51", "2C 5H 9D KC 7S", "9C");
    const auto taken = expect_accepted(s, rami::move::take_discard());
    CHECK_FALSE(taken.this_turn.taken_to_lay.has_value());
    const auto next = expect_accepted(taken, discard("KC"));
    CHECK(hand_is(next, 1, "2C 5H 9D 7S 9C"));
    expect_accepted(taken, discard("9C"));
}
TEST_CASE("R8 rami51_kaluki: anyone takes the discard at any time, without having to lay it", "[game]") {
    const scenario s = to_draw("rami51_kaluki", "2C 5H 9D KC 7S", "9C");
    const auto taken = expect_accepted(s, rami::move::take_discard());
    CHECK_FALSE(taken.this_turn.taken_to_lay.has_value());
    expect_accepted(taken, discard("KC"));
    expect_accepted(taken, discard("9C"));
}
TEST_CASE("R8 rami51_kaluki: the taken card may be laid off alone (no the Rami 51 rule book rule)", "[game]") {
    scenario s = to_draw("rami51_kaluki", "2C 9D", "7H");
    s.opened(1).meld(0, "4H 5H 6H");
    const auto taken = expect_accepted(s, rami::move::take_discard());
    const auto laid = expect_accepted(taken, play({lay_off_cards(1, "7H")}));
    CHECK(laid.table[1].meld.size == 4);
}

TEST_CASE("R8 every variant: an empty discard pile cannot be taken", "[game]") {
    for (const std::string_view id : all_ids) {
        INFO("variant " << std::string(id));
        scenario s = to_draw(id, "2C 5H 9D", "9C");
        s.discard("");
        expect_refused(s, rami::move::take_discard(), error_code::discard_pile_empty, rule_id::R8);
        expect_accepted(s, rami::move::draw());
    }
}

TEST_CASE("R8 the Rami 51 rule book: the second seat may take the first seat's carte neutre in the first round", "[game]") {
    for (const std::string_view id : rule_book_variants) {
        INFO("variant " << std::string(id));
        const scenario start(id);
        const auto after = expect_accepted(start, rami::move::discard(start.state.hand(0)[0]));
        CHECK(after.first_round());
        const auto taken = expect_accepted(after, rami::move::take_discard());
        CHECK(taken.discard.empty());
        CHECK_FALSE(taken.this_turn.taken_to_lay.has_value());
    }
}

// --- rami_francais --------------------------------------------------------------------------------

TEST_CASE("R8 rami_francais: an opened seat takes the discard to lay it", "[game]") {
    scenario s = to_draw("rami_francais", "2C 9D", "7H");
    s.opened(1).meld(0, "4H 5H 6H");
    const auto taken = expect_accepted(s, rami::move::take_discard());
    REQUIRE(taken.this_turn.taken_to_lay.has_value());
    expect_refused(taken, discard("2C"), error_code::taken_card_not_laid, rule_id::R8);
    const auto laid = expect_accepted(taken, play({lay_off_cards(1, "7H")}));
    expect_accepted(laid, discard("2C"));
}
TEST_CASE("R8 rami_francais: a seat that has not opened takes it only to open with it", "[game]") {
    const scenario s = to_draw("rami_francais", "9H 10H 4S 5S 6S 7S 2C KC", "JH");
    const auto taken = expect_accepted(s, rami::move::take_discard());
    const auto opened = expect_accepted(taken, play({meld_cards("9H 10H JH"), meld_cards("4S 5S 6S 7S")}));
    expect_accepted(opened, discard("2C"));
    // 10H 10S 10D + KS KD KC is 60 points but no tierce franche: no opening, no taking.
    expect_refused(to_draw("rami_francais", "10S 10D KS KD KC 2C 5H", "10H"), rami::move::take_discard(),
                   error_code::take_discard_not_allowed, rule_id::R8);
}
TEST_CASE("R8 rami_francais: not even in the first round may a seat take a card it cannot lay", "[game]") {
    expect_refused(to_draw_first_round("rami_francais", "2C 5H 9D KC 7S", "9C"), rami::move::take_discard(),
                   error_code::take_discard_not_allowed, rule_id::R8);
}
TEST_CASE("R8 rami_francais: a seat holding one card may not take the discard", "[game]") {
    scenario s = to_draw("rami_francais", "9D", "7H");
    s.opened(1).meld(0, "4H 5H 6H");
    expect_refused(s, rami::move::take_discard(), error_code::take_discard_with_one_card, rule_id::R8);
    expect_accepted(s, rami::move::draw());
}

// --- rami7 ----------------------------------------------------------------------------------------

TEST_CASE("R8 rami7: an opened seat takes the discard to lay it, even holding one card", "[game]") {
    scenario s = to_draw("rami7", "9D", "7H");
    s.opened(1).meld(0, "4H 5H 6H");
    const auto taken = expect_accepted(s, rami::move::take_discard());
    expect_refused(taken, discard("9D"), error_code::taken_card_not_laid, rule_id::R8);
    const auto laid = expect_accepted(taken, play({lay_off_cards(1, "7H")}));
    const auto out = expect_accepted(laid, discard("9D"));
    CHECK(out.phase == phase::over);
}
TEST_CASE("R8 rami7: a seat that has not opened takes it only to open with it", "[game]") {
    const scenario s = to_draw("rami7", "9H 10H 4S 5S 6S 7S 2C KC", "JH");
    const auto taken = expect_accepted(s, rami::move::take_discard());
    expect_refused(taken, discard("2C"), error_code::taken_card_not_laid, rule_id::R8);
    expect_accepted(taken, play({meld_cards("9H 10H JH"), meld_cards("4S 5S 6S 7S")}));
    expect_refused(to_draw("rami7", "2C 5H 9D KC 7S", "9C"), rami::move::take_discard(), error_code::take_discard_not_allowed,
                   rule_id::R8);
}
TEST_CASE("R8 rami7: not even in the first round may a seat take a card it cannot lay", "[game]") {
    expect_refused(to_draw_first_round("rami7", "2C 5H 9D KC 7S", "9C"), rami::move::take_discard(),
                   error_code::take_discard_not_allowed, rule_id::R8);
}

// --- rummy_classic --------------------------------------------------------------------------------

TEST_CASE("R8 rummy_classic: anyone takes the discard, but may not discard it in the same turn", "[game]") {
    const scenario s = to_draw("rummy_classic", "2C 5H 9D KC 7S", "9C");
    const auto taken = expect_accepted(s, rami::move::take_discard());
    CHECK_FALSE(taken.this_turn.taken_to_lay.has_value());
    expect_refused(taken, discard("9C"), error_code::taken_card_discarded, rule_id::R8);
    const auto next = expect_accepted(taken, discard("KC"));
    CHECK(hand_is(next, 1, "2C 5H 9D 7S 9C"));
}
TEST_CASE("R8 rummy_classic: a play may not leave only the taken card, which could not be discarded", "[game]") {
    const scenario s = to_draw("rummy_classic", "5H 6H 7H", "9C");
    const auto taken = expect_accepted(s, rami::move::take_discard());
    expect_refused(taken, play({meld_cards("5H 6H 7H")}), error_code::taken_card_discarded, rule_id::R8);
}
TEST_CASE("R8 rummy_classic: a play leaving only the taken card, laid off by the next play of the turn", "[game]") {
    // docs/rules.md R8 forbids only discarding it; docs/json.md: a turn may hold several plays.
    // docs/game.md refuses the first play as an interpretation.
    scenario s = to_draw("rummy_classic", "5H 6H 7H", "8C");
    s.meld(0, "9C 10C JC");
    const auto taken = expect_accepted(s, rami::move::take_discard());
    // Played as one play, it is accepted.
    const auto at_once = expect_accepted(taken, play({meld_cards("5H 6H 7H"), lay_off_cards(1, "8C")}));
    CHECK(at_once.phase == rami::phase::over);
    // Played as two plays, the first leaves only the taken card.
    const auto first = rami::apply(taken, play({meld_cards("5H 6H 7H")}));
    CHECK(refusal(first) == "accepted");
    if (first) {
        const auto out = expect_accepted(*first, play({lay_off_cards(1, "8C")}));
        CHECK(out.phase == rami::phase::over);
    }
}

}  // namespace test_game_discard_pile
