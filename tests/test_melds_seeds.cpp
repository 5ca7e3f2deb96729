// Every meld example of the rule documents (docs/rules.md names them), read in the variants they
// describe (R3, R4, R5).
#include "catch.hpp"

#include <string>
#include <string_view>

#include "meld_testing.hpp"
#include "rami/meld.hpp"
#include "rami/opening.hpp"
#include "rami/variants.hpp"

namespace test_melds_seeds {

using rami::error_code;
using rami::meld_kind;
using rami_test::read;
using rami_test::variant;

namespace {

std::string reading(const rami::meld& m) {
    std::string text;
    for (int i = 0; i < m.size; ++i) {
        if (i > 0) text += ' ';
        text += rami::reading_text(m, i);
    }
    return text;
}

struct example {
    std::string_view cards;
    bool legal;
    meld_kind kind;       // when legal
    std::string_view as;  // the reading when legal, the error code when not
    int points;           // when legal; -1: no points to check (rummy_classic has no minimum)
};

void check_example(const rami::rules& r, const example& x) {
    INFO("variant " << r.id << ", seed example " << x.cards);
    const auto m = read(r, x.cards);
    REQUIRE(m.ok() == x.legal);
    if (x.legal) {
        CHECK(m->kind == x.kind);
        CHECK(reading(*m) == x.as);
        if (x.points >= 0) CHECK(m->points == x.points);
    } else {
        CHECK(to_string(m.error().code) == x.as);
    }
}

}  // namespace

TEST_CASE("R3 the Rami 51 rule book variants: the rule book's meld examples", "[R3][R4][R5][seeds]") {
    const example with_jokers[] = {
        {"4S 5S 6S", true, meld_kind::run, "4S 5S 6S", 15},                  // (4, 5, 6 de pique)
        {"9H 10H JH QH KH", true, meld_kind::run, "9H 10H JH QH KH", 49},    // (9, 10, V, D, R de coeur)
        {"QH KH AH", true, meld_kind::run, "QH KH AH", 31},                  // dame, roi, as
        {"AH 2H 3H", true, meld_kind::run, "AH 2H 3H", 16},                  // as, deux, trois
        {"KH AH 2H 3H", false, meld_kind::run, "run_wraps", 0},              // roi, as, deux, trois
        {"KH AH 2H", false, meld_kind::run, "run_wraps", 0},
        {"JK AH JK", true, meld_kind::set, "A? AH A?", 33},                  // (Joker, as de coeur, Joker)
        {"6S JK JK 9S", true, meld_kind::run, "6S 7S 8S 9S", 30},            // (6 de pique, J, J, 9 de pique)
        {"8S 8H 8C", true, meld_kind::set, "8S 8H 8C", 24},                  // une tierce
        {"AD AS AH AC", true, meld_kind::set, "AD AS AH AC", 44},            // un carre
        {"8C 8H 8C", false, meld_kind::set, "set_repeats_suit", 0},          // tierce irreguliere
        {"7H 8H JK 10H", true, meld_kind::run, "7H 8H 9H 10H", 34},          // the joker is the 9
        {"6C JK 6H", true, meld_kind::set, "6C 6? 6H", 18},                  // Joker = (6S, 6D)
    };
    for (const std::string_view id : {"rami40", "rami51", "manie_joker51"}) {
        const rami::rules& r = variant(id);
        for (const example& x : with_jokers) check_example(r, x);
    }
    // Rami 50 has no joker: its examples are those without one.
    const rami::rules& rami50 = rami::rules_of<rami::variants::rami50>;
    for (const example& x : with_jokers) {
        if (std::string_view(x.cards).find("JK") == std::string_view::npos) check_example(rami50, x);
    }
}

TEST_CASE("R3 rami51: 6C JK 6H, the joker stands for the spade and the diamond", "[R3][R4][seeds][rami51]") {
    const auto m = read(rami::rules_of<rami::variants::rami51>, "6C JK 6H");
    REQUIRE(m.ok());
    CHECK(m->missing_suits() == ((1u << static_cast<int>(rami::suit::spades)) |
                                 (1u << static_cast<int>(rami::suit::diamonds))));
}

TEST_CASE("R3 rami_francais: the Rami 51 rule book's two-joker run is illegal with one joker per meld", "[R3][seeds][rami_francais]") {
    const rami::rules& r = rami::rules_of<rami::variants::rami_francais>;
    const auto m = read(r, "6S JK JK 9S");
    REQUIRE_FALSE(m.ok());
    CHECK(m.error().code == error_code::too_many_jokers);
    CHECK(m.error().rule == rami::rule_id::R3);
    const auto set = read(r, "JK AH JK");
    REQUIRE_FALSE(set.ok());
    CHECK(set.error().code == error_code::too_many_jokers);
}

TEST_CASE("R3 rami51_kaluki: the Kaluki rules's sets with jokers", "[R3][R4][R5][seeds][rami51_kaluki]") {
    const rami::rules& r = rami::rules_of<rami::variants::rami51_kaluki>;
    const example examples[] = {
        {"9S 9C JK", true, meld_kind::set, "9S 9C 9?", 27},        // le 9 de pique, le 9 de trefle et un joker
        {"9S 9C 9D JK", true, meld_kind::set, "9S 9C 9D 9?", 36},  // "faite de trois 9" with the joker
        {"9S JK JK", true, meld_kind::set, "9S 9? 9?", 27},        // un brelan avec 2 jokers
        {"5H JK 7H", true, meld_kind::run, "5H 6H 7H", 18},        // a run with a joker
        {"6S JK JK 9S", false, meld_kind::run, "too_many_jokers", 0},
    };
    for (const example& x : examples) check_example(r, x);
    const auto m = read(r, "9S 9C JK");
    REQUIRE(m.ok());
    CHECK(m->missing_suits() == ((1u << static_cast<int>(rami::suit::hearts)) |
                                 (1u << static_cast<int>(rami::suit::diamonds))));
}

TEST_CASE("R3 rami_francais: the French Wikipedia article's examples", "[R3][R4][R5][seeds][rami_francais]") {
    const rami::rules& r = rami::rules_of<rami::variants::rami_francais>;
    const example examples[] = {
        {"AS KS QS", true, meld_kind::run, "QS KS AS", 31},        // A-R-D
        {"3H 3C 3S", true, meld_kind::set, "3H 3C 3S", 9},         // a brelan of 3s
        {"8S 7S 6S", true, meld_kind::run, "6S 7S 8S", 21},        // (8 - 7 - 6 de pique)
        {"AH AC JK", true, meld_kind::set, "AH AC A?", 33},        // (As - As de trefle - Joker)
        {"8S 7S JK", true, meld_kind::run, "6S 7S 8S", 21},        // 8-7-Joker: the joker is the 6
        {"9C 9S JK", true, meld_kind::set, "9C 9S 9?", 27},
        {"9H 9C 9S JK", true, meld_kind::set, "9H 9C 9S 9?", 36},  // the carre 9-9-9-Joker
        {"AH 2H 3H", true, meld_kind::run, "AH 2H 3H", 6},         // "l'as en position de 1 restera un 1"
    };
    for (const example& x : examples) check_example(r, x);
    // The 8-7-Joker joker is the 6 of spades: the card that may replace it.
    const auto m = read(r, "8S 7S JK");
    REQUIRE(m.ok());
    CHECK(m->laid()[0].is_joker());
    CHECK(m->stands_for(0) == rami::card(6, rami::suit::spades));
}

TEST_CASE("R5 rami_francais: the French Wikipedia article's opening 8S 7S 6S + AH AC JK is worth 21 + 33 = 54", "[R5][R6][seeds][rami_francais]") {
    const rami::rules& r = rami::rules_of<rami::variants::rami_francais>;
    const auto run = read(r, "8S 7S 6S");
    const auto set = read(r, "AH AC JK");
    REQUIRE(run.ok());
    REQUIRE(set.ok());
    const rami::meld melds[] = {*run, *set};
    const rami::opening_summary s = rami::summarize_opening(melds);
    CHECK(s.points == 54);
    CHECK(s.tierce_franche);
    CHECK(rami::check_opening(r, melds).ok());
}

TEST_CASE("R3 rami7: the Le Rami rules's runs go A-2-3 up to Q-K-A, sets and carres of one value", "[R3][seeds][rami7]") {
    const rami::rules& r = rami::rules_of<rami::variants::rami7>;
    const example examples[] = {
        {"AC 2C 3C", true, meld_kind::run, "AC 2C 3C", 16},
        {"QC KC AC", true, meld_kind::run, "QC KC AC", 31},
        {"7S 7H 7D", true, meld_kind::set, "7S 7H 7D", 21},
        {"7S 7H 7D 7C", true, meld_kind::set, "7S 7H 7D 7C", 28},
        {"KC AC 2C", false, meld_kind::run, "run_wraps", 0},
    };
    for (const example& x : examples) check_example(r, x);
}

TEST_CASE("R3 rummy_classic: the Classic Rummy rules's examples, and the ace is low", "[R3][seeds][rummy_classic]") {
    const rami::rules& r = rami::rules_of<rami::variants::rummy_classic>;
    const example examples[] = {
        {"8H 8S 8D", true, meld_kind::set, "8H 8S 8D", -1},        // H8 S8 D8
        {"AH 2H 3H", true, meld_kind::run, "AH 2H 3H", -1},        // H1 H2 H3
        {"5H 6H 7H", true, meld_kind::run, "5H 6H 7H", -1},        // H5 H6 H7
        {"5H 6H 7H 8H", true, meld_kind::run, "5H 6H 7H 8H", -1},  // ... and the H8 laid on it
        {"QH KH AH", false, meld_kind::run, "ace_high_not_allowed", 0},  // "Les As sont bas"
    };
    for (const example& x : examples) check_example(r, x);
}

}  // namespace test_melds_seeds
