// R12, the empty stock in each variant: the discard pile but its top card becomes the new
// stock (shuffled with the state's seed, so the same state always gives the same stock); as
// often as needed, except in rummy_classic where the second empty stock is a deadlock; and a
// deadlock in any variant when there is nothing left to shuffle. A deadlock scores 0 for all.
#include "catch.hpp"

#include <string>
#include <string_view>

#include "game_testing.hpp"

namespace test_game_stock {

using rami::error_code;
using rami::phase;
using rami::rule_id;
using namespace rami_test;

namespace {

/// Seat 1 must draw from an empty stock; the discard pile is 2C 5H 9D KC (KC on top).
scenario empty_stock(std::string_view id, int resets) {
    scenario s(id);
    s.to_act(1, phase::draw).later().hand(1, "3S 4S").stock("").discard("2C 5H 9D KC");
    s.state.stock_resets = resets;
    return s;
}

void rebuilds(std::string_view id, int resets) {
    const scenario s = empty_stock(id, resets);
    const auto next = expect_accepted(s, rami::move::draw());
    CHECK(next.stock_resets == resets + 1);
    CHECK(next.phase == phase::play);
    REQUIRE(next.discard.size() == 1);
    CHECK(next.discard.back() == card("KC"));
    CHECK(next.stock.size() == 2);
    CHECK(next.hand(1).size() == 3);
    // The drawn card and the new stock are the pile's other cards.
    rami::card_counts seen;
    seen.add(next.stock);
    seen.add(next.hand(1)[2]);
    rami::card_counts wanted;
    wanted.add(cards("2C 5H 9D"));
    CHECK(seen == wanted);
    // A pure function: the same state gives the same stock.
    const auto again = rami::apply(s, rami::move::draw());
    REQUIRE(again.ok());
    CHECK(*again == next);
}

void deadlock_is_over(const rami::game_state& over) {
    CHECK(over.phase == phase::over);
    REQUIRE(over.result.has_value());
    CHECK(over.result->reason == rami::end_reason::deadlock);
    CHECK(over.result->winner == -1);
    for (int seat = 0; seat < over.players; ++seat) CHECK(over.result->points[static_cast<std::size_t>(seat)] == 0);
    CHECK(rami::totals_after(over) == over.scores);
    expect_refused(over, rami::move::draw(), error_code::round_over, rule_id::R7);
    expect_refused(over, rami::move::take_discard(), error_code::round_over, rule_id::R7);
    expect_refused(over, discard("3S"), error_code::round_over, rule_id::R7);
}

}  // namespace

TEST_CASE("R12 every variant: the first empty stock is rebuilt from the discard pile but its top card", "[game]") {
    for (const std::string_view id : all_ids) {
        INFO("variant " << std::string(id));
        rebuilds(id, 0);
    }
}

TEST_CASE("R12 every variant but rummy_classic: the stock is rebuilt again and again", "[game]") {
    for (const std::string_view id : {"rami40", "rami50", "rami51", "manie_joker51", "rami51_kaluki", "rami_francais", "rami7"}) {
        INFO("variant " << std::string(id));
        rebuilds(id, 1);
        rebuilds(id, 5);
    }
}

TEST_CASE("R12 rummy_classic: the second empty stock ends the round as a deadlock, nobody scores", "[game]") {
    scenario s = empty_stock("rummy_classic", 1);
    s.scores({40, 70});
    const auto over = expect_accepted(s, rami::move::draw());
    CHECK(over.stock_resets == 1);
    CHECK(over.hand(1).size() == 2);
    CHECK(over.discard == s.state.discard);
    deadlock_is_over(over);
    CHECK(rami::match_winner(over) == -1);
}

TEST_CASE("R12 every variant: with nothing to shuffle the round ends as a deadlock", "[game]") {
    for (const std::string_view id : all_ids) {
        INFO("variant " << std::string(id));
        scenario s = empty_stock(id, 0);
        s.discard("KC");
        const auto over = expect_accepted(s, rami::move::draw());
        deadlock_is_over(over);
        s.discard("");
        deadlock_is_over(expect_accepted(s, rami::move::draw()));
    }
}

TEST_CASE("R12 every variant: a stock with cards is drawn from, the discard pile untouched", "[game]") {
    for (const std::string_view id : all_ids) {
        INFO("variant " << std::string(id));
        scenario s = empty_stock(id, 0);
        s.stock("7D");
        const auto next = expect_accepted(s, rami::move::draw());
        CHECK(next.stock.empty());
        CHECK(next.stock_resets == 0);
        CHECK(next.discard == s.state.discard);
        CHECK(hand_is(next, 1, "3S 4S 7D"));
        // The stock is now empty, but nothing happens before the next seat must draw.
        CHECK(next.phase == phase::play);
    }
}

TEST_CASE("R12 rami51 rummy_classic: taking the discard from an empty stock rebuilds nothing", "[game]") {
    for (const std::string_view id : {"rami51", "rummy_classic"}) {
        INFO("variant " << std::string(id));
        const scenario s = empty_stock(id, 1);
        const auto next = expect_accepted(s, rami::move::take_discard());
        CHECK(next.stock.empty());
        CHECK(next.stock_resets == 1);
        CHECK(next.phase == phase::play);
        CHECK(hand_is(next, 1, "3S 4S KC"));
    }
}

}  // namespace test_game_stock
