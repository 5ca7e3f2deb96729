#pragma once
// A reference hand analysis for the tests: exhaustive, slow, and simple enough to check by eye.
//
// It does not use rami::hand_solver or its internals. It uses only rami::best_reading (is a
// multiset of cards a legal meld of the variant, and what is it worth at most, R3-R5) and
// rami::penalty_of (R13). Everything else follows from one recursion:
//
//   Take the first card c still in the hand (lowest index; the joker is last). Either c is left
//   over, or c goes into a meld made of c and some of the other cards. A meld holding c is a
//   run (its natural cards all of c's suit) or a set (all of c's rank), so the other cards of
//   the meld are drawn from the cards of c's suit, or of c's rank, plus any jokers. No meld
//   holds two copies of one natural card (a run repeats no rank, a set no suit), so each other
//   natural card is taken zero or one time; jokers any number (best_reading applies the
//   variant's limit). Each candidate is checked with best_reading.
//
// Every split of the hand into melds and cards left over is met this way. For each remaining
// multiset the recursion returns a summary: for each (points of the melds, has a tierce
// franche, cards left 0/1/2+) the smallest penalty of the cards left. It is memoized on the
// multiset (std::unordered_map). The public functions read their answer off the summary of the hand.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <functional>
#include <unordered_map>
#include <span>
#include <utility>
#include <vector>

#include "rami/card.hpp"
#include "rami/hand.hpp"  // rami::penalty_of only
#include "rami/meld.hpp"
#include "rami/rules.hpp"

namespace rami_test {

class brute_force {
public:
    explicit brute_force(const rami::rules& r) : rules_(r) {}

    /// The smallest R13 penalty of the cards not in melds (no constraint).
    [[nodiscard]] int min_deadwood(std::span<const rami::card> hand) {
        const summary& s = solve_hand(hand);
        int best = -1;
        for (const auto& [key, deadwood] : s)
            if (best < 0 || deadwood < best) best = deadwood;
        return best;
    }

    /// The minimum deadwood of the hand without one copy of `discard` (which must be held).
    [[nodiscard]] int deadwood_after_discard(std::span<const rami::card> hand, rami::card discard) {
        std::vector<rami::card> rest(hand.begin(), hand.end());
        const auto it = std::find(rest.begin(), rest.end(), discard);
        if (it == rest.end()) return -1;
        rest.erase(it);
        return min_deadwood(rest);
    }

    /// The smallest minimum deadwood over every discard (the hand holds one card too many).
    [[nodiscard]] int best_discard_deadwood(std::span<const rami::card> hand) {
        int best = -1;
        for (const rami::card d : hand) {
            const int deadwood = deadwood_after_discard(hand, d);
            if (best < 0 || deadwood < best) best = deadwood;
        }
        return best;
    }

    struct lay_down_answer {
        bool exists = false;  // false: no lay-down meets the constraints (no legal opening)
        int points = 0;       // the most R5 points
        int deadwood = 0;     // the least penalty left among the lay-downs with those points
    };

    /// The lay-down worth the most points: at least one card kept when the variant keeps a
    /// card to discard (R7); for a seat that has not opened, only lay-downs that are a legal
    /// opening (R6: the minimum, and a tierce franche where needed).
    [[nodiscard]] lay_down_answer best_lay_down(std::span<const rami::card> hand, bool opened) {
        lay_down_answer answer;
        for (const auto& [key, deadwood] : solve_hand(hand)) {
            const outcome o = decode(key);
            if (rules_.keep_card_to_discard && o.left == 0) continue;
            if (!opened && !meets_opening(o)) continue;
            if (!answer.exists || o.points > answer.points ||
                (o.points == answer.points && deadwood < answer.deadwood)) {
                answer.exists = true;
                answer.points = o.points;
                answer.deadwood = deadwood;
            }
        }
        return answer;
    }

    /// Whether the hand can be laid whole now: all but exactly one card when the variant keeps
    /// a card to discard, else all or all but one. A seat that has not opened must make a
    /// legal opening (R6) unless the variant exempts going out in one go.
    [[nodiscard]] bool can_go_out(std::span<const rami::card> hand, bool opened) {
        for (const auto& [key, deadwood] : solve_hand(hand)) {
            const outcome o = decode(key);
            if (rules_.keep_card_to_discard ? o.left != 1 : o.left > 1) continue;
            if (!opened && !rules_.opening.going_out_exempt && !meets_opening(o)) continue;
            return true;
        }
        return false;
    }

    /// Forgets the memo (it stays valid for the same rules; this only frees memory).
    void clear() { memo_.clear(); }

private:
    using counts = std::array<std::uint8_t, rami::card::index_count>;
    /// (encoded outcome, see encode; least penalty left), one entry per outcome, sorted.
    using summary = std::vector<std::pair<int, int>>;
    /// A multiset packed for the memo: 2 bits per natural card (at most 2 copies exist) and
    /// the jokers.
    using memo_key = std::pair<std::uint64_t, std::uint64_t>;

    struct outcome {
        int points = 0;
        bool franche = false;
        int left = 0;  // cards left over, capped at 2
    };
    static int encode(const outcome& o) { return o.points * 8 + (o.franche ? 4 : 0) + o.left; }
    static outcome decode(int key) { return {key / 8, (key & 4) != 0, key & 3}; }

    bool meets_opening(const outcome& o) const {
        return o.points >= rules_.opening.minimum && (!rules_.opening.tierce_franche || o.franche);
    }

