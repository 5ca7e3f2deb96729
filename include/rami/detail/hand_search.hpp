#pragma once
// The hand analysis's search and its bounds (rami/hand.hpp): a depth-first search over the
// listed melds decides the cards one by one, those in the fewest melds first (deadwood, or into
// one of the melds that contain it), each packing of melds met once, and a bound on what the
// cards left could still add cuts it. See docs/hand_analysis.md.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "rami/card.hpp"
#include "rami/fixed_vector.hpp"
#include "rami/detail/hand_boards.hpp"
#include "rami/detail/hand_listing.hpp"
#include "rami/lay_down.hpp"
#include "rami/meld.hpp"
#include "rami/rules.hpp"

namespace rami::detail {

/// What a search maximises and which lay-downs it accepts.
struct search_goal {
    enum class measure : std::uint8_t { penalty, points, cards };
    measure counts = measure::penalty;
    bool keep_card = false;     // leave at least one card (R7)
    bool discard_bonus = false; // add the costliest card left, which is discarded
    int min_points = 0;         // an opening's minimum (R6)
    bool need_franche = false;  // an opening's tierce franche (R6)
    int required = -1;          // a card that must be laid: its board bit, 64 for a joker
    int enough = 1 << 30;       // a score that answers the question: the search stops there
    int at_least = 0;           // lower scores answer nothing: the search cuts what cannot reach it
    std::uint64_t spare = 0;    // measure::cards: natural cards (board bits) that count for nothing
    bool spare_jokers = false;  // measure::cards: jokers count for nothing too
};

/// The search over a listed hand (hand_listing) for the lay-down a goal asks for.
class hand_search : protected hand_listing {
protected:
    using goal_t = detail::search_goal;

    [[nodiscard]] static int required_bit(std::optional<card> c) noexcept {
        if (!c) return -1;
        return c->is_joker() ? 64 : detail::board_bit(*c);
    }

    /// The R13 penalty of the card at board bit `bit` (penalty_of, from the bit alone).
    [[nodiscard]] int penalty_at_bit(int bit) const noexcept { return penalty_of_rank(*rules_, bit % 16 + 1); }

    /// What the natural card at board bit `bit` may add to the search's measure, at most (for
    /// the bound; a joker's is joker_weight_, found from the listed melds).
    [[nodiscard]] int bound_weight(int bit) const noexcept {
        switch (goal_.counts) {
            case goal_t::measure::penalty: return penalty_at_bit(bit);
            case goal_t::measure::cards: return ((goal_.spare >> bit) & 1u) != 0 ? 0 : 1;
            case goal_t::measure::points: break;
        }
        return natural_points(bit % 16 + 1, best_ace_value()) * points_scale + penalty_at_bit(bit);
    }

    /// The bound weights of a listed meld's natural cards, added up (bound_weight): from what
    /// the listing counted of them.
    [[nodiscard]] int naturals_bound(const detail::meld_option& option) const noexcept {
        const int penalty = option.penalty - option.jokers * rules_->scoring.joker_penalty;  // its natural cards'
        switch (goal_.counts) {
            case goal_t::measure::penalty: return penalty;
            case goal_t::measure::cards: return detail::popcount(option.naturals & ~goal_.spare);
            case goal_t::measure::points: break;
        }
        return option.best_points * points_scale + penalty;
    }

    [[nodiscard]] int option_score(const detail::meld_option& option) const noexcept {
        switch (goal_.counts) {
            case goal_t::measure::penalty: return option.penalty;
            case goal_t::measure::cards:
                return option.size - detail::popcount(option.naturals & goal_.spare) - (goal_.spare_jokers ? option.jokers : 0);
            case goal_t::measure::points: break;
        }
        return option.points * points_scale + option.penalty;
    }

