// Bindings of the step-wise turns: Action (one step of a turn), the numbered action space of a
// variant, legal actions and their mask, and a seat's observation as numbers (for agents).

#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <chrono>
#include <cstring>

#include "bindings.hpp"
#include "convert.hpp"
#include "game.hpp"

#include "rami/action.hpp"
#include "rami/action_space.hpp"
#include "rami/json/action.hpp"
#include "rami/legal_actions.hpp"
#include "rami/observation.hpp"

namespace rami_python {

rami::action action_arg(const rami::rules& r, py::handle value) {
    if (py::isinstance<rami::action>(value)) return value.cast<rami::action>();
    if (is_action_id(value)) {
        const long long id = PyLong_AsLongLong(py::reinterpret_steal<py::object>(PyNumber_Index(value.ptr())).ptr());
        if (PyErr_Occurred()) {
            PyErr_Clear();
            raise(rami::error(rami::error_code::number_out_of_range, "action id"));
        }
        if (id < 0 || id >= rami::action_space_size(r))
            raise(rami::error(rami::error_code::number_out_of_range,
                              "action id " + std::to_string(id) + ": 0 to " + std::to_string(rami::action_space_size(r) - 1)));
        return take(rami::action_from_id(r, static_cast<int>(id)));
    }
    return move_arg(value);
}

bool is_action_id(py::handle value) {
    return !PyBool_Check(value.ptr()) && (PyLong_Check(value.ptr()) || (PyIndex_Check(value.ptr()) && !PyUnicode_Check(value.ptr())));
}


namespace {

py::array_t<std::int8_t> mask_array(const rami::game_state& s) {
    std::vector<std::uint8_t> mask;
    {
        py::gil_scoped_release unlocked;
        mask = rami::legal_action_mask(s);
    }
    py::array_t<std::int8_t> out(static_cast<py::ssize_t>(mask.size()));
    if (!mask.empty()) std::memcpy(out.mutable_data(), mask.data(), mask.size());
    return out;
}

py::array_t<float> observation_array(const rami::game_state& s, int seat) {
    if (seat < 0 || seat >= s.players) raise(rami::error(rami::error_code::seat_out_of_range, "seat " + std::to_string(seat)));
    const std::vector<float> values = rami::observation(rami::view(s, seat));
    py::array_t<float> out(static_cast<py::ssize_t>(values.size()));
    if (!values.empty()) std::memcpy(out.mutable_data(), values.data(), values.size() * sizeof(float));
    return out;
}

}  // namespace

void bind_actions(py::module_& m) {
    // An action is a move of one step (rami/action.hpp): rami.Action is rami.Move, with the
    // numbers of the action space.
    auto action = py::reinterpret_borrow<py::class_<rami::move>>(m.attr("Move"));
    action.doc() = R"doc(
A move, or one step of a turn (an action, R2; docs/actions.md): {"type": "draw"},
{"type": "take_discard"}, {"type": "meld", "cards": [...], "kind": "run" | "set" (optional)},
{"type": "lay_off", "meld": N, "cards": [one card], "end": "low" | "high" (optional)},
{"type": "swap", "meld": N, "cards": [one card, or two of a set]}, {"type": "discard", "card":
"KS"}, or a whole play {"type": "play", "steps": [...]} (no number). A turn is a draw, then any
melds, lay-offs and swaps, then a discard. Each action has a number in its variant's action
space (Move.id, action_from_id). rami.Action is the same class. Immutable.)doc";
    action.def("id", [](const rami::move& a, py::handle variant) { return take(rami::action_id(rules_arg(variant), a)); },
               py::arg("variant"), R"doc(
Its number in the action space of `variant` (an id, a Rules), int in 0 .. action_space_size - 1.
Raises FormatError invalid_move for a play or an action without a number (a lay-off of several
cards), or the meld's own error (R1, R3) for cards that are no meld of the variant.)doc");
    m.attr("Action") = action;

    m.def("action_space_size", [](py::handle variant) { return rami::action_space_size(rules_arg(variant)); }, py::arg("variant"),
          "The number of actions in the variant's numbered action space (int, fixed per variant).");
    m.def("observation_size", [](py::handle variant) { return rami::observation_size(rules_arg(variant)); }, py::arg("variant"),
          "The length of the variant's observation vectors (int, fixed per variant).");
    m.def("action_from_id", [](py::handle variant, py::handle id) {
              const rami::rules r = rules_arg(variant);
              if (!is_action_id(id)) raise(rami::error(rami::error_code::wrong_json_type, "id: an int"));
              return action_arg(r, id);
          }, py::arg("variant"), py::arg("id"),
          "The Action numbered `id` in the variant's action space. Raises FormatError number_out_of_range.");

    m.def("_time_apply_actions", [](const std::vector<std::pair<rami::game_state, rami::action>>& steps, int repeat) {
              // For benchmarks/: the C++ time of the action applies that bench_python.py makes from Python.
              std::size_t changed = 0;
              const auto started = std::chrono::steady_clock::now();
              for (int k = 0; k < repeat; ++k)
                  for (const auto& [s, a] : steps) {
                      auto next = rami::apply(s, a);
                      changed += next ? static_cast<std::size_t>(next->turn) : 0;  // keeps the call from being optimised away
                  }
              return py::make_tuple(std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count(), changed);
          }, py::arg("steps"), py::arg("repeat"), "Seconds to apply each (state, action) `repeat` times in C++ (benchmarks).");

    auto state = py::reinterpret_borrow<py::class_<rami::game_state>>(m.attr("GameState"));
    state.def("legal_actions", [](const rami::game_state& s) {
                  py::gil_scoped_release unlocked;
                  return rami::legal_actions(s);
              }, R"doc(
The legal actions of the seat to act (list[Action]): complete, without duplicates, in a fixed
order (R2-R12). Empty when the round is over.)doc")
        .def("legal_action_mask", &mask_array, R"doc(
1 at the number of each legal action, 0 elsewhere: numpy int8 array of shape
(action_space_size,). All zeros when the round is over.)doc");
    state.def("observation", &observation_array, py::arg("seat"), R"doc(
What `seat` sees (its view: own hand, counts of the others, discard pile, table, turn, ...) as
a numpy float32 array of shape (observation_size,) = (2755,), for agents: card counts, flags
0/1, one-hot slots and raw numbers (cards in hand, stock size, match totals, which may be
negative), seats relative to `seat` (docs/actions.md, "Observations"). Raises FormatError
seat_out_of_range.)doc");

    auto rules = py::reinterpret_borrow<py::class_<rami::rules>>(m.attr("Rules"));
    rules.def_property_readonly("action_space_size", [](const rami::rules& r) { return rami::action_space_size(r); },
                                "The size of the numbered action space (int).");
    rules.def_property_readonly("observation_size", [](const rami::rules& r) { return rami::observation_size(r); },
                                "The length of observation vectors (int).");
}

}  // namespace rami_python

