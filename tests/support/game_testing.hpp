#pragma once
// Helpers for the game-layer rule tests (tests/test_game_*.cpp): cards from text, a scenario
// (a dealt round whose fields a case then sets by hand), play steps from text, and the two
// checks every case ends with: a move accepted (the next state), or a move refused with a code
// and a rule id while the state stays exactly as it was. Each helper stops the test case
// (REQUIRE) when its own input is wrong, so a typo in a test is never taken for a rule the
// engine breaks.
#include "catch.hpp"

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "rami/rami.hpp"

namespace rami_test {

/// The rules of variant `id` (docs/rules.md); the test case stops if there is none.
inline const rami::rules& rules_named(std::string_view id) {
    const rami::rules* r = rami::find_variant(id);
    INFO("variant " << std::string(id));
    REQUIRE(r != nullptr);
    return *r;
}

/// Cards from text ("7H 8H JK"); an empty text is no card.
inline std::vector<rami::card> cards(std::string_view text) {
    if (text.find_first_not_of(" \t") == std::string_view::npos) return {};
    auto parsed = rami::parse_cards(text);
    INFO("cards " << std::string(text));
    REQUIRE(parsed.ok());
    return *parsed;
}

/// One card from text ("10H", "JK").
inline rami::card card(std::string_view text) {
    auto parsed = rami::parse_card(text);
    INFO("card " << std::string(text));
    REQUIRE(parsed.ok());
    return *parsed;
}

/// `text` read as a meld of `r` (R4); it must be legal.
inline rami::meld meld_of(const rami::rules& r, std::string_view text) {
    const auto list = cards(text);
    auto read = rami::read_meld(r, list);
    INFO("meld " << std::string(text) << " in " << std::string(r.id)
                 << (read ? std::string() : ": " + read.error().message()));
    REQUIRE(read.ok());
    return *read;
}

/// The R5 points of `text` read as a meld of `r`, to show a case's arithmetic.
inline int points_of(const rami::rules& r, std::string_view text) { return meld_of(r, text).points; }

/// Text of some cards, for messages.
inline std::string text_of(std::span<const rami::card> list) {
    return rami::to_string(std::vector<rami::card>(list.begin(), list.end()));
}

/// A round of a variant, dealt by `new_game`, then set up by hand. Seats not set keep the cards
/// they were dealt; the stock and the discard pile too. Plausible, not exact: `apply` does not
/// check that the cards are the deck.
class scenario {
public:
    explicit scenario(std::string_view variant, int players = 2, std::uint64_t seed = 7,
                      const rami::variant_options& options = {}) {
        auto dealt = rami::new_game(rules_named(variant), players, seed, options);
        INFO("new_game " << std::string(variant) << " with " << players << " players"
                         << (dealt ? std::string() : ": " + dealt.error().message()));
        REQUIRE(dealt.ok());
        state = *dealt;
    }

    /// Seat `seat` holds exactly these cards.
    scenario& hand(int seat, std::string_view text) {
        REQUIRE((seat >= 0 && seat < state.players));
        rami::hand_cards& held = state.hands[static_cast<std::size_t>(seat)];
        held.clear();
        for (const rami::card c : cards(text)) REQUIRE(held.push_back(c));
        return *this;
    }
    /// The stock, top first.
    scenario& stock(std::string_view text) {
        state.stock.clear();
        for (const rami::card c : cards(text)) REQUIRE(state.stock.push_back(c));
        return *this;
    }
    /// The discard pile, its top last.
    scenario& discard(std::string_view text) {
        state.discard.clear();
        for (const rami::card c : cards(text)) REQUIRE(state.discard.push_back(c));
        return *this;
    }
    /// A meld laid by `owner`, appended to the table (its index is the number of melds before).
    scenario& meld(int owner, std::string_view text) {
        REQUIRE(state.table.push_back(rami::table_meld{owner, meld_of(state.rules, text)}));
        return *this;
    }
    /// Seat `seat` opened (and so laid cards) in an earlier turn.
    scenario& opened(int seat) {
        state.opened[static_cast<std::size_t>(seat)] = true;
        state.laid[static_cast<std::size_t>(seat)] = true;
        return *this;
    }
    /// Seat `seat` laid cards (e.g. lay-offs in rummy_classic) in an earlier turn.
    scenario& laid(int seat) {
        state.laid[static_cast<std::size_t>(seat)] = true;
        return *this;
    }
    /// Seat `seat` acts, in phase `p` (draw: it must draw; play: it has drawn).
    scenario& to_act(int seat, rami::phase p) {
        state.current = seat;
        state.phase = p;
        return *this;
    }
    /// Turns completed in the round; the first round is turn < players (R2, R8).
    scenario& turn(int t) {
        state.turn = t;
        return *this;
    }
    /// Past the first round.
    scenario& later() { return turn(3 * state.players); }
    /// The match totals before this round (R14).
    scenario& scores(std::initializer_list<int> totals) {
        std::size_t seat = 0;
        for (const int t : totals) state.scores[seat++] = t;
        return *this;
    }
    /// The card seat to act took from the discard pile this turn, still to lay where R8 says.
    scenario& took(std::string_view text, bool must_lay) {
        state.this_turn.taken = card(text);
        if (must_lay) state.this_turn.taken_to_lay = card(text);
        return *this;
    }

