#pragma once
// The end of a turn (docs/rules.md "A turn, judged step by step"): what the turn record says of
// the opening (R6), the table (R9, R10), the card taken from the discard pile (R8) and going
// out in one go (R11), and the one predicate "the turn may end here" (turn_end_error), asked at
// the discard, at an empty hand, and by the turn search at every node it weighs.

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>

#include "rami/opening.hpp"
#include "rami/result.hpp"
#include "rami/state.hpp"
#include "rami/detail/turn.hpp"

namespace rami::detail {

/// Whether the variant has an opening to make before laying (R6); rummy_classic has none.
[[nodiscard]] constexpr bool has_opening_rule(const rules& r) noexcept { return r.opening.minimum > 0 || r.opening.tierce_franche; }

/// The points an opening needs now: the minimum, or with the "beat the previous opening"
/// option one more than the best so far (R6).
[[nodiscard]] constexpr int opening_needed(const game_state& s) noexcept {
    return s.rules.opening.beat_previous ? std::max(s.rules.opening.minimum, s.best_opening + 1) : s.rules.opening.minimum;
}

/// Whether `who` allows a seat to use the table (R9, R10).
[[nodiscard]] constexpr bool allowed(who_may who, bool opened, bool going_out_in_one_go) noexcept {
    switch (who) {
        case who_may::nobody: return false;
        case who_may::anyone: return true;
        case who_may::opened: return opened;
        case who_may::opened_or_going_out: return opened || going_out_in_one_go;
    }
    return false;
}

/// R9, R10: the turn's use of the table so far is one the variant lets the seat to act make:
/// by anyone, once `opened`, or before, where the turn goes out in one go (`in_one_go()`,
/// asked only for a seat that has not opened). The one test of "who may use the table", after
/// each step and at the turn's end. Errors: lay_off_not_allowed (the variant lets nobody lay
/// off), lay_off_before_opening, swap_not_allowed.
template <class InOneGo>
[[nodiscard]] inline result<void> table_use_allowed(const game_state& s, bool opened, InOneGo in_one_go) {
    const turn_record& turn = s.this_turn;
    if (turn.laid_off && s.rules.lay_off == who_may::nobody) return error(error_code::lay_off_not_allowed);
    if (turn.laid_off && !allowed(s.rules.lay_off, opened, !opened && in_one_go())) return error(error_code::lay_off_before_opening);
    if (turn.swapped && !allowed(s.rules.swap.who, opened, !opened && in_one_go())) return error(error_code::swap_not_allowed);
    return {};
}

/// The melds laid this turn, in table order.
[[nodiscard]] inline fixed_vector<meld, max_table_melds> melds_laid_this_turn(const game_state& s) {
    fixed_vector<meld, max_table_melds> melds;
    for (std::size_t i = 0; i < s.table.size(); ++i)
        if ((s.this_turn.new_melds >> i) & 1u) (void)melds.push_back(s.table[i].meld);  // as many as the table holds
    return melds;
}

/// The points and tierce franche of the melds laid this turn (R5, R6), as
/// summarize_opening(melds_laid_this_turn(s)) without copying them: asked after every step.
[[nodiscard]] inline opening_summary turn_melds_summary(const game_state& s) noexcept {
    opening_summary laid;
    for (std::size_t i = 0; i < s.table.size(); ++i) {
        if (((s.this_turn.new_melds >> i) & 1u) == 0) continue;
        laid.points += s.table[i].meld.points;
        laid.tierce_franche = laid.tierce_franche || s.table[i].meld.is_tierce_franche();
    }
    return laid;
}

/// Whether the seat to act has opened: in an earlier turn, or this turn, as soon as its new
/// melds met R6 (open_with_turn_melds); always in a variant without an opening (rummy_classic).
[[nodiscard]] inline bool opened_by_now(const game_state& s) {
    return s.opened[static_cast<std::size_t>(s.current)] || !has_opening_rule(s.rules);
}

/// R11: whether this is the first turn in which the seat to act lays cards: no card laid in an
/// earlier turn (a turn that goes out now goes out in one go).
[[nodiscard]] inline bool first_laying_turn(const game_state& s) { return !s.laid[static_cast<std::size_t>(s.current)]; }

/// R8 (rummy_classic): whether the discard of `c` is barred as the card taken this turn.
[[nodiscard]] inline bool discard_barred(const game_state& s, card c) {
    return s.rules.pickup.no_discard_same_turn && s.this_turn.taken == c;
}

/// Whether the table was used (a lay-off, a swap) this turn.
[[nodiscard]] constexpr bool table_used(const turn_record& turn) noexcept { return turn.laid_off || turn.swapped; }

/// R6, R9, R10: whether the turn used the table in a way the variant keeps for seats that have
/// opened (`opened`, `opened_or_going_out`): before the opening, only going out in one go makes
/// such a turn legal, and its melds no longer open (an opening is made from the hand, I). A
/// lay-off or swap the variant lets anyone make (`anyone`) binds nothing: the seat may open
/// after it, or end its turn without opening (docs/rules.md).
[[nodiscard]] inline bool table_use_needs_opening(const game_state& s) {
    const turn_record& turn = s.this_turn;
    return (turn.laid_off && s.rules.lay_off != who_may::anyone) || (turn.swapped && s.rules.swap.who != who_may::anyone);
}

/// R8: whether a card taken from the discard pile this turn must be laid in the seat's opening:
/// the variant makes the taker lay it (rami40, rami50, manie_joker51 after the first round;
/// rami_francais, rami7 always) and the seat opens in this turn, not before. Such a card goes
/// into one of the turn's new melds and counts towards the minimum; laying it off or swapping
/// it in is going out in one go with it (the rule book) or nothing.
[[nodiscard]] inline bool taken_card_opens(const game_state& s) {
    const rules& r = s.rules;
    return r.pickup.must_lay && !(r.pickup.first_round_free && s.first_round()) && has_opening_rule(r) && first_laying_turn(s);
}

/// R8: the taken card went onto the table outside the opening's new melds (taken_card_opens):
/// laid off or swapped into a meld of an earlier turn.
[[nodiscard]] inline bool taken_laid_outside_opening(const game_state& s) {
    const turn_record& turn = s.this_turn;
    return turn.taken && turn.taken_onto >= 0 && ((turn.new_melds >> turn.taken_onto) & 1u) == 0 && taken_card_opens(s);
}

/// R6: after a meld, the seat opens as soon as the turn's new melds meet the opening; the best
/// opening counts every meld of the opening turn laid before the table was used. An opening is
/// made from the hand: once the turn has laid off or swapped before it (where that needs the
/// opening: table_use_needs_opening), only going out in one go can make it (I). rummy_classic:
/// the first meld opens.
inline void open_with_turn_melds(game_state& s) {
    const auto seat = static_cast<std::size_t>(s.current);
    if (!has_opening_rule(s.rules)) {
        s.opened[seat] = true;
        return;
    }
    const bool opening_turn = !s.opened[seat] || first_laying_turn(s);
    if (!opening_turn || table_use_needs_opening(s)) return;
    const opening_summary laid = turn_melds_summary(s);  // no copy of the melds: asked after every meld
    if (!s.opened[seat] && (s.this_turn.new_melds == 0 || !meets_opening(s.rules, laid, opening_needed(s)))) return;
    s.opened[seat] = true;
    s.best_opening = std::max(s.best_opening, laid.points);
}

/// R11: whether the seat to act, in its first laying turn, may not go out in one go with the
/// table's help (rami sec uses no table in some variants): once it lays off or swaps this turn,
/// it keeps a card besides the one to discard.
[[nodiscard]] inline bool table_keeps_a_card(const game_state& s) {
    return first_laying_turn(s) && !s.rules.opening.going_out_uses_table;
}

/// R11: whether the turn so far keeps a card besides the one to discard: table_keeps_a_card, and
/// the turn has laid off or swapped already.
[[nodiscard]] inline bool turn_keeps_a_card(const game_state& s) { return table_used(s.this_turn) && table_keeps_a_card(s); }

/// R8 (the rule book): the table meld that the taken card went onto alone and that a card of
/// the hand must still join this turn (`partnered`, bit i: a card of the hand went onto table
/// meld i), or -1.
[[nodiscard]] inline int partner_owed_onto(const game_state& s, std::uint64_t partnered) {
    const turn_record& turn = s.this_turn;
    if (!s.rules.pickup.never_laid_off_alone || turn.taken_onto < 0 || ((partnered >> turn.taken_onto) & 1u) != 0) return -1;
    return turn.taken_onto;
}

/// R8 (the rule book): the taken card was laid off onto a meld no card of the hand went onto
/// this turn.
[[nodiscard]] inline bool taken_laid_off_alone(const game_state& s) { return partner_owed_onto(s, s.this_turn.hand_cards_onto) >= 0; }

/// R8: whether the card taken from the discard pile this turn binds the seat to open in it
/// ("only a seat that has opened, or that opens with it"): pickup.needs_opening, outside the
/// first round where that is free.
[[nodiscard]] inline bool taken_needs_opening(const game_state& s) {
    const rules& r = s.rules;
    return s.this_turn.taken && r.pickup.needs_opening && !(r.pickup.first_round_free && s.first_round()) && !opened_by_now(s);
}

/// The end-of-turn rules (R6, R8-R11), every one of them here and nowhere else: whether the turn
/// of `s` may end now, by the discard of `discarded` (once it has left the hand) or by an empty
/// hand (`going_out`), or the rule it breaks. The cards owed are laid (R8 the taken card, R10
/// freed jokers) and the taken card is not the discard (R8, rummy_classic); then the rules of
/// what was laid. Changes nothing: finish_turn applies it. `explain`: the error's detail is
/// worded (false for a verdict alone, as the turn search asks it: only its code is read).
[[nodiscard]] inline result<void> turn_end_error(const game_state& s, bool going_out, std::optional<card> discarded = std::nullopt,
                                                 bool explain = true) {
    const turn_record& turn = s.this_turn;
    const auto detail = [explain](auto&& words) { return explain ? std::string(words()) : std::string(); };
    if (turn.taken_to_lay) return error(error_code::taken_card_not_laid, detail([&] { return to_string(*turn.taken_to_lay); }));
    if (discarded && discard_barred(s, *discarded)) return error(error_code::taken_card_discarded);
    if (turn.jokers_to_lay > 0) return error(error_code::freed_joker_not_laid);
    const rules& r = s.rules;
    const bool in_one_go = going_out && first_laying_turn(s);
    const bool exempt = r.opening.going_out_exempt && in_one_go && turn.begun();
    const auto unopened_taker = [&] {
        return error(error_code::take_discard_not_allowed, detail([] { return "the seat has not opened this turn"; }));
    };
    if (!turn.begun()) return taken_needs_opening(s) ? result<void>(unopened_taker()) : result<void>{};
    // R9, R10: the table used only as the variant lets this seat (never, in some).
    if (auto table = table_use_allowed(s, opened_by_now(s), [&] { return in_one_go; }); !table) return table;
    if (!opened_by_now(s) && !exempt) {
        if (table_use_needs_opening(s)) return error(turn.laid_off ? error_code::lay_off_before_opening : error_code::swap_not_allowed);
        if (turn.new_melds != 0) {  // the melds did not open (open_with_turn_melds): say why
            const opening_summary laid = summarize_opening(melds_laid_this_turn(s));
            const int needed = opening_needed(s);
            return opening_shortfall(r, needed, laid.points >= needed, laid.points >= r.opening.minimum, detail([&] {
                return std::to_string(laid.points) + " points, " + std::to_string(needed) + " needed";
            }));
        }
    }
    if (taken_needs_opening(s) && !exempt) return unopened_taker();
    if (going_out && turn_keeps_a_card(s)) return error(error_code::rami_sec_uses_table);
    if (taken_laid_outside_opening(s) && !exempt)
        return error(error_code::taken_card_not_in_opening, detail([&] { return to_string(*turn.taken); }));
    if (taken_laid_off_alone(s)) return error(error_code::taken_card_laid_off_alone);
    return {};
}

/// At the end of a turn: turn_end_error, then a seat that goes out in one go where that waives
/// the minimum opens here (R6).
[[nodiscard]] inline result<void> finish_turn(game_state& s, bool going_out, std::optional<card> discarded = std::nullopt) {
    if (auto refused = turn_end_error(s, going_out, discarded); !refused) return refused;
    const bool exempt = s.rules.opening.going_out_exempt && going_out && first_laying_turn(s) && s.this_turn.begun();
    if (exempt && !opened_by_now(s)) s.opened[static_cast<std::size_t>(s.current)] = true;
    return {};
}

/// The end of a turn, once finish_turn has accepted it, the same after a discard and after a
/// last step that empties the hand (R7, R13): the round ends when the hand is empty (in one go
/// in the seat's first laying turn), else the next seat draws; the seat has laid cards if it
/// laid any this turn, and the turn record is cleared.
inline void end_turn(game_state& s) {
    const int seat = s.current;
    const bool laid_before = !first_laying_turn(s);
    if (s.hand(seat).empty()) {
        end_round(s, seat, !laid_before);
    } else {
        s.current = (seat + 1) % s.players;
        s.phase = phase::draw;
        count_up(s.turn);
    }
    s.laid[static_cast<std::size_t>(seat)] = laid_before || s.this_turn.laid;
    s.this_turn = turn_record{};
}

}  // namespace rami::detail
