#pragma once
// check_state: whether a game state is one the engine can play, whoever built it (the JSON
// loader, a program, a bot harness). The JSON loader (rami/json/state.hpp) reads the fields,
// then calls it: every invariant of a state is here, once; each field's own range is read from
// its row of detail::state_fields (rami/state.hpp).

#include <algorithm>
#include <optional>
#include <span>
#include <cstdint>
#include <string>
#include <string_view>

#include "rami/deck.hpp"
#include "rami/meld.hpp"
#include "rami/result.hpp"
#include "rami/rules_check.hpp"
#include "rami/state.hpp"

namespace rami {

namespace detail {

/// A table meld's cards read as `kind` if given ("run": in the given ascending order; "set"),
/// else as R4 reads them. Errors: the rule the cards break (R1, R3) naming `path`.
[[nodiscard]] inline result<meld> read_table_meld(const rules& r, std::span<const card> cards,
                                                  const std::optional<meld_kind>& kind, const std::string& path) {
    const auto named = [&](const error& e) {
        return error(e.code, e.rule, e.detail.empty() ? path : path + ": " + e.detail);
    };
    const auto read = read_meld(r, cards);
    if (!kind) {
        if (!read) return named(read.error());
        return *read;
    }
    const meld_census c = census(cards);
    if (auto basics = check_basics(r, c); !basics) return named(basics.error());
    meld m;
    if (*kind == meld_kind::run) {
        if (c.size <= max_meld_size && read_run_ascending(r, cards, c, m)) return m;
        if (!read) return named(read.error());
        return error(error_code::run_not_consecutive, path + ": not a run in this order (low to high)");
    }
    if (read_set(r, cards, c, m)) return m;
    if (!read) return named(read.error());
    return error(error_code::not_a_meld, path + ": not a set");
}

/// Why the cards held are not the deck, as a detail: the first card there is too much of, else
/// the first card missing, with the totals.
[[nodiscard]] inline std::string deck_difference(const card_counts& held, const card_counts& deck) {
    for (const bool excess : {true, false}) {
        for (int i = 0; i < card::index_count; ++i) {
            const card c = card::from_index(i);
            if (excess ? held.count(c) > deck.count(c) : held.count(c) < deck.count(c))
                return to_string(c) + ": " + std::to_string(held.count(c)) + " in the state, " +
                       std::to_string(deck.count(c)) + " in the deck (" + std::to_string(held.size()) +
                       " cards in all, the deck has " + std::to_string(deck.size()) + ")";
        }
    }
    return {};
}

[[nodiscard]] inline std::string seat_field(std::string_view field, int seat) {
    return std::string(field) + "[" + std::to_string(seat) + "]";
}

/// The checks every entry point of the engine makes before it indexes a state by seat: the
/// number of players (R1) fits the rules and a state, and `current` and `first` are seats.
/// Cheap (no card is counted): `apply`, `view` and `legal_moves` call it on every state.
[[nodiscard]] inline result<void> check_seats(const game_state& s) {
    if (s.players < min_players_supported || s.players > max_players_supported || !s.rules.accepts_players(s.players))
        return error(error_code::players_out_of_range, "players: " + std::to_string(s.players) + ", " +
                                                           std::string(s.rules.id) + " is played by " +
                                                           std::to_string(s.rules.deal.min_players) + " to " +
                                                           std::to_string(s.rules.deal.max_players));
    for (const state_field& f : rows_of<field_kind::seat>) {  // current, first
        const int seat = s.*f.number;
        if (seat < 0 || seat >= s.players)
            return error(error_code::seat_out_of_range, std::string(f.name) + ": " + std::to_string(seat) +
                                                            ", and seats are 0 to " + std::to_string(s.players - 1));
    }
    return {};
}

}  // namespace detail

/// Success when `s` is a state the engine can play; else the first broken invariant, its
/// detail naming the field as in the JSON state ("current", "table[1].cards", "taken"):
/// - `invalid_rules` (the field's rule): the rules cannot be played (check_rules);
///   `inconsistent_state` "options": the rules lack the state's options (with_options);
/// - `players_out_of_range` (R1): players outside the variant's range, or beyond 6;
/// - `seat_out_of_range`: `current`, `first`, `table[i].owner` or `result.winner` is no seat;
/// - `inconsistent_state`: a hand, a per-seat field (`opened`, `laid`, `scores`) or a
///   `result.points` entry set for a seat beyond `players`; `phase` "over" without a `result`
///   or a `result` before it; a table index field (`hand_lay_offs`, `melds_this_turn`,
///   `taken_laid_onto`) naming a meld not on the table; `taken` not in the hand of the seat to act;
/// - `number_out_of_range`: a counter (turn, stock_resets, resets_since_laid, jokers_to_lay,
///   best_opening) outside 0..10^9, a score outside ±10^9 (each field's range is its row's);
/// The per-field checks follow the rows of `detail::state_fields` (rami/state.hpp) by kind;
/// the checks between fields are written out below.
/// - a table meld's R1/R3 code naming "table[i].cards" when it is not the legal meld of the
///   variant its cards make (read as its kind);
/// - `cards_not_deck` (R1): hands, stock, discard pile and table are not exactly the deck.
/// Never throws except std::bad_alloc; does not change the state.
[[nodiscard]] inline result<void> check_state(const game_state& s) {
    if (auto valid = check_rules(s.rules); !valid) return error(valid.error().code, valid.error().rule, "rules." + valid.error().detail);
    // No options: nothing to apply (with_options would check the rules again, and give them back).
    if (s.options != variant_options{})
        if (auto with = with_options(s.rules, s.options); !with || !(*with == s.rules))
            return error(error_code::inconsistent_state, "options: the rules do not have these options applied");
    if (auto seats = detail::check_seats(s); !seats) return seats;
    const int players = s.players;

    // Per field, by its row (state_fields): nothing for a seat beyond the players, every number
    // in its range.
    for (int seat = players; seat < max_players_supported; ++seat) {
        const auto i = static_cast<std::size_t>(seat);
        for (const detail::state_field& f : detail::state_fields) {
            const bool set = f.kind == detail::field_kind::hands          ? !s.hands[i].empty()
                             : f.kind == detail::field_kind::seat_flags   ? (s.*f.seat_flags)[i]
                             : f.kind == detail::field_kind::seat_numbers ? (s.*f.seat_numbers)[i] != 0
                             : f.kind == detail::field_kind::result       ? s.result && s.result->points[i] != 0
                                                                          : false;
            if (set)
                return error(error_code::inconsistent_state,
                             detail::seat_field(f.kind == detail::field_kind::result ? "result.points" : f.name, seat) +
                                 ": set for a seat beyond the " + std::to_string(players) + " players");
        }
    }

    // `field`, or its entry for `seat` (>= 0): the name is built only for an error.
    const auto in_range = [](std::string_view field, int seat, std::int64_t value, std::int64_t low, std::int64_t high) -> result<void> {
        if (value >= low && value <= high) return {};
        const std::string name = seat < 0 ? std::string(field) : detail::seat_field(field, seat);
        return error(error_code::number_out_of_range,
                     name + ": " + std::to_string(value) + " is not in " + std::to_string(low) + ".." + std::to_string(high));
    };
    for (const detail::state_field& f : detail::state_fields) {
        if (f.kind == detail::field_kind::counter) {
            if (auto ok = in_range(f.name, -1, detail::int_field(s, f), f.low, f.high); !ok) return ok;
        } else if (f.kind == detail::field_kind::seat_numbers) {
            for (int seat = 0; seat < players; ++seat)
                if (auto ok = in_range(f.name, seat, (s.*f.seat_numbers)[static_cast<std::size_t>(seat)], f.low, f.high); !ok) return ok;
        }
    }

    for (std::size_t i = 0; i < s.table.size(); ++i) {
        const table_meld& t = s.table[i];
        const std::string path = "table[" + std::to_string(i) + "]";
        if (t.owner < 0 || t.owner >= players)
            return error(error_code::seat_out_of_range, path + ".owner: " + std::to_string(t.owner) +
                                                            ", and seats are 0 to " + std::to_string(players - 1));
        if (t.meld.size > max_meld_size)
            return error(error_code::run_too_long, path + ".cards: " + std::to_string(t.meld.size) + " cards");
        auto read = detail::read_table_meld(s.rules, t.meld.laid(), t.meld.kind, path + ".cards");
        if (!read) return read.error();
        if (!(*read == t.meld))
            return error(error_code::inconsistent_state, path + ": the meld does not read as its cards do (kind, jokers, points)");
    }
    for (const detail::state_field& f : detail::state_fields) {  // the indexes into the table
        const bool off_table = f.kind == detail::field_kind::meld_mask
                                   ? s.table.size() < 64 && (s.this_turn.*f.turn_mask >> s.table.size()) != 0
                               : f.kind == detail::field_kind::optional_meld
                                   ? detail::int_field(s, f) < -1 || detail::int_field(s, f) >= static_cast<int>(s.table.size())
                                   : false;
        if (off_table) return error(error_code::inconsistent_state, std::string(f.name) + ": names a meld that is not on the table");
    }

    if (s.phase == phase::over && !s.result) return error(error_code::inconsistent_state, "result: null, but phase is \"over\"");
    if (s.phase != phase::over && s.result)
        return error(error_code::inconsistent_state, "result: set, but phase is \"" + std::string(to_string(s.phase)) + "\"");
    if (s.result) {
        if (s.result->winner < -1 || s.result->winner >= players)
            return error(error_code::seat_out_of_range, "result.winner: " + std::to_string(s.result->winner) +
                                                            ", and seats are 0 to " + std::to_string(players - 1));
        for (int seat = 0; seat < players; ++seat)
            if (auto ok = in_range("result.points", seat, s.result->points[static_cast<std::size_t>(seat)], -max_counter, max_counter); !ok)
                return ok;
    }
    if (s.this_turn.taken_to_lay) {
        const std::span<const card> hand = s.hand(s.current);
        if (std::find(hand.begin(), hand.end(), *s.this_turn.taken_to_lay) == hand.end())
            return error(error_code::inconsistent_state, "taken: " + to_string(*s.this_turn.taken_to_lay) + " is not in the hand of seat " +
                                                             std::to_string(s.current) + ", the seat to act");
    }

    auto deck = deck_of(s.rules, players);
    if (!deck) return deck.error();
    const card_counts held = all_cards(s);
    if (!(held == *deck)) return error(error_code::cards_not_deck, detail::deck_difference(held, *deck));
    return {};
}

}  // namespace rami
