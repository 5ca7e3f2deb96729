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
//
// This header asks the questions; the steps are internals, one idea each: the bit boards
// (rami/detail/hand_boards.hpp), loading a hand and listing its melds (hand_listing.hpp), the
// search and its bounds (hand_search.hpp), the closed form of joker-free hands of one deck
// (hand_single_deck.hpp). The answers' types are rami/lay_down.hpp.

#include <algorithm>
#include <array>
#include <optional>
#include <bit>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <type_traits>
#include <vector>

#include "rami/card.hpp"
#include "rami/detail/hand_answers.hpp"
#include "rami/detail/hand_boards.hpp"
#include "rami/detail/hand_search.hpp"
#include "rami/detail/hand_single_deck.hpp"
#include "rami/fixed_vector.hpp"
#include "rami/lay_down.hpp"
#include "rami/meld.hpp"
#include "rami/result.hpp"
#include "rami/rules.hpp"

namespace rami {

/// The hand analysis. Keeps its buffers between calls, so a program that analyses many hands
/// creates one solver and reuses it: after the first calls, an analysis allocates nothing
/// except the `lay_down` it returns. Not thread-safe: one solver per thread.
///
/// Every function refuses a hand with an error, never a crash: `hand_too_large` (more than
/// `max_analysed_hand` cards), `card_not_in_deck` (a joker where the variant has none),
/// `too_many_copies` (more copies of a card than the variant's decks hold).
class hand_solver : private detail::hand_search {
public:
    /// Keeps (or no longer keeps) the answers of `can_lay_at_least` and `can_meld_all_but`, by
    /// cards, question and rules (the last 64; other rules, even changed in place, start
    /// afresh), for a solver asked the same questions many times: the turn's checks ask them
    /// again for every order of a turn's steps. Off by default: a solver made for a few
    /// questions would pay for the table (4 KiB, made at the first answer kept).
    void keep_answers(bool on = true) noexcept { keep_answers_ = on; }

    /// The smallest R13 penalty that the cards not laid can have (melds only, no lay-off).
    [[nodiscard]] result<int> min_deadwood(const rules& r, std::span<const card> hand) {
        if (single_deck_.applies(r, hand)) return single_deck_.min_deadwood();
        return searched_min_deadwood(r, hand);
    }

