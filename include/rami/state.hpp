#pragma once
// The game state (docs/json.md "The state"): a plain value. `apply` (rami/apply.hpp) returns a
// new state and never changes the one it is given; a state holds no heap memory, so copying
// one is a block copy. Its top-level fields are described once, in `detail::state_fields`
// (below): the JSON and text readers and writers, the views and check_state follow the rows.

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <utility>

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
    if (options == variant_options{}) return r;  // most states: the rules just checked, unchanged
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

/// What every seat sees of a round: a state and each seat's view (rami/view.hpp) share it, so
/// a view copies it whole. Its fields are those of a state's JSON (docs/json.md), each a row of
/// `detail::state_fields` (below).
struct public_state {
    rami::rules rules;              ///< the variant's rules, `options` applied
    variant_options options;
    int players = 0;
    int first = 0;                  ///< the round's first seat (it was dealt the extra card)
    int current = 0;                ///< the seat to act
    rami::phase phase = phase::draw;
    int turn = 0;                   ///< turns completed; the first round is turn < players
    pile_cards discard;             ///< the last card is the top
    fixed_vector<table_meld, max_table_melds> table;
    std::array<bool, max_players_supported> opened{};  ///< R6
    std::array<bool, max_players_supported> laid{};    ///< laid a card before this turn (R11)
    int stock_resets = 0;           ///< stock rebuilds so far (R12)
    int resets_since_laid = 0;      ///< stock rebuilds since a card was last laid (R12 stalemate)
    std::array<int, max_players_supported> scores{};  ///< match totals before this round (R14)
    std::optional<round_result> result;  ///< set when phase is over
    int best_opening = 0;           ///< the highest opening so far (option R6)
    turn_record this_turn;          ///< the turn in progress: face up (a taken card was seen by all)

    friend bool operator==(const public_state&, const public_state&) = default;
};

/// A round of a variant, as a value. Seats are numbered in play order (R1). The fields are
/// those of a state's JSON (docs/json.md): what every seat sees (`public_state`), and the
/// hidden cards and the seed.
struct game_state : public_state {
    std::uint64_t seed = 0;         ///< drives every shuffle (the deal, R12 rebuilds)
    std::array<hand_cards, max_players_supported> hands{};
    pile_cards stock;               ///< index 0 is the top

    [[nodiscard]] std::span<const card> hand(int seat) const noexcept { return hands[static_cast<std::size_t>(seat)]; }
    /// Whether the round is in its first round: each seat's first turn (R2, R8).
    [[nodiscard]] bool first_round() const noexcept { return turn < players; }

    friend bool operator==(const game_state&, const game_state&) = default;
};

