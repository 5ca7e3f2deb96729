// `rami play`: whole rounds (or a match, R14) between the built-in bots, as a log for a person
// or, with --json, as a record that `rami replay` checks. `--rules FILE` plays a custom variant
// (a rules document, rami.rules/1): each recorded state carries it.

#include <iostream>
#include <string>

#include <CLI/CLI.hpp>

#include "game_log.hpp"
#include "game_record.hpp"
#include "output.hpp"

namespace rami_cli {
namespace {

struct play_options {
    std::string variant = "rami51";
    std::string rules_file;
    int players = 4;
    std::uint64_t seed = 1;
    std::string bots = "greedy";
    bool match = false;
    bool json = false;
    int max_moves = 5000;
};

int run_play(const play_options& o) {
    cli_result<rami::rules> rules = rami::variant_by_id(o.variant);
    if (!o.rules_file.empty()) {
        auto text = read_input(o.rules_file);
        if (!text) return report_malformed(text.error());
        auto custom = rami::parse_rules(*text);
        if (!custom) return report_malformed(with_context(custom.error(), o.rules_file));
        rules = *custom;
    }
    if (!rules) return report_malformed(rules.error());
    auto names = bot_names(o.bots, o.players);
    if (!names) return report_malformed(names.error());
    auto state = rami::new_game(*rules, o.players, o.seed);
    if (!state) return report_malformed(state.error());

    nlohmann::json rounds = nlohmann::json::array();
    if (!o.json)
        std::cout << rules->name << " (" << rules->id << "), " << o.players << " players, seed " << o.seed << ", bots "
                  << o.bots << '\n';
    for (int round = 1;; ++round) {
        auto record = rami::play_round(*state, make_bots(*names, state->seed), o.max_moves);
        if (!record) return report_malformed(with_context(record.error(), "a bot's move was refused"));
        if (o.json) {
            rounds.push_back(round_json(*record));
        } else {
            std::cout << "\nRound " << round << ": seat " << record->start.first << " plays first.\n";
            rami::game_state s = record->start;
            bool turn_starts = true;
            for (const rami::move& m : record->moves) {
                if (turn_starts)
                    std::cout << "Turn " << s.turn + 1 << ", seat " << s.current << " holds " << symbols(s.hand(s.current)) << '\n';
                turn_starts = m.type == rami::move_type::discard;
                rami::game_state next = *rami::apply(s, m);
                log_move(std::cout, s, m, next);
                s = next;
            }
            if (record->capped) std::cout << "Stopped after " << o.max_moves << " moves.\n";
            log_result(std::cout, s);
        }
        const int winner = rami::match_winner(record->end);
        if (!o.match || record->capped || winner >= 0) {
            if (o.match && !o.json && winner >= 0) std::cout << "\nThe match is over: seat " << winner << " wins.\n";
            if (o.json) {
                nlohmann::json out{{"format", std::string(record_format)}, {"variant", std::string(rules->id)},
                                   {"players", o.players}, {"seed", o.seed}, {"bots", *names}, {"rounds", std::move(rounds)}};
                if (o.match) out["match_winner"] = winner >= 0 ? nlohmann::json(winner) : nlohmann::json(nullptr);
                print_json(out);
            }
            return done;
        }
        auto next = rami::next_round(record->end);
        if (!next) return report_malformed(next.error());
        state = std::move(next);
    }
}

}  // namespace

command add_play_command(CLI::App& parent) {
    auto options = std::make_shared<play_options>();
    CLI::App* app = parent.add_subcommand("play", "Play a whole round (or a match) between the built-in bots");
    CLI::Option* variant = app->add_option("--variant", options->variant, "Variant id (default rami51)");
    app->add_option("--rules", options->rules_file, "A rules document (rami.rules/1) for a custom variant, - for stdin")
        ->excludes(variant);
    app->add_option("--players", options->players, "Number of players (default 4)");
    app->add_option("--seed", options->seed, "Seed of the deal and of the random bots (default 1)");
    app->add_option("--bots", options->bots, "Bots, one per seat or one for all: " + rami::bot_names_text() + " (default greedy)");
    app->add_flag("--match", options->match, "Play rounds until the match ends (R14)");
    app->add_flag("--json", options->json, "Print the record (initial state, every move, result) as JSON");
    app->add_option("--max-moves", options->max_moves, "Stop a round after this many choices of the bots (default 5000)");
    return {app, [options] { return run_play(*options); }};
}

}  // namespace rami_cli
