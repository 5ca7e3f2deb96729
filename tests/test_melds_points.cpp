// R5: what a meld is worth toward the opening, per variant (docs/rules.md R5 table).
#include "catch.hpp"

#include <array>
#include <string_view>

#include "meld_testing.hpp"
#include "rami/meld.hpp"
#include "rami/variants.hpp"

namespace test_melds_points {

using rami_test::variant;

namespace {

int points(const rami::rules& r, std::string_view text) {
    INFO("variant " << r.id << ", cards " << text);
    const auto m = rami_test::read(r, text);
    REQUIRE(m.ok());
    return m->points;
}

const rami::rules& rami51 = rami::rules_of<rami::variants::rami51>;
const rami::rules& kaluki = rami::rules_of<rami::variants::rami51_kaluki>;
const rami::rules& francais = rami::rules_of<rami::variants::rami_francais>;
const rami::rules& rami7 = rami::rules_of<rami::variants::rami7>;

}  // namespace

TEST_CASE("R5 all variants with a minimum: 2-10 face value, J Q K 10", "[R5][melds]") {
    for (const rami::rules& r : rami::all_variants) {
        if (r.opening.minimum == 0) continue;  // rummy_classic: no opening minimum
        CHECK(points(r, "4S 5S 6S") == 15);
        CHECK(points(r, "9H 10H JH QH KH") == 49);
        CHECK(points(r, "8S 8H 8C") == 24);
        CHECK(points(r, "KS KH KD KC") == 40);
        CHECK(points(r, "2D 3D 4D") == 9);
    }
}

TEST_CASE("R5 the Rami 51 rule book variants and rami50: the ace is always 11", "[R5][melds]") {
    for (const std::string_view id : {"rami40", "rami50", "rami51", "manie_joker51"}) {
        const rami::rules& r = variant(id);
        CHECK(points(r, "AH 2H 3H") == 16);
        CHECK(points(r, "QH KH AH") == 31);
        CHECK(points(r, "AD AS AH") == 33);
        CHECK(points(r, "AD AS AH AC") == 44);
        CHECK(points(r, "10S JS QS KS AS") == 51);
    }
}

TEST_CASE("R5 the Rami 51 rule book variants: a joker is worth the card it stands for", "[R5][melds]") {
    for (const std::string_view id : {"rami40", "rami51", "manie_joker51"}) {
        const rami::rules& r = variant(id);
        CHECK(points(r, "5H JK 7H") == 18);     // the joker is the 6
        CHECK(points(r, "JK 2C 3C") == 16);     // an ace: 11
        CHECK(points(r, "QS KS JK") == 31);     // an ace: 11
        CHECK(points(r, "6S JK JK 9S") == 30);  // 6 7 8 9
        CHECK(points(r, "JK AH JK") == 33);     // three aces
        CHECK(points(r, "9S 9C JK") == 27);
        CHECK(points(r, "JK KH JK") == 31);     // Q-K-A as laid
    }
}

TEST_CASE("R5 rami51_kaluki: the ace is 1 everywhere, the Kaluki rules's table taken literally", "[R5][melds][rami51_kaluki]") {
    CHECK(points(kaluki, "AH 2H 3H") == 6);
    CHECK(points(kaluki, "QH KH AH") == 21);
    CHECK(points(kaluki, "AD AS AH") == 3);
    CHECK(points(kaluki, "JK 2C 3C") == 6);   // the joker is the ace: 1
    CHECK(points(kaluki, "5H JK 7H") == 18);  // the joker is the 6
    CHECK(points(kaluki, "9S 9C JK") == 27);
    CHECK(points(kaluki, "9S JK JK") == 27);
}

TEST_CASE("R5 rami_francais: the ace is 1 low in a run, 11 after a king and in sets", "[R5][melds][rami_francais]") {
    CHECK(points(francais, "AH 2H 3H") == 6);
    CHECK(points(francais, "QH KH AH") == 31);
    CHECK(points(francais, "10S JS QS KS AS") == 51);
    CHECK(points(francais, "AD AS AH") == 33);
    CHECK(points(francais, "AD AS AH AC") == 44);
    CHECK(points(francais, "AH AC JK") == 33);   // the French Wikipedia article: the joker as an ace is 11 too
    CHECK(points(francais, "JK 2C 3C") == 6);    // the joker as an ace low: 1
    CHECK(points(francais, "QS KS JK") == 31);   // the joker as an ace high: 11
    CHECK(points(francais, "5H JK 7H") == 18);
    CHECK(points(francais, "8S 7S 6S") == 21);   // the French Wikipedia article
}

TEST_CASE("R5 rami7: the ace is 11 and the joker 20 whatever it stands for", "[R5][melds][rami7]") {
    CHECK(points(rami7, "AH 2H 3H") == 16);
    CHECK(points(rami7, "QH KH AH") == 31);
    CHECK(points(rami7, "AD AS AH") == 33);
    CHECK(points(rami7, "5H JK 7H") == 32);   // 5 + 20 + 7, not 18
    CHECK(points(rami7, "JK 2C 3C") == 25);   // 20 + 2 + 3, not 16
    CHECK(points(rami7, "QS KS JK") == 40);   // 10 + 10 + 20, not 31
    CHECK(points(rami7, "9S 9C JK") == 38);   // 9 + 9 + 20, not 27
    CHECK(points(rami7, "2S 3S JK") == 25);   // the joker as a 4: still 20
}

TEST_CASE("R5 rami51 vs rami_francais vs rami51_kaluki: the same cards, different points", "[R5][melds]") {
    struct row {
        std::string_view cards;
        int rami51, francais, kaluki;
    };
    constexpr std::array<row, 4> rows{{
        {"AS 2S 3S 4S", 20, 10, 10},
        {"JS QS KS AS", 41, 41, 31},
        {"AC AD AH", 33, 33, 3},
        {"JK 2H 3H", 16, 6, 6},
    }};
    for (const row& x : rows) {
        CHECK(points(rami51, x.cards) == x.rami51);
        CHECK(points(francais, x.cards) == x.francais);
        CHECK(points(kaluki, x.cards) == x.kaluki);
    }
}

}  // namespace test_melds_points
