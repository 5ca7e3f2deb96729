// Rules as data, for JavaScript (embind): a variant's rule set as a rules document
// ("rami.rules/1": its base variant and the fields that differ), read and checked, and rounds
// dealt by a document. JSON text in and out, refusals as {"error": {...}} (wire.hpp).

#include <emscripten/bind.h>

#include <string>

#include "wire.hpp"  // includes rami/json.hpp, which includes rami/json/rules.hpp

namespace {

using namespace rami_wasm;

/// The rules document of a variant id, or of a state's rules (its options applied).
std::string rules_document(const std::string& variant_or_state) {
    const auto r = rules_of_text(variant_or_state);
    if (!r) return refusal(r.error());
    return text_of(rami::rules_to_json(*r));
}

/// A rules document read and checked, written back in its canonical form.
std::string parse_rules(const std::string& text) {
    const auto r = rami::parse_rules(text);
    if (!r) return refusal(r.error());
    return text_of(rami::rules_to_json(*r));
}

/// A round dealt by the rules of a document (a house rule), as new_game deals a variant's.
std::string new_game_by_rules(const std::string& rules_text, int players, const std::string& seed_text,
                              const std::string& options_text, int first) {
    const auto r = rami::parse_rules(rules_text);
    if (!r) return refusal(r.error());
    return deal(*r, players, seed_text, options_text, first);
}

}  // namespace

EMSCRIPTEN_BINDINGS(rami_rules) {
    using emscripten::function;
    function("rulesDocument", &rules_document);
    function("parseRules", &parse_rules);
    function("newGameByRules", &new_game_by_rules);
}
