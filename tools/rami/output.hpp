#pragma once
// What every `rami` subcommand shares: exit codes, printing JSON, reporting an error, reading
// the variant and the cards of the command line (docs/cli.md).

#include <functional>
#include <iostream>
#include <string>
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
inline int report_malformed(const rami::error& e, const nlohmann::json& extra = nlohmann::json::object()) {
    nlohmann::json j = rami::error_json(e);
    for (const auto& [key, value] : extra.items()) j["error"][key] = value;
    print_json(j);
    std::cerr << "rami: " << e.message() << '\n';
    return malformed;
}

/// Reports a well-formed input that the rules refuse; returns 1, or 2 when the error is one of
/// format (the input was malformed after all). `j` is the whole answer, holding the error.
inline int report_refused(const rami::error& e, const nlohmann::json& j) {
    if (e.rule == rami::rule_id::format) return report_malformed(e);
    print_json(j);
    return refused;
}

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
