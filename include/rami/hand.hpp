#pragma once
// Hand analysis, exact for every variant (R3, R5, R6, R7, R13): the best lay-down of a hand,
// its minimum deadwood, the best discard, and whether it can go out now.
//
// How: the hand becomes two bit boards (cards held at least once, and twice) and a joker
// count. Every meld the hand could lay is listed once, as the natural cards it uses plus a
// number of jokers (jokers may also stand in for a card the hand holds, which an exact answer
// needs). A depth-first search then decides the lowest card left: it is deadwood, or it goes
// into one of the listed melds that contain it. Each packing of melds is met once (no
// orderings of meld groups are enumerated), and a bound on what the cards left could still add
// cuts the search. See docs/hand_analysis.md.

#include <algorithm>
#include <array>
#include <optional>
#include <bit>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "rami/card.hpp"
#include "rami/fixed_vector.hpp"
#include "rami/meld.hpp"
#include "rami/result.hpp"
#include "rami/rules.hpp"

namespace rami {

/// The most cards `hand_solver` analyses at once (a hand in play holds at most 16).
inline constexpr int max_analysed_hand = 24;

/// What a seat lays from its hand: the melds (in the order to lay them), the cards it keeps,
/// the melds' R5 points and the R13 penalty of the cards kept.
struct lay_down {
    std::vector<meld> melds;
    std::vector<card> left;
    int points = 0;
    int deadwood = 0;
};

/// The card to discard from a hand that holds one card more than it keeps, and the minimum
/// deadwood (R13) of what is kept.
struct discard_choice {
    card discard;
    int deadwood = 0;
};

/// R13: the penalty of a card left in hand at the end of a round.
[[nodiscard]] constexpr int penalty_of(const rules& r, card c) noexcept {
    if (c.is_joker()) return r.scoring.joker_penalty;
    return c.rank() == ace ? r.scoring.ace_penalty : c.rank() >= 10 ? 10 : c.rank();
}

/// R13: the penalty of cards left in hand.
[[nodiscard]] constexpr int penalty_of(const rules& r, std::span<const card> cards) noexcept {
    int total = 0;
    for (const card c : cards) total += penalty_of(r, c);
    return total;
}

namespace detail {

/// Bit of a natural card on a board: suit * 16 + rank - 1 (a suit's 13 ranks in one lane).
[[nodiscard]] constexpr int board_bit(card c) noexcept { return static_cast<int>(c.suit()) * 16 + c.rank() - 1; }
[[nodiscard]] constexpr card card_at_bit(int bit) noexcept { return card(bit % 16 + 1, static_cast<suit>(bit / 16)); }

/// Per natural card index: its board bit and its rank.
struct natural_fact {
    std::uint8_t board_bit = 0;
    std::uint8_t rank = 0;
};
inline constexpr std::array<natural_fact, card::joker_index> natural_facts = [] {
    std::array<natural_fact, card::joker_index> facts{};
    for (int i = 0; i < card::joker_index; ++i)
        facts[static_cast<std::size_t>(i)] = {static_cast<std::uint8_t>(board_bit(card::from_index(i))),
                                              static_cast<std::uint8_t>(card::from_index(i).rank())};
    return facts;
}();

/// A hand as bit boards: `one` holds each card held at least once, `two` each card held twice.
struct hand_boards {
    std::uint64_t one = 0;
    std::uint64_t two = 0;
    int jokers = 0;
};

/// Removes one copy of each card of `mask` (all held) from the boards.
constexpr void take_once(std::uint64_t& one, std::uint64_t& two, std::uint64_t mask) noexcept {
    one = (one & ~mask) | (two & mask);
    two &= ~mask;
}

/// std::popcount, inline everywhere: without -mpopcnt, g++ makes std::popcount a call to
/// libgcc's __popcountdi2 (a table loop), several times slower than these bit operations.
[[nodiscard]] constexpr int popcount(std::uint64_t x) noexcept {
#if defined(__POPCNT__) || !(defined(__x86_64__) || defined(__i386__))
    return std::popcount(x);
#else
    x = x - ((x >> 1) & 0x5555555555555555ull);
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
    return static_cast<int>((x * 0x0101010101010101ull) >> 56);
#endif
}
[[nodiscard]] constexpr int popcount(unsigned x) noexcept { return popcount(std::uint64_t{x}); }

/// The cards of a board that runs can hold when each card is held once and no joker or ace
/// after the king helps: every card in a row of three or more of one suit (such a row splits
/// into runs of three to five). The lanes' three spare bits keep suits apart.
[[nodiscard]] constexpr std::uint64_t run_cover(std::uint64_t board) noexcept {
    const std::uint64_t starts = board & (board >> 1) & (board >> 2);
    return starts | (starts << 1) | (starts << 2);
}

/// One bit per suit lane at the rank's place: rank_lanes << (rank - 1) holds the four cards of a rank.
inline constexpr std::uint64_t rank_lanes = 0x0001000100010001ull;

/// A meld the hand could lay: the natural cards it uses, its jokers and what it is worth.
struct meld_option {
    std::uint64_t naturals = 0;
    std::int32_t score = 0;     // what the current search counts it for
    std::int32_t bound = 0;     // the bound weight of its cards (see search_goal)
    std::int16_t points = 0;    // R5
    std::int16_t penalty = 0;   // R13 penalty of its cards
    std::uint8_t jokers = 0;
    std::uint8_t size = 0;
    std::uint8_t low = 0;       // run: first position; set: rank
    std::uint8_t suit = 0;      // run: suit
    meld_kind kind = meld_kind::run;
    bool franche = false;       // a run without joker (R6)
};

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

}  // namespace detail

/// The hand analysis. Keeps its buffers between calls, so a program that analyses many hands
/// creates one solver and reuses it: after the first calls, an analysis allocates nothing
/// except the `lay_down` it returns. Not thread-safe: one solver per thread.
///
/// Every function refuses a hand with an error, never a crash: `hand_too_large` (more than
/// `max_analysed_hand` cards), `card_not_in_deck` (a joker where the variant has none),
/// `too_many_copies` (more copies of a card than the variant's decks hold).
class hand_solver {
public:
    /// The smallest R13 penalty that the cards not laid can have (melds only, no lay-off).
    [[nodiscard]] result<int> min_deadwood(const rules& r, std::span<const card> hand) {
        if (auto loaded = load(r, hand); !loaded) return loaded.error();
        if (single_deck_case()) return total_penalty_ - best_cover(boards_.one);
        run({detail::search_goal::measure::penalty, false, false, 0, false});
        listed_least_deadwood_ = total_penalty_ - best_score_;
        return listed_least_deadwood_;
    }

