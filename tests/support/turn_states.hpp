#pragma once
// Generated small states of the play phase (or of the draw phase with a card to take) under one
// rule set, made to meet jokers on the table, cards that swap them or lay off, hands one step
// from going out, seats opened or not: the states the brute force (turn_brute_force.hpp) can
// afford, for tests/test_turn_end_exact.cpp and tests/test_rules_space_exact.cpp.
#include <algorithm>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "game_testing.hpp"
#include "rami/rami.hpp"

namespace rami_test {

/// Generated states: small hands and tables of one variant, made to meet jokers, swaps,
/// lay-offs and hands close to going out.
class state_maker {
public:
    state_maker(const rami::rules& r, std::uint64_t seed) : rules_(r), random_(seed) {}

    /// A state of the play phase (or, `draw_with_top`, of the draw phase with a card to take).
    rami::game_state make(bool& draw_with_top) {
        rami::variant_options options;
        const bool has_opening = rules_.opening.minimum > 0 || rules_.opening.tierce_franche;
        if (has_opening && random_.below(3) != 0) options.opening_minimum = static_cast<int>(random_.below(4)) * 8;  // 0-24: reachable
        const int players = rules_.deal.min_players;
        rami::game_state s = *rami::new_game(rules_, players, random_.next(), options);
        pool_ = *rami::deck_of(s.rules, players);
        for (auto& hand : s.hands) hand.clear();
        s.stock.clear();
        s.discard.clear();
        s.current = 0;
        s.turn = 3 * players;  // past the first round
        const int table_melds = static_cast<int>(random_.below(4));
        for (int k = 0; k < table_melds; ++k)
            if (auto m = random_meld(s.rules)) (void)s.table.push_back(rami::table_meld{1, *m});
        rami::hand_cards& hand = s.hands[0];
        const int hand_melds = static_cast<int>(random_.below(3));
        for (int k = 0; k < hand_melds && hand.size() < 6; ++k)
            if (auto m = random_meld(s.rules))
                for (const rami::card c : m->laid()) (void)hand.push_back(c);
        // Cards that fit the table: a joker's card (a swap), a card at a run's end or a set's rank.
        for (const rami::table_meld& t : s.table)
            if (random_.below(2) == 0 && hand.size() < 8)
                if (auto c = card_for(t.meld)) (void)hand.push_back(*c);
        const int extra = 1 + static_cast<int>(random_.below(hand.size() < 4 ? 3 : 2));
        for (int k = 0; k < extra && hand.size() < 9; ++k)
            if (auto c = any_card()) (void)hand.push_back(*c);
        const bool opened = random_.below(3) == 0 || !has_opening;
        s.opened[0] = opened;
        s.laid[0] = opened && random_.below(4) != 0;
        for (int seat = 1; seat < players; ++seat)
            if (auto c = any_card()) (void)s.hands[static_cast<std::size_t>(seat)].push_back(*c);
        draw_with_top = random_.below(3) == 0;
        if (auto c = any_card()) (void)s.discard.push_back(*c);
        if (draw_with_top && !s.discard.empty()) {
            s.phase = rami::phase::draw;
        } else {
            draw_with_top = false;
            s.phase = rami::phase::play;
            if (auto c = any_card()) (void)s.stock.push_back(*c);
        }
        return s;
    }

    rami::splitmix64& random() { return random_; }

private:
    std::optional<rami::card> any_card() {
        const std::vector<rami::card> left = pool_.cards();
        if (left.empty()) return std::nullopt;
        const rami::card c = left[random_.below(static_cast<std::uint32_t>(left.size()))];
        pool_.remove(c);
        return c;
    }

    bool take(rami::card c) { return pool_.remove(c); }

    /// A run or set of 3-4 cards from what is left, with a joker in it now and then.
    std::optional<rami::meld> random_meld(const rami::rules& r) {
        const auto first = any_card();
        if (!first || first->is_joker()) return std::nullopt;
        std::vector<rami::card> cards{*first};
        const int size = 3 + static_cast<int>(random_.below(2));
        const bool run = random_.below(2) == 0;
        for (int k = 1; k < size; ++k) {
            rami::card next = run ? rami::card(first->rank() + k > 13 ? first->rank() - (size - k) : first->rank() + k, first->suit())
                                  : rami::card(first->rank(), static_cast<rami::suit>((static_cast<int>(first->suit()) + k) % 4));
            if (run && first->rank() + size - 1 > 13) next = rami::card(first->rank() - k, first->suit());
            cards.push_back(next);
        }
        std::vector<rami::card> taken{*first};  // given back when no meld comes of it
        const auto give_back = [&] {
            pool_.add(taken);
            return std::nullopt;
        };
        for (std::size_t k = 1; k < cards.size(); ++k) {
            const bool joker_first = r.has_jokers() && random_.below(3) == 0;
            if (joker_first && take(rami::card::joker())) cards[k] = rami::card::joker();
            else if (take(cards[k])) {
            } else if (take(rami::card::joker())) cards[k] = rami::card::joker();
            else return give_back();
            taken.push_back(cards[k]);
        }
        if (run) std::sort(cards.begin(), cards.end(), [](rami::card a, rami::card b) { return a.is_joker() ? false : b.is_joker() ? true : a.rank() < b.rank(); });
        auto read = rami::read_meld(r, cards);
        if (!read) return give_back();
        return *read;
    }

    /// A card that fits meld `m`: in place of a joker, at a run's end, or a set's rank.
    std::optional<rami::card> card_for(const rami::meld& m) {
        std::vector<rami::card> fits;
        for (int rank = 1; rank <= 13; ++rank)
            for (int suit = 0; suit < 4; ++suit) {
                const rami::card c(rank, static_cast<rami::suit>(suit));
                if (pool_.count(c) == 0) continue;
                const bool swaps = m.jokers > 0 && rami::swap_joker(rules_, m, std::span<const rami::card>(&c, 1)).ok();
                const bool lays = rami::lay_off(rules_, m, std::span<const rami::card>(&c, 1)).ok();
                if (swaps || lays) fits.push_back(c);
            }
        if (fits.empty()) return std::nullopt;
        const rami::card c = fits[random_.below(static_cast<std::uint32_t>(fits.size()))];
        pool_.remove(c);
        return c;
    }

    rami::rules rules_;
    rami::splitmix64 random_;
    rami::card_counts pool_;
};

/// The state in one line, for messages.
inline std::string describe_state(const rami::game_state& s) {
    std::ostringstream out;
    out << s.rules.id << " minimum " << s.rules.opening.minimum << ", seat " << s.current << (s.opened[0] ? " opened" : " not opened")
        << (s.laid[0] ? " laid before" : "") << ", phase " << rami::to_string(s.phase) << ", hand " << text_of(s.hand(s.current))
        << ", table";
    for (const rami::table_meld& t : s.table) out << " [" << text_of(t.meld.laid()) << "]";
    if (!s.discard.empty()) out << ", discard top " << rami::to_string(s.discard.back());
    if (s.this_turn.taken) out << ", took " << rami::to_string(*s.this_turn.taken);
    return out.str();
}

}  // namespace rami_test