    void run(const goal_t& goal) {
        goal_ = goal;
        list_options();
        // Per card held: its bound weight and penalty, looked up by the search's every node.
        for (std::uint64_t m = boards_.one; m != 0; m &= m - 1) {
            const int bit = std::countr_zero(m);
            weight_of_[static_cast<std::size_t>(bit)] = bound_weight(bit);
            penalty_of_[static_cast<std::size_t>(bit)] = penalty_at_bit(bit);
        }
        // A joker's bound weight: the most a joker adds to any listed meld beyond its cards'
        // weights, so that no meld scores more than its bound (a joker among low cards cannot
        // be worth an ace).
        joker_weight_ = 0;
        for (auto& option : options_) {
            option.score = option_score(option);
            option.bound = naturals_bound(option);
            if (option.jokers > 0)
                joker_weight_ = std::max(joker_weight_, (option.score - option.bound + option.jokers - 1) / option.jokers);
        }
        for (auto& option : options_) option.bound += option.jokers * joker_weight_;
        // The discard may be any card, meldable or not: allow for the costliest.
        discard_allowance_ = goal_.discard_bonus ? costliest_ : 0;
        keep_best(no_score);
        best_depth_ = 0;
        best_discard_ = card::joker();
        if (options_.empty()) {
            finish_without_melds();  // most random hands: nothing to search
            return;
        }
        // In each group of two melds or more, best score first: a good lay-down found early cuts more.
        for (std::uint64_t m = crowded_groups_; m != 0; m &= m - 1) {
            const auto b = static_cast<std::size_t>(std::countr_zero(m));
            std::sort(options_.begin() + group_start_[b], options_.begin() + group_start_[b + 1],
                      [](const detail::meld_option& a, const detail::meld_option& b) {
                          if (a.score != b.score) return a.score > b.score;
                          return a.naturals != b.naturals ? a.naturals < b.naturals : a.jokers < b.jokers;
                      });
        }
        search_state start;
        start.one = boards_.one;
        start.two = boards_.two;
        start.jokers = boards_.jokers;
        start.meldable = meldable_;
        start.rest = boards_.jokers * joker_weight_;
        for (std::uint64_t m = boards_.one & meldable_; m != 0; m &= m - 1) start.rest += weight_of_[static_cast<std::size_t>(std::countr_zero(m))];
        for (std::uint64_t m = boards_.two & meldable_; m != 0; m &= m - 1) start.rest += weight_of_[static_cast<std::size_t>(std::countr_zero(m))];
        search(start, 0, 64, 0, 0);
    }

    struct search_state {
        std::uint64_t one = 0;
        std::uint64_t two = 0;
        int jokers = 0;
        int score = 0;       // what the melds chosen count for
        int rest = 0;        // the most the cards not yet decided could add
        int points = 0;      // R5 points of the melds chosen
        bool franche = false;
        bool required_laid = false;
        int left = 0;        // natural cards left out
        int left_worst = -1; // the highest penalty left out
        int left_worst_bit = -1;
        std::uint64_t meldable = 0;  // the cards whose copies left `rest` counts
    };

    /// The best score found so far, and with it what a lay-down must still beat (needed_).
    void keep_best(int score) noexcept {
        best_score_ = score;
        needed_ = std::max(best_score_ + 1, goal_.at_least) - discard_allowance_;
    }

    /// Whether no lay-down below a node whose melds count `score` and `points`, and whose cards
    /// left could add `rest` at most, can answer.
    [[nodiscard]] bool out_of_reach(int score, int rest, int points) const noexcept {
        if (score + rest < needed_) return true;
        // An opening's minimum out of reach: `rest` bounds the points still to come (its
        // penalty part, under points_scale in all, rounds away).
        return goal_.counts == goal_t::measure::points && points + rest / points_scale < goal_.min_points;
    }
    [[nodiscard]] bool out_of_reach(const search_state& s) const noexcept { return out_of_reach(s.score, s.rest, s.points); }

    /// The cards of `board` that a meld of cards of `board` and `jokers` jokers could hold (R3,
    /// R4), or more: with one joker a run needs two of its cards two places apart at most, a
    /// set two suits; without, a run three cards in a row, a set three suits.
    [[nodiscard]] std::uint64_t meldable_with(std::uint64_t board, int jokers) const noexcept {
        const meld_rules& m = rules_->melds;
        const int run_jokers = std::min(jokers, m.max_jokers_run);
        if (run_jokers >= 2 || m.circular) return board;
        // The ace after the king as a fourteenth rank, in the lane's spare bits.
        const std::uint64_t x = board | (m.ace_high ? (board & detail::rank_lanes) << 13 : 0);
        std::uint64_t runs = run_jokers == 0 ? detail::run_cover(x) : x & ((x >> 1) | (x >> 2) | (x << 1) | (x << 2));
        runs |= (runs >> 13) & detail::rank_lanes;  // the ace after the king is the ace
        return (runs | std::uint64_t{set_ranks_of(board, jokers)} * detail::rank_lanes) & board;
    }

