// Hand analysis (rami/hand.hpp) against the brute-force reference (support/brute_force.hpp):
// for each of the 8 variants, thousands of random hands drawn from the variant's real deck,
// some uniform and some meld-dense (few ranks and suits, several jokers where the variant has
// them). Every function of hand_solver is compared with the reference, and every lay-down it
// returns is checked for legality (R3-R7, R13). A fifth of the hands at RAMI_TEST_SIZE=small
// (support/test_size.hpp).

#include <algorithm>
#include <array>
#include <climits>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "brute_force.hpp"
#include "catch.hpp"
#include "meld_testing.hpp"
#include "rami/hand.hpp"
#include "rami/meld.hpp"
#include "rami/opening.hpp"
#include "rami/variants.hpp"
#include "test_size.hpp"

namespace test_hand_analysis_random {

namespace {

using rami::card;
using rami::rules;

/// splitmix64: a tiny deterministic generator, the same on every platform.
struct splitmix64 {
    std::uint64_t state;
    std::uint64_t next() {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    /// Uniform in [lo, hi].
    int between(int lo, int hi) { return lo + static_cast<int>(next() % static_cast<std::uint64_t>(hi - lo + 1)); }
};

/// The variant's whole deck (R1): decks * 52 natural cards and its jokers for the most players.
std::vector<card> full_deck(const rules& r) {
    std::vector<card> deck;
    for (int copy = 0; copy < r.copies(); ++copy)
        for (int i = 0; i < card::joker_index; ++i) deck.push_back(card::from_index(i));
    for (int j = 0; j < r.jokers_in_deck(r.deal.max_players); ++j) deck.push_back(card::joker());
    return deck;
}

/// `n` cards drawn without replacement from `pool` (partial Fisher-Yates).
std::vector<card> draw(splitmix64& rng, std::vector<card> pool, int n) {
    std::vector<card> hand;
    for (int k = 0; k < n && !pool.empty(); ++k) {
        const int i = rng.between(k, static_cast<int>(pool.size()) - 1);
        std::swap(pool[static_cast<std::size_t>(k)], pool[static_cast<std::size_t>(i)]);
        hand.push_back(pool[static_cast<std::size_t>(k)]);
    }
    return hand;
}

/// A meld-dense hand of `n` cards: a window of 3-5 consecutive ranks (possibly ending on the
/// high ace) in 1-3 suits, one or two ranks in every suit, all copies of the deck, and 2-4
/// jokers where the variant has that many (fewer otherwise).
std::vector<card> dense_hand(splitmix64& rng, const rules& r, int n) {
    const int deck_jokers = r.jokers_in_deck(r.deal.max_players);
    const int jokers = deck_jokers == 0 ? 0 : rng.between(std::min(2, deck_jokers), std::min(4, deck_jokers));
    std::array<bool, card::joker_index> in_pool{};
    const int window = rng.between(3, 5);
    const int start = rng.between(1, 14 - window + 1);
    std::array<bool, 4> suits{};
    const int suit_count = rng.between(1, 3);
    for (int k = 0; k < suit_count; ++k) suits[static_cast<std::size_t>(rng.between(0, 3))] = true;
    for (int p = start; p < start + window; ++p)
        for (int s = 0; s < 4; ++s)
            if (suits[static_cast<std::size_t>(s)])
                in_pool[static_cast<std::size_t>(card(rami::rank_at_position(p), static_cast<rami::suit>(s)).index())] = true;
    const int set_ranks = rng.between(1, 2);
    for (int k = 0; k < set_ranks; ++k) {
        const int rank = rng.between(1, 13);
        for (int s = 0; s < 4; ++s) in_pool[static_cast<std::size_t>(card(rank, static_cast<rami::suit>(s)).index())] = true;
    }
    std::vector<card> pool;
    for (int i = 0; i < card::joker_index; ++i)
        if (in_pool[static_cast<std::size_t>(i)])
            for (int copy = 0; copy < r.copies(); ++copy) pool.push_back(card::from_index(i));
    // Too small a pool for the hand: add a rank in every suit until it is big enough.
    while (static_cast<int>(pool.size()) < n - jokers) {
        const int rank = rng.between(1, 13);
        for (int s = 0; s < 4; ++s) {
            const card c(rank, static_cast<rami::suit>(s));
            if (in_pool[static_cast<std::size_t>(c.index())]) continue;
            in_pool[static_cast<std::size_t>(c.index())] = true;
            for (int copy = 0; copy < r.copies(); ++copy) pool.push_back(c);
        }
    }
    std::vector<card> hand = draw(rng, pool, n - jokers);
    for (int j = 0; j < jokers; ++j) hand.push_back(card::joker());
    // Shuffle, so that the jokers are not always last.
    for (std::size_t i = hand.size(); i > 1; --i)
        std::swap(hand[i - 1], hand[static_cast<std::size_t>(rng.between(0, static_cast<int>(i) - 1))]);
    return hand;
}

std::array<int, card::index_count> count_cards(std::span<const card> cards) {
    std::array<int, card::index_count> counts{};
    for (const card c : cards) ++counts[static_cast<std::size_t>(c.index())];
    return counts;
}

/// Every discrepancy between the solver and the reference for one hand, as text.
struct checker {
    const rules& r;
    rami::hand_solver solver;
    rami_test::brute_force reference;
    std::vector<std::string> problems;

