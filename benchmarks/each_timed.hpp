#pragma once
// Times each item of a list apart: every iteration of the benchmark runs `work` once per item;
// each item keeps its fastest time (what it costs when nothing else runs), and the counters
// `median_ns` and `worst_ns` give the median and the worst item of those.

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <limits>
#include <vector>

template <class Item, class Work>
void time_each(benchmark::State& state, const std::vector<Item>& items, Work work) {
    std::vector<double> fastest(items.size(), std::numeric_limits<double>::max());
    for (auto _ : state) {
        for (std::size_t i = 0; i < items.size(); ++i) {
            const auto begin = std::chrono::steady_clock::now();
            work(items[i]);
            const std::chrono::duration<double, std::nano> took = std::chrono::steady_clock::now() - begin;
            fastest[i] = std::min(fastest[i], took.count());
        }
    }
    std::sort(fastest.begin(), fastest.end());
    state.counters["median_ns"] = fastest[fastest.size() / 2];
    state.counters["worst_ns"] = fastest.back();
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(items.size()));
}
