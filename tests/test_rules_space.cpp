// Every rules document check_rules accepts plays to the end of the round, not only the eight
// built-in variants. For rules documents drawn at random (support/rules_space.hpp: 1 to 6 fields
// of a built-in variant changed, or two decks, eight jokers and long hands), with 2 to the most
// seats, random walks from the deal through legal_actions + apply, until the round is over or
// an action cap (a round may go on through stock rebuilds; the cap is no failure) show:
// (a) the listing is never empty before the round is over (the game never hangs);
// (b) every listed action is accepted by apply;
// (c) at every k-th state, the listing is exactly the set of actions of the whole action space
//     that apply accepts;
// (d) each turn's steps, sent as one play and one action at a time, and the same steps changed
//     at random, get the same verdict and the same state;
// and, at those k-th states, a refusal names the rule the document sets (`lay_off: nobody`: a
// seat that has opened is not told it has not).
// It also counts the documents check_rules refuses (reported, with the field that refused).
// Each failure carries the rules document, the seats, the seed and the state's JSON (replay it
// with `rami actions --state FILE`). Knobs: RAMI_RULES_SPACE_DOCUMENTS (accepted documents
// walked, default 250, 20 at RAMI_TEST_SIZE=small), RAMI_RULES_SPACE_ACTIONS (cap per round,
// default 2000), RAMI_RULES_SPACE_EVERY (the whole action space at every k-th state, default 40,
// 200 at small: those checks are most of the test's time),
// RAMI_RULES_SPACE_FAILURES (a file to append each failure to).
#include "catch.hpp"

#include <cstdlib>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "action_space_testing.hpp"
#include "game_testing.hpp"
#include "play_steps.hpp"
#include "rami/json.hpp"
#include "rami/rami.hpp"
#include "test_size.hpp"
#include "rules_space.hpp"
#include "rules_space_report.hpp"

