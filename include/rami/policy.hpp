#pragma once
// The policy kinds a variant is built from, each a C++20 concept (docs/rules.md).
//
// A policy is a plain struct of `static constexpr` members. A variant is a struct that names
// one policy of each kind (`using deck = ...;`); a house rule derives from a variant and
// replaces one policy, inheriting the rest (see docs/variants.md and examples/house_rule.cpp).
//
// | kind    | rules   | members                                                                  |
// |---------|---------|--------------------------------------------------------------------------|
// | deck    | R1      | decks, jokers, jokers_per_player                                         |
// | deal    | R1 R2 R12 | min_players, max_players, hand_size(players), first_player_extra,      |
// |         |         | one_joker_per_hand, turn_up_discard, first_turn_draws, max_stock_rebuilds |
// | melds   | R3      | ace_high, circular, max_jokers_run, max_jokers_set                       |
// | points  | R5      | ace_low_run, ace_high_run, ace_set, joker_fixed                          |
// | opening | R6      | minimum, tierce_franche, beat_previous, going_out_exempt, going_out_uses_table |
// | pickup  | R8      | first_round_free, needs_opening, must_lay, refused_with_one_card,        |
// |         |         | no_discard_same_turn, never_laid_off_alone                               |
// | lay_off | R9      | who                                                                      |
// | swap    | R10     | who, freed_joker_must_be_laid, set_needs_two_naturals, one_joker_per_set  |
// | going_out | R7 R11 | keep_card_to_discard                                                    |
// | scoring | R13     | ace_penalty, joker_penalty, never_opened_penalty, winner, ...            |
// | match   | R14     | target(players), lowest_total_wins                                       |

#include <concepts>
#include <cstdint>
#include <string_view>

#include "rami/rules.hpp"
#include "rami/rules_check.hpp"

