#pragma once
// Plays made of legal steps, and the same plays changed at random, for the property that a
// whole `play` and its steps sent one action at a time get the same verdict and the same
// state (tests/test_property_play_steps.cpp over the eight variants,
// tests/test_rules_space.cpp over generated rules documents).
#include <cstddef>
#include <string>
#include <vector>

#include "game_testing.hpp"
#include "rami/rami.hpp"

namespace rami_test {

/// A play of up to `most` random legal actions of `s` (no discard): its steps. Each listed
/// action chosen must be accepted (REQUIRE).
inline std::vector<rami::play_step> random_legal_steps(const rami::game_state& s, rami::splitmix64& random, int most) {
    std::vector<rami::play_step> steps;
    rami::game_state at = s;
    for (int k = 0; k < most && at.phase == rami::phase::play; ++k) {
        std::vector<rami::move> laying;
        for (rami::move& a : rami::legal_actions(at))
            if (rami::is_single_step(a.type)) laying.push_back(std::move(a));
        if (laying.empty()) break;
        const rami::move& chosen = laying[random.below(static_cast<std::uint32_t>(laying.size()))];
        auto next = rami::apply(at, chosen);
        INFO("listed step " << describe(chosen) << " -> " << refusal(next));
        REQUIRE(next.ok());  // a listed action is accepted
        steps.push_back(chosen.steps.front());
        at = *next;
    }
    return steps;
}

/// `steps` changed at random: reordered, one dropped, one doubled, or a card of a step swapped
/// for another card of the hand.
inline std::vector<rami::play_step> mutated(std::vector<rami::play_step> steps, const rami::game_state& s, rami::splitmix64& random) {
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

/// The verdicts of `steps` (not empty) at `s` as one play and one action at a time.
struct play_verdicts {
    rami::result<rami::game_state> whole;
    rami::result<rami::game_state> stepped;

    /// The same verdict: both accepted with the same state, or both refused with the same
    /// error code and rule.
    [[nodiscard]] bool agree() const {
        if (whole.ok() != stepped.ok()) return false;
        if (whole) return *whole == *stepped;
        return whole.error().code == stepped.error().code && whole.error().rule == stepped.error().rule;
    }
    /// Both verdicts as text, for messages.
    [[nodiscard]] std::string text() const { return "as a play " + refusal(whole) + ", one action at a time " + refusal(stepped); }
};

inline play_verdicts verdicts_of(const rami::game_state& s, const std::vector<rami::play_step>& steps) {
    return {rami::apply(s, rami::move::play(steps)), one_at_a_time(s, steps)};
}

}  // namespace rami_test
