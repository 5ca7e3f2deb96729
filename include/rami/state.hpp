#pragma once
// The game state (docs/json.md "The state"): a plain value. `apply` (rami/apply.hpp) returns a
// new state and never changes the one it is given; a state holds no heap memory, so copying
// one is a block copy.

#include <array>
#include <cstdint>
#include <optional>
#include <span>

#include "rami/card.hpp"
#include "rami/deck.hpp"
#include "rami/fixed_vector.hpp"
#include "rami/hand.hpp"
#include "rami/meld.hpp"
#include "rami/random.hpp"
#include "rami/result.hpp"
#include "rami/rules.hpp"
#include "rami/rules_check.hpp"

namespace rami {

/// Capacities of a state: the most cards in a hand, in the stock or the discard pile (two
/// 54-card decks), and melds on the table.
inline constexpr std::size_t max_hand_cards = max_analysed_hand;
inline constexpr std::size_t max_pile_cards = max_deck_cards;
inline constexpr std::size_t max_table_melds = 40;
static_assert(max_hand_cards >= max_hand_size + 2, "a hand holds the deal, the extra card and a draw");

// max_counter (rami/rules_check.hpp) is the largest value of a state's counters (turn, stock
// rebuilds, scores): the JSON loader accepts up to it and `apply` never goes past it, so every
// state apply makes can be loaded.

using hand_cards = fixed_vector<card, max_hand_cards>;
using pile_cards = fixed_vector<card, max_pile_cards>;

/// What a round is doing: the seat to act must draw, may play then must discard, or the round
/// has ended.
enum class phase : std::uint8_t { draw, play, over };

[[nodiscard]] constexpr std::string_view to_string(phase p) noexcept {
    return p == phase::draw ? "draw" : p == phase::play ? "play" : "over";
}

/// The phase `to_string` names `name` ("draw", "play" or "over"); nullopt for any other text.
[[nodiscard]] constexpr std::optional<phase> phase_named(std::string_view name) noexcept {
    for (const phase p : {phase::draw, phase::play, phase::over})
        if (to_string(p) == name) return p;
    return std::nullopt;
}

/// A meld on the table and the seat that laid it.
struct table_meld {
    int owner = 0;
    rami::meld meld;
    friend constexpr bool operator==(const table_meld&, const table_meld&) = default;
};

enum class end_reason : std::uint8_t { out, deadlock };

[[nodiscard]] constexpr std::string_view to_string(end_reason reason) noexcept {
    return reason == end_reason::out ? "out" : "deadlock";
}

/// The reason `to_string` names `name` ("out" or "deadlock"); nullopt for any other text.
[[nodiscard]] constexpr std::optional<end_reason> end_reason_named(std::string_view name) noexcept {
    for (const end_reason reason : {end_reason::out, end_reason::deadlock})
        if (to_string(reason) == name) return reason;
    return std::nullopt;
}

/// How a round ended (R11-R13): the winner (-1 for none), why, whether the winner went out in
/// one go, and each seat's points for the round (R13).
struct round_result {
    int winner = -1;
    end_reason reason = end_reason::out;
    bool in_one_go = false;
    std::array<int, max_players_supported> points{};
    friend constexpr bool operator==(const round_result&, const round_result&) = default;
};

/// Variant options in force (docs/rules.md "Options"; a state's `options`, docs/json.md). Unset fields
/// keep the variant's rule.
struct variant_options {
    std::optional<int> opening_minimum;         ///< R6, e.g. 81 for rami_francais
    std::optional<bool> beat_previous_opening;  ///< R6: each later opening must beat the last
    std::optional<bool> circular_runs;          ///< R3: Q-K-A-2-3
    std::optional<int> hand_size;               ///< R1: cards dealt to each seat (12, 14)
    std::optional<int> match_target;            ///< R14: the total that ends the match (501)
    friend constexpr bool operator==(const variant_options&, const variant_options&) = default;
};

/// The rules with `options` applied. Errors: `invalid_rules` (check_rules) when `r` itself
/// cannot be played; `invalid_option` (format) naming the option when a value is out of range
/// (minimum 0-300, hand size 1-22, target 1-100000), or when the rules it makes cannot be played
/// (a hand size the deck cannot deal for every number of players the variant takes: the
/// detail names the option, then the rules' field).
/// Applying the same options twice gives the same rules.
[[nodiscard]] inline result<rules> with_options(rules r, const variant_options& options) {
    if (auto valid = check_rules(r); !valid) return valid.error();
    if (options.opening_minimum) {
        if (*options.opening_minimum < 0 || *options.opening_minimum > 300)
            return error(error_code::invalid_option, "opening_minimum");
        r.opening.minimum = *options.opening_minimum;
    }
    if (options.beat_previous_opening) r.opening.beat_previous = *options.beat_previous_opening;
    if (options.circular_runs) r.melds.circular = *options.circular_runs;
    if (options.hand_size) {
        if (*options.hand_size < 1 || *options.hand_size > static_cast<int>(max_hand_cards) - 2)
            return error(error_code::invalid_option, "hand_size");
        for (int n = r.deal.min_players; n <= r.deal.max_players; ++n)
            r.deal.hand_size[static_cast<std::size_t>(n)] = *options.hand_size;
    }
    if (options.match_target) {
        if (*options.match_target < 1 || *options.match_target > 100000)
            return error(error_code::invalid_option, "match_target");
        for (int n = r.deal.min_players; n <= r.deal.max_players; ++n)
            r.match.target[static_cast<std::size_t>(n)] = *options.match_target;
    }
    if (const rules_fault fault = find_rules_fault(r)) {
        const std::string_view option = fault.field == "deal.hand_size" ? "hand_size" : "options";
        return error(error_code::invalid_option, fault.rule, std::string(option) + ": " + describe(fault));
    }
    return r;
}

/// The turn in progress: what the rules that bind a whole turn (R6 opening, R8 taken card, R9
/// lay-offs, R10 freed jokers, R11 going out in one go) are judged on. Empty between turns: the
/// discard clears it. Its fields travel in a state's JSON under the names in brackets
/// (docs/json.md "The turn in progress").
struct turn_record {
    std::optional<card> taken;          ///< the card taken from the discard pile this turn [taken_this_turn] (R8)
    std::optional<card> taken_to_lay;   ///< that card while it must still be laid [taken] (R8)
    int taken_onto = -1;                ///< table meld the taken card went into, by a lay-off or a new meld [taken_laid_onto] (R8)
    std::uint64_t hand_cards_onto = 0;  ///< bit i: a card of the hand went onto table meld i [hand_lay_offs] (R8)
    std::uint64_t new_melds = 0;        ///< bit i: table meld i was laid this turn [melds_this_turn] (R6)
    bool laid = false;                  ///< a card was laid this turn [laid_this_turn] (R11, R12)
    bool laid_off = false;              ///< a lay-off this turn [laid_off_this_turn] (R9, R11)
    bool swapped = false;               ///< a joker swap this turn [swapped_this_turn] (R10, R11)
    int jokers_to_lay = 0;              ///< freed jokers still to lay [jokers_to_lay] (R10)

