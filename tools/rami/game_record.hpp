#pragma once
// Playing rounds between bots and the record of `rami play --json` ("rami.record/1"): the bots,
// each round's initial state, every move and the result, so that `rami replay` can check it.

#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "rami/bot.hpp"
#include "rami/json.hpp"
#include "rami/rami.hpp"
#include "output.hpp"

namespace rami_cli {

inline constexpr std::string_view record_format = "rami.record/1";

/// Bots from "greedy,random,..." (one name for every seat, or one per seat). Error `usage`.
[[nodiscard]] inline cli_result<std::vector<std::string>> bot_names(const std::string& list, int players) {
    std::vector<std::string> names;
    std::stringstream in(list);
    for (std::string name; std::getline(in, name, ',');) names.push_back(name);
    if (names.size() == 1) names.assign(static_cast<std::size_t>(players), names.front());
    if (static_cast<int>(names.size()) != players)
        return cli_error(cli_error_code::usage, "--bots names " + std::to_string(names.size()) + " bots for " +
                                                        std::to_string(players) + " players");
    for (const std::string& name : names)
        if (!rami::make_bot(name, 0))
            return cli_error(cli_error_code::usage, "unknown bot \"" + name + "\" (the bots: " + rami::bot_names_text() + ")");
    return names;
}

/// Fresh bots for a round; random bots are seeded from the round's seed and their seat.
[[nodiscard]] inline std::vector<std::unique_ptr<rami::bot>> make_bots(const std::vector<std::string>& names, std::uint64_t seed) {
    std::vector<std::unique_ptr<rami::bot>> bots;
    for (std::size_t seat = 0; seat < names.size(); ++seat) bots.push_back(rami::make_bot(names[seat], seed * 31 + seat));
    return bots;
}

/// One round dealt with `seed`, `seated[s]` playing seat s (fresh bots, as make_bots), to its end
/// or to `max_moves` choices: `rami tournament` and `rami ladder` play their rounds so. Errors: the
/// deal's (a number of players the variant does not take), a bot's move refused.
[[nodiscard]] inline cli_result<rami::round_record> play_seated_round(const rami::rules& rules,
                                                                    const std::vector<std::string>& seated,
                                                                    std::uint64_t seed, int max_moves) {
    auto state = rami::new_game(rules, static_cast<int>(seated.size()), seed);
    if (!state) return state.error();
    auto record = rami::play_round(*state, make_bots(seated, state->seed), max_moves);
    if (!record) return with_context(record.error(), "a bot's move was refused");
    return std::move(*record);
}

[[nodiscard]] inline nlohmann::json result_json(const rami::game_state& end) {
    if (!end.result) return nullptr;
    return rami::round_result_to_json(*end.result, end.players);
}

[[nodiscard]] inline nlohmann::json round_json(const rami::round_record& record) {
    nlohmann::json moves = nlohmann::json::array();
    for (const rami::move& m : record.moves) moves.push_back(m);
    return {{"start", record.start}, {"moves", std::move(moves)}, {"result", result_json(record.end)}, {"capped", record.capped}};
}

}  // namespace rami_cli
