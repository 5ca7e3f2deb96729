// The `rami` command: registers the subcommands, parses the command line, runs the one given.
// Usage errors exit 2 with an error JSON (code `usage`); no exception ever leaves main.

#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "output.hpp"
#include "rami/version.hpp"
#include "windows_args.hpp"

namespace rami_cli {
// The game subcommands (cmd_new.cpp, cmd_apply.cpp, cmd_legal.cpp, cmd_view.cpp, cmd_actions.cpp).
command add_new_command(CLI::App& parent);
command add_apply_command(CLI::App& parent);
command add_legal_command(CLI::App& parent);
command add_view_command(CLI::App& parent);
command add_actions_command(CLI::App& parent);
command add_step_command(CLI::App& parent);
// `rami ladder` (cmd_ladder.cpp).
command add_ladder_command(CLI::App& parent);
}  // namespace rami_cli

namespace {

int usage_error(const std::string& what) {
    return rami_cli::report_usage(what);
}

int run(int argc, char** argv) {
    CLI::App app{"rami: the rules of Rami card games (see docs/cli.md and docs/json.md)", "rami"};
    app.set_version_flag("--version", std::string("rami ") + rami::version_string);
    const std::vector<rami_cli::command> commands{
        rami_cli::add_meld_command(app),
        rami_cli::add_opening_command(app),
        rami_cli::add_best_command(app),
        rami_cli::add_new_command(app),
        rami_cli::add_apply_command(app),
        rami_cli::add_legal_command(app),
        rami_cli::add_view_command(app),
        rami_cli::add_actions_command(app),
        rami_cli::add_step_command(app),
        rami_cli::add_play_command(app),
        rami_cli::add_replay_command(app),
        rami_cli::add_tournament_command(app),
        rami_cli::add_ladder_command(app),
    };
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        // --help and --version are "errors" with exit code 0: CLI11 prints them.
        if (e.get_exit_code() == static_cast<int>(CLI::ExitCodes::Success)) return app.exit(e);
        return usage_error(e.what());
    }
    for (const rami_cli::command& c : commands)
        if (c.app->parsed()) return c.run();
    return usage_error("a subcommand is needed: see rami --help");
}

}  // namespace

int main(int argc, char** argv) {
    try {
#ifdef _WIN32
        rami_cli::use_binary_output();
        std::vector<std::string> args = rami_cli::utf8_arguments(argc, argv);
        std::vector<char*> pointers;
        for (std::string& arg : args) pointers.push_back(arg.data());
        return run(static_cast<int>(pointers.size()), pointers.data());
#else
        return run(argc, argv);
#endif
    } catch (const std::exception& e) {
        std::cerr << "rami: internal error: " << e.what() << '\n';
    } catch (...) {
        std::cerr << "rami: internal error\n";
    }
    return rami_cli::internal;
}
