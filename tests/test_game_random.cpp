// Random legal play of every variant and player count: every listed move is
// accepted, the cards are conserved, no seat is ever left without a legal move, the same seed
// replays the same round, and a view shows no hidden card.
#include "catch.hpp"

#include <string>
#include <vector>

#include "rami/rami.hpp"

namespace test_game_random {

namespace {

constexpr int rounds_per_count = 12;
constexpr int turn_cap = 2000;

struct round_trace {
    std::vector<rami::move> moves;
    rami::game_state end;
};

/// A view may show the seat's own hand, and only counts of the others and of the stock.
void check_view(const rami::game_state& s, int seat) {
    const rami::game_view v = rami::view(s, seat);
    CHECK(v.hand == s.hands[static_cast<std::size_t>(seat)]);
    CHECK(v.stock_size == static_cast<int>(s.stock.size()));
    for (int other = 0; other < s.players; ++other)
        CHECK(v.hand_sizes[static_cast<std::size_t>(other)] == static_cast<int>(s.hand(other).size()));
}

round_trace play_random_round(const rami::rules& rules, int players, std::uint64_t seed) {
    auto dealt = rami::new_game(rules, players, seed);
    REQUIRE(dealt.ok());
    rami::game_state s = *dealt;
    const rami::card_counts deck = *rami::deck_of(s.rules, players);
    REQUIRE(rami::all_cards(s) == deck);
    rami::splitmix64 random(seed);
    round_trace trace;
    for (int step = 0; step < turn_cap && s.phase != rami::phase::over; ++step) {
        const auto legal = rami::legal_moves(s);
        REQUIRE_FALSE(legal.empty());
        const rami::move chosen = legal[random.below(static_cast<std::uint32_t>(legal.size()))];
        auto next = rami::apply(s, chosen);
        INFO("move " << rami::to_string(chosen.type) << " at step " << step);
        REQUIRE(next.ok());
        s = *next;
        CHECK(rami::all_cards(s) == deck);
        trace.moves.push_back(chosen);
    }
    for (int seat = 0; seat < players; ++seat) check_view(s, seat);
    trace.end = s;
    return trace;
}

}  // namespace

TEST_CASE("every variant: random legal play keeps the rules' invariants", "[game][random]") {
    for (const rami::rules& rules : rami::all_variants) {
        for (int players = rules.deal.min_players; players <= rules.deal.max_players; ++players) {
            int ended = 0;
            for (int round = 0; round < rounds_per_count; ++round) {
                INFO(rules.id << ", " << players << " players, round " << round);
                const auto seed = static_cast<std::uint64_t>(round * 7919 + players);
                const round_trace first = play_random_round(rules, players, seed);
                ended += first.end.phase == rami::phase::over;
                // The same seed and moves replay the same round.
                rami::game_state replay = *rami::new_game(rules, players, seed);
                for (const rami::move& m : first.moves) replay = *rami::apply(replay, m);
                CHECK(replay == first.end);
            }
            INFO(rules.id << ", " << players << " players");
            CHECK(ended >= rounds_per_count * 3 / 4);  // random rounds rarely reach the cap
        }
    }
}

}  // namespace test_game_random
