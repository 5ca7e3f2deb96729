// `rami replay FILE`: re-applies every move of a `rami play --json` record, checks that each is
// legal and that each round's result is the one recorded, and says where it differs if not.

#include <iostream>
#include <string>

#include <CLI/CLI.hpp>

#include "game_record.hpp"
#include "output.hpp"

namespace rami_cli {
namespace {

/// The answer for a record that does not replay: where, and why.
int differs(int round, int move, const cli_error& e) {
    nlohmann::json j{{"valid", false}, {"round", round}, {"error", error_json(e)["error"]}};
    if (move >= 0) j["move"] = move;
    print_json(j);
    return refused;
}

int run_replay(const std::string& path) {
    auto text = read_input(path);
    if (!text) return report_malformed(text.error());
    auto record = rami::parse_json(*text);
    if (!record) return report_malformed(record.error());
    if (!record->is_object() || record->value("format", "") != record_format || !record->contains("rounds") ||
        !(*record)["rounds"].is_array())
        return report_malformed(rami::error(rami::error_code::unknown_format, "a rami.record/1 with rounds is expected"));
    int rounds = 0;
    int moves = 0;
    for (const nlohmann::json& round : (*record)["rounds"]) {
        const std::string where = "rounds[" + std::to_string(rounds) + "]";
        if (!round.is_object() || !round.contains("start") || !round.contains("moves") || !round["moves"].is_array())
            return report_malformed(rami::error(rami::error_code::missing_field, where));
        auto state = rami::state_from_json(round["start"]);
        if (!state) return report_malformed(with_context(state.error(), where + ".start"));
        int index = 0;
        for (const nlohmann::json& m : round["moves"]) {
            auto parsed = rami::move_from_json(m);
            if (!parsed) return report_malformed(with_context(parsed.error(), where + ".moves[" + std::to_string(index) + "]"));
            auto next = rami::apply(*state, *parsed);
            if (!next) return differs(rounds, index, next.error());
            state = std::move(next);
            ++index;
        }
        const nlohmann::json recorded = round.value("result", nlohmann::json(nullptr));
        if (result_json(*state) != recorded)
            return differs(rounds, -1, cli_error(cli_error_code::record_result_differs,
                                                    "the moves give the result " + result_json(*state).dump() + ", the record says " +
                                                        recorded.dump()));
        moves += index;
        ++rounds;
    }
    print_json({{"valid", true}, {"rounds", rounds}, {"moves", moves}});
    return done;
}

}  // namespace

command add_replay_command(CLI::App& parent) {
    auto path = std::make_shared<std::string>();
    CLI::App* app = parent.add_subcommand("replay", "Check a record of `rami play --json`: every move legal, every result the same");
    app->add_option("file", *path, "The record (- for stdin)")->required();
    return {app, [path] { return run_replay(*path); }};
}

}  // namespace rami_cli