    /// Whether anything was laid this turn (a meld, a lay-off, a swap, the taken card).
    [[nodiscard]] constexpr bool begun() const noexcept { return new_melds != 0 || laid_off || swapped || taken_onto >= 0; }
    friend constexpr bool operator==(const turn_record&, const turn_record&) = default;
};

/// A round of a variant, as a value. Seats are numbered in play order (R1). The fields are
/// those of a state's JSON (docs/json.md); `this_turn` is the turn in progress.
struct game_state {
    rami::rules rules;              ///< the variant's rules, `options` applied
    variant_options options;
    std::uint64_t seed = 0;         ///< drives every shuffle (the deal, R12 rebuilds)
    int players = 0;
    int first = 0;                  ///< the round's first seat (it was dealt the extra card)
    int current = 0;                ///< the seat to act
    rami::phase phase = phase::draw;
    int turn = 0;                   ///< turns completed; the first round is turn < players
    std::array<hand_cards, max_players_supported> hands{};
    pile_cards stock;               ///< index 0 is the top
    pile_cards discard;             ///< the last card is the top
    fixed_vector<table_meld, max_table_melds> table;
    std::array<bool, max_players_supported> opened{};  ///< R6
    std::array<bool, max_players_supported> laid{};    ///< laid a card before this turn (R11)
    int stock_resets = 0;           ///< stock rebuilds so far (R12)
    int resets_since_laid = 0;      ///< stock rebuilds since a card was last laid (R12 stalemate)
    std::array<int, max_players_supported> scores{};  ///< match totals before this round (R14)
    std::optional<round_result> result;  ///< set when phase is over

    int best_opening = 0;           ///< the highest opening so far (option R6)
    turn_record this_turn;          ///< the turn in progress

    [[nodiscard]] std::span<const card> hand(int seat) const noexcept { return hands[static_cast<std::size_t>(seat)]; }
    /// Whether the round is in its first round: each seat's first turn (R2, R8).
    [[nodiscard]] bool first_round() const noexcept { return turn < players; }

