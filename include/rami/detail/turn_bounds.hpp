#pragma once
// Admissible bounds of the turn search (rami/detail/turn_search.hpp): cheap questions about the
// hand and the table whose "no" is certain, so that the search never weighs steps from a turn
// that cannot end legally whatever it lays. Each one over-approximates what the rest of the turn
// could lay: every joker on the table counted as freed, every card a lay-off could ever take
// counted as laid off. A "yes" proves nothing; the search goes on.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <span>

#include "rami/hand.hpp"
#include "rami/rules.hpp"
#include "rami/state.hpp"
#include "rami/table.hpp"
#include "rami/detail/turn_end.hpp"

namespace rami::detail {

/// The hand analysis of the turn's checks, one per thread so that its buffers are reused
/// (a solver is not thread-safe; the checks never nest their calls to it). It keeps its
/// yes-or-no answers: the checks ask them again for every order of a turn's steps.
[[nodiscard]] inline hand_solver& turn_solver() {
    thread_local hand_solver solver = [] {
        hand_solver made;
        made.keep_answers();
        return made;
    }();
    return solver;
}

/// The hand analysis that lists the lay-downs of a search of going out (can_go_out_with_table),
/// whose every lay-down the turn's checks weigh on turn_solver: one per thread too.
[[nodiscard]] inline hand_solver& going_out_solver() {
    thread_local hand_solver solver;
    return solver;
}

/// Whether a joker might ever be laid off onto `m` this turn (R3, R9): the meld has room (a set
/// of four, a run of thirteen, take nothing), and holds fewer jokers than R3 allows, or holds one
/// that a swap might free first.
[[nodiscard]] inline bool may_take_joker(const rules& r, const meld& m) noexcept {
    const bool set = m.kind == meld_kind::set;
    if (m.size >= (set ? 4 : max_meld_size)) return false;
    return m.jokers > 0 || m.jokers < (set ? r.melds.max_jokers_set : r.melds.max_jokers_run);
}

/// The cards that could take the place of a joker of `m` (R10), per suit bit rank - 1: a set's
/// rank in the suits the set lacks, or a run's ranks where it holds a joker, in its suit (a
/// lay-off never moves the cards laid, so the places stay). None without a joker.
[[nodiscard]] inline std::array<unsigned, 4> joker_places(const meld& m) noexcept {
    std::array<unsigned, 4> places{};
    if (m.jokers == 0) return places;
    if (m.kind == meld_kind::set) {
        const unsigned missing = m.missing_suits();
        for (int suit = 0; suit < 4; ++suit)
            if (((missing >> suit) & 1u) != 0) places[static_cast<std::size_t>(suit)] = 1u << (m.low - 1);
        return places;
    }
    for (int i = 0; i < m.size; ++i)
        if (m.cards[static_cast<std::size_t>(i)].is_joker()) places[static_cast<std::size_t>(m.suit)] |= 1u << (m.rank_of(i) - 1);
    return places;
}

/// Whether `c` is a card of `places` (a meld's joker_places).
[[nodiscard]] inline bool fills_joker_place(const std::array<unsigned, 4>& places, card c) noexcept {
    return !c.is_joker() && ((places[static_cast<std::size_t>(c.suit())] >> (c.rank() - 1)) & 1u) != 0;
}

/// Whether `c` could take the place of a joker of `m` (joker_places).
[[nodiscard]] inline bool may_replace_joker(const meld& m, card c) noexcept {
    if (m.jokers == 0 || c.is_joker()) return false;  // most melds: no places to list
    return fills_joker_place(joker_places(m), c);
}

/// What could_be_laid_off reads of a hand: per suit, bit rank - 1 for each rank held; the jokers.
struct hand_lanes {
    std::array<unsigned, 4> lanes{};
    int jokers = 0;

