#pragma once
// The hand analysis's first step (rami/hand.hpp): the hand loaded as bit boards, and every meld
// it could lay listed once, as the natural cards it uses plus a number of jokers (each placement
// of jokers once). See docs/hand_analysis.md.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "rami/card.hpp"
#include "rami/detail/hand_boards.hpp"
#include "rami/detail/suit_tables.hpp"
#include "rami/lay_down.hpp"
#include "rami/meld.hpp"
#include "rami/result.hpp"
#include "rami/rules.hpp"

namespace rami::detail {

/// A meld the hand could lay: the natural cards it uses, its jokers and what it is worth.
struct meld_option {
    std::uint64_t naturals = 0;
    std::int32_t score = 0;     // what the current search counts it for
    std::int32_t bound = 0;     // the bound weight of its cards (see search_goal)
    std::int16_t points = 0;    // R5
    std::int16_t penalty = 0;   // R13 penalty of its cards
    std::int16_t best_points = 0;  // R5 points of its natural cards, each ace at its best value (the search's bound)
    std::uint8_t jokers = 0;
    std::uint8_t size = 0;
    std::uint8_t low = 0;       // run: first position; set: rank
    std::uint8_t suit = 0;      // run: suit
    std::uint8_t first = 0;     // the place of its first card in the search's order (hand_listing::order_)
    meld_kind kind = meld_kind::run;
    bool franche = false;       // a run without joker (R6)
};

/// A hand loaded and its melds listed: the base of the search (hand_search). Keeps its buffers
/// and the last listing between hands.
class hand_listing {
protected:
    /// A slot of placements_ (add_option).
    struct placement {
        std::uint32_t listing = 0;  // the listing that filled the slot (listing_)
        std::uint32_t index = 0;    // in listed_options_
    };

    result<void> load(const rules& r, std::span<const card> hand) {
        if (hand.size() > static_cast<std::size_t>(max_analysed_hand))
            return error(error_code::hand_too_large, std::to_string(hand.size()) + " cards, at most " +
                                                         std::to_string(max_analysed_hand));
        rules_ = &r;
        // The analyses load a hand for each question: the loop only sets bits, the penalties come
        // from the per-suit tables after it, and a refused hand is read again card by card
        // (refuse_hand) for the error of its first bad card.
        std::uint64_t one = 0;
        std::uint64_t two = 0;
        std::uint64_t third = 0;  // a card met a third time
        int jokers = 0;
        for (const card c : hand) {
            const auto index = static_cast<unsigned>(c.index());
            if (index >= static_cast<unsigned>(card::joker_index)) {
                if (index != static_cast<unsigned>(card::joker_index)) return refuse_hand(r, hand);
                ++jokers;
                continue;
            }
            const std::uint64_t bit = std::uint64_t{1} << detail::natural_facts[index].board_bit;
            third |= two & bit;
            two |= one & bit;
            one |= bit;
        }
        if (third != 0 || (two != 0 && r.copies() < 2) || (jokers > 0 && !r.has_jokers()) ||
            jokers > r.jokers_in_deck(r.deal.max_players))
            return refuse_hand(r, hand);
        boards_ = {one, two, jokers};
        const int ace_penalty = r.scoring.ace_penalty;
        total_penalty_ = detail::penalty_of_board(one, ace_penalty) + (two != 0 ? detail::penalty_of_board(two, ace_penalty) : 0) +
                         jokers * r.scoring.joker_penalty;
        // The costliest card: a joker, an ace, or the highest other rank held (10 and above: 10).
        const unsigned ranks = detail::ranks_held(one);
        costliest_ = penalty_of_rank(static_cast<int>(std::bit_width(ranks & 0x1FFEu)));
        if ((ranks & 1u) != 0) costliest_ = std::max(costliest_, ace_penalty);
        if (jokers > 0) costliest_ = std::max(costliest_, r.scoring.joker_penalty);
        return {};
    }

    /// load's refusal, card by card as the hand is read: the error of its first bad card (the
    /// boards partly loaded, as they are when a load fails).
    result<void> refuse_hand(const rules& r, std::span<const card> hand) {
        boards_ = {};
        for (const card c : hand) {
            if (c.index() < 0 || c.index() > card::joker_index) return error(error_code::unknown_card);
            if (c.is_joker()) {
                if (!r.has_jokers()) return error(error_code::card_not_in_deck, "JK");
                ++boards_.jokers;
                continue;
            }
            const std::uint64_t bit = std::uint64_t{1} << detail::natural_facts[static_cast<std::size_t>(c.index())].board_bit;
            if ((boards_.one & bit) == 0) {
                boards_.one |= bit;
            } else if ((boards_.two & bit) == 0 && r.copies() >= 2) {
                boards_.two |= bit;
            } else {
                return error(error_code::too_many_copies, to_string(c));
            }
        }
        return error(error_code::too_many_copies, "JK");  // only the jokers' count is left to refuse
    }

