// R1 cards: text form (docs/json.md "Cards") and each variant's deck, players and hands
// (docs/rules.md R1).
#include "catch.hpp"

#include <array>
#include <exception>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "meld_testing.hpp"
#include "rami/card.hpp"
#include "rami/variants.hpp"

namespace test_cards {

using rami::card;
using rami::error_code;
using rami::rule_id;
using rami_test::variant;

namespace {

// Every card text of one deck with its joker, written out by hand from docs/json.md.
std::vector<std::string> all_card_texts() {
    const std::array<std::string_view, 13> ranks{"A", "2", "3", "4", "5", "6", "7",
                                                 "8", "9", "10", "J", "Q", "K"};
    std::vector<std::string> texts;
    for (const char suit : std::string_view("SHDC"))
        for (const std::string_view rank : ranks) texts.push_back(std::string(rank) + suit);
    texts.emplace_back("JK");
    return texts;
}

}  // namespace

TEST_CASE("R1 cards: every one of the 53 card texts parses and prints back the same", "[R1][cards]") {
    const std::vector<std::string> texts = all_card_texts();
    REQUIRE(texts.size() == 53);
    std::set<card> seen;
    for (const std::string& text : texts) {
        INFO("card " << text);
        const auto parsed = rami::parse_card(text);
        REQUIRE(parsed.ok());
        CHECK(rami::to_string(*parsed) == text);
        seen.insert(*parsed);
    }
    CHECK(seen.size() == 53);  // 53 different cards
}

TEST_CASE("R1 cards: rank and suit of parsed cards", "[R1][cards]") {
    const auto ten = rami::parse_card("10H");
    REQUIRE(ten.ok());
    CHECK(ten->rank() == 10);
    CHECK(ten->suit() == rami::suit::hearts);
    CHECK_FALSE(ten->is_joker());

    const auto ace = rami::parse_card("AS");
    REQUIRE(ace.ok());
    CHECK(ace->rank() == rami::ace);
    CHECK(ace->suit() == rami::suit::spades);

    const auto king = rami::parse_card("KC");
    REQUIRE(king.ok());
    CHECK(king->rank() == rami::king);
    CHECK(king->suit() == rami::suit::clubs);

    const auto joker = rami::parse_card("JK");
    REQUIRE(joker.ok());
    CHECK(joker->is_joker());
    CHECK(*joker == card::joker());

    const auto jack = rami::parse_card("JD");  // the jack of diamonds, not the joker
    REQUIRE(jack.ok());
    CHECK_FALSE(jack->is_joker());
    CHECK(jack->rank() == rami::jack);
    CHECK(jack->suit() == rami::suit::diamonds);
}

TEST_CASE("R1 cards: every card index prints a text that parses back to it", "[R1][cards]") {
    std::set<std::string> texts;
    for (int i = 0; i < card::index_count; ++i) {
        const card c = card::from_index(i);
        const std::string text = rami::to_string(c);
        INFO("index " << i << " text " << text);
        const auto parsed = rami::parse_card(text);
        REQUIRE(parsed.ok());
        CHECK(*parsed == c);
        texts.insert(text);
    }
    const std::vector<std::string> expected = all_card_texts();
    CHECK(texts == std::set<std::string>(expected.begin(), expected.end()));
}

TEST_CASE("R1 cards: lenient input gives the canonical output", "[R1][cards]") {
    struct row {
        std::string_view input;
        std::string_view canonical;
    };
    const std::array<row, 22> rows{{
        {"qs", "QS"},      {"10h", "10H"},    {"aC", "AC"},      {"kd", "KD"},
        {"jk", "JK"},      {"Jk", "JK"},      {"TH", "10H"},     {"ts", "10S"},
        {"tD", "10D"},     {"Q\u2660", "QS"}, {"10\u2665", "10H"}, {"7\u2666", "7D"},
        {"A\u2663", "AC"}, {"k\u2665", "KH"}, {"T\u2663", "10C"}, {"2\u2660", "2S"},
        {"j\u2666", "JD"}, {"9c", "9C"},      {"5s", "5S"},      {"Ah", "AH"},
        {"8\u2663", "8C"}, {"t\u2660", "10S"},
    }};
    for (const row& r : rows) {
        INFO("input " << r.input);
        const auto parsed = rami::parse_card(r.input);
        REQUIRE(parsed.ok());
        CHECK(rami::to_string(*parsed) == r.canonical);
    }
}

TEST_CASE("R1 cards: symbol output uses the suit symbols", "[R1][cards]") {
    CHECK(rami::to_symbol_string(card(10, rami::suit::hearts)) == "10\u2665");
    CHECK(rami::to_symbol_string(card(rami::queen, rami::suit::spades)) == "Q\u2660");
    CHECK(rami::to_symbol_string(card(rami::ace, rami::suit::diamonds)) == "A\u2666");
    CHECK(rami::to_symbol_string(card(7, rami::suit::clubs)) == "7\u2663");
    CHECK(rami::to_symbol_string(card::joker()) == "JK");
}

TEST_CASE("R1 cards: unknown input is refused with unknown_card (format), without throwing", "[R1][cards]") {
    const std::array<std::string_view, 19> bad{
        "1S", "11H", "ZZ", "", "10", "JKK", "A\u2664x", "1", "0S", "10HH",
        "S5", "A", "T", "J", "5X", "KS ", " KS", "\u2660A", "JOKER",
    };
    for (const std::string_view text : bad) {
        INFO("input \"" << text << "\"");
        bool threw = false;
        try {
            const auto parsed = rami::parse_card(text);
            REQUIRE_FALSE(parsed.ok());
            CHECK(parsed.error().code == error_code::unknown_card);
            CHECK(parsed.error().rule == rule_id::format);
            CHECK_FALSE(parsed.error().message().empty());
        } catch (const std::exception&) {
            threw = true;
        }
        CHECK_FALSE(threw);
    }
}

TEST_CASE("R1 cards: parse_cards splits on spaces, tabs, commas and new lines", "[R1][cards]") {
    const std::vector<card> expected{card(8, rami::suit::spades), card(7, rami::suit::spades),
                                     card(6, rami::suit::spades)};
    for (const std::string_view text : {"8S 7S 6S", "8S,7S,6S", "8S, 7S ,6S", "8S\t7S\n6S",
                                        "  8S   7S 6S  ", "8s 7\u2660 6S", "8S\r\n7S\r\n6S", ",8S,,7S,6S,"}) {
        INFO("input \"" << text << "\"");
        const auto parsed = rami::parse_cards(text);
        REQUIRE(parsed.ok());
        CHECK(*parsed == expected);
        CHECK(rami::to_string(*parsed) == "8S 7S 6S");
    }
}

TEST_CASE("R1 cards: parse_cards keeps jokers and both copies of a card", "[R1][cards]") {
    const auto parsed = rami::parse_cards("JK AH JK AH");
    REQUIRE(parsed.ok());
    REQUIRE(parsed->size() == 4);
    CHECK((*parsed)[0].is_joker());
    CHECK((*parsed)[2].is_joker());
    CHECK((*parsed)[1] == (*parsed)[3]);  // two decks: the copies are equal
    CHECK(rami::to_string(*parsed) == "JK AH JK AH");
}

TEST_CASE("R1 cards: parse_cards refuses an unknown card and empty input", "[R1][cards]") {
    const auto unknown = rami::parse_cards("8S ZZ 6S");
    REQUIRE_FALSE(unknown.ok());
    CHECK(unknown.error().code == error_code::unknown_card);
    CHECK(unknown.error().rule == rule_id::format);
    CHECK(unknown.error().message().find("ZZ") != std::string::npos);  // names the culprit

    const auto eleven = rami::parse_cards("10H 11H");
    REQUIRE_FALSE(eleven.ok());
    CHECK(eleven.error().code == error_code::unknown_card);

    for (const std::string_view text : {"", "   ", " , ,\t"}) {
        INFO("input \"" << text << "\"");
        const auto empty = rami::parse_cards(text);
        REQUIRE_FALSE(empty.ok());
        CHECK(empty.error().code == error_code::empty_input);
        CHECK(empty.error().rule == rule_id::format);
    }
}

namespace {

// docs/rules.md R1, one row per variant: decks of 52, jokers (per player for manie_joker51),
// the players range and the hand sizes.
struct deck_row {
    std::string_view id;
    int deck_2p;  // cards in the deck with 2 players
    int deck_4p;  // ... with 4 players
    int min_players;
    int max_players;
    int first_hand;  // the first player's hand (2 players)
    int other_hand;  // the others' hands (2 players)
};

constexpr std::array<deck_row, 8> deck_table{{
    {"rami40", 106, 106, 2, 4, 15, 14},
    {"rami50", 104, 104, 2, 4, 15, 14},
    {"rami51", 106, 106, 2, 4, 15, 14},
    {"manie_joker51", 106, 108, 2, 4, 15, 14},
    {"rami51_kaluki", 106, 106, 2, 6, 13, 13},
    {"rami_francais", 108, 108, 2, 6, 13, 13},
    {"rami7", 53, 53, 2, 6, 7, 7},
    {"rummy_classic", 52, 52, 2, 4, 10, 10},
}};

int deck_size(const rami::rules& r, int players) { return r.deck.decks * 52 + r.jokers_in_deck(players); }

}  // namespace

TEST_CASE("R1 every variant: deck size, players and hand sizes as docs/rules.md says", "[R1][variants]") {
    for (const deck_row& row : deck_table) {
        INFO("variant " << row.id);
        const rami::rules& r = variant(row.id);
        CHECK(deck_size(r, 2) == row.deck_2p);
        CHECK(deck_size(r, 4) == row.deck_4p);
        CHECK(r.deal.min_players == row.min_players);
        CHECK(r.deal.max_players == row.max_players);
        CHECK(r.accepts_players(row.min_players));
        CHECK(r.accepts_players(row.max_players));
        CHECK_FALSE(r.accepts_players(row.min_players - 1));
        CHECK_FALSE(r.accepts_players(row.max_players + 1));
        CHECK(r.deal.hand_size[2] + r.deal.first_player_extra == row.first_hand);
        CHECK(r.deal.hand_size[2] == row.other_hand);
        // Everything dealt, plus a card to turn up, fits in the deck at the most players.
        const int n = row.max_players;
        const int dealt = n * r.deal.hand_size[static_cast<std::size_t>(n)] + r.deal.first_player_extra + 1;
        CHECK(dealt <= deck_size(r, n));
    }
}

TEST_CASE("R1 the Rami 51 rule book variants: the first player gets 15 cards, the others 14, at every table size", "[R1][variants]") {
    for (const std::string_view id : {"rami40", "rami50", "rami51", "manie_joker51"}) {
        INFO("variant " << id);
        const rami::rules& r = variant(id);
        for (int players = 2; players <= 4; ++players) {
            INFO("players " << players);
            CHECK(r.deal.hand_size[static_cast<std::size_t>(players)] == 14);
            CHECK(r.deal.hand_size[static_cast<std::size_t>(players)] + r.deal.first_player_extra == 15);
        }
    }
}

TEST_CASE("R1 manie_joker51: one joker per player, every hand dealt one", "[R1][manie_joker51]") {
    const rami::rules& r = rami::rules_of<rami::variants::manie_joker51>;
    for (int players = 2; players <= 4; ++players) {
        INFO("players " << players);
        CHECK(r.jokers_in_deck(players) == players);
        CHECK(deck_size(r, players) == 104 + players);
    }
    CHECK(r.deal.one_joker_per_hand);
    CHECK_FALSE(rami::rules_of<rami::variants::rami51>.deal.one_joker_per_hand);
}

TEST_CASE("R1 rummy_classic: 10 cards with 2 players, 7 with 3 or 4", "[R1][rummy_classic]") {
    const rami::rules& r = rami::rules_of<rami::variants::rummy_classic>;
    CHECK(r.deal.hand_size[2] == 10);
    CHECK(r.deal.hand_size[3] == 7);
    CHECK(r.deal.hand_size[4] == 7);
    CHECK(r.deal.first_player_extra == 0);
    CHECK_FALSE(r.has_jokers());
}

TEST_CASE("R1 rami_francais, rami51_kaluki, rami7: every seat gets the same hand at every table size", "[R1][variants]") {
    const std::array<std::pair<std::string_view, int>, 3> rows{{{"rami_francais", 13}, {"rami51_kaluki", 13}, {"rami7", 7}}};
    for (const auto& [id, hand] : rows) {
        INFO("variant " << id);
        const rami::rules& r = variant(id);
        CHECK(r.deal.first_player_extra == 0);
        for (int players = 2; players <= 6; ++players) {
            INFO("players " << players);
            CHECK(r.deal.hand_size[static_cast<std::size_t>(players)] == hand);
        }
    }
}

}  // namespace test_cards
