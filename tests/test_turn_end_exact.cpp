// "Can this turn still end legally" is exact (rami/detail/turn_rules.hpp, check_turn_can_end): a step,
// or a take from the discard pile, is accepted exactly when some sequence of steps after it
// ends the turn legally, joker swaps included (R6-R11), and the order of a legal turn's steps
// does not change its verdict. Three parts:
// - the turn refused in one order and accepted in another, and the taken card layable only
//   with a swapped joker, in every variant they apply to;
// - the verdicts against a brute force written apart (support/turn_brute_force.hpp), over
//   generated small states of every variant: jokers on the table, cards that swap them or lay
//   off, hands one step from going out, seats opened or not, a card just taken;
// - the order property: for random legal turns, every order of their steps that the rules
//   allow gets the same verdict and the same final state.
// RAMI_TURN_END_STATES sets the number of states per variant (400, as the preset gcc runs it: 3,200
// states; 40 at RAMI_TEST_SIZE=small) and RAMI_TURN_ORDER_TURNS the number of turns per variant
// (60; 10 at RAMI_TEST_SIZE=small): support/test_size.hpp.
#include "catch.hpp"

#include <algorithm>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "game_testing.hpp"
#include "rami/rami.hpp"
#include "test_size.hpp"
#include "turn_brute_force.hpp"

using namespace rami_test;

namespace {

/// The state after `steps` sent one action at a time, each of which must be accepted.
rami::game_state after_each(rami::game_state s, const std::vector<rami::play_step>& steps) {
    for (const rami::play_step& step : steps) s = expect_accepted(s, rami::move::single(step));
    return s;
}

}  // namespace

// --- The faults found, as tests ------------------------------------------------------------

/// The variants of the Rami 51 rule book that deal jokers: a seat going out in one go may swap.
constexpr std::string_view one_go_swap_variants[] = {"rami40", "rami51", "manie_joker51"};

TEST_CASE("R6 R10 R11: a one-go turn that swaps a joker is accepted whatever the order of its steps", "[turn][regression]") {
    for (const std::string_view id : one_go_swap_variants) {
        INFO(id);
        scenario game(id, 3);
        game.hand(0, "2S 3S 4S 2H 3H 4H 2D 3D 4D 2C 3C 4C JD 9H").meld(1, "10D JK QD").to_act(0, rami::phase::play).later();
        const rami::game_state& s = game;
        const std::vector<rami::play_step> melds{meld_cards("2S 3S 4S"), meld_cards("2H 3H 4H"), meld_cards("2D 3D 4D"),
                                                 meld_cards("2C 3C 4C")};
        // The order of the report: swap, the four runs, the joker laid off, then the discard.
        std::vector<rami::play_step> swap_first{swap_cards(0, "JD")};
        swap_first.insert(swap_first.end(), melds.begin(), melds.end());
        swap_first.push_back(lay_off_cards(4, "JK"));
        rami::game_state out = expect_accepted(after_each(s, swap_first), discard("9H"));
        REQUIRE(out.phase == rami::phase::over);
        CHECK(out.result->winner == 0);
        CHECK(out.result->in_one_go);
        // The same steps, the runs first: the first run is no longer refused.
        std::vector<rami::play_step> melds_first = melds;
        melds_first.push_back(swap_cards(0, "JD"));
        melds_first.push_back(lay_off_cards(4, "JK"));
        rami::game_state out_too = expect_accepted(after_each(s, melds_first), discard("9H"));
        CHECK(out_too.result == out.result);
        // As one play, in that order.
        std::vector<rami::play_step> whole = melds_first;
        CHECK(expect_accepted(expect_accepted(s, rami::move::play(whole)), discard("9H")).result == out.result);
        // Without the JD that frees the joker, the first run is refused as before.
        scenario short_of_one(id, 3);
        short_of_one.hand(0, "2S 3S 4S 2H 3H 4H 2D 3D 4D 2C 3C 4C 8C 9H").meld(1, "10D JK QD").to_act(0, rami::phase::play).later();
        expect_refused(short_of_one, rami::move::single(meld_cards("2S 3S 4S")), rami::error_code::opening_below_minimum,
                       rami::rule_id::R6);
    }
}

