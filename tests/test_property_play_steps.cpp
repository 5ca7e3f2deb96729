// The differential property of the one turn model: a whole `play` and its steps sent one
// action at a time get the same verdict (accepted, or the same error code and rule) and the
// same next state. Over random rounds of every variant with 2 to 6 seats: at states of the
// play phase, plays made of random legal actions, the bots' and legal_moves' plays, and the
// same plays mutated (steps reordered, dropped, duplicated, a card swapped for another of the
// hand). RAMI_PLAY_STEPS_ROUNDS sets the number of rounds (10,000; 300 at RAMI_TEST_SIZE=small,
// under the sanitizers and emulators: support/test_size.hpp).
#include "catch.hpp"

#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include "game_testing.hpp"
#include "play_steps.hpp"
#include "rami/bot.hpp"
#include "rami/rami.hpp"
#include "test_size.hpp"

namespace test_property_play_steps {

namespace {

struct tally {
    long plays = 0;
    long accepted = 0;
    long refused = 0;
};

/// The property at `s` for the play `steps`.
void check_same_verdict(const rami::game_state& s, const std::vector<rami::play_step>& steps, tally& seen) {
    if (steps.empty()) return;  // an empty play has no steps to send (empty_play, tested apart)
    const rami_test::play_verdicts verdicts = rami_test::verdicts_of(s, steps);
    ++seen.plays;
    if (!verdicts.agree()) {
        INFO(std::string(s.rules.id) << ", seat " << s.current << ", hand " << rami_test::text_of(s.hand(s.current)) << ": "
                                     << rami_test::describe(rami::move::play(steps)) << " -> " << verdicts.text());
        FAIL_CHECK("a play and its steps disagree");
    }
    (verdicts.whole ? seen.accepted : seen.refused)++;
}

}  // namespace

TEST_CASE("A play and its steps one action at a time get the same verdict and the same state", "[property][turn]") {
    const int rounds = rami_test::test_size("RAMI_PLAY_STEPS_ROUNDS", 10000, 300);
    tally seen;
    rami::greedy_bot greedy;
    for (int round = 0; round < rounds; ++round) {
        const std::string_view id = rami_test::all_ids[static_cast<std::size_t>(round) % std::size(rami_test::all_ids)];
        const rami::rules& r = rami_test::rules_named(id);
        const int players = r.deal.min_players + (round / 8) % (r.deal.max_players - r.deal.min_players + 1);
        auto dealt = rami::new_game(r, players, static_cast<std::uint64_t>(round));
        REQUIRE(dealt.ok());
        rami::game_state s = *dealt;
        rami::splitmix64 random(static_cast<std::uint64_t>(round) * 7919u + 1u);
        for (int action = 0; action < 150 && s.phase != rami::phase::over; ++action) {
            if (s.phase == rami::phase::play && random.below(3) == 0) {
                const auto laid = rami_test::random_legal_steps(s, random, 4);
                check_same_verdict(s, laid, seen);
                check_same_verdict(s, rami_test::mutated(laid, s, random), seen);
                if (random.below(8) == 0) {  // the bots' plays and the listed plays, less often: they cost more
                    const rami::move bot_move = greedy.choose(rami::view(s, s.current));
                    if (bot_move.type == rami::move_type::play) check_same_verdict(s, bot_move.steps, seen);
                    for (const rami::move& m : rami::legal_moves(s))
                        if (m.type == rami::move_type::play && m.steps.size() > 1) {
                            check_same_verdict(s, m.steps, seen);
                            check_same_verdict(s, rami_test::mutated(m.steps, s, random), seen);
                        }
                }
            }
            const auto actions = rami::legal_actions(s);
            REQUIRE_FALSE(actions.empty());  // no dead ends: a seat always has a legal action
            auto next = rami::apply(s, actions[random.below(static_cast<std::uint32_t>(actions.size()))]);
            REQUIRE(next.ok());
            s = *next;
        }
    }
    INFO(seen.plays << " plays: " << seen.accepted << " accepted, " << seen.refused << " refused");
    CHECK(seen.plays > rounds);
    CHECK(seen.accepted > 0);
    CHECK(seen.refused > 0);
}

}  // namespace test_property_play_steps
