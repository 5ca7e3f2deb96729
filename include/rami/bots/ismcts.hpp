#pragma once
// `ismcts`: single-observer information set Monte Carlo tree search (Cowling, Powley and
// Whitehouse, "Information Set Monte Carlo Tree Search", IEEE TCIAIG 2012, SO-ISMCTS).
//
// The bot sees only its seat's view. Each iteration draws a determinization (a full state the
// view allows, rami/bots/determinize.hpp), descends the tree over the legal actions of that
// state (a node per information set of the searching seat: every action of every seat is seen
// by all, so a node is the sequence of action numbers from the decision; children by action
// number, rami/action_space.hpp), chosen by UCB1 with availability counts, expands one node,
// simulates by the default policy (rami/bots/rollout.hpp) and backs the rewards up, each node
// scored for the seat that took its action. The move is the most visited action of the root.
// The tree is built afresh for each decision: the next action of the same turn searches again.

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "rami/bot_interface.hpp"
#include "rami/bots/determinize.hpp"
#include "rami/bots/rollout.hpp"
#include "rami/legal_actions.hpp"
#include "rami/random.hpp"
#include "rami/view.hpp"

namespace rami::bots {

/// The search's budget and constants.
struct ismcts_options {
    /// Iterations a decision; 0: search for `milliseconds` instead. A fixed count makes the
    /// bot deterministic for its seed (the same views give the same moves on any machine).
    int iterations = 0;
    /// Wall-clock milliseconds a decision when `iterations` is 0 (at least one iteration runs).
    double milliseconds = 50.0;
    /// UCB1's exploration constant c: mean + c * sqrt(ln(availability) / visits), rewards in [0, 1].
    double exploration = 0.7;
    /// Progressive unpruning at the root: after n iterations, the first 2 + widening * sqrt(n)
    /// root actions in the order of the prior (root_prior) are searched.
    double widening = 0.5;
    /// Progressive bias at the root: bias * prior / (visits + 1) added to UCB1.
    double bias = 0.5;
    /// Deadwood points: a root action's prior is exp(-(h - h_best) / prior_temperature).
    double prior_temperature = 4.0;
    /// Visits a node below the root gets before its own actions are listed and a child is
    /// added: until then an iteration simulates from it (listing the legal actions of a
    /// determinization is the dearest part of a descent).
    int expand_after = 4;
    /// Consecutive iterations that share one determinization: their simulations differ only
    /// by the actions chosen, so the root's means are compared on common deals (less noise).
    int batch = 1;
    rollout_options rollout;
};

/// What the last decision's search did (for benchmarks and tests).
struct search_report {
    int iterations = 0;
    int nodes = 0;
    double milliseconds = 0;
};

/// The ISMCTS bot. `choose` returns one action (a numbered legal action of the view, never a
/// play); a decision with a single legal action returns it without searching. Deterministic
/// for a seed when the budget is a number of iterations.
class ismcts_bot final : public bot {
public:
    explicit ismcts_bot(std::uint64_t seed, ismcts_options options = {}, std::string name = "ismcts")
        : options_(options), random_(seed), policy_(options.rollout), name_(std::move(name)) {}

    /// "ismcts", or the level's name it was made with (make_bot).
    [[nodiscard]] std::string name() const override { return name_; }

    [[nodiscard]] move choose(const game_view& v) override {
        const auto started = std::chrono::steady_clock::now();
        last_ = {};
        if (v.seat != v.current || v.phase == phase::over) return move::draw();
        remember(v);
        const move chosen = search(v, started);
        if (chosen.type == move_type::discard) {  // what the next seat finds on the pile
            my_discard_ = {v.discard, *chosen.card, visible_copies(v, *chosen.card), v.turn, v.stock_resets};
            (void)my_discard_->pile.push_back(*chosen.card);
        }
        return chosen;
    }

    /// The last decision's search.
    [[nodiscard]] const search_report& last_search() const noexcept { return last_; }

    /// The cards this bot saw other seats take from the discard pile and has not seen since.
    [[nodiscard]] const std::vector<known_card>& known_cards() const noexcept { return known_; }

private:
    /// The bot's memory of its earlier views of the round: its last discard, and whether the
    /// next seat took it. Only the next seat can take it (it is the top of the pile only in
    /// that seat's turn), and the pile shows whether it did: the card is gone from its place.
    void remember(const game_view& v) {
        if (my_discard_ && (v.turn <= my_discard_->turn || v.players < 2)) {  // another round
            my_discard_.reset();
            known_.clear();
        }
        if (my_discard_ && v.stock_resets == my_discard_->resets) {  // no R12 rebuild in between
            const pile_cards& before = my_discard_->pile;
            const std::size_t n = before.size();
            const bool kept = v.discard.size() >= n && std::equal(before.begin(), before.end(), v.discard.begin());
            const bool taken = v.discard.size() >= n - 1 && std::equal(before.begin(), before.end() - 1, v.discard.begin()) && !kept;
            if (taken) known_.push_back({(v.seat + 1) % v.players, my_discard_->discarded, my_discard_->copies - 1});
        }
        my_discard_.reset();
        // A known card shown again (laid, discarded: one more copy in view) may be the one
        // taken: forget it then.
        known_.erase(std::remove_if(known_.begin(), known_.end(),
                                    [&](const known_card& k) { return visible_copies(v, k.c) != k.visible; }),
                     known_.end());
    }

