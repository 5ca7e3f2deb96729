// R14, the match in each variant: the totals carried from round to round (next_round), the
// end at 1000 with the lowest total winning (option 501 in rami_francais and rami7, the target
// configurable elsewhere), and rummy_classic's first total to reach 100 / 150 / 200.
#include "catch.hpp"

#include <initializer_list>
#include <string>
#include <string_view>

#include "game_testing.hpp"

namespace test_game_match {

using rami::error_code;
using rami::phase;
using rami::rule_id;
using namespace rami_test;

namespace {

/// A round of `players` seats with match totals `totals` before it; seat 0 (opened) discards
/// its last card and wins; every other seat has opened and holds KD 5C (15 points).
rami::game_state round_won_by_seat0(std::string_view id, int players, std::initializer_list<int> totals,
                                    const rami::variant_options& options = {}) {
    scenario s(id, players, 7, options);
    s.to_act(0, phase::play).later().scores(totals).opened(0).hand(0, "5C");
    for (int seat = 1; seat < players; ++seat) s.opened(seat).hand(seat, "KD 5H");
    const auto out = expect_accepted(s, discard("5C"));
    REQUIRE(out.phase == phase::over);
    return out;
}

constexpr std::string_view lowest_wins[] = {"rami40", "rami50", "rami51", "manie_joker51", "rami51_kaluki", "rami_francais", "rami7"};

}  // namespace

TEST_CASE("R14 every variant: the round's points add to the match totals, and the next round carries them", "[game]") {
    for (const std::string_view id : all_ids) {
        INFO("variant " << std::string(id));
        const auto out = round_won_by_seat0(id, 2, {30, 40});
        const auto totals = rami::totals_after(out);
        CHECK(totals[0] == 30 + out.result->points[0]);
        CHECK(totals[1] == 40 + out.result->points[1]);
        CHECK(rami::match_winner(out) == -1);
        const auto next = rami::next_round(out);
        INFO(refusal(next));
        REQUIRE(next.ok());
        CHECK(next->scores[0] == totals[0]);
        CHECK(next->scores[1] == totals[1]);
        CHECK(next->first == 1);
        CHECK(next->current == 1);
        CHECK(next->turn == 0);
        CHECK(next->rules == out.rules);
        CHECK_FALSE(next->result.has_value());
        CHECK(next->phase == (next->rules.deal.first_turn_draws ? phase::draw : phase::play));
        CHECK(next->hand(1).size() == static_cast<std::size_t>(out.rules.deal.hand_size[2] + out.rules.deal.first_player_extra));
        CHECK(rami::all_cards(*next) == *rami::deck_of(next->rules, 2));
    }
}

TEST_CASE("R14 every variant: no next round before the round is over", "[game]") {
    for (const std::string_view id : all_ids) {
        INFO("variant " << std::string(id));
        const scenario s(id);
        const auto next = rami::next_round(s);
        REQUIRE_FALSE(next.ok());
        CHECK(std::string(rami::to_string(next.error().code)) == "round_not_over");
        CHECK(next.error().rule == rule_id::R14);
        CHECK(rami::match_winner(s) == -1);
    }
}

TEST_CASE("R14 every variant: after a deadlock the next round carries the totals unchanged", "[game]") {
    for (const std::string_view id : all_ids) {
        INFO("variant " << std::string(id));
        scenario s(id);
        s.to_act(1, phase::draw).later().stock("").discard("KC").scores({70, 80});
        const auto over = expect_accepted(s, rami::move::draw());
        const auto next = rami::next_round(over);
        REQUIRE(next.ok());
        CHECK(next->scores[0] == 70);
        CHECK(next->scores[1] == 80);
    }
}

TEST_CASE("R14 the Rami 51 rule book, rami51_kaluki, rami_francais, rami7: the match ends when a total reaches 1000, the lowest wins", "[game]") {
    for (const std::string_view id : lowest_wins) {
        INFO("variant " << std::string(id));
        CHECK(rules_named(id).match.target[2] == 1000);
        CHECK(rules_named(id).match.lowest_total_wins);
        // Seat 1 goes from 985 to 1000: the match is over, and seat 0 has the lowest total.
        const auto ended = round_won_by_seat0(id, 2, {950, 985});
        CHECK(rami::totals_after(ended)[1] == 1000);
        CHECK(rami::match_winner(ended) == 0);
        // From 984 to 999 it goes on.
        CHECK(rami::match_winner(round_won_by_seat0(id, 2, {950, 984})) == -1);
        // The lowest total wins, not the round's winner nor the seat that reached 1000.
        const auto three = round_won_by_seat0(id, 3, {700, 300, 990});
        CHECK(rami::totals_after(three)[2] == 1005);
        CHECK(rami::match_winner(three) == 1);
    }
}

TEST_CASE("R14 rami_francais rami7: option 501", "[game]") {
    for (const std::string_view id : {"rami_francais", "rami7"}) {
        INFO("variant " << std::string(id));
        rami::variant_options options;
        options.match_target = 501;
        const auto ended = round_won_by_seat0(id, 2, {400, 490}, options);
        CHECK(rami::match_winner(ended) == 0);
        CHECK(rami::match_winner(round_won_by_seat0(id, 2, {400, 490})) == -1);
        const auto next = rami::next_round(ended);
        REQUIRE(next.ok());
        CHECK(next->options == options);
        CHECK(next->rules.match.target[2] == 501);
    }
}

TEST_CASE("R14 the Rami 51 rule book and rami51_kaluki: the target of 1000 is configurable (I)", "[game]") {
    for (const std::string_view id : {"rami40", "rami50", "rami51", "manie_joker51", "rami51_kaluki"}) {
        INFO("variant " << std::string(id));
        rami::variant_options options;
        options.match_target = 300;
        CHECK(rami::match_winner(round_won_by_seat0(id, 2, {100, 290}, options)) == 0);
        CHECK(rami::match_winner(round_won_by_seat0(id, 2, {100, 270}, options)) == -1);
    }
}

TEST_CASE("R14 rummy_classic: the first total to reach 100 with 2 players wins the match", "[game]") {
    const auto& r = rules_named("rummy_classic");
    CHECK_FALSE(r.match.lowest_total_wins);
    const auto ended = round_won_by_seat0("rummy_classic", 2, {85, 60});
    CHECK(rami::totals_after(ended)[0] == 100);
    CHECK(rami::match_winner(ended) == 0);
    CHECK(rami::match_winner(round_won_by_seat0("rummy_classic", 2, {84, 99})) == -1);
}
TEST_CASE("R14 rummy_classic: the target is 150 with 3 players", "[game]") {
    const auto ended = round_won_by_seat0("rummy_classic", 3, {120, 140, 0});  // seat 0 scores 30
    CHECK(rami::totals_after(ended)[0] == 150);
    CHECK(rami::match_winner(ended) == 0);
    CHECK(rami::match_winner(round_won_by_seat0("rummy_classic", 3, {119, 140, 0})) == -1);
}
TEST_CASE("R14 rummy_classic: the target is 200 with 4 players", "[game]") {
    const auto ended = round_won_by_seat0("rummy_classic", 4, {155, 190, 0, 0});  // seat 0 scores 45
    CHECK(rami::totals_after(ended)[0] == 200);
    CHECK(rami::match_winner(ended) == 0);
    CHECK(rami::match_winner(round_won_by_seat0("rummy_classic", 4, {154, 199, 0, 0})) == -1);
}

}  // namespace test_game_match