    friend bool operator==(const game_state&, const game_state&) = default;
};

/// Every card of a state (hands, stock, discard pile, table), as a multiset.
[[nodiscard]] inline card_counts all_cards(const game_state& s) {
    card_counts counts;
    for (int seat = 0; seat < s.players; ++seat) counts.add(s.hand(seat));
    counts.add(s.stock);
    counts.add(s.discard);
    for (const table_meld& m : s.table) counts.add(m.meld.laid());
    return counts;
}

/// Deals a new round (R1, R2): `players` seats, seat `first` plays first and gets the extra
/// card where the variant deals one (15 vs 14); manie_joker51 deals exactly one joker to each
/// hand; where the variant says, the top stock card starts the discard pile, and the first
/// seat's first turn has no draw (phase `play`). `scores` are the match totals so far.
/// Shuffles come from `seed` alone (rami/random.hpp), the same on every platform.
/// Errors: `invalid_rules` when `variant` cannot be played (check_rules), `players_out_of_range`
/// (R1), `invalid_option`, `invalid_option` "hand_size" when the deck is too small for the hands
/// asked, `seat_out_of_range` "first", and `wrong_array_length` "scores" unless `scores` is
/// empty or holds one total per seat. A refusal deals nothing.
[[nodiscard]] inline result<game_state> new_game(const rules& variant, int players, std::uint64_t seed,
                                                  const variant_options& options = {}, int first = 0,
                                                  std::span<const int> scores = {}) {
    auto r = with_options(variant, options);
    if (!r) return r.error();
    auto deck = deck_of(*r, players);
    if (!deck) return deck.error();
    if (first < 0 || first >= players) return error(error_code::seat_out_of_range, "first");
    game_state s;
    s.rules = *r;
    s.options = options;
    s.seed = seed;
    s.players = players;
    s.first = first;
    s.current = first;
    if (!scores.empty() && scores.size() != static_cast<std::size_t>(players))
        return error(error_code::wrong_array_length,
                     "scores: " + std::to_string(scores.size()) + " entries for " + std::to_string(players) + " seats");
    for (std::size_t i = 0; i < scores.size(); ++i) {
        if (scores[i] < -max_counter || scores[i] > max_counter)
            return error(error_code::number_out_of_range, "scores[" + std::to_string(i) + "]: " + std::to_string(scores[i]) +
                                                              " is not in -1000000000..1000000000");
        s.scores[i] = scores[i];
    }

    const int hand_size = r->deal.hand_size[static_cast<std::size_t>(players)];
    const int dealt = hand_size * players + r->deal.first_player_extra + (r->deal.turn_up_discard ? 1 : 0);
    if (dealt > deck->size()) return error(error_code::invalid_option, "hand_size");

    // manie_joker51 deals one joker into each hand first; the rest is shuffled as one pack.
    // check_rules guarantees that every push below fits (the deck fits a pile, a hand its deal);
    // `fits` makes sure of it rather than drop a card.
    bool fits = true;
    card_counts pack = *deck;
    if (r->deal.one_joker_per_hand) {
        for (int seat = 0; seat < players; ++seat) {
            fits = fits && pack.remove(card::joker());
            fits = fits && s.hands[static_cast<std::size_t>(seat)].push_back(card::joker());
        }
    }
    pile_cards shuffled;
    for (const card c : pack.cards()) fits = fits && shuffled.push_back(c);
    if (!fits) return error(error_code::table_full, "deal");
    splitmix64 random = shuffle_random(seed, 0);
    shuffle(std::span<card>(shuffled.data(), shuffled.size()), random);

    std::size_t next = 0;
    for (int k = 0; k < players; ++k) {
        const int seat = (first + k) % players;
        const int wanted = hand_size + (seat == first ? r->deal.first_player_extra : 0);
        hand_cards& hand = s.hands[static_cast<std::size_t>(seat)];
        while (fits && static_cast<int>(hand.size()) < wanted && next < shuffled.size()) fits = hand.push_back(shuffled[next++]);
        fits = fits && static_cast<int>(hand.size()) == wanted;
    }
    for (; next < shuffled.size(); ++next) fits = fits && s.stock.push_back(shuffled[next]);
    if (r->deal.turn_up_discard && !s.stock.empty()) {
        fits = fits && s.discard.push_back(s.stock.front());
        s.stock.erase(s.stock.begin());
    }
    if (!fits) return error(error_code::table_full, "deal");
    s.phase = r->deal.first_turn_draws ? phase::draw : phase::play;
    return s;
}

}  // namespace rami
