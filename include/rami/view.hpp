#pragma once
// A seat's view of a state (docs/json.md "Views"): what that seat may see. Hidden cards are decided by
// who holds them: the seat's own hand is shown, other hands become counts, the stock becomes
// its count, and the seed (which would reveal every shuffle) is left out. The discard pile and
// the table are face up.

#include <array>

#include "rami/result.hpp"
#include "rami/state.hpp"
#include "rami/state_check.hpp"

namespace rami {

/// What one seat sees of a round: everything every seat sees (`public_state`, the rows of
/// `detail::state_fields` a view carries), the seat's own hand and the counts of the cards it
/// cannot see.
struct game_view : public_state {
    int seat = 0;                   ///< whose view this is
    hand_cards hand;                ///< the seat's own cards
    std::array<int, max_players_supported> hand_sizes{};  ///< every seat's number of cards
    int stock_size = 0;

    friend bool operator==(const game_view&, const game_view&) = default;
};

/// The view of `seat` (0 <= seat < players; another seat gives an empty hand). Does not change
/// the state. Never reads out of bounds: seats beyond 6 are not shown. Use `checked_view` to
/// have a state or seat out of range refused.
[[nodiscard]] inline game_view view(const game_state& s, int seat) {
    game_view v;
    static_cast<public_state&>(v) = s;  // every field a seat sees, whole
    v.seat = seat;
    if (seat >= 0 && seat < s.players) v.hand = s.hands[static_cast<std::size_t>(seat)];
    for (int i = 0; i < s.players && i < max_players_supported; ++i) v.hand_sizes[static_cast<std::size_t>(i)] = static_cast<int>(s.hand(i).size());
    v.stock_size = static_cast<int>(s.stock.size());
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