    [[nodiscard]] static int visible_copies(const game_view& v, card c) {
        int n = static_cast<int>(std::count(v.hand.begin(), v.hand.end(), c) + std::count(v.discard.begin(), v.discard.end(), c));
        for (const table_meld& m : v.table) n += static_cast<int>(std::count(m.meld.laid().begin(), m.meld.laid().end(), c));
        return n;
    }

    [[nodiscard]] move search(const game_view& v, std::chrono::steady_clock::time_point started) {
        const game_state seen = state_from_view(v);
        root_actions_ = numbered_legal_actions(seen);
        if (root_actions_.empty()) return move::draw();
        if (root_actions_.size() == 1) return root_actions_.front().action;
        order_root(seen);

        nodes_.assign(1, node{});
        const auto deadline = started + std::chrono::duration<double, std::milli>(options_.milliseconds);
        for (int done = 0;; ++done) {
            if (options_.iterations > 0 ? done >= options_.iterations : done > 0 && std::chrono::steady_clock::now() >= deadline) break;
            iterate(v);
            ++last_.iterations;
        }
        last_.nodes = static_cast<int>(nodes_.size());
        last_.milliseconds = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
        return root_actions_[most_visited()].action;
    }

    struct node {
        int player = -1;      // the seat whose action leads here (rewards are its)
        int visits = 0;
        int available = 0;    // iterations in which its action was legal at its parent
        double reward = 0;    // summed rewards of `player`
        double prior = 0;     // root children: the prior of their action
        std::vector<std::pair<int, int>> children;  // (action number, node index)
    };

    [[nodiscard]] int child_of(int parent, int id) const {
        for (const auto& [action, index] : nodes_[static_cast<std::size_t>(parent)].children)
            if (action == id) return index;
        return -1;
    }

    /// The root's actions sorted by a one-ply look at the seat's own hand, best first: the
    /// minimum deadwood the hand keeps after the action (and its best discard, for an action
    /// that does not end the turn; the take of the discard against the hand before the draw,
    /// as greedy_bot weighs it), then the penalty of the cards kept; going out is best. The
    /// view's hand decides it alone, so every determinization shares it.
    void order_root(const game_state& seen) {
        const int seat = seen.current;
        std::vector<double> cost(root_actions_.size(), 0.0);
        for (std::size_t i = 0; i < root_actions_.size(); ++i) {
            const move& a = root_actions_[i].action;
            auto next = apply(seen, a);
            if (!next) {
                cost[i] = 1e9;
                continue;
            }
            const std::span<const card> hand = next->hand(seat);
            if (next->phase == phase::over) {
                cost[i] = -1e9;
            } else if (a.type == move_type::draw) {
                cost[i] = deadwood(seen.rules, seen.hand(seat));
            } else if (a.type == move_type::discard) {
                cost[i] = deadwood(seen.rules, hand) + 0.01 * penalty_of(seen.rules, hand);
            } else {
                auto best = solver_.best_discard(seen.rules, hand);
                cost[i] = (best ? best->deadwood : penalty_of(seen.rules, hand)) + 0.01 * penalty_of(seen.rules, hand);
            }
        }
        const double least = *std::min_element(cost.begin(), cost.end());
        prior_.resize(cost.size());
        for (std::size_t i = 0; i < cost.size(); ++i) prior_[i] = std::exp(-(cost[i] - least) / options_.prior_temperature);
        order_.resize(cost.size());
        for (std::size_t i = 0; i < order_.size(); ++i) order_[i] = i;
        std::stable_sort(order_.begin(), order_.end(), [&](std::size_t a, std::size_t b) { return cost[a] < cost[b]; });
    }

    [[nodiscard]] int deadwood(const rules& r, std::span<const card> hand) {
        auto d = solver_.min_deadwood(r, hand);
        return d ? *d : penalty_of(r, hand);
    }

