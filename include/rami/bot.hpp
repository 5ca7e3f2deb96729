#pragma once
// Bots: a bot sees only its seat's view, never the state, and returns a move or an action. The
// built-in bots: `random_bot` (a uniformly random legal action), `greedy_bot` (the hand
// analysis decides its plays; `play_round` lays them one action at a time) and
// `bots::ismcts_bot` (a tree search over determinizations, rami/bots/ismcts.hpp). Users plug in
// their own by deriving from `bot` (rami/bot_interface.hpp, which the bots include, not this
// file: this one names them all in make_bot).

#include <algorithm>
#include <array>
#include <limits>
#include <memory>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "rami/action.hpp"
#include "rami/apply.hpp"
#include "rami/bot_interface.hpp"
#include "rami/bots/ismcts.hpp"
#include "rami/hand.hpp"
#include "rami/legal.hpp"
#include "rami/legal_actions.hpp"
#include "rami/random.hpp"
#include "rami/result.hpp"
#include "rami/view.hpp"

namespace rami {

/// A uniformly random legal action (legal_actions of the view), from its own seeded generator.
class random_bot final : public bot {
public:
    explicit random_bot(std::uint64_t seed) : random_(seed) {}
    [[nodiscard]] std::string name() const override { return "random"; }
    [[nodiscard]] move choose(const game_view& v) override {
        const std::vector<action> legal = legal_actions(v);
        if (legal.empty()) return move::draw();
        return legal[random_.below(static_cast<std::uint32_t>(legal.size()))];
    }

private:
    splitmix64 random_;
};

/// Plays by the hand analysis: takes the discard when it lowers the hand's minimum deadwood,
/// opens as soon as it can, lays down and lays off whatever lowers what the hand would cost,
/// swaps a joker when the hand is better for it, and discards the card whose loss leaves the
/// smallest minimum deadwood (the costliest on a tie).
class greedy_bot final : public bot {
public:
    [[nodiscard]] std::string name() const override { return "greedy"; }

    [[nodiscard]] move choose(const game_view& v) override {
        const game_state s = state_from_view(v);
        const std::vector<move> legal = legal_moves(s);
        if (legal.empty()) return move::draw();
        if (s.phase == phase::draw) return choose_draw(s, legal);
        if (auto play = best_play(s, legal)) return *play;
        return best_discard(s, legal);
    }

private:
    /// What a hand would cost: its minimum deadwood, then all its cards' penalty (R13).
    using cost = std::tuple<int, int, int>;

    [[nodiscard]] cost hand_cost(const rules& r, std::span<const card> hand, int points_laid = 0) {
        auto deadwood = solver_.min_deadwood(r, hand);
        return {deadwood ? *deadwood : std::numeric_limits<int>::max(), penalty_of(r, hand), -points_laid};
    }

    [[nodiscard]] move choose_draw(const game_state& s, const std::vector<move>& legal) {
        const bool may_take = std::any_of(legal.begin(), legal.end(), [](const move& m) { return m.type == move_type::take_discard; });
        if (may_take && !s.discard.empty()) {
            hand_cards with_top = s.hands[static_cast<std::size_t>(s.current)];
            if (!with_top.push_back(s.discard.back())) return move::draw();  // a full hand cannot take it
            auto after = solver_.best_discard(s.rules, with_top);
            auto now = solver_.min_deadwood(s.rules, s.hand(s.current));
            if (after && now && after->deadwood < *now) return move::take_discard();
        }
        return move::draw();
    }

    /// The play that leaves the cheapest hand, if it is cheaper than playing nothing.
    [[nodiscard]] std::optional<move> best_play(const game_state& s, const std::vector<move>& legal) {
        const bool must_play = s.this_turn.taken_to_lay.has_value();  // no discard until the taken card is laid
        cost best = must_play ? cost{std::numeric_limits<int>::max(), 0, 0} : hand_cost(s.rules, s.hand(s.current));
        std::optional<move> chosen;
        for (const move& m : legal) {
            if (m.type != move_type::play) continue;
            auto next = apply(s, m);
            if (!next) continue;
            if (next->phase == phase::over) return m;  // out
            const int laid = next->table.size() > s.table.size() ? 1 : 0;
            const cost c = hand_cost(next->rules, next->hand(s.current), laid);
            if (c < best) {
                best = c;
                chosen = m;
            }
        }
        return chosen;
    }

