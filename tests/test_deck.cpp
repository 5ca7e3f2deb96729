// R1: each variant's deck as a multiset, for every legal number of players.
#include "catch.hpp"

#include "rami/deck.hpp"
#include "rami/variants.hpp"

namespace test_deck {

namespace {

int expected_jokers(std::string_view id, int players) {
    if (id == "rami50" || id == "rummy_classic") return 0;
    if (id == "manie_joker51") return players;  // one joker per player
    if (id == "rami_francais") return 4;        // two 54-card decks
    if (id == "rami7") return 1;
    return 2;
}

int expected_decks(std::string_view id) { return (id == "rami7" || id == "rummy_classic") ? 1 : 2; }

}  // namespace

TEST_CASE("R1 every variant: the deck holds each card once per deck and the variant's jokers") {
    for (const rami::rules& r : rami::all_variants) {
        for (int players = r.deal.min_players; players <= r.deal.max_players; ++players) {
            INFO(r.id << " with " << players << " players");
            const auto deck = rami::deck_of(r, players);
            REQUIRE(deck.ok());
            CHECK(deck->count(rami::card(rami::ace, rami::suit::spades)) == expected_decks(r.id));
            CHECK(deck->count(rami::card(rami::king, rami::suit::clubs)) == expected_decks(r.id));
            CHECK(deck->count(rami::card::joker()) == expected_jokers(r.id, players));
            CHECK(deck->size() == 52 * expected_decks(r.id) + expected_jokers(r.id, players));
            CHECK(static_cast<int>(deck->cards().size()) == deck->size());
        }
    }
}

TEST_CASE("R1 rami51: 104 cards and 2 jokers; manie_joker51 with 3 players: 3 jokers") {
    CHECK(rami::deck_of(*rami::find_variant("rami51"), 4)->size() == 106);
    CHECK(rami::deck_of(*rami::find_variant("manie_joker51"), 3)->count(rami::card::joker()) == 3);
}

TEST_CASE("R1 every variant: a number of players out of range is refused") {
    for (const rami::rules& r : rami::all_variants) {
        INFO(r.id);
        for (const int players : {r.deal.min_players - 1, r.deal.max_players + 1, 0, -3, 100}) {
            const auto deck = rami::deck_of(r, players);
            REQUIRE_FALSE(deck.ok());
            CHECK(deck.error().code == rami::error_code::players_out_of_range);
            CHECK(deck.error().rule == rami::rule_id::R1);
        }
    }
}

TEST_CASE("card_counts: remove takes one copy and refuses a card that is not there") {
    rami::card_counts counts;
    const rami::card five_hearts(5, rami::suit::hearts);
    counts.add(five_hearts, 2);
    CHECK(counts.remove(five_hearts));
    CHECK(counts.count(five_hearts) == 1);
    CHECK(counts.remove(five_hearts));
    CHECK_FALSE(counts.remove(five_hearts));
    CHECK(counts.size() == 0);
}

}  // namespace test_deck
