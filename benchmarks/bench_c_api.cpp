// The C interface's cost: random rami51 rounds for 4 seats through rami_game_legal_actions and
// rami_game_step (bench_c.c, in C) against the same loop in C++ (numbered_legal_actions,
// action_from_id, apply), same seeds and same draws, so the same actions. Target: the C
// interface within 1.5x of C++ (benchmarks/README.md).
#include <benchmark/benchmark.h>

#include <cstdint>

#include "rami/rami.hpp"

extern "C" long rami_bench_c_round(std::uint64_t seed);  // bench_c.c

namespace {

std::uint64_t next_draw(std::uint64_t& s) {  // splitmix64, as bench_c.c
    std::uint64_t z = (s += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

long cpp_round(std::uint64_t seed) {
    rami::game_state s = *rami::new_game(rami::rules_of<rami::variants::rami51>, 4, seed);
    std::uint64_t random = seed;
    long actions = 0;
    while (actions < 5000 && s.phase != rami::phase::over) {
        const auto legal = rami::numbered_legal_actions(s);
        if (legal.empty()) break;
        const int id = legal[next_draw(random) % legal.size()].id;
        s = *rami::apply(s, *rami::action_from_id(s.rules, id));
        ++actions;
    }
    return actions;
}

template <long (*Round)(std::uint64_t)>
void random_actions(benchmark::State& state) {
    std::uint64_t seed = 0;
    std::int64_t actions = 0;
    for (auto _ : state) {
        const long n = Round(seed++);
        if (n < 0) {
            state.SkipWithError("a round failed");
            break;
        }
        actions += n;
    }
    state.counters["actions_per_second"] = benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
    state.SetItemsProcessed(actions);
}

void c_interface_random_actions(benchmark::State& state) { random_actions<rami_bench_c_round>(state); }
void cpp_random_actions(benchmark::State& state) { random_actions<cpp_round>(state); }
BENCHMARK(c_interface_random_actions)->Unit(benchmark::kMillisecond);
BENCHMARK(cpp_random_actions)->Unit(benchmark::kMillisecond);

}  // namespace
