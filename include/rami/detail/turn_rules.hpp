#pragma once
// The rules that bind a whole turn (docs/rules.md "A turn, judged step by step"): R6 the
// opening, R7 a card kept to discard, R8 the card taken from the discard pile, R9 and R10 the
// table used only once opened, R10 freed jokers, R11 going out in one go. A turn is judged at
// two places only, the same for a whole `play` and for one action at a time:
// - after each step (`judge_step`): the step is refused when the turn could no longer end
//   legally after it (`check_turn_can_end`);
// - at its end, the discard or an empty hand (`finish_turn`): refused while a rule is unmet.
//
// Steps are never taken back (I): a card laid stays on the table, as at a real table.

#include <algorithm>
#include <array>
#include <cstdint>
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
#include "rami/detail/turn.hpp"

namespace rami::detail {

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
/// once `opened`, or before, where the turn goes out in one go (`in_one_go()`, asked only for a
/// seat that has not opened). The one test of "the table before the opening", after each step
/// and at the turn's end. Errors: lay_off_before_opening, swap_not_allowed.
template <class InOneGo>
[[nodiscard]] inline result<void> table_use_allowed(const game_state& s, bool opened, InOneGo in_one_go) {
    const turn_record& turn = s.this_turn;
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
/// made from the hand: once the turn has laid off or swapped before it, only going out in one
/// go can make it (I). rummy_classic: the first meld opens.
inline void open_with_turn_melds(game_state& s) {
    const auto seat = static_cast<std::size_t>(s.current);
    if (!has_opening_rule(s.rules)) {
        s.opened[seat] = true;
        return;
    }
    const bool opening_turn = !s.opened[seat] || first_laying_turn(s);
    if (!opening_turn || table_used(s.this_turn)) return;
    const opening_summary laid = turn_melds_summary(s);  // no copy of the melds: asked after every meld
    if (!s.opened[seat] && (s.this_turn.new_melds == 0 || !meets_opening(s.rules, laid, opening_needed(s)))) return;
    s.opened[seat] = true;
    s.best_opening = std::max(s.best_opening, laid.points);
}

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
/// (R11, see check_turn_can_end); else the error of the first.
[[nodiscard]] inline result<void> must_lay_fits(const game_state& s, int kept_besides_discard = 0) {
    const int must = cards_owed(s);
    const int keep = (s.rules.keep_card_to_discard ? 1 : 0) + kept_besides_discard;
    if (must == 0 || static_cast<int>(s.hand(s.current).size()) >= must + keep) return {};
    const std::string why = kept_besides_discard > 0 ? "no card would be left besides the discard" : "no card would be left to discard";
    if (s.this_turn.taken_to_lay) return error(error_code::taken_card_not_laid, to_string(*s.this_turn.taken_to_lay) + ": " + why);
    return error(error_code::freed_joker_not_laid, why);
}

/// Whether `hand[i]` is the first copy of its card in `hand` (the others leave the same hand).
[[nodiscard]] inline bool first_copy(std::span<const card> hand, std::size_t i) {
    return std::find(hand.begin(), hand.begin() + static_cast<std::ptrdiff_t>(i), hand[i]) == hand.begin() + static_cast<std::ptrdiff_t>(i);
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
    return first_laying_turn(s) && !s.rules.opening.going_out_uses_table;
}

/// R11: whether the turn so far keeps a card besides the one to discard: table_keeps_a_card, and
/// the turn has laid off or swapped already.
[[nodiscard]] inline bool turn_keeps_a_card(const game_state& s) { return table_used(s.this_turn) && table_keeps_a_card(s); }

/// Lay-offs the search of going out with lay-offs may try (can_still_go_out), each a hand
/// analysis: a guard against a pathological table. Neither the brute force's states nor
/// 300 rounds of random rami51 play reach it (the longest search there tried under 5,000, a
/// few hundred in one search out of a thousand); 200, the budget before, refused legal turns
/// in random play. The memo of hands and tables met, and lay-offs in table order, keep the
/// search small.
inline constexpr int going_out_search_nodes = 20000;

/// R8 (the rule book): the card taken from the discard pile this turn, still in the hand, that
/// may be laid off only onto a meld a card of the hand went onto first (`taken`: the card
/// about to be taken, when asked before the take); nullopt where no such rule binds it.
[[nodiscard]] inline std::optional<card> taken_laid_off_with_partner(const game_state& s, std::optional<card> taken = std::nullopt) {
    if (!s.rules.pickup.never_laid_off_alone) return std::nullopt;
    if (taken) return taken;
    if (s.this_turn.taken && s.this_turn.taken_onto < 0) return s.this_turn.taken;
    return std::nullopt;
}

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

/// Where the search of going out with lay-offs stands (can_go_out_from): R8's taken card.
struct going_out_search {
    std::optional<card> alone;    ///< the taken card, in the hand, never laid off alone (the rule book)
    std::uint64_t partnered = 0;  ///< bit i: a card of the hand went onto table meld i this turn
    int owed_onto = -1;           ///< the meld the taken card went onto alone, that a card of the hand must join
    int from_meld = 0;            ///< lay-offs go onto this table meld or later ones (below)
    bool bounded = false;         ///< this node's bound was asked already (can_go_out_with_table)
};

/// A hand the search of going out has met, with the table it met it with (each meld's size and
/// first position: a card laid onto one meld or another, a joker at one end or the other, leave
/// the same hand and another table) and what it still owed (R8).
struct searched_hand {
    hand_cards cards;  ///< sorted
    fixed_vector<std::uint16_t, max_table_melds> table;
    int owed_onto = -1;
    int from_meld = 0;
    friend bool operator==(const searched_hand&, const searched_hand&) = default;
};

/// The hands the search of going out has met: a hash set (FNV-1a over a hand's fields, open
/// addressing), so that a search of thousands of lay-offs finds them in constant time.
class searched_hands {
public:
    /// Adds `h`; false if it was met already.
    bool insert(const searched_hand& h) {
        if (2 * (hands_.size() + 1) > slots_.size()) grow();
        std::size_t at = hash(h) & (slots_.size() - 1);
        for (; slots_[at] != 0; at = (at + 1) & (slots_.size() - 1))
            if (hands_[slots_[at] - 1] == h) return false;
        hands_.push_back(h);
        slots_[at] = static_cast<std::uint32_t>(hands_.size());
        return true;
    }

private:
    [[nodiscard]] static std::size_t hash(const searched_hand& h) noexcept {
        std::uint64_t x = 14695981039346656037ull;
        const auto mix = [&](std::uint64_t v) { x = (x ^ v) * 1099511628211ull; };
        for (const card c : h.cards) mix(static_cast<std::uint64_t>(c.index()));
        for (const std::uint16_t t : h.table) mix(t + 0x10000u);
        mix(static_cast<std::uint64_t>(h.owed_onto + 2) << 8 | static_cast<std::uint64_t>(h.from_meld));
        return static_cast<std::size_t>(x ^ (x >> 32));
    }
    void grow() {
        std::vector<std::uint32_t> slots(std::max<std::size_t>(64, 2 * slots_.size()), 0);
        for (std::size_t i = 0; i < hands_.size(); ++i) {
            std::size_t at = hash(hands_[i]) & (slots.size() - 1);
            while (slots[at] != 0) at = (at + 1) & (slots.size() - 1);
            slots[at] = static_cast<std::uint32_t>(i + 1);
        }
        slots_ = std::move(slots);
    }
    std::vector<searched_hand> hands_;
    std::vector<std::uint32_t> slots_;  ///< 0: empty; else 1 + the index of a hand in hands_
};

/// The cards of `hand` that could ever be laid off onto `table` this turn, bit c.index() each:
/// a card onto a set of its rank with room, or onto a run of its suit whose end the hand's
/// cards of that suit (and its jokers, standing in the gaps) reach; a joker onto any meld.
/// Cheap, and never leaves out a card a lay-off could take (a prune for the search of going
/// out with lay-offs).
[[nodiscard]] inline std::uint64_t could_be_laid_off(const rules& r, std::span<const card> hand, std::span<const table_meld> table) {
    std::array<unsigned, 4> lanes{};  // per suit, bit rank - 1: a card of that rank is held
    int jokers = 0;
    for (const card c : hand) {
        if (c.is_joker()) ++jokers;
        else lanes[static_cast<std::size_t>(c.suit())] |= 1u << (c.rank() - 1);
    }
    const auto bit = [](int rank, int suit) { return std::uint64_t{1} << card(rank, static_cast<rami::suit>(suit)).index(); };
    std::uint64_t coverable = jokers > 0 && !table.empty() ? std::uint64_t{1} << card::joker_index : 0;
    for (const table_meld& t : table) {
        const meld& m = t.meld;
        if (m.kind == meld_kind::set) {
            if (m.size >= 4) continue;
            for (int suit = 0; suit < 4; ++suit)
                if ((lanes[static_cast<std::size_t>(suit)] >> (m.low - 1)) & 1u) coverable |= bit(m.low, suit);
            continue;
        }
        const int suit = static_cast<int>(m.suit);
        const unsigned lane = lanes[static_cast<std::size_t>(suit)];
        if (lane == 0) continue;
        // Positions: 1 is the ace low, 14 the ace high; circular runs go on round the corner.
        const int high = m.low + m.size - 1;
        for (const int step : {1, -1}) {  // up from the high end, down from the low end
            int gaps = jokers;
            int at = step > 0 ? high + 1 : m.low - 1;
            for (int walked = 0; walked < 13 - m.size; ++walked, at += step) {
                if (!r.melds.circular && (at < 1 || at > 14)) break;
                const int rank = (at + 25) % 13 + 1;  // the same rank, inside 1..13
                const bool held = ((lane >> (rank - 1)) & 1u) != 0;
                if (held) coverable |= bit(rank, suit);
                else if (--gaps < 0) break;
            }
        }
    }
    return coverable;
}

/// R11: whether `hand` can be laid whole this turn, keeping the card to discard (never
/// `required`, a card that must be laid): in melds, and where the variant lets a seat going out
/// in one go use the table (the rule book), with cards laid off onto `table` first, one at a
/// time as actions lay them (a depth-first search of at most going_out_search_nodes analyses).
/// R8 (the rule book): the taken card laid off onto a meld no card of the hand went onto yet
/// owes it one, laid off after it (`at`).
[[nodiscard]] inline bool can_go_out_from(const game_state& s, std::span<const card> hand, std::optional<card> required,
                                          fixed_vector<table_meld, max_table_melds>& table, int& budget,
                                          searched_hands& seen, const going_out_search& at) {
    const rules& r = s.rules;
    const bool owes = at.owed_onto >= 0;
    if (hand.empty()) return !r.keep_card_to_discard && !owes;
    if (hand.size() == 1 && r.keep_card_to_discard) return !owes && (!required || hand[0] != *required);
    // Lay-offs in another order leave the same hand and table: each is analysed once.
    searched_hand key{hand_cards::from(hand).value_or(hand_cards{}), {}, at.owed_onto, at.from_meld};
    std::sort(key.cards.begin(), key.cards.end());
    for (const table_meld& t : table) (void)key.table.push_back(static_cast<std::uint16_t>(t.meld.size << 8 | t.meld.low));  // as many as the table
    if (!seen.insert(key)) return false;
    if (r.lay_off == who_may::opened_or_going_out && hand.size() > 2 && !at.bounded) {
        // The bound of can_go_out_with_table, for the hand and the melds still to lay onto
        // (table order, below): most nodes fail it.
        const std::uint64_t coverable =
            could_be_laid_off(r, hand, std::span<const table_meld>(table).subspan(static_cast<std::size_t>(std::min<int>(at.from_meld, static_cast<int>(table.size())))));
        if (auto melded = turn_solver().can_meld_all_but(r, hand, coverable); melded && !*melded) return false;
    }
    if (!owes) {
        auto out = turn_solver().can_go_out(r, hand, true, required);
        if (out && *out) return true;
    }
    if (r.lay_off != who_may::opened_or_going_out) return false;
    for (std::size_t i = 0; i < hand.size(); ++i) {
        if (!first_copy(hand, i))
            continue;  // the same card again
        const bool taken_card = at.alone && hand[i] == *at.alone;
        // Lay-offs onto different melds leave the same hand and table in any order, and those
        // onto one meld keep theirs: melds in table order lose no end.
        for (table_meld& t : table) {
            const auto index = static_cast<int>(&t - table.begin());
            if (index < at.from_meld) continue;
            for (const run_end end : lay_off_ends(t.meld, hand[i])) {
                auto grown = lay_off_one(r, t.meld, hand[i], end);
                if (!grown) continue;
                if (--budget < 0) return false;
                going_out_search next = at;
                next.from_meld = index;
                next.bounded = false;
                const bool partnered = index < 64 && ((at.partnered >> index) & 1u) != 0;
                if (taken_card) {
                    next.alone.reset();
                    if (!partnered) next.owed_onto = index;
                } else {
                    if (index < 64) next.partnered |= std::uint64_t{1} << index;
                    if (index == at.owed_onto) next.owed_onto = -1;
                }
                hand_cards rest;
                for (std::size_t k = 0; k < hand.size(); ++k)
                    if (k != i) (void)rest.push_back(hand[k]);  // fewer cards than the hand held
                const meld before = t.meld;
                t.meld = *grown;
                const bool lays_required = required && hand[i] == *required;
                const bool out_now = can_go_out_from(s, rest, lays_required ? std::nullopt : required, table, budget, seen, next);
                t.meld = before;
                if (out_now) return true;
            }
        }
    }
    return false;
}

/// R11: whether `hand` can all be laid this turn but the card to discard, which is not
/// `required`; the taken card `alone` (R8, the rule book) is laid off only where a card of the
/// hand joins it (can_go_out_from). A cheap bound comes first, as most hands fail it: the
/// search runs only if melds of the hand can hold every card but one that could_be_laid_off
/// denies (all of them where the table does not help) (hand_solver::can_meld_all_but), since
/// going out lays each card in a meld or off, but the card kept.
[[nodiscard]] inline bool can_go_out_with_table(const game_state& s, std::span<const card> hand, std::optional<card> required,
                                                std::optional<card> alone) {
    const rules& r = s.rules;
    const bool table_helps = r.lay_off == who_may::opened_or_going_out;
    const std::uint64_t coverable = table_helps ? could_be_laid_off(r, hand, s.table) : 0;
    if (auto melded = turn_solver().can_meld_all_but(r, hand, coverable); melded && !*melded)
        return false;  // going out keeps one card at most (R7, R11)
    auto table = s.table;
    int budget = going_out_search_nodes;
    searched_hands seen;
    const std::uint64_t partnered = s.this_turn.hand_cards_onto;
    return can_go_out_from(s, hand, required, table, budget, seen, going_out_search{alone, partnered, partner_owed_onto(s, partnered), 0, table_helps});
}

/// R11: whether the seat to act can still lay all its cards this turn but the card to discard.
[[nodiscard]] inline bool can_still_go_out(const game_state& s) {
    return can_go_out_with_table(s, s.hand(s.current), std::nullopt, taken_laid_off_with_partner(s));
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

/// R10: every joker swap the hand of the seat to act could make on the table now: one natural
/// card of the hand, or two of a set's rank, that a table meld takes in place of a joker
/// (swap_joker, after may_join's quick filter); a card held twice is tried once. Whether the
/// turn allows the swap is judged after it, as for any step (judge_step). `first_only`: stops
/// at the first (whether there is one).
[[nodiscard]] inline std::vector<play_step> swap_steps(const game_state& s, bool first_only = false) {
    std::vector<play_step> steps;
    if (s.rules.swap.who == who_may::nobody) return steps;
    const std::span<const card> hand = s.hand(s.current);
    for (std::size_t i = 0; i < s.table.size() && !(first_only && !steps.empty()); ++i) {
        const meld& m = s.table[i].meld;
        if (m.jokers == 0) continue;
        const auto add = [&](std::span<const card> cards) {
            if (!swap_joker(s.rules, m, cards)) return;
            if (auto step = swap_step(static_cast<int>(i), cards)) steps.push_back(*step);
        };
        // The cheap filter first: first_copy walks the hand.
        fixed_vector<card, 4> of_rank;  // a set's rank, each suit once, in hand order
        for (std::size_t k = 0; k < hand.size(); ++k) {
            if (hand[k].is_joker() || !may_join(m, hand[k]) || !first_copy(hand, k)) continue;
            add(std::span<const card>(&hand[k], 1));
            if (m.kind == meld_kind::set) (void)of_rank.push_back(hand[k]);  // four suits at most
        }
        for (std::size_t a = 0; a < of_rank.size(); ++a)
            for (std::size_t b = a + 1; b < of_rank.size(); ++b) {
                const std::array<card, 2> pair{of_rank[a], of_rank[b]};
                add(pair);
            }
    }
    return steps;
}

/// R8, R10: each lay-off of a joker of the hand onto a table meld after which the card taken
/// from the discard pile, still in the hand, could swap it out again: the card then stands in
/// the meld as a swap, not a lay-off, so it is not laid off alone. Only the taken card: any
/// other card so put is a lay-off of that card, which the analysis weighs already.
[[nodiscard]] inline std::vector<play_step> joker_lay_offs_to_swap(const game_state& s) {
    std::vector<play_step> steps;
    const std::span<const card> hand = s.hand(s.current);
    const turn_record& turn = s.this_turn;
    const bool taken_in_hand = turn.taken && turn.taken_onto < 0 && !turn.taken->is_joker();
    if (!taken_in_hand || s.rules.swap.who == who_may::nobody || s.rules.lay_off == who_may::nobody ||
        std::find(hand.begin(), hand.end(), card::joker()) == hand.end())
        return steps;
    const card joker = card::joker();
    const card c = *turn.taken;
    for (std::size_t i = 0; i < s.table.size(); ++i) {
        const meld& m = s.table[i].meld;
        for (const run_end end : lay_off_ends(m, joker)) {
            auto grown = lay_off_one(s.rules, m, joker, end);
            if (!grown) continue;
            if (!may_join(*grown, c) || !swap_joker(s.rules, *grown, std::span<const card>(&c, 1))) continue;
            if (auto step = lay_off_step(static_cast<int>(i), std::span<const card>(&joker, 1), end)) steps.push_back(*step);
        }
    }
    return steps;
}

/// Whether the seat to act has a swap to make now, or a joker to lay off and swap out again
/// (swap_steps, joker_lay_offs_to_swap).
[[nodiscard]] inline bool a_swap_to_make(const game_state& s) { return !swap_steps(s, true).empty() || !joker_lay_offs_to_swap(s).empty(); }

/// Which steps may still be legal for a seat that has not opened (opening_within_reach).
struct opening_reach {
    bool melds = true;     ///< a meld step may still be legal
    bool lay_offs = true;  ///< a lay-off step may still be legal
};

/// opening_within_reach from the hand and the table as they are, no swap.
[[nodiscard]] inline opening_reach opening_within_reach_without_swap(const game_state& s) {
    const rules& r = s.rules;
    if (s.phase != phase::play || opened_by_now(s)) return {};
    const bool may_lay_off = r.lay_off == who_may::opened_or_going_out && first_laying_turn(s);
    // A lay-off before the opening needs the turn to go out in one go; so does a meld, once
    // the table was used or where the opening is out of reach. Whatever goes out after a step
    // goes out from the hand held now: one search answers for every candidate step.
    std::optional<bool> going_out;
    const auto goes_out = [&] {
        if (!going_out) going_out = can_still_go_out(s);
        return *going_out;
    };
    const bool lay_offs = may_lay_off && goes_out();
    if (table_used(s.this_turn)) return {goes_out(), lay_offs};
    auto more = opening_reachable_from(s, s.hand(s.current));
    if (!more || *more) return {true, lay_offs};
    if (r.opening.going_out_exempt && first_laying_turn(s)) return {goes_out(), lay_offs};
    return {false, false};
}

[[nodiscard]] inline result<void> owed_cards_laid_together(const game_state& s);  // below: it searches with judged steps
[[nodiscard]] inline bool a_swap_lets_turn_end(const game_state& s);                 // below: it searches with judged steps

/// After a step: the checks that the turn can still end legally (R6-R11) with melds and
/// lay-offs, no joker swap (check_turn_can_end adds those). Errors: the rule that could no
/// longer be met.
[[nodiscard]] inline result<void> turn_can_end_without_swap(const game_state& s) {
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
    if (auto together = owed_cards_laid_together(s); !together) return together;
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

/// After a step: whether the turn can still end legally (R6-R11), exactly: the hand analysis
/// (turn_can_end_without_swap), and where it finds no end, the ends that swap a joker
/// (a_swap_lets_turn_end). Errors: the rule that could no longer be met, as the analysis says.
[[nodiscard]] inline result<void> check_turn_can_end(const game_state& s) {
    auto without_swap = turn_can_end_without_swap(s);
    if (without_swap || !a_swap_lets_turn_end(s)) return without_swap;
    return {};
}

/// At the end of a turn (the discard of `discarded`, once it has left the hand, or an empty
/// hand): the rules that bind the whole turn (R6, R8-R11), every one of them here. The cards
/// owed are laid (R8 the taken card, R10 freed jokers) and the taken card is not the discard
/// (R8, rummy_classic); then the rules of what was laid. A seat that goes out in one go where
/// that waives the minimum opens here.
[[nodiscard]] inline result<void> finish_turn(game_state& s, bool going_out, std::optional<card> discarded = std::nullopt) {
    const turn_record& turn = s.this_turn;
    if (turn.taken_to_lay) return error(error_code::taken_card_not_laid, to_string(*turn.taken_to_lay));
    if (discarded && discard_barred(s, *discarded)) return error(error_code::taken_card_discarded);
    if (turn.jokers_to_lay > 0) return error(error_code::freed_joker_not_laid);
    if (!turn.begun()) return {};
    const rules& r = s.rules;
    const auto seat = static_cast<std::size_t>(s.current);
    const bool in_one_go = going_out && first_laying_turn(s);
    const bool exempt = r.opening.going_out_exempt && in_one_go;
    // R9, R10: the table used only as the variant lets this seat (never, in some).
    if (auto table = table_use_allowed(s, opened_by_now(s), [&] { return in_one_go; }); !table) return table;
    if (!opened_by_now(s)) {
        if (table_used(turn)) {  // the table before the opening: going out in one go only (R9, R10)
            if (!exempt) return error(turn.laid_off ? error_code::lay_off_before_opening : error_code::swap_not_allowed);
        } else if (!exempt) {  // the melds did not open (open_with_turn_melds): say why
            const auto melds = melds_laid_this_turn(s);
            if (melds.empty()) return error(error_code::opening_empty);  // never: the turn laid melds
            const opening_summary laid = summarize_opening(melds);
            const int needed = opening_needed(s);
            return opening_shortfall(r, needed, laid.points >= needed, laid.points >= r.opening.minimum,
                                     std::to_string(laid.points) + " points, " + std::to_string(needed) + " needed");
        }
        s.opened[seat] = true;
    }
    if (going_out && turn_keeps_a_card(s)) return error(error_code::rami_sec_uses_table);
    if (taken_laid_outside_opening(s) && !exempt) return error(error_code::taken_card_not_in_opening, to_string(*turn.taken));
    if (taken_laid_off_alone(s)) return error(error_code::taken_card_laid_off_alone);
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

/// One step of a turn, judged: laid (lay_step), then refused when the turn could no longer end
/// legally after it (check_turn_can_end). A `play` is its steps judged so one by one, and a
/// single action is one step: both go through here. An empty hand after the step ends the
/// round (rummy_classic, R7) once the turn's end rules pass (finish_turn).
[[nodiscard]] inline result<void> judge_step(game_state& s, const play_step& step) {
    if (auto laid = lay_step(s, step); !laid) return laid;
    if (step.kind == play_step::action::meld) open_with_turn_melds(s);
    if (auto can_end = check_turn_can_end(s); !can_end) return can_end;
    s.this_turn.laid = true;
    s.resets_since_laid = 0;
    if (s.hand(s.current).empty()) {
        if (auto finished = finish_turn(s, true); !finished) return finished;
        end_turn(s);
    }
    return {};
}

/// R8, R10, with two cards or more owed (the taken card, freed jokers): whether they can all be
/// laid this turn. Each one is layable on its own (checked before this), but they may compete
/// for the same cards, melds and places, and leave too few cards to keep (R7, R11). Searched
/// one judged step at a time: a meld of the hand that holds an owed card, a lay-off of an owed
/// card, or a card of the hand laid off first with an owed card after it onto the same meld;
/// not a swap, which lays a card but frees a joker. A search, as the hand analysis weighs one
/// card at a time; it runs only in this rare case (a swap freeing a joker while a card is
/// owed), each level with one owed card less. Errors: `taken_card_not_laid` (R8) while the
/// taken card is owed, else `freed_joker_not_laid` (R10).
[[nodiscard]] inline result<void> owed_cards_laid_together(const game_state& s) {
    if (cards_owed(s) < 2) return {};
    const turn_record& turn = s.this_turn;
    const auto owed = [&](card c) { return (turn.taken_to_lay && c == *turn.taken_to_lay) || (c.is_joker() && turn.jokers_to_lay > 0); };
    const auto accepted = [&](const play_step& step) {
        game_state next = s;
        return judge_step(next, step).ok();
    };
    const std::span<const card> hand = s.hand(s.current);
    if (auto melds = turn_solver().possible_melds(s.rules, hand)) {  // a copy: the search asks the solver again
        for (const meld& m : *melds) {
            const auto laid = m.laid();
            if (std::none_of(laid.begin(), laid.end(), owed)) continue;
            auto step = meld_step(m);
            if (!step) continue;  // never: a meld holds at most 13 cards
            if (accepted(*step)) return {};
        }
    }
    fixed_vector<card, 2> owed_cards;  // each once
    if (turn.taken_to_lay) (void)owed_cards.push_back(*turn.taken_to_lay);
    if (turn.jokers_to_lay > 0 && !(turn.taken_to_lay && turn.taken_to_lay->is_joker())) (void)owed_cards.push_back(card::joker());
    const auto lay_offs_of = [&](int index, card c) {
        std::vector<play_step> steps;
        for (const run_end end : lay_off_ends(s.table[static_cast<std::size_t>(index)].meld, c)) {
            play_step step{play_step::action::lay_off, index, {}, end, std::nullopt};
            (void)step.cards.push_back(c);
            steps.push_back(step);
        }
        return steps;
    };
    for (int index = 0; index < static_cast<int>(s.table.size()); ++index) {
        for (std::size_t i = 0; i < hand.size(); ++i) {
            if (!first_copy(hand, i))
                continue;  // the same card again
            for (const play_step& step : lay_offs_of(index, hand[i])) {
                if (owed(hand[i])) {
                    if (accepted(step)) return {};
                    continue;
                }
                game_state partnered = s;  // a card of the hand first, as the owed card's partner
                if (!lay_step(partnered, step)) continue;
                for (const card c : owed_cards)
                    for (const play_step& after : lay_offs_of(index, c)) {
                        game_state next = partnered;
                        if (judge_step(next, after)) return {};
                    }
            }
        }
    }
    if (turn.taken_to_lay) return error(error_code::taken_card_not_laid, to_string(*turn.taken_to_lay) + ": not together with the freed jokers");
    return error(error_code::freed_joker_not_laid, "not all of them together");
}

/// A turn a_swap_lets_turn_end has searched: the hand, each table meld's kind, size, first
/// position and jokers, and the turn record.
struct searched_turn {
    hand_cards cards;  ///< sorted
    fixed_vector<std::uint32_t, max_table_melds> table;
    turn_record turn;
    bool opened = false;
    friend bool operator==(const searched_turn&, const searched_turn&) = default;

    [[nodiscard]] static searched_turn of(const game_state& s) {
        searched_turn key{hand_cards::from(s.hand(s.current)).value_or(hand_cards{}), {}, s.this_turn, opened_by_now(s)};
        std::sort(key.cards.begin(), key.cards.end());
        for (const table_meld& t : s.table)  // as many as the table
            (void)key.table.push_back(static_cast<std::uint32_t>(t.meld.kind) << 24 | std::uint32_t{t.meld.size} << 16 |
                                      std::uint32_t{t.meld.low} << 8 | t.meld.jokers);
        return key;
    }
};

/// R11 with R10: whether the seat to act might go out in one go with the swaps `swaps` (a
/// bound, cheap, that never says no to a hand that can): going out lays every card but one, so
/// melds of the hand with a joker more per joker the swaps could free must hold every card but
/// those a lay-off or a swap could take, and one more (hand_solver::can_meld_all_but).
[[nodiscard]] inline bool may_go_out_with_swaps(const game_state& s, std::span<const play_step> swaps) {
    const rules& r = s.rules;
    if (r.lay_off != who_may::opened_or_going_out) return true;  // the bound below assumes lay-offs help
    hand_cards hand = hand_cards::from(s.hand(s.current)).value_or(hand_cards{});
    std::uint64_t spare = 0;
    int freed = 0;  // the jokers of the melds a swap goes into, each meld once
    std::uint64_t targets = 0;
    for (const play_step& step : swaps) {
        for (const card c : step.cards)
            if (!c.is_joker()) spare |= std::uint64_t{1} << c.index();
        const auto bit = std::uint64_t{1} << (step.meld % 64);
        if (step.kind != play_step::action::swap || (targets & bit) != 0) continue;  // a joker laid off comes back: none more
        targets |= bit;
        freed += s.table[static_cast<std::size_t>(step.meld)].meld.jokers;
    }
    for (int j = 0; j < freed; ++j)
        if (!hand.push_back(card::joker())) return true;  // too many to weigh: no bound
    spare |= could_be_laid_off(r, hand, s.table);
    auto melded = turn_solver().can_meld_all_but(r, hand, spare);
    return !melded || *melded;
}

/// R10, R11: whether the seat to act can go out in one go from `s`, with swaps (each swap the
/// hand could make, or a joker laid off and swapped out again, then the search of going out):
/// a step after which a turn goes out in one go is a turn that goes out in one go from `s`.
[[nodiscard]] inline bool goes_out_with_swaps(const game_state& s, int depth = 0, int from_meld = 0) {
    std::vector<play_step> steps = swap_steps(s);
    const std::vector<play_step> relays = joker_lay_offs_to_swap(s);
    steps.insert(steps.end(), relays.begin(), relays.end());
    // The bound with every swap there is, weaker than the search's own, settles most hands.
    if (!may_go_out_with_swaps(s, steps)) return false;
    if (can_still_go_out(s)) return true;
    if (depth >= 4) return true;  // too deep to weigh: no answer, so no shortcut
    // Swaps into different melds in either order leave the same turn: table order only.
    return std::any_of(steps.begin(), steps.end(), [&](const play_step& step) {
        if (step.kind == play_step::action::swap && step.meld < from_meld) return false;
        game_state next = s;
        const int next_from = step.kind == play_step::action::swap ? step.meld : 0;
        return lay_step(next, step).ok() && goes_out_with_swaps(next, depth + 1, next_from);
    });
}

/// The listing under way (one_go_scope): the state it lists, whether the question below binds
/// it, and the answer once a step has asked it (most listings never do).
struct listed_one_go {
    const game_state* listed = nullptr;
    bool asks = false;              ///< a seat that has not opened, that may swap only going out in one go
    std::optional<bool> goes_out;  ///< goes_out_with_swaps(*listed), once asked
};

[[nodiscard]] inline listed_one_go*& listing_one_go() {
    thread_local listed_one_go* current = nullptr;
    return current;
}

/// Whether the listing under way lists a state from which no turn goes out in one go, swaps
/// included, for a seat that has not opened and may swap only going out in one go: then no
/// step of it lets that seat swap (a step after which a turn goes out in one go is a turn that
/// goes out in one go from the listed state). Searched once per listing, when first asked.
[[nodiscard]] inline bool one_go_out_of_reach() {
    listed_one_go* listing = listing_one_go();
    if (listing == nullptr || !listing->asks) return false;
    if (!listing->goes_out) listing->goes_out = goes_out_with_swaps(*listing->listed);
    return !*listing->goes_out;
}

/// R6, R9: whether the seat to act, not opened, holds too little to open this turn, even with
/// the melds it laid already: then no meld of its can be legal, as the meld and the melds left
/// in the hand would be an opening from the hand held now; nor a lay-off, which needs the
/// opening first or going out in one go (rami/legal_actions.hpp uses this to skip them). A
/// swap brings a joker into the hand (check_turn_can_end): where the hand could swap one, every
/// step may be legal.
[[nodiscard]] inline opening_reach opening_within_reach(const game_state& s) {
    const opening_reach reach = opening_within_reach_without_swap(s);
    if ((reach.melds && reach.lay_offs) || !a_swap_to_make(s)) return reach;
    // Before its opening a seat swaps only going out in one go (R10, R11), and a step after
    // which a turn goes out in one go is a turn that goes out in one go from here.
    const rules& r = s.rules;
    if (r.swap.who != who_may::opened_or_going_out || !r.opening.going_out_exempt || !first_laying_turn(s)) return reach;
    const listed_one_go* listing = listing_one_go();
    const bool one_go = listing != nullptr && listing->listed == &s ? !one_go_out_of_reach() : goes_out_with_swaps(s);
    return one_go ? opening_reach{} : reach;
}

/// For a listing of the steps of `s`: makes it the listing under way (one_go_out_of_reach)
/// while it lives.
class one_go_scope {
public:
    explicit one_go_scope(const game_state& s) : before_(listing_one_go()) {
        answer_.listed = &s;
        answer_.asks = s.phase == phase::play && !opened_by_now(s) && s.rules.swap.who == who_may::opened_or_going_out &&
                       first_laying_turn(s) && s.rules.opening.going_out_exempt &&
                       a_swap_to_make(s);
        listing_one_go() = &answer_;
    }
    ~one_go_scope() { listing_one_go() = before_; }
    one_go_scope(const one_go_scope&) = delete;
    one_go_scope& operator=(const one_go_scope&) = delete;

private:
    listed_one_go answer_;
    listed_one_go* before_;
};

/// The hands a_swap_lets_turn_end met while opening first, in the search under way (a hand
/// melded in another order is the same search); `depth` counts the searches nested in it.
struct swap_search_memo {
    std::vector<hand_cards> opened_from;
    std::vector<searched_turn> searched;  ///< the turns searched already (swaps in another order meet them again)
    int depth = 0;
};

[[nodiscard]] inline swap_search_memo& swap_memo() {
    thread_local swap_search_memo memo;
    return memo;
}

/// R6, R8, R10: whether some legal end of the turn swaps a joker, or lays the card owed to the
/// opening onto the opening's melds once made, the hand analysis of turn_can_end_without_swap
/// having found none. Searched one judged step at a time, so that every rule of the turn
/// weighs each step: each swap the hand could make now (swap_steps), each joker of the hand
/// laid off to be swapped out again (joker_lay_offs_to_swap), after which the turn is judged
/// again (check_turn_can_end: more swaps, the freed joker laid, going out in one go); and for a
/// seat that has not opened nor used the table, which may swap only once opened (R6, R10), each
/// meld of the hand first, while the opening is within reach. A swap put off after other steps can be made first: it needs a
/// card of the hand and a joker of the table, both there now, and lay-offs do not move a
/// joker (rami/table.hpp). Runs only where the analysis refused and a swap is there to make.
[[nodiscard]] inline bool a_swap_lets_turn_end(const game_state& s) {
    // A seat that has not opened swaps, or lays a joker off, first only where going out in one
    // go lets it (R9, R10); else it opens first (below).
    // R8: the card owed to an opening may go onto its melds once it is made, as a swap may.
    const bool owes_to_opening = s.this_turn.taken_to_lay && taken_card_opens(s);
    // A listing knows when the state it lists from cannot go out in one go, swaps included.
    if (!opened_by_now(s) && !owes_to_opening && one_go_out_of_reach()) return false;
    const bool table_now = opened_by_now(s) || s.rules.swap.who == who_may::opened_or_going_out;
    std::vector<play_step> swaps = table_now ? swap_steps(s) : std::vector<play_step>{};
    if (table_now) {
        const std::vector<play_step> relays = joker_lay_offs_to_swap(s);
        swaps.insert(swaps.end(), relays.begin(), relays.end());
    }
    if (swaps.empty() && !owes_to_opening) return false;
    // Else a seat that has not opened swaps only going out in one go: most hands cannot.
    if (!opened_by_now(s) && !owes_to_opening && !may_go_out_with_swaps(s, swaps)) return false;
    swap_search_memo& memo = swap_memo();
    if (memo.depth == 0) {
        memo.opened_from.clear();
        memo.searched.clear();
    }
    searched_turn turn_key = searched_turn::of(s);
    if (std::find(memo.searched.begin(), memo.searched.end(), turn_key) != memo.searched.end()) return false;
    memo.searched.push_back(std::move(turn_key));
    ++memo.depth;
    struct leave_t {
        swap_search_memo& memo;
        ~leave_t() { --memo.depth; }
    } leave{memo};
    const auto accepted = [&](const play_step& step) {
        game_state next = s;
        return judge_step(next, step).ok();
    };
    if (std::any_of(swaps.begin(), swaps.end(), accepted)) return true;
    if (opened_by_now(s) || table_used(s.this_turn)) return false;
    const rules& r = s.rules;
    const std::span<const card> hand = s.hand(s.current);
    auto reach = opening_reachable_from(s, hand);
    if (!reach || !*reach) return false;  // no opening first: a step before it is one of those above
    hand_cards key = hand_cards::from(hand).value_or(hand_cards{});
    std::sort(key.begin(), key.end());
    if (std::find(memo.opened_from.begin(), memo.opened_from.end(), key) != memo.opened_from.end()) return false;
    memo.opened_from.push_back(key);
    auto melds = turn_solver().possible_melds(r, hand);  // a copy: the search asks the solver again
    if (!melds) return false;
    for (const meld& m : *melds) {
        auto step = meld_step(m);
        if (!step) continue;  // never: a meld holds at most 13 cards
        if (accepted(*step)) return true;
    }
    return false;
}

}  // namespace rami::detail
