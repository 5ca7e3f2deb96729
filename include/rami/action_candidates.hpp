#pragma once
// The candidates for the legal actions of the seat to act, by number (rami/action_space.hpp):
// every action that could touch the cards of the hand (each discard, each meld the hand can
// make with its jokers placed in every way, each one-card lay-off, each swap). `apply` decides
// each one (rami/legal_actions.hpp); the turn's checks search some of them (rami/action_turn.hpp).

#include <algorithm>
#include <array>
#include <bit>
#include <span>
#include <vector>

#include "rami/action_space.hpp"
#include "rami/card.hpp"
#include "rami/rules.hpp"
#include "rami/state.hpp"
#include "rami/table.hpp"

namespace rami {

namespace detail {

/// What the hand holds: copies per card index (52 is the joker).
using card_tally = std::array<int, card::index_count>;

[[nodiscard]] inline card_tally tally(std::span<const card> hand) {
    card_tally held{};
    for (const card c : hand) ++held[static_cast<std::size_t>(c.index())];
    return held;
}

/// The numbers of every set the hand can make: each group of its suits of a rank, with each
/// number of jokers it holds (R3: three or four cards).
inline void set_candidates(const rules& r, const card_tally& held, std::vector<int>& ids) {
    using namespace numbering;
    const int jokers_max = joker_limit(r.melds.max_jokers_set, 4);
    const int jokers_held = held[card::joker_index];
    for (int rank = 1; rank <= 13; ++rank) {
        unsigned suits = 0;
        for (int suit = 0; suit < 4; ++suit)
            if (held[static_cast<std::size_t>(card(rank, static_cast<rami::suit>(suit)).index())] > 0) suits |= 1u << suit;
        for (unsigned group = suits; group != 0; group = (group - 1) & suits)
            for (int j = 0; j <= std::min(jokers_max, jokers_held); ++j) {
                const int size = std::popcount(group) + j;
                if (size >= 3 && size <= 4) ids.push_back(set_base + ((rank - 1) * 16 + static_cast<int>(group)) * (jokers_max + 1) + j);
            }
    }
}

/// The numbers of every run the hand can make: each window of a suit whose missing cards the
/// jokers held can stand for, with the jokers also placed on cards held (a legal, if odd, meld).
inline void run_candidates(const rules& r, const card_tally& held, std::vector<int>& ids) {
    using namespace numbering;
    const int limit = std::min(held[card::joker_index], r.melds.max_jokers_run);
    const int block = run_block(r.melds.max_jokers_run);
    for (int suit = 0; suit < 4; ++suit)
        for (int lowest = 1; lowest <= 13; ++lowest) {
            int offset = 0;
            unsigned missing = 0;  // the window's cards, grown by one with each length
            unsigned present = 0;
            const auto grow_to = [&](int length) {
                const int i = length - 1;
                const card c(rank_at_position(lowest + i), static_cast<rami::suit>(suit));
                (held[static_cast<std::size_t>(c.index())] > 0 ? present : missing) |= 1u << i;
            };
            for (int length = 1; length < min_run; ++length) grow_to(length);
            for (int length = min_run; length <= max_meld_size; offset += placements(length++, r.melds.max_jokers_run)) {
                if (!r.melds.circular && lowest + length - 1 > last_position(r.melds)) break;
                grow_to(length);
                if (std::popcount(missing) > limit) break;  // a longer window misses these cards too
                const int base = run_base(r) + (suit * 13 + lowest - 1) * block + offset;
                // Every placement: the missing cards, and jokers on held cards too, up to `limit`.
                const auto place = [&](const auto& self, unsigned jokers, int from) -> void {
                    if (jokers != (1u << length) - 1) ids.push_back(base + placement_rank(jokers, length));
                    if (std::popcount(jokers) == limit) return;
                    for (int i = from; i < length; ++i)
                        if ((present >> i) & 1u) self(self, jokers | 1u << i, i + 1);
                };
                place(place, missing, 0);
            }
        }
}

/// The numbers of every one-card lay-off the hand could make on the table.
inline void lay_off_candidates(const game_state& s, const card_tally& held, std::vector<int>& ids) {
    using namespace numbering;
    for (std::size_t i = 0; i < s.table.size(); ++i) {
        const meld& m = s.table[i].meld;
        const int slots = lay_off_base + static_cast<int>(i) * lay_off_slots;
        for (int c = 0; c < card::index_count; ++c) {
            if (held[static_cast<std::size_t>(c)] == 0) continue;
            const card added = card::from_index(c);
            if (!may_join(m, added) || !lay_off(s.rules, m, std::span<const card>(&added, 1))) continue;
            ids.push_back(slots + (added.is_joker() ? 52 : c));
            if (added.is_joker() && m.kind == meld_kind::run) ids.push_back(slots + 53);
        }
    }
}

/// The numbers of every swap the hand could make on the table.
inline void swap_candidates(const game_state& s, const card_tally& held, std::vector<int>& ids) {
    using namespace numbering;
    for (std::size_t i = 0; i < s.table.size(); ++i) {
        const meld& m = s.table[i].meld;
        if (m.jokers == 0) continue;
        const int slots = swap_base + static_cast<int>(i) * swap_slots;
        for (int c = 0; c < 52; ++c)
            if (held[static_cast<std::size_t>(c)] > 0) ids.push_back(slots + c);
        if (m.kind != meld_kind::set) continue;
        for (int p = 0; p < 6; ++p) {
            const auto [one, two] = suit_pairs[static_cast<std::size_t>(p)];
            if (held[static_cast<std::size_t>(card(m.low, static_cast<rami::suit>(one)).index())] > 0 &&
                held[static_cast<std::size_t>(card(m.low, static_cast<rami::suit>(two)).index())] > 0)
                ids.push_back(slots + 52 + (m.low - 1) * 6 + p);
        }
    }
}

}  // namespace detail

}  // namespace rami
