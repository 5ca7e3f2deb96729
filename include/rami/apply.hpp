#pragma once
// The move validator (R2, R6-R14): `apply(state, move)` gives the next state or the rule the
// move breaks. It is a pure function: the state given is never changed, and a refused move
// changes nothing.

#include <algorithm>
#include <array>
#include <span>

#include "rami/hand.hpp"
#include "rami/move.hpp"
#include "rami/opening.hpp"
#include "rami/random.hpp"
#include "rami/result.hpp"
#include "rami/scoring.hpp"
#include "rami/state.hpp"
#include "rami/state_check.hpp"
#include "rami/table.hpp"

namespace rami {

namespace detail {

[[nodiscard]] inline hand_cards& hand_of(game_state& s, int seat) { return s.hands[static_cast<std::size_t>(seat)]; }

/// Counts one more, stopping at max_counter (a round never gets there; a loaded state may).
inline void count_up(int& counter) noexcept { counter = counter < max_counter ? counter + 1 : max_counter; }

/// Takes `cards` out of `hand`; `card_not_in_hand` (R2) naming the first card it lacks.
[[nodiscard]] inline result<void> take_from_hand(hand_cards& hand, std::span<const card> cards) {
    for (const card c : cards)
        if (!hand.erase_one(c)) return error(error_code::card_not_in_hand, to_string(c));
    return {};
}

inline void end_round(game_state& s, int winner, bool in_one_go) {
    round_result result;
    result.winner = winner;
    result.reason = end_reason::out;
    result.in_one_go = in_one_go;
    result.points = score_round(s, winner, in_one_go);
    s.result = result;
    s.phase = phase::over;
}

inline void end_in_deadlock(game_state& s) {
    round_result result;
    result.reason = end_reason::deadlock;
    s.result = result;  // every seat scores 0 (R12, R13)
    s.phase = phase::over;
}

/// R12 (I): a round whose stock has run out this many times with no card laid meanwhile is a
/// stalemate, played to a deadlock ("the game detects that none of the players can finish",
/// the Classic Rummy rules): the cards only go round.
inline constexpr int stalemate_resets = 3;

/// R12: the stock is empty; the discard pile but its top card becomes the new stock, shuffled
/// with the state's seed. False when the variant allows no more rebuilds, nothing is left, or
/// the round is a stalemate.
[[nodiscard]] inline bool rebuild_stock(game_state& s) {
    const int limit = s.rules.deal.max_stock_rebuilds;
    if ((limit >= 0 && s.stock_resets >= limit) || s.discard.size() <= 1) return false;
    if (s.resets_since_laid + 1 >= stalemate_resets) return false;
    count_up(s.resets_since_laid);
    const card top = s.discard.back();
    s.discard.pop_back();
    s.stock = s.discard;
    s.discard.clear();
    (void)s.discard.push_back(top);  // the pile was just emptied
    count_up(s.stock_resets);
    splitmix64 random = shuffle_random(s.seed, s.stock_resets);
    shuffle(std::span<card>(s.stock.data(), s.stock.size()), random);
    return true;
}

[[nodiscard]] inline result<void> draw(game_state& s) {
    if (s.stock.empty() && !rebuild_stock(s)) {
        end_in_deadlock(s);
        return {};
    }
    if (!hand_of(s, s.current).push_back(s.stock.front())) return error(error_code::table_full, "hand");
    s.stock.erase(s.stock.begin());
    s.phase = phase::play;
    return {};
}

/// R8, R10: whether the seat to act, holding `hand` (with `taken` in it), can still lay `taken`
/// this turn: in a new meld or a lay-off once opened; in an opening, or (the Rami 51 rule book) by going out
/// in one go, before. `alone_ok`: it may be laid off on its own (the Rami 51 rule book's taken card may
/// not, unless a card from the hand went onto that meld this turn). Decided with the hand
/// analysis, so a seat never takes a card it then cannot lay, and never lands where no discard
/// is legal.
[[nodiscard]] inline bool can_lay(const game_state& s, std::span<const card> hand, card taken, bool alone_ok) {
    const rules& r = s.rules;
    const int seat = s.current;
    hand_solver solver;
    const bool has_opening_rule = r.opening.minimum > 0 || r.opening.tierce_franche;
    if (s.opened[static_cast<std::size_t>(seat)] || !has_opening_rule) {
        auto melds = solver.best_lay_down(r, hand, true, taken);
        if (melds && !melds->melds.empty()) return true;
        // A lay-off must leave a card to discard (R7).
        const std::size_t keep = r.keep_card_to_discard ? 1 : 0;
        for (const table_meld& t : s.table) {
            if (hand.size() < 1 + keep) break;
            const auto index = static_cast<std::size_t>(&t - s.table.begin());
            const bool alone = alone_ok || ((s.hand_lay_offs >> index) & 1u) != 0;
            if (alone && lay_off(r, t.meld, std::span<const card>(&taken, 1))) return true;
            if (hand.size() < 2 + keep) continue;
            bool skipped_taken = false;  // the taken card itself is no partner
            for (const card other : hand) {
                if (other == taken && !skipped_taken) {
                    skipped_taken = true;
                    continue;
                }
                const std::array<card, 2> pair{taken, other};
                if (lay_off(r, t.meld, pair)) return true;
            }
        }
        return false;
    }
    auto opening = solver.best_lay_down(r, hand, false, taken);
    const int needed = r.opening.beat_previous ? std::max(r.opening.minimum, s.best_opening + 1) : r.opening.minimum;
    if (opening && !opening->melds.empty() && opening->points >= needed) return true;
    if (r.opening.going_out_exempt && !s.laid[static_cast<std::size_t>(seat)]) {
        auto out = solver.can_go_out(r, hand, false, taken);
        return out && *out;
    }
    return false;
}

[[nodiscard]] inline result<void> take_discard(game_state& s) {
    const rules& r = s.rules;
    if (s.discard.empty()) return error(error_code::discard_pile_empty);
    const card top = s.discard.back();
    if (r.pickup.refused_with_one_card && s.hand(s.current).size() == 1) return error(error_code::take_discard_with_one_card);
    const bool free_now = r.pickup.first_round_free && s.first_round();
    if (!hand_of(s, s.current).push_back(top)) return error(error_code::table_full, "hand");
    if (r.pickup.needs_opening && !free_now && !can_lay(s, s.hand(s.current), top, !r.pickup.never_laid_off_alone))
        return error(error_code::take_discard_not_allowed);
    s.discard.pop_back();
    if (r.pickup.must_lay && !free_now) s.taken = top;
    s.taken_this_turn = top;
    s.phase = phase::play;
    return {};
}

/// What a play did, for the rules that bind the whole play.
struct play_record {
    fixed_vector<meld, max_table_melds> melds;  // new melds, for the opening (R6)
    bool laid_off = false;
    bool swapped = false;
    int taken_onto = -1;  // table meld the card taken from the discard pile was laid off onto
};

[[nodiscard]] inline result<void> play_step_on(game_state& s, const play_step& step, play_record& record) {
    const rules& r = s.rules;
    const int seat = s.current;
    const std::span<const card> cards = step.cards;
    if (cards.empty()) return error(error_code::empty_play);
    if (auto taken = take_from_hand(hand_of(s, seat), cards); !taken) return taken;
    const auto lays_taken = [&] { return s.taken && std::find(cards.begin(), cards.end(), *s.taken) != cards.end(); };
    const bool laid_taken_card = s.taken_this_turn && std::find(cards.begin(), cards.end(), *s.taken_this_turn) != cards.end();
    const int jokers = static_cast<int>(std::count(cards.begin(), cards.end(), card::joker()));

    if (step.kind == play_step::action::meld) {
        auto read = step.as ? read_meld_as(r, cards, *step.as) : read_meld(r, cards);
        if (!read) return read.error();
        if (!s.table.push_back(table_meld{seat, *read}) || !record.melds.push_back(*read))
            return error(error_code::table_full, "table");
    } else {
        if (step.meld < 0 || step.meld >= static_cast<int>(s.table.size())) return error(error_code::meld_index_out_of_range);
        meld& target = s.table[static_cast<std::size_t>(step.meld)].meld;
        if (step.kind == play_step::action::lay_off) {
            auto grown = lay_off(r, target, cards, step.end);
            if (!grown) return grown.error();
            target = *grown;
            record.laid_off = true;
            if (laid_taken_card) record.taken_onto = step.meld;
            if (static_cast<int>(cards.size()) > (laid_taken_card ? 1 : 0))
                s.hand_lay_offs |= std::uint64_t{1} << step.meld;  // a card from the hand went onto it
        } else {
            auto swapped = swap_joker(r, target, cards);
            if (!swapped) return swapped.error();
            target = swapped->meld;
            record.swapped = true;
            for (int j = 0; j < swapped->freed; ++j)
                if (!hand_of(s, seat).push_back(card::joker())) return error(error_code::table_full, "hand");
            if (r.swap.freed_joker_must_be_laid) s.jokers_to_lay += swapped->freed;
        }
    }
    if (lays_taken()) s.taken.reset();
    s.jokers_to_lay = std::max(0, s.jokers_to_lay - jokers);
    return {};
}

/// Whether `who` allows a seat to use the table in this play (R9, R10).
[[nodiscard]] constexpr bool allowed(who_may who, bool opened, bool going_out_in_one_go) noexcept {
    switch (who) {
        case who_may::nobody: return false;
        case who_may::anyone: return true;
        case who_may::opened: return opened;
        case who_may::opened_or_going_out: return opened || going_out_in_one_go;
    }
    return false;
}

[[nodiscard]] inline result<void> play(game_state& s, std::span<const play_step> steps) {
    const rules& r = s.rules;
    const int seat = s.current;
    if (steps.empty()) return error(error_code::empty_play);
    const bool opened_before = s.opened[static_cast<std::size_t>(seat)];
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
    const bool has_opening_rule = r.opening.minimum > 0 || r.opening.tierce_franche;
    if (!opened_before && !has_opening_rule) {
        // rummy_classic: melds and lay-offs from the first turn (R6, R9); a seat opens with its
        // first meld.
        opened_now = true;
        s.opened[static_cast<std::size_t>(seat)] = !record.melds.empty();
    } else if (!opened_before) {
        const int needed = r.opening.beat_previous ? std::max(r.opening.minimum, s.best_opening + 1) : -1;
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
    }
    return error(error_code::must_draw_first);
}

}  // namespace detail

/// The state after the seat to act plays `m` (docs/json.md "Moves"), or the rule it breaks.
/// Never changes `s`. Draw: the top of the stock, rebuilt from the discard pile when empty
/// (R12), or a deadlock. Take the discard: R8's conditions, refused when no play this turn
/// could lay a card that must be laid. Play: its steps in order, then the rules that bind the
/// whole play (R6 opening, R7 keep a card, R8, R9, R10, R11); all or nothing. Discard: ends the
/// turn (R7), or the round when the hand is empty (R13 points in `result`).
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
