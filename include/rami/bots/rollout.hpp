#pragma once
// The default policy of the tree search's simulations, and how a simulation is scored. Random
// play in rummy is very weak and very long, so a simulation plays whole turns by the hand
// analysis (a cheap cousin of greedy_bot: a handful of hand_solver calls a turn, no listing of
// every legal move), for a few turns only, then scores the position by each seat's minimum
// deadwood; a round that ends on the way is scored by its result (R13).

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <span>
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "rami/apply.hpp"
#include "rami/hand.hpp"
#include "rami/legal.hpp"
#include "rami/legal_actions.hpp"
#include "rami/random.hpp"
#include "rami/state.hpp"
#include "rami/table.hpp"

namespace rami::bots {

/// A simulation's value for each seat, in [0, 1]: the share of the other seats it beats.
using seat_rewards = std::array<double, max_players_supported>;

/// The share of the other seats each seat beats in a finished round (a tie counts half): the
/// winner beats everyone; the losers are ranked by their points (R13), and tie where the winner
/// takes all (rummy_classic: every loser scores 0, whatever it holds). A deadlock gives every
/// seat 1/2. So a reward of 1 is the round won, and with two seats the reward is the win.
[[nodiscard]] inline seat_rewards round_rewards(const game_state& s) {
    seat_rewards rewards{};
    if (!s.result || s.players < 2) return rewards;
    std::array<int, max_players_supported> key{};  // lower is better
    for (int seat = 0; seat < s.players; ++seat) {
        const auto i = static_cast<std::size_t>(seat);
        key[i] = seat == s.result->winner ? std::numeric_limits<int>::min() : s.result->points[i];
    }
    for (int seat = 0; seat < s.players; ++seat) {
        double beaten = 0;
        for (int other = 0; other < s.players; ++other)
            if (other != seat) {
                const int mine = key[static_cast<std::size_t>(seat)];
                const int theirs = key[static_cast<std::size_t>(other)];
                beaten += mine < theirs ? 1.0 : mine == theirs ? 0.5 : 0.0;
            }
        rewards[static_cast<std::size_t>(seat)] = beaten / (s.players - 1);
    }
    return rewards;
}

/// How the default policy plays and how a position is scored.
struct rollout_options {
    int turns = 8;               ///< turns a simulation plays before the position is scored
    double temperature = 8.0;    ///< deadwood points: P(seat a beats seat b) = 1 / (1 + exp((h_a - h_b) / T))
    int unopened_malus = 15;     ///< deadwood points added to a seat that must still open (R6)
    /// Weight in [0, 1] of a seat's own points beside the share of seats it beats: a tie-break
    /// that makes a seat that cannot win lay down what it can (its points, 0 to 100, scaled to 1..0).
    double points_weight = 0.1;
    /// Whether a seat that holds its melds (hold_melds) has the cards a table meld takes (R9)
    /// left out of its distance from going out: it keeps them to lay at the end.
    bool table_lay_offs = true;
    /// Where the winner takes all (rummy_classic), whether a seat keeps its melds in hand until
    /// it can go out (holds_melds).
    bool hold_melds = true;
};

/// A seat's own cost in [0, 1] for the points tie-break: `points` (R13 penalty points, or the
/// cards held) over 100, clamped.
[[nodiscard]] inline double points_cost(int points) noexcept { return std::clamp(points, 0, 100) / 100.0; }

/// The default policy and the evaluation. Holds a hand_solver (its buffers): one per thread.
class rollout_policy {
public:
    explicit rollout_policy(rollout_options o = {}) : options_(o) {}

    /// Plays `s` on by the default policy until `options.turns` turns have ended (a turn in
    /// progress counts as one) or the round is over, then scores it: the round's result
    /// (round_rewards) or, mid-round, the evaluation (evaluate).
    [[nodiscard]] seat_rewards simulate(game_state& s, splitmix64& random) {
        for (int turn = 0; turn < options_.turns && s.phase != phase::over; ++turn) play_turn(s, random);
        return s.phase == phase::over ? finished(s) : evaluate(s);
    }

