#pragma once
// The turn search: whether the turn of the seat to act can still end legally (docs/rules.md "A
// turn, judged step by step"), exactly. "Legal" here means "some completion exists": a sequence
// of steps (rami/detail/turn_steps.hpp, the listing's own generator), each laid by the turn's
// mechanics (lay_step), after which the turn may end (turn_end_error, the one end predicate).
// As Stockfish splits it: steps are generated pseudo-legal, facts a node's answer depends on
// are its key, and one transposition table, passed explicitly, serves every question asked
// about one state (a listing's candidates, a play's steps). The search prunes with admissible
// bounds (rami/detail/turn_bounds.hpp) and first tries the lay-down the hand analysis proposes;
// neither can change an answer. No budget: a search never refuses a legal turn.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "rami/action_space.hpp"
#include "rami/fixed_vector.hpp"
#include "rami/hand.hpp"
#include "rami/move.hpp"
#include "rami/result.hpp"
#include "rami/state.hpp"
#include "rami/detail/turn.hpp"
#include "rami/detail/turn_analysis.hpp"
#include "rami/detail/turn_bounds.hpp"
#include "rami/detail/turn_end.hpp"
#include "rami/detail/turn_key.hpp"
#include "rami/detail/turn_steps.hpp"

namespace rami::detail {

/// One step laid by the turn's mechanics (lay_step), recorded as judge_step records it: a meld
/// may open the seat (R6), and the turn has laid a card. `read`: as lay_step's.
[[nodiscard]] inline result<void> lay_and_record(game_state& s, const play_step& step, const meld* read = nullptr) {
    if (auto laid = lay_step(s, step, read); !laid) return laid;
    if (step.kind == play_step::action::meld) open_with_turn_melds(s);
    s.this_turn.laid = true;
    s.resets_since_laid = 0;
    return {};
}

/// Whether the turn of `s` may end now: by the discard of a card of the hand (every card but
/// the one taken where that may not be discarded gets the same answer, as the end rules read
/// the card only for that), or, with an empty hand, by going out without a discard (R7).
[[nodiscard]] inline bool turn_may_end_now(const game_state& s) {
    const std::span<const card> hand = s.hand(s.current);
    if (hand.empty()) return !s.rules.keep_card_to_discard && turn_end_error(s, true, std::nullopt, false).ok();
    for (const card c : hand)
        if (!discard_barred(s, c)) return turn_end_error(s, hand.size() == 1, c, false).ok();
    return false;
}

/// Where the search may go on from a node: steps that commute with the step before are tried
/// in one order only. Melds laid one after another leave the same hand, opening and table (but
/// for the order of its melds) in any order: a meld after a meld has a number no lower. Lay-offs
/// onto different melds commute too, and those onto one meld keep their order: a lay-off after
/// a lay-off goes onto the same meld or a later one (table order). A swap binds nothing.
struct step_order {
    int meld_from = 0;     ///< the lowest meld number allowed next (the last meld's)
    int lay_off_from = 0;  ///< the lowest table meld a lay-off may go onto next

    [[nodiscard]] static step_order after(const play_step& step, int id) noexcept {
        if (step.kind == play_step::action::meld) return {id, 0};
        if (step.kind == play_step::action::lay_off) return {0, step.meld};
        return {};
    }
    [[nodiscard]] bool allows(const play_step& step, int id) const noexcept {
        if (step.kind == play_step::action::meld) return id >= meld_from;
        if (step.kind == play_step::action::lay_off) return step.meld >= lay_off_from;
        return true;
    }
};

/// The turn search. One per question about one state, or per listing: it remembers every node
/// it weighed, which stays true for any state of the same turn and rules. Not thread-safe.
class turn_search {
public:
    /// Whether some sequence of steps from `s` (in phase play) ends the turn legally.
    [[nodiscard]] bool can_end(const game_state& s) { return can_end(s, step_order{}); }

    /// The nodes weighed so far (for tests and benchmarks).
    [[nodiscard]] std::size_t nodes() const noexcept { return memo_.size(); }

    /// Tells the search that the seat cannot go out in one go from a state every state it will
    /// be asked about comes from (a listing's state): the bounds then skip that question.
    void rule_out_going_out() noexcept { no_going_out_ = true; }

