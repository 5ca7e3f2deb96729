#pragma once
// The search of going out in one go (R11), for the turn search's bounds and witnesses
// (rami/detail/turn_search.hpp, rami/detail/turn_analysis.hpp): whether the seat to act can
// still lay all its cards this turn but the card to discard, with the swaps its hand could
// make first (may_go_out_in_one_go), each lay-down of its hand (the hand analysis's search,
// hand_solver::any_meld_all_but) and the lay-offs of what that leaves (lays_off_from), R8's
// taken card never laid off alone. docs/design.md, "The search of going out".

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <vector>

#include "rami/action_space.hpp"
#include "rami/card.hpp"
#include "rami/fixed_vector.hpp"
#include "rami/hand.hpp"
#include "rami/move.hpp"
#include "rami/state.hpp"
#include "rami/table.hpp"
#include "rami/detail/turn.hpp"
#include "rami/detail/turn_bounds.hpp"
#include "rami/detail/turn_end.hpp"
#include "rami/detail/turn_key.hpp"
#include "rami/detail/turn_steps.hpp"

namespace rami::detail {

/// Whether `hand[i]` is the first copy of its card in `hand` (the others leave the same hand).
[[nodiscard]] inline bool first_copy(std::span<const card> hand, std::size_t i) {
    return std::find(hand.begin(), hand.begin() + static_cast<std::ptrdiff_t>(i), hand[i]) == hand.begin() + static_cast<std::ptrdiff_t>(i);
}

/// `hand` without its card `i` (no more cards than a hand holds).
[[nodiscard]] inline hand_cards without_card(std::span<const card> hand, std::size_t i) {
    hand_cards rest;
    for (std::size_t k = 0; k < hand.size(); ++k)
        if (k != i) (void)rest.push_back(hand[k]);  // fewer cards than the hand held
    return rest;
}

/// Lay-offs the search of going out with lay-offs may try (can_still_go_out), each a hand
/// analysis: a guard against a pathological table. Neither the brute force's states nor
/// 300 rounds of random rami51 play reach it (the longest search there tried under 5,000, a
/// few hundred in one search out of a thousand); 200, the budget before, refused legal turns
/// in random play. The memo of hands and tables met, and lay-offs in table order, keep the
/// search small.
inline constexpr int going_out_search_nodes = 20000;

/// R9, R11: whether lay-offs may help the seat to act go out in one go: a seat that has not
/// opened may lay off while going out in one go, where going out in one go may use the table
/// (table_keeps_a_card).
[[nodiscard]] inline bool lay_offs_go_out(const game_state& s) {
    const rules& r = s.rules;
    return (r.lay_off == who_may::opened_or_going_out || r.lay_off == who_may::anyone) && !table_keeps_a_card(s);
}

/// R8 (the rule book): the card taken from the discard pile this turn, still in the hand, that
/// may be laid off only onto a meld a card of the hand went onto first (`taken`: the card
/// about to be taken, when asked before the take); nullopt where no such rule binds it.
[[nodiscard]] inline std::optional<card> taken_laid_off_with_partner(const game_state& s, std::optional<card> taken = std::nullopt) {
    if (!s.rules.pickup.never_laid_off_alone) return std::nullopt;
    if (taken) return taken;
    if (s.this_turn.taken && s.this_turn.taken_onto < 0) return s.this_turn.taken;
    return std::nullopt;
}

/// Where the search of going out with lay-offs stands (can_go_out_from): R8's taken card.
struct going_out_search {
    std::optional<card> alone;    ///< the taken card, in the hand, never laid off alone (the rule book)
    std::uint64_t partnered = 0;  ///< bit i: a card of the hand went onto table meld i this turn
    int owed_onto = -1;           ///< the meld the taken card went onto alone, that a card of the hand must join
    int from_meld = 0;            ///< lay-offs go onto this table meld or later ones (below)
    bool bounded = false;         ///< this node's bound was asked already (can_go_out_with_table)
};

/// A hand the search of going out has met, with the table it met it with (each meld's size and
/// first position: a card laid onto one meld or another, a joker at one end or the other, leave
/// the same hand and another table) and what it still owed (R8).
struct searched_hand {
    hand_cards cards;  ///< sorted
    fixed_vector<std::uint16_t, max_table_melds> table;
    int owed_onto = -1;
    int from_meld = 0;
    friend bool operator==(const searched_hand&, const searched_hand&) = default;
};

/// The hands the search of going out has met: a hash set (FNV-1a over a hand's fields, open
/// addressing), so that a search of thousands of lay-offs finds them in constant time.
class searched_hands {
public:
    /// Adds `h`; false if it was met already.
    bool insert(const searched_hand& h) {
        if (2 * (hands_.size() + 1) > slots_.size()) grow();
        std::size_t at = hash(h) & (slots_.size() - 1);
        for (; slots_[at] != 0; at = (at + 1) & (slots_.size() - 1))
            if (hands_[slots_[at] - 1] == h) return false;
        hands_.push_back(h);
        slots_[at] = static_cast<std::uint32_t>(hands_.size());
        return true;
    }

private:
    [[nodiscard]] static std::size_t hash(const searched_hand& h) noexcept {
        std::uint64_t x = 14695981039346656037ull;
        const auto mix = [&](std::uint64_t v) { x = (x ^ v) * 1099511628211ull; };
        for (const card c : h.cards) mix(static_cast<std::uint64_t>(c.index()));
        for (const std::uint16_t t : h.table) mix(t + 0x10000u);
        mix(static_cast<std::uint64_t>(h.owed_onto + 2) << 8 | static_cast<std::uint64_t>(h.from_meld));
        return static_cast<std::size_t>(x ^ (x >> 32));
    }
    void grow() {
        std::vector<std::uint32_t> slots(std::max<std::size_t>(64, 2 * slots_.size()), 0);
        for (std::size_t i = 0; i < hands_.size(); ++i) {
            std::size_t at = hash(hands_[i]) & (slots.size() - 1);
            while (slots[at] != 0) at = (at + 1) & (slots.size() - 1);
            slots[at] = static_cast<std::uint32_t>(i + 1);
        }
        slots_ = std::move(slots);
    }
    std::vector<searched_hand> hands_;
    std::vector<std::uint32_t> slots_;  ///< 0: empty; else 1 + the index of a hand in hands_
};

/// A going out in one go found by the searches below, for the turn search to lay as a witness.
struct going_out_witness {
    std::vector<play_step> steps;  ///< last first while searched: the melds, then the lay-offs, then the swaps
    bool found = false;            ///< a going out was found: `steps` lay it
};

/// R11: whether `hand` can be laid whole this turn, keeping the card to discard (never
/// `required`, a card that must be laid): in melds, and where the variant lets a seat going out
/// in one go use the table (the rule book), with cards laid off onto `table` first, one at a
/// time as actions lay them (a depth-first search of at most going_out_search_nodes analyses).
/// can_go_out_with_table's search where the table does not help, or for a hand the hand
/// analysis refuses; it lays off before it melds (see can_go_out_with_table for the order that
/// lets a melded copy of the taken card be the taken card).
/// R8 (the rule book): the taken card laid off onto a meld no card of the hand went onto yet
/// owes it one, laid off after it (`at`).
/// `path`, where given, gets the going out found (its melds, then its lay-offs from the last).
[[nodiscard]] inline bool can_go_out_from(const game_state& s, std::span<const card> hand, std::optional<card> required,
                                          fixed_vector<table_meld, max_table_melds>& table, int& budget,
                                          searched_hands& seen, const going_out_search& at, going_out_witness* path = nullptr) {
    const rules& r = s.rules;
    const bool owes = at.owed_onto >= 0;
    if (hand.empty()) return !r.keep_card_to_discard && !owes;
    if (hand.size() == 1 && r.keep_card_to_discard) return !owes && (!required || hand[0] != *required);
    // Lay-offs in another order leave the same hand and table: each is analysed once.
    searched_hand key{hand_cards::from(hand).value_or(hand_cards{}), {}, at.owed_onto, at.from_meld};
    std::sort(key.cards.begin(), key.cards.end());
    for (const table_meld& t : table) (void)key.table.push_back(static_cast<std::uint16_t>(t.meld.size << 8 | t.meld.low));  // as many as the table
    if (!seen.insert(key)) return false;
    if (lay_offs_go_out(s) && hand.size() > 2 && !at.bounded) {
        // The bound of can_go_out_with_table, for the hand and the melds still to lay onto
        // (table order, below): most nodes fail it.
        const std::uint64_t coverable =
            could_be_laid_off(r, hand, std::span<const table_meld>(table).subspan(static_cast<std::size_t>(std::min<int>(at.from_meld, static_cast<int>(table.size())))));
        if (auto melded = turn_solver().can_meld_all_but(r, hand, coverable); melded && !*melded) return false;
    }
    if (!owes) {
        auto out = turn_solver().can_go_out(r, hand, true, required);
        if (out && *out) {
            if (path) {
                auto melds = turn_solver().best_going_out(r, hand, true, required);
                if (!melds) return false;  // never: the same hand just answered
                for (const meld& m : melds->melds)
                    if (auto step = meld_step(m)) path->steps.push_back(*step);
            }
            return true;
        }
    }
    if (!lay_offs_go_out(s)) return false;
    for (std::size_t i = 0; i < hand.size(); ++i) {
        if (!first_copy(hand, i))
            continue;  // the same card again
        const bool taken_card = at.alone && hand[i] == *at.alone;
        // Lay-offs onto different melds leave the same hand and table in any order, and those
        // onto one meld keep theirs: melds in table order lose no end.
        for (table_meld& t : table) {
            const auto index = static_cast<int>(&t - table.begin());
            if (index < at.from_meld) continue;
            for (const run_end end : lay_off_ends(t.meld, hand[i])) {
                auto grown = lay_off_one(r, t.meld, hand[i], end);
                if (!grown) continue;
                if (--budget < 0) return false;
                going_out_search next = at;
                next.from_meld = index;
                next.bounded = false;
                const bool partnered = index < 64 && ((at.partnered >> index) & 1u) != 0;
                if (taken_card) {
                    next.alone.reset();
                    if (!partnered) next.owed_onto = index;
                } else {
                    if (index < 64) next.partnered |= std::uint64_t{1} << index;
                    if (index == at.owed_onto) next.owed_onto = -1;
                }
                const hand_cards rest = without_card(hand, i);
                const meld before = t.meld;
                t.meld = *grown;
                const bool lays_required = required && hand[i] == *required;
                const bool out_now = can_go_out_from(s, rest, lays_required ? std::nullopt : required, table, budget, seen, next, path);
                t.meld = before;
                if (out_now) {
                    if (path) {
                        play_step step{play_step::action::lay_off, index, {}, end, std::nullopt};
                        (void)step.cards.push_back(hand[i]);  // one card
                        path->steps.push_back(step);
                    }
                    return true;
                }
            }
        }
    }
    return false;
}

/// The search of laying off the cards a lay-down leaves (lays_off_all_but_discard): what stays
/// fixed while it runs.
struct lay_off_search {
    const game_state& s;
    fixed_vector<table_meld, max_table_melds>& table;  ///< grown while searched, as it was after
    std::optional<card> required;                       ///< never the discard, unless a copy was laid
    searched_hands& seen;
    int& budget;
    going_out_witness* path;                            ///< gets the lay-offs found, last first
};

/// Where that search stands: the next table meld to grow, R8's taken card, the required card.
struct lay_off_node {
    std::size_t meld = 0;
    going_out_search at;          ///< alone, partnered, owed_onto (from_meld and bounded unused)
    bool required_laid = false;   ///< a copy of the required card went onto the table
};

[[nodiscard]] inline bool lays_off_from(const lay_off_search& search, std::span<const card> left, const lay_off_node& node);

/// Table meld `node.meld`, grown to `now` by the `laid` cards of `steps` (`taken_in`: the taken
/// card among them), grown further by one card of `left` or left as it is: whether the rest
/// can then be laid off (lays_off_from, from the next meld).
[[nodiscard]] inline bool grow_meld(const lay_off_search& search, std::span<const card> left, const lay_off_node& node,
                                    const meld& now, bool taken_in, fixed_vector<play_step, max_analysed_hand>& steps) {
    const rules& r = search.s.rules;
    const std::size_t i = node.meld;
    const going_out_search& at = node.at;
    const auto laid = steps.size();
    const bool partnered = i < 64 && ((at.partnered >> i) & 1u) != 0;
    // R8 (the rule book): the taken card never alone on a meld; a meld it went onto alone
    // earlier this turn owes it a card of the hand.
    const bool alone = taken_in && laid == 1 && !partnered;
    const bool owed_here = at.owed_onto == static_cast<int>(i) && laid == 0;
    if (!alone && !owed_here) {
        lay_off_node next = node;
        next.meld = i + 1;
        if (taken_in) next.at.alone.reset();
        if (laid > 0 && at.owed_onto == static_cast<int>(i)) next.at.owed_onto = -1;
        const meld before = search.table[i].meld;
        search.table[i].meld = now;
        const bool out = lays_off_from(search, left, next);
        search.table[i].meld = before;
        if (out) {
            if (search.path)
                for (auto step = steps.end(); step != steps.begin();) search.path->steps.push_back(*--step);
            return true;
        }
    }
    const auto takers = lone_lay_off_cards(now);  // lay_off_one's filter, asked once for every card
    for (std::size_t k = 0; k < left.size(); ++k) {
        const card c = left[k];
        if (!first_copy(left, k) || std::find(takers.begin(), takers.end(), c) == takers.end()) continue;
        for (const run_end end : lay_off_ends(now, c)) {
            if (--search.budget < 0) return false;
            auto grown = lay_off(r, now, std::span<const card>(&c, 1), end);
            if (!grown) continue;
            const hand_cards rest = without_card(left, k);
            play_step step{play_step::action::lay_off, static_cast<int>(i), {}, end, std::nullopt};
            (void)step.cards.push_back(c);  // one card
            (void)steps.push_back(step);    // no more than the cards left
            lay_off_node here = node;
            here.required_laid = node.required_laid || (search.required && c == *search.required);
            const bool out = grow_meld(search, rest, here, *grown, taken_in || (at.alone && c == *at.alone), steps);
            steps.pop_back();
            if (out) return true;
        }
    }
    return false;
}

/// R8, R9, R11: whether the cards `left` can all be laid off onto the table's melds from
/// `node.meld` on but the card to discard (none where R7 keeps no card): meld by meld, each
/// grown by cards laid off one at a time as lay_off_one lays them (at either end of a run, into
/// a set's missing suits), R8's taken card never alone on a meld. What a lay-down of the hand
/// leaves, in the search of going out (can_go_out_with_table): a meld of those cards is another
/// lay-down, so none is looked for here. Each state of the search is weighed once (`seen`).
[[nodiscard]] inline bool lays_off_from(const lay_off_search& search, std::span<const card> left, const lay_off_node& node) {
    const going_out_search& at = node.at;
    if (node.meld >= search.table.size()) {
        if (at.owed_onto >= 0) return false;
        if (left.empty()) return !search.s.rules.keep_card_to_discard;
        return left.size() == 1 && (!search.required || node.required_laid || left[0] != *search.required);
    }
    // The melds from node.meld on are as they were: the key needs no table, and its from_meld
    // carries the meld with the two flags the rest depends on.
    searched_hand key{hand_cards::from(left).value_or(hand_cards{}), {}, at.owed_onto,
                      static_cast<int>(node.meld) * 4 + (at.alone ? 2 : 0) + (node.required_laid ? 1 : 0)};
    std::sort(key.cards.begin(), key.cards.end());
    if (!search.seen.insert(key)) return false;
    // Every card but one must go onto a meld from here on: the cards those could never take.
    const std::uint64_t coverable = could_be_laid_off(search.s.rules, left, std::span<const table_meld>(search.table).subspan(node.meld));
    if (std::count_if(left.begin(), left.end(), [&](card c) { return ((coverable >> c.index()) & 1u) == 0; }) > 1) return false;
    fixed_vector<play_step, max_analysed_hand> steps;
    return grow_meld(search, left, node, search.table[node.meld].meld, false, steps);
}

/// R11: whether `hand` can all be laid this turn but the card to discard, which is not
/// `required`; the taken card `alone` (R8, the rule book) is laid off only where a card of the
/// hand joins it. Where the table helps: each lay-down of the hand whose melds hold every card
/// but one that could_be_laid_off denies (hand_solver::any_meld_all_but, whose counts refuse
/// most hands before it lists a meld), then the cards it leaves laid off (lays_off_from); where
/// it does not, the hand's melds alone. A hand the analysis refuses (too many cards) goes to
/// the search of can_go_out_from.
/// `path`, where given, gets the going out found, last step first (the lay-offs, then the
/// melds: laid, the melds come first); such a search has no budget, so that its "no" is
/// certain and its "yes" has a witness.
[[nodiscard]] inline bool can_go_out_with_table(const game_state& s, std::span<const card> hand, std::optional<card> required,
                                                std::optional<card> alone, going_out_witness* path = nullptr) {
    const rules& r = s.rules;
    if (turn_keeps_a_card(s)) return false;  // R11: this turn may no longer go out
    const bool table_helps = lay_offs_go_out(s);
    const std::uint64_t coverable = table_helps ? could_be_laid_off(r, hand, s.table) : 0;
    auto table = s.table;
    int budget = path ? std::numeric_limits<int>::max() : going_out_search_nodes;  // a witness search has none
    searched_hands seen;
    const std::uint64_t partnered = s.this_turn.hand_cards_onto;
    going_out_search start{alone, partnered, partner_owed_onto(s, partnered), 0, table_helps};
    if (table_helps) {
        // The melds first: each lay-down of the hand that holds every card the table cannot
        // take but one, once; then the few cards it leaves laid off, meld by meld, but the
        // discard (lays_off_from). A going out is such a lay-down and the lay-offs of what it
        // leaves, so this finds every one the search from the whole hand would, with one hand
        // listing instead of an analysis per subset of lay-offs.
        // The lay-down's melds are laid first, then the lay-offs: a copy of the taken card in a
        // meld is then the taken card (lay_step), and the other copy laid off alone binds
        // nothing (R8); a card that must be laid is laid once a meld holds a copy of it (the
        // other copy may then be the discard, as can_go_out reads `required`).
        const auto melded = [&](std::span<const card> left, std::optional<card> c) {
            return c && std::count(left.begin(), left.end(), *c) < std::count(hand.begin(), hand.end(), *c);
        };
        const auto leaves_go_out = [&](std::span<const card> left) {
            going_out_search at = start;
            if (melded(left, at.alone)) at.alone.reset();
            const lay_off_search search{s, table, melded(left, required) ? std::nullopt : required, seen, budget, path};
            return lays_off_from(search, left, lay_off_node{0, at, false}) || budget < 0;
        };
        auto out = going_out_solver().any_meld_all_but(r, hand, coverable, leaves_go_out);
        if (out) {
            if (*out && path && budget >= 0)  // steps are kept last first: the melds come before the lay-offs
                for (const meld& m : going_out_solver().accepted_melds())
                    if (auto step = meld_step(m)) path->steps.push_back(*step);
            return *out;  // a search cut short answers nothing: "might", as a bound must
        }
        // A hand the analysis refuses (too many cards; refused before any lay-down, so `seen`
        // is still empty): the search below alone.
    } else if (auto melded = turn_solver().can_meld_all_but(r, hand, coverable); melded && !*melded) {
        return false;  // going out keeps one card at most (R7, R11)
    }
    const bool out = can_go_out_from(s, hand, required, table, budget, seen, start, path);
    return out || budget < 0;  // a search cut short answers nothing: "might", as a bound must
}

/// R8: a card of the hand that no turn may end by discarding: the taken card the variant bars
/// from the discard (any copy of it: discard_barred), else the card taken to lay where the hand
/// holds no other copy (a copy laid lays it, and the other may go).
[[nodiscard]] inline std::optional<card> card_not_to_discard(const game_state& s) {
    const turn_record& turn = s.this_turn;
    const std::span<const card> hand = s.hand(s.current);
    const auto copies = [&](card c) { return std::count(hand.begin(), hand.end(), c); };
    if (turn.taken && discard_barred(s, *turn.taken) && copies(*turn.taken) > 0) return turn.taken;
    if (turn.taken_to_lay && copies(*turn.taken_to_lay) == 1) return turn.taken_to_lay;
    return std::nullopt;
}

/// R11: whether the seat to act can still lay all its cards this turn but the card to discard
/// (never card_not_to_discard). `path`: as can_go_out_with_table's.
[[nodiscard]] inline bool can_still_go_out(const game_state& s, going_out_witness* path = nullptr) {
    return can_go_out_with_table(s, s.hand(s.current), card_not_to_discard(s), taken_laid_off_with_partner(s), path);
}

/// can_still_go_out, its "no" kept in `known` where given (the node keys of the states no going
/// out is left from: a listing's turn search keeps them, as swap sequences from different
/// states of the turn meet the same states).
[[nodiscard]] inline bool can_still_go_out(const game_state& s, going_out_witness* path, turn_memo* known) {
    if (known == nullptr) return can_still_go_out(s, path);
    const turn_key key = key_of(s);
    if (known->find(key)) return false;
    const bool out = can_still_go_out(s, path);
    if (!out) known->store(key, false);
    return out;
}

/// Swap sequences may_go_out_in_one_go weighs before it answers "might": a guard against a
/// table full of jokers. The sequences end on their own (each swap takes a joker off the
/// table, the joker relay happens once per taken card); random play of the eight variants
/// weighs under 20.
inline constexpr int swap_sequences_weighed = 256;

/// may_go_out_in_one_go from one node of its swap sequences. `seen`: the nodes after a swap
/// weighed already, each with the meld its swaps go on from and whether the joker relay is
/// done. Swaps into one meld in either order, or of either copy of a card, lead to the same
/// node: its "no" is the same the second time (a "yes" ends the search), so it is weighed once.
/// `known`: as can_still_go_out's.
[[nodiscard]] inline bool go_out_after_swaps(const game_state& s, int& budget, int from_meld, bool relayed, going_out_witness* path,
                                             turn_memo& seen, turn_memo* known) {
    if (!may_go_out(s)) return false;
    if (can_still_go_out(s, path, known)) return true;
    // A seat that has not opened swaps while going out in one go only where the variant lets
    // it (R10: `opened_or_going_out`, `anyone`); one that may swap only once opened and does
    // not open this turn never swaps (the opening is what going out in one go waives here).
    if (!allowed(s.rules.swap.who, opened_by_now(s), true) || table_keeps_a_card(s)) return false;
    if (--budget < 0) return true;
    std::vector<int> ids;
    const card_tally held = tally(s.hand(s.current));
    swap_candidates(s, held, ids);
    const turn_record& turn = s.this_turn;
    const bool taken_in_hand = turn.taken && turn.taken_onto < 0 && !turn.taken->is_joker() &&
                               held[static_cast<std::size_t>(turn.taken->index())] > 0;
    if (!relayed && held[card::joker_index] > 0 && taken_in_hand && lay_offs_go_out(s)) lay_off_candidates(s, held, ids);
    // Weighs the node `next` once; whether it goes out.
    const auto goes_out = [&](const game_state& next, int next_from, bool next_relayed) {
        turn_key key = key_of(next);
        key.a = mix64(key.a ^ (static_cast<std::uint64_t>(next_from) << 1 | std::uint64_t{next_relayed}));
        if (seen.find(key)) return false;
        seen.store(key, false);
        return go_out_after_swaps(next, budget, next_from, next_relayed, path, seen, known);
    };
    for (const int id : ids) {
        const play_step step = step_from_id(s.rules, id);
        if (step.kind == play_step::action::swap && step.meld < from_meld) continue;
        if (step.kind == play_step::action::lay_off && !step.cards[0].is_joker()) continue;  // the search of going out's own
        game_state next = s;
        if (!lay_step(next, step)) continue;
        if (step.kind == play_step::action::lay_off) {
            // The relay: the taken card swapped at once for the joker just laid off.
            const play_step swap_in = step_from_id(s.rules, numbering::swap_id(step.meld, *turn.taken));
            if (!lay_step(next, swap_in)) continue;
            if (goes_out(next, 0, true)) {
                if (path) {
                    path->steps.push_back(swap_in);
                    path->steps.push_back(step);
                }
                return true;
            }
            continue;
        }
        // A swap after a swap goes into the same meld or a later one (either order leaves the
        // same turn).
        if (goes_out(next, step.meld, relayed)) {
            if (path) path->steps.push_back(step);
            return true;
        }
    }
    return false;
}

/// R10, R11: whether the seat to act might go out in one go from `s`, swaps included: the
/// search of going out with lay-offs (can_still_go_out) after the swaps the hand could make
/// first, each table meld once and in table order (a swap needs a card of the hand and a joker
/// of the table, both there now), and once (`relayed`) a joker of the hand laid off for the
/// taken card to be swapped in at once (R8: the taken card then stands in the meld as a swap,
/// not laid off alone); each node the swaps reach weighed once. Past swap_sequences_weighed
/// sequences, no answer (true). A bound for the turn search: its "no" is certain, its "yes"
/// proves nothing.
/// `path`, where given, gets the going out found (its swaps after can_go_out_from's steps); the
/// caller then gives no budget (going_out_steps). `known`: as can_still_go_out's.
[[nodiscard]] inline bool may_go_out_in_one_go(const game_state& s, int& budget, int from_meld = 0, bool relayed = false,
                                               going_out_witness* path = nullptr, turn_memo* known = nullptr) {
    turn_memo seen;  // allocates only once a swap is weighed
    return go_out_after_swaps(s, budget, from_meld, relayed, path, seen, known);
}

/// The same, with a budget of its own.
[[nodiscard]] inline bool may_go_out_in_one_go(const game_state& s) {
    int budget = swap_sequences_weighed;
    return may_go_out_in_one_go(s, budget);
}

/// R10, R11: a going out in one go of the seat to act that may_go_out_in_one_go finds (swaps,
/// lay-offs, then melds), its steps in the order they are laid, or none where none exists (no
/// budget cuts this search short). A witness for the turn search, which lays it to see whether
/// the turn may then end: the searches ignore the opening and some of R8.
/// `known`: as can_still_go_out's.
[[nodiscard]] inline going_out_witness going_out_steps(const game_state& s, turn_memo* known = nullptr) {
    int budget = std::numeric_limits<int>::max();
    going_out_witness found;
    found.found = may_go_out_in_one_go(s, budget, 0, false, &found, known);  // steps are kept only on the way back from a find
    std::reverse(found.steps.begin(), found.steps.end());
    return found;
}

}  // namespace rami::detail
