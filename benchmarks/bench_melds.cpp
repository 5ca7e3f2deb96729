// Meld validation (R3-R5) and the opening check (R6).
#include <benchmark/benchmark.h>

#include <vector>

#include "rami/rami.hpp"

namespace {

std::vector<std::vector<rami::card>> sample_melds() {
    std::vector<std::vector<rami::card>> melds;
    for (const char* text : {"4S 5S 6S", "9H 10H JH QH KH", "JK AH JK", "6S JK JK 9S", "8C 8H 8D", "QS KS JK",
                             "AD AS AH AC", "KH AH 2H", "8C 8H 8C", "7D 8D JK 10D JD"})
        melds.push_back(*rami::parse_cards(text));
    return melds;
}

void read_meld(benchmark::State& state) {
    const rami::rules& rules = rami::rules_of<rami::variants::rami51>;
    const auto melds = sample_melds();
    std::size_t i = 0;
    for (auto _ : state) {
        auto meld = rami::read_meld(rules, melds[i]);
        benchmark::DoNotOptimize(meld);
        if (++i == melds.size()) i = 0;  // not a modulo: a division costs as much as reading a meld
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(read_meld);

void check_opening(benchmark::State& state) {
    const rami::rules& rules = rami::rules_of<rami::variants::rami_francais>;
    const std::vector<rami::meld> melds{*rami::read_meld(rules, *rami::parse_cards("8S 7S 6S")),
                                        *rami::read_meld(rules, *rami::parse_cards("AH AC JK"))};
    for (auto _ : state) {
        auto verdict = rami::check_opening(rules, melds);
        benchmark::DoNotOptimize(verdict);
    }
}
BENCHMARK(check_opening);

}  // namespace
