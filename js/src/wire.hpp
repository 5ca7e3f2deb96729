#pragma once
// What the binding files share: JSON text in and out, refusals as {"error": {...}}, seeds as
// decimal text, states and cards read from text. Included by one translation unit each
// (js/src/*.cpp); everything is inline.

#include <charconv>
#include <cstdint>
#include <string>
#include <vector>

#include "rami/bot.hpp"
#include "rami/json.hpp"
#include "rami/rami.hpp"

namespace rami_wasm {

using nlohmann::json;

/// JSON text as the `rami` command prints it (compact, keys sorted).
inline std::string text_of(const json& j) { return j.dump(-1, ' ', false, json::error_handler_t::replace); }
inline std::string refusal(const rami::error& e) { return text_of(rami::error_json(e)); }

template <class T>
std::string answer(const rami::result<T>& r) {
    if (!r) return refusal(r.error());
    return text_of(json(*r));
}

inline rami::error with_context(rami::error e, const std::string& where) {
    e.detail = where + (e.detail.empty() ? "" : ": " + e.detail);
    return e;
}

/// An unsigned 64-bit number written in decimal ("18446744073709551615"): JavaScript numbers
/// hold only 53 bits, so seeds cross the boundary as text.
inline rami::result<std::uint64_t> unsigned_text(const std::string& text, const char* field) {
    std::uint64_t value = 0;
    const auto [end, status] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || status != std::errc() || end != text.data() + text.size())
        return rami::error(rami::error_code::number_out_of_range,
                           std::string(field) + ": expected a whole number in 0..18446744073709551615");
    return value;
}

/// A document read from text. A state's "seed" may be decimal text (see unsigned_text); it
/// becomes the number the state format holds.
inline rami::result<json> document(const std::string& text) {
    auto j = rami::parse_json(text);
    if (!j) return j.error();
    if (j->is_object()) {
        const auto seed = j->find("seed");
        if (seed != j->end() && seed->is_string()) {
            auto value = unsigned_text(seed->get<std::string>(), "seed");
            if (!value) return value.error();
            *seed = *value;
        }
    }
    return j;
}

/// A round of `rules` dealt from the JavaScript side's texts: the seed as decimal text (see
/// unsigned_text) and the options as a JSON object.
inline rami::result<rami::game_state> dealt(const rami::rules& rules, int players, const std::string& seed_text,
                                            const std::string& options_text, int first) {
    const auto seed = unsigned_text(seed_text, "seed");
    if (!seed) return seed.error();
    const auto options_json = rami::parse_json(options_text);
    if (!options_json) return options_json.error();
    const auto options = rami::options_from_json(*options_json);
    if (!options) return options.error();
    return rami::new_game(rules, players, *seed, *options, first);
}

/// The same round as its state's JSON text, or a refusal.
inline std::string deal(const rami::rules& rules, int players, const std::string& seed_text,
                        const std::string& options_text, int first) {
    return answer(dealt(rules, players, seed_text, options_text, first));
}

inline rami::result<rami::game_state> state_of(const std::string& text) {
    auto j = document(text);
    if (!j) return j.error();
    return rami::state_from_json(*j);
}

/// The rules of a variant id ("rami51"), or of a state given as JSON text (its options applied).
inline rami::result<rami::rules> rules_of_text(const std::string& text) {
    if (const rami::rules* r = rami::find_variant(text)) return *r;
    if (text.empty() || text.front() != '{') return rami::variant_by_id(text);
    auto s = state_of(text);
    if (!s) return s.error();
    return s->rules;
}

/// Cards as a JSON array of card strings, or one string of cards separated by spaces.
inline rami::result<std::vector<rami::card>> cards_of(const json& j) {
    if (j.is_string()) return rami::parse_cards(j.get<std::string>());
    return rami::cards_from_json(j);
}

inline rami::result<std::vector<rami::card>> cards_of(const std::string& text) {
    auto j = rami::parse_json(text);
    if (!j) return j.error();
    return cards_of(*j);
}

}  // namespace rami_wasm
