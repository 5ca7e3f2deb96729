#pragma once
// rami::json for a seat's view (docs/json.md "Views": the state as one seat may see it):
// "rami.view/1", the state's fields with the seat's own `hand`, every seat's card count in
// `hand_sizes` and the stock as `stock_size`. No other hand's cards, no stock cards, no seed.

#include <nlohmann/json.hpp>

#include <array>
#include <string>
#include <string_view>

#include "rami/json/basics.hpp"
#include "rami/json/rules.hpp"
#include "rami/json/state.hpp"
#include "rami/view.hpp"

namespace rami {

/// The wire id of a view document.
inline constexpr std::string_view view_format = "rami.view/1";

namespace detail {
/// The members only a view has, written by `to_json` below; the rest of a view is the rows of
/// `state_fields` marked `in_view` (rami/state.hpp), as in a state.
inline constexpr std::array<std::string_view, 6> view_only_fields{"format", "seat", "players", "hand", "hand_sizes", "stock_size"};
}  // namespace detail

/// {"format": "rami.view/1", "seat", "players", "hand": [the seat's cards], "hand_sizes": [per
/// seat], "stock_size": N}, then every field of a state a seat sees (the rows of
/// `detail::state_fields` marked in_view: all but "format", "hands", "stock" and "seed"), each
/// as in a state, "rules" included for rules other than the variant's with its options.
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
