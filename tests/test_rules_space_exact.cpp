// "Can this turn still end legally" is exact under every rules document check_rules accepts, not
// only the eight built-in variants: tests/test_turn_end_exact.cpp's two properties, with rules
// drawn by support/rules_space.hpp (every field of the rules table, 1-2 decks, 0-8 jokers; the
// generated states keep hands small so that the brute force stays affordable).
// - Against the brute force (support/turn_brute_force.hpp): a step is accepted exactly when some
//   sequence of steps after it ends the turn legally; a take from the discard pile is accepted
//   exactly when the rules of the take allow it (a seat holding one card under
//   `pickup.refused_with_one_card` may not) and the turn can then end legally: a take that
//   leaves no legal end is a dead end, whatever the pickup fields say.
// - The order property: every order of a random legal turn's steps that the rules allow gets
//   the same verdict and the same final state, and a legal turn never meets an empty listing.
// Each failure carries the rules document and the state's JSON. Knobs: RAMI_RULES_SPACE_BRUTE_DOCUMENTS
// and RAMI_RULES_SPACE_ORDER_DOCUMENTS (accepted documents, default 60 and 300: the brute force
// costs most), RAMI_RULES_SPACE_EXACT_STATES (states or turns per document, default 25),
// RAMI_RULES_SPACE_FAILURES (a file to append each failure to).
#include "catch.hpp"

#include <cstdlib>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "game_testing.hpp"
#include "rami/json.hpp"
#include "rami/rami.hpp"
#include "test_size.hpp"
#include "rules_space.hpp"
#include "rules_space_report.hpp"
#include "turn_brute_force.hpp"
#include "turn_orders.hpp"
#include "turn_states.hpp"

