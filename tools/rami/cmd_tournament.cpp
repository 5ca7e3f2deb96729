// `rami tournament`: many rounds between bots; each bot's win rate and mean points, the mean
// number of turns per round, and rounds per second.

#include <algorithm>
#include <chrono>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "game_record.hpp"
#include "output.hpp"

namespace rami_cli {
namespace {

struct tournament_options {
    std::string variant = "rami51";
    int rounds = 100;
    std::string bots = "greedy,random";
    std::uint64_t seed = 1;
    int max_moves = 5000;
};

int run_tournament(const tournament_options& o) {
    auto rules = rami::variant_by_id(o.variant);
    if (!rules) return report_malformed(rules.error());
    const int players = static_cast<int>(std::count(o.bots.begin(), o.bots.end(), ',')) + 1;
    auto names = bot_names(o.bots, players);
    if (!names) return report_malformed(names.error());
    if (o.rounds < 1 || o.rounds > 1000000) return report_usage("--rounds is 1 to 1000000");

    // Seats rotate every round, so that no bot always plays first.
    std::vector<int> wins(static_cast<std::size_t>(players));
    std::vector<long long> points(static_cast<std::size_t>(players));
    int deadlocks = 0, capped = 0;
    long long turns = 0;
    const auto started = std::chrono::steady_clock::now();
    for (int round = 0; round < o.rounds; ++round) {
        const int shift = round % players;
        std::vector<std::string> seated(static_cast<std::size_t>(players));
        for (int seat = 0; seat < players; ++seat) seated[static_cast<std::size_t>(seat)] = (*names)[static_cast<std::size_t>((seat + shift) % players)];
        auto record = play_seated_round(*rules, seated, o.seed + static_cast<std::uint64_t>(round), o.max_moves);
        if (!record) return report_malformed(record.error());
        turns += record->end.turn;
        if (record->capped) {
            ++capped;
            continue;
        }
        const rami::round_result& r = *record->end.result;
        if (r.winner < 0) ++deadlocks;
        for (int seat = 0; seat < players; ++seat) {
            const auto bot = static_cast<std::size_t>((seat + shift) % players);
            points[bot] += r.points[static_cast<std::size_t>(seat)];
            if (seat == r.winner) ++wins[bot];
        }
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    nlohmann::json bots = nlohmann::json::array();
    for (int b = 0; b < players; ++b)
        bots.push_back({{"bot", (*names)[static_cast<std::size_t>(b)]},
                        {"win_rate", static_cast<double>(wins[static_cast<std::size_t>(b)]) / o.rounds},
                        {"mean_points", static_cast<double>(points[static_cast<std::size_t>(b)]) / o.rounds}});
    print_json({{"variant", std::string(rules->id)}, {"rounds", o.rounds}, {"bots", std::move(bots)},
                {"deadlocks", deadlocks}, {"capped", capped},
                {"mean_turns", static_cast<double>(turns) / o.rounds},
                {"rounds_per_second", seconds > 0 ? o.rounds / seconds : 0.0}});
    return done;
}

}  // namespace

command add_tournament_command(CLI::App& parent) {
    auto options = std::make_shared<tournament_options>();
    CLI::App* app = parent.add_subcommand("tournament", "Many rounds between bots: win rates, mean points, speed");
    app->add_option("--variant", options->variant, "Variant id (default rami51)");
    app->add_option("--rounds", options->rounds, "Rounds to play (default 100)");
    app->add_option("--bots", options->bots, "One bot per seat: " + rami::bot_names_text() + " (default greedy,random)");
    app->add_option("--seed", options->seed, "Seed of the first round (default 1)");
    app->add_option("--max-moves", options->max_moves, "Stop a round after this many choices of the bots (default 5000)");
    return {app, [options] { return run_tournament(*options); }};
}

}  // namespace rami_cli
