// A game loop driven by a user interface. Seat 0 is a person: what they click or type (here a
// script standing in for it) becomes a move; seat 1 is a greedy bot. `apply` checks every
// move: a refused move leaves the state as it was, and its error tells the player why.
#include <rami/bot.hpp>
#include <rami/rami.hpp>

#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

// The UI's commands: "draw", "take" (the discard), "discard N", "meld N N N..." where N is
// a card's position in the hand as shown. nullopt when the UI cannot make a move of it.
std::optional<rami::move> to_move(const std::string& input, std::span<const rami::card> hand) {
    std::istringstream in(input);
    std::string verb;
    in >> verb;
    std::vector<rami::card> picked;
    for (std::size_t n = 0; in >> n;) {
        if (n >= hand.size()) return std::nullopt;
        picked.push_back(hand[n]);
    }
    if (verb == "draw") return rami::move::draw();
    if (verb == "take") return rami::move::take_discard();
    if (verb == "discard" && picked.size() == 1) return rami::move::discard(picked[0]);
    if (verb == "meld" && !picked.empty()) {
        auto step = rami::meld_step(picked);  // more than 13 cards: no meld step
        if (!step) return std::nullopt;
        return rami::move::play({*step});
    }
    return std::nullopt;
}

void show(const rami::game_view& v) {
    std::cout << "your hand:";
    for (std::size_t n = 0; n < v.hand.size(); ++n) std::cout << ' ' << n << ':' << rami::to_string(v.hand[n]);
    std::cout << "  | discard pile top: " << (v.discard.empty() ? "none" : rami::to_string(v.discard.back()))
              << "  | " << rami::to_string(v.phase) << ", " << rami::legal_moves(v).size() << " legal moves\n";
}

int main() {
    rami::game_state state = *rami::new_game(rami::rules_of<rami::variants::rami_francais>, 2, 2024);
    rami::greedy_bot opponent;

    struct input {
        std::string text;
        bool accepted;  // what this example expects of it
    };
    const std::vector<input> script = {
        {"discard 0", false},   // R2: draw first
        {"take", false},        // R8: in rami_francais the discard is taken only to lay it at once
        {"draw", true},
        {"draw", false},        // R2: one draw per turn
        {"meld 0 1 2", false},  // R3: 2C KH JH is no meld
        {"meld 2 11 1", false}, // R6: JH QH KH is a run, but 30 points do not open (51)
        {"discard 99", false},  // no such card: the UI itself refuses
        {"discard 13", true},   // ends the turn; the bot plays
        {"draw", true},
        {"discard 0", true},
    };

    for (const input& in : script) {
        show(rami::view(state, 0));
        std::cout << "> " << in.text << '\n';
        const auto m = to_move(in.text, state.hand(0));
        if (!m) {
            std::cout << "  the UI: no such command or card\n";
            if (in.accepted) return 1;
            continue;
        }
        const auto next = rami::apply(state, *m);
        if (next.ok() != in.accepted) {
            std::cerr << "unexpected: \"" << in.text << "\" was " << (next ? "accepted" : "refused") << '\n';
            return 1;
        }
        if (!next) {
            const rami::error& e = next.error();
            std::cout << "  refused [" << rami::to_string(e.code) << ", " << rami::to_string(e.rule) << "] "
                      << e.message() << '\n';
            continue;  // `state` is unchanged: the player tries again
        }
        state = *next;
        while (state.phase != rami::phase::over && state.current == 1) {
            const rami::move bot_move = opponent.choose(rami::view(state, 1));
            std::cout << "  the bot: " << rami::to_string(bot_move.type);
            if (bot_move.type == rami::move_type::discard && bot_move.card) std::cout << ' ' << rami::to_string(*bot_move.card);
            std::cout << '\n';
            state = *rami::apply(state, bot_move);  // the bot only plays legal moves
        }
    }
    std::cout << "after the script: turn " << state.turn << ", " << state.stock.size() << " cards in the stock\n";
    return 0;
}
