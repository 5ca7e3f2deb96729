#pragma once
// Le Rami with 7 cards (the Le Rami rules): one deck and one joker.

#include "rami/variants/common.hpp"

namespace rami::variants {

struct rami7 {
    static constexpr std::string_view id = "rami7";
    static constexpr std::string_view name = "Le Rami (7 cards)";
    static constexpr std::string_view source = "Le Rami (7 cartes)";

    using deck = policies::deck<1, 1>;  // R1
    struct deal {                       // R1 R2 R12
        static constexpr int min_players = 2;
        static constexpr int max_players = 6;  // (I) the rule document gives no count
        static constexpr int hand_size(int /*players*/) { return 7; }
        static constexpr int first_player_extra = 0;
        static constexpr bool one_joker_per_hand = false;
        static constexpr bool turn_up_discard = true;
        static constexpr bool first_turn_draws = false;  // (I) "pose ... et jette une carte"
        static constexpr int max_stock_rebuilds = -1;
    };
    struct melds {  // R3: there is one joker
        static constexpr bool ace_high = true;
        static constexpr bool circular = false;
        static constexpr int max_jokers_run = 1;
        static constexpr int max_jokers_set = 1;
    };
    struct points {  // R5: ace 11, the joker 20 whatever it stands for
        static constexpr int ace_low_run = 11;
        static constexpr int ace_high_run = 11;
        static constexpr int ace_set = 11;
        static constexpr int joker_fixed = 20;
    };
    struct opening {  // R6: 51, no exemption stated (I)
        static constexpr int minimum = 51;
        static constexpr bool tierce_franche = false;
        static constexpr bool beat_previous = false;
        static constexpr bool going_out_exempt = false;
        static constexpr bool going_out_uses_table = true;
    };
    struct pickup {  // R8: only to lay it this turn
        static constexpr bool first_round_free = false;
        static constexpr bool needs_opening = true;
        static constexpr bool must_lay = true;
        static constexpr bool refused_with_one_card = false;
        static constexpr bool no_discard_same_turn = false;
        static constexpr bool never_laid_off_alone = false;
    };
    using lay_off = policies::lay_off<who_may::opened>;  // R9 (I)
    using swap = policies::no_swap;                      // R10: no change to a meld (I)
    using going_out = policies::going_out<true>;         // R7
    struct scoring {                                     // R13
        static constexpr int ace_penalty = 11;
        static constexpr int joker_penalty = 20;
        static constexpr int never_opened_penalty = 100;
        static constexpr int winner = -20;
        static constexpr int winner_in_one_go = -60;
        static constexpr int winner_in_one_go_alone = -60;
        static constexpr int losers_in_one_go_factor = 2;
        static constexpr int losers_in_one_go_alone = 0;
        static constexpr int hunt_penalty = 0;
        static constexpr bool winner_takes_all = false;
        static constexpr bool pot = false;
    };
    using match = policies::lowest_total_match<1000>;  // R14 (option 501)
};
static_assert(variant<rami7>);

}  // namespace rami::variants
