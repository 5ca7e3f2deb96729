// Turns one action at a time (docs/actions.md): random play through legal_actions + apply, and
// legal_actions alone on states from the middle of rounds.
#include <benchmark/benchmark.h>

#include <vector>

#include "each_timed.hpp"
#include "rami/rami.hpp"

namespace {

const rami::rules& rami51() { return rami::rules_of<rami::variants::rami51>; }

/// Rounds of rami51 for 4 seats, each action chosen uniformly among the legal actions (one
/// core): counts actions per second, legal_actions and apply included.
void random_actions(benchmark::State& state) {
    std::uint64_t seed = 0;
    std::int64_t actions = 0;
    for (auto _ : state) {
        rami::game_state s = *rami::new_game(rami51(), 4, seed);
        rami::splitmix64 random(seed++);
        for (int n = 0; n < 5000 && s.phase != rami::phase::over; ++n) {
            const auto legal = rami::legal_actions(s);
            s = *rami::apply(s, legal[random.below(static_cast<std::uint32_t>(legal.size()))]);
            ++actions;
        }
    }
    state.counters["actions_per_second"] = benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
    state.SetItemsProcessed(actions);
}
BENCHMARK(random_actions)->Unit(benchmark::kMillisecond);

/// legal_actions on 1,000 states from the middle of random rami51 rounds for 4 seats (turns 8
/// to 40, both phases), each timed apart: the median and the worst state, in ns.
void legal_actions_mid_round(benchmark::State& state) {
    std::vector<rami::game_state> states;
    for (std::uint64_t seed = 0; states.size() < 1000; ++seed) {
        rami::game_state s = *rami::new_game(rami51(), 4, 1000 + seed);
        rami::splitmix64 random(seed);
        for (int n = 0; n < 5000 && s.phase != rami::phase::over && states.size() < 1000; ++n) {
            if (s.turn >= 8 && s.turn < 40) states.push_back(s);
            const auto legal = rami::legal_actions(s);
            s = *rami::apply(s, legal[random.below(static_cast<std::uint32_t>(legal.size()))]);
        }
    }
    time_each(state, states, [](const rami::game_state& s) {
        auto legal = rami::numbered_legal_actions(s);
        benchmark::DoNotOptimize(legal);
    });
}
BENCHMARK(legal_actions_mid_round)->Unit(benchmark::kMillisecond);

}  // namespace
