// Finds the dearest listings of house rules: random rounds under rules documents drawn from the
// whole rules table (tests/support/rules_space.hpp, as the liveness property and fuzz_rules
// draw them) and as many rounds of the built-in variants under drawn options (as fuzz_play
// draws them: deal_variant_with_options), each listing timed, and prints the states of the
// dearest ones, one JSON state per line (its rules inside), dearest first.
// benchmarks/data/states_dearest.jsonl is its output for the first 2,000 of each;
// `legal_actions_dearest` (bench_actions.cpp) replays it.
//
//   rami_dearest_states [ROUNDS] [KEEP] > benchmarks/data/states_dearest.jsonl
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "rami/json.hpp"
#include "rami/rami.hpp"
#include "house_rules.hpp"

namespace {

/// The time of one listing of `s`, the fastest of `runs`, in seconds.
double listing_time(const rami::game_state& s, int runs) {
    double best = 1e9;
    for (int run = 0; run < runs; ++run) {
        const auto begin = std::chrono::steady_clock::now();
        const auto legal = rami::numbered_legal_actions(s);
        const std::chrono::duration<double> took = std::chrono::steady_clock::now() - begin;
        best = std::min(best, took.count());
    }
    return best;
}

struct timed_state {
    double seconds = 0;
    rami::game_state state;
};

}  // namespace

int main(int argc, char** argv) {
    const std::uint64_t rounds = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 2000;
    const std::size_t keep = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 40;
    std::vector<timed_state> dearest;  // the 4 * keep dearest by one timing each
    for (std::uint64_t round_number = 0; round_number < 2 * rounds; ++round_number) {
        const std::uint64_t doc = round_number / 2;
        if (round_number % 500 == 0 && !dearest.empty())
            std::fprintf(stderr, "%llu rounds, dearest listing %.3f ms\n", static_cast<unsigned long long>(round_number), 1e3 * dearest.front().seconds);
        auto round = round_number % 2 == 0 ? deal_house_rules(doc) : deal_variant_with_options(doc);
        if (!round) continue;
        auto& [s, random] = *round;
        for (int n = 0; n < 2000 && s.phase != rami::phase::over; ++n) {
            const double seconds = listing_time(s, 1);
            if (dearest.size() < 4 * keep || seconds > dearest.back().seconds) {
                dearest.push_back({seconds, s});
                std::sort(dearest.begin(), dearest.end(), [](const timed_state& a, const timed_state& b) { return a.seconds > b.seconds; });
                if (dearest.size() > 4 * keep) dearest.pop_back();
            }
            const auto legal = rami::legal_actions(s);
            if (legal.empty()) {
                std::fprintf(stderr, "round %llu: no legal action before the round's end\n", static_cast<unsigned long long>(round_number));
                return 1;
            }
            s = *rami::apply(s, legal[random.below(static_cast<std::uint32_t>(legal.size()))]);
        }
    }
    // Timed again, the fastest of three, so that a state is not kept for one slow run.
    for (timed_state& t : dearest) t.seconds = listing_time(t.state, 3);
    std::sort(dearest.begin(), dearest.end(), [](const timed_state& a, const timed_state& b) { return a.seconds > b.seconds; });
    if (dearest.size() > keep) dearest.resize(keep);
    for (const timed_state& t : dearest) {
        std::printf("%s\n", rami::dump_state(t.state).c_str());
        std::fprintf(stderr, "%.3f ms\n", 1e3 * t.seconds);
    }
}
