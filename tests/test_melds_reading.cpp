// R4: how a list of cards is read as a meld, and what each card stands for.
#include "catch.hpp"

#include <string>
#include <string_view>

#include "meld_testing.hpp"
#include "rami/meld.hpp"
#include "rami/variants.hpp"

namespace test_melds_reading {

using rami::meld_kind;
using rami_test::read;
using rami_test::variant;

namespace {

std::vector<rami::card> cards_of(std::string_view text) {
    const auto cards = rami::parse_cards(text);
    REQUIRE(cards.ok());
    return *cards;
}

// R4's reading, one text per card in run order: "7H" or, for a set joker, "9?".
std::string reading(const rami::meld& m) {
    std::string text;
    for (int i = 0; i < m.size; ++i) {
        if (i > 0) text += ' ';
        text += rami::reading_text(m, i);
    }
    return text;
}

// The reading of `text`, or "error: <code>".
std::string reading(const rami::rules& r, std::string_view text) {
    const auto m = read(r, text);
    if (!m) return "error: " + std::string(to_string(m.error().code));
    return reading(*m);
}

const rami::rules& rami40 = rami::rules_of<rami::variants::rami40>;
const rami::rules& rami51 = rami::rules_of<rami::variants::rami51>;
const rami::rules& kaluki = rami::rules_of<rami::variants::rami51_kaluki>;
const rami::rules& francais = rami::rules_of<rami::variants::rami_francais>;
const rami::rules& rami7 = rami::rules_of<rami::variants::rami7>;

}  // namespace

TEST_CASE("R4 all variants with jokers: JK 2C 3C is A-2-3, the joker where it is placed", "[R4][melds]") {
    for (const rami::rules& r : rami::all_variants) {
        if (!r.has_jokers()) continue;
        INFO("variant " << r.id);
        CHECK(reading(r, "JK 2C 3C") == "AC 2C 3C");
        CHECK(reading(r, "2C 3C JK") == "2C 3C 4C");
        CHECK(reading(r, "2C JK 4C") == "2C 3C 4C");
    }
}

TEST_CASE("R4 all variants with jokers: QS KS JK is Q-K-A", "[R4][melds]") {
    for (const rami::rules& r : rami::all_variants) {
        if (!r.has_jokers()) continue;
        INFO("variant " << r.id);
        CHECK(reading(r, "QS KS JK") == "QS KS AS");
        CHECK(reading(r, "JK KS AS") == "QS KS AS");
    }
}

TEST_CASE("R4 the Rami 51 rule book variants: JK JK 5H is 3-4-5", "[R4][melds]") {
    for (const std::string_view id : {"rami40", "rami51", "manie_joker51"}) {
        INFO("variant " << id);
        const rami::rules& r = variant(id);
        CHECK(reading(r, "JK JK 5H") == "3H 4H 5H");
        CHECK(reading(r, "5H JK JK") == "5H 6H 7H");
        CHECK(reading(r, "JK 5H JK") == "4H 5H 6H");
    }
}

TEST_CASE("R4 the in-order reading wins over a reading worth more points", "[R4][melds]") {
    // rami_francais: JK 2C 3C in order is A-2-3 (1+2+3 = 6), though 2-3-4 would make 9.
    const auto in_order = read(francais, "JK 2C 3C");
    REQUIRE(in_order.ok());
    CHECK(reading(*in_order) == "AC 2C 3C");
    CHECK(in_order->points == 6);
    const auto best = rami::best_reading(francais, cards_of("JK 2C 3C"));
    REQUIRE(best.ok());
    CHECK(reading(*best) == "2C 3C 4C");
    CHECK(best->points == 9);
    // rami51_kaluki (ace 1): QS KS JK is Q-K-A (21), not J-Q-K (30).
    const auto kaluki_qka = read(kaluki, "QS KS JK");
    REQUIRE(kaluki_qka.ok());
    CHECK(reading(*kaluki_qka) == "QS KS AS");
    CHECK(kaluki_qka->points == 21);
    // The Rami 51 rule book: JK JK 5H is 3-4-5 (12), not 5-6-7 (18).
    const auto low = read(rami51, "JK JK 5H");
    REQUIRE(low.ok());
    CHECK(low->points == 12);
}

TEST_CASE("R4 all variants: a descending list reads as the run it spells", "[R4][melds]") {
    for (const rami::rules& r : rami::all_variants) {
        INFO("variant " << r.id);
        CHECK(reading(r, "9H 8H 7H") == "7H 8H 9H");
        CHECK(reading(r, "KD QD JD 10D") == "10D JD QD KD");
        CHECK(reading(r, "3S 2S AS") == "AS 2S 3S");
        if (r.melds.ace_high) CHECK(reading(r, "AS KS QS") == "QS KS AS");  // the French Wikipedia article "A-R-D"
        if (r.has_jokers()) {
            CHECK(reading(r, "8S 7S JK") == "6S 7S 8S");  // the French Wikipedia article: the joker is the 6
            CHECK(reading(r, "JK 7S 6S") == "6S 7S 8S");
        }
    }
}

TEST_CASE("R4 all variants: cards in any order read as their run", "[R4][melds]") {
    for (const rami::rules& r : rami::all_variants) {
        INFO("variant " << r.id);
        CHECK(reading(r, "7S 5S 6S") == "5S 6S 7S");
        CHECK(reading(r, "10C 8C 9C JC") == "8C 9C 10C JC");
        CHECK(reading(r, "2H 4H AH 3H") == "AH 2H 3H 4H");
        if (r.has_jokers()) CHECK(reading(r, "7H 5H JK") == "5H 6H 7H");
    }
}

TEST_CASE("R4 all variants with jokers: K-A-JK is read as Q-K-A, never K-A-2", "[R4][melds]") {
    for (const rami::rules& r : rami::all_variants) {
        if (!r.has_jokers()) continue;
        INFO("variant " << r.id);
        CHECK(reading(r, "KS AS JK") == "QS KS AS");
        CHECK(reading(r, "KH JK AH") == "QH KH AH");
        CHECK(reading(r, "JK AD 2D") == "AD 2D 3D");
    }
}

TEST_CASE("R4 all variants with jokers: a set joker reads as its rank and the missing suits", "[R4][melds]") {
    for (const rami::rules& r : rami::all_variants) {
        if (!r.has_jokers()) continue;
        INFO("variant " << r.id);
        const auto m = read(r, "9S 9C JK");
        REQUIRE(m.ok());
        CHECK(m->kind == meld_kind::set);
        CHECK(reading(*m) == "9S 9C 9?");
        CHECK(m->rank_of(2) == 9);
        const unsigned hearts_diamonds = (1u << static_cast<int>(rami::suit::hearts)) |
                                         (1u << static_cast<int>(rami::suit::diamonds));
        CHECK(m->missing_suits() == hearts_diamonds);
        CHECK(reading(r, "JK 6C 6H") == "6? 6C 6H");
    }
}

TEST_CASE("R4 rami51: JK AH JK reads as a set of aces (33 beats the run Q-K-A, 31)", "[R4][melds][rami51]") {
    const auto m = read(rami51, "JK AH JK");
    REQUIRE(m.ok());
    CHECK(m->kind == meld_kind::set);
    CHECK(reading(*m) == "A? AH A?");
    CHECK(m->points == 33);
}

TEST_CASE("R4 the Rami 51 rule book, kaluki, francais: of several readings, the one worth the most points", "[R4][melds]") {
    // 8H JK 9H is neither ascending nor descending: 7-8-9 (24) or 8-9-10 (27).
    for (const rami::rules* r : {&rami40, &kaluki, &francais}) {
        INFO("variant " << r->id);
        CHECK(reading(*r, "8H JK 9H") == "8H 9H 10H");
        CHECK(reading(*r, "4C JK 5C") == "4C 5C 6C");
    }
}

TEST_CASE("R4 all variants with jokers: on a points tie, the lowest ranks", "[R4][melds]") {
    // JH JK QH: 10-J-Q and J-Q-K are both worth 30 (rami7: both 40).
    for (const rami::rules& r : rami::all_variants) {
        if (!r.has_jokers()) continue;
        INFO("variant " << r.id);
        CHECK(reading(r, "JH JK QH") == "10H JH QH");
    }
}

TEST_CASE("R4 rami51: best_reading of JH JK JK, three readings worth 30, takes the lowest, 10-J-Q", "[R4][melds][rami51]") {
    // 10-J-Q, J-Q-K and the set of jacks are all worth 30 (Q-K-A would need the jack elsewhere).
    const auto m = rami::best_reading(rami51, cards_of("JH JK JK"));
    REQUIRE(m.ok());
    CHECK(m->kind == meld_kind::run);
    CHECK(reading(*m) == "10H JH QH");
    CHECK(m->points == 30);
    // read_meld keeps the order given: J-Q-K.
    CHECK(reading(rami51, "JH JK JK") == "JH QH KH");
}

TEST_CASE("R4 rami7: the joker is 20 wherever it stands, so 8H JK 9H ties and takes 7-8-9", "[R4][melds][rami7]") {
    const auto m = read(rami7, "8H JK 9H");
    REQUIRE(m.ok());
    CHECK(reading(*m) == "7H 8H 9H");
    CHECK(m->points == 37);
}

TEST_CASE("R4 rami51: a reading tells what each card stands for", "[R4][melds][rami51]") {
    const auto m = read(rami51, "7H 8H JK 10H");  // the Rami 51 rule book: the joker is the 9 of hearts
    REQUIRE(m.ok());
    CHECK(m->kind == meld_kind::run);
    CHECK(m->stands_for(2) == rami::card(9, rami::suit::hearts));
    CHECK(m->laid()[2].is_joker());
    CHECK(m->stands_for(0) == rami::card(7, rami::suit::hearts));
    CHECK(reading(*m) == "7H 8H 9H 10H");
}

}  // namespace test_melds_reading
