// R6: the opening (premiere pose), in each variant: the minimum exactly, the tierce franche,
// the 81-point option (check_opening's override) and an empty opening.
#include "catch.hpp"

#include <initializer_list>
#include <string_view>
#include <vector>

#include "meld_testing.hpp"
#include "rami/meld.hpp"
#include "rami/opening.hpp"
#include "rami/variants.hpp"

namespace test_opening {

using rami::error_code;
using rami::rule_id;
using rami_test::variant;

namespace {

std::vector<rami::meld> melds_of(const rami::rules& r, std::initializer_list<std::string_view> texts) {
    std::vector<rami::meld> melds;
    for (const std::string_view text : texts) {
        INFO("variant " << r.id << ", meld " << text);
        const auto m = rami_test::read(r, text);
        REQUIRE(m.ok());
        melds.push_back(*m);
    }
    return melds;
}

int points_of(const std::vector<rami::meld>& melds) { return rami::summarize_opening(melds).points; }

// `points` < 0: not checked (rummy_classic has no minimum, so no R5 points to check).
void opens(const rami::rules& r, std::initializer_list<std::string_view> texts, int points, int minimum = -1) {
    INFO("variant " << r.id << ", minimum override " << minimum);
    const auto melds = melds_of(r, texts);
    if (points >= 0) CHECK(points_of(melds) == points);
    const auto checked = rami::check_opening(r, melds, minimum);
    INFO((checked.ok() ? std::string("ok") : checked.error().message()));
    CHECK(checked.ok());
}

void refused(const rami::rules& r, std::initializer_list<std::string_view> texts, int points, error_code code,
             int minimum = -1) {
    INFO("variant " << r.id << ", minimum override " << minimum);
    const auto melds = melds_of(r, texts);
    CHECK(points_of(melds) == points);
    const auto checked = rami::check_opening(r, melds, minimum);
    REQUIRE_FALSE(checked.ok());
    CHECK(to_string(checked.error().code) == to_string(code));
    CHECK(checked.error().rule == rule_id::R6);
}

}  // namespace

TEST_CASE("R6 rami40: 40 points open, 39 do not", "[R6][opening][rami40]") {
    const rami::rules& r = variant("rami40");
    opens(r, {"KS KH KD KC"}, 40);
    opens(r, {"AH 2H 3H", "7S 8S 9S"}, 40);  // 16 (the ace 11) + 24
    opens(r, {"6S JK JK 9S", "5D 5C 5H"}, 45);
    refused(r, {"KS KH KD", "2C 3C 4C"}, 39, error_code::opening_below_minimum);
    refused(r, {"9H 10H JH QH"}, 39, error_code::opening_below_minimum);
}

TEST_CASE("R6 rami50: 50 points open, 49 do not", "[R6][opening][rami50]") {
    const rami::rules& r = variant("rami50");
    opens(r, {"QS QH QD", "AC 2C 3C 4C"}, 50);  // 30 + (11 + 2 + 3 + 4)
    refused(r, {"9H 10H JH QH KH"}, 49, error_code::opening_below_minimum);
    refused(r, {"KS KH KD KC", "3C 3D 3H"}, 49, error_code::opening_below_minimum);
}

TEST_CASE("R6 rami51, manie_joker51: 51 points open, 50 do not", "[R6][opening]") {
    for (const std::string_view id : {"rami51", "manie_joker51"}) {
        const rami::rules& r = variant(id);
        opens(r, {"10S JS QS KS AS"}, 51);
        opens(r, {"JK AH JK", "5S 6S 7S"}, 51);  // 33 (three aces) + 18
        refused(r, {"QS QH QD", "AC 2C 3C 4C"}, 50, error_code::opening_below_minimum);
        refused(r, {"7H 8H JK 10H", "AH 2H 3H"}, 50, error_code::opening_below_minimum);  // 34 + 16
    }
}

TEST_CASE("R6 rami51_kaluki: 51 points open, 50 do not, the ace counting 1", "[R6][opening][rami51_kaluki]") {
    const rami::rules& r = variant("rami51_kaluki");
    opens(r, {"KS KH KD", "6C 7C 8C"}, 51);
    opens(r, {"9S 9C JK", "8H 8D JK"}, 51);  // 27 + 24, each joker worth its card
    refused(r, {"10S JS QS KS", "AH 2H 3H 4H"}, 50, error_code::opening_below_minimum);  // 40 + 10
    refused(r, {"10S JS QS KS AS", "3C 3D 3H"}, 50, error_code::opening_below_minimum);  // 41 + 9 (60 in rami51)
}

TEST_CASE("R6 rami7: 51 points open, 50 do not, the joker counting 20", "[R6][opening][rami7]") {
    const rami::rules& r = variant("rami7");
    opens(r, {"10S JS QS KS AS"}, 51);
    opens(r, {"JK 2C 3C", "5S 6S 7S 8S"}, 51);  // (20 + 2 + 3) + 26
    refused(r, {"QS QH QD", "AC 2C 3C 4C"}, 50, error_code::opening_below_minimum);
    refused(r, {"5H JK 7H", "6S 6C 6D"}, 50, error_code::opening_below_minimum);  // (5 + 20 + 7) + 18
}

TEST_CASE("R6 rami_francais: 51 points with a tierce franche open, 50 do not", "[R6][opening][rami_francais]") {
    const rami::rules& r = variant("rami_francais");
    opens(r, {"KS KH KD", "6C 7C 8C"}, 51);
    opens(r, {"10S JS QS KS AS"}, 51);
    opens(r, {"AH AC JK", "8S 7S 6S"}, 54);  // the French Wikipedia article
    opens(r, {"4S 5S 6S 7S", "KS KH KD KC"}, 62);
    refused(r, {"KS KH KD", "2C 3C 4C 5C 6C"}, 50, error_code::opening_below_minimum);
    refused(r, {"AC 2C 3C 4C", "KS KH KD KC"}, 50, error_code::opening_below_minimum);  // the ace low is 1
}

TEST_CASE("R6 rami_francais: without a tierce franche no opening, even above 51", "[R6][opening][rami_francais]") {
    const rami::rules& r = variant("rami_francais");
    refused(r, {"KS KH KD KC", "QS QH QD"}, 70, error_code::opening_needs_tierce_franche);
    // A run with a joker is no tierce franche.
    refused(r, {"10S JK QS KS AS", "KH KD KC"}, 81, error_code::opening_needs_tierce_franche);
    refused(r, {"AH AC JK", "5D JK 7D"}, 51, error_code::opening_needs_tierce_franche);
    const auto melds = melds_of(r, {"KS KH KD KC", "QS QH QD"});
    CHECK_FALSE(rami::summarize_opening(melds).tierce_franche);
    CHECK(rami::summarize_opening(melds_of(r, {"KS KH KD KC", "5D 6D 7D"})).tierce_franche);
}

TEST_CASE("R6 variants other than rami_francais: no tierce franche needed", "[R6][opening]") {
    for (const std::string_view id : {"rami40", "rami51", "manie_joker51", "rami51_kaluki", "rami7"}) {
        opens(variant(id), {"KS KH KD KC", "QS QH QD"}, 70);
    }
    opens(variant("rami50"), {"KS KH KD KC", "QS QH QD"}, 70);
}

TEST_CASE("R6 rummy_classic: any legal meld opens", "[R6][opening][rummy_classic]") {
    const rami::rules& r = variant("rummy_classic");
    CHECK(r.opening.minimum == 0);
    opens(r, {"AH 2H 3H"}, -1);
    opens(r, {"2C 3C 4C"}, -1);
    opens(r, {"2S 2H 2D"}, -1);
    opens(r, {"2S 2H 2D", "AC 2C 3C"}, -1);
}

TEST_CASE("R6 rami_francais: the 81-point option through check_opening's minimum", "[R6][opening][rami_francais]") {
    const rami::rules& r = variant("rami_francais");
    opens(r, {"10S JS QS KS AS", "KH KD KC"}, 81, 81);
    refused(r, {"10S JS QS KS", "10H JH QH KH"}, 80, error_code::opening_below_minimum, 81);
    opens(r, {"10S JS QS KS", "10H JH QH KH"}, 80);  // without the option: 51 is enough
    refused(r, {"10S JS QS KS AS"}, 51, error_code::opening_below_minimum, 81);
    // The option raises the minimum only: the tierce franche is still needed.
    refused(r, {"KS KH KD KC", "QS QH QD", "JS JH JD"}, 100, error_code::opening_needs_tierce_franche, 81);
}

TEST_CASE("R6 rami51: check_opening's minimum overrides the variant's, up or down", "[R6][opening][rami51]") {
    const rami::rules& r = variant("rami51");
    opens(r, {"2C 3C 4C"}, 9, 0);
    opens(r, {"2C 3C 4C"}, 9, 9);
    refused(r, {"2C 3C 4C"}, 9, error_code::opening_below_minimum, 10);
    refused(r, {"2C 3C 4C"}, 9, error_code::opening_below_minimum);      // 51 by default
    refused(r, {"2C 3C 4C"}, 9, error_code::opening_below_minimum, -1);  // -1: the variant's
    refused(r, {"10S JS QS KS AS"}, 51, error_code::opening_below_minimum, 52);  // beat a previous 51
}

TEST_CASE("R6 all variants: an opening needs at least one meld", "[R6][opening]") {
    for (const rami::rules& r : rami::all_variants) {
        INFO("variant " << r.id);
        const std::vector<rami::meld> none;
        const auto checked = rami::check_opening(r, none);
        REQUIRE_FALSE(checked.ok());
        CHECK(checked.error().code == error_code::opening_empty);
        CHECK(checked.error().rule == rule_id::R6);
        const auto with_zero = rami::check_opening(r, none, 0);
        REQUIRE_FALSE(with_zero.ok());
        CHECK(with_zero.error().code == error_code::opening_empty);
    }
}

}  // namespace test_opening