    // --- listing the melds a hand could lay -------------------------------------------------

    /// Lists a meld. Melds that use the same cards and jokers differ only in where a joker
    /// stands, or, for a run of all thirteen ranks, where it starts (A-K or 2-A; anywhere when
    /// runs go round): only the best of them is kept (better_placement). Without jokers, no
    /// two shorter melds use the same cards.
    void add_option(detail::meld_option option) {
        const rules& r = *rules_;
        option.penalty = static_cast<std::int16_t>(option.penalty + option.jokers * r.scoring.joker_penalty);
        if (!may_share_cards(option)) {
            listed_options_.push_back(option);
            return;
        }
        if (2 * (listed_options_.size() + 1) > placements_.size()) grow_placements();
        placement& slot = placement_slot(option.naturals, option.jokers);
        if (slot.listing != listing_) {
            slot = {listing_, static_cast<std::uint32_t>(listed_options_.size())};
            listed_options_.push_back(option);
        } else if (better_placement(option, listed_options_[slot.index])) {
            listed_options_[slot.index] = option;
        }
    }

    /// Whether another listed meld may use the same cards (add_option): one with jokers, or a
    /// run of all thirteen ranks.
    [[nodiscard]] static bool may_share_cards(const detail::meld_option& option) noexcept {
        return option.jokers > 0 || option.size >= king;
    }

    /// Of two placements of the same jokers among the same cards, whether `a` is better: more
    /// R5 points (which the searches' scores and an opening's minimum count), then a run, since
    /// R4 reads one card between two jokers as a run when it can. The penalty and the number of
    /// cards, the other measures, are the same for both.
    [[nodiscard]] static bool better_placement(const detail::meld_option& a, const detail::meld_option& b) noexcept {
        if (a.points != b.points) return a.points > b.points;
        return a.kind == meld_kind::run && b.kind == meld_kind::set;
    }

    /// The slot of placements_ for these cards and jokers (open addressing, linear probing): a
    /// slot of another listing is free.
    [[nodiscard]] placement& placement_slot(std::uint64_t naturals, int jokers) {
        const std::size_t mask = placements_.size() - 1;
        std::size_t i = static_cast<std::size_t>(((naturals + static_cast<std::uint64_t>(jokers)) * 0x9E3779B97F4A7C15ull) >> 40) & mask;
        while (placements_[i].listing == listing_) {
            const detail::meld_option& listed = listed_options_[placements_[i].index];
            if (listed.naturals == naturals && listed.jokers == jokers) break;
            i = (i + 1) & mask;
        }
        return placements_[i];
    }

    /// Doubles placements_ (kept at most half full) and places this listing's melds with jokers again.
    void grow_placements() {
        placements_.assign(std::max<std::size_t>(128, 2 * placements_.size()), placement{});
        for (std::size_t i = 0; i < listed_options_.size(); ++i)
            if (may_share_cards(listed_options_[i]))
                placement_slot(listed_options_[i].naturals, listed_options_[i].jokers) = {listing_, static_cast<std::uint32_t>(i)};
    }

    /// Every run of one suit: each window of positions with at most the allowed jokers, and
    /// each choice of held cards a joker stands in for.
    void list_runs(int suit_index) {
        const rules& r = *rules_;
        const unsigned lane = static_cast<unsigned>(boards_.one >> (16 * suit_index)) & 0x1FFFu;
        if (lane == 0) return;
        const int jokers = std::min(r.melds.max_jokers_run, boards_.jokers);
        if (detail::popcount(lane) + jokers < 3) return;
        // Bit p - 1: the card at position p is held (the ace at 1, and at 14 where it follows
        // the king; positions 14 to 26 repeat the ranks where runs go round).
        const std::uint32_t held_at = r.melds.circular ? lane | lane << 13 : lane | (r.melds.ace_high ? (lane & 1u) << 13 : 0u);
        if (jokers == 0 && (held_at & (held_at >> 1) & (held_at >> 2)) == 0) return;  // no three held cards in a row
        const int last_position = r.melds.circular ? 25 : detail::last_position(r.melds);
        const int last_start = r.melds.circular ? 13 : last_position - 2;
        for (int start = 1; start <= last_start; ++start) {
            const std::uint32_t window = held_at >> (start - 1);  // bit i: the card at position start + i is held
            int gaps = 0;
            for (int length = 1; length <= max_meld_size && start + length - 1 <= last_position; ++length) {
                if (((window >> (length - 1)) & 1u) == 0 && ++gaps > jokers) break;
                const unsigned held = window & ((1u << length) - 1);
                if (length >= 3 && held != 0) list_run_stand_ins(suit_index, start, length, held, gaps, jokers - gaps, 0);
            }
        }
    }

