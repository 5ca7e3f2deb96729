#pragma once
// The hand analysis's closed form for hands of distinct natural cards where the ace is only
// low (rami/hand.hpp), on the per-suit tables of suit_tables.hpp.

#include <algorithm>
#include <array>
#include <bit>
#include <climits>
#include <cstdint>
#include <span>

#include "rami/card.hpp"
#include "rami/detail/hand_boards.hpp"
#include "rami/detail/suit_tables.hpp"
#include "rami/lay_down.hpp"
#include "rami/rules.hpp"

namespace rami::detail {

/// The bit natural_bits gives the joker and the indexes no card has: a bit of a lane that no
/// rank uses, so that a hand holding one is told apart from a hand of natural cards.
inline constexpr std::uint64_t not_natural_bit = std::uint64_t{1} << 15;

/// Per card index, its board bit; not_natural_bit for the joker and the indexes no card has.
inline constexpr std::array<std::uint64_t, 256> natural_bits = [] {
    std::array<std::uint64_t, 256> bits{};
    bits.fill(not_natural_bit);
    for (int i = 0; i < card::joker_index; ++i) bits[static_cast<std::size_t>(i)] = std::uint64_t{1} << natural_facts[static_cast<std::size_t>(i)].board_bit;
    return bits;
}();

// Without jokers, a second copy or the ace after the king, the runs of a suit can hold
// exactly the cards in rows of three or more (detail::run_cover), whatever else is laid.
// So the least deadwood is a choice of sets (per rank held in three or four suits: none, the
// four, or one of the threes) and the run deadwood of what is left: four table lookups per
// choice (detail::run_deadwood) instead of a search. All discards of a hand are weighed in
// the same pass: taking a card out changes only its suit's lookup (detail::suit_discards).
class single_deck_cover {
public:
    static constexpr int max_set_ranks = 4;  // more ranks in sets: the search (6^4 choices at most here)

    /// Whether the closed form applies to `hand` under `r`, which it then keeps for
    /// min_deadwood and best_discard: at most max_analysed_hand cards, each a natural card held
    /// once, no ace after the king nor circular runs, no negative ace penalty (laying a card
    /// would cost), at most max_set_ranks ranks held in three suits or more. A hand it refuses
    /// goes to the search, which also reports bad cards.
    [[nodiscard]] bool applies(const rules& r, std::span<const card> hand) noexcept {
        if (hand.size() > static_cast<std::size_t>(max_analysed_hand) || r.melds.ace_high || r.melds.circular ||
            r.scoring.ace_penalty < 0)
            return false;
        // Two boards so that the ORs do not wait on each other. The bits are also added up:
        // a card met twice carries into another bit, so the sum is not the union; a joker or
        // an unknown card sets not_natural_bit.
        std::uint64_t even = 0;
        std::uint64_t odd = 0;
        std::uint64_t sum = 0;
        std::size_t i = 0;
        for (; i + 1 < hand.size(); i += 2) {
            const std::uint64_t a = natural_bits[static_cast<std::size_t>(hand[i].index())];
            const std::uint64_t b = natural_bits[static_cast<std::size_t>(hand[i + 1].index())];
            even |= a;
            odd |= b;
            sum += a + b;
        }
        if (i < hand.size()) {
            even |= natural_bits[static_cast<std::size_t>(hand[i].index())];
            sum += natural_bits[static_cast<std::size_t>(hand[i].index())];
        }
        held_ = even | odd;
        if (sum != held_ || (held_ & not_natural_bit) != 0) return false;
        ace_penalty_ = r.scoring.ace_penalty;
        set_ranks_ = ranks_in_three_suits(held_);
        unsigned beyond = set_ranks_;  // the set ranks past max_set_ranks: none, without a branch
        for (int k = 0; k < max_set_ranks; ++k) beyond &= beyond - 1;
        return beyond == 0;
    }

    /// The least R13 penalty the cards not laid can have (hand_solver::min_deadwood).
    [[nodiscard]] int min_deadwood() const noexcept {
        if (set_ranks_ == 0) return run_deadwood(held_, ace_penalty_);  // most hands: runs only
        if ((set_ranks_ & (set_ranks_ - 1)) == 0) return deadwood_with_one_set_rank();
        return deadwood_with_sets();
    }

