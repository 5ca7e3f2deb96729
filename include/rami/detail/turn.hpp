#pragma once
// The cards of a turn: laying one step of a play (R3, R9, R10) and what it writes in the turn
// record, and the end of a round (R11-R13). Whether a step is allowed by the rules that bind
// the whole turn is the turn search's question (rami/detail/turn_search.hpp); the moves that
// ask both are rami/detail/turn_moves.hpp.

#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>

#include "rami/move.hpp"
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

/// Lays one step of a play from the hand of the seat to act: a new meld (R3, R4), a lay-off
/// (R9) or a joker swap (R10), and records it in the turn record: the turn's new melds, its
/// lay-offs and swaps, where the card taken from the discard pile went and whether a card of
/// the hand went onto the same meld (R8), the freed jokers to lay (R10). The step's own errors
/// only; the rules that bind the whole turn are judged after it (rami/detail/turn_search.hpp).
/// `read`, where given: what a meld step's cards read as (read_meld_as), known already (the
/// hand analysis's melds and the table's are their own reading), so not read again.
[[nodiscard]] inline result<void> lay_step(game_state& s, const play_step& step, const meld* read = nullptr) {
    const rules& r = s.rules;
    const int seat = s.current;
    turn_record& turn = s.this_turn;
    const std::span<const card> cards = step.cards;
    if (cards.empty()) return error(error_code::empty_play);
    if (auto taken = take_from_hand(hand_of(s, seat), cards); !taken) return taken;
    const auto holds = [&](card c) { return std::find(cards.begin(), cards.end(), c) != cards.end(); };
    // The card taken from the discard pile is laid once: a copy laid after it is a card of the hand.
    const bool lays_taken = turn.taken && turn.taken_onto < 0 && holds(*turn.taken);
    const int jokers = static_cast<int>(std::count(cards.begin(), cards.end(), card::joker()));
    int onto = step.meld;

    if (step.kind == play_step::action::meld) {
        std::optional<meld> reading;  // made only where `read` is not given
        if (read == nullptr) {
            auto made = step.as ? read_meld_as(r, cards, *step.as) : read_meld(r, cards);
            if (!made) return made.error();
            read = &reading.emplace(*made);
        }
        if (!s.table.push_back(table_meld{seat, *read})) return error(error_code::table_full, "table");
        onto = static_cast<int>(s.table.size()) - 1;
        turn.new_melds |= std::uint64_t{1} << onto;
        if (lays_taken) turn.hand_cards_onto |= std::uint64_t{1} << onto;  // the meld's other cards came from the hand
    } else {
        if (step.meld < 0 || step.meld >= static_cast<int>(s.table.size())) return error(error_code::meld_index_out_of_range);
        meld& target = s.table[static_cast<std::size_t>(step.meld)].meld;
        if (step.kind == play_step::action::lay_off) {
            auto grown = lay_off(r, target, cards, step.end);
            if (!grown) return grown.error();
            target = *grown;
            turn.laid_off = true;
            if (static_cast<int>(cards.size()) > (lays_taken ? 1 : 0))
                turn.hand_cards_onto |= std::uint64_t{1} << step.meld;  // a card from the hand went onto it
        } else {
            auto swapped = swap_joker(r, target, cards);
            if (!swapped) return swapped.error();
            target = swapped->meld;
            turn.swapped = true;
            for (int j = 0; j < swapped->freed; ++j)
                if (!hand_of(s, seat).push_back(card::joker())) return error(error_code::table_full, "hand");
            if (r.swap.freed_joker_must_be_laid) turn.jokers_to_lay += swapped->freed;
            // A swap is no lay-off: the taken card put into one is not "laid off alone" (R8, I).
            if (lays_taken) turn.hand_cards_onto |= std::uint64_t{1} << step.meld;
        }
    }
    if (lays_taken) turn.taken_onto = onto;
    if (turn.taken_to_lay && holds(*turn.taken_to_lay)) turn.taken_to_lay.reset();
    turn.jokers_to_lay = std::max(0, turn.jokers_to_lay - jokers);
    return {};
}

}  // namespace rami::detail
