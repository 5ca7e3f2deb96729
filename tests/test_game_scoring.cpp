// R13, scoring a round in each variant, by playing the winning turn: the Rami 51 rule book's hand values
// (winner 0), rami51_kaluki's joker 25, hunt (+25 each loser) and pot (75% / 25%, split_pot),
// rami_francais's 100 / 200 and -10 / -20 / -50, rami7's 100, -20 / -60 and doubling, and
// rummy_classic's winner-takes-all (doubled after going rummy); a deadlock scores 0.
#include "catch.hpp"

#include <string>
#include <string_view>
#include <vector>

#include "game_testing.hpp"

namespace test_game_scoring {

using rami::phase;
using namespace rami_test;

namespace {

struct ending {
    bool in_one_go = false;     // seat 0 lays its whole hand this turn
    bool seat1_opened = false;
    bool seat2_opened = false;
    std::string_view hand1 = "AS KD 7H JK";
    std::string_view hand2 = "QC 3D";
};

/// Three seats; seat 0 wins the round in this turn: either it opened earlier and discards its
/// last card, or it lays 9H 10H JH + 4S 5S 6S 7S (51, a tierce franche) and discards 5C.
rami::game_state finish(std::string_view id, const ending& e) {
    scenario s(id, 3);
    s.to_act(0, phase::play).later().hand(1, e.hand1).hand(2, e.hand2);
    if (e.seat1_opened) s.opened(1).meld(1, "2H 3H 4H");
    if (e.seat2_opened) s.opened(2).meld(2, "8C 9C 10C");
    rami::game_state state = s.state;
    if (e.in_one_go) {
        s.hand(0, "9H 10H JH 4S 5S 6S 7S 5C");
        state = expect_accepted(s, play({meld_cards("9H 10H JH"), meld_cards("4S 5S 6S 7S")}));
    } else {
        s.opened(0).hand(0, "5C");
        state = s.state;
    }
    const auto out = expect_accepted(state, discard("5C"));
    REQUIRE(out.phase == phase::over);
    REQUIRE(out.result.has_value());
    CHECK(out.result->winner == 0);
    CHECK(out.result->reason == rami::end_reason::out);
    CHECK(out.result->in_one_go == e.in_one_go);
    // The result is score_round's.
    const auto direct = rami::score_round(out, 0, e.in_one_go);
    CHECK(std::vector<int>(direct.begin(), direct.begin() + 3) == round_points(out));
    return out;
}

using points = std::vector<int>;

}  // namespace

// --- The Rami 51 rule book -------------------------------------------------------------------------------------

TEST_CASE("R13 rami40 rami51 manie_joker51: losers count their hands (ace 11, joker 20), the winner 0", "[game]") {
    for (const std::string_view id : {"rami40", "rami51", "manie_joker51"}) {
        INFO("variant " << std::string(id));
        ending e;
        e.seat1_opened = true;
        CHECK(round_points(finish(id, e)) == points{0, 48, 13});
        // A seat that never opened counts its hand too (no flat 100), and faire rami doubles nothing.
        e.in_one_go = true;
        e.seat1_opened = false;
        CHECK(round_points(finish(id, e)) == points{0, 48, 13});
    }
}
TEST_CASE("R13 rami50: losers count their hands (ace 11), the winner 0", "[game]") {
    ending e;
    e.hand1 = "AS KD 7H 2C";
    CHECK(round_points(finish("rami50", e)) == points{0, 30, 13});
    e.in_one_go = true;
    CHECK(round_points(finish("rami50", e)) == points{0, 30, 13});
}

// --- rami51_kaluki ----------------------------------------------------------------------------------

TEST_CASE("R13 rami51_kaluki: losers count their hands, the joker 25, the ace 11", "[game]") {
    ending e;
    e.seat1_opened = true;
    CHECK(round_points(finish("rami51_kaluki", e)) == points{0, 53, 13});
}
TEST_CASE("R13 rami51_kaluki: after a hunt each loser scores 25 more", "[game]") {
    ending e;
    e.in_one_go = true;
    CHECK(round_points(finish("rami51_kaluki", e)) == points{0, 78, 38});
}
TEST_CASE("R13 rami51_kaluki: the pot, 75% to the winner, 25% to the losers under 100 by (100 - penalty)", "[game]") {
    ending e;
    e.in_one_go = true;
    const auto out = finish("rami51_kaluki", e);  // 0, 78, 38: weights 22 and 62
    const auto shares = rami::split_pot(*out.result, 3, 100);
    CHECK(shares[1] == 25 * 22 / 84);  // 6
    CHECK(shares[2] == 25 * 62 / 84);  // 18
    CHECK(shares[0] == 100 - shares[1] - shares[2]);  // 76: 75 and the remainder
    CHECK(shares[0] + shares[1] + shares[2] == 100);
    // A loser at 100 or more shares nothing; with none under 100 the winner takes all.
    e.hand1 = "JK JK KD KH KS AS";  // 25 + 25 + 30 + 11 = 91, + 25 = 116
    e.hand2 = "AH AD AC KC QD QS QC 3D";  // 33 + 40 + 3 = 76, + 25 = 101
    const auto heavy = finish("rami51_kaluki", e);
    CHECK(round_points(heavy) == points{0, 116, 101});
    const auto all = rami::split_pot(*heavy.result, 3, 100);
    CHECK(all[0] == 100);
    CHECK(all[1] == 0);
    CHECK(all[2] == 0);
    e.hand2 = "QC 3D";  // 38: the only loser under 100 takes the whole 25%
    const auto one = rami::split_pot(*finish("rami51_kaluki", e).result, 3, 101);
    CHECK(one[2] == 25);
    CHECK(one[1] == 0);
    CHECK(one[0] == 76);
}

// --- rami_francais ----------------------------------------------------------------------------------

TEST_CASE("R13 rami_francais: the winner -10, an opened loser its hand, a loser who never opened 100", "[game]") {
    ending e;
    e.seat1_opened = true;
    CHECK(round_points(finish("rami_francais", e)) == points{-10, 48, 100});
}
TEST_CASE("R13 rami_francais: going out in one go after an opponent opened, the winner -20", "[game]") {
    ending e;
    e.in_one_go = true;
    e.seat1_opened = true;
    CHECK(round_points(finish("rami_francais", e)) == points{-20, 48, 100});
}
TEST_CASE("R13 rami_francais: rami sec while nobody had opened, the winner -50, each loser 200", "[game]") {
    ending e;
    e.in_one_go = true;
    CHECK(round_points(finish("rami_francais", e)) == points{-50, 200, 200});
}

// --- rami7 --------------------------------------------------------------------------------------------

TEST_CASE("R13 rami7: the winner -20, an opened loser its hand, a loser who never opened 100", "[game]") {
    ending e;
    e.seat1_opened = true;
    CHECK(round_points(finish("rami7", e)) == points{-20, 48, 100});
}
TEST_CASE("R13 rami7: laying all at once, the winner -60 and the losers' points doubled", "[game]") {
    ending e;
    e.in_one_go = true;
    e.seat1_opened = true;
    CHECK(round_points(finish("rami7", e)) == points{-60, 96, 200});  // 100 doubled (docs/game.md)
    e.seat1_opened = false;
    e.seat2_opened = true;
    CHECK(round_points(finish("rami7", e)) == points{-60, 200, 26});
}

// --- rummy_classic ----------------------------------------------------------------------------------

TEST_CASE("R13 rummy_classic: the winner scores the losers' hands (ace 1), the losers 0", "[game]") {
    ending e;
    e.hand1 = "AS KD 7H";
    CHECK(round_points(finish("rummy_classic", e)) == points{31, 0, 0});
}
TEST_CASE("R13 rummy_classic: going rummy doubles the winner's points", "[game]") {
    ending e;
    e.hand1 = "AS KD 7H";
    e.in_one_go = true;
    CHECK(round_points(finish("rummy_classic", e)) == points{62, 0, 0});
}
TEST_CASE("R13 rummy_classic: going rummy by melding the last cards also doubles", "[game]") {
    scenario s("rummy_classic", 3);
    s.to_act(0, phase::play).later().hand(0, "9H 10H JH 4S 5S 6S 7S").hand(1, "AS KD 7H").hand(2, "QC 3D");
    const auto out = expect_accepted(s, play({meld_cards("9H 10H JH"), meld_cards("4S 5S 6S 7S")}));
    CHECK(round_points(out) == points{62, 0, 0});
}

// --- Deadlock ------------------------------------------------------------------------------------------

TEST_CASE("R13 every variant: a deadlock scores 0 for every seat", "[game]") {
    for (const std::string_view id : all_ids) {
        INFO("variant " << std::string(id));
        scenario s(id, 3);
        s.to_act(1, phase::draw).later().stock("").discard("KC").hand(1, "AS KD JK").scores({100, 200, 300});
        const auto over = expect_accepted(s, rami::move::draw());
        CHECK(round_points(over) == points{0, 0, 0});
        CHECK(rami::totals_after(over)[2] == 300);
    }
}

}  // namespace test_game_scoring
