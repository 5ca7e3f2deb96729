#pragma once
// Per-suit tables of the hand analysis (rami/hand.hpp). A suit's cards are a 13-bit set of
// ranks (a lane of detail::hand_boards: bit rank - 1); with one copy of each card, no joker and
// the ace only before the two, what the runs of that suit can hold depends on that set alone,
// so it is looked up instead of computed: one lookup a suit.
// The idea is the per-suit tables of the fastest shanten calculators (Nyanten, tomohxx's
// shanten-number) and of OpenSpiel's gin rummy author's JAX version (a table from a suit's
// 13-bit mask to its best run value), for rummy's runs of one deck without jokers.
//
// The ace's penalty is a rule (R13), so no entry holds it: an entry keeps the penalty of the
// other cards and says apart whether the ace is among them.

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

#include "rami/detail/hand_boards.hpp"
#include "rami/lay_down.hpp"

namespace rami::detail {

/// Where a suit_entry says whether the ace is among its cards: above the penalty, with room for
/// four entries' penalties (at most 4 * 84) to be added up without reaching it.
inline constexpr int entry_ace_shift = 9;

/// A set of ranks of one suit as a table entry: bits 0-8 the R13 penalty of its cards but the
/// ace (at most 84), bit entry_ace_shift whether it holds the ace.
[[nodiscard]] constexpr std::uint16_t suit_entry(std::uint64_t ranks) noexcept {
    int penalty = 0;
    for (int rank = 2; rank <= 13; ++rank)
        if ((ranks >> (rank - 1)) & 1u) penalty += penalty_of_rank(rank);
    return static_cast<std::uint16_t>(penalty | static_cast<int>(ranks & 1u) << entry_ace_shift);
}

/// The penalty a suit_entry (or a sum of four) stands for, the ace counting `ace_penalty`.
[[nodiscard]] constexpr int entry_penalty(std::uint32_t entry, int ace_penalty) noexcept {
    return static_cast<int>(entry & ((1u << entry_ace_shift) - 1)) + static_cast<int>(entry >> entry_ace_shift) * ace_penalty;
}

/// A per-suit table: an entry for each set of ranks of one suit (a 13-bit lane).
using suit_table = std::array<std::uint16_t, 8192>;

/// A suit's 13-bit lane of a board.
[[nodiscard]] constexpr std::size_t lane_of(std::uint64_t board, int suit) noexcept {
    return static_cast<std::size_t>((board >> (16 * suit)) & 0x1FFFu);
}

/// The entries of `board`'s four suits (lanes) in `table`, summed: the R13 penalty they count.
/// The sum of four entries is an entry of its own (entry_ace_shift), read once.
[[nodiscard]] inline int sum_suit_entries(const suit_table& table, std::uint64_t board, int ace_penalty) noexcept {
    const unsigned sum = static_cast<unsigned>(table[lane_of(board, 0)]) + table[lane_of(board, 1)] + table[lane_of(board, 2)] +
                         table[lane_of(board, 3)];
    return entry_penalty(sum, ace_penalty);
}

/// For each set of ranks of one suit, its suit_entry: the penalty of those cards. 16 KiB, made at
/// first use (thread-safe: a function-local static).
[[nodiscard]] inline const suit_table& suit_penalties() noexcept {
    static const suit_table table = [] {
        suit_table made{};
        for (std::uint64_t ranks = 0; ranks < made.size(); ++ranks) made[static_cast<std::size_t>(ranks)] = suit_entry(ranks);
        return made;
    }();
    return table;
}

/// The R13 penalty of the natural cards of `board` (each once), four lookups.
[[nodiscard]] inline int penalty_of_board(std::uint64_t board, int ace_penalty) noexcept {
    return sum_suit_entries(suit_penalties(), board, ace_penalty);
}

/// For each set of ranks of one suit, the suit_entry of the cards no run of that suit holds (its
/// deadwood when nothing else is laid): runs of three ranks or more in a row hold exactly the
/// cards in such rows (detail::run_cover). 16 KiB, made at first use (thread-safe).
[[nodiscard]] inline const suit_table& suit_deadwood() noexcept {
    static const suit_table table = [] {
        suit_table made{};
        for (std::uint64_t ranks = 0; ranks < made.size(); ++ranks)
            made[static_cast<std::size_t>(ranks)] = suit_entry(ranks & ~run_cover(ranks));
        return made;
    }();
    return table;
}

/// The deadwood of `board` when only runs are laid (one deck, no joker, the ace low): the
/// suit_deadwood entries of its four suits.
[[nodiscard]] inline int run_deadwood(std::uint64_t board, int ace_penalty) noexcept {
    return sum_suit_entries(suit_deadwood(), board, ace_penalty);
}

/// What taking one card out of a suit can leave as deadwood (suit_deadwood of the rest), the
/// best way of each of three kinds, since which kind is best depends on the ace's penalty. A
/// kind no card gives is `none`. Among equal ways, the highest rank: the discard's tie-break.
struct suit_discard {
    static constexpr unsigned none = 127;
    std::uint32_t bits = 0;

