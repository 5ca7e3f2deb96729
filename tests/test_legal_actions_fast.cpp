// The legal actions (rami/legal_actions.hpp) decide discards once for the whole hand, list as
// candidates only the lay-offs and swaps the table meld takes, and share one scratch state
// across the candidates. Here they are compared with the general path they stand for: every
// candidate decided by a whole `apply`, as the listing did before, over the states of random
// rounds of every variant, with every number of seats from 2 to 6 the variant takes.
#include "catch.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <vector>

#include "game_testing.hpp"
#include "rami/action_space.hpp"
#include "rami/legal_actions.hpp"

namespace test_legal_actions_fast {

using rami::game_state;
using rami::phase;

namespace {

/// The general path: each candidate number decided by `apply` on the state given.
std::vector<rami::numbered_action> listed_by_apply(const game_state& s) {
    std::vector<rami::numbered_action> legal;
    std::optional<game_state> after_joker;
    for (const int id : rami::detail::candidate_ids(s)) {
        auto a = rami::action_from_id(s.rules, id);
        if (!a) continue;
        if (a->type == rami::move_type::meld && rami::action_id(s.rules, *a).value_or(-1) != id) continue;
        auto next = rami::apply(s, *a);
        if (!next) continue;
        const bool low_joker = a->type == rami::move_type::lay_off && a->steps[0].end == rami::run_end::low;
        if (low_joker && after_joker && legal.back().id == id - 1 && *after_joker == *next) continue;
        if (a->type == rami::move_type::lay_off && a->steps[0].cards[0].is_joker() && !low_joker) after_joker = std::move(*next);
        legal.push_back({id, std::move(*a)});
    }
    return legal;
}

bool same_listing(const std::vector<rami::numbered_action>& a, const std::vector<rami::numbered_action>& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                      [](const rami::numbered_action& x, const rami::numbered_action& y) { return x.id == y.id && x.action == y.action; });
}

}  // namespace

TEST_CASE("legal actions: the fast paths list what apply decides, candidate by candidate", "[actions][legal][fast]") {
    int states = 0;
    int discards = 0;
    int swaps = 0;
    for (const rami::rules& r : rami::all_variants) {
        for (int players = std::max(2, r.deal.min_players); players <= std::min(6, r.deal.max_players); ++players) {
            for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                INFO(r.id << ", " << players << " seats, seed " << seed);
                game_state s = *rami::new_game(r, players, seed * 7919 + static_cast<std::uint64_t>(players));
                rami::splitmix64 random(seed);
                for (int n = 0; s.phase != phase::over && n < 3000; ++n) {
                    INFO("action " << n << ", turn " << s.turn);
                    const auto general = listed_by_apply(s);
                    const auto fast = rami::numbered_legal_actions(s);
                    REQUIRE(same_listing(fast, general));
                    REQUIRE_FALSE(general.empty());
                    ++states;
                    for (const auto& a : general) {
                        discards += a.action.type == rami::move_type::discard ? 1 : 0;
                        swaps += a.action.type == rami::move_type::swap ? 1 : 0;
                    }
                    s = *rami::apply(s, general[random.below(static_cast<std::uint32_t>(general.size()))].action);
                }
                CHECK(s.phase == phase::over);
                CHECK(rami::numbered_legal_actions(s).empty());
            }
        }
    }
    CHECK(states > 10000);
    CHECK(discards > 0);
    CHECK(swaps > 0);
}

