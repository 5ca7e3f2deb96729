#pragma once
// A node of the turn's searches as a key (what the rest of the turn depends on, hashed), and
// the transposition table keyed by it: the turn search's memo (turn_search.hpp) and the swap
// sequences of going out in one go (going_out.hpp) weigh each node once.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "rami/card.hpp"
#include "rami/meld.hpp"
#include "rami/state.hpp"

namespace rami::detail {

/// A node's key: two independent 64-bit hashes of what the rest of the turn depends on (the
/// hand as a multiset, the table meld by meld, the turn record, the seat's opening). Two
/// different nodes share a key with odds of about 2^-128 per pair.
struct turn_key {
    std::uint64_t a = 0;
    std::uint64_t b = 0;
    friend bool operator==(const turn_key&, const turn_key&) = default;
};

/// SplitMix64's finaliser: a well-mixed 64-bit value of `x`.
[[nodiscard]] constexpr std::uint64_t mix64(std::uint64_t x) noexcept {
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

/// A table meld as one 64-bit value, different for any two different melds: a run's cards
/// follow from its suit, first position and size but for where its jokers stand (a mask); a
/// set holds at most four cards, six bits each, in the order laid.
[[nodiscard]] inline std::uint64_t meld_key(const meld& m) noexcept {
    std::uint64_t cards = 0;
    if (m.kind == meld_kind::run) {
        for (int i = 0; i < m.size; ++i)
            if (m.cards[static_cast<std::size_t>(i)].is_joker()) cards |= std::uint64_t{1} << i;
    } else {
        for (int i = 0; i < m.size; ++i) cards = cards << 6 | static_cast<std::uint64_t>(m.cards[static_cast<std::size_t>(i)].index());
    }
    return cards << 28 | static_cast<std::uint64_t>(m.kind) << 27 | std::uint64_t{m.size} << 20 | std::uint64_t{m.low} << 12 |
           static_cast<std::uint64_t>(m.suit) << 8 | m.jokers;
}

/// Two independent hashes of each card, by index (a hand's key sums them).
inline constexpr auto card_hashes = [] {
    std::array<std::array<std::uint64_t, 2>, card::index_count> hashes{};
    for (std::size_t i = 0; i < hashes.size(); ++i) hashes[i] = {mix64(i + 1), mix64(i + 0x1000)};
    return hashes;
}();

[[nodiscard]] inline turn_key key_of(const game_state& s) {
    turn_key k;
    const auto put = [&](std::uint64_t v) {
        k.a = mix64(k.a ^ v);
        k.b = mix64(k.b + (v * 0xD6E8FEB86659FD93ull) + 0x632BE59BD9B4E019ull);
    };
    std::uint64_t hand_a = 0;  // a sum per card: the same for any order of the hand
    std::uint64_t hand_b = 0;
    for (const card c : s.hand(s.current)) {
        const auto index = static_cast<std::size_t>(c.index());
        if (index >= card_hashes.size()) {  // no card of the deck (a state built by hand): hashed all the same
            hand_a += mix64(index + 1);
            hand_b += mix64(index + 0x1000);
            continue;
        }
        hand_a += card_hashes[index][0];
        hand_b += card_hashes[index][1];
    }
    k.a = hand_a;
    k.b = hand_b;
    for (const table_meld& t : s.table) put(meld_key(t.meld));
    const turn_record& turn = s.this_turn;
    put(turn.new_melds);
    put(turn.hand_cards_onto);
    put(static_cast<std::uint64_t>(turn.taken ? turn.taken->index() + 1 : 0) << 32 |
        static_cast<std::uint64_t>(turn.taken_to_lay ? turn.taken_to_lay->index() + 1 : 0) << 24 |
        static_cast<std::uint64_t>(turn.taken_onto + 1) << 16 | static_cast<std::uint64_t>(turn.jokers_to_lay) << 4 |
        std::uint64_t{turn.laid} << 2 | std::uint64_t{turn.laid_off} << 1 | std::uint64_t{turn.swapped});
    put(static_cast<std::uint64_t>(s.best_opening) << 1 | std::uint64_t{s.opened[static_cast<std::size_t>(s.current)]});
    return k;
}

/// The transposition table: each node weighed, and whether its turn can end. Open addressing
/// over a vector that doubles when half full.
class turn_memo {
public:
    /// The answer known for `k`, if any.
    [[nodiscard]] std::optional<bool> find(const turn_key& k) const {
        if (slots_.empty()) return std::nullopt;
        for (std::size_t at = k.a & (slots_.size() - 1);; at = (at + 1) & (slots_.size() - 1)) {
            const slot& here = slots_[at];
            if (!here.used) return std::nullopt;
            if (here.key == k) return here.can_end;
        }
    }
    void store(const turn_key& k, bool can_end) {
        if (2 * (count_ + 1) > slots_.size()) grow();
        std::size_t at = k.a & (slots_.size() - 1);
        while (slots_[at].used && !(slots_[at].key == k)) at = (at + 1) & (slots_.size() - 1);
        if (!slots_[at].used) ++count_;
        slots_[at] = slot{k, can_end, true};
    }
    [[nodiscard]] std::size_t size() const noexcept { return count_; }

private:
    struct slot {
        turn_key key;
        bool can_end = false;
        bool used = false;
    };
    void grow() {
        std::vector<slot> old = std::move(slots_);
        slots_.assign(std::max<std::size_t>(16, 2 * old.size()), slot{});  // most searches weigh a few nodes
        count_ = 0;
        for (const slot& s : old)
            if (s.used) store(s.key, s.can_end);
    }
    std::vector<slot> slots_;
    std::size_t count_ = 0;
};

}  // namespace rami::detail
