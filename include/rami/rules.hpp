#pragma once
// rules: a variant's policies as one plain value, for the engine to run on and for a program
// to pick at run time (the registry in rami/variants.hpp).
//
// The policy types (rami/policy.hpp) say what a variant is; `make_rules<V>()` copies them into
// this value at compile time. Every engine function takes `const rules&`.

#include <array>
#include <cstdint>
#include <string_view>

#include "rami/policy.hpp"

namespace rami {

inline constexpr int max_players_supported = 6;

struct deck_rules {
    int decks = 1;
    int jokers = 0;
    bool jokers_per_player = false;
    friend constexpr bool operator==(const deck_rules&, const deck_rules&) = default;
};

struct deal_rules {
    int min_players = 2;
    int max_players = 4;
    std::array<int, max_players_supported + 1> hand_size{};  // indexed by the number of players
    int first_player_extra = 0;
    bool one_joker_per_hand = false;
    bool turn_up_discard = true;
    bool first_turn_draws = true;
    int max_stock_rebuilds = -1;
    friend constexpr bool operator==(const deal_rules&, const deal_rules&) = default;
};

struct meld_rules {
    bool ace_high = true;
    bool circular = false;
    int max_jokers_run = 0;
    int max_jokers_set = 0;
    friend constexpr bool operator==(const meld_rules&, const meld_rules&) = default;
};

struct point_rules {
    int ace_low_run = 11;
    int ace_high_run = 11;
    int ace_set = 11;
    int joker_fixed = 0;
    friend constexpr bool operator==(const point_rules&, const point_rules&) = default;
};

struct opening_rules {
    int minimum = 0;
    bool tierce_franche = false;
    bool beat_previous = false;
    bool going_out_exempt = false;
    bool going_out_uses_table = false;
    friend constexpr bool operator==(const opening_rules&, const opening_rules&) = default;
};

struct pickup_rules {
    bool first_round_free = false;
    bool needs_opening = false;
    bool must_lay = false;
    bool refused_with_one_card = false;
    bool no_discard_same_turn = false;
    bool never_laid_off_alone = false;
    friend constexpr bool operator==(const pickup_rules&, const pickup_rules&) = default;
};

struct swap_rules {
    who_may who = who_may::nobody;
    bool freed_joker_must_be_laid = false;
    bool set_needs_two_naturals = false;
    bool one_joker_per_set = false;
    friend constexpr bool operator==(const swap_rules&, const swap_rules&) = default;
};

struct scoring_rules {
    int ace_penalty = 11;
    int joker_penalty = 20;
    int never_opened_penalty = 0;
    int winner = 0;
    int winner_in_one_go = 0;
    int winner_in_one_go_alone = 0;
    int losers_in_one_go_factor = 1;
    int losers_in_one_go_alone = 0;
    int hunt_penalty = 0;
    bool winner_takes_all = false;
    bool pot = false;
    friend constexpr bool operator==(const scoring_rules&, const scoring_rules&) = default;
};

struct match_rules {
    std::array<int, max_players_supported + 1> target{};  // indexed by the number of players
    bool lowest_total_wins = true;
    friend constexpr bool operator==(const match_rules&, const match_rules&) = default;
};

/// A variant's whole rule set (R1-R14) as a value. Built by `make_rules<V>()`; compare with ==.
struct rules {
    std::string_view id;
    std::string_view name;
    std::string_view source;  ///< the title of the rule document this variant follows
    deck_rules deck;
    deal_rules deal;
    meld_rules melds;
    point_rules points;
    opening_rules opening;
    pickup_rules pickup;
    who_may lay_off = who_may::opened;
    swap_rules swap;
    bool keep_card_to_discard = true;
    scoring_rules scoring;
    match_rules match;

    friend constexpr bool operator==(const rules&, const rules&) = default;

    /// The number of jokers in the deck for `players` seats (R1).
    [[nodiscard]] constexpr int jokers_in_deck(int players) const noexcept {
        return deck.jokers_per_player ? deck.jokers * players : deck.jokers;
    }
    /// Copies of each natural card in the deck (R1).
    [[nodiscard]] constexpr int copies() const noexcept { return deck.decks; }
    /// Whether `players` seats can play this variant (R1).
    [[nodiscard]] constexpr bool accepts_players(int players) const noexcept {
        return players >= deal.min_players && players <= deal.max_players;
    }
    /// Whether this variant has jokers at all.
    [[nodiscard]] constexpr bool has_jokers() const noexcept { return deck.jokers > 0; }
};

/// The rule set of variant type `V` (rami/policy.hpp), evaluated at compile time.
template <variant V>
[[nodiscard]] constexpr rules make_rules() noexcept {
    rules r;
    r.id = V::id;
    r.name = V::name;
    r.source = V::source;
    using D = typename V::deck;
    r.deck = {D::decks, D::jokers, D::jokers_per_player};
    using L = typename V::deal;
    r.deal.min_players = L::min_players;
    r.deal.max_players = L::max_players;
    for (int n = L::min_players; n <= L::max_players; ++n) r.deal.hand_size[static_cast<std::size_t>(n)] = L::hand_size(n);
    r.deal.first_player_extra = L::first_player_extra;
    r.deal.one_joker_per_hand = L::one_joker_per_hand;
    r.deal.turn_up_discard = L::turn_up_discard;
    r.deal.first_turn_draws = L::first_turn_draws;
    r.deal.max_stock_rebuilds = L::max_stock_rebuilds;
    using M = typename V::melds;
    r.melds = {M::ace_high, M::circular, M::max_jokers_run, M::max_jokers_set};
    using P = typename V::points;
    r.points = {P::ace_low_run, P::ace_high_run, P::ace_set, P::joker_fixed};
    using O = typename V::opening;
    r.opening = {O::minimum, O::tierce_franche, O::beat_previous, O::going_out_exempt, O::going_out_uses_table};
    using K = typename V::pickup;
    r.pickup = {K::first_round_free, K::needs_opening, K::must_lay, K::refused_with_one_card,
                K::no_discard_same_turn, K::never_laid_off_alone};
    r.lay_off = V::lay_off::who;
    using S = typename V::swap;
    r.swap = {S::who, S::freed_joker_must_be_laid, S::set_needs_two_naturals, S::one_joker_per_set};
    r.keep_card_to_discard = V::going_out::keep_card_to_discard;
    using C = typename V::scoring;
    r.scoring = {C::ace_penalty,     C::joker_penalty,          C::never_opened_penalty,
                 C::winner,          C::winner_in_one_go,       C::winner_in_one_go_alone,
                 C::losers_in_one_go_factor, C::losers_in_one_go_alone, C::hunt_penalty,
                 C::winner_takes_all, C::pot};
    using T = typename V::match;
    for (int n = L::min_players; n <= L::max_players; ++n) r.match.target[static_cast<std::size_t>(n)] = T::target(n);
    r.match.lowest_total_wins = T::lowest_total_wins;
    return r;
}

}  // namespace rami