TEST_CASE("legal actions: a discard barred or refused for the whole hand", "[actions][legal][fast]") {
    // rummy_classic forbids discarding the card taken this turn: that card only is left out.
    const rami::rules& classic = rami::rules_of<rami::variants::rummy_classic>;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        game_state s = *rami::new_game(classic, 2, seed);
        REQUIRE(s.phase == phase::draw);
        auto taken = rami::apply(s, rami::move::take_discard());  // R8: the first seat may take the up-card
        REQUIRE(taken);
        REQUIRE(taken->this_turn.taken);
        CHECK(same_listing(rami::numbered_legal_actions(*taken), listed_by_apply(*taken)));
    }
    // A turn that owes a card (a freed joker, a taken card to lay) refuses every discard.
    const rami::rules& r51 = rami::rules_of<rami::variants::rami51>;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        game_state s = *rami::new_game(r51, 3, seed);
        s.phase = phase::play;
        s.this_turn.jokers_to_lay = 1;
        CHECK(same_listing(rami::numbered_legal_actions(s), listed_by_apply(s)));
        s.this_turn.jokers_to_lay = 0;
        s.this_turn.taken_to_lay = s.hand(s.current)[0];
        CHECK(same_listing(rami::numbered_legal_actions(s), listed_by_apply(s)));
    }
}

TEST_CASE("legal actions: a state whose seats are out of range lists nothing", "[actions][legal][fast]") {
    game_state s = *rami::new_game(rami::rules_of<rami::variants::rami51>, 4, 3);
    s.current = 4;
    CHECK(rami::numbered_legal_actions(s).empty());
    s.current = 0;
    s.first = -1;
    CHECK(rami::numbered_legal_actions(s).empty());
}

TEST_CASE("legal actions: the quick filters never leave out a lay-off or a swap the table meld takes", "[actions][legal][fast]") {
    // lone_lay_off_cards (the candidates' lay-offs, the search of going out) and
    // could_be_laid_off (its bound) are quick necessary conditions: checked here against
    // lay_off and swap_joker themselves, for every card, on the tables of random rounds.
    int lay_offs = 0;
    int swaps = 0;
    for (const rami::rules& r : rami::all_variants) {
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            INFO(r.id << ", seed " << seed);
            game_state s = *rami::new_game(r, r.deal.min_players, seed);
            rami::splitmix64 random(seed);
            for (int n = 0; s.phase != phase::over && n < 3000; ++n) {
                // The swaps the step generator lists (the listing may skip them all where no turn
                // could end after one: step_ids_within_reach).
                std::vector<int> candidates;
                if (s.phase == phase::play) rami::detail::swap_candidates(s, rami::detail::tally(s.hand(s.current)), candidates);
                std::sort(candidates.begin(), candidates.end());
                const std::uint64_t coverable = rami::detail::could_be_laid_off(r, s.hand(s.current), s.table);
                for (std::size_t i = 0; i < s.table.size(); ++i) {
                    const rami::meld& m = s.table[i].meld;
                    const auto takers = rami::lone_lay_off_cards(m);
                    for (int index = 0; index < rami::card::index_count; ++index) {
                        const rami::card c = rami::card::from_index(index);
                        const std::array<rami::card, 1> one{c};
                        if (rami::lay_off(r, m, one)) {
                            INFO(rami::to_string(c) << " onto table meld " << i);
                            CHECK(std::find(takers.begin(), takers.end(), c) != takers.end());
                            const auto hand = s.hand(s.current);
                            if (std::find(hand.begin(), hand.end(), c) != hand.end()) CHECK(((coverable >> index) & 1u) == 1u);
                            ++lay_offs;
                        }
                        const auto hand = s.hand(s.current);
                        if (s.phase == phase::play && std::find(hand.begin(), hand.end(), c) != hand.end() && rami::swap_joker(r, m, one)) {
                            auto step = rami::swap_step(static_cast<int>(i), one);
                            REQUIRE(step);
                            const int id = *rami::action_id(r, rami::move::single(*step));
                            CHECK(std::binary_search(candidates.begin(), candidates.end(), id));
                            ++swaps;
                        }
                    }
                }
                const auto legal = rami::numbered_legal_actions(s);
                REQUIRE_FALSE(legal.empty());
                s = *rami::apply(s, legal[random.below(static_cast<std::uint32_t>(legal.size()))].action);
            }
        }
    }
    CHECK(lay_offs > 1000);
    CHECK(swaps > 0);
}

}  // namespace test_legal_actions_fast
