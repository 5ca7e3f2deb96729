// Simulation: whole rounds between bots for every variant and every legal number of
// players. Every greedy round ends; random rounds rarely reach the cap; every move a bot
// chooses is accepted (play_round fails otherwise); the cards are conserved at every step; the
// same seed replays the same round; greedy beats random.
#include "catch.hpp"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "rami/bot.hpp"
#include "rami/rami.hpp"

namespace test_bots {

namespace {

constexpr int rounds_per_count = 24;
constexpr int move_cap = 3000;

std::vector<std::unique_ptr<rami::bot>> seats_of(int players, int greedy_seat, std::uint64_t seed, bool all_greedy) {
    std::vector<std::unique_ptr<rami::bot>> bots;
    for (int seat = 0; seat < players; ++seat) {
        const bool greedy = all_greedy || seat == greedy_seat;
        bots.push_back(rami::make_bot(greedy ? "greedy" : "random", seed + static_cast<std::uint64_t>(seat)));
    }
    return bots;
}

/// Replays a record move by move, checking the deck is conserved at every step; the end state.
rami::game_state replay(const rami::round_record& record) {
    const rami::card_counts deck = rami::all_cards(record.start);
    rami::game_state s = record.start;
    for (const rami::move& m : record.moves) {
        auto next = rami::apply(s, m);
        REQUIRE(next.ok());
        s = *next;
        REQUIRE(rami::all_cards(s) == deck);
    }
    return s;
}

}  // namespace

TEST_CASE("every variant: greedy rounds end, random rounds rarely hit the cap, records replay", "[bots]") {
    for (const rami::rules& rules : rami::all_variants) {
        for (int players = rules.deal.min_players; players <= rules.deal.max_players; ++players) {
            int random_capped = 0;
            for (int round = 0; round < rounds_per_count; ++round) {
                INFO(rules.id << ", " << players << " players, round " << round);
                const auto seed = static_cast<std::uint64_t>(round * 104729 + players);
                const rami::game_state start = *rami::new_game(rules, players, seed);

                const auto greedy = rami::play_round(start, seats_of(players, 0, seed, true), move_cap);
                REQUIRE(greedy.ok());
                CHECK_FALSE(greedy->capped);
                CHECK(replay(*greedy) == greedy->end);

                const auto random = rami::play_round(start, seats_of(players, -1, seed, false), move_cap);
                REQUIRE(random.ok());
                random_capped += random->capped;
                CHECK(replay(*random) == random->end);
            }
            INFO(rules.id << ", " << players << " players: " << random_capped << " random rounds capped");
            CHECK(random_capped * 10 <= rounds_per_count);
        }
    }
}

TEST_CASE("every variant: one greedy bot beats random bots", "[bots]") {
    for (const rami::rules& rules : rami::all_variants) {
        const int players = rules.deal.min_players;
        int greedy_wins = 0;
        int decided = 0;
        for (int round = 0; round < 40; ++round) {
            const auto seed = static_cast<std::uint64_t>(round * 7 + 3);
            const int greedy_seat = round % players;
            const auto record =
                rami::play_round(*rami::new_game(rules, players, seed), seats_of(players, greedy_seat, seed, false), move_cap);
            REQUIRE(record.ok());
            if (record->capped || record->end.result->winner < 0) continue;
            ++decided;
            greedy_wins += record->end.result->winner == greedy_seat;
        }
        INFO(rules.id << ": greedy won " << greedy_wins << " of " << decided);
        CHECK(decided >= 30);
        CHECK(greedy_wins * 10 >= decided * 7);  // at least 70%
    }
}

TEST_CASE("make_bot makes every bot of bot_names, and an unknown name's error lists them", "[bots]") {
    for (const std::string_view name : rami::bot_names) {
        INFO(name);
        const auto made = rami::make_bot(name, 7);
        REQUIRE(made);
        CHECK(made->name() == name);
    }
    CHECK_FALSE(rami::make_bot("wizard", 7));
    CHECK_FALSE(rami::make_bot("", 7));
    const rami::error e = rami::unknown_bot("wizard");
    CHECK(e.code == rami::error_code::unknown_value);
    CHECK(e.detail.find("wizard") != std::string::npos);
    for (const std::string_view name : rami::bot_names) CHECK(e.detail.find(name) != std::string::npos);
}

}  // namespace test_bots