    /// For a hand holding one card more than it keeps: the discard that leaves the smallest
    /// minimum deadwood, and that deadwood. Error `meld_too_short`-free: an empty hand gives
    /// `empty_input`.
    [[nodiscard]] result<discard_choice> best_discard(const rules& r, std::span<const card> hand) {
        if (hand.empty()) return error(error_code::empty_input);
        if (auto loaded = load(r, hand); !loaded) return loaded.error();
        if (single_deck_case()) return single_deck_discard();
        run({detail::search_goal::measure::penalty, true, true, 0, false});
        return discard_choice{best_discard_, total_penalty_ - best_score_};
    }

    /// The lay-down worth the most R5 points, keeping a card to discard where the variant
    /// needs one (R7); among equals, the one leaving the least penalty. A seat that has not
    /// `opened` gets the best legal opening (R6: minimum and tierce franche), or no melds when
    /// it has none.
    ///
    /// With `required`, only lay-downs that lay that card count (R8: a card taken from the
    /// discard pile that must be laid); none may exist, which gives no melds.
    [[nodiscard]] result<lay_down> best_lay_down(const rules& r, std::span<const card> hand, bool opened,
                                                 std::optional<card> required = std::nullopt) {
        if (auto loaded = load(r, hand); !loaded) return loaded.error();
        if (!opened && most_points_quickly() < r.opening.minimum) {  // no opening, known without listing the melds
            best_score_ = no_score;
            return build_lay_down(r, hand);
        }
        detail::search_goal goal{detail::search_goal::measure::points, r.keep_card_to_discard, false, 0, false,
                                 required_bit(required)};
        if (!opened) {
            goal.min_points = r.opening.minimum;
            goal.need_franche = r.opening.tierce_franche;
        }
        run(goal);
        return build_lay_down(r, hand);
    }

    /// Whether melds from the hand (keeping a card to discard where R7 wants one) are worth at
    /// least `points` R5 points, with a tierce franche among them when `need_franche`: the rest
    /// of an opening begun this turn (R6).
    /// With `required`, only lay-downs that lay that card count (R8).
    [[nodiscard]] result<bool> can_lay_at_least(const rules& r, std::span<const card> hand, int points, bool need_franche,
                                                std::optional<card> required = std::nullopt) {
        if (auto loaded = load(r, hand); !loaded) return loaded.error();
        if (points > 0 && most_points_quickly() < points) return false;  // most hands: no listing needed
        // Any lay-down that meets the constraints answers: the first one found ends the search.
        detail::search_goal goal{detail::search_goal::measure::points, r.keep_card_to_discard, false, std::max(points, 0),
                                 need_franche, required_bit(required), 0};
        run(goal);
        return best_score_ != no_score;
    }

