#pragma once
// The opening (première pose, R6): the first melds a seat lays, together, must reach the
// variant's minimum (R5 points) and, in rami_francais, hold a tierce franche.

#include <span>
#include <string>
#include <utility>

#include "rami/meld.hpp"
#include "rami/result.hpp"
#include "rami/rules.hpp"

namespace rami {

/// What a group of melds laid together counts for an opening.
struct opening_summary {
    int points = 0;               ///< the sum of the melds' R5 points
    bool tierce_franche = false;  ///< one of them is a run of 3+ cards without a joker
};

/// The points and tierce franche of melds laid together (R5, R6).
[[nodiscard]] constexpr opening_summary summarize_opening(std::span<const meld> melds) noexcept {
    opening_summary s;
    for (const meld& m : melds) {
        s.points += m.points;
        s.tierce_franche = s.tierce_franche || m.is_tierce_franche();
    }
    return s;
}

/// Whether melds laid together that sum up to `laid` reach the opening (R6): the minimum
/// (`minimum` as in check_opening) and a tierce franche where the variant wants one. The test
/// of check_opening for melds known to be there, without an error to word.
[[nodiscard]] constexpr bool meets_opening(const rules& r, const opening_summary& laid, int minimum = -1) noexcept {
    return laid.points >= (minimum >= 0 ? minimum : r.opening.minimum) && (!r.opening.tierce_franche || laid.tierce_franche);
}

/// Why an opening falls short (R6), the one wording of it for every place that says so:
/// `points_reached` whether its melds reach the `needed` points (a tierce franche aside),
/// `minimum_reached` whether they reach the variant's minimum (where the "beat the previous
/// opening" option asks more). `opening_needs_tierce_franche` when only the tierce franche
/// is missing, `opening_must_beat_previous` when only the option's points are,
/// `opening_below_minimum` (with `detail`) else.
[[nodiscard]] inline error opening_shortfall(const rules& r, int needed, bool points_reached, bool minimum_reached, std::string detail) {
    if (points_reached) return error(error_code::opening_needs_tierce_franche, std::move(detail));
    if (needed > r.opening.minimum && minimum_reached)
        return error(error_code::opening_must_beat_previous, std::to_string(needed) + " points needed this turn");
    return error(error_code::opening_below_minimum, std::move(detail));
}

/// Whether melds laid together are a legal opening (R6): at least one meld, at least the
/// minimum (`minimum` overrides the variant's when not negative, for options and for the
/// "beat the previous opening" option), and a tierce franche where the variant wants one.
/// Errors: `opening_empty`, `opening_below_minimum`, `opening_needs_tierce_franche` (R6;
/// opening_shortfall).
[[nodiscard]] inline result<void> check_opening(const rules& r, std::span<const meld> melds, int minimum = -1) {
    if (melds.empty()) return error(error_code::opening_empty);
    const opening_summary s = summarize_opening(melds);
    if (meets_opening(r, s, minimum)) return {};
    const int needed = minimum >= 0 ? minimum : r.opening.minimum;
    // `minimum` may be any option's: only the turn knows it is the previous opening's.
    return opening_shortfall(r, needed, s.points >= needed, false,
                             s.points < needed ? std::to_string(s.points) + " points, " + std::to_string(needed) + " needed" : "");
}

}  // namespace rami
