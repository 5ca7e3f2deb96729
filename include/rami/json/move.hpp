#pragma once
// rami::json for moves (docs/json.md "Moves"):
//   {"type": "draw"}    {"type": "take_discard"}    {"type": "discard", "card": "KS"}
//   {"type": "play", "steps": [{"meld": [cards]} | {"lay_off": {"meld": i, "cards": [...], "end"?: "low" | "high"}}
//                              | {"swap": {"meld": i, "cards": [...]}}]}
// Extension: a meld step may say how to read its cards, {"meld": [...], "kind": "run" | "set"}
// (play_step::as); without it the cards are read as R4 says.
// Single steps (actions, docs/actions.md): {"type": "meld", "cards": [...], "kind"?},
//   {"type": "lay_off", "meld": i, "cards": [c], "end"?}, {"type": "swap", "meld": i, "cards": [...]}.
// `move_from_json` / `parse_move` check the shape and never throw except std::bad_alloc; the
// rules (is the move legal?) are apply's business (rami/apply.hpp).

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>
#include <vector>

#include "rami/json/basics.hpp"
#include "rami/move.hpp"
#include "rami/result.hpp"

namespace rami {

// --- writing -----------------------------------------------------------------------------

/// {"meld": [cards]} (+ "kind" when the step says how to read them),
/// {"lay_off": {"meld": i, "cards": [...]}} (+ "end": "low" | "high" when given),
/// {"swap": {"meld": i, "cards": [...]}}.
inline void to_json(nlohmann::json& j, const play_step& step) {
    nlohmann::json cards = cards_to_json(step.cards);
    switch (step.kind) {
        case play_step::action::meld:
            j = nlohmann::json{{"meld", std::move(cards)}};
            if (step.as) j["kind"] = std::string(to_string(*step.as));
            return;
        case play_step::action::lay_off: {
            nlohmann::json body{{"meld", step.meld}, {"cards", std::move(cards)}};
            if (step.end != run_end::either) body["end"] = step.end == run_end::low ? "low" : "high";
            j = nlohmann::json{{"lay_off", std::move(body)}};
            return;
        }
        case play_step::action::swap:
            j = nlohmann::json{{"swap", nlohmann::json{{"meld", step.meld}, {"cards", std::move(cards)}}}};
            return;
    }
}

/// {"type": "draw" | "take_discard"}, {"type": "discard", "card": c}, {"type": "play", "steps": [...]};
/// a single step: {"type": "meld" | "lay_off" | "swap"} and the fields of its step.
inline void to_json(nlohmann::json& j, const move& m) {
    j = nlohmann::json{{"type", std::string(to_string(m.type))}};
    if (is_single_step(m.type) && m.steps.size() == 1) {
        const play_step& step = m.steps.front();
        if (m.type != move_type::meld) j["meld"] = step.meld;
        j["cards"] = cards_to_json(step.cards);
        if (step.as) j["kind"] = std::string(to_string(*step.as));
        if (step.end != run_end::either) j["end"] = step.end == run_end::low ? "low" : "high";
    }
    if (m.type == move_type::discard && m.card) j["card"] = to_string(*m.card);
    if (m.type == move_type::play) {
        nlohmann::json steps = nlohmann::json::array();
        for (const play_step& step : m.steps) steps.push_back(step);
        j["steps"] = std::move(steps);
    }
}

// --- reading -----------------------------------------------------------------------------

/// The most steps one play may hold on the wire (each step lays at least one hand card, and a
/// hand holds at most max_hand_cards).
inline constexpr std::size_t max_play_steps = 64;

namespace detail::json_input {

[[nodiscard]] inline error bad_move(const std::string& detail) { return error(error_code::invalid_move, detail); }

/// A step's cards: an array of at most max_meld_size cards.
[[nodiscard]] inline result<void> step_cards_at(const json& j, const std::string& path, play_step& step) {
    return cards_at(j, path, static_cast<std::size_t>(max_meld_size), [&](card c) { return step.cards.push_back(c); });
}

[[nodiscard]] inline result<play_step> step_at(const json& j, const std::string& path) {
    if (!j.is_object()) return wrong_type(path, "an object {\"meld\"}, {\"lay_off\"} or {\"swap\"}", j);
    const json* as_meld = member(j, "meld");
    const json* as_lay_off = member(j, "lay_off");
    const json* as_swap = member(j, "swap");
    const int given = (as_meld != nullptr) + (as_lay_off != nullptr) + (as_swap != nullptr);
    if (given != 1) return bad_move(path + ": needs exactly one of \"meld\", \"lay_off\", \"swap\"");
    play_step step;
    if (as_meld != nullptr) {
        step.kind = play_step::action::meld;
        if (auto read = step_cards_at(*as_meld, path + ".meld", step); !read) return read.error();
        if (const json* kind = optional_member(j, "kind")) {
            auto name = text(*kind, path + ".kind");
            if (!name) return name.error();
            step.as = meld_kind_named(*name);
            if (!step.as) return bad_move(path + ".kind: " + rami::detail::quoted(*name) + " is not \"run\" or \"set\"");
        }
        return step;
    }
    const json& body = as_lay_off != nullptr ? *as_lay_off : *as_swap;
    const std::string name = path + (as_lay_off != nullptr ? ".lay_off" : ".swap");
    step.kind = as_lay_off != nullptr ? play_step::action::lay_off : play_step::action::swap;
    if (!body.is_object()) return wrong_type(name, "an object {\"meld\", \"cards\"}", body);
    const json* index = member(body, "meld");
    if (index == nullptr) return bad_move(name + ".meld: missing");
    auto meld_index = integer(*index, name + ".meld", 0, 2147483647);
    if (!meld_index) return meld_index.error();
    step.meld = static_cast<int>(*meld_index);
    const json* cards = member(body, "cards");
    if (cards == nullptr) return bad_move(name + ".cards: missing");
    if (auto read = step_cards_at(*cards, name + ".cards", step); !read) return read.error();
    if (const json* end = optional_member(body, "end")) {
        if (as_swap != nullptr) return bad_move(name + ".end: a swap has no end");
        auto which = text(*end, name + ".end");
        if (!which) return which.error();
        if (*which == "low") step.end = run_end::low;
        else if (*which == "high") step.end = run_end::high;
        else return bad_move(name + ".end: " + rami::detail::quoted(*which) + " is not \"low\" or \"high\"");
    }
    return step;
}

[[nodiscard]] inline result<move> read_move(const json& j) {
    if (!j.is_object()) return wrong_type("move", "an object with a \"type\"", j);
    const json* type = member(j, "type");
    if (type == nullptr) return bad_move("type: missing");
    auto name = text(*type, "type");
    if (!name) return name.error();
    if (*name == "draw") return move::draw();
    if (*name == "take_discard") return move::take_discard();
    if (*name == "discard") {
        const json* c = member(j, "card");
        if (c == nullptr) return bad_move("card: missing");
        auto parsed = card_at(*c, "card");
        if (!parsed) return parsed.error();
        return move::discard(*parsed);
    }
    if (*name == "meld" || *name == "lay_off" || *name == "swap") {
        // The step's fields sit in the action itself: read them as the step of a play.
        json step = json::object();
        if (*name == "meld") {
            const json* cards = member(j, "cards");
            if (cards == nullptr) return bad_move("cards: missing");
            step["meld"] = *cards;
            if (const json* kind = member(j, "kind")) step["kind"] = *kind;
        } else {
            json body = json::object();
            for (const char* key : {"meld", "cards", "end"})
                if (const json* field = member(j, key)) body[key] = *field;
            step[*name] = std::move(body);
        }
        auto read = step_at(step, "action");
        if (!read) {
            error e = read.error();
            // "action.meld" / "action.lay_off.cards" name the action's own fields.
            for (const std::string prefix : {"action.lay_off.", "action.swap.", "action."})
                if (e.detail.rfind(prefix, 0) == 0) {
                    e.detail = e.detail.substr(prefix.size());
                    break;
                }
            if (*name == "meld" && e.detail.rfind("meld", 0) == 0) e.detail = "cards" + e.detail.substr(4);
            return e;
        }
        return move::single(*read);
    }
    if (*name != "play")
        return bad_move("type: " + rami::detail::quoted(*name) +
                        " is not \"draw\", \"take_discard\", \"play\", \"discard\", \"meld\", \"lay_off\" or \"swap\"");
    const json* steps = member(j, "steps");
    if (steps == nullptr) return bad_move("steps: missing");
    if (!steps->is_array()) return wrong_type("steps", "an array of steps", *steps);
    if (steps->size() > max_play_steps)
        return bad_move("steps: " + std::to_string(steps->size()) + " steps, at most " + std::to_string(max_play_steps));
    std::vector<play_step> read;
    read.reserve(steps->size());
    for (std::size_t i = 0; i < steps->size(); ++i) {
        auto step = step_at((*steps)[i], "steps[" + std::to_string(i) + "]");
        if (!step) return step.error();
        read.push_back(*step);
    }
    return move::play(std::move(read));
}

}  // namespace detail::json_input

/// Reads a move (docs/json.md "Moves"). Errors (format), each naming the field ("type",
/// "steps[1].lay_off.meld", "card"): `unknown_card` for a card string that is no card,
/// `invalid_move` for anything else that is not a well-formed move (not an object, a missing
/// or unknown type, a step with none or several of meld / lay_off / swap, a meld index that is
/// not a whole number >= 0, more than 13 cards in a step, more than max_play_steps steps, an
/// `end` other than "low" / "high"). Unknown fields are ignored. Never throws except
/// std::bad_alloc.
[[nodiscard]] inline result<move> move_from_json(const nlohmann::json& j) {
    result<move> read = error(error_code::invalid_move);
    try {
        read = detail::json_input::read_move(j);
    } catch (const nlohmann::json::exception& e) {
        return error(error_code::invalid_move, e.what());
    }
    if (read || read.error().code == error_code::unknown_card || read.error().code == error_code::invalid_move) return read;
    return error(error_code::invalid_move, read.error().detail);  // wrong types, sizes, numbers
}

/// `move_from_json` of JSON text; `invalid_json` when the text is not one JSON document.
[[nodiscard]] inline result<move> parse_move(std::string_view text) {
    auto j = parse_json(text);
    if (!j) return j.error();
    return move_from_json(*j);
}

/// nlohmann protocol (`j.get<move>()`): throws nlohmann::json::other_error (501) with the
/// error's message when `move_from_json` refuses it. Prefer `move_from_json`.
inline void from_json(const nlohmann::json& j, move& m) {
    auto read = move_from_json(j);
    if (!read) throw nlohmann::json::other_error::create(501, std::string(to_string(read.error().code)) + ": " + read.error().message(), &j);
    m = *read;
}

}  // namespace rami
