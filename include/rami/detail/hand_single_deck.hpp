#pragma once
// The hand analysis's closed form for joker-free hands of one deck (rami/hand.hpp).

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#include "rami/card.hpp"
#include "rami/detail/hand_boards.hpp"
#include "rami/detail/suit_tables.hpp"
#include "rami/lay_down.hpp"
#include "rami/rules.hpp"

namespace rami::detail {

// Without jokers, a second copy or the ace after the king, the runs of a suit can hold
// exactly the cards in rows of three or more (detail::run_cover), whatever else is laid.
// So the best lay-down for the penalty is a choice of sets (per rank held in three or four
// suits: none, the four, or one of the threes) and the run cover of what is left: four table
// lookups per choice (detail::run_penalty) instead of a search.
class single_deck_cover {
public:
    static constexpr int max_set_ranks = 4;  // more ranks in sets: the search (6^4 choices at most here)

    /// Whether the closed form applies to a hand loaded as `boards` (`set_ranks`: bit rank-1 for
    /// each rank a set could use; `total_penalty`: the hand's R13 penalty), which it keeps for
    /// best_cover and best_discard: no joker held, each card held once, no ace after the
    /// king nor circular runs, no negative ace penalty (laying a card would cost), few ranks in sets.
    [[nodiscard]] bool applies(const rules& r, const hand_boards& boards, unsigned set_ranks, int total_penalty) {
        rules_ = &r;
        boards_ = boards;
        total_penalty_ = total_penalty;
        if (boards_.jokers != 0 || boards_.two != 0 || r.melds.ace_high || r.melds.circular) return false;
        if (r.scoring.ace_penalty < 0) return false;
        set_ranks_count_ = 0;
        for (unsigned ranks = set_ranks; ranks != 0; ranks &= ranks - 1) {
            if (set_ranks_count_ == max_set_ranks) return false;
            const int rank = std::countr_zero(ranks) + 1;
            set_ranks_[static_cast<std::size_t>(set_ranks_count_)] = rank - 1;
            set_rank_penalty_[static_cast<std::size_t>(set_ranks_count_++)] = penalty_of(r, card(rank, suit::clubs));
        }
        return true;
    }

    /// Calls `f(sets, penalty)` for each choice of sets among set_ranks_ (`sets`: the cards they
    /// lay, `penalty`: theirs) that some best lay-down may make, until `f` returns true. A choice
    /// is left out when another lays more: no set of a rank none of whose cards a run could hold
    /// (`runnable`), three of four cards when the fourth can join no run.
    template <class F>
    bool for_each_set_choice(std::uint64_t held, std::uint64_t runnable, int from, std::uint64_t sets, int penalty, F& f) const {
        if (from == set_ranks_count_) return f(sets, penalty);
        const auto at = static_cast<std::size_t>(from);
        const std::uint64_t rank = (detail::rank_lanes << set_ranks_[at]) & held;
        const int suits = detail::popcount(rank);
        if (suits < 3) return for_each_set_choice(held, runnable, from + 1, sets, penalty, f);
        if (for_each_set_choice(held, runnable, from + 1, sets | rank, penalty + suits * set_rank_penalty_[at], f)) return true;
        if ((rank & runnable) == 0) return false;
        if (suits == 4)
            for (std::uint64_t m = rank & runnable; m != 0; m &= m - 1)
                if (for_each_set_choice(held, runnable, from + 1, sets | (rank & ~(m & -m)), penalty + 3 * set_rank_penalty_[at], f))
                    return true;
        return for_each_set_choice(held, runnable, from + 1, sets, penalty, f);  // no set of this rank
    }

    /// The most penalty the melds of `held` can lay (closed form). Stops at the bound: every
    /// card a set or a run could hold.
    [[nodiscard]] int best_cover(std::uint64_t held) const {
        const int ace_penalty = rules_->scoring.ace_penalty;
        if (set_ranks_count_ == 0) return detail::run_penalty(held, ace_penalty);  // most hands: runs only
        const std::uint64_t runnable = detail::run_cover(held);
        std::uint64_t settable = 0;
        for (int i = 0; i < set_ranks_count_; ++i) {
            const std::uint64_t rank = (detail::rank_lanes << set_ranks_[static_cast<std::size_t>(i)]) & held;
            if (detail::popcount(rank) >= 3) settable |= rank;
        }
        if ((runnable | settable) == 0) return 0;  // most random hands: no meld
        const int bound = detail::penalty_of_board(runnable | settable, ace_penalty);
        int best = 0;
        auto keep = [&](std::uint64_t sets, int sets_penalty) {
            best = std::max(best, sets_penalty + detail::run_penalty(held & ~sets, ace_penalty));
            return best == bound;
        };
        (void)for_each_set_choice(held, runnable, 0, 0, 0, keep);
        return best;
    }

    /// hand_solver::best_discard in closed form: the discard keeps the least penalty, so it is the card c
    /// with the most penalty(c) + best_cover(hand without c) (among equals the costliest card,
    /// then the lowest). best_cover(hand) bounds the second term: the cards are tried costliest
    /// first and the loop stops once no card left can do better (at once when the costliest
    /// card is in no meld of a best lay-down).
    [[nodiscard]] discard_choice best_discard() {
        const std::uint64_t held = boards_.one;
        const int whole = best_cover(held);
        std::uint64_t meldable = detail::run_cover(held);  // a card in none: the rest lays `whole` without it
        for (int i = 0; i < set_ranks_count_; ++i) meldable |= (detail::rank_lanes << set_ranks_[static_cast<std::size_t>(i)]) & held;
        int best_score = -1;
        int best_bit = -1;
        // Costliest first: ranks from the king down, the ace placed by its penalty.
        std::array<int, 15> order{};
        int n = 0;
        for (int rank = 13; rank >= 2; --rank) order[static_cast<std::size_t>(n++)] = rank;
        const int ace_penalty = rules_->scoring.ace_penalty;
        int at = n;
        for (int i = 0; i < n; ++i)
            if (ace_penalty > penalty_of(*rules_, card(order[static_cast<std::size_t>(i)], suit::clubs))) {
                at = i;
                break;
            }
        for (int i = n; i > at; --i) order[static_cast<std::size_t>(i)] = order[static_cast<std::size_t>(i) - 1];
        order[static_cast<std::size_t>(at)] = 1;
        ++n;
        for (int i = 0; i < n; ++i) {
            const int rank = order[static_cast<std::size_t>(i)];
            const std::uint64_t cards = (detail::rank_lanes << (rank - 1)) & held;
            if (cards == 0) continue;
            const int penalty = penalty_of(*rules_, card(rank, suit::clubs));
            if (penalty + whole <= best_score) break;
            for (std::uint64_t m = cards; m != 0; m &= m - 1) {
                const std::uint64_t bit = m & -m;
                const int score = penalty + ((meldable & bit) == 0 ? whole : best_cover(held & ~bit));
                if (score > best_score) {
                    best_score = score;
                    best_bit = std::countr_zero(bit);
                }
                if (best_score == penalty + whole) break;
            }
        }
        return discard_choice{detail::card_at_bit(best_bit), total_penalty_ - best_score};
    }

private:
    const rules* rules_ = nullptr;
    detail::hand_boards boards_;
    std::array<int, max_set_ranks> set_ranks_{};           // closed form: ranks (rank - 1) held in 3+ suits
    std::array<int, max_set_ranks> set_rank_penalty_{};    // the R13 penalty of a card of each
    int set_ranks_count_ = 0;
    int total_penalty_ = 0;
};

}  // namespace rami::detail
