#pragma once
// Rami 50 (the Rami 40/50/51 and Manie de Joker 51 rule book): two decks and no joker, 15/14 cards, open with 50.

#include "rami/variants/common.hpp"

namespace rami::variants {

struct rami50 {
    static constexpr std::string_view id = "rami50";
    static constexpr std::string_view name = "Rami 50";
    static constexpr std::string_view source = "Rami 40, 50, 51 and Manie de Joker 51 rule book";
    using deck = policies::deck<2, 0>;  // R1
    using deal = policies::extra_card_no_first_draw_deal;  // R1 R2 R12
    using melds = policies::no_joker_melds;  // R3
    using points = policies::ace_eleven_points;  // R5
    using opening = policies::opening_waived_going_out<50>;  // R6
    using pickup = policies::pickup_to_lay_after_first_round;  // R8
    using lay_off = policies::lay_off<who_may::opened_or_going_out>;  // R9
    using swap = policies::no_swap;  // R10
    using going_out = policies::going_out<true>;  // R7 R11
    using scoring = policies::hand_value_scoring;  // R13
    using match = policies::lowest_total_match<1000>;  // R14
};
static_assert(variant<rami50>);

}  // namespace rami::variants
