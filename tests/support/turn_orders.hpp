#pragma once
// The order property's pieces (tests/test_turn_end_exact.cpp over the eight variants,
// tests/test_rules_space_exact.cpp over generated rules documents): a legal turn played at
// random, its steps put in another order, whether the rules allow that order (the mechanics
// and the whole-turn rules alone, as the brute force judges), the engine's verdict on it, and
// the final state in a form that does not depend on the order of the table's melds.
#include <algorithm>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "game_testing.hpp"
#include "rami/rami.hpp"

namespace rami_test {

/// A step whose meld, when it is one of the turn's new melds, is named by its rank among them.
struct turn_step {
    rami::play_step step;
    int new_meld = -1;  ///< the step goes onto the turn's new meld of this rank (-1: a meld of before)
};

/// The final state in a form that does not depend on the order of the table's melds.
inline std::string settled(const rami::game_state& s) {
    std::ostringstream out;
    std::vector<std::string> table;
    for (const rami::table_meld& t : s.table) {
        std::vector<rami::card> laid(t.meld.laid().begin(), t.meld.laid().end());
        std::sort(laid.begin(), laid.end());
        table.push_back(std::to_string(t.owner) + ":" + text_of(laid));
    }
    std::sort(table.begin(), table.end());
    for (const std::string& t : table) out << t << ' ';
    for (int seat = 0; seat < s.players; ++seat) {
        std::vector<rami::card> hand(s.hand(seat).begin(), s.hand(seat).end());
        std::sort(hand.begin(), hand.end());
        out << '|' << text_of(hand) << s.opened[static_cast<std::size_t>(seat)] << s.laid[static_cast<std::size_t>(seat)];
    }
    out << "|" << rami::to_string(s.phase) << s.current << s.turn << text_of(s.discard);
    if (s.result) out << " winner " << s.result->winner << " one go " << s.result->in_one_go;
    return out.str();
}



/// A legal turn played at random from `s` (numbered_legal_actions, a discard one time in four):
/// its steps, each naming a new meld of the turn by its rank among them, and the card
/// discarded (none when the hand ran out).
struct random_turn {
    std::vector<turn_step> steps;
    std::optional<rami::card> discarded;
    rami::game_state end;
    bool dead_end = false;  ///< the listing was empty before the turn ended (`end` is that state)
};

inline random_turn play_random_turn(const rami::game_state& s, rami::splitmix64& random) {
    random_turn turn;
    rami::game_state at = s;
    const int before = static_cast<int>(s.table.size());
    while (at.phase == rami::phase::play) {
        const auto legal = rami::legal_actions(at);
        if (legal.empty()) {  // unsound: a step accepted led to a dead end; the caller fails
            turn.dead_end = true;
            break;
        }
        std::vector<const rami::move*> steps;
        std::vector<const rami::move*> discards;
        for (const rami::move& m : legal) (rami::is_single_step(m.type) ? steps : discards).push_back(&m);
        const bool discard_now = steps.empty() || (!discards.empty() && random.below(4) == 0);
        const auto& from = discard_now ? discards : steps;
        const rami::move& chosen = *from[random.below(static_cast<std::uint32_t>(from.size()))];
        if (chosen.type == rami::move_type::discard) turn.discarded = chosen.card;
        else {
            const rami::play_step& step = chosen.steps.front();
            turn.steps.push_back({step, step.kind != rami::play_step::action::meld && step.meld >= before ? step.meld - before : -1});
        }
        at = *rami::apply(at, chosen);
    }
    turn.end = at;
    return turn;
}

/// The steps of `order` (indices into `turn.steps`), the new melds renumbered for that order;
/// nullopt when a step goes onto a new meld not laid yet.
inline std::optional<std::vector<rami::play_step>> in_order(const random_turn& turn, const std::vector<std::size_t>& order, int before) {
    std::vector<int> original_rank(turn.steps.size(), -1);
    int rank = 0;
    for (std::size_t k = 0; k < turn.steps.size(); ++k)
        if (turn.steps[k].step.kind == rami::play_step::action::meld) original_rank[k] = rank++;
    std::vector<int> new_place(static_cast<std::size_t>(rank), -1);
    std::vector<rami::play_step> steps;
    int laid = 0;
    for (const std::size_t k : order) {
        rami::play_step step = turn.steps[k].step;
        if (step.kind == rami::play_step::action::meld) {
            new_place[static_cast<std::size_t>(original_rank[k])] = laid++;
        } else if (turn.steps[k].new_meld >= 0) {
            const int place = new_place[static_cast<std::size_t>(turn.steps[k].new_meld)];
            if (place < 0) return std::nullopt;
            step.meld = before + place;
        }
        steps.push_back(step);
    }
    return steps;
}

/// Whether the rules allow `steps` then the discard: the steps laid by the mechanics alone
/// (lay_step, open_with_turn_melds), the turn ended by the discard or the empty hand with its
/// whole-turn rules (discard, finish_turn), as the brute force judges a turn.
inline bool rules_allow(rami::game_state s, const std::vector<rami::play_step>& steps, std::optional<rami::card> discarded) {
    for (const rami::play_step& step : steps) {
        if (s.hand(s.current).empty() || !rami::detail::lay_step(s, step)) return false;
        if (step.kind == rami::play_step::action::meld) rami::detail::open_with_turn_melds(s);
    }
    if (discarded) return rami::detail::discard(s, *discarded).ok();
    return s.hand(s.current).empty() && !s.rules.keep_card_to_discard && rami::detail::finish_turn(s, true).ok();
}

/// The engine's verdict on `steps` sent one action at a time, then the discard: the final
/// state, or nullopt at the first refusal.
inline std::optional<rami::game_state> engine_plays(rami::game_state s, const std::vector<rami::play_step>& steps,
                                             std::optional<rami::card> discarded) {
    for (const rami::play_step& step : steps) {
        auto next = rami::apply(s, rami::move::single(step));
        if (!next) return std::nullopt;
        s = *next;
    }
    if (discarded) {
        auto next = rami::apply(s, rami::move::discard(*discarded));
        if (!next) return std::nullopt;
        s = *next;
    }
    return s;
}

}  // namespace rami_test
