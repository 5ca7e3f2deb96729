#pragma once
// Determinization (Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search",
// IEEE TCIAIG 2012): a full game_state drawn at random among those a seat's view allows. What
// the view shows stays as it is (the seat's hand, the discard pile, the table, every count and
// flag); the hidden cards are dealt at random to the other hands, at their sizes, and to the
// stock.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "rami/deck.hpp"
#include "rami/legal.hpp"
#include "rami/random.hpp"
#include "rami/state.hpp"
#include "rami/view.hpp"

namespace rami::bots {

/// The cards the seat of `v` cannot place: the variant's deck (R1) but for its own hand, the
/// discard pile and the table, in card index order. A card the view shows in another hand (the
/// card the seat to act took from the discard pile and must still lay, R8) is not hidden
/// either. Empty for a view whose numbers are out of range (players outside the variant's).
[[nodiscard]] inline std::vector<card> hidden_cards(const game_view& v) {
    auto deck = deck_of(v.rules, v.players);
    if (!deck) return {};
    card_counts hidden = *deck;
    for (const card c : v.hand) (void)hidden.remove(c);
    for (const card c : v.discard) (void)hidden.remove(c);
    for (const table_meld& m : v.table)
        for (const card c : m.meld.laid()) (void)hidden.remove(c);
    if (v.current != v.seat && v.this_turn.taken_to_lay) (void)hidden.remove(*v.this_turn.taken_to_lay);
    return hidden.cards();
}

/// A card the searching seat knows to be in another seat's hand: one it saw that seat take from
/// the discard pile, not seen since (the bot's memory of its earlier views, rami/bots/ismcts.hpp).
struct known_card {
    int seat = 0;
    card c;
    int visible = 0;  ///< copies of it in the seat's view once it was taken (the bot forgets it when that changes)
};

/// A state consistent with the view `v` (its view for the seat of `v` is `v`): the hidden
/// cards shuffled with `random`, dealt to the other hands at the sizes the view gives, the rest
/// to the stock in random order, and a random seed (the state's seed drives R12's rebuilds).
/// Manie de Joker 51 deals one joker to each hand (R1): hidden jokers go to the other hands
/// first, at most one each, to seats chosen at random. Each of the `known` cards still hidden
/// goes to its seat's hand before the deal. A view that does not add up (more hidden places
/// than cards) gets the stand-ins of `state_from_view` for the places left: the bot never
/// reads past what it is shown.
[[nodiscard]] inline game_state determinize(const game_view& v, splitmix64& random, std::span<const known_card> known = {}) {
    game_state s = state_from_view(v);
    if (s.players == 0) return s;
    std::vector<card> hidden = hidden_cards(v);
    shuffle(std::span<card>(hidden), random);
    std::size_t next = 0;
    std::vector<int> others;  // seats whose hands are hidden, in seat order
    for (int seat = 0; seat < v.players; ++seat)
        if (seat != v.seat) others.push_back(seat);
    std::vector<int> filled(static_cast<std::size_t>(v.players), 0);  // cards placed in each hidden hand
    const auto place = [&](int seat, card c) {
        s.hands[static_cast<std::size_t>(seat)][static_cast<std::size_t>(filled[static_cast<std::size_t>(seat)]++)] = c;
    };
    const auto has_room = [&](int seat) {
        return seat >= 0 && seat < v.players && seat != v.seat &&
               filled[static_cast<std::size_t>(seat)] < v.hand_sizes[static_cast<std::size_t>(seat)];
    };
    if (v.current != v.seat && v.this_turn.taken_to_lay && has_room(v.current)) place(v.current, *v.this_turn.taken_to_lay);
    for (const known_card& k : known) {  // to the front of the pile, out of the deal
        const auto at = std::find(hidden.begin() + static_cast<std::ptrdiff_t>(next), hidden.end(), k.c);
        if (at == hidden.end() || !has_room(k.seat)) continue;
        place(k.seat, k.c);
        std::iter_swap(at, hidden.begin() + static_cast<std::ptrdiff_t>(next++));
    }
    if (v.rules.deal.one_joker_per_hand) {
        // The jokers first: shuffled, so the first hidden jokers go to seats in random order.
        std::vector<int> seats = others;
        shuffle(std::span<int>(seats), random);
        std::size_t given = 0;
        for (std::size_t i = next; i < hidden.size() && given < seats.size(); ++i) {
            if (!hidden[i].is_joker()) continue;
            const int seat = seats[given++];
            if (!has_room(seat)) continue;
            place(seat, hidden[i]);
            std::swap(hidden[i], hidden[next++]);  // the placed jokers move to the front, out of the deal
        }
    }
    for (const int seat : others)
        while (filled[static_cast<std::size_t>(seat)] < v.hand_sizes[static_cast<std::size_t>(seat)] && next < hidden.size())
            place(seat, hidden[next++]);
    for (std::size_t k = 0; k < s.stock.size() && next < hidden.size(); ++k) s.stock[k] = hidden[next++];
    s.seed = random.next();
    return s;
}

}  // namespace rami::bots
