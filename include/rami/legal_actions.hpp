#pragma once
// The legal actions of the seat to act, complete and without duplicates (docs/actions.md):
// every numbered action `apply` accepts in the state is listed once, in the order of its
// number (rami/action_space.hpp), and nothing else. The candidates are every action that could
// touch the cards of the hand (each discard, each meld the hand can make with its jokers placed
// in every way, each one-card lay-off, each swap); `apply` decides each one.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "rami/action_space.hpp"
#include "rami/apply.hpp"
#include "rami/card.hpp"
#include "rami/fixed_vector.hpp"
#include "rami/legal.hpp"
#include "rami/move.hpp"
#include "rami/rules.hpp"
#include "rami/state.hpp"
#include "rami/table.hpp"
#include "rami/view.hpp"
#include "rami/detail/turn_analysis.hpp"
#include "rami/detail/turn_bounds.hpp"
#include "rami/detail/turn_search.hpp"
#include "rami/detail/turn_steps.hpp"

namespace rami {

namespace detail {

/// The numbers of the steps the hand of the seat to act could make (step_candidate_ids), less
/// the kinds no turn from `s` can make legal, by facts of `s` asked once per listing and only
/// where a step of that kind is there to drop (rami/detail/turn_bounds.hpp): a seat that has not
/// opened and can neither open nor go out in one go (where that waives the opening) makes no
/// meld, and no lay-off or swap that needs the opening. Whatever a step leads to, the turn goes
/// on from the hand held now, so what no turn from `s` can do, no step can: where going out in
/// one go is ruled out, `search` is told so for the candidates it weighs.
inline void step_ids_within_reach(const game_state& s, const card_tally& held, std::vector<int>& ids, turn_search& search) {
    if (opened_by_now(s)) {
        step_candidate_ids(s, held, ids);
        return;
    }
    const rules& r = s.rules;
    std::optional<bool> out;
    const auto goes_out = [&] {
        if (!out) {
            // Asked once for every candidate, so exactly: its "no" holds for all of them, and
            // the going out it finds is the candidates' first witness.
            const going_out_witness found = going_out_waiving_opening(s);
            out = found.found;
            if (found.found) search.keep_going_out(found.steps);
            else search.rule_out_going_out();
        }
        return *out;
    };
    const auto keep_if = [&](step_kinds kind, auto&& reachable) {
        const std::size_t before = ids.size();
        step_candidate_ids(s, held, ids, kind);
        if (ids.size() > before && !reachable()) ids.resize(before);
    };
    // In step_candidate_ids's order: lay-offs, swaps, melds. Swaps are not even listed where
    // going out is known to be ruled out already and the variant lets no seat swap before it
    // opens (most hands: the lay-offs asked first).
    keep_if(step_kinds{false, true, false}, [&] { return r.lay_off == who_may::anyone || goes_out(); });
    if (r.swap.who == who_may::anyone || !out || *out)
        keep_if(step_kinds{false, false, true}, [&] { return r.swap.who == who_may::anyone || goes_out(); });
    // The melds' question first where its answer may spare listing them: most hands of a seat
    // that has not opened hold melds it cannot open with.
    const bool opens = may_open(s);
    const std::size_t before_melds = ids.size();
    if (opens || !out || *out) keep_if(step_kinds{true, false, false}, [&] { return opens || goes_out(); });
    // Where going out waives the opening, each meld no opening holds is weighed for going out
    // too: asked once here instead, for all of them (mostly a "no", which they then inherit).
    if (opens && r.opening.going_out_exempt && ids.size() >= before_melds + 2) (void)goes_out();
}

/// The numbers of every action that might be legal in `s`, each at most once, in order, into
/// `ids` (emptied first): each discard, and each step the hand could make of the kinds within
/// reach (step_ids_within_reach, which tells `search` what it rules out).
inline void candidate_ids(const game_state& s, std::vector<int>& ids, turn_search& search) {
    using namespace numbering;
    ids.clear();
    if (s.phase == phase::over) return;
    if (s.phase == phase::draw) {
        ids.push_back(draw_id);
        ids.push_back(take_discard_id);
        return;
    }
    const card_tally held = tally(s.hand(s.current));
    for (std::uint64_t kinds = held.kinds; kinds != 0; kinds &= kinds - 1) ids.push_back(discard_base + std::countr_zero(kinds));
    step_ids_within_reach(s, held, ids, search);
    std::sort(ids.begin(), ids.end());
}

/// The same, as a new list.
[[nodiscard]] inline std::vector<int> candidate_ids(const game_state& s) {
    std::vector<int> ids;
    turn_search search;
    candidate_ids(s, ids, search);
    return ids;
}

}  // namespace detail

/// A legal action and its number.
struct numbered_action {
    int id = 0;
    move action;
};

namespace detail {

/// What a discard of a card in the hand depends on, so that the discards of one listing are
/// decided by one apply (rami/apply.hpp, discard). Before the hand changes, discard refuses on
/// the pile alone; removing a card held always succeeds; then finish_turn judges the turn
/// record, the table and the seat's flags, and the card only where the variant forbids
/// discarding the card taken this turn (discard_barred, the predicate `barred` asks) and
/// through whether the hand is left empty, which depends on the hand's size alone. So every
/// card of the hand but the taken one (where that rule binds) gets the same answer.
struct discard_answer {
    std::optional<bool> accepted;  ///< apply's answer for a card of the hand that is not barred

