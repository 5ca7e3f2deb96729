#pragma once
// Melds: runs and sets (R3), how a list of cards is read (R4) and what a meld is worth (R5).
// Reading a meld allocates nothing on the heap.

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "rami/card.hpp"
#include "rami/result.hpp"
#include "rami/rules.hpp"

namespace rami {

enum class meld_kind : std::uint8_t { run, set };

[[nodiscard]] constexpr std::string_view to_string(meld_kind kind) noexcept {
    return kind == meld_kind::run ? "run" : "set";
}

/// The kind `to_string` names `name` ("run" or "set"); nullopt for any other text.
[[nodiscard]] constexpr std::optional<meld_kind> meld_kind_named(std::string_view name) noexcept {
    for (const meld_kind kind : {meld_kind::run, meld_kind::set})
        if (to_string(kind) == name) return kind;
    return std::nullopt;
}

/// The largest meld: a run of 13 cards (R3).
inline constexpr int max_meld_size = 13;

/// The rank at a run position: positions 1..13 are A..K, 14 is the ace after a king, and
/// circular runs go on (15 is a 2, ...).
[[nodiscard]] constexpr int rank_at_position(int position) noexcept { return (position - 1) % 13 + 1; }

/// A legal meld and its reading (R4): the cards in run order, what each joker stands for, and
/// the points it counts toward an opening (R5).
struct meld {
    meld_kind kind = meld_kind::run;
    std::uint8_t size = 0;
    /// Run: the position of `cards[0]` (1 = ace low; see rank_at_position). Set: the rank.
    std::uint8_t low = 0;
    /// Run: its suit. Set: unused.
    rami::suit suit = rami::suit::spades;
    std::uint8_t jokers = 0;
    std::int16_t points = 0;
    /// The cards as laid: a run in run order (low to high), a set in the order given.
    std::array<card, max_meld_size> cards{};

    [[nodiscard]] std::span<const card> laid() const noexcept { return {cards.data(), size}; }