/// rami51 seat 0, not opened, having taken the 10H from the discard pile, with the table of a
/// round of random play; `last` is the hand's fifteenth card.
scenario long_search(std::string_view last) {
    scenario game("rami51", 4);
    game.hand(0, "5S 2D AD 8S 3D 10D 10D 4S KC 3C 8H 8C 8D 3S " + std::string(last))
        .meld(2, "9C 10C JC QC JK")
        .meld(2, "KS KH KD")
        .meld(1, "8S 9S 10S")
        .meld(1, "JD JK KD")
        .meld(1, "3H 4H 5H 6H 7H")
        .meld(3, "AS AH AC")
        .meld(3, "5C 6C 7C")
        .opened(1)
        .opened(2)
        .opened(3)
        .to_act(0, rami::phase::play)
        .later()
        .took(last, false);
    return game;
}

TEST_CASE("R9 R10 R11: a one-go turn found by a long search of lay-offs is accepted at its first lay-off", "[turn][regression]") {
    // From random rami51 play: the search of going out behind the listing's shortcut tried
    // more than the 200 lay-offs it was allowed, and the listing missed the lay-off.
    const scenario game = long_search("10H");
    const auto listed = rami::legal_actions(game);
    CHECK(std::find(listed.begin(), listed.end(), rami::move::single(lay_off_cards(0, "8C"))) != listed.end());
    const std::vector<rami::play_step> steps{lay_off_cards(0, "8C"),      lay_off_cards(3, "10D"),    swap_cards(0, "KC"),
                                             meld_cards("8S 8H 8D"),      meld_cards("10H 10D JK"),   meld_cards("3S 4S 5S"),
                                             meld_cards("AD 2D 3D")};
    const rami::game_state out = expect_accepted(after_each(game, steps), discard("3C"));
    REQUIRE(out.phase == rami::phase::over);
    CHECK(out.result->winner == 0);
    CHECK(out.result->in_one_go);
    // With a QH for the 10H, the second 10D has no set and no place: two cards more than
    // going out keeps, and the first lay-off is refused.
    expect_refused(long_search("QH"), rami::move::single(lay_off_cards(0, "8C")), rami::error_code::lay_off_before_opening,
                   rami::rule_id::R9);
}

/// The variants with jokers where the card taken from the discard pile must be laid this turn.
constexpr std::string_view taken_card_variants[] = {"rami40", "manie_joker51", "rami_francais"};

TEST_CASE("R8 R10: a card taken from the discard pile that only a swapped joker lets lay may be taken", "[turn][regression]") {
    for (const std::string_view id : taken_card_variants) {
        INFO(id);
        scenario game(id, 2);
        game.hand(0, "2C AS 3H 5C 6S 10S").meld(1, "JK 7S 8S 9S").discard("KD 4H").opened(0).to_act(0, rami::phase::draw).later();
        rami::game_state taken = expect_accepted(game, rami::move::take_discard());
        taken = after_each(taken, {swap_cards(0, "6S"), meld_cards("3H 4H JK")});
        taken = expect_accepted(taken, discard("10S"));
        CHECK(taken.current == 1);
        // Without the 6S the joker stays on the table: the take is refused.
        scenario no_swap(id, 2);
        no_swap.hand(0, "2C AS 3H 5C 7D 10S").meld(1, "JK 7S 8S 9S").discard("KD 4H").opened(0).to_act(0, rami::phase::draw).later();
        expect_refused(no_swap, rami::move::take_discard(), rami::error_code::take_discard_not_allowed, rami::rule_id::R8);
    }
}

TEST_CASE("R8 R10: a meld before the swap that lays the taken card is accepted", "[turn][regression]") {
    for (const std::string_view id : taken_card_variants) {
        INFO(id);
        scenario game(id, 2);
        game.hand(0, "2C AS 3H 5C 6S 10S 5H 5D").meld(1, "JK 7S 8S 9S").discard("KD 4H").opened(0).to_act(0, rami::phase::draw).later();
        const rami::game_state taken = expect_accepted(game, rami::move::take_discard());
        const rami::play_step fives = meld_cards("5H 5D 5C");
        const rami::game_state fives_first = after_each(taken, {fives, swap_cards(0, "6S"), meld_cards("3H 4H JK")});
        const rami::game_state fives_last = after_each(taken, {swap_cards(0, "6S"), meld_cards("3H 4H JK"), fives});
        CHECK(hand_is(fives_first, 0, "2C AS 10S"));
        CHECK(hand_is(fives_last, 0, "2C AS 10S"));
        expect_accepted(fives_first, discard("2C"));
        expect_accepted(fives_last, discard("2C"));
    }
}

