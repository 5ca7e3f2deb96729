#pragma once
// A seat's view of a state (docs/json.md "Views"): what that seat may see. Hidden cards are decided by
// who holds them: the seat's own hand is shown, other hands become counts, the stock becomes
// its count, and the seed (which would reveal every shuffle) is left out. The discard pile and
// the table are face up.

#include <array>
#include <optional>

#include "rami/result.hpp"
#include "rami/state.hpp"
#include "rami/state_check.hpp"

namespace rami {

/// What one seat sees of a round.
struct game_view {
    rami::rules rules;
    variant_options options;
    int seat = 0;                   ///< whose view this is
    int players = 0;
    int first = 0;
    int current = 0;
    rami::phase phase = phase::draw;
    int turn = 0;
    hand_cards hand;                ///< the seat's own cards
    std::array<int, max_players_supported> hand_sizes{};  ///< every seat's number of cards
    int stock_size = 0;
    pile_cards discard;
    fixed_vector<table_meld, max_table_melds> table;
    std::array<bool, max_players_supported> opened{};
    std::array<bool, max_players_supported> laid{};
    int stock_resets = 0;
    int resets_since_laid = 0;
    std::array<int, max_players_supported> scores{};
    std::optional<round_result> result;
    int best_opening = 0;
    turn_record this_turn;          ///< the turn in progress: face up (a taken card was seen by all)

    friend bool operator==(const game_view&, const game_view&) = default;
};

/// The view of `seat` (0 <= seat < players; another seat gives an empty hand). Does not change
/// the state. Never reads out of bounds: seats beyond 6 are not shown. Use `checked_view` to
/// have a state or seat out of range refused.
[[nodiscard]] inline game_view view(const game_state& s, int seat) {
    game_view v;
    v.rules = s.rules;
    v.options = s.options;
    v.seat = seat;
    v.players = s.players;
    v.first = s.first;
    v.current = s.current;
    v.phase = s.phase;
    v.turn = s.turn;
    if (seat >= 0 && seat < s.players) v.hand = s.hands[static_cast<std::size_t>(seat)];
    for (int i = 0; i < s.players && i < max_players_supported; ++i) v.hand_sizes[static_cast<std::size_t>(i)] = static_cast<int>(s.hand(i).size());
    v.stock_size = static_cast<int>(s.stock.size());
    v.discard = s.discard;
    v.table = s.table;
    v.opened = s.opened;
    v.laid = s.laid;
    v.stock_resets = s.stock_resets;
    v.resets_since_laid = s.resets_since_laid;
    v.scores = s.scores;
    v.result = s.result;
    v.best_opening = s.best_opening;
    v.this_turn = s.this_turn;
    return v;
}

/// The view of `seat`, or an error: `players_out_of_range` / `seat_out_of_range` naming the
/// field ("players", "current", "first") for a state out of range, `seat_out_of_range` "seat"
/// for a seat that is not one of the state's.
[[nodiscard]] inline result<game_view> checked_view(const game_state& s, int seat) {
    if (auto seats = detail::check_seats(s); !seats) return seats.error();
    if (seat < 0 || seat >= s.players)
        return error(error_code::seat_out_of_range,
                     "seat: " + std::to_string(seat) + ", and seats are 0 to " + std::to_string(s.players - 1));
    return view(s, seat);
}

}  // namespace rami
