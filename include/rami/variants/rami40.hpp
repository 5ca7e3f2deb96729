#pragma once
// Rami 40 (seed 000_93d123959d1e721c.txt): two decks and two jokers, 15/14 cards, open with 40.

#include "rami/variants/common.hpp"

namespace rami::variants {

struct rami40 {
    static constexpr std::string_view id = "rami40";
    static constexpr std::string_view name = "Rami 40";
    static constexpr std::string_view seed = "000_93d123959d1e721c.txt";
    using deck = policies::deck<2, 2>;  // R1
    using deal = policies::seed000_deal;  // R1 R2 R12
    using melds = policies::seed000_melds;  // R3
    using points = policies::ace_eleven_points;  // R5
    using opening = policies::seed000_opening<40>;  // R6
    using pickup = policies::seed000_pickup;  // R8
    using lay_off = policies::lay_off<who_may::opened_or_going_out>;  // R9
    using swap = policies::seed000_swap;  // R10
    using going_out = policies::going_out<true>;  // R7 R11
    using scoring = policies::seed000_scoring;  // R13
    using match = policies::lowest_total_match<1000>;  // R14
};
static_assert(variant<rami40>);

}  // namespace rami::variants
