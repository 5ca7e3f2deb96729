#pragma once
// The steps of a turn (docs/actions.md): every meld, one-card lay-off and joker swap the hand
// of the seat to act could make on the table, as numbers of the action space
// (rami/action_space.hpp), in one canonical order. The one step generator: the listing
// (rami/legal_actions.hpp) lists from it, and the turn search (rami/detail/turn_search.hpp)
// searches with it, so that what one lists the other weighs. The steps are pseudo-legal: the
// cards allow them; whether the turn can still end legally after one is the search's question.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <span>
#include <vector>

#include "rami/action_space.hpp"
#include "rami/card.hpp"
#include "rami/rules.hpp"
#include "rami/state.hpp"
#include "rami/table.hpp"

namespace rami::detail {

/// What the hand holds: copies per card index (52 is the joker), and the indices held as bits.
struct card_tally {
    std::array<int, card::index_count> copies{};
    std::uint64_t kinds = 0;  ///< bit c: a card of index c is held

    [[nodiscard]] int operator[](std::size_t index) const noexcept { return copies[index]; }
};

/// Where a suit's cards start among the card indexes (and the bits of card_tally::kinds): a
/// card's index is its suit times 13 plus its rank less one.
[[nodiscard]] constexpr int suit_lane(int suit) noexcept { return 13 * suit; }

[[nodiscard]] inline card_tally tally(std::span<const card> hand) {
    card_tally held;
    for (const card c : hand) {
        ++held.copies[static_cast<std::size_t>(c.index())];
        held.kinds |= std::uint64_t{1} << c.index();
    }
    return held;
}

/// The numbers of every set the hand can make: each group of its suits of a rank, with each
/// number of jokers it holds (R3: three or four cards).
inline void set_candidates(const rules& r, const card_tally& held, std::vector<int>& ids) {
    using namespace numbering;
    const int jokers_max = joker_limit(r.melds.max_jokers_set, 4);
    const int jokers_held = held[card::joker_index];
    for (int rank = 1; rank <= 13; ++rank) {
        unsigned suits = 0;  // bit s: a card of suit s
        for (int suit = 0; suit < 4; ++suit) suits |= static_cast<unsigned>((held.kinds >> (suit_lane(suit) + rank - 1)) & 1u) << suit;
        for (unsigned group = suits; group != 0; group = (group - 1) & suits)
            for (int j = 0; j <= std::min(jokers_max, jokers_held); ++j) {
                const int size = detail::popcount(group) + j;
                if (size >= 3 && size <= 4) ids.push_back(set_id(r, rank, group, j));
            }
    }
}

/// The numbers of every run the hand can make: each window of a suit whose missing cards the
/// jokers held can stand for, with the jokers also placed on cards held (a legal, if odd, meld).
inline void run_candidates(const rules& r, const card_tally& held, std::vector<int>& ids) {
    using namespace numbering;
    const int limit = std::min(held[card::joker_index], r.melds.max_jokers_run);
    for (int suit = 0; suit < 4; ++suit) {
        const auto lane = static_cast<unsigned>(held.kinds >> suit_lane(suit)) & 0x1FFFu;  // bit rank - 1: a card of that rank
        if (lane == 0 || detail::popcount(lane) + limit < min_run) continue;  // no window of this suit is long enough
        const std::uint32_t positions = lane | lane << 13;  // bit p - 1: the card at position p (1..26) is held
        for (int lowest = 1; lowest <= 13; ++lowest) {
            const std::uint32_t window = positions >> (lowest - 1);  // bit i: the card at position lowest + i
            if (detail::popcount(window & 7u) + limit < min_run) continue;  // its shortest window misses too many
            for (int length = min_run; length <= max_meld_size; ++length) {
                if (!r.melds.circular && lowest + length - 1 > last_position(r.melds)) break;
                const unsigned present = window & ((1u << length) - 1);
                const unsigned missing = ~window & ((1u << length) - 1);
                if (detail::popcount(missing) > limit) break;  // a longer window misses these cards too
                const int base = run_window_id(r, suit, lowest, length);
                // Every placement: the missing cards, and jokers on held cards too, up to `limit`.
                const auto place = [&](const auto& self, unsigned jokers, int from) -> void {
                    if (jokers != (1u << length) - 1) ids.push_back(base + placement_rank(jokers, length));
                    if (detail::popcount(jokers) == limit) return;
                    for (int i = from; i < length; ++i)
                        if ((present >> i) & 1u) self(self, jokers | 1u << i, i + 1);
                };
                place(place, missing, 0);
            }
        }
    }
}

/// The numbers of every one-card lay-off the hand could make on the table.
inline void lay_off_candidates(const game_state& s, const card_tally& held, std::vector<int>& ids) {
    using namespace numbering;
    for (std::size_t i = 0; i < s.table.size(); ++i) {
        const meld& m = s.table[i].meld;
        for (const card added : lone_lay_off_cards(m)) {  // the cards it might take: few (lay_off_one's own filter)
            if (held[static_cast<std::size_t>(added.index())] == 0 || !lay_off(s.rules, m, std::span<const card>(&added, 1))) continue;
            for (const run_end end : lay_off_ends(m, added)) ids.push_back(lay_off_id(static_cast<int>(i), added, end));
        }
    }
}

/// The numbers of every swap the hand could make on the table: the cards of the hand (one, or
/// two of a set's rank) that the table meld takes in place of a joker. lay_step takes the cards
/// from the hand, then asks swap_joker of the table meld as it is: the same question on the
/// same meld, so a swap it refuses here apply would refuse too.
inline void swap_candidates(const game_state& s, const card_tally& held, std::vector<int>& ids) {
    using namespace numbering;
    for (std::size_t i = 0; i < s.table.size(); ++i) {
        const meld& m = s.table[i].meld;
        if (m.jokers == 0) continue;
        for (std::uint64_t kinds = held.kinds; kinds != 0; kinds &= kinds - 1) {
            const int c = std::countr_zero(kinds);
            const card added = card::from_index(c);
            if (!added.is_joker() && may_join(m, added) && swap_joker(s.rules, m, std::span<const card>(&added, 1)))
                ids.push_back(swap_id(static_cast<int>(i), added));
        }
        if (m.kind != meld_kind::set) continue;
        for (int p = 0; p < 6; ++p) {
            const auto [one, two] = suit_pairs[static_cast<std::size_t>(p)];
            const std::array<card, 2> pair{card(m.low, static_cast<rami::suit>(one)), card(m.low, static_cast<rami::suit>(two))};
            if (held[static_cast<std::size_t>(pair[0].index())] > 0 && held[static_cast<std::size_t>(pair[1].index())] > 0 &&
                swap_joker(s.rules, m, pair))
                ids.push_back(swap_pair_id(static_cast<int>(i), m.low, p));
        }
    }
}

/// Which kinds of step the generator lists (a listing that knows some cannot be legal skips them).
struct step_kinds {
    bool melds = true;
    bool lay_offs = true;
    bool swaps = true;
};

/// The numbers of every step (lay-off, swap, meld) the hand of the seat to act could make in
/// `s`, of the kinds asked, appended to `ids` in that order: lay-offs where the variant lets
/// some seat lay off (R9), swaps where it lets some seat swap (R10), melds.
inline void step_candidate_ids(const game_state& s, const card_tally& held, std::vector<int>& ids, step_kinds kinds = {}) {
    if (kinds.lay_offs && s.rules.lay_off != who_may::nobody) lay_off_candidates(s, held, ids);
    if (kinds.swaps && s.rules.swap.who != who_may::nobody) swap_candidates(s, held, ids);
    if (kinds.melds) {
        set_candidates(s.rules, held, ids);
        run_candidates(s.rules, held, ids);
    }
}

}  // namespace rami::detail
