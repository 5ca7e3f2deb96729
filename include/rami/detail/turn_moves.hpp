#pragma once
// The moves of a turn, judged (R2, R6-R12): drawing from the stock (R12 rebuilds) or taking the
// discard pile's top card (R8), one step of a play, and the discard that ends the turn (R7).
// A take and a step are accepted exactly when the turn can still end legally after them (the
// turn search, rami/detail/turn_search.hpp, asked through the search the caller passes); the
// discard, when the end rules accept the turn (turn_end_error). apply (rami/apply.hpp) and the
// listing (rami/legal_actions.hpp) both play through here.

#include <span>
#include <string>

#include "rami/move.hpp"
#include "rami/random.hpp"
#include "rami/result.hpp"
#include "rami/state.hpp"
#include "rami/detail/turn.hpp"
#include "rami/detail/turn_end.hpp"
#include "rami/detail/turn_analysis.hpp"
#include "rami/detail/turn_search.hpp"

namespace rami::detail {

/// R12 (I): a round whose stock has run out this many times with no card laid meanwhile is a
/// stalemate, played to a deadlock ("the game detects that none of the players can finish",
/// the Classic Rummy rules): the cards only go round.
inline constexpr int stalemate_resets = 3;

/// R12: the stock is empty; the discard pile but its top card becomes the new stock, shuffled
/// with the state's seed. False when the variant allows no more rebuilds, nothing is left, or
/// the round is a stalemate.
[[nodiscard]] inline bool rebuild_stock(game_state& s) {
    const int limit = s.rules.deal.max_stock_rebuilds;
    if ((limit >= 0 && s.stock_resets >= limit) || s.discard.size() <= 1) return false;
    if (s.resets_since_laid + 1 >= stalemate_resets) return false;
    count_up(s.resets_since_laid);
    const card top = s.discard.back();
    s.discard.pop_back();
    s.stock = s.discard;
    s.discard.clear();
    (void)s.discard.push_back(top);  // the pile was just emptied
    count_up(s.stock_resets);
    splitmix64 random = shuffle_random(s.seed, s.stock_resets);
    shuffle(std::span<card>(s.stock.data(), s.stock.size()), random);
    return true;
}

[[nodiscard]] inline result<void> draw(game_state& s) {
    if (s.stock.empty() && !rebuild_stock(s)) {
        end_in_deadlock(s);
        return {};
    }
    if (!hand_of(s, s.current).push_back(s.stock.front())) return error(error_code::table_full, "hand");
    s.stock.erase(s.stock.begin());
    s.phase = phase::play;
    return {};
}

/// Whether the hand of the seat to act has room for one more card: then `draw` accepts a draw
/// from `s` (in phase draw) whatever the stock holds, as it refuses only a full hand, and a
/// listing need not play it.
[[nodiscard]] inline bool room_to_draw(const game_state& s) {
    return !s.hands[static_cast<std::size_t>(s.current)].full();
}

/// R8: the top of the discard pile taken into the hand, where the variant lets this seat take
/// it, before the turn search is asked whether the turn can still end (take_discard).
[[nodiscard]] inline result<void> take_top_of_discard(game_state& s) {
    const rules& r = s.rules;
    if (s.discard.empty()) return error(error_code::discard_pile_empty);
    const card top = s.discard.back();
    if (r.pickup.refused_with_one_card && s.hand(s.current).size() == 1) return error(error_code::take_discard_with_one_card);
    const bool free_now = r.pickup.first_round_free && s.first_round();
    if (!hand_of(s, s.current).push_back(top)) return error(error_code::table_full, "hand");
    s.discard.pop_back();
    if (r.pickup.must_lay && !free_now) s.this_turn.taken_to_lay = top;
    s.this_turn.taken = top;
    s.phase = phase::play;
    return {};
}

/// R8: taking the top of the discard pile, where the variant lets this seat; refused when the
/// turn could no longer end legally after it (the card laid where it must be, the opening made
/// where the take binds the seat to open), as a step is.
[[nodiscard]] inline result<void> take_discard(game_state& s, turn_search& search) {
    if (auto taken = take_top_of_discard(s); !taken) return taken;
    if (!search.can_end(s)) {
        const card top = *s.this_turn.taken;
        return error(error_code::take_discard_not_allowed, to_string(top) + ": " + why_turn_cannot_end(s).message());
    }
    return {};
}

/// take_discard's verdict alone, for a listing: no refusal is explained.
[[nodiscard]] inline bool take_discard_accepted(game_state& s, turn_search& search) {
    return take_top_of_discard(s).ok() && search.can_end(s);
}

/// After an accepted step that empties the hand (rummy_classic, R7): the turn ends, and the
/// round with it (the search accepted the step, so the end rules do).
inline void end_if_hand_empty(game_state& s) {
    if (!s.hand(s.current).empty()) return;
    if (finish_turn(s, true)) end_turn(s);
}

/// One step of a turn, laid (lay_and_record), then refused when the turn could no longer end
/// legally after it (why_turn_cannot_end names the rule). A `play` is its steps judged so one
/// by one, and a single action is one step: both go through here.
[[nodiscard]] inline result<void> judge_step(game_state& s, const play_step& step, turn_search& search) {
    if (auto laid = lay_and_record(s, step); !laid) return laid;
    if (!search.can_end(s)) return why_turn_cannot_end(s);
    end_if_hand_empty(s);
    return {};
}

/// judge_step's verdict alone, for a listing: no refusal is explained.
[[nodiscard]] inline bool step_accepted(game_state& s, const play_step& step, turn_search& search) {
    if (!lay_and_record(s, step) || !search.can_end(s)) return false;
    end_if_hand_empty(s);
    return true;
}

/// The discard: the card leaves the hand, then the turn's end rules (finish_turn, all of
/// them), then its end (end_turn): the next seat, or the end of the round when the hand is
/// empty (R7, R13).
[[nodiscard]] inline result<void> discard(game_state& s, card c) {
    const int seat = s.current;
    if (s.discard.full()) return error(error_code::table_full, "discard pile");
    if (!hand_of(s, seat).erase_one(c)) return error(error_code::card_not_in_hand, to_string(c));
    if (auto finished = finish_turn(s, s.hand(seat).empty(), c); !finished) return finished;
    (void)s.discard.push_back(c);  // not full: checked above
    end_turn(s);
    return {};
}

}  // namespace rami::detail
