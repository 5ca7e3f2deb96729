#pragma once
// The legal moves of the seat to act: every draw and discard, and for play at least
// each single meld from the hand, each lay-off of one card, each joker swap, and, for a seat
// that has not opened, the best opening. Every move listed is accepted by `apply`.

#include <algorithm>
#include <array>
#include <vector>

#include "rami/apply.hpp"
#include "rami/hand.hpp"
#include "rami/move.hpp"
#include "rami/state.hpp"
#include "rami/view.hpp"

namespace rami {

namespace detail {

inline void add_if_legal(const game_state& s, move m, std::vector<move>& out) {
    if (validate(s, m).ok()) out.push_back(std::move(m));
}

/// The hand's distinct cards, in index order.
[[nodiscard]] inline hand_cards distinct_cards(const hand_cards& hand) {
    hand_cards cards = hand;
    std::sort(cards.begin(), cards.end());
    hand_cards distinct;
    for (const card c : cards)
        if (distinct.empty() || distinct.back() != c) (void)distinct.push_back(c);  // never more than the hand
    return distinct;
}

/// The play laying every meld of `lay_down`, if it has more than one and is legal.
inline void add_lay_down(const game_state& s, const result<lay_down>& lay_down, std::vector<move>& out) {
    if (!lay_down || lay_down->melds.size() < 2) return;  // single melds are listed apart
    add_if_legal(s, move::play(lay_down_steps(lay_down->melds)), out);
}

/// A swap step, and, when the variant wants the freed joker laid in the same play (R10), the
/// same step followed by the best melds that lay the joker.
inline void add_swap(const game_state& s, int index, std::span<const card> cards, hand_solver& solver, std::vector<move>& out) {
    if (!swap_joker(s.rules, s.table[static_cast<std::size_t>(index)].meld, cards)) return;  // cheap test first
    const auto made = swap_step(index, cards);
    if (!made) return;
    const play_step swap = *made;
    add_if_legal(s, move::play({swap}), out);  // the joker laid by later steps, where it must be
    if (!s.rules.swap.freed_joker_must_be_laid) return;
    hand_cards after = s.hands[static_cast<std::size_t>(s.current)];
    for (const card c : cards) after.erase_one(c);
    if (!after.push_back(card::joker())) return;  // a full hand cannot take the joker back
    auto lay_down = solver.best_lay_down(s.rules, after, true, card::joker());
    if (!lay_down || lay_down->melds.empty()) return;
    std::vector<play_step> steps{swap};
    for (const play_step& step : lay_down_steps(lay_down->melds)) steps.push_back(step);
    add_if_legal(s, move::play(std::move(steps)), out);
}

inline void add_swaps(const game_state& s, const hand_cards& cards, hand_solver& solver, std::vector<move>& out) {
    if (s.rules.swap.who == who_may::nobody) return;
    for (int i = 0; i < static_cast<int>(s.table.size()); ++i) {
        const meld& m = s.table[static_cast<std::size_t>(i)].meld;
        if (m.jokers == 0) continue;
        for (const card c : cards) {
            if (c.is_joker()) continue;
            add_swap(s, i, std::span<const card>(&c, 1), solver, out);
            if (m.kind != meld_kind::set) continue;
            for (const card d : cards) {  // two cards of the missing suits at once
                if (d <= c || d.is_joker()) continue;
                const std::array<card, 2> pair{c, d};
                add_swap(s, i, pair, solver, out);
            }
        }
    }
}

/// A lay-off of `cards` onto table meld `i`, if the meld takes them and the play is legal.
inline void add_lay_off(const game_state& s, int i, std::span<const card> cards, run_end end, std::vector<move>& out) {
    const meld& m = s.table[static_cast<std::size_t>(i)].meld;
    const bool fits = cards.size() == 1 ? lay_off_one(s.rules, m, cards[0], end).ok() : lay_off(s.rules, m, cards, end).ok();
    if (!fits) return;  // cheap test first
    if (auto step = lay_off_step(i, cards, end)) add_if_legal(s, move::play({*step}), out);
}

}  // namespace detail

/// Every legal move of the seat to act, as listed in the file comment; empty once the round is
/// over, and for a state whose seats are out of range (`checked_legal_moves` tells that apart).
/// Does not change the state. Each move is checked with `validate`, so the list is exact for
/// what it lists, not a list of every possible combination of plays.
[[nodiscard]] inline std::vector<move> legal_moves(const game_state& s) {
    std::vector<move> out;
    if (s.phase == phase::over || !detail::check_seats(s)) return out;
    if (s.phase == phase::draw) {
        out.push_back(move::draw());
        detail::add_if_legal(s, move::take_discard(), out);
        return out;
    }
    const std::span<const card> hand = s.hand(s.current);
    const hand_cards cards = detail::distinct_cards(s.hands[static_cast<std::size_t>(s.current)]);
    for (const card c : cards) detail::add_if_legal(s, move::discard(c), out);

    hand_solver solver;
    if (auto melds = solver.possible_melds(s.rules, hand)) {
        for (const meld& m : *melds) {
            auto step = meld_step(m);
            if (!step) continue;  // never: a meld holds at most 13 cards
            detail::add_if_legal(s, move::play({*step}), out);
        }
    }
    for (int i = 0; i < static_cast<int>(s.table.size()); ++i) {
        for (const card c : cards) {
            const std::span<const card> one(&c, 1);
            if (c.is_joker() && s.table[static_cast<std::size_t>(i)].meld.kind == meld_kind::run) {
                detail::add_lay_off(s, i, one, run_end::low, out);
                detail::add_lay_off(s, i, one, run_end::high, out);
            } else {
                detail::add_lay_off(s, i, one, run_end::either, out);
            }
        }
    }
    detail::add_swaps(s, cards, solver, out);
    const bool opened = s.opened[static_cast<std::size_t>(s.current)];
    // The best opening, the best lay-down that lays a card taken from the discard pile (R8),
    // and going out, each as one play of several melds.
    if (!opened || s.this_turn.taken_to_lay) detail::add_lay_down(s, solver.best_lay_down(s.rules, hand, opened, s.this_turn.taken_to_lay), out);
    if (s.this_turn.jokers_to_lay > 0) detail::add_lay_down(s, solver.best_lay_down(s.rules, hand, opened, card::joker()), out);
    detail::add_lay_down(s, solver.best_going_out(s.rules, hand, opened, s.this_turn.taken_to_lay), out);
    if (s.this_turn.taken_to_lay) {  // the Rami 51 rule book: the taken card laid off with a card from the hand
        for (int i = 0; i < static_cast<int>(s.table.size()); ++i)
            for (const card c : cards) {
                const std::array<card, 2> pair{*s.this_turn.taken_to_lay, c};
                detail::add_lay_off(s, i, pair, run_end::either, out);
            }
    }
    return out;
}

/// A state that agrees with `v` on everything the seat to act can see; the cards it cannot see
/// (other hands, the stock) are stand-ins. Good for deciding that seat's moves, not for scores.
/// A view whose numbers are out of range (players beyond 6, more cards than a hand or the
/// stock holds) gives a state of no seats, for which there are no legal moves.
[[nodiscard]] inline game_state state_from_view(const game_view& v) {
    game_state s;
    if (v.players < 0 || v.players > max_players_supported) return s;
    static_cast<public_state&>(s) = v;  // every field the seat sees, whole
    for (int seat = 0; seat < v.players; ++seat) {
        hand_cards& hand = s.hands[static_cast<std::size_t>(seat)];
        if (seat == v.seat) {
            hand = v.hand;
            continue;
        }
        for (int k = 0; k < v.hand_sizes[static_cast<std::size_t>(seat)]; ++k)
            if (!hand.push_back(card::joker())) return game_state{};
    }
    for (int k = 0; k < v.stock_size; ++k)
        if (!s.stock.push_back(card::joker())) return game_state{};
    return s;
}

/// The legal moves of the seat to act, from its own view (for bots, which never see the
/// state). Empty when the view is another seat's turn or the round is over.
[[nodiscard]] inline std::vector<move> legal_moves(const game_view& v) {
    if (v.seat != v.current) return {};
    return legal_moves(state_from_view(v));
}

/// `legal_moves(s)`, or the error of a state out of range: `players_out_of_range` or
/// `seat_out_of_range` naming the field ("players", "current", "first").
[[nodiscard]] inline result<std::vector<move>> checked_legal_moves(const game_state& s) {
    if (auto seats = detail::check_seats(s); !seats) return seats.error();
    return legal_moves(s);
}

}  // namespace rami
