// Findings of the fuzzers (docs/reliability.md), each kept as a test.
#include "catch.hpp"

#include "rami/rami.hpp"

namespace test_regressions {

TEST_CASE("F1 R5 rami7: a swap in a run recomputes the points of a joker with a fixed value", "[regression]") {
    const rami::rules& rami7 = rami::rules_of<rami::variants::rami7>;
    const auto run = rami::read_meld(rami7, *rami::parse_cards("JK 5H 6H"));  // 4-5-6, the joker worth 20
    REQUIRE(run.ok());
    CHECK(run->points == 31);
    const rami::card four_hearts(4, rami::suit::hearts);
    const auto swapped = rami::swap_joker(rami7, *run, std::span<const rami::card>(&four_hearts, 1));
    REQUIRE(swapped.ok());
    CHECK(swapped->meld.points == 15);
    CHECK(swapped->meld.points == rami::read_meld(rami7, swapped->meld.laid())->points);
}

TEST_CASE("F2 R8 rami7 with no opening minimum: no seat takes a card it cannot lay", "[regression]") {
    rami::variant_options no_minimum;
    no_minimum.opening_minimum = 0;
    for (const rami::rules& rules : {rami::rules_of<rami::variants::rami7>, rami::rules_of<rami::variants::rami_francais>,
                                     rami::rules_of<rami::variants::rami40>}) {
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            INFO(rules.id << ", seed " << seed);
            rami::game_state s = *rami::new_game(rules, 2, seed, no_minimum);
            rami::splitmix64 random(seed);
            for (int n = 0; n < 400 && s.phase != rami::phase::over; ++n) {
                const auto legal = rami::legal_moves(s);
                REQUIRE_FALSE(legal.empty());
                // Take the discard whenever allowed: that is where the dead end was.
                const auto take = std::find(legal.begin(), legal.end(), rami::move::take_discard());
                const rami::move& m = take != legal.end() ? *take : legal[random.below(static_cast<std::uint32_t>(legal.size()))];
                auto next = rami::apply(s, m);
                REQUIRE(next.ok());
                s = *next;
            }
        }
    }
}

}  // namespace test_regressions
