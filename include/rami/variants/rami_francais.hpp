#pragma once
// Rami as the French Wikipedia article plays it (the French Wikipedia article "Rami"): 51 points
// and a tierce franche to open, rami sec, negative scores for the winner.

#include "rami/variants/common.hpp"

namespace rami::variants {

struct rami_francais {
    static constexpr std::string_view id = "rami_francais";
    static constexpr std::string_view name = "Rami (French Wikipedia)";
    static constexpr std::string_view source = "Rami, French Wikipedia article";

    using deck = policies::deck<2, 4>;  // R1: two 54-card decks
    struct deal {                       // R1 R2 R12
        static constexpr int min_players = 2;
        static constexpr int max_players = 6;
        static constexpr int hand_size(int /*players*/) { return 13; }  // options: 14, 12
        static constexpr int first_player_extra = 0;
        static constexpr bool one_joker_per_hand = false;
        static constexpr bool turn_up_discard = true;
        static constexpr bool first_turn_draws = true;
        static constexpr int max_stock_rebuilds = -1;
    };
    struct melds {  // R3: one joker per meld; option: circular runs (Q-K-A-2-3)
        static constexpr bool ace_high = true;
        static constexpr bool circular = false;
        static constexpr int max_jokers_run = 1;
        static constexpr int max_jokers_set = 1;
    };
    struct points {  // R5: the ace is 1 before a 2, 11 after a king and in sets
        static constexpr int ace_low_run = 1;
        static constexpr int ace_high_run = 11;
        static constexpr int ace_set = 11;
        static constexpr int joker_fixed = 0;
    };
    struct opening {  // R6: 51 (option 81) with a tierce franche; rami sec needs both too
        static constexpr int minimum = 51;
        static constexpr bool tierce_franche = true;
        static constexpr bool beat_previous = false;
        static constexpr bool going_out_exempt = false;
        static constexpr bool going_out_uses_table = false;
    };
    struct pickup {  // R8: only to lay it this turn, never "à carte"
        static constexpr bool first_round_free = false;
        static constexpr bool needs_opening = true;
        static constexpr bool must_lay = true;
        static constexpr bool refused_with_one_card = true;
        static constexpr bool no_discard_same_turn = false;
        static constexpr bool never_laid_off_alone = false;
    };
    using lay_off = policies::lay_off<who_may::opened>;  // R9
    struct swap {                                        // R10: the freed joker is laid at once
        static constexpr who_may who = who_may::opened;
        static constexpr bool freed_joker_must_be_laid = true;
        static constexpr bool set_needs_two_naturals = false;
        static constexpr bool one_joker_per_set = false;
    };
    using going_out = policies::going_out<true>;  // R7
    struct scoring {                              // R13
        static constexpr int ace_penalty = 11;
        static constexpr int joker_penalty = 20;
        static constexpr int never_opened_penalty = 100;
        static constexpr int winner = -10;
        static constexpr int winner_in_one_go = -20;
        static constexpr int winner_in_one_go_alone = -50;
        static constexpr int losers_in_one_go_factor = 1;
        static constexpr int losers_in_one_go_alone = 200;
        static constexpr int hunt_penalty = 0;
        static constexpr bool winner_takes_all = false;
        static constexpr bool pot = false;
    };
    using match = policies::lowest_total_match<1000>;  // R14 (option 501)
};
static_assert(variant<rami_francais>);

}  // namespace rami::variants
