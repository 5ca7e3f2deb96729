#pragma once
// What can be done to a meld on the table: lay cards off onto it (R9) and swap a joker out of
// it (R10). Melds are never rearranged otherwise (R3).

#include <algorithm>
#include <span>

#include "rami/card.hpp"
#include "rami/fixed_vector.hpp"
#include "rami/meld.hpp"
#include "rami/move.hpp"
#include "rami/result.hpp"
#include "rami/rules.hpp"

namespace rami {

namespace detail {

/// Run `m` grown by `added` cards, `below` of them under its first card: naturals at their
/// rank's place, jokers in the places left. False if they do not fit (R3, R9).
[[nodiscard]] inline bool grow_run(const rules& r, const meld& m, std::span<const card> added, int below, meld& out) {
    const int size = m.size + static_cast<int>(added.size());
    if (size > max_meld_size) return false;
    int start = m.low - below;
    if (r.melds.circular && start < 1) start += 13;
    std::array<card, max_meld_size> cards{};
    std::array<bool, max_meld_size> filled{};
    for (int i = 0; i < m.size; ++i) {
        cards[static_cast<std::size_t>(below + i)] = m.cards[static_cast<std::size_t>(i)];
        filled[static_cast<std::size_t>(below + i)] = true;
    }
    int jokers = 0;
    for (const card c : added) {
        if (c.is_joker()) {
            ++jokers;
            continue;
        }
        int place = -1;
        for (int i = 0; i < size && place < 0; ++i)
            if (!filled[static_cast<std::size_t>(i)] && start + i >= 1 && rank_at_position(start + i) == c.rank()) place = i;
        if (place < 0 || c.suit() != m.suit) return false;
        cards[static_cast<std::size_t>(place)] = c;
        filled[static_cast<std::size_t>(place)] = true;
    }
    for (int i = 0; i < size; ++i) {
        if (filled[static_cast<std::size_t>(i)]) continue;
        if (jokers-- == 0) return false;
        cards[static_cast<std::size_t>(i)] = card::joker();
    }
    return place_run_in_order(r, std::span<const card>(cards.data(), static_cast<std::size_t>(size)), start, out);
}

}  // namespace detail

/// A quick necessary condition for `c` to be laid off onto `m` (R9): a set takes cards of its
/// rank, a run cards of its suit; a joker may go anywhere. lay_off decides.
[[nodiscard]] constexpr bool may_join(const meld& m, card c) noexcept {
    if (c.is_joker()) return true;
    return m.kind == meld_kind::set ? c.rank() == m.low : c.suit() == m.suit;
}

/// The cards that might be laid off alone onto `m` (R3, R9), a quick necessary condition
/// sharper than may_join: none onto a set of four; onto a set, its rank in a suit it lacks;
/// onto a run, its suit at the place below its first card or above its last (a lay-off never
/// moves the cards laid); and the joker. Where the variant's runs stop at the ace the places
/// past it do not exist: lay_off decides.
[[nodiscard]] inline fixed_vector<card, 5> lone_lay_off_cards(const meld& m) noexcept {
    fixed_vector<card, 5> cards;
    if (m.size >= (m.kind == meld_kind::set ? 4 : max_meld_size)) return cards;
    if (m.kind == meld_kind::set) {
        const unsigned missing = m.missing_suits();
        for (int suit = 0; suit < 4; ++suit)
            if ((missing >> suit) & 1u) (void)cards.push_back(card(m.low, static_cast<rami::suit>(suit)));  // four at most
    } else {
        const card above(rank_at_position(m.low + m.size), m.suit);
        const card below(rank_at_position(m.low + 12), m.suit);  // the position before the first, as a rank
        (void)cards.push_back(above);
        if (below != above) (void)cards.push_back(below);
    }
    (void)cards.push_back(card::joker());
    return cards;
}

/// Table meld `m` with `added` cards laid off onto it (R9): a set grows to at most four cards of
/// distinct suits; a run grows at either end, `end` choosing where jokers go when that is
/// ambiguous (either: high first). The R3 joker limits hold. Error `lay_off_not_legal` (R9).
[[nodiscard]] inline result<meld> lay_off(const rules& r, const meld& m, std::span<const card> added,
                                          run_end end = run_end::either) {
    if (added.empty() || m.size + added.size() > static_cast<std::size_t>(max_meld_size))
        return error(error_code::lay_off_not_legal);
    meld grown;
    if (m.kind == meld_kind::set) {
        auto cards = fixed_vector<card, max_meld_size>::from(m.laid());  // sizes checked above
        if (!cards) return error(error_code::lay_off_not_legal);
        for (const card c : added)
            if (!cards->push_back(c)) return error(error_code::lay_off_not_legal);
        const detail::meld_census c = detail::census(*cards);
        if (c.first_natural.rank() == m.low && detail::read_set(r, *cards, c, grown)) return grown;
        return error(error_code::lay_off_not_legal);
    }
    // Try the splits of the added cards between the two ends, the high end first unless the
    // lay-off asks for the low end; naturals fix their own places, so only jokers choose.
    const int grow = static_cast<int>(added.size());
    for (int k = 0; k <= grow; ++k) {
        const int below = end == run_end::low ? grow - k : k;
        if (detail::grow_run(r, m, added, below, grown)) return grown;
    }
    return error(error_code::lay_off_not_legal);
}

/// Table meld `m` with the one card `c` laid off onto it (R9): lay_off, after the quick filter
/// of lone_lay_off_cards (most cards fit no meld, and are told so without a reading). The one
/// test of "this card fits this meld alone", for the turn's rules, the listings, the search
/// of going out and the bots. Error `lay_off_not_legal` (R9).
[[nodiscard]] inline result<meld> lay_off_one(const rules& r, const meld& m, card c, run_end end = run_end::either) {
    const auto takers = lone_lay_off_cards(m);
    if (std::find(takers.begin(), takers.end(), c) == takers.end()) return error(error_code::lay_off_not_legal);
    return lay_off(r, m, std::span<const card>(&c, 1), end);
}

/// The places the one card `c` may take when laid off onto `m` (R9), as lay-off ends: a joker
/// onto a run at either end (`either`: the high end where both are open; `low`), each another
/// meld to lay onto after; any other card, or onto a set, its one place (`either`).
[[nodiscard]] inline fixed_vector<run_end, 2> lay_off_ends(const meld& m, card c) noexcept {
    fixed_vector<run_end, 2> ends;
    (void)ends.push_back(run_end::either);
    if (c.is_joker() && m.kind == meld_kind::run) (void)ends.push_back(run_end::low);
    return ends;
}

/// The result of a swap (R10): the meld afterwards and how many jokers it freed.
struct swap_outcome {
    rami::meld meld;
    int freed = 0;
};

/// Puts `added` natural cards into table meld `m` to free jokers (R10). A run: one card, the
/// one a joker stands for, takes its place. A set: cards of missing suits are added, and jokers
/// are freed only as far as the set would otherwise hold more than four cards (6♣ JK 6♥ + 6♠ is
/// a lay-off, + 6♠ 6♦ frees the joker). rami51_kaluki: a set joker only for two cards at once,
/// and one joker at most. Errors (R10): `swap_frees_no_joker`, `swap_wrong_card`,
/// `joker_cannot_be_taken`.
[[nodiscard]] inline result<swap_outcome> swap_joker(const rules& r, const meld& m, std::span<const card> added) {
    if (m.jokers == 0) return error(error_code::swap_frees_no_joker);
    for (const card c : added)
        if (c.is_joker()) return error(error_code::swap_wrong_card);
    if (m.kind == meld_kind::run) {
        if (added.size() != 1) return error(error_code::swap_wrong_card);
        for (int i = 0; i < m.size; ++i) {
            if (!m.cards[static_cast<std::size_t>(i)].is_joker() || m.stands_for(i) != added[0]) continue;
            swap_outcome out{m, 1};
            out.meld.cards[static_cast<std::size_t>(i)] = added[0];
            out.meld.jokers = static_cast<std::uint8_t>(m.jokers - 1);
            out.meld.points = static_cast<std::int16_t>(detail::run_points(r, m.low, out.meld));  // jokers may have a fixed value
            return out;
        }
        return error(error_code::swap_wrong_card);
    }
    const int naturals = m.size - m.jokers + static_cast<int>(added.size());
    const int freed = naturals + m.jokers - 4;
    if (freed <= 0) return error(error_code::swap_frees_no_joker);
    if (r.swap.set_needs_two_naturals && added.size() < 2) return error(error_code::joker_cannot_be_taken);
    if (r.swap.one_joker_per_set && freed > 1) return error(error_code::joker_cannot_be_taken);
    fixed_vector<card, max_meld_size> cards;
    bool fits = true;  // a set holds at most 4 naturals and its jokers: never more than 13
    for (const card c : m.laid())
        if (!c.is_joker()) fits = fits && cards.push_back(c);
    for (const card c : added) fits = fits && cards.push_back(c);
    for (int j = 0; j < m.jokers - freed; ++j) fits = fits && cards.push_back(card::joker());
    if (!fits) return error(error_code::swap_wrong_card);
    const detail::meld_census c = detail::census(cards);
    swap_outcome out;
    out.freed = freed;
    if (c.first_natural.rank() != m.low || !detail::read_set(r, cards, c, out.meld)) return error(error_code::swap_wrong_card);
    return out;
}

}  // namespace rami
