// Rules as data: rules documents ("rami.rules/1") written and read back exactly, checked as
// strictly as states (every field in range, errors naming the field and its rule), and states
// of custom variants that keep their rules through JSON.
#include "catch.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "rami/json.hpp"
#include "rami/rami.hpp"

namespace test_rules_json {

namespace {

using json = nlohmann::json;
using rami::error_code;
using rami::rule_field;
using rami::rule_field_type;
using rami::rules;

/// The value of field `f` of `r`, as an int (per-player fields: the entry for min_players).
int value_of(const rule_field& f, rules r) {
    switch (f.type) {
        case rule_field_type::integer: return *f.integer(r);
        case rule_field_type::boolean: return *f.boolean(r) ? 1 : 0;
        case rule_field_type::who: return static_cast<int>(*f.who(r));
        case rule_field_type::per_players: return (*f.per_players(r))[static_cast<std::size_t>(r.deal.min_players)];
    }
    return 0;
}

/// `r` with field `f` set to `v` (per-player fields: every number of players it is played by).
rules with_value(const rule_field& f, rules r, int v) {
    switch (f.type) {
        case rule_field_type::integer: *f.integer(r) = v; break;
        case rule_field_type::boolean: *f.boolean(r) = v != 0; break;
        case rule_field_type::who: *f.who(r) = static_cast<rami::who_may>(v); break;
        case rule_field_type::per_players:
            for (int n = r.deal.min_players; n <= r.deal.max_players; ++n) (*f.per_players(r))[static_cast<std::size_t>(n)] = v;
            break;
    }
    return r;
}

/// `r` with field `f` changed to another value the engine can play, if there is one.
std::optional<rules> changed(const rule_field& f, const rules& r) {
    const int now = value_of(f, r);
    for (const int v : {f.low, f.high, f.low + 1, f.high - 1, now + 1, now - 1, (f.low + f.high) / 2}) {
        if (v == now || v < f.low || v > f.high) continue;
        rules c = with_value(f, r, v);
        if (f.path == "deal.min_players" || f.path == "deal.max_players") {  // keep the per-player entries in step
            for (const rule_field& g : rami::rule_fields) {
                if (g.type != rule_field_type::per_players) continue;
                auto& entries = *g.per_players(c);
                rules old = r;
                const int kept = (*g.per_players(old))[static_cast<std::size_t>(r.deal.min_players)];
                for (int n = 0; n <= rami::max_players_supported; ++n)
                    entries[static_cast<std::size_t>(n)] = c.accepts_players(n) ? kept : 0;
            }
        }
        if (rami::check_rules(c)) return c;
    }
    return std::nullopt;
}

/// A rule set from `base` with every field changed that can be changed together: two greedy
/// passes, the second retrying the fields the first could not change (smaller hands first let
/// fewer decks fit). `unchanged` gets the fields still equal to the base's.
rules custom_from(const rules& base, std::vector<std::string_view>& unchanged) {
    rules r = base;
    const auto same_as_base = [&](const rule_field& f) {
        rules x = r;
        rules y = base;
        if (f.type == rule_field_type::per_players) return *f.per_players(x) == *f.per_players(y);
        return value_of(f, x) == value_of(f, y);
    };
    for (int pass = 0; pass < 2; ++pass)
        for (const rule_field& f : rami::rule_fields)
            if (same_as_base(f))
                if (auto c = changed(f, r)) r = *c;
    for (const rule_field& f : rami::rule_fields)
        if (same_as_base(f)) unchanged.push_back(f.path);
    return r;
}

rami::error refusal(const json& doc) {
    auto read = rami::rules_from_json(doc);
    REQUIRE_FALSE(read.ok());
    return read.error();
}

json document(const std::string& base = "rami51") { return json{{"format", "rami.rules/1"}, {"base", base}}; }

}  // namespace

TEST_CASE("rules documents: a built-in variant is its base alone, and reads back equal", "[rules_json]") {
    for (const rules& r : rami::all_variants) {
        INFO(r.id);
        const json j = rami::rules_to_json(r);
        CHECK(j == document(std::string(r.id)));
        auto back = rami::rules_from_json(j);
        REQUIRE(back.ok());
        CHECK(*back == r);
    }
}

TEST_CASE("rules documents: each field changed alone is written alone and reads back equal", "[rules_json]") {
    for (const rules& base : rami::all_variants) {
        for (const rule_field& f : rami::rule_fields) {
            INFO(base.id << " " << f.path);
            auto c = changed(f, base);
            if (!c) {  // no other value fits this base alone (one deck for 14-card hands): all refused
                REQUIRE(f.high - f.low <= 10);
                for (int v = f.low; v <= f.high; ++v)
                    if (v != value_of(f, base)) CHECK_FALSE(rami::check_rules(with_value(f, base, v)).ok());
                continue;
            }
            const json j = rami::rules_to_json(*c);
            INFO(j.dump());
            CHECK(j.size() >= 3);  // format, base and the field's group
            const json& written = f.group.empty() ? j : j.at(std::string(f.group));
            CHECK(written.contains(std::string(f.name)));
            auto back = rami::rules_from_json(j);
            REQUIRE(back.ok());
            CHECK(*back == *c);
        }
    }
}

TEST_CASE("rules documents: custom rules that change every field read back equal", "[rules_json]") {
    // One custom rule set per base, changing all the fields it can at once; together they
    // change every field (a field no custom rule set of a base can change with the others,
    // e.g. one joker per hand once the jokers are gone, is changed in another's).
    std::vector<std::string_view> never_changed(1, "");
    bool first = true;
    for (const rules& base : rami::all_variants) {
        INFO(base.id);
        std::vector<std::string_view> unchanged;
        const rules custom = custom_from(base, unchanged);
        CHECK(unchanged.size() <= 3);
        if (first) never_changed = unchanged;
        first = false;
        std::erase_if(never_changed, [&](std::string_view f) { return std::find(unchanged.begin(), unchanged.end(), f) == unchanged.end(); });
        REQUIRE(rami::check_rules(custom).ok());
        const json j = rami::rules_to_json(custom);
        INFO(j.dump());
        CHECK(j.size() >= 2 + 10);  // format, base and (nearly) every group
        auto back = rami::parse_rules(j.dump());
        REQUIRE(back.ok());
        CHECK(*back == custom);
        CHECK(back->id == base.id);
        CHECK(back->name == base.name);
    }
    CAPTURE(never_changed);
    CHECK(never_changed.empty());
}

TEST_CASE("rules documents: a per-player field is one number or one entry per number of players", "[rules_json]") {
    json doc = document("rami_francais");
    doc["deal"] = {{"max_players", 4}, {"hand_size", {{"2", 14}, {"3", 13}, {"4", 12}}}};
    auto r = rami::rules_from_json(doc);
    REQUIRE(r.ok());
    CHECK(r->deal.hand_size == std::array<int, 7>{0, 0, 14, 13, 12, 0, 0});
    CHECK(r->match.target == std::array<int, 7>{0, 0, 1000, 1000, 1000, 0, 0});  // the base's, for 2-4 only
    CHECK(rami::rules_to_json(*r)["deal"]["hand_size"] == json{{"2", 14}, {"3", 13}, {"4", 12}});

    doc["deal"]["hand_size"] = 10;
    r = rami::rules_from_json(doc);
    REQUIRE(r.ok());
    CHECK(r->deal.hand_size == std::array<int, 7>{0, 0, 10, 10, 10, 0, 0});
    CHECK(rami::rules_to_json(*r)["deal"]["hand_size"] == 10);
}

namespace {
struct francais_81 : rami::variants::rami_francais {  // the house_rule example's variant
    struct opening : rami::variants::rami_francais::opening {
        static constexpr int minimum = 81;
    };
};
}  // namespace

TEST_CASE("rules documents: the house rule example's variant is written against rami_francais", "[rules_json]") {
    constexpr rules house = rami::make_rules<francais_81>();
    const json j = rami::rules_to_json(house);
    CHECK(j == json{{"format", "rami.rules/1"}, {"base", "rami_francais"}, {"opening", {{"minimum", 81}}}});
    auto back = rami::rules_from_json(j);
    REQUIRE(back.ok());
    CHECK(*back == house);
}

TEST_CASE("rules documents: every field out of range is refused, naming the field and its rule", "[rules_json]") {
    for (const rule_field& f : rami::rule_fields) {
        INFO(f.path);
        json doc = document();
        json value;
        if (f.type == rule_field_type::boolean) value = 1;  // not true/false
        else if (f.type == rule_field_type::who) value = "everybody";
        else value = f.high + 1;
        if (f.group.empty()) doc[std::string(f.name)] = value;
        else doc[std::string(f.group)][std::string(f.name)] = value;
        const rami::error e = refusal(doc);
        INFO(e.message());
        CHECK(e.detail.find(std::string(f.path)) == 0);
        if (f.type == rule_field_type::boolean) {
            CHECK(e.code == error_code::wrong_json_type);
        } else if (f.type == rule_field_type::who) {
            CHECK(e.code == error_code::unknown_value);
        } else {
            CHECK(e.code == error_code::invalid_rules);
            CHECK(e.rule == f.rule);
        }
        if (f.type == rule_field_type::integer && f.low > -2147483647) {
            json low = document();
            if (f.group.empty()) low[std::string(f.name)] = f.low - 1;
            else low[std::string(f.group)][std::string(f.name)] = f.low - 1;
            const rami::error below = refusal(low);
            CHECK(below.code == error_code::invalid_rules);
            CHECK(below.rule == f.rule);
            CHECK(below.detail.find(std::string(f.path)) == 0);
        }
    }
}

TEST_CASE("rules documents: what the engine cannot deal is refused, naming the field", "[rules_json]") {
    struct bad_case {
        const char* text;
        error_code code;
        rami::rule_id rule;
        const char* detail_starts;
    };
    const std::vector<bad_case> cases{
        {R"({"deck": {"decks": 3}})", error_code::invalid_rules, rami::rule_id::R1, "deck.decks: 3 is not in 1..2"},
        {R"({"deck": {"jokers": 8, "jokers_per_player": true}})", error_code::invalid_rules, rami::rule_id::R1, "deck.jokers"},
        {R"({"deck": {"decks": 1}, "deal": {"hand_size": 22}})", error_code::invalid_rules, rami::rule_id::R1, "deal.hand_size.3: 22 (the deal"},
        {R"({"deck": {"decks": 1}})", error_code::invalid_rules, rami::rule_id::R1, "deal.hand_size.4: 14 (the deal"},
        {R"({"deal": {"max_players": 7}})", error_code::invalid_rules, rami::rule_id::R1, "deal.max_players: 7 is not in 2..6"},
        {R"({"deal": {"min_players": 4, "max_players": 3}})", error_code::invalid_rules, rami::rule_id::R1, "deal.max_players"},
        {R"({"deal": {"max_players": 6}})", error_code::invalid_rules, rami::rule_id::R1, "deal.hand_size.5: 0 is not in 1..22"},
        {R"({"deal": {"hand_size": {"6": 10}}})", error_code::invalid_rules, rami::rule_id::R1, "deal.hand_size.6: set for a number of players"},
        {R"({"deal": {"hand_size": {"9": 10}}})", error_code::unknown_field, rami::rule_id::format, "deal.hand_size.9"},
        {R"({"deal": {"hand_size": "many"}})", error_code::wrong_json_type, rami::rule_id::format, "deal.hand_size"},
        {R"({"deal": {"one_joker_per_hand": true}, "deck": {"jokers": 1}})", error_code::invalid_rules, rami::rule_id::R1, "deal.one_joker_per_hand"},
        {R"({"match": {"target": 0}})", error_code::invalid_rules, rami::rule_id::R14, "match.target.2: 0 is not in 1..100000"},
        {R"({"opening": {"minimun": 81}})", error_code::unknown_field, rami::rule_id::format, "opening.minimun"},
        {R"({"house": true})", error_code::unknown_field, rami::rule_id::format, "house"},
        {R"({"opening": 81})", error_code::wrong_json_type, rami::rule_id::format, "opening"},
        {R"({"opening": {"minimum": 81.5}})", error_code::wrong_json_type, rami::rule_id::format, "opening.minimum"},
        {R"({"opening": {"minimum": 1e12}})", error_code::number_out_of_range, rami::rule_id::format, "opening.minimum"},
        {R"({"lay_off": "whoever"})", error_code::unknown_value, rami::rule_id::format, "lay_off"},
    };
    for (const bad_case& c : cases) {
        INFO(c.text);
        json doc = json::parse(c.text);
        doc["format"] = "rami.rules/1";
        doc["base"] = "rami51";
        const rami::error e = refusal(doc);
        INFO(e.message());
        CHECK(e.code == c.code);
        CHECK(e.rule == c.rule);
        CHECK(e.detail.rfind(c.detail_starts, 0) == 0);
    }
}

TEST_CASE("rules documents: format and base are required and checked", "[rules_json]") {
    CHECK(refusal(json{{"base", "rami51"}}).code == error_code::missing_field);
    CHECK(refusal(json{{"format", "rami.rules/1"}}).code == error_code::missing_field);
    CHECK(refusal(json{{"format", "rami.state/1"}, {"base", "rami51"}}).code == error_code::unknown_format);
    const rami::error unknown = refusal(document("rami52"));
    CHECK(unknown.code == error_code::unknown_variant);
    CHECK(unknown.detail == "base: \"rami52\"");
    CHECK(refusal(json::array()).code == error_code::wrong_json_type);
    auto text = rami::parse_rules("{\"format\": ");
    REQUIRE_FALSE(text.ok());
    CHECK(text.error().code == error_code::invalid_json);
}

TEST_CASE("rules: check_rules refuses values built in C++ that the engine cannot play", "[rules_json]") {
    rules r = rami::all_variants[0];
    CHECK(rami::check_rules(r).ok());
    r.deal.hand_size[6] = 13;  // rami40 is played by 2 to 4
    auto e = rami::check_rules(r);
    REQUIRE_FALSE(e.ok());
    CHECK(e.error().code == error_code::invalid_rules);
    CHECK(e.error().detail.rfind("deal.hand_size.6", 0) == 0);
    r = rami::all_variants[0];
    r.lay_off = static_cast<rami::who_may>(9);
    e = rami::check_rules(r);
    REQUIRE_FALSE(e.ok());
    CHECK(e.error().rule == rami::rule_id::R9);
    CHECK(e.error().detail == "lay_off: 9 is not in 0..3");
    // A refused rule set deals nothing.
    auto dealt = rami::new_game(r, 2, 1);
    REQUIRE_FALSE(dealt.ok());
    CHECK(dealt.error().code == error_code::invalid_rules);
}

}  // namespace test_rules_json
