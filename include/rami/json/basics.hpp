#pragma once
// The basics of rami::json, which every part of the JSON layer builds on: cards, errors, melds,
// openings and lay-downs as JSON, the non-throwing input helpers (`parse_json`,
// `cards_from_json`, the field readers of `detail::json_input`). Include <rami/json.hpp> for
// the whole layer; the game layer's headers include this one, so that each of them compiles
// on its own whatever is included first.

#include <nlohmann/json.hpp>

#include <array>
#include <cmath>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "rami/card.hpp"
#include "rami/error.hpp"
#include "rami/hand.hpp"
#include "rami/meld.hpp"
#include "rami/opening.hpp"
#include "rami/result.hpp"
#include "rami/state.hpp"

namespace rami {

// --- cards (docs/json.md "Cards") ------------------------------------------------------

/// A card is its canonical string: "10H", "QS", "JK".
inline void to_json(nlohmann::json& j, const card& c) { j = to_string(c); }

/// Reads a card string in any accepted form (canonical, lower case, "T" for 10, suit symbols
/// ♠ ♥ ♦ ♣). nlohmann protocol: throws nlohmann::json::type_error (302) when `j` is not a
/// string, nlohmann::json::other_error (501) whose what() holds rami's `unknown_card` message
/// when the string is no card. Prefer `cards_from_json`, which does not throw.
inline void from_json(const nlohmann::json& j, card& c) {
    if (!j.is_string())
        throw nlohmann::json::type_error::create(302, std::string("a card must be a string, not ") + j.type_name(), &j);
    const auto parsed = parse_card(j.get_ref<const std::string&>());
    if (!parsed) throw nlohmann::json::other_error::create(501, parsed.error().message(), &j);
    c = *parsed;
}

// --- errors (docs/json.md "Errors") ---------------------------------------------------

/// {"code": "opening_below_minimum", "rule": "R6", "message": "…"}.
inline void to_json(nlohmann::json& j, const error& e) {
    j = nlohmann::json{{"code", std::string(to_string(e.code))},
                       {"rule", std::string(to_string(e.rule))},
                       {"message", e.message()}};
}

/// The wire form of a refusal: {"error": {"code", "rule", "message"}} (docs/json.md "Errors").
[[nodiscard]] inline nlohmann::json error_json(const error& e) { return nlohmann::json{{"error", e}}; }

// --- melds and openings (R3-R6) --------------------------------------------------------

/// A meld: {"kind": "run" | "set", "cards": [cards as laid, canonical], "reading": [R4 text
/// per card, run jokers as the card they stand for, set jokers as e.g. "9?"], "points": N (R5)}.
/// Runs are laid in run order (low to high). Used by `rami meld`, `rami opening` and `rami best`
/// (docs/cli.md).
inline void to_json(nlohmann::json& j, const meld& m) {
    nlohmann::json cards = nlohmann::json::array();
    nlohmann::json reading = nlohmann::json::array();
    for (int i = 0; i < m.size; ++i) {
        cards.push_back(to_string(m.cards[static_cast<std::size_t>(i)]));
        reading.push_back(reading_text(m, i));
    }
    j = nlohmann::json{{"kind", std::string(to_string(m.kind))},
                       {"cards", std::move(cards)},
                       {"reading", std::move(reading)},
                       {"points", static_cast<int>(m.points)}};
}

/// What melds laid together count for an opening (R6): {"points": N, "tierce_franche": bool}
/// (the body of `rami opening`'s answer, docs/cli.md).
inline void to_json(nlohmann::json& j, const opening_summary& s) {
    j = nlohmann::json{{"points", s.points}, {"tierce_franche", s.tierce_franche}};
}

/// A lay-down of a hand (rami/hand.hpp): {"melds": [meld...], "points": N (R5), "left": [cards],
/// "deadwood": N (R13 values of the cards left)} (`rami best`, docs/cli.md).
inline void to_json(nlohmann::json& j, const lay_down& d) {
    j = nlohmann::json{{"melds", d.melds}, {"points", d.points}, {"left", d.left}, {"deadwood", d.deadwood}};
}

// --- non-throwing input helpers --------------------------------------------------------

/// Parses JSON text (a state, a move: docs/json.md "Moves", "The state"). Error `invalid_json`
/// (format) when it is not exactly one well-formed JSON document (trailing text is refused).
/// Never throws except std::bad_alloc.
[[nodiscard]] inline result<nlohmann::json> parse_json(std::string_view text) {
    try {
        nlohmann::json j = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
        if (j.is_discarded()) return error(error_code::invalid_json);
        return j;
    } catch (const nlohmann::json::exception& e) {
        return error(error_code::invalid_json, e.what());
    }
}

/// Reads an array of card strings (["8S", "7s", "6♠"]), in order, in any accepted card form
/// (docs/json.md "Cards": hands, stock, discard pile, meld cards).
/// Errors (format): `wrong_json_type` when `j` is not an array or an element is not a string;
/// `unknown_card` naming the element's index and text. An empty array gives no cards.
/// Never throws except std::bad_alloc.
[[nodiscard]] inline result<std::vector<card>> cards_from_json(const nlohmann::json& j) {
    if (!j.is_array()) return error(error_code::wrong_json_type, std::string("expected an array of cards, not ") + j.type_name());
    std::vector<card> cards;
    cards.reserve(j.size());
    std::size_t index = 0;
    for (const nlohmann::json& element : j) {
        if (!element.is_string())
            return error(error_code::wrong_json_type, "card " + std::to_string(index) + " is " + element.type_name() +
                                                          ", not a string");
        auto parsed = parse_card(element.get_ref<const std::string&>());
        if (!parsed) return error(error_code::unknown_card, "card " + std::to_string(index) + ": " + parsed.error().detail);
        cards.push_back(*parsed);
        ++index;
    }
    return cards;
}

/// The canonical strings of cards, as a JSON array.
[[nodiscard]] inline nlohmann::json cards_to_json(std::span<const card> cards) {
    nlohmann::json out = nlohmann::json::array();
    auto& array = out.get_ref<nlohmann::json::array_t&>();
    array.reserve(cards.size());
    for (const card c : cards) array.emplace_back(to_string(c));
    return out;
}

// --- reading untrusted documents field by field (states, moves) ------------------------

namespace detail::json_input {

using nlohmann::json;

/// `wrong_json_type` naming the field: "hands[2]: expected an array, not string".
[[nodiscard]] inline error wrong_type(const std::string& path, std::string_view expected, const json& j) {
    return error(error_code::wrong_json_type, path + ": expected " + std::string(expected) + ", not " + j.type_name());
}

/// The member `key` of an object, or nullptr when it is absent.
[[nodiscard]] inline const json* member(const json& object, const char* key) {
    const auto found = object.find(key);
    return found == object.end() ? nullptr : &*found;
}

/// A required member; `missing_field` naming it.
[[nodiscard]] inline result<const json*> required(const json& object, const char* key, const std::string& path) {
    const json* found = member(object, key);
    if (found == nullptr) return error(error_code::missing_field, path);
    return found;
}

/// The member `key` of an object, or nullptr when it is absent or null (an optional field).
[[nodiscard]] inline const json* optional_member(const json& object, const char* key) {
    const json* found = member(object, key);
    return (found == nullptr || found->is_null()) ? nullptr : found;
}

/// A whole number in [low, high] (an integral float such as 3.0 is accepted). Errors:
/// `wrong_json_type` for anything else, `too_far` (by default `number_out_of_range`) outside the
/// range. `high` must be >= 0.
[[nodiscard]] inline result<std::int64_t> integer(const json& j, const std::string& path, std::int64_t low,
                                                  std::int64_t high,
                                                  error_code too_far = error_code::number_out_of_range) {
    std::int64_t value = 0;
    bool in_range = true;
    if (j.is_number_unsigned()) {
        const auto u = j.get<std::uint64_t>();
        in_range = u <= static_cast<std::uint64_t>(high);
        if (in_range) value = static_cast<std::int64_t>(u);
    } else if (j.is_number_integer()) {
        value = j.get<std::int64_t>();
    } else if (j.is_number_float()) {
        const double d = j.get<double>();
        if (!std::isfinite(d) || std::trunc(d) != d) return wrong_type(path, "a whole number", j);
        in_range = d >= static_cast<double>(low) && d <= static_cast<double>(high);
        if (in_range) value = static_cast<std::int64_t>(d);
    } else {
        return wrong_type(path, "a whole number", j);
    }
    if (!in_range || value < low || value > high)
        return error(too_far, path + ": " + j.dump() + " is not in " + std::to_string(low) + ".." + std::to_string(high));
    return value;
}

/// An unsigned 64-bit number (0 .. 2^64-1); `number_out_of_range` for a negative or larger one.
[[nodiscard]] inline result<std::uint64_t> unsigned64(const json& j, const std::string& path) {
    if (j.is_number_unsigned()) return j.get<std::uint64_t>();
    const auto out_of_range = [&] {
        return error(error_code::number_out_of_range, path + ": " + j.dump() + " is not in 0..18446744073709551615");
    };
    if (j.is_number_integer()) {
        const auto v = j.get<std::int64_t>();
        if (v < 0) return out_of_range();
        return static_cast<std::uint64_t>(v);
    }
    if (j.is_number_float()) {
        const double d = j.get<double>();
        if (!std::isfinite(d) || std::trunc(d) != d) return wrong_type(path, "a whole number", j);
        if (d < 0 || d >= 18446744073709551616.0) return out_of_range();
        return static_cast<std::uint64_t>(d);
    }
    return wrong_type(path, "a whole number", j);
}

[[nodiscard]] inline result<bool> boolean(const json& j, const std::string& path) {
    if (!j.is_boolean()) return wrong_type(path, "true or false", j);
    return j.get<bool>();
}

[[nodiscard]] inline result<std::string> text(const json& j, const std::string& path) {
    if (!j.is_string()) return wrong_type(path, "a string", j);
    return j.get<std::string>();
}

/// A card string; `unknown_card` naming the field ("hands[2][5]: \"ZZ\"").
[[nodiscard]] inline result<card> card_at(const json& j, const std::string& path) {
    if (!j.is_string()) return wrong_type(path, "a card string", j);
    auto parsed = parse_card(j.get_ref<const std::string&>());
    if (!parsed) return error(error_code::unknown_card, path + ": " + parsed.error().detail);
    return *parsed;
}

/// An array of at most `most` card strings, appended to `out` through `push` (no allocation
/// beyond `out`'s own), which says whether it took the card. Errors: `wrong_json_type`, `array_too_large`, `unknown_card` (each
/// naming the field or the element, e.g. "stock[12]").
template <class Push>
[[nodiscard]] result<void> cards_at(const json& j, const std::string& path, std::size_t most, Push push) {
    if (!j.is_array()) return wrong_type(path, "an array of cards", j);
    if (j.size() > most)
        return error(error_code::array_too_large,
                     path + ": " + std::to_string(j.size()) + " cards, at most " + std::to_string(most));
    std::size_t index = 0;
    for (const json& element : j) {
        auto c = card_at(element, path + "[" + std::to_string(index) + "]");
        if (!c) return c.error();
        if (!push(*c))  // never within `most`; a full container is refused, never cut short
            return error(error_code::array_too_large, path + ": more cards than the engine holds");
        ++index;
    }
    return {};
}

/// The card, or JSON null for none.
[[nodiscard]] inline json optional_card(const std::optional<card>& c) { return c ? json(to_string(*c)) : json(nullptr); }

}  // namespace detail::json_input

// --- parts of a game state (docs/json.md "The state"), shared by states and views --------

/// The options set, by their names (docs/json.md "The state", `options`): {"opening_minimum": 81, ...};
/// unset options are left out, so no options is {}.
[[nodiscard]] inline nlohmann::json options_to_json(const variant_options& o) {
    nlohmann::json j = nlohmann::json::object();
    if (o.opening_minimum) j["opening_minimum"] = *o.opening_minimum;
    if (o.beat_previous_opening) j["beat_previous_opening"] = *o.beat_previous_opening;
    if (o.circular_runs) j["circular_runs"] = *o.circular_runs;
    if (o.hand_size) j["hand_size"] = *o.hand_size;
    if (o.match_target) j["match_target"] = *o.match_target;
    return j;
}

/// A table meld: {"owner": seat, "cards": [cards in run order], "kind": "run" | "set",
/// "reading": [R4 text per card]}.
inline void to_json(nlohmann::json& j, const table_meld& m) {
    nlohmann::json reading = nlohmann::json::array();
    auto& texts = reading.get_ref<nlohmann::json::array_t&>();
    texts.reserve(static_cast<std::size_t>(m.meld.size));
    for (int i = 0; i < m.meld.size; ++i) texts.emplace_back(reading_text(m.meld, i));
    // Member by member: an initializer list would build a pair array per member first.
    j = nlohmann::json::object();
    auto& members = j.get_ref<nlohmann::json::object_t&>();
    members.emplace("owner", m.owner);
    members.emplace("cards", cards_to_json(m.meld.laid()));
    members.emplace("kind", to_string(m.meld.kind));
    members.emplace("reading", std::move(reading));
}

/// A round's result with one `points` entry per seat of `players`:
/// {"winner": seat or null, "reason": "out" | "deadlock", "in_one_go": bool, "points": [...]}.
[[nodiscard]] inline nlohmann::json round_result_to_json(const round_result& r, int players) {
    nlohmann::json points = nlohmann::json::array();
    for (int seat = 0; seat < players && seat < max_players_supported; ++seat)
        points.push_back(r.points[static_cast<std::size_t>(seat)]);
    return nlohmann::json{{"winner", r.winner < 0 ? nlohmann::json(nullptr) : nlohmann::json(r.winner)},
                          {"reason", to_string(r.reason)},
                          {"in_one_go", r.in_one_go},
                          {"points", std::move(points)}};
}

/// A round's result on its own, which does not know the number of players: `points` holds
/// all max_players_supported entries (use round_result_to_json for one per seat).
inline void to_json(nlohmann::json& j, const round_result& r) { j = round_result_to_json(r, max_players_supported); }

namespace detail::json_input {
/// The first `players` entries of a per-seat array.
template <class T>
[[nodiscard]] nlohmann::json per_seat(const std::array<T, max_players_supported>& values, int players) {
    nlohmann::json out = nlohmann::json::array();
    for (int seat = 0; seat < players && seat < max_players_supported; ++seat) out.push_back(values[static_cast<std::size_t>(seat)]);
    return out;
}

/// The table indexes of a bit mask (bit i: meld i), ascending.
[[nodiscard]] inline nlohmann::json meld_indexes(std::uint64_t mask) {
    nlohmann::json out = nlohmann::json::array();
    for (int i = 0; i < 64; ++i)
        if ((mask >> i) & 1u) out.push_back(i);
    return out;
}

/// An array of table indexes below `melds`, as a bit mask. Errors name `path`.
[[nodiscard]] inline result<std::uint64_t> meld_index_mask(const nlohmann::json& j, const std::string& path, int melds) {
    if (!j.is_array()) return wrong_type(path, "an array of meld indexes", j);
    if (j.size() > max_table_melds) return error(error_code::array_too_large, path);
    std::uint64_t mask = 0;
    for (std::size_t i = 0; i < j.size(); ++i) {
        const std::string where = path + "[" + std::to_string(i) + "]";
        if (melds == 0) return error(error_code::number_out_of_range, where);
        auto index = integer(j[i], where, 0, melds - 1);
        if (!index) return index.error();
        mask |= std::uint64_t{1} << *index;
    }
    return mask;
}
}  // namespace detail::json_input

}  // namespace rami
