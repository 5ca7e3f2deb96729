#pragma once
// The hand analysis's readings of a turn: how the turn search (rami/detail/turn_search.hpp)
// bounds the opening and going out in one go (the search of going out itself is
// rami/detail/going_out.hpp), and, once the search has refused a step, the rule to name (R6 the
// opening, R7 a card kept to discard, R8 the card taken from the discard pile, R9 and R10 the
// table before the opening, R10 freed jokers, R11 going out in one go) with a detail a player
// understands. The explanations decide nothing, and run only when refusing, never in a listing.
//
// Steps are never taken back (I): a card laid stays on the table, as at a real table.

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "rami/hand.hpp"
#include "rami/move.hpp"
#include "rami/opening.hpp"
#include "rami/result.hpp"
#include "rami/state.hpp"
#include "rami/table.hpp"
#include "rami/detail/going_out.hpp"
#include "rami/detail/turn.hpp"
#include "rami/detail/turn_bounds.hpp"
#include "rami/detail/turn_end.hpp"
#include "rami/detail/turn_steps.hpp"

namespace rami::detail {

/// R6: whether the opening is within reach of `hand`: the melds laid this turn and melds
/// still made from `hand` (laying `required` among them, where given: R8) reach the points
/// needed now, with a tierce franche where the variant wants one and none was laid. Melds from
/// `hand` keep the card to discard where R7 wants one. The one test of an opening still to
/// make, for the turn's checks and the listing's shortcuts alike.
[[nodiscard]] inline result<bool> opening_reachable_from(const game_state& s, std::span<const card> hand,
                                                         std::optional<card> required = std::nullopt) {
    const opening_summary laid = turn_melds_summary(s);
    return turn_solver().can_lay_at_least(s.rules, hand, opening_needed(s) - laid.points,
                                          s.rules.opening.tierce_franche && !laid.tierce_franche, required);
}

/// R8, R10: how many cards the seat to act must still lay this turn (the taken card, freed jokers).
[[nodiscard]] constexpr int cards_owed(const game_state& s) noexcept {
    return (s.this_turn.taken_to_lay ? 1 : 0) + s.this_turn.jokers_to_lay;
}

/// R8, R10: the cards the seat to act must still lay this turn (the taken card, freed jokers)
/// fit in its hand with the card it keeps to discard (R7), and `kept_besides_discard` cards more
/// (R11, see analysed_refusal); else the error of the first.
[[nodiscard]] inline result<void> must_lay_fits(const game_state& s, int kept_besides_discard = 0) {
    const int must = cards_owed(s);
    const int keep = (s.rules.keep_card_to_discard ? 1 : 0) + kept_besides_discard;
    if (must == 0 || static_cast<int>(s.hand(s.current).size()) >= must + keep) return {};
    const std::string why = kept_besides_discard > 0 ? "no card would be left besides the discard" : "no card would be left to discard";
    if (s.this_turn.taken_to_lay) return error(error_code::taken_card_not_laid, to_string(*s.this_turn.taken_to_lay) + ": " + why);
    return error(error_code::freed_joker_not_laid, why);
}

/// Whether `holds(rest)` for `hand` without one of its cards (one copy of each distinct card in
/// turn), never leaving out the last copy of `needed`.
template <class Holds>
[[nodiscard]] bool holds_without_one_card(std::span<const card> hand, std::optional<card> needed, Holds holds) {
    const auto copies_needed = needed ? std::count(hand.begin(), hand.end(), *needed) : 0;
    for (std::size_t i = 0; i < hand.size(); ++i) {
        if (!first_copy(hand, i))
            continue;  // the same card again: the same hand left
        if (needed && hand[i] == *needed && copies_needed == 1) continue;
        const hand_cards rest = without_card(hand, i);
        if (holds(std::span<const card>(rest))) return true;
    }
    return false;
}

/// can_lay (below), where a lay-off keeps `keep` cards besides those it lays (melds keep the card to
/// discard where R7 wants one).
[[nodiscard]] inline bool can_lay_leaving(const game_state& s, std::span<const card> hand, card taken, bool alone_ok,
                                          bool in_opening, std::size_t keep) {
    const rules& r = s.rules;
    hand_solver& solver = turn_solver();
    if (opened_by_now(s)) {
        auto melds = solver.best_lay_down(r, hand, true, taken);
        if (melds && !melds->melds.empty()) return true;
        for (const table_meld& t : s.table) {
            if (hand.size() < 1 + keep) break;
            const auto index = static_cast<std::size_t>(&t - s.table.begin());
            if (in_opening && ((s.this_turn.new_melds >> index) & 1u) == 0) continue;  // R8: onto the opening's own melds only
            if (!may_join(t.meld, taken)) continue;  // neither alone nor with a partner
            const bool alone = alone_ok || ((s.this_turn.hand_cards_onto >> index) & 1u) != 0;
            if (alone && lay_off_one(r, t.meld, taken)) return true;
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
        // R8: the card owed to the opening goes anywhere in a turn that goes out in one go.
        if (in_opening && r.opening.going_out_exempt && first_laying_turn(s))
            return can_go_out_with_table(s, hand, taken, alone_ok ? std::nullopt : taken_laid_off_with_partner(s, taken));
        return false;
    }
    if (!table_used(s.this_turn)) {  // the opening, or the rest of one begun, may lay the card
        auto opening = opening_reachable_from(s, hand, taken);
        if (opening && *opening) return true;
    }
    if (r.opening.going_out_exempt && first_laying_turn(s)) {
        return can_go_out_with_table(s, hand, taken, alone_ok ? std::nullopt : taken_laid_off_with_partner(s, taken));
    }
    return false;
}

/// R8, R10: whether the seat to act, holding `hand` (with `taken` in it), can still lay `taken`
/// this turn: in a new meld or a lay-off once opened; in an opening, or (the Rami 51 rule book)
/// by going out in one go, before. `alone_ok`: it may be laid off on its own (the Rami 51 rule
/// book's taken card may not, unless a card from the hand went onto that meld this turn).
/// `in_opening`: it must go into the melds of the turn's opening (taken_card_opens): a new
/// meld, or a lay-off onto one. R7 and R11: the card to
/// discard is kept, and one more where the turn uses the table (table_keeps_a_card). Decided
/// with the hand analysis, so a seat never takes a card it then cannot lay, and never lands
/// where no discard is legal.
[[nodiscard]] inline bool can_lay(const game_state& s, std::span<const card> hand, card taken, bool alone_ok, bool in_opening) {
    const std::size_t keep = s.rules.keep_card_to_discard ? 1 : 0;
    if (!table_keeps_a_card(s)) return can_lay_leaving(s, hand, taken, alone_ok, in_opening, keep);
    // The table used already: whatever lays the card leaves a card more, the hand without one.
    // Once opened, fewer cards lay no more: the whole hand is asked first, which settles most
    // refusals with one analysis instead of one per card.
    if (turn_keeps_a_card(s)) {
        const bool fewer_lay_less = opened_by_now(s);  // else going out in one go may need fewer
        if (fewer_lay_less && !can_lay_leaving(s, hand, taken, alone_ok, in_opening, keep)) return false;
        return holds_without_one_card(hand, taken, [&](std::span<const card> rest) {
            return can_lay_leaving(s, rest, taken, alone_ok, in_opening, keep);
        });
    }
    return can_lay_leaving(s, hand, taken, alone_ok, in_opening, keep + 1);  // a lay-off would use the table
}

/// R6 after a step of a seat that has not opened and has not used the table: the melds laid
/// this turn, with melds still in the hand, can make the opening; or the turn can go out in one
/// go where that waives it (`may_go_out()`, asked only then: it runs the hand analysis).
template <class MayGoOut>
[[nodiscard]] result<void> opening_still_possible(const game_state& s, hand_solver& solver, MayGoOut may_go_out) {
    const rules& r = s.rules;
    if (s.this_turn.new_melds == 0 || table_used(s.this_turn)) return {};  // nothing laid yet; the table: R9, R10
    auto more = opening_reachable_from(s, s.hand(s.current));
    if ((more && *more) || (r.opening.going_out_exempt && may_go_out())) return {};
    // Why not: what the hand would reach without the tierce franche, or with the minimum only.
    const opening_summary laid = turn_melds_summary(s);
    const int needed = opening_needed(s);
    const bool need_franche = r.opening.tierce_franche && !laid.tierce_franche;
    const auto reaches = [&](int points, bool franche) {
        auto answer = solver.can_lay_at_least(r, s.hand(s.current), points - laid.points, franche);
        return answer && *answer;
    };
    const bool points_reached = need_franche && reaches(needed, false);
    const bool minimum_reached = !points_reached && needed > r.opening.minimum && reaches(r.opening.minimum, need_franche);
    std::string detail = points_reached ? "no tierce franche is left to lay this turn" : std::to_string(laid.points);
    if (!points_reached) {
        detail.reserve(96);  // one allocation for the message: a listing refuses melds here often
        detail += " points laid this turn, ";
        detail += std::to_string(needed);
        detail += " needed, and the hand cannot make up the rest";
    }
    return opening_shortfall(r, needed, points_reached, minimum_reached, std::move(detail));
}

/// The hand analysis's reading of a refused step (R6-R11), with melds and lay-offs, no joker
/// swap: the first rule it finds out of reach, with its detail; nothing where it finds none.
[[nodiscard]] inline result<void> analysed_refusal(const game_state& s) {
    const rules& r = s.rules;
    const turn_record& turn = s.this_turn;
    const int seat = s.current;
    const std::span<const card> hand = s.hand(seat);
    const std::size_t keep = r.keep_card_to_discard ? 1 : 0;
    if (r.keep_card_to_discard && hand.empty()) return error(error_code::hand_would_be_empty);
    hand_solver& solver = turn_solver();
    const bool first_laying = first_laying_turn(s);
    const bool opened = opened_by_now(s);
    const bool outside_opening = taken_laid_outside_opening(s);
    // Going out in one go matters only where it waives the opening, opens the table or lets
    // the taken card be laid off (R6, R8, R9, R10): the analysis runs only then.
    const bool going_out_counts =
        first_laying &&
        ((!opened && r.opening.going_out_exempt) || (outside_opening && r.opening.going_out_exempt) ||
         (table_used(turn) && (r.lay_off == who_may::opened_or_going_out || r.swap.who == who_may::opened_or_going_out)));
    std::optional<bool> going_out;  // asked at most once, and only where an answer needs it
    const auto may_go_out = [&] {
        if (!going_out) going_out = going_out_counts && can_still_go_out(s);
        return *going_out;
    };
    // R8 (the rule book), before R9 as it says more: a seat that has not opened lays the taken
    // card off only going out in one go, with a card of the hand joining it (the search owes
    // that meld one: can_still_go_out).
    if (!opened && taken_laid_off_alone(s) && !may_go_out())
        return error(error_code::taken_card_laid_off_alone, "no card of the hand can join it in a going out in one go");
    // R9, R10: the table is used once opened, by the turn's melds laid before it (an opening is
    // made from the hand), or where the variant lets a seat going out in one go use it.
    if (auto table = table_use_allowed(s, opened, may_go_out); !table) return table;
    // R8: the card taken to open goes into the opening's melds, unless it goes out in one go.
    if (outside_opening && !(r.opening.going_out_exempt && may_go_out()))
        return error(error_code::taken_card_not_in_opening, to_string(*turn.taken));
    if (!opened)
        if (auto open = opening_still_possible(s, solver, may_go_out); !open) return open;
    // R11: a first laying turn that used the table and holds only the card to discard would go
    // out in one go with the table, which some variants refuse. Such a turn keeps a card besides
    // the discard, and what it must still lay (the taken card, freed jokers) must leave it too.
    const bool keep_two = turn_keeps_a_card(s);
    if (keep_two && hand.size() <= keep) return error(error_code::rami_sec_uses_table);
    if (auto fits = must_lay_fits(s, keep_two ? 1 : 0); !fits) return fits;
    if (turn.jokers_to_lay > 0 && !can_lay(s, hand, card::joker(), true, false)) return error(error_code::freed_joker_not_laid);
    if (turn.taken_to_lay && !can_lay(s, hand, *turn.taken_to_lay, !r.pickup.never_laid_off_alone, taken_card_opens(s)))
        return error(error_code::taken_card_not_laid, to_string(*turn.taken_to_lay));
    // R8 (the Rami 51 rule book): the taken card is never laid off alone: a card from the hand
    // goes onto the same meld this turn, before it, with it or after it (I), and a card is
    // left to discard.
    if (opened && taken_laid_off_alone(s)) {
        const meld& onto = s.table[static_cast<std::size_t>(turn.taken_onto)].meld;
        const bool partner = hand.size() >= 1 + keep + (keep_two ? 1 : 0) && std::any_of(hand.begin(), hand.end(), [&](card c) {
            return lay_off_one(r, onto, c).ok();
        });
        if (!partner) return error(error_code::taken_card_laid_off_alone);
    }
    // R8 (rummy_classic): the taken card may not be discarded; left alone, it must be laid off.
    if (r.pickup.no_discard_same_turn && hand.size() == 1 && turn.taken && hand[0] == *turn.taken &&
        std::none_of(s.table.begin(), s.table.end(), [&](const table_meld& t) { return lay_off_one(r, t.meld, hand[0]).ok(); }))
        return error(error_code::taken_card_discarded, "it would be the only card left");
    return {};
}

/// The rule broken by a turn the turn search found can no longer end legally: the hand
/// analysis's reading where it has one, else the end rule that bars ending the turn now
/// (turn_end_error, as the discard of a card of the hand or an empty hand would be judged).
[[nodiscard]] inline error why_turn_cannot_end(const game_state& s) {
    if (auto analysed = analysed_refusal(s); !analysed) return analysed.error();
    const std::span<const card> hand = s.hand(s.current);
    if (hand.empty()) {
        if (s.rules.keep_card_to_discard) return error(error_code::hand_would_be_empty);
        if (auto out = turn_end_error(s, true); !out) return out.error();
    }
    for (const card c : hand) {
        if (discard_barred(s, c)) continue;
        if (auto now = turn_end_error(s, hand.size() == 1, c); !now) return now.error();
        break;
    }
    return error(error_code::taken_card_discarded, "no other card is left to discard");
}

/// What a turn search knows of going out in one go from a state, where that waives the opening
/// (may_go_out_waiving_opening). `impossible` holds for every later state of the turn too
/// (what the turn cannot do from a state, it cannot do from any later one); `possible`, only
/// for the state it was found in.
enum class going_out_known : std::uint8_t { unknown, impossible, possible };

/// R6, R11: whether the seat to act might open by going out in one go, where the variant
/// waives the opening for that (may_go_out_in_one_go in its first laying turn).
[[nodiscard]] inline bool may_go_out_waiving_opening(const game_state& s) {
    return s.rules.opening.going_out_exempt && first_laying_turn(s) && may_go_out_in_one_go(s);
}

/// The same question asked exactly, with its answer: the going out in one go the search of
/// going out finds without budgets (going_out_steps), whose "none" is certain, where the
/// variant waives the opening for it; none elsewhere. For a question many others reuse.
[[nodiscard]] inline going_out_witness going_out_waiving_opening(const game_state& s) {
    if (!s.rules.opening.going_out_exempt || !first_laying_turn(s)) return {};
    return going_out_steps(s);
}

/// Whether no sequence of steps from `s` can lay what the turn owes, by the bounds: more cards
/// owed than the hand can lay and keep the card to discard; a card owed that nothing could lay
/// (may_lay); the taken card laid off alone onto a meld no card of the hand could join after
/// it (R8, the rule book). No hand analysis: the turn search asks it first. False says nothing.
[[nodiscard]] inline bool owed_cannot_be_laid(const game_state& s) {
    const turn_record& turn = s.this_turn;
    const std::size_t owed = (turn.taken_to_lay ? 1u : 0u) + static_cast<std::size_t>(turn.jokers_to_lay);
    if (owed > 0 && s.hand(s.current).size() < owed + (s.rules.keep_card_to_discard ? 1u : 0u)) return true;
    if (turn.taken_to_lay && !may_lay(s, *turn.taken_to_lay)) return true;
    // R8: a card taken to open goes into a meld laid this turn (taken_opens_melds): a meld of
    // cards of the hand and jokers, whatever is laid off onto it, so one through the taken card.
    if (turn.taken_to_lay && taken_opens_melds(s) && !turn.taken_to_lay->is_joker() &&
        !may_meld_with(s.rules, s.hand(s.current), *turn.taken_to_lay, table_jokers(s, *turn.taken_to_lay)))
        return true;
    if (turn.jokers_to_lay > 0 && !may_lay(s, card::joker())) return true;
    const int onto = partner_owed_onto(s, turn.hand_cards_onto);
    return onto >= 0 && !may_add_to(s, onto);
}

/// R8, R11: whether only going out in one go could still lay the card taken to open: it may be
/// laid (owed_cannot_be_laid said nothing) but not in the turn's new melds, where the variant
/// lets a going out in one go lay it elsewhere. A "yes" is certain.
[[nodiscard]] inline bool owed_needs_going_out(const game_state& s) {
    const std::optional<card> owed = s.this_turn.taken_to_lay;
    return owed && !owed->is_joker() && s.rules.opening.going_out_exempt && taken_card_opens(s) && !may_lay(s, *owed, false);
}

/// Whether no sequence of steps from `s` can end the turn legally, by the bounds of the
/// opening, once owed_cannot_be_laid has said nothing: the taken card laid on the table's
/// melds by a seat that opens this turn, or a seat that must open this turn (melds laid, the
/// table used where that needs the opening, a card taken that binds it to open) and can
/// neither open (may_open), unless it goes out in one go where that waives the opening
/// (may_go_out_in_one_go). False says nothing.
/// `going_out`: what is known of going out in one go where that waives the opening
/// (may_go_out_waiving_opening); asked and set here where unknown. `opening_refuted`: may_open
/// is known false (the turn search's proposal asked its question).
[[nodiscard]] inline bool opening_out_of_reach(const game_state& s, going_out_known& going_out, bool opening_refuted = false) {
    const turn_record& turn = s.this_turn;
    const auto goes_out = [&] {
        if (going_out == going_out_known::unknown)
            going_out = may_go_out_waiving_opening(s) ? going_out_known::possible : going_out_known::impossible;
        return going_out == going_out_known::possible;
    };
    if (taken_laid_outside_opening(s)) return !goes_out();
    if (opened_by_now(s)) return false;
    const bool must_open = turn.new_melds != 0 || table_use_needs_opening(s) || taken_needs_opening(s) || taken_opens_melds(s);
    if (!must_open || (!opening_refuted && may_open(s))) return false;
    return !goes_out();
}

}  // namespace rami::detail
