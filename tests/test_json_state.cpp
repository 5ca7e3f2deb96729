// rami::json for the game layer (include/rami/json/state.hpp, move.hpp, view.hpp): the wire
// format of docs/json.md "The state" and "Moves", round trips, and every refusal of a loaded
// state naming its field; malformed documents give an error, never a crash or an exception.

#include "catch.hpp"

#include <cstdint>
#include <string>
#include <vector>

#include "json_damage.hpp"
#include "rami/json.hpp"
#include "rami/random.hpp"
#include "rami/variants.hpp"

#if __has_include("rami/apply.hpp") && __has_include("rami/legal.hpp")
#include "rami/apply.hpp"
#include "rami/legal.hpp"

namespace test_json_state {
#define RAMI_TEST_HAS_APPLY 1
#endif

namespace {

using nlohmann::json;

rami::card card_of(const char* text) { return *rami::parse_card(text); }

std::vector<rami::card> cards_of(const char* text) { return *rami::parse_cards(text); }

const rami::rules& variant(const char* id) { return *rami::find_variant(id); }

rami::game_state dealt(const char* id, int players, std::uint64_t seed = 7) {
    auto s = rami::new_game(variant(id), players, seed);
    REQUIRE(s.ok());
    return *s;
}

/// Takes one copy of `c` out of the stock, the discard pile or a hand (the deck stays whole
/// once the card is put somewhere else).
void take_card(rami::game_state& s, rami::card c) {
    if (s.stock.erase_one(c)) return;
    if (s.discard.erase_one(c)) return;
    for (int seat = 0; seat < s.players; ++seat)
        if (s.hands[static_cast<std::size_t>(seat)].erase_one(c)) return;
    FAIL("no " << rami::to_string(c) << " left");
}

/// Lays `text` on the table for `owner`, taking its cards from wherever they are.
void lay(rami::game_state& s, int owner, const char* text) {
    const auto cards = cards_of(text);
    for (const rami::card c : cards) take_card(s, c);
    const auto m = rami::read_meld(s.rules, cards);
    REQUIRE(m.ok());
    REQUIRE(s.table.push_back({owner, *m}));
}

/// A rami51 state for 3 seats in the middle of a round: melds on the table, a card taken,
/// cards on the discard pile, scores, every extension field set.
rami::game_state busy_state() {
    rami::game_state s = dealt("rami51", 3, 99);
    lay(s, 0, "7H 8H 9H");
    lay(s, 1, "QS QD QC");
    lay(s, 2, "JK 2H 3H");
    lay(s, 0, "QS KS JK");
    lay(s, 1, "5C 5S 5H");
    for (int i = 0; i < 4; ++i) {
        REQUIRE(s.discard.push_back(s.stock.front()));
        s.stock.erase(s.stock.begin());
    }
    s.current = 2;
    s.first = 1;
    s.phase = rami::phase::play;
    s.turn = 7;
    s.opened = {true, true, false};
    s.laid = {true, false, false};
    s.this_turn.taken_to_lay = s.hands[2][0];
    s.this_turn.taken = s.hands[2][0];
    s.this_turn.laid = true;
    s.this_turn.jokers_to_lay = 1;
    s.best_opening = 63;
    s.stock_resets = 1;
    s.resets_since_laid = 1;
    s.scores = {120, -10, 45};
    s.seed = 18446744073709551615ull;
    return s;
}

/// The error of loading `j`, which must be refused.
rami::error refusal(const json& j) {
    const auto s = rami::state_from_json(j);
    REQUIRE_FALSE(s.ok());
    return s.error();
}

/// Checks that loading `j` is refused with `code` and a detail naming `field`.
void check_refused(const json& j, rami::error_code code, const std::string& field) {
    const rami::error e = refusal(j);
    INFO(e.message());
    CHECK(rami::to_string(e.code) == rami::to_string(code));
    CHECK(e.detail.find(field) != std::string::npos);
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

// --- round trips ---------------------------------------------------------------------------

TEST_CASE("state: new_game of every variant and player count survives a round trip", "[json][state]") {
    for (const rami::rules& r : rami::all_variants) {
        for (int players = r.deal.min_players; players <= r.deal.max_players; ++players) {
            for (const std::uint64_t seed : {0ull, 1ull, 42ull, 18446744073709551615ull}) {
                INFO(r.id << " " << players << " players, seed " << seed);
                const auto s = rami::new_game(r, players, seed);
                REQUIRE(s.ok());
                const json j = *s;
                const auto back = rami::state_from_json(j);
                REQUIRE(back.ok());
                CHECK(*back == *s);
                const auto parsed = rami::parse_state(j.dump());
                REQUIRE(parsed.ok());
                CHECK(*parsed == *s);
            }
        }
    }
}

TEST_CASE("state: options, the first seat and scores survive a round trip", "[json][state]") {
    rami::variant_options o;
    o.opening_minimum = 81;
    o.beat_previous_opening = true;
    o.circular_runs = true;
    o.hand_size = 14;
    o.match_target = 501;
    const std::vector<int> scores{10, 20, 30, 40, 50};
    const auto s = rami::new_game(variant("rami_francais"), 5, 3, o, 2, scores);
    REQUIRE(s.ok());
    const json j = *s;
    CHECK(j["options"] == json{{"opening_minimum", 81}, {"beat_previous_opening", true}, {"circular_runs", true},
                               {"hand_size", 14}, {"match_target", 501}});
    CHECK(j["first"] == 2);
    CHECK(j["current"] == 2);
    CHECK(j["scores"] == json::array({10, 20, 30, 40, 50}));
    const auto back = rami::state_from_json(j);
    REQUIRE(back.ok());
    CHECK(*back == *s);
    CHECK(back->rules.opening.minimum == 81);
    CHECK(back->rules.melds.circular);
}

TEST_CASE("state: a round in the middle (table, taken card, extensions) survives a round trip", "[json][state]") {
    const rami::game_state s = busy_state();
    const json j = s;
    CHECK(j["format"] == "rami.state/1");
    CHECK(j["variant"] == "rami51");
    CHECK(j["seed"] == 18446744073709551615ull);
    CHECK(j["table"].size() == 5);
    CHECK(j["table"][0] == json{{"owner", 0}, {"cards", {"7H", "8H", "9H"}}, {"kind", "run"}, {"reading", {"7H", "8H", "9H"}}});
    CHECK(j["table"][2]["cards"] == json::array({"JK", "2H", "3H"}));
    CHECK(j["table"][2]["reading"] == json::array({"AH", "2H", "3H"}));
    CHECK(j["table"][3]["reading"] == json::array({"QS", "KS", "AS"}));
    CHECK(j["table"][4]["kind"] == "set");
    CHECK(j["taken"] == rami::to_string(s.hands[2][0]));
    CHECK(j["scores"] == json::array({120, -10, 45}));
    const auto back = rami::parse_state(j.dump());
    REQUIRE(back.ok());
    CHECK(*back == s);

    SECTION("without the kinds, R4 reads the table melds the same") {
        json bare = j;
        for (json& m : bare["table"]) {
            m.erase("kind");
            m.erase("reading");
        }
        const auto read = rami::state_from_json(bare);
        REQUIRE(read.ok());
        CHECK(*read == s);
    }
}

TEST_CASE("state: a finished round survives a round trip", "[json][state]") {
    rami::game_state s = dealt("rami7", 4, 5);
    s.phase = rami::phase::over;
    rami::round_result r;
    r.winner = 3;
    r.reason = rami::end_reason::out;
    r.in_one_go = true;
    r.points = {40, 100, 27, -60, 0, 0};
    s.result = r;
    const json j = s;
    CHECK(j["result"] == json{{"winner", 3}, {"reason", "out"}, {"in_one_go", true}, {"points", {40, 100, 27, -60}}});
    const auto back = rami::state_from_json(j);
    REQUIRE(back.ok());
    CHECK(*back == s);

    SECTION("a deadlock has no winner") {
        rami::round_result d;
        d.reason = rami::end_reason::deadlock;
        s.result = d;
        const json dj = s;
        CHECK(dj["result"]["winner"].is_null());
        CHECK(dj["result"]["reason"] == "deadlock");
        const auto read = rami::state_from_json(dj);
        REQUIRE(read.ok());
        CHECK(*read == s);
    }
    SECTION("round_result on its own writes every supported seat") {
        const json alone = r;
        CHECK(alone["points"].size() == rami::max_players_supported);
    }
}

TEST_CASE("state: optional fields take their defaults", "[json][state]") {
    const rami::game_state s = dealt("rami51", 3);
    json j = s;
    for (const char* key : {"options", "seed", "turn", "laid", "taken", "stock_resets", "resets_since_laid", "scores", "result",
                            "first", "taken_this_turn", "laid_this_turn", "jokers_to_lay", "best_opening"})
        j.erase(key);
    j["opened"] = json::array({true, false, true});
    const auto read = rami::state_from_json(j);
    REQUIRE(read.ok());
    CHECK(read->seed == 0);
    CHECK(read->turn == 3);  // the number of players
    CHECK(read->laid == read->opened);
    CHECK(read->opened[0]);
    CHECK_FALSE(read->opened[1]);
    CHECK_FALSE(read->this_turn.taken_to_lay.has_value());
    CHECK(read->stock_resets == 0);
    CHECK(read->scores == std::array<int, rami::max_players_supported>{});
    CHECK_FALSE(read->result.has_value());
    CHECK(read->first == 0);
    CHECK(read->options == rami::variant_options{});
    CHECK(read->best_opening == 0);

    SECTION("null is the same as absent for an optional field") {
        json nulls = s;
        for (const char* key : {"options", "seed", "turn", "laid", "scores", "first", "best_opening"}) nulls[key] = nullptr;
        const auto r = rami::state_from_json(nulls);
        REQUIRE(r.ok());
        CHECK(r->turn == 3);
    }
    SECTION("cards in any accepted form; more fields are ignored") {
        json lenient = s;
        std::string first = rami::to_string(s.hands[0][0]);
        for (char& ch : first) ch = static_cast<char>(ch >= 'A' && ch <= 'Z' ? ch - 'A' + 'a' : ch);
        lenient["hands"][0][0] = first;
        lenient["comment"] = "from a third-party app";
        const auto r = rami::state_from_json(lenient);
        REQUIRE(r.ok());
        CHECK(*r == s);
    }
}

// --- refusals, each naming its field ----------------------------------------------------------

TEST_CASE("state: missing required fields are named", "[json][state][errors]") {
    const json good = busy_state();
    REQUIRE(rami::state_from_json(good).ok());
    for (const char* key : {"format", "variant", "current", "phase", "hands", "stock", "discard", "table", "opened"}) {
        INFO(key);
        json j = good;
        j.erase(key);
        check_refused(j, rami::error_code::missing_field, key);
        CHECK(refusal(j).rule == rami::rule_id::format);
    }
    json no_owner = good;
    no_owner["table"][1].erase("owner");
    check_refused(no_owner, rami::error_code::missing_field, "table[1].owner");
    json no_cards = good;
    no_cards["table"][2].erase("cards");
    check_refused(no_cards, rami::error_code::missing_field, "table[2].cards");
}

TEST_CASE("state: wrong types are named", "[json][state][errors]") {
    const json good = busy_state();
    const auto with = [&](const char* key, json value) {
        json j = good;
        j[key] = std::move(value);
        return j;
    };
    check_refused(json::array(), rami::error_code::wrong_json_type, "state");
    check_refused(json("rami.state/1"), rami::error_code::wrong_json_type, "state");
    check_refused(with("format", 1), rami::error_code::wrong_json_type, "format");
    check_refused(with("variant", json::array()), rami::error_code::wrong_json_type, "variant");
    check_refused(with("current", "1"), rami::error_code::wrong_json_type, "current");
    check_refused(with("current", 1.5), rami::error_code::wrong_json_type, "current");
    check_refused(with("turn", "7"), rami::error_code::wrong_json_type, "turn");
    check_refused(with("seed", "42"), rami::error_code::wrong_json_type, "seed");
    check_refused(with("seed", true), rami::error_code::wrong_json_type, "seed");
    check_refused(with("phase", 0), rami::error_code::wrong_json_type, "phase");
    check_refused(with("hands", "AS 2S"), rami::error_code::wrong_json_type, "hands");
    check_refused(with("stock", json::object()), rami::error_code::wrong_json_type, "stock");
    check_refused(with("table", json::object()), rami::error_code::wrong_json_type, "table");
    check_refused(with("opened", true), rami::error_code::wrong_json_type, "opened");
    check_refused(with("options", json::array()), rami::error_code::wrong_json_type, "options");
    check_refused(with("taken", 5), rami::error_code::wrong_json_type, "taken");
    check_refused(with("result", "over"), rami::error_code::wrong_json_type, "result");
    check_refused(with("laid_this_turn", 1), rami::error_code::wrong_json_type, "laid_this_turn");

    json hand = good;
    hand["hands"][2] = "7H 8H";
    check_refused(hand, rami::error_code::wrong_json_type, "hands[2]");
    json card_number = good;
    card_number["hands"][1][3] = 7;
    check_refused(card_number, rami::error_code::wrong_json_type, "hands[1][3]");
    json opened = good;
    opened["opened"][1] = "yes";
    check_refused(opened, rami::error_code::wrong_json_type, "opened[1]");
    json meld = good;
    meld["table"][3] = json::array({"QS", "KS", "JK"});
    check_refused(meld, rami::error_code::wrong_json_type, "table[3]");
    json option = good;
    option["options"] = {{"circular_runs", "yes"}};
    check_refused(option, rami::error_code::wrong_json_type, "options.circular_runs");
}

TEST_CASE("state: unknown cards, formats, variants, options and values are named", "[json][state][errors]") {
    const json good = busy_state();
    json j = good;
    j["hands"][2][5] = "ZZ";
    check_refused(j, rami::error_code::unknown_card, "hands[2][5]");
    CHECK(contains(refusal(j).detail, "ZZ"));
    j = good;
    j["stock"][10] = "1S";
    check_refused(j, rami::error_code::unknown_card, "stock[10]");
    j = good;
    j["table"][1]["cards"][0] = "QX";
    check_refused(j, rami::error_code::unknown_card, "table[1].cards[0]");
    j = good;
    j["taken"] = "11H";
    check_refused(j, rami::error_code::unknown_card, "taken");

    j = good;
    j["format"] = "rami.state/2";
    check_refused(j, rami::error_code::unknown_format, "format");
    j = good;
    j["variant"] = "rami52";
    check_refused(j, rami::error_code::unknown_variant, "variant");

    j = good;
    j["options"] = {{"opening_minimum", 900}};
    check_refused(j, rami::error_code::invalid_option, "options.opening_minimum");
    j = good;
    j["options"] = {{"jokers", 4}};
    check_refused(j, rami::error_code::invalid_option, "options.jokers");
    j = good;
    j["options"] = {{"hand_size", 1e12}};
    check_refused(j, rami::error_code::invalid_option, "options.hand_size");

    j = good;
    j["phase"] = "waiting";
    check_refused(j, rami::error_code::unknown_value, "phase");
    j = good;
    j["table"][0]["kind"] = "pair";
    check_refused(j, rami::error_code::unknown_value, "table[0].kind");
}

TEST_CASE("state: seats out of range and players out of the variant's range", "[json][state][errors]") {
    const json good = busy_state();  // 3 seats
    for (const json& seat : {json(3), json(-1), json(1000000), json(1e300), json(18446744073709551615ull)}) {
        INFO(seat.dump());
        json j = good;
        j["current"] = seat;
        check_refused(j, rami::error_code::seat_out_of_range, "current");
    }
    json j = good;
    j["table"][2]["owner"] = 3;
    check_refused(j, rami::error_code::seat_out_of_range, "table[2].owner");
    j = good;
    j["first"] = 5;
    check_refused(j, rami::error_code::seat_out_of_range, "first");

    // R1: rami51 is played by 2 to 4.
    j = good;
    j["hands"] = json::array({json::array()});
    check_refused(j, rami::error_code::players_out_of_range, "hands");
    CHECK(refusal(j).rule == rami::rule_id::R1);
    j = good;
    j["hands"] = json::array({json::array(), json::array(), json::array(), json::array(), json::array()});
    check_refused(j, rami::error_code::players_out_of_range, "hands");
    j = good;
    j["hands"] = json::array();
    for (int i = 0; i < 7; ++i) j["hands"].push_back(json::array());
    check_refused(j, rami::error_code::players_out_of_range, "hands");
    j = good;
    j["hands"] = json::array();
    for (int i = 0; i < 100000; ++i) j["hands"].push_back(json::array());
    check_refused(j, rami::error_code::players_out_of_range, "hands");
}

TEST_CASE("state: per-seat arrays of the wrong length", "[json][state][errors]") {
    const json good = busy_state();  // 3 seats
    for (const char* key : {"opened", "laid", "scores"}) {
        INFO(key);
        json j = good;
        j[key].push_back(j[key][0]);
        check_refused(j, rami::error_code::wrong_array_length, key);
        j = good;
        j[key].erase(0);
        check_refused(j, rami::error_code::wrong_array_length, key);
    }
}

TEST_CASE("state: negative and huge numbers", "[json][state][errors]") {
    const json good = busy_state();
    for (const char* key : {"turn", "stock_resets", "resets_since_laid", "jokers_to_lay", "best_opening"}) {
        for (const json& n : {json(-1), json(1e30), json(4294967296ll), json(18446744073709551615ull)}) {
            INFO(key << " = " << n.dump());
            json j = good;
            j[key] = n;
            check_refused(j, rami::error_code::number_out_of_range, key);
        }
    }
    for (const json& n : {json(-1), json(-1e30), json(1e30), json(18446744073709551616.0)}) {
        INFO(n.dump());
        json j = good;
        j["seed"] = n;
        check_refused(j, rami::error_code::number_out_of_range, "seed");
    }
    json j = good;
    j["scores"][1] = 1e20;
    check_refused(j, rami::error_code::number_out_of_range, "scores[1]");
    std::string text = good.dump();
    const std::string seed = "\"seed\":18446744073709551615";
    REQUIRE(contains(text, seed));
    text.replace(text.find(seed), seed.size(), "\"seed\":99999999999999999999999999");
    CHECK(rami::parse_state(text).error().code == rami::error_code::number_out_of_range);

    SECTION("a whole number written as a float is accepted") {
        json f = good;
        f["turn"] = 7.0;
        f["seed"] = 12.0;
        const auto s = rami::state_from_json(f);
        REQUIRE(s.ok());
        CHECK(s->turn == 7);
        CHECK(s->seed == 12);
    }
}

TEST_CASE("state: phase and result must agree", "[json][state][errors]") {
    json j = busy_state();
    j["phase"] = "over";
    check_refused(j, rami::error_code::inconsistent_state, "result");
    j = busy_state();
    j["result"] = {{"winner", 0}, {"reason", "out"}, {"in_one_go", false}, {"points", {0, 10, 20}}};
    check_refused(j, rami::error_code::inconsistent_state, "result");
    j["phase"] = "over";
    REQUIRE(rami::state_from_json(j).ok());
    j["result"]["winner"] = 3;
    check_refused(j, rami::error_code::seat_out_of_range, "result.winner");
    j["result"]["winner"] = nullptr;
    j["result"]["reason"] = "boredom";
    check_refused(j, rami::error_code::unknown_value, "result.reason");
    j["result"]["reason"] = "deadlock";
    j["result"]["points"] = {0, 0};
    check_refused(j, rami::error_code::wrong_array_length, "result.points");
    j["result"].erase("points");
    check_refused(j, rami::error_code::missing_field, "result.points");
}

TEST_CASE("state: R1 the cards must be exactly the variant's deck", "[json][state][errors]") {
    const json good = busy_state();
    SECTION("a card missing") {
        json j = good;
        j["stock"].erase(0);
        check_refused(j, rami::error_code::cards_not_deck, "in the state");
        CHECK(refusal(j).rule == rami::rule_id::R1);
    }
    SECTION("a card too many") {
        json j = good;
        j["discard"].push_back("7H");
        check_refused(j, rami::error_code::cards_not_deck, "7H");
    }
    SECTION("a card replaced by another") {
        json j = good;
        j["stock"][0] = j["stock"][0] == "AS" ? "KC" : "AS";
        check_refused(j, rami::error_code::cards_not_deck, "");
    }
    SECTION("a joker in rami50, which has none") {
        json j = dealt("rami50", 2);
        j["hands"][0][0] = "JK";
        check_refused(j, rami::error_code::cards_not_deck, "JK");
    }
    SECTION("manie_joker51: one joker per player") {
        const json j4 = dealt("manie_joker51", 4);
        REQUIRE(rami::state_from_json(j4).ok());
        json j = j4;
        // Drop the fourth hand: 3 players need 3 jokers, the cards hold 4.
        j["hands"].erase(3);
        j["opened"].erase(3);
        j["laid"].erase(3);
        j["scores"].erase(3);
        check_refused(j, rami::error_code::cards_not_deck, "");
    }
    SECTION("the other variants, dealt for another number of players") {
        json j = dealt("rami_francais", 6);
        j["hands"].erase(5);
        j["opened"].erase(5);
        j["laid"].erase(5);
        j["scores"].erase(5);
        check_refused(j, rami::error_code::cards_not_deck, "");
    }
}

TEST_CASE("state: R3 a table meld must be a legal meld of the variant", "[json][state][errors]") {
    const json good = busy_state();
    json j = good;
    j["table"][0] = {{"owner", 0}, {"cards", {"5H", "6S", "7H"}}};
    check_refused(j, rami::error_code::not_a_meld, "table[0].cards");
    CHECK(refusal(j).rule == rami::rule_id::R3);
    j["table"][0] = {{"owner", 0}, {"cards", {"5H", "6H"}}};
    check_refused(j, rami::error_code::meld_too_short, "table[0].cards");
    j["table"][0] = {{"owner", 0}, {"cards", {"KH", "AH", "2H"}}};
    check_refused(j, rami::error_code::run_wraps, "table[0].cards");
    j["table"][0] = {{"owner", 0}, {"cards", {"8C", "8H", "8C"}}, {"kind", "set"}};
    check_refused(j, rami::error_code::set_repeats_suit, "table[0].cards");
    SECTION("a run must be given low to high when its kind is given") {
        json r = good;
        r["table"][0]["cards"] = {"9H", "8H", "7H"};
        check_refused(r, rami::error_code::run_not_consecutive, "table[0].cards");
        r["table"][0].erase("kind");
        r["table"][0].erase("reading");
        const auto read = rami::state_from_json(r);  // R4 reads it descending
        REQUIRE(read.ok());
        CHECK(read->table[0].meld.laid()[0] == card_of("7H"));
    }
    SECTION("a set given as a run, a run given as a set") {
        json k = good;
        k["table"][1]["kind"] = "run";
        check_refused(k, rami::error_code::run_not_consecutive, "table[1].cards");
        k = good;
        k["table"][0]["kind"] = "set";
        check_refused(k, rami::error_code::not_a_meld, "table[0].cards");
    }
    SECTION("rami_francais allows one joker per meld") {
        rami::game_state s = dealt("rami_francais", 2);
        lay(s, 0, "7H 8H JK");
        REQUIRE(rami::state_from_json(json(s)).ok());
        json f = s;
        f["table"][0]["cards"] = {"7H", "JK", "JK"};
        check_refused(f, rami::error_code::too_many_jokers, "table[0].cards");
    }
    SECTION("rummy_classic: the ace is low only") {
        rami::game_state s = dealt("rummy_classic", 2);
        lay(s, 1, "JS QS KS");
        json f = s;
        f["table"][0]["cards"] = {"QS", "KS", "AS"};
        check_refused(f, rami::error_code::ace_high_not_allowed, "table[0].cards");
    }
}

TEST_CASE("state: arrays beyond a state's capacity are refused, never overflow", "[json][state][errors]") {
    const json good = busy_state();
    json j = good;
    for (int i = 0; i < 30; ++i) j["hands"][0].push_back("AS");
    check_refused(j, rami::error_code::array_too_large, "hands[0]");
    j = good;
    for (int i = 0; i < 200; ++i) j["stock"].push_back("AS");
    check_refused(j, rami::error_code::array_too_large, "stock");
    j = good;
    for (int i = 0; i < 200; ++i) j["discard"].push_back("AS");
    check_refused(j, rami::error_code::array_too_large, "discard");
    j = good;
    for (int i = 0; i < 41; ++i) j["table"].push_back(good["table"][0]);
    check_refused(j, rami::error_code::array_too_large, "table");
    j = good;
    for (int i = 0; i < 1000; ++i) j["table"][0]["cards"].push_back("AS");
    check_refused(j, rami::error_code::array_too_large, "table[0].cards");
    j = good;
    for (int i = 0; i < 20; ++i) j["table"][0]["cards"].push_back("9H");
    const rami::error e = refusal(j);  // a meld of 23 cards: R3, not a crash
    CHECK(e.rule == rami::rule_id::R3);
}

// --- malformed documents -----------------------------------------------------------------------

TEST_CASE("state: malformed text gives an error, never an exception", "[json][state][malformed]") {
    const std::string text = json(busy_state()).dump();
    for (std::size_t cut : {std::size_t{0}, std::size_t{1}, text.size() / 3, text.size() / 2, text.size() - 1}) {
        INFO(cut);
        const auto s = rami::parse_state(text.substr(0, cut));
        REQUIRE_FALSE(s.ok());
        CHECK(s.error().code == rami::error_code::invalid_json);
    }
    CHECK(rami::parse_state(text + " {}").error().code == rami::error_code::invalid_json);
    CHECK(rami::parse_state("null").error().code == rami::error_code::wrong_json_type);
    CHECK(rami::parse_state("42").error().code == rami::error_code::wrong_json_type);
    CHECK(rami::parse_state("\"rami\"").error().code == rami::error_code::wrong_json_type);
    CHECK(rami::parse_state("{}").error().code == rami::error_code::missing_field);

    SECTION("10000 nested arrays, as the document and as a field") {
        const std::string deep = std::string(10000, '[') + std::string(10000, ']');
        const auto whole = rami::parse_state(deep);
        REQUIRE_FALSE(whole.ok());
        CHECK(whole.error().rule == rami::rule_id::format);
        std::string nested = text;
        const std::string key = "\"hands\":";
        nested.insert(nested.find(key) + key.size() + 1, deep + ",");
        const auto in_hands = rami::parse_state(nested);
        REQUIRE_FALSE(in_hands.ok());
        CHECK(in_hands.error().rule != rami::rule_id::R3);
        for (const char* field : {"current", "turn", "options", "result", "taken", "table"}) {
            INFO(field);
            std::string t = text;
            const std::string k = std::string("\"") + field + "\":";
            const std::size_t at = t.find(k) + k.size();
            // Replace the field's value by the deep array: cut the old value up to the next key.
            const std::size_t end = t.find(",\"", at);
            t.replace(at, end - at, deep);
            const auto s = rami::parse_state(t);
            REQUIRE_FALSE(s.ok());
        }
    }
    SECTION("strings, nulls, objects and floats in every field") {
        const json good = busy_state();
        for (auto field = good.begin(); field != good.end(); ++field) {
            const std::string key = field.key();
            for (const json& junk : {json("x"), json(nullptr), json::object(), json::array(), json(0.5), json(-7),
                                     json(true), json(1e308)}) {
                json j = good;
                j[key] = junk;
                const auto s = rami::state_from_json(j);  // ok (optional field) or an error, nothing thrown
                if (!s) CHECK(s.error().rule != rami::rule_id::R3);
            }
        }
    }
}

TEST_CASE("state: random damage to a document gives an error or a state, never an exception", "[json][state][malformed]") {
    const json good = busy_state();
    const std::vector<json> junk{json("x"), json("JK"), json(nullptr), json::object(), json::array(), json(3),
                                 json(-1), json(1e300), json(true), json::array({json::array({1})})};
    rami::splitmix64 random(2024);
    int refused = 0;
    for (int round = 0; round < 3000; ++round) {
        json j = good;
        const int damages = 1 + static_cast<int>(random.below(3));
        for (int d = 0; d < damages; ++d) rami_test::damage_one_value(j, junk, random);
        const auto s = rami::state_from_json(j);
        if (!s) {
            ++refused;
            CHECK_FALSE(s.error().message().empty());
        } else {
            CHECK(rami::state_from_json(json(*s)).ok());
        }
    }
    CHECK(refused > 1000);
}

TEST_CASE("state: from_json throws a nlohmann exception, as nlohmann's protocol wants", "[json][state]") {
    const json good = busy_state();
    CHECK(good.get<rami::game_state>() == busy_state());
    CHECK_THROWS_AS(json::object().get<rami::game_state>(), json::exception);
}

// --- moves ---------------------------------------------------------------------------------

TEST_CASE("move: every kind survives a round trip", "[json][move]") {
    rami::play_step meld = *rami::meld_step(cards_of("7H 8H JK"));
    rami::play_step as_set = *rami::meld_step(cards_of("JK AH JK"));
    as_set.as = rami::meld_kind::set;
    const std::vector<rami::move> moves{
        rami::move::draw(),
        rami::move::take_discard(),
        rami::move::discard(card_of("KS")),
        rami::move::play({meld, as_set, *rami::lay_off_step(2, cards_of("10H")),
                          *rami::lay_off_step(0, cards_of("6H"), rami::run_end::low),
                          *rami::lay_off_step(1, cards_of("9S 10S"), rami::run_end::high),
                          *rami::swap_step(3, cards_of("9H"))}),
        rami::move::play({}),
    };
    for (const rami::move& m : moves) {
        const json j = m;
        INFO(j.dump());
        const auto back = rami::move_from_json(j);
        REQUIRE(back.ok());
        CHECK(*back == m);
        const auto parsed = rami::parse_move(j.dump());
        REQUIRE(parsed.ok());
        CHECK(*parsed == m);
    }
    CHECK(json(moves[0]) == json{{"type", "draw"}});
    CHECK(json(moves[1]) == json{{"type", "take_discard"}});
    CHECK(json(moves[2]) == json{{"type", "discard"}, {"card", "KS"}});
    const json play = moves[3];
    CHECK(play["steps"][0] == json{{"meld", {"7H", "8H", "JK"}}});
    CHECK(play["steps"][1] == json{{"meld", {"JK", "AH", "JK"}}, {"kind", "set"}});
    CHECK(play["steps"][2] == json{{"lay_off", {{"meld", 2}, {"cards", {"10H"}}}}});
    CHECK(play["steps"][3] == json{{"lay_off", {{"meld", 0}, {"cards", {"6H"}}, {"end", "low"}}}});
    CHECK(play["steps"][5] == json{{"swap", {{"meld", 3}, {"cards", {"9H"}}}}});
}

TEST_CASE("move: the examples of docs/json.md read", "[json][move]") {
    const auto m = rami::parse_move(R"({"type": "play", "steps": [
        {"meld":    ["7H", "8H", "JK"]},
        {"lay_off": {"meld": 2, "cards": ["10H"]}},
        {"swap":    {"meld": 3, "cards": ["9H"]}}]})");
    REQUIRE(m.ok());
    REQUIRE(m->steps.size() == 3);
    CHECK(m->steps[0].kind == rami::play_step::action::meld);
    CHECK(m->steps[1].kind == rami::play_step::action::lay_off);
    CHECK(m->steps[1].meld == 2);
    CHECK(m->steps[1].end == rami::run_end::either);
    CHECK(m->steps[2].kind == rami::play_step::action::swap);
    CHECK(m->steps[2].meld == 3);
    CHECK(*rami::parse_move(R"({"type": "discard", "card": "ks"})") == rami::move::discard(card_of("KS")));
    CHECK(*rami::parse_move(R"({"type": "draw", "note": "ignored"})") == rami::move::draw());
}

TEST_CASE("move: malformed moves are refused, naming the field", "[json][move][errors]") {
    const auto refused = [](const char* text, rami::error_code code, const std::string& field) {
        INFO(text);
        const auto m = rami::parse_move(text);
        REQUIRE_FALSE(m.ok());
        INFO(m.error().message());
        CHECK(rami::to_string(m.error().code) == rami::to_string(code));
        CHECK(m.error().rule == rami::rule_id::format);
        CHECK(m.error().detail.find(field) != std::string::npos);
    };
    using rami::error_code;
    refused("[]", error_code::invalid_move, "move");
    refused("\"draw\"", error_code::invalid_move, "move");
    refused("{}", error_code::invalid_move, "type");
    refused(R"({"type": 3})", error_code::invalid_move, "type");
    refused(R"({"type": "jump"})", error_code::invalid_move, "type");
    refused(R"({"type": "discard"})", error_code::invalid_move, "card");
    refused(R"({"type": "discard", "card": 12})", error_code::invalid_move, "card");
    refused(R"({"type": "discard", "card": "ZZ"})", error_code::unknown_card, "card");
    refused(R"({"type": "play"})", error_code::invalid_move, "steps");
    refused(R"({"type": "play", "steps": {}})", error_code::invalid_move, "steps");
    refused(R"({"type": "play", "steps": [3]})", error_code::invalid_move, "steps[0]");
    refused(R"({"type": "play", "steps": [{}]})", error_code::invalid_move, "steps[0]");
    refused(R"({"type": "play", "steps": [{"meld": ["7H"], "swap": {"meld": 0, "cards": []}}]})", error_code::invalid_move,
            "steps[0]");
    refused(R"({"type": "play", "steps": [{"meld": "7H 8H 9H"}]})", error_code::invalid_move, "steps[0].meld");
    refused(R"({"type": "play", "steps": [{"meld": ["7H", "8X", "9H"]}]})", error_code::unknown_card, "steps[0].meld[1]");
    refused(R"({"type": "play", "steps": [{"meld": ["7H", "8H", "9H"], "kind": "pair"}]})", error_code::invalid_move,
            "steps[0].kind");
    refused(R"({"type": "play", "steps": [{"meld": ["7H", "8H", "9H"]}, {"lay_off": {"cards": ["10H"]}}]})",
            error_code::invalid_move, "steps[1].lay_off.meld");
    refused(R"({"type": "play", "steps": [{"lay_off": {"meld": -1, "cards": ["10H"]}}]})", error_code::invalid_move,
            "steps[0].lay_off.meld");
    refused(R"({"type": "play", "steps": [{"lay_off": {"meld": "2", "cards": ["10H"]}}]})", error_code::invalid_move,
            "steps[0].lay_off.meld");
    refused(R"({"type": "play", "steps": [{"lay_off": {"meld": 1e40, "cards": ["10H"]}}]})", error_code::invalid_move,
            "steps[0].lay_off.meld");
    refused(R"({"type": "play", "steps": [{"lay_off": {"meld": 2}}]})", error_code::invalid_move, "steps[0].lay_off.cards");
    refused(R"({"type": "play", "steps": [{"lay_off": {"meld": 2, "cards": ["10H"], "end": "middle"}}]})",
            error_code::invalid_move, "steps[0].lay_off.end");
    refused(R"({"type": "play", "steps": [{"swap": {"meld": 2, "cards": ["10H"], "end": "low"}}]})",
            error_code::invalid_move, "steps[0].swap.end");
    refused(R"({"type": "play", "steps": [{"swap": [2, "10H"]}]})", error_code::invalid_move, "steps[0].swap");
    refused(R"({"type": "play", "steps": [{"meld": ["AH","2H","3H","4H","5H","6H","7H","8H","9H","10H","JH","QH","KH","JK"]}]})",
            error_code::invalid_move, "steps[0].meld");
    std::string many = R"({"type": "play", "steps": [)";
    for (int i = 0; i < 100; ++i) many += std::string(i ? "," : "") + R"({"meld": ["7H", "8H", "9H"]})";
    many += "]}";
    refused(many.c_str(), error_code::invalid_move, "steps");
    CHECK(rami::parse_move(R"({"type": "dr)").error().code == error_code::invalid_json);
    const std::string deep = std::string(10000, '[') + std::string(10000, ']');
    CHECK(rami::parse_move(deep).error().code == error_code::invalid_move);
    const std::string deep_steps = R"({"type": "play", "steps": )" + deep + "}";
    CHECK(rami::parse_move(deep_steps).error().code == error_code::invalid_move);
    CHECK_THROWS_AS(json::object().get<rami::move>(), json::exception);
}

// --- views ----------------------------------------------------------------------------------

TEST_CASE("view: the seat's own hand, counts for the others, no stock cards and no seed", "[json][view]") {
    const rami::game_state s = busy_state();
    for (int seat = 0; seat < s.players; ++seat) {
        const json v = rami::view(s, seat);
        INFO(v.dump());
        CHECK(v["format"] == "rami.view/1");
        CHECK(v["variant"] == "rami51");
        CHECK(v["seat"] == seat);
        CHECK(v["players"] == 3);
        CHECK(v["hand"] == rami::cards_to_json(s.hand(seat)));
        CHECK(v["hand_sizes"] == json::array({s.hand(0).size(), s.hand(1).size(), s.hand(2).size()}));
        CHECK(v["stock_size"] == s.stock.size());
        CHECK(v["discard"] == rami::cards_to_json(s.discard));
        CHECK(v["table"] == json(s)["table"]);
        CHECK(v["current"] == 2);
        CHECK(v["phase"] == "play");
        CHECK(v["scores"] == json::array({120, -10, 45}));
        for (const char* hidden : {"seed", "hands", "stock"}) CHECK_FALSE(v.contains(hidden));
        // No card list in the view holds another seat's hand or the stock.
        const std::string text = v.dump();
        CHECK_FALSE(contains(text, "18446744073709551615"));
    }
}

// --- with the engine: states after applied moves ----------------------------------------------

#ifdef RAMI_TEST_HAS_APPLY
TEST_CASE("state: every state of random rounds survives a round trip, and so does every legal move", "[json][state][apply]") {
    for (const rami::rules& r : rami::all_variants) {
        for (int players = r.deal.min_players; players <= r.deal.max_players; ++players) {
            INFO(r.id << " with " << players << " players");
            auto dealt_state = rami::new_game(r, players, 1000u + static_cast<unsigned>(players));
            REQUIRE(dealt_state.ok());
            rami::game_state s = *dealt_state;
            rami::splitmix64 random(static_cast<std::uint64_t>(players) * 77u + r.id.size());
            for (int step = 0; step < 400 && s.phase != rami::phase::over; ++step) {
                const json j = s;
                const auto back = rami::state_from_json(j);
                if (!back) FAIL(back.error().message() << "\n" << j.dump());
                REQUIRE(*back == s);
                const std::vector<rami::move> moves = rami::legal_moves(s);
                REQUIRE_FALSE(moves.empty());
                for (const rami::move& m : moves) {
                    const auto read = rami::move_from_json(json(m));
                    REQUIRE(read.ok());
                    CHECK(*read == m);
                }
                // Prefer plays, so that tables fill up.
                std::vector<rami::move> plays;
                for (const rami::move& m : moves)
                    if (m.type == rami::move_type::play) plays.push_back(m);
                const std::vector<rami::move>& pool = (!plays.empty() && random.below(2) == 0) ? plays : moves;
                const rami::move& chosen = pool[random.below(static_cast<std::uint32_t>(pool.size()))];
                auto next = rami::apply(s, chosen);
                REQUIRE(next.ok());
                s = *next;
            }
            const auto last = rami::state_from_json(json(s));
            REQUIRE(last.ok());
            CHECK(*last == s);
        }
    }
}
#endif

}  // namespace test_json_state
