#pragma once
// Classic Rummy (the Rami Règles: Classic Rummy rules): one deck, no joker, winner takes all.

#include "rami/variants/common.hpp"

namespace rami::variants {

struct rummy_classic {
    static constexpr std::string_view id = "rummy_classic";
    static constexpr std::string_view name = "Classic Rummy";
    static constexpr std::string_view source = "Rami Règles: Classic Rummy";

    using deck = policies::deck<1, 0>;  // R1
    struct deal {                       // R1 R2 R12
        static constexpr int min_players = 2;
        static constexpr int max_players = 4;
        static constexpr int hand_size(int players) { return players == 2 ? 10 : 7; }
        static constexpr int first_player_extra = 0;
        static constexpr bool one_joker_per_hand = false;
        static constexpr bool turn_up_discard = true;
        static constexpr bool first_turn_draws = true;
        static constexpr int max_stock_rebuilds = 1;  // the second empty stock is a deadlock
    };
    struct melds {  // R3: the ace is low only
        static constexpr bool ace_high = false;
        static constexpr bool circular = false;
        static constexpr int max_jokers_run = 0;
        static constexpr int max_jokers_set = 0;
    };
    struct points {  // R5: no opening minimum; melds are valued as hands are (ace 1) (I)
        static constexpr int ace_low_run = 1;
        static constexpr int ace_high_run = 1;
        static constexpr int ace_set = 1;
        static constexpr int joker_fixed = 0;
    };
    struct opening {  // R6: melds from the first turn
        static constexpr int minimum = 0;
        static constexpr bool tierce_franche = false;
        static constexpr bool beat_previous = false;
        static constexpr bool going_out_exempt = false;
        static constexpr bool going_out_uses_table = true;
    };
    struct pickup {  // R8: anyone, but not discarded in the same turn
        static constexpr bool first_round_free = true;
        static constexpr bool needs_opening = false;
        static constexpr bool must_lay = false;
        static constexpr bool refused_with_one_card = false;
        static constexpr bool no_discard_same_turn = true;
        static constexpr bool never_laid_off_alone = false;
    };
    using lay_off = policies::lay_off<who_may::anyone>;  // R9
    using swap = policies::no_swap;                      // R10: no jokers
    using going_out = policies::going_out<false>;        // R7: may go out by playing
    struct scoring {                                     // R13: winner takes all, doubled for rummy
        static constexpr int ace_penalty = 1;
        static constexpr int joker_penalty = 0;
        static constexpr int never_opened_penalty = 0;
        static constexpr int winner = 0;
        static constexpr int winner_in_one_go = 0;
        static constexpr int winner_in_one_go_alone = 0;
        static constexpr int losers_in_one_go_factor = 2;
        static constexpr int losers_in_one_go_alone = 0;
        static constexpr int hunt_penalty = 0;
        static constexpr bool winner_takes_all = true;
        static constexpr bool pot = false;
    };
    struct match {  // R14: the first to reach 100 / 150 / 200 wins
        static constexpr int target(int players) { return players <= 2 ? 100 : players == 3 ? 150 : 200; }
        static constexpr bool lowest_total_wins = false;
    };
};
static_assert(variant<rummy_classic>);

}  // namespace rami::variants
