#pragma once
// A round under a house-rules document: the rules-space generator's document number `doc`
// (tests/support/rules_space.hpp, as the liveness property draws them), dealt for a number of
// seats drawn from its range, and the random source that then picks each action.

#include <cstdint>
#include <optional>

#include "rami/rami.hpp"
#include "support/rules_space.hpp"

struct house_rules_round {
    rami::game_state state;
    rami::splitmix64 random;
};

/// The round of document `doc`, or nothing where check_rules refuses the document.
inline std::optional<house_rules_round> deal_house_rules(std::uint64_t doc) {
    const auto r = rami::rules_from_json(rami_test::random_rules(doc).document);
    if (!r) return std::nullopt;
    rami::splitmix64 random(doc + 77);
    auto dealt = rami::new_game(*r, rami_test::random_seats(*r, random), doc);
    if (!dealt) return std::nullopt;
    return house_rules_round{std::move(*dealt), random};
}
