#pragma once
// A seat's view as a fixed-size vector of numbers, for learning agents (docs/actions.md
// "Observations"). It is made from a `game_view` alone, so it holds nothing the view hides
// (other hands, the stock's order, the seed). Seats are counted from the observing seat: seat
// +0 is itself, +1 the next to play, and so on.
//
//   offset  size        what
//   0       53          the seat's hand: copies of each card (index 0..51, 52 the joker)
//   53      53          the discard pile: copies of each card
//   106     53          the top of the discard pile (one-hot; all 0 when empty)
//   159     53          the card taken from the discard pile that must still be laid (R8)
//   212     53          the card taken from the discard pile this turn
//   265     40 x 61     table meld slots: copies of each card (53), its owner (6, one-hot,
//                       relative), 1 for a run, 1 when laid this turn
//   2705    6 x 6       per relative seat: at the table, cards in hand, opened (R6), laid a
//                       card before this turn (R11), match total (R14), to act
//   2741    14          phase draw / play / over (3), first round (R2), stock size, discard
//                       pile size, stock rebuilds (R12), jokers to lay (R10), laid this turn,
//                       laid off this turn, swapped this turn, best opening (R6), turns
//                       completed, round points of the seat when the round is over (R13)
//
// Counts and points are raw numbers (a match total may be negative), flags 0 or 1.

#include <cstddef>
#include <optional>
#include <span>
#include <vector>

#include "rami/card.hpp"
#include "rami/rules.hpp"
#include "rami/state.hpp"
#include "rami/view.hpp"

namespace rami {

namespace detail::observing {

inline constexpr std::size_t cards = card::index_count;
inline constexpr std::size_t meld_slot = cards + max_players_supported + 2;
inline constexpr std::size_t hand = 0;
inline constexpr std::size_t discard_pile = hand + cards;
inline constexpr std::size_t discard_top = discard_pile + cards;
inline constexpr std::size_t taken = discard_top + cards;
inline constexpr std::size_t taken_this_turn = taken + cards;
inline constexpr std::size_t table = taken_this_turn + cards;
inline constexpr std::size_t seats = table + max_table_melds * meld_slot;
inline constexpr std::size_t per_seat = 6;
inline constexpr std::size_t round = seats + max_players_supported * per_seat;
inline constexpr std::size_t size = round + 14;

inline void count(std::span<float> out, std::span<const card> cards) {
    for (const card c : cards) out[static_cast<std::size_t>(c.index())] += 1.0f;
}

}  // namespace detail::observing

/// The length of an observation: 2,755 numbers for every variant (the layout above).
[[nodiscard]] constexpr int observation_size(const rules&) noexcept { return static_cast<int>(detail::observing::size); }

/// What the view `v` shows, as observation_size() floats in the layout above.
[[nodiscard]] inline std::vector<float> observation(const game_view& v) {
    namespace at = detail::observing;
    std::vector<float> out(at::size, 0.0f);
    const std::span<float> all(out);
    const auto one_hot = [&](std::size_t offset, const std::optional<card>& c) {
        if (c) all[offset + static_cast<std::size_t>(c->index())] = 1.0f;
    };
    const auto relative = [&](int seat) { return static_cast<std::size_t>(((seat - v.seat) % v.players + v.players) % v.players); };
    at::count(all.subspan(at::hand, at::cards), v.hand);
    at::count(all.subspan(at::discard_pile, at::cards), v.discard);
    one_hot(at::discard_top, v.discard.empty() ? std::nullopt : std::optional<card>(v.discard.back()));
    one_hot(at::taken, v.this_turn.taken_to_lay);
    one_hot(at::taken_this_turn, v.this_turn.taken);
    if (v.players <= 0) return out;
    for (std::size_t i = 0; i < v.table.size(); ++i) {
        const std::span<float> slot = all.subspan(at::table + i * at::meld_slot, at::meld_slot);
        at::count(slot.first(at::cards), v.table[i].meld.laid());
        slot[at::cards + relative(v.table[i].owner)] = 1.0f;
        slot[at::cards + max_players_supported] = v.table[i].meld.kind == meld_kind::run ? 1.0f : 0.0f;
        slot[at::cards + max_players_supported + 1] = ((v.this_turn.new_melds >> i) & 1u) ? 1.0f : 0.0f;
    }
    for (int seat = 0; seat < v.players && seat < max_players_supported; ++seat) {
        const auto k = static_cast<std::size_t>(seat);
        const std::span<float> row = all.subspan(at::seats + relative(seat) * at::per_seat, at::per_seat);
        row[0] = 1.0f;
        row[1] = static_cast<float>(v.hand_sizes[k]);
        row[2] = v.opened[k] ? 1.0f : 0.0f;
        row[3] = v.laid[k] ? 1.0f : 0.0f;
        row[4] = static_cast<float>(v.scores[k]);
        row[5] = seat == v.current ? 1.0f : 0.0f;
    }
    const std::span<float> round = all.subspan(at::round, at::size - at::round);
    round[static_cast<std::size_t>(v.phase)] = 1.0f;
    round[3] = v.turn < v.players ? 1.0f : 0.0f;
    round[4] = static_cast<float>(v.stock_size);
    round[5] = static_cast<float>(v.discard.size());
    round[6] = static_cast<float>(v.stock_resets);
    round[7] = static_cast<float>(v.this_turn.jokers_to_lay);
    round[8] = v.this_turn.laid ? 1.0f : 0.0f;
    round[9] = v.this_turn.laid_off ? 1.0f : 0.0f;
    round[10] = v.this_turn.swapped ? 1.0f : 0.0f;
    round[11] = static_cast<float>(v.best_opening);
    round[12] = static_cast<float>(v.turn);
    if (v.result && v.seat >= 0 && v.seat < max_players_supported) round[13] = static_cast<float>(v.result->points[static_cast<std::size_t>(v.seat)]);
    return out;
}

}  // namespace rami
