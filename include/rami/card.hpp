#pragma once
// Cards (R1): rank, suit, the joker, and their text form (docs/json.md "Cards").

#include <array>
#include <compare>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "rami/result.hpp"

namespace rami {

/// The four suits, in the order of their letters S H D C.
enum class suit : std::uint8_t { spades, hearts, diamonds, clubs };

/// Ranks are numbers 1 (ace) to 13 (king); these names make code read like the rules.
inline constexpr int ace = 1;
inline constexpr int jack = 11;
inline constexpr int queen = 12;
inline constexpr int king = 13;

/// A playing card or the joker, in one byte. Natural cards have index 0..51
/// (suit * 13 + rank - 1); the joker has index 52. Two copies of a card (two decks) are equal.
class card {
public:
    static constexpr int joker_index = 52;
    static constexpr int index_count = 53;

    /// The ace of spades (index 0), so that containers of cards can be value-initialised. Not the
    /// joker: ask for that by name, `card::joker()`.
    constexpr card() noexcept = default;
    /// A natural card; `rank` must be 1..13 (checked by `parse_card`, not here).
    constexpr card(int rank, rami::suit s) noexcept
        : index_(static_cast<std::uint8_t>(static_cast<int>(s) * 13 + rank - 1)) {}

    [[nodiscard]] static constexpr card joker() noexcept { return from_index(joker_index); }
    /// The card with index 0..52 (see the class comment).
    [[nodiscard]] static constexpr card from_index(int index) noexcept {
        card c;
        c.index_ = static_cast<std::uint8_t>(index);
        return c;
    }

    [[nodiscard]] constexpr bool is_joker() const noexcept { return index_ == joker_index; }
    /// 1 (ace) .. 13 (king); 0 for the joker.
    [[nodiscard]] constexpr int rank() const noexcept { return is_joker() ? 0 : index_ % 13 + 1; }
    /// The suit; meaningless for the joker (spades).
    [[nodiscard]] constexpr rami::suit suit() const noexcept {
        return is_joker() ? rami::suit::spades : static_cast<rami::suit>(index_ / 13);
    }
    [[nodiscard]] constexpr int index() const noexcept { return index_; }

