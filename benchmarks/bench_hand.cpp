// The hand analysis on the hand files of benchmarks/data (one hand per line).
#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "data_file.hpp"
#include "each_timed.hpp"
#include "rami/rami.hpp"

namespace {

std::vector<std::vector<rami::card>> load_hands(const std::string& name) {
    std::vector<std::vector<rami::card>> hands;
    std::ifstream in(data_file(name));
    for (std::string line; std::getline(in, line);)
        if (auto cards = rami::parse_cards(line)) hands.push_back(std::move(*cards));
    return hands;
}

template <class Analyse>
void over_hands(benchmark::State& state, const std::string& file, Analyse analyse) {
    const auto hands = load_hands(file);
    if (hands.empty()) {
        state.SkipWithError(("no hands in " + file).c_str());
        return;
    }
    rami::hand_solver solver;
    std::size_t i = 0;
    for (auto _ : state) {
        analyse(solver, hands[i]);
        if (++i == hands.size()) i = 0;  // not a modulo: a division costs as much as a small hand
    }
    state.SetItemsProcessed(state.iterations());
}

/// Times each hand apart (each_timed.hpp): the median and the worst hand, in ns.
template <class Analyse>
void per_hand(benchmark::State& state, const std::string& file, Analyse analyse) {
    const auto hands = load_hands(file);
    if (hands.empty()) {
        state.SkipWithError(("no hands in " + file).c_str());
        return;
    }
    rami::hand_solver solver;
    time_each(state, hands, [&](const std::vector<rami::card>& hand) { analyse(solver, hand); });
}

/// The opening search of `rami best` for a seat that has not opened (rami51, R6), hand by hand.
void opening_rami51_dense15_per_hand(benchmark::State& state) {
    per_hand(state, "hands_rami51_dense15.txt", [](rami::hand_solver& solver, const std::vector<rami::card>& hand) {
        auto lay_down = solver.best_lay_down(rami::rules_of<rami::variants::rami51>, hand, false);
        benchmark::DoNotOptimize(lay_down);
    });
}
BENCHMARK(opening_rami51_dense15_per_hand)->Unit(benchmark::kMillisecond)->MinTime(2.0);

/// Everything `rami best` computes for a hand (min deadwood, best lay-down, can go out), hand by hand.
void full_analysis_rami51_dense15_per_hand(benchmark::State& state) {
    per_hand(state, "hands_rami51_dense15.txt", [](rami::hand_solver& solver, const std::vector<rami::card>& hand) {
        const rami::rules& r = rami::rules_of<rami::variants::rami51>;
        auto deadwood = solver.min_deadwood(r, hand);
        auto lay_down = solver.best_lay_down(r, hand, false);
        auto out = solver.can_go_out(r, hand, false);
        benchmark::DoNotOptimize(deadwood);
        benchmark::DoNotOptimize(lay_down);
        benchmark::DoNotOptimize(out);
    });
}
BENCHMARK(full_analysis_rami51_dense15_per_hand)->Unit(benchmark::kMillisecond)->MinTime(2.0);

void min_deadwood_random10(benchmark::State& state) {
    over_hands(state, "hands_random10.txt", [](rami::hand_solver& solver, const std::vector<rami::card>& hand) {
        auto deadwood = solver.min_deadwood(rami::rules_of<rami::variants::rummy_classic>, hand);
        benchmark::DoNotOptimize(deadwood);
    });
}
BENCHMARK(min_deadwood_random10);

void best_discard_dense11(benchmark::State& state) {
    over_hands(state, "hands_dense11.txt", [](rami::hand_solver& solver, const std::vector<rami::card>& hand) {
        auto choice = solver.best_discard(rami::rules_of<rami::variants::rummy_classic>, hand);
        benchmark::DoNotOptimize(choice);
    });
}
BENCHMARK(best_discard_dense11);

void best_lay_down_rami51_15(benchmark::State& state) {
    over_hands(state, "hands_rami51_15.txt", [](rami::hand_solver& solver, const std::vector<rami::card>& hand) {
        auto lay_down = solver.best_lay_down(rami::rules_of<rami::variants::rami51>, hand, false);
        benchmark::DoNotOptimize(lay_down);
    });
}
BENCHMARK(best_lay_down_rami51_15);

void best_lay_down_rami51_dense15(benchmark::State& state) {
    over_hands(state, "hands_rami51_dense15.txt", [](rami::hand_solver& solver, const std::vector<rami::card>& hand) {
        auto lay_down = solver.best_lay_down(rami::rules_of<rami::variants::rami51>, hand, false);
        benchmark::DoNotOptimize(lay_down);
    });
}
BENCHMARK(best_lay_down_rami51_dense15);

}  // namespace
