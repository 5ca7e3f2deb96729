// The state in one table (detail::state_fields, include/rami/state.hpp): the writers write
// exactly the table's rows, the readers read each row under its name (required rows refused
// when missing, optional ones defaulted), every plain row round-trips through the JSON writer,
// the text writer, the DOM reader and the views (tests/test_json_state_text.cpp compares the
// SAX reader with the DOM reader), check_state refuses each ranged row out of its
// range naming it, and the TypeScript types (js/index.d.ts), the Python stubs
// (python/rami/_rami.pyi) and docs/json.md's field table and example name the same fields as
// the table, with the types and defaults of their rows.

#include "catch.hpp"

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "rami/json.hpp"
#include "rami/json/state_text.hpp"
#include "rami/json/view.hpp"
#include "rami/legal.hpp"
#include "rami/state.hpp"
#include "rami/variants.hpp"

namespace test_state_fields {

#ifndef RAMI_SOURCE_DIR
#define RAMI_SOURCE_DIR "."
#endif

namespace {

using nlohmann::json;
using rami::detail::field_kind;
using rami::detail::state_field;
using rami::detail::state_fields;

std::set<std::string> table_names(bool views_only) {
    std::set<std::string> names;
    for (const state_field& f : state_fields)
        if (!views_only || f.in_view) names.insert(f.name);
    return names;
}

std::set<std::string> keys_of(const json& object) {
    std::set<std::string> keys;
    for (const auto& [key, value] : object.items()) keys.insert(key);
    return keys;
}

std::string read_source(const char* relative) {
    std::ifstream in(std::string(RAMI_SOURCE_DIR) + "/" + relative);
    REQUIRE(in.good());
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

/// The body of the block that starts at the line `opening` (up to the next line "}").
std::string block_after(const std::string& text, const std::string& opening) {
    const auto start = text.find(opening);
    REQUIRE(start != std::string::npos);
    const auto end = text.find("\n}", start);
    REQUIRE(end != std::string::npos);
    return text.substr(start + opening.size(), end - start - opening.size());
}

/// The member names of a TypeScript interface body: lines "  name: ..." or "  name?: ...".
std::set<std::string> typescript_members(const std::string& body) {
    std::set<std::string> names;
    const std::regex member(R"(\n  ([A-Za-z_][A-Za-z0-9_]*)\??:)");
    for (auto it = std::sregex_iterator(body.begin(), body.end(), member); it != std::sregex_iterator(); ++it)
        names.insert((*it)[1].str());
    return names;
}

rami::game_state dealt(const char* id, int players) { return *rami::new_game(*rami::find_variant(id), players, 0); }

/// A state with three melds on the table (for the rows that index it), not checked: the plain
/// rows are read and written one by one here, without check_state.
rami::game_state with_table() {
    rami::game_state s = dealt("rami51", 3);
    const auto meld = rami::read_meld(s.rules, *rami::parse_cards("7H 8H 9H"));
    REQUIRE(meld.ok());
    for (int owner = 0; owner < 3; ++owner) REQUIRE(s.table.push_back({owner, *meld}));
    return s;
}

/// Sets the plain row `f` of `s` to a value other than its default.
void set_other_than_default(const state_field& f, rami::game_state& s) {
    switch (f.kind) {
        case field_kind::seat: rami::detail::int_field(s, f) = 2; break;
        case field_kind::counter: rami::detail::int_field(s, f) = 17; break;
        case field_kind::flag: s.this_turn.*f.turn_flag = true; break;
        case field_kind::optional_card: s.this_turn.*f.turn_card = *rami::parse_card("QD"); break;
        case field_kind::meld_mask: s.this_turn.*f.turn_mask = 0b101; break;
        case field_kind::seat_flags: (s.*f.seat_flags)[1] = !(s.*f.seat_flags)[1]; break;
        case field_kind::seat_numbers: (s.*f.seat_numbers)[2] = 23; break;
        case field_kind::optional_meld: rami::detail::int_field(s, f) = 1; break;
        default: FAIL("not a plain row: " << f.name);
    }
}

}  // namespace

TEST_CASE("state_fields: one row per wire name, in read_state's order, sorted for the writers", "[json][state][fields]") {
    CHECK(table_names(false).size() == state_fields.size());
    // The order dump_state follows is the names' order.
    for (std::size_t i = 1; i < state_fields.size(); ++i)
        CHECK(std::string(state_fields[rami::detail::state_fields_by_name[i - 1]].name) <
              std::string(state_fields[rami::detail::state_fields_by_name[i]].name));
    // read_state's order (its errors name the first bad field in it): the rules before the
    // hands (their count is checked against the rules), the hands before the seats, the table
    // before the indexes into it.
    const auto position = [](std::string_view name) {
        for (std::size_t i = 0; i < state_fields.size(); ++i)
            if (state_fields[i].name == name) return i;
        FAIL("no row " << name);
        return state_fields.size();
    };
    CHECK(position("format") == 0);
    CHECK(position("rules") < position("hands"));
    CHECK(position("hands") < position("current"));
    CHECK(position("table") < position("hand_lay_offs"));
    CHECK(position("table") < position("taken_laid_onto"));
    CHECK(position("opened") < position("laid"));
}

TEST_CASE("state_fields: the JSON writers write exactly the table's rows", "[json][state][fields]") {
    rami::game_state s = dealt("rami51", 3);
    std::set<std::string> expected = table_names(false);
    expected.erase("rules");  // only for rules of their own
    CHECK(keys_of(json(s)) == expected);
    CHECK(keys_of(json::parse(rami::dump_state(s))) == expected);

    std::set<std::string> view_expected = table_names(true);
    view_expected.erase("rules");
    view_expected.insert(rami::detail::view_only_fields.begin(), rami::detail::view_only_fields.end());
    CHECK(keys_of(json(rami::view(s, 1))) == view_expected);

    rami::rules custom = *rami::find_variant("rami51");
    custom.opening.minimum = 40;
    const rami::game_state carried = *rami::new_game(custom, 3, 9);
    CHECK(keys_of(json(carried)) == table_names(false));
    CHECK(keys_of(json::parse(rami::dump_state(carried))) == table_names(false));
}

TEST_CASE("state_fields: each required row is refused when missing, each optional row defaults when absent or null",
          "[json][state][fields]") {
    const rami::game_state s = dealt("rami_francais", 4);
    for (const state_field& f : state_fields) {
        INFO(f.name);
        json j = json(s);
        j.erase(f.name);
        const auto read = rami::state_from_json(j);
        const auto text = rami::parse_state(j.dump());
        if (f.required) {
            REQUIRE_FALSE(read.ok());
            CHECK(read.error().code == rami::error_code::missing_field);
            CHECK(read.error().detail == f.name);
            REQUIRE_FALSE(text.ok());
            CHECK(text.error().message() == read.error().message());
            continue;
        }
        // dealt() holds every default but `turn` (0: the first turn; absent means the number of players).
        rami::game_state expected = s;
        if (std::string_view(f.name) == "turn") expected.turn = s.players;
        REQUIRE(read.ok());
        CHECK(*read == expected);
        REQUIRE(text.ok());
        CHECK(*text == expected);
        j[f.name] = nullptr;
        const auto null_read = rami::state_from_json(j);
        REQUIRE(null_read.ok());
        CHECK(*null_read == expected);
    }
}

TEST_CASE("state_fields: every plain row round-trips through both writers and the reader", "[json][state][fields]") {
    const rami::game_state base = with_table();
    int plain_rows = 0;
    for (const state_field& f : state_fields) {
        if (!rami::detail::plain(f.kind)) continue;
        ++plain_rows;
        INFO(f.name);
        rami::game_state s = base;
        set_other_than_default(f, s);
        REQUIRE(s != base);
        const json written = rami::detail::plain_field_to_json(f, s);
        CHECK(written != rami::detail::plain_field_to_json(f, base));
        CHECK(json(s)[f.name] == written);
        CHECK(json::parse(rami::dump_state(s))[f.name] == written);
        CHECK(json(rami::view(s, 0))[f.name] == written);
        CHECK(json(rami::view(rami::state_from_view(rami::view(s, 0)), 0))[f.name] == written);

        rami::game_state read = base;
        REQUIRE(rami::detail::json_input::read_plain_field(f, written, read).ok());
        CHECK(read == s);

        // A value of the wrong type is refused naming the row.
        const auto refused = rami::detail::json_input::read_plain_field(f, json("?"), read);
        REQUIRE_FALSE(refused.ok());
        CHECK(refused.error().detail.rfind(f.name, 0) == 0);
    }
    CHECK(plain_rows >= 18);  // at least the rows of today: a new row needs no change here
}

TEST_CASE("state_fields: js/index.d.ts's GameState and GameView name exactly the table's fields", "[json][state][fields]") {
    const std::string types = read_source("js/index.d.ts");
    CHECK(typescript_members(block_after(types, "export interface GameState {")) == table_names(false));

    // GameView: GameState without the members Omit<> names, and its own.
    const std::string view_opening = "export interface GameView extends Omit<GameState, ";
    const auto start = types.find(view_opening);
    REQUIRE(start != std::string::npos);
    const auto omit_end = types.find("> {", start);
    REQUIRE(omit_end != std::string::npos);
    const std::string omitted_text = types.substr(start + view_opening.size(), omit_end - start - view_opening.size());
    std::set<std::string> view_names = table_names(false);
    const std::regex quoted("\"([a-z_]+)\"");
    for (auto it = std::sregex_iterator(omitted_text.begin(), omitted_text.end(), quoted); it != std::sregex_iterator(); ++it)
        view_names.erase((*it)[1].str());
    const std::set<std::string> own = typescript_members(block_after(types, omitted_text + "> {"));
    view_names.insert(own.begin(), own.end());

    std::set<std::string> expected = table_names(true);
    expected.insert(rami::detail::view_only_fields.begin(), rami::detail::view_only_fields.end());
    CHECK(view_names == expected);
}

TEST_CASE("state_fields: python/rami/_rami.pyi's GameState properties are fields of the table or derived ones",
          "[json][state][fields]") {
    // The stubs declare no document type (to_dict returns dict[str, Any]); their properties of
    // GameState must each be a wire field, or one of the values computed from the state.
    const std::string stubs = read_source("python/rami/_rami.pyi");
    const auto start = stubs.find("\nclass GameState:");
    REQUIRE(start != std::string::npos);
    const auto end = stubs.find("\nclass ", start + 1);
    const std::string body = stubs.substr(start, end == std::string::npos ? std::string::npos : end - start);
    const std::regex property(R"(@property\n    def ([a-z_]+)\()");
    const std::set<std::string> derived{"players", "is_over", "stock_size", "discard_pile"};
    const std::set<std::string> fields = table_names(false);
    int properties = 0;
    for (auto it = std::sregex_iterator(body.begin(), body.end(), property); it != std::sregex_iterator(); ++it) {
        const std::string name = (*it)[1].str();
        INFO(name);
        CHECK((fields.count(name) == 1 || derived.count(name) == 1));
        ++properties;
    }
    CHECK(properties >= 10);
}

namespace {

/// The section of `text` from the line `heading` to the next heading of its level or above.
std::string section(const std::string& text, const std::string& heading) {
    const auto start = text.find("\n" + heading + "\n");
    REQUIRE(start != std::string::npos);
    const auto end = text.find("\n## ", start + 1);
    return text.substr(start, end == std::string::npos ? std::string::npos : end - start);
}

/// What docs/json.md says a row is on input: "required", or "optional, " and its default.
std::string on_input(const state_field& f) { return f.required ? "required" : std::string("optional, ") + f.absent; }

/// The TypeScript type js/index.d.ts gives a plain row's member.
std::string typescript_type(field_kind kind) {
    switch (kind) {
        case field_kind::seat: case field_kind::counter: return "number";
        case field_kind::flag: return "boolean";
        case field_kind::optional_card: return "Card | null";
        case field_kind::meld_mask: return "number[]";
        case field_kind::optional_meld: return "number | null";
        case field_kind::seat_flags: return "boolean[]";
        case field_kind::seat_numbers: return "number[]";
        default: return "";
    }
}

/// The Python type python/rami/_rami.pyi gives a property of a plain row.
std::string python_type(field_kind kind) {
    switch (kind) {
        case field_kind::seat: case field_kind::counter: return "int";
        case field_kind::flag: return "bool";
        case field_kind::optional_card: return "Optional[str]";
        case field_kind::meld_mask: return "list[int]";
        case field_kind::optional_meld: return "Optional[int]";
        case field_kind::seat_flags: return "list[bool]";
        case field_kind::seat_numbers: return "list[int]";
        default: return "";
    }
}

}  // namespace

TEST_CASE("state_fields: docs/json.md's field tables have one row per field, saying what the table's row says",
          "[json][state][fields]") {
    const std::string state_section = section(read_source("docs/json.md"), "## The state");
    const std::string fields = state_section.substr(0, state_section.find("### Loading a state"));
    // Table rows "| `name` | on input | meaning |".
    const std::regex row(R"(\n\| `([a-z_]+)` \| ([^|]+) \|)");
    std::set<std::string> documented;
    for (auto it = std::sregex_iterator(fields.begin(), fields.end(), row); it != std::sregex_iterator(); ++it) {
        const std::string name = (*it)[1].str();
        INFO(name);
        CHECK(documented.insert(name).second);
        const auto f = std::find_if(state_fields.begin(), state_fields.end(), [&](const state_field& r) { return r.name == name; });
        REQUIRE(f != state_fields.end());
        CHECK((*it)[2].str() == on_input(*f));
    }
    CHECK(documented == table_names(false));

    // The example: every field but `rules` (written only for rules of their own).
    const auto example_start = fields.find("```json\n");
    REQUIRE(example_start != std::string::npos);
    const auto example_end = fields.find("```\n", example_start + 8);
    REQUIRE(example_end != std::string::npos);
    std::set<std::string> expected = table_names(false);
    expected.erase("rules");
    CHECK(keys_of(json::parse(fields.substr(example_start + 8, example_end - example_start - 8))) == expected);
}

TEST_CASE("state_fields: js/index.d.ts types each plain row by its kind", "[json][state][fields]") {
    const std::string body = block_after(read_source("js/index.d.ts"), "export interface GameState {");
    int typed = 0;
    for (const state_field& f : state_fields) {
        INFO(f.name);
        // Only `rules` may be left out of a document the engine writes.
        const bool optional = body.find("\n  " + std::string(f.name) + "?: ") != std::string::npos;
        CHECK(optional == (f.kind == field_kind::rules));
        if (!rami::detail::plain(f.kind)) continue;
        CHECK(body.find("\n  " + std::string(f.name) + ": " + typescript_type(f.kind) + ";\n") != std::string::npos);
        ++typed;
    }
    CHECK(typed >= 18);
}

TEST_CASE("state_fields: python/rami/_rami.pyi types each property of a plain row by its kind", "[json][state][fields]") {
    const std::string stubs = read_source("python/rami/_rami.pyi");
    const auto start = stubs.find("\nclass GameState:");
    REQUIRE(start != std::string::npos);
    const std::string body = stubs.substr(start, stubs.find("\nclass ", start + 1) - start);
    int typed = 0;
    for (const state_field& f : state_fields) {
        const std::string opening = "@property\n    def " + std::string(f.name) + "(self) -> ";
        const auto at = body.find(opening);
        if (at == std::string::npos || !rami::detail::plain(f.kind)) continue;  // the stubs expose some fields only
        INFO(f.name);
        CHECK(body.substr(at + opening.size(), body.find(':', at + opening.size()) - at - opening.size()) == python_type(f.kind));
        ++typed;
    }
    CHECK(typed == 5);  // first, current, turn, opened, scores
}

TEST_CASE("state_fields: check_state refuses each ranged row out of its range and each per-seat row beyond the players, naming it",
          "[state][fields]") {
    const rami::game_state base = with_table();
    // The base's only fault is its cards (three melds added to a dealt round): the checks of each
    // row come before the deck's.
    REQUIRE(rami::check_state(base).error().code == rami::error_code::cards_not_deck);
    int checked = 0;
    for (const state_field& f : state_fields) {
        INFO(f.name);
        std::vector<std::pair<rami::game_state, std::string>> bad;  // a state, the detail's start
        switch (f.kind) {
            case field_kind::counter:
                for (const std::int64_t value : {f.low - 1, f.high + 1}) {  // both fit an int
                    rami::game_state s = base;
                    rami::detail::int_field(s, f) = static_cast<int>(value);
                    bad.emplace_back(s, std::string(f.name) + ": " + std::to_string(value) + " is not in ");
                }
                break;
            case field_kind::seat_numbers: {
                rami::game_state s = base;
                (s.*f.seat_numbers)[1] = static_cast<int>(f.high + 1);
                bad.emplace_back(s, std::string(f.name) + "[1]: ");
                rami::game_state beyond = base;
                (beyond.*f.seat_numbers)[3] = 1;
                bad.emplace_back(beyond, std::string(f.name) + "[3]: set for a seat beyond the 3 players");
                break;
            }
            case field_kind::seat_flags: {
                rami::game_state beyond = base;
                (beyond.*f.seat_flags)[4] = true;
                bad.emplace_back(beyond, std::string(f.name) + "[4]: set for a seat beyond the 3 players");
                break;
            }
            case field_kind::seat: {
                rami::game_state s = base;
                rami::detail::int_field(s, f) = 3;
                bad.emplace_back(s, std::string(f.name) + ": 3, and seats are 0 to 2");
                break;
            }
            case field_kind::meld_mask: case field_kind::optional_meld: {
                rami::game_state s = base;
                if (f.kind == field_kind::meld_mask) s.this_turn.*f.turn_mask = 0b1000;
                else rami::detail::int_field(s, f) = 3;
                bad.emplace_back(s, std::string(f.name) + ": names a meld that is not on the table");
                break;
            }
            default: break;  // flags and cards have no range; the other kinds have checks of their own
        }
        for (const auto& [s, detail] : bad) {
            const rami::game_state before = s;
            const auto verdict = rami::check_state(s);
            REQUIRE_FALSE(verdict.ok());
            CHECK(verdict.error().detail.rfind(detail, 0) == 0);
            CHECK(s == before);
            ++checked;
        }
    }
    CHECK(checked >= 19);
}

}  // namespace test_state_fields
