#pragma once
// A round under a house-rules document: the rules-space generator's document number `doc`
// (tests/support/rules_space.hpp, as the liveness property draws them), dealt for a number of
// seats drawn from its range, and the random source that then picks each action; or a round of
// a built-in variant under drawn options (deal_variant_with_options).

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

/// Round `n` of a built-in variant under drawn options, the ones `fuzz_play` draws (each set one
/// time in two: runs round the corner, beating the previous opening, an opening minimum of 0 to
/// 78, a hand of 0 to 23 cards), or nothing where new_game refuses the options: the
/// game a table's host may set up with `rami new` or the server's options, where the hands
/// grow to 22 cards and the opening may need nothing.
inline std::optional<house_rules_round> deal_variant_with_options(std::uint64_t n) {
    rami::splitmix64 random(n * 7919 + 13);
    const rami::rules& r = rami::all_variants[random.below(static_cast<std::uint32_t>(rami::all_variants.size()))];
    const int players = r.deal.min_players + static_cast<int>(random.below(static_cast<std::uint32_t>(r.deal.max_players - r.deal.min_players + 1)));
    rami::variant_options options;
    if (random.below(2) != 0) options.circular_runs = true;
    if (random.below(2) != 0) options.beat_previous_opening = true;
    if (random.below(2) != 0) options.opening_minimum = static_cast<int>(random.below(40)) * 2;
    if (random.below(2) != 0) options.hand_size = static_cast<int>(random.below(24));
    auto dealt = rami::new_game(r, players, random.next(), options);
    if (!dealt) return std::nullopt;
    return house_rules_round{std::move(*dealt), random};
}
