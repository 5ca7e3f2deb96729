#pragma once
// Two documents every front end writes alike (docs/json.md "A hand analysis", "Scores"): the
// analysis of one hand (`rami best`, rami_best_json, analyseHand in js/, rami.analyse_hand in
// Python) and the scores of a game (rami_game_scores_json, Game.scores() in js/,
// Game.scores_document() in Python). One writer here, so that they cannot drift apart.

#include <algorithm>
#include <optional>
#include <span>
#include <vector>

#include <nlohmann/json.hpp>

#include "rami/card.hpp"
#include "rami/hand.hpp"
#include "rami/json/basics.hpp"
#include "rami/result.hpp"
#include "rami/rules.hpp"
#include "rami/scoring.hpp"
#include "rami/state.hpp"

namespace rami {

/// What to ask of a hand (analyse_hand).
struct hand_analysis_options {
    bool opened = false;         ///< the seat has opened (R6): no opening minimum
    bool after_discard = false;  ///< the hand holds one card more than it keeps: choose the discard first
    bool deadwood_only = false;  ///< compute only the minimum deadwood (and the discard)
};

/// The analysis of one hand: the discard (with after_discard), the minimum deadwood (R13) of the
/// cards kept, the best lay-down (R5, R6, R7) and whether the hand can go out now (R11).
struct hand_analysis {
    std::optional<card> discard;
    int min_deadwood = 0;
    lay_down down;
    bool can_go_out = false;
};

namespace detail {
/// analyse_hand's lay-down and going out, of the hand less its discard where `o.after_discard`
/// (a.discard chosen): out of line, so that the deadwood alone (`rami best --batch
/// --deadwood-only`, a bot's evaluation) stays a short call that inlines.
[[nodiscard]] inline result<void> analyse_lay_down(hand_solver& solver, const rules& r, std::span<const card> hand,
                                                   const hand_analysis_options& o, std::vector<card>& kept, hand_analysis& a) {
    std::span<const card> rest = hand;
    if (o.after_discard) {
        kept.assign(hand.begin(), hand.end());
        kept.erase(std::find(kept.begin(), kept.end(), *a.discard));
        rest = kept;
    }
    auto down = solver.best_lay_down(r, rest, o.opened);
    if (!down) return down.error();
    a.down = std::move(*down);
    const auto out = solver.can_go_out(r, rest, o.opened);
    if (!out) return out.error();
    a.can_go_out = *out;
    return {};
}
}  // namespace detail

/// Analyses `hand` with a reused `solver` (its buffers stay warm between hands); `kept` is a
/// reused buffer for the hand without its discard. With `deadwood_only`, only `min_deadwood`
/// (and the discard) are computed. Errors: the hand analysis's (hand_solver: hand_too_large,
/// card_not_in_deck, too_many_copies; empty_input for an empty hand with after_discard).
[[nodiscard]] inline result<void> analyse_hand(hand_solver& solver, const rules& r, std::span<const card> hand,
                                               const hand_analysis_options& o, std::vector<card>& kept,
                                               hand_analysis& a) {
    if (o.after_discard) {
        const auto choice = solver.best_discard(r, hand);
        if (!choice) return choice.error();
        a.discard = choice->discard;
        a.min_deadwood = choice->deadwood;  // the minimum deadwood of the cards kept
    } else {
        const auto deadwood = solver.min_deadwood(r, hand);
        if (!deadwood) return deadwood.error();
        a.min_deadwood = *deadwood;
    }
    if (o.deadwood_only) return {};
    return detail::analyse_lay_down(solver, r, hand, o, kept, a);
}

/// {"melds", "points", "left", "deadwood", "min_deadwood", "can_go_out"} (+ "discard"), or just
/// the minimum deadwood (a number) with `deadwood_only`.
[[nodiscard]] inline nlohmann::json hand_analysis_json(const hand_analysis& a, bool deadwood_only = false) {
    if (deadwood_only) return a.min_deadwood;
    nlohmann::json j = a.down;
    j["min_deadwood"] = a.min_deadwood;
    j["can_go_out"] = a.can_go_out;
    if (a.discard) j["discard"] = *a.discard;
    return j;
}

/// The scores of a game (R13, R14): {"round": the finished round's points per seat or null,
/// "before": the match totals before this round, "totals": after it, "match_winner": the seat
/// that won the match or null}.
[[nodiscard]] inline nlohmann::json scores_json(const game_state& s) {
    const auto seats = static_cast<std::size_t>(std::clamp(s.players, 0, max_players_supported));
    const auto totals = totals_after(s);
    nlohmann::json round = nullptr;
    if (s.result) round = std::vector<int>(s.result->points.begin(), s.result->points.begin() + seats);
    const int winner = match_winner(s);
    return {{"round", std::move(round)},
            {"before", std::vector<int>(s.scores.begin(), s.scores.begin() + seats)},
            {"totals", std::vector<int>(totals.begin(), totals.begin() + seats)},
            {"match_winner", winner < 0 ? nlohmann::json(nullptr) : nlohmann::json(winner)}};
}

}  // namespace rami
