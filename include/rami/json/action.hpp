#pragma once
// rami::json for actions (docs/actions.md): an action is a move of one step, so it is read and
// written as a move (rami/json/move.hpp); these names say so where a program deals in actions.

#include <nlohmann/json.hpp>

#include <string_view>

#include "rami/action.hpp"
#include "rami/json/move.hpp"

namespace rami {

/// Reads an action: `move_from_json` (the same errors, naming the field).
[[nodiscard]] inline result<action> action_from_json(const nlohmann::json& j) { return move_from_json(j); }

/// Reads an action from JSON text: `parse_move`.
[[nodiscard]] inline result<action> parse_action(std::string_view text) { return parse_move(text); }

}  // namespace rami