    /// A finished round's rewards: round_rewards, with `points_weight` of each seat's own
    /// points (R13). Where the winner takes all (rummy_classic), a loser scores nothing
    /// whatever it holds, and the reward is the win alone: weighing the hands (the winner's
    /// margin) made the search lay down melds to cut a loss, which lost more rounds.
    [[nodiscard]] seat_rewards finished(const game_state& s) const {
        seat_rewards rewards = round_rewards(s);
        if (!s.result || s.rules.scoring.winner_takes_all) return rewards;
        const double w = options_.points_weight;
        for (int seat = 0; seat < s.players; ++seat) {
            const auto i = static_cast<std::size_t>(seat);
            const int points = seat == s.result->winner ? 0 : s.result->points[i];
            rewards[i] = (1 - w) * rewards[i] + w * (1 - points_cost(points));
        }
        return rewards;
    }

    /// The position scored without playing on: each seat's distance from going out h
    /// (distance_of), plus `unopened_malus` while it must still open (R6); a seat beats another
    /// with probability 1 / (1 + exp((h - h') / T)), and its reward is the mean of that over the
    /// other seats, with `points_weight` of the penalty of the cards it holds (R13), but where
    /// the winner takes all (finished).
    [[nodiscard]] seat_rewards evaluate(const game_state& s) {
        std::array<double, max_players_supported> distance{};
        for (int seat = 0; seat < s.players; ++seat) {
            const auto i = static_cast<std::size_t>(seat);
            distance[i] = distance_of(s, seat);
            if (!s.opened[i] && s.rules.opening.minimum > 0) distance[i] += options_.unopened_malus;
        }
        seat_rewards rewards{};
        for (int seat = 0; seat < s.players; ++seat) {
            double sum = 0;
            for (int other = 0; other < s.players; ++other)
                if (other != seat)
                    sum += 1.0 / (1.0 + std::exp((distance[static_cast<std::size_t>(seat)] - distance[static_cast<std::size_t>(other)]) /
                                                 options_.temperature));
            const double share = s.players > 1 ? sum / (s.players - 1) : 0.0;
            const double w = s.rules.scoring.winner_takes_all ? 0.0 : options_.points_weight;
            rewards[static_cast<std::size_t>(seat)] = (1 - w) * share + w * (1 - points_cost(penalty_of(s.rules, s.hand(seat))));
        }
        return rewards;
    }

    /// A seat's distance from going out: the minimum deadwood of its hand (R13 points of the
    /// cards no meld of its hand takes). A seat that holds its melds (holds_melds) also keeps
    /// the cards a table meld takes, to lay them when it goes out: they are not deadwood, and
    /// the hand without them counts when its deadwood is less. (Elsewhere simulations lay off
    /// at once; leaving such cards out there too measured no better, and worse in rami50.)
    [[nodiscard]] int distance_of(const game_state& s, int seat) {
        const std::span<const card> hand = s.hand(seat);
        auto deadwood = solver_.min_deadwood(s.rules, hand);
        int distance = deadwood ? *deadwood : penalty_of(s.rules, hand);
        if (!options_.table_lay_offs || !holds_melds(s) || s.table.empty() || !may_lay_off(s, seat)) return distance;
        const hand_cards kept = off_table(s, hand);
        if (kept.size() == hand.size()) return distance;
        auto rest = solver_.min_deadwood(s.rules, std::span<const card>(kept.begin(), kept.end()));
        return rest ? std::min(distance, *rest) : distance;
    }

    /// Plays the rest of the turn of the seat to act: draw (the discard when it lowers the
    /// hand's minimum deadwood), lay what it owes (R8, R10), go out when it can, lay down its
    /// best melds once it may (R6), lay off what fits (R9), then the best discard (R7). A step
    /// the rules refuse is skipped; where nothing it tries is accepted, a random legal action.
    void play_turn(game_state& s, splitmix64& random) {
        const int seat = s.current;
        if (s.phase == phase::draw) draw_or_take(s, random);
        for (int guard = 0; guard < 24 && s.phase == phase::play && s.current == seat; ++guard) {
            if (s.this_turn.taken_to_lay || s.this_turn.jokers_to_lay > 0) {
                lay_owed(s, random);
                continue;
            }
            if (go_out(s)) return;
            if (!holds_melds(s) || goes_out_with_table(s)) {
                lay_down(s);
                lay_offs(s);
            }
            if (!discard(s)) random_action(s, random);
        }
    }

private:
    [[nodiscard]] static bool may_lay_off(const game_state& s, int seat) {
        return s.rules.lay_off == who_may::anyone || s.opened[static_cast<std::size_t>(seat)];
    }

