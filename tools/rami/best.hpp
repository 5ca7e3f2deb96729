#pragma once
// `rami best`: what the single-hand and the batch modes share (cmd_best.cpp, best_batch.cpp).

#include <algorithm>
#include <span>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "output.hpp"
#include "rami/hand.hpp"
#include "rami/json.hpp"

namespace rami_cli {

struct best_options {
    std::string variant;
    std::vector<std::string> cards;
    std::string batch;           ///< a file of hands, one per line; "-" is stdin; empty: one hand
    bool opened = false;         ///< the seat has opened (R6): no opening minimum
    bool after_discard = false;  ///< the hand holds one card more than it keeps: choose the discard
    bool deadwood_only = false;  ///< print only the minimum deadwood
};

/// What `rami best` finds for one hand.
struct hand_answer {
    bool has_discard = false;
    rami::card discard;
    int min_deadwood = 0;  ///< of the hand kept (after the discard, with --after-discard)
    rami::lay_down down;
    bool can_go_out = false;
};

/// Analyses one hand with a reused solver. `kept` is a reused buffer for the hand without its
/// discard. With `deadwood_only`, only `min_deadwood` (and the discard) are computed.
[[nodiscard]] inline rami::result<void> analyse_hand(rami::hand_solver& solver, const rami::rules& r,
                                                     std::span<const rami::card> hand, const best_options& o,
                                                     std::vector<rami::card>& kept, hand_answer& a) {
    std::span<const rami::card> rest = hand;
    if (o.after_discard) {
        const auto choice = solver.best_discard(r, hand);
        if (!choice) return choice.error();
        a.has_discard = true;
        a.discard = choice->discard;
        a.min_deadwood = choice->deadwood;  // the minimum deadwood of the cards kept
        if (o.deadwood_only) return {};
        kept.assign(hand.begin(), hand.end());
        kept.erase(std::find(kept.begin(), kept.end(), choice->discard));
        rest = kept;
    } else {
        const auto deadwood = solver.min_deadwood(r, hand);
        if (!deadwood) return deadwood.error();
        a.min_deadwood = *deadwood;
        if (o.deadwood_only) return {};
    }
    auto down = solver.best_lay_down(r, rest, o.opened);
    if (!down) return down.error();
    a.down = std::move(*down);
    const auto out = solver.can_go_out(r, rest, o.opened);
    if (!out) return out.error();
    a.can_go_out = *out;
    return {};
}

/// {"melds", "points", "left", "deadwood", "min_deadwood", "can_go_out"} (+ "discard"), or just
/// the minimum deadwood with `deadwood_only`.
[[nodiscard]] inline nlohmann::json answer_json(const hand_answer& a, const best_options& o) {
    if (o.deadwood_only) return a.min_deadwood;
    nlohmann::json j = a.down;
    j["min_deadwood"] = a.min_deadwood;
    j["can_go_out"] = a.can_go_out;
    if (a.has_discard) j["discard"] = a.discard;
    return j;
}

/// Batch mode: one hand per line of `o.batch`, one JSON line per hand; ns_per_hand on stderr.
int run_best_batch(const best_options& o, const rami::rules& r);

}  // namespace rami_cli
