#pragma once
// What the bindings share: rami errors raised as Python exceptions, Python objects to and from
// nlohmann::json (moves, states and documents cross the boundary in their JSON form), and the
// arguments most functions take (a variant, cards).

#include <pybind11/pybind11.h>

#include <string>
#include <vector>

#include "rami/bot.hpp"
#include "rami/json.hpp"
#include "rami/rami.hpp"

namespace rami_python {

namespace py = pybind11;

/// A refusal on its way to Python: the exception translator (module.cpp) turns it into
/// rami.FormatError (rule "format") or rami.RuleError (R1-R14).
struct refusal {
    rami::error error;
};

/// Throws `error` as a refusal.
[[noreturn]] inline void raise(rami::error error) { throw refusal{std::move(error)}; }

/// The value of `r`, or its error raised.
template <class T>
T take(rami::result<T>&& r) {
    if (!r) raise(r.error());
    return std::move(r).value();
}
inline void check(const rami::result<void>& r) {
    if (!r) raise(r.error());
}

/// How deep a Python value may nest when it becomes JSON (the engine's documents nest a few
/// levels; this stops a cycle or a hostile document before the C stack does).
inline constexpr int max_json_depth = 64;

/// A Python value (dict with str keys, list, tuple, str, int, float, bool, None) as JSON.
/// Anything else, or a value nested deeper than max_json_depth: FormatError `wrong_json_type`
/// naming the path.
inline nlohmann::json to_json_value(py::handle value, const std::string& path = "$", int depth = 0) {
    if (depth > max_json_depth) raise(rami::error(rami::error_code::wrong_json_type, path + ": nested too deeply"));
    if (value.is_none()) return nullptr;
    if (PyBool_Check(value.ptr())) return value.ptr() == Py_True;
    if (PyLong_Check(value.ptr())) {
        int overflow = 0;
        const long long n = PyLong_AsLongLongAndOverflow(value.ptr(), &overflow);
        if (overflow == 0) return n;
        if (overflow > 0) {
            const unsigned long long u = PyLong_AsUnsignedLongLong(value.ptr());
            if (!PyErr_Occurred()) return u;
            PyErr_Clear();
        }
        raise(rami::error(rami::error_code::number_out_of_range, path));
    }
    if (PyFloat_Check(value.ptr())) return PyFloat_AS_DOUBLE(value.ptr());
    if (PyUnicode_Check(value.ptr())) {
        Py_ssize_t size = 0;
        const char* text = PyUnicode_AsUTF8AndSize(value.ptr(), &size);
        if (text == nullptr) {  // lone surrogates
            PyErr_Clear();
            raise(rami::error(rami::error_code::wrong_json_type, path + ": a string that is not UTF-8"));
        }
        return std::string(text, static_cast<std::size_t>(size));
    }
    if (PyDict_Check(value.ptr())) {
        nlohmann::json object = nlohmann::json::object();
        for (auto [key, item] : py::reinterpret_borrow<py::dict>(value)) {
            if (!PyUnicode_Check(key.ptr()))
                raise(rami::error(rami::error_code::wrong_json_type, path + ": a key that is not a string"));
            const std::string name = key.cast<std::string>();
            object[name] = to_json_value(item, path + "." + name, depth + 1);
        }
        return object;
    }
    if (PyList_Check(value.ptr()) || PyTuple_Check(value.ptr())) {
        nlohmann::json array = nlohmann::json::array();
        std::size_t i = 0;
        for (py::handle item : value) array.push_back(to_json_value(item, path + "[" + std::to_string(i++) + "]", depth + 1));
        return array;
    }
    if (PyIndex_Check(value.ptr())) {  // numpy integers
        py::object as_int = py::reinterpret_steal<py::object>(PyNumber_Index(value.ptr()));
        if (!as_int) throw py::error_already_set();
        return to_json_value(as_int, path, depth);
    }
    raise(rami::error(rami::error_code::wrong_json_type,
                      path + ": a " + std::string(py::str(py::type::handle_of(value).attr("__name__"))) + " is not JSON"));
}

/// A JSON value as the Python value json.loads would give.
inline py::object to_python(const nlohmann::json& j) {
    switch (j.type()) {
        case nlohmann::json::value_t::null: return py::none();
        case nlohmann::json::value_t::boolean: return py::bool_(j.get<bool>());
        case nlohmann::json::value_t::number_integer: return py::int_(j.get<long long>());
        case nlohmann::json::value_t::number_unsigned: return py::int_(j.get<unsigned long long>());
        case nlohmann::json::value_t::number_float: return py::float_(j.get<double>());
        case nlohmann::json::value_t::string: return py::str(j.get_ref<const std::string&>());
        case nlohmann::json::value_t::array: {
            py::list list;
            for (const auto& item : j) list.append(to_python(item));
            return list;
        }
        case nlohmann::json::value_t::object: {
            py::dict dict;
            for (const auto& [key, item] : j.items()) dict[py::str(key)] = to_python(item);
            return dict;
        }
        default: return py::none();  // binary and discarded values never come out of rami
    }
}

/// A document given as JSON text (str) or as its parsed form (dict, list...).
inline nlohmann::json document_arg(py::handle value) {
    if (PyUnicode_Check(value.ptr())) return take(rami::parse_json(value.cast<std::string>()));
    if (PyBytes_Check(value.ptr())) return take(rami::parse_json(std::string(value.cast<py::bytes>())));
    return to_json_value(value);
}

/// The text of a card ("10H").
inline py::str card_text(rami::card c) { return py::str(rami::to_string(c)); }

/// Cards as Python strings, canonical.
template <class Cards>
py::list card_list(const Cards& cards) {
    py::list list;
    for (const rami::card c : cards) list.append(card_text(c));
    return list;
}

/// Cards given as one string ("8S 7S 6S", separated by spaces or commas) or as an iterable of
/// card strings. Errors (FormatError): `unknown_card` naming the card, `wrong_json_type` for an
/// element that is not a string. An empty list gives no cards; an empty string `empty_input`.
inline std::vector<rami::card> cards_arg(py::handle value) {
    if (PyUnicode_Check(value.ptr())) return take(rami::parse_cards(value.cast<std::string>()));
    if (!py::isinstance<py::iterable>(value))
        raise(rami::error(rami::error_code::wrong_json_type, "cards: a string or a list of card strings"));
    std::vector<rami::card> cards;
    std::size_t i = 0;
    for (py::handle item : value) {
        if (!PyUnicode_Check(item.ptr()))
            raise(rami::error(rami::error_code::wrong_json_type, "cards[" + std::to_string(i) + "]: not a string"));
        auto parsed = rami::parse_card(item.cast<std::string>());
        if (!parsed) raise(rami::error(rami::error_code::unknown_card, "cards[" + std::to_string(i) + "]: " + parsed.error().detail));
        cards.push_back(*parsed);
        ++i;
    }
    return cards;
}

/// The rules named by a variant argument: a variant id (str), a rami.Rules, or a rules
/// document (dict, or JSON text starting with "{").
rami::rules rules_arg(py::handle value);

/// A rules document ("rami.rules/1") as a dict or JSON text, or a rami.Rules. Errors:
/// FormatError naming the field.
rami::rules rules_document_arg(py::handle value);

}  // namespace rami_python