    /// Runs of the window, with `spare` more jokers standing in for held cards at bit `from` or
    /// above of `held`.
    void list_run_stand_ins(int suit_index, int start, int length, unsigned held, int gaps, int spare, int from) {
        add_run(suit_index, start, length, held, gaps);
        if (spare == 0 || detail::popcount(held) <= 1) return;
        for (int i = from; i < length; ++i)
            if ((held >> i) & 1u)
                list_run_stand_ins(suit_index, start, length, held & ~(1u << i), gaps + 1, spare - 1, i + 1);
    }

    /// The ranks (a suit's lane) of the positions of `positions` (bit i: position start + i).
    [[nodiscard]] static unsigned lane_of_positions(unsigned positions, int start) noexcept {
        const std::uint32_t at = positions << (start - 1);  // bit p - 1: position p
        return (at | at >> 13) & 0x1FFFu;                   // a run holds each rank once at most
    }

    /// The run of `length` positions from `start` holding the cards of `held` (bit i: position
    /// start + i), the other places jokers. Its points and penalty from the per-suit table: the
    /// cards but the ace count their rank (10 at most), the ace counts low first in the run
    /// (position 1, or 14 where runs go round) and high elsewhere (R5).
    void add_run(int suit_index, int start, int length, unsigned held, int jokers) {
        const rules& r = *rules_;
        const suit_table& values = suit_penalties();
        const unsigned cards = lane_of_positions(held, start);
        const int ace_points = start == 1 || start == 14 ? r.points.ace_low_run : r.points.ace_high_run;
        detail::meld_option option;
        option.kind = meld_kind::run;
        option.low = static_cast<std::uint8_t>(start);
        option.size = static_cast<std::uint8_t>(length);
        option.suit = static_cast<std::uint8_t>(suit_index);
        option.jokers = static_cast<std::uint8_t>(jokers);
        option.franche = jokers == 0;
        option.naturals = std::uint64_t{cards} << (16 * suit_index);
        option.penalty = static_cast<std::int16_t>(entry_penalty(values[cards], r.scoring.ace_penalty));
        option.best_points = static_cast<std::int16_t>(entry_penalty(values[cards], best_ace_value()));
        // A joker counts its place's card, or a fixed value.
        const int points = r.points.joker_fixed > 0 ? entry_penalty(values[cards], ace_points) + jokers * r.points.joker_fixed
                                                    : entry_penalty(values[lane_of_positions((1u << length) - 1, start)], ace_points);
        option.points = static_cast<std::int16_t>(points);
        add_option(option);
    }

    /// The most R5 points an ace counts for in any meld (low or high in a run, in a set).
    [[nodiscard]] int best_ace_value() const noexcept {
        const rules& r = *rules_;
        return std::max({r.points.ace_low_run, r.points.ace_high_run, r.points.ace_set});
    }

    /// Bit rank-1 for each rank held in enough suits to make a set with the jokers allowed.
    [[nodiscard]] unsigned set_ranks() const noexcept { return set_ranks_of(boards_.one, boards_.jokers); }

    /// The same for the cards of `board` and `jokers` jokers.
    [[nodiscard]] unsigned set_ranks_of(std::uint64_t board, int jokers) const noexcept {
        const auto lane = [board](int s) { return static_cast<unsigned>(board >> (16 * s)) & 0x1FFFu; };
        const unsigned a = lane(0), b = lane(1), c = lane(2), d = lane(3);
        const int set_jokers = std::min(rules_->melds.max_jokers_set, jokers);
        // Without early returns: the search asks this at each node, where branches cost more.
        unsigned ranks = detail::ranks_in_three_suits(board);
        if (set_jokers == 1) ranks = (a & b) | (a & c) | (a & d) | (b & c) | (b & d) | (c & d);
        if (set_jokers >= 2) ranks = a | b | c | d;
        return ranks;
    }

