#pragma once
// A reference for "can this turn still end legally" (rami/detail/turn_search.hpp, turn_search::can_end):
// exhaustive, slow, and simple enough to check by eye.
//
// It never asks the engine's search (turn_search, its bounds, the going-out search, the
// hand analysis). It tries every sequence of steps from the hand and the table: every step of
// the action space (rami/action_space.hpp: each meld with its jokers placed in every way, each
// one-card lay-off, each swap of one card or two) laid by the engine's mechanics alone
// (detail::lay_step, which knows the cards and not the rules of the turn, and
// detail::open_with_turn_melds, which records an opening once made), until the turn ends: a
// discard (detail::discard, whose whole-turn rules are detail::finish_turn), or an empty hand
// (finish_turn). A state can end legally when one sequence ends so. It is memoized on the turn's
// state (the hand, the table, the turn record, the seat's flags).

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "rami/rami.hpp"

namespace rami_test {

class turn_brute_force {
public:
    /// `table_limit`: steps onto table melds 0 to table_limit - 1 only (the states tried are small).
    explicit turn_brute_force(const rami::rules& r, int table_limit = 8) : rules_(r) {
        using namespace rami::detail::numbering;
        const int size = rami::action_space_size(r);
        for (int id = lay_off_base; id < size; ++id) {
            const rami::play_step step = rami::detail::step_from_id(r, id);
            if (step.kind != rami::play_step::action::meld && step.meld >= table_limit) continue;  // not tried: too far
            if (step.kind == rami::play_step::action::swap && r.swap.who == rami::who_may::nobody) continue;
            if (step.kind == rami::play_step::action::lay_off && r.lay_off == rami::who_may::nobody) continue;
            if (step.kind == rami::play_step::action::meld &&
                rami::detail::step_id(r, rami::move_type::meld, step).value_or(-1) != id)
                continue;  // the same meld as another number (read past the ace)
            steps_.push_back(step);
            kinds_.push_back(kinds_of(step.cards));
        }
    }

    /// Forgets the states met: call it before asking about a state of another turn (the memo
    /// knows the turn's state, not the rest of the round).
    void forget() { memo_.clear(); }

    /// Whether some sequence of steps from `s` (phase play) ends the turn legally.
    [[nodiscard]] bool can_end(const rami::game_state& s) {
        const std::string key = key_of(s);
        if (const auto found = memo_.find(key); found != memo_.end()) return found->second;
        memo_[key] = false;  // a cycle (none is expected: each step lays a card) ends nowhere
        const std::vector<rami::play_step> held = steps_held(s);
        const bool answer = ends_now(s) || std::any_of(held.begin(), held.end(), [&](const rami::play_step& step) {
                                return after(s, step) == verdict::can_end;
                            });
        memo_[key] = answer;
        return answer;
    }

    enum class verdict { not_a_step, dead_end, can_end };

    /// What laying `step` in `s` leads to: no step the cards allow, only dead ends, or some
    /// legal end of the turn.
    [[nodiscard]] verdict after(const rami::game_state& s, const rami::play_step& step) {
        if (!holds(s.hand(s.current), step.cards)) return verdict::not_a_step;
        rami::game_state next = s;
        if (!rami::detail::lay_step(next, step)) return verdict::not_a_step;
        if (step.kind == rami::play_step::action::meld) rami::detail::open_with_turn_melds(next);
        if (next.hand(next.current).empty())
            return !rules_.keep_card_to_discard && rami::detail::finish_turn(next, true) ? verdict::can_end : verdict::dead_end;
        return can_end(next) ? verdict::can_end : verdict::dead_end;
    }

    /// After a take from the discard pile (state `s` in phase draw): whether some sequence of
    /// steps ends the turn legally.
    [[nodiscard]] bool can_end_after_take(const rami::game_state& s) {
        rami::game_state next = s;
        const rami::card top = next.discard.back();
        next.discard.pop_back();
        (void)next.hands[static_cast<std::size_t>(next.current)].push_back(top);
        const bool free_now = rules_.pickup.first_round_free && next.first_round();
        if (rules_.pickup.must_lay && !free_now) next.this_turn.taken_to_lay = top;
        next.this_turn.taken = top;
        next.phase = rami::phase::play;
        return can_end(next);
    }

    /// Every step of the action space this brute force tries whose cards `s`'s hand holds.
    [[nodiscard]] std::vector<rami::play_step> steps_held(const rami::game_state& s) const {
        std::vector<rami::play_step> held;
        const std::uint64_t hand = kinds_of(s.hand(s.current));
        for (std::size_t i = 0; i < steps_.size(); ++i)
            if ((kinds_[i] & ~hand) == 0 && holds(s.hand(s.current), steps_[i].cards)) held.push_back(steps_[i]);
        return held;
    }

private:
    /// Bit c: a card of index c is among `cards` (a quick filter before counting copies).
    [[nodiscard]] static std::uint64_t kinds_of(std::span<const rami::card> cards) {
        std::uint64_t kinds = 0;
        for (const rami::card c : cards) kinds |= std::uint64_t{1} << c.index();
        return kinds;
    }

    [[nodiscard]] static bool holds(std::span<const rami::card> hand, std::span<const rami::card> cards) {
        rami::card_counts have(hand);
        return std::all_of(cards.begin(), cards.end(), [&](rami::card c) { return have.remove(c); });
    }

    /// Whether the turn ends now with a discard of some card of the hand.
    [[nodiscard]] static bool ends_now(const rami::game_state& s) {
        const std::span<const rami::card> hand = s.hand(s.current);
        return std::any_of(hand.begin(), hand.end(), [&](rami::card c) {
            rami::game_state next = s;
            return rami::detail::discard(next, c).ok();
        });
    }

    [[nodiscard]] static std::string key_of(const rami::game_state& s) {
        std::string key;
        const auto put = [&](long long v) { key += std::to_string(v) + ','; };
        std::vector<int> hand;
        for (const rami::card c : s.hand(s.current)) hand.push_back(c.index());
        std::sort(hand.begin(), hand.end());
        for (const int c : hand) put(c);
        key += '|';
        for (const rami::table_meld& t : s.table) {
            put(t.owner);
            put(static_cast<int>(t.meld.kind));  // "7H JK JK" is a set or a run
            put(t.meld.low);
            for (const rami::card c : t.meld.laid()) put(c.index());
            key += ';';
        }
        const rami::turn_record& turn = s.this_turn;
        key += '|';
        put(turn.taken ? turn.taken->index() : -1);
        put(turn.taken_to_lay ? turn.taken_to_lay->index() : -1);
        put(turn.taken_onto);
        put(static_cast<long long>(turn.hand_cards_onto));
        put(static_cast<long long>(turn.new_melds));
        put(turn.laid);
        put(turn.laid_off);
        put(turn.swapped);
        put(turn.jokers_to_lay);
        put(s.opened[static_cast<std::size_t>(s.current)]);
        put(s.best_opening);
        return key;
    }

    rami::rules rules_;
    std::vector<rami::play_step> steps_;
    std::vector<std::uint64_t> kinds_;  ///< per step: kinds_of its cards
    std::unordered_map<std::string, bool> memo_;
};

}  // namespace rami_test
