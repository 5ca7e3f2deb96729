#pragma once
// The numbered action space of a variant (docs/actions.md "Action numbers"), as OpenSpiel
// numbers gin rummy's draws, discards and melds: every action of a turn has a number in
// 0 .. action_space_size(rules) - 1, fixed per variant, and `action_from_id` gives it back.
//
//   0                      draw
//   1                      take the discard
//   2 + c                  discard card c (c = card::index(), 0..52)
//   lay-offs               table meld m (0..39) x 54: a natural card c, the joker (end
//                          either / high: 52), the joker at the low end (53)
//   swaps                  table meld m x 130: one natural card c (0..51), or two cards of one
//                          rank r and a pair of suits p (52 + (r - 1) * 6 + p)
//   sets                   rank (13) x the suits of its natural cards (16) x jokers (0..J set)
//   runs                   suit (4) x lowest rank (13) x length (3..13) x where its jokers are
//                          (every placement of 0..J run jokers)
//
// A meld's number is that of its reading (R4), so "5H 6H JK" (5-6-7) and "JK 5H 6H" (4-5-6)
// are different actions; the action given back by `action_from_id` lists the cards in that
// reading's order and says its kind.

#include <array>
#include <bit>
#include <cstdint>
#include <span>
#include <string>

#include "rami/card.hpp"
#include "rami/hand.hpp"
#include "rami/meld.hpp"
#include "rami/move.hpp"
#include "rami/result.hpp"
#include "rami/rules.hpp"
#include "rami/state.hpp"