    /// The penalty left (the ace not among it) by the best card whose removal leaves no ace as
    /// deadwood, and that card's rank.
    [[nodiscard]] constexpr unsigned without_ace() const noexcept { return bits & 0x7Fu; }
    [[nodiscard]] constexpr int without_ace_rank() const noexcept { return static_cast<int>((bits >> 7) & 0xFu); }
    /// The same for the removals that leave the ace as deadwood (its penalty comes on top).
    [[nodiscard]] constexpr unsigned with_ace() const noexcept { return (bits >> 11) & 0x7Fu; }
    [[nodiscard]] constexpr int with_ace_rank() const noexcept { return static_cast<int>((bits >> 18) & 0xFu); }
    /// The penalty left when the ace itself is taken out.
    [[nodiscard]] constexpr unsigned ace_taken() const noexcept { return (bits >> 22) & 0x7Fu; }

    /// The entry of `ranks`, each rest's deadwood read from `deadwood` (suit_deadwood).
    [[nodiscard]] static constexpr suit_discard of(std::uint64_t ranks, const suit_table& deadwood) noexcept {
        unsigned kinds[3] = {none, none, none};
        int kind_rank[2] = {0, 0};
        for (std::uint64_t held = ranks; held != 0;) {  // the highest first: it keeps ties
            const int rank = static_cast<int>(std::bit_width(held));
            const std::uint64_t bit = std::uint64_t{1} << (rank - 1);
            held &= ~bit;
            const std::uint16_t left = deadwood[static_cast<std::size_t>(ranks & ~bit)];
            const unsigned penalty = left & ((1u << entry_ace_shift) - 1);
            if (rank == ace) {
                kinds[2] = penalty;
                continue;
            }
            const int kind = left >> entry_ace_shift;
            if (penalty < kinds[kind]) {
                kinds[kind] = penalty;
                kind_rank[kind] = rank;
            }
        }
        return {kinds[0] | static_cast<unsigned>(kind_rank[0]) << 7 | kinds[1] << 11 | static_cast<unsigned>(kind_rank[1]) << 18 |
                kinds[2] << 22};
    }
};

/// The suit_discards table. Not constexpr, on purpose: a constant initializer would be
/// evaluated by the compiler in every translation unit that asks for the table (about a
/// second of g++'s time each), where the program takes about 0.2 ms once.
[[nodiscard]] inline std::array<suit_discard, 8192> make_suit_discards() noexcept {
    const auto& deadwood = suit_deadwood();
    std::array<suit_discard, 8192> made{};
    for (std::uint64_t ranks = 0; ranks < made.size(); ++ranks)
        made[static_cast<std::size_t>(ranks)] = suit_discard::of(ranks, deadwood);
    return made;
}

/// For each set of ranks of one suit, its suit_discard. 32 KiB, made at first use (thread-safe:
/// a function-local static).
[[nodiscard]] inline const std::array<suit_discard, 8192>& suit_discards() noexcept {
    static const std::array<suit_discard, 8192> table = make_suit_discards();
    return table;
}

}  // namespace rami::detail
