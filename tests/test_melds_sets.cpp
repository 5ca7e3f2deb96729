// R3 sets, in each of the 8 variants: one rank, all suits different, at most 4 cards.
#include "catch.hpp"

#include <string_view>

#include "meld_testing.hpp"
#include "rami/meld.hpp"
#include "rami/variants.hpp"

namespace test_melds_sets {

using rami::error_code;
using rami::meld_kind;
using rami::rule_id;
using rami_test::read;
using rami_test::refused;

namespace {

void legal_set(const rami::rules& r, std::string_view text, int rank, int size) {
    INFO("variant " << r.id << ", cards " << text);
    const auto m = read(r, text);
    REQUIRE(m.ok());
    CHECK(m->kind == meld_kind::set);
    CHECK(m->rank_of(0) == rank);
    CHECK(m->size == size);
}

}  // namespace

TEST_CASE("R3 all variants: a set is one rank in different suits", "[R3][melds][set]") {
    for (const rami::rules& r : rami::all_variants) {
        legal_set(r, "8S 8H 8C", 8, 3);
        legal_set(r, "KD KC KH", rami::king, 3);
        legal_set(r, "AS AH AD", rami::ace, 3);
        refused(r, "8S 8H 9C", error_code::not_a_meld, rule_id::R3);
        refused(r, "8S 9H 10C", error_code::not_a_meld, rule_id::R3);
        refused(r, "8S 8H", error_code::meld_too_short, rule_id::R3);
    }
}

TEST_CASE("R3 all variants: a set never holds two cards of one suit (8C 8H 8C)", "[R3][melds][set]") {
    for (const rami::rules& r : rami::all_variants) {
        INFO("variant " << r.id);
        const auto m = read(r, "8C 8H 8C");
        REQUIRE_FALSE(m.ok());
        if (r.deck.decks == 2) {
            CHECK(m.error().code == error_code::set_repeats_suit);
            CHECK(m.error().rule == rule_id::R3);
        } else {
            // One deck: the cards cannot even exist twice; R1 or R3 may refuse them.
            CHECK((m.error().rule == rule_id::R3 || m.error().rule == rule_id::R1));
        }
        legal_set(r, "8C 8H 8S", 8, 3);
    }
}

TEST_CASE("R3 all variants: a set holds at most 4 cards, the carre", "[R3][melds][set]") {
    for (const rami::rules& r : rami::all_variants) {
        legal_set(r, "AD AS AH AC", rami::ace, 4);
        legal_set(r, "9S 9H 9D 9C", 9, 4);
        if (r.deck.decks == 2) refused(r, "9S 9H 9D 9C 9S", error_code::set_repeats_suit, rule_id::R3);
        if (r.has_jokers()) refused(r, "9S 9H 9D 9C JK", error_code::set_too_large, rule_id::R3);
    }
}

TEST_CASE("R3 rami_francais: a carre may hold its joker (the French Wikipedia article: 9H 9C 9S JK)", "[R3][melds][set][rami_francais]") {
    const rami::rules& r = rami::rules_of<rami::variants::rami_francais>;
    legal_set(r, "9H 9C 9S JK", 9, 4);
    const auto m = read(r, "9H 9C 9S JK");
    REQUIRE(m.ok());
    CHECK(m->jokers == 1);
    CHECK(m->missing_suits() == (1u << static_cast<int>(rami::suit::diamonds)));
}

}  // namespace test_melds_sets
