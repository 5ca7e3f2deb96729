#pragma once
// A game state as JSON text (docs/json.md "The state"): `dump_state` writes the bytes of
// nlohmann::json(s).dump() without building the DOM; `parse_state` reads and checks a text as
// state_from_json does (rami/json/state.hpp), without the DOM when it can
// (rami/json/detail/state_text_reader.hpp).

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "rami/card.hpp"
#include "rami/json/basics.hpp"
#include "rami/json/state.hpp"
#include "rami/json/detail/state_text_reader.hpp"
#include "rami/result.hpp"
#include "rami/state.hpp"

namespace rami {

namespace detail {
/// Appends `text` as nlohmann's dump() writes a string: printable ASCII but '"' and '\' as is
/// (all that cards, readings and names hold), anything else escaped by nlohmann itself.
inline void append_json_string(std::string& out, std::string_view text) {
    const bool plain = std::all_of(text.begin(), text.end(), [](char c) {
        return static_cast<unsigned char>(c) >= 0x20 && static_cast<unsigned char>(c) < 0x7f && c != '"' && c != '\\';
    });
    if (!plain) {
        out += nlohmann::json(std::string(text)).dump();
        return;
    }
    out += '"';
    out += text;
    out += '"';
}

/// Appends a whole number as dump() writes it.
template <class Integer>
void append_json_number(std::string& out, Integer n) {
    std::array<char, 24> digits{};
    const auto end = std::to_chars(digits.data(), digits.data() + digits.size(), n).ptr;
    out.append(digits.data(), end);
}

/// Appends a card's canonical string, quoted ("10H", "JK"), without a std::string of its own.
inline void append_json_card(std::string& out, card c) {
    out += '"';
    if (c.is_joker()) {
        out += "JK";
    } else {
        out += rank_name(c.rank());
        out += suit_letter(c.suit());
    }
    out += '"';
}

/// Appends `[e0,e1,...]`, each element written by `write(out, element)`.
template <class Range, class Write>
void append_json_array(std::string& out, const Range& elements, Write write) {
    out += '[';
    bool first = true;
    for (const auto& e : elements) {
        if (!first) out += ',';
        first = false;
        write(out, e);
    }
    out += ']';
}
}  // namespace detail

/// The state's JSON text, byte for byte `nlohmann::json(s).dump()` (docs/json.md "The state":
/// compact, members in key order, strings escaped as nlohmann escapes them), written directly
/// instead of through a DOM: several times faster. Like dump(), throws nlohmann::json::type_error
/// (316) only for a string that is not UTF-8, which no state of the engine holds.
[[nodiscard]] inline std::string dump_state(const game_state& s) {
    using detail::append_json_array;
    using detail::append_json_card;
    using detail::append_json_number;
    using detail::append_json_string;
    const auto cards = [](std::string& out, const auto& pile) { append_json_array(out, pile, append_json_card); };
    const auto number = [](std::string& out, const auto& n) { append_json_number(out, n); };
    const auto flag = [](std::string& out, bool b) { out += b ? "true" : "false"; };
    const auto players = static_cast<std::size_t>(std::clamp(s.players, 0, max_players_supported));
    const auto seats = [&](const auto& per_seat) { return std::span(per_seat.data(), players); };
    const auto indexes = [&](std::string& out, std::uint64_t mask) {
        std::array<int, 64> set{};
        std::size_t count = 0;
        for (int i = 0; i < 64; ++i)
            if ((mask >> i) & 1u) set[count++] = i;
        append_json_array(out, std::span(set.data(), count), number);
    };
    const auto optional_card = [&](std::string& out, const std::optional<card>& c) {
        if (c) append_json_card(out, *c);
        else out += "null";
    };
    // The rules document, for rules other than the variant's with its options, and the variant
    // then written, its "base", as write_shared_members does (operator[]: null when absent).
    nlohmann::json carried = detail::carried_rules(s.rules, s.options);
    const std::string carried_variant = carried.is_null() ? std::string() : carried["base"].dump();

    // Members in nlohmann's order (std::map: by key), one row of detail::state_fields each.
    std::size_t card_count = s.stock.size() + s.discard.size();
    for (const auto& hand : seats(s.hands)) card_count += hand.size();
    for (const table_meld& m : s.table) card_count += 2 * static_cast<std::size_t>(m.meld.size);  // cards, reading
    std::string out;
    out.reserve(640 + 6 * card_count + 40 * s.table.size());
    char separator = '{';
    for (const std::size_t row : detail::state_fields_by_name) {
        const detail::state_field& f = detail::state_fields[row];
        if (f.kind == detail::field_kind::rules && carried.is_null()) continue;  // only rules of their own
        out += separator;
        separator = ',';
        append_json_string(out, f.name);
        out += ':';
        switch (f.kind) {
            case detail::field_kind::format: append_json_string(out, state_format); break;
            case detail::field_kind::variant:
                // to_json writes the carried rules' "base" as the variant (operator[]: null if absent).
                if (!carried.is_null()) out += carried_variant;
                else append_json_string(out, s.rules.id);
                break;
            case detail::field_kind::options: out += options_to_json(s.options).dump(); break;  // "{}" mostly: not worth its own writer
            case detail::field_kind::rules: out += carried.dump(); break;
            case detail::field_kind::hands: append_json_array(out, seats(s.hands), cards); break;
            case detail::field_kind::seed: number(out, s.seed); break;
            case detail::field_kind::phase: append_json_string(out, to_string(s.phase)); break;
            case detail::field_kind::stock: cards(out, s.stock); break;
            case detail::field_kind::discard: cards(out, s.discard); break;
            case detail::field_kind::table:
                append_json_array(out, s.table, [&](std::string& o, const table_meld& m) {
                    o += "{\"cards\":";
                    cards(o, m.meld.laid());
                    o += ",\"kind\":";
                    append_json_string(o, to_string(m.meld.kind));
                    o += ",\"owner\":";
                    number(o, m.owner);
                    o += ",\"reading\":[";
                    for (int i = 0; i < m.meld.size; ++i) {
                        if (i > 0) o += ',';
                        append_json_string(o, reading_text(m.meld, i));
                    }
                    o += "]}";
                });
                break;
            case detail::field_kind::result:
                if (s.result) {
                    out += "{\"in_one_go\":";
                    flag(out, s.result->in_one_go);
                    out += ",\"points\":";
                    append_json_array(out, seats(s.result->points), number);
                    out += ",\"reason\":";
                    append_json_string(out, to_string(s.result->reason));
                    out += ",\"winner\":";
                    if (s.result->winner < 0) out += "null";
                    else number(out, s.result->winner);
                    out += '}';
                } else {
                    out += "null";
                }
                break;
            case detail::field_kind::seat_flags: append_json_array(out, seats(s.*f.seat_flags), flag); break;
            case detail::field_kind::seat_numbers: append_json_array(out, seats(s.*f.seat_numbers), number); break;
            case detail::field_kind::flag: flag(out, s.this_turn.*f.turn_flag); break;
            case detail::field_kind::optional_card: optional_card(out, s.this_turn.*f.turn_card); break;
            case detail::field_kind::meld_mask: indexes(out, s.this_turn.*f.turn_mask); break;
            case detail::field_kind::optional_meld:
                if (const int index = detail::int_field(s, f); index >= 0) number(out, index);
                else out += "null";
                break;
            case detail::field_kind::seat: case detail::field_kind::counter: number(out, detail::int_field(s, f)); break;
        }
    }
    out += '}';
    return out;
}

/// `state_from_json` of JSON text; `invalid_json` when the text is not one JSON document.
/// The same state or the same error as `state_from_json(nlohmann::json::parse(text))`, faster:
/// the text is read without a DOM when it can be (detail::json_input::state_text_reader), else,
/// and for every refusal, through the DOM and `state_from_json`.
[[nodiscard]] inline result<game_state> parse_state(std::string_view text) {
    if (auto fast = detail::json_input::state_text_reader::read(text)) return std::move(*fast);
    auto j = parse_json(text);
    if (!j) return j.error();
    return state_from_json(*j);
}

}  // namespace rami
