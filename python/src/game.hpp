#pragma once
// game.cpp's helpers that play.cpp uses too.

#include <pybind11/pybind11.h>

#include <nlohmann/json.hpp>

#include "convert.hpp"
#ifdef RAMI_PYTHON_ACTIONS
#include "rami/action.hpp"
#endif

namespace rami_python {

/// A move given as a rami.Move, its JSON dict or its JSON text. Errors: FormatError.
rami::move move_arg(pybind11::handle value);

#ifdef RAMI_PYTHON_ACTIONS
/// An action given as a rami.Action, its number in the action space of `r` (int, numpy
/// integer), its JSON dict or its JSON text. Errors: FormatError.
rami::action action_arg(const rami::rules& r, pybind11::handle value);

/// Whether `value` is an action number (an int or numpy integer, not a bool).
bool is_action_id(pybind11::handle value);

/// Whether a JSON document is an action rather than a move (its type is meld, lay_off or swap;
/// draw, take_discard and discard are the same step either way).
bool is_action_json(const nlohmann::json& j);
#endif

/// The state after a move or an action, given in any form `move_arg` or `action_arg` reads.
/// Errors: RuleError, FormatError.
rami::game_state apply_any(const rami::game_state& s, pybind11::handle step);

}  // namespace rami_python
