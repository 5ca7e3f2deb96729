#pragma once
// The bodies of the fuzz targets: each takes the fuzzer's bytes, feeds them to an entry point
// of the engine, and checks tests/fuzz/invariants.hpp on what comes out. The libFuzzer
// programs (tests/fuzz/fuzz_*.cpp) call them, and so do the regression tests
// (tests/test_adversarial_fuzz.cpp) with every file of tests/fuzz/corpus/ and
// tests/fuzz/regressions/, so a crash once found is checked by every build from then on.
//
// A broken invariant calls RAMI_FUZZ_FAIL(message): the fuzzers print it and abort (a crash
// for libFuzzer); the tests define it to throw rami_fuzz::failure first.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "invariants.hpp"

#ifndef RAMI_FUZZ_FAIL
#include <cstdio>
#include <cstdlib>
#define RAMI_FUZZ_FAIL(message)                                             \
    do {                                                                    \
        std::fprintf(stderr, "rami fuzz: %s\n", std::string(message).c_str()); \
        std::abort();                                                       \
    } while (0)
#endif

namespace rami_fuzz {

/// Fails (RAMI_FUZZ_FAIL) with `what` when it is not empty.
inline void expect(const std::string& what) {
    if (!what.empty()) RAMI_FUZZ_FAIL(what);
}

inline std::string_view as_text(std::span<const std::uint8_t> data) {
    return {reinterpret_cast<const char*>(data.data()), data.size()};
}

inline std::string text_of(std::span<const rami::card> cards) {
    return rami::to_string(std::vector<rami::card>(cards.begin(), cards.end()));
}

/// True when a and b hold the same cards, copies counted.
inline bool same_cards(std::span<const rami::card> a, std::span<const rami::card> b) {
    return rami::card_counts(a) == rami::card_counts(b);
}

// --- fuzz_cards: parse_card, parse_cards, read_meld, lay_off and swap_joker in every variant ---

/// The bytes are "MELD CARDS" or "MELD CARDS|ADDED CARDS" (parse_cards text). Every card read
/// prints and reads back as itself; in every variant, a meld read is a legal meld of those very
/// cards that the state loader reads back as the same meld, whichever reading (read_meld,
/// read_meld_as, best_reading) made it; a lay-off or a swap of the added cards onto it keeps
/// every card and gives a meld the loader reads back.
inline void cards_and_melds(std::span<const std::uint8_t> data) {
    const std::string_view text = as_text(data);
    if (auto one = rami::parse_card(text)) {
        if (!(rami::parse_card(rami::to_string(*one)).value() == *one)) RAMI_FUZZ_FAIL("card text does not read back");
        if (!(rami::parse_card(rami::to_symbol_string(*one)).value() == *one)) RAMI_FUZZ_FAIL("card symbol does not read back");
    } else {
        expect(rami_check::well_formed(one.error()));
    }
    const std::size_t bar = text.find('|');
    auto cards = rami::parse_cards(text.substr(0, bar));
    if (!cards) {
        expect(rami_check::well_formed(cards.error()));
        return;
    }
    for (const rami::card c : *cards)
        if (!(rami::parse_card(rami::to_string(c)).value() == c)) RAMI_FUZZ_FAIL("card text does not read back");
    if (!(rami::parse_cards(rami::to_string(*cards)).value() == *cards)) RAMI_FUZZ_FAIL("cards text does not read back");
    std::vector<rami::card> added;
    if (bar != std::string_view::npos) {
        auto more = rami::parse_cards(text.substr(bar + 1));
        if (more) added = *more;
    }

    for (const rami::rules& r : rami::all_variants) {
        const std::string where = std::string(r.id) + ", " + text_of(*cards) + ": ";
        const auto check_meld = [&](const rami::result<rami::meld>& m, const char* how,
                                    std::optional<rami::meld_kind> kind = std::nullopt) {
            if (!m) {
                expect(rami_check::well_formed(m.error()));
                return;
            }
            if (kind && m->kind != *kind) RAMI_FUZZ_FAIL(where + how + " gives a meld of the other kind");
            if (m->size < 3 || m->size > rami::max_meld_size) RAMI_FUZZ_FAIL(where + how + " gives a meld of " + std::to_string(m->size) + " cards");
            if (!same_cards(m->laid(), *cards)) RAMI_FUZZ_FAIL(where + how + " gives other cards: " + text_of(m->laid()));
            if (m->points <= 0) RAMI_FUZZ_FAIL(where + how + " gives a meld worth " + std::to_string(m->points));
            expect(rami_check::table_reads_back(r, *m));
            (void)rami_check::dump(nlohmann::json(*m));
        };
        const auto read = rami::read_meld(r, *cards);
        const auto best = rami::best_reading(r, *cards);
        if (read.ok() != best.ok()) RAMI_FUZZ_FAIL(where + "read_meld and best_reading disagree on validity");
        check_meld(read, "read_meld");
        check_meld(best, "best_reading");
        check_meld(rami::read_meld_as(r, *cards, rami::meld_kind::run), "read_meld_as run", rami::meld_kind::run);
        check_meld(rami::read_meld_as(r, *cards, rami::meld_kind::set), "read_meld_as set", rami::meld_kind::set);
        if (!read || added.empty()) continue;

        std::vector<rami::card> all(read->laid().begin(), read->laid().end());
        all.insert(all.end(), added.begin(), added.end());
        for (const rami::run_end end : {rami::run_end::either, rami::run_end::low, rami::run_end::high}) {
            auto grown = rami::lay_off(r, *read, added, end);
            if (!grown) {
                expect(rami_check::well_formed(grown.error()));
                continue;
            }
            if (!same_cards(grown->laid(), all)) RAMI_FUZZ_FAIL(where + "lay_off of " + text_of(added) + " loses or adds cards");
            if (grown->kind != read->kind) RAMI_FUZZ_FAIL(where + "lay_off changes the meld's kind");
            expect(rami_check::table_reads_back(r, *grown));
        }
        auto swapped = rami::swap_joker(r, *read, added);
        if (!swapped) {
            expect(rami_check::well_formed(swapped.error()));
            continue;
        }
        std::vector<rami::card> after(swapped->meld.laid().begin(), swapped->meld.laid().end());
        for (int k = 0; k < swapped->freed; ++k) after.push_back(rami::card::joker());
        if (swapped->freed < 1) RAMI_FUZZ_FAIL(where + "swap_joker frees no joker");
        if (!same_cards(after, all)) RAMI_FUZZ_FAIL(where + "swap_joker of " + text_of(added) + " loses or adds cards");
        if (swapped->meld.jokers + swapped->freed != read->jokers) RAMI_FUZZ_FAIL(where + "swap_joker miscounts jokers");
        expect(rami_check::table_reads_back(r, swapped->meld));
    }
}

// --- fuzz_state: parse_state ----------------------------------------------------------------

/// The bytes are a state document. parse_state never throws; a refusal is a well-formed error;
/// a state read satisfies every state invariant (deck, round trip, views), and each of its
/// legal moves is accepted by apply with the invariants holding after it.
inline void load_state(std::span<const std::uint8_t> data) {
    auto s = rami::parse_state(as_text(data));
    if (!s) {
        expect(rami_check::well_formed(s.error()));
        return;
    }
    expect(rami_check::state_invariants(*s));
    for (const rami::move& m : rami::legal_moves(*s)) {
        const auto next = rami::apply(*s, m);
        if (!next) RAMI_FUZZ_FAIL("a move of legal_moves is refused: " + rami_check::dump(nlohmann::json(m)) + ": " +
                                  next.error().message());
        expect(rami_check::move_round_trip(m));
        expect(rami_check::cards_conserved(*next));
    }
}

// --- fuzz_apply: a state document, a NUL byte, a move document ---------------------------------

/// The bytes are a state document, a NUL byte, and a move document. Whatever they hold, apply
/// keeps apply_invariants.
inline void state_and_move(std::span<const std::uint8_t> data) {
    const std::string_view text = as_text(data);
    const std::size_t nul = text.find('\0');
    if (nul == std::string_view::npos) return;
    auto s = rami::parse_state(text.substr(0, nul));
    if (!s) {
        expect(rami_check::well_formed(s.error()));
        return;
    }
    auto m = rami::parse_move(text.substr(nul + 1));
    if (!m) {
        expect(rami_check::well_formed(m.error()));
        return;
    }
    expect(rami_check::move_round_trip(*m));
    expect(rami_check::apply_invariants(*s, *m));
}

// --- fuzz_play: a dealt round, legal moves chosen by the bytes, then any move ---------------

/// Reads the fuzzer's bytes as numbers; zeros once they run out.
class byte_reader {
public:
    explicit byte_reader(std::span<const std::uint8_t> data) : data_(data) {}
    [[nodiscard]] bool empty() const { return next_ >= data_.size(); }
    std::uint8_t byte() { return empty() ? 0 : data_[next_++]; }
    std::uint64_t u64() {
        std::uint64_t v = 0;
        for (int i = 0; i < 8; ++i) v = (v << 8) | byte();
        return v;
    }
    std::int32_t i32() {
        std::uint32_t v = 0;
        for (int i = 0; i < 4; ++i) v = (v << 8) | byte();
        return static_cast<std::int32_t>(v);
    }

private:
    std::span<const std::uint8_t> data_;
    std::size_t next_ = 0;
};

/// Any card: from the hand of the seat to act (likely to be legal), or any of the 53.
inline rami::card any_card(byte_reader& in, const rami::game_state& s) {
    const std::uint8_t b = in.byte();
    const auto hand = s.hand(s.current);
    if (b < 160 && !hand.empty()) return hand[b % hand.size()];
    return rami::card::from_index(b % rami::card::index_count);
}

/// Any move, likely or not: each field from the bytes, meld indexes anywhere in int.
inline rami::move any_move(byte_reader& in, const rami::game_state& s) {
    switch (in.byte() % 4) {
        case 0: return rami::move::draw();
        case 1: return rami::move::take_discard();
        case 2: return rami::move::discard(any_card(in, s));
        default: break;
    }
    std::vector<rami::play_step> steps(in.byte() % 4 + 1);
    for (rami::play_step& step : steps) {
        const std::uint8_t kind = in.byte();
        step.kind = static_cast<rami::play_step::action>(kind % 3);
        if (step.kind != rami::play_step::action::meld) {
            const std::uint8_t where = in.byte();
            step.meld = where < 200 ? where % (static_cast<int>(s.table.size()) + 1) : in.i32();
        }
        const int count = in.byte() % (rami::max_meld_size + 1);
        for (int k = 0; k < count; ++k) (void)step.cards.push_back(any_card(in, s));  // count <= 13: it fits
        if (step.kind == rami::play_step::action::lay_off) step.end = static_cast<rami::run_end>(in.byte() % 3);
        if (step.kind == rami::play_step::action::meld && (kind & 0x40)) step.as = (kind & 0x80) ? rami::meld_kind::set : rami::meld_kind::run;
    }
    return rami::move::play(std::move(steps));
}

/// Fails unless `id` and `action` name each other (rami/action_space.hpp).
inline void expect_numbered(const rami::game_state& s, int id, const rami::move& action) {
    const auto back_id = rami::action_id(s.rules, action);
    const auto back = rami::action_from_id(s.rules, id);
    if (!back_id || *back_id != id || !back || !(*back == action))
        RAMI_FUZZ_FAIL("legal action " + std::to_string(id) + " does not match its number: " + rami_check::dump(nlohmann::json(action)));
}

/// Picks one of `count` things with one byte, or two where there are more than 256.
inline std::size_t pick_of(byte_reader& in, std::size_t count) {
    std::size_t pick = in.byte();
    if (count > 256) pick = pick << 8 | in.byte();
    return pick;
}

/// One of the legal actions of `s` (numbered_legal_actions), chosen by the bytes: the list may
/// never be empty before the round's end, and each number must name its action.
inline rami::move legal_action_chosen(byte_reader& in, const rami::game_state& s) {
    const std::vector<rami::numbered_action> legal = rami::numbered_legal_actions(s);
    if (legal.empty()) RAMI_FUZZ_FAIL("no legal action in " + rami_check::dump(nlohmann::json(s)));
    const rami::numbered_action& chosen = legal[pick_of(in, legal.size()) % legal.size()];
    expect_numbered(s, chosen.id, chosen.action);
    return chosen.action;
}

/// The state after one legal action of `s`, found cheaply: the candidates
/// numbered_legal_actions decides (every action that might be legal) are tried from one the
/// bytes pick, in order and round to the first, and the first that apply accepts is taken, so
/// that a few are decided rather than all. None accepted is a dead end, as an empty list of
/// legal actions would be.
inline rami::game_state legal_action_found(byte_reader& in, const rami::game_state& s) {
    const std::vector<int> ids = rami::detail::candidate_ids(s);
    const std::size_t start = ids.empty() ? 0 : pick_of(in, ids.size());
    for (std::size_t k = 0; k < ids.size(); ++k) {
        const int id = ids[(start + k) % ids.size()];
        const auto action = rami::action_from_id(s.rules, id);
        if (!action) RAMI_FUZZ_FAIL("candidate " + std::to_string(id) + " is no action");
        // A meld read another way is the action of that other number (numbered_legal_actions).
        if (action->type == rami::move_type::meld && rami::action_id(s.rules, *action).value_or(-1) != id) continue;
        auto next = rami::apply(s, *action);
        if (!next) continue;
        expect_numbered(s, id, *action);
        return std::move(*next);
    }
    RAMI_FUZZ_FAIL("no legal action in " + rami_check::dump(nlohmann::json(s)));
}

/// The bytes choose a variant, its players, a seed and options, then up to 255 actions, each a
/// legal action of the state (a draw, the discard pile or a discard that validate accepts, or
/// one of the legal actions: legal_action_found, legal_action_chosen), which apply must accept;
/// a state with no legal action before the round's end fails (a dead end); then any
/// moves at all. Options out of range are refused by new_game, never a crash.
///
/// Built for speed, so no JSON in the loop: after each action the deck (R1); after the legal
/// actions, the invariants that need no JSON (deck, seats, phase, table melds as the loader
/// reads them); each later move checked as in fuzz_apply but for the JSON of the state it
/// gives. fuzz_state and fuzz_apply check the JSON.
inline void structured_play(std::span<const std::uint8_t> data) {
    byte_reader in(data);
    const rami::rules& r = rami::all_variants[in.byte() % rami::all_variants.size()];
    const int players = r.deal.min_players + in.byte() % (r.deal.max_players - r.deal.min_players + 1);
    const std::uint64_t seed = in.u64();
    rami::variant_options options;
    const std::uint8_t flags = in.byte();
    if (flags & 1) options.circular_runs = true;
    if (flags & 2) options.beat_previous_opening = true;
    if (flags & 4) options.opening_minimum = static_cast<int>(in.byte()) * 2;
    if (flags & 8) options.hand_size = in.byte() % 24;
    auto dealt = rami::new_game(r, players, seed, options);
    if (!dealt) {
        expect(rami_check::well_formed(dealt.error()));
        return;
    }
    rami::game_state s = *dealt;
    expect(rami_check::game_invariants(s));
    const int actions = in.byte();
    for (int n = 0; n < actions && s.phase != rami::phase::over && !in.empty(); ++n) {
        // Cheap actions seven times in eight, so that a round goes far: a draw, the discard pile
        // or a discard, when apply accepts it. Else a legal action: found among the candidates,
        // or one time in four (of those the bytes give over 224) chosen among all of them
        // listed (the dearest step: each is decided by apply), which apply must then accept.
        const std::uint8_t b = in.byte();
        std::optional<rami::game_state> next;
        if (b < 224) {
            const auto hand = s.hand(s.current);
            const rami::move cheap = s.phase == rami::phase::draw ? (b & 1 ? rami::move::take_discard() : rami::move::draw())
                                     : hand.empty()              ? rami::move::draw()
                                                                 : rami::move::discard(hand[b % hand.size()]);
            if (auto after = rami::apply(s, cheap)) next = std::move(*after);
        }
        if (!next && b < 248) next = legal_action_found(in, s);
        if (!next) {
            const rami::move chosen = legal_action_chosen(in, s);
            auto after = rami::apply(s, chosen);
            if (!after) RAMI_FUZZ_FAIL("a legal action is refused: " + rami_check::dump(nlohmann::json(chosen)) + ": " +
                                       after.error().message() + " in " + rami_check::dump(nlohmann::json(s)));
            next = std::move(*after);
        }
        s = std::move(*next);
        expect(rami_check::cards_conserved(s));
    }
    expect(rami_check::game_invariants(s));
    while (!in.empty()) {
        const rami::move m = any_move(in, s);
        expect(rami_check::apply_invariants(s, m, false));
        auto next = rami::apply(s, m);
        if (next) s = std::move(*next);
    }
}

}  // namespace rami_fuzz