TEST_CASE("R6 R8 R10: a seat opens first, then swaps the joker that lays the taken card", "[turn][regression]") {
    for (const std::string_view id : {"rami40", "manie_joker51"}) {
        INFO(id);
        scenario game(id, 2);
        game.hand(0, "KS KD KC QS QD QC 3H 6S 2C 10D").meld(1, "JK 7S 8S 9S").discard("KH 4H").to_act(0, rami::phase::draw).later();
        rami::game_state s = expect_accepted(game, rami::move::take_discard());
        s = after_each(s, {meld_cards("KS KD KC"), meld_cards("QS QD QC"), swap_cards(0, "6S"), meld_cards("3H 4H JK")});
        CHECK(s.opened[0]);
        s = expect_accepted(s, discard("2C"));
        CHECK(s.current == 1);
        // The swap before the opening is refused: the seat cannot go out in one go (10D fits nowhere).
        scenario early(id, 2);
        early.hand(0, "KS KD KC QS QD QC 3H 6S 2C 10D").meld(1, "JK 7S 8S 9S").discard("KH 4H").to_act(0, rami::phase::draw).later();
        const rami::game_state took = expect_accepted(early, rami::move::take_discard());
        expect_refused(took, rami::move::single(swap_cards(0, "6S")), rami::error_code::swap_not_allowed, rami::rule_id::R10);
    }
}

// --- Against the brute force ----------------------------------------------------------------

namespace {

/// Generated states: small hands and tables of one variant, made to meet jokers, swaps,
/// lay-offs and hands close to going out.
class state_maker {
public:
    state_maker(const rami::rules& r, std::uint64_t seed) : rules_(r), random_(seed) {}

    /// A state of the play phase (or, `draw_with_top`, of the draw phase with a card to take).
    rami::game_state make(bool& draw_with_top) {
        rami::variant_options options;
        const bool has_opening = rules_.opening.minimum > 0 || rules_.opening.tierce_franche;
        if (has_opening && random_.below(3) != 0) options.opening_minimum = static_cast<int>(random_.below(4)) * 8;  // 0-24: reachable
        const int players = rules_.deal.min_players;
        rami::game_state s = *rami::new_game(rules_, players, random_.next(), options);
        pool_ = *rami::deck_of(s.rules, players);
        for (auto& hand : s.hands) hand.clear();
        s.stock.clear();
        s.discard.clear();
        s.current = 0;
        s.turn = 3 * players;  // past the first round
        const int table_melds = static_cast<int>(random_.below(4));
        for (int k = 0; k < table_melds; ++k)
            if (auto m = random_meld(s.rules)) (void)s.table.push_back(rami::table_meld{1, *m});
        rami::hand_cards& hand = s.hands[0];
        const int hand_melds = static_cast<int>(random_.below(3));
        for (int k = 0; k < hand_melds && hand.size() < 6; ++k)
            if (auto m = random_meld(s.rules))
                for (const rami::card c : m->laid()) (void)hand.push_back(c);
        // Cards that fit the table: a joker's card (a swap), a card at a run's end or a set's rank.
        for (const rami::table_meld& t : s.table)
            if (random_.below(2) == 0 && hand.size() < 8)
                if (auto c = card_for(t.meld)) (void)hand.push_back(*c);
        const int extra = 1 + static_cast<int>(random_.below(hand.size() < 4 ? 3 : 2));
        for (int k = 0; k < extra && hand.size() < 9; ++k)
            if (auto c = any_card()) (void)hand.push_back(*c);
        const bool opened = random_.below(3) == 0 || !has_opening;
        s.opened[0] = opened;
        s.laid[0] = opened && random_.below(4) != 0;
        for (int seat = 1; seat < players; ++seat)
            if (auto c = any_card()) (void)s.hands[static_cast<std::size_t>(seat)].push_back(*c);
        draw_with_top = random_.below(3) == 0;
        if (auto c = any_card()) (void)s.discard.push_back(*c);
        if (draw_with_top && !s.discard.empty()) {
            s.phase = rami::phase::draw;
        } else {
            draw_with_top = false;
            s.phase = rami::phase::play;
            if (auto c = any_card()) (void)s.stock.push_back(*c);
        }
        return s;
    }