    /// The rank card `i` stands for (a natural card its own).
    [[nodiscard]] constexpr int rank_of(int i) const noexcept {
        return kind == meld_kind::run ? rank_at_position(low + i) : low;
    }
    /// The card that card `i` of a run stands for. For a set, the card itself (a joker stays
    /// a joker: it stands for one of `missing_suits()`).
    [[nodiscard]] constexpr card stands_for(int i) const noexcept {
        return kind == meld_kind::run ? card(rank_of(i), suit) : cards[static_cast<std::size_t>(i)];
    }
    /// Set: a bit (1 << suit) for each suit no natural card of the set holds.
    [[nodiscard]] constexpr unsigned missing_suits() const noexcept {
        unsigned held = 0;
        for (int i = 0; i < size; ++i)
            if (!cards[static_cast<std::size_t>(i)].is_joker()) held |= 1u << static_cast<int>(cards[static_cast<std::size_t>(i)].suit());
        return 0xFu & ~held;
    }
    /// A run of three or more cards without a joker (R6 "tierce franche").
    [[nodiscard]] constexpr bool is_tierce_franche() const noexcept {
        return kind == meld_kind::run && jokers == 0 && size >= 3;
    }
    friend constexpr bool operator==(const meld&, const meld&) = default;
};

/// R4's text for card `i` of a meld: "7H" for a card (or the card a run joker stands for),
/// "9?" for a joker in a set of nines.
[[nodiscard]] inline std::string reading_text(const meld& m, int i) {
    if (m.kind == meld_kind::set && m.cards[static_cast<std::size_t>(i)].is_joker())
        return std::string(rank_name(m.low)) + "?";
    return to_string(m.stands_for(i));
}

/// R5: what a natural card of `rank` is worth in a meld; `ace_value` is the ace's worth in
/// its place (see point_rules).
[[nodiscard]] constexpr int natural_points(int rank, int ace_value) noexcept {
    return rank == ace ? ace_value : rank >= 10 ? 10 : rank;
}

namespace detail {

/// Facts about a list of cards that every reading needs.
struct meld_census {
    int size = 0;
    int jokers = 0;
    int naturals = 0;
    bool same_rank = true;
    bool same_suit = true;
    unsigned rank_mask = 0;   // bit r for each natural rank r
    unsigned suit_mask = 0;   // bit s for each natural suit
    bool repeated_rank = false;
    bool repeated_suit = false;
    card first_natural;
};

[[nodiscard]] constexpr meld_census census(std::span<const card> cards) noexcept {
    meld_census c;
    c.size = static_cast<int>(cards.size());
    for (const card x : cards) {
        if (x.is_joker()) {
            ++c.jokers;
            continue;
        }
        if (c.naturals == 0) c.first_natural = x;
        ++c.naturals;
        c.same_rank = c.same_rank && x.rank() == c.first_natural.rank();
        c.same_suit = c.same_suit && x.suit() == c.first_natural.suit();
        const unsigned rank_bit = 1u << x.rank();
        const unsigned suit_bit = 1u << static_cast<int>(x.suit());
        c.repeated_rank = c.repeated_rank || (c.rank_mask & rank_bit) != 0;
        c.repeated_suit = c.repeated_suit || (c.suit_mask & suit_bit) != 0;
        c.rank_mask |= rank_bit;
        c.suit_mask |= suit_bit;
    }
    return c;
}

/// The highest position a run may reach: 13 (king) when the ace is low only, else 14.
[[nodiscard]] constexpr int last_position(const meld_rules& m) noexcept { return m.ace_high ? 14 : 13; }

/// Points of a run laid from position `low` (R5): an ace first in the run is low, any other
/// ace follows a king; a joker is worth its card, or a fixed value.
[[nodiscard]] constexpr int run_points(const rules& r, int low, const meld& m) noexcept {
    int total = 0;
    for (int i = 0; i < m.size; ++i) {
        const int rank = rank_at_position(low + i);
        const int ace_value = i == 0 ? r.points.ace_low_run : r.points.ace_high_run;
        const bool joker = m.cards[static_cast<std::size_t>(i)].is_joker();
        total += (joker && r.points.joker_fixed > 0) ? r.points.joker_fixed : natural_points(rank, ace_value);
    }
    return total;
}

/// Whether a start position keeps a run of `size` cards within the variant's ranks.
[[nodiscard]] constexpr bool run_start_ok(const meld_rules& m, int start, int size) noexcept {
    if (size > max_meld_size) return false;
    if (m.circular) return start >= 1 && start <= 13;
    return start >= 1 && start + size - 1 <= last_position(m);
}

/// The run whose card `i` sits at position `start + i`, if every natural card fits there.
[[nodiscard]] constexpr bool place_run_in_order(const rules& r, std::span<const card> cards, int start,
                                                meld& out) noexcept {
    const int size = static_cast<int>(cards.size());
    if (!run_start_ok(r.melds, start, size)) return false;
    out = meld{};
    out.kind = meld_kind::run;
    out.size = static_cast<std::uint8_t>(size);
    out.low = static_cast<std::uint8_t>(start);
    for (int i = 0; i < size; ++i) {
        const card x = cards[static_cast<std::size_t>(i)];
        out.cards[static_cast<std::size_t>(i)] = x;
        if (x.is_joker()) {
            ++out.jokers;
        } else {
            if (x.rank() != rank_at_position(start + i)) return false;
            out.suit = x.suit();
        }
    }
    if (out.jokers > r.melds.max_jokers_run) return false;
    out.points = static_cast<std::int16_t>(run_points(r, start, out));
    return true;
}

/// The in-order reading of R4: ascending from the first natural card's rank.
[[nodiscard]] constexpr bool read_run_ascending(const rules& r, std::span<const card> cards, const meld_census& c,
                                                meld& out) noexcept {
    if (c.naturals == 0 || !c.same_suit || c.repeated_rank) return false;
    int first = 0;
    while (cards[static_cast<std::size_t>(first)].is_joker()) ++first;
    const int rank = cards[static_cast<std::size_t>(first)].rank();
    if (place_run_in_order(r, cards, rank - first, out)) return true;
    if (r.melds.circular && rank - first < 1) return place_run_in_order(r, cards, rank - first + 13, out);
    return rank == ace && place_run_in_order(r, cards, 14 - first, out);
}

/// The run that puts each natural card at its rank's place in a window starting at `start`,
/// jokers in the gaps; false if a natural card falls outside the window.
[[nodiscard]] constexpr bool place_run_by_rank(const rules& r, const meld_census& c, int start, meld& out) noexcept {
    const int size = c.size;
    if (!run_start_ok(r.melds, start, size) || c.jokers > r.melds.max_jokers_run) return false;
    out = meld{};
    out.kind = meld_kind::run;
    out.size = static_cast<std::uint8_t>(size);
    out.low = static_cast<std::uint8_t>(start);
    out.suit = c.first_natural.suit();
    out.jokers = static_cast<std::uint8_t>(c.jokers);
    int placed = 0;
    for (int i = 0; i < size; ++i) {
        const int rank = rank_at_position(start + i);
        if ((c.rank_mask >> rank) & 1u) {
            out.cards[static_cast<std::size_t>(i)] = card(rank, out.suit);
            ++placed;
        } else {
            out.cards[static_cast<std::size_t>(i)] = card::joker();  // a gap: a joker fills it
        }
    }
    if (placed != c.naturals) return false;
    out.points = static_cast<std::int16_t>(run_points(r, start, out));
    return true;
}

/// Whether the run window of `c.size` cards from position `start` holds the rank of every
/// natural card (a few bit operations, before placing the cards).
[[nodiscard]] constexpr bool window_holds_ranks(const meld_rules& m, const meld_census& c, int start) noexcept {
    if (!run_start_ok(m, start, c.size)) return false;
    std::uint32_t window = ((1u << c.size) - 1u) << start;  // bit p: position p, up to 25
    window |= window >> 13;  // position 14 is the ace after the king; circular runs go round
    return (c.rank_mask & ~window) == 0;
}

/// Whether some run window holds the natural cards (R3), points aside.
[[nodiscard]] constexpr bool some_run_window(const meld_rules& m, const meld_census& c) noexcept {
    const int last_start = m.circular ? 13 : last_position(m) - c.size + 1;
    for (int start = 1; start <= last_start; ++start)
        if (window_holds_ranks(m, c, start)) return true;
    return false;
}

/// The run reading worth the most points, lowest ranks on a tie (R4); false if none.
[[nodiscard]] constexpr bool best_run(const rules& r, const meld_census& c, meld& out) noexcept {
    if (c.naturals == 0 || !c.same_suit || c.repeated_rank || c.size > max_meld_size) return false;
    const int last_start = r.melds.circular ? 13 : last_position(r.melds) - c.size + 1;
    bool found = false;
    meld candidate;
    for (int start = 1; start <= last_start; ++start) {
        if (!window_holds_ranks(r.melds, c, start)) continue;
        if (place_run_by_rank(r, c, start, candidate) && (!found || candidate.points > out.points)) {
            out = candidate;
            found = true;
        }
    }
    return found;
}

/// The set reading (R3): one rank, distinct suits, at most four cards.
[[nodiscard]] constexpr bool read_set(const rules& r, std::span<const card> cards, const meld_census& c,
                                      meld& out) noexcept {
    if (c.naturals == 0 || !c.same_rank || c.repeated_suit || c.size > 4 || c.jokers > r.melds.max_jokers_set)
        return false;
    out = meld{};
    out.kind = meld_kind::set;
    out.size = static_cast<std::uint8_t>(c.size);
    out.low = static_cast<std::uint8_t>(c.first_natural.rank());
    out.jokers = static_cast<std::uint8_t>(c.jokers);
    for (int i = 0; i < c.size; ++i) out.cards[static_cast<std::size_t>(i)] = cards[static_cast<std::size_t>(i)];
    const int value = natural_points(out.low, r.points.ace_set);
    const int joker_value = r.points.joker_fixed > 0 ? r.points.joker_fixed : value;
    out.points = static_cast<std::int16_t>(c.naturals * value + c.jokers * joker_value);
    return true;
}

/// Why a list of cards is no meld of the variant: the first rule it breaks.
[[nodiscard]] inline error diagnose_meld(const rules& r, const meld_census& c) {
    if (c.naturals >= 2 && c.same_rank) {
        if (c.repeated_suit) return error(error_code::set_repeats_suit);
        if (c.size > 4) return error(error_code::set_too_large);
        return error(error_code::too_many_jokers);
    }
    if (c.naturals == 1) return error(c.size > max_meld_size ? error_code::run_too_long : error_code::too_many_jokers);
    if (!c.same_suit) return error(error_code::not_a_meld);
    if (c.repeated_rank) return error(error_code::run_repeats_rank);
    if (c.size > max_meld_size) return error(error_code::run_too_long);
    if (c.jokers > r.melds.max_jokers_run) return error(error_code::too_many_jokers);
    // Would the run be legal if the variant allowed a wrap, or an ace after the king? (The
    // cards are one suit, no rank twice, jokers within the limit: only the window is left.)
    meld_rules relaxed = r.melds;
    relaxed.ace_high = true;
    if (!r.melds.ace_high && some_run_window(relaxed, c)) return error(error_code::ace_high_not_allowed);
    relaxed.circular = true;
    if (some_run_window(relaxed, c)) return error(error_code::run_wraps);
    return error(error_code::run_not_consecutive);
}

[[nodiscard]] inline result<meld> check_basics(const rules& r, const meld_census& c) {
    if (c.size < 3) return error(error_code::meld_too_short);
    if (c.jokers > 0 && !r.has_jokers()) return error(error_code::card_not_in_deck, "JK");
    if (c.naturals == 0) return error(error_code::meld_without_natural);
    return meld{};
}

}  // namespace detail

/// The reading worth the most points of these cards, in any order (R3, R4, R5): the best run
/// or the set, the higher points first, then the lower ranks, then the run. Errors: the first
/// rule of R1/R3 the cards break (e.g. `too_many_jokers`, `set_repeats_suit`, `run_wraps`).
[[nodiscard]] inline result<meld> best_reading(const rules& r, std::span<const card> cards) {
    const detail::meld_census c = detail::census(cards);
    if (auto basics = detail::check_basics(r, c); !basics) return basics;
    meld run;
    meld set;
    const bool has_run = detail::best_run(r, c, run);
    const bool has_set = detail::read_set(r, cards, c, set);
    if (has_run && has_set) {
        if (set.points != run.points) return set.points > run.points ? set : run;
        return set.low < run.low ? set : run;
    }
    if (has_run) return run;
    if (has_set) return set;
    return detail::diagnose_meld(r, c);
}

/// Reads a list of cards as a meld, as R4 says: if the list, in the order given, is a legal
/// run ascending (or else descending), each joker stands where it is placed ("JK 2C 3C" is
/// A-2-3, "QS KS JK" is Q-K-A); otherwise the best reading (`best_reading`). Returns the meld
/// (cards in run order, points per R5) or the first rule the cards break.
/// Sources: the Rami 40/50/51 and Manie de Joker 51 rule book (two jokers), "Rami 51 à 13 cartes
/// (sortie Kaluki)", the French Wikipedia article "Rami" (one joker), "Le Rami (7 cartes)";
/// docs/rules.md R3-R5.
[[nodiscard]] inline result<meld> read_meld(const rules& r, std::span<const card> cards) {
    const detail::meld_census c = detail::census(cards);
    if (auto basics = detail::check_basics(r, c); !basics) return basics;
    if (c.size <= max_meld_size) {
        meld run;
        if (detail::read_run_ascending(r, cards, c, run)) return run;
        std::array<card, max_meld_size> reversed{};
        for (int i = 0; i < c.size; ++i)
            reversed[static_cast<std::size_t>(i)] = cards[static_cast<std::size_t>(c.size - 1 - i)];
        if (detail::read_run_ascending(r, std::span<const card>(reversed.data(), cards.size()), c, run)) return run;
    }
    return best_reading(r, cards);
}

/// Reads cards as the given kind (for a meld whose kind is known, e.g. on the table): a set, or
/// a run read in the order given (ascending, else descending), else its best run. Errors as
/// `read_meld`; `not_a_meld` when the cards are a legal meld of the other kind only.
[[nodiscard]] inline result<meld> read_meld_as(const rules& r, std::span<const card> cards, meld_kind kind) {
    const detail::meld_census c = detail::census(cards);
    if (auto basics = detail::check_basics(r, c); !basics) return basics;
    meld out;
    if (kind == meld_kind::set) {
        if (detail::read_set(r, cards, c, out)) return out;
    } else {
        auto in_order = read_meld(r, cards);
        if (in_order && in_order->kind == meld_kind::run) return in_order;
        if (detail::best_run(r, c, out)) return out;
    }
    auto other = best_reading(r, cards);
    if (!other) return other;
    return error(error_code::not_a_meld);
}

}  // namespace rami
