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
#include "rami/detail/turn.hpp"
#include "rami/detail/turn_rules.hpp"

namespace rami {

namespace detail {

/// R8: taking the top of the discard pile, where the variant lets this seat; refused when no
/// play this turn could lay a card that must be laid (check_turn_can_end).
[[nodiscard]] inline result<void> take_discard(game_state& s) {
    const rules& r = s.rules;
    if (s.discard.empty()) return error(error_code::discard_pile_empty);
    const card top = s.discard.back();
    if (r.pickup.refused_with_one_card && s.hand(s.current).size() == 1) return error(error_code::take_discard_with_one_card);
    const bool free_now = r.pickup.first_round_free && s.first_round();
    if (!hand_of(s, s.current).push_back(top)) return error(error_code::table_full, "hand");
    s.discard.pop_back();
    if (r.pickup.must_lay && !free_now) s.this_turn.taken_to_lay = top;
    s.this_turn.taken = top;
    s.phase = phase::play;
    // The take is judged as a step: the turn must still be able to end legally, the card laid
    // as R8 wants (with a joker swapped where that is what lays it).
    if (r.pickup.needs_opening && !free_now) {
        if (auto can_end = check_turn_can_end(s); !can_end)
            return error(error_code::take_discard_not_allowed, to_string(top) + ": " + can_end.error().message());
    }
    return {};
}

/// A play: its steps, judged one by one in the order given (judge_step), as the same steps
/// sent one action at a time would be. Steps after the round has ended are refused.
[[nodiscard]] inline result<void> play(game_state& s, std::span<const play_step> steps) {
    if (steps.empty()) return error(error_code::empty_play);
    for (const play_step& step : steps) {
        if (s.phase == phase::over) return error(error_code::round_over, "the play's last steps come after the round ended");
        if (auto judged = judge_step(s, step); !judged) return judged;
    }
    return {};
}

/// One step as an action of its own: a `meld`, `lay_off` or `swap` move holding one step of
/// that kind (`invalid_move` otherwise), judged as a play's step.
[[nodiscard]] inline result<void> single_step(game_state& s, move_type type, std::span<const play_step> steps) {
    if (steps.size() != 1) return error(error_code::invalid_move, "steps: a single action holds exactly one step");
    const play_step& step = steps.front();
    const bool kind_matches = (type == move_type::meld && step.kind == play_step::action::meld) ||
                              (type == move_type::lay_off && step.kind == play_step::action::lay_off) ||
                              (type == move_type::swap && step.kind == play_step::action::swap);
    if (!kind_matches) return error(error_code::invalid_move, "steps: the step is not a " + std::string(to_string(type)));
    return judge_step(s, step);
}

/// The discard: the card leaves the hand, then the turn's end rules (finish_turn, all of
/// them), then its end (end_turn): the next seat, or the end of the round when the hand is
/// empty (R7, R13).
[[nodiscard]] inline result<void> discard(game_state& s, card c) {
    const int seat = s.current;
    if (s.discard.full()) return error(error_code::table_full, "discard pile");
    if (!hand_of(s, seat).erase_one(c)) return error(error_code::card_not_in_hand, to_string(c));
    if (auto finished = finish_turn(s, s.hand(seat).empty(), c); !finished) return finished;
    (void)s.discard.push_back(c);  // not full: checked above
    end_turn(s);
    return {};
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

[[nodiscard]] inline result<void> apply_in_place(game_state& s, const move& m) {
    if (auto phase_ok = check_phase(s, m.type); !phase_ok) return phase_ok;
    switch (m.type) {
        case move_type::draw: return draw(s);
        case move_type::take_discard: return take_discard(s);
        case move_type::play: return play(s, m.steps);
        case move_type::discard:
            if (!m.card) return error(error_code::invalid_move, "card: a discard names the card it discards");
            return discard(s, *m.card);
        case move_type::meld:
        case move_type::lay_off:
        case move_type::swap:
            return single_step(s, m.type, m.steps);
    }
    return error(error_code::must_draw_first);
}

}  // namespace detail

/// The state after the seat to act plays `m` (docs/json.md "Moves"), or the rule it breaks.
/// Never changes `s`. Draw: the top of the stock, rebuilt from the discard pile when empty
/// (R12), or a deadlock. Take the discard: R8's conditions, refused when no play this turn
/// could lay a card that must be laid. Play, or a single step (an action: meld, lay_off,
/// swap): each step in the order given, refused when the turn could no longer end legally
/// after it (R6-R11, rami/detail/turn_rules.hpp); a play is all or nothing, and it is judged exactly
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
