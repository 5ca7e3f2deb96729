// R6, the opening (premiere pose), played as moves: the minimum at its exact value and one point
// under, R5's values in each variant, the tierce franche, the options (81, beat the previous
// opening), and going out in one go: exempt in the Rami 51 rule book, minimum + tierce franche and no table
// in rami_francais (rami sec), minimum in rami51_kaluki and rami7, nothing in rummy_classic.
#include "catch.hpp"

#include <string>
#include <string_view>
#include <vector>

#include "game_testing.hpp"

namespace test_game_opening {

using rami::error_code;
using rami::phase;
using rami::rule_id;
using namespace rami_test;

namespace {

/// Seat 1, past the first round, not opened, has drawn and holds `melds` and `rest`.
scenario unopened(std::string_view id, std::vector<std::string_view> melds, std::string_view rest,
                  const rami::variant_options& options = {}) {
    scenario s(id, 2, 7, options);
    std::string hand(rest);
    for (const std::string_view m : melds) {  // piece by piece: GCC 12 -O3 warns falsely (-Wrestrict) on " " + string
        hand += ' ';
        hand += m;
    }
    s.to_act(1, phase::play).later().hand(1, hand);
    return s;
}

rami::move lay_all(std::vector<std::string_view> melds) {
    std::vector<rami::play_step> steps;
    for (const std::string_view m : melds) steps.push_back(meld_cards(m));
    return rami::move::play(steps);
}

int points_sum(const rami::rules& r, std::vector<std::string_view> melds) {
    int total = 0;
    for (const std::string_view m : melds) total += points_of(r, m);
    return total;
}

/// These melds, worth `points`, open.
void opens(std::string_view id, std::vector<std::string_view> melds, int points) {
    const scenario s = unopened(id, melds, "5C 9D");
    CHECK(points_sum(s.state.rules, melds) == points);
    const auto next = expect_accepted(s, lay_all(melds));
    CHECK(next.opened[1]);
    CHECK(next.table.size() == melds.size());
    CHECK(hand_is(next, 1, "5C 9D"));
    CHECK(next.phase == phase::play);
}

/// These melds, worth `points`, do not open: `code` (R6).
void does_not_open(std::string_view id, std::vector<std::string_view> melds, int points, error_code code,
                   const rami::variant_options& options = {}) {
    const scenario s = unopened(id, melds, "5C 9D", options);
    CHECK(points_sum(s.state.rules, melds) == points);
    expect_refused(s, lay_all(melds), code, rule_id::R6);
}

/// Seat 1, not opened, goes out in one go with two small melds (15 points), keeping 9C.
scenario small_going_out(std::string_view id) { return unopened(id, {"2S 3S 4S", "2H 2D 2C"}, "9C"); }

}  // namespace

// --- The minimum (R5 points, R6) ---------------------------------------------------------------

TEST_CASE("R6 rami40: melds worth 40 open", "[game]") { opens("rami40", {"4H 5H 6H 7H", "6S 6D 6C"}, 40); }
TEST_CASE("R6 rami40: melds worth 39 do not open", "[game]") {
    does_not_open("rami40", {"5H 6H 7H", "7S 7D 7C"}, 39, error_code::opening_below_minimum);
}
TEST_CASE("R6 rami50: melds worth 50 open", "[game]") { opens("rami50", {"9H 10H JH", "7S 7D 7C"}, 50); }
TEST_CASE("R6 rami50: melds worth 49 do not open", "[game]") {
    does_not_open("rami50", {"8H 9H 10H", "4S 5S 6S 7S"}, 49, error_code::opening_below_minimum);
}
TEST_CASE("R6 rami51: melds worth 51 open, the ace counting 11", "[game]") {
    opens("rami51", {"9H 10H JH", "4S 5S 6S 7S"}, 51);
    opens("rami51", {"AS AD AC", "5H 6H 7H"}, 51);
}
TEST_CASE("R6 rami51: melds worth 50 do not open", "[game]") {
    does_not_open("rami51", {"9H 10H JH", "7S 7D 7C"}, 50, error_code::opening_below_minimum);
    does_not_open("rami51", {"AS AD AC", "4H 5H 6H"}, 48, error_code::opening_below_minimum);
}
TEST_CASE("R6 manie_joker51: melds worth 51 open, a joker counting the card it stands for", "[game]") {
    opens("manie_joker51", {"9H 10H JK", "4S 5S 6S 7S"}, 51);
}
TEST_CASE("R6 manie_joker51: melds worth 50 do not open", "[game]") {
    does_not_open("manie_joker51", {"9H JK JH", "7S 7D 7C"}, 50, error_code::opening_below_minimum);
}
TEST_CASE("R6 rami51_kaluki: melds worth 51 open, the ace counting 1", "[game]") {
    opens("rami51_kaluki", {"QS KS AS", "JD QD KD"}, 51);
}
TEST_CASE("R6 rami51_kaluki: melds worth 48 do not open (three aces are 3 points)", "[game]") {
    does_not_open("rami51_kaluki", {"AS AD AC", "JD QD KD", "4S 5S 6S"}, 48, error_code::opening_below_minimum);
}
TEST_CASE("R6 rami7: melds worth 51 open", "[game]") { opens("rami7", {"9H 10H JH", "4S 5S 6S 7S"}, 51); }
TEST_CASE("R6 rami7: the joker counts 20 whatever it stands for", "[game]") {
    opens("rami7", {"2H 3H JK", "8S 9S 10S"}, 52);
}
TEST_CASE("R6 rami7: melds worth 50 do not open", "[game]") {
    does_not_open("rami7", {"9H 10H JH", "7S 7D 7C"}, 50, error_code::opening_below_minimum);
}
TEST_CASE("R6 rummy_classic: no minimum, any meld may be laid from the first turn", "[game]") {
    opens("rummy_classic", {"AH 2H 3H"}, 6);
    scenario s("rummy_classic");
    s.hand(0, "AH 2H 3H 5C 9D KS 7D 8C 4S JD").to_act(0, phase::draw);
    const auto drawn = expect_accepted(s, rami::move::draw());
    const auto laid = expect_accepted(drawn, play({meld_cards("AH 2H 3H")}));
    CHECK(laid.opened[0]);
}
TEST_CASE("R6 rummy_classic: with no minimum, only the meld itself can be refused (R3)", "[game]") {
    const scenario s = unopened("rummy_classic", {"QH KH AH"}, "5C 9D");
    expect_refused(s, play({meld_cards("QH KH AH")}), error_code::ace_high_not_allowed, rule_id::R3);
}

// --- rami_francais: 51 and a tierce franche; the options ----------------------------------------

TEST_CASE("R6 rami_francais: the rule document's example 8S 7S 6S + AH AC JK (54) opens", "[game]") {
    opens("rami_francais", {"8S 7S 6S", "AH AC JK"}, 54);
}
TEST_CASE("R6 rami_francais: 51 with a tierce franche opens", "[game]") {
    opens("rami_francais", {"9H 10H JH", "4S 5S 6S 7S"}, 51);
}
TEST_CASE("R6 rami_francais: 50 does not open", "[game]") {
    does_not_open("rami_francais", {"9H 10H JH", "7S 7D 7C"}, 50, error_code::opening_below_minimum);
}
TEST_CASE("R6 rami_francais: the ace counts 1 low in a run, 11 after a king", "[game]") {
    does_not_open("rami_francais", {"AH 2H 3H", "KS KD KC", "2D 3D 4D"}, 45, error_code::opening_below_minimum);
    opens("rami_francais", {"QH KH AH", "KS KD KC"}, 61);
}
TEST_CASE("R6 rami_francais: 60 points without a tierce franche do not open", "[game]") {
    does_not_open("rami_francais", {"9H JK JH QH", "7S 7D 7C"}, 60, error_code::opening_needs_tierce_franche);
    does_not_open("rami_francais", {"KS KH KD", "QS QH JK"}, 60, error_code::opening_needs_tierce_franche);
}
TEST_CASE("R6 rami_francais option 81: 81 opens, 80 does not", "[game]") {
    rami::variant_options options;
    options.opening_minimum = 81;
    const std::vector<std::string_view> enough{"10H JH QH KH", "9S 10S JS", "4D 4C 4H"};
    const scenario s = unopened("rami_francais", enough, "5C 9D", options);
    CHECK(points_sum(s.state.rules, enough) == 81);
    expect_accepted(s, lay_all(enough));
    does_not_open("rami_francais", {"10H JH QH KH", "10S JS QS KS"}, 80, error_code::opening_below_minimum, options);
    opens("rami_francais", {"10H JH QH KH", "10S JS QS KS"}, 80);  // without the option
}
TEST_CASE("R6 rami_francais option: each later opening must beat the previous one", "[game]") {
    rami::variant_options options;
    options.beat_previous_opening = true;
    scenario s = unopened("rami_francais", {"9H 10H JH", "4S 5S 6S 7S"}, "5C 9D", options);
    s.opened(0).state.best_opening = 55;  // seat 0 opened with 55
    CHECK(points_sum(s.state.rules, {"9H 10H JH", "4S 5S 6S 7S"}) == 51);
    expect_refused(s, lay_all({"9H 10H JH", "4S 5S 6S 7S"}), error_code::opening_must_beat_previous, rule_id::R6);
    s.hand(1, "9H 10H JH 4S 5S 6S 7S KS KD KC 5C 9D");
    const auto next = expect_accepted(s, lay_all({"9H 10H JH", "4S 5S 6S 7S", "KS KD KC"}));
    CHECK(next.best_opening == 81);
}

// --- Only the play's new melds count; after the opening there is no minimum ---------------------

TEST_CASE("R6 every variant with a minimum: the melds of the turn's plays add up to the opening", "[game]") {
    for (const std::string_view id : {"rami40", "rami50", "rami51", "manie_joker51", "rami51_kaluki", "rami_francais", "rami7"}) {
        INFO("variant " << std::string(id));
        const scenario s = unopened(id, {"9H 10H JH", "4S 5S 6S 7S"}, "5C 9D");
        // 29 points: accepted while 4S 5S 6S 7S can make up the rest; the discard is refused.
        const auto part = expect_accepted(s, play({meld_cards("9H 10H JH")}));
        CHECK_FALSE(part.opened[1]);
        expect_refused(part, discard("9D"), error_code::opening_below_minimum, rule_id::R6);
        const auto opened = expect_accepted(part, play({meld_cards("4S 5S 6S 7S")}));
        CHECK(opened.opened[1]);
        CHECK(expect_accepted(opened, discard("9D")).phase == phase::draw);
        // Without the rest in the hand, the part is refused at once.
        const scenario short_of = unopened(id, {"9H 10H JH"}, "5C 9D 2S");
        expect_refused(short_of, play({meld_cards("9H 10H JH")}), error_code::opening_below_minimum, rule_id::R6);
    }
}

TEST_CASE("R6 every variant with a minimum: a lay-off in the opening play does not count toward it", "[game]") {
    for (const std::string_view id : {"rami40", "rami50", "rami51", "manie_joker51", "rami51_kaluki", "rami_francais", "rami7"}) {
        INFO("variant " << std::string(id));
        // One point under the minimum (39, 49, 50); the lay-off QD KD would add 20.
        const std::vector<std::string_view> melds =
            id == "rami40"   ? std::vector<std::string_view>{"5H 6H 7H", "7S 7D 7C"}
            : id == "rami50" ? std::vector<std::string_view>{"8H 9H 10H", "4S 5S 6S 7S"}
                             : std::vector<std::string_view>{"9H 10H JH", "7S 7D 7C"};
        scenario s = unopened(id, melds, "QD KD 5C 9S");
        s.opened(0).meld(0, "9D 10D JD");
        CHECK(points_sum(s.state.rules, melds) == s.state.rules.opening.minimum - 1);
        std::vector<rami::play_step> steps;
        for (const std::string_view m : melds) steps.push_back(meld_cards(m));
        steps.push_back(lay_off_cards(0, "QD KD"));
        expect_refused(s, rami::move::play(steps), error_code::opening_below_minimum, rule_id::R6);
    }
}

TEST_CASE("R6 every variant: once opened, a seat lays melds of any value", "[game]") {
    for (const std::string_view id : all_ids) {
        INFO("variant " << std::string(id));
        scenario s(id);
        s.to_act(1, phase::play).later().opened(1).hand(1, "2S 3S 4S 9D");
        const auto next = expect_accepted(s, play({meld_cards("2S 3S 4S")}));
        CHECK(next.table.size() == s.state.table.size() + 1);
    }
}

// --- Going out in one go and the minimum ---------------------------------------------------------

TEST_CASE("R6 rami40: going rami is exempt from the minimum", "[game]") {
    const auto next = expect_accepted(small_going_out("rami40"), lay_all({"2S 3S 4S", "2H 2D 2C"}));
    CHECK_FALSE(next.opened[1]);  // opened by going out, at the discard
    const auto out = expect_accepted(next, discard("9C"));
    CHECK(out.phase == phase::over);
    CHECK(out.opened[1]);
    CHECK(out.result->in_one_go);
}
TEST_CASE("R6 rami50: going rami is exempt from the minimum", "[game]") {
    const auto next = expect_accepted(small_going_out("rami50"), lay_all({"2S 3S 4S", "2H 2D 2C"}));
    expect_accepted(next, discard("9C"));
}
TEST_CASE("R6 rami51: going rami is exempt from the minimum", "[game]") {
    const auto next = expect_accepted(small_going_out("rami51"), lay_all({"2S 3S 4S", "2H 2D 2C"}));
    expect_accepted(next, discard("9C"));
}
TEST_CASE("R6 manie_joker51: going rami is exempt from the minimum", "[game]") {
    const auto next = expect_accepted(small_going_out("manie_joker51"), lay_all({"2S 3S 4S", "2H 2D 2C"}));
    expect_accepted(next, discard("9C"));
}

TEST_CASE("R6 the Rami 51 rule book: the exemption needs a play that leaves only the card to discard", "[game]") {
    for (const std::string_view id : rule_book_variants) {
        INFO("variant " << std::string(id));
        const scenario s = unopened(id, {"2S 3S 4S", "2H 2D 2C"}, "9C 8D");
        expect_refused(s, lay_all({"2S 3S 4S", "2H 2D 2C"}), error_code::opening_below_minimum, rule_id::R6);
    }
}

TEST_CASE("R6 rami51_kaluki: going out in one go is not exempt from the minimum", "[game]") {
    expect_refused(small_going_out("rami51_kaluki"), lay_all({"2S 3S 4S", "2H 2D 2C"}), error_code::opening_below_minimum,
                   rule_id::R6);
}
TEST_CASE("R6 rami51_kaluki: going out in one go with 51 is accepted", "[game]") {
    const scenario s = unopened("rami51_kaluki", {"9H 10H JH", "4S 5S 6S 7S"}, "9C");
    const auto next = expect_accepted(s, lay_all({"9H 10H JH", "4S 5S 6S 7S"}));
    const auto out = expect_accepted(next, discard("9C"));
    CHECK(out.result->in_one_go);
}
TEST_CASE("R6 rami7: going out in one go is not exempt from the minimum", "[game]") {
    expect_refused(small_going_out("rami7"), lay_all({"2S 3S 4S", "2H 2D 2C"}), error_code::opening_below_minimum,
                   rule_id::R6);
}
TEST_CASE("R6 rami7: going out in one go with 51 is accepted", "[game]") {
    const scenario s = unopened("rami7", {"9H 10H JH", "4S 5S 6S 7S"}, "9C");
    const auto next = expect_accepted(s, lay_all({"9H 10H JH", "4S 5S 6S 7S"}));
    const auto out = expect_accepted(next, discard("9C"));
    CHECK(out.result->in_one_go);
}

TEST_CASE("R6 rami_francais: rami sec needs the minimum", "[game]") {
    expect_refused(small_going_out("rami_francais"), lay_all({"2S 3S 4S", "2H 2D 2C"}),
                   error_code::opening_below_minimum, rule_id::R6);
}
TEST_CASE("R6 rami_francais: rami sec needs a tierce franche", "[game]") {
    const scenario s = unopened("rami_francais", {"KS KH KD", "QS QH JK"}, "9C");
    expect_refused(s, lay_all({"KS KH KD", "QS QH JK"}), error_code::opening_needs_tierce_franche, rule_id::R6);
}
TEST_CASE("R6 rami_francais: rami sec with 51 and a tierce franche is accepted", "[game]") {
    const scenario s = unopened("rami_francais", {"9H 10H JH", "4S 5S 6S 7S"}, "9C");
    const auto next = expect_accepted(s, lay_all({"9H 10H JH", "4S 5S 6S 7S"}));
    const auto out = expect_accepted(next, discard("9C"));
    CHECK(out.result->in_one_go);
}
TEST_CASE("R6 rami_francais: rami sec may not lay off onto the table", "[game]") {
    scenario s = unopened("rami_francais", {"9H 10H JH", "4S 5S 6S 7S"}, "QD 9C");
    s.opened(0).meld(0, "9D 10D JD");
    expect_refused(s, play({meld_cards("9H 10H JH"), meld_cards("4S 5S 6S 7S"), lay_off_cards(0, "QD")}),
                   error_code::rami_sec_uses_table, rule_id::R6);
    // The same lay-off in a play that does not go out is an opening with a lay-off (docs/game.md).
    s.hand(1, "9H 10H JH 4S 5S 6S 7S QD 9C 2C");
    expect_accepted(s, play({meld_cards("9H 10H JH"), meld_cards("4S 5S 6S 7S"), lay_off_cards(0, "QD")}));
}
TEST_CASE("R6 rami_francais: rami sec may not swap a joker", "[game]") {
    scenario s = unopened("rami_francais", {"9H 10H JH", "4S 5S 6S 7S"}, "QD 9C");
    s.opened(0).meld(0, "9D 10D JK").hand(1, "9H 10H JH 4S 5S 6S 7S JD 8C 9C 3D");
    expect_refused(s, play({meld_cards("9H 10H JH"), meld_cards("4S 5S 6S 7S"), swap_cards(0, "JD"), meld_cards("8C 9C JK")}),
                   error_code::rami_sec_uses_table, rule_id::R6);
}
TEST_CASE("R6 rummy_classic: going rummy needs no minimum", "[game]") {
    const scenario s = unopened("rummy_classic", {"2S 3S 4S", "2H 2D 2C"}, "9C");
    const auto next = expect_accepted(s, lay_all({"2S 3S 4S", "2H 2D 2C"}));
    const auto out = expect_accepted(next, discard("9C"));
    CHECK(out.result->in_one_go);
}

}  // namespace test_game_opening
