// Rounds played on many threads at once over shared data: the rules of every variant (the
// rami::all_variants table and rules_of<...>), the same starting states, read by every thread
// (views, legal moves, the hand analysis, JSON). Each thread has its own bots and hand solvers,
// as docs/reliability.md asks. Every round must end as it does on one thread. Built as its own
// program (rami_thread_tests) so that the preset `tsan` runs it under ThreadSanitizer without
// the whole suite.
#include "catch.hpp"

#include <cstdint>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "rami/bot.hpp"
#include "rami/json.hpp"
#include "rami/rami.hpp"

namespace {

constexpr int thread_count = 8;
constexpr int move_cap = 400;

struct round_case {
    rami::game_state start;
    bool greedy = false;
    rami::game_state end;  // as played on one thread
};

std::vector<std::unique_ptr<rami::bot>> bots_for(const round_case& c, std::uint64_t seed) {
    std::vector<std::unique_ptr<rami::bot>> bots;
    for (int seat = 0; seat < c.start.players; ++seat)
        bots.push_back(rami::make_bot(c.greedy ? "greedy" : "random", seed + static_cast<std::uint64_t>(seat)));
    return bots;
}

/// What one thread checks of one round: the same end as on one thread; the shared start's
/// JSON and the hand analysis of its hands, the same as on one thread.
std::string play_and_compare(const round_case& c, std::uint64_t seed, const std::string& start_json, int deadwood) {
    const auto record = rami::play_round(c.start, bots_for(c, seed), move_cap);
    if (!record) return std::string(c.start.rules.id) + ": a bot's move refused: " + record.error().message();
    if (!(record->end == c.end)) return std::string(c.start.rules.id) + ": the round ends otherwise than on one thread";
    if (nlohmann::json(c.start).dump() != start_json) return std::string(c.start.rules.id) + ": the start's JSON differs";
    auto back = rami::parse_state(start_json);
    if (!back || !(*back == c.start)) return std::string(c.start.rules.id) + ": the start's JSON does not read back";
    rami::hand_solver solver;
    const auto got = solver.min_deadwood(c.start.rules, c.start.hand(0));
    if (!got || *got != deadwood)
        return std::string(c.start.rules.id) + ": another minimum deadwood";
    return {};
}

}  // namespace

TEST_CASE("threads: rounds of every variant on 8 threads over shared rules and states end as on one thread", "[threads]") {
    std::vector<round_case> cases;
    for (const rami::rules& r : rami::all_variants)
        for (const bool greedy : {false, true}) {
            round_case c;
            c.start = *rami::new_game(r, r.deal.min_players, 20261123u + static_cast<std::uint64_t>(cases.size()));
            c.greedy = greedy;
            cases.push_back(c);
        }
    std::vector<std::string> jsons;
    std::vector<int> deadwoods;
    for (round_case& c : cases) {
        auto record = rami::play_round(c.start, bots_for(c, 7), move_cap);
        REQUIRE(record.ok());
        c.end = record->end;
        jsons.push_back(nlohmann::json(c.start).dump());
        deadwoods.push_back(rami::min_deadwood(c.start.rules, c.start.hand(0)).value());
    }

    std::vector<std::string> problems(thread_count);
    std::vector<int> rounds(thread_count, 0);
    std::vector<std::thread> threads;
    for (int t = 0; t < thread_count; ++t)
        threads.emplace_back([&, t] {
            // Each thread starts at another case, so that different variants run at once.
            for (std::size_t k = 0; k < cases.size() && problems[static_cast<std::size_t>(t)].empty(); ++k) {
                const std::size_t i = (k + static_cast<std::size_t>(t)) % cases.size();
                problems[static_cast<std::size_t>(t)] = play_and_compare(cases[i], 7, jsons[i], deadwoods[i]);
                ++rounds[static_cast<std::size_t>(t)];
            }
        });
    for (std::thread& thread : threads) thread.join();
    for (int t = 0; t < thread_count; ++t) {
        INFO("thread " << t);
        CHECK(problems[static_cast<std::size_t>(t)] == "");
        CHECK(rounds[static_cast<std::size_t>(t)] == static_cast<int>(cases.size()));
    }
}
