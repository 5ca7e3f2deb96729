#pragma once
// What rule sets the engine can play: every field of `rules` with its range and its rule id
// (R1-R14), and the checks between fields (a deal that fits the deck, a joker for each hand).
// The same table checks a variant type at compile time (the `variant` concept, rami/policy.hpp),
// a rules document at run time (rami/json/rules.hpp) and reads and writes that document.

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "rami/error.hpp"
#include "rami/result.hpp"
#include "rami/rules.hpp"

namespace rami {

/// The fewest seats a round has (R1).
inline constexpr int min_players_supported = 2;
/// The most cards a deck may hold: two 52-card decks and 8 jokers (a state's piles hold them all).
inline constexpr int max_deck_cards = 112;
/// The most cards dealt to a hand, before the first seat's extra card (a hand holds 24: the
/// deal, the extra card and a draw).
inline constexpr int max_hand_size = 22;
/// The largest value of a counter (turns, stock rebuilds, scores): states and rules documents
/// accept up to it, and `apply` never goes past it.
inline constexpr int max_counter = 1'000'000'000;

/// How a field of `rules` is written: a whole number, true/false, a `who_may` word
/// ("nobody", "anyone", "opened", "opened_or_going_out"), or one whole number per number of
/// players (`deal.hand_size`, `match.target`).
enum class rule_field_type : std::uint8_t { integer, boolean, who, per_players };

/// A field of `rules`: its path in a rules document ("deck.decks"; "lay_off" at the top), the
/// rule it belongs to, its type, its range (integers, per_players entries), and where it is.
struct rule_field {
    std::string_view path;
    std::string_view group;  ///< "deck", ...; empty for a top-level field
    std::string_view name;
    rule_id rule = rule_id::format;
    rule_field_type type = rule_field_type::integer;
    int low = 0;
    int high = 0;
    int* (*integer)(rules&) = nullptr;
    bool* (*boolean)(rules&) = nullptr;
    who_may* (*who)(rules&) = nullptr;
    std::array<int, max_players_supported + 1>* (*per_players)(rules&) = nullptr;
};

// One row per field; the macros only spell the member's path once.
#define RAMI_RULE_INT(g, n, r, lo, hi) \
    rule_field{#g "." #n, #g, #n, rule_id::r, rule_field_type::integer, lo, hi, [](rules& x) { return &x.g.n; }}
#define RAMI_RULE_BOOL(g, n, r) \
    rule_field{#g "." #n, #g, #n, rule_id::r, rule_field_type::boolean, 0, 1, nullptr, [](rules& x) { return &x.g.n; }}
#define RAMI_RULE_PER_PLAYERS(g, n, r, lo, hi)                                                         \
    rule_field{#g "." #n, #g, #n, rule_id::r, rule_field_type::per_players, lo, hi, nullptr, nullptr, \
               nullptr, [](rules& x) { return &x.g.n; }}

/// Every field of `rules` but `id`, `name` and `source`, in the order of a rules document.
inline constexpr std::array rule_fields{
    RAMI_RULE_INT(deck, decks, R1, 1, 2),
    RAMI_RULE_INT(deck, jokers, R1, 0, 8),
    RAMI_RULE_BOOL(deck, jokers_per_player, R1),
    RAMI_RULE_INT(deal, min_players, R1, min_players_supported, max_players_supported),
    RAMI_RULE_INT(deal, max_players, R1, min_players_supported, max_players_supported),
    RAMI_RULE_PER_PLAYERS(deal, hand_size, R1, 1, max_hand_size),
    RAMI_RULE_INT(deal, first_player_extra, R1, 0, 1),
    RAMI_RULE_BOOL(deal, one_joker_per_hand, R1),
    RAMI_RULE_BOOL(deal, turn_up_discard, R2),
    RAMI_RULE_BOOL(deal, first_turn_draws, R2),
    RAMI_RULE_INT(deal, max_stock_rebuilds, R12, -1, max_counter),
    RAMI_RULE_BOOL(melds, ace_high, R3),
    RAMI_RULE_BOOL(melds, circular, R3),
    RAMI_RULE_INT(melds, max_jokers_run, R3, 0, 12),
    RAMI_RULE_INT(melds, max_jokers_set, R3, 0, 3),
    RAMI_RULE_INT(points, ace_low_run, R5, 0, 100),
    RAMI_RULE_INT(points, ace_high_run, R5, 0, 100),
    RAMI_RULE_INT(points, ace_set, R5, 0, 100),
    RAMI_RULE_INT(points, joker_fixed, R5, 0, 100),
    RAMI_RULE_INT(opening, minimum, R6, 0, 300),
    RAMI_RULE_BOOL(opening, tierce_franche, R6),
    RAMI_RULE_BOOL(opening, beat_previous, R6),
    RAMI_RULE_BOOL(opening, going_out_exempt, R6),
    RAMI_RULE_BOOL(opening, going_out_uses_table, R6),
    RAMI_RULE_BOOL(pickup, first_round_free, R8),
    RAMI_RULE_BOOL(pickup, needs_opening, R8),
    RAMI_RULE_BOOL(pickup, must_lay, R8),
    RAMI_RULE_BOOL(pickup, refused_with_one_card, R8),
    RAMI_RULE_BOOL(pickup, no_discard_same_turn, R8),
    RAMI_RULE_BOOL(pickup, never_laid_off_alone, R8),
    rule_field{"lay_off", "", "lay_off", rule_id::R9, rule_field_type::who, 0, 3, nullptr, nullptr,
               [](rules& x) { return &x.lay_off; }},
    rule_field{"swap.who", "swap", "who", rule_id::R10, rule_field_type::who, 0, 3, nullptr, nullptr,
               [](rules& x) { return &x.swap.who; }},
    RAMI_RULE_BOOL(swap, freed_joker_must_be_laid, R10),
    RAMI_RULE_BOOL(swap, set_needs_two_naturals, R10),
    RAMI_RULE_BOOL(swap, one_joker_per_set, R10),
    rule_field{"keep_card_to_discard", "", "keep_card_to_discard", rule_id::R7, rule_field_type::boolean, 0, 1,
               nullptr, [](rules& x) { return &x.keep_card_to_discard; }},
    RAMI_RULE_INT(scoring, ace_penalty, R13, 0, 1000),
    RAMI_RULE_INT(scoring, joker_penalty, R13, 0, 1000),
    RAMI_RULE_INT(scoring, never_opened_penalty, R13, 0, 10000),
    RAMI_RULE_INT(scoring, winner, R13, -10000, 10000),
    RAMI_RULE_INT(scoring, winner_in_one_go, R13, -10000, 10000),
    RAMI_RULE_INT(scoring, winner_in_one_go_alone, R13, -10000, 10000),
    RAMI_RULE_INT(scoring, losers_in_one_go_factor, R13, 1, 10),
    RAMI_RULE_INT(scoring, losers_in_one_go_alone, R13, 0, 10000),
    RAMI_RULE_INT(scoring, hunt_penalty, R13, 0, 10000),
    RAMI_RULE_BOOL(scoring, winner_takes_all, R13),
    RAMI_RULE_BOOL(scoring, pot, R13),
    RAMI_RULE_PER_PLAYERS(match, target, R14, 1, 100000),
    RAMI_RULE_BOOL(match, lowest_total_wins, R14),
};

#undef RAMI_RULE_INT
#undef RAMI_RULE_BOOL
#undef RAMI_RULE_PER_PLAYERS

/// The word of a `who_may` value in a rules document.
[[nodiscard]] constexpr std::string_view to_string(who_may who) noexcept {
    switch (who) {
        case who_may::nobody: return "nobody";
        case who_may::anyone: return "anyone";
        case who_may::opened: return "opened";
        case who_may::opened_or_going_out: return "opened_or_going_out";
    }
    return "?";
}

/// Why a rule set cannot be played: the field (its path in a rules document, empty when the
/// rules are fine), its rule, the number of players of a per-player entry (0 otherwise), the
/// value, and either the range it is out of or `why` the fields do not agree.
struct rules_fault {
    std::string_view field;
    rule_id rule = rule_id::format;
    int players = 0;
    int value = 0;
    int low = 0;
    int high = 0;
    std::string_view why;  ///< empty: `value` is not in low..high
    constexpr explicit operator bool() const noexcept { return !field.empty(); }
};

namespace detail {
[[nodiscard]] constexpr int field_value(const rule_field& f, rules& r) noexcept {
    switch (f.type) {
        case rule_field_type::integer: return *f.integer(r);
        case rule_field_type::boolean: return *f.boolean(r) ? 1 : 0;
        case rule_field_type::who: return static_cast<int>(*f.who(r));
        case rule_field_type::per_players: return 0;
    }
    return 0;
}
}  // namespace detail

/// The first field of `given` the engine cannot play, or an empty fault. Checks every field's
/// range (rule_fields), then: deal.max_players >= deal.min_players; per-player entries are set
/// for each number of players the variant is played by and 0 for the others; the deck holds at
/// most 112 cards; each deal fits the deck (hands, the extra card, the turned-up card);
/// deal.one_joker_per_hand has a joker for each hand. Usable at compile time.
[[nodiscard]] constexpr rules_fault find_rules_fault(const rules& given) noexcept {
    rules r = given;  // the table's accessors take a modifiable value
    const auto out_of_range = [](const rule_field& f, int value, int players) {
        return rules_fault{f.path, f.rule, players, value, f.low, f.high, {}};
    };
    for (const rule_field& f : rule_fields) {
        if (f.type != rule_field_type::per_players) {
            const int v = detail::field_value(f, r);
            if (v < f.low || v > f.high) return out_of_range(f, v, 0);
        }
    }
    if (r.deal.max_players < r.deal.min_players)
        return {"deal.max_players", rule_id::R1, 0, r.deal.max_players, r.deal.min_players, max_players_supported,
                "is fewer than deal.min_players"};
    for (const rule_field& f : rule_fields) {
        if (f.type != rule_field_type::per_players) continue;
        const auto& entries = *f.per_players(r);
        for (int n = 0; n <= max_players_supported; ++n) {
            const int v = entries[static_cast<std::size_t>(n)];
            if (r.accepts_players(n)) {
                if (v < f.low || v > f.high) return out_of_range(f, v, n);
            } else if (v != 0) {
                return {f.path, f.rule, n, v, 0, 0, "is set for a number of players the variant is not played by (must be 0)"};
            }
        }
    }
    const int deck_size = 52 * r.deck.decks + r.jokers_in_deck(r.deal.max_players);
    if (deck_size > max_deck_cards)
        return {"deck.jokers", rule_id::R1, 0, r.deck.jokers, 0, 0, "makes a deck of more than 112 cards"};
    for (int n = r.deal.min_players; n <= r.deal.max_players; ++n) {
        const int hand = r.deal.hand_size[static_cast<std::size_t>(n)];
        const int dealt = hand * n + r.deal.first_player_extra + (r.deal.turn_up_discard ? 1 : 0);
        if (dealt > 52 * r.deck.decks + r.jokers_in_deck(n))
            return {"deal.hand_size", rule_id::R1, n, hand, 0, 0, "the deal needs more cards than the deck holds"};
        if (r.deal.one_joker_per_hand && r.jokers_in_deck(n) < n)
            return {"deal.one_joker_per_hand", rule_id::R1, n, 1, 0, 0, "the deck has fewer jokers than hands"};
    }
    return {};
}

/// The detail of an error for `f`: "deck.decks: 3 is not in 1..2",
/// "deal.hand_size.4: 30 (the deal needs more cards than the deck holds)".
[[nodiscard]] inline std::string describe(const rules_fault& f) {
    // Appended piece by piece: GCC 12 at -O3 warns falsely (-Wrestrict) on `"." + std::string`.
    std::string text(f.field);
    if (f.players > 0) {
        text += '.';
        text += std::to_string(f.players);
    }
    text += ": ";
    text += std::to_string(f.value);
    if (f.why.empty()) {
        text += " is not in ";
        text += std::to_string(f.low);
        text += "..";
        text += std::to_string(f.high);
    } else {
        text += " (";
        text += f.why;
        text += ')';
    }
    return text;
}

/// Success when the engine can play `r` (`find_rules_fault`); else error `invalid_rules` with
/// the field's rule (R1-R14) and a detail naming the field ("deal.hand_size.4: ...").
[[nodiscard]] inline result<void> check_rules(const rules& r) {
    const rules_fault fault = find_rules_fault(r);
    if (fault) return error(error_code::invalid_rules, fault.rule, describe(fault));
    return {};
}

}  // namespace rami
