#pragma once
// game.cpp's helpers that play.cpp uses too.

#include <pybind11/pybind11.h>

#include <nlohmann/json.hpp>

#include "convert.hpp"
#include "rami/action.hpp"

namespace rami_python {

/// A move given as a rami.Move, its JSON dict or its JSON text. Errors: FormatError.
rami::move move_arg(pybind11::handle value);

/// An action given as a rami.Action, its number in the action space of `r` (int, numpy
/// integer), its JSON dict or its JSON text. Errors: FormatError.
rami::action action_arg(const rami::rules& r, pybind11::handle value);

/// Whether `value` is an action number (an int or numpy integer, not a bool).
bool is_action_id(pybind11::handle value);


/// The state after a move or an action, given in any form `move_arg` or `action_arg` reads.
/// Errors: RuleError, FormatError.
rami::game_state apply_any(const rami::game_state& s, pybind11::handle step);

}  // namespace rami_python
