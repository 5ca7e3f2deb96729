// "Can this turn still end legally" is exact (rami/detail/turn_search.hpp, turn_search::can_end): a step,
// or a take from the discard pile, is accepted exactly when some sequence of steps after it
// ends the turn legally, joker swaps included (R6-R11), and the order of a legal turn's steps
// does not change its verdict. Three parts:
// - the turn refused in one order and accepted in another, and the taken card layable only
//   with a swapped joker, in every variant they apply to;
// - the verdicts against a brute force written apart (support/turn_brute_force.hpp), over
//   generated small states of every variant: jokers on the table, cards that swap them or lay
//   off, hands one step from going out, seats opened or not, a card just taken;
// - the order property: for random legal turns, every order of their steps that the rules
//   allow gets the same verdict and the same final state.
// RAMI_TURN_END_STATES sets the number of states per variant (default 400, as CI runs it: 3,200 states) and
// RAMI_TURN_ORDER_TURNS the number of turns per variant (default 60).
#include "catch.hpp"

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "game_testing.hpp"
#include "rami/rami.hpp"
#include "test_size.hpp"
#include "turn_brute_force.hpp"
#include "turn_orders.hpp"
#include "turn_states.hpp"

namespace test_turn_end_exact {

using namespace rami_test;

namespace {

/// The state after `steps` sent one action at a time, each of which must be accepted.
rami::game_state after_each(rami::game_state s, const std::vector<rami::play_step>& steps) {
    for (const rami::play_step& step : steps) s = expect_accepted(s, rami::move::single(step));
    return s;
}

}  // namespace

// --- The faults found, as tests ------------------------------------------------------------

/// The variants of the Rami 51 rule book that deal jokers: a seat going out in one go may swap.
constexpr std::string_view one_go_swap_variants[] = {"rami40", "rami51", "manie_joker51"};

TEST_CASE("R6 R10 R11: a one-go turn that swaps a joker is accepted whatever the order of its steps", "[turn][regression]") {
    for (const std::string_view id : one_go_swap_variants) {
        INFO(id);
        scenario game(id, 3);
        game.hand(0, "2S 3S 4S 2H 3H 4H 2D 3D 4D 2C 3C 4C JD 9H").meld(1, "10D JK QD").to_act(0, rami::phase::play).later();
        const rami::game_state& s = game;
        const std::vector<rami::play_step> melds{meld_cards("2S 3S 4S"), meld_cards("2H 3H 4H"), meld_cards("2D 3D 4D"),
                                                 meld_cards("2C 3C 4C")};
        // The order of the report: swap, the four runs, the joker laid off, then the discard.
        std::vector<rami::play_step> swap_first{swap_cards(0, "JD")};
        swap_first.insert(swap_first.end(), melds.begin(), melds.end());
        swap_first.push_back(lay_off_cards(4, "JK"));
        rami::game_state out = expect_accepted(after_each(s, swap_first), discard("9H"));
        REQUIRE(out.phase == rami::phase::over);
        CHECK(out.result->winner == 0);
        CHECK(out.result->in_one_go);
        // The same steps, the runs first: the first run is no longer refused.
        std::vector<rami::play_step> melds_first = melds;
        melds_first.push_back(swap_cards(0, "JD"));
        melds_first.push_back(lay_off_cards(4, "JK"));
        rami::game_state out_too = expect_accepted(after_each(s, melds_first), discard("9H"));
        CHECK(out_too.result == out.result);
        // As one play, in that order.
        std::vector<rami::play_step> whole = melds_first;
        CHECK(expect_accepted(expect_accepted(s, rami::move::play(whole)), discard("9H")).result == out.result);
        // Without the JD that frees the joker, the first run is refused as before.
        scenario short_of_one(id, 3);
        short_of_one.hand(0, "2S 3S 4S 2H 3H 4H 2D 3D 4D 2C 3C 4C 8C 9H").meld(1, "10D JK QD").to_act(0, rami::phase::play).later();
        expect_refused(short_of_one, rami::move::single(meld_cards("2S 3S 4S")), rami::error_code::opening_below_minimum,
                       rami::rule_id::R6);
    }
}

/// rami51 seat 0, not opened, having taken the 10H from the discard pile, with the table of a
/// round of random play; `last` is the hand's fifteenth card.
scenario long_search(std::string_view last) {
    scenario game("rami51", 4);
    game.hand(0, "5S 2D AD 8S 3D 10D 10D 4S KC 3C 8H 8C 8D 3S " + std::string(last))
        .meld(2, "9C 10C JC QC JK")
        .meld(2, "KS KH KD")
        .meld(1, "8S 9S 10S")
        .meld(1, "JD JK KD")
        .meld(1, "3H 4H 5H 6H 7H")
        .meld(3, "AS AH AC")
        .meld(3, "5C 6C 7C")
        .opened(1)
        .opened(2)
        .opened(3)
        .to_act(0, rami::phase::play)
        .later()
        .took(last, false);
    return game;
}

TEST_CASE("R9 R10 R11: a one-go turn found by a long search of lay-offs is accepted at its first lay-off", "[turn][regression]") {
    // From random rami51 play: the search of going out behind the listing's shortcut tried
    // more than the 200 lay-offs it was allowed, and the listing missed the lay-off.
    const scenario game = long_search("10H");
    const auto listed = rami::legal_actions(game);
    CHECK(std::find(listed.begin(), listed.end(), rami::move::single(lay_off_cards(0, "8C"))) != listed.end());
    const std::vector<rami::play_step> steps{lay_off_cards(0, "8C"),      lay_off_cards(3, "10D"),    swap_cards(0, "KC"),
                                             meld_cards("8S 8H 8D"),      meld_cards("10H 10D JK"),   meld_cards("3S 4S 5S"),
                                             meld_cards("AD 2D 3D")};
    const rami::game_state out = expect_accepted(after_each(game, steps), discard("3C"));
    REQUIRE(out.phase == rami::phase::over);
    CHECK(out.result->winner == 0);
    CHECK(out.result->in_one_go);
    // With a QH for the 10H, the second 10D has no set and no place: two cards more than
    // going out keeps, and the first lay-off is refused.
    expect_refused(long_search("QH"), rami::move::single(lay_off_cards(0, "8C")), rami::error_code::lay_off_before_opening,
                   rami::rule_id::R9);
}

/// The variants with jokers where the card taken from the discard pile must be laid this turn.
constexpr std::string_view taken_card_variants[] = {"rami40", "manie_joker51", "rami_francais"};

TEST_CASE("R8 R10: a card taken from the discard pile that only a swapped joker lets lay may be taken", "[turn][regression]") {
    for (const std::string_view id : taken_card_variants) {
        INFO(id);
        scenario game(id, 2);
        game.hand(0, "2C AS 3H 5C 6S 10S").meld(1, "JK 7S 8S 9S").discard("KD 4H").opened(0).to_act(0, rami::phase::draw).later();
        rami::game_state taken = expect_accepted(game, rami::move::take_discard());
        taken = after_each(taken, {swap_cards(0, "6S"), meld_cards("3H 4H JK")});
        taken = expect_accepted(taken, discard("10S"));
        CHECK(taken.current == 1);
        // Without the 6S the joker stays on the table: the take is refused.
        scenario no_swap(id, 2);
        no_swap.hand(0, "2C AS 3H 5C 7D 10S").meld(1, "JK 7S 8S 9S").discard("KD 4H").opened(0).to_act(0, rami::phase::draw).later();
        expect_refused(no_swap, rami::move::take_discard(), rami::error_code::take_discard_not_allowed, rami::rule_id::R8);
    }
}

TEST_CASE("R8 R10: a meld before the swap that lays the taken card is accepted", "[turn][regression]") {
    for (const std::string_view id : taken_card_variants) {
        INFO(id);
        scenario game(id, 2);
        game.hand(0, "2C AS 3H 5C 6S 10S 5H 5D").meld(1, "JK 7S 8S 9S").discard("KD 4H").opened(0).to_act(0, rami::phase::draw).later();
        const rami::game_state taken = expect_accepted(game, rami::move::take_discard());
        const rami::play_step fives = meld_cards("5H 5D 5C");
        const rami::game_state fives_first = after_each(taken, {fives, swap_cards(0, "6S"), meld_cards("3H 4H JK")});
        const rami::game_state fives_last = after_each(taken, {swap_cards(0, "6S"), meld_cards("3H 4H JK"), fives});
        CHECK(hand_is(fives_first, 0, "2C AS 10S"));
        CHECK(hand_is(fives_last, 0, "2C AS 10S"));
        expect_accepted(fives_first, discard("2C"));
        expect_accepted(fives_last, discard("2C"));
    }
}

TEST_CASE("R6 R8 R10: a seat opens first, then swaps the joker that lays the taken card", "[turn][regression]") {
    for (const std::string_view id : {"rami40", "manie_joker51"}) {
        INFO(id);
        scenario game(id, 2);
        game.hand(0, "KS KD KC QS QD QC 3H 6S 2C 10D").meld(1, "JK 7S 8S 9S").discard("KH 4H").to_act(0, rami::phase::draw).later();
        rami::game_state s = expect_accepted(game, rami::move::take_discard());
        s = after_each(s, {meld_cards("KS KD KC"), meld_cards("QS QD QC"), swap_cards(0, "6S"), meld_cards("3H 4H JK")});
        CHECK(s.opened[0]);
        s = expect_accepted(s, discard("2C"));
        CHECK(s.current == 1);
        // The swap before the opening is refused: the seat cannot go out in one go (10D fits nowhere).
        scenario early(id, 2);
        early.hand(0, "KS KD KC QS QD QC 3H 6S 2C 10D").meld(1, "JK 7S 8S 9S").discard("KH 4H").to_act(0, rami::phase::draw).later();
        const rami::game_state took = expect_accepted(early, rami::move::take_discard());
        expect_refused(took, rami::move::single(swap_cards(0, "6S")), rami::error_code::swap_not_allowed, rami::rule_id::R10);
    }
}

// --- Against the brute force ----------------------------------------------------------------

TEST_CASE("R6-R11: each step is accepted exactly when the brute force finds a legal end after it", "[turn][brute]") {
    const int states = test_size("RAMI_TURN_END_STATES", 400, 40);
    for (const std::string_view id : all_ids) {
        const rami::rules& r = rules_named(id);
        state_maker maker(r, 0x7a11 + id.size() * 131 + static_cast<std::uint64_t>(id[id.size() - 1]));
        turn_brute_force brute(r);
        int steps_compared = 0;
        int accepted = 0;
        for (int n = 0; n < states; ++n) {
            bool draw_with_top = false;
            rami::game_state s = maker.make(draw_with_top);
            brute.forget();
            INFO(describe_state(s));
            if (draw_with_top) {
                const bool engine = rami::apply(s, rami::move::take_discard()).ok();
                const bool checked = r.pickup.needs_opening;  // elsewhere a take is never refused for what follows
                CHECK(engine == (!checked || brute.can_end_after_take(s)));
                auto took = rami::apply(s, rami::move::take_discard());
                if (!took) continue;  // refused: its steps are not there to judge
                s = *took;
                brute.forget();
            }
            INFO("now " << describe_state(s));
            for (const rami::play_step& step : brute.steps_held(s)) {
                const auto verdict = brute.after(s, step);
                const auto judged = rami::apply(s, rami::move::single(step));
                const bool engine = judged.ok();
                INFO("step " << describe(rami::move::single(step)) << ": " << (engine ? "accepted" : judged.error().message()));
                CHECK(engine == (verdict == turn_brute_force::verdict::can_end));  // a step the cards do not make is refused too
                ++steps_compared;
                accepted += engine ? 1 : 0;
            }
        }
        INFO(id);
        CHECK(steps_compared > states);  // the states hold steps to judge
        CHECK(accepted > 0);
        CHECK(accepted < steps_compared);
    }
}

// --- The order property ---------------------------------------------------------------------

TEST_CASE("R6-R11: every order of a legal turn's steps the rules allow gets the same verdict and final state", "[turn][order]") {
    const int turns = test_size("RAMI_TURN_ORDER_TURNS", 60, 10);
    for (const std::string_view id : all_ids) {
        const rami::rules& r = rules_named(id);
        state_maker maker(r, 0x0bde5 + id.size() * 17 + static_cast<std::uint64_t>(id[0]));
        rami::splitmix64& random = maker.random();
        int orders_allowed = 0;
        for (int n = 0; n < turns; ++n) {
            bool draw_with_top = false;
            rami::game_state start = maker.make(draw_with_top);
            if (draw_with_top) {
                auto took = rami::apply(start, rami::move::take_discard());
                if (took) start = *took;
                else start.phase = rami::phase::play;  // as after a draw
            }
            INFO(describe_state(start));
            const random_turn turn = play_random_turn(start, random);
            REQUIRE_FALSE(turn.dead_end);  // sound: a step accepted never leads to a dead end
            const std::string expected = settled(turn.end);
            const int before = static_cast<int>(start.table.size());
            std::vector<std::size_t> order(turn.steps.size());
            for (std::size_t k = 0; k < order.size(); ++k) order[k] = k;
            for (int tries = 0; tries < 8; ++tries) {
                rami::shuffle(std::span<std::size_t>(order), random);
                const auto steps = in_order(turn, order, before);
                if (!steps) continue;  // a step before the meld it goes onto: no order at all
                std::ostringstream text;
                for (const rami::play_step& step : *steps) text << describe(rami::move::single(step)) << "; ";
                INFO("order: " << text.str() << (turn.discarded ? "discard " + rami::to_string(*turn.discarded) : "out"));
                const bool allowed = rules_allow(start, *steps, turn.discarded);
                const auto engine = engine_plays(start, *steps, turn.discarded);
                CHECK(engine.has_value() == allowed);
                if (engine && allowed) {
                    CHECK(settled(*engine) == expected);
                    ++orders_allowed;
                }
            }
        }
        INFO(id);
        CHECK(orders_allowed > turns);  // most turns have orders to compare
    }
}

}  // namespace test_turn_end_exact