namespace rami {

namespace policy {

template <class P>
concept deck = requires {
    { P::decks } -> std::convertible_to<int>;              // copies of the 52-card deck
    { P::jokers } -> std::convertible_to<int>;             // jokers in the deck (per player if below)
    { P::jokers_per_player } -> std::convertible_to<bool>;  // manie_joker51: one joker per player
};

template <class P>
concept deal = requires(int players) {
    { P::min_players } -> std::convertible_to<int>;
    { P::max_players } -> std::convertible_to<int>;
    { P::hand_size(players) } -> std::convertible_to<int>;   // cards dealt to each seat
    { P::first_player_extra } -> std::convertible_to<int>;  // more cards for seat 0 (15 vs 14)
    { P::one_joker_per_hand } -> std::convertible_to<bool>; // manie_joker51 (R1)
    { P::turn_up_discard } -> std::convertible_to<bool>;    // R2: the stock's top card starts the pile
    { P::first_turn_draws } -> std::convertible_to<bool>;   // R2: false = the "carte neutre" turn
    { P::max_stock_rebuilds } -> std::convertible_to<int>;  // R12: -1 = no limit
};

template <class P>
concept melds = requires {
    { P::ace_high } -> std::convertible_to<bool>;      // Q-K-A is a run
    { P::circular } -> std::convertible_to<bool>;      // K-A-2 is a run (house option)
    { P::max_jokers_run } -> std::convertible_to<int>;
    { P::max_jokers_set } -> std::convertible_to<int>;
};

template <class P>
concept points = requires {
    { P::ace_low_run } -> std::convertible_to<int>;   // an ace before a 2
    { P::ace_high_run } -> std::convertible_to<int>;  // an ace after a king
    { P::ace_set } -> std::convertible_to<int>;
    { P::joker_fixed } -> std::convertible_to<int>;   // 0: a joker is worth the card it stands for
};

template <class P>
concept opening = requires {
    { P::minimum } -> std::convertible_to<int>;               // 0: no minimum
    { P::tierce_franche } -> std::convertible_to<bool>;      // needs a run of 3+ without joker
    { P::beat_previous } -> std::convertible_to<bool>;       // option: beat the last opening
    { P::going_out_exempt } -> std::convertible_to<bool>;    // going out in one go skips the minimum
    { P::going_out_uses_table } -> std::convertible_to<bool>;// ... and may lay off and swap
};

template <class P>
concept pickup = requires {
    { P::first_round_free } -> std::convertible_to<bool>;      // anyone may take it in the first round
    { P::needs_opening } -> std::convertible_to<bool>;         // only an opened seat, or one opening with it
    { P::must_lay } -> std::convertible_to<bool>;              // the card must be on the table this turn
    { P::refused_with_one_card } -> std::convertible_to<bool>; // "à carte"
    { P::no_discard_same_turn } -> std::convertible_to<bool>;
    { P::never_laid_off_alone } -> std::convertible_to<bool>;
};

template <class P>
concept lay_off = requires {
    { P::who } -> std::convertible_to<who_may>;
};

template <class P>
concept swap = requires {
    { P::who } -> std::convertible_to<who_may>;
    { P::freed_joker_must_be_laid } -> std::convertible_to<bool>;
    { P::set_needs_two_naturals } -> std::convertible_to<bool>;  // kaluki: two naturals at once
    { P::one_joker_per_set } -> std::convertible_to<bool>;       // kaluki: one of two set jokers only
};

template <class P>
concept going_out = requires {
    { P::keep_card_to_discard } -> std::convertible_to<bool>;  // R7: never empty the hand by playing
};

template <class P>
concept scoring = requires {
    { P::ace_penalty } -> std::convertible_to<int>;
    { P::joker_penalty } -> std::convertible_to<int>;
    { P::never_opened_penalty } -> std::convertible_to<int>;        // 0: count the hand
    { P::winner } -> std::convertible_to<int>;                      // the winner's points
    { P::winner_in_one_go } -> std::convertible_to<int>;            // ... after going out in one go
    { P::winner_in_one_go_alone } -> std::convertible_to<int>;      // ... while nobody else had opened
    { P::losers_in_one_go_factor } -> std::convertible_to<int>;     // losers' points multiplied
    { P::losers_in_one_go_alone } -> std::convertible_to<int>;      // flat loser points (0: none)
    { P::hunt_penalty } -> std::convertible_to<int>;                // added to each loser (kaluki)
    { P::winner_takes_all } -> std::convertible_to<bool>;           // rummy_classic
    { P::pot } -> std::convertible_to<bool>;                        // kaluki 75% / 25%
};

template <class P>
concept match = requires(int players) {
    { P::target(players) } -> std::convertible_to<int>;
    { P::lowest_total_wins } -> std::convertible_to<bool>;
};

}  // namespace policy

/// The shape of a variant: an id, a name, the title of its rule document, and one policy of
/// each kind, with members of the right types (values unchecked: see `variant`).
template <class V>
concept variant_shape = requires {
    { V::id } -> std::convertible_to<std::string_view>;
    { V::name } -> std::convertible_to<std::string_view>;
    { V::source } -> std::convertible_to<std::string_view>;  // the rule document, by title
} && policy::deck<typename V::deck> && policy::deal<typename V::deal> &&
    policy::melds<typename V::melds> && policy::points<typename V::points> &&
    policy::opening<typename V::opening> && policy::pickup<typename V::pickup> &&
    policy::lay_off<typename V::lay_off> && policy::swap<typename V::swap> &&
    policy::going_out<typename V::going_out> && policy::scoring<typename V::scoring> &&
    policy::match<typename V::match>;

namespace detail {

/// R1: the numbers of players fit a state (2..max_players_supported), checked before
/// `hand_size(n)` and `target(n)` are read for each of them.
template <variant_shape V>
[[nodiscard]] constexpr bool players_fit() noexcept {
    return V::deal::min_players >= min_players_supported && V::deal::max_players <= max_players_supported &&
           V::deal::min_players <= V::deal::max_players;
}

/// The policies of `V` copied into a `rules` value (players_fit<V>() must hold).
template <variant_shape V>
[[nodiscard]] constexpr rules rules_of_policies() noexcept {
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

}  // namespace detail

/// A variant the engine can deal and score: the shape above, 2 to 6 players, and every value
/// in the range `check_rules` accepts (rami/rules_check.hpp: decks, jokers, hand sizes that fit
/// the deck, points, targets, ...). A variant out of range is refused at compile time; to see
/// which field, `static_assert(rami::variant_fault<V>().field == "")`.
template <class V>
concept variant = variant_shape<V> && detail::players_fit<V>() && !find_rules_fault(detail::rules_of_policies<V>());

/// The first value of variant type `V` that the engine cannot play: `field` names it (as in a
/// rules document, e.g. "deck.decks"), empty when there is none.
template <variant_shape V>
[[nodiscard]] constexpr rules_fault variant_fault() noexcept {
    if (!detail::players_fit<V>()) {
        rules_fault f;
        f.field = V::deal::min_players < min_players_supported || V::deal::min_players > V::deal::max_players
                      ? "deal.min_players"
                      : "deal.max_players";
        f.rule = rule_id::R1;
        f.value = f.field == "deal.min_players" ? V::deal::min_players : V::deal::max_players;
        f.low = min_players_supported;
        f.high = max_players_supported;
        return f;
    }
    return find_rules_fault(detail::rules_of_policies<V>());
}

/// The rule set of variant type `V`, evaluated at compile time.
template <variant V>
[[nodiscard]] constexpr rules make_rules() noexcept {
    return detail::rules_of_policies<V>();
}

}  // namespace rami
