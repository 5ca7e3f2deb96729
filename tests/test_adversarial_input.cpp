// Adversarial documents: states edited by hand, negative and huge numbers, deep and
// huge JSON. Each is refused with its code and rule, without an exception, and a state read
// keeps the invariants (tests/fuzz/invariants.hpp).
#include "catch.hpp"

#include <string>
#include <vector>

#include "fuzz/invariants.hpp"
#include "rami/bot.hpp"
#include "rami/json.hpp"
#include "rami/rami.hpp"

namespace test_adversarial_input {

namespace {

using nlohmann::json;
using rami::error_code;

/// A real state of the middle of a round: rami51 for 3 seats after 30 moves of random bots.
rami::game_state played(const char* id = "rami51", int players = 3, int moves = 30) {
    rami::game_state s = *rami::new_game(*rami::find_variant(id), players, 21);
    rami::random_bot bot(21);
    for (int n = 0; n < moves && s.phase != rami::phase::over; ++n) s = *rami::apply(s, bot.choose(rami::view(s, s.current)));
    return s;
}

/// parse_state refuses `text` with `code` (and its rule), without throwing.
void state_refused(const std::string& text, error_code code) {
    rami::result<rami::game_state> s = rami::error(error_code::invalid_json);
    CHECK_NOTHROW(s = rami::parse_state(text));
    REQUIRE_FALSE(s.ok());
    INFO(s.error().message());
    CHECK(rami::to_string(s.error().code) == rami::to_string(code));
    CHECK(s.error().rule == rami::rule_of(code));
    CHECK(rami_check::well_formed(s.error()) == "");
}

void state_json_refused(const json& j, error_code code) { state_refused(rami_check::dump(j), code); }

/// parse_move refuses `text` with `code`, without throwing.
void move_refused(const std::string& text, error_code code) {
    rami::result<rami::move> m = rami::error(error_code::invalid_json);
    CHECK_NOTHROW(m = rami::parse_move(text));
    REQUIRE_FALSE(m.ok());
    INFO(m.error().message());
    CHECK(rami::to_string(m.error().code) == rami::to_string(code));
    CHECK(m.error().rule == rami::rule_of(code));
}

}  // namespace

TEST_CASE("adversarial: a state with a third copy of a card, or a card missing, is not the deck", "[adversarial][state]") {
    for (const char* id : {"rami51", "rummy_classic", "rami_francais", "rami7"}) {
        INFO(id);
        const rami::game_state s = played(id, 2, 12);
        const json good = s;
        REQUIRE(rami::state_from_json(good).ok());
        // A stock card replaced by another copy of a card in seat 0's hand: one copy too many
        // (the third in a two-deck game, the second in a one-deck game), one missing.
        json j = good;
        j["stock"][0] = j["hands"][0][0];
        const rami::card copied = *rami::parse_card(j["hands"][0][0].get<std::string>());
        const rami::card_counts deck = *rami::deck_of(s.rules, s.players);
        if (rami::all_cards(s).count(copied) == deck.count(copied) && j["stock"][0] != good["stock"][0]) state_json_refused(j, error_code::cards_not_deck);
        // A card added to a hand, a card dropped from the stock, a card moved onto the table twice.
        j = good;
        j["hands"][1].push_back(j["hands"][0][0]);
        state_json_refused(j, error_code::cards_not_deck);
        j = good;
        j["stock"].erase(j["stock"].size() - 1);
        state_json_refused(j, error_code::cards_not_deck);
        j = good;
        j["discard"].push_back(j["discard"].empty() ? json("AS") : j["discard"][0]);
        state_json_refused(j, error_code::cards_not_deck);
    }
    // A third ace of spades in rami51 (two decks): in the hand of a dealt round.
    rami::game_state s = *rami::new_game(*rami::find_variant("rami51"), 2, 1);
    json j = s;
    int replaced = 0;
    for (auto& c : j["stock"])
        if (replaced < 3 && c != "AS") {
            c = "AS";
            ++replaced;
        }
    state_json_refused(j, error_code::cards_not_deck);
}

TEST_CASE("adversarial: negative and huge numbers in a state", "[adversarial][state]") {
    const json good = played();
    const struct {
        const char* field;
        json value;
        error_code code;
    } cases[] = {
        {"turn", -1, error_code::number_out_of_range},
        {"turn", 1e30, error_code::number_out_of_range},
        {"turn", 2147483648LL, error_code::number_out_of_range},
        {"turn", 1.5, error_code::wrong_json_type},
        {"seed", -1, error_code::number_out_of_range},
        {"seed", 1e30, error_code::number_out_of_range},
        {"seed", 18446744073709551615.0 * 2, error_code::number_out_of_range},
        {"current", -1, error_code::seat_out_of_range},
        {"current", 3, error_code::seat_out_of_range},
        {"current", 4294967296LL, error_code::seat_out_of_range},
        {"first", -2147483649LL, error_code::seat_out_of_range},
        {"stock_resets", -5, error_code::number_out_of_range},
        {"stock_resets", 9223372036854775807LL, error_code::number_out_of_range},
        {"resets_since_laid", -1, error_code::number_out_of_range},
        {"jokers_to_lay", 1e10, error_code::number_out_of_range},
        {"best_opening", -1, error_code::number_out_of_range},
        {"scores", json::array({1e300, 0, 0}), error_code::number_out_of_range},
        {"scores", json::array({-2147483648LL, 0, 0}), error_code::number_out_of_range},
        {"options", json{{"hand_size", -1}}, error_code::invalid_option},
        {"options", json{{"opening_minimum", 4294967296LL}}, error_code::invalid_option},
        {"options", json{{"match_target", 1e9}}, error_code::invalid_option},
    };
    for (const auto& c : cases) {
        INFO(c.field << " = " << c.value.dump());
        json j = good;
        j[c.field] = c.value;
        state_json_refused(j, c.code);
    }
    // Counters near the largest accepted still give states that keep every invariant.
    json j = good;
    j["turn"] = 999999000;
    j["stock_resets"] = 999999000;
    j["best_opening"] = 999999000;
    j["scores"] = json::array({999999000, -1000000000, 0});
    j["seed"] = 18446744073709551615ULL;
    auto s = rami::state_from_json(j);
    REQUIRE(s.ok());
    CHECK(rami_check::state_invariants(*s) == "");
    for (const rami::move& m : rami::legal_moves(*s)) CHECK(rami_check::apply_invariants(*s, m) == "");
}

TEST_CASE("finding F4: a state at the loader's largest counters still reads back after a move", "[adversarial][state][finding]") {
    // Finding F4 (docs/reliability.md, fixed in ed33676): the loader accepts turn (and
    // stock_resets) up to 1000000000; the next discard made it 1000000001, and that state's
    // JSON was refused (number_out_of_range). apply now stops at max_counter.
    json j = played();
    j["turn"] = 1000000000;
    auto s = rami::state_from_json(j);
    REQUIRE(s.ok());
    if (s->phase == rami::phase::draw) s = rami::apply(*s, rami::move::draw());
    REQUIRE(s.ok());
    const auto next = rami::apply(*s, rami::move::discard(s->hand(s->current)[0]));
    REQUIRE(next.ok());
    CHECK(rami_check::json_round_trip(*next) == "");
}

TEST_CASE("adversarial: deep JSON (100000 nested arrays or objects) is refused, never a stack overflow", "[adversarial][json]") {
    constexpr int depth = 100000;
    const std::string arrays = std::string(depth, '[') + std::string(depth, ']');
    std::string objects;
    for (int i = 0; i < depth; ++i) objects += "{\"hands\":";
    objects += "1" + std::string(depth, '}');
    state_refused(arrays, error_code::wrong_json_type);
    state_refused(objects, error_code::missing_field);
    move_refused(arrays, error_code::invalid_move);
    // Deep inside a field the engine reads: a hand, a table meld's cards, the options.
    json j = played();
    j["hands"][0] = "DEEP";
    std::string text = rami_check::dump(j);
    text.replace(text.find("\"DEEP\""), 6, arrays);
    state_refused(text, error_code::wrong_json_type);
    j = played();
    j["options"] = "DEEP";
    text = rami_check::dump(j);
    text.replace(text.find("\"DEEP\""), 6, objects);
    state_refused(text, error_code::invalid_option);
    move_refused(R"({"type":"play","steps":[{"meld":)" + arrays + "}]}", error_code::invalid_move);
    // Unclosed: not JSON.
    state_refused(std::string(depth, '['), error_code::invalid_json);
    move_refused(std::string(depth, '{'), error_code::invalid_json);
}

TEST_CASE("adversarial: huge JSON (a million cards, a megabyte card, many steps) is refused", "[adversarial][json]") {
    const json good = played();
    json j = good;
    j["stock"] = json::array();
    for (int i = 0; i < 1000000; ++i) j["stock"].push_back("AS");
    state_json_refused(j, error_code::array_too_large);
    j = good;
    j["hands"][0] = std::vector<std::string>(100000, "JK");
    state_json_refused(j, error_code::array_too_large);
    j = good;
    j["hands"] = std::vector<std::vector<std::string>>(100000);
    state_json_refused(j, error_code::players_out_of_range);
    j = good;
    j["table"] = std::vector<json>(100000, json{{"owner", 0}, {"cards", {"AS", "2S", "3S"}}});
    state_json_refused(j, error_code::array_too_large);
    j = good;
    j["hands"][0][0] = std::string(1 << 20, 'K');
    state_json_refused(j, error_code::unknown_card);
    j = good;
    j["variant"] = std::string(1 << 20, 'r');
    state_json_refused(j, error_code::unknown_variant);

    move_refused(json{{"type", "discard"}, {"card", std::string(1 << 20, '1')}}.dump(), error_code::unknown_card);
    json steps = json::array();
    for (int i = 0; i < 100000; ++i) steps.push_back(json{{"meld", {"5H", "6H", "7H"}}});
    move_refused(json{{"type", "play"}, {"steps", steps}}.dump(), error_code::invalid_move);
    move_refused(json{{"type", std::string(1 << 20, 'd')}}.dump(), error_code::invalid_move);
    // A megabyte of whitespace around a valid move is still that move.
    auto m = rami::parse_move(std::string(1 << 20, ' ') + R"({"type":"draw"})" + std::string(1 << 20, '\n'));
    REQUIRE(m.ok());
    CHECK(*m == rami::move::draw());
}

TEST_CASE("adversarial: documents that are not JSON, or not the right JSON", "[adversarial][json]") {
    const std::string good = rami_check::dump(json(played()));
    state_refused("", error_code::invalid_json);
    state_refused(good + good, error_code::invalid_json);             // two documents
    state_refused(good.substr(0, good.size() / 2), error_code::invalid_json);
    state_refused(std::string("\xEF\xBB\xBF") + "\xff\xfe", error_code::invalid_json);
    state_refused(std::string("{\"a\":\"\xC3\x28\"}"), error_code::invalid_json);  // not UTF-8
    state_refused(std::string("{\"format\":\"rami.state/1\"\0}", 25), error_code::invalid_json);
    state_refused("null", error_code::wrong_json_type);
    state_refused("[]", error_code::wrong_json_type);
    state_refused("\"rami.state/1\"", error_code::wrong_json_type);
    state_refused("{}", error_code::missing_field);
    move_refused("", error_code::invalid_json);
    move_refused("{\"type\":\"draw\"}{}", error_code::invalid_json);
    move_refused("[\"draw\"]", error_code::invalid_move);
    move_refused("{\"type\":null}", error_code::invalid_move);
    move_refused("{\"type\":\"discard\",\"card\":\"\"}", error_code::unknown_card);
    move_refused("{\"type\":\"discard\",\"card\":\"11H\"}", error_code::unknown_card);
    move_refused("{\"type\":\"discard\"}", error_code::invalid_move);
}

TEST_CASE("adversarial: a state edited by hand into contradictions", "[adversarial][state]") {
    const json good = played();
    json j = good;
    j["phase"] = "over";
    state_json_refused(j, error_code::inconsistent_state);
    j = good;
    j["result"] = json{{"winner", 0}, {"reason", "out"}, {"in_one_go", false}, {"points", {0, 0, 0}}};
    state_json_refused(j, error_code::inconsistent_state);
    j = good;
    j["hands"].erase(2);
    state_json_refused(j, error_code::wrong_array_length);  // opened, laid, scores still say 3 seats
    j = good;
    j["table"] = json::array({json{{"owner", 0}, {"cards", {"AS", "KD", "7C"}}}});
    state_json_refused(j, error_code::not_a_meld);
    j = good;
    j["table"] = json::array({json{{"owner", 5}, {"cards", {"AS", "2S", "3S"}}}});
    state_json_refused(j, error_code::seat_out_of_range);
    j = good;
    j["format"] = "rami.state/0";
    state_json_refused(j, error_code::unknown_format);
    j = good;
    j["phase"] = "waiting";
    state_json_refused(j, error_code::unknown_value);
}

TEST_CASE("finding F3: an error's detail, cut to 24 bytes, stays UTF-8", "[adversarial][json][finding]") {
    // Finding F3 (docs/reliability.md, fixed in ed33676): detail::quoted cut the echoed text
    // after 24 bytes, which could split a UTF-8 character of valid input; error_json(e).dump()
    // then threw nlohmann's type_error 316 (the rami command replaced such bytes, a library
    // user's dump() did not).
    std::string variant = "a";
    for (int i = 0; i < 20; ++i) variant += "\xC3\xA9";  // é
    json j = played();
    j["variant"] = variant;
    auto s = rami::state_from_json(j);
    REQUIRE_FALSE(s.ok());
    CHECK_NOTHROW((void)rami::error_json(s.error()).dump());
    auto c = rami::parse_card("a\xE2\x99\xA0\xE2\x99\xA0\xE2\x99\xA0\xE2\x99\xA0\xE2\x99\xA0\xE2\x99\xA0\xE2\x99\xA0\xE2\x99\xA0");
    REQUIRE_FALSE(c.ok());
    CHECK_NOTHROW((void)rami::error_json(c.error()).dump());
}

}  // namespace test_adversarial_input