    /// The cards of the hand that no meld of the hand can hold, each copy, in hand order (a joker
    /// when no meld of the hand takes one): whatever the seat lays, these stay in its hand
    /// unless laid off (R9). Cheap next to a search: the melds are listed, not combined.
    [[nodiscard]] result<fixed_vector<card, max_analysed_hand>> never_melded(const rules& r, std::span<const card> hand) {
        if (auto loaded = load(r, hand); !loaded) return loaded.error();
        list_options();
        const bool jokers_melded = std::any_of(listed_options_.begin(), listed_options_.end(),
                                               [](const detail::meld_option& option) { return option.jokers > 0; });
        fixed_vector<card, max_analysed_hand> left;
        for (const card c : hand) {
            const bool melded = c.is_joker() ? jokers_melded : ((meldable_ >> detail::board_bit(c)) & 1u) != 0;
            if (!melded) (void)left.push_back(c);  // no more cards than the hand loaded
        }
        return left;
    }

    /// Whether melds of the hand can hold all its cards but the `spare` ones and one more (the
    /// card to discard): what going out needs where the spare cards may be laid off instead
    /// (R9, R11). `spare`: bit c.index() for each card that may stay out of the melds (bit 52,
    /// the joker: every joker). Ignores the opening (R6) and which card is discarded, so a
    /// `false` is certain and a `true` says only that going out is not ruled out.
    [[nodiscard]] result<bool> can_meld_all_but(const rules& r, std::span<const card> hand, std::uint64_t spare) {
        if (auto loaded = load(r, hand); !loaded) return loaded.error();
        int outside = 0;  // the cards the melds must hold, but one
        std::uint64_t spare_board = 0;
        for (const card c : hand) {
            if (((spare >> c.index()) & 1u) == 0) ++outside;
            else if (!c.is_joker()) spare_board |= std::uint64_t{1} << detail::board_bit(c);
        }
        if (outside <= 1) return true;
        // First the quick test of neighbours (meldable_with, no listing): cards without partners
        // that may not be spared are already too many in most hands.
        const std::uint64_t reach = meldable_with(boards_.one, boards_.jokers);
        const int without_partners = detail::popcount(boards_.one & ~reach & ~spare_board) + detail::popcount(boards_.two & ~reach & ~spare_board);
        if (without_partners > 1) return false;
        detail::search_goal goal{detail::search_goal::measure::cards, false, false, 0, false, -1, outside - 1, outside - 1};
        goal.spare = spare_board;
        goal.spare_jokers = ((spare >> card::joker_index) & 1u) != 0;
        run(goal);
        return best_score_ != no_score;
    }

    /// Whether the hand can be laid down whole now, keeping only the card to discard where the
    /// variant needs one (R7, R11), from the hand alone (no lay-off). A seat that has not
    /// opened must meet R6 unless the variant exempts going out in one go (the Rami 51 rule book).
    /// With `required`, the card to discard may not be that card.
    [[nodiscard]] result<bool> can_go_out(const rules& r, std::span<const card> hand, bool opened,
                                          std::optional<card> required = std::nullopt) {
        if (auto loaded = load(r, hand); !loaded) return loaded.error();
        // Going out leaves one card at most: a hand whose least deadwood (known when
        // min_deadwood was asked of it) is more than its costliest card cannot.
        list_options();
        if (listed_least_deadwood_ > costliest_) {
            best_score_ = no_score;
            return false;
        }
        // Only lay-downs that keep at most one card count; the search stops at the first that
        // lays all it may (every card but the one to discard where R7 keeps one).
        const int cards = static_cast<int>(hand.size());
        detail::search_goal goal{detail::search_goal::measure::cards, r.keep_card_to_discard, false, 0, false,
                                 required_bit(required), r.keep_card_to_discard ? cards - 1 : cards, cards - 1};
        if (!opened && !r.opening.going_out_exempt) {
            goal.min_points = r.opening.minimum;
            goal.need_franche = r.opening.tierce_franche;
        }
        run(goal);
        return best_score_ != no_score && best_score_ >= static_cast<int>(hand.size()) - 1;
    }

    /// A lay-down that empties the hand but for the card to discard (R7, R11; rummy_classic:
    /// all of it, or all but one), or no melds when there is none. Constraints as `can_go_out`.
    [[nodiscard]] result<lay_down> best_going_out(const rules& r, std::span<const card> hand, bool opened,
                                                  std::optional<card> required = std::nullopt) {
        auto out = can_go_out(r, hand, opened, required);
        if (!out) return out.error();
        if (!*out) best_score_ = no_score;  // the best found does not go out
        return build_lay_down(r, hand);
    }