namespace rami {

namespace detail::numbering {

inline constexpr int draw_id = 0;
inline constexpr int take_discard_id = 1;
inline constexpr int discard_base = 2;
inline constexpr int lay_off_base = discard_base + card::index_count;
inline constexpr int lay_off_slots = 54;  // 52 natural cards, the joker high (or either), the joker low
inline constexpr int swap_base = lay_off_base + static_cast<int>(max_table_melds) * lay_off_slots;
inline constexpr int swap_pair_slots = 13 * 6;
inline constexpr int swap_slots = 52 + swap_pair_slots;
inline constexpr int set_base = swap_base + static_cast<int>(max_table_melds) * swap_slots;
inline constexpr int min_run = 3;

/// The six pairs of suits, in order: (S,H) (S,D) (S,C) (H,D) (H,C) (D,C).
inline constexpr std::array<std::array<int, 2>, 6> suit_pairs{{{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}}};

[[nodiscard]] constexpr int count_choices(int n, int k) noexcept {
    if (k < 0 || k > n) return 0;
    long long c = 1;
    for (int i = 1; i <= k; ++i) c = c * (n - k + i) / i;
    return static_cast<int>(c);
}

/// The jokers a meld may hold in the numbering: the variant's limit, never more than the meld.
[[nodiscard]] constexpr int joker_limit(int limit, int size) noexcept { return limit < 0 ? 0 : (limit < size ? limit : size); }

/// How many placements of 0..`jokers` jokers a run of `length` cards has.
[[nodiscard]] constexpr int count_placements(int length, int jokers) noexcept {
    int n = 0;
    for (int k = 0; k <= joker_limit(jokers, length); ++k) n += count_choices(length, k);
    return n;
}

// The numbering asks these for every action it reads or writes: looked up, not counted, for
// the n, lengths and jokers of a run (0 to max_meld_size).
using numbering_table = std::array<std::array<int, max_meld_size + 1>, max_meld_size + 1>;
inline constexpr numbering_table choices_table = [] {
    numbering_table t{};
    for (int n = 0; n <= max_meld_size; ++n)
        for (int k = 0; k <= max_meld_size; ++k) t[static_cast<std::size_t>(n)][static_cast<std::size_t>(k)] = count_choices(n, k);
    return t;
}();
inline constexpr numbering_table placements_table = [] {
    numbering_table t{};
    for (int length = 0; length <= max_meld_size; ++length)
        for (int j = 0; j <= max_meld_size; ++j)
            t[static_cast<std::size_t>(length)][static_cast<std::size_t>(j)] = count_placements(length, j);
    return t;
}();

/// n choose k.
[[nodiscard]] constexpr int choose(int n, int k) noexcept {
    if (k < 0 || k > n) return 0;
    if (n > max_meld_size) return count_choices(n, k);
    return choices_table[static_cast<std::size_t>(n)][static_cast<std::size_t>(k)];
}

/// How many placements of 0..`jokers` jokers a run of `length` cards has.
[[nodiscard]] constexpr int placements(int length, int jokers) noexcept {
    if (length < 0 || length > max_meld_size) return count_placements(length, jokers);
    const int j = joker_limit(jokers, max_meld_size);
    return placements_table[static_cast<std::size_t>(length)][static_cast<std::size_t>(j)];
}

/// The rank of a joker placement (bit i: card i is a joker) among those of its run length:
/// fewer jokers first, then the combinatorial number system.
[[nodiscard]] constexpr int placement_rank(unsigned mask, int length) noexcept {
    const int k = detail::popcount(mask);
    int rank = 0;
    for (int fewer = 0; fewer < k; ++fewer) rank += choose(length, fewer);
    int seen = 0;
    for (int i = 0; i < length; ++i)
        if ((mask >> i) & 1u) rank += choose(i, ++seen);
    return rank;
}

[[nodiscard]] constexpr unsigned placement_at(int rank, int length) noexcept {
    int k = 0;
    while (rank >= choose(length, k)) rank -= choose(length, k++);
    unsigned mask = 0;
    for (int i = length - 1; i >= 0 && k > 0; --i) {
        if (choose(i, k) <= rank) {
            rank -= choose(i, k);
            mask |= 1u << i;
            --k;
        }
    }
    return mask;
}

/// The numbers of one (suit, lowest rank) block of runs: every length, every placement.
[[nodiscard]] constexpr int count_run_block(int jokers) noexcept {
    int n = 0;
    for (int length = min_run; length <= max_meld_size; ++length) n += placements(length, jokers);
    return n;
}
inline constexpr std::array<int, max_meld_size + 1> run_blocks = [] {
    std::array<int, max_meld_size + 1> t{};
    for (int j = 0; j <= max_meld_size; ++j) t[static_cast<std::size_t>(j)] = count_run_block(j);
    return t;
}();
[[nodiscard]] constexpr int run_block(int jokers) noexcept {
    return run_blocks[static_cast<std::size_t>(joker_limit(jokers, max_meld_size))];
}

[[nodiscard]] constexpr int set_slots(const rules& r) noexcept { return 13 * 16 * (joker_limit(r.melds.max_jokers_set, 4) + 1); }
[[nodiscard]] constexpr int run_base(const rules& r) noexcept { return set_base + set_slots(r); }

// The numbering written once: step_id and the listing's candidates (rami/legal_actions.hpp)
// number actions with these, step_from_id (below) reads them back.

/// The lay-off of the one card `c` onto table meld `meld`: a natural card's index, the joker
/// at 52 (end either) or 53 (the low end of a run).
[[nodiscard]] constexpr int lay_off_id(int meld, card c, run_end end) noexcept {
    const int slot = !c.is_joker() ? c.index() : end == run_end::low ? 53 : 52;
    return lay_off_base + meld * lay_off_slots + slot;
}
/// The swap of the one natural card `c` into table meld `meld`.
[[nodiscard]] constexpr int swap_id(int meld, card c) noexcept { return swap_base + meld * swap_slots + c.index(); }
/// The swap of two cards of `rank` into table meld `meld`, of the suits of suit_pairs[pair].
[[nodiscard]] constexpr int swap_pair_id(int meld, int rank, int pair) noexcept {
    return swap_base + meld * swap_slots + 52 + (rank - 1) * 6 + pair;
}
/// The set of `rank` whose natural cards are of `suits` (bit suit), with `jokers` jokers.
[[nodiscard]] constexpr int set_id(const rules& r, int rank, unsigned suits, int jokers) noexcept {
    return set_base + ((rank - 1) * 16 + static_cast<int>(suits)) * (joker_limit(r.melds.max_jokers_set, 4) + 1) + jokers;
}
/// The first number of the runs of `suit` from rank `lowest` (1..13) of `length` cards; a run's
/// number adds the rank of its jokers' placement (placement_rank).
[[nodiscard]] constexpr int run_window_id(const rules& r, int suit, int lowest, int length) noexcept {
    int offset = 0;
    for (int shorter = min_run; shorter < length; ++shorter) offset += placements(shorter, r.melds.max_jokers_run);
    return run_base(r) + (suit * 13 + lowest - 1) * run_block(r.melds.max_jokers_run) + offset;
}

}  // namespace detail::numbering

/// The size of the variant's action space: 7,415 numbers for draws, discards, lay-offs and swaps,
/// and those of its melds (sets and runs, by the jokers a meld may hold, R3). Fixed per rules.
[[nodiscard]] constexpr int action_space_size(const rules& r) noexcept {
    using namespace detail::numbering;
    return run_base(r) + 4 * 13 * run_block(r.melds.max_jokers_run);
}

namespace detail {

/// The number of a single-step action of type `type` (meld, lay_off or swap) holding `step`;
/// the errors of action_id.
[[nodiscard]] inline result<int> step_id(const rules& r, move_type type, const play_step& step) {
    using namespace numbering;
    const auto no_number = [](const std::string& why) { return error(error_code::invalid_move, why); };
    if (type != move_type::meld && (step.meld < 0 || step.meld >= static_cast<int>(max_table_melds)))
        return no_number("meld: table melds are numbered 0 to " + std::to_string(max_table_melds - 1));
    if (type == move_type::lay_off) {
        if (step.cards.size() != 1) return no_number("cards: a lay_off action lays off one card");
        return lay_off_id(step.meld, step.cards[0], step.end);
    }
    if (type == move_type::swap) {
        const auto cards = std::span<const card>(step.cards);
        if (cards.size() == 1 && !cards[0].is_joker()) return swap_id(step.meld, cards[0]);
        if (cards.size() == 2 && !cards[0].is_joker() && !cards[1].is_joker() && cards[0].rank() == cards[1].rank()) {
            const int low = std::min(static_cast<int>(cards[0].suit()), static_cast<int>(cards[1].suit()));
            const int high = std::max(static_cast<int>(cards[0].suit()), static_cast<int>(cards[1].suit()));
            for (int p = 0; p < 6; ++p)
                if (suit_pairs[static_cast<std::size_t>(p)] == std::array<int, 2>{low, high}) return swap_pair_id(step.meld, cards[0].rank(), p);
        }
        return no_number("cards: a swap action puts one natural card, or two of one rank and two suits");
    }
    auto read = step.as ? read_meld_as(r, step.cards, *step.as) : read_meld(r, step.cards);
    if (!read) return read.error();
    const meld& m = *read;
    if (m.kind == meld_kind::set) {
        unsigned suits = 0;
        for (const card c : m.laid())
            if (!c.is_joker()) suits |= 1u << static_cast<int>(c.suit());
        if (m.jokers > joker_limit(r.melds.max_jokers_set, 4)) return no_number("cards: more jokers than the variant's sets hold");
        return set_id(r, m.low, suits, m.jokers);
    }
    unsigned jokers = 0;
    for (int i = 0; i < m.size; ++i)
        if (m.cards[static_cast<std::size_t>(i)].is_joker()) jokers |= 1u << i;
    if (detail::popcount(jokers) > joker_limit(r.melds.max_jokers_run, m.size)) return no_number("cards: more jokers than the variant's runs hold");
    return run_window_id(r, static_cast<int>(m.suit), rank_at_position(m.low), m.size) + placement_rank(jokers, m.size);
}

}  // namespace detail

/// The number of `a` in the action space of `r`. Errors (`invalid_move`, format): a play (it
/// has no number: its steps do, one action each), a lay-off of other than one card, a swap of
/// other than one card or two of one rank, a meld index beyond 39; a meld action whose cards are
/// no meld of the variant gives the meld's own error (R1, R3).
[[nodiscard]] inline result<int> action_id(const rules& r, const move& a) {
    using namespace detail::numbering;
    const auto no_number = [](const std::string& why) { return error(error_code::invalid_move, why); };
    switch (a.type) {
        case move_type::draw: return draw_id;
        case move_type::take_discard: return take_discard_id;
        case move_type::discard:
            if (!a.card) return no_number("card: a discard names its card");
            return discard_base + a.card->index();
        case move_type::play: return no_number("type: a play has no number; each of its steps is an action");
        case move_type::meld:
        case move_type::lay_off:
        case move_type::swap: break;
    }
    if (a.steps.size() != 1) return no_number("steps: a single action holds exactly one step");
    return detail::step_id(r, a.type, a.steps.front());
}

namespace detail {

/// The step of the single-step action numbered `id` (precondition: a lay-off, swap or meld
/// number of the space of `r`): cards of a meld in its reading's order, with its kind.
[[nodiscard]] inline play_step step_from_id(const rules& r, int id) {
    using namespace numbering;
    play_step step;
    if (id < swap_base) {
        const int slot = (id - lay_off_base) % lay_off_slots;
        step.kind = play_step::action::lay_off;
        step.meld = (id - lay_off_base) / lay_off_slots;
        (void)step.cards.push_back(slot < 52 ? card::from_index(slot) : card::joker());
        if (slot == 53) step.end = run_end::low;
        return step;
    }
    if (id < set_base) {
        const int slot = (id - swap_base) % swap_slots;
        step.kind = play_step::action::swap;
        step.meld = (id - swap_base) / swap_slots;
        if (slot < 52) {
            (void)step.cards.push_back(card::from_index(slot));
        } else {
            const int rank = (slot - 52) / 6 + 1;
            for (const int suit : suit_pairs[static_cast<std::size_t>((slot - 52) % 6)])
                (void)step.cards.push_back(card(rank, static_cast<rami::suit>(suit)));
        }
        return step;
    }
    step.kind = play_step::action::meld;
    if (id < run_base(r)) {
        const int jokers_max = joker_limit(r.melds.max_jokers_set, 4) + 1;
        const int jokers = (id - set_base) % jokers_max;
        const int rest = (id - set_base) / jokers_max;
        const unsigned suits = static_cast<unsigned>(rest % 16);
        const int rank = rest / 16 + 1;
        for (int suit = 0; suit < 4; ++suit)
            if ((suits >> suit) & 1u) (void)step.cards.push_back(card(rank, static_cast<rami::suit>(suit)));
        for (int j = 0; j < jokers; ++j) (void)step.cards.push_back(card::joker());
        step.as = meld_kind::set;
        return step;
    }
    const int block = run_block(r.melds.max_jokers_run);
    const int which = (id - run_base(r)) / block;
    int offset = (id - run_base(r)) % block;
    const auto suit = static_cast<rami::suit>(which / 13);
    const int lowest = which % 13 + 1;
    int length = min_run;
    while (offset >= placements(length, r.melds.max_jokers_run)) offset -= placements(length++, r.melds.max_jokers_run);
    const unsigned jokers = placement_at(offset, length);
    for (int i = 0; i < length; ++i)
        (void)step.cards.push_back(((jokers >> i) & 1u) ? card::joker() : card(rank_at_position(lowest + i), suit));
    step.as = meld_kind::run;
    return step;
}

/// Whether the meld of a step made from its number (step_from_id) may read as another number
/// (step_id): a run whose places reach an ace's (the first, or the fourteenth and past), which
/// reads past the ace where runs do not go round ("3S ... KS AS 2S" is A-K). Every other
/// number's cards read as that number (a test goes through the whole space), so the listings
/// read only these again.
[[nodiscard]] inline bool may_read_as_another_number(const play_step& step) noexcept {
    if (step.kind != play_step::action::meld || step.as != meld_kind::run) return false;
    const std::span<const card> cards = step.cards;
    for (std::size_t i = 0; i < cards.size(); ++i) {
        if (cards[i].is_joker()) continue;
        const int lowest = cards[i].rank() - static_cast<int>(i);  // the place of the first card (an ace: 1)
        return cards[i].rank() == ace || lowest <= 1 || lowest + static_cast<int>(cards.size()) - 1 >= 14;
    }
    return true;  // jokers alone: no meld
}

}  // namespace detail

/// The action numbered `id` in the action space of `r`: cards of a meld in its reading's order,
/// with its kind. Error `number_out_of_range` (format) outside 0 .. action_space_size(r) - 1.
[[nodiscard]] inline result<move> action_from_id(const rules& r, int id) {
    using namespace detail::numbering;
    if (id < 0 || id >= action_space_size(r))
        return error(error_code::number_out_of_range,
                     "action id " + std::to_string(id) + ": 0 to " + std::to_string(action_space_size(r) - 1));
    if (id == draw_id) return move::draw();
    if (id == take_discard_id) return move::take_discard();
    if (id < lay_off_base) return move::discard(card::from_index(id - discard_base));
    return move::single(detail::step_from_id(r, id));
}

}  // namespace rami