    /// hand_solver::can_meld_all_but: whether melds can hold every card but those of `spare`
    /// (board bits) and one more. The runs of what the sets leave hold exactly its cards in
    /// rows of three or more, so each choice of sets is one cover, and laying more never hurts.
    [[nodiscard]] bool melds_all_but(std::uint64_t spare) const noexcept {
        const auto left_at_most_one = [&](std::uint64_t sets) {
            const std::uint64_t rest = held_ & ~sets;
            const std::uint64_t left = rest & ~run_cover(rest) & ~spare;
            return (left & (left - 1)) == 0;
        };
        if (set_ranks_ == 0) return left_at_most_one(0);
        choices options;
        list_choices(options);
        bool found = false;
        for_each_choice(options, [&](std::uint64_t sets) { return found = left_at_most_one(sets); });
        return found;
    }

    /// hand_solver::best_discard: the card whose discard leaves the least deadwood, and that
    /// deadwood; among equals the costliest card (R13), then the lowest suit. The hand is not empty.
    /// One pass over the choices of sets: each weighs its discards as keys (discard_key), so the
    /// least key names the card too.
    [[nodiscard]] discard_choice best_discard() const {
        choices options;
        list_choices(options);
        const card_order order(ace_penalty_);
        int best = INT_MAX;
        const auto weigh_choices = [&](auto discard_of) {
            for_each_choice(options, [&](std::uint64_t sets) {
                best = std::min(best, least_after_discard(sets, options, discard_of, order));
                return false;
            });
        };
        if (const suit_discard_table* discards = suit_discards(ace_penalty_))
            weigh_choices([discards](std::size_t lane) { return (*discards)[lane]; });
        else  // no table kept for this ace penalty: each suit's computed
            weigh_choices([this, &order](std::size_t lane) { return suit_discard_of(lane, ace_penalty_, order); });
        return discard_choice{card_at_bit(order.bit_of(place_of_key(best))), deadwood_of_key(best)};
    }

private:
    /// Per rank in sets (`rank`, the first `ranks`), the cards a set of it may take (0: no set).
    struct choices {
        std::array<int, max_set_ranks> rank{};
        std::size_t ranks = 0;
        std::array<std::array<std::uint64_t, 6>, max_set_ranks> sets{};
        std::array<int, max_set_ranks> count{};
        // What discarding a card of the whole set changes (best_discard), when no other choice
        // weighs it: nothing for a set of four (three still make a set); for a set of three
        // none of whose cards a run can take, the two left become deadwood. Else none.
        std::array<int, max_set_ranks> break_change{};
    };
    static constexpr int no_break = 1 << 20;  // break_change where another choice weighs it (a discard_key stays in range)

    [[nodiscard]] std::uint64_t cards_of_rank(int rank) const noexcept { return (rank_lanes << (rank - 1)) & held_; }

    /// min_deadwood when some rank is held in three suits or more.
    [[nodiscard]] int deadwood_with_sets() const noexcept {
        // No choice leaves less than the cards neither a run nor a set can hold.
        const std::uint64_t settable = held_ & (std::uint64_t{set_ranks_} * rank_lanes);
        const int bound = penalty_of_board(held_ & ~(run_cover(held_) | settable), ace_penalty_);
        int best = INT_MAX;
        choices options;
        list_choices(options);
        for_each_choice(options, [&](std::uint64_t sets) {
            best = std::min(best, run_deadwood(held_ & ~sets, ace_penalty_));
            return best == bound;
        });
        return best;
    }

    /// min_deadwood when one rank only is held in three suits or more, without listing choices:
    /// a card of that rank changes its suit's run deadwood by the same amount (delta) whatever
    /// the other suits do, so laying the whole set changes the deadwood by the sum of its cards'
    /// deltas, and a set of three of four by that sum less the largest delta. The least of no
    /// set, the whole set and the best three.
    [[nodiscard]] int deadwood_with_one_set_rank() const noexcept {
        const std::uint64_t rank = std::uint64_t{set_ranks_} * rank_lanes;  // the rank's four cards
        const int total = run_deadwood(held_, ace_penalty_);
        const int change = run_deadwood(held_ & ~rank, ace_penalty_) - total;  // of laying the whole set
        if ((held_ & rank) != rank) return total + std::min(0, change);
        // Four cards: the best three lay the whole set's change less the largest delta.
        const auto& deadwood = suit_deadwood();
        int largest = 0;
        for (int s = 0; s < 4; ++s) {
            const int here = entry_penalty(deadwood[lane_of(held_, s)], ace_penalty_);
            largest = std::max(largest, entry_penalty(deadwood[lane_of(held_ & ~rank, s)], ace_penalty_) - here);
        }
        return total + std::min(0, change - largest);
    }