    /// The summary of a whole hand (the memo is trimmed here, never inside the recursion,
    /// which holds references into it).
    const summary& solve_hand(std::span<const rami::card> hand) {
        if (memo_.size() > 20'000) memo_.clear();
        return solve(counts_of(hand));
    }

    static counts counts_of(std::span<const rami::card> hand) {
        counts c{};
        for (const rami::card x : hand) ++c[static_cast<std::size_t>(x.index())];
        return c;
    }

    static memo_key key_of(const counts& hand) {
        memo_key key{0, hand[static_cast<std::size_t>(rami::card::joker_index)]};
        for (int i = 0; i < rami::card::joker_index; ++i) {
            const std::uint64_t n = hand[static_cast<std::size_t>(i)];
            if (i < 32)
                key.first |= n << (2 * i);
            else
                key.second |= n << (2 * (i - 32) + 8);
        }
        return key;
    }

    /// The fewest gaps between distinct ranks (bit r of `ranks` for rank r) in a run, the ace
    /// read low (1) or high (14); 0 when runs may go round the corner (best_reading alone
    /// decides then).
    int run_gaps(unsigned ranks) const {
        if (rules_.melds.circular) return 0;
        const int count = std::popcount(ranks);
        const auto spread = [count](unsigned bits) { return std::bit_width(bits) - std::countr_zero(bits) - count; };
        const unsigned ace = 1u << rami::ace;
        return (ranks & ace) ? std::min(spread(ranks), spread((ranks & ~ace) | (1u << 14))) : spread(ranks);
    }

    static void keep_best(summary& s, const outcome& o, int deadwood) { s.emplace_back(encode(o), deadwood); }

    /// Sorts by outcome and keeps the least penalty of each.
    static void compress(summary& s) {
        std::sort(s.begin(), s.end());
        s.erase(std::unique(s.begin(), s.end(), [](const auto& a, const auto& b) { return a.first == b.first; }),
                s.end());
    }

    const summary& solve(const counts& hand) {
        const memo_key key = key_of(hand);
        if (const auto found = memo_.find(key); found != memo_.end()) return found->second;
        summary result;
        int first = 0;
        while (first < rami::card::index_count && hand[static_cast<std::size_t>(first)] == 0) ++first;
        if (first == rami::card::index_count) {
            keep_best(result, outcome{}, 0);
            return memo_.emplace(key, std::move(result)).first->second;
        }
        const rami::card c = rami::card::from_index(first);

        // c is left over.
        {
            counts rest = hand;
            --rest[static_cast<std::size_t>(first)];
            const int penalty = rami::penalty_of(rules_, c);
            for (const auto& [code, deadwood] : solve(rest)) {
                outcome o = decode(code);
                o.left = std::min(o.left + 1, 2);
                keep_best(result, o, deadwood + penalty);
            }
        }

        // c is in a meld: with other cards of its suit (a run) or of its rank (a set), and jokers.
        if (!c.is_joker()) {
            counts rest = hand;
            --rest[static_cast<std::size_t>(first)];
            const int jokers = rest[static_cast<std::size_t>(rami::card::joker_index)];
            std::vector<rami::card> same_suit;
            std::vector<rami::card> same_rank;
            for (int i = 0; i < rami::card::joker_index; ++i) {
                if (rest[static_cast<std::size_t>(i)] == 0) continue;
                const rami::card x = rami::card::from_index(i);
                if (x.suit() == c.suit() && x.rank() != c.rank()) same_suit.push_back(x);
                if (x.rank() == c.rank() && x.suit() != c.suit()) same_rank.push_back(x);
            }
            for (const auto* family : {&same_suit, &same_rank}) {
                const std::size_t n = family->size();
                for (std::uint32_t mask = 0; mask < (std::uint32_t{1} << n); ++mask) {
                    // A subset with no card of the rank family is met in the suit family.
                    if (family == &same_rank && mask == 0) continue;
                    // Only to save time: a run needs a joker for each gap between its natural
                    // cards (the ace read low or high), so fewer jokers cannot make one.
                    int least_jokers = 0;
                    if (family == &same_suit) {
                        unsigned ranks = 1u << c.rank();
                        for (std::size_t i = 0; i < n; ++i)
                            if ((mask >> i) & 1u) ranks |= 1u << (*family)[i].rank();
                        least_jokers = run_gaps(ranks);
                        if (least_jokers > jokers) continue;
                    }
                    std::vector<rami::card> meld_cards{c};
                    for (std::size_t i = 0; i < n; ++i)
                        if ((mask >> i) & 1u) meld_cards.push_back((*family)[i]);
                    for (int j = 0; j <= jokers; ++j) {
                        if (j > 0) meld_cards.push_back(rami::card::joker());
                        if (meld_cards.size() < 3 || j < least_jokers) continue;
                        const auto reading = rami::best_reading(rules_, meld_cards);
                        if (!reading) continue;
                        counts after = rest;
                        for (std::size_t i = 1; i < meld_cards.size(); ++i)
                            --after[static_cast<std::size_t>(meld_cards[i].index())];
                        const bool franche = j == 0 && reading->kind == rami::meld_kind::run;
                        for (const auto& [code, deadwood] : solve(after)) {
                            outcome o = decode(code);
                            o.points += reading->points;
                            o.franche = o.franche || franche;
                            keep_best(result, o, deadwood);
                        }
                    }
                }
            }
        }
        compress(result);
        return memo_.emplace(key, std::move(result)).first->second;
    }

    rami::rules rules_;
    struct key_hash {
        std::size_t operator()(const memo_key& k) const noexcept {
            return std::hash<std::uint64_t>{}(k.first * 0x9E3779B97F4A7C15ull ^ k.second);
        }
    };
    std::unordered_map<memo_key, summary, key_hash> memo_;
};

}  // namespace rami_test
