#pragma once
// The move validator (R2, R6-R14): `apply(state, move)` gives the next state or the rule the
// move breaks. It is a pure function: the state given is never changed, and a refused move
// changes nothing.

#include <algorithm>
#include <array>
#include <span>

#include "rami/action_turn.hpp"
#include "rami/move.hpp"
#include "rami/opening.hpp"
#include "rami/play_steps.hpp"
#include "rami/result.hpp"
#include "rami/state.hpp"
#include "rami/state_check.hpp"

namespace rami {

namespace detail {

[[nodiscard]] inline result<void> play(game_state& s, std::span<const play_step> steps) {
    const rules& r = s.rules;
    const int seat = s.current;
    if (steps.empty()) return error(error_code::empty_play);
    const bool opened_before = opened_by_now(s);  // an opening made by actions this turn counts
    // A play judges its own opening (R6); in an opening begun by actions it is laid as its
    // steps, one action at a time.
    if (!opened_before && action_turn_begun(s)) {
        for (const play_step& step : single_steps(steps)) {
            const move_type type = step.kind == play_step::action::meld      ? move_type::meld
                                   : step.kind == play_step::action::lay_off ? move_type::lay_off
                                                                             : move_type::swap;
            if (auto done = single_step(s, type, step); !done) return done;
            if (s.phase == phase::over) break;
        }
        return {};
    }
    play_record record;
    for (const play_step& step : steps)
        if (auto done = play_step_on(s, step, record); !done) return done;

    // R8 (the Rami 51 rule book): the taken card is never laid off alone: a card from the hand went onto the
    // same meld this turn, before or in this play.
    if (r.pickup.never_laid_off_alone && record.taken_onto >= 0 && ((s.hand_lay_offs >> record.taken_onto) & 1u) == 0)
        return error(error_code::taken_card_laid_off_alone);

    const int left = static_cast<int>(s.hand(seat).size());
    if (r.keep_card_to_discard && left == 0) return error(error_code::hand_would_be_empty);
    const bool in_one_go = !s.laid[static_cast<std::size_t>(seat)] && left <= (r.keep_card_to_discard ? 1 : 0);

    bool opened_now = opened_before;
    if (!opened_before && !has_opening_rule(r)) {
        // rummy_classic: melds and lay-offs from the first turn (R6, R9); a seat opens with its
        // first meld.
        opened_now = true;
        s.opened[static_cast<std::size_t>(seat)] = !record.melds.empty();
    } else if (!opened_before) {
        const int needed = opening_needed(s);
        const auto opening = check_opening(r, record.melds, needed);
        const bool exempt = r.opening.going_out_exempt && in_one_go;
        if (!opening && !exempt) {
            if (record.melds.empty())
                return error(record.laid_off ? error_code::lay_off_before_opening : error_code::swap_not_allowed);
            if (opening.error().code == error_code::opening_below_minimum && r.opening.beat_previous &&
                summarize_opening(record.melds).points >= r.opening.minimum)
                return error(error_code::opening_must_beat_previous);
            return opening.error();
        }
        if (opening) s.best_opening = std::max(s.best_opening, summarize_opening(record.melds).points);
        opened_now = !record.melds.empty() && opening.ok();
        s.opened[static_cast<std::size_t>(seat)] = true;
    }
    if (in_one_go && (record.laid_off || record.swapped) && !r.opening.going_out_uses_table)
        return error(error_code::rami_sec_uses_table);
    if (record.laid_off && !allowed(r.lay_off, opened_now, in_one_go)) return error(error_code::lay_off_before_opening);
    if (record.swapped && !allowed(r.swap.who, opened_now, in_one_go)) return error(error_code::swap_not_allowed);

    // R10: a freed joker is laid this turn: a play may not leave one that can no longer be laid.
    if (auto fits = must_lay_fits(s); !fits) return fits;
    if (s.jokers_to_lay > 0 && !can_lay(s, s.hand(seat), card::joker(), true)) return error(error_code::freed_joker_not_laid);
    // R8 (rummy_classic): the taken card may not be discarded; left alone, it must be laid off.
    if (r.pickup.no_discard_same_turn && left == 1 && s.taken_this_turn && s.hand(seat)[0] == *s.taken_this_turn &&
        std::none_of(s.table.begin(), s.table.end(), [&](const table_meld& t) {
            return lay_off(r, t.meld, s.hand(seat)).ok();
        }))
        return error(error_code::taken_card_discarded, "it would be the only card left");
    // R8: a play may not make the taken card impossible to lay.
    if (s.taken && !can_lay(s, s.hand(seat), *s.taken, !r.pickup.never_laid_off_alone))
        return error(error_code::taken_card_not_laid, to_string(*s.taken));
    if (auto together = owed_cards_laid_together(s); !together) return together;
    s.laid_this_turn = true;
    s.resets_since_laid = 0;
    if (left == 0) end_round(s, seat, in_one_go);  // rummy_classic: out by playing (R7)
    return {};
}

[[nodiscard]] inline result<void> discard(game_state& s, card c) {
    const rules& r = s.rules;
    const int seat = s.current;
    if (s.taken) return error(error_code::taken_card_not_laid, to_string(*s.taken));
    if (r.pickup.no_discard_same_turn && s.taken_this_turn == c) return error(error_code::taken_card_discarded);
    if (s.jokers_to_lay > 0) return error(error_code::freed_joker_not_laid);
    if (s.discard.full()) return error(error_code::table_full, "discard pile");
    if (!hand_of(s, seat).erase_one(c)) return error(error_code::card_not_in_hand, to_string(c));
    if (auto finished = finish_action_turn(s, s.hand(seat).empty()); !finished) return finished;
    (void)s.discard.push_back(c);  // not full: checked above
    if (s.hand(seat).empty()) {
        end_round(s, seat, !s.laid[static_cast<std::size_t>(seat)]);
    } else {
        s.current = (seat + 1) % s.players;
        s.phase = phase::draw;
        count_up(s.turn);
    }
    s.laid[static_cast<std::size_t>(seat)] = s.laid[static_cast<std::size_t>(seat)] || s.laid_this_turn;
    s.laid_this_turn = false;
    s.hand_lay_offs = 0;
    s.taken_this_turn.reset();
    s.jokers_to_lay = 0;
    clear_action_turn(s);
    return {};
}

[[nodiscard]] inline result<void> apply_in_place(game_state& s, const move& m) {
    if (s.phase == phase::over) return error(error_code::round_over);
    const bool drawing = m.type == move_type::draw || m.type == move_type::take_discard;
    if (drawing && s.phase != phase::draw) return error(error_code::already_drawn);
    if (!drawing && s.phase != phase::play) return error(error_code::must_draw_first);
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
            if (m.steps.size() != 1) return error(error_code::invalid_move, "steps: a single action holds exactly one step");
            return single_step(s, m.type, m.steps.front());
    }
    return error(error_code::must_draw_first);
}

}  // namespace detail

