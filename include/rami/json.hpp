#pragma once
// rami::json: the opt-in JSON layer (nlohmann/json 3.11). The engine itself never needs it.
//
// The wire format is ../shared/spec/interface.md. This header gives:
//  - nlohmann conversions beside the types, found by ADL: `json j = card;`, `j.get<card>()`,
//    `json j = meld;`, `json j = error;`, `json j = opening_summary;`, `json j = lay_down;`;
//  - non-throwing helpers for input: `parse_json` and `cards_from_json`, which turn every
//    nlohmann exception into a `rami::error` (rule `format`);
//  - `error_json`, the wire form of a refusal: {"error": {"code", "rule", "message"}}.
//
// The conversions `from_json` follow nlohmann's protocol and so throw nlohmann exceptions on
// bad input (only when called through `get<>()` by your code); the helpers never throw except
// std::bad_alloc.

#include <nlohmann/json.hpp>

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

namespace rami {

// --- cards (interface.md, "Cards") ------------------------------------------------------

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

// --- errors (interface.md, "Errors") ---------------------------------------------------

/// {"code": "opening_below_minimum", "rule": "R6", "message": "…"}.
inline void to_json(nlohmann::json& j, const error& e) {
    j = nlohmann::json{{"code", std::string(to_string(e.code))},
                       {"rule", std::string(to_string(e.rule))},
                       {"message", e.message()}};
}

/// The wire form of a refusal: {"error": {"code", "rule", "message"}} (interface.md, "Errors").
[[nodiscard]] inline nlohmann::json error_json(const error& e) { return nlohmann::json{{"error", e}}; }

// --- melds and openings (R3-R6) --------------------------------------------------------

/// A meld: {"kind": "run" | "set", "cards": [cards as laid, canonical], "reading": [R4 text
/// per card, run jokers as the card they stand for, set jokers as e.g. "9?"], "points": N (R5)}.
/// Runs are laid in run order (low to high). Used by `rami meld`, `rami opening` and `rami best`
/// (interface.md, "The command line").
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
/// (the body of `rami opening`'s answer, interface.md "The command line").
inline void to_json(nlohmann::json& j, const opening_summary& s) {
    j = nlohmann::json{{"points", s.points}, {"tierce_franche", s.tierce_franche}};
}

/// A lay-down of a hand (rami/hand.hpp): {"melds": [meld...], "points": N (R5), "left": [cards],
/// "deadwood": N (R13 values of the cards left)} (`rami best`, interface.md "The command line").
inline void to_json(nlohmann::json& j, const lay_down& d) {
    j = nlohmann::json{{"melds", d.melds}, {"points", d.points}, {"left", d.left}, {"deadwood", d.deadwood}};
}

// --- non-throwing input helpers --------------------------------------------------------

/// Parses JSON text (a state, a move: interface.md "Moves", "The state"). Error `invalid_json`
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
/// (interface.md, "Cards": hands, stock, discard pile, meld cards).
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
    for (const card c : cards) out.push_back(to_string(c));
    return out;
}

}  // namespace rami
