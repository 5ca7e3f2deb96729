// The extension module rami._rami. The package rami (python/rami) re-exports it with the parts
// written in Python (errors, play_round with Python bots, tournament, env).

#include "bindings.hpp"
#include "convert.hpp"

PYBIND11_MODULE(_rami, m) {
    namespace py = pybind11;
    m.doc() = "The rami rules engine (C++), bound with pybind11. Use the package `rami`.";
    m.attr("__version__") = rami::version_string;

    // rami errors become rami.FormatError (malformed input) or rami.RuleError (a rule refuses).
    py::register_exception_translator([](std::exception_ptr thrown) {
        try {
            if (thrown) std::rethrow_exception(thrown);
        } catch (const rami_python::refusal& r) {
            py::gil_scoped_acquire held;
            py::module_ errors = py::module_::import("rami._errors");
            const bool format = r.error.rule == rami::rule_id::format;
            py::object type = errors.attr(format ? "FormatError" : "RuleError");
            py::object error = type(std::string(rami::to_string(r.error.code)), std::string(rami::to_string(r.error.rule)),
                                    r.error.message());
            PyErr_SetObject(type.ptr(), error.ptr());
        }
    });

    rami_python::bind_cards(m);
    rami_python::bind_game(m);
    rami_python::bind_rules_documents(m);
    rami_python::bind_actions(m);
    rami_python::bind_play(m);
}
