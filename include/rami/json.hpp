#pragma once
// rami::json: the opt-in JSON layer (nlohmann/json 3.11). The engine itself never needs it.
//
// The wire format is docs/json.md. This header gives:
//  - nlohmann conversions beside the types, found by ADL: `json j = card;`, `j.get<card>()`,
//    `json j = meld;`, `json j = error;`, `json j = opening_summary;`, `json j = lay_down;`;
//  - non-throwing helpers for input: `parse_json` and `cards_from_json`, which turn every
//    nlohmann exception into a `rami::error` (rule `format`);
//  - `error_json`, the wire form of a refusal: {"error": {"code", "rule", "message"}};
//  - the game layer, included at the end: rules documents (rami/json/rules.hpp), game states
//    (rami/json/state.hpp; as text, `dump_state` and `parse_state`: rami/json/state_text.hpp), moves
//    (rami/json/move.hpp) and seat views (rami/json/view.hpp), with `parse_state`,
//    `state_from_json`, `parse_move`, `move_from_json`, which check what they read; the
//    documents of a hand's analysis and of a game's scores (rami/json/analysis.hpp).
//
// The conversions `from_json` follow nlohmann's protocol and so throw nlohmann exceptions on
// bad input (only when called through `get<>()` by your code); the helpers never throw except
// std::bad_alloc.

#include "rami/json/action.hpp"
#include "rami/json/basics.hpp"

// The game layer's conversions: states, moves, views (docs/json.md "The state", "Moves"), and
// the documents of a hand's analysis and of a game's scores.
#include "rami/json/analysis.hpp"
#include "rami/json/move.hpp"
#include "rami/json/rules.hpp"
#include "rami/json/state.hpp"
#include "rami/json/state_text.hpp"
#include "rami/json/view.hpp"