    /// Every meld the hand could lay on its own (each choice of cards and number of jokers
    /// once, its jokers placed for the most points), for listing legal moves.
    [[nodiscard]] result<std::vector<meld>> possible_melds(const rules& r, std::span<const card> hand) {
        if (auto loaded = load(r, hand); !loaded) return loaded.error();
        list_options();
        std::vector<detail::meld_option> listed(listed_options_.begin(), listed_options_.end());
        // With jokers, in the order of the cards they use, then of their jokers (the listing's
        // depends on where each placement was met).
        if (boards_.jokers > 0)
            std::sort(listed.begin(), listed.end(), [](const detail::meld_option& a, const detail::meld_option& b) {
                return a.naturals != b.naturals ? a.naturals < b.naturals : a.jokers < b.jokers;
            });
        std::vector<meld> melds;
        melds.reserve(listed.size());
        for (const detail::meld_option& option : listed) melds.push_back(meld_of(option));
        return melds;
    }

private:
    using goal_t = detail::search_goal;

    /// A slot of placements_ (add_option).
    struct placement {
        std::uint32_t listing = 0;  // the listing that filled the slot (listing_)
        std::uint32_t index = 0;    // in listed_options_
    };

    [[nodiscard]] static int required_bit(std::optional<card> c) noexcept {
        if (!c) return -1;
        return c->is_joker() ? 64 : detail::board_bit(*c);
    }

    result<void> load(const rules& r, std::span<const card> hand) {
        if (hand.size() > static_cast<std::size_t>(max_analysed_hand))
            return error(error_code::hand_too_large, std::to_string(hand.size()) + " cards, at most " +
                                                         std::to_string(max_analysed_hand));
        rules_ = &r;
        boards_ = {};
        total_penalty_ = 0;
        costliest_ = 0;
        for (const card c : hand) {
            if (c.index() < 0 || c.index() > card::joker_index) return error(error_code::unknown_card);
            if (c.is_joker()) {
                if (!r.has_jokers()) return error(error_code::card_not_in_deck, "JK");
                ++boards_.jokers;
                total_penalty_ += r.scoring.joker_penalty;
                costliest_ = std::max(costliest_, r.scoring.joker_penalty);
                continue;
            }
            // penalty_of and board_bit, from a table: the analyses load a hand for each question.
            const auto [board_bit, rank] = detail::natural_facts[static_cast<std::size_t>(c.index())];
            const int penalty = rank == ace ? r.scoring.ace_penalty : std::min<int>(rank, 10);
            total_penalty_ += penalty;
            costliest_ = std::max(costliest_, penalty);
            const std::uint64_t bit = std::uint64_t{1} << board_bit;
            if ((boards_.one & bit) == 0) {
                boards_.one |= bit;
            } else if ((boards_.two & bit) == 0 && r.copies() >= 2) {
                boards_.two |= bit;
            } else {
                return error(error_code::too_many_copies, to_string(c));
            }
        }
        if (boards_.jokers > r.jokers_in_deck(r.deal.max_players)) return error(error_code::too_many_copies, "JK");
        return {};
    }

    // --- joker-free hands of one deck: a closed form ------------------------------------------
    //
    // Without jokers, a second copy or the ace after the king, the runs of a suit can hold
    // exactly the cards in rows of three or more (detail::run_cover), whatever else is laid.
    // So the best lay-down for the penalty is a choice of sets (per rank held in three or four
    // suits: none, the four, or one of the threes) and the run cover of what is left: a few
    // bit operations per choice instead of a search.

    static constexpr int max_set_ranks = 4;  // more ranks in sets: the search (6^4 choices at most here)

