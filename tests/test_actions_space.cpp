// The numbered action space and the legal actions (docs/actions.md): numbers and actions
// round-trip for every variant; on states of every variant, every number of the space whose
// action `apply` accepts is listed, and only those; every play a bot or the hand analysis finds
// is reachable as listed actions, ending in the same state; the observation shows what the
// view shows and nothing it hides.
#include "catch.hpp"

#include <algorithm>
#include <set>
#include <vector>

#include "game_testing.hpp"
#include "rami/action.hpp"
#include "rami/action_space.hpp"
#include "rami/bot.hpp"
#include "rami/legal_actions.hpp"
#include "rami/observation.hpp"

namespace test_actions_space {

using rami::game_state;
using rami::phase;
using namespace rami_test;

namespace {

/// States along a round of random actions: the start, then every `every`-th state.
std::vector<game_state> states_of_round(const rami::rules& r, int players, std::uint64_t seed, int every) {
    std::vector<game_state> out;
    game_state s = *rami::new_game(r, players, seed);
    rami::splitmix64 random(seed);
    for (int n = 0; s.phase != phase::over && n < 3000; ++n) {
        if (n % every == 0) out.push_back(s);
        const auto legal = rami::legal_actions(s);
        REQUIRE_FALSE(legal.empty());  // a round in progress always has a legal action
        s = *rami::apply(s, legal[random.below(static_cast<std::uint32_t>(legal.size()))]);
    }
    CHECK(s.phase == phase::over);
    out.push_back(s);
    return out;
}

std::vector<int> legal_ids(const game_state& s) {
    std::vector<int> ids;
    for (const auto& a : rami::numbered_legal_actions(s)) ids.push_back(a.id);
    return ids;
}

}  // namespace

TEST_CASE("action numbers and actions round-trip over the whole space of every variant", "[actions][space]") {
    for (const rami::rules& r : rami::all_variants) {
        INFO(r.id);
        const int size = rami::action_space_size(r);
        CHECK(size > 7415);
        for (int id = 0; id < size; ++id) {
            const auto a = rami::action_from_id(r, id);
            REQUIRE(a.ok());
            const auto back = rami::action_id(r, *a);
            INFO("id " << id << ": " << describe(*a));
            if (back && *back != id) {  // read another way (past the ace): the same meld as that number's
                CHECK(a->type == rami::move_type::meld);
                CHECK(rami::detail::may_read_as_another_number(a->steps[0]));  // the listings read it again
                const auto other = *rami::action_from_id(r, *back);
                CHECK(rami::read_meld_as(r, a->steps[0].cards, *a->steps[0].as).value() ==
                      rami::read_meld_as(r, other.steps[0].cards, *other.steps[0].as).value());
            } else if (back) {
                CHECK(*back == id);
            } else {  // cards that are no meld of the variant (too many jokers, past the ace) have no reading
                CHECK(a->type == rami::move_type::meld);
                CHECK(back.error().rule != rami::rule_id::format);
            }
        }
        CHECK(rami::action_from_id(r, -1).error().code == rami::error_code::number_out_of_range);
        CHECK(rami::action_from_id(r, size).error().code == rami::error_code::number_out_of_range);
    }
}

TEST_CASE("a meld's number is its reading: the joker's place makes another action", "[actions][space]") {
    const rami::rules& r = rules_named("rami51");
    const auto high = rami::action_id(r, rami::move::single(meld_cards("5H 6H JK")));
    const auto low = rami::action_id(r, rami::move::single(meld_cards("JK 5H 6H")));
    REQUIRE(high.ok());
    REQUIRE(low.ok());
    CHECK(*high != *low);
    CHECK(*rami::action_id(r, rami::move::single(meld_cards("6H 5H JK"))) == *low);  // descending: 6-5-4, as JK 5H 6H
    CHECK(rami::action_id(r, play({meld_cards("5H 6H JK")})).error().code == rami::error_code::invalid_move);
    CHECK(rami::action_id(r, rami::move::single(lay_off_cards(0, "8H 9H"))).error().code == rami::error_code::invalid_move);
    CHECK(rami::action_id(r, rami::move::single(meld_cards("5H 6H 9H"))).error().code == rami::error_code::run_not_consecutive);
}

TEST_CASE("legal actions are exactly the numbers apply accepts, on states of every variant", "[actions][legal]") {
    for (const rami::rules& r : rami::all_variants) {
        for (const game_state& s : states_of_round(r, r.deal.min_players, 11, 9)) {
            INFO(r.id << ", turn " << s.turn << ", phase " << rami::to_string(s.phase));
            const std::vector<int> listed = legal_ids(s);
            CHECK(std::is_sorted(listed.begin(), listed.end()));
            CHECK(std::adjacent_find(listed.begin(), listed.end()) == listed.end());
            CHECK(listed.empty() == (s.phase == phase::over));
            std::set<int> accepted;
            for (int id = 0; id < rami::action_space_size(r); ++id) {
                const auto a = *rami::action_from_id(r, id);
                const auto next = rami::apply(s, a);
                if (!next) continue;
                // The joker laid off at the low end is listed only where it lands elsewhere.
                const bool same_as_either = a.type == rami::move_type::lay_off && a.steps[0].end == rami::run_end::low &&
                                            *rami::apply(s, *rami::action_from_id(r, id - 1)) == *next;
                if (!same_as_either) accepted.insert(*rami::action_id(r, a));  // a meld read another way has that number
            }
            CHECK(std::vector<int>(accepted.begin(), accepted.end()) == listed);
            const auto mask = rami::legal_action_mask(s);
            CHECK(static_cast<int>(std::count(mask.begin(), mask.end(), 1)) == static_cast<int>(listed.size()));
            for (const int id : listed) CHECK(mask[static_cast<std::size_t>(id)] == 1);
        }
    }
}

TEST_CASE("every play the hand analysis or a bot finds is reachable as actions, to the same state", "[actions][property]") {
    int plays = 0;
    for (const rami::rules& r : rami::all_variants) {
        for (const game_state& s : states_of_round(r, r.deal.min_players, 5, 3)) {
            if (s.phase != phase::play) continue;
            for (const rami::move& m : rami::legal_moves(s)) {
                if (m.type != rami::move_type::play) continue;
                INFO(r.id << ", turn " << s.turn << ": " << describe(m));
                const auto split = rami::actions_of(s, m);
                REQUIRE(split.has_value());
                game_state stepped = s;
                for (const rami::move& a : *split) {
                    const auto legal = rami::legal_actions(stepped);
                    CHECK(std::find(legal.begin(), legal.end(), a) != legal.end());
                    stepped = *rami::apply(stepped, a);
                }
                const game_state whole = *rami::apply(s, m);
                // After the same discard (or the end of the round), the two are the same state.
                if (whole.phase == phase::over) {
                    CHECK(stepped == whole);
                } else {
                    const rami::card last = stepped.hand(s.current).back();
                    const auto a = rami::apply(stepped, rami::move::discard(last));
                    const auto b = rami::apply(whole, rami::move::discard(last));
                    CHECK(a.ok() == b.ok());
                    if (a && b) CHECK(*a == *b);
                }
                ++plays;
            }
        }
    }
    CHECK(plays > 100);
}

TEST_CASE("greedy bots lay every play as actions", "[actions][bots]") {
    for (const rami::rules& r : rami::all_variants) {
        for (std::uint64_t seed = 0; seed < 6; ++seed) {
            INFO(r.id << ", seed " << seed);
            const game_state start = *rami::new_game(r, r.deal.min_players, seed);
            std::vector<std::unique_ptr<rami::bot>> bots;
            for (int seat = 0; seat < start.players; ++seat) bots.push_back(rami::make_bot("greedy", seed));
            const auto round = rami::play_round(start, bots, 5000);
            REQUIRE(round.ok());
            CHECK(round->split_failures == 0);
            for (const rami::move& m : round->moves) CHECK(m.type != rami::move_type::play);
        }
    }
}

TEST_CASE("the observation shows the view and nothing it hides", "[actions][observation]") {
    const rami::rules& r = rules_named("rami51");
    const game_state s = states_of_round(r, 3, 4, 40).at(1);
    const auto seen = rami::observation(rami::view(s, 0));
    REQUIRE(static_cast<int>(seen.size()) == rami::observation_size(r));
    float in_hand = 0;
    for (int c = 0; c < 53; ++c) in_hand += seen[static_cast<std::size_t>(c)];
    CHECK(in_hand == static_cast<float>(s.hand(0).size()));
    // Another deal of what seat 0 cannot see: seat 1's cards trade places with the stock's.
    game_state hidden = s;
    hidden.seed ^= 0x5eed;
    REQUIRE(hidden.stock.size() >= hidden.hands[1].size());
    for (std::size_t i = 0; i < hidden.hands[1].size(); ++i) std::swap(hidden.hands[1][i], hidden.stock[i]);
    std::reverse(hidden.stock.begin(), hidden.stock.end());
    REQUIRE_FALSE(hidden.hands[1] == s.hands[1]);
    CHECK(rami::observation(rami::view(hidden, 0)) == seen);
    CHECK_FALSE(rami::observation(rami::view(s, 1)) == seen);  // another seat sees its own hand
}

}  // namespace test_actions_space
