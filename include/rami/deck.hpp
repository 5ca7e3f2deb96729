#pragma once
// A variant's deck (R1) as a multiset of cards, and card multisets in general.

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "rami/card.hpp"
#include "rami/result.hpp"
#include "rami/rules.hpp"

namespace rami {

/// A multiset of cards: how many of each of the 53 card indexes (52 naturals and the joker).
class card_counts {
public:
    card_counts() = default;
    explicit card_counts(std::span<const card> cards) noexcept { add(cards); }

    [[nodiscard]] int count(card c) const noexcept { return counts_[static_cast<std::size_t>(c.index())]; }
    /// The number of cards, copies included.
    [[nodiscard]] int size() const noexcept { return size_; }

    void add(card c, int copies = 1) noexcept {
        counts_[static_cast<std::size_t>(c.index())] += copies;
        size_ += copies;
    }
    void add(std::span<const card> cards) noexcept {
        for (const card c : cards) add(c);
    }
    /// Removes one copy of `c`; false (and no change) if there is none.
    bool remove(card c) noexcept {
        int& n = counts_[static_cast<std::size_t>(c.index())];
        if (n == 0) return false;
        --n;
        --size_;
        return true;
    }

    /// The cards, in index order (A♠..K♠, A♥.., A♦.., A♣.., then jokers).
    [[nodiscard]] std::vector<card> cards() const {
        std::vector<card> out;
        out.reserve(static_cast<std::size_t>(size_));
        for (int i = 0; i < card::index_count; ++i)
            for (int k = 0; k < counts_[static_cast<std::size_t>(i)]; ++k) out.push_back(card::from_index(i));
        return out;
    }

    friend bool operator==(const card_counts&, const card_counts&) = default;

private:
    std::array<int, card::index_count> counts_{};
    int size_ = 0;
};

/// The deck of a variant for `players` seats (R1): `rules.deck.decks` copies of each of the 52
/// cards and the variant's jokers (manie_joker51: one per player). Error
/// `players_out_of_range` (R1) when the variant is not played by that many.
[[nodiscard]] inline result<card_counts> deck_of(const rules& r, int players) {
    if (!r.accepts_players(players))
        return error(error_code::players_out_of_range, std::to_string(players) + " players, " +
                                                           std::to_string(r.deal.min_players) + " to " +
                                                           std::to_string(r.deal.max_players) + " allowed");
    card_counts deck;
    for (int i = 0; i < card::joker_index; ++i) deck.add(card::from_index(i), r.deck.decks);
    deck.add(card::joker(), r.jokers_in_deck(players));
    return deck;
}

}  // namespace rami
