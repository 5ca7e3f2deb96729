// `rami apply --state FILE --move JSON`: applies one move (docs/json.md "Moves") to a state and
// prints the next state. FILE may be `-` (stdin); --move may be `@FILE` (`@-`: stdin).
// A move the rules refuse: the error JSON, exit 1. A malformed state or move: exit 2.
// Also defines the state input that `legal` and `view` share.

#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>
#include <string>

#include <CLI/CLI.hpp>

#include "output.hpp"
#include "rami/apply.hpp"
#include "rami/json.hpp"

namespace rami_cli {

/// The text of the file at `path`, or of stdin for "-"; `cannot_read_file` naming it. `path`
/// is UTF-8, on Windows too, where a narrow path is in the ANSI code page (which would lose a
/// user folder named "Hélène").
cli_result<std::string> read_input(const std::string& path) {
    if (path == "-") {
        std::string text(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>{});
        if (std::cin.bad()) return cli_error(cli_error_code::cannot_read_file, "stdin");
        return text;
    }
    const std::filesystem::path file(std::u8string(path.begin(), path.end()));
    std::error_code ec;
    if (std::filesystem::is_directory(file, ec)) return cli_error(cli_error_code::cannot_read_file, path + " is a directory");
    std::ifstream in(file, std::ios::binary);
    if (!in) return cli_error(cli_error_code::cannot_read_file, path);
    std::string text(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>{});
    if (in.bad()) return cli_error(cli_error_code::cannot_read_file, path);
    return text;
}

/// The JSON of an argument given inline, or as @FILE (@- for stdin).
cli_result<std::string> argument_text(const std::string& given) {
    if (!given.empty() && given[0] == '@') return read_input(given.substr(1));
    return given;
}

/// The state of `--state FILE`, read and checked (docs/json.md "The state"). Every error is
/// malformed input for the command (exit 2), whatever rule it names.
cli_result<rami::game_state> load_state(const std::string& path) {
    auto text = read_input(path);
    if (!text) return text.error();
    return rami::parse_state(*text);
}

namespace {

struct apply_options {
    std::string state;
    std::string move;
};

int run_apply(const apply_options& o) {
    if (o.state == "-" && o.move == "@-")
        return report_usage("--state - and --move @- cannot both read stdin");
    const auto state = load_state(o.state);
    if (!state) return report_malformed(state.error());
    const auto move_text = argument_text(o.move);
    if (!move_text) return report_malformed(move_text.error());
    const auto move = rami::parse_move(*move_text);
    if (!move) return report_malformed(move.error());
    const auto next = rami::apply(*state, *move);
    if (!next) return report_refused(next.error(), rami::error_json(next.error()));
    print_json(*next);
    return done;
}

}  // namespace

command add_apply_command(CLI::App& parent) {
    auto o = std::make_shared<apply_options>();
    CLI::App* app = parent.add_subcommand("apply", "Apply a move to a state and print the next state");
    app->add_option("--state", o->state, "The state file (rami.state/1), - for stdin")->required();
    app->add_option("--move", o->move, "The move as JSON, or @FILE (@- for stdin)")->required();
    return {app, [o] { return run_apply(*o); }};
}

}  // namespace rami_cli
