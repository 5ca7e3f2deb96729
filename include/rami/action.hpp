#pragma once
// Actions: a turn one step at a time (docs/actions.md). An action is a move that is one step:
// draw, take the discard, lay one meld, lay off cards, swap cards for a joker, discard. `apply`
// judges it as the same step of a play (rami/apply.hpp, rami/detail/turn_moves.hpp); `legal_actions`
// lists the numbered ones (rami/legal_actions.hpp: a lay-off of one card, a swap of one or two)
// and `action_id` numbers them (rami/action_space.hpp). `actions_of` turns a play into numbered
// actions, for agents.

#include <algorithm>
#include <optional>
#include <span>
#include <vector>

#include "rami/action_space.hpp"
#include "rami/apply.hpp"
#include "rami/move.hpp"
#include "rami/state.hpp"

namespace rami {

/// One step of a turn: a `move` of type draw, take_discard, meld, lay_off, swap or discard.
using action = move;

namespace detail {

/// The single steps a play's steps break into for the action numbering: a meld stays whole, a
/// lay-off becomes one step per card, a swap stays whole.
[[nodiscard]] inline std::vector<play_step> single_steps(std::span<const play_step> steps) {
    std::vector<play_step> out;
    for (const play_step& step : steps) {
        if (step.kind != play_step::action::lay_off) {
            out.push_back(step);
            continue;
        }
        for (const card c : step.cards) {
            play_step one = step;
            one.cards.clear();
            (void)one.cards.push_back(c);
            out.push_back(one);
        }
    }
    return out;
}

/// Whether two states hold the same cards in the same places (hands, table, piles) at the same
/// point of the round: a play and its steps as actions differ only in the turn's bookkeeping
/// until the discard.
[[nodiscard]] inline bool same_cards(const game_state& a, const game_state& b) {
    return a.hands == b.hands && a.table == b.table && a.stock == b.stock && a.discard == b.discard && a.phase == b.phase &&
           a.current == b.current && a.this_turn.taken_to_lay == b.this_turn.taken_to_lay && a.this_turn.jokers_to_lay == b.this_turn.jokers_to_lay;
}

/// The form legal_actions lists of action `a`, which leads from `s` to `next`: the joker laid
/// off without an end where that lands it the same, else the action of `a`'s number.
[[nodiscard]] inline action listed_form(const game_state& s, const action& a, const game_state& next) {
    std::vector<action> forms;
    if (a.type == move_type::lay_off && a.steps[0].cards[0].is_joker() && a.steps[0].end != run_end::either) {
        action either = a;
        either.steps[0].end = run_end::either;
        forms.push_back(either);
    }
    if (auto id = action_id(s.rules, a))
        if (auto numbered = action_from_id(s.rules, *id)) forms.push_back(*numbered);
    for (const action& form : forms)
        if (auto same = apply(s, form); same && *same == next) return form;
    return a;
}

/// Depth-first: an order of `left` (each tried with its joker at either end) that `apply`
/// accepts step by step from `s` and that ends with the cards of `goal`.
[[nodiscard]] inline bool order_steps(const game_state& s, std::vector<play_step>& left, const game_state& goal,
                                      std::vector<action>& done, int& budget) {
    if (left.empty()) return same_cards(s, goal);
    if (--budget < 0) return false;
    for (std::size_t i = 0; i < left.size(); ++i) {
        const play_step step = left[i];
        const bool joker_lay_off = step.kind == play_step::action::lay_off && step.cards[0].is_joker();
        for (const run_end end : {step.end, run_end::low, run_end::high}) {
            if (end != step.end && !joker_lay_off) continue;
            play_step tried = step;
            tried.end = end;
            action a = action::single(tried);
            auto next = apply(s, a);
            if (!next) continue;
            a = listed_form(s, a, *next);
            left.erase(left.begin() + static_cast<std::ptrdiff_t>(i));
            done.push_back(a);
            if (order_steps(*next, left, goal, done, budget)) return true;
            done.pop_back();
            left.insert(left.begin() + static_cast<std::ptrdiff_t>(i), step);
        }
    }
    return false;
}

}  // namespace detail

/// The numbered actions that do what move `m` does from `s`: the move itself for a draw, a take
/// or a discard; for a play its steps as single actions (a lay-off of several cards one card at
/// a time), in an order `apply` accepts one by one that ends in the same state as the play
/// (a play's own steps are accepted one by one as they are; splitting a lay-off of several
/// cards onto a run may need another order: 8H 9H onto 10H-QH is 9H, then 8H).
/// std::nullopt when `apply` refuses `m`, or when no such order exists.
[[nodiscard]] inline std::optional<std::vector<action>> actions_of(const game_state& s, const move& m) {
    auto goal = apply(s, m);
    if (!goal) return std::nullopt;
    if (m.type != move_type::play) return std::vector<action>{m};
    std::vector<play_step> left = detail::single_steps(m.steps);
    std::vector<action> done;
    int budget = 2000;  // plays are short; this bounds the search of a pathological one
    if (!detail::order_steps(s, left, *goal, done, budget)) return std::nullopt;
    return done;
}

}  // namespace rami
