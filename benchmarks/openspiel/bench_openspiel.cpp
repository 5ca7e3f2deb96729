// OpenSpiel's gin rummy MinDeadwood (open_spiel/games/gin_rummy/gin_rummy_utils.cc, compiled
// unmodified from the checkout given as RAMI_OPENSPIEL_DIR) beside rami's hand analysis, on the
// same hand files, in one run: the comparison of benchmarks/README.md.
//
// OpenSpiel's MinDeadwood of an 11-card hand lays its best meld group and drops the costliest
// card left (its knock rule); rami's figure for those hands is best_discard, the discard that
// leaves the least deadwood.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "data_file.hpp"
#include "open_spiel/games/gin_rummy/gin_rummy_utils.h"
#include "rami/rami.hpp"

// The one function of OpenSpiel's own library that gin_rummy_utils.cc calls (from its checks,
// which these hands never fail): defined here so that no more of OpenSpiel is built.
namespace open_spiel {
[[noreturn]] void SpielFatalError(const std::string& error_msg) {
    std::fprintf(stderr, "OpenSpiel fatal error: %s\n", error_msg.c_str());
    std::abort();
}
}  // namespace open_spiel

namespace {

struct hand_file {
    std::vector<std::vector<rami::card>> rami;
    std::vector<std::vector<int>> openspiel;  // suit * 13 + rank - 1
};

hand_file load(const std::string& name) {
    hand_file hands;
    std::ifstream in(data_file(name));
    for (std::string line; std::getline(in, line);) {
        auto cards = rami::parse_cards(line);
        if (!cards) continue;
        std::vector<int> ints;
        for (const rami::card c : *cards) ints.push_back(static_cast<int>(c.suit()) * 13 + c.rank() - 1);
        hands.rami.push_back(std::move(*cards));
        hands.openspiel.push_back(std::move(ints));
    }
    return hands;
}

template <class Hands, class Analyse>
void over(benchmark::State& state, const Hands& hands, Analyse analyse) {
    if (hands.empty()) {
        state.SkipWithError("no hands (benchmarks/data)");
        return;
    }
    std::size_t i = 0;
    for (auto _ : state) {
        analyse(hands[i]);
        if (++i == hands.size()) i = 0;
    }
    state.SetItemsProcessed(state.iterations());
}

const open_spiel::gin_rummy::GinRummyUtils& gin_rummy() {
    static const open_spiel::gin_rummy::GinRummyUtils utils(13, 4, 10);  // the standard game: 10-card hands
    return utils;
}

void openspiel_min_deadwood_random10(benchmark::State& state) {
    static const hand_file hands = load("hands_random10.txt");
    over(state, hands.openspiel, [](const std::vector<int>& hand) { benchmark::DoNotOptimize(gin_rummy().MinDeadwood(hand)); });
}
BENCHMARK(openspiel_min_deadwood_random10);

void rami_min_deadwood_random10(benchmark::State& state) {
    static const hand_file hands = load("hands_random10.txt");
    rami::hand_solver solver;
    over(state, hands.rami, [&](const std::vector<rami::card>& hand) {
        benchmark::DoNotOptimize(solver.min_deadwood(rami::rules_of<rami::variants::rummy_classic>, hand));
    });
}
BENCHMARK(rami_min_deadwood_random10);

void openspiel_min_deadwood_dense11(benchmark::State& state) {
    static const hand_file hands = load("hands_dense11.txt");
    over(state, hands.openspiel, [](const std::vector<int>& hand) { benchmark::DoNotOptimize(gin_rummy().MinDeadwood(hand)); });
}
BENCHMARK(openspiel_min_deadwood_dense11);

void rami_best_discard_dense11(benchmark::State& state) {
    static const hand_file hands = load("hands_dense11.txt");
    rami::hand_solver solver;
    over(state, hands.rami, [&](const std::vector<rami::card>& hand) {
        benchmark::DoNotOptimize(solver.best_discard(rami::rules_of<rami::variants::rummy_classic>, hand));
    });
}
BENCHMARK(rami_best_discard_dense11);

}  // namespace