    /// Whether no melds of the loaded hand can hold every card but the `spare` ones (board bits)
    /// and one more, told without listing a meld (a `false` says only that the search must
    /// answer). Three counts, each of cards outside `spare`: the cards without partners, even
    /// with every joker of the hand (meldable_with); the cards no meld of naturals holds, each
    /// in a meld with a joker, a meld with j jokers holding at most 2(j + 1) <= 4j of them
    /// (stretches of one or two naturals between its jokers); the cards without a partner even
    /// beside one joker, each in a meld with two jokers or more, k of them in one run needing
    /// 2(k - 1) jokers between them: at least one joker each. With one or two jokers, where those
    /// cards no meld of naturals holds lie (few_jokers_cannot_hold).
    [[nodiscard]] bool cannot_meld_all_but(std::uint64_t spare) const noexcept {
        const int jokers = boards_.jokers;
        const auto left_out = [&](std::uint64_t melded) {
            return detail::popcount(boards_.one & ~melded & ~spare) + detail::popcount(boards_.two & ~melded & ~spare);
        };
        const std::uint64_t naturals_only = meldable_with(boards_.one, 0);
        return left_out(meldable_with(boards_.one, jokers)) > 1 || left_out(naturals_only) - 1 > 4 * jokers ||
               left_out(meldable_with(boards_.one, 1)) - 1 > jokers || few_jokers_cannot_hold(spare, naturals_only);
    }

    /// With one or two jokers, whether the cards outside `spare` that no meld of naturals holds
    /// cannot all but one go into the melds that hold the jokers (R3). Such a card lies within
    /// two positions of a joker of its run (three natural cards in a row need none), or in a set:
    /// a meld with one joker holds them within five positions of one suit, or in one rank; a run
    /// with two, within eight positions. A meld holds one copy of a card. Two jokers make one
    /// meld, or two with one each. Runs that go round the corner are not weighed (no answer).
    /// `naturals_only`: meldable_with(boards_.one, 0).
    [[nodiscard]] bool few_jokers_cannot_hold(std::uint64_t spare, std::uint64_t naturals_only) const noexcept {
        const meld_rules& m = rules_->melds;
        const int jokers = boards_.jokers;
        if (m.circular || jokers < 1 || jokers > 2) return false;
        const std::uint64_t needing = boards_.one & ~naturals_only & ~spare;  // each card once
        const std::uint64_t twice = boards_.two & needing;  // held twice: a meld each
        // Whether one meld holds `cards`: of one rank (a set), or of one suit within `span` positions (a run).
        const auto one_meld_holds = [&](std::uint64_t cards, int span) {
            if (cards == 0) return true;
            const unsigned ranks = detail::ranks_held(cards);
            if (m.max_jokers_set > 0 && detail::popcount(ranks) == 1) return true;
            const std::uint64_t suit_lane = std::uint64_t{0x1FFF} << (16 * (std::countr_zero(cards) / 16));
            if (m.max_jokers_run == 0 || (cards & ~suit_lane) != 0) return false;
            const auto within = [span](unsigned positions) { return static_cast<int>(std::bit_width(positions)) - std::countr_zero(positions) <= span; };
            return within(ranks) || (m.ace_high && (ranks & 1u) != 0 && within((ranks & ~1u) | 1u << 13));
        };
        const int one_meld_span = jokers == 2 && m.max_jokers_run >= 2 ? 8 : 5;
        // Whether the melds hold `once` (a copy of each) and `both` (two copies of each).
        const auto held = [&](std::uint64_t once, std::uint64_t both) {
            if (both == 0 && one_meld_holds(once, one_meld_span)) return true;
            if (jokers < 2) return false;
            // Two melds of one joker each, the first card in the first: its rank, or five positions of its suit.
            const std::uint64_t all = once | both;
            const int first = std::countr_zero(all);
            const int suit = first / 16;
            const int rank = first % 16 + 1;
            const auto second_holds = [&](std::uint64_t shape) {
                return (both & ~shape) == 0 && one_meld_holds((all & ~shape) | both, 5);
            };
            if (m.max_jokers_set > 0 && second_holds(detail::rank_lanes << (rank - 1))) return true;
            if (m.max_jokers_run == 0) return false;
            const auto window = [&](int from) {  // positions from..from + 4 of the suit (14: the ace)
                std::uint64_t lane = 0;
                for (int p = std::max(from, 1); p <= from + 4 && p <= detail::last_position(m); ++p) lane |= std::uint64_t{1} << ((p - 1) % 13);
                return lane << (16 * suit);
            };
            for (int from = rank - 4; from <= rank; ++from)
                if (second_holds(window(from))) return true;
            return rank == 1 && m.ace_high && second_holds(window(10));
        };
        if (held(needing, twice)) return false;
        for (std::uint64_t c = needing; c != 0; c &= c - 1) {  // the card left out (a card held twice: one copy)
            const std::uint64_t bit = c & (~c + 1);
            if ((twice & bit) != 0 ? held(needing, twice & ~bit) : held(needing & ~bit, twice)) return false;
        }
        return true;
    }