namespace test_rules_space_exact {

using namespace rami_test;

namespace {

/// The next document from `seed` on that check_rules accepts (seed is moved past it), and how
/// many were refused on the way.
std::pair<rules_draw, rami::rules> next_accepted(std::uint64_t& seed, int& refused) {
    for (;; ++seed) {
        rules_draw draw = random_rules(seed);
        auto read = rami::rules_from_json(draw.document);
        if (read) {
            ++seed;
            return {std::move(draw), *read};
        }
        ++refused;
    }
}

/// A failure's text: what failed, then the case to replay it.
std::string failed(const std::string& what, const rules_case& c, const rami::game_state& s) {
    record_failure(what, c, s);
    return what + "\n" + replay_text(c, s);
}

}  // namespace

TEST_CASE("Under generated rules documents, a step or a take is accepted exactly when the brute force finds a legal end after it",
          "[rules_space][brute]") {
    const int documents = test_size("RAMI_RULES_SPACE_BRUTE_DOCUMENTS", 60, 10);
    const int states = test_size("RAMI_RULES_SPACE_EXACT_STATES", 25, 25);
    std::uint64_t seed = 0x6b72;
    int refused = 0;
    int steps_compared = 0;
    int steps_accepted = 0;
    int takes_compared = 0;
    int failures = 0;
    for (int d = 0; d < documents; ++d) {
        const auto [draw, r] = next_accepted(seed, refused);
        state_maker maker(r, seed);
        turn_brute_force brute(r);
        for (int n = 0; n < states; ++n) {
            bool draw_with_top = false;
            rami::game_state s = maker.make(draw_with_top);
            const rules_case c{draw.document, s.players, seed};
            brute.forget();
            if (draw_with_top) {
                const auto took = rami::apply(s, rami::move::take_discard());
                const bool one_card_refusal = r.pickup.refused_with_one_card && s.hand(s.current).size() == 1;
                const bool expected = !one_card_refusal && brute.can_end_after_take(s);
                ++takes_compared;
                if (took.ok() != expected) {
                    ++failures;
                    FAIL_CHECK(failed("take_discard " + refusal(took) + ", but the brute force " +
                                          (expected ? "finds a legal end after it" : "finds no legal end after it"),
                                      c, s));
                }
                if (took) s = *took;
                else s.phase = rami::phase::play;  // as after a draw: the steps are judged there
                brute.forget();
            }
            for (const rami::play_step& step : brute.steps_held(s)) {
                const auto verdict = brute.after(s, step);
                const auto judged = rami::apply(s, rami::move::single(step));
                ++steps_compared;
                steps_accepted += judged ? 1 : 0;
                if (judged.ok() != (verdict == turn_brute_force::verdict::can_end)) {
                    ++failures;
                    FAIL_CHECK(failed("step " + describe(rami::move::single(step)) + ": " + refusal(judged) + ", but the brute force " +
                                          (verdict == turn_brute_force::verdict::can_end ? "finds a legal end after it"
                                                                                         : "finds no legal end after it"),
                                      c, s));
                }
            }
        }
    }
    WARN("rules space, brute force: " << documents << " documents (" << refused << " refused on the way), " << takes_compared
                                      << " takes and " << steps_compared << " steps compared, " << steps_accepted << " accepted, "
                                      << failures << " failures");
    CHECK(steps_compared > documents * states);  // the states hold steps to judge
    CHECK(steps_accepted > 0);
    CHECK(steps_accepted < steps_compared);
    CHECK(takes_compared > 0);
}

TEST_CASE("Under generated rules documents, every order of a legal turn's steps the rules allow gets the same verdict and final state",
          "[rules_space][order]") {
    const int documents = test_size("RAMI_RULES_SPACE_ORDER_DOCUMENTS", 300, 50);
    const int turns = test_size("RAMI_RULES_SPACE_EXACT_STATES", 25, 25);
    std::uint64_t seed = 0x0bde5;
    int refused = 0;
    int orders_allowed = 0;
    int orders_compared = 0;
    int failures = 0;
    for (int d = 0; d < documents; ++d) {
        const auto [draw, r] = next_accepted(seed, refused);
        state_maker maker(r, seed);
        rami::splitmix64& random = maker.random();
        for (int n = 0; n < turns; ++n) {
            bool draw_with_top = false;
            rami::game_state start = maker.make(draw_with_top);
            const rules_case c{draw.document, start.players, seed};
            if (draw_with_top) {
                auto took = rami::apply(start, rami::move::take_discard());
                if (took) start = *took;
                else start.phase = rami::phase::play;  // as after a draw
            }
            const random_turn turn = play_random_turn(start, random);
            if (turn.dead_end) {
                ++failures;
                FAIL_CHECK(failed("no legal action in the middle of a legal turn", c, turn.end));
                continue;  // failed: the turn has no end to reorder
            }
            const std::string expected = settled(turn.end);
            const int before = static_cast<int>(start.table.size());
            std::vector<std::size_t> order(turn.steps.size());
            for (std::size_t k = 0; k < order.size(); ++k) order[k] = k;
            for (int tries = 0; tries < 8; ++tries) {
                rami::shuffle(std::span<std::size_t>(order), random);
                const auto steps = in_order(turn, order, before);
                if (!steps) continue;  // a step before the meld it goes onto: no order at all
                ++orders_compared;
                const bool allowed = rules_allow(start, *steps, turn.discarded);
                const auto engine = engine_plays(start, *steps, turn.discarded);
                const bool same = engine.has_value() == allowed && (!engine || settled(*engine) == expected);
                if (!same) {
                    std::ostringstream text;
                    text << "order: ";
                    for (const rami::play_step& step : *steps) text << describe(rami::move::single(step)) << "; ";
                    text << (turn.discarded ? "discard " + rami::to_string(*turn.discarded) : "out") << ": the rules "
                         << (allowed ? "allow" : "refuse") << " it, the engine " << (engine ? "accepts" : "refuses") << " it"
                         << (engine && allowed ? ", to another final state" : "");
                    ++failures;
                    FAIL_CHECK(failed(text.str(), c, start));
                }
                orders_allowed += engine && allowed ? 1 : 0;
            }
        }
    }
    WARN("rules space, order: " << documents << " documents (" << refused << " refused on the way), " << orders_compared
                                << " orders compared, " << orders_allowed << " allowed, " << failures << " failures");
    CHECK(orders_allowed > documents);  // most turns have orders to compare
}

}  // namespace test_rules_space_exact