    /// Whether the closed form applies: no joker held, each card held once, no ace after the
    /// king nor circular runs, penalties the bit planes can hold, few ranks in sets.
    [[nodiscard]] bool single_deck_case() {
        const rules& r = *rules_;
        if (boards_.jokers != 0 || boards_.two != 0 || r.melds.ace_high || r.melds.circular) return false;
        if (r.scoring.ace_penalty < 0 || r.scoring.ace_penalty >= (1 << penalty_planes)) return false;
        set_ranks_count_ = 0;
        for (unsigned ranks = set_ranks(); ranks != 0; ranks &= ranks - 1) {
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

    /// best_discard in closed form: the discard keeps the least penalty, so it is the card c
    /// with the most penalty(c) + best_cover(hand without c) (among equals the costliest card,
    /// then the lowest). best_cover(hand) bounds the second term: the cards are tried costliest
    /// first and the loop stops once no card left can do better (at once when the costliest
    /// card is in no meld of a best lay-down).
    [[nodiscard]] discard_choice single_deck_discard() {
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
        if (jokers == 0 && !r.melds.circular) {
            // Without jokers a run needs three held cards in a row (the ace after the king too).
            const unsigned ranks = lane | (r.melds.ace_high ? (lane & 1u) << 13 : 0u);
            if ((ranks & (ranks >> 1) & (ranks >> 2)) == 0) return;
        }
        const int last_position = r.melds.circular ? 25 : detail::last_position(r.melds);
        const int last_start = r.melds.circular ? 13 : last_position - 2;
        for (int start = 1; start <= last_start; ++start) {
            unsigned held = 0;  // bit i: the card at position start + i is held
            int gaps = 0;
            for (int length = 1; length <= max_meld_size && start + length - 1 <= last_position; ++length) {
                const int rank = rank_at_position(start + length - 1);
                if ((lane >> (rank - 1)) & 1u) {
                    held |= 1u << (length - 1);
                } else if (++gaps > jokers) {
                    break;
                }
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

    void add_run(int suit_index, int start, int length, unsigned held, int jokers) {
        const rules& r = *rules_;
        detail::meld_option option;
        option.kind = meld_kind::run;
        option.low = static_cast<std::uint8_t>(start);
        option.size = static_cast<std::uint8_t>(length);
        option.suit = static_cast<std::uint8_t>(suit_index);
        option.jokers = static_cast<std::uint8_t>(jokers);
        option.franche = jokers == 0;
        int points = 0;
        int penalty = 0;
        for (int i = 0; i < length; ++i) {
            const int rank = rank_at_position(start + i);
            const int ace_value = i == 0 ? r.points.ace_low_run : r.points.ace_high_run;
            if ((held >> i) & 1u) {
                const card c(rank, static_cast<suit>(suit_index));
                option.naturals |= std::uint64_t{1} << detail::board_bit(c);
                points += natural_points(rank, ace_value);
                penalty += penalty_of(r, c);
            } else {
                points += r.points.joker_fixed > 0 ? r.points.joker_fixed : natural_points(rank, ace_value);
            }
        }
        option.points = static_cast<std::int16_t>(points);
        option.penalty = static_cast<std::int16_t>(penalty);
        add_option(option);
    }

    /// Bit rank-1 for each rank held in enough suits to make a set with the jokers allowed.
    [[nodiscard]] unsigned set_ranks() const noexcept { return set_ranks_of(boards_.one, boards_.jokers); }

    /// The same for the cards of `board` and `jokers` jokers.
    [[nodiscard]] unsigned set_ranks_of(std::uint64_t board, int jokers) const noexcept {
        const auto lane = [board](int s) { return static_cast<unsigned>(board >> (16 * s)) & 0x1FFFu; };
        const unsigned a = lane(0), b = lane(1), c = lane(2), d = lane(3);
        const int set_jokers = std::min(rules_->melds.max_jokers_set, jokers);
        // Without early returns: the search asks this at each node, where branches cost more.
        unsigned ranks = (a & b & c) | (a & b & d) | (a & c & d) | (b & c & d);
        if (set_jokers == 1) ranks = (a & b) | (a & c) | (a & d) | (b & c) | (b & d) | (c & d);
        if (set_jokers >= 2) ranks = a | b | c | d;
        return ranks;
    }

    /// Every set of one rank: each choice of held suits, with the jokers allowed.
    void list_sets(int rank) {
        const rules& r = *rules_;
        unsigned suits = 0;
        for (int s = 0; s < 4; ++s)
            if ((boards_.one >> (s * 16 + rank - 1)) & 1u) suits |= 1u << s;
        const int max_jokers = std::min(r.melds.max_jokers_set, boards_.jokers);
        if (detail::popcount(suits) + max_jokers < 3) return;
        const int value = natural_points(rank, r.points.ace_set);
        const int joker_value = r.points.joker_fixed > 0 ? r.points.joker_fixed : value;
        for (unsigned chosen = suits; chosen != 0; chosen = (chosen - 1) & suits) {
            const int naturals = detail::popcount(chosen);
            for (int jokers = std::max(0, 3 - naturals); jokers <= std::min(max_jokers, 4 - naturals); ++jokers) {
                detail::meld_option option;
                option.kind = meld_kind::set;
                option.low = static_cast<std::uint8_t>(rank);
                option.size = static_cast<std::uint8_t>(naturals + jokers);
                option.jokers = static_cast<std::uint8_t>(jokers);
                int penalty = 0;
                for (int s = 0; s < 4; ++s) {
                    if (((chosen >> s) & 1u) == 0) continue;
                    const card c(rank, static_cast<suit>(s));
                    option.naturals |= std::uint64_t{1} << detail::board_bit(c);
                    penalty += penalty_of(r, c);
                }
                option.points = static_cast<std::int16_t>(naturals * value + jokers * joker_value);
                option.penalty = static_cast<std::int16_t>(penalty);
                add_option(option);
            }
        }
    }

    // --- the search ---------------------------------------------------------------------------

    /// What a natural card may add to the search's measure, at most (for the bound; a joker's
    /// is joker_weight_, found from the listed melds).
    [[nodiscard]] int bound_weight(card natural) const noexcept {
        const rules& r = *rules_;
        switch (goal_.counts) {
            case goal_t::measure::penalty: return penalty_of(r, natural);
            case goal_t::measure::cards: return ((goal_.spare >> detail::board_bit(natural)) & 1u) != 0 ? 0 : 1;
            case goal_t::measure::points: break;
        }
        return natural_points(natural.rank(), best_ace_points()) * points_scale + penalty_of(r, natural);
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

    /// Lists the melds of the hand loaded into listed_options_ (each placement of jokers once,
    /// add_option) and groups them by lowest card into options_ for the search: anew only for
    /// another hand or other rules, since the analyses of a turn often ask several questions of
    /// one hand. A hand within the last hand listed anew (the parent: a turn asks of the hand
    /// less a meld or the cards laid off) gets the parent's melds that use only cards it holds:
    /// the same melds, each placed the same way, as a new listing (a meld's placements depend
    /// on its own cards and jokers alone), found faster. The search orders them the same either
    /// way (group_by_lowest_card).
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
        group_by_lowest_card();
        // The bound counts only cards that some meld could use: the others add nothing.
        meldable_ = 0;
        for (const detail::meld_option& option : listed_options_) meldable_ |= option.naturals;
        listed_boards_ = boards_;
        listed_rules_ = *rules_;
        listed_ = true;
    }

    /// options_: the listed melds grouped by their lowest card, in board bit order (a counting
    /// sort); group_start_[b]: the first of them whose lowest card is at bit b or above.
    void group_by_lowest_card() {
        group_start_.fill(0);
        crowded_groups_ = 0;
        for (const detail::meld_option& option : listed_options_) {
            const auto low = static_cast<std::size_t>(std::countr_zero(option.naturals));
            if (++group_start_[low + 1] == 2) crowded_groups_ |= std::uint64_t{1} << low;
        }
        for (std::size_t b = 1; b < group_start_.size(); ++b) group_start_[b] += group_start_[b - 1];
        std::array<int, 65> next = group_start_;
        options_.resize(listed_options_.size());
        for (const detail::meld_option& option : listed_options_)
            options_[static_cast<std::size_t>(next[static_cast<std::size_t>(std::countr_zero(option.naturals))]++)] = option;
    }

    void run(const goal_t& goal) {
        goal_ = goal;
        list_options();
        // Per card held: its bound weight and penalty, looked up by the search's every node.
        for (std::uint64_t m = boards_.one; m != 0; m &= m - 1) {
            const int bit = std::countr_zero(m);
            weight_of_[static_cast<std::size_t>(bit)] = bound_weight(detail::card_at_bit(bit));
            penalty_of_[static_cast<std::size_t>(bit)] = penalty_of(*rules_, detail::card_at_bit(bit));
        }
        // A joker's bound weight: the most a joker adds to any listed meld beyond its cards'
        // weights, so that no meld scores more than its bound (a joker among low cards cannot
        // be worth an ace).
        joker_weight_ = 0;
        for (auto& option : options_) {
            option.score = option_score(option);
            option.bound = 0;
            for (std::uint64_t m = option.naturals; m != 0; m &= m - 1)
                option.bound += weight_of_[static_cast<std::size_t>(std::countr_zero(m))];
            if (option.jokers > 0)
                joker_weight_ = std::max(joker_weight_, (option.score - option.bound + option.jokers - 1) / option.jokers);
        }
        for (auto& option : options_) option.bound += option.jokers * joker_weight_;
        best_score_ = no_score;
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
        // The discard may be any card, meldable or not: allow for the costliest.
        discard_allowance_ = goal_.discard_bonus ? costliest_ : 0;
        search_state start;
        start.one = boards_.one;
        start.two = boards_.two;
        start.jokers = boards_.jokers;
        start.meldable = meldable_;
        start.rest = boards_.jokers * joker_weight_;
        for (std::uint64_t m = boards_.one & meldable_; m != 0; m &= m - 1) start.rest += weight_of_[static_cast<std::size_t>(std::countr_zero(m))];
        for (std::uint64_t m = boards_.two & meldable_; m != 0; m &= m - 1) start.rest += weight_of_[static_cast<std::size_t>(std::countr_zero(m))];
        search(start, 0, 64, 0);
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

    /// Whether no lay-down below `s` can answer: the bound on what it could still score.
    [[nodiscard]] bool out_of_reach(const search_state& s) const noexcept {
        if (s.score + s.rest + discard_allowance_ < std::max(best_score_ + 1, goal_.at_least)) return true;
        // An opening's minimum out of reach: `rest` bounds the points still to come (its
        // penalty part, under points_scale in all, rounds away).
        return goal_.counts == goal_t::measure::points && s.points + s.rest / points_scale < goal_.min_points;
    }

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

    /// The most R5 points an ace counts for in any meld (low or high in a run, in a set).
    [[nodiscard]] int best_ace_points() const noexcept {
        const rules& r = *rules_;
        return std::max({r.points.ace_low_run, r.points.ace_high_run, r.points.ace_set});
    }

    /// More R5 points than any lay-down of the loaded hand is worth, found without listing its
    /// melds: every card a meld could hold (meldable_with) at its best value, each joker at the
    /// best value it can take.
    [[nodiscard]] int most_points_quickly() const noexcept {
        const rules& r = *rules_;
        const int best_ace = best_ace_points();
        const std::uint64_t reach = meldable_with(boards_.one, boards_.jokers);
        int total = boards_.jokers * (r.points.joker_fixed > 0 ? r.points.joker_fixed : std::max(10, best_ace));
        for (const std::uint64_t board : {boards_.one & reach, boards_.two & reach})
            for (std::uint64_t m = board; m != 0; m &= m - 1) total += natural_points(std::countr_zero(m) % 16 + 1, best_ace);
        return total;
    }

    /// `s` with the cards left that no meld of the cards and jokers left can hold any more out
    /// of `rest` (a meld chosen or a card left out can leave a card without partners); whether
    /// there were any.
    bool narrow(const search_state& s, search_state& out) const noexcept {
        const std::uint64_t lost = s.meldable & s.one & ~meldable_with(s.one, s.jokers);
        if (lost == 0) return false;
        out = s;
        out.meldable &= ~lost;
        for (std::uint64_t m = lost; m != 0; m &= m - 1) out.rest -= weight_of_[static_cast<std::size_t>(std::countr_zero(m))];
        for (std::uint64_t m = lost & s.two; m != 0; m &= m - 1) out.rest -= weight_of_[static_cast<std::size_t>(std::countr_zero(m))];
        return true;
    }

    /// R7: a lay-down that must keep a card and has left none out yet will leave one of the
    /// cards left: whether the bound without the cheapest of them is out of reach.
    [[nodiscard]] bool keep_costs_too_much(const search_state& s) const noexcept {
        if ((s.one & ~s.meldable) != 0 || (s.jokers > 0 && joker_weight_ == 0)) return false;  // one adds nothing anyway
        int least = s.jokers > 0 ? joker_weight_ : 1 << 30;
        for (std::uint64_t m = s.one; m != 0; m &= m - 1) least = std::min(least, weight_of_[static_cast<std::size_t>(std::countr_zero(m))]);
        search_state kept = s;
        kept.rest -= least;
        return out_of_reach(kept);
    }

    void search(const search_state& entry, int depth, int parent_card, int parent_option) {
        if (best_score_ >= goal_.enough || out_of_reach(entry)) return;
        if (entry.one == 0) {
            finish(entry, depth);
            return;
        }
        search_state narrowed;
        const bool was_narrowed = narrow(entry, narrowed);
        if (was_narrowed && out_of_reach(narrowed)) return;
        const search_state& s = was_narrowed ? narrowed : entry;
        if (goal_.keep_card && s.left == 0 && keep_costs_too_much(s)) return;
        const int low = std::countr_zero(s.one);
        const std::uint64_t low_bit = std::uint64_t{1} << low;
        // The lowest card in a meld: each listed meld whose lowest card it is.
        const int first = low == parent_card ? parent_option : group_start_[static_cast<std::size_t>(low)];
        const int end = group_start_[static_cast<std::size_t>(low) + 1];
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
            next.required_laid = next.required_laid || (goal_.required == 64 ? option.jokers > 0
                                 : goal_.required >= 0 && ((option.naturals >> goal_.required) & 1u) != 0);
            chosen_[static_cast<std::size_t>(depth)] = i;
            search(next, depth + 1, low, i);
        }
        // The lowest card left in hand, with its other copy: a copy in a meld and one left is
        // the packing met above.
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
        if (penalty_of_[static_cast<std::size_t>(low)] > next.left_worst) {
            next.left_worst = penalty_of_[static_cast<std::size_t>(low)];
            next.left_worst_bit = low;
        }
        search(next, depth, 64, 0);
    }

    /// The only lay-down of a hand with no meld: every card left.
    void finish_without_melds() {
        search_state all_left;
        all_left.jokers = boards_.jokers;
        all_left.left = detail::popcount(boards_.one) + detail::popcount(boards_.two);
        for (std::uint64_t m = boards_.one; m != 0; m &= m - 1) {
            const int bit = std::countr_zero(m);
            const int penalty = penalty_of(*rules_, detail::card_at_bit(bit));
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
        best_score_ = score;
        best_discard_ = discard;
        best_depth_ = depth;
        std::copy_n(chosen_.begin(), depth, best_chosen_.begin());
    }

    // --- the answer ----------------------------------------------------------------------------

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

    [[nodiscard]] lay_down build_lay_down(const rules& r, std::span<const card> hand) const {
        lay_down result;
        if (best_score_ == no_score) {
            result.left.assign(hand.begin(), hand.end());
            result.deadwood = penalty_of(r, hand);
            return result;
        }
        std::array<int, card::index_count> held{};
        for (const card c : hand) ++held[static_cast<std::size_t>(c.index())];
        for (int d = 0; d < best_depth_; ++d) {
            const meld m = meld_of(options_[static_cast<std::size_t>(best_chosen_[static_cast<std::size_t>(d)])]);
            for (const card c : m.laid()) --held[static_cast<std::size_t>(c.index())];
            result.points += m.points;
            result.melds.push_back(m);
        }
        for (int i = 0; i < card::index_count; ++i)
            for (int k = 0; k < held[static_cast<std::size_t>(i)]; ++k) result.left.push_back(card::from_index(i));
        result.deadwood = penalty_of(r, result.left);
        return result;
    }

    static constexpr int penalty_planes = 6;  // bit planes of the closed form: penalties 0..63
    static constexpr int points_scale = 1024;  // points first, then penalty, in one score
    static constexpr int no_score = -1;

    const rules* rules_ = nullptr;
    detail::hand_boards boards_;
    std::array<std::uint64_t, penalty_planes> planes_{};  // bit k: the cards whose penalty has bit k
    int planes_ace_ = -1;                                  // the ace penalty planes_ was made for
    std::array<int, max_set_ranks> set_ranks_{};           // closed form: ranks (rank - 1) held in 3+ suits
    int set_ranks_count_ = 0;
    int total_penalty_ = 0;
    int costliest_ = 0;  // the highest R13 penalty of a card of the hand
    goal_t goal_;
    std::vector<detail::meld_option> listed_options_;  // list_options: the last hand's melds
    std::vector<detail::meld_option> options_;         // the same, grouped by lowest card
    std::array<int, 65> group_start_{};                // group_by_lowest_card
    std::uint64_t crowded_groups_ = 0;                 // the lowest cards of two melds or more
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
    int joker_weight_ = 0;               // run: what a joker may add, at most (for the bound)
    int discard_allowance_ = 0;          // what the discard may add to the score, at most
    std::array<int, 64> weight_of_{};   // per card held (board bit): bound_weight
    std::array<int, 64> penalty_of_{};  // per card held (board bit): R13 penalty
    std::array<int, max_analysed_hand> chosen_{};
    std::array<int, max_analysed_hand> best_chosen_{};
    int best_depth_ = 0;
    int best_score_ = no_score;
    card best_discard_;
};

/// One-off versions of hand_solver's functions (they allocate their buffers on each call).
[[nodiscard]] inline result<int> min_deadwood(const rules& r, std::span<const card> hand) {
    return hand_solver{}.min_deadwood(r, hand);
}
[[nodiscard]] inline result<discard_choice> best_discard(const rules& r, std::span<const card> hand) {
    return hand_solver{}.best_discard(r, hand);
}
[[nodiscard]] inline result<lay_down> best_lay_down(const rules& r, std::span<const card> hand, bool opened) {
    return hand_solver{}.best_lay_down(r, hand, opened);
}
[[nodiscard]] inline result<bool> can_go_out(const rules& r, std::span<const card> hand, bool opened) {
    return hand_solver{}.can_go_out(r, hand, opened);
}

}  // namespace rami
