#pragma once
// Rami 40 (the Rami 40/50/51 and Manie de Joker 51 rule book): two decks and two jokers, 15/14 cards, open with 40.

#include "rami/variants/common.hpp"

namespace rami::variants {

struct rami40 {
    static constexpr std::string_view id = "rami40";
    static constexpr std::string_view name = "Rami 40";
    static constexpr std::string_view source = "Rami 40, 50, 51 and Manie de Joker 51 rule book";
    using deck = policies::deck<2, 2>;  // R1
    using deal = policies::extra_card_no_first_draw_deal;  // R1 R2 R12
    using melds = policies::two_joker_melds;  // R3
    using points = policies::ace_eleven_points;  // R5
    using opening = policies::opening_waived_going_out<40>;  // R6
    using pickup = policies::pickup_to_lay_after_first_round;  // R8
    using lay_off = policies::lay_off<who_may::opened_or_going_out>;  // R9
    using swap = policies::swap_opened_or_going_out;  // R10
    using going_out = policies::going_out<true>;  // R7 R11
    using scoring = policies::hand_value_scoring;  // R13
    using match = policies::lowest_total_match<1000>;  // R14
};
static_assert(variant<rami40>);

}  // namespace rami::variants