    /// Tells the search of a going out in one go found from a state of this turn (its steps in
    /// the order laid): a witness the search tries before it searches going out again.
    void keep_going_out(std::span<const play_step> steps) { going_out_.assign(steps.begin(), steps.end()); }

private:
    /// can_end, the steps from `s` limited to `order` (the node's key says which).
    [[nodiscard]] bool can_end(const game_state& s, step_order order) {
        if (turn_may_end_now(s)) return true;
        if (s.hand(s.current).empty()) return false;
        // The bounds without a hand analysis first, before the node's key: as cheap as a lookup.
        if (table_use_never_allowed(s) || owed_cannot_be_laid(s)) return false;
        turn_key key = key_of(s);
        key.a = mix64(key.a ^ (static_cast<std::uint64_t>(order.meld_from) << 8 | static_cast<std::uint64_t>(order.lay_off_from)));
        if (const auto known = memo_.find(key)) return *known;
        memo_.store(key, false);  // never met again on the way: every step lays a card
        const bool inherited = no_going_out_;
        going_out_known going_out = inherited ? going_out_known::impossible : going_out_known::unknown;
        // The proposal first (one analysis, a quick "yes" for most turns that can end), then
        // the bounds of the opening.
        bool opening_refuted = false;
        bool none_proposed = false;
        bool answer = proposed_lay_down_ends(s, opening_refuted, none_proposed);
        const bool only_going_out = !answer && owed_needs_going_out(s);
        if (!answer && going_out == going_out_known::unknown && (only_going_out || going_out_proposed(s, none_proposed)))
            answer = going_out_witness_ends(s) || going_out_ends(s, going_out);
        const bool out_of_reach = only_going_out && going_out == going_out_known::impossible;
        if (!answer && !out_of_reach && !opening_out_of_reach(s, going_out, opening_refuted)) {
            no_going_out_ = going_out == going_out_known::impossible;  // for the nodes below this one
            answer = some_step_ends(s, order);
            no_going_out_ = inherited;
        }
        memo_.store(key, answer);
        return answer;
    }

    /// A lay-down the hand analysis proposes, laid step by step: whether the turn may end after
    /// it. It lays what is owed (the taken card, a joker) and, for a seat that has not opened,
    /// reaches the opening with the melds laid this turn (R6); the first such lay-down found,
    /// not the best. A quick "yes" for most turns that can end.
    /// `none_proposed` is set where the hand analysis found no such lay-down, and
    /// `opening_refuted` where that was the very question may_open would ask
    /// (may_open_asks_hand_alone): the opening is then out of reach.
    [[nodiscard]] bool proposed_lay_down_ends(const game_state& s, bool& opening_refuted, bool& none_proposed) {
        const turn_record& turn = s.this_turn;
        std::optional<card> required = turn.taken_to_lay;
        if (!required && turn.jokers_to_lay > 0) required = card::joker();
        const bool opening = !opened_by_now(s);
        if (!opening && !required) return false;  // nothing a lay-down could add to its end
        if (witness_ends(s)) return true;
        const opening_summary laid = turn_melds_summary(s);
        const int points = opening ? opening_needed(s) - laid.points : 0;
        const bool franche = opening && s.rules.opening.tierce_franche && !laid.tierce_franche;
        auto proposed = turn_solver().lay_down_at_least(s.rules, s.hand(s.current), points, franche, required);
        if (!proposed) return false;
        if (proposed->melds.empty()) {  // none: no lay-down meets the points and the tierce franche
            none_proposed = true;
            opening_refuted = opening && !required && (points > 0 || franche) && may_open_asks_hand_alone(s);
            return opening && required && opening_first_ends(s, points, franche);
        }
        if (!ends_after(s, proposed->melds)) return false;
        keep_witness(s, proposed->melds);
        return true;
    }

    /// Where no lay-down opens with what the turn owes, the opening the hand analysis proposes
    /// without it (`points` more, the tierce franche where `franche`), laid first: whether the
    /// turn can then end, as the search from the opened state says (the owed card laid off, or
    /// melded with jokers swapped after the opening: R8-R10). A quick "yes" for a turn that
    /// opens and then lays its taken card on the table.
    [[nodiscard]] bool opening_first_ends(const game_state& s, int points, bool franche) {
        auto opening = turn_solver().lay_down_at_least(s.rules, s.hand(s.current), points, franche);
        if (!opening || opening->melds.empty()) return false;
        game_state next = s;
        for (const meld& m : opening->melds)
            if (auto step = meld_step(m); !step || !lay_and_record(next, *step, &m)) return false;
        return opened_by_now(next) && can_end(next, step_order{});
    }

