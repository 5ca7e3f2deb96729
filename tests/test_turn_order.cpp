// One turn, judged once: the order of a turn's steps (docs/rules.md "A turn, judged step by
// step"). Each case is played twice, as one `play` and as the same steps sent one action at a
// time, and both must give the same verdict (the same error code and rule, or the same state).
// The cases are the faults a careful player of each variant found, with their legal
// counterparts.
#include "catch.hpp"

#include <string_view>
#include <vector>

#include "game_testing.hpp"
#include "rami/action.hpp"
#include "rami/legal_actions.hpp"

namespace test_turn_order {

using rami::error_code;
using rami::phase;
using rami::rule_id;
using namespace rami_test;

namespace {

/// Seat 1 of a round for two, past the first round, has drawn and holds `hand`.
scenario playing(std::string_view variant, std::string_view hand) {
    scenario s(variant, 2, 7);
    s.to_act(1, phase::play).later().hand(1, hand);
    return s;
}

/// Both modes accept `steps`, and end in the same state; returns it.
rami::game_state accepted_both_ways(const rami::game_state& s, const std::vector<rami::play_step>& steps) {
    const rami::game_state whole = expect_accepted(s, rami::move::play(steps));
    const auto stepped = one_at_a_time(s, steps);
    INFO("one action at a time: " << refusal(stepped));
    REQUIRE(stepped.ok());
    CHECK(*stepped == whole);
    return whole;
}

/// Both modes refuse `steps` with `code` under `rule`.
void refused_both_ways(const rami::game_state& s, const std::vector<rami::play_step>& steps, error_code code, rule_id rule) {
    expect_refused(s, rami::move::play(steps), code, rule);
    const auto stepped = one_at_a_time(s, steps);
    REQUIRE_FALSE(stepped.ok());
    CHECK(std::string(rami::to_string(stepped.error().code)) == std::string(rami::to_string(code)));
    CHECK(stepped.error().rule == rule);
}

}  // namespace

TEST_CASE("R8: a seat that opens this turn lays the taken card in its opening's melds", "[turn][R8]") {
    // The Rami 40/50/51 rule book: later in the round, the discard is taken to reach the
    // minimum "la valeur de la carte ramassée y comprise"; the same in rami50 and manie_joker51.
    for (const std::string_view variant : {"rami40", "rami50", "manie_joker51"}) {
        INFO(variant);
        scenario s = playing(variant, "7H 8H KS KD KC QS QD QC 2C 5D 9S 3C 4D 9H KH");
        s.meld(0, "10H JH QH").took("9H", true);
        refused_both_ways(s, {meld_cards("KS KD KC"), meld_cards("QS QD QC"), lay_off_cards(0, "8H 9H")},
                          error_code::taken_card_not_in_opening, rule_id::R8);
        const auto opened = accepted_both_ways(s, {meld_cards("KS KD KC"), meld_cards("QS QD QC"), meld_cards("7H 8H 9H")});
        CHECK(opened.opened[1]);
        CHECK_FALSE(opened.this_turn.taken_to_lay.has_value());
        // Once open, the seat lays off from the hand as it likes, in the same turn.
        CHECK(expect_accepted(opened, rami::move::single(lay_off_cards(0, "KH"))).table[0].meld.size == 4);
    }
    // The French Wikipedia article "Rami": the discard only "si elle lui permet de poser", laid
    // in the turn; a seat that has not opened lays it in its opening. "Le Rami (7 cartes)": the
    // same (decided alike, docs/rules.md).
    scenario francais = playing("rami_francais", "4S 5S 6S KS KD KC QS QD QC 7H 8H 2C 5D 9H");
    francais.meld(0, "10H JH QH").took("9H", true);
    refused_both_ways(francais, {meld_cards("4S 5S 6S"), meld_cards("KS KD KC"), meld_cards("QS QD QC"), lay_off_cards(0, "9H")},
                      error_code::taken_card_not_in_opening, rule_id::R8);
    accepted_both_ways(francais, {meld_cards("4S 5S 6S"), meld_cards("KS KD KC"), meld_cards("QS QD QC"), meld_cards("7H 8H 9H")});
    // A seat that opened before this turn lays the taken card off where it likes.
    scenario opened_before = playing("rami40", "8H 9H 2C 5D");
    opened_before.opened(1).meld(0, "10H JH QH").took("9H", true);
    accepted_both_ways(opened_before, {lay_off_cards(0, "8H 9H")});
}

TEST_CASE("R8: going rami with the taken card may lay it off (the rule book)", "[turn][R8]") {
    // "ou bien ... faire rami": a seat that goes out in one go may lay off, the taken card too.
    scenario s = playing("rami40", "KS KD KC 8H 9H 2C");
    s.meld(0, "10H JH QH").took("9H", true);
    const auto laid = accepted_both_ways(s, {meld_cards("KS KD KC"), lay_off_cards(0, "8H 9H")});
    CHECK(expect_accepted(laid, discard("2C")).phase == phase::over);
}

TEST_CASE("R9, R10: the table is used after the opening, never to make it", "[turn][R9][R10]") {
    // The rule book: "ajouter ... sous condition qu'il ait déjà étalé des cartes dont la valeur
    // atteint le minimum, ou qu'il fasse rami". A swap before the opening's melds frees a joker
    // that was never the seat's to open with.
    scenario swap_first = playing("rami51", "4S 8S 8H 8C 10S JK 2D 7C");
    swap_first.meld(0, "3S JK 5S 6S");
    refused_both_ways(swap_first, {swap_cards(0, "4S"), meld_cards("8S 8H 8C"), meld_cards("10S JK JK")},
                      error_code::swap_not_allowed, rule_id::R10);
    // The same seat opens from its hand first, then swaps and lays the freed joker.
    scenario open_first = playing("rami51", "4S KS KH KC QS QD QC 9D 10D 2D 7C");
    open_first.meld(0, "3S JK 5S 6S");
    const auto opened_then_swapped =
        accepted_both_ways(open_first, {meld_cards("KS KH KC"), meld_cards("QS QD QC"), swap_cards(0, "4S"), meld_cards("9D 10D JK")});
    CHECK(opened_then_swapped.opened[1]);
    // Going rami: the rule book lets the seat take a joker from the table first ("Quand il fait
    // rami, le joueur a la possibilité de prendre un Joker sur la table").
    scenario rami = playing("rami51", "9H 5S 6S 2C");
    rami.meld(0, "7H 8H JK 10H");
    CHECK(expect_accepted(accepted_both_ways(rami, {swap_cards(0, "9H"), meld_cards("5S 6S JK")}), discard("2C")).phase == phase::over);
    // A lay-off before the opening, where going out in one go is out of reach.
    scenario lay_off_first = playing("rami40", "8H KS KD KC QS QD QC 2C 5D");
    lay_off_first.meld(0, "5H 6H 7H");
    refused_both_ways(lay_off_first, {lay_off_cards(0, "8H"), meld_cards("KS KD KC"), meld_cards("QS QD QC")},
                      error_code::lay_off_before_opening, rule_id::R9);
    accepted_both_ways(lay_off_first, {meld_cards("KS KD KC"), meld_cards("QS QD QC"), lay_off_cards(0, "8H")});
}

TEST_CASE("R6: a lay-off onto the turn's own melds does not count towards the minimum", "[turn][R6]") {
    // The French Wikipedia article: the opening is the melds laid ("avoir posé"); only once
    // opened may a player add to melds. 45 laid, then a card onto them: no opening.
    scenario s = playing("rami_francais", "4S 5S 6S KS KD KC 7S 9C 10C JC 2C 9D");
    s.opened(0).meld(0, "2H 3H 4H");
    refused_both_ways(s, {meld_cards("4S 5S 6S"), meld_cards("KS KD KC"), lay_off_cards(1, "7S")},
                      error_code::lay_off_before_opening, rule_id::R9);
    // With a meld more the opening is made; then the lay-off is the opened seat's.
    scenario more = playing("rami_francais", "4S 5S 6S KS KD KC QS QD QC 7S 2C 9D");
    const auto opened = accepted_both_ways(more, {meld_cards("4S 5S 6S"), meld_cards("KS KD KC"), meld_cards("QS QD QC"), lay_off_cards(0, "7S")});
    CHECK(opened.opened[1]);
    CHECK(opened.best_opening == 75);  // the melds as laid: 15 + 30 + 30, not the lay-off
}

TEST_CASE("R6: a play may lay part of the opening while the hand can make up the rest", "[turn][R6]") {
    // A play is its steps: 30 points laid, the rest still in the hand; the discard is refused
    // until the opening is made.
    scenario s = playing("rami51", "JH QH KH 7S 7D 7C 2C 9D");
    const auto part = accepted_both_ways(s, {meld_cards("JH QH KH")});
    CHECK_FALSE(part.opened[1]);
    expect_refused(part, discard("2C"), error_code::opening_below_minimum, rule_id::R6);
    CHECK(accepted_both_ways(part, {meld_cards("7S 7D 7C")}).opened[1]);
    // Where the hand cannot make up the rest, the part is refused at once.
    scenario short_of = playing("rami51", "JH QH KH 5C 6C 7C 2C 9D");
    refused_both_ways(short_of, {meld_cards("JH QH KH"), meld_cards("5C 6C 7C")}, error_code::opening_below_minimum, rule_id::R6);
}

TEST_CASE("R8: the taken card is never laid off alone: a card of the hand joins it in the turn (the rule book)", "[turn][R8]") {
    // "La carte ramassée ne peut pas être ajoutée seule aux combinaisons exposées sur la table":
    // the hand's card goes onto the same meld before it, with it or after it, before the discard.
    scenario s = playing("rami51", "8H 9H 2C 3D");
    s.opened(1).meld(0, "5H 6H 7H").took("8H", true);
    accepted_both_ways(s, {lay_off_cards(0, "8H 9H")});
    const auto after = accepted_both_ways(s, {lay_off_cards(0, "8H"), lay_off_cards(0, "9H")});
    CHECK(expect_accepted(after, discard("2C")).phase == phase::draw);
    const auto alone = accepted_both_ways(s, {lay_off_cards(0, "8H")});
    expect_refused(alone, discard("2C"), error_code::taken_card_laid_off_alone, rule_id::R8);
    scenario before = playing("rami51", "4H 8H 2C 3D");
    before.opened(1).meld(0, "5H 6H 7H").took("8H", true);
    accepted_both_ways(before, {lay_off_cards(0, "4H"), lay_off_cards(0, "8H")});
    // No card of the hand can join it: refused at once.
    scenario none = playing("rami51", "8H 2C 3D");
    none.opened(1).meld(0, "5H 6H 7H").took("8H", true);
    refused_both_ways(none, {lay_off_cards(0, "8H")}, error_code::taken_card_laid_off_alone, rule_id::R8);
}

TEST_CASE("R8: going out in one go, the taken card is laid off alone and a card of the hand joins it after", "[turn][R8]") {
    // Not opened: the rule book lets a seat that goes out in one go lay off. The taken 9S fits
    // the run alone, the hand's 8S only after it; one action at a time must be able to do it.
    for (const std::string_view variant : {"rami40", "rami51"}) {
        INFO(variant);
        scenario s = playing(variant, "5H 6H 7H 2C 3C 4C 8S 9H 9S");
        s.meld(0, "10S JS QS KS").took("9S", true);
        const auto laid = accepted_both_ways(s, {meld_cards("5H 6H 7H"), meld_cards("2C 3C 4C"), lay_off_cards(0, "9S")});
        CHECK_FALSE(laid.opened[1]);
        const auto joined = accepted_both_ways(laid, {lay_off_cards(0, "8S")});
        CHECK(expect_accepted(joined, discard("9H")).phase == phase::over);  // out in one go
        // No card of the hand to join it: the taken card alone would go out, which R8 refuses.
        scenario without = playing(variant, "5H 6H 7H 2C 3C 4C 9H 9S");
        without.meld(0, "10S JS QS KS").took("9S", true);
        refused_both_ways(without, {meld_cards("5H 6H 7H"), meld_cards("2C 3C 4C"), lay_off_cards(0, "9S")},
                          error_code::opening_below_minimum, rule_id::R6);
        refused_both_ways(without, {lay_off_cards(0, "9S")}, error_code::taken_card_laid_off_alone, rule_id::R8);
    }
}

TEST_CASE("R8: the taken card may be the natural card of a swap", "[turn][R8][R10]") {
    // The card is laid: on the table, in the joker's place (docs/rules.md decides it).
    scenario s = playing("rami51", "9H 5S 6S 2C 3D");
    s.opened(1).meld(0, "7H 8H JK 10H").took("9H", true);
    const auto swapped = accepted_both_ways(s, {swap_cards(0, "9H"), meld_cards("5S 6S JK")});
    CHECK_FALSE(swapped.this_turn.taken_to_lay.has_value());
    CHECK(expect_accepted(swapped, discard("2C")).phase == phase::draw);
}

TEST_CASE("A play's steps after the round has ended are refused, not dropped", "[turn][R7]") {
    scenario s("rummy_classic", 2, 7);
    s.to_act(1, phase::play).later().hand(1, "2C 3C 4C").meld(0, "5H 6H 7H");
    expect_refused(s, play({meld_cards("2C 3C 4C"), lay_off_cards(0, "8H")}), error_code::round_over, rule_id::R7);
    CHECK(expect_accepted(s, play({meld_cards("2C 3C 4C")})).phase == phase::over);
}

TEST_CASE("R8, R11: going out with lay-offs lays the taken card after a card of the hand (a dead end random play found)", "[turn][R8][R11]") {
    // rami51, 4 seats, seed 641, each action the listed one at random.next() % count: seat 3
    // took 5D, used the table before opening, and was left with 3C 5D, where only laying 5D
    // off alone onto 5S 5H JK would have gone out. The search of going out with lay-offs now
    // keeps the rule book's partner rule, so the step that led there is refused.
    rami::game_state s = *rami::new_game(rami_test::rules_named("rami51"), 4, 641);
    rami::splitmix64 random(641);
    for (int n = 0; s.phase != phase::over && n < 5000; ++n) {
        const auto legal = rami::numbered_legal_actions(s);
        INFO("action " << n << ", seat " << s.current << ", hand " << text_of(s.hand(s.current)));
        REQUIRE_FALSE(legal.empty());
        auto next = rami::apply(s, legal[random.next() % legal.size()].action);
        REQUIRE(next.ok());
        s = *next;
    }
    CHECK(s.phase == phase::over);
}

}  // namespace test_turn_order
