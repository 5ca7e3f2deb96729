#pragma once
// Errors: every refusal the engine makes is an `error` value (a stable code, the rule it
// enforces and a sentence a player understands). Nothing in rami throws on bad input.

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace rami {

/// The rule an error enforces: R1-R14 of docs/rules.md, or `format` for input
/// that is malformed (unknown card, bad JSON, ...).
enum class rule_id : std::uint8_t { format, R1, R2, R3, R4, R5, R6, R7, R8, R9, R10, R11, R12, R13, R14 };

/// "format", "R1", ..., "R14".
[[nodiscard]] constexpr std::string_view to_string(rule_id rule) noexcept {
    constexpr std::array<std::string_view, 15> names{"format", "R1", "R2",  "R3",  "R4",
                                                     "R5",     "R6", "R7",  "R8",  "R9",
                                                     "R10",    "R11", "R12", "R13", "R14"};
    return names[static_cast<std::size_t>(rule)];
}

// One row per error code: name, number (pinned, never reused), rule, message. The X-macro keeps
// them in one place, so a code can never lack its message (tests/test_errors.cpp checks every
// row anyway, and that the numbers are unique).
#define RAMI_ERROR_CODES(X) \
    X(unknown_card, 0, format, "This is not a card: write a rank (A 2-10 J Q K) and a suit (S H D C), or JK.") \
    X(empty_input, 1, format, "No cards were given.") \
    X(unknown_variant, 2, format, "There is no variant of that name.") \
    X(hand_too_large, 3, format, "The hand has more cards than the hand analysis accepts.") \
    X(invalid_option, 4, format, "This variant option has a value out of range.") \
    X(seat_out_of_range, 5, format, "There is no seat with that number.") \
    X(players_out_of_range, 6, R1, "This variant is not played with that number of players.") \
    X(card_not_in_deck, 7, R1, "This card is not part of this variant's deck.") \
    X(too_many_copies, 8, R1, "There are more copies of this card than the deck holds.") \
    X(meld_too_short, 9, R3, "A meld needs at least three cards.") \
    X(meld_without_natural, 10, R3, "A meld needs at least one card that is not a joker.") \
    X(not_a_meld, 11, R3, "These cards are neither one rank in different suits (a set) nor one suit in sequence (a run).") \
    X(set_repeats_suit, 12, R3, "A set may not hold two cards of the same suit.") \
    X(set_too_large, 13, R3, "A set holds at most four cards, one of each suit.") \
    X(run_repeats_rank, 14, R3, "A run may not hold the same rank twice.") \
    X(run_not_consecutive, 15, R3, "The ranks of a run must follow each other without a gap.") \
    X(run_wraps, 16, R3, "A run may not go round the corner (K-A-2): the ace is low or high, not both.") \
    X(ace_high_not_allowed, 17, R3, "In this variant the ace is low only: Q-K-A is not a run.") \
    X(run_too_long, 18, R3, "A run holds at most thirteen cards.") \
    X(too_many_jokers, 19, R3, "This meld holds more jokers than this variant allows.") \
    X(opening_empty, 20, R6, "An opening needs at least one meld.") \
    X(opening_below_minimum, 21, R6, "These melds are worth less than the minimum needed to open.") \
    X(opening_needs_tierce_franche, 22, R6, "The opening needs a tierce franche: a run of three or more cards without a joker.") \
    X(opening_must_beat_previous, 23, R6, "With this option an opening must be worth more than the last one.") \
    X(rami_sec_uses_table, 24, R6, "Going out in one go (rami sec) may not use the melds on the table.") \
    X(round_over, 25, R7, "The round is over: no more moves.") \
    X(round_not_over, 26, R14, "The round is not over yet.") \
    X(hand_would_be_empty, 28, R7, "Keep a card to discard: a play may not empty the hand.") \
    X(must_draw_first, 29, R2, "Draw first, from the stock or the discard pile.") \
    X(already_drawn, 30, R2, "This seat has drawn already: play, then discard.") \
    X(card_not_in_hand, 31, R2, "That card is not in the hand of the seat to act.") \
    X(empty_play, 32, R2, "A play needs at least one step.") \
    X(discard_pile_empty, 33, R8, "The discard pile is empty.") \
    X(take_discard_with_one_card, 34, R8, "A seat holding a single card may not take the discard.") \
    X(take_discard_not_allowed, 35, R8, "This seat may take the discard only to lay it at once, and it cannot.") \
    X(taken_card_not_laid, 36, R8, "The card taken from the discard pile must be laid before the discard.") \
    X(taken_card_discarded, 37, R8, "The card taken from the discard pile may not be discarded in the same turn.") \
    X(taken_card_laid_off_alone, 38, R8, "The card taken from the discard pile may not be laid off alone: add a card from the hand to the same meld.") \
    X(taken_card_not_in_opening, 63, R8, "A seat that opens this turn lays the card it took from the discard pile in its opening's melds, not on the table's.") \
    X(meld_index_out_of_range, 39, R9, "There is no meld with that number on the table.") \
    X(lay_off_before_opening, 40, R9, "Only a seat that has opened may lay off.") \
    X(lay_off_not_allowed, 64, R9, "This variant lets nobody lay off onto the table.") \
    X(lay_off_not_legal, 41, R9, "These cards do not extend that meld into a legal meld.") \
    X(swap_not_allowed, 42, R10, "This seat may not swap a joker (variant, or not opened).") \
    X(swap_frees_no_joker, 43, R10, "This frees no joker: it is a lay-off.") \
    X(swap_wrong_card, 44, R10, "A joker is freed only by the card it stands for.") \
    X(joker_cannot_be_taken, 45, R10, "That joker can never be taken from this set.") \
    X(freed_joker_not_laid, 46, R10, "A joker freed from the table must be laid in the same turn.") \
    X(table_full, 47, format, "The table, hand or pile has no room for more cards.") \
    X(invalid_json, 48, format, "This is not valid JSON.") \
    X(wrong_json_type, 49, format, "A JSON value does not have the expected type.") \
    X(missing_field, 52, format, "A required field is missing.") \
    X(unknown_format, 53, format, "This document is not in a format the engine reads (expected rami.state/1).") \
    X(number_out_of_range, 54, format, "A number is outside the range this field accepts.") \
    X(unknown_value, 55, format, "This value is not one of those the field accepts.") \
    X(wrong_array_length, 56, format, "An array does not have the number of entries it needs (one per seat).") \
    X(array_too_large, 57, format, "An array holds more entries than the engine can hold.") \
    X(inconsistent_state, 58, format, "The fields of this state contradict each other.") \
    X(cards_not_deck, 59, R1, "The cards of the state (hands, stock, discard pile, table) are not exactly the variant's deck.") \
    X(invalid_move, 60, format, "This is not a well-formed move.") \
    X(invalid_rules, 61, format, "This rule set holds a value the engine cannot play (out of range, or a deal that does not fit the deck).") \
    X(unknown_field, 62, format, "This document has a field the engine does not know.")

/// The engine's error codes. Each number is pinned and stable: a code keeps its number and its
/// wire id (`to_string`) in every later version; new codes take new numbers. The numbers 27,
/// 50 and 51 are retired (they were command-line codes, now the `rami` tool's own).
enum class error_code : std::uint8_t {
#define RAMI_X(name, number, rule, message) name = number,
    RAMI_ERROR_CODES(RAMI_X)
#undef RAMI_X
};

namespace detail {
struct error_row {
    error_code code;
    std::string_view name;
    rule_id rule;
    std::string_view message;
};
inline constexpr error_row error_rows[] = {
#define RAMI_X(name, number, rule, message) {error_code::name, #name, rule_id::rule, message},
    RAMI_ERROR_CODES(RAMI_X)
#undef RAMI_X
};

/// The row of each code's number (the last row for a number that is no code): every refused
/// action builds an error, and the move listings refuse many, so no search through the rows.
static_assert(std::size(error_rows) < 256, "a row number fits in a byte");
inline constexpr auto error_row_at = [] {
    std::array<std::uint8_t, 256> at{};
    at.fill(static_cast<std::uint8_t>(std::size(error_rows) - 1));
    for (std::size_t i = 0; i < std::size(error_rows); ++i) at[static_cast<std::size_t>(error_rows[i].code)] = static_cast<std::uint8_t>(i);
    return at;
}();

/// The row of `code`; the last row for a value that is no code (never from the engine).
[[nodiscard]] constexpr const error_row& row_of(error_code code) noexcept {
    return error_rows[error_row_at[static_cast<std::size_t>(code)]];
}

/// `text` in double quotes, at most 24 bytes of it, for an error's detail. It is cut between
/// UTF-8 characters and any byte that is not UTF-8 becomes '?', so the detail is always valid
/// UTF-8 and serialises as JSON. (Built with append: GCC 12 at -O3 gives a false -Wrestrict
/// warning for `"\"" + std::string(...)`.)
[[nodiscard]] inline std::string quoted(std::string_view text) {
    std::string out;
    out.reserve(26);
    out.push_back('"');
    std::size_t i = 0;
    while (i < text.size()) {
        const auto lead = static_cast<unsigned char>(text[i]);
        const std::size_t length = lead < 0x80 ? 1 : (lead >> 5) == 0x6 ? 2 : (lead >> 4) == 0xE ? 3 : (lead >> 3) == 0x1E ? 4 : 0;
        bool valid = length > 0 && i + length <= text.size();
        for (std::size_t k = 1; valid && k < length; ++k) valid = (static_cast<unsigned char>(text[i + k]) & 0xC0) == 0x80;
        const std::size_t taken = valid ? length : 1;
        if (out.size() - 1 + taken > 24) break;
        if (valid)
            out.append(text.substr(i, length));
        else
            out.push_back('?');
        i += taken;
    }
    out.push_back('"');
    return out;
}
}  // namespace detail

/// How many error codes there are.
inline constexpr std::size_t error_code_count = std::size(detail::error_rows);

/// Every error code, in the order of their numbers (for docs and tests).
inline constexpr auto all_error_codes = [] {
    std::array<error_code, error_code_count> codes{};
    for (std::size_t i = 0; i < error_code_count; ++i) codes[i] = detail::error_rows[i].code;
    return codes;
}();

/// The snake_case wire id of a code, e.g. "opening_below_minimum".
[[nodiscard]] constexpr std::string_view to_string(error_code code) noexcept {
    return detail::row_of(code).name;
}
/// The rule a code enforces.
[[nodiscard]] constexpr rule_id rule_of(error_code code) noexcept {
    return detail::row_of(code).rule;
}
/// The sentence a player reads for a code.
[[nodiscard]] constexpr std::string_view message_of(error_code code) noexcept {
    return detail::row_of(code).message;
}

/// A refusal: `code` (stable), `rule` (the rule it enforces) and `message()`, the code's
/// sentence followed by `detail` when there is one (the card or field at fault).
/// An error holds no heap memory unless `detail` is long.
struct error {
    error_code code{};
    rule_id rule{};
    std::string detail;

    error() = default;
    explicit error(error_code c, std::string d = {}) : code(c), rule(rule_of(c)), detail(std::move(d)) {}
    error(error_code c, rule_id r, std::string d = {}) : code(c), rule(r), detail(std::move(d)) {}

    /// The full sentence: the code's message, then the detail in parentheses.
    [[nodiscard]] std::string message() const {
        std::string text(message_of(code));
        if (!detail.empty()) {
            text += " (";
            text += detail;
            text += ")";
        }
        return text;
    }
    friend bool operator==(const error&, const error&) = default;
};

}  // namespace rami