    /// One iteration: determinize, select, expand, simulate, back up.
    void iterate(const game_view& v) {
        if (last_.iterations % std::max(options_.batch, 1) == 0) dealt_ = determinize(v, random_, known_);
        game_state s = dealt_;
        path_.assign(1, 0);
        for (int at = 0; s.phase != phase::over;) {
            // The root's actions depend only on what the view shows: listed once per decision,
            // and searched in the prior's order, more of them as the root's visits grow.
            const bool root = at == 0;
            if (!root && nodes_[static_cast<std::size_t>(at)].visits < options_.expand_after) break;
            if (!root) listed_ = numbered_legal_actions(s);
            const std::size_t count = root ? std::min(order_.size(), static_cast<std::size_t>(
                                                     2 + options_.widening * std::sqrt(nodes_[0].visits)))
                                           : listed_.size();
            if (count == 0) break;
            const auto action_at = [&](std::size_t k) -> const numbered_action& {
                return root ? root_actions_[order_[k]] : listed_[k];
            };
            int untried = -1;
            std::size_t untried_count = 0;
            int best = -1;
            double best_value = 0;
            std::size_t best_k = 0;
            for (std::size_t k = 0; k < count; ++k) {
                const int child = child_of(at, action_at(k).id);
                if (child < 0) {
                    // The root expands in the prior's order; other nodes at random (reservoir).
                    if (root ? untried < 0 : random_.below(static_cast<std::uint32_t>(++untried_count)) == 0)
                        untried = static_cast<int>(k);
                    continue;
                }
                node& n = nodes_[static_cast<std::size_t>(child)];
                ++n.available;
                const double value = n.reward / n.visits +
                                     options_.exploration * std::sqrt(std::log(static_cast<double>(n.available)) / n.visits) +
                                     (root ? options_.bias * n.prior / (n.visits + 1) : 0.0);
                if (best < 0 || value > best_value) {
                    best = child;
                    best_value = value;
                    best_k = k;
                }
            }
            const int seat = s.current;
            const std::size_t k = untried >= 0 ? static_cast<std::size_t>(untried) : best_k;
            auto next = apply(s, action_at(k).action);
            if (!next) break;
            s = std::move(*next);
            if (untried >= 0) {  // expand one node, then simulate from it
                node added;
                added.player = seat;
                added.available = 1;
                if (root) added.prior = prior_[order_[k]];
                nodes_[static_cast<std::size_t>(at)].children.emplace_back(action_at(k).id, static_cast<int>(nodes_.size()));
                path_.push_back(static_cast<int>(nodes_.size()));
                nodes_.push_back(std::move(added));
                break;
            }
            at = best;
            path_.push_back(at);
        }
        const seat_rewards rewards = s.phase == phase::over ? policy_.finished(s) : policy_.simulate(s, random_);
        for (const int index : path_) {
            node& n = nodes_[static_cast<std::size_t>(index)];
            ++n.visits;
            if (n.player >= 0) n.reward += rewards[static_cast<std::size_t>(n.player)];
        }
    }

    /// The root action searched most (ties: the better mean, then the prior's order).
    [[nodiscard]] std::size_t most_visited() const {
        std::size_t chosen = order_.front();
        int most = -1;
        double mean = 0;
        for (const std::size_t i : order_) {
            const int child = child_of(0, root_actions_[i].id);
            if (child < 0) continue;
            const node& n = nodes_[static_cast<std::size_t>(child)];
            const double m = n.visits > 0 ? n.reward / n.visits : 0;
            if (n.visits > most || (n.visits == most && m > mean)) {
                chosen = i;
                most = n.visits;
                mean = m;
            }
        }
        return chosen;
    }

    ismcts_options options_;
    splitmix64 random_;
    rollout_policy policy_;
    std::string name_;
    hand_solver solver_;
    search_report last_;
    std::vector<numbered_action> root_actions_;
    std::vector<double> prior_;        // per root action
    std::vector<std::size_t> order_;   // root actions, best prior first
    std::vector<node> nodes_;
    std::vector<int> path_;
    std::vector<numbered_action> listed_;
    game_state dealt_;  // the determinization of the current batch
    struct discard_seen {
        pile_cards pile;  // the discard pile after the bot's discard
        card discarded;
        int copies = 0;  // of it in view (the pile's included)
        int turn = 0;
        int resets = 0;
    };
    std::optional<discard_seen> my_discard_;
    std::vector<known_card> known_;
};

/// The iterations of the named levels (make_bot): easy, medium (about 50 ms on one core of a
/// 2.6 GHz x86-64, see benchmarks/README.md), hard.
inline constexpr int ismcts_easy_iterations = 100;
inline constexpr int ismcts_medium_iterations = 600;
inline constexpr int ismcts_hard_iterations = 2400;

/// "ismcts" (a 50 ms budget), "ismcts-easy", "ismcts-medium", "ismcts-hard" (iterations), seeded
/// with `seed`; nullptr for another name.
[[nodiscard]] inline std::unique_ptr<bot> make_ismcts_bot(std::string_view name, std::uint64_t seed) {
    ismcts_options options;
    if (name == "ismcts-easy") options.iterations = ismcts_easy_iterations;
    else if (name == "ismcts-medium") options.iterations = ismcts_medium_iterations;
    else if (name == "ismcts-hard") options.iterations = ismcts_hard_iterations;
    else if (name != "ismcts") return nullptr;
    return std::make_unique<ismcts_bot>(seed, options, std::string(name));
}

}  // namespace rami::bots
