#pragma once
// The log of `rami play`, for a person: cards with suit symbols, each turn's move, the table
// after each play, the round's points and the match totals.

#include <iostream>
#include <string>

#include "rami/rami.hpp"

namespace rami_cli {

[[nodiscard]] inline std::string symbols(std::span<const rami::card> cards) {
    std::string text;
    for (const rami::card c : cards) {
        if (!text.empty()) text += ' ';
        text += rami::to_symbol_string(c);
    }
    return text.empty() ? "(none)" : text;
}

inline void log_table(std::ostream& out, const rami::game_state& s) {
    for (std::size_t i = 0; i < s.table.size(); ++i)
        out << "      [" << i << "] " << symbols(s.table[i].meld.laid()) << "  (" << rami::to_string(s.table[i].meld.kind)
            << ", seat " << s.table[i].owner << ")\n";
}

/// One line for a move of `seat`, read against the state before it (`before`) and after it.
inline void log_move(std::ostream& out, const rami::game_state& before, const rami::move& m, const rami::game_state& after) {
    const int seat = before.current;
    switch (m.type) {
        case rami::move_type::draw:
            out << "  seat " << seat << " draws from the stock";
            if (after.stock_resets > before.stock_resets) out << " (the discard pile was shuffled into a new stock)";
            out << '\n';
            break;
        case rami::move_type::take_discard:
            out << "  seat " << seat << " takes " << rami::to_symbol_string(before.discard.back()) << " from the discard pile\n";
            break;
        case rami::move_type::discard:
            out << "  seat " << seat << " discards " << rami::to_symbol_string(m.card.value_or(rami::card::joker())) << '\n';
            break;
        case rami::move_type::play:
        case rami::move_type::meld:
        case rami::move_type::lay_off:
        case rami::move_type::swap: {
            // A single action is a play of one step: it opens when it completes the opening.
            const auto k = static_cast<std::size_t>(seat);
            const bool opens = !before.opened[k] && (m.type == rami::move_type::play || after.opened[k]);
            out << "  seat " << seat << (opens ? " opens:" : " plays:");
            for (const rami::play_step& step : m.steps) {
                const std::span<const rami::card> cards = step.cards;
                if (step.kind == rami::play_step::action::meld) out << " meld " << symbols(cards) << ';';
                if (step.kind == rami::play_step::action::lay_off) out << " lays off " << symbols(cards) << " on [" << step.meld << "];";
                if (step.kind == rami::play_step::action::swap) out << " swaps " << symbols(cards) << " for a joker in [" << step.meld << "];";
            }
            out << '\n';
            log_table(out, after);
            break;
        }
    }
}

inline void log_result(std::ostream& out, const rami::game_state& s) {
    if (!s.result) return;
    const rami::round_result& r = *s.result;
    if (r.reason == rami::end_reason::deadlock)
        out << "Round over: deadlock, nobody scores.\n";
    else
        out << "Round over: seat " << r.winner << " goes out" << (r.in_one_go ? " in one go" : "") << ".\n";
    const auto totals = rami::totals_after(s);
    for (int seat = 0; seat < s.players; ++seat)
        out << "  seat " << seat << ": " << r.points[static_cast<std::size_t>(seat)] << " points, hand "
            << symbols(s.hand(seat)) << ", match total " << totals[static_cast<std::size_t>(seat)] << '\n';
}

}  // namespace rami_cli
