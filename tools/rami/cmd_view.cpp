// `rami view --state FILE --seat N`: what seat N may see of the state (docs/json.md "Views"):
// its own hand, the other hands as counts, the stock as a count, no seed. FILE may be `-`.

#include <memory>
#include <string>

#include <CLI/CLI.hpp>

#include "output.hpp"
#include "rami/json.hpp"
#include "rami/view.hpp"

namespace rami_cli {

cli_result<rami::game_state> load_state(const std::string& path);  // cmd_apply.cpp

namespace {

struct view_options {
    std::string state;
    int seat = 0;
};

int run_view(const view_options& o) {
    const auto state = load_state(o.state);
    if (!state) return report_malformed(state.error());
    if (o.seat < 0 || o.seat >= state->players)
        return report_malformed(rami::error(rami::error_code::seat_out_of_range,
                                            "--seat " + std::to_string(o.seat) + ", and seats are 0 to " +
                                                std::to_string(state->players - 1)));
    print_json(rami::view(*state, o.seat));
    return done;
}

}  // namespace

command add_view_command(CLI::App& parent) {
    auto o = std::make_shared<view_options>();
    CLI::App* app = parent.add_subcommand("view", "What one seat may see of a state (rami.view/1)");
    app->add_option("--state", o->state, "The state file (rami.state/1), - for stdin")->required();
    app->add_option("--seat", o->seat, "The seat whose view to print")->required();
    return {app, [o] { return run_view(*o); }};
}

}  // namespace rami_cli
