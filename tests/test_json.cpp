// rami::json (include/rami/json.hpp): the wire format of docs/json.md for cards, melds, errors,
// openings and lay-downs, and the non-throwing input helpers.

#include "catch.hpp"
#include "rami/hand.hpp"
#include "rami/json.hpp"
#include "rami/variants.hpp"

#include <string>
#include <vector>

namespace test_json {

namespace {

using nlohmann::json;

rami::card card_of(const char* text) { return *rami::parse_card(text); }

std::vector<rami::card> cards_of(const char* text) { return *rami::parse_cards(text); }

rami::meld meld_of(const rami::rules& r, const char* text) {
    const auto cards = cards_of(text);
    const auto m = rami::read_meld(r, cards);
    REQUIRE(m.ok());
    return *m;
}

/// Whether get<card>() throws a nlohmann exception on `j` (the nlohmann protocol).
bool card_conversion_throws(const json& j) {
    try {
        (void)j.get<rami::card>();
    } catch (const json::exception&) {
        return true;
    }
    return false;
}

}  // namespace

TEST_CASE("a card is its canonical string", "[json][cards]") {
    CHECK(json(card_of("10H")) == "10H");
    CHECK(json(card_of("qs")) == "QS");
    CHECK(json(rami::card::joker()) == "JK");
    CHECK(json(card_of("T\u2663")) == "10C");
    const std::vector<rami::card> hand = cards_of("AS 7d JK");
    CHECK(json(hand) == json::array({"AS", "7D", "JK"}));
    CHECK(rami::cards_to_json(hand) == json::array({"AS", "7D", "JK"}));
}

TEST_CASE("from_json reads every accepted form of a card", "[json][cards]") {
    CHECK(json("10H").get<rami::card>() == rami::card(10, rami::suit::hearts));
    CHECK(json("th").get<rami::card>() == rami::card(10, rami::suit::hearts));
    CHECK(json("q\u2660").get<rami::card>() == rami::card(rami::queen, rami::suit::spades));
    CHECK(json("a\u2666").get<rami::card>() == rami::card(rami::ace, rami::suit::diamonds));
    CHECK(json("jk").get<rami::card>() == rami::card::joker());
    CHECK(json::array({"2c", "JK"}).get<std::vector<rami::card>>() ==
          std::vector<rami::card>{rami::card(2, rami::suit::clubs), rami::card::joker()});
    for (const rami::card c : cards_of("AS 2H 10D JC QS KH JK"))
        CHECK(json(c).get<rami::card>() == c);
}

TEST_CASE("from_json reports an unknown card as a nlohmann exception", "[json][cards]") {
    CHECK(card_conversion_throws(json("ZZ")));
    CHECK(card_conversion_throws(json("11H")));
    CHECK(card_conversion_throws(json("")));
    CHECK(card_conversion_throws(json(7)));
    CHECK(card_conversion_throws(json(nullptr)));
    CHECK_FALSE(card_conversion_throws(json("7S")));
}

TEST_CASE("cards_from_json never throws and names the element at fault", "[json][cards]") {
    SECTION("an array of card strings, lenient forms") {
        const auto cards = rami::cards_from_json(json::array({"8S", "7s", "6\u2660", "JK"}));
        REQUIRE(cards.ok());
        CHECK(*cards == cards_of("8S 7S 6S JK"));
    }
    SECTION("an empty array is no cards") {
        const auto cards = rami::cards_from_json(json::array());
        REQUIRE(cards.ok());
        CHECK(cards->empty());
    }
    SECTION("an unknown card") {
        const auto cards = rami::cards_from_json(json::array({"8S", "ZZ"}));
        REQUIRE_FALSE(cards.ok());
        CHECK(cards.error().code == rami::error_code::unknown_card);
        CHECK(cards.error().rule == rami::rule_id::format);
        CHECK(cards.error().message().find("card 1") != std::string::npos);
        CHECK(cards.error().message().find("ZZ") != std::string::npos);
    }
    SECTION("not an array") {
        for (const json& j : {json("8S 7S 6S"), json(3), json(nullptr), json::object()}) {
            const auto cards = rami::cards_from_json(j);
            REQUIRE_FALSE(cards.ok());
            CHECK(cards.error().code == rami::error_code::wrong_json_type);
            CHECK(cards.error().rule == rami::rule_id::format);
        }
    }
    SECTION("an element that is not a string") {
        const auto cards = rami::cards_from_json(json::array({"8S", 7, "6S"}));
        REQUIRE_FALSE(cards.ok());
        CHECK(cards.error().code == rami::error_code::wrong_json_type);
        CHECK(cards.error().message().find("card 1") != std::string::npos);
    }
}

TEST_CASE("a meld is its kind, cards as laid, R4 reading and R5 points", "[json][melds]") {
    SECTION("a set with two jokers (rami51): set jokers read as the rank and ?") {
        const json j = meld_of(rami::rules_of<rami::variants::rami51>, "JK AH JK");
        CHECK(j == json{{"kind", "set"}, {"cards", {"JK", "AH", "JK"}}, {"reading", {"A?", "AH", "A?"}}, {"points", 33}});
    }
    SECTION("a run: a joker reads as the card it stands for, cards in run order") {
        const json j = meld_of(rami::rules_of<rami::variants::rami51>, "QS KS JK");
        CHECK(j["kind"] == "run");
        CHECK(j["cards"] == json::array({"QS", "KS", "JK"}));
        CHECK(j["reading"] == json::array({"QS", "KS", "AS"}));
        CHECK(j["points"] == 31);
    }
    SECTION("a descending list is laid in run order") {
        const json j = meld_of(rami::rules_of<rami::variants::rami_francais>, "8S 7S 6S");
        CHECK(j["cards"] == json::array({"6S", "7S", "8S"}));
        CHECK(j["reading"] == j["cards"]);
        CHECK(j["points"] == 21);
    }
    SECTION("exactly four fields") {
        const json j = meld_of(rami::rules_of<rami::variants::rummy_classic>, "4H 4D 4C");
        CHECK(j.size() == 4);
        CHECK(j.contains("kind"));
        CHECK(j.contains("cards"));
        CHECK(j.contains("reading"));
        CHECK(j.contains("points"));
    }
}

TEST_CASE("an error is code, rule and message; a refusal wraps it in \"error\"", "[json][errors]") {
    const rami::error e(rami::error_code::opening_below_minimum, "33 points, 51 needed");
    const json j = e;
    CHECK(j.size() == 3);
    CHECK(j["code"] == "opening_below_minimum");
    CHECK(j["rule"] == "R6");
    CHECK(j["message"] == e.message());
    CHECK(j["message"].get<std::string>().find("33 points, 51 needed") != std::string::npos);

    const json wire = rami::error_json(e);
    CHECK(wire.size() == 1);
    CHECK(wire["error"] == j);
    CHECK(wire.dump() ==
          R"json({"error":{"code":"opening_below_minimum","message":"These melds are worth less than the minimum needed to open. (33 points, 51 needed)","rule":"R6"}})json");

    const json format = rami::error_json(rami::error(rami::error_code::unknown_card, "\"ZZ\""));
    CHECK(format["error"]["code"] == "unknown_card");
    CHECK(format["error"]["rule"] == "format");
}

TEST_CASE("the codes added for JSON are format errors", "[json][errors]") {
    for (const auto code : {rami::error_code::invalid_json, rami::error_code::wrong_json_type, rami::error_code::unknown_field}) {
        CHECK(rami::rule_of(code) == rami::rule_id::format);
        CHECK_FALSE(rami::message_of(code).empty());
    }
    CHECK(rami::to_string(rami::error_code::invalid_json) == "invalid_json");
}

TEST_CASE("an opening summary is its points and tierce franche", "[json][opening]") {
    const auto& r = rami::rules_of<rami::variants::rami_francais>;
    const std::vector<rami::meld> melds{meld_of(r, "8S 7S 6S"), meld_of(r, "AH AC JK")};
    const json j = rami::summarize_opening(melds);
    CHECK(j == json{{"points", 54}, {"tierce_franche", true}});
}

TEST_CASE("a lay-down is its melds, points, cards left and deadwood", "[json][hand]") {
    const auto& r = rami::rules_of<rami::variants::rummy_classic>;
    const auto hand = cards_of("AH 2H 3H 4H 7S 7D 7C KS QD 9C");
    const auto down = rami::best_lay_down(r, hand, false);
    REQUIRE(down.ok());
    const json j = *down;
    CHECK(j.size() == 4);
    REQUIRE(j["melds"].is_array());
    CHECK(j["melds"].size() == 2);
    CHECK(j["points"] == 31);
    CHECK(j["deadwood"] == 29);
    REQUIRE(j["left"].is_array());
    CHECK(j["left"].size() == 3);
    for (const json& m : j["melds"]) {
        CHECK(m.contains("kind"));
        CHECK(m.contains("reading"));
    }

    const json empty = rami::lay_down{};
    CHECK(empty == json{{"melds", json::array()}, {"points", 0}, {"left", json::array()}, {"deadwood", 0}});
}

TEST_CASE("parse_json reads a document and refuses malformed text without throwing", "[json][parse]") {
    SECTION("a well-formed document") {
        const auto j = rami::parse_json(R"({"type": "discard", "card": "KS"})");
        REQUIRE(j.ok());
        CHECK((*j)["type"] == "discard");
        CHECK((*j)["card"].get<rami::card>() == rami::card(rami::king, rami::suit::spades));
    }
    SECTION("malformed text gives invalid_json, never an exception") {
        const std::vector<std::string> bad{"",        "{",          "[1, 2",     "nul",           "{\"a\": }",
                                           "[1] [2]", "\"\xff\xfe\"", "{'a': 1}", "[\"8S\",]", std::string("[1\0]", 4)};
        for (const std::string& text : bad) {
            bool threw = false;
            try {
                const auto j = rami::parse_json(text);
                REQUIRE_FALSE(j.ok());
                CHECK(j.error().code == rami::error_code::invalid_json);
                CHECK(j.error().rule == rami::rule_id::format);
                CHECK(rami::error_json(j.error())["error"]["code"] == "invalid_json");
            } catch (...) {
                threw = true;
            }
            CHECK_FALSE(threw);
        }
    }
    SECTION("parse then read cards: each step reports its own error") {
        const auto j = rami::parse_json(R"(["7H", "8H", "XX"])");
        REQUIRE(j.ok());
        const auto cards = rami::cards_from_json(*j);
        REQUIRE_FALSE(cards.ok());
        CHECK(cards.error().code == rami::error_code::unknown_card);
    }
}

}  // namespace test_json