    /// For a hand holding one card more than it keeps: the discard that leaves the smallest
    /// minimum deadwood, and that deadwood. Error `meld_too_short`-free: an empty hand gives
    /// `empty_input`.
    [[nodiscard]] result<discard_choice> best_discard(const rules& r, std::span<const card> hand) {
        if (hand.empty()) return error(error_code::empty_input);
        if (single_deck_.applies(r, hand)) return single_deck_.best_discard();
        if (auto loaded = load(r, hand); !loaded) return loaded.error();
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
        if (!opened && opening_out_of_quick_reach(r.opening.minimum)) {  // no opening, known without listing the melds
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
        if (opening_out_of_quick_reach(points)) return false;  // most hands: no search, nothing to keep
        const detail::hand_question question{boards_, 0, points, required_bit(required), detail::hand_question::kind::lay_at_least,
                                             need_franche};
        return answer_kept(r, question, [&] { return run_at_least(r, points, need_franche, required); });
    }

    /// A lay-down as can_lay_at_least asks for (the first one found, not the best), or no melds
    /// when there is none: a witness for the turn's checks, at the cost of the question.
    [[nodiscard]] result<lay_down> lay_down_at_least(const rules& r, std::span<const card> hand, int points, bool need_franche,
                                                     std::optional<card> required = std::nullopt) {
        if (auto loaded = load(r, hand); !loaded) return loaded.error();
        if (!search_at_least(r, points, need_franche, required)) best_score_ = no_score;
        return build_lay_down(r, hand);
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
        if (single_deck_.applies(r, hand)) return single_deck_.melds_all_but(detail::board_of_index_bits(spare));
        if (auto loaded = load(r, hand); !loaded) return loaded.error();
        const auto goal = meld_all_but_goal(hand, spare);
        if (goal.at_least <= 0) return true;
        // First the counts that need no listing: they settle most hands.
        if (cannot_meld_all_but(goal.spare)) return false;
        const detail::hand_question question{boards_, goal.spare, goal.at_least, -1, detail::hand_question::kind::meld_all_but,
                                             goal.spare_jokers};
        return answer_kept(r, question, [&] {
            run(goal);
            return best_score_ != no_score;
        });
    }

    /// Each lay-down of the hand whose melds hold all its cards but the `spare` ones and one
    /// more (can_meld_all_but's question), each once, the cards it leaves handed to `accept`
    /// (a callable taking std::span<const card>, by card index, jokers last) until it returns
    /// true: whether one was accepted. accepted_melds() then gives its melds. `accept` must not
    /// use this solver.
    template <class Accept>
    [[nodiscard]] result<bool> any_meld_all_but(const rules& r, std::span<const card> hand, std::uint64_t spare, Accept&& accept) {
        if (auto loaded = load(r, hand); !loaded) return loaded.error();
        auto goal = meld_all_but_goal(hand, spare);
        if (goal.at_least > 0 && cannot_meld_all_but(goal.spare)) return false;
        goal.at_least = goal.enough = std::max(goal.at_least, 0);
        using accept_type = std::remove_reference_t<Accept>;
        leaf_ = {[](void* context, std::span<const card> left) { return static_cast<bool>((*static_cast<accept_type*>(context))(left)); },
                 const_cast<void*>(static_cast<const void*>(std::addressof(accept)))};
        run(goal);
        leaf_ = {};
        return best_score_ != no_score;
    }

    /// The melds of the lay-down any_meld_all_but accepted last.
    [[nodiscard]] std::vector<meld> accepted_melds() const { return best_melds(); }

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
    /// min_deadwood by the search (a hand the closed form does not cover). Apart from
    /// min_deadwood so that its common path stays short.
    [[nodiscard]] result<int> searched_min_deadwood(const rules& r, std::span<const card> hand) {
        if (auto loaded = load(r, hand); !loaded) return loaded.error();
        run({detail::search_goal::measure::penalty, false, false, 0, false});
        listed_least_deadwood_ = total_penalty_ - best_score_;
        return listed_least_deadwood_;
    }

    /// can_meld_all_but's goal for the loaded `hand`: melds holding all its cards but the
    /// `spare` ones (card index bits) and one more, counted in cards. `at_least` <= 0: every
    /// lay-down answers.
    [[nodiscard]] static detail::search_goal meld_all_but_goal(std::span<const card> hand, std::uint64_t spare) {
        int outside = 0;  // the cards the melds must hold, but one
        std::uint64_t spare_board = 0;
        for (const card c : hand) {
            if (((spare >> c.index()) & 1u) == 0) ++outside;
            else if (!c.is_joker()) spare_board |= std::uint64_t{1} << detail::board_bit(c);
        }
        detail::search_goal goal{detail::search_goal::measure::cards, false, false, 0, false, -1, outside - 1, outside - 1};
        goal.spare = spare_board;
        goal.spare_jokers = ((spare >> card::joker_index) & 1u) != 0;
        return goal;
    }

    /// The answer of `search` to `question` about the loaded hand, kept where keep_answers asks.
    template <class Search>
    [[nodiscard]] bool answer_kept(const rules& r, const detail::hand_question& question, Search search) {
        if (!keep_answers_) return search();
        if (const auto known = answers_.find(r, question)) return *known;
        const bool answer = search();
        answers_.keep(question, answer);
        return answer;
    }

    /// Whether no lay-down of the loaded hand can be worth `points`, known without listing its
    /// melds (most_points_quickly).
    [[nodiscard]] bool opening_out_of_quick_reach(int points) const noexcept { return points > 0 && most_points_quickly() < points; }

    /// can_lay_at_least on the loaded hand.
    [[nodiscard]] bool search_at_least(const rules& r, int points, bool need_franche, std::optional<card> required) {
        return !opening_out_of_quick_reach(points) && run_at_least(r, points, need_franche, required);  // most hands: no listing
    }

    /// can_lay_at_least's search on the loaded hand, the quick bound passed.
    [[nodiscard]] bool run_at_least(const rules& r, int points, bool need_franche, std::optional<card> required) {
        // Any lay-down that meets the constraints answers: the first one found ends the search.
        detail::search_goal goal{detail::search_goal::measure::points, r.keep_card_to_discard, false, std::max(points, 0),
                                 need_franche, required_bit(required), 0};
        run(goal);
        return best_score_ != no_score;
    }

    detail::single_deck_cover single_deck_;
    detail::hand_answers answers_;  // can_lay_at_least's and can_meld_all_but's answers, kept
    bool keep_answers_ = false;     // keep_answers
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
