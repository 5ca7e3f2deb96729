#pragma once
// What the hand analysis (rami/hand.hpp) answers: a lay-down, a discard choice, and the R13
// penalty of the cards a seat keeps.

#include <span>
#include <vector>

#include "rami/card.hpp"
#include "rami/meld.hpp"
#include "rami/rules.hpp"

namespace rami {

/// The most cards `hand_solver` analyses at once (a hand in play holds at most 16).
inline constexpr int max_analysed_hand = 24;

/// What a seat lays from its hand: the melds (in the order to lay them), the cards it keeps,
/// the melds' R5 points and the R13 penalty of the cards kept.
struct lay_down {
    std::vector<meld> melds;
    std::vector<card> left;
    int points = 0;
    int deadwood = 0;
};

/// The card to discard from a hand that holds one card more than it keeps, and the minimum
/// deadwood (R13) of what is kept.
struct discard_choice {
    card discard;
    int deadwood = 0;
};

/// R13: the penalty of a card of `rank` other than the ace (whose penalty the rules set): its
/// rank, 10 from the ten up. 0 for 0 (no card).
[[nodiscard]] constexpr int penalty_of_rank(int rank) noexcept { return rank >= 10 ? 10 : rank; }

/// R13: the penalty of a natural card of `rank` (1 to 13) under `r`: the ace's is a rule.
[[nodiscard]] constexpr int penalty_of_rank(const rules& r, int rank) noexcept {
    return rank == ace ? r.scoring.ace_penalty : penalty_of_rank(rank);
}

/// R13: the penalty of a card left in hand at the end of a round.
[[nodiscard]] constexpr int penalty_of(const rules& r, card c) noexcept {
    if (c.is_joker()) return r.scoring.joker_penalty;
    return penalty_of_rank(r, c.rank());
}

/// R13: the penalty of cards left in hand.
[[nodiscard]] constexpr int penalty_of(const rules& r, std::span<const card> cards) noexcept {
    int total = 0;
    for (const card c : cards) total += penalty_of(r, c);
    return total;
}

}  // namespace rami
