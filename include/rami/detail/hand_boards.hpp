#pragma once
// The hand analysis's bit boards (rami/hand.hpp): a natural card as a bit, a hand as two
// boards and a joker count, and the bit operations the listing and the search share.

#include <array>
#include <bit>
#include <cstdint>

#include "rami/card.hpp"

namespace rami::detail {

/// Bit of a natural card on a board: suit * 16 + rank - 1 (a suit's 13 ranks in one lane).
[[nodiscard]] constexpr int board_bit(card c) noexcept { return static_cast<int>(c.suit()) * 16 + c.rank() - 1; }
[[nodiscard]] constexpr card card_at_bit(int bit) noexcept { return card(bit % 16 + 1, static_cast<suit>(bit / 16)); }

/// Per natural card index: its board bit and its rank.
struct natural_fact {
    std::uint8_t board_bit = 0;
    std::uint8_t rank = 0;
};
inline constexpr std::array<natural_fact, card::joker_index> natural_facts = [] {
    std::array<natural_fact, card::joker_index> facts{};
    for (int i = 0; i < card::joker_index; ++i)
        facts[static_cast<std::size_t>(i)] = {static_cast<std::uint8_t>(board_bit(card::from_index(i))),
                                              static_cast<std::uint8_t>(card::from_index(i).rank())};
    return facts;
}();

/// The board of a set of cards given as bits c.index() (suit * 13 + rank - 1, the joker at 52):
/// each suit's 13 bits moved into its lane; the joker's bit dropped.
[[nodiscard]] constexpr std::uint64_t board_of_index_bits(std::uint64_t bits) noexcept {
    constexpr std::uint64_t lane = 0x1FFF;
    return (bits & lane) | ((bits << 3) & (lane << 16)) | ((bits << 6) & (lane << 32)) | ((bits << 9) & (lane << 48));
}

/// A hand as bit boards: `one` holds each card held at least once, `two` each card held twice.
struct hand_boards {
    std::uint64_t one = 0;
    std::uint64_t two = 0;
    int jokers = 0;
    friend constexpr bool operator==(const hand_boards&, const hand_boards&) = default;
};

/// Removes one copy of each card of `mask` (all held) from the boards.
constexpr void take_once(std::uint64_t& one, std::uint64_t& two, std::uint64_t mask) noexcept {
    one = (one & ~mask) | (two & mask);
    two &= ~mask;
}

/// std::popcount, inline everywhere: without -mpopcnt, g++ makes std::popcount a call to
/// libgcc's __popcountdi2 (a table loop), several times slower than these bit operations.
[[nodiscard]] constexpr int popcount(std::uint64_t x) noexcept {
#if defined(__POPCNT__) || !(defined(__x86_64__) || defined(__i386__))
    return std::popcount(x);
#else
    x = x - ((x >> 1) & 0x5555555555555555ull);
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
    return static_cast<int>((x * 0x0101010101010101ull) >> 56);
#endif
}
[[nodiscard]] constexpr int popcount(unsigned x) noexcept { return popcount(std::uint64_t{x}); }

/// The cards of a board that runs can hold when each card is held once and no joker or ace
/// after the king helps: every card in a row of three or more of one suit (such a row splits
/// into runs of three to five). The lanes' three spare bits keep suits apart.
[[nodiscard]] constexpr std::uint64_t run_cover(std::uint64_t board) noexcept {
    const std::uint64_t starts = board & (board >> 1) & (board >> 2);
    return starts | (starts << 1) | (starts << 2);
}

/// One bit per suit lane at the rank's place: rank_lanes << (rank - 1) holds the four cards of a rank.
inline constexpr std::uint64_t rank_lanes = 0x0001000100010001ull;

/// Bit rank - 1 for each rank of which `board` holds a card, in any suit.
[[nodiscard]] constexpr unsigned ranks_held(std::uint64_t board) noexcept {
    return static_cast<unsigned>((board | board >> 16 | board >> 32 | board >> 48) & 0x1FFFu);
}

/// Bit rank - 1 for each rank of which `board` holds cards in three suits or more: the ranks a
/// set of naturals could use.
[[nodiscard]] constexpr unsigned ranks_in_three_suits(std::uint64_t board) noexcept {
    // Three suits of four: both of the first two and one of the last two, or the other way.
    // Lane 0 of `both` holds the first two's ranks in common, lane 2 the last two's; `either`
    // likewise their ranks held by one or the other.
    const std::uint64_t both = board & (board >> 16), either = board | (board >> 16);
    return static_cast<unsigned>(((both & (either >> 32)) | ((both >> 32) & either)) & 0x1FFFu);
}

}  // namespace rami::detail