    /// Every set of one rank: each choice of held suits, with the jokers allowed.
    void list_sets(int rank) {
        const rules& r = *rules_;
        const std::uint64_t held = (boards_.one >> (rank - 1)) & detail::rank_lanes;  // bit 16 s: suit s
        const int max_jokers = std::min(r.melds.max_jokers_set, boards_.jokers);
        if (detail::popcount(held) + max_jokers < 3) return;
        const int value = natural_points(rank, r.points.ace_set);
        const int joker_value = r.points.joker_fixed > 0 ? r.points.joker_fixed : value;
        const int penalty = penalty_of_rank(r, rank);
        const int best_value = natural_points(rank, best_ace_value());  // each natural card's, for the search's bound
        for (std::uint64_t chosen = held; chosen != 0; chosen = (chosen - 1) & held) {
            const int naturals = detail::popcount(chosen);
            for (int jokers = std::max(0, 3 - naturals); jokers <= std::min(max_jokers, 4 - naturals); ++jokers) {
                detail::meld_option option;
                option.kind = meld_kind::set;
                option.low = static_cast<std::uint8_t>(rank);
                option.size = static_cast<std::uint8_t>(naturals + jokers);
                option.jokers = static_cast<std::uint8_t>(jokers);
                option.naturals = chosen << (rank - 1);
                option.points = static_cast<std::int16_t>(naturals * value + jokers * joker_value);
                option.penalty = static_cast<std::int16_t>(naturals * penalty);
                option.best_points = static_cast<std::int16_t>(naturals * best_value);
                add_option(option);
            }
        }
    }

    /// Lists the melds of the hand loaded into listed_options_ (each placement of jokers once,
    /// add_option) and groups them by first card decided into options_ for the search: anew only for
    /// another hand or other rules, since the analyses of a turn often ask several questions of
    /// one hand. A hand within the last hand listed anew (the parent: a turn asks of the hand
    /// less a meld or the cards laid off) gets the parent's melds that use only cards it holds:
    /// the same melds, each placed the same way, as a new listing (a meld's placements depend
    /// on its own cards and jokers alone), found faster. The search orders them the same either
    /// way (group_by_first_card).
    void list_options() {
        if (listed_ && listed_boards_.one == boards_.one && listed_boards_.two == boards_.two &&
            listed_boards_.jokers == boards_.jokers && listed_rules_ == *rules_)
            return;
        listed_least_deadwood_ = -1;
        if (parent_listed_ && (boards_.one & ~parent_boards_.one) == 0 && boards_.jokers <= parent_boards_.jokers &&
            parent_rules_ == *rules_) {
            listed_options_.clear();
            for (const detail::meld_option& option : parent_options_)
                if ((option.naturals & ~boards_.one) == 0 && option.jokers <= boards_.jokers) listed_options_.push_back(option);
        } else {
            if (++listing_ == 0) {  // the stamps went round: forget every slot
                placements_.assign(placements_.size(), placement{});
                listing_ = 1;
            }
            listed_options_.clear();
            for (int s = 0; s < 4; ++s) list_runs(s);
            for (unsigned ranks = set_ranks(); ranks != 0; ranks &= ranks - 1) list_sets(std::countr_zero(ranks) + 1);
            parent_options_ = listed_options_;
            parent_boards_ = boards_;
            parent_rules_ = *rules_;
            parent_listed_ = true;
        }
        group_by_first_card();
        // The bound counts only cards that some meld could use: the others add nothing.
        meldable_ = 0;
        for (const detail::meld_option& option : listed_options_) meldable_ |= option.naturals;
        listed_boards_ = boards_;
        listed_rules_ = *rules_;
        listed_ = true;
    }

    /// The order in which the search decides the hand's cards (order_, and each card's place
    /// in it, place_of_): the cards in the fewest listed melds first, a card held twice before
    /// one held once, then by board bit. A card with few melds settles early whether it is
    /// laid, which bounds the rest best (as exact-cover solvers branch on the column with the
    /// fewest rows): half the nodes of the board bit order on dense two-deck hands.
    void order_cards() {
        std::array<std::uint16_t, 64> key{};  // per board bit: twice the listed melds holding the card, plus one if held once
        for (const detail::meld_option& option : listed_options_)
            for (std::uint64_t m = option.naturals; m != 0; m &= m - 1) key[static_cast<std::size_t>(std::countr_zero(m))] += 2;
        for (std::uint64_t m = boards_.one & ~boards_.two; m != 0; m &= m - 1) ++key[static_cast<std::size_t>(std::countr_zero(m))];
        order_size_ = 0;
        for (std::uint64_t m = boards_.one; m != 0; m &= m - 1) {  // an insertion sort: a hand is short
            const auto bit = static_cast<std::uint8_t>(std::countr_zero(m));
            int at = order_size_++;
            for (; at > 0 && key[order_[static_cast<std::size_t>(at - 1)]] > key[bit]; --at)
                order_[static_cast<std::size_t>(at)] = order_[static_cast<std::size_t>(at - 1)];
            order_[static_cast<std::size_t>(at)] = bit;
        }
        for (int at = 0; at < order_size_; ++at) place_of_[order_[static_cast<std::size_t>(at)]] = static_cast<std::uint8_t>(at);
    }