    rami::splitmix64& random() { return random_; }

private:
    std::optional<rami::card> any_card() {
        const std::vector<rami::card> left = pool_.cards();
        if (left.empty()) return std::nullopt;
        const rami::card c = left[random_.below(static_cast<std::uint32_t>(left.size()))];
        pool_.remove(c);
        return c;
    }

    bool take(rami::card c) { return pool_.remove(c); }

    /// A run or set of 3-4 cards from what is left, with a joker in it now and then.
    std::optional<rami::meld> random_meld(const rami::rules& r) {
        const auto first = any_card();
        if (!first || first->is_joker()) return std::nullopt;
        std::vector<rami::card> cards{*first};
        const int size = 3 + static_cast<int>(random_.below(2));
        const bool run = random_.below(2) == 0;
        for (int k = 1; k < size; ++k) {
            rami::card next = run ? rami::card(first->rank() + k > 13 ? first->rank() - (size - k) : first->rank() + k, first->suit())
                                  : rami::card(first->rank(), static_cast<rami::suit>((static_cast<int>(first->suit()) + k) % 4));
            if (run && first->rank() + size - 1 > 13) next = rami::card(first->rank() - k, first->suit());
            cards.push_back(next);
        }
        std::vector<rami::card> taken{*first};  // given back when no meld comes of it
        const auto give_back = [&] {
            pool_.add(taken);
            return std::nullopt;
        };
        for (std::size_t k = 1; k < cards.size(); ++k) {
            const bool joker_first = r.has_jokers() && random_.below(3) == 0;
            if (joker_first && take(rami::card::joker())) cards[k] = rami::card::joker();
            else if (take(cards[k])) {
            } else if (take(rami::card::joker())) cards[k] = rami::card::joker();
            else return give_back();
            taken.push_back(cards[k]);
        }
        if (run) std::sort(cards.begin(), cards.end(), [](rami::card a, rami::card b) { return a.is_joker() ? false : b.is_joker() ? true : a.rank() < b.rank(); });
        auto read = rami::read_meld(r, cards);
        if (!read) return give_back();
        return *read;
    }

    /// A card that fits meld `m`: in place of a joker, at a run's end, or a set's rank.
    std::optional<rami::card> card_for(const rami::meld& m) {
        std::vector<rami::card> fits;
        for (int rank = 1; rank <= 13; ++rank)
            for (int suit = 0; suit < 4; ++suit) {
                const rami::card c(rank, static_cast<rami::suit>(suit));
                if (pool_.count(c) == 0) continue;
                const bool swaps = m.jokers > 0 && rami::swap_joker(rules_, m, std::span<const rami::card>(&c, 1)).ok();
                const bool lays = rami::lay_off(rules_, m, std::span<const rami::card>(&c, 1)).ok();
                if (swaps || lays) fits.push_back(c);
            }
        if (fits.empty()) return std::nullopt;
        const rami::card c = fits[random_.below(static_cast<std::uint32_t>(fits.size()))];
        pool_.remove(c);
        return c;
    }

    rami::rules rules_;
    rami::splitmix64 random_;
    rami::card_counts pool_;
};

std::string describe_state(const rami::game_state& s) {
    std::ostringstream out;
    out << s.rules.id << " minimum " << s.rules.opening.minimum << ", seat " << s.current << (s.opened[0] ? " opened" : " not opened")
        << (s.laid[0] ? " laid before" : "") << ", phase " << rami::to_string(s.phase) << ", hand " << text_of(s.hand(s.current))
        << ", table";
    for (const rami::table_meld& t : s.table) out << " [" << text_of(t.meld.laid()) << "]";
    if (!s.discard.empty()) out << ", discard top " << rami::to_string(s.discard.back());
    if (s.this_turn.taken) out << ", took " << rami::to_string(*s.this_turn.taken);
    return out.str();
}

}  // namespace

