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
    using detail::json_input::optional_card;
    using detail::json_input::per_seat;
    nlohmann::json table = nlohmann::json::array();
    for (const table_meld& m : v.table) table.push_back(m);
    j = nlohmann::json{
        {"format", std::string(view_format)},
        {"variant", std::string(v.rules.id)},
        {"options", options_to_json(v.options)},
        {"seat", v.seat},
        {"players", v.players},
        {"first", v.first},
        {"current", v.current},
        {"phase", std::string(to_string(v.phase))},
        {"turn", v.turn},
        {"hand", cards_to_json(v.hand)},
        {"hand_sizes", per_seat(v.hand_sizes, v.players)},
        {"stock_size", v.stock_size},
        {"discard", cards_to_json(v.discard)},
        {"table", std::move(table)},
        {"opened", per_seat(v.opened, v.players)},
        {"laid", per_seat(v.laid, v.players)},
        {"taken", optional_card(v.taken)},
        {"stock_resets", v.stock_resets},
        {"resets_since_laid", v.resets_since_laid},
        {"scores", per_seat(v.scores, v.players)},
        {"result", v.result ? round_result_to_json(*v.result, v.players) : nlohmann::json(nullptr)},
        {"taken_this_turn", detail::json_input::optional_card(v.taken_this_turn)},
        {"laid_this_turn", v.laid_this_turn},
        {"jokers_to_lay", v.jokers_to_lay},
        {"hand_lay_offs", detail::json_input::meld_indexes(v.hand_lay_offs)},
        {"best_opening", v.best_opening},
        {"melds_this_turn", detail::json_input::meld_indexes(v.melds_this_turn)},
        {"laid_off_this_turn", v.laid_off_this_turn},
        {"swapped_this_turn", v.swapped_this_turn},
        {"taken_laid_onto", v.taken_laid_onto >= 0 ? nlohmann::json(v.taken_laid_onto) : nlohmann::json(nullptr)},
    };
    if (nlohmann::json carried = detail::carried_rules(v.rules, v.options); !carried.is_null()) {
        j["variant"] = carried["base"];
        j["rules"] = std::move(carried);
    }
}

}  // namespace rami
