// Regression tests for rules documents under which a seat was left with no legal action before
// the end of the round (tests/data/dead_states/README.md says how each was found). From the
// state one action before the one that left it stuck, the liveness contract holds: the listing
// is exactly the set of actions of the whole action space that apply accepts, and no accepted
// action leads to an empty listing before the round is over. Also: the game `rami play
// --players 2 --seed 3 --bots greedy` under rami50 with `lay_off: nobody` plays through, and a
// refusal names the rule the document sets (a lay-off by a seat that has opened, where nobody
// may lay off, is not refused as one "before opening").
#include "catch.hpp"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "action_space_testing.hpp"
#include "game_testing.hpp"
#include "rami/bot.hpp"
#include "rami/json.hpp"
#include "rami/rami.hpp"

namespace test_dead_states {

#ifndef RAMI_SOURCE_DIR
#define RAMI_SOURCE_DIR "."
#endif

using namespace rami_test;

namespace {

/// The state of tests/data/dead_states/`file`; the test case stops if it does not load.
rami::game_state load_dead_state(const std::string& file) {
    const std::string path = std::string(RAMI_SOURCE_DIR) + "/tests/data/dead_states/" + file;
    std::ifstream in(path);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    auto read = rami::state_from_json(nlohmann::json::parse(text, nullptr, false));
    INFO(path << (read ? std::string() : ": " + read.error().message()));
    REQUIRE(read.ok());
    return *read;
}

/// `s` as it was before its seat took the top card of the discard pile: the card back on the
/// pile, out of the hand, the turn record cleared, the draw phase.
rami::game_state before_the_take(rami::game_state s) {
    REQUIRE(s.this_turn.taken.has_value());
    const rami::card taken = *s.this_turn.taken;
    rami::hand_cards& hand = s.hands[static_cast<std::size_t>(s.current)];
    rami::hand_cards kept;
    bool removed = false;
    for (const rami::card c : hand) {
        if (!removed && c == taken) removed = true;
        else REQUIRE(kept.push_back(c));
    }
    REQUIRE(removed);
    hand = kept;
    REQUIRE(s.discard.push_back(taken));
    s.this_turn = {};
    s.phase = rami::phase::draw;
    INFO(rami::dump_state(s));
    REQUIRE(rami::check_state(s).ok());  // a state the engine can play: a failure below is the engine's
    return s;
}

/// The liveness contract at `s`: the listing is the set apply accepts, and after each accepted
/// action something is listed unless the round is over.
void check_liveness_contract(const rami::game_state& s) {
    INFO("state " << nlohmann::json(s).dump());
    const std::vector<int> listed = listed_ids(s);
    const std::vector<int> accepted = ids_apply_accepts(s);
    for (const int id : ids_missing(accepted, listed)) {
        INFO("accepted, not listed: " << nlohmann::json(*rami::action_from_id(s.rules, id)).dump());
        CHECK(listed == accepted);
    }
    for (const int id : ids_missing(listed, accepted)) {
        INFO("listed, refused: " << nlohmann::json(*rami::action_from_id(s.rules, id)).dump());
        CHECK(listed == accepted);
    }
    CHECK_FALSE(listed.empty());
    for (const int id : accepted) {
        const rami::move a = *rami::action_from_id(s.rules, id);
        const auto next = rami::apply(s, a);
        INFO("after " << nlohmann::json(a).dump() << " (" << refusal(next) << ")");
        REQUIRE(next.ok());  // the number of an accepted action names an accepted action
        INFO("hand " << text_of(next->hand(next->current)) << ", phase " << rami::to_string(next->phase) << ": nothing is listed");
        CHECK((next->phase == rami::phase::over || !rami::legal_actions(*next).empty()));
    }
}

/// Lay-offs judged under `lay_off: nobody`, and those refused as "before opening" to a seat that
/// has opened (the refusal must name the rule the document sets), the first few as text.
struct nobody_lay_offs {
    int judged = 0;
    int accepted = 0;
    int misnamed = 0;
    std::string examples;
};

/// Every lay-off of one card of the hand onto each table meld at `s`, when the seat to act has
/// opened and is to play (the case of the rule), into `seen`.
void judge_lay_offs_under_nobody(const rami::game_state& s, nobody_lay_offs& seen) {
    REQUIRE(s.rules.lay_off == rami::who_may::nobody);
    if (s.phase != rami::phase::play || !s.opened[static_cast<std::size_t>(s.current)]) return;
    for (int meld = 0; meld < static_cast<int>(s.table.size()); ++meld)
        for (const rami::card c : s.hand(s.current)) {
            const auto judged = rami::apply(s, rami::move::single(lay_off_cards(meld, rami::to_string(c))));
            ++seen.judged;
            if (judged) {
                ++seen.accepted;
            } else if (judged.error().code == rami::error_code::lay_off_before_opening) {
                if (++seen.misnamed <= 3)
                    seen.examples += "\n  seat " + std::to_string(s.current) + " (opened), turn " + std::to_string(s.turn) + ": " +
                                     rami::to_string(c) + " onto meld " + std::to_string(meld) + " -> " + refusal(judged);
            }
        }
}

}  // namespace

TEST_CASE("Dead states: from the state before each take, the listing is what apply accepts and never leads to a dead end",
          "[regression][rules_space]") {
    for (const char* file : {"rami-francais-no-discard-same-turn.json", "rami50-lay-off-nobody.json", "rami7-lay-off-anyone.json",
                             "rami7-tierce-franche-taken-card.json", "rummy-classic-must-lay.json"}) {
        INFO(file);
        const rami::game_state dead = load_dead_state(file);
        CHECK(dead.phase == rami::phase::play);
        check_liveness_contract(before_the_take(dead));
    }
}

TEST_CASE("lay_off anyone: a seat that has not opened, offered a lay-off, is never left without a legal action",
          "[regression][rules_space]") {
    // rami_francais with `lay_off: anyone`: seat 0 has not opened, holds 8S, and seat 1's run
    // 5S 6S 7S is on the table. The lay-off of 8S is either refused and not listed, or
    // accepted, listed, and followed by a legal way to end the turn.
    const rami::game_state s = load_dead_state("rami-francais-lay-off-anyone-before.json");
    REQUIRE_FALSE(s.opened[0]);
    check_liveness_contract(s);
    const rami::move eight = rami::move::single(lay_off_cards(0, "8S"));
    const auto after = rami::apply(s, eight);
    const auto listed = rami::legal_actions(s);
    INFO("the lay-off of 8S: " << refusal(after));
    CHECK(after.ok() == (std::find(listed.begin(), listed.end(), eight) != listed.end()));
    if (after) CHECK_FALSE(rami::legal_actions(*after).empty());
}

TEST_CASE("rami7 with a tierce franche to open: a card taken that no meld can hold leaves a legal action",
          "[regression][rules_space]") {
    // Seat 1 holds 3D JS AC QH AD JH JC and may take 7S: no 5S 6S 8S 9S and no joker, so 7S can
    // never be laid. Whatever the verdict on the take, the seat must have a legal action after it.
    const rami::game_state s = before_the_take(load_dead_state("rami7-tierce-franche-taken-card.json"));
    REQUIRE(hand_is(s, 1, "3D JS AC QH AD JH JC"));
    const auto took = rami::apply(s, rami::move::take_discard());
    const auto listed = rami::legal_actions(s);
    INFO("take_discard of 7S: " << refusal(took));
    CHECK(took.ok() == (std::find(listed.begin(), listed.end(), rami::move::take_discard()) != listed.end()));
    if (took) CHECK_FALSE(rami::legal_actions(*took).empty());
}

TEST_CASE("rami50 with lay_off nobody: the greedy bots' game of seed 3 plays to its end, and refusals name that rule",
          "[regression][rules_space]") {
    // `rami play --rules DOC --players 2 --seed 3 --bots greedy`: the game the command plays.
    auto r = rami::parse_rules(R"({"format":"rami.rules/1","base":"rami50","lay_off":"nobody"})");
    REQUIRE(r.ok());
    auto dealt = rami::new_game(*r, 2, 3);
    REQUIRE(dealt.ok());
    rami::game_state s = *dealt;
    rami::greedy_bot greedy;
    nobody_lay_offs lay_offs;
    for (int n = 0; n < 2000 && s.phase != rami::phase::over; ++n) {
        INFO("move " << n << ", state " << nlohmann::json(s).dump());
        judge_lay_offs_under_nobody(s, lay_offs);
        const bool something_listed = !rami::legal_actions(s).empty();
        CHECK(something_listed);
        if (!something_listed) break;  // failed above: the round cannot go on
        const rami::move m = greedy.choose(rami::view(s, s.current));
        const auto next = rami::apply(s, m);
        INFO("the bot's move " << describe(m) << ": " << refusal(next));
        CHECK(next.ok());
        if (!next) break;  // failed above
        s = *next;
    }
    CHECK(s.phase == rami::phase::over);
    // The dead state of the same rules: seat 1 has opened and took 6H that only a lay-off could place.
    judge_lay_offs_under_nobody(load_dead_state("rami50-lay-off-nobody.json"), lay_offs);
    INFO(lay_offs.judged << " lay-offs judged, " << lay_offs.misnamed << " refused as before opening:" << lay_offs.examples);
    CHECK(lay_offs.judged > 0);
    CHECK(lay_offs.accepted == 0);  // nobody may lay off
    CHECK(lay_offs.misnamed == 0);
}

}  // namespace test_dead_states
