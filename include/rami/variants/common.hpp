#pragma once
// Policies shared by several variants. The Rami 51 rule book (rami40, rami50, rami51, manie_joker51) is one
// rule book, so its four variants share most of theirs; the others have their own.

#include "rami/policy.hpp"

namespace rami::policies {

/// R1: `Decks` copies of the 52 cards and `Jokers` jokers (per player when `PerPlayer`).
template <int Decks, int Jokers, bool PerPlayer = false>
struct deck {
    static constexpr int decks = Decks;
    static constexpr int jokers = Jokers;
    static constexpr bool jokers_per_player = PerPlayer;
};

/// R1, R2, R12 for the Rami 51 rule book: 2-4 players, the first player 15 cards and the others 14, an
/// empty discard pile and a first turn without a draw (the "carte neutre").
struct extra_card_no_first_draw_deal {
    static constexpr int min_players = 2;
    static constexpr int max_players = 4;
    static constexpr int hand_size(int /*players*/) { return 14; }
    static constexpr int first_player_extra = 1;
    static constexpr bool one_joker_per_hand = false;
    static constexpr bool turn_up_discard = false;
    static constexpr bool first_turn_draws = false;
    static constexpr int max_stock_rebuilds = -1;
};

/// R1 R2 for manie_joker51: as the Rami 51 rule book, and every hand is dealt exactly one joker.
struct joker_in_every_hand_deal : extra_card_no_first_draw_deal {
    static constexpr bool one_joker_per_hand = true;
};

/// R3 for the Rami 51 rule book: the ace low or high, at most two jokers in any meld.
struct two_joker_melds {
    static constexpr bool ace_high = true;
    static constexpr bool circular = false;
    static constexpr int max_jokers_run = 2;
    static constexpr int max_jokers_set = 2;
};

/// R3 for decks without jokers (rami50): the ace low or high.
struct no_joker_melds : two_joker_melds {
    static constexpr int max_jokers_run = 0;
    static constexpr int max_jokers_set = 0;
};

/// R5 for the Rami 51 rule book: the ace always 11, a joker the value of the card it stands for.
struct ace_eleven_points {
    static constexpr int ace_low_run = 11;
    static constexpr int ace_high_run = 11;
    static constexpr int ace_set = 11;
    static constexpr int joker_fixed = 0;
};

/// R6 for the Rami 51 rule book: a minimum, waived for "faire rami" (which may use the table).
template <int Minimum>
struct opening_waived_going_out {
    static constexpr int minimum = Minimum;
    static constexpr bool tierce_franche = false;
    static constexpr bool beat_previous = false;
    static constexpr bool going_out_exempt = true;
    static constexpr bool going_out_uses_table = true;
};

/// R8 for rami40, rami50, manie_joker51: free in the first round; later only for a seat that
/// has opened or opens with it (or goes rami with it), and it must be laid.
struct pickup_to_lay_after_first_round {
    static constexpr bool first_round_free = true;
    static constexpr bool needs_opening = true;
    static constexpr bool must_lay = true;
    static constexpr bool refused_with_one_card = false;
    static constexpr bool no_discard_same_turn = false;
    static constexpr bool never_laid_off_alone = true;
};

/// R8 "sans engagement" (rami51, rami51_kaluki): anyone may take the discard at any time.
/// `NeverLaidOffAlone`: the Rami 51 rule book's rule that a taken card is never laid off on its own.
template <bool NeverLaidOffAlone>
struct free_pickup {
    static constexpr bool first_round_free = true;
    static constexpr bool needs_opening = false;
    static constexpr bool must_lay = false;
    static constexpr bool refused_with_one_card = false;
    static constexpr bool no_discard_same_turn = false;
    static constexpr bool never_laid_off_alone = NeverLaidOffAlone;
};

/// R9: who may lay off.
template <who_may Who>
struct lay_off {
    static constexpr who_may who = Who;
};

/// R10 for rami40, rami51, manie_joker51: by a seat that has opened or goes rami; the freed
/// joker must be laid in the same turn.
struct swap_opened_or_going_out {
    static constexpr who_may who = who_may::opened_or_going_out;
    static constexpr bool freed_joker_must_be_laid = true;
    static constexpr bool set_needs_two_naturals = false;
    static constexpr bool one_joker_per_set = false;
};

/// R10 for variants without swaps.
struct no_swap {
    static constexpr who_may who = who_may::nobody;
    static constexpr bool freed_joker_must_be_laid = false;
    static constexpr bool set_needs_two_naturals = false;
    static constexpr bool one_joker_per_set = false;
};

/// R7: whether the last card must be discarded (never empty the hand by playing).
template <bool Keep>
struct going_out {
    static constexpr bool keep_card_to_discard = Keep;
};

/// R13 for the Rami 51 rule book: hand values only (ace 11, joker 20); the winner scores 0 (I).
struct hand_value_scoring {
    static constexpr int ace_penalty = 11;
    static constexpr int joker_penalty = 20;
    static constexpr int never_opened_penalty = 0;
    static constexpr int winner = 0;
    static constexpr int winner_in_one_go = 0;
    static constexpr int winner_in_one_go_alone = 0;
    static constexpr int losers_in_one_go_factor = 1;
    static constexpr int losers_in_one_go_alone = 0;
    static constexpr int hunt_penalty = 0;
    static constexpr bool winner_takes_all = false;
    static constexpr bool pot = false;
};

/// R14: the match ends when a total reaches `Target`; the lowest total wins.
template <int Target>
struct lowest_total_match {
    static constexpr int target(int /*players*/) { return Target; }
    static constexpr bool lowest_total_wins = true;
};

}  // namespace rami::policies