    /// Whether a table meld takes natural card `c` alone (R9).
    [[nodiscard]] static bool fits_table(const game_state& s, card c) {
        if (c.is_joker()) return false;
        for (const table_meld& m : s.table)
            if (lay_off_one(s.rules, m.meld, c)) return true;
        return false;
    }

    /// The cards of `hand` no table meld takes alone (fits_table), in hand order.
    [[nodiscard]] static hand_cards off_table(const game_state& s, std::span<const card> hand) {
        hand_cards kept;
        for (const card c : hand)
            if (!fits_table(s, c)) (void)kept.push_back(c);  // no more cards than the hand
        return kept;
    }

    /// Whether the seat to act keeps its melds and lay-offs in hand until it can go out: where
    /// the winner takes all (R13), a card laid only gives the other seats somewhere to lay off.
    [[nodiscard]] bool holds_melds(const game_state& s) const {
        return options_.hold_melds && s.rules.scoring.winner_takes_all;
    }

    /// Whether the seat to act can go out this turn with lay-offs: the hand without the cards
    /// a table meld takes melds whole, but for one card to discard (R7).
    [[nodiscard]] bool goes_out_with_table(const game_state& s) {
        const int seat = s.current;
        if (!may_lay_off(s, seat)) return false;
        const hand_cards kept = off_table(s, s.hand(seat));
        if (kept.empty()) return true;
        auto best = solver_.best_discard(s.rules, std::span<const card>(kept.begin(), kept.end()));
        return best && best->deadwood == 0;
    }

    bool try_apply(game_state& s, const move& m) {
        auto next = apply(s, m);
        if (!next) return false;
        s = *next;
        return true;
    }

    void random_action(game_state& s, splitmix64& random) {
        const std::vector<numbered_action> legal = numbered_legal_actions(s);
        if (legal.empty()) {
            s.phase = phase::over;  // never met: a turn always has a legal action; end the simulation
            return;
        }
        (void)try_apply(s, legal[random.below(static_cast<std::uint32_t>(legal.size()))].action);
    }

    /// Whether `c` could be in a meld with cards of `hand` (R3): a joker, or a card of its rank,
    /// or of its suit at most two ranks away (the ace next to the king too). A card that fails
    /// cannot lower the hand's deadwood, which spares two analyses a draw.
    [[nodiscard]] static bool may_meld_with(const rules& r, std::span<const card> hand, card c) {
        if (c.is_joker()) return true;
        for (const card h : hand) {
            if (h.is_joker() || h.rank() == c.rank()) return true;
            if (h.suit() != c.suit()) continue;
            const int gap = std::abs(h.rank() - c.rank());
            if (gap <= 2 || ((r.melds.ace_high || r.melds.circular) && gap >= 11)) return true;
        }
        return false;
    }

    void draw_or_take(game_state& s, splitmix64& random) {
        const std::span<const card> hand = s.hand(s.current);
        if (!s.discard.empty() && hand.size() + 1 < max_hand_cards && may_meld_with(s.rules, hand, s.discard.back())) {
            hand_cards with_top = s.hands[static_cast<std::size_t>(s.current)];
            (void)with_top.push_back(s.discard.back());
            auto now = solver_.min_deadwood(s.rules, hand);
            auto after = solver_.best_discard(s.rules, std::span<const card>(with_top.begin(), with_top.end()));
            if (now && after && after->deadwood < *now && after->discard != s.discard.back() && try_apply(s, move::take_discard()))
                return;
        }
        if (!try_apply(s, move::draw())) random_action(s, random);
    }

