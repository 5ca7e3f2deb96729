#pragma once
// A turn laid one action at a time (docs/rules.md "Turns one action at a time"): each meld,
// lay-off or swap is applied on its own, and the rules that bind a whole turn (R6 opening over
// the turn's melds, R8 taken card, R9 lay-offs, R10 freed jokers, R11 going out in one go)
// are judged twice: after each step, which is refused when the turn could no longer end
// legally, and at the discard (or the empty hand), which is refused while one is unmet.
//
// Steps are never taken back (I): a card laid stays on the table, as at a real table; the
// check after each step makes sure a turn in progress always has a legal way to end.

#include <algorithm>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "rami/action_candidates.hpp"
#include "rami/action_space.hpp"
#include "rami/fixed_vector.hpp"
#include "rami/hand.hpp"
#include "rami/move.hpp"
#include "rami/opening.hpp"
#include "rami/play_steps.hpp"
#include "rami/result.hpp"
#include "rami/state.hpp"
#include "rami/table.hpp"

namespace rami::detail {

/// Whether the seat to act has laid anything this turn by actions.
[[nodiscard]] constexpr bool action_turn_begun(const game_state& s) noexcept {
    return s.melds_this_turn != 0 || s.laid_off_this_turn || s.swapped_this_turn || s.taken_laid_onto >= 0;
}

inline void clear_action_turn(game_state& s) noexcept {
    s.melds_this_turn = 0;
    s.laid_off_this_turn = false;
    s.swapped_this_turn = false;
    s.taken_laid_onto = -1;
}

/// R6 for melds laid one action at a time: the seat opens as soon as the melds of its turn meet
/// the opening, as they were laid (later lay-offs onto them do not undo it); the best opening
/// counts every meld of the opening turn. rummy_classic: the first meld opens.
inline void open_with_turn_melds(game_state& s) {
    const auto seat = static_cast<std::size_t>(s.current);
    const auto melds = melds_laid_this_turn(s);
    if (!has_opening_rule(s.rules)) {
        s.opened[seat] = true;
        return;
    }
    const bool opening_turn = !s.opened[seat] || !s.laid[seat];
    if (!opening_turn) return;
    if (!s.opened[seat] && !check_opening(s.rules, melds, opening_needed(s))) return;
    s.opened[seat] = true;
    s.best_opening = std::max(s.best_opening, summarize_opening(melds).points);
}

/// Whether the cards left can all be laid in melds this turn, keeping the card to discard
/// (R11 going out in one go; melds only, the hand analysis).
[[nodiscard]] inline bool can_still_go_out(const game_state& s, hand_solver& solver) {
    const std::span<const card> hand = s.hand(s.current);
    if (hand.size() <= (s.rules.keep_card_to_discard ? 1u : 0u)) return true;
    auto out = solver.can_go_out(s.rules, hand, true);
    return out && *out;
}

/// Whether melds from the hand but one card (any) reach `points` (with a tierce franche when
/// `need_franche`), keeping the card to discard besides.
[[nodiscard]] inline result<bool> can_open_keeping_one_more(const game_state& s, hand_solver& solver, int points, bool need_franche) {
    auto whole = solver.can_lay_at_least(s.rules, s.hand(s.current), points, need_franche);
    if (!whole || !*whole) return whole;  // fewer cards reach no more: one analysis settles most refusals
    std::optional<error> failed;
    const bool enough = holds_without_one_card(s.hand(s.current), std::nullopt, [&](std::span<const card> rest) {
        auto more = solver.can_lay_at_least(s.rules, rest, points, need_franche);
        if (!more) failed = more.error();
        return !more || *more;
    });
    if (failed) return *failed;
    return enough;
}

/// R6 after a step of a seat that has not opened: the melds laid this turn, with melds still in
/// the hand, can make the opening; or the turn can go out in one go where that waives it
/// (`may_go_out()`, asked only then: it runs the hand analysis).
template <class MayGoOut>
[[nodiscard]] result<void> opening_still_possible(const game_state& s, hand_solver& solver, MayGoOut may_go_out) {
    const rules& r = s.rules;
    // Nothing laid yet. A lay-off or swap before any meld (where the variant lets a seat that
    // has not opened use the table) still needs the opening.
    const bool begun = s.melds_this_turn != 0 || s.laid_off_this_turn || s.swapped_this_turn;
    if (!begun) return {};
    const opening_summary laid = turn_melds_summary(s);
    const int needed = opening_needed(s);
    const bool need_franche = r.opening.tierce_franche && !laid.tierce_franche;
    // A first laying turn that used the table may not go out in one go where rami sec may not
    // use it (R11): the rest of the opening must then leave a card besides the discard.
    const bool keep_two = turn_keeps_a_card(s);
    auto more = keep_two ? can_open_keeping_one_more(s, solver, needed - laid.points, need_franche)
                         : solver.can_lay_at_least(r, s.hand(s.current), needed - laid.points, need_franche);
    if ((more && *more) || (r.opening.going_out_exempt && may_go_out())) return {};
    auto without_franche = need_franche ? solver.can_lay_at_least(r, s.hand(s.current), needed - laid.points, false) : more;
    if (need_franche && without_franche && *without_franche)
        return error(error_code::opening_needs_tierce_franche, "no tierce franche is left to lay this turn");
    return error(error_code::opening_below_minimum, std::to_string(laid.points) + " points laid this turn, " +
                                                        std::to_string(needed) + " needed, and the hand cannot make up the rest");
}

/// Which steps may still be legal for a seat that has not opened (opening_within_reach).
struct opening_reach {
    bool melds = true;     ///< a meld step may still be legal
    bool lay_offs = true;  ///< a lay-off step may still be legal
};

/// R6: whether the seat to act, not opened, holds too little to open this turn, even with the
/// melds it laid already: then no meld of its can be legal, as the meld and the melds left in
/// the hand would be an opening from the hand held now; nor a lay-off, where going out in one go
/// waives nothing (rami/legal_actions.hpp uses this to skip them). Swaps add a joker: not covered.
[[nodiscard]] inline opening_reach opening_within_reach(const game_state& s) {
    const rules& r = s.rules;
    if (s.phase != phase::play || opened_by_now(s) || !has_opening_rule(r)) return {};
    hand_solver& solver = turn_solver();
    const opening_summary laid = turn_melds_summary(s);
    auto more = solver.can_lay_at_least(r, s.hand(s.current), opening_needed(s) - laid.points,
                                        r.opening.tierce_franche && !laid.tierce_franche);
    if (!more || *more) return {};
    // Going out in one go where it waives the opening: a meld step's rest goes out only if the
    // hand does; a lay-off's rest may go out where the hand cannot.
    if (r.opening.going_out_exempt && !s.laid[static_cast<std::size_t>(s.current)]) return {can_still_go_out(s, solver), true};
    return {false, false};
}

[[nodiscard]] inline result<void> owed_cards_laid_together(const game_state& s);  // below: it searches with single steps

/// After a step: the checks that the turn can still end legally (R6-R11). Errors: the rule
/// that could no longer be met.
[[nodiscard]] inline result<void> check_turn_can_end(const game_state& s) {
    const rules& r = s.rules;
    const int seat = s.current;
    const std::span<const card> hand = s.hand(seat);
    const std::size_t keep = r.keep_card_to_discard ? 1 : 0;
    if (r.keep_card_to_discard && hand.empty()) return error(error_code::hand_would_be_empty);
    hand_solver& solver = turn_solver();
    const bool first_laying_turn = !s.laid[static_cast<std::size_t>(seat)];
    const bool opened = opened_by_now(s);
    // Going out in one go matters only where it waives the opening or opens the table (R6, R9,
    // R10): the analysis runs only then.
    const bool table_used = s.laid_off_this_turn || s.swapped_this_turn;
    const bool going_out_counts =
        (!opened && has_opening_rule(r) && r.opening.going_out_exempt) ||
        (table_used && (r.lay_off == who_may::opened_or_going_out || r.swap.who == who_may::opened_or_going_out));
    std::optional<bool> going_out;  // asked at most once, and only where an answer needs it
    const auto may_go_out = [&] {
        if (!going_out) going_out = first_laying_turn && going_out_counts && can_still_go_out(s, solver);
        return *going_out;
    };
    // Lay-offs and swaps need the opening (R9, R10): made, or still to be made this turn (as in
    // one play, judged at the discard); or the variant lets a seat going out in one go use the table.
    const auto open = opened || !has_opening_rule(r) ? result<void>{} : opening_still_possible(s, solver, may_go_out);
    const bool table_now = opened || !has_opening_rule(r) || open.ok();
    if (s.laid_off_this_turn && !allowed(r.lay_off, table_now, !table_now && may_go_out())) return error(error_code::lay_off_before_opening);
    if (s.swapped_this_turn && !allowed(r.swap.who, table_now, !table_now && may_go_out())) return error(error_code::swap_not_allowed);
    if (!open) return open;
    // R11: a first laying turn that used the table and holds only the card to discard would go
    // out in one go with the table, which some variants refuse. Such a turn keeps a card besides
    // the discard, and what it must still lay (the taken card, freed jokers) must leave it too.
    const bool keep_two = turn_keeps_a_card(s);
    if (keep_two && hand.size() <= keep) return error(error_code::rami_sec_uses_table);
    if (auto fits = must_lay_fits(s, keep_two ? 1 : 0); !fits) return fits;
    if (s.jokers_to_lay > 0 && !can_lay(s, hand, card::joker(), true)) return error(error_code::freed_joker_not_laid);
    if (s.taken && !can_lay(s, hand, *s.taken, !r.pickup.never_laid_off_alone))
        return error(error_code::taken_card_not_laid, to_string(*s.taken));
    if (auto together = owed_cards_laid_together(s); !together) return together;
    // R8 (the Rami 51 rule book): the taken card laid off alone needs a card from the hand on
    // the same meld before the turn ends, and a card left to discard.
    // A seat still making its opening lays the card of its hand first (I): that card may be
    // needed by the opening too, which the analysis does not weigh against this rule.
    if (r.pickup.never_laid_off_alone && s.taken_laid_onto >= 0 && ((s.hand_lay_offs >> s.taken_laid_onto) & 1u) == 0) {
        const meld& onto = s.table[static_cast<std::size_t>(s.taken_laid_onto)].meld;
        const bool partner = (opened || !has_opening_rule(r)) && hand.size() >= 1 + keep + (keep_two ? 1 : 0) && std::any_of(hand.begin(), hand.end(), [&](card c) {
            return lay_off(r, onto, std::span<const card>(&c, 1)).ok();
        });
        if (!partner) return error(error_code::taken_card_laid_off_alone);
    }
    // R8 (rummy_classic): the taken card may not be discarded; left alone, it must be laid off.
    if (r.pickup.no_discard_same_turn && hand.size() == 1 && s.taken_this_turn && hand[0] == *s.taken_this_turn &&
        std::none_of(s.table.begin(), s.table.end(), [&](const table_meld& t) { return lay_off(r, t.meld, hand).ok(); }))
        return error(error_code::taken_card_discarded, "it would be the only card left");
    return {};
}

/// At the end of a turn laid by actions (the discard, or an empty hand): the rules that bind the
/// whole turn, as `play` judges them for one play (R6, R8-R11). A seat that goes out in one go
/// where that waives the minimum opens here.
[[nodiscard]] inline result<void> finish_action_turn(game_state& s, bool going_out) {
    if (!action_turn_begun(s)) return {};
    const rules& r = s.rules;
    const auto seat = static_cast<std::size_t>(s.current);
    const bool in_one_go = going_out && !s.laid[seat];
    bool opened_now = s.opened[seat];
    if (!opened_now && !has_opening_rule(r)) {
        opened_now = true;  // rummy_classic: lay-offs from the first turn; its first meld opens
    } else if (!opened_now) {
        const auto melds = melds_laid_this_turn(s);
        const auto opening = check_opening(r, melds, opening_needed(s));
        if (!opening && !(r.opening.going_out_exempt && in_one_go)) {
            if (melds.empty()) return error(s.laid_off_this_turn ? error_code::lay_off_before_opening : error_code::swap_not_allowed);
            if (opening.error().code == error_code::opening_below_minimum && r.opening.beat_previous &&
                summarize_opening(melds).points >= r.opening.minimum)
                return error(error_code::opening_must_beat_previous);
            return opening.error();
        }
        if (opening) s.best_opening = std::max(s.best_opening, summarize_opening(melds).points);
        opened_now = !melds.empty() && opening.ok();
        s.opened[seat] = true;
    }
    const bool used_table = s.laid_off_this_turn || s.swapped_this_turn;
    if (in_one_go && used_table && !r.opening.going_out_uses_table) return error(error_code::rami_sec_uses_table);
    if (s.laid_off_this_turn && !allowed(r.lay_off, opened_now, in_one_go)) return error(error_code::lay_off_before_opening);
    if (s.swapped_this_turn && !allowed(r.swap.who, opened_now, in_one_go)) return error(error_code::swap_not_allowed);
    if (r.pickup.never_laid_off_alone && s.taken_laid_onto >= 0 && ((s.hand_lay_offs >> s.taken_laid_onto) & 1u) == 0)
        return error(error_code::taken_card_laid_off_alone);
    return {};
}

/// The single steps a play's steps break into: a meld stays whole, a lay-off becomes one step
/// per card, a swap stays whole.
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

/// One step of a turn as an action (type meld, lay_off or swap), taken without the checks that
/// the turn can still end: a lay-off lays one card, a swap puts one or two cards (so that each
/// action has its number, rami/action_space.hpp). Errors: `invalid_move` for a step of another
/// size or kind than `type`; the step's own errors (R2, R3, R9, R10).
[[nodiscard]] inline result<void> take_step(game_state& s, move_type type, const play_step& step) {
    const bool kind_matches = (type == move_type::meld && step.kind == play_step::action::meld) ||
                              (type == move_type::lay_off && step.kind == play_step::action::lay_off) ||
                              (type == move_type::swap && step.kind == play_step::action::swap);
    if (!kind_matches) return error(error_code::invalid_move, "steps: the step is not a " + std::string(to_string(type)));
    if (type == move_type::lay_off && step.cards.size() != 1)
        return error(error_code::invalid_move, "cards: a lay_off action lays off one card (lay several with more actions)");
    if (type == move_type::swap && (step.cards.empty() || step.cards.size() > 2))
        return error(error_code::invalid_move, "cards: a swap action puts one or two cards");
    const auto melds_before = static_cast<int>(s.table.size());
    play_record record;
    if (auto done = play_step_on(s, step, record); !done) return done;
    if (!record.melds.empty()) {
        s.melds_this_turn |= std::uint64_t{1} << melds_before;
        open_with_turn_melds(s);
    }
    s.laid_off_this_turn = s.laid_off_this_turn || record.laid_off;
    s.swapped_this_turn = s.swapped_this_turn || record.swapped;
    // Where the card taken from the discard pile went (R8), whether it was owed or taken freely.
    if (record.taken_onto >= 0) s.taken_laid_onto = record.taken_onto;
    return {};
}

/// One step of a turn as an action (take_step), refused when the turn could no longer end
/// legally after it. Errors: take_step's; then `check_turn_can_end`'s.
[[nodiscard]] inline result<void> single_step(game_state& s, move_type type, const play_step& step) {
    if (auto taken = take_step(s, type, step); !taken) return taken;
    if (auto can_end = check_turn_can_end(s); !can_end) return can_end;
    s.laid_this_turn = true;
    s.resets_since_laid = 0;
    if (s.hand(s.current).empty()) {  // rummy_classic: out by laying the last card (R7)
        const bool in_one_go = !s.laid[static_cast<std::size_t>(s.current)];
        if (auto finished = finish_action_turn(s, true); !finished) return finished;
        end_round(s, s.current, in_one_go);
    }
    return {};
}

/// R8, R10, with two cards or more owed (the taken card, freed jokers): whether they can all be
/// laid this turn. Each one is layable on its own (checked before this), but they may compete
/// for the same cards, melds and places, and leave too few cards to keep (R7, R11). Searched
/// one step at a time: a meld or a lay-off that lays an owed card, or a card of the hand laid
/// off first with an owed card after it onto the same meld, after which the turn can still end
/// (check_turn_can_end, with one owed card less); not a swap, which lays a card but frees a
/// joker. A search, as the hand analysis weighs one card at a time; it runs only in this rare
/// case (a swap freeing a joker while a card is owed), each level with one owed card less.
/// Errors: `taken_card_not_laid` (R8) while the taken card is owed, else `freed_joker_not_laid`
/// (R10).
[[nodiscard]] inline result<void> owed_cards_laid_together(const game_state& s) {
    if (cards_owed(s) < 2) return {};
    const rules& r = s.rules;
    const auto owed = [&](card c) { return (s.taken && c == *s.taken) || (c.is_joker() && s.jokers_to_lay > 0); };
    const card_tally held = tally(s.hand(s.current));
    std::vector<int> ids;
    lay_off_candidates(s, held, ids);
    set_candidates(r, held, ids);
    run_candidates(r, held, ids);
    for (const int id : ids) {
        auto a = action_from_id(r, id);
        if (!a) continue;  // every candidate is a number of the space
        const play_step& step = a->steps.front();
        if (std::any_of(step.cards.begin(), step.cards.end(), owed)) {
            game_state next = s;
            if (single_step(next, a->type, step)) return {};
            continue;
        }
        if (a->type != move_type::lay_off) continue;
        game_state partnered = s;  // a card of the hand first, as the owed card's partner
        if (!take_step(partnered, a->type, step)) continue;
        fixed_vector<card, 2> partners;  // the owed cards, each once
        if (s.taken) (void)partners.push_back(*s.taken);
        if (s.jokers_to_lay > 0 && !(s.taken && s.taken->is_joker())) (void)partners.push_back(card::joker());
        for (const card c : partners)
            for (const run_end end : {run_end::either, run_end::low}) {
                if (end == run_end::low && !c.is_joker()) continue;  // a card has one place on a run
                play_step lay_off{play_step::action::lay_off, step.meld, {}, end, std::nullopt};
                (void)lay_off.cards.push_back(c);
                game_state next = partnered;
                if (single_step(next, move_type::lay_off, lay_off)) return {};
            }
    }
    if (s.taken) return error(error_code::taken_card_not_laid, to_string(*s.taken) + ": not together with the freed jokers");
    return error(error_code::freed_joker_not_laid, "not all of them together");
}

}  // namespace rami::detail
