// R3 runs, in each of the 8 variants: a legal and an illegal case for each rule of a run.
#include "catch.hpp"

#include <string>
#include <string_view>
#include <vector>

#include "meld_testing.hpp"
#include "rami/meld.hpp"
#include "rami/variants.hpp"

namespace test_melds_runs {

using rami::error_code;
using rami::meld_kind;
using rami::rule_id;
using rami_test::read;
using rami_test::refused;

namespace {

void legal_run(const rami::rules& r, std::string_view text, int low, int size) {
    INFO("variant " << r.id << ", cards " << text);
    const auto m = read(r, text);
    REQUIRE(m.ok());
    CHECK(m->kind == meld_kind::run);
    CHECK(m->low == low);
    CHECK(m->size == size);
}

}  // namespace

TEST_CASE("R3 all variants: a run is at least 3 cards of one suit in consecutive ranks", "[R3][melds][run]") {
    for (const rami::rules& r : rami::all_variants) {
        legal_run(r, "4S 5S 6S", 4, 3);
        legal_run(r, "9H 10H JH QH KH", 9, 5);
        legal_run(r, "2D 3D 4D 5D 6D 7D 8D", 2, 7);
        refused(r, "4S 5S", error_code::meld_too_short, rule_id::R3);
        refused(r, "4S 5H 6S", error_code::not_a_meld, rule_id::R3);
        refused(r, "4S 5S 7S", error_code::run_not_consecutive, rule_id::R3);
        refused(r, "4S 5S 6S 8S", error_code::run_not_consecutive, rule_id::R3);
        refused(r, "4S 5S 5S 6S", error_code::run_repeats_rank, rule_id::R3);
    }
}

TEST_CASE("R3 all variants: the ace is low (A-2-3)", "[R3][melds][run]") {
    for (const rami::rules& r : rami::all_variants) {
        legal_run(r, "AH 2H 3H", 1, 3);
        legal_run(r, "AC 2C 3C 4C 5C", 1, 5);
        legal_run(r, "2H AH 3H 4H", 1, 4);  // any order: read as A-2-3-4 (R4)
    }
}

TEST_CASE("R3 all variants but rummy_classic: the ace is high (Q-K-A), position 14", "[R3][melds][run]") {
    for (const rami::rules& r : rami::all_variants) {
        if (r.id == "rummy_classic") continue;
        legal_run(r, "QH KH AH", 12, 3);
        legal_run(r, "10D JD QD KD AD", 10, 5);
        const auto m = read(r, "QH KH AH");
        REQUIRE(m.ok());
        CHECK(m->rank_of(2) == rami::ace);
        // Two aces, one at each end, is the ace "low and high in one run".
        refused(r, "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS", error_code::run_repeats_rank, rule_id::R3);
    }
}

TEST_CASE("R3 rummy_classic: the ace is low only, Q-K-A is not a run", "[R3][melds][run][rummy_classic]") {
    const rami::rules& r = rami::rules_of<rami::variants::rummy_classic>;
    legal_run(r, "AH 2H 3H", 1, 3);
    legal_run(r, "JH QH KH", 11, 3);
    refused(r, "QH KH AH", error_code::ace_high_not_allowed, rule_id::R3);
    refused(r, "AH KH QH", error_code::ace_high_not_allowed, rule_id::R3);
    refused(r, "10S JS QS KS AS", error_code::ace_high_not_allowed, rule_id::R3);
}

TEST_CASE("R3 all variants: a run never wraps round the corner, K-A-2 is illegal", "[R3][melds][run]") {
    for (const rami::rules& r : rami::all_variants) {
        refused(r, "KH AH 2H", error_code::run_wraps, rule_id::R3);
        refused(r, "KS AS 2S 3S", error_code::run_wraps, rule_id::R3);  // the Rami 51 rule book's "roi, as, deux, trois"
        refused(r, "QD KD AD 2D", error_code::run_wraps, rule_id::R3);
        refused(r, "2C AC KC", error_code::run_wraps, rule_id::R3);     // the same, descending
        legal_run(r, "AH 2H 3H", 1, 3);                                 // the legal neighbour
    }
}

TEST_CASE("R3 all variants: a run holds at most 13 cards, A to K or 2 to A", "[R3][melds][run]") {
    for (const rami::rules& r : rami::all_variants) {
        legal_run(r, "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS", 1, 13);
        if (r.melds.ace_high) legal_run(r, "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS", 2, 13);
        refused(r, "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS KS", error_code::run_repeats_rank, rule_id::R3);
    }
}

TEST_CASE("R3 rami_francais: a run is laid out in run order, low to high", "[R3][melds][run][rami_francais]") {
    const rami::rules& r = rami::rules_of<rami::variants::rami_francais>;
    const auto m = read(r, "6H 4H 5H");  // neither ascending nor descending as given
    REQUIRE(m.ok());
    CHECK(m->kind == meld_kind::run);
    CHECK(m->low == 4);
    CHECK(m->suit == rami::suit::hearts);
    CHECK(rami::to_string(std::vector<rami::card>(m->laid().begin(), m->laid().end())) == "4H 5H 6H");
}

}  // namespace test_melds_runs