TEST_CASE("R6-R11: each step is accepted exactly when the brute force finds a legal end after it", "[turn][brute]") {
    const int states = test_size("RAMI_TURN_END_STATES", 400, 40);
    for (const std::string_view id : all_ids) {
        const rami::rules& r = rules_named(id);
        state_maker maker(r, 0x7a11 + id.size() * 131 + static_cast<std::uint64_t>(id[id.size() - 1]));
        turn_brute_force brute(r);
        int steps_compared = 0;
        int accepted = 0;
        for (int n = 0; n < states; ++n) {
            bool draw_with_top = false;
            rami::game_state s = maker.make(draw_with_top);
            brute.forget();
            INFO(describe_state(s));
            if (draw_with_top) {
                const bool engine = rami::apply(s, rami::move::take_discard()).ok();
                const bool checked = r.pickup.needs_opening;  // elsewhere a take is never refused for what follows
                CHECK(engine == (!checked || brute.can_end_after_take(s)));
                auto took = rami::apply(s, rami::move::take_discard());
                if (!took) continue;  // refused: its steps are not there to judge
                s = *took;
                brute.forget();
            }
            INFO("now " << describe_state(s));
            for (const rami::play_step& step : brute.steps_held(s)) {
                const auto verdict = brute.after(s, step);
                const auto judged = rami::apply(s, rami::move::single(step));
                const bool engine = judged.ok();
                INFO("step " << describe(rami::move::single(step)) << ": " << (engine ? "accepted" : judged.error().message()));
                CHECK(engine == (verdict == turn_brute_force::verdict::can_end));  // a step the cards do not make is refused too
                ++steps_compared;
                accepted += engine ? 1 : 0;
            }
        }
        INFO(id);
        CHECK(steps_compared > states);  // the states hold steps to judge
        CHECK(accepted > 0);
        CHECK(accepted < steps_compared);
    }
}

// --- The order property ---------------------------------------------------------------------

namespace {

/// A step whose meld, when it is one of the turn's new melds, is named by its rank among them.
struct turn_step {
    rami::play_step step;
    int new_meld = -1;  ///< the step goes onto the turn's new meld of this rank (-1: a meld of before)
};

/// The final state in a form that does not depend on the order of the table's melds.
std::string settled(const rami::game_state& s) {
    std::ostringstream out;
    std::vector<std::string> table;
    for (const rami::table_meld& t : s.table) {
        std::vector<rami::card> laid(t.meld.laid().begin(), t.meld.laid().end());
        std::sort(laid.begin(), laid.end());
        table.push_back(std::to_string(t.owner) + ":" + text_of(laid));
    }
    std::sort(table.begin(), table.end());
    for (const std::string& t : table) out << t << ' ';
    for (int seat = 0; seat < s.players; ++seat) {
        std::vector<rami::card> hand(s.hand(seat).begin(), s.hand(seat).end());
        std::sort(hand.begin(), hand.end());
        out << '|' << text_of(hand) << s.opened[static_cast<std::size_t>(seat)] << s.laid[static_cast<std::size_t>(seat)];
    }
    out << "|" << rami::to_string(s.phase) << s.current << s.turn << text_of(s.discard);
    if (s.result) out << " winner " << s.result->winner << " one go " << s.result->in_one_go;
    return out.str();
}

}  // namespace

