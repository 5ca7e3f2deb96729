// `rami actions --state FILE`: the legal actions of the seat to act (rami/legal_actions.hpp),
// each with its number: {"actions": [{"id": N, "action": {...}}, ...], "size": S} where S is
// the variant's action space size. `rami step --state FILE --action N | JSON | @FILE`: the
// state after one action. FILE may be `-` (stdin). docs/cli.md.

#include <charconv>
#include <memory>
#include <string>

#include <CLI/CLI.hpp>

#include "output.hpp"
#include "rami/action_space.hpp"
#include "rami/json.hpp"
#include "rami/legal_actions.hpp"

namespace rami_cli {

cli_result<rami::game_state> load_state(const std::string& path);  // cmd_apply.cpp

namespace {

int run_actions(const std::string& path) {
    const auto state = load_state(path);
    if (!state) return report_malformed(state.error());
    nlohmann::json actions = nlohmann::json::array();
    for (const rami::numbered_action& a : rami::numbered_legal_actions(*state))
        actions.push_back({{"id", a.id}, {"action", a.action}});
    print_json({{"actions", std::move(actions)}, {"size", rami::action_space_size(state->rules)}});
    return done;
}

struct step_options {
    std::string state;
    std::string action;
};

/// The action of --action: a number of the variant's action space, JSON, or @FILE.
cli_result<rami::action> action_arg(const rami::rules& r, const std::string& given) {
    long long id = 0;
    const char* end = given.data() + given.size();
    const auto [stop, fault] = std::from_chars(given.data(), end, id);
    if (!given.empty() && fault == std::errc{} && stop == end) {
        if (id < 0 || id >= rami::action_space_size(r))
            return rami::error(rami::error_code::number_out_of_range,
                               "--action " + given + ": 0 to " + std::to_string(rami::action_space_size(r) - 1));
        return rami::action_from_id(r, static_cast<int>(id));
    }
    if (fault == std::errc::result_out_of_range) return rami::error(rami::error_code::number_out_of_range, "--action " + given);
    const auto text = argument_text(given);
    if (!text) return text.error();
    return rami::parse_action(*text);
}

int run_step(const step_options& o) {
    if (o.state == "-" && o.action == "@-") return report_usage("--state - and --action @- cannot both read stdin");
    const auto state = load_state(o.state);
    if (!state) return report_malformed(state.error());
    const auto action = action_arg(state->rules, o.action);
    if (!action) return report_malformed(action.error());
    const auto next = rami::apply(*state, *action);
    if (!next) return report_refused(next.error(), rami::error_json(next.error()));
    print_json(*next);
    return done;
}

}  // namespace

command add_actions_command(CLI::App& parent) {
    auto path = std::make_shared<std::string>();
    CLI::App* app = parent.add_subcommand("actions", "The legal actions of the seat to act, each with its number");
    app->add_option("--state", *path, "The state file (rami.state/1), - for stdin")->required();
    return {app, [path] { return run_actions(*path); }};
}

command add_step_command(CLI::App& parent) {
    auto o = std::make_shared<step_options>();
    CLI::App* app = parent.add_subcommand("step", "Apply one action (its number or its JSON) and print the next state");
    app->add_option("--state", o->state, "The state file (rami.state/1), - for stdin")->required();
    app->add_option("--action", o->action, "The action: its number, its JSON, or @FILE (@- for stdin)")->required();
    return {app, [o] { return run_step(*o); }};
}

}  // namespace rami_cli