namespace detail {

/// How a row of `state_fields` is read, written and checked. The kinds from `seat` on are
/// plain: their row says where the value lives and its range, and every reader, writer and
/// check handles them alike, by the row. The others have code of their own in each reader and
/// writer (their reading depends on other fields in another way: the rules, the cards).
enum class field_kind : std::uint8_t {
    format, variant, options, rules, hands, seed, phase, stock, discard, table, result,
    seat,           ///< a seat number, 0 .. players-1
    counter,        ///< a whole number, low .. high
    flag,           ///< true or false
    optional_card,  ///< a card or null
    meld_mask,      ///< table indexes, written ascending: bit i of a mask is table meld i
    optional_meld,  ///< a table index or null (-1 in the state)
    seat_flags,     ///< per seat: true or false, one entry per player
    seat_numbers,   ///< per seat: a whole number, low .. high, one entry per player
};

using seat_flag_array = std::array<bool, max_players_supported>;
using seat_number_array = std::array<int, max_players_supported>;

/// One top-level member of a state document: a row of `state_fields`.
struct state_field {
    const char* name = "";     ///< the wire name (never changes: rami.state/1 documents load unchanged)
    field_kind kind = field_kind::format;
    bool required = false;     ///< missing_field when absent; else absent and null both mean `absent`
    bool in_view = true;       ///< a seat's view carries it (it lives in public_state)
    const char* absent = "";   ///< what an absent optional member reads as, as docs/json.md says it
    std::int64_t low = 0;      ///< counter, seat_numbers: the range a value must be in
    std::int64_t high = 0;
    // Where a plain field lives (exactly one of these): on the round, or in the turn record.
    int public_state::* number = nullptr;                  ///< seat, counter
    seat_flag_array public_state::* seat_flags = nullptr;   ///< seat_flags
    seat_number_array public_state::* seat_numbers = nullptr;  ///< seat_numbers
    int turn_record::* turn_number = nullptr;              ///< counter, optional_meld
    bool turn_record::* turn_flag = nullptr;               ///< flag
    std::optional<card> turn_record::* turn_card = nullptr;  ///< optional_card
    std::uint64_t turn_record::* turn_mask = nullptr;      ///< meld_mask
    /// seat_flags: when absent, a copy of this earlier row's value (`laid` defaults to `opened`).
    seat_flag_array public_state::* absent_copies = nullptr;
};

/// Every top-level field of a state, in the order read_state reads them: an error names the
/// first bad field in this order, so it must not change (the readers' errors are part of the
/// contract). Writers sort by name (nlohmann's objects are ordered by key): see
/// `state_fields_by_name`. A new field is one row here and its member above (docs/design.md
/// "The state, one table"); optional, so that documents written before it still load.
inline constexpr auto state_fields = std::to_array<state_field>({
    {.name = "format", .kind = field_kind::format, .required = true, .in_view = false},  // a view writes its own
    {.name = "variant", .kind = field_kind::variant, .required = true},
    {.name = "options", .kind = field_kind::options, .absent = "`{}`"},
    {.name = "rules", .kind = field_kind::rules, .absent = "the variant's rules, options applied"},
    {.name = "hands", .kind = field_kind::hands, .required = true, .in_view = false},
    {.name = "seed", .kind = field_kind::seed, .in_view = false, .absent = "0"},
    {.name = "current", .kind = field_kind::seat, .required = true, .number = &public_state::current},
    {.name = "first", .kind = field_kind::seat, .absent = "0", .number = &public_state::first},
    {.name = "phase", .kind = field_kind::phase, .required = true},
    {.name = "turn", .kind = field_kind::counter, .absent = "the number of players", .high = max_counter, .number = &public_state::turn},
    {.name = "stock", .kind = field_kind::stock, .required = true, .in_view = false},
    {.name = "discard", .kind = field_kind::discard, .required = true},
    {.name = "table", .kind = field_kind::table, .required = true},
    {.name = "opened", .kind = field_kind::seat_flags, .required = true, .seat_flags = &public_state::opened},
    {.name = "laid", .kind = field_kind::seat_flags, .absent = "equal to `opened`", .seat_flags = &public_state::laid,
     .absent_copies = &public_state::opened},
    {.name = "taken", .kind = field_kind::optional_card, .absent = "null", .turn_card = &turn_record::taken_to_lay},
    {.name = "stock_resets", .kind = field_kind::counter, .absent = "0", .high = max_counter, .number = &public_state::stock_resets},
    {.name = "resets_since_laid", .kind = field_kind::counter, .absent = "0", .high = max_counter,
     .number = &public_state::resets_since_laid},
    {.name = "scores", .kind = field_kind::seat_numbers, .absent = "zeros", .low = -max_counter, .high = max_counter,
     .seat_numbers = &public_state::scores},
    {.name = "result", .kind = field_kind::result, .absent = "null"},
    {.name = "taken_this_turn", .kind = field_kind::optional_card, .absent = "null", .turn_card = &turn_record::taken},
    {.name = "laid_this_turn", .kind = field_kind::flag, .absent = "false", .turn_flag = &turn_record::laid},
    {.name = "jokers_to_lay", .kind = field_kind::counter, .absent = "0", .high = max_counter, .turn_number = &turn_record::jokers_to_lay},
    {.name = "hand_lay_offs", .kind = field_kind::meld_mask, .absent = "`[]`", .turn_mask = &turn_record::hand_cards_onto},
    {.name = "best_opening", .kind = field_kind::counter, .absent = "0", .high = max_counter, .number = &public_state::best_opening},
    {.name = "melds_this_turn", .kind = field_kind::meld_mask, .absent = "`[]`", .turn_mask = &turn_record::new_melds},
    {.name = "laid_off_this_turn", .kind = field_kind::flag, .absent = "false", .turn_flag = &turn_record::laid_off},
    {.name = "swapped_this_turn", .kind = field_kind::flag, .absent = "false", .turn_flag = &turn_record::swapped},
    {.name = "taken_laid_onto", .kind = field_kind::optional_meld, .absent = "null", .turn_number = &turn_record::taken_onto},
});

/// The indexes of `state_fields` in the order of their names: the order nlohmann writes an
/// object's members in, which dump_state follows byte for byte.
inline constexpr std::array<std::size_t, state_fields.size()> state_fields_by_name = [] {
    std::array<std::size_t, state_fields.size()> order{};
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    for (std::size_t i = 1; i < order.size(); ++i)  // insertion sort of a constant
        for (std::size_t k = i; k > 0 && std::string_view(state_fields[order[k]].name) < std::string_view(state_fields[order[k - 1]].name); --k)
            std::swap(order[k], order[k - 1]);
    return order;
}();

/// Whether `kind` is plain (its row says where the value lives).
[[nodiscard]] constexpr bool plain(field_kind kind) noexcept { return kind >= field_kind::seat; }

/// The rows of one kind, as a constant: a loop over them compiles to one check per row (for
/// the checks on every state, such as the seats'), where a loop over all the rows would test
/// each row's kind at run time.
template <field_kind kind>
inline constexpr auto rows_of = [] {
    constexpr std::size_t count = [] {
        std::size_t n = 0;
        for (const state_field& f : state_fields) n += f.kind == kind ? 1 : 0;
        return n;
    }();
    std::array<state_field, count> rows{};
    std::size_t i = 0;
    for (const state_field& f : state_fields)
        if (f.kind == kind) rows[i++] = f;
    return rows;
}();

// Each plain row says where its value lives, exactly once and in a member of its kind; an
// optional row says what absent means; a ranged row has a range; a row a view lacks is hidden.
static_assert([] {
    for (const state_field& f : state_fields) {
        const int places = (f.number != nullptr) + (f.seat_flags != nullptr) + (f.seat_numbers != nullptr) +
                           (f.turn_number != nullptr) + (f.turn_flag != nullptr) + (f.turn_card != nullptr) + (f.turn_mask != nullptr);
        if (plain(f.kind) != (places == 1)) return false;
        if (f.required == (std::string_view(f.absent) != "")) return false;
        const bool ranged = f.kind == field_kind::counter || f.kind == field_kind::seat_numbers;
        if (ranged != (f.low < f.high)) return false;
        if (plain(f.kind) && !f.in_view) return false;  // plain rows live in public_state or the turn record
        switch (f.kind) {
            case field_kind::seat: if (f.number == nullptr) return false; break;
            case field_kind::counter: if (f.number == nullptr && f.turn_number == nullptr) return false; break;
            case field_kind::flag: if (f.turn_flag == nullptr) return false; break;
            case field_kind::optional_card: if (f.turn_card == nullptr) return false; break;
            case field_kind::meld_mask: if (f.turn_mask == nullptr) return false; break;
            case field_kind::optional_meld: if (f.turn_number == nullptr) return false; break;
            case field_kind::seat_flags: if (f.seat_flags == nullptr) return false; break;
            case field_kind::seat_numbers: if (f.seat_numbers == nullptr) return false; break;
            default: break;
        }
    }
    return true;
}(), "state_fields: a plain row names one place of its kind, an optional row its default, a ranged row its range");

/// The int a seat, counter or optional_meld row names, in a state or a view.
template <class StateOrView>
[[nodiscard]] constexpr auto& int_field(StateOrView& x, const state_field& f) noexcept {
    return f.turn_number != nullptr ? x.this_turn.*f.turn_number : x.*f.number;
}

}  // namespace detail

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