    /// The least discard_key of the discards when the sets `sets` are laid: the run deadwood of
    /// the rest changed by taking the best card out of one suit (suit_discard), or a card of a
    /// whole set (choices::break_change).
    /// `discard_of(lane)` gives a suit's suit_discard.
    template <class DiscardOf>
    [[nodiscard]] int least_after_discard(std::uint64_t sets, const choices& options, DiscardOf discard_of,
                                          const card_order& order) const noexcept {
        const std::uint64_t rest = held_ & ~sets;
        const suit_discard d0 = discard_of(lane_of(rest, 0)), d1 = discard_of(lane_of(rest, 1)), d2 = discard_of(lane_of(rest, 2)),
                           d3 = discard_of(lane_of(rest, 3));
        int change = std::min(std::min(d0.change, d1.change + 1), std::min(d2.change + 2, d3.change + 3));
        for (std::size_t at = 0; at < options.ranks; ++at) {  // a card of a whole set: its lowest suit
            const std::uint64_t set = cards_of_rank(options.rank[at]);
            if ((sets & set) == set)
                change = std::min(change, discard_key(options.break_change[at], order.place(options.rank[at], std::countr_zero(set) / 16)));
        }
        return discard_key(d0.deadwood + d1.deadwood + d2.deadwood + d3.deadwood, 0) + change;
    }

    /// The choices worth weighing per rank in sets. A set of three of four cards leaving out a
    /// card no run can take lays less than the four, so it is left out; so is "no set" when no
    /// card of the rank can join a run (the set lays more). Such cards add their penalty to any
    /// deadwood without changing the rest, so for the discard these choices only matter for
    /// discarding a card of the set, which break_change weighs at the whole set's choice.
    void list_choices(choices& options) const noexcept {
        const std::uint64_t runnable = run_cover(held_);
        options.ranks = 0;
        for (unsigned ranks = set_ranks_; ranks != 0; ranks &= ranks - 1) {
            const std::size_t at = options.ranks++;
            options.rank[at] = std::countr_zero(ranks) + 1;
            const std::uint64_t rank = cards_of_rank(options.rank[at]);
            const bool four = detail::popcount(rank) == 4;
            int n = 0;
            options.sets[at][static_cast<std::size_t>(n++)] = rank;
            if (four)
                for (std::uint64_t m = rank & runnable; m != 0; m &= m - 1) options.sets[at][static_cast<std::size_t>(n++)] = rank & ~(m & -m);
            if ((rank & runnable) != 0) options.sets[at][static_cast<std::size_t>(n++)] = 0;
            options.count[at] = n;
            const int penalty = options.rank[at] == ace ? ace_penalty_ : penalty_of_rank(options.rank[at]);
            options.break_change[at] = four ? 0 : (rank & runnable) == 0 ? 2 * penalty : no_break;
        }
    }

    /// Calls `f(sets)` for each choice of one option per rank in sets, until `f` returns true.
    template <class F>
    void for_each_choice(const choices& options, F&& f) const {
        const std::size_t ranks = options.ranks;
        std::array<std::size_t, max_set_ranks> at{};  // the option taken per rank
        for (;;) {
            std::uint64_t sets = 0;
            for (std::size_t i = 0; i < ranks; ++i) sets |= options.sets[i][at[i]];
            if (f(sets)) return;
            std::size_t i = 0;
            for (; i < ranks && ++at[i] == static_cast<std::size_t>(options.count[i]); ++i) at[i] = 0;
            if (i == ranks) return;
        }
    }

    std::uint64_t held_ = 0;
    int ace_penalty_ = 0;
    unsigned set_ranks_ = 0;  // bit rank - 1 for each rank held in three suits or more
};

}  // namespace rami::detail