namespace {

/// A legal turn played at random from `s` (numbered_legal_actions, a discard one time in four):
/// its steps, each naming a new meld of the turn by its rank among them, and the card
/// discarded (none when the hand ran out).
struct random_turn {
    std::vector<turn_step> steps;
    std::optional<rami::card> discarded;
    rami::game_state end;
};

random_turn play_random_turn(const rami::game_state& s, rami::splitmix64& random) {
    random_turn turn;
    rami::game_state at = s;
    const int before = static_cast<int>(s.table.size());
    while (at.phase == rami::phase::play) {
        const auto legal = rami::legal_actions(at);
        REQUIRE_FALSE(legal.empty());  // sound: a step accepted never leads to a dead end
        std::vector<const rami::move*> steps;
        std::vector<const rami::move*> discards;
        for (const rami::move& m : legal) (rami::is_single_step(m.type) ? steps : discards).push_back(&m);
        const bool discard_now = steps.empty() || (!discards.empty() && random.below(4) == 0);
        const auto& from = discard_now ? discards : steps;
        const rami::move& chosen = *from[random.below(static_cast<std::uint32_t>(from.size()))];
        if (chosen.type == rami::move_type::discard) turn.discarded = chosen.card;
        else {
            const rami::play_step& step = chosen.steps.front();
            turn.steps.push_back({step, step.kind != rami::play_step::action::meld && step.meld >= before ? step.meld - before : -1});
        }
        at = *rami::apply(at, chosen);
    }
    turn.end = at;
    return turn;
}

/// The steps of `order` (indices into `turn.steps`), the new melds renumbered for that order;
/// nullopt when a step goes onto a new meld not laid yet.
std::optional<std::vector<rami::play_step>> in_order(const random_turn& turn, const std::vector<std::size_t>& order, int before) {
    std::vector<int> original_rank(turn.steps.size(), -1);
    int rank = 0;
    for (std::size_t k = 0; k < turn.steps.size(); ++k)
        if (turn.steps[k].step.kind == rami::play_step::action::meld) original_rank[k] = rank++;
    std::vector<int> new_place(static_cast<std::size_t>(rank), -1);
    std::vector<rami::play_step> steps;
    int laid = 0;
    for (const std::size_t k : order) {
        rami::play_step step = turn.steps[k].step;
        if (step.kind == rami::play_step::action::meld) {
            new_place[static_cast<std::size_t>(original_rank[k])] = laid++;
        } else if (turn.steps[k].new_meld >= 0) {
            const int place = new_place[static_cast<std::size_t>(turn.steps[k].new_meld)];
            if (place < 0) return std::nullopt;
            step.meld = before + place;
        }
        steps.push_back(step);
    }
    return steps;
}

/// Whether the rules allow `steps` then the discard: the steps laid by the mechanics alone
/// (lay_step, open_with_turn_melds), the turn ended by the discard or the empty hand with its
/// whole-turn rules (discard, finish_turn), as the brute force judges a turn.
bool rules_allow(rami::game_state s, const std::vector<rami::play_step>& steps, std::optional<rami::card> discarded) {
    for (const rami::play_step& step : steps) {
        if (s.hand(s.current).empty() || !rami::detail::lay_step(s, step)) return false;
        if (step.kind == rami::play_step::action::meld) rami::detail::open_with_turn_melds(s);
    }
    if (discarded) return rami::detail::discard(s, *discarded).ok();
    return s.hand(s.current).empty() && !s.rules.keep_card_to_discard && rami::detail::finish_turn(s, true).ok();
}

/// The engine's verdict on `steps` sent one action at a time, then the discard: the final
/// state, or nullopt at the first refusal.
std::optional<rami::game_state> engine_plays(rami::game_state s, const std::vector<rami::play_step>& steps,
                                             std::optional<rami::card> discarded) {
    for (const rami::play_step& step : steps) {
        auto next = rami::apply(s, rami::move::single(step));
        if (!next) return std::nullopt;
        s = *next;
    }
    if (discarded) {
        auto next = rami::apply(s, rami::move::discard(*discarded));
        if (!next) return std::nullopt;
        s = *next;
    }
    return s;
}

}  // namespace

TEST_CASE("R6-R11: every order of a legal turn's steps the rules allow gets the same verdict and final state", "[turn][order]") {
    const int turns = test_size("RAMI_TURN_ORDER_TURNS", 60, 10);
    for (const std::string_view id : all_ids) {
        const rami::rules& r = rules_named(id);
        state_maker maker(r, 0x0bde5 + id.size() * 17 + static_cast<std::uint64_t>(id[0]));
        rami::splitmix64& random = maker.random();
        int orders_allowed = 0;
        for (int n = 0; n < turns; ++n) {
            bool draw_with_top = false;
            rami::game_state start = maker.make(draw_with_top);
            if (draw_with_top) {
                auto took = rami::apply(start, rami::move::take_discard());
                if (took) start = *took;
                else start.phase = rami::phase::play;  // as after a draw
            }
            INFO(describe_state(start));
            const random_turn turn = play_random_turn(start, random);
            const std::string expected = settled(turn.end);
            const int before = static_cast<int>(start.table.size());
            std::vector<std::size_t> order(turn.steps.size());
            for (std::size_t k = 0; k < order.size(); ++k) order[k] = k;
            for (int tries = 0; tries < 8; ++tries) {
                rami::shuffle(std::span<std::size_t>(order), random);
                const auto steps = in_order(turn, order, before);
                if (!steps) continue;  // a step before the meld it goes onto: no order at all
                std::ostringstream text;
                for (const rami::play_step& step : *steps) text << describe(rami::move::single(step)) << "; ";
                INFO("order: " << text.str() << (turn.discarded ? "discard " + rami::to_string(*turn.discarded) : "out"));
                const bool allowed = rules_allow(start, *steps, turn.discarded);
                const auto engine = engine_plays(start, *steps, turn.discarded);
                CHECK(engine.has_value() == allowed);
                if (engine && allowed) {
                    CHECK(settled(*engine) == expected);
                    ++orders_allowed;
                }
            }
        }
        INFO(id);
        CHECK(orders_allowed > turns);  // most turns have orders to compare
    }
}