    friend constexpr auto operator<=>(card, card) noexcept = default;

private:
    std::uint8_t index_ = 0;
};

/// The canonical text of a rank: "A", "2".."10", "J", "Q", "K"; "JK" for 0 (the joker).
[[nodiscard]] constexpr std::string_view rank_name(int rank) noexcept {
    constexpr std::array<std::string_view, 14> names{"JK", "A", "2", "3", "4", "5", "6",
                                                     "7",  "8", "9", "10", "J", "Q", "K"};
    return (rank >= 0 && rank <= 13) ? names[static_cast<std::size_t>(rank)] : "?";
}

/// The letter of a suit: "S", "H", "D", "C".
[[nodiscard]] constexpr std::string_view suit_letter(suit s) noexcept {
    constexpr std::array<std::string_view, 4> letters{"S", "H", "D", "C"};
    return letters[static_cast<std::size_t>(s)];
}

/// The symbol of a suit, UTF-8: "♠", "♥", "♦", "♣".
[[nodiscard]] constexpr std::string_view suit_symbol(suit s) noexcept {
    constexpr std::array<std::string_view, 4> symbols{"\u2660", "\u2665", "\u2666", "\u2663"};
    return symbols[static_cast<std::size_t>(s)];
}

/// The canonical text of a card: "10H", "QS", "JK" (docs/json.md "Cards").
[[nodiscard]] inline std::string to_string(card c) {
    if (c.is_joker()) return "JK";
    std::string text(rank_name(c.rank()));
    text += suit_letter(c.suit());
    return text;
}

/// The card as a player reads it, with the suit symbol: "10♥", "Q♠", "JK".
[[nodiscard]] inline std::string to_symbol_string(card c) {
    if (c.is_joker()) return "JK";
    std::string text(rank_name(c.rank()));
    text += suit_symbol(c.suit());
    return text;
}

namespace detail {
[[nodiscard]] constexpr char upper(char ch) noexcept { return (ch >= 'a' && ch <= 'z') ? static_cast<char>(ch - 'a' + 'A') : ch; }

/// The rank at the start of `text` and how many bytes it takes; {0, 0} when there is none.
[[nodiscard]] constexpr std::pair<int, std::size_t> parse_rank(std::string_view text) noexcept {
    if (text.empty()) return {0, 0};
    if (text.size() >= 2 && text[0] == '1' && text[1] == '0') return {10, 2};
    const char ch = upper(text[0]);
    if (ch >= '2' && ch <= '9') return {ch - '0', 1};
    switch (ch) {
        case 'A': return {ace, 1};
        case 'T': return {10, 1};
        case 'J': return {jack, 1};
        case 'Q': return {queen, 1};
        case 'K': return {king, 1};
        default: return {0, 0};
    }
}

/// The suit that `text` spells in full (a letter, or a UTF-8 symbol, black or white); -1 if none.
[[nodiscard]] constexpr int parse_suit(std::string_view text) noexcept {
    if (text.size() == 1) {
        switch (upper(text[0])) {
            case 'S': return 0;
            case 'H': return 1;
            case 'D': return 2;
            case 'C': return 3;
            default: return -1;
        }
    }
    // U+2660..U+2667 are E2 99 A0..A7: black/white spade, heart, diamond, club.
    if (text.size() == 3 && text[0] == '\xE2' && text[1] == '\x99') {
        switch (text[2]) {
            case '\xA0': case '\xA4': return 0;
            case '\xA5': case '\xA1': return 1;
            case '\xA6': case '\xA2': return 2;
            case '\xA3': case '\xA7': return 3;
            default: return -1;
        }
    }
    return -1;
}
}  // namespace detail

/// Parses one card. Accepts the canonical form ("10H", "QS", "JK"), lower case, "T" for 10
/// and the suit symbols ♠ ♥ ♦ ♣ (docs/json.md). Anything else: error `unknown_card` (format)
/// with the text as detail. Never throws except std::bad_alloc.
[[nodiscard]] inline result<card> parse_card(std::string_view text) {
    if (text.size() == 2 && detail::upper(text[0]) == 'J' && detail::upper(text[1]) == 'K') return card::joker();
    const auto [rank, used] = detail::parse_rank(text);
    const int s = used == 0 ? -1 : detail::parse_suit(text.substr(used));
    if (s < 0) return error(error_code::unknown_card, detail::quoted(text));
    return card(rank, static_cast<suit>(s));
}

/// Parses cards separated by spaces, tabs or commas ("8S 7S 6S"). The first unknown card
/// gives `unknown_card`; no card at all gives `empty_input`.
[[nodiscard]] inline result<std::vector<card>> parse_cards(std::string_view text) {
    std::vector<card> cards;
    std::size_t pos = 0;
    const auto is_separator = [](char ch) { return ch == ' ' || ch == '\t' || ch == ',' || ch == '\n' || ch == '\r'; };
    while (pos < text.size()) {
        while (pos < text.size() && is_separator(text[pos])) ++pos;
        std::size_t end = pos;
        while (end < text.size() && !is_separator(text[end])) ++end;
        if (end > pos) {
            auto parsed = parse_card(text.substr(pos, end - pos));
            if (!parsed) return parsed.error();
            cards.push_back(*parsed);
        }
        pos = end;
    }
    if (cards.empty()) return error(error_code::empty_input);
    return cards;
}

/// Canonical texts of cards joined by single spaces.
[[nodiscard]] inline std::string to_string(const std::vector<card>& cards) {
    std::string text;
    for (const card c : cards) {
        if (!text.empty()) text += ' ';
        text += to_string(c);
    }
    return text;
}

}  // namespace rami
