#pragma once
// rami::json for game states (docs/json.md "The state"): `to_json` writes a game_state as
// "rami.state/1"; `state_from_json` reads one and checks it (R1, R3, seats,
// lengths, ranges), naming the field at fault in the error's detail ("hands[2][5]",
// "table[1].cards", "current"). Reading never throws except std::bad_alloc, whatever the input.
// As text: rami/json/state_text.hpp (`dump_state`, `parse_state`).
//
// Extension fields (written always, optional on load): "first" (the round's first seat),
// "resets_since_laid" (R12 stalemate), "taken_this_turn", "laid_this_turn", "jokers_to_lay",
// "best_opening", the turn laid one action at a time ("melds_this_turn", "laid_off_this_turn",
// "swapped_this_turn", "taken_laid_onto"), and per table meld
// "kind" ("run" | "set") and "reading" (R4's text per card, ignored on load).

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "rami/deck.hpp"
#include "rami/json/basics.hpp"
#include "rami/json/rules.hpp"
#include "rami/json/detail/state_fields.hpp"
#include "rami/meld.hpp"
#include "rami/result.hpp"
#include "rami/state.hpp"
#include "rami/state_check.hpp"
#include "rami/variants.hpp"

namespace rami {

/// The wire id of a state document.
inline constexpr std::string_view state_format = "rami.state/1";

// --- writing -----------------------------------------------------------------------------

namespace detail {
/// The rules document a state or a view carries: null when its rules are its variant's with
/// its options applied, else the whole rule set (`rules_to_json`).
[[nodiscard]] inline nlohmann::json carried_rules(const rules& r, const variant_options& options) {
    if (const rules* base = find_variant(r.id)) {
        auto expected = with_options(*base, options);
        if (expected && *expected == r) return nullptr;
    }
    return rules_to_json(r);
}

/// The JSON of a plain row of `state_fields` (a seat, a counter, a flag, ...) in a state or a view.
template <class StateOrView>
[[nodiscard]] nlohmann::json plain_field_to_json(const state_field& f, const StateOrView& x) {
    switch (f.kind) {
        case field_kind::flag: return x.this_turn.*f.turn_flag;
        case field_kind::optional_card: return json_input::optional_card(x.this_turn.*f.turn_card);
        case field_kind::meld_mask: return json_input::meld_indexes(x.this_turn.*f.turn_mask);
        case field_kind::optional_meld: {
            const int index = int_field(x, f);
            return index >= 0 ? nlohmann::json(index) : nlohmann::json(nullptr);
        }
        default: return int_field(x, f);  // seat, counter
    }
}

/// The members a state and a seat's view share (the rows of `state_fields` marked in_view),
/// written into `members` one by one: an initializer list would build a pair array per member
/// first. Then the rules document, for rules other than the variant's with its options.
template <class StateOrView>
void write_shared_members(nlohmann::json::object_t& members, const StateOrView& x) {
    using json_input::per_seat;
    for (const state_field& f : state_fields) {
        if (!f.in_view) continue;
        if (plain(f.kind)) {
            members.emplace(f.name, plain_field_to_json(f, x));
            continue;
        }
        switch (f.kind) {
            case field_kind::variant: members.emplace(f.name, x.rules.id); break;
            case field_kind::options: members.emplace(f.name, options_to_json(x.options)); break;
            case field_kind::phase: members.emplace(f.name, to_string(x.phase)); break;
            case field_kind::discard: members.emplace(f.name, cards_to_json(x.discard)); break;
            case field_kind::table: {
                nlohmann::json table = nlohmann::json::array();
                table.get_ref<nlohmann::json::array_t&>().reserve(x.table.size());
                for (const table_meld& m : x.table) table.push_back(m);
                members.emplace(f.name, std::move(table));
                break;
            }
            case field_kind::opened: members.emplace(f.name, per_seat(x.opened, x.players)); break;
            case field_kind::laid: members.emplace(f.name, per_seat(x.laid, x.players)); break;
            case field_kind::scores: members.emplace(f.name, per_seat(x.scores, x.players)); break;
            case field_kind::result:
                members.emplace(f.name, x.result ? round_result_to_json(*x.result, x.players) : nlohmann::json(nullptr));
                break;
            default: break;  // rules: below, only for rules of their own
        }
    }
    if (nlohmann::json carried = carried_rules(x.rules, x.options); !carried.is_null()) {
        members["variant"] = carried["base"];
        members["rules"] = std::move(carried);
    }
}
}  // namespace detail

/// The state as docs/json.md's "rami.state/1", every field written (extensions included), and
/// `rules`, its rules document, when its rules are not its variant's with its options applied
/// (a custom variant: the round trip keeps them).
inline void to_json(nlohmann::json& j, const game_state& s) {
    j = nlohmann::json::object();
    auto& members = j.get_ref<nlohmann::json::object_t&>();
    // The rows a view does not carry (detail::state_fields), then the shared ones.
    for (const detail::state_field& f : detail::state_fields) {
        if (f.in_view) continue;
        switch (f.kind) {
            case detail::field_kind::format: members.emplace(f.name, state_format); break;
            case detail::field_kind::seed: members.emplace(f.name, s.seed); break;
            case detail::field_kind::stock: members.emplace(f.name, cards_to_json(s.stock)); break;
            case detail::field_kind::hands: {
                nlohmann::json hands = nlohmann::json::array();
                for (int seat = 0; seat < s.players && seat < max_players_supported; ++seat) hands.push_back(cards_to_json(s.hand(seat)));
                members.emplace(f.name, std::move(hands));
                break;
            }
            default: break;  // written by write_shared_members
        }
    }
    detail::write_shared_members(members, s);
}

// --- reading -----------------------------------------------------------------------------

/// Reads a state's `options` (docs/json.md): "opening_minimum" and "hand_size", "match_target"
/// (whole numbers), "beat_previous_opening" and "circular_runs" (booleans). Errors (format):
/// `wrong_json_type` naming "options" or "options.KEY"; `invalid_option` for an unknown key or
/// a number beyond an int. Ranges are checked by `with_options`. Never throws except
/// std::bad_alloc.
[[nodiscard]] inline result<variant_options> options_from_json(const nlohmann::json& j) {
    using namespace detail::json_input;
    if (!j.is_object()) return wrong_type("options", "an object", j);
    variant_options o;
    for (const auto& [key, value] : j.items()) {
        const std::string path = "options." + key;
        if (key == "beat_previous_opening" || key == "circular_runs") {
            auto b = boolean(value, path);
            if (!b) return b.error();
            (key == "circular_runs" ? o.circular_runs : o.beat_previous_opening) = *b;
        } else if (key == "opening_minimum" || key == "hand_size" || key == "match_target") {
            auto n = integer(value, path, -2147483647 - 1, 2147483647, error_code::invalid_option);
            if (!n) return n.error();
            (key == "opening_minimum" ? o.opening_minimum : key == "hand_size" ? o.hand_size : o.match_target) =
                static_cast<int>(*n);
        } else {
            return error(error_code::invalid_option, path + ": no such option (opening_minimum, beat_previous_opening, "
                                                            "circular_runs, hand_size, match_target)");
        }
    }
    return o;
}

namespace detail::json_input {

/// The largest count a state's counters (turn, stock_resets, ...) and scores may hold.
inline constexpr std::int64_t max_count = max_counter;

/// A seat number: `seat_out_of_range` unless 0 <= seat < players.
[[nodiscard]] inline result<int> seat_at(const json& j, const std::string& path, int players) {
    auto seat = integer(j, path, 0, players - 1, error_code::seat_out_of_range);
    if (!seat) {
        if (seat.error().code != error_code::seat_out_of_range) return seat.error();
        return error(error_code::seat_out_of_range, path + ": " + j.dump() + ", and seats are 0 to " + std::to_string(players - 1));
    }
    return static_cast<int>(*seat);
}

/// An array with one entry per seat, each read by `read(element, path)` into `out`.
template <class T, class Read>
[[nodiscard]] result<void> per_seat_at(const json& j, const std::string& path, int players,
                                       std::array<T, max_players_supported>& out, Read read) {
    if (!j.is_array()) return wrong_type(path, "an array with one entry per seat", j);
    if (j.size() != static_cast<std::size_t>(players))
        return error(error_code::wrong_array_length, path + ": " + std::to_string(j.size()) + " entries for " +
                                                         std::to_string(players) + " seats");
    for (int seat = 0; seat < players; ++seat) {
        auto value = read(j[static_cast<std::size_t>(seat)], path + "[" + std::to_string(seat) + "]");
        if (!value) return value.error();
        out[static_cast<std::size_t>(seat)] = static_cast<T>(*value);
    }
    return {};
}

[[nodiscard]] inline result<int> score_at(const json& j, const std::string& path) {
    auto v = integer(j, path, -max_count, max_count);
    if (!v) return v.error();
    return static_cast<int>(*v);
}

[[nodiscard]] inline result<int> count_at(const json& j, const std::string& path) {
    auto v = integer(j, path, 0, max_count);
    if (!v) return v.error();
    return static_cast<int>(*v);
}

[[nodiscard]] inline result<void> table_at(const json& j, const rules& r, int players, game_state& s) {
    if (!j.is_array()) return wrong_type("table", "an array of melds", j);
    if (j.size() > max_table_melds)
        return error(error_code::array_too_large,
                     "table: " + std::to_string(j.size()) + " melds, at most " + std::to_string(max_table_melds));
    for (std::size_t i = 0; i < j.size(); ++i) {
        const json& item = j[i];
        const std::string path = "table[" + std::to_string(i) + "]";
        if (!item.is_object()) return wrong_type(path, "an object {\"owner\", \"cards\"}", item);
        table_meld t;
        auto owner_field = required(item, "owner", path + ".owner");
        if (!owner_field) return owner_field.error();
        auto owner = seat_at(**owner_field, path + ".owner", players);
        if (!owner) return owner.error();
        t.owner = *owner;

        std::optional<meld_kind> kind;
        if (const json* k = optional_member(item, "kind")) {
            auto name = text(*k, path + ".kind");
            if (!name) return name.error();
            kind = meld_kind_named(*name);
            if (!kind) return error(error_code::unknown_value, path + ".kind: " + rami::detail::quoted(*name) + " is not \"run\" or \"set\"");
        }

        auto cards_field = required(item, "cards", path + ".cards");
        if (!cards_field) return cards_field.error();
        pile_cards cards;
        if (auto read = cards_at(**cards_field, path + ".cards", max_pile_cards, [&](card c) { return cards.push_back(c); }); !read)
            return read.error();
        auto m = rami::detail::read_table_meld(r, std::span(cards.data(), cards.size()), kind, path + ".cards");
        if (!m) return m.error();
        t.meld = *m;
        if (!s.table.push_back(t)) return error(error_code::array_too_large, "table");
    }
    return {};
}

[[nodiscard]] inline result<round_result> round_result_at(const json& j, int players) {
    if (!j.is_object()) return wrong_type("result", "an object or null", j);
    round_result r;
    if (const json* winner = optional_member(j, "winner")) {
        auto seat = seat_at(*winner, "result.winner", players);
        if (!seat) return seat.error();
        r.winner = *seat;
    }
    auto reason_field = required(j, "reason", "result.reason");
    if (!reason_field) return reason_field.error();
    auto reason = text(**reason_field, "result.reason");
    if (!reason) return reason.error();
    const auto named = end_reason_named(*reason);
    if (!named) return error(error_code::unknown_value, "result.reason: " + rami::detail::quoted(*reason) + " is not \"out\" or \"deadlock\"");
    r.reason = *named;
    if (const json* one_go = optional_member(j, "in_one_go")) {
        auto b = boolean(*one_go, "result.in_one_go");
        if (!b) return b.error();
        r.in_one_go = *b;
    }
    auto points_field = required(j, "points", "result.points");
    if (!points_field) return points_field.error();
    if (auto read = per_seat_at(**points_field, "result.points", players, r.points, score_at); !read) return read.error();
    return r;
}

/// A plain row of `state_fields` (a seat, a counter, a flag, ...) from `value`, into `s`.
[[nodiscard]] inline result<void> read_plain_field(const state_field& f, const json& value, game_state& s) {
    const std::string path = f.name;
    switch (f.kind) {
        case field_kind::seat: {
            auto seat = seat_at(value, path, s.players);
            if (!seat) return seat.error();
            int_field(s, f) = *seat;
            return {};
        }
        case field_kind::counter: {
            auto v = count_at(value, path);
            if (!v) return v.error();
            int_field(s, f) = *v;
            return {};
        }
        case field_kind::flag: {
            auto v = boolean(value, path);
            if (!v) return v.error();
            s.this_turn.*f.turn_flag = *v;
            return {};
        }
        case field_kind::optional_card: {
            auto c = card_at(value, path);
            if (!c) return c.error();
            s.this_turn.*f.turn_card = *c;
            return {};
        }
        case field_kind::meld_mask: {
            auto v = meld_index_mask(value, path, static_cast<int>(s.table.size()));
            if (!v) return v.error();
            s.this_turn.*f.turn_mask = *v;
            return {};
        }
        default: {  // optional_meld: an index of the table read before it
            if (s.table.empty()) return error(error_code::number_out_of_range, path);
            auto v = integer(value, path, 0, static_cast<std::int64_t>(s.table.size()) - 1);
            if (!v) return v.error();
            int_field(s, f) = static_cast<int>(*v);
            return {};
        }
    }
}

/// The state document `j`, read field by field in the order of `state_fields` (an error names
/// the first bad one in that order), then checked whole by check_state.
[[nodiscard]] inline result<game_state> read_state(const json& j) {
    if (!j.is_object()) return wrong_type("state", "an object", j);
    game_state s;
    const rules* variant = nullptr;

    for (const state_field& f : state_fields) {
        const json* given = optional_member(j, f.name);  // absent or null: the row's default
        if (f.required) {
            auto field = required(j, f.name, f.name);
            if (!field) return field.error();
            given = *field;
        }
        if (given == nullptr) {
            // The defaults game_state does not have already (docs/json.md).
            if (f.kind == field_kind::laid) s.laid = s.opened;
            if (f.state_int == &game_state::turn) s.turn = s.players;
            if (f.kind != field_kind::rules) continue;  // the rules are made without a `rules` member too
        }
        if (plain(f.kind)) {
            if (auto read = read_plain_field(f, *given, s); !read) return read.error();
            continue;
        }
        switch (f.kind) {
            case field_kind::format: {
                auto format = text(*given, "format");
                if (!format) return format.error();
                if (*format != state_format)
                    return error(error_code::unknown_format, "format: " + rami::detail::quoted(*format) + ", expected \"rami.state/1\"");
                break;
            }
            case field_kind::variant: {
                auto id = text(*given, "variant");
                if (!id) return id.error();
                variant = find_variant(*id);
                if (variant == nullptr) return error(error_code::unknown_variant, "variant: " + rami::detail::quoted(*id));
                break;
            }
            case field_kind::options: {
                auto o = options_from_json(*given);
                if (!o) return o.error();
                s.options = *o;
                break;
            }
            case field_kind::rules: {  // the variant's, or the carried ones; then the options applied
                rules variant_rules = *variant;
                if (given != nullptr) {
                    auto custom = read_rules(*given);
                    if (!custom) return error(custom.error().code, custom.error().rule, "rules." + custom.error().detail);
                    if (custom->id != variant->id)
                        return error(error_code::inconsistent_state, "rules.base: " + rami::detail::quoted(custom->id) +
                                                                         ", but variant is " + rami::detail::quoted(variant->id));
                    variant_rules = *custom;
                }
                auto r = with_options(variant_rules, s.options);
                if (!r) return error(r.error().code, r.error().rule, "options." + r.error().detail);
                s.rules = *r;
                break;
            }
            case field_kind::hands: {  // the number of players
                const json& hands = *given;
                if (!hands.is_array()) return wrong_type("hands", "an array with one hand per seat", hands);
                if (hands.size() < static_cast<std::size_t>(s.rules.deal.min_players) ||
                    hands.size() > static_cast<std::size_t>(s.rules.deal.max_players))
                    return error(error_code::players_out_of_range, "hands: " + std::to_string(hands.size()) + " seats, " +
                                                                       std::string(s.rules.id) + " is played by " +
                                                                       std::to_string(s.rules.deal.min_players) + " to " +
                                                                       std::to_string(s.rules.deal.max_players));
                s.players = static_cast<int>(hands.size());
                for (int seat = 0; seat < s.players; ++seat) {
                    hand_cards& hand = s.hands[static_cast<std::size_t>(seat)];
                    if (auto read = cards_at(hands[static_cast<std::size_t>(seat)], "hands[" + std::to_string(seat) + "]",
                                             max_hand_cards, [&](card c) { return hand.push_back(c); });
                        !read)
                        return read.error();
                }
                break;
            }
            case field_kind::seed: {
                auto v = unsigned64(*given, "seed");
                if (!v) return v.error();
                s.seed = *v;
                break;
            }
            case field_kind::phase: {
                auto phase_name = text(*given, "phase");
                if (!phase_name) return phase_name.error();
                const auto named_phase = phase_named(*phase_name);
                if (!named_phase)
                    return error(error_code::unknown_value, "phase: " + rami::detail::quoted(*phase_name) + " is not \"draw\", \"play\" or \"over\"");
                s.phase = *named_phase;
                break;
            }
            case field_kind::stock: case field_kind::discard: {
                pile_cards& out = f.kind == field_kind::stock ? s.stock : s.discard;
                if (auto read = cards_at(*given, f.name, max_pile_cards, [&](card c) { return out.push_back(c); }); !read)
                    return read.error();
                break;
            }
            case field_kind::table:
                if (auto read = table_at(*given, s.rules, s.players, s); !read) return read.error();
                break;
            case field_kind::opened: case field_kind::laid: {
                const auto read_bool = [](const json& v, const std::string& path) { return boolean(v, path); };
                auto& flags = f.kind == field_kind::opened ? s.opened : s.laid;
                if (auto read = per_seat_at(*given, f.name, s.players, flags, read_bool); !read) return read.error();
                break;
            }
            case field_kind::scores:
                if (auto read = per_seat_at(*given, "scores", s.players, s.scores, score_at); !read) return read.error();
                break;
            case field_kind::result: {
                auto round = round_result_at(*given, s.players);
                if (!round) return round.error();
                s.result = *round;
                break;
            }
            default: break;  // the plain kinds: above
        }
    }

    // The state as a whole: every invariant, as for a state built in C++.
    if (auto checked = check_state(s); !checked) return checked.error();
    return s;
}

}  // namespace detail::json_input

/// Reads and checks a "rami.state/1" document (docs/json.md "The state"). Optional fields take
/// their defaults when absent or null: options {}, seed 0, turn = the number of players,
/// laid = opened, taken null, stock_resets 0, scores zeros, result null, first 0,
/// resets_since_laid 0, the turn's extensions 0 / false / null. Errors, each naming the field
/// in its detail: `missing_field`, `wrong_json_type`, `unknown_card`, `unknown_format`, `unknown_variant`,
/// `invalid_option`, `unknown_value` (phase, reason, kind), `players_out_of_range` (R1: the
/// number of hands), `seat_out_of_range` (current, first, owner, winner), `wrong_array_length`
/// (per-seat arrays), `array_too_large` (beyond a state's capacities), `number_out_of_range`,
/// `inconsistent_state` (phase "over" without a result, or a result before it; `taken` not in
/// the hand of the seat to act; `rules.base` not the variant), a table meld's R1/R3 error naming
/// "table[i].cards", `cards_not_deck` (R1) when hands, stock, discard pile and table are not
/// exactly the variant's deck, and a `rules` document's errors naming "rules.FIELD" (custom
/// variants: rami/json/rules.hpp). The whole state is checked by `check_state`, as a state
/// built in C++ would be. Never throws except std::bad_alloc.
[[nodiscard]] inline result<game_state> state_from_json(const nlohmann::json& j) {
    try {
        return detail::json_input::read_state(j);
    } catch (const nlohmann::json::exception& e) {
        return error(error_code::wrong_json_type, e.what());
    }
}

/// nlohmann protocol (`j.get<game_state>()`): throws nlohmann::json::other_error (501) with the
/// error's message when `state_from_json` refuses the document. Prefer `state_from_json`.
inline void from_json(const nlohmann::json& j, game_state& s) {
    auto read = state_from_json(j);
    if (!read) throw nlohmann::json::other_error::create(501, std::string(to_string(read.error().code)) + ": " + read.error().message(), &j);
    s = *read;
}

}  // namespace rami
