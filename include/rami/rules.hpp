#pragma once
// rules: a variant's policies as one plain value, for the engine to run on and for a program
// to pick at run time (the registry in rami/variants.hpp), or to read from a rules document
// (rami/json/rules.hpp).
//
// The policy types (rami/policy.hpp) say what a variant is; `make_rules<V>()` copies them into
// this value at compile time. Every engine function takes `const rules&`. What values the
// engine can play is `check_rules` (rami/rules_check.hpp).

#include <array>
#include <cstdint>
#include <string_view>

namespace rami {

/// Who may do something that depends on having opened (R9 lay-offs, R10 joker swaps).
enum class who_may : std::uint8_t {
    nobody,               ///< never (rami7 swaps, variants without jokers)
    anyone,               ///< even before melding (rummy_classic lay-offs)
    opened,               ///< a seat that has opened (R6)
    opened_or_going_out,  ///< a seat that has opened, or that goes out in one go this turn (the Rami 51 rule book)
};

/// The most seats a round has (R1).
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

/// A variant's whole rule set (R1-R14) as a value. Built by `make_rules<V>()` or read from a
/// rules document (`rules_from_json`); compare with ==. `id`, `name` and `source` point to
/// static strings: a custom rule set keeps those of the built-in variant it is based on (I).
/// Entries of `deal.hand_size` and `match.target` for numbers of players outside
/// `deal.min_players..deal.max_players` are 0.
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

}  // namespace rami