    /// The place in order_ of the first of `naturals` (cards of the hand) the search decides.
    [[nodiscard]] int first_place(std::uint64_t naturals) const noexcept {
        int first = max_analysed_hand;
        for (std::uint64_t m = naturals; m != 0; m &= m - 1)
            first = std::min<int>(first, place_of_[static_cast<std::size_t>(std::countr_zero(m))]);
        return first;
    }

    /// options_: the listed melds grouped by the first of their cards the search decides, in
    /// the order it decides them (a counting sort); group_start_[p]: the first of them whose
    /// first card is at place p of order_ or later.
    void group_by_first_card() {
        order_cards();
        crowded_groups_ = 0;
        options_.resize(listed_options_.size());
        const auto end = static_cast<std::size_t>(order_size_) + 1;
        std::fill(group_start_.begin(), group_start_.begin() + static_cast<std::ptrdiff_t>(end), 0);
        for (detail::meld_option& option : listed_options_) {
            option.first = static_cast<std::uint8_t>(first_place(option.naturals));
            if (++group_start_[option.first + 1u] == 2) crowded_groups_ |= std::uint64_t{1} << option.first;
        }
        for (std::size_t p = 1; p < end; ++p) group_start_[p] += group_start_[p - 1];
        std::array<int, max_analysed_hand + 1> next;  // only [0, end) is read
        std::copy(group_start_.begin(), group_start_.begin() + static_cast<std::ptrdiff_t>(end), next.begin());
        for (const detail::meld_option& option : listed_options_) options_[static_cast<std::size_t>(next[option.first]++)] = option;
    }

    [[nodiscard]] meld meld_of(const detail::meld_option& option) const {
        meld m;
        m.kind = option.kind;
        m.size = option.size;
        m.low = option.low;
        m.jokers = option.jokers;
        m.points = option.points;
        if (option.kind == meld_kind::run) {
            m.suit = static_cast<suit>(option.suit);
            for (int i = 0; i < option.size; ++i) {
                const card c(rank_at_position(option.low + i), m.suit);
                const bool natural = (option.naturals >> detail::board_bit(c)) & 1u;
                m.cards[static_cast<std::size_t>(i)] = natural ? c : card::joker();
            }
            return m;
        }
        // A set: its natural cards, then its jokers; a lone natural card between two jokers, so
        // that the list does not read as a run (R4).
        int n = 0;
        for (std::uint64_t bits = option.naturals; bits != 0; bits &= bits - 1)
            m.cards[static_cast<std::size_t>(n++)] = detail::card_at_bit(std::countr_zero(bits));
        while (n < option.size) m.cards[static_cast<std::size_t>(n++)] = card::joker();
        if (detail::popcount(option.naturals) == 1 && option.size == 3) std::swap(m.cards[0], m.cards[1]);
        return m;
    }

    const rules* rules_ = nullptr;
    detail::hand_boards boards_;
    int total_penalty_ = 0;
    int costliest_ = 0;  // the highest R13 penalty of a card of the hand
    std::vector<detail::meld_option> listed_options_;  // list_options: the last hand's melds
    std::vector<detail::meld_option> options_;         // the same, grouped by first card decided
    std::array<std::uint8_t, max_analysed_hand> order_{};  // order_cards: the cards (board bits), in the search's order
    std::array<std::uint8_t, 64> place_of_{};             // per board bit: its place in order_
    int order_size_ = 0;
    std::array<int, max_analysed_hand + 1> group_start_{};  // group_by_first_card
    std::uint64_t crowded_groups_ = 0;                       // the places (bits) of cards first in two melds or more
    detail::hand_boards listed_boards_;
    rules listed_rules_{};
    bool listed_ = false;
    int listed_least_deadwood_ = -1;  // min_deadwood of the listed hand, -1 until asked
    std::vector<detail::meld_option> parent_options_;  // list_options: the melds of the last hand listed anew
    detail::hand_boards parent_boards_;
    rules parent_rules_{};
    bool parent_listed_ = false;
    std::vector<placement> placements_;  // add_option: the melds with jokers listed, by cards and jokers
    std::uint32_t listing_ = 0;
    std::uint64_t meldable_ = 0;         // cards some listed meld uses
};

}  // namespace rami::detail
