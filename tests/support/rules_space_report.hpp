#pragma once
// What a failure under a generated rules document must carry to be replayed with the `rami`
// command (docs/cli.md: `rami new --rules`, `rami actions --state`, `rami step`): the rules
// document, the seats, the seed, and the state where it failed (its JSON holds its rules).
// With RAMI_RULES_SPACE_FAILURES set to a file name, each failure is also appended there, one
// block per failure, for whoever fixes the engine.
#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <string>

#include "rami/json.hpp"
#include "rami/rami.hpp"

namespace rami_test {

/// A round under a generated rules document: enough to deal it again.
struct rules_case {
    nlohmann::json document;
    int seats = 0;
    std::uint64_t seed = 0;  ///< new_game's seed; the walk's choices are drawn from it too
};

/// JSON text that never throws (an error's detail may echo bytes that are not UTF-8).
inline std::string json_text(const nlohmann::json& j) { return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace); }

/// The case and the state as text: rules document, seats, seed, then the state's JSON.
inline std::string replay_text(const rules_case& c, const rami::game_state& s) {
    return "rules " + json_text(c.document) + "\nseats " + std::to_string(c.seats) + ", seed " + std::to_string(c.seed) +
           "\nstate " + json_text(nlohmann::json(s));
}

/// Appends `what` and the case to the file RAMI_RULES_SPACE_FAILURES names, if any.
inline void record_failure(const std::string& what, const rules_case& c, const rami::game_state& s) {
    const char* path = std::getenv("RAMI_RULES_SPACE_FAILURES");
    if (path == nullptr || *path == '\0') return;
    std::ofstream out(path, std::ios::app);
    out << "=== " << what << "\n" << replay_text(c, s) << "\n\n";
}

}  // namespace rami_test
