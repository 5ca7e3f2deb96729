#pragma once
// Rules as data: a rule set written as a rules document, "rami.rules/1", and read back checked.
//
//   {"format": "rami.rules/1", "base": "rami_francais", "opening": {"minimum": 81}}
//
// `base` is a built-in variant id; every other member changes one field of the base (the
// fields, their ranges and rules: `rule_fields` in rami/rules_check.hpp, docs/json.md "Rules
// documents"). `rules_to_json` writes exactly the fields that differ from the base, so that
// `rules_from_json(rules_to_json(r)) == r` for every rule set `r` the engine can play.

#include <nlohmann/json.hpp>

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "rami/json.hpp"
#include "rami/result.hpp"
#include "rami/rules.hpp"
#include "rami/rules_check.hpp"
#include "rami/variants.hpp"

namespace rami {

/// The wire id of a rules document.
inline constexpr std::string_view rules_format = "rami.rules/1";

namespace detail {

[[nodiscard]] inline bool same_field(const rule_field& f, const rules& a, const rules& b) {
    rules x = a;
    rules y = b;
    if (f.type == rule_field_type::per_players) return *f.per_players(x) == *f.per_players(y);
    return field_value(f, x) == field_value(f, y);
}

/// The built-in variant `r` is based on: the one with its id, else the one it differs least
/// from (a variant type with an id of its own, I).
[[nodiscard]] inline const rules& base_of(const rules& r) {
    if (const rules* same_id = find_variant(r.id)) return *same_id;
    const rules* best = &all_variants.front();
    std::size_t fewest = rule_fields.size() + 1;
    for (const rules& candidate : all_variants) {
        std::size_t differing = 0;
        for (const rule_field& f : rule_fields) differing += same_field(f, r, candidate) ? 0 : 1;
        if (differing < fewest) {
            fewest = differing;
            best = &candidate;
        }
    }
    return *best;
}

/// A per-player field as JSON: one number when every number of players gets the same, else
/// {"2": 13, "3": 13, ...} for each number of players the variant is played by.
[[nodiscard]] inline nlohmann::json per_players_to_json(const std::array<int, max_players_supported + 1>& values,
                                                        const rules& r) {
    const int first = values[static_cast<std::size_t>(r.deal.min_players)];
    bool same = true;
    for (int n = r.deal.min_players; n <= r.deal.max_players; ++n) same = same && values[static_cast<std::size_t>(n)] == first;
    if (same && r.deal.min_players <= r.deal.max_players) return first;
    nlohmann::json out = nlohmann::json::object();
    for (int n = std::max(r.deal.min_players, 0); n <= std::min(r.deal.max_players, max_players_supported); ++n)
        out[std::to_string(n)] = values[static_cast<std::size_t>(n)];
    return out;
}

}  // namespace detail

/// The rules document of `r`: {"format": "rami.rules/1", "base": "<id>", ...} with exactly the
/// fields that differ from the base, grouped as in `rules` ({"deck": {"decks": 2}, "lay_off":
/// "opened", ...}). The base is the built-in variant with `r.id`; a rule set whose id is none of
/// theirs is written against the built-in variant it differs least from, and reads back under
/// that variant's id, name and source (I).
[[nodiscard]] inline nlohmann::json rules_to_json(const rules& r) {
    const rules& base = detail::base_of(r);
    nlohmann::json j = nlohmann::json{{"format", std::string(rules_format)}, {"base", std::string(base.id)}};
    rules copy = r;
    for (const rule_field& f : rule_fields) {
        if (detail::same_field(f, r, base)) continue;
        nlohmann::json value;
        switch (f.type) {
            case rule_field_type::integer: value = *f.integer(copy); break;
            case rule_field_type::boolean: value = *f.boolean(copy); break;
            case rule_field_type::who: value = std::string(to_string(*f.who(copy))); break;
            case rule_field_type::per_players: value = detail::per_players_to_json(*f.per_players(copy), r); break;
        }
        if (f.group.empty())
            j[std::string(f.name)] = std::move(value);
        else
            j[std::string(f.group)][std::string(f.name)] = std::move(value);
    }
    return j;
}

namespace detail::json_input {

/// The field of a rules document at group.name (group empty: top level), or nullptr.
[[nodiscard]] inline const rule_field* rule_field_named(std::string_view group, std::string_view name) {
    for (const rule_field& f : rule_fields)
        if (f.group == group && f.name == name) return &f;
    return nullptr;
}

[[nodiscard]] inline bool is_rule_group(std::string_view name) {
    for (const rule_field& f : rule_fields)
        if (!f.group.empty() && f.group == name) return true;
    return false;
}

/// A per-player value read but not yet spread: one number, or some numbers of players.
struct per_players_given {
    const rule_field* field = nullptr;
    std::optional<int> every;
    std::array<std::optional<int>, max_players_supported + 1> entries{};
};

[[nodiscard]] inline result<int> rule_integer(const json& j, const std::string& path) {
    auto v = integer(j, path, -2147483647 - 1, 2147483647);
    if (!v) return v.error();
    return static_cast<int>(*v);
}

/// One field's value into `r` (per-player values into `later`). Errors name `path`.
[[nodiscard]] inline result<void> read_rule_field(const rule_field& f, const json& value, const std::string& path, rules& r,
                                                  std::vector<per_players_given>& later) {
    switch (f.type) {
        case rule_field_type::integer: {
            auto v = rule_integer(value, path);
            if (!v) return v.error();
            *f.integer(r) = *v;
            return {};
        }
        case rule_field_type::boolean: {
            auto v = boolean(value, path);
            if (!v) return v.error();
            *f.boolean(r) = *v;
            return {};
        }
        case rule_field_type::who: {
            auto word = text(value, path);
            if (!word) return word.error();
            for (const who_may w : {who_may::nobody, who_may::anyone, who_may::opened, who_may::opened_or_going_out})
                if (*word == to_string(w)) {
                    *f.who(r) = w;
                    return {};
                }
            return error(error_code::unknown_value, path + ": " + rami::detail::quoted(*word) +
                                                        " is not \"nobody\", \"anyone\", \"opened\" or \"opened_or_going_out\"");
        }
        case rule_field_type::per_players: {
            per_players_given given;
            given.field = &f;
            if (value.is_number()) {
                auto v = rule_integer(value, path);
                if (!v) return v.error();
                given.every = *v;
            } else if (value.is_object()) {
                for (const auto& [key, entry] : value.items()) {
                    const std::string where = path + "." + key;
                    const bool digit = key.size() == 1 && key[0] >= '0' && key[0] <= '9';
                    const int n = digit ? key[0] - '0' : -1;
                    if (n < min_players_supported || n > max_players_supported)
                        return error(error_code::unknown_field, where + ": the keys are numbers of players, 2 to 6");
                    auto v = rule_integer(entry, where);
                    if (!v) return v.error();
                    given.entries[static_cast<std::size_t>(n)] = *v;
                }
            } else {
                return wrong_type(path, "a whole number, or an object {\"2\": N, ...} by number of players", value);
            }
            later.push_back(given);
            return {};
        }
    }
    return {};
}

[[nodiscard]] inline result<rules> read_rules(const json& j) {
    if (!j.is_object()) return wrong_type("rules", "an object", j);
    auto format_field = required(j, "format", "format");
    if (!format_field) return format_field.error();
    auto format = text(**format_field, "format");
    if (!format) return format.error();
    if (*format != rules_format)
        return error(error_code::unknown_format, "format: " + rami::detail::quoted(*format) + ", expected \"rami.rules/1\"");
    auto base_field = required(j, "base", "base");
    if (!base_field) return base_field.error();
    auto id = text(**base_field, "base");
    if (!id) return id.error();
    const rules* base = find_variant(*id);
    if (base == nullptr) return error(error_code::unknown_variant, "base: " + rami::detail::quoted(*id));

    rules r = *base;
    std::vector<per_players_given> later;
    for (const auto& [key, value] : j.items()) {
        if (key == "format" || key == "base") continue;
        if (is_rule_group(key)) {
            if (!value.is_object()) return wrong_type(key, "an object", value);
            for (const auto& [name, inner] : value.items()) {
                const std::string path = key + "." + name;
                const rule_field* f = rule_field_named(key, name);
                if (f == nullptr) return error(error_code::unknown_field, path);
                if (auto read = read_rule_field(*f, inner, path, r, later); !read) return read.error();
            }
        } else if (const rule_field* f = rule_field_named("", key)) {
            if (auto read = read_rule_field(*f, value, key, r, later); !read) return read.error();
        } else {
            return error(error_code::unknown_field, key);
        }
    }

    // Per-player values, now that the numbers of players are known. The base's entries for
    // numbers of players the rules no longer take are dropped; those given must be taken.
    for (const rule_field& f : rule_fields) {
        if (f.type != rule_field_type::per_players) continue;
        auto& entries = *f.per_players(r);
        for (int n = 0; n <= max_players_supported; ++n)
            if (!r.accepts_players(n)) entries[static_cast<std::size_t>(n)] = 0;
    }
    for (const per_players_given& given : later) {
        auto& entries = *given.field->per_players(r);
        for (int n = 0; n <= max_players_supported; ++n) {
            const auto i = static_cast<std::size_t>(n);
            if (given.every && r.accepts_players(n)) entries[i] = *given.every;
            if (!given.entries[i]) continue;
            if (!r.accepts_players(n))
                return error(error_code::invalid_rules, given.field->rule,
                             std::string(given.field->path) + "." + std::to_string(n) +
                                 ": set for a number of players the variant is not played by (deal.min_players " +
                                 std::to_string(r.deal.min_players) + ", deal.max_players " + std::to_string(r.deal.max_players) + ")");
            entries[i] = *given.entries[i];
        }
    }
    if (auto valid = check_rules(r); !valid) return valid.error();
    return r;
}

}  // namespace detail::json_input

/// Reads and checks a rules document "rami.rules/1" (docs/json.md "Rules documents"). The
/// result is the base variant (id, name and source included) with the fields given changed.
/// Errors, each naming the field in its detail ("deal.hand_size.4", "opening.minimum"):
/// `wrong_json_type`, `missing_field` (format, base), `unknown_format`, `unknown_variant`
/// (base), `unknown_field` (a member that is no field of the rules), `unknown_value` (a
/// `who_may` word), `number_out_of_range` (beyond an int), and `invalid_rules` with the field's
/// rule (R1-R14) when a value is out of its range or the fields disagree (`check_rules`: a deal
/// that does not fit the deck, ...). Never throws except std::bad_alloc.
[[nodiscard]] inline result<rules> rules_from_json(const nlohmann::json& j) {
    try {
        return detail::json_input::read_rules(j);
    } catch (const nlohmann::json::exception& e) {
        return error(error_code::wrong_json_type, e.what());
    }
}

/// `rules_from_json` of JSON text; `invalid_json` when the text is not one JSON document.
[[nodiscard]] inline result<rules> parse_rules(std::string_view text) {
    auto j = parse_json(text);
    if (!j) return j.error();
    return rules_from_json(*j);
}

}  // namespace rami
