// `rami legal --state FILE`: the legal moves of the seat to act (rami/legal.hpp), as an array of
// moves (docs/json.md "Moves"); [] when the round is over. FILE may be `-` (stdin).

#include <memory>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "output.hpp"
#include "rami/json.hpp"
#include "rami/legal.hpp"

namespace rami_cli {

cli_result<rami::game_state> load_state(const std::string& path);  // cmd_apply.cpp

namespace {

int run_legal(const std::string& path) {
    const auto state = load_state(path);
    if (!state) return report_malformed(state.error());
    const std::vector<rami::move> moves = rami::legal_moves(*state);
    nlohmann::json out = nlohmann::json::array();
    for (const rami::move& m : moves) out.push_back(m);
    print_json(out);
    return done;
}

}  // namespace

command add_legal_command(CLI::App& parent) {
    auto path = std::make_shared<std::string>();
    CLI::App* app = parent.add_subcommand("legal", "The legal moves of the seat to act, as an array of moves");
    app->add_option("--state", *path, "The state file (rami.state/1), - for stdin")->required();
    return {app, [path] { return run_legal(*path); }};
}

}  // namespace rami_cli
