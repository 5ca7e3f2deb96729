// The game: apply, legal moves, whole rounds between bots, and JSON round trips of a state.
#include <benchmark/benchmark.h>

#include <memory>
#include <string>
#include <vector>

#include "rami/bot.hpp"
#include "rami/json.hpp"
#include "rami/rami.hpp"

namespace {

const rami::rules& rami51() { return rami::rules_of<rami::variants::rami51>; }

/// A rami51 state some turns into a round, with melds on the table.
rami::game_state busy_state() {
    rami::game_state s = *rami::new_game(rami51(), 4, 42);
    rami::greedy_bot bot;
    for (int moves = 0; moves < 60; ++moves) {
        auto next = rami::apply(s, bot.choose(rami::view(s, s.current)));
        if (!next || next->phase == rami::phase::over) break;  // the state before the round's end
        s = *next;
    }
    return s;
}

void apply_discard(benchmark::State& state) {
    const rami::game_state s = *rami::new_game(rami51(), 4, 7);  // seat 0 plays first without a draw
    const rami::move m = rami::move::discard(s.hand(0)[0]);
    for (auto _ : state) {
        auto next = rami::apply(s, m);
        benchmark::DoNotOptimize(next);
    }
}
BENCHMARK(apply_discard);

void apply_draw(benchmark::State& state) {
    const rami::game_state s = *rami::apply(*rami::new_game(rami51(), 4, 7), rami::move::discard(rami::new_game(rami51(), 4, 7)->hand(0)[0]));
    const rami::move m = rami::move::draw();
    for (auto _ : state) {
        auto next = rami::apply(s, m);
        benchmark::DoNotOptimize(next);
    }
}
BENCHMARK(apply_draw);

void legal_moves_in_play(benchmark::State& state) {
    rami::game_state s = busy_state();
    if (s.phase == rami::phase::draw) s = *rami::apply(s, rami::move::draw());
    for (auto _ : state) {
        auto moves = rami::legal_moves(s);
        benchmark::DoNotOptimize(moves);
    }
}
BENCHMARK(legal_moves_in_play);

/// Rounds of rami51 with 4 bots of one kind; counts moves per second (view, legal moves,
/// choice, apply).
void rounds_of(benchmark::State& state, const char* kind) {
    std::uint64_t seed = 0;
    std::int64_t moves = 0;
    for (auto _ : state) {
        std::vector<std::unique_ptr<rami::bot>> bots;
        for (int seat = 0; seat < 4; ++seat) bots.push_back(rami::make_bot(kind, seed * 4 + static_cast<std::uint64_t>(seat)));
        auto record = rami::play_round(*rami::new_game(rami51(), 4, seed++), bots, 3000);
        moves += static_cast<std::int64_t>(record->moves.size());
    }
    state.counters["moves_per_second"] = benchmark::Counter(static_cast<double>(moves), benchmark::Counter::kIsRate);
    state.SetItemsProcessed(state.iterations());  // rounds
}
void random_rounds(benchmark::State& state) { rounds_of(state, "random"); }
void greedy_rounds(benchmark::State& state) { rounds_of(state, "greedy"); }
BENCHMARK(random_rounds)->Unit(benchmark::kMicrosecond);
BENCHMARK(greedy_rounds)->Unit(benchmark::kMicrosecond);

/// The state written as text (dump_state: the same bytes as nlohmann::json(s).dump()) and read
/// back, checked (parse_state).
void state_json_round_trip(benchmark::State& state) {
    const rami::game_state s = busy_state();
    for (auto _ : state) {
        const std::string text = rami::dump_state(s);
        auto back = rami::parse_state(text);
        benchmark::DoNotOptimize(back);
    }
}
BENCHMARK(state_json_round_trip)->Unit(benchmark::kMicrosecond);

/// The same through nlohmann's DOM both ways (to_json + dump, parse + state_from_json): what
/// a program holding a nlohmann::json pays.
void state_json_round_trip_dom(benchmark::State& state) {
    const rami::game_state s = busy_state();
    for (auto _ : state) {
        const std::string text = nlohmann::json(s).dump();
        auto back = rami::state_from_json(nlohmann::json::parse(text));
        benchmark::DoNotOptimize(back);
    }
}
BENCHMARK(state_json_round_trip_dom)->Unit(benchmark::kMicrosecond);

}  // namespace