/// The state after the seat to act plays `m` (docs/json.md "Moves"), or the rule it breaks.
/// Never changes `s`. Draw: the top of the stock, rebuilt from the discard pile when empty
/// (R12), or a deadlock. Take the discard: R8's conditions, refused when no play this turn
/// could lay a card that must be laid. Play: its steps in order, then the rules that bind the
/// whole play (R6 opening, R7 keep a card, R8, R9, R10, R11); all or nothing. A single step
/// (an action: meld, lay_off of one card, swap of one or two cards; rami/action.hpp): the step,
/// refused when the turn could no longer end legally after it (rami/action_turn.hpp). Discard:
/// ends the turn (R7), or the round when the hand is empty (R13 points in `result`), after the
/// rules that bind a turn laid by actions (R6, R8-R11).
/// A state whose seats are out of range (players outside the variant's range or beyond 6,
/// `current` or `first` no seat) gives `players_out_of_range` or `seat_out_of_range` naming the
/// field, never a read out of bounds; `check_state` checks the rest of a state built by hand.
[[nodiscard]] inline result<game_state> apply(const game_state& s, const move& m) {
    if (auto seats = detail::check_seats(s); !seats) return seats.error();
    game_state next = s;
    if (auto done = detail::apply_in_place(next, m); !done) return done.error();
    return next;
}

/// Whether `apply(s, m)` would accept the move; the error it would give if not.
[[nodiscard]] inline result<void> validate(const game_state& s, const move& m) {
    auto next = apply(s, m);
    if (!next) return next.error();
    return {};
}

}  // namespace rami
