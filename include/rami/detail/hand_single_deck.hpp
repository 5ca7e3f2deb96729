#pragma once
// The hand analysis's closed form for joker-free hands of one deck (rami/hand.hpp).

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#include "rami/card.hpp"
#include "rami/detail/hand_boards.hpp"
#include "rami/lay_down.hpp"
#include "rami/rules.hpp"

namespace rami::detail {

// Without jokers, a second copy or the ace after the king, the runs of a suit can hold
// exactly the cards in rows of three or more (detail::run_cover), whatever else is laid.
// So the best lay-down for the penalty is a choice of sets (per rank held in three or four
// suits: none, the four, or one of the threes) and the run cover of what is left: a few
// bit operations per choice instead of a search.
class single_deck_cover {
public:
    static constexpr int max_set_ranks = 4;  // more ranks in sets: the search (6^4 choices at most here)

    /// Whether the closed form applies to a hand loaded as `boards` (`set_ranks`: bit rank-1 for
    /// each rank a set could use; `total_penalty`: the hand's R13 penalty), which it keeps for
    /// best_cover and best_discard: no joker held, each card held once, no ace after the
    /// king nor circular runs, penalties the bit planes can hold, few ranks in sets.
    [[nodiscard]] bool applies(const rules& r, const hand_boards& boards, unsigned set_ranks, int total_penalty) {
        rules_ = &r;
        boards_ = boards;
        total_penalty_ = total_penalty;
        if (boards_.jokers != 0 || boards_.two != 0 || r.melds.ace_high || r.melds.circular) return false;
        if (r.scoring.ace_penalty < 0 || r.scoring.ace_penalty >= (1 << penalty_planes)) return false;
        set_ranks_count_ = 0;
        for (unsigned ranks = set_ranks; ranks != 0; ranks &= ranks - 1) {
            if (set_ranks_count_ == max_set_ranks) return false;
            set_ranks_[static_cast<std::size_t>(set_ranks_count_++)] = std::countr_zero(ranks);
        }
        if (planes_ace_ != r.scoring.ace_penalty) {
            planes_ = {};
            for (int bit = 0; bit < 64; ++bit) {
                if (bit % 16 >= 13) continue;
                const int penalty = penalty_of(r, detail::card_at_bit(bit));
                for (int k = 0; k < penalty_planes; ++k)
                    if ((penalty >> k) & 1) planes_[static_cast<std::size_t>(k)] |= std::uint64_t{1} << bit;
            }
            planes_ace_ = r.scoring.ace_penalty;
        }
        return true;
    }

    /// The R13 penalty of the natural cards of `board` (each once).
    [[nodiscard]] int board_penalty(std::uint64_t board) const noexcept {
        int total = 0;
        for (int k = 0; k < penalty_planes; ++k) total += detail::popcount(board & planes_[static_cast<std::size_t>(k)]) << k;
        return total;
    }

    /// Calls `f(sets)` for each choice of sets among set_ranks_ (`sets`: the cards they lay)
    /// that some best lay-down may make, until `f` returns true. A choice is left out when
    /// another lays more: no set of a rank none of whose cards a run could hold (`runnable`),
    /// three of four cards when the fourth can join no run.
    template <class F>
    bool for_each_set_choice(std::uint64_t held, std::uint64_t runnable, int from, std::uint64_t sets, F& f) const {
        if (from == set_ranks_count_) return f(sets);
        const std::uint64_t rank = (detail::rank_lanes << set_ranks_[static_cast<std::size_t>(from)]) & held;
        if (detail::popcount(rank) < 3) return for_each_set_choice(held, runnable, from + 1, sets, f);
        if (for_each_set_choice(held, runnable, from + 1, sets | rank, f)) return true;
        if ((rank & runnable) == 0) return false;
        if (detail::popcount(rank) == 4)
            for (std::uint64_t m = rank & runnable; m != 0; m &= m - 1)
                if (for_each_set_choice(held, runnable, from + 1, sets | (rank & ~(m & -m)), f)) return true;
        return for_each_set_choice(held, runnable, from + 1, sets, f);  // no set of this rank
    }

    /// The most penalty the melds of `held` can lay (closed form). Stops at the bound: every
    /// card a set or a run could hold.
    [[nodiscard]] int best_cover(std::uint64_t held) const {
        const std::uint64_t runnable = detail::run_cover(held);
        std::uint64_t settable = 0;
        for (int i = 0; i < set_ranks_count_; ++i) {
            const std::uint64_t rank = (detail::rank_lanes << set_ranks_[static_cast<std::size_t>(i)]) & held;
            if (detail::popcount(rank) >= 3) settable |= rank;
        }
        if ((runnable | settable) == 0) return 0;  // most random hands: no meld
        const int bound = board_penalty(runnable | settable);
        int best = 0;
        auto keep = [&](std::uint64_t sets) {
            best = std::max(best, board_penalty(sets | detail::run_cover(held & ~sets)));
            return best == bound;
        };
        (void)for_each_set_choice(held, runnable, 0, 0, keep);
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
    static constexpr int penalty_planes = 6;  // bit planes of the closed form: penalties 0..63

    const rules* rules_ = nullptr;
    detail::hand_boards boards_;
    std::array<std::uint64_t, penalty_planes> planes_{};  // bit k: the cards whose penalty has bit k
    int planes_ace_ = -1;                                  // the ace penalty planes_ was made for
    std::array<int, max_set_ranks> set_ranks_{};           // closed form: ranks (rank - 1) held in 3+ suits
    int set_ranks_count_ = 0;
    int total_penalty_ = 0;
};

}  // namespace rami::detail