    explicit checker(const rules& variant) : r(variant), reference(variant) {}

    void problem(const std::string& function, const std::string& what) {
        problems.push_back(function + ": " + what);
    }

    static std::string show(int value) { return std::to_string(value); }

    /// Checks a lay-down's legality; `opened` false: a legal opening or no melds.
    void check_lay_down_legal(std::span<const card> hand, const rami::lay_down& ld, bool opened) {
        const std::string f = std::string("best_lay_down(opened=") + (opened ? "true" : "false") + ")";
        std::vector<card> all(ld.left.begin(), ld.left.end());
        int points = 0;
        for (const rami::meld& m : ld.melds) {
            const std::vector<card> laid(m.laid().begin(), m.laid().end());
            all.insert(all.end(), laid.begin(), laid.end());
            points += m.points;
            const auto read = rami::read_meld(r, laid);
            if (!read) {
                problem(f, "meld " + rami::to_string(laid) + " is not legal: " + std::string(rami::to_string(read.error().code)));
                continue;
            }
            if (read->kind != m.kind)
                problem(f, "meld " + rami::to_string(laid) + " is a " + std::string(rami::to_string(m.kind)) +
                               " but reads as a " + std::string(rami::to_string(read->kind)));
            if (read->points != m.points)
                problem(f, "meld " + rami::to_string(laid) + " claims " + show(m.points) + " points but reads as " +
                               show(read->points));
            const int jokers = static_cast<int>(std::count(laid.begin(), laid.end(), card::joker()));
            if (m.jokers != jokers || read->jokers != jokers)
                problem(f, "meld " + rami::to_string(laid) + " claims " + show(m.jokers) + " jokers");
        }
        if (count_cards(all) != count_cards(hand))
            problem(f, "melds + left " + rami::to_string(all) + " are not the hand");
        if (points != ld.points) problem(f, "points " + show(ld.points) + " but melds sum to " + show(points));
        if (ld.deadwood != rami::penalty_of(r, ld.left))
            problem(f, "deadwood " + show(ld.deadwood) + " but left " + rami::to_string(ld.left) + " is worth " +
                           show(rami::penalty_of(r, ld.left)));
        if (r.keep_card_to_discard && ld.left.empty()) problem(f, "no card is kept to discard (R7)");
        if (!opened && !ld.melds.empty()) {
            if (const auto opening = rami::check_opening(r, ld.melds); !opening)
                problem(f, "melds are no legal opening: " + std::string(rami::to_string(opening.error().code)));
        }
    }

