// Turns one action at a time (docs/actions.md): random play through legal_actions + apply, and
// legal_actions alone on states from the middle of rounds, of the built-in variants and of
// house rules drawn from the whole rules table (tests/support/rules_space.hpp).
#include <benchmark/benchmark.h>

#include <fstream>
#include <string>
#include <vector>

#include "data_file.hpp"
#include "each_timed.hpp"
#include "house_rules.hpp"
#include "rami/json.hpp"
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

/// Random play through legal_actions + apply over the eight variants, 2 to 4 seats (each
/// iteration one round of each variant and number of seats, the next seed): actions per second.
void random_actions_all_variants(benchmark::State& state) {
    std::uint64_t seed = 0;
    std::int64_t actions = 0;
    for (auto _ : state) {
        for (const rami::rules& r : rami::all_variants)
            for (int players = 2; players <= 4; ++players) {
                if (!r.accepts_players(players)) continue;
                rami::game_state s = *rami::new_game(r, players, seed);
                rami::splitmix64 random(seed * 8 + static_cast<std::uint64_t>(players));
                for (int n = 0; n < 5000 && s.phase != rami::phase::over; ++n) {
                    const auto legal = rami::legal_actions(s);
                    s = *rami::apply(s, legal[random.below(static_cast<std::uint32_t>(legal.size()))]);
                    ++actions;
                }
            }
        ++seed;
    }
    state.counters["actions_per_second"] = benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
    state.SetItemsProcessed(actions);
}
BENCHMARK(random_actions_all_variants)->Unit(benchmark::kMillisecond);

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

/// legal_actions on the states of random rounds under 100 rules documents drawn from the whole
/// rules table (the documents check_rules accepts of the first 100 seeds of
/// rami_test::random_rules: one in eight with two decks, six to eight jokers and hands of up to
/// 22 cards), every 10th state of each round, each timed apart: the median and the worst state,
/// in ns. The worst is what a table server running house rules waits for at most.
void legal_actions_house_rules(benchmark::State& state) {
    std::vector<rami::game_state> states;
    for (std::uint64_t doc = 0; doc < 100; ++doc) {
        auto round = deal_house_rules(doc);
        if (!round) continue;
        auto& [s, random] = *round;
        for (int n = 0; n < 2000 && s.phase != rami::phase::over; ++n) {
            if (n % 10 == 0) states.push_back(s);
            const auto legal = rami::legal_actions(s);
            s = *rami::apply(s, legal[random.below(static_cast<std::uint32_t>(legal.size()))]);
        }
    }
    time_each(state, states, [](const rami::game_state& s) {
        auto legal = rami::numbered_legal_actions(s);
        benchmark::DoNotOptimize(legal);
    });
}
BENCHMARK(legal_actions_house_rules)->Unit(benchmark::kMillisecond)->Iterations(2);

/// legal_actions on the dearest states found under house rules (data/states_dearest.jsonl, one
/// JSON state per line, written by rami_dearest_states), each timed apart: the median and the
/// worst, in ns. No listing should take a table server's event loop more than 1 ms.
void legal_actions_dearest(benchmark::State& state) {
    std::vector<rami::game_state> states;
    std::ifstream in(data_file("states_dearest.jsonl"));
    for (std::string line; std::getline(in, line);)
        if (auto s = rami::parse_state(line)) states.push_back(std::move(*s));
    if (states.empty()) {
        state.SkipWithError("no states in states_dearest.jsonl");
        return;
    }
    time_each(state, states, [](const rami::game_state& s) {
        auto legal = rami::numbered_legal_actions(s);
        benchmark::DoNotOptimize(legal);
    });
}
BENCHMARK(legal_actions_dearest)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace
