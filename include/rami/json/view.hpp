#pragma once
// rami::json for a seat's view (docs/json.md "Views": the state as one seat may see it):
// "rami.view/1", the state's fields with the seat's own `hand`, every seat's card count in
// `hand_sizes` and the stock as `stock_size`. No other hand's cards, no stock cards, no seed.

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

#include "rami/json/basics.hpp"
#include "rami/json/rules.hpp"
#include "rami/json/state.hpp"
#include "rami/view.hpp"

namespace rami {

/// The wire id of a view document.
inline constexpr std::string_view view_format = "rami.view/1";

/// {"format": "rami.view/1", "variant", "options", "seat", "players", "first", "current",
/// "phase", "turn", "hand": [the seat's cards], "hand_sizes": [per seat], "stock_size": N,
/// "discard", "table", "opened", "laid", "taken", "stock_resets", "resets_since_laid", "scores", "result",
/// "laid_this_turn", "jokers_to_lay", "hand_lay_offs", "best_opening", "melds_this_turn",
/// "laid_off_this_turn", "swapped_this_turn", "taken_laid_onto"}: the fields as in a state, and "rules",
/// the rules document, when the rules are not the variant's with its options (as in a state).
inline void to_json(nlohmann::json& j, const game_view& v) {
    j = nlohmann::json::object();
    auto& members = j.get_ref<nlohmann::json::object_t&>();
    members.emplace("format", view_format);
    members.emplace("seat", v.seat);
    members.emplace("players", v.players);
    members.emplace("hand", cards_to_json(v.hand));
    members.emplace("hand_sizes", detail::json_input::per_seat(v.hand_sizes, v.players));
    members.emplace("stock_size", v.stock_size);
    detail::write_shared_members(members, v);
}

}  // namespace rami