    void check(std::span<const card> hand) {
        problems.clear();

        const int ref_deadwood = reference.min_deadwood(hand);
        if (const auto got = solver.min_deadwood(r, hand); !got)
            problem("min_deadwood", "error " + std::string(rami::to_string(got.error().code)));
        else if (*got != ref_deadwood)
            problem("min_deadwood", "expected " + show(ref_deadwood) + ", got " + show(*got));

        const int ref_discard = reference.best_discard_deadwood(hand);
        if (const auto got = solver.best_discard(r, hand); !got) {
            problem("best_discard", "error " + std::string(rami::to_string(got.error().code)));
        } else {
            if (got->deadwood != ref_discard)
                problem("best_discard", "expected deadwood " + show(ref_discard) + ", got " + show(got->deadwood) +
                                            " (discard " + rami::to_string(got->discard) + ")");
            const int after = reference.deadwood_after_discard(hand, got->discard);
            if (after != got->deadwood)
                problem("best_discard", "discard " + rami::to_string(got->discard) + " leaves deadwood " +
                                            (after < 0 ? std::string("(card not held)") : show(after)) +
                                            ", not " + show(got->deadwood));
        }

        for (const bool opened : {true, false}) {
            const std::string f = std::string("best_lay_down(opened=") + (opened ? "true" : "false") + ")";
            const auto expected = reference.best_lay_down(hand, opened);
            const auto got = solver.best_lay_down(r, hand, opened);
            if (!got) {
                problem(f, "error " + std::string(rami::to_string(got.error().code)));
            } else {
                check_lay_down_legal(hand, *got, opened);
                if (!expected.exists) {
                    if (!got->melds.empty()) problem(f, "expected no legal opening, got " + show(got->points) + " points");
                    if (got->deadwood != rami::penalty_of(r, hand))
                        problem(f, "no opening: expected the whole hand left");
                } else {
                    if (got->points != expected.points)
                        problem(f, "expected " + show(expected.points) + " points, got " + show(got->points));
                    else if (got->deadwood != expected.deadwood)
                        problem(f, "expected deadwood " + show(expected.deadwood) + " among best lay-downs, got " +
                                       show(got->deadwood));
                }
            }

            const std::string g = std::string("can_go_out(opened=") + (opened ? "true" : "false") + ")";
            const bool out = reference.can_go_out(hand, opened);
            if (const auto got_out = solver.can_go_out(r, hand, opened); !got_out)
                problem(g, "error " + std::string(rami::to_string(got_out.error().code)));
            else if (*got_out != out)
                problem(g, std::string("expected ") + (out ? "true" : "false") + ", got " + (*got_out ? "true" : "false"));
        }
    }
};

struct failure {
    std::vector<card> hand;
    std::vector<std::string> problems;
};

struct batch {
    int hands = 0;
    int min_size = 0;
    int max_size = 0;
    bool dense = false;
};

/// Runs the batches of one variant and reports the smallest failing hands.
void compare_variant(const rules& r, std::uint64_t seed, const std::vector<batch>& batches) {
    checker check(r);
    splitmix64 rng{seed};
    const std::vector<card> deck = full_deck(r);
    std::vector<failure> failures;
    int total = 0;
    for (const batch& b : batches) {
        // A fifth of the hands at RAMI_TEST_SIZE=small (under ASan, the emulators, the quick loop).
        const int hands = rami_test::small_test_size() ? std::max(1, b.hands / 5) : b.hands;
        for (int h = 0; h < hands; ++h) {
            const int n = rng.between(b.min_size, b.max_size);
            const std::vector<card> hand = b.dense ? dense_hand(rng, r, n) : draw(rng, deck, n);
            check.check(hand);
            ++total;
            if (!check.problems.empty()) failures.push_back({hand, check.problems});
        }
    }
    std::stable_sort(failures.begin(), failures.end(),
                     [](const failure& a, const failure& b) { return a.hand.size() < b.hand.size(); });
    CAPTURE(total);
    const std::size_t failed = failures.size();
    CAPTURE(failed);
    for (std::size_t i = 0; i < std::min<std::size_t>(failures.size(), 8); ++i) {
        // Shrink the hand: drop cards one at a time while the hand still fails.
        std::vector<card> small = failures[i].hand;
        for (bool shrunk = true; shrunk;) {
            shrunk = false;
            for (std::size_t k = 0; k < small.size() && !shrunk; ++k) {
                std::vector<card> fewer = small;
                fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(k));
                check.check(fewer);
                if (!check.problems.empty()) {
                    small = fewer;
                    shrunk = true;
                }
            }
        }
        check.check(small);
        std::string text = std::string(r.id) + " \"" + rami::to_string(failures[i].hand) + "\"";
        for (const std::string& p : failures[i].problems) text += "\n    " + p;
        text += "\n  shrunk to \"" + rami::to_string(small) + "\"";
        for (const std::string& p : check.problems) text += "\n    " + p;
        INFO(text);
        CHECK(failures[i].problems.empty());
    }
    CHECK(failures.empty());
}

// Per variant: uniform and meld-dense hands of 7-11 cards, then fewer larger hands of 12-15
// and a few of 16-20 (mostly dense). Seeds differ per variant.
const std::vector<batch> default_batches{
    {4000, 7, 11, false},
    {4000, 7, 11, true},
    {300, 12, 15, false},
    {800, 12, 15, true},
    {20, 16, 20, false},
    {50, 16, 20, true},
};

void compare_variant_by_id(std::string_view id, std::uint64_t seed) {
    compare_variant(rami_test::variant(id), seed, default_batches);
}

/// can_meld_all_but against its definition, in the reference's terms: some choice of the spare
/// cards set aside leaves a hand that melds whole but for one card (rules where going out keeps
/// no card, so that the reference's can_go_out asks just that). Random hands of 6-11 cards
/// (drawn, drawn with one to three jokers added, the counted bound's case, or meld-dense), and
/// as spare up to three kinds of card they hold (every copy), the joker among them at times.
void compare_meld_all_but(const rules& r, std::uint64_t seed) {
    rules any_card_left = r;
    any_card_left.keep_card_to_discard = false;
    rami_test::brute_force reference(any_card_left);
    rami::hand_solver solver;
    splitmix64 rng{seed};
    const std::vector<card> deck = full_deck(r);
    std::vector<card> naturals = deck;
    std::erase(naturals, card::joker());
    const int deck_jokers = r.jokers_in_deck(r.deal.max_players);
    int met = 0;
    for (int h = 0; h < 400; ++h) {
        const int n = rng.between(6, 11);
        const bool with_jokers = h % 3 == 2 && deck_jokers > 0;  // naturals drawn, then its first cards made jokers
        std::vector<card> hand = h % 3 == 1 ? dense_hand(rng, r, n) : draw(rng, with_jokers ? naturals : deck, n);
        if (with_jokers)
            for (int k = rng.between(1, std::min(3, deck_jokers)); k > 0; --k) hand[static_cast<std::size_t>(k - 1)] = card::joker();
        std::uint64_t spare = 0;
        for (int k = rng.between(0, 3); k > 0; --k)
            spare |= std::uint64_t{1} << hand[static_cast<std::size_t>(rng.between(0, n - 1))].index();
        std::vector<std::size_t> spare_at;  // the hand's positions holding a spare card
        for (std::size_t i = 0; i < hand.size(); ++i)
            if ((spare >> hand[i].index()) & 1u) spare_at.push_back(i);
        bool expected = false;
        for (std::uint32_t aside = 0; aside < (1u << spare_at.size()) && !expected; ++aside) {
            std::vector<card> rest;
            for (std::size_t i = 0; i < hand.size(); ++i) {
                const auto at = std::find(spare_at.begin(), spare_at.end(), i);
                if (at == spare_at.end() || ((aside >> (at - spare_at.begin())) & 1u) == 0) rest.push_back(hand[i]);
            }
            expected = reference.can_go_out(rest, true);
        }
        INFO(r.id << " \"" << rami::to_string(hand) << "\", spare " << spare_at.size() << " cards");
        const auto got = solver.can_meld_all_but(r, hand, spare);
        REQUIRE(got.ok());
        CHECK(*got == expected);
        met += expected ? 1 : 0;
    }
    CHECK(met > 0);    // both answers were asked
    CHECK(met < 400);
}

/// Every answer of `a` and `b` about `hand`, the same: lay-downs meld by meld, melds in order.
void check_same_answers(const rules& r, rami::hand_solver& a, rami::hand_solver& b, const std::vector<card>& hand) {
    INFO(r.id << " \"" << rami::to_string(hand) << "\"");
    CHECK(a.possible_melds(r, hand).value() == b.possible_melds(r, hand).value());
    CHECK(a.never_melded(r, hand).value() == b.never_melded(r, hand).value());
    CHECK(a.min_deadwood(r, hand).value() == b.min_deadwood(r, hand).value());
    CHECK(a.can_meld_all_but(r, hand, 0).value() == b.can_meld_all_but(r, hand, 0).value());
    for (const bool opened : {true, false}) {
        const rami::lay_down x = a.best_lay_down(r, hand, opened).value();
        const rami::lay_down y = b.best_lay_down(r, hand, opened).value();
        CHECK(x.melds == y.melds);
        CHECK(x.left == y.left);
        CHECK(a.can_go_out(r, hand, opened).value() == b.can_go_out(r, hand, opened).value());
        CHECK(a.best_going_out(r, hand, opened).value().melds == b.best_going_out(r, hand, opened).value().melds);
    }
    if (!hand.empty()) {
        const rami::discard_choice x = a.best_discard(r, hand).value();
        const rami::discard_choice y = b.best_discard(r, hand).value();
        CHECK(x.discard == y.discard);
        CHECK(x.deadwood == y.deadwood);
    }
}

/// A solver that listed a hand reuses its melds for the hand less some cards (list_options):
/// every answer about the smaller hand must be the one a new solver gives.
void compare_within_listed_hand(const rules& r, std::uint64_t seed) {
    splitmix64 rng{seed};
    const std::vector<card> deck = full_deck(r);
    rami::hand_solver reused;
    for (int h = 0; h < 300; ++h) {
        const int n = rng.between(8, 15);
        const std::vector<card> hand = h % 2 == 0 ? draw(rng, deck, n) : dense_hand(rng, r, n);
        REQUIRE(reused.never_melded(r, hand).ok());  // lists the hand's melds
        for (int k = 0; k < 3; ++k) {
            std::vector<card> fewer = hand;
            for (int drop = rng.between(1, 4); drop > 0 && !fewer.empty(); --drop)
                fewer.erase(fewer.begin() + rng.between(0, static_cast<int>(fewer.size()) - 1));
            rami::hand_solver fresh;
            check_same_answers(r, reused, fresh, fewer);
        }
    }
}

}  // namespace

TEST_CASE("hand analysis: a hand within the last hand listed gets the answers of a new listing", "[hand]") {
    for (const rules& r : rami::all_variants) compare_within_listed_hand(r, 0x5B5E7 + static_cast<std::uint64_t>(r.opening.minimum));
}

TEST_CASE("hand analysis vs brute force: can_meld_all_but, the bound of going out with lay-offs", "[hand][reference]") {
    for (const rules& r : rami::all_variants) compare_meld_all_but(r, 0xA11B + static_cast<std::uint64_t>(r.opening.minimum));
}

TEST_CASE("hand analysis vs brute force: rami40", "[hand][reference]") { compare_variant_by_id("rami40", 0x40); }
TEST_CASE("hand analysis vs brute force: rami50", "[hand][reference]") { compare_variant_by_id("rami50", 0x50); }
TEST_CASE("hand analysis vs brute force: rami51", "[hand][reference]") { compare_variant_by_id("rami51", 0x51); }
TEST_CASE("hand analysis vs brute force: manie_joker51", "[hand][reference]") {
    compare_variant_by_id("manie_joker51", 0x4A51);
}
TEST_CASE("hand analysis vs brute force: rami51_kaluki", "[hand][reference]") {
    compare_variant_by_id("rami51_kaluki", 0xCA1);
}
TEST_CASE("hand analysis vs brute force: rami_francais", "[hand][reference]") {
    compare_variant_by_id("rami_francais", 0xF4);
}
TEST_CASE("hand analysis vs brute force: rami7", "[hand][reference]") { compare_variant_by_id("rami7", 0x7); }
TEST_CASE("hand analysis vs brute force: rummy_classic", "[hand][reference]") {
    compare_variant_by_id("rummy_classic", 0xC1A5);
}

TEST_CASE("hand analysis vs brute force: one deck, the ace low, at every ace penalty and 1 to 22 cards",
          "[hand][reference]") {
    // The closed form of one-deck hands (per-suit tables) takes these; the ace's penalty (R13)
    // is a rule, so the tables keep it apart and it decides which discard is best.
    for (const int ace_penalty : {0, 1, 2, 10, 11, 25}) {
        rules r = rami_test::variant("rummy_classic");
        r.scoring.ace_penalty = ace_penalty;
        INFO("ace penalty " << ace_penalty);
        compare_variant(r, 0xACE0 + static_cast<std::uint64_t>(ace_penalty),
                        {{400, 1, 11, false}, {400, 1, 11, true}, {60, 12, 22, false}, {60, 12, 22, true}});
    }
}

TEST_CASE("hand analysis vs brute force: each variant's deck and ace rules, 1 to 22 cards, 0 to 8 jokers",
          "[hand][reference]") {
    // Every hand size the analysis takes, at every count of jokers up to eight, under each
    // variant's decks, meld and ace rules (R1, R3, R4): its jokers raised to eight where it has
    // some (a house rule), none where it has none. Per size and joker count, a hand drawn from
    // the whole deck and a meld-dense one, each with exactly that many jokers.
    for (const std::string_view id : {"rami40", "rami50", "rami51", "manie_joker51", "rami51_kaluki", "rami_francais", "rami7",
                                      "rummy_classic"}) {
        rules r = rami_test::variant(id);
        const int most_jokers = r.has_jokers() ? 8 : 0;
        if (r.has_jokers()) {
            r.deck.jokers = 8;
            r.deck.jokers_per_player = false;
        }
        rules naturals_only = r;
        naturals_only.deck.jokers = 0;
        const std::vector<card> naturals = full_deck(naturals_only);
        checker check(r);
        splitmix64 rng{0x1B22 + static_cast<std::uint64_t>(id.size())};
        int checked = 0;
        for (int n = 1; n <= rami::max_analysed_hand - 2; ++n) {
            for (int jokers = 0; jokers <= std::min(n, most_jokers); ++jokers) {
                const auto check_hand = [&](bool dense) {
                    std::vector<card> hand = dense ? dense_hand(rng, naturals_only, n - jokers) : draw(rng, naturals, n - jokers);
                    hand.insert(hand.begin() + rng.between(0, static_cast<int>(hand.size())), static_cast<std::size_t>(jokers), card::joker());
                    INFO(id << " \"" << rami::to_string(hand) << "\"");
                    REQUIRE(static_cast<int>(hand.size()) == n);
                    check.check(hand);
                    CHECK(check.problems.empty());
                    ++checked;
                };
                // Under ASan and the emulators (RAMI_TEST_SIZE=small), one hand of the two, in turn.
                if (rami_test::small_test_size()) {
                    check_hand((n + jokers) % 2 == 0);
                } else {
                    check_hand(false);
                    check_hand(true);
                }
            }
        }
        CHECK(checked >= (rami_test::small_test_size() ? 22 : 44));
    }
}

TEST_CASE("hand analysis: the best discard of one-deck hands, at more ace penalties than the tables kept",
          "[hand][reference]") {
    // best_discard's closed form reads a table per ace penalty (R13), kept for the first
    // penalties asked only; past them it computes each suit. Either way its card and deadwood
    // must be those of trying each card with min_deadwood, the least deadwood first, then the
    // costliest card, the ace after the ranks costing as much, then the lowest suit.
    const int penalties = rami::detail::kept_suit_discard_tables + 40;
    splitmix64 rng{0xD15CA5D};
    rules r = rami_test::variant("rummy_classic");
    int uncovered = 0;  // penalties past the kept tables
    for (int ace_penalty = 0; ace_penalty < penalties; ++ace_penalty) {
        r.scoring.ace_penalty = ace_penalty < 16 ? ace_penalty : ace_penalty * 7 % 1001;
        uncovered += rami::detail::suit_discards(r.scoring.ace_penalty) == nullptr ? 1 : 0;
        rami::hand_solver solver;
        for (int h = 0; h < 12; ++h) {
            const std::vector<card> hand = h % 2 == 0 ? draw(rng, full_deck(r), rng.between(1, 22)) : dense_hand(rng, r, rng.between(4, 14));
            INFO("ace penalty " << r.scoring.ace_penalty << " \"" << rami::to_string(hand) << "\"");
            std::tuple<int, int, int, int> best{INT_MAX, 0, 0, 0};  // deadwood, then the order of the discard
            for (std::size_t i = 0; i < hand.size(); ++i) {
                std::vector<card> rest = hand;
                rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
                const card c = hand[i];
                best = std::min(best, std::tuple{solver.min_deadwood(r, rest).value(), -rami::penalty_of(r, c),
                                                 c.rank() == rami::ace ? 0 : -c.rank(), static_cast<int>(c.suit())});
            }
            const rami::discard_choice got = solver.best_discard(r, hand).value();
            CHECK(got.deadwood == std::get<0>(best));
            CHECK(-rami::penalty_of(r, got.discard) == std::get<1>(best));
            CHECK((got.discard.rank() == rami::ace ? 0 : -got.discard.rank()) == std::get<2>(best));
            CHECK(static_cast<int>(got.discard.suit()) == std::get<3>(best));
        }
    }
    CHECK(uncovered >= 40);
}

TEST_CASE("hand analysis vs brute force: rami_francais with circular runs and an 81 opening",
          "[hand][reference]") {
    // The rule document's options (docs/rules.md R3, R6): Q-K-A-2-3 is a run; the opening needs 81.
    rules r = rami_test::variant("rami_francais");
    r.melds.circular = true;
    r.opening.minimum = 81;
    compare_variant(r, 0xF481, {{1500, 7, 11, false}, {1500, 7, 11, true}, {300, 12, 15, true}});
}

}  // namespace test_hand_analysis_random
