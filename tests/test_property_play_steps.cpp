// The differential property of the one turn model: a whole `play` and its steps sent one
// action at a time get the same verdict (accepted, or the same error code and rule) and the
// same next state. Over random rounds of every variant with 2 to 6 seats: at states of the
// play phase, plays made of random legal actions, the bots' and legal_moves' plays, and the
// same plays mutated (steps reordered, dropped, duplicated, a card swapped for another of the
// hand). RAMI_PLAY_STEPS_ROUNDS sets the number of rounds (10,000, as the preset gcc runs it; 300 at
// RAMI_TEST_SIZE=small, under the sanitizers and emulators: support/test_size.hpp).
#include "catch.hpp"

#include <optional>
#include <string>
#include <vector>

#include "game_testing.hpp"
#include "rami/rami.hpp"
#include "test_size.hpp"

namespace {

/// A play of up to `most` random legal actions of `s` (no discard): its steps.
std::vector<rami::play_step> random_legal_steps(const rami::game_state& s, rami::splitmix64& random, int most) {
    std::vector<rami::play_step> steps;
    rami::game_state at = s;
    for (int k = 0; k < most && at.phase == rami::phase::play; ++k) {
        std::vector<rami::move> laying;
        for (rami::move& a : rami::legal_actions(at))
            if (rami::is_single_step(a.type)) laying.push_back(std::move(a));
        if (laying.empty()) break;
        const rami::move& chosen = laying[random.below(static_cast<std::uint32_t>(laying.size()))];
        auto next = rami::apply(at, chosen);
        REQUIRE(next.ok());  // a listed action is accepted
        steps.push_back(chosen.steps.front());
        at = *next;
    }
    return steps;
}

/// `steps` changed at random: reordered, one dropped, one doubled, or a card of a step swapped
/// for another card of the hand.
std::vector<rami::play_step> mutated(std::vector<rami::play_step> steps, const rami::game_state& s, rami::splitmix64& random) {
    if (steps.empty()) return steps;
    const auto pick = [&](std::size_t n) { return static_cast<std::size_t>(random.below(static_cast<std::uint32_t>(n))); };
    switch (random.below(4)) {
        case 0: rami::shuffle(std::span<rami::play_step>(steps), random); break;
        case 1: steps.erase(steps.begin() + static_cast<std::ptrdiff_t>(pick(steps.size()))); break;
        case 2: steps.insert(steps.begin() + static_cast<std::ptrdiff_t>(pick(steps.size() + 1)), steps[pick(steps.size())]); break;
        default: {
            rami::play_step& step = steps[pick(steps.size())];
            const auto hand = s.hand(s.current);
            if (!step.cards.empty() && !hand.empty()) step.cards[pick(step.cards.size())] = hand[pick(hand.size())];
        }
    }
    return steps;
}

struct tally {
    long plays = 0;
    long accepted = 0;
    long refused = 0;
};

/// The property at `s` for the play `steps`.
void check_same_verdict(const rami::game_state& s, const std::vector<rami::play_step>& steps, tally& seen) {
    if (steps.empty()) return;  // an empty play has no steps to send (empty_play, tested apart)
    const auto whole = rami::apply(s, rami::move::play(steps));
    const auto stepped = rami_test::one_at_a_time(s, steps);
    ++seen.plays;
    if (!(whole.ok() == stepped.ok() && (whole ? *whole == *stepped : whole.error().code == stepped.error().code &&
                                                                          whole.error().rule == stepped.error().rule))) {
        INFO(std::string(s.rules.id) << ", seat " << s.current << ", hand " << rami_test::text_of(s.hand(s.current)) << ": "
                                     << rami_test::describe(rami::move::play(steps)) << " -> as a play " << rami_test::refusal(whole)
                                     << ", one action at a time " << rami_test::refusal(stepped));
        FAIL_CHECK("a play and its steps disagree");
    }
    (whole ? seen.accepted : seen.refused)++;
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
                const auto laid = random_legal_steps(s, random, 4);
                check_same_verdict(s, laid, seen);
                check_same_verdict(s, mutated(laid, s, random), seen);
                if (random.below(8) == 0) {  // the bots' plays and the listed plays, less often: they cost more
                    const rami::move bot_move = greedy.choose(rami::view(s, s.current));
                    if (bot_move.type == rami::move_type::play) check_same_verdict(s, bot_move.steps, seen);
                    for (const rami::move& m : rami::legal_moves(s))
                        if (m.type == rami::move_type::play && m.steps.size() > 1) {
                            check_same_verdict(s, m.steps, seen);
                            check_same_verdict(s, mutated(m.steps, s, random), seen);
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