    /// Whether the turn of `s` may end once `steps` are laid in order by the turn's mechanics
    /// (lay_and_record): a witness checked as any sequence of steps is. Each item is a step, or
    /// a meld laid as its step (meld_step; the hand analysis's and the table's melds are their
    /// own reading, so not read again).
    template <class Steps>
    [[nodiscard]] static bool ends_after(const game_state& s, const Steps& steps) {
        game_state next = s;
        for (const auto& item : steps) {
            const result<play_step> step = step_of(item);
            if (!step || !lay_and_record(next, *step, read_of(item))) return false;
        }
        return turn_may_end_now(next);
    }
    [[nodiscard]] static result<play_step> step_of(const play_step& step) { return step; }
    [[nodiscard]] static result<play_step> step_of(const meld& m) { return meld_step(m); }
    [[nodiscard]] static result<play_step> step_of(const meld* m) { return meld_step(*m); }
    [[nodiscard]] static const meld* read_of(const play_step&) { return nullptr; }
    [[nodiscard]] static const meld* read_of(const meld& m) { return &m; }
    [[nodiscard]] static const meld* read_of(const meld* m) { return m; }

    /// The melds of a turn that ended, as a witness for the other states of the turn: those
    /// laid this turn in `s`, then `proposed`.
    void keep_witness(const game_state& s, std::span<const meld> proposed) {
        witness_.clear();
        for (std::uint64_t bits = s.this_turn.new_melds; bits != 0; bits &= bits - 1)
            witness_.push_back(s.table[static_cast<std::size_t>(std::countr_zero(bits))].meld);
        witness_.insert(witness_.end(), proposed.begin(), proposed.end());
    }

    /// The witness of the last turn the proposal ended (keep_witness), laid from `s`: those of
    /// its melds not laid this turn in `s` that the hand holds. Whether the turn may end after
    /// them: a listing's candidates mostly lay the melds of one lay-down in another order, or
    /// a meld in the place of some of its melds (it then holds their cards), which this settles
    /// without a hand analysis.
    [[nodiscard]] bool witness_ends(const game_state& s) const {
        if (witness_.empty()) return false;
        card_tally held = tally(s.hand(s.current));
        std::uint64_t laid = s.this_turn.new_melds;  // the melds of this turn not matched yet
        fixed_vector<const meld*, max_table_melds> missing;
        bool left_out = false;  // a meld of the witness whose cards went elsewhere
        int points = 0;         // of the melds to lay
        for (const meld& m : witness_) {
            std::uint64_t bits = laid;
            for (; bits != 0; bits &= bits - 1)
                if (s.table[static_cast<std::size_t>(std::countr_zero(bits))].meld == m) break;
            if (bits != 0) {
                laid &= ~(bits & (~bits + 1));
                continue;
            }
            const auto cards = m.laid();
            std::size_t taken = 0;
            while (taken < cards.size() && held.copies[static_cast<std::size_t>(cards[taken].index())] > 0)
                --held.copies[static_cast<std::size_t>(cards[taken++].index())];
            if (taken < cards.size()) {  // a card of it laid another way: the meld left out
                while (taken > 0) ++held.copies[static_cast<std::size_t>(cards[--taken].index())];
                left_out = true;
                continue;
            }
            if (!missing.push_back(&m)) return false;  // more melds than a table holds
            points += m.points;
        }
        if (missing.empty()) return false;  // nothing to lay: the turn may not end now (can_end)
        // What is left of a witness that no longer opens is not laid to be refused (a "no" here
        // only sends the question on to the search).
        if (left_out && !opened_by_now(s) && turn_melds_summary(s).points + points < opening_needed(s)) return false;
        return ends_after(s, missing);
    }