    /// More R5 points than any lay-down of the loaded hand is worth, found without listing its
    /// melds: every card a meld could hold (meldable_with) at its best value, each joker at the
    /// best value it can take.
    [[nodiscard]] int most_points_quickly() const noexcept {
        const rules& r = *rules_;
        const int best_ace = best_ace_value();
        const std::uint64_t reach = meldable_with(boards_.one, boards_.jokers);
        int total = boards_.jokers * (r.points.joker_fixed > 0 ? r.points.joker_fixed : std::max(10, best_ace));
        for (const std::uint64_t board : {boards_.one & reach, boards_.two & reach})
            for (std::uint64_t m = board; m != 0; m &= m - 1) total += natural_points(std::countr_zero(m) % 16 + 1, best_ace);
        return total;
    }

    /// The cards of `s` counted in `rest` that no meld of the cards and jokers left can hold
    /// any more (a meld chosen or a card left out can leave a card without partners).
    [[nodiscard]] std::uint64_t lost_partners(const search_state& s) const noexcept {
        return s.meldable & s.one & ~meldable_with(s.one, s.jokers);
    }

    /// `s` with the cards `lost` (and their other copies) out of `rest`.
    [[nodiscard]] search_state without(const search_state& s, std::uint64_t lost) const noexcept {
        search_state out = s;
        out.meldable &= ~lost;
        for (std::uint64_t m = lost; m != 0; m &= m - 1) out.rest -= weight_of_[static_cast<std::size_t>(std::countr_zero(m))];
        for (std::uint64_t m = lost & s.two; m != 0; m &= m - 1) out.rest -= weight_of_[static_cast<std::size_t>(std::countr_zero(m))];
        return out;
    }

    /// R7: a lay-down that must keep a card and has left none out yet will leave one of the
    /// cards left: whether the bound without the cheapest of them is out of reach.
    [[nodiscard]] bool keep_costs_too_much(const search_state& s) const noexcept {
        if ((s.one & ~s.meldable) != 0 || (s.jokers > 0 && joker_weight_ == 0)) return false;  // one adds nothing anyway
        int least = s.jokers > 0 ? joker_weight_ : 1 << 30;
        for (std::uint64_t m = s.one; m != 0; m &= m - 1) least = std::min(least, weight_of_[static_cast<std::size_t>(std::countr_zero(m))]);
        return out_of_reach(s.score, s.rest - least, s.points);
    }

