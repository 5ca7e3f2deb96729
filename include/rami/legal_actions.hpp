#pragma once
// The legal actions of the seat to act, complete and without duplicates (docs/actions.md):
// every action `apply` accepts in the state is listed once, in the order of its number
// (rami/action_space.hpp), and nothing else: `apply` decides each candidate
// (rami/action_candidates.hpp).

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

#include "rami/action_candidates.hpp"
#include "rami/action_space.hpp"
#include "rami/apply.hpp"
#include "rami/legal.hpp"
#include "rami/move.hpp"
#include "rami/state.hpp"
#include "rami/table.hpp"
#include "rami/view.hpp"

namespace rami {

namespace detail {

/// The numbers of every action that might be legal in `s`, each at most once, in order: each
/// discard, lay-off, swap and meld the hand could make (rami/action_candidates.hpp), but for
/// the melds and lay-offs of a seat that holds too little to open (opening_within_reach).
[[nodiscard]] inline std::vector<int> candidate_ids(const game_state& s) {
    using namespace numbering;
    std::vector<int> ids;
    if (s.phase == phase::over) return ids;
    if (s.phase == phase::draw) return {draw_id, take_discard_id};
    const card_tally held = tally(s.hand(s.current));
    for (int c = 0; c < card::index_count; ++c)
        if (held[static_cast<std::size_t>(c)] > 0) ids.push_back(discard_base + c);
    const opening_reach reach = opening_within_reach(s);
    if (reach.lay_offs) lay_off_candidates(s, held, ids);
    swap_candidates(s, held, ids);
    if (reach.melds) {
        set_candidates(s.rules, held, ids);
        run_candidates(s.rules, held, ids);
    }
    std::sort(ids.begin(), ids.end());
    return ids;
}

}  // namespace detail

/// A legal action and its number.
struct numbered_action {
    int id = 0;
    move action;
};

/// Every action the seat to act may take in `s`, each once, by increasing number: exactly those
/// `apply` accepts (R2-R12). Empty when the round is over, or for a state `apply` refuses
/// outright (seats out of range). A lay-off of the joker at the low end is listed only where
/// it lays the joker elsewhere than the plain lay-off does.
[[nodiscard]] inline std::vector<numbered_action> numbered_legal_actions(const game_state& s) {
    std::vector<numbered_action> legal;
    std::optional<game_state> after_joker;  // the state after the last joker lay-off listed without an end
    for (const int id : detail::candidate_ids(s)) {
        auto a = action_from_id(s.rules, id);
        if (!a) continue;  // every candidate is a number of the space
        // A meld whose cards the variant reads another way (past the ace where runs do not
        // wrap: "3S ... KS AS 2S" is A-K) is that other number's action.
        if (a->type == move_type::meld && action_id(s.rules, *a).value_or(-1) != id) continue;
        auto next = apply(s, *a);
        if (!next) continue;
        const bool low_joker = a->type == move_type::lay_off && a->steps[0].end == run_end::low;
        if (low_joker && after_joker && legal.back().id == id - 1 && *after_joker == *next)
            continue;  // the same lay-off as the one before it
        if (a->type == move_type::lay_off && a->steps[0].cards[0].is_joker() && !low_joker) after_joker = std::move(*next);
        legal.push_back({id, std::move(*a)});
    }
    return legal;
}

/// The legal actions of `s` (see numbered_legal_actions), without their numbers.
[[nodiscard]] inline std::vector<move> legal_actions(const game_state& s) {
    std::vector<move> actions;
    for (numbered_action& a : numbered_legal_actions(s)) actions.push_back(std::move(a.action));
    return actions;
}

/// The legal actions of the seat whose view this is, when it is to act (else none).
[[nodiscard]] inline std::vector<move> legal_actions(const game_view& v) {
    if (v.seat != v.current) return {};
    return legal_actions(state_from_view(v));
}

/// 1 at the number of each legal action of `s`, 0 elsewhere: action_space_size(s.rules) bytes.
[[nodiscard]] inline std::vector<std::uint8_t> legal_action_mask(const game_state& s) {
    std::vector<std::uint8_t> mask(static_cast<std::size_t>(action_space_size(s.rules)), 0);
    for (const numbered_action& a : numbered_legal_actions(s)) mask[static_cast<std::size_t>(a.id)] = 1;
    return mask;
}

}  // namespace rami
