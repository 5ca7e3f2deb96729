// Bindings of rules documents ("rami.rules/1"): a variant's rules as data, checked strictly
// on load, and the check of a state's invariants.

#include <pybind11/stl.h>

#include <optional>

#include "bindings.hpp"
#include "convert.hpp"

#include "rami/json/rules.hpp"
#include "rami/state_check.hpp"

namespace rami_python {

rami::rules rules_document_arg(py::handle value) {
    if (py::isinstance<rami::rules>(value)) return value.cast<rami::rules>();
    if (PyUnicode_Check(value.ptr())) return take(rami::parse_rules(value.cast<std::string>()));
    return take(rami::rules_from_json(to_json_value(value, "rules")));
}

void bind_rules_documents(py::module_& m) {
    auto rules = py::reinterpret_borrow<py::class_<rami::rules>>(m.attr("Rules"));
    rules.def_static("from_json", [](py::handle doc) { return rules_document_arg(doc); }, py::arg("doc"), R"doc(
The rules of a rules document ("rami.rules/1": {"format", "base": a variant id, then only the
fields that differ from the base}), as a dict or JSON text. Checked strictly: FormatError
naming the field (missing_field, wrong_json_type, unknown_value, number_out_of_range, ...).)doc")
        .def("to_dict", [](const rami::rules& r) { return to_python(rami::rules_to_json(r)); },
             "The rules document (dict, \"rami.rules/1\"): the base variant and the fields that differ from it.")
        .def("to_json", [](const rami::rules& r, std::optional<int> indent) { return rami::rules_to_json(r).dump(indent.value_or(-1)); },
             py::arg("indent") = py::none(), "The rules document as JSON text (str).")
        .def(py::pickle([](const rami::rules& r) { return py::make_tuple(rami::rules_to_json(r).dump()); },
                        [](const py::tuple& t) { return take(rami::parse_rules(t[0].cast<std::string>())); }));

    auto state = py::reinterpret_borrow<py::class_<rami::game_state>>(m.attr("GameState"));
    state.def("check", [](const rami::game_state& s) { check(rami::check_state(s)); }, R"doc(
Checks every invariant of the state (those GameState.from_json checks: the exact deck R1,
hands and table, counters, ...). Returns None; raises the RuleError or FormatError of the
first broken invariant. States built by the engine always pass.)doc");
}

}  // namespace rami_python