    operator const rami::game_state&() const { return state; }  // NOLINT: a scenario is its state

    rami::game_state state;
};

// --- Moves ------------------------------------------------------------------------------

/// A `meld` step laying `text`.
inline rami::play_step meld_cards(std::string_view text) { return *rami::meld_step(cards(text)); }
/// A `lay_off` step adding `text` to table meld `index`.
inline rami::play_step lay_off_cards(int index, std::string_view text, rami::run_end end = rami::run_end::either) {
    return *rami::lay_off_step(index, cards(text), end);
}
/// A `swap` step putting `text` into table meld `index`.
inline rami::play_step swap_cards(int index, std::string_view text) { return *rami::swap_step(index, cards(text)); }
/// A play of these steps, in order.
inline rami::move play(std::initializer_list<rami::play_step> steps) { return rami::move::play(std::vector<rami::play_step>(steps)); }
/// A discard of `text`.
inline rami::move discard(std::string_view text) { return rami::move::discard(card(text)); }

/// A move as text, for messages.
inline std::string describe(const rami::move& m) {
    std::string text(rami::to_string(m.type));
    // Appended piece by piece: GCC 12 at -O3 warns falsely (-Wrestrict) on `" " + std::string`.
    if (m.type == rami::move_type::discard && m.card) {
        text += ' ';
        text += rami::to_string(*m.card);
    }
    for (const rami::play_step& step : m.steps) {
        if (step.kind == rami::play_step::action::meld) {
            text += " [meld ";
        } else {
            text += step.kind == rami::play_step::action::lay_off ? " [lay_off " : " [swap ";
            text += std::to_string(step.meld);
            text += ": ";
        }
        text += text_of(step.cards);
        text += ']';
    }
    return text;
}

/// The error of a refused result, as text, for messages.
template <class T>
std::string refusal(const rami::result<T>& r) {
    if (r.ok()) return "accepted";
    return std::string(rami::to_string(r.error().code)) + " (" + std::string(rami::to_string(r.error().rule)) +
           "): " + r.error().message();
}

// --- Checks -----------------------------------------------------------------------------

/// `apply(s, m)` accepts the move; returns the next state.
inline rami::game_state expect_accepted(const rami::game_state& s, const rami::move& m) {
    auto next = rami::apply(s, m);
    INFO("variant " << std::string(s.rules.id) << ", seat " << s.current << ": " << describe(m) << " -> " << refusal(next));
    REQUIRE(next.ok());
    CHECK(rami::validate(s, m).ok());
    return *next;
}

/// `apply(s, m)` refuses the move with `code` under `rule`, `validate` agrees, and the state is
/// exactly as it was (compared with a copy saved before).
inline void expect_refused(const rami::game_state& s, const rami::move& m, rami::error_code code, rami::rule_id rule) {
    const rami::game_state before = s;
    const auto next = rami::apply(s, m);
    INFO("variant " << std::string(s.rules.id) << ", seat " << s.current << ": " << describe(m) << " -> " << refusal(next));
    REQUIRE_FALSE(next.ok());
    CHECK(std::string(rami::to_string(next.error().code)) == std::string(rami::to_string(code)));
    CHECK(std::string(rami::to_string(next.error().rule)) == std::string(rami::to_string(rule)));
    CHECK(s == before);
    const auto checked = rami::validate(s, m);
    REQUIRE_FALSE(checked.ok());
    CHECK(checked.error() == next.error());
    CHECK(s == before);
}

/// The state after `steps` sent one action at a time (a meld, lay_off or swap each), or the
/// first refusal: what a play of the same steps must equal (docs/design.md).
inline rami::result<rami::game_state> one_at_a_time(const rami::game_state& s, const std::vector<rami::play_step>& steps) {
    rami::game_state at = s;
    for (const rami::play_step& step : steps) {
        auto next = rami::apply(at, rami::move::single(step));
        if (!next) return next.error();
        at = *next;
    }
    return at;
}

/// The seat's hand holds exactly these cards, in any order.
inline bool hand_is(const rami::game_state& s, int seat, std::string_view text) {
    rami::card_counts held;
    held.add(s.hand(seat));
    rami::card_counts wanted;
    const auto list = cards(text);
    wanted.add(list);
    return held == wanted;
}

/// The points of a finished round (R13), seat by seat.
inline std::vector<int> round_points(const rami::game_state& s) {
    REQUIRE(s.phase == rami::phase::over);
    REQUIRE(s.result.has_value());
    return std::vector<int>(s.result->points.begin(), s.result->points.begin() + s.players);
}

/// The the Rami 51 rule book variants (one rule book).
inline constexpr std::string_view rule_book_variants[] = {"rami40", "rami50", "rami51", "manie_joker51"};
/// Every variant of docs/rules.md.
inline constexpr std::string_view all_ids[] = {"rami40",        "rami50",        "rami51", "manie_joker51",
                                               "rami51_kaluki", "rami_francais", "rami7",  "rummy_classic"};

}  // namespace rami_test
