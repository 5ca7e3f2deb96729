// R3 jokers, in each of the 8 variants: the jokers one meld may hold, at least one natural
// card, a joker at an end standing for a real rank; R1: no joker where the deck has none.
#include "catch.hpp"

#include <array>
#include <string_view>

#include "meld_testing.hpp"
#include "rami/meld.hpp"
#include "rami/variants.hpp"

namespace test_melds_jokers {

using rami::error_code;
using rami::meld_kind;
using rami::rule_id;
using rami_test::read;
using rami_test::refused;
using rami_test::variant;

namespace {

void legal(const rami::rules& r, std::string_view text, meld_kind kind, int jokers) {
    INFO("variant " << r.id << ", cards " << text);
    const auto m = read(r, text);
    REQUIRE(m.ok());
    CHECK(m->kind == kind);
    CHECK(m->jokers == jokers);
}

// docs/rules.md R3 "Jokers allowed in one meld".
struct joker_row {
    std::string_view id;
    int run;  // jokers allowed in a run
    int set;  // ... in a set
};
constexpr std::array<joker_row, 8> joker_limits{{
    {"rami40", 2, 2},
    {"rami50", 0, 0},
    {"rami51", 2, 2},
    {"manie_joker51", 2, 2},
    {"rami51_kaluki", 1, 2},
    {"rami_francais", 1, 1},
    {"rami7", 1, 1},
    {"rummy_classic", 0, 0},
}};

}  // namespace

TEST_CASE("R1 rami50, rummy_classic: no joker in the deck, so none in a meld", "[R1][R3][melds][jokers]") {
    for (const std::string_view id : {"rami50", "rummy_classic"}) {
        const rami::rules& r = variant(id);
        CHECK_FALSE(r.has_jokers());
        refused(r, "5S JK 7S", error_code::card_not_in_deck, rule_id::R1);
        refused(r, "9S 9H JK", error_code::card_not_in_deck, rule_id::R1);
        refused(r, "JK AH JK", error_code::card_not_in_deck, rule_id::R1);
        legal(r, "5S 6S 7S", meld_kind::run, 0);
        legal(r, "9S 9H 9D", meld_kind::set, 0);
    }
}

TEST_CASE("R3 the Rami 51 rule book variants: at most two jokers in a run", "[R3][melds][jokers]") {
    for (const std::string_view id : {"rami40", "rami51", "manie_joker51"}) {
        const rami::rules& r = variant(id);
        legal(r, "6S JK JK 9S", meld_kind::run, 2);
        legal(r, "JK 7H JK", meld_kind::run, 2);
        refused(r, "5S JK JK JK 9S", error_code::too_many_jokers, rule_id::R3);
        refused(r, "JK JK 7H JK", error_code::too_many_jokers, rule_id::R3);
    }
}

TEST_CASE("R3 the Rami 51 rule book variants: at most two jokers in a set", "[R3][melds][jokers]") {
    for (const std::string_view id : {"rami40", "rami51", "manie_joker51"}) {
        const rami::rules& r = variant(id);
        legal(r, "JK AH JK", meld_kind::set, 2);
        legal(r, "9S 9H JK JK", meld_kind::set, 2);
        refused(r, "9S JK JK JK", error_code::too_many_jokers, rule_id::R3);
    }
}

TEST_CASE("R3 rami51_kaluki: one joker in a run, two in a set", "[R3][melds][jokers][rami51_kaluki]") {
    const rami::rules& r = variant("rami51_kaluki");
    legal(r, "5S JK 7S", meld_kind::run, 1);
    refused(r, "6S JK JK 9S", error_code::too_many_jokers, rule_id::R3);
    refused(r, "5S JK 7S JK", error_code::too_many_jokers, rule_id::R3);
    legal(r, "9S JK JK", meld_kind::set, 2);  // the Kaluki rules: "un brelan avec 2 jokers"
    legal(r, "9S 9C JK", meld_kind::set, 1);
    refused(r, "9S JK JK JK", error_code::too_many_jokers, rule_id::R3);
}

TEST_CASE("R3 rami_francais, rami7: one joker in any meld", "[R3][melds][jokers]") {
    for (const std::string_view id : {"rami_francais", "rami7"}) {
        const rami::rules& r = variant(id);
        legal(r, "5S JK 7S", meld_kind::run, 1);
        legal(r, "9S 9C JK", meld_kind::set, 1);
        refused(r, "6S JK JK 9S", error_code::too_many_jokers, rule_id::R3);
        refused(r, "JK AH JK", error_code::too_many_jokers, rule_id::R3);
        refused(r, "9S 9H JK JK", error_code::too_many_jokers, rule_id::R3);
    }
}

TEST_CASE("R3 all variants: the joker limits match docs/rules.md", "[R3][melds][jokers]") {
    for (const joker_row& row : joker_limits) {
        INFO("variant " << row.id);
        const rami::rules& r = variant(row.id);
        CHECK(r.melds.max_jokers_run == row.run);
        CHECK(r.melds.max_jokers_set == row.set);
    }
}

TEST_CASE("R3 all variants: every meld holds at least one natural card", "[R3][melds][jokers]") {
    for (const rami::rules& r : rami::all_variants) {
        if (r.has_jokers()) {
            refused(r, "JK JK JK", error_code::meld_without_natural, rule_id::R3);
            legal(r, "JK 5H 6H", meld_kind::run, 1);
        } else {
            refused(r, "JK JK JK", error_code::card_not_in_deck, rule_id::R1);
            legal(r, "4H 5H 6H", meld_kind::run, 0);
        }
    }
}

TEST_CASE("R3 all variants with jokers: a joker at an end stands for a real rank", "[R3][melds][jokers]") {
    for (const rami::rules& r : rami::all_variants) {
        if (!r.has_jokers()) continue;
        INFO("variant " << r.id);
        // Q-K-JK: the joker is the ace high.
        const auto high = read(r, "QS KS JK");
        REQUIRE(high.ok());
        CHECK(high->low == 12);
        CHECK(high->stands_for(2) == rami::card(rami::ace, rami::suit::spades));
        // K-A-JK: the joker cannot be a 2 after the ace; the cards read as JK-K-A = Q-K-A.
        const auto wrap = read(r, "KS AS JK");
        REQUIRE(wrap.ok());
        CHECK(wrap->low == 12);
        CHECK(wrap->laid()[0].is_joker());
        CHECK(wrap->stands_for(0) == rami::card(rami::queen, rami::suit::spades));
        CHECK(wrap->stands_for(2) == rami::card(rami::ace, rami::suit::spades));
        // JK-A-2: the joker cannot be a king before the ace low; read as A-2-JK = A-2-3.
        const auto low = read(r, "JK AS 2S");
        REQUIRE(low.ok());
        CHECK(low->low == 1);
        CHECK(low->laid()[2].is_joker());
        CHECK(low->stands_for(2) == rami::card(3, rami::suit::spades));
        // A to K and a joker: no rank is left for the joker.
        refused(r, "JK AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS", error_code::run_too_long, rule_id::R3);
    }
}

TEST_CASE("R3 a house variant with jokers and the ace low only: Q-K-JK is J-Q-K", "[R3][melds][jokers]") {
    rami::rules r = rami::rules_of<rami::variants::rami_francais>;
    r.melds.ace_high = false;
    const auto m = read(r, "QS KS JK");
    REQUIRE(m.ok());
    CHECK(m->low == rami::jack);
    CHECK(m->stands_for(0) == rami::card(rami::jack, rami::suit::spades));
    CHECK(m->laid()[0].is_joker());
    const auto ace_high = read(r, "QS KS AS");
    REQUIRE_FALSE(ace_high.ok());
    CHECK(ace_high.error().code == error_code::ace_high_not_allowed);
}

}  // namespace test_melds_jokers
