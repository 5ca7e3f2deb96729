#pragma once
// What every `rami` subcommand shares: exit codes, printing JSON, reporting an error, reading
// the variant and the cards of the command line (docs/cli.md).

#include <cstdint>
#include <functional>
#include <iostream>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

#include "rami/card.hpp"
#include "rami/error.hpp"
#include "rami/json.hpp"
#include "rami/result.hpp"
#include "rami/rules.hpp"
#include "rami/variants.hpp"

namespace CLI {
class App;
}

namespace rami_cli {

/// Exit status of every subcommand (docs/cli.md "Conventions").
enum exit_status : int {
    done = 0,       ///< done, or the input is valid
    refused = 1,    ///< well-formed input refused by the rules (an invalid meld, an illegal opening)
    malformed = 2,  ///< malformed input or usage: the error JSON is on stdout, a line on stderr
    internal = 3,   ///< a failure of the tool itself (out of memory): a line on stderr only
};

/// The command line's own error codes, apart from the engine's `rami::error_code` (docs/errors.md
/// lists both). Each number is pinned and stable.
enum class cli_error_code : std::uint8_t {
    usage = 100,                  ///< the command line is not valid
    cannot_read_file = 101,       ///< a file (or stdin) cannot be read
    record_result_differs = 102,  ///< `rami replay`: the moves give another result (R13)
};

/// The wire id of a command-line code ("usage").
[[nodiscard]] constexpr std::string_view to_string(cli_error_code code) noexcept {
    switch (code) {
        case cli_error_code::usage: return "usage";
        case cli_error_code::cannot_read_file: return "cannot_read_file";
        case cli_error_code::record_result_differs: return "record_result_differs";
    }
    return "?";
}

/// A refusal the tool reports: one of the engine's errors, or one of its own codes. Written as
/// the engine's errors are: {"code", "rule", "message"}.
struct cli_error {
    std::string code;
    rami::rule_id rule = rami::rule_id::format;
    std::string message;

    cli_error(const rami::error& e)  // NOLINT: every engine error is one
        : code(rami::to_string(e.code)), rule(e.rule), message(e.message()) {}
    cli_error(cli_error_code c, const std::string& detail) : code(to_string(c)) {
        switch (c) {
            case cli_error_code::usage: message = "The command line is not valid: see --help."; break;
            case cli_error_code::cannot_read_file: message = "The file cannot be read."; break;
            case cli_error_code::record_result_differs:
                rule = rami::rule_id::R13;
                message = "Replaying the record's moves gives another result than the one it records.";
                break;
        }
        if (!detail.empty()) message += " (" + detail + ")";
    }
};

/// {"error": {"code", "rule", "message"}}.
[[nodiscard]] inline nlohmann::json error_json(const cli_error& e) {
    return {{"error", {{"code", e.code}, {"rule", std::string(rami::to_string(e.rule))}, {"message", e.message}}}};
}

/// A value of type T, or the error the tool reports instead (engine's or its own).
template <class T>
class cli_result {
public:
    cli_result(T value) : state_(std::in_place_index<0>, std::move(value)) {}                 // NOLINT
    cli_result(cli_error e) : state_(std::in_place_index<1>, std::move(e)) {}                  // NOLINT
    cli_result(const rami::error& e) : state_(std::in_place_index<1>, cli_error(e)) {}         // NOLINT
    cli_result(rami::result<T> r)                                                              // NOLINT
        : state_(r ? decltype(state_)(std::in_place_index<0>, std::move(*r))
                   : decltype(state_)(std::in_place_index<1>, cli_error(r.error()))) {}
    [[nodiscard]] bool ok() const noexcept { return state_.index() == 0; }
    explicit operator bool() const noexcept { return ok(); }
    [[nodiscard]] T& operator*() { return *std::get_if<0>(&state_); }
    [[nodiscard]] const T& operator*() const { return *std::get_if<0>(&state_); }
    [[nodiscard]] T* operator->() { return std::get_if<0>(&state_); }
    [[nodiscard]] const T* operator->() const { return std::get_if<0>(&state_); }
    [[nodiscard]] const cli_error& error() const { return *std::get_if<1>(&state_); }

private:
    std::variant<T, cli_error> state_;
};

/// A subcommand: its CLI11 app, and what runs it once the command line is parsed.
struct command {
    CLI::App* app = nullptr;
    std::function<int()> run;
};

command add_meld_command(CLI::App& parent);
command add_opening_command(CLI::App& parent);
command add_best_command(CLI::App& parent);
command add_play_command(CLI::App& parent);
command add_replay_command(CLI::App& parent);
command add_tournament_command(CLI::App& parent);

/// Prints one JSON document on one line of stdout. Invalid UTF-8 (from user input echoed in a
/// message) is replaced, never thrown.
inline void print_json(const nlohmann::json& j) {
    std::cout << j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
}

/// Reports malformed input: {"error": {...}} on stdout, a short line on stderr; returns 2.
/// `extra` fields (e.g. "line") are added to the error object.
inline int report_malformed(const cli_error& e, const nlohmann::json& extra = nlohmann::json::object()) {
    nlohmann::json j = error_json(e);
    for (const auto& [key, value] : extra.items()) j["error"][key] = value;
    print_json(j);
    std::cerr << "rami: " << e.message << '\n';
    return malformed;
}

/// Reports a usage error (exit 2).
inline int report_usage(const std::string& detail) { return report_malformed(cli_error(cli_error_code::usage, detail)); }

/// Reports a well-formed input that the rules refuse; returns 1, or 2 when the error is one of
/// format (the input was malformed after all). `j` is the whole answer, holding the error.
inline int report_refused(const rami::error& e, const nlohmann::json& j) {
    if (e.rule == rami::rule_id::format) return report_malformed(e);
    print_json(j);
    return refused;
}

/// The text of the file at `path`, or of stdin for "-"; `cannot_read_file` naming it (cmd_apply.cpp).
cli_result<std::string> read_input(const std::string& path);
/// The JSON of an argument given inline, or as @FILE (@- for stdin); errors as read_input (cmd_apply.cpp).
cli_result<std::string> argument_text(const std::string& given);

/// The error `e` with `prefix` put before its detail ("meld 2: ...", "line 3: ...").
[[nodiscard]] inline rami::error with_context(const rami::error& e, const std::string& prefix) {
    return rami::error(e.code, e.rule, e.detail.empty() ? prefix : prefix + ": " + e.detail);
}

/// Cards given as command-line words; a word may hold several cards ("8S 7S 6S").
[[nodiscard]] inline rami::result<std::vector<rami::card>> cards_of_words(const std::vector<std::string>& words) {
    std::string text;
    for (const std::string& word : words) {
        text += word;
        text += ' ';
    }
    return rami::parse_cards(text);
}

}  // namespace rami_cli
