// The state's text without nlohmann's DOM (include/rami/json/state_text.hpp): `dump_state` writes
// exactly the bytes of nlohmann::json(s).dump(), and `parse_state`'s SAX fast path
// (detail::json_input::state_text_reader) gives exactly the state or the error (code, rule,
// field, message) of the DOM path, parse_json + state_from_json, on states of every variant
// and on broken documents: truncated, wrong types, unknown cards, duplicate keys, huge numbers.

#include "catch.hpp"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "json_damage.hpp"
#include "rami/json.hpp"
#include "rami/random.hpp"
#include "rami/variants.hpp"

#include "rami/apply.hpp"
#include "rami/legal.hpp"

namespace test_json_state_text {

namespace {

using nlohmann::json;
using rami::detail::json_input::state_text_reader;

const rami::rules& variant(const char* id) { return *rami::find_variant(id); }

/// The DOM path parse_state took before its fast path: the reference.
rami::result<rami::game_state> through_dom(const std::string& text) {
    auto j = rami::parse_json(text);
    if (!j) return j.error();
    return rami::state_from_json(*j);
}

/// parse_state(text) answers as the DOM path does: the same state, or the same error. And the
/// fast path alone never takes a document the DOM refuses, nor reads one differently. Returns
/// whether the fast path took the document.
bool same_as_dom(const std::string& text) {
    INFO(text);
    const auto expected = through_dom(text);
    const auto got = rami::parse_state(text);
    REQUIRE(got.ok() == expected.ok());
    if (expected.ok()) {
        CHECK(*got == *expected);
    } else {
        CHECK(got.error().code == expected.error().code);
        CHECK(got.error().rule == expected.error().rule);
        CHECK(got.error().message() == expected.error().message());
    }
    const auto fast = state_text_reader::read(text);
    if (fast) {
        REQUIRE(expected.ok());
        CHECK(*fast == *expected);
    }
    return fast.has_value();
}

/// A finished round of rami7 for 4 seats (a result with a winner), or a deadlock.
rami::game_state finished(bool deadlock) {
    rami::game_state s = *rami::new_game(variant("rami7"), 4, 5);
    s.phase = rami::phase::over;
    rami::round_result r;
    r.winner = deadlock ? -1 : 3;
    r.reason = deadlock ? rami::end_reason::deadlock : rami::end_reason::out;
    r.in_one_go = !deadlock;
    r.points = {40, 100, 27, -60, 0, 0};
    s.result = r;
    s.scores = {-1000000000, 1000000000, 0, 7, 0, 0};
    return s;
}

/// States of every kind a document holds: every variant and number of players, options, a
/// finished round, custom rules (carried in "rules"), and the states of random rounds (tables,
/// taken cards, the turn's extensions).
std::vector<rami::game_state> many_states() {
    std::vector<rami::game_state> states;
    for (const rami::rules& r : rami::all_variants)
        for (int players = r.deal.min_players; players <= r.deal.max_players; ++players)
            for (const std::uint64_t seed : {0ull, 42ull, 18446744073709551615ull})
                states.push_back(*rami::new_game(r, players, seed, {}, players - 1));
    rami::variant_options o;
    o.opening_minimum = 81;
    o.beat_previous_opening = true;
    o.circular_runs = true;
    o.hand_size = 14;
    o.match_target = 501;
    states.push_back(*rami::new_game(variant("rami_francais"), 5, 3, o, 2, std::vector<int>{10, 20, 30, 40, 50}));
    states.push_back(finished(false));
    states.push_back(finished(true));
    rami::rules custom = variant("rami51");
    custom.opening.minimum = 40;
    REQUIRE(rami::check_rules(custom).ok());
    states.push_back(*rami::new_game(custom, 3, 9));
    for (const char* id : {"rami51", "rami_francais", "rummy_classic", "manie_joker51"}) {
        const rami::rules* r = rami::find_variant(id);
        REQUIRE(r != nullptr);
        const int players = std::min(r->deal.min_players + 1, r->deal.max_players);
        rami::game_state s = *rami::new_game(*r, players, 77);
        rami::splitmix64 random(r->id.size());
        for (int step = 0; step < 300 && s.phase != rami::phase::over; ++step) {
            const std::vector<rami::move> moves = rami::legal_moves(s);
            std::vector<rami::move> plays;
            for (const rami::move& m : moves)
                if (m.type == rami::move_type::play) plays.push_back(m);
            const std::vector<rami::move>& pool = (!plays.empty() && random.below(2) == 0) ? plays : moves;
            s = *rami::apply(s, pool[random.below(static_cast<std::uint32_t>(pool.size()))]);
            if (step % 5 == 0 || s.phase == rami::phase::over) states.push_back(s);
        }
    }
    // The turn's extensions, set by hand on a state with melds on the table where there is one.
    for (const rami::game_state& s : std::vector<rami::game_state>(states)) {
        if (s.table.size() < 2 || s.phase == rami::phase::over) continue;
        rami::game_state t = s;
        t.this_turn.hand_cards_onto = 0b11;
        t.this_turn.new_melds = 0b10;
        t.this_turn.taken_onto = 1;
        t.this_turn.laid_off = true;
        t.this_turn.swapped = true;
        t.this_turn.laid = true;
        t.this_turn.jokers_to_lay = 1;
        t.best_opening = 63;
        t.stock_resets = 2;
        t.resets_since_laid = 1;
        if (!rami::check_state(t).ok()) continue;
        states.push_back(t);
        break;
    }
    return states;
}

}  // namespace

TEST_CASE("dump_state writes the bytes of nlohmann::json(s).dump()", "[json][state][text]") {
    const auto states = many_states();
    CHECK(states.size() > 40);
    bool carried_rules = false;
    for (const rami::game_state& s : states) {
        const std::string dom = json(s).dump();
        INFO(dom);
        CHECK(rami::dump_state(s) == dom);
        carried_rules = carried_rules || json::parse(dom).contains("rules");
    }
    CHECK(carried_rules);  // the custom rules are among them

    SECTION("states nobody checked are written the same too") {
        rami::game_state odd = states.front();
        odd.players = 0;
        odd.turn = -5;
        odd.this_turn.taken_onto = -7;
        odd.this_turn.hand_cards_onto = ~std::uint64_t{0};
        CHECK(rami::dump_state(odd) == json(odd).dump());
        odd.players = 9;  // beyond max_players_supported: both stop at 6 seats
        CHECK(rami::dump_state(odd) == json(odd).dump());
    }
}

TEST_CASE("parse_state reads every state as the DOM does, through its fast path", "[json][state][text]") {
    for (const rami::game_state& s : many_states()) {
        const std::string text = rami::dump_state(s);
        const auto back = rami::parse_state(text);
        REQUIRE(back.ok());
        CHECK(*back == s);
        // Documents with a "rules" member (custom variants) are the DOM's; all others the fast path's.
        const auto fast = state_text_reader::read(text);
        CHECK(fast.has_value() == !json::parse(text).contains("rules"));
        if (fast) CHECK(*fast == s);
    }
}

TEST_CASE("parse_state gives the DOM's state or error on broken documents", "[json][state][text][errors]") {
    const auto states = many_states();
    const rami::game_state& busy = states.back();
    const std::string text = rami::dump_state(busy);
    REQUIRE(busy.table.size() >= 2);  // the turn's extensions set by hand (many_states)
    REQUIRE(busy.this_turn.taken_onto == 1);

    SECTION("truncated at every byte, and with text after the document") {
        for (std::size_t cut = 0; cut < text.size(); ++cut) same_as_dom(text.substr(0, cut));
        same_as_dom(text + " {}");
        same_as_dom(text + " ");
        same_as_dom(" \n" + text);
    }
    SECTION("not an object, empty, nested deep") {
        for (const char* t : {"", "null", "42", "\"rami\"", "[]", "{}", "[{}]", "{\"format\":\"rami.state/1\"}"})
            same_as_dom(t);
        same_as_dom(std::string(5000, '[') + std::string(5000, ']'));
    }
    SECTION("a key written twice: the DOM keeps the last") {
        for (const char* first : {"\"current\":0,", "\"current\":null,", "\"hands\":[],", "\"table\":[],", "\"seed\":3,",
                                  "\"rules\":null,", "\"options\":{},", "\"taken\":\"ZZ\",", "\"phase\":\"over\","}) {
            std::string t = text;
            t.insert(1, first);
            same_as_dom(t);
            t = text;
            t.insert(t.size() - 1, std::string(",") + first);
            t.erase(t.size() - 2, 1);  // the trailing comma of `first`
            same_as_dom(t);
        }
        std::string meld = text;  // within a table meld
        const std::size_t at = meld.find("{\"cards\":");
        if (at != std::string::npos) {
            meld.insert(at + 1, "\"owner\":0,");
            same_as_dom(meld);
        }
    }
    SECTION("another value in every field, at every depth") {
        const json good = json::parse(text);
        const std::vector<json> junk{json("x"), json("JK"), json("2H"), json("run"), json("over"), json(nullptr),
                                     json::object(), json::array(), json::array({"AS"}), json::array({0}),
                                     json(0), json(1), json(3), json(-1), json(2.0), json(0.5), json(1e300),
                                     json(true), json(false), json(18446744073709551615ull),
                                     json(std::int64_t{-9223372036854775807 - 1}), json(2147483648ll)};
        rami::splitmix64 random(99);
        int fast = 0;
        int accepted = 0;
        for (int round = 0; round < 2500; ++round) {
            json j = good;
            const int damages = 1 + static_cast<int>(random.below(2));
            for (int d = 0; d < damages; ++d) rami_test::damage_one_value(j, junk, random);
            fast += same_as_dom(j.dump()) ? 1 : 0;
            accepted += rami::state_from_json(j).ok() ? 1 : 0;
        }
        // Damage the fast path takes (an ignored "reading", an optional member null) is read by it.
        CHECK(fast > 20);
        CHECK(accepted >= fast);
        // Each member removed, null, or replaced by each junk value.
        for (auto field = good.begin(); field != good.end(); ++field) {
            json without = good;
            without.erase(field.key());
            same_as_dom(without.dump());
            for (const json& value : junk) {
                json j = good;
                j[field.key()] = value;
                same_as_dom(j.dump());
            }
        }
    }
    SECTION("unknown cards, values, options, and numbers out of range or written as floats") {
        const auto replaced = [&](const std::string& from, const std::string& to) {
            std::string t = text;
            const std::size_t at = t.find(from);
            REQUIRE(at != std::string::npos);
            t.replace(at, from.size(), to);
            return t;
        };
        const std::string turn = "\"turn\":" + std::to_string(busy.turn);
        for (const char* to : {"\"turn\":1e30", "\"turn\":99999999999999999999", "\"turn\":-1", "\"turn\":1000000001",
                               "\"turn\":1000000000", "\"turn\":7.0", "\"turn\":-0", "\"turn\":\"7\""})
            same_as_dom(replaced(turn, to));
        const std::string current = "\"current\":" + std::to_string(busy.current);
        for (const char* to : {"\"current\":6", "\"current\":5", "\"current\":1.0", "\"current\":-1"})
            same_as_dom(replaced(current, to));
        const std::string seed = "\"seed\":" + std::to_string(busy.seed);
        for (const char* to : {"\"seed\":18446744073709551615", "\"seed\":18446744073709551616", "\"seed\":-1",
                               "\"seed\":4.0", "\"seed\":-0"})
            same_as_dom(replaced(seed, to));
        for (const char* to : {"\"options\":{\"hand_size\":2147483648}", "\"options\":{\"hand_size\":-2147483649}",
                               "\"options\":{\"hand_size\":13.0}", "\"options\":{\"colour\":1}",
                               "\"options\":{\"circular_runs\":null}", "\"options\":{\"opening_minimum\":2000000000}",
                               "\"options\":{\"circular_runs\":true,\"circular_runs\":false}", "\"options\":[]"})
            same_as_dom(replaced("\"options\":{}", to));
        for (const char* to : {"\"phase\":\"Play\"", "\"phase\":\"over\"", "\"phase\":null"})
            same_as_dom(replaced("\"phase\":\"" + std::string(rami::to_string(busy.phase)) + "\"", to));
        for (const char* to : {"\"format\":\"rami.state/2\"", "\"format\":1"})
            same_as_dom(replaced("\"format\":\"rami.state/1\"", to));
        for (const char* to : {"\"variant\":\"rami52\"", "\"variant\":null"})
            same_as_dom(replaced("\"variant\":\"" + std::string(busy.rules.id) + "\"", to));
        // The first card of the stock: unknown, another form of it, an escape, a duplicate card.
        REQUIRE(text.find("\"stock\":[\"") != std::string::npos);
        const std::size_t stock = text.find("\"stock\":[\"") + 10;
        const std::string first_card = text.substr(stock, text.find('"', stock) - stock);
        for (const std::string& to : {std::string("ZZ"), std::string("JK"), std::string("\\u0041S"), first_card + " ",
                                     std::string(""), std::string("10\\u2660")})
            same_as_dom(replaced("\"stock\":[\"" + first_card + "\"", "\"stock\":[\"" + to + "\""));
        same_as_dom(replaced("\"stock\":[", "\"stock\":[\"" + first_card + "\","));  // one card too many
        same_as_dom(replaced("\"stock\":[", "\"unknown\":{\"a\":[1,{\"b\":null}]},\"stock\":["));  // ignored
    }
}

TEST_CASE("parse_state: a broken table meld or result is refused as the DOM refuses it", "[json][state][text][errors]") {
    const auto states = many_states();
    for (const rami::game_state& s : {states.back(), finished(false), finished(true)}) {
        const json good = json::parse(rami::dump_state(s));
        for (const char* object : {"table", "result"}) {
            if (!good[object].is_array() && !good[object].is_object()) continue;
            json members = good[object].is_array() ? (good[object].empty() ? json() : good[object][0]) : good[object];
            if (!members.is_object()) continue;
            for (auto m = members.begin(); m != members.end(); ++m) {
                for (const json& value : {json(nullptr), json(7), json(-1), json(1.0), json("set"), json("run"),
                                          json("deadlock"), json::array(), json::array({"JK", "JK", "JK"})}) {
                    json j = good;
                    json& target = good[object].is_array() ? j[object][0] : j[object];
                    target[m.key()] = value;
                    same_as_dom(j.dump());
                    target.erase(m.key());
                    same_as_dom(j.dump());
                }
            }
        }
    }
}

}  // namespace test_json_state_text