    /// The search from `entry`: the cards that lost their partners out of the bound, then
    /// decide (most nodes lose none: no copy of the state is made for them).
    void search(const search_state& entry, int depth, int parent_card, int parent_option, int from) {
        if (best_score_ >= goal_.enough || out_of_reach(entry)) return;
        if (entry.one == 0) {
            finish(entry, depth);
            return;
        }
        if (const std::uint64_t lost = lost_partners(entry); lost != 0) {
            const search_state narrowed = without(entry, lost);
            if (!out_of_reach(narrowed)) decide(narrowed, depth, parent_card, parent_option, from);
            return;
        }
        decide(entry, depth, parent_card, parent_option, from);
    }

    /// The node's first card in the search's order (order_, at place `from` or later): in each
    /// listed meld whose first card it is, from `parent_option` on where the parent decided
    /// that card too (a meld and its other copy), then left out.
    void decide(const search_state& s, int depth, int parent_card, int parent_option, int from) {
        if (goal_.keep_card && s.left == 0 && keep_costs_too_much(s)) return;
        while (((s.one >> order_[static_cast<std::size_t>(from)]) & 1u) == 0) ++from;  // a card is decided once: never back
        const int low = order_[static_cast<std::size_t>(from)];
        const std::uint64_t low_bit = std::uint64_t{1} << low;
        // The card in a meld: each listed meld whose first card it is.
        const int first = low == parent_card ? parent_option : group_start_[static_cast<std::size_t>(from)];
        const int end = group_start_[static_cast<std::size_t>(from) + 1];
        for (int i = first; i < end; ++i) {
            const detail::meld_option& option = options_[static_cast<std::size_t>(i)];
            if ((option.naturals & ~s.one) != 0 || option.jokers > s.jokers) continue;
            search_state next = s;
            detail::take_once(next.one, next.two, option.naturals);
            next.jokers -= option.jokers;
            next.score += option.score;
            next.rest -= option.bound;
            next.points += option.points;
            next.franche = next.franche || option.franche;
            if (goal_.required >= 0)
                next.required_laid = next.required_laid || (goal_.required == 64 ? option.jokers > 0
                                                                                 : ((option.naturals >> goal_.required) & 1u) != 0);
            chosen_[static_cast<std::size_t>(depth)] = i;
            search(next, depth + 1, low, i, from);
        }
        // The card left in hand, with its other copy: a copy in a meld and one left is the
        // packing met above.
        search_state next = s;
        int copies = ((s.two & low_bit) != 0) ? 2 : 1;
        if (low == goal_.required && !s.required_laid) {
            // A card that must be laid: with two copies one may stay, with one it must go.
            if (copies == 1) return;
            copies = 1;
            detail::take_once(next.one, next.two, low_bit);
        } else {
            next.one &= ~low_bit;
            next.two &= ~low_bit;
        }
        if ((s.meldable & low_bit) != 0) next.rest -= copies * weight_of_[static_cast<std::size_t>(low)];
        next.left += copies;
        // The costliest card left, the lowest board bit among equals (whatever the order): the
        // discard, which only the discard's question asks for.
        const int penalty = penalty_of_[static_cast<std::size_t>(low)];
        if (goal_.discard_bonus && (penalty > next.left_worst || (penalty == next.left_worst && low < next.left_worst_bit))) {
            next.left_worst = penalty;
            next.left_worst_bit = low;
        }
        search(next, depth, 64, 0, from);
    }

    /// The only lay-down of a hand with no meld: every card left.
    void finish_without_melds() {
        search_state all_left;
        all_left.jokers = boards_.jokers;
        all_left.left = detail::popcount(boards_.one) + detail::popcount(boards_.two);
        for (std::uint64_t m = boards_.one; m != 0; m &= m - 1) {
            const int bit = std::countr_zero(m);
            const int penalty = penalty_at_bit(bit);
            if (penalty > all_left.left_worst) {
                all_left.left_worst = penalty;
                all_left.left_worst_bit = bit;
            }
        }
        finish(all_left, 0);
    }

