#pragma once
// Per-suit tables of the hand analysis (rami/hand.hpp). A suit's cards are a 13-bit set of
// ranks (a lane of detail::hand_boards: bit rank - 1); with one copy of each card, no joker and
// the ace only before the two, what the runs of that suit can hold depends on that set alone,
// so it is looked up instead of computed: one lookup a suit.
// The idea is the per-suit tables of the fastest shanten calculators (Nyanten, tomohxx's
// shanten-number) and of OpenSpiel's gin rummy author's JAX version (a table from a suit's
// 13-bit mask to its best run value), for rummy's runs of one deck without jokers.
//
// The ace's penalty is a rule (R13), so the penalty tables hold none: an entry keeps the
// penalty of the other cards and says apart whether the ace is among them. Which discard is
// best depends on it, so the discard tables are made per penalty.

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <mutex>

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

/// The discard's tie-break: ranks from the king down, the ace among them by its penalty
/// (before the first rank that costs less), then the suits in order: a card's place, the first
/// card the least.
struct card_order {
    int ace_place = 0;  // even; the other ranks' places are odd

    explicit constexpr card_order(int ace_penalty) noexcept {
        for (int rank = 2; rank <= 13; ++rank) ace_place += penalty_of_rank(rank) >= ace_penalty ? 2 : 0;
    }
    /// Below 128 (at most 25 * 4 + 3).
    [[nodiscard]] constexpr int place(int rank, int suit) const noexcept {
        return (rank == ace ? ace_place : 2 * (13 - rank) + 1) * 4 + suit;
    }
    /// The board bit of the card at `place`.
    [[nodiscard]] constexpr int bit_of(int place) const noexcept {
        const int slot = place >> 2;
        const int rank = (slot & 1) != 0 ? 13 - (slot - 1) / 2 : ace;
        return (place & 3) * 16 + rank - 1;
    }
};

/// A discard as one number: the deadwood it leaves (or its change) times 128, plus its card's
/// place (card_order), so that the least key is the least deadwood and, among equals, the first
/// card. Sums of a deadwood key and a place-free change keep that order.
[[nodiscard]] constexpr int discard_key(int deadwood, int place) noexcept { return deadwood * 128 + place; }
[[nodiscard]] constexpr int deadwood_of_key(int key) noexcept { return key >> 7; }
[[nodiscard]] constexpr int place_of_key(int key) noexcept { return key & 127; }

/// What taking one card out of a suit does, for one ace penalty: the suit's deadwood (the runs
/// laid) and the best discard's change of it as a discard_key of its place in suit 0 (the
/// caller adds the suit). `none` where the suit holds no card.
struct suit_discard {
    static constexpr int none = 1 << 28;
    std::int32_t change = none;
    std::int32_t deadwood = 0;
};
using suit_discard_table = std::array<suit_discard, 8192>;

/// The suit_discard of the set of ranks `ranks` of one suit when the ace costs `ace_penalty`
/// (R13) and discards are ordered by `order` (card_order of that penalty).
[[nodiscard]] inline suit_discard suit_discard_of(std::uint64_t ranks, int ace_penalty, const card_order& order) noexcept {
    const auto& deadwood = suit_deadwood();
    suit_discard entry;
    entry.deadwood = entry_penalty(deadwood[static_cast<std::size_t>(ranks)], ace_penalty);
    for (std::uint64_t held = ranks; held != 0; held &= held - 1) {
        const int left = entry_penalty(deadwood[static_cast<std::size_t>(ranks & ~(held & -held))], ace_penalty);
        entry.change = std::min(entry.change, discard_key(left - entry.deadwood, order.place(std::countr_zero(held) + 1, 0)));
    }
    return entry;
}

/// The ace penalties whose suit_discard tables are kept: the first ones asked for, so that a
/// program trying every penalty (a fuzzer) stays within 4 MiB; the others are computed per suit.
inline constexpr int kept_suit_discard_tables = 64;

/// The suit_discard of each set of ranks of one suit (64 KiB) for `ace_penalty` (0..1000), made
/// in about 0.3 ms at its first use (thread-safe) and kept for the program (never freed: a thread
/// may still read it while the program's statics are destroyed); nullptr once
/// kept_suit_discard_tables other penalties have theirs.
[[nodiscard]] inline const suit_discard_table* suit_discards(int ace_penalty) {
    static std::array<std::atomic<const suit_discard_table*>, 1001> tables{};
    static std::mutex making;
    static int kept = 0;
    if (ace_penalty < 0 || ace_penalty >= static_cast<int>(tables.size())) return nullptr;
    auto& slot = tables[static_cast<std::size_t>(ace_penalty)];
    if (const auto* table = slot.load(std::memory_order_acquire)) return table;
    const std::lock_guard lock(making);
    if (const auto* table = slot.load(std::memory_order_relaxed)) return table;
    if (kept == kept_suit_discard_tables) return nullptr;
    auto* made = new suit_discard_table;
    const card_order order(ace_penalty);
    for (std::size_t ranks = 0; ranks < made->size(); ++ranks) (*made)[ranks] = suit_discard_of(ranks, ace_penalty, order);
    ++kept;
    slot.store(made, std::memory_order_release);
    return made;
}

}  // namespace rami::detail