namespace test_rules_space {

using namespace rami_test;

namespace {

struct tally {
    int drawn = 0;
    int refused = 0;
    std::map<std::string, int> refused_by;  ///< the field named by each refusal
    int rounds_over = 0;
    int rounds_capped = 0;
    long actions = 0;
    int space_checks = 0;
    int plays = 0;
    int failures = 0;
};

void fail(const std::string& what, const rules_case& c, const rami::game_state& s, tally& seen) {
    ++seen.failures;
    record_failure(what, c, s);
    FAIL_CHECK(what << "\n" << replay_text(c, s));
}

/// (c): the listing at `s` against every action apply accepts.
void compare_with_action_space(const rules_case& c, const rami::game_state& s, std::vector<int> listed, tally& seen) {
    ++seen.space_checks;
    std::sort(listed.begin(), listed.end());
    const std::vector<int> accepted = ids_apply_accepts(s);
    if (accepted == listed) return;
    std::ostringstream text;
    text << "the listing is not the set of actions apply accepts:";
    for (const int id : ids_missing(accepted, listed))
        text << "\n  accepted, not listed: " << json_text(nlohmann::json(*rami::action_from_id(s.rules, id)));
    for (const int id : ids_missing(listed, accepted)) {
        const rami::move m = *rami::action_from_id(s.rules, id);
        text << "\n  listed, refused: " << json_text(nlohmann::json(m)) << " -> " << refusal(rami::apply(s, m));
    }
    fail(text.str(), c, s, seen);
}

/// A refusal names the rule the document sets: where nobody may lay off, a lay-off refused to a
/// seat that has opened is not refused as one "before opening" (every one-card lay-off of the
/// hand onto every table meld, at `s`).
void check_lay_off_refusals_named(const rules_case& c, const rami::game_state& s, tally& seen) {
    if (s.rules.lay_off != rami::who_may::nobody || s.phase != rami::phase::play || !s.opened[static_cast<std::size_t>(s.current)])
        return;  // not the rule's case
    for (int meld = 0; meld < static_cast<int>(s.table.size()); ++meld)
        for (const rami::card card : s.hand(s.current)) {
            const rami::move m = rami::move::single(lay_off_cards(meld, rami::to_string(card)));
            const auto judged = rami::apply(s, m);
            if (judged.ok() || judged.error().code == rami::error_code::lay_off_before_opening)
                return fail("lay_off nobody, seat " + std::to_string(s.current) + " has opened: " + json_text(nlohmann::json(m)) + " -> " +
                                refusal(judged),
                            c, s, seen);
        }
}

/// (d): the steps of one turn, each accepted one at a time from `start`, as one play; and the
/// same steps changed at random.
void compare_play_and_steps(const rules_case& c, const rami::game_state& start, const std::vector<rami::play_step>& steps,
                            rami::splitmix64& random, tally& seen) {
    for (const auto& tried : {steps, mutated(steps, start, random)}) {
        if (tried.empty()) continue;  // a mutation that dropped the only step: no play to send
        ++seen.plays;
        const play_verdicts verdicts = verdicts_of(start, tried);
        if (!verdicts.agree())
            fail("a play and its steps disagree: " + describe(rami::move::play(tried)) + " -> " + verdicts.text(), c, start, seen);
    }
}

/// One round under `r`, walked at random from the deal; false at the first failure.
void walk(const rami::rules& r, const rules_case& c, int cap, int every, tally& seen) {
    auto dealt = rami::new_game(r, c.seats, c.seed);
    if (!dealt) {
        fail("new_game refuses rules check_rules accepts: " + dealt.error().message(), c, rami::game_state{}, seen);
        return;
    }
    rami::game_state s = *dealt;
    rami::splitmix64 random(c.seed ^ 0x5a5a5a5a5a5a5a5aull);
    rami::game_state turn_start = s;  // where the play phase's steps began
    std::vector<rami::play_step> turn_steps;
    for (int n = 0; n < cap; ++n) {
        if (s.phase == rami::phase::over) {
            // The last turn's steps went out: they are compared too.
            if (!turn_steps.empty()) compare_play_and_steps(c, turn_start, turn_steps, random, seen);
            ++seen.rounds_over;
            return;
        }
        const std::vector<rami::numbered_action> listed = rami::numbered_legal_actions(s);
        if (listed.empty()) return fail("no legal action although the round is not over", c, s, seen);
        std::vector<int> ids;
        std::vector<const rami::move*> steps;
        std::vector<const rami::move*> others;
        for (const rami::numbered_action& a : listed) {
            ids.push_back(a.id);
            const auto next = rami::apply(s, a.action);
            if (!next)
                return fail("a listed action is refused: " + json_text(nlohmann::json(a.action)) + " -> " + refusal(next), c, s, seen);
            (rami::is_single_step(a.action.type) ? steps : others).push_back(&a.action);
        }
        if (n % every == 0) {
            compare_with_action_space(c, s, ids, seen);
            check_lay_off_refusals_named(c, s, seen);
        }
        // Steps two times in three where there are any, so that walks reach laden tables.
        const bool lay = !steps.empty() && (others.empty() || random.below(3) != 0);
        const auto& from = lay ? steps : others;
        const rami::move& chosen = *from[random.below(static_cast<std::uint32_t>(from.size()))];
        if (lay) {
            if (turn_steps.empty()) turn_start = s;
            turn_steps.push_back(chosen.steps.front());
        } else if (!turn_steps.empty()) {
            compare_play_and_steps(c, turn_start, turn_steps, random, seen);
            turn_steps.clear();
        }
        s = *rami::apply(s, chosen);
        ++seen.actions;
    }
    if (s.phase == rami::phase::over) ++seen.rounds_over;
    else ++seen.rounds_capped;
}

}  // namespace

TEST_CASE("Under every generated rules document check_rules accepts, random walks never meet an empty listing",
          "[rules_space]") {
    const int documents = test_size("RAMI_RULES_SPACE_DOCUMENTS", 250, 20);
    const int cap = test_size("RAMI_RULES_SPACE_ACTIONS", 2000, 2000);
    const int every = test_size("RAMI_RULES_SPACE_EVERY", 40, 200);
    tally seen;
    int walked = 0;
    for (std::uint64_t seed = 1; walked < documents; ++seed) {
        const rules_draw draw = random_rules(seed);
        ++seen.drawn;
        const auto read = rami::rules_from_json(draw.document);
        INFO("rules " << json_text(draw.document));
        if (!read) {
            // A refusal is counted, and must be check_rules naming a field of the document.
            ++seen.refused;
            CHECK(read.error().code == rami::error_code::invalid_rules);
            ++seen.refused_by[read.error().detail.substr(0, read.error().detail.find(':'))];
            continue;
        }
        CHECK(*read == draw.intended);  // the document says what the draw meant
        rami::splitmix64 random(seed);
        const rules_case c{draw.document, random_seats(*read, random), random.next()};
        walk(*read, c, cap, every, seen);
        ++walked;
    }
    std::ostringstream refusals;
    for (const auto& [field, count] : seen.refused_by) refusals << " " << field << " " << count << ";";
    WARN("rules space: " << seen.refused << " of " << seen.drawn << " generated documents refused by check_rules ("
                         << refusals.str() << " ); " << walked << " walked: " << seen.rounds_over << " rounds over, "
                         << seen.rounds_capped << " at the cap of " << cap << " actions, " << seen.actions << " actions, "
                         << seen.space_checks << " whole action spaces, " << seen.plays << " plays compared, "
                         << seen.failures << " failures");
    CHECK(seen.refused * 4 < seen.drawn);  // the generator mostly makes rules the engine plays
    CHECK(seen.rounds_over > 0);
    CHECK(seen.space_checks >= walked);
    CHECK(seen.plays > 0);
}

TEST_CASE("The rules-space generator reaches every field of the rules table and the ends of the deck and the deal",
          "[rules_space]") {
    // Without this, a generator that never drew a field (or never a big deal) would let the
    // property above pass without trying it.
    std::set<std::string> drawn;
    std::set<std::size_t> counts;
    bool two_decks_eight_jokers = false;
    bool hands_of_22 = false;
    bool hands_of_1 = false;
    bool per_player_object = false;
    int accepted = 0;
    for (std::uint64_t seed = 1; seed <= 3000; ++seed) {
        const rules_draw draw = random_rules(seed);
        drawn.insert(draw.fields.begin(), draw.fields.end());
        if (!draw.big) counts.insert(draw.fields.size());
        const auto read = rami::rules_from_json(draw.document);
        if (!read) continue;  // counted by the property above; here only what is playable counts
        ++accepted;
        two_decks_eight_jokers = two_decks_eight_jokers || (read->deck.decks == 2 && read->jokers_in_deck(read->deal.max_players) == 8);
        for (int n = read->deal.min_players; n <= read->deal.max_players; ++n) {
            hands_of_22 = hands_of_22 || read->deal.hand_size[static_cast<std::size_t>(n)] == 22;
            hands_of_1 = hands_of_1 || read->deal.hand_size[static_cast<std::size_t>(n)] == 1;
        }
        const auto deal = draw.document.find("deal");
        per_player_object = per_player_object || (deal != draw.document.end() && deal->contains("hand_size") && (*deal)["hand_size"].is_object());
    }
    for (const rami::rule_field& f : rami::rule_fields) {
        INFO(std::string(f.path));
        CHECK(drawn.count(std::string(f.path)) == 1);
    }
    CHECK(counts.count(1) == 1);
    CHECK(counts.count(6) == 1);
    CHECK(two_decks_eight_jokers);
    CHECK(hands_of_22);
    CHECK(hands_of_1);
    CHECK(per_player_object);
    CHECK(accepted > 2000);
}

}  // namespace test_rules_space
