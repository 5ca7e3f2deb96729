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
#include <memory>
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

namespace rami {

namespace detail {

/// What the hand holds: copies per card index (52 is the joker), and the indices held as bits.
struct card_tally {
    std::array<int, card::index_count> copies{};
    std::uint64_t kinds = 0;  ///< bit c: a card of index c is held

    [[nodiscard]] int operator[](std::size_t index) const noexcept { return copies[index]; }
};

[[nodiscard]] inline card_tally tally(std::span<const card> hand) {
    card_tally held;
    for (const card c : hand) {
        ++held.copies[static_cast<std::size_t>(c.index())];
        held.kinds |= std::uint64_t{1} << c.index();
    }
    return held;
}

/// The numbers of every set the hand can make: each group of its suits of a rank, with each
/// number of jokers it holds (R3: three or four cards).
inline void set_candidates(const rules& r, const card_tally& held, std::vector<int>& ids) {
    using namespace numbering;
    const int jokers_max = joker_limit(r.melds.max_jokers_set, 4);
    const int jokers_held = held[card::joker_index];
    for (int rank = 1; rank <= 13; ++rank) {
        unsigned suits = 0;
        for (int suit = 0; suit < 4; ++suit)
            if (held[static_cast<std::size_t>(card(rank, static_cast<rami::suit>(suit)).index())] > 0) suits |= 1u << suit;
        for (unsigned group = suits; group != 0; group = (group - 1) & suits)
            for (int j = 0; j <= std::min(jokers_max, jokers_held); ++j) {
                const int size = detail::popcount(group) + j;
                if (size >= 3 && size <= 4) ids.push_back(set_id(r, rank, group, j));
            }
    }
}

/// The numbers of every run the hand can make: each window of a suit whose missing cards the
/// jokers held can stand for, with the jokers also placed on cards held (a legal, if odd, meld).
inline void run_candidates(const rules& r, const card_tally& held, std::vector<int>& ids) {
    using namespace numbering;
    const int limit = std::min(held[card::joker_index], r.melds.max_jokers_run);
    for (int suit = 0; suit < 4; ++suit) {
        unsigned lane = 0;  // bit rank - 1: a card of that rank and suit is held
        for (int rank = 1; rank <= 13; ++rank)
            if (held[static_cast<std::size_t>(card(rank, static_cast<rami::suit>(suit)).index())] > 0) lane |= 1u << (rank - 1);
        if (lane == 0 || detail::popcount(lane) + limit < min_run) continue;  // no window of this suit is long enough
        const std::uint32_t positions = lane | lane << 13;  // bit p - 1: the card at position p (1..26) is held
        for (int lowest = 1; lowest <= 13; ++lowest) {
            if (detail::popcount((positions >> (lowest - 1)) & 7u) + limit < min_run) continue;  // its shortest window misses too many
            unsigned missing = 0;  // the window's cards, grown by one with each length
            unsigned present = 0;
            const auto grow_to = [&](int length) {
                const int i = length - 1;
                (((lane >> (rank_at_position(lowest + i) - 1)) & 1u) != 0 ? present : missing) |= 1u << i;
            };
            for (int length = 1; length < min_run; ++length) grow_to(length);
            for (int length = min_run; length <= max_meld_size; ++length) {
                if (!r.melds.circular && lowest + length - 1 > last_position(r.melds)) break;
                grow_to(length);
                if (detail::popcount(missing) > limit) break;  // a longer window misses these cards too
                const int base = run_window_id(r, suit, lowest, length);
                // Every placement: the missing cards, and jokers on held cards too, up to `limit`.
                const auto place = [&](const auto& self, unsigned jokers, int from) -> void {
                    if (jokers != (1u << length) - 1) ids.push_back(base + placement_rank(jokers, length));
                    if (detail::popcount(jokers) == limit) return;
                    for (int i = from; i < length; ++i)
                        if ((present >> i) & 1u) self(self, jokers | 1u << i, i + 1);
                };
                place(place, missing, 0);
            }
        }
    }
}

/// The numbers of every one-card lay-off the hand could make on the table.
inline void lay_off_candidates(const game_state& s, const card_tally& held, std::vector<int>& ids) {
    using namespace numbering;
    for (std::size_t i = 0; i < s.table.size(); ++i) {
        const meld& m = s.table[i].meld;
        for (const card added : lone_lay_off_cards(m)) {  // the cards it might take: few
            if (held[static_cast<std::size_t>(added.index())] == 0 || !lay_off_one(s.rules, m, added)) continue;
            for (const run_end end : lay_off_ends(m, added)) ids.push_back(lay_off_id(static_cast<int>(i), added, end));
        }
    }
}

/// The numbers of every swap the hand could make on the table: the cards of the hand (one, or
/// two of a set's rank) that the table meld takes in place of a joker. lay_step takes the cards
/// from the hand, then asks swap_joker of the table meld as it is: the same question on the
/// same meld, so a swap it refuses here apply would refuse too.
inline void swap_candidates(const game_state& s, const card_tally& held, std::vector<int>& ids) {
    using namespace numbering;
    for (std::size_t i = 0; i < s.table.size(); ++i) {
        const meld& m = s.table[i].meld;
        if (m.jokers == 0) continue;
        for (std::uint64_t kinds = held.kinds; kinds != 0; kinds &= kinds - 1) {
            const int c = std::countr_zero(kinds);
            const card added = card::from_index(c);
            if (!added.is_joker() && may_join(m, added) && swap_joker(s.rules, m, std::span<const card>(&added, 1)))
                ids.push_back(swap_id(static_cast<int>(i), added));
        }
        if (m.kind != meld_kind::set) continue;
        for (int p = 0; p < 6; ++p) {
            const auto [one, two] = suit_pairs[static_cast<std::size_t>(p)];
            const std::array<card, 2> pair{card(m.low, static_cast<rami::suit>(one)), card(m.low, static_cast<rami::suit>(two))};
            if (held[static_cast<std::size_t>(pair[0].index())] > 0 && held[static_cast<std::size_t>(pair[1].index())] > 0 &&
                swap_joker(s.rules, m, pair))
                ids.push_back(swap_pair_id(static_cast<int>(i), m.low, p));
        }
    }
}

/// The numbers of every action that might be legal in `s`, each at most once, in order, into
/// `ids` (emptied first): each discard, lay-off, swap and meld the hand could make (above), but
/// for the melds and lay-offs of a seat that holds too little to open (opening_within_reach).
inline void candidate_ids(const game_state& s, std::vector<int>& ids) {
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
    const opening_reach reach = opening_within_reach(s);
    if (reach.lay_offs) lay_off_candidates(s, held, ids);
    swap_candidates(s, held, ids);
    if (reach.melds) {
        set_candidates(s.rules, held, ids);
        run_candidates(s.rules, held, ids);
    }
    std::sort(ids.begin(), ids.end());
}

/// The same, as a new list.
[[nodiscard]] inline std::vector<int> candidate_ids(const game_state& s) {
    std::vector<int> ids;
    candidate_ids(s, ids);
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
    const one_go_scope one_go(s);  // asked once for the candidates and every step below
    candidate_ids(s, ids);
    legal.reserve(ids.size());
    // A copy of `s` for each candidate, made afresh only once a candidate has changed it; the
    // state after the last joker lay-off listed without an end, kept on the heap as it is rare
    // (neither is built empty first: a game state is 2 KB).
    game_state scratch = s;
    bool scratch_changed = false;
    std::unique_ptr<game_state> after_joker;
    const auto fresh_scratch = [&]() -> game_state& {
        if (scratch_changed) scratch = s;
        scratch_changed = true;
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
            if (type == move_type::meld && step_id(s.rules, type, step).value_or(-1) != id) continue;
            game_state& next = fresh_scratch();
            if (!check_phase(next, type) || !single_step(next, type, std::span<const play_step>(&step, 1))) continue;
            const bool low_joker = type == move_type::lay_off && step.end == run_end::low;
            if (low_joker && after_joker && last_id == id - 1 && *after_joker == next)
                continue;  // the same lay-off as the one before it
            if (type == move_type::lay_off && step.cards[0].is_joker() && !low_joker) after_joker = std::make_unique<game_state>(next);
            list(id, move::single(step));
            continue;
        }
        if (id >= numbering::discard_base && s.phase == phase::play) {
            // A discard candidate is a card of the hand (candidate_ids).
            const card c = card::from_index(id - numbering::discard_base);
            if (discard_answer::barred(s, c)) continue;
            if (!discards.accepted) discards.accepted = apply_in_place(fresh_scratch(), move::discard(c)).ok();
            if (*discards.accepted) list(id, move::discard(c));
            continue;
        }
        auto a = action_from_id(s.rules, id);
        if (!a) continue;  // every candidate is a number of the space
        if (apply_in_place(fresh_scratch(), *a)) list(id, std::move(*a));
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
