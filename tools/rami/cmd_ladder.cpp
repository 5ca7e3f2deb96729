// `rami ladder`: a round robin of bots, heads-up, every pair on the same N deals each played both
// ways round (paired deals), then Bradley–Terry ratings as Elo with 95% intervals (rating.hpp;
// docs/bots.md, "Rating ladder"). A table for people, or one JSON document with --json.

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "game_record.hpp"
#include "output.hpp"
#include "rating.hpp"

namespace rami_cli {
namespace {

struct ladder_options {
    std::string variant = "rami51";
    std::string rules_file;
    std::string bots = "random,greedy";
    int rounds = 100;
    std::uint64_t seed = 1;
    int max_moves = 5000;
    bool json = false;
};

/// What a pair of bots did against each other: `wins[0]` of the first bot, `wins[1]` of the second.
struct pair_tally {
    std::size_t a = 0, b = 0;  ///< the bots, by their position in --bots (a < b)
    int games = 0;
    int wins[2] = {0, 0};
    int draws = 0;
};

/// The outcome of a finished heads-up round for seat 0: 1 won, 0 lost, -1 a draw. A round's
/// result is its R13 points: lower is better, except where the match goes to the first total to
/// reach the target (rummy_classic, where the winner scores the loser's hand). Equal points (a
/// deadlock, R12) and a round stopped by --max-moves are draws.
int seat0_outcome(const rami::round_record& record) {
    if (record.capped || !record.end.result) return -1;
    const int p0 = record.end.result->points[0], p1 = record.end.result->points[1];
    if (p0 == p1) return -1;
    return (p0 < p1) == record.end.rules.match.lowest_total_wins ? 1 : 0;
}

/// `x` to a tenth, the double nearest it (so that it prints as 812.3, not 812.3000000000001).
double tenths(double x) { return std::round(x * 10.0) / 10.0; }

std::string signed_elo(double elo) {
    char text[32];
    std::snprintf(text, sizeof text, "%+.0f", std::round(elo) == 0.0 ? 0.0 : elo);
    return text;
}

std::string percent(double share) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f%%", 100.0 * share);
    return text;
}

std::string padded(const std::string& text, std::size_t width, bool right = false) {
    if (text.size() >= width) return text;
    const std::string fill(width - text.size(), ' ');
    return right ? fill + text : text + fill;
}

int run_ladder(const ladder_options& o) {
    cli_result<rami::rules> rules = rami::variant_by_id(o.variant);
    if (!o.rules_file.empty()) {
        auto text = read_input(o.rules_file);
        if (!text) return report_malformed(text.error());
        auto custom = rami::parse_rules(*text);
        if (!custom) return report_malformed(with_context(custom.error(), o.rules_file));
        rules = *custom;
    }
    if (!rules) return report_malformed(rules.error());
    const int listed = static_cast<int>(std::count(o.bots.begin(), o.bots.end(), ',')) + 1;
    auto names = bot_names(o.bots, listed);
    if (!names) return report_malformed(names.error());
    if (listed < 2) return report_usage("--bots: a ladder needs two bots at least");
    for (std::size_t i = 0; i < names->size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
            if ((*names)[i] == (*names)[j]) return report_usage("--bots names \"" + (*names)[i] + "\" twice");
    if (o.rounds < 1 || o.rounds > 1000000) return report_usage("--rounds is 1 to 1000000");
    if (!rules->accepts_players(2))
        return report_malformed(rami::error(rami::error_code::players_out_of_range,
                                            "a ladder plays heads-up, and " + std::string(rules->id) + " takes " +
                                                std::to_string(rules->deal.min_players) + " to " +
                                                std::to_string(rules->deal.max_players) + " players"));

    // Every pair plays round k (seed S + k) twice: a in seat 0 then b in seat 0, the same deal.
    const std::size_t k = names->size();
    std::vector<pair_tally> pairs;
    for (std::size_t a = 0; a < k; ++a)
        for (std::size_t b = a + 1; b < k; ++b) {
            pair_tally pair;
            pair.a = a;
            pair.b = b;
            pairs.push_back(pair);
        }
    int capped = 0, deadlocks = 0;
    for (pair_tally& pair : pairs) {
        for (int round = 0; round < o.rounds; ++round) {
            const std::uint64_t seed = o.seed + static_cast<std::uint64_t>(round);
            for (int way = 0; way < 2; ++way) {
                const std::vector<std::string> seated = way == 0 ? std::vector{(*names)[pair.a], (*names)[pair.b]}
                                                                 : std::vector{(*names)[pair.b], (*names)[pair.a]};
                auto record = play_seated_round(*rules, seated, seed, o.max_moves);
                if (!record) return report_malformed(record.error());
                ++pair.games;
                capped += record->capped ? 1 : 0;
                deadlocks += !record->capped && record->end.result && record->end.result->winner < 0 ? 1 : 0;
                const int outcome = seat0_outcome(*record);
                if (outcome < 0)
                    ++pair.draws;
                else
                    ++pair.wins[(outcome == 1) == (way == 0) ? 0 : 1];
            }
        }
    }

    // wins[i][j]: the games i won against j, draws as half a win each (rating.hpp).
    std::vector<std::vector<double>> wins(k, std::vector<double>(k, 0.0));
    std::vector<int> games(k, 0), won(k, 0), drawn(k, 0);
    for (const pair_tally& pair : pairs) {
        wins[pair.a][pair.b] = pair.wins[0] + pair.draws / 2.0;
        wins[pair.b][pair.a] = pair.wins[1] + pair.draws / 2.0;
        for (int side = 0; side < 2; ++side) {
            const std::size_t bot = side == 0 ? pair.a : pair.b;
            games[bot] += pair.games;
            won[bot] += pair.wins[side];
            drawn[bot] += pair.draws;
        }
    }
    const rating::fit_options prior;  // one virtual draw a pair
    const rating::fit_result fit = rating::fit_bradley_terry(wins, prior);

    if (o.json) {
        nlohmann::json bots = nlohmann::json::array();
        for (std::size_t i = 0; i < k; ++i)
            bots.push_back({{"bot", (*names)[i]},
                            {"elo", tenths(fit.elo[i])},
                            {"elo_95", {tenths(fit.elo_low[i]), tenths(fit.elo_high[i])}},
                            {"games", games[i]},
                            {"wins", won[i]},
                            {"draws", drawn[i]},
                            {"losses", games[i] - won[i] - drawn[i]},
                            {"score", (won[i] + drawn[i] / 2.0) / games[i]}});
        nlohmann::json pair_list = nlohmann::json::array();
        for (const pair_tally& pair : pairs)
            pair_list.push_back({{"bots", {(*names)[pair.a], (*names)[pair.b]}},
                                 {"games", pair.games},
                                 {"wins", {pair.wins[0], pair.wins[1]}},
                                 {"draws", pair.draws},
                                 {"win_rate", {static_cast<double>(pair.wins[0]) / pair.games,
                                               static_cast<double>(pair.wins[1]) / pair.games}},
                                 {"score", {(pair.wins[0] + pair.draws / 2.0) / pair.games,
                                            (pair.wins[1] + pair.draws / 2.0) / pair.games}}});
        print_json({{"variant", std::string(rules->id)},
                    {"rounds", o.rounds},
                    {"seed", o.seed},
                    {"games", o.rounds * 2 * static_cast<int>(pairs.size())},
                    {"capped", capped},
                    {"deadlocks", deadlocks},
                    {"anchor", (*names)[0]},
                    {"prior_draws", prior.prior_draws},
                    {"converged", fit.converged},
                    {"bots", std::move(bots)},
                    {"pairs", std::move(pair_list)}});
        return done;
    }

    // The table, best first.
    std::vector<std::size_t> order(k);
    for (std::size_t i = 0; i < k; ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) { return fit.elo[x] > fit.elo[y]; });
    std::size_t name_width = 3;
    for (const std::string& name : *names) name_width = std::max(name_width, name.size());
    std::ostringstream out;
    out << "Rating ladder: " << rules->name << " (" << rules->id << "), heads-up, " << o.rounds << " deals from seed "
        << o.seed << ", each played both ways: " << 2 * o.rounds << " games a pair\n\n";
    out << "rank  " << padded("bot", name_width) << "    elo  95% interval    games   wins  draws  losses   score\n";
    for (std::size_t r = 0; r < k; ++r) {
        const std::size_t i = order[r];
        const std::string interval =
            i == 0 ? "(anchor)" : "[" + signed_elo(fit.elo_low[i]) + ", " + signed_elo(fit.elo_high[i]) + "]";
        out << padded(std::to_string(r + 1), 4, true) << "  " << padded((*names)[i], name_width) << "  "
            << padded(signed_elo(fit.elo[i]), 5, true) << "  " << padded(interval, 14) << "  "
            << padded(std::to_string(games[i]), 5, true) << "  " << padded(std::to_string(won[i]), 5, true) << "  "
            << padded(std::to_string(drawn[i]), 5, true) << "  "
            << padded(std::to_string(games[i] - won[i] - drawn[i]), 6, true) << "  "
            << padded(percent((won[i] + drawn[i] / 2.0) / games[i]), 6, true) << '\n';
    }
    out << "\npair" << std::string(2 * name_width + 1, ' ') << "  games       wins  draws  win rates\n";
    for (const pair_tally& pair : pairs) {
        out << padded((*names)[pair.a] + "-" + (*names)[pair.b], 2 * name_width + 5) << "  "
            << padded(std::to_string(pair.games), 5, true) << "  "
            << padded(std::to_string(pair.wins[0]) + "-" + std::to_string(pair.wins[1]), 9, true) << "  "
            << padded(std::to_string(pair.draws), 5, true) << "  "
            << percent(static_cast<double>(pair.wins[0]) / pair.games) << " - "
            << percent(static_cast<double>(pair.wins[1]) / pair.games) << '\n';
    }
    out << "\nElo: 400·log10 of the Bradley–Terry strength ratio, " << (*names)[0]
        << " at 0; a draw is half a win; one virtual draw a pair (the prior); 95% intervals from the observed "
           "Fisher information (docs/bots.md).\n";
    if (capped > 0 || deadlocks > 0)
        out << "Draws include " << deadlocks << " deadlocks (R12) and " << capped << " rounds stopped by --max-moves.\n";
    if (!fit.converged) out << "The fit did not converge: the ratings are not reliable.\n";
    std::cout << out.str();
    return done;
}

}  // namespace

command add_ladder_command(CLI::App& parent) {
    auto options = std::make_shared<ladder_options>();
    CLI::App* app = parent.add_subcommand("ladder", "Rate bots: a heads-up round robin on paired deals, Bradley-Terry Elo");
    CLI::Option* variant = app->add_option("--variant", options->variant, "Variant id (default rami51)");
    app->add_option("--rules", options->rules_file, "A rules document (rami.rules/1) for a custom variant, - for stdin")
        ->excludes(variant);
    app->add_option("--bots", options->bots, "The bots to rate, two at least: " + rami::bot_names_text() + " (default random,greedy)");
    app->add_option("--rounds", options->rounds, "Deals each pair plays, both ways round (default 100)");
    app->add_option("--seed", options->seed, "Seed of the first deal (default 1)");
    app->add_option("--max-moves", options->max_moves, "Stop a round after this many choices of the bots (default 5000)");
    app->add_flag("--json", options->json, "Print one JSON document instead of the table");
    return {app, [options] { return run_ladder(*options); }};
}

}  // namespace rami_cli