    /// A card taken from the discard pile or a freed joker to lay: the play among legal_moves
    /// that lays it and leaves the least deadwood (rare enough to afford the listing).
    void lay_owed(game_state& s, splitmix64& random) {
        std::optional<game_state> best;
        int best_cost = std::numeric_limits<int>::max();
        for (const move& m : legal_moves(s)) {
            if (m.type != move_type::play) continue;
            auto next = apply(s, m);
            if (!next) continue;
            const bool owes = next->this_turn.taken_to_lay || next->this_turn.jokers_to_lay > 0;
            auto deadwood = solver_.min_deadwood(next->rules, next->hand(s.current));
            const int cost = (owes ? 1000 : 0) + (deadwood ? *deadwood : 999);
            if (next->phase == phase::over || cost < best_cost) {
                best_cost = next->phase == phase::over ? -1 : cost;
                best = std::move(*next);
                if (best_cost < 0) break;
            }
        }
        if (best) {
            s = *best;
            return;
        }
        random_action(s, random);
    }

    [[nodiscard]] static std::vector<play_step> melds_of(const lay_down& l) {
        return lay_down_steps(l.melds);
    }

    /// Going out now, from the hand alone (R7, R11, and R6 where it binds going out).
    bool go_out(game_state& s) {
        const int seat = s.current;
        const bool opened = s.opened[static_cast<std::size_t>(seat)];
        auto out = solver_.best_going_out(s.rules, s.hand(seat), opened || s.this_turn.new_melds != 0);
        if (!out || out->melds.empty() || out->left.size() > 1) return false;
        game_state next = s;
        if (!try_apply(next, move::play(melds_of(*out)))) return false;
        if (next.phase != phase::over && (next.hand(seat).empty() || !try_apply(next, move::discard(next.hand(seat)[0]))))
            return false;
        s = next;
        return true;
    }

    /// The best melds of the hand, once the seat has opened (or has no minimum to reach), or
    /// its best opening (R6).
    void lay_down(game_state& s) {
        const int seat = s.current;
        const bool opened = s.opened[static_cast<std::size_t>(seat)] || s.rules.opening.minimum == 0;
        auto melds = solver_.best_lay_down(s.rules, s.hand(seat), opened);
        if (!melds || melds->melds.empty()) return;
        if (try_apply(s, move::play(melds_of(*melds)))) return;
        for (const play_step& step : melds_of(*melds)) (void)try_apply(s, move::single(step));  // those accepted
    }

    /// Every natural card of the hand that a table meld takes (R9), one at a time, keeping a
    /// card to discard (R7); jokers are kept for melds.
    void lay_offs(game_state& s) {
        const int seat = s.current;
        if (!may_lay_off(s, seat)) return;
        for (bool laid = true; laid && s.phase == phase::play && s.hand(seat).size() > 1;) {
            laid = false;
            for (std::size_t i = 0; i < s.table.size() && !laid; ++i)
                for (const card c : s.hand(seat)) {
                    if (c.is_joker() || !lay_off_one(s.rules, s.table[i].meld, c)) continue;
                    auto step = lay_off_step(static_cast<int>(i), std::span<const card>(&c, 1));
                    if (step && try_apply(s, move::single(*step))) {
                        laid = true;
                        break;
                    }
                }
        }
    }

    /// The discard that leaves the least deadwood, else the costliest card the rules accept.
    bool discard(game_state& s) {
        const int seat = s.current;
        if (s.hand(seat).empty()) return false;
        if (auto best = solver_.best_discard(s.rules, s.hand(seat)); best && try_apply(s, move::discard(best->discard))) return true;
        std::vector<card> cards(s.hand(seat).begin(), s.hand(seat).end());
        std::sort(cards.begin(), cards.end(), [&](card a, card b) { return penalty_of(s.rules, a) > penalty_of(s.rules, b); });
        for (const card c : cards)
            if (try_apply(s, move::discard(c))) return true;
        return false;
    }

    rollout_options options_;
    hand_solver solver_;
};

}  // namespace rami::bots