    /// Before opening with a minimum, keep the cards that build the most meld points (the
    /// opening needs them); otherwise keep the smallest deadwood and throw the costliest card.
    [[nodiscard]] move best_discard(const game_state& s, const std::vector<move>& legal) {
        const bool building_opening = !s.opened[static_cast<std::size_t>(s.current)] && s.rules.opening.minimum > 0;
        std::optional<move> chosen;
        cost best{std::numeric_limits<int>::max(), 0, 0};
        for (const move& m : legal) {
            if (m.type != move_type::discard) continue;
            hand_cards rest = s.hands[static_cast<std::size_t>(s.current)];
            rest.erase_one(*m.card);
            auto deadwood = solver_.min_deadwood(s.rules, rest);
            const int kept_deadwood = deadwood ? *deadwood : std::numeric_limits<int>::max();
            int meld_points = 0;
            if (building_opening) {
                auto lay_down = solver_.best_lay_down(s.rules, rest, true);
                meld_points = lay_down ? lay_down->points : 0;
            }
            const cost c = building_opening ? cost{-meld_points, kept_deadwood, penalty_of(s.rules, *m.card)}
                                            : cost{kept_deadwood, -penalty_of(s.rules, *m.card), 0};
            if (!chosen || c < best) {
                best = c;
                chosen = m;
            }
        }
        return chosen ? *chosen : legal.front();
    }

    hand_solver solver_;
};

/// The built-in bots' names, as make_bot takes them (docs/bots.md).
inline constexpr std::array<std::string_view, 6> bot_names{"greedy", "random", "ismcts", "ismcts-easy", "ismcts-medium", "ismcts-hard"};

/// bot_names joined by ", " (for help texts and errors).
[[nodiscard]] inline std::string bot_names_text() {
    std::string text;
    for (const std::string_view name : bot_names) text.append(text.empty() ? "" : ", ").append(name);
    return text;
}

/// Error `unknown_value` (format) for a bot name make_bot does not know: it names the bots it knows.
[[nodiscard]] inline error unknown_bot(std::string_view name) {
    return error(error_code::unknown_value, "bot \"" + std::string(name) + "\": expected one of " + bot_names_text());
}

/// A built-in bot by name, seeded with `seed`; nullptr for another name. "random", "greedy",
/// and the ISMCTS bot (docs/bots.md): "ismcts" searches 50 ms of wall-clock time a decision;
/// "ismcts-easy", "ismcts-medium" and "ismcts-hard" a fixed number of iterations (100, 600 and
/// 2,400; medium is about what 50 ms gives on one core), so they play the same moves for a seed.
[[nodiscard]] inline std::unique_ptr<bot> make_bot(std::string_view name, std::uint64_t seed) {
    if (name == "random") return std::make_unique<random_bot>(seed);
    if (name == "greedy") return std::make_unique<greedy_bot>();
    return bots::make_ismcts_bot(name, seed);
}

/// A round played to its end, or to the turn cap.
struct round_record {
    game_state start;
    std::vector<move> moves;  ///< the actions played, in order (a bot's play as its single steps)
    game_state end;
    bool capped = false;  ///< stopped by the cap before the round ended
    int split_failures = 0;  ///< plays applied whole: no order of their steps as actions was accepted
};

/// Plays a round from `start` with one bot per seat, each shown only its own view, for at most
/// `max_moves` of the bots' choices. A play a bot returns is laid one action at a time
/// (`actions_of`), so the record holds actions only; a play that cannot be split so is applied
/// whole (`split_failures` counts them). Errors: `start` refused by `check_state` (its error); `wrong_array_length`
/// "bots" unless there is exactly one bot per seat, none of them null; a bot's move the rules
/// refuse (the error, its detail naming the seat and the move number).
[[nodiscard]] inline result<round_record> play_round(const game_state& start, std::span<const std::unique_ptr<bot>> bots,
                                                     int max_moves = 5000) {
    if (auto checked = check_state(start); !checked) return checked.error();
    if (bots.size() != static_cast<std::size_t>(start.players))
        return error(error_code::wrong_array_length,
                     "bots: " + std::to_string(bots.size()) + " for " + std::to_string(start.players) + " seats");
    for (std::size_t seat = 0; seat < bots.size(); ++seat)
        if (!bots[seat]) return error(error_code::wrong_array_length, "bots[" + std::to_string(seat) + "]: no bot");
    round_record record;
    record.start = start;
    game_state s = start;
    for (int n = 0; n < max_moves && s.phase != phase::over; ++n) {
        const move m = bots[static_cast<std::size_t>(s.current)]->choose(view(s, s.current));
        auto next = apply(s, m);
        if (!next) {
            error e = next.error();
            e.detail = "seat " + std::to_string(s.current) + ", move " + std::to_string(n) +
                       (e.detail.empty() ? "" : ": " + e.detail);
            return e;
        }
        auto steps = m.type == move_type::play ? actions_of(s, m) : std::nullopt;
        if (!steps) {
            record.split_failures += m.type == move_type::play ? 1 : 0;
            record.moves.push_back(m);
            s = *next;
            continue;
        }
        for (action& a : *steps) {
            s = *apply(s, a);  // actions_of found this order accepted step by step
            record.moves.push_back(std::move(a));
        }
    }
    record.capped = s.phase != phase::over;
    record.end = s;
    return record;
}

}  // namespace rami