    /// Whether the turn of `s` may well end only by going out in one go, in the seat's first
    /// laying turn before it opens: it has used the table, or laid the card taken to open
    /// elsewhere, where that needs the opening (R8-R10); or the hand analysis found no lay-down
    /// that opens with what the turn owes (`none_proposed`) where going out waives the opening
    /// (R6). There the going out the search of going out with lay-offs finds is the witness to
    /// try next, before the steps one by one: found, it ends the search at once; refuted, it
    /// rules going out out for every node below.
    [[nodiscard]] static bool going_out_proposed(const game_state& s, bool none_proposed) {
        if (opened_by_now(s) || !first_laying_turn(s)) return false;
        return table_use_needs_opening(s) || taken_laid_outside_opening(s) || (none_proposed && s.rules.opening.going_out_exempt);
    }

    /// A going out in one go (going_out_steps), laid step by step: whether the turn may end
    /// after it. A quick "yes" where only going out ends the turn. What the search learnt of
    /// going out where it waives the opening goes into `going_out`: impossible where it found
    /// none or the variant does not waive the opening; else possible (the searches ignore some
    /// rules, so their going out is a "might", as may_go_out_waiving_opening's).
    [[nodiscard]] bool going_out_ends(const game_state& s, going_out_known& going_out) {
        const going_out_witness found = going_out_steps(s, &no_going_out_from_);
        going_out = found.found && s.rules.opening.going_out_exempt ? going_out_known::possible : going_out_known::impossible;
        if (!found.found || !ends_after(s, found.steps)) return false;
        keep_going_out(found.steps);
        return true;
    }

    /// The going out kept (keep_going_out) laid from `s`: each of its steps in order, but those
    /// the mechanics refuse from where the turn stands (laid already by another step of the
    /// turn, or their cards gone). Whether the turn may end after the steps laid, or after a
    /// going out of the few cards they leave (going_out_steps from there): the sibling states
    /// of a listing mostly lay one step of the same going out, or another place for one of its
    /// cards. Its "yes" is a sequence of steps laid, as certain as any; its "no" says nothing.
    [[nodiscard]] bool going_out_witness_ends(const game_state& s) {
        if (going_out_.empty()) return false;
        game_state next = s;
        bool laid = false;
        for (const play_step& step : going_out_) {
            game_state tried = next;
            if (!lay_and_record(tried, step)) continue;
            next = std::move(tried);
            laid = true;
        }
        if (!laid) return false;
        if (turn_may_end_now(next)) return true;
        const going_out_witness rest = going_out_steps(next, &no_going_out_from_);
        return rest.found && ends_after(next, rest.steps);
    }

    /// Whether some step from `s` that `order` allows leads to a node whose turn can end.
    [[nodiscard]] bool some_step_ends(const game_state& s, step_order order) {
        std::vector<int> ids;
        step_candidate_ids(s, tally(s.hand(s.current)), ids);
        // Steps the order allows, whose cards lay them; first a step after which the turn may
        // end at once (most turns that can end have one: the owed card laid, the opening
        // reached), as a search deep into other steps costs a bound at every node.
        std::size_t kept = 0;
        for (const int id : ids) {
            const play_step step = step_from_id(s.rules, id);
            if (!order.allows(step, id)) continue;
            if (may_read_as_another_number(step) && step_id(s.rules, move_type::meld, step).value_or(-1) != id)
                continue;  // the same meld under another number (read past the ace)
            game_state next = s;
            if (!lay_and_record(next, step)) continue;
            if (turn_may_end_now(next)) return true;
            ids[kept++] = id;
        }
        ids.resize(kept);
        // Swaps first, then melds, then lay-offs: a swap brings a joker to the hand, which is
        // what a card the turn owes mostly lacks, where a lay-off only takes a card away (the
        // order of the tries changes no answer, only how soon a "yes" is found).
        std::stable_partition(ids.begin(), ids.end(), [](int id) { return id >= numbering::swap_base && id < numbering::set_base; });
        std::stable_partition(ids.begin(), ids.end(), [](int id) { return id >= numbering::swap_base; });
        for (const int id : ids) {
            const play_step step = step_from_id(s.rules, id);
            game_state next = s;
            if (lay_and_record(next, step) && can_end(next, step_order::after(step, id))) return true;
        }
        return false;
    }

    turn_memo memo_;
    turn_memo no_going_out_from_;  ///< the states no going out in one go is left from (can_still_go_out)
    std::vector<meld> witness_;  ///< keep_witness's
    std::vector<play_step> going_out_;  ///< keep_going_out's
    bool no_going_out_ = false;  ///< going out in one go is ruled out for the nodes being weighed
};

}  // namespace rami::detail
