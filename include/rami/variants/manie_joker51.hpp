#pragma once
// Manie de Joker 51 (seed 000_93d123959d1e721c.txt): two decks, one joker per player and one in each hand, open with 51.

#include "rami/variants/common.hpp"

namespace rami::variants {

struct manie_joker51 {
    static constexpr std::string_view id = "manie_joker51";
    static constexpr std::string_view name = "Manie de Joker 51";
    static constexpr std::string_view seed = "000_93d123959d1e721c.txt";
    using deck = policies::deck<2, 1, true>;  // R1
    using deal = policies::seed000_joker_deal;  // R1 R2 R12
    using melds = policies::seed000_melds;  // R3
    using points = policies::ace_eleven_points;  // R5
    using opening = policies::seed000_opening<51>;  // R6
    using pickup = policies::seed000_pickup;  // R8
    using lay_off = policies::lay_off<who_may::opened_or_going_out>;  // R9
    using swap = policies::seed000_swap;  // R10
    using going_out = policies::going_out<true>;  // R7 R11
    using scoring = policies::seed000_scoring;  // R13
    using match = policies::lowest_total_match<1000>;  // R14
};
static_assert(variant<manie_joker51>);

}  // namespace rami::variants
