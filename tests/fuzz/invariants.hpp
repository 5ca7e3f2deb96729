#pragma once
// What must hold of every state, move and view, whatever the input: one implementation shared
// by the fuzz targets (tests/fuzz/targets.hpp), the property tests (tests/test_property*.cpp)
// and the adversarial tests (tests/test_adversarial*.cpp). Each check returns an empty string
// when it holds, else what is wrong (so a fuzzer can abort with it and a Catch2 test can show
// it).

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "rami/json.hpp"
#include "rami/rami.hpp"

namespace rami_check {

/// JSON text that never throws, whatever the strings hold (an error's detail may echo bytes
/// that are not UTF-8).
[[nodiscard]] inline std::string dump(const nlohmann::json& j) {
    return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

/// An error as the engine must give it: a known code, its message, a rule.
[[nodiscard]] inline std::string well_formed(const rami::error& e) {
    if (std::find(rami::all_error_codes.begin(), rami::all_error_codes.end(), e.code) == rami::all_error_codes.end())
        return "error with an unknown code";
    if (e.message().empty()) return "error without a message";
    if (static_cast<int>(e.rule) > static_cast<int>(rami::rule_id::R14)) return "error with an unknown rule";
    const nlohmann::json j = rami::error_json(e);
    if (!j.contains("error") || j["error"]["code"] != std::string(rami::to_string(e.code)))
        return "error_json lacks the code";
    return {};
}

/// R1: hands, stock, discard pile and table hold exactly the variant's deck.
[[nodiscard]] inline std::string cards_conserved(const rami::game_state& s) {
    auto deck = rami::deck_of(s.rules, s.players);
    if (!deck) return "deck_of refuses the state's players: " + deck.error().message();
    if (!(rami::all_cards(s) == *deck)) return "the cards of the state are not the deck";
    return {};
}

/// The state's JSON reads back as the same state, from the JSON value and from its text, and
/// writes the same JSON again.
[[nodiscard]] inline std::string json_round_trip(const rami::game_state& s) {
    const nlohmann::json j = s;
    auto back = rami::state_from_json(j);
    if (!back) return "state_from_json(to_json(s)) refused: " + back.error().message() + " in " + dump(j);
    if (!(*back == s)) return "state_from_json(to_json(s)) differs from s: " + dump(j);
    if (nlohmann::json(*back) != j) return "to_json(state_from_json(j)) differs from j";
    auto text = rami::parse_state(dump(j));
    if (!text) return "parse_state(dump(to_json(s))) refused: " + text.error().message();
    if (!(*text == s)) return "parse_state(dump(to_json(s))) differs from s";
    return {};
}

/// A move's JSON reads back as the same move (for moves the wire format can carry: meld
/// indexes of lay-offs and swaps >= 0, `end` only on lay-offs).
[[nodiscard]] inline std::string move_round_trip(const rami::move& m) {
    const nlohmann::json j = m;
    auto back = rami::move_from_json(j);
    if (!back) return "move_from_json(to_json(m)) refused: " + back.error().message() + " in " + dump(j);
    if (!(*back == m)) return "move_from_json(to_json(m)) differs from m: " + dump(j);
    auto text = rami::parse_move(dump(j));
    if (!text || !(*text == m)) return "parse_move(dump(to_json(m))) differs from m";
    return {};
}

/// Whether `m` can be written as JSON and read back exactly (see move_round_trip).
[[nodiscard]] inline bool wire_representable(const rami::move& m) {
    if (m.steps.size() > rami::max_play_steps) return false;
    for (const rami::play_step& step : m.steps) {
        if (step.kind == rami::play_step::action::meld) {
            if (step.meld != -1 || step.end != rami::run_end::either) return false;
        } else {
            if (step.meld < 0 || step.as) return false;
            if (step.kind == rami::play_step::action::swap && step.end != rami::run_end::either) return false;
        }
    }
    if ((m.type == rami::move_type::discard) != m.card.has_value()) return false;  // only a discard holds a card
    return m.type == rami::move_type::play || m.steps.empty();
}

/// A meld as the state loader reads it back from the table (its laid cards and kind).
[[nodiscard]] inline std::string table_reads_back(const rami::rules& r, const rami::meld& m) {
    auto back = rami::detail::read_table_meld(r, m.laid(), m.kind, "table[0].cards");
    if (!back) return "the loader refuses a meld the engine made: " + rami::to_string(std::vector<rami::card>(m.laid().begin(), m.laid().end())) +
                      " (" + std::string(rami::to_string(m.kind)) + "): " + back.error().message();
    if (!(*back == m))
        return "the loader reads another meld than the engine made: " +
               rami::to_string(std::vector<rami::card>(m.laid().begin(), m.laid().end())) + " (" +
               std::string(rami::to_string(m.kind)) + ", low " + std::to_string(m.low) + ", " + std::to_string(m.points) +
               " points; read back low " + std::to_string(back->low) + ", " + std::to_string(back->points) + " points)";
    return {};
}

namespace detail {

inline void card_strings(const nlohmann::json& j, std::vector<std::string>& out) {
    if (j.is_string()) {
        out.push_back(j.get<std::string>());
    } else if (j.is_array()) {
        for (const auto& e : j) card_strings(e, out);
    } else if (j.is_object()) {
        for (const auto& [key, value] : j.items())
            if (key != "reading") card_strings(value, out);  // a run joker's reading names the card it stands for
    }
}

}  // namespace detail

/// What `seat` sees of `s` (rami::view and its JSON) holds no card hidden from it: its own hand
/// in full; of the other hands and the stock only their sizes; no seed. Checked three ways:
/// the view's fields; every card string of the view's JSON is one the seat may see (its hand,
/// the discard pile, the table, the taken card), no more often; and the view is the same when
/// every hidden card (other hands, stock) and the seed are replaced.
[[nodiscard]] inline std::string view_hides(const rami::game_state& s, int seat) {
    const rami::game_view v = rami::view(s, seat);
    const std::string who = "view of seat " + std::to_string(seat) + ": ";
    if (v.seat != seat || v.players != s.players) return who + "wrong seat or players";
    if (!(v.hand == s.hands[static_cast<std::size_t>(seat)])) return who + "the hand is not the seat's own";
    if (v.stock_size != static_cast<int>(s.stock.size())) return who + "wrong stock size";
    for (int other = 0; other < s.players; ++other)
        if (v.hand_sizes[static_cast<std::size_t>(other)] != static_cast<int>(s.hand(other).size()))
            return who + "wrong hand size of seat " + std::to_string(other);

    const nlohmann::json j = v;
    for (const char* key : {"seed", "hands", "stock"})
        if (j.contains(key)) return who + "the JSON holds \"" + key + "\"";
    if (j.value("format", "") != "rami.view/1") return who + "the JSON's format is not rami.view/1";
    if (j["hand"] != rami::cards_to_json(s.hand(seat))) return who + "the JSON's hand is not the seat's";

    rami::card_counts visible(s.hand(seat));
    visible.add(s.discard);
    for (const rami::table_meld& t : s.table) visible.add(t.meld.laid());
    if (s.this_turn.taken_to_lay) visible.add(*s.this_turn.taken_to_lay);
    if (s.this_turn.taken) visible.add(*s.this_turn.taken);
    std::vector<std::string> strings;
    detail::card_strings(j, strings);
    rami::card_counts shown;
    for (const std::string& text : strings)
        if (auto c = rami::parse_card(text)) shown.add(*c);
    for (int i = 0; i < rami::card::index_count; ++i) {
        const rami::card c = rami::card::from_index(i);
        if (shown.count(c) > visible.count(c))
            return who + "the JSON shows " + rami::to_string(c) + " " + std::to_string(shown.count(c)) +
                   " times, the seat may see it " + std::to_string(visible.count(c)) + " times: " + dump(j);
    }

    // Non-interference: the hidden cards and the seed do not change what the seat sees.
    rami::game_state masked = s;
    masked.seed = ~s.seed;
    for (int other = 0; other < s.players; ++other)
        if (other != seat)
            for (rami::card& c : masked.hands[static_cast<std::size_t>(other)]) c = rami::card(rami::ace, rami::suit::clubs);
    for (rami::card& c : masked.stock) c = rami::card(rami::ace, rami::suit::clubs);
    const rami::game_view masked_view = rami::view(masked, seat);
    if (!(masked_view == v)) return who + "the view changes with the hidden cards or the seed";
    if (nlohmann::json(masked_view) != j) return who + "the view's JSON changes with the hidden cards or the seed";
    return {};
}

/// What a state must satisfy that needs no JSON: seats and phase in range, the deck, and each
/// table meld reading back as the loader reads it.
[[nodiscard]] inline std::string game_invariants(const rami::game_state& s) {
    if (s.players < s.rules.deal.min_players || s.players > s.rules.deal.max_players) return "players out of range";
    if (s.current < 0 || s.current >= s.players) return "current seat out of range";
    if ((s.phase == rami::phase::over) != s.result.has_value()) return "phase over and result disagree";
    if (auto e = cards_conserved(s); !e.empty()) return e;
    for (const rami::table_meld& t : s.table)
        if (auto e = table_reads_back(s.rules, t.meld); !e.empty()) return e;
    return {};
}

/// Everything a state must satisfy, whether loaded or made by apply: game_invariants, the JSON
/// round trip and each seat's view.
[[nodiscard]] inline std::string state_invariants(const rami::game_state& s) {
    if (auto e = game_invariants(s); !e.empty()) return e;
    if (auto e = json_round_trip(s); !e.empty()) return e;
    for (int seat = 0; seat < s.players; ++seat)
        if (auto e = view_hides(s, seat); !e.empty()) return e;
    return {};
}

/// What must hold of apply(s, m) for any state and any move: nothing thrown (the caller sees
/// an exception), `s` unchanged, the same answer twice, `validate` agreeing; a refusal is a
/// well-formed error (round_over once the round is over); an accepted move gives a state that
/// satisfies state_invariants (all of them with `check_next`, else the deck only).
[[nodiscard]] inline std::string apply_invariants(const rami::game_state& s, const rami::move& m, bool check_next = true) {
    const rami::game_state before = s;
    const auto first = rami::apply(s, m);
    if (!(s == before)) return "apply changed the state it was given";
    const auto second = rami::apply(s, m);
    if (first.ok() != second.ok()) return "apply answered differently twice";
    if (first.ok() != rami::validate(s, m).ok()) return "validate disagrees with apply";
    if (!first) {
        if (!(first.error() == second.error())) return "apply refused with different errors twice";
        if (auto e = well_formed(first.error()); !e.empty()) return e;
        if (s.phase == rami::phase::over && first.error().code != rami::error_code::round_over)
            return "a move after the round's end refused with " + std::string(rami::to_string(first.error().code));
        return {};
    }
    if (s.phase == rami::phase::over) return "a move accepted after the round's end";
    if (!(*first == *second)) return "apply is not deterministic";
    if (check_next) {
        if (auto e = state_invariants(*first); !e.empty()) return "after " + dump(nlohmann::json(m)) + ": " + e;
    } else if (auto e = cards_conserved(*first); !e.empty()) {
        return "after " + dump(nlohmann::json(m)) + ": " + e;
    }
    return {};
}

}  // namespace rami_check
