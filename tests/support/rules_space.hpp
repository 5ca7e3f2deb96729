#pragma once
// Random rules documents ("rami.rules/1"), for the properties that must hold under every rule
// set check_rules accepts, not only the eight built-in variants. A document is a built-in
// variant (its `base`) with 1 to 6 fields changed, each drawn from the whole table of fields
// (rami::rule_fields, the table docs/json.md "Rules documents" is written from), so that a
// field added to the engine is drawn too. One document in eight is "big" instead: two decks,
// six to eight jokers and long hands (14 to 22 cards where the deck deals them), plus 1 to 3
// fields more, the corner of the rules space where the turn searches cost most.
//
// The draw keeps most documents playable but not all of them: a change of the number of
// players comes with hand sizes and targets for the new numbers (two fields more than drawn);
// hand sizes fit the deck nine times in ten; a boolean is flipped whatever the others say
// (`deal.one_joker_per_hand` on a deck with fewer jokers than hands is refused). The callers
// count the refusals: what check_rules refuses is part of what is drawn.
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "rami/json.hpp"
#include "rami/rami.hpp"

namespace rami_test {

/// A drawn rules document, the rule set the draw meant it to be (what rules_from_json must read
/// when check_rules accepts it), and the paths of the fields it changes.
struct rules_draw {
    nlohmann::json document;
    rami::rules intended;
    std::vector<std::string> fields;
    bool big = false;
};

namespace detail_rules_space {

/// The index of the field at `path` in rami::rule_fields.
inline std::size_t index_of(std::string_view path) {
    std::size_t i = 0;
    while (i + 1 < rami::rule_fields.size() && rami::rule_fields[i].path != path) ++i;
    return i;
}

template <class Choices>
int pick(Choices& random, int low, int high) {
    return low + static_cast<int>(random.below(static_cast<std::uint32_t>(high - low + 1)));
}

/// A value of integer field `f` other than `now` when the range allows: an end of the range, a
/// value near `now`, or any value of the range. The long ranges (stock rebuilds, scores,
/// targets) are mostly drawn near their small values, where the rules play differently.
template <class Choices>
int draw_integer(const rami::rule_field& f, int now, Choices& random) {
    const int low = f.low;
    const int high = f.high;
    int value = now;
    for (int tries = 0; tries < 8 && value == now; ++tries) {
        switch (random.below(6)) {
            case 0: value = low; break;
            case 1: value = high; break;
            case 2: value = pick(random, low, high); break;
            default: value = pick(random, std::max(low, now - 12), std::min(high, now + 12)); break;
        }
    }
    return value;
}

/// The most cards a hand can be dealt for `players` seats under `r` (at least 1).
inline int hand_limit(const rami::rules& r, int players) {
    const int cards = 52 * r.deck.decks + r.jokers_in_deck(players) - r.deal.first_player_extra - (r.deal.turn_up_discard ? 1 : 0);
    return std::clamp(cards / players, 1, rami::max_hand_size);
}

}  // namespace detail_rules_space

/// The rules document drawn from `random`: any source of choices with `below(n)`, a number in
/// 0..n-1 (rami::splitmix64; the fuzz target's bytes, tests/fuzz/rules_target.hpp).
template <class Choices>
rules_draw rules_drawn_from(Choices& random) {
    namespace d = detail_rules_space;
    const rami::rules& base = rami::all_variants[random.below(static_cast<std::uint32_t>(rami::all_variants.size()))];
    rules_draw out;
    out.intended = base;
    rami::rules& r = out.intended;
    out.big = random.below(8) == 0;

    // The fields to change, by index into rule_fields; they are set in the table's order, so
    // that the numbers of players and the deck are known when the hand sizes are drawn.
    std::set<std::size_t> chosen;
    const auto choose = [&](std::string_view path) { chosen.insert(d::index_of(path)); };
    if (out.big) {
        for (const std::string_view path : {"deck.decks", "deck.jokers", "deal.hand_size"}) choose(path);
        if (base.deck.jokers_per_player) choose("deck.jokers_per_player");
    }
    const std::size_t wanted = chosen.size() + 1 + random.below(out.big ? 3 : 6);
    for (int tries = 0; tries < 64 && chosen.size() < wanted; ++tries)  // bounded: a source of bytes may repeat itself
        chosen.insert(random.below(static_cast<std::uint32_t>(rami::rule_fields.size())));
    // New numbers of players need hand sizes and targets of their own: drawn with them.
    if (chosen.count(d::index_of("deal.min_players")) + chosen.count(d::index_of("deal.max_players")) > 0) {
        choose("deal.hand_size");
        choose("match.target");
    }

    nlohmann::json doc = {{"format", std::string(rami::rules_format)}, {"base", std::string(base.id)}};
    for (const std::size_t index : chosen) {
        const rami::rule_field& f = rami::rule_fields[index];
        nlohmann::json value;
        switch (f.type) {
            case rami::rule_field_type::integer: {
                int& field = *f.integer(r);
                if (out.big && f.path == "deck.decks") field = 2;
                else if (out.big && f.path == "deck.jokers") field = d::pick(random, 6, 8);
                else if (f.path == "deal.min_players") field = d::pick(random, rami::min_players_supported, r.deal.max_players);
                else if (f.path == "deal.max_players") field = d::pick(random, r.deal.min_players, rami::max_players_supported);
                else field = d::draw_integer(f, field, random);
                if (f.path == "deal.min_players" || f.path == "deal.max_players")  // as rules_from_json reads them
                    for (int n = 0; n <= rami::max_players_supported; ++n)
                        if (!r.accepts_players(n)) r.deal.hand_size[static_cast<std::size_t>(n)] = r.match.target[static_cast<std::size_t>(n)] = 0;
                value = field;
                break;
            }
            case rami::rule_field_type::boolean: {
                bool& field = *f.boolean(r);
                field = out.big && f.path == "deck.jokers_per_player" ? false : !field;
                value = field;
                break;
            }
            case rami::rule_field_type::who: {
                rami::who_may& field = *f.who(r);
                field = static_cast<rami::who_may>((static_cast<int>(field) + 1 + static_cast<int>(random.below(3))) % 4);
                value = std::string(rami::to_string(field));
                break;
            }
            case rami::rule_field_type::per_players: {
                auto& entries = *f.per_players(r);
                const bool hands = f.path == "deal.hand_size";
                const bool one_number = random.below(2) == 0;
                int every = 0;
                value = nlohmann::json::object();
                for (int n = r.deal.min_players; n <= r.deal.max_players; ++n) {
                    // One number for every count of players must fit the deck of the most players.
                    const int limit = d::hand_limit(r, one_number ? r.deal.max_players : n);
                    int entry = 0;
                    if (one_number && n > r.deal.min_players) entry = every;
                    else if (!hands) entry = d::draw_integer(f, entries[static_cast<std::size_t>(n)], random);
                    else if (out.big) entry = d::pick(random, std::min(14, limit), limit);
                    else if (random.below(10) == 0) entry = d::pick(random, 1, rami::max_hand_size);  // may not fit the deck
                    else entry = d::pick(random, 1, limit);
                    if (n == r.deal.min_players) every = entry;
                    entries[static_cast<std::size_t>(n)] = entry;
                    value[std::to_string(n)] = entry;
                }
                if (one_number) value = every;
                break;
            }
        }
        if (f.group.empty()) doc[std::string(f.name)] = std::move(value);
        else doc[std::string(f.group)][std::string(f.name)] = std::move(value);
        out.fields.emplace_back(f.path);
    }
    out.document = std::move(doc);
    return out;
}

/// The rules document drawn from `seed` (the same on every platform: rami::splitmix64).
inline rules_draw random_rules(std::uint64_t seed) {
    rami::splitmix64 random(seed * 0x9e3779b97f4a7c15ull + 0x5eed);
    return rules_drawn_from(random);
}

/// The number of seats to play `r` with, drawn in its range.
template <class Choices>
int random_seats(const rami::rules& r, Choices& random) {
    return detail_rules_space::pick(random, r.deal.min_players, r.deal.max_players);
}

}  // namespace rami_test