    [[nodiscard]] static bool barred(const game_state& s, card c) { return discard_barred(s, c); }
};

/// The listing of numbered_legal_actions into `legal` (reserved, then one `make(id, move)` per
/// legal action), for a list of numbered actions or of moves alike.
template <class Item, class Make>
void list_legal_actions(const game_state& s, std::vector<Item>& legal, Make make) {
    if (!check_seats(s)) return;  // apply refuses every move of such a state
    // The candidates' list is kept per thread: random play lists an action's worth of them
    // a million times a second. A listing never starts another while it runs.
    thread_local std::vector<int> ids;
    turn_search search;  // one transposition table for every candidate
    candidate_ids(s, ids, search);
    legal.reserve(ids.size());
    // Two states kept per thread too (a game state is 2 KB: an empty one costs as much to make
    // as a copy): a copy of `s` for each candidate that needs one; the state after the last
    // joker lay-off listed without an end, where there is one.
    thread_local game_state scratch;
    thread_local game_state after_joker;
    bool after_joker_made = false;
    const auto fresh_scratch = [&]() -> game_state& {
        scratch = s;
        return scratch;
    };
    int last_id = -1;  // of the last action listed
    const auto list = [&](int id, move&& m) {
        legal.push_back(make(id, std::move(m)));
        last_id = id;
    };
    discard_answer discards;
    for (const int id : ids) {
        if (id >= numbering::lay_off_base) {
            // A single step, judged as apply judges its action (check_phase, then single_step);
            // its move is built only once accepted.
            if (id >= action_space_size(s.rules)) continue;  // every candidate is a number of the space
            const play_step step = step_from_id(s.rules, id);
            const move_type type = move::type_of(step.kind);
            // A meld whose cards the variant reads another way (past the ace where runs do not
            // wrap: "3S ... KS AS 2S" is A-K) is that other number's action.
            if (may_read_as_another_number(step) && step_id(s.rules, type, step).value_or(-1) != id) continue;
            game_state& next = fresh_scratch();
            if (!check_phase(next, type) || !step_accepted(next, step, search)) continue;
            const bool low_joker = type == move_type::lay_off && step.end == run_end::low;
            if (low_joker && after_joker_made && last_id == id - 1 && after_joker == next)
                continue;  // the same lay-off as the one before it
            if (type == move_type::lay_off && step.cards[0].is_joker() && !low_joker) {
                after_joker = next;
                after_joker_made = true;
            }
            list(id, move::single(step));
            continue;
        }
        if (id >= numbering::discard_base && s.phase == phase::play) {
            // A discard candidate is a card of the hand (candidate_ids).
            const card c = card::from_index(id - numbering::discard_base);
            if (discard_answer::barred(s, c)) continue;
            if (!discards.accepted) discards.accepted = apply_in_place(fresh_scratch(), move::discard(c), search).ok();
            if (*discards.accepted) list(id, move::discard(c));
            continue;
        }
        if (id == numbering::draw_id && s.phase == phase::draw && room_to_draw(s)) {
            list(id, move::draw());
            continue;
        }
        if (id == numbering::take_discard_id && s.phase == phase::draw) {
            if (take_discard_accepted(fresh_scratch(), search)) list(id, move::take_discard());
            continue;
        }
        auto a = action_from_id(s.rules, id);
        if (!a) continue;  // every candidate is a number of the space
        if (apply_in_place(fresh_scratch(), *a, search)) list(id, std::move(*a));
    }
}

}  // namespace detail

/// Every action the seat to act may take in `s`, each once, by increasing number: exactly those
/// `apply` accepts (R2-R12). Empty when the round is over, or for a state `apply` refuses
/// outright (seats out of range). A lay-off of the joker at the low end is listed only where
/// it lays the joker elsewhere than the plain lay-off does.
/// Each candidate is decided as apply decides it: check_seats (the same for every move, so
/// asked once), then apply_in_place on a copy of `s` (one scratch state reused, instead of a
/// new state per candidate; a single step goes through apply_in_place's own check_phase and
/// single_step, so that its move is built only once accepted); discards once for all cards
/// (detail::discard_answer).
[[nodiscard]] inline std::vector<numbered_action> numbered_legal_actions(const game_state& s) {
    std::vector<numbered_action> legal;
    detail::list_legal_actions(s, legal, [](int id, move&& m) { return numbered_action{id, std::move(m)}; });
    return legal;
}

/// The legal actions of `s` (see numbered_legal_actions), without their numbers.
[[nodiscard]] inline std::vector<move> legal_actions(const game_state& s) {
    std::vector<move> legal;
    detail::list_legal_actions(s, legal, [](int, move&& m) { return std::move(m); });
    return legal;
}

/// The legal actions of the seat whose view this is, when it is to act (else none).
[[nodiscard]] inline std::vector<move> legal_actions(const game_view& v) {
    if (v.seat != v.current) return {};
    return legal_actions(state_from_view(v));
}

/// 1 at the number of each legal action of `s`, 0 elsewhere: action_space_size(s.rules) bytes.
[[nodiscard]] inline std::vector<std::uint8_t> legal_action_mask(const game_state& s) {
    std::vector<std::uint8_t> mask(static_cast<std::size_t>(action_space_size(s.rules)), 0);
    for (const numbered_action& a : numbered_legal_actions(s)) mask[static_cast<std::size_t>(a.id)] = 1;
    return mask;
}

}  // namespace rami
