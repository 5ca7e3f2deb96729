#pragma once
// Rami 51 with 13 cards and the hunt, "sortie Kaluki" (the Rami 51 à 13 cartes rules).

#include "rami/variants/common.hpp"

namespace rami::variants {

struct rami51_kaluki {
    static constexpr std::string_view id = "rami51_kaluki";
    static constexpr std::string_view name = "Rami 51 (13 cards, hunt)";
    static constexpr std::string_view source = "Rami 51 à 13 cartes (sortie Kaluki)";

    using deck = policies::deck<2, 2>;  // R1: 106 cards
    struct deal {                       // R1 R2 R12
        static constexpr int min_players = 2;
        static constexpr int max_players = 6;  // (I) the rule document gives no count
        static constexpr int hand_size(int /*players*/) { return 13; }
        static constexpr int first_player_extra = 0;
        static constexpr bool one_joker_per_hand = false;
        static constexpr bool turn_up_discard = true;
        static constexpr bool first_turn_draws = true;
        static constexpr int max_stock_rebuilds = -1;
    };
    struct melds {  // R3: one joker in a run, two in a set (the rule document names a set with two)
        static constexpr bool ace_high = true;
        static constexpr bool circular = false;
        static constexpr int max_jokers_run = 1;
        static constexpr int max_jokers_set = 2;
    };
    struct points {  // R5: the rule document's value table, ace 1, taken literally (I)
        static constexpr int ace_low_run = 1;
        static constexpr int ace_high_run = 1;
        static constexpr int ace_set = 1;
        static constexpr int joker_fixed = 0;
    };
    struct opening {  // R6: no exemption is stated, so the minimum always applies (I)
        static constexpr int minimum = 51;
        static constexpr bool tierce_franche = false;
        static constexpr bool beat_previous = false;
        static constexpr bool going_out_exempt = false;
        static constexpr bool going_out_uses_table = true;
    };
    using pickup = policies::free_pickup<false>;        // R8: sans engagement
    using lay_off = policies::lay_off<who_may::opened>;  // R9
    struct swap {  // R10: a set joker needs two naturals at once; the freed joker may be kept
        static constexpr who_may who = who_may::opened;
        static constexpr bool freed_joker_must_be_laid = false;
        static constexpr bool set_needs_two_naturals = true;
        static constexpr bool one_joker_per_set = true;
    };
    using going_out = policies::going_out<true>;  // R7: "toute sortie oblige à se défausser"
    struct scoring {                              // R13: joker 25, the hunt +25, the pot
        static constexpr int ace_penalty = 11;
        static constexpr int joker_penalty = 25;
        static constexpr int never_opened_penalty = 0;
        static constexpr int winner = 0;
        static constexpr int winner_in_one_go = 0;
        static constexpr int winner_in_one_go_alone = 0;
        static constexpr int losers_in_one_go_factor = 1;
        static constexpr int losers_in_one_go_alone = 0;
        static constexpr int hunt_penalty = 25;
        static constexpr bool winner_takes_all = false;
        static constexpr bool pot = true;
    };
    using match = policies::lowest_total_match<1000>;  // R14 (I: configurable)
};
static_assert(variant<rami51_kaluki>);

}  // namespace rami::variants
