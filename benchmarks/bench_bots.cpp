// The ISMCTS bot's speed (rami/bots/ismcts.hpp): iterations per second of its search, one
// core, on the decisions of greedy rounds for two seats. A program of its own
// (rami_bot_benchmarks): a decision takes tens of milliseconds, too long for the figures of
// rami_benchmarks that benchmarks/report.py repeats.
#include <benchmark/benchmark.h>

#include <memory>
#include <vector>

#include "rami/bot.hpp"
#include "rami/rami.hpp"

namespace {

/// The views of the seat to act, taken every third move of greedy rounds for two seats (the
/// searches start from what a player meets: draws, melds, lay-offs and discards).
std::vector<rami::game_view> decisions(const rami::rules& rules, int count) {
    std::vector<rami::game_view> views;
    for (std::uint64_t seed = 1; static_cast<int>(views.size()) < count; ++seed) {
        rami::game_state s = *rami::new_game(rules, 2, seed);
        std::vector<std::unique_ptr<rami::bot>> bots;
        bots.push_back(rami::make_bot("greedy", 0));
        bots.push_back(rami::make_bot("greedy", 0));
        const auto record = rami::play_round(s, bots);
        for (std::size_t n = 0; n < record->moves.size() && static_cast<int>(views.size()) < count; ++n) {
            if (n % 3 == 0) views.push_back(rami::view(s, s.current));
            s = *rami::apply(s, record->moves[n]);
        }
    }
    return views;
}

/// ISMCTS decisions of `iterations` iterations each (ismcts-medium's 600 by default), cycling
/// through 60 decisions of the variant: iterations per second and milliseconds per decision.
void ismcts_decisions(benchmark::State& state, const rami::rules& rules) {
    const std::vector<rami::game_view> views = decisions(rules, 60);
    rami::bots::ismcts_options options;
    options.iterations = static_cast<int>(state.range(0));
    rami::bots::ismcts_bot bot(7, options);
    std::int64_t iterations = 0;
    std::size_t next = 0;
    for (auto _ : state) {
        const rami::move m = bot.choose(views[next++ % views.size()]);
        benchmark::DoNotOptimize(m);
        iterations += bot.last_search().iterations;
    }
    state.counters["iterations_per_second"] = benchmark::Counter(static_cast<double>(iterations), benchmark::Counter::kIsRate);
}
BENCHMARK_CAPTURE(ismcts_decisions, rami51, rami::rules_of<rami::variants::rami51>)
    ->Arg(rami::bots::ismcts_medium_iterations)->Unit(benchmark::kMillisecond)->Iterations(120);
BENCHMARK_CAPTURE(ismcts_decisions, rummy_classic, rami::rules_of<rami::variants::rummy_classic>)
    ->Arg(rami::bots::ismcts_medium_iterations)->Unit(benchmark::kMillisecond)->Iterations(120);
BENCHMARK_CAPTURE(ismcts_decisions, rami7, rami::rules_of<rami::variants::rami7>)
    ->Arg(rami::bots::ismcts_medium_iterations)->Unit(benchmark::kMillisecond)->Iterations(120);

}  // namespace
