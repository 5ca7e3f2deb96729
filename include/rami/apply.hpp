#pragma once
// The move validator (R2, R6-R14): `apply(state, move)` gives the next state or the rule the
// move breaks. It is a pure function: the state given is never changed, and a refused move
// changes nothing.

#include <span>
#include <string>

#include "rami/move.hpp"
#include "rami/result.hpp"
#include "rami/state.hpp"
#include "rami/state_check.hpp"
#include "rami/detail/turn_moves.hpp"
#include "rami/detail/turn_search.hpp"

namespace rami {

namespace detail {

/// A play: its steps, judged one by one in the order given (judge_step), as the same steps
/// sent one action at a time would be. Steps after the round has ended are refused.
[[nodiscard]] inline result<void> play(game_state& s, std::span<const play_step> steps, turn_search& search) {
    if (steps.empty()) return error(error_code::empty_play);
    for (const play_step& step : steps) {
        if (s.phase == phase::over) return error(error_code::round_over, "the play's last steps come after the round ended");
        if (auto judged = judge_step(s, step, search); !judged) return judged;
    }
    return {};
}

/// Whether `step` is of the kind a single action of `type` holds.
[[nodiscard]] constexpr bool step_of_type(move_type type, const play_step& step) noexcept {
    return (type == move_type::meld && step.kind == play_step::action::meld) ||
           (type == move_type::lay_off && step.kind == play_step::action::lay_off) ||
           (type == move_type::swap && step.kind == play_step::action::swap);
}

/// One step as an action of its own: a `meld`, `lay_off` or `swap` move holding one step of
/// that kind (`invalid_move` otherwise), judged as a play's step.
[[nodiscard]] inline result<void> single_step(game_state& s, move_type type, std::span<const play_step> steps, turn_search& search) {
    if (steps.size() != 1) return error(error_code::invalid_move, "steps: a single action holds exactly one step");
    const play_step& step = steps.front();
    if (!step_of_type(type, step)) return error(error_code::invalid_move, "steps: the step is not a " + std::string(to_string(type)));
    return judge_step(s, step, search);
}

/// Whether a move of this type may be played in the phase of `s`: the round not over, a draw
/// before anything else and only then.
[[nodiscard]] inline result<void> check_phase(const game_state& s, move_type type) {
    if (s.phase == phase::over) return error(error_code::round_over);
    const bool drawing = type == move_type::draw || type == move_type::take_discard;
    if (drawing && s.phase != phase::draw) return error(error_code::already_drawn);
    if (!drawing && s.phase != phase::play) return error(error_code::must_draw_first);
    return {};
}

/// The move `m` played on `s` in place, the turn search `search` asked about this turn's states
/// (a listing passes one for all its candidates). A refused move may leave `s` half changed:
/// apply plays on a copy.
[[nodiscard]] inline result<void> apply_in_place(game_state& s, const move& m, turn_search& search) {
    if (auto phase_ok = check_phase(s, m.type); !phase_ok) return phase_ok;
    switch (m.type) {
        case move_type::draw: return draw(s);
        case move_type::take_discard: return take_discard(s, search);
        case move_type::play: return play(s, m.steps, search);
        case move_type::discard:
            if (!m.card) return error(error_code::invalid_move, "card: a discard names the card it discards");
            return discard(s, *m.card);
        case move_type::meld:
        case move_type::lay_off:
        case move_type::swap:
            return single_step(s, m.type, m.steps, search);
    }
    return error(error_code::must_draw_first);
}

/// The same with a turn search of its own.
[[nodiscard]] inline result<void> apply_in_place(game_state& s, const move& m) {
    turn_search search;
    return apply_in_place(s, m, search);
}

}  // namespace detail

/// The state after the seat to act plays `m` (docs/json.md "Moves"), or the rule it breaks.
/// Never changes `s`. Draw: the top of the stock, rebuilt from the discard pile when empty
/// (R12), or a deadlock. Take the discard: R8's conditions, refused when no play this turn
/// could lay a card that must be laid. Play, or a single step (an action: meld, lay_off,
/// swap): each step in the order given, refused when the turn could no longer end legally
/// after it (R6-R11, the turn search: rami/detail/turn_search.hpp); a play is all or nothing, and it is judged exactly
/// as its steps sent one action at a time. Discard: ends the turn (R7), or the round when the
/// hand is empty (R13 points in `result`), after the rules that bind the whole turn (R6,
/// R8-R11).
/// A state whose seats are out of range (players outside the variant's range or beyond 6,
/// `current` or `first` no seat) gives `players_out_of_range` or `seat_out_of_range` naming the
/// field, never a read out of bounds; `check_state` checks the rest of a state built by hand.
[[nodiscard]] inline result<game_state> apply(const game_state& s, const move& m) {
    // One return of one named result, so that the 2 KB state is copied once, into it.
    result<game_state> next(std::in_place, s);
    if (auto seats = detail::check_seats(s); !seats) next = seats.error();
    else if (auto done = detail::apply_in_place(*next, m); !done) next = done.error();
    return next;
}

/// Whether `apply(s, m)` would accept the move; the error it would give if not.
[[nodiscard]] inline result<void> validate(const game_state& s, const move& m) {
    auto next = apply(s, m);
    if (!next) return next.error();
    return {};
}

}  // namespace rami