    void finish(const search_state& s, int depth) {
        const int left = s.left + s.jokers;
        if ((goal_.keep_card || goal_.discard_bonus) && left == 0) return;
        if (s.points < goal_.min_points || (goal_.need_franche && !s.franche)) return;
        if (goal_.required >= 0 && !s.required_laid) return;
        int score = s.score;
        card discard = s.left_worst_bit >= 0 ? detail::card_at_bit(s.left_worst_bit) : card::joker();
        if (goal_.discard_bonus) {
            int worst = s.left_worst;
            if (s.jokers > 0 && rules_->scoring.joker_penalty > worst) {
                worst = rules_->scoring.joker_penalty;
                discard = card::joker();
            }
            score += worst;
        }
        if (score <= best_score_ || score < goal_.at_least) return;
        if (leaf_.accept != nullptr) {
            // Every lay-down that meets the goal goes to the check, each once; the first it
            // accepts is the answer (its score reaches `enough`), the others change no bound.
            std::copy_n(chosen_.begin(), depth, best_chosen_.begin());
            best_depth_ = depth;
            if (leaf_.accept(leaf_.context, cards_left(chosen_, depth))) keep_best(score);
            return;
        }
        keep_best(score);
        best_discard_ = discard;
        best_depth_ = depth;
        std::copy_n(chosen_.begin(), depth, best_chosen_.begin());
    }

    /// The cards the first `depth` melds of `chosen` leave of the loaded hand, by card index
    /// (copies side by side, jokers last).
    [[nodiscard]] fixed_vector<card, max_analysed_hand> cards_left(const std::array<int, max_analysed_hand>& chosen, int depth) const {
        std::uint64_t one = boards_.one;
        std::uint64_t two = boards_.two;
        int jokers = boards_.jokers;
        for (int d = 0; d < depth; ++d) {
            const detail::meld_option& option = options_[static_cast<std::size_t>(chosen[static_cast<std::size_t>(d)])];
            detail::take_once(one, two, option.naturals);
            jokers -= option.jokers;
        }
        fixed_vector<card, max_analysed_hand> left;  // no more cards than the hand loaded
        for (std::uint64_t m = one; m != 0; m &= m - 1) {
            const int bit = std::countr_zero(m);
            (void)left.push_back(detail::card_at_bit(bit));
            if (((two >> bit) & 1u) != 0) (void)left.push_back(detail::card_at_bit(bit));
        }
        for (int j = 0; j < jokers; ++j) (void)left.push_back(card::joker());
        return left;
    }

    /// A check of each lay-down a search finishes (hand_solver::any_meld_all_but): the cards
    /// it leaves, to accept or not. None: the search keeps the best lay-down.
    struct leaf_check {
        bool (*accept)(void* context, std::span<const card> left) = nullptr;
        void* context = nullptr;
    };

    /// The melds of the best lay-down found (or of the one a leaf check accepted last).
    [[nodiscard]] std::vector<meld> best_melds() const {
        std::vector<meld> melds;
        for (int d = 0; d < best_depth_; ++d) melds.push_back(meld_of(options_[static_cast<std::size_t>(best_chosen_[static_cast<std::size_t>(d)])]));
        return melds;
    }

    [[nodiscard]] lay_down build_lay_down(const rules& r, std::span<const card> hand) const {
        lay_down result;
        if (best_score_ == no_score) {
            result.left.assign(hand.begin(), hand.end());
            result.deadwood = penalty_of(r, hand);
            return result;
        }
        result.melds = best_melds();
        for (const meld& m : result.melds) result.points += m.points;
        const auto left = cards_left(best_chosen_, best_depth_);
        result.left.assign(left.begin(), left.end());
        result.deadwood = penalty_of(r, result.left);
        return result;
    }

    static constexpr int points_scale = 1024;  // points first, then penalty, in one score
    static constexpr int no_score = -1;

    goal_t goal_;
    leaf_check leaf_;
    int joker_weight_ = 0;               // run: what a joker may add, at most (for the bound)
    int discard_allowance_ = 0;          // what the discard may add to the score, at most
    int needed_ = 0;                     // what score + rest must reach to beat the best (keep_best)
    std::array<int, 64> weight_of_{};   // per card held (board bit): bound_weight
    std::array<int, 64> penalty_of_{};  // per card held (board bit): R13 penalty
    std::array<int, max_analysed_hand> chosen_{};
    std::array<int, max_analysed_hand> best_chosen_{};
    int best_depth_ = 0;
    int best_score_ = no_score;
    card best_discard_;
};

}  // namespace rami::detail
