#pragma once
// The end of a round (R13) and of a match (R14).

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "rami/hand.hpp"
#include "rami/state.hpp"
#include "rami/state_check.hpp"

namespace rami {

/// R13: each seat's points for a round that `winner` won (in one go or not), from the hands
/// left and who had opened. The Rami 51 rule book: hand values, winner 0. rami51_kaluki: a hunt adds 25 to
/// each loser. rami_francais: a loser who never opened 100; the winner -10, -20 in one go, -50
/// in one go while nobody else had opened, when each loser scores 200. rami7: a loser who
/// never opened 100, the winner -20, -60 in one go, which doubles the losers' points.
/// rummy_classic: the winner scores the losers' hands, doubled after going rummy.
[[nodiscard]] inline std::array<int, max_players_supported> score_round(const game_state& s, int winner, bool in_one_go) {
    const scoring_rules& sc = s.rules.scoring;
    std::array<int, max_players_supported> points{};
    bool others_opened = false;
    for (int seat = 0; seat < s.players; ++seat) others_opened = others_opened || (seat != winner && s.opened[static_cast<std::size_t>(seat)]);
    int losers_hands = 0;
    for (int seat = 0; seat < s.players; ++seat) {
        if (seat == winner) continue;
        const int hand = penalty_of(s.rules, s.hand(seat));
        losers_hands += hand;
        if (sc.winner_takes_all) continue;
        int value = hand;
        if (sc.never_opened_penalty > 0 && !s.opened[static_cast<std::size_t>(seat)]) value = sc.never_opened_penalty;
        if (in_one_go) {
            if (sc.losers_in_one_go_alone > 0 && !others_opened) value = sc.losers_in_one_go_alone;
            value = value * sc.losers_in_one_go_factor + sc.hunt_penalty;
        }
        points[static_cast<std::size_t>(seat)] = value;
    }
    int& won = points[static_cast<std::size_t>(winner)];
    if (sc.winner_takes_all)
        won = losers_hands * (in_one_go ? sc.losers_in_one_go_factor : 1);
    else
        won = !in_one_go ? sc.winner : others_opened ? sc.winner_in_one_go : sc.winner_in_one_go_alone;
    return points;
}

/// rami51_kaluki's pot (R13, the Kaluki rules): of `amount` whole units, the winner takes 75%; the other
/// 25% goes to the losers whose penalty is under 100, in proportion to (100 - penalty) (I);
/// with none, the winner takes all. Shares are rounded down, the remainder to the winner.
[[nodiscard]] inline std::array<std::int64_t, max_players_supported> split_pot(const round_result& result, int players,
                                                                              std::int64_t amount) {
    std::array<std::int64_t, max_players_supported> shares{};
    if (result.winner < 0 || amount <= 0) return shares;
    const std::int64_t losers_part = amount / 4;
    std::int64_t weight = 0;
    for (int seat = 0; seat < players; ++seat)
        if (seat != result.winner && result.points[static_cast<std::size_t>(seat)] < 100)
            weight += 100 - result.points[static_cast<std::size_t>(seat)];
    std::int64_t given = 0;
    if (weight > 0) {
        for (int seat = 0; seat < players; ++seat) {
            const int penalty = result.points[static_cast<std::size_t>(seat)];
            if (seat == result.winner || penalty >= 100) continue;
            shares[static_cast<std::size_t>(seat)] = losers_part * (100 - penalty) / weight;
            given += shares[static_cast<std::size_t>(seat)];
        }
    }
    shares[static_cast<std::size_t>(result.winner)] = amount - given;
    return shares;
}

/// The match totals after a finished round (R14): the totals before it plus its points.
[[nodiscard]] inline std::array<int, max_players_supported> totals_after(const game_state& s) {
    std::array<int, max_players_supported> totals = s.scores;
    if (s.result)
        for (int seat = 0; seat < s.players && seat < max_players_supported; ++seat)
            totals[static_cast<std::size_t>(seat)] += s.result->points[static_cast<std::size_t>(seat)];
    return totals;
}

/// R14: the seat that won the match after this finished round, or -1 while it goes on. Most
/// variants: once a total reaches the target, the lowest total wins (ties: the lower seat).
/// rummy_classic: the first total to reach the target wins.
[[nodiscard]] inline int match_winner(const game_state& s) {
    if (s.phase != phase::over || !detail::check_seats(s)) return -1;
    const auto totals = totals_after(s);
    const int target = s.rules.match.target[static_cast<std::size_t>(s.players)];
    const auto begin = totals.begin();
    const auto end = begin + s.players;
    if (std::none_of(begin, end, [&](int total) { return total >= target; })) return -1;
    const auto best = s.rules.match.lowest_total_wins ? std::min_element(begin, end) : std::max_element(begin, end);
    return static_cast<int>(best - begin);
}

/// The next round of a match (R14): the same variant and options, the totals carried over, the
/// next seat plays first, and a seed derived from this round's. Errors: `round_not_over` (R14);
/// a state out of range as `apply` gives it; `number_out_of_range` "scores[i]" for a total
/// beyond ±10^9.
[[nodiscard]] inline result<game_state> next_round(const game_state& s) {
    if (s.phase != phase::over) return error(error_code::round_not_over);
    if (auto seats = detail::check_seats(s); !seats) return seats.error();
    splitmix64 random(s.seed);
    const auto totals = totals_after(s);
    return new_game(s.rules, s.players, random.next(), s.options, (s.first + 1) % s.players,
                    std::span<const int>(totals.data(), static_cast<std::size_t>(s.players)));
}

}  // namespace rami
