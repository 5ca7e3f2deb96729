#pragma once
// Per-suit tables of the hand analysis (rami/hand.hpp). A suit's cards are a 13-bit set of
// ranks (a lane of detail::hand_boards: bit rank - 1); what the runs of that suit alone can
// hold depends on that set only, so it is looked up instead of computed: one lookup a suit
// where the closed form of hand_single_deck.hpp shifted and counted bits over the whole board.
// The idea is the per-suit tables of the fastest shanten calculators (Nyanten, tomohxx's
// shanten-number) and of OpenSpiel's gin rummy author's JAX version (a table from a suit's
// 13-bit mask to its best run value), for rummy's runs of one deck without jokers.

#include <array>
#include <cstddef>
#include <cstdint>

#include "rami/detail/hand_boards.hpp"
#include "rami/lay_down.hpp"

namespace rami::detail {

/// A suit's table entry: bits 0-6 the R13 penalty of the cards of a set of ranks but the ace (at
/// most 84), bit 7 whether it holds the ace, whose penalty the rules set.
[[nodiscard]] constexpr std::uint8_t suit_entry(std::uint64_t ranks) noexcept {
    int penalty = 0;
    for (int rank = 2; rank <= 13; ++rank)
        if ((ranks >> (rank - 1)) & 1u) penalty += penalty_of_rank(rank);
    return static_cast<std::uint8_t>(penalty | static_cast<int>(ranks & 1u) << 7);
}

/// The entries of `board`'s four suits (lanes) in `table`, summed: the R13 penalty they count.
[[nodiscard]] inline int sum_suit_entries(const std::array<std::uint8_t, 8192>& table, std::uint64_t board, int ace_penalty) noexcept {
    int penalty = 0;
    int aces = 0;
    for (int lane = 0; lane < 64; lane += 16) {
        const std::uint8_t entry = table[static_cast<std::size_t>((board >> lane) & 0x1FFFu)];
        penalty += entry & 0x7F;
        aces += entry >> 7;
    }
    return penalty + aces * ace_penalty;
}

/// For each set of ranks of one suit, its suit_entry: the penalty of those cards. 8 KiB, made at
/// first use (thread-safe: a function-local static).
[[nodiscard]] inline const std::array<std::uint8_t, 8192>& suit_penalties() noexcept {
    static const std::array<std::uint8_t, 8192> table = [] {
        std::array<std::uint8_t, 8192> made{};
        for (std::uint64_t ranks = 0; ranks < made.size(); ++ranks) made[static_cast<std::size_t>(ranks)] = suit_entry(ranks);
        return made;
    }();
    return table;
}

/// The R13 penalty of the natural cards of `board` (each once), four lookups.
[[nodiscard]] inline int penalty_of_board(std::uint64_t board, int ace_penalty) noexcept {
    return sum_suit_entries(suit_penalties(), board, ace_penalty);
}

/// For each set of ranks of one suit (bit rank - 1), the suit_entry of the cards its runs hold
/// when the suit has one copy of each card, no joker and the ace only before the two (runs of
/// three ranks or more in a row hold exactly the cards in such rows: detail::run_cover). 8 KiB,
/// made at first use (thread-safe: a function-local static).
[[nodiscard]] inline const std::array<std::uint8_t, 8192>& suit_run_penalties() noexcept {
    static const std::array<std::uint8_t, 8192> table = [] {
        std::array<std::uint8_t, 8192> made{};
        for (std::uint64_t ranks = 0; ranks < made.size(); ++ranks) made[static_cast<std::size_t>(ranks)] = suit_entry(run_cover(ranks));
        return made;
    }();
    return table;
}

/// The R13 penalty of the cards the runs of `board` (one deck, no joker, the ace low) hold, each
/// suit looked up in suit_run_penalties: the closed form's run_cover and penalty in four lookups.
[[nodiscard]] inline int run_penalty(std::uint64_t board, int ace_penalty) noexcept {
    return sum_suit_entries(suit_run_penalties(), board, ace_penalty);
}

}  // namespace rami::detail
