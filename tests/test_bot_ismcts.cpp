// The ISMCTS bot (rami/bots/ismcts.hpp): its moves are legal actions in every variant, a seed
// and an iteration budget replay the same moves, it decides from the view alone (hidden cards
// dealt otherwise give the same view and the same move), its determinizations agree with the
// view, and it beats random play. Its default policy where the winner takes all
// (rummy_classic): a seat keeps its melds until it can go out, a card a table meld takes is not
// deadwood, and a finished round is scored by the win alone. Budgets are small so that the file
// runs in seconds.
#include "catch.hpp"

#include <memory>
#include <span>
#include <vector>

#include "game_testing.hpp"
#include "rami/rami.hpp"

namespace test_bot_ismcts {

namespace {

constexpr int small_budget = 12;

std::unique_ptr<rami::bot> ismcts(std::uint64_t seed, int iterations = small_budget) {
    rami::bots::ismcts_options options;
    options.iterations = iterations;
    return std::make_unique<rami::bots::ismcts_bot>(seed, options);
}

/// `players` seats: the ISMCTS bot at `seat`, `other` ("greedy" or "random") elsewhere.
std::vector<std::unique_ptr<rami::bot>> table_of(int players, int seat, std::uint64_t seed, const char* other,
                                                 int iterations = small_budget) {
    std::vector<std::unique_ptr<rami::bot>> bots;
    for (int s = 0; s < players; ++s)
        bots.push_back(s == seat ? ismcts(seed, iterations) : rami::make_bot(other, seed + static_cast<std::uint64_t>(s)));
    return bots;
}

/// `s` with the cards its seat `seat` cannot see dealt again: the other hands and the stock
/// shuffled together and dealt back at the same sizes, and another seed.
rami::game_state hidden_dealt_again(const rami::game_state& s, int seat, std::uint64_t seed) {
    rami::game_state t = s;
    std::vector<rami::card> hidden(s.stock.begin(), s.stock.end());
    for (int other = 0; other < s.players; ++other)
        if (other != seat) hidden.insert(hidden.end(), s.hand(other).begin(), s.hand(other).end());
    rami::splitmix64 random(seed);
    rami::shuffle(std::span<rami::card>(hidden), random);
    std::size_t next = 0;
    for (int other = 0; other < s.players; ++other)
        if (other != seat)
            for (rami::card& c : t.hands[static_cast<std::size_t>(other)]) c = hidden[next++];
    for (rami::card& c : t.stock) c = hidden[next++];
    t.seed = s.seed ^ 0x5DEECE66Dull;
    return t;
}

/// The states of a greedy round of `rules` (2 seats), one every `every` moves.
std::vector<rami::game_state> states_of_a_round(const rami::rules& rules, std::uint64_t seed, int every) {
    std::vector<rami::game_state> states;
    const rami::game_state start = *rami::new_game(rules, 2, seed);
    std::vector<std::unique_ptr<rami::bot>> bots;
    bots.push_back(rami::make_bot("greedy", 0));
    bots.push_back(rami::make_bot("greedy", 0));
    const auto record = rami::play_round(start, bots);
    REQUIRE(record.ok());
    rami::game_state s = start;
    for (std::size_t n = 0; n < record->moves.size(); ++n) {
        if (n % static_cast<std::size_t>(every) == 0) states.push_back(s);
        s = *rami::apply(s, record->moves[n]);
    }
    return states;
}

}  // namespace

TEST_CASE("ismcts: every move is a legal action, in rounds of every variant", "[bots][ismcts]") {
    for (const rami::rules& rules : rami::all_variants) {
        for (const int players : {rules.deal.min_players, std::min(rules.deal.max_players, 3)}) {
            INFO(rules.id << ", " << players << " players");
            const auto seed = static_cast<std::uint64_t>(players * 31 + 7);
            const rami::game_state start = *rami::new_game(rules, players, seed);
            const auto record = rami::play_round(start, table_of(players, 0, seed, "greedy"), 1500);
            REQUIRE(record.ok());  // play_round refuses a move the rules refuse
            CHECK(record->split_failures == 0);
            // Each of its choices is one numbered action of the state it was chosen in.
            rami::game_state s = start;
            for (const rami::move& m : record->moves) {
                if (s.current == 0) CHECK(rami::action_id(rules, m).ok());
                s = *rami::apply(s, m);
            }
        }
    }
}

TEST_CASE("ismcts: a seed and an iteration budget replay the same moves", "[bots][ismcts]") {
    for (const char* id : {"rami51", "rummy_classic"}) {
        const rami::rules& rules = *rami::find_variant(id);
        const rami::game_state start = *rami::new_game(rules, 2, 5);
        const auto first = rami::play_round(start, table_of(2, 1, 99, "random"), 600);
        const auto second = rami::play_round(start, table_of(2, 1, 99, "random"), 600);
        REQUIRE(first.ok());
        REQUIRE(second.ok());
        CHECK(first->moves == second->moves);
        CHECK(first->end == second->end);
    }
}

TEST_CASE("ismcts: hidden cards dealt otherwise give the same view and the same choice", "[bots][ismcts]") {
    for (const char* id : {"rami51", "manie_joker51", "rami_francais", "rummy_classic"}) {
        const rami::rules& rules = *rami::find_variant(id);
        int compared = 0;
        for (const rami::game_state& s : states_of_a_round(rules, 11, 5)) {
            if (s.phase == rami::phase::over) continue;
            const rami::game_state t = hidden_dealt_again(s, s.current, 77 + static_cast<std::uint64_t>(compared));
            INFO(id << ", turn " << s.turn);
            REQUIRE(rami::all_cards(t) == rami::all_cards(s));
            const rami::game_view seen = rami::view(s, s.current);
            CHECK(rami::view(t, s.current) == seen);
            if (s.stock.size() > 1) CHECK_FALSE(t == s);  // the hidden cards did move
            const rami::move from_s = ismcts(3, 16)->choose(seen);
            const rami::move from_t = ismcts(3, 16)->choose(rami::view(t, s.current));
            CHECK(from_s == from_t);
            ++compared;
        }
        CHECK(compared >= 4);
    }
}

TEST_CASE("ismcts: a determinization agrees with the view and holds the deck", "[bots][ismcts]") {
    for (const rami::rules& rules : rami::all_variants) {
        rami::splitmix64 random(4);
        for (const rami::game_state& s : states_of_a_round(rules, 23, 7)) {
            for (int seat = 0; seat < s.players; ++seat) {
                INFO(rules.id << ", turn " << s.turn << ", seat " << seat);
                const rami::game_view v = rami::view(s, seat);
                const rami::game_state d = rami::bots::determinize(v, random);
                CHECK(rami::view(d, seat) == v);
                CHECK(rami::all_cards(d) == rami::all_cards(s));
                CHECK(rami::check_state(d).ok());
            }
        }
    }
}

TEST_CASE("ismcts: beats random play", "[bots][ismcts]") {
    // Fixed deals and an iteration budget: the same rounds on every run, so no flake.
    int won = 0;
    constexpr int rounds = 8;
    for (int round = 0; round < rounds; ++round) {
        const int seat = round % 2;
        const auto seed = static_cast<std::uint64_t>(round + 1);
        const rami::game_state start = *rami::new_game(*rami::find_variant("rami51"), 2, seed);
        const auto record = rami::play_round(start, table_of(2, seat, seed, "random", 24), 3000);
        REQUIRE(record.ok());
        won += !record->capped && record->end.result->winner == seat;
    }
    INFO("ismcts won " << won << " of " << rounds);
    CHECK(won >= 7);
}

// --- The default policy where the winner takes all (rummy_classic) ------------------------

namespace {

/// Seat 0 of rummy_classic has drawn (past the first round) and holds `hand`; the table holds
/// 9H 10H JH (seat 1).
rami_test::scenario classic_turn(std::string_view hand) {
    rami_test::scenario s("rummy_classic");
    s.to_act(0, rami::phase::play).later().hand(0, hand).meld(1, "9H 10H JH");
    return s;
}

}  // namespace

TEST_CASE("ismcts rollout: where the winner takes all, a seat keeps its melds until it can go out", "[bots][ismcts]") {
    // Two melds and a lay-off in hand, four loose cards: it cannot go out, so it only discards.
    const rami_test::scenario s = classic_turn("3S 4S 5S 9D 9C 9S 8H KD 2C 6D 4H");
    rami::splitmix64 random(1);
    rami::game_state held = s;
    rami::bots::rollout_policy().play_turn(held, random);
    CHECK(held.current == 1);
    CHECK(held.table.size() == 1);  // nothing laid
    CHECK(held.hand(0).size() == 10);
    CHECK(held.discard.back() == rami_test::card("KD"));  // the costliest loose card

    // The same turn where melds are laid as soon as they may be (the option off).
    rami::bots::rollout_options eager;
    eager.hold_melds = false;
    rami::game_state laid = s;
    rami::bots::rollout_policy(eager).play_turn(laid, random);
    CHECK(laid.table.size() == 3);
    CHECK(laid.table[0].meld.size == 4);  // 8H laid off
    CHECK(laid.hand(0).size() == 3);

    // In rami51 (losers score their hands) nothing is held: the opened seat lays its melds.
    rami_test::scenario r("rami51");
    r.to_act(0, rami::phase::play).later().opened(0).opened(1).hand(0, "3S 4S 5S 9D 9C 9S 8H KD 2C 6D 4H").meld(1, "9H 10H JH");
    rami::game_state rami51 = r;
    rami::bots::rollout_policy().play_turn(rami51, random);
    CHECK(rami51.table.size() == 3);
}

TEST_CASE("ismcts rollout: a held hand goes out with lay-offs, and the win alone is its reward", "[bots][ismcts]") {
    // 3S 4S 5S melds, 8H goes onto 9H 10H JH, KD is discarded: out.
    const rami_test::scenario s = classic_turn("3S 4S 5S 8H KD");
    rami::splitmix64 random(1);
    rami::game_state out = s;
    rami::bots::rollout_policy policy;
    policy.play_turn(out, random);
    REQUIRE(out.phase == rami::phase::over);
    REQUIRE(out.result);
    CHECK(out.result->winner == 0);
    // The loser's hand is the winner's score, but not the reward: 1 for the win, 0 for the loss.
    const rami::bots::seat_rewards rewards = policy.finished(out);
    CHECK(rewards[0] == 1.0);
    CHECK(rewards[1] == 0.0);
}

TEST_CASE("ismcts rollout: a card a table meld takes is not deadwood", "[bots][ismcts]") {
    // 8H goes onto 9H 10H JH: only KD counts (10), not 8H + KD (18).
    const rami_test::scenario s = classic_turn("8H KD");
    rami::bots::rollout_policy policy;
    CHECK(policy.distance_of(s, 0) == 10);
    rami::bots::rollout_options hand_only;
    hand_only.table_lay_offs = false;
    CHECK(rami::bots::rollout_policy(hand_only).distance_of(s, 0) == 18);
}

}  // namespace test_bot_ismcts