    explicit hand_lanes(std::span<const card> hand) noexcept {
        for (const card c : hand) {
            if (c.is_joker()) ++jokers;
            else lanes[static_cast<std::size_t>(c.suit())] |= 1u << (c.rank() - 1);
        }
    }
};

/// Whether a card of the hand read as `held` could take the place of a joker of `m`
/// (joker_places).
[[nodiscard]] inline bool holds_joker_replacement(const hand_lanes& held, const meld& m) noexcept {
    const std::array<unsigned, 4> places = joker_places(m);
    return ((held.lanes[0] & places[0]) | (held.lanes[1] & places[1]) | (held.lanes[2] & places[2]) | (held.lanes[3] & places[3])) != 0;
}

/// The cards of a hand read as `held` that could ever be laid off onto table meld `m` this
/// turn, bit c.index() each: see could_be_laid_off.
[[nodiscard]] inline std::uint64_t could_be_laid_off_onto(const rules& r, const hand_lanes& held, const meld& m) {
    const auto bit = [](int rank, int suit) { return std::uint64_t{1} << card(rank, static_cast<rami::suit>(suit)).index(); };
    std::uint64_t coverable = 0;
    // The meld's own jokers stay, as many as R3 lets it hold, unless a card of the hand could
    // take their places (a swap, R10).
    const int own = r.swap.who != who_may::nobody && holds_joker_replacement(held, m) ? 0 : m.jokers;
    const int most = m.kind == meld_kind::set ? r.melds.max_jokers_set : r.melds.max_jokers_run;
    if (held.jokers > 0 && may_take_joker(r, m) && own < most) coverable |= std::uint64_t{1} << card::joker_index;
    if (m.kind == meld_kind::set) {
        if (m.size >= 4) return coverable;
        const unsigned missing = m.missing_suits();
        for (int suit = 0; suit < 4; ++suit)
            if (((missing >> suit) & 1u) != 0 && ((held.lanes[static_cast<std::size_t>(suit)] >> (m.low - 1)) & 1u) != 0)
                coverable |= bit(m.low, suit);
        return coverable;
    }
    const int suit = static_cast<int>(m.suit);
    const unsigned lane = held.lanes[static_cast<std::size_t>(suit)];
    if (lane == 0) return coverable;
    // Positions: 1 is the ace low, 14 the ace high; circular runs go on round the corner.
    const int high = m.low + m.size - 1;
    const int room = std::max(0, std::min(held.jokers, most - own));  // jokers laid off into the gaps
    for (const int step : {1, -1}) {  // up from the high end, down from the low end
        int gaps = room;
        int at = step > 0 ? high + 1 : m.low - 1;
        for (int walked = 0; walked < 13 - m.size; ++walked, at += step) {
            if (!r.melds.circular && (at < 1 || at > last_position(r.melds))) break;
            const int rank = (at + 25) % 13 + 1;  // the same rank, inside 1..13
            const bool is_held = ((lane >> (rank - 1)) & 1u) != 0;
            if (is_held) coverable |= bit(rank, suit);
            else if (--gaps < 0) break;
        }
    }
    return coverable;
}

/// The cards of `hand` that could ever be laid off onto `table` this turn, bit c.index() each:
/// a card onto a set of its rank with room, or onto a run of its suit whose end the hand's
/// cards of that suit (and its jokers, standing in the gaps, as many as R3 lets the run hold) reach; a joker onto a meld that
/// might take one (may_take_joker). Cheap, and never leaves out a card a lay-off could take (a
/// prune for the search of going out with lay-offs).
[[nodiscard]] inline std::uint64_t could_be_laid_off(const rules& r, std::span<const card> hand, std::span<const table_meld> table) {
    const hand_lanes held(hand);
    std::uint64_t coverable = 0;
    for (const table_meld& t : table) coverable |= could_be_laid_off_onto(r, held, t.meld);
    return coverable;
}

/// The jokers of table meld `m` that swaps with cards of `hand` could free (R10), at most: a
/// run's, one per card that could take a joker's place; a set's, only as many as the cards of
/// its rank in suits it lacks bring it past four cards (a swap frees a set's joker only once
/// four natural cards stand without it: swap_joker), none where it asks two cards and the hand
/// holds one.
[[nodiscard]] inline int jokers_swaps_free(const rules& r, const meld& m, std::span<const card> hand) {
    if (m.jokers == 0) return 0;
    const std::array<unsigned, 4> places = joker_places(m);  // once for all the hand's cards
    if (m.kind == meld_kind::set) {
        unsigned suits = 0;
        for (const card c : hand)
            if (fills_joker_place(places, c)) suits |= 1u << static_cast<int>(c.suit());
        const int added = std::popcount(suits);
        if (r.swap.set_needs_two_naturals && added < 2) return 0;
        // One swap at a time may free one joker only (one_joker_per_set), but swaps one after
        // another free them all.
        return std::clamp(m.size + added - 4, 0, static_cast<int>(m.jokers));
    }
    int replacing = 0;
    for (const card c : hand) replacing += fills_joker_place(places, c) ? 1 : 0;
    return std::min<int>(m.jokers, replacing);
}

/// The jokers on the table that swaps could bring into the hand this turn (R10), at most
/// (jokers_swaps_free on each meld: cards come to the hand only before the play phase, so what
/// it holds now is all a swap can use), where the variant lets some seat swap. `laid`: a card
/// the question lays elsewhere (in a meld, or laid off), so that one copy of it pays no swap.
[[nodiscard]] inline int table_jokers(const game_state& s, std::optional<card> laid = std::nullopt) {
    if (s.rules.swap.who == who_may::nobody) return 0;
    std::span<const card> payers = s.hand(s.current);
    hand_cards without_laid;  // copied only where a card is set apart
    if (laid) {
        without_laid = s.hands[static_cast<std::size_t>(s.current)];
        (void)without_laid.erase_one(*laid);
        payers = without_laid;
    }
    int jokers = 0;
    for (const table_meld& t : s.table) jokers += jokers_swaps_free(s.rules, t.meld, payers);
    return jokers;
}

/// The jokers swaps could bring the hand of the seat to act (R10), as table_jokers counts them:
/// a run's joker with the card of the hand it would cost (`cards`, at most five; past that, or
/// for a set's, counted in `free_jokers`, the card unknown).
struct swaps_for_jokers {
    fixed_vector<card, 5> cards;
    int free_jokers = 0;
};

[[nodiscard]] inline swaps_for_jokers swaps_of(const game_state& s) {
    swaps_for_jokers swaps;
    if (s.rules.swap.who == who_may::nobody) return swaps;
    hand_cards left = s.hands[static_cast<std::size_t>(s.current)];  // each card pays one swap
    for (const table_meld& t : s.table) {
        const meld& m = t.meld;
        if (m.jokers == 0) continue;
        if (m.kind == meld_kind::set) {
            swaps.free_jokers += jokers_swaps_free(s.rules, m, s.hand(s.current));
            continue;
        }
        for (int i = 0; i < m.size; ++i) {
            if (!m.cards[static_cast<std::size_t>(i)].is_joker()) continue;
            const card c = m.stands_for(i);
            if (!left.erase_one(c)) continue;
            if (!swaps.cards.push_back(c)) ++swaps.free_jokers;
        }
    }
    return swaps;
}

/// The hand of the seat to act with `extra` jokers more, or nullopt where that is more than the
/// hand analysis weighs (then no bound).
[[nodiscard]] inline std::optional<hand_cards> hand_with_jokers(const game_state& s, int extra) {
    hand_cards hand = s.hands[static_cast<std::size_t>(s.current)];
    for (int j = 0; j < extra; ++j)
        if (hand.size() >= static_cast<std::size_t>(max_analysed_hand) || !hand.push_back(card::joker())) return std::nullopt;
    return hand;
}

/// R8: the taken card must still be laid, in the melds the seat opens with (taken_card_opens),
/// before any meld of the turn and where going out in one go cannot lay it elsewhere: every
/// turn that ends then lays melds of the hand that hold it (laid with it, or it laid off onto
/// them) and reach the opening.
[[nodiscard]] inline bool taken_opens_melds(const game_state& s) {
    const turn_record& turn = s.this_turn;
    return turn.taken_to_lay && turn.new_melds == 0 && !s.rules.opening.going_out_exempt && taken_card_opens(s);
}

/// R9, R10: whether the turn has used the table as the variant lets no seat make before its
/// opening, not even one going out in one go, where the seat can no longer open this turn (it
/// used the table before opening: table_use_needs_opening). No end of the turn is legal then.
[[nodiscard]] inline bool table_use_never_allowed(const game_state& s) {
    if (opened_by_now(s) || !table_use_needs_opening(s)) return false;
    return !table_use_allowed(s, false, [] { return true; }).ok();
}

/// R3, R6: whether `hand` holds three natural cards of a suit in a row, as the variant reads
/// runs (the ace low, also high, or round the corner): what a tierce franche needs.
[[nodiscard]] inline bool holds_run_of_three(const rules& r, std::span<const card> hand) noexcept {
    std::array<std::uint32_t, 4> lanes{};  // per suit, bit rank - 1
    for (const card c : hand)
        if (!c.is_joker()) lanes[static_cast<std::size_t>(c.suit())] |= 1u << (c.rank() - 1);
    for (const std::uint32_t lane : lanes) {
        // Positions 1..26: the ace after the king too where runs go on past it.
        std::uint32_t positions = lane;
        if (r.melds.circular) positions |= lane << 13;
        else if (r.melds.ace_high) positions |= (lane & 1u) << 13;
        if ((positions & positions >> 1 & positions >> 2) != 0) return true;
    }
    return false;
}

/// R6: whether the melds of a seat that has not opened might still hold a tierce franche when
/// it opens: one of them is one already, the hand holds three natural cards of a suit in a row
/// (a meld still to lay), or a run laid this turn could lose its every joker to swaps of cards
/// of the hand before the opening (where anyone may swap, R10: else a swap needs the opening).
/// Cards never leave a meld, and a lay-off puts no natural card where a joker stands, so no
/// other run becomes one.
[[nodiscard]] inline bool tierce_franche_within_reach(const game_state& s) {
    const std::span<const card> hand = s.hand(s.current);
    if (holds_run_of_three(s.rules, hand)) return true;
    for (std::uint64_t bits = s.this_turn.new_melds; bits != 0; bits &= bits - 1) {
        const meld& m = s.table[static_cast<std::size_t>(std::countr_zero(bits))].meld;
        if (m.is_tierce_franche()) return true;
        if (m.kind != meld_kind::run || s.rules.swap.who != who_may::anyone) continue;
        bool swappable = true;
        for (int i = 0; i < m.size && swappable; ++i)
            if (m.cards[static_cast<std::size_t>(i)].is_joker())
                swappable = std::find(hand.begin(), hand.end(), m.stands_for(i)) != hand.end();
        if (swappable) return true;
    }
    return false;
}

/// R6, R9, R10: whether the melds laid this turn may still change before the seat opens: a
/// lay-off or a swap the variant lets anyone make binds nothing (a card laid off onto them, a
/// natural card swapped in for a joker, which may make one a tierce franche), and a meld laid
/// after it counts them as they stand then.
[[nodiscard]] inline bool turn_melds_may_grow(const game_state& s) {
    return (s.rules.lay_off == who_may::anyone || s.rules.swap.who == who_may::anyone) && s.this_turn.new_melds != 0;
}

/// Whether may_open asks the hand analysis about the hand alone: no card taken that must be in
/// the opening, no jokers swaps could bring first. Its question is then whether melds of the
/// hand reach the points still needed, with the tierce franche where one is still needed.
[[nodiscard]] inline bool may_open_asks_hand_alone(const game_state& s) {
    return !table_use_needs_opening(s) && !taken_opens_melds(s) && s.rules.swap.who != who_may::anyone && !turn_melds_may_grow(s);
}

/// R6, R8: whether the seat to act might still make its opening this turn: melds from its hand
/// (holding the taken card where it must be laid in the opening; with the jokers swaps could
/// bring where a swap before the opening binds nothing, `anyone`),
/// with those laid this turn, reach the points needed and the tierce franche (a bound: the
/// card to discard is kept where R7 wants one, as it is by any turn that opens and then
/// discards).
[[nodiscard]] inline bool may_open(const game_state& s) {
    if (table_use_needs_opening(s)) return false;  // melds laid now no longer open (I)
    const rules& r = s.rules;
    if (r.opening.tierce_franche && !tierce_franche_within_reach(s)) return false;
    // Where the taken card must be in the turn's melds, they are counted whole, as they stand
    // at the turn's end: with the cards laid off onto them after the opening (a tierce franche
    // then may hold a joker, so none is asked) and the jokers swapped after it.
    const std::optional<card> required = taken_opens_melds(s) ? s.this_turn.taken_to_lay : std::nullopt;
    const bool swaps_first = r.swap.who == who_may::anyone || (required && r.swap.who != who_may::nobody);
    // Where the turn's melds may still grow (turn_melds_may_grow), their cards are weighed with
    // the hand's against the whole opening: the melds that open are melds of those cards.
    const bool grow = turn_melds_may_grow(s);
    hand_cards cards = s.hands[static_cast<std::size_t>(s.current)];
    if (grow)
        for (const meld& m : melds_laid_this_turn(s))
            for (const card c : m.laid())
                if (cards.size() >= static_cast<std::size_t>(max_analysed_hand) || !cards.push_back(c)) return true;  // no bound
    const opening_summary laid = grow ? opening_summary{} : turn_melds_summary(s);
    const bool franche_needed = r.opening.tierce_franche && !laid.tierce_franche;
    // Counted whole, the melds ask no tierce franche; it is laid at the opening all the same,
    // from three natural cards of the hand (a swap brings the hand jokers, never naturals),
    // which tierce_franche_within_reach asked above: no meld is laid yet where one is required.
    const bool franche = franche_needed && !required;
    const int points = opening_needed(s) - laid.points;
    if (!swaps_first) {
        auto reach = turn_solver().can_lay_at_least(r, cards, points, franche, required);
        return !reach || *reach;
    }
    // R10: the melds hold the hand's cards and the jokers swaps free. A run's joker costs the
    // hand the very card it stands for: each choice of those swaps is weighed (a few at most;
    // past five, every joker is counted free). A set's jokers are counted free.
    const swaps_for_jokers swaps = swaps_of(s);
    const unsigned choices = 1u << swaps.cards.size();
    for (unsigned chosen = 0; chosen < choices; ++chosen) {
        hand_cards hand = cards;
        for (std::size_t i = 0; i < swaps.cards.size(); ++i)
            if (((chosen >> i) & 1u) != 0) (void)hand.erase_one(swaps.cards[i]);  // held: swaps_of
        const int jokers = swaps.free_jokers + std::popcount(chosen);
        bool room = true;
        for (int j = 0; j < jokers && room; ++j) room = hand.size() < static_cast<std::size_t>(max_analysed_hand) && hand.push_back(card::joker());
        if (!room) return true;  // more than the hand analysis weighs: no bound
        auto reach = turn_solver().can_lay_at_least(r, hand, points, franche, required);
        if (!reach || *reach) return true;
    }
    return false;
}

/// R11: whether the seat to act might go out in one go this turn: melds of its hand, with every
/// joker of the table (swaps), hold all its cards but one and those a lay-off or a swap could
/// take (hand_solver::can_meld_all_but). Every joker may stay out of the melds, as lay-offs
/// and swaps may place them. Where going out in one go may not use the table
/// (table_keeps_a_card), the hand alone, and never once the turn has used it.
[[nodiscard]] inline bool may_go_out(const game_state& s) {
    const rules& r = s.rules;
    if (turn_keeps_a_card(s)) return false;  // R11: going out in one go may not use the table
    if (s.hand(s.current).size() <= 1) return true;
    const bool table_helps = !table_keeps_a_card(s);
    const auto hand = hand_with_jokers(s, table_helps ? table_jokers(s) : 0);
    if (!hand) return true;
    std::uint64_t spare = std::uint64_t{1} << card::joker_index;
    if (r.lay_off != who_may::nobody && table_helps) spare |= could_be_laid_off(r, *hand, s.table);
    if (r.swap.who != who_may::nobody && table_helps)
        for (const table_meld& t : s.table)
            if (t.meld.jokers > 0)
                for (const card c : *hand)
                    if (may_join(t.meld, c)) spare |= std::uint64_t{1} << c.index();
    auto melded = turn_solver().can_meld_all_but(r, *hand, spare);
    return !melded || *melded;
}

/// Whether `hand` (with `jokers` more) might make a meld that holds `c`: a set of its rank, or
/// a run of three round it, the missing cards stood for by jokers, no more than R3 lets a set
/// or a run hold (a longer run holds such a three round `c`, with no more jokers), where the
/// variant's aces let a run stand (R4: the ace low always, high where `ace_high`, round the
/// corner where `circular`).
[[nodiscard]] inline bool may_meld_with(const rules& r, std::span<const card> hand, card c, int jokers) {
    unsigned suits = 0;   // of c's rank, besides c
    unsigned lane = 0;    // of c's suit: bit rank - 1
    bool c_skipped = false;
    for (const card h : hand) {
        if (h.is_joker()) {
            ++jokers;
            continue;
        }
        if (h == c && !c_skipped) {
            c_skipped = true;
            continue;
        }
        if (h.rank() == c.rank() && h.suit() != c.suit()) suits |= 1u << static_cast<int>(h.suit());
        if (h.suit() == c.suit()) lane |= 1u << (h.rank() - 1);
    }
    if (std::popcount(suits) + std::min(jokers, r.melds.max_jokers_set) >= 2) return true;
    const int run_jokers = std::min(jokers, r.melds.max_jokers_run);
    // Runs of three through c at position `p`: 1 the ace low, 14 the ace high; round the corner
    // where runs wrap (0 is the king below the ace, 15 the two above it).
    const int highest = last_position(r.melds);
    const auto through = [&](int p) {
        for (int low = p - 2; low <= p; ++low) {
            if (!r.melds.circular && (low < 1 || low + 2 > highest)) continue;
            int missing = 0;
            for (int at = low; at < low + 3; ++at) {
                if (at == p) continue;
                const int rank = (at + 25) % 13 + 1;
                if (((lane >> (rank - 1)) & 1u) == 0) ++missing;
            }
            if (missing <= run_jokers) return true;
        }
        return false;
    };
    return through(c.rank()) || (c.rank() == 1 && through(14));
}

/// R8, R10: whether the card `c` the seat to act must still lay might be laid this turn: in a
/// meld with cards of its hand and freed jokers (leaving the card to discard R7 keeps), laid
/// off onto the table (could_be_laid_off), or put into a table meld in place of a joker. The
/// taken card goes only onto a meld a card of the hand might join too where it may not be laid
/// off alone, and only onto the turn's new melds where it must open (R8), unless the turn might
/// go out in one go where that waives the opening (and `in_one_go` lets it). A joker: laid off,
/// or in a meld.
[[nodiscard]] inline bool may_lay(const game_state& s, card c, bool in_one_go = true) {
    const rules& r = s.rules;
    const std::span<const card> hand = s.hand(s.current);
    // Each card of a meld leaves the hand (a freed joker costs the card swapped for it), and
    // where R7 keeps a card to discard one more must stay.
    const std::size_t kept = r.keep_card_to_discard ? 1 : 0;
    if (c.is_joker()) return hand.size() >= 3 + kept || (hand.size() >= 1 + kept && r.lay_off != who_may::nobody && !s.table.empty());
    const int jokers = table_jokers(s, c);  // c laid in a meld or off pays no swap (a swap of c is asked apart)
    if (hand.size() >= 3 + kept && may_meld_with(r, hand, c, jokers)) return true;
    const turn_record& turn = s.this_turn;
    const bool taken = turn.taken == c && turn.taken_onto < 0;
    // R8: the card taken to open goes into the turn's new melds, never onto a meld of an
    // earlier turn (taken_card_opens), but by a turn that goes out in one go where that waives
    // the opening (may_go_out).
    // Asked only of a meld of an earlier turn that could take the card: may_go_out is a hand analysis.
    std::optional<bool> new_melds_only;
    const auto may_go_onto = [&](std::size_t i) {
        if (i < 64 && ((turn.new_melds >> i) & 1u) != 0) return true;
        if (!new_melds_only) new_melds_only = taken && taken_card_opens(s) && (!in_one_go || !r.opening.going_out_exempt || !may_go_out(s));
        return !*new_melds_only;
    };
    if (r.swap.who != who_may::nobody)
        for (std::size_t i = 0; i < s.table.size(); ++i)
            if (may_replace_joker(s.table[i].meld, c) && may_go_onto(i)) return true;
    if (r.lay_off == who_may::nobody || hand.size() < 1 + kept) return false;
    const auto with_jokers = hand_with_jokers(s, jokers);
    if (!with_jokers) return true;
    const std::uint64_t bit = std::uint64_t{1} << c.index();
    // R8 (the rule book): the taken card goes onto a meld that a card of the hand joins too
    // (there already, or laid off: another copy, another card, a joker; a swap is no lay-off,
    // and a joker it frees is one of the hand's jokers).
    const bool alone_barred = taken && r.pickup.never_laid_off_alone;
    const bool copies = std::count(hand.begin(), hand.end(), c) > 1;
    const hand_lanes held(*with_jokers);
    for (std::size_t i = 0; i < s.table.size(); ++i) {
        const std::uint64_t onto = could_be_laid_off_onto(r, held, s.table[i].meld);
        if ((onto & bit) == 0 || !may_go_onto(i)) continue;
        if (!alone_barred || copies || (onto & ~bit) != 0 || (i < 64 && ((turn.hand_cards_onto >> i) & 1u) != 0)) return true;
    }
    return false;
}

/// R8 (the rule book): whether a card of the hand might still be laid off onto table meld `i`
/// this turn (the hand's cards and jokers bridging to it, could_be_laid_off), leaving the card
/// to discard R7 keeps: what joins the taken card laid off alone there. A swap is no lay-off
/// (lay_step): a card of the hand swapped into the meld joins nothing, though the joker it
/// frees may then be laid off there, which the hand's jokers count.
[[nodiscard]] inline bool may_add_to(const game_state& s, int i) {
    const std::span<const card> hand = s.hand(s.current);
    if (hand.size() < (s.rules.keep_card_to_discard ? 2u : 1u)) return false;
    if (s.rules.lay_off == who_may::nobody) return false;
    const auto with_jokers = hand_with_jokers(s, table_jokers(s));
    return !with_jokers || could_be_laid_off_onto(s.rules, hand_lanes(*with_jokers), s.table[static_cast<std::size_t>(i)].meld) != 0;
}

}  // namespace rami::detail
