// `rami new --variant ID | --rules FILE --players N [--seed S] [--first F] [--option KEY=VALUE]...`:
// deals a new round (R1, R2) and prints its state (docs/json.md "The state"). `--rules` takes a
// rules document (rami.rules/1, docs/json.md) for a custom variant: the state carries it, so
// `rami apply`, `legal`, `view` and `play` play by it. Without --seed, a random seed is drawn
// (and written in the state, so the round can be replayed).

#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "output.hpp"
#include "rami/json.hpp"
#include "rami/state.hpp"

namespace rami_cli {
namespace {

struct new_options {
    std::string variant;
    std::string rules_file;
    int players = 0;
    std::uint64_t seed = 0;
    bool seed_given = false;
    int first = 0;
    std::vector<std::string> options;  ///< KEY=VALUE, VALUE as JSON (81, true)
};

/// The options of the command line as the state's `options` object, then read as a state's.
cli_result<rami::variant_options> options_of(const std::vector<std::string>& given) {
    nlohmann::json object = nlohmann::json::object();
    for (const std::string& option : given) {
        const std::size_t equals = option.find('=');
        if (equals == std::string::npos || equals == 0)
            return cli_error(cli_error_code::usage, "--option " + option + ": write KEY=VALUE, e.g. opening_minimum=81");
        const std::string value = option.substr(equals + 1);
        auto parsed = rami::parse_json(value);
        object[option.substr(0, equals)] = parsed ? std::move(*parsed) : nlohmann::json(value);
    }
    return rami::options_from_json(object);
}

/// The rules of --variant or of --rules (a rules document, checked; errors name its field).
cli_result<rami::rules> rules_of(const new_options& o) {
    if (o.rules_file.empty() == o.variant.empty())
        return cli_error(cli_error_code::usage, "give either --variant or --rules");
    if (!o.rules_file.empty()) {
        auto text = read_input(o.rules_file);
        if (!text) return text.error();
        auto rules = rami::parse_rules(*text);
        if (!rules) return with_context(rules.error(), o.rules_file);
        return *rules;
    }
    return rami::variant_by_id(o.variant);
}

int run_new(const new_options& o) {
    const auto rules = rules_of(o);
    if (!rules) return report_malformed(rules.error());
    const auto options = options_of(o.options);
    if (!options) return report_malformed(options.error());
    std::uint64_t seed = o.seed;
    if (!o.seed_given) {
        std::random_device device;
        seed = (static_cast<std::uint64_t>(device()) << 32) ^ device();
    }
    const auto state = rami::new_game(*rules, o.players, seed, *options, o.first);
    if (!state) return report_refused(state.error(), rami::error_json(state.error()));  // R1: players
    print_json(*state);
    return done;
}

}  // namespace

command add_new_command(CLI::App& parent) {
    auto o = std::make_shared<new_options>();
    CLI::App* app = parent.add_subcommand("new", "Deal a new round (R1, R2) and print its state");
    CLI::Option* variant = app->add_option("--variant", o->variant, "Variant id, e.g. rami51");
    app->add_option("--rules", o->rules_file, "A rules document (rami.rules/1) for a custom variant, - for stdin")
        ->excludes(variant);
    app->add_option("--players", o->players, "Number of players (R1)")->required();
    CLI::Option* seed = app->add_option("--seed", o->seed, "Seed of every shuffle (default: a random one)");
    app->add_option("--first", o->first, "The seat that plays first and gets the extra card (default 0)");
    app->add_option("--option", o->options,
                    "A variant option KEY=VALUE (opening_minimum, beat_previous_opening, circular_runs, "
                    "hand_size, match_target); repeat for each")
        ->allow_extra_args(false);
    return {app, [o, seed] {
                o->seed_given = seed->count() > 0;
                return run_new(*o);
            }};
}

}  // namespace rami_cli
