#pragma once
// The parts of a turn that moves (rami/apply.hpp) and single actions (rami/action_turn.hpp)
// share: drawing (R12 rebuilds), taking the discard (R8), one step of a play (R3, R9, R10),
// whether a card can still be laid this turn, and the end of a round (R11-R13).

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
#include "rami/table.hpp"

namespace rami::detail {

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

/// The hand analysis of the turn's checks, one per thread so that its buffers are reused
/// (a solver is not thread-safe; the checks never nest their calls to it).
[[nodiscard]] inline hand_solver& turn_solver() {
    thread_local hand_solver solver;
    return solver;
}

/// Whether the variant has an opening to make before laying (R6); rummy_classic has none.
[[nodiscard]] constexpr bool has_opening_rule(const rules& r) noexcept { return r.opening.minimum > 0 || r.opening.tierce_franche; }

/// The points an opening needs now: the minimum, or with the "beat the previous opening"
/// option one more than the best so far (R6).
[[nodiscard]] constexpr int opening_needed(const game_state& s) noexcept {
    return s.rules.opening.beat_previous ? std::max(s.rules.opening.minimum, s.best_opening + 1) : s.rules.opening.minimum;
}

/// The melds laid this turn by meld actions (`melds_this_turn`), in table order.
[[nodiscard]] inline fixed_vector<meld, max_table_melds> melds_laid_this_turn(const game_state& s) {
    fixed_vector<meld, max_table_melds> melds;
    for (std::size_t i = 0; i < s.table.size(); ++i)
        if ((s.melds_this_turn >> i) & 1u) (void)melds.push_back(s.table[i].meld);  // as many as the table holds
    return melds;
}

/// The points and tierce franche of the melds laid this turn by meld actions (R5, R6), as
/// summarize_opening(melds_laid_this_turn(s)) without copying them: asked after every step.
[[nodiscard]] inline opening_summary turn_melds_summary(const game_state& s) noexcept {
    opening_summary laid;
    for (std::size_t i = 0; i < s.table.size(); ++i) {
        if (((s.melds_this_turn >> i) & 1u) == 0) continue;
        laid.points += s.table[i].meld.points;
        laid.tierce_franche = laid.tierce_franche || s.table[i].meld.is_tierce_franche();
    }
    return laid;
}

/// Whether the seat to act has opened: in an earlier turn, or this turn by actions, whose
/// melds open as soon as together they meet R6 (rami/action_turn.hpp).
[[nodiscard]] inline bool opened_by_now(const game_state& s) { return s.opened[static_cast<std::size_t>(s.current)]; }

/// R8, R10: how many cards the seat to act must still lay this turn (the taken card, freed jokers).
[[nodiscard]] constexpr int cards_owed(const game_state& s) noexcept { return (s.taken ? 1 : 0) + s.jokers_to_lay; }

/// R8, R10: the cards the seat to act must still lay this turn (the taken card, freed jokers)
/// fit in its hand with the card it keeps to discard (R7), and `kept_besides_discard` cards more
/// (R11, see check_turn_can_end); else the error of the first.
[[nodiscard]] inline result<void> must_lay_fits(const game_state& s, int kept_besides_discard = 0) {
    const int must = cards_owed(s);
    const int keep = (s.rules.keep_card_to_discard ? 1 : 0) + kept_besides_discard;
    if (must == 0 || static_cast<int>(s.hand(s.current).size()) >= must + keep) return {};
    const std::string why = kept_besides_discard > 0 ? "no card would be left besides the discard" : "no card would be left to discard";
    if (s.taken) return error(error_code::taken_card_not_laid, to_string(*s.taken) + ": " + why);
    return error(error_code::freed_joker_not_laid, why);
}

/// Whether `holds(rest)` for `hand` without one of its cards (one copy of each distinct card in
/// turn), never leaving out the last copy of `needed`.
template <class Holds>
[[nodiscard]] bool holds_without_one_card(std::span<const card> hand, std::optional<card> needed, Holds holds) {
    const auto copies_needed = needed ? std::count(hand.begin(), hand.end(), *needed) : 0;
    for (std::size_t i = 0; i < hand.size(); ++i) {
        if (std::find(hand.begin(), hand.begin() + static_cast<std::ptrdiff_t>(i), hand[i]) != hand.begin() + static_cast<std::ptrdiff_t>(i))
            continue;  // the same card again: the same hand left
        if (needed && hand[i] == *needed && copies_needed == 1) continue;
        hand_cards rest;
        for (std::size_t k = 0; k < hand.size(); ++k)
            if (k != i) (void)rest.push_back(hand[k]);  // fewer cards than the hand held
        if (holds(std::span<const card>(rest))) return true;
    }
    return false;
}

/// R11: whether the seat to act, in its first laying turn, may not go out in one go with the
/// table's help (rami sec uses no table in some variants): once it lays off or swaps this turn,
/// it keeps a card besides the one to discard.
[[nodiscard]] inline bool table_keeps_a_card(const game_state& s) {
    return !s.laid[static_cast<std::size_t>(s.current)] && !s.rules.opening.going_out_uses_table;
}

/// R11: whether the turn so far keeps a card besides the one to discard: table_keeps_a_card, and
/// the turn has laid off or swapped already.
[[nodiscard]] inline bool turn_keeps_a_card(const game_state& s) {
    return (s.laid_off_this_turn || s.swapped_this_turn) && table_keeps_a_card(s);
}

/// can_lay (below), where a lay-off keeps `keep` cards besides those it lays (melds keep the card to
/// discard where R7 wants one).
[[nodiscard]] inline bool can_lay_leaving(const game_state& s, std::span<const card> hand, card taken, bool alone_ok, std::size_t keep) {
    const rules& r = s.rules;
    const int seat = s.current;
    hand_solver& solver = turn_solver();
    if (opened_by_now(s) || !has_opening_rule(r)) {
        auto melds = solver.best_lay_down(r, hand, true, taken);
        if (melds && !melds->melds.empty()) return true;
        for (const table_meld& t : s.table) {
            if (hand.size() < 1 + keep) break;
            const auto index = static_cast<std::size_t>(&t - s.table.begin());
            if (!may_join(t.meld, taken)) continue;  // neither alone nor with a partner
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
    const int needed = opening_needed(s);
    if (s.melds_this_turn != 0) {  // an opening begun by actions: the rest of it may lay the card
        const opening_summary laid = turn_melds_summary(s);
        auto rest = solver.can_lay_at_least(r, hand, needed - laid.points, r.opening.tierce_franche && !laid.tierce_franche, taken);
        if (rest && *rest) return true;
    }
    auto opening = solver.best_lay_down(r, hand, false, taken);
    if (opening && !opening->melds.empty() && opening->points >= needed) return true;
    if (r.opening.going_out_exempt && !s.laid[static_cast<std::size_t>(seat)]) {
        auto out = solver.can_go_out(r, hand, false, taken);
        return out && *out;
    }
    return false;
}

/// R8, R10: whether the seat to act, holding `hand` (with `taken` in it), can still lay `taken`
/// this turn: in a new meld or a lay-off once opened; in an opening, or (the Rami 51 rule book) by going out
/// in one go, before. `alone_ok`: it may be laid off on its own (the Rami 51 rule book's taken card may
/// not, unless a card from the hand went onto that meld this turn). R7 and R11: the card to
/// discard is kept, and one more where the turn uses the table (table_keeps_a_card). Decided
/// with the hand analysis, so a seat never takes a card it then cannot lay, and never lands
/// where no discard is legal.
[[nodiscard]] inline bool can_lay(const game_state& s, std::span<const card> hand, card taken, bool alone_ok) {
    const std::size_t keep = s.rules.keep_card_to_discard ? 1 : 0;
    if (!table_keeps_a_card(s)) return can_lay_leaving(s, hand, taken, alone_ok, keep);
    // The table used already: whatever lays the card leaves a card more, the hand without one.
    // Once opened, fewer cards lay no more: the whole hand is asked first, which settles most
    // refusals with one analysis instead of one per card.
    if (turn_keeps_a_card(s)) {
        const bool fewer_lay_less = opened_by_now(s) || !has_opening_rule(s.rules);  // else going out in one go may need fewer
        if (fewer_lay_less && !can_lay_leaving(s, hand, taken, alone_ok, keep)) return false;
        return holds_without_one_card(hand, taken, [&](std::span<const card> rest) { return can_lay_leaving(s, rest, taken, alone_ok, keep); });
    }
    return can_lay_leaving(s, hand, taken, alone_ok, keep + 1);  // a lay-off would use the table
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
    // The card taken from the discard pile is laid once: a copy laid after it is a card of the hand.
    const bool taken_laid_before = record.taken_onto >= 0 || s.taken_laid_onto >= 0;
    const bool laid_taken_card = !taken_laid_before && s.taken_this_turn &&
                                 std::find(cards.begin(), cards.end(), *s.taken_this_turn) != cards.end();
    const int jokers = static_cast<int>(std::count(cards.begin(), cards.end(), card::joker()));

    if (step.kind == play_step::action::meld) {
        auto read = step.as ? read_meld_as(r, cards, *step.as) : read_meld(r, cards);
        if (!read) return read.error();
        if (!s.table.push_back(table_meld{seat, *read}) || !record.melds.push_back(*read))
            return error(error_code::table_full, "table");
        if (laid_taken_card) {  // the taken card in a new meld: the meld's other cards came from the hand
            record.taken_onto = static_cast<int>(s.table.size()) - 1;
            s.hand_lay_offs |= std::uint64_t{1} << record.taken_onto;
        }
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

}  // namespace rami::detail
