#pragma once
// game.cpp's helpers that play.cpp uses too.

#include <pybind11/pybind11.h>

#include "rami/rami.hpp"

namespace rami_python {

/// A move given as a rami.Move, its JSON dict or its JSON text. Errors: FormatError.
rami::move move_arg(pybind11::handle value);

/// The state after one move given in any form `move_arg` reads. Errors: RuleError, FormatError.
rami::game_state apply_any(const rami::game_state& s, pybind11::handle step);

}  // namespace rami_python
