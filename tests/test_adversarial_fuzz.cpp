// The fuzz targets' inputs as regression tests: every file of tests/fuzz/corpus/<target> and
// tests/fuzz/regressions/<target> (each crash a fuzzer ever found) goes through the same entry
// point as in the fuzzer (tests/fuzz/targets.hpp), in every build: gcc, clang, asan. And the
// findings of docs/reliability.md, each as a test.
#include "catch.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "fuzz_failure.hpp"
#include "fuzz/targets.hpp"
#include "game_testing.hpp"

namespace test_adversarial_fuzz {

#ifndef RAMI_SOURCE_DIR
#define RAMI_SOURCE_DIR "."
#endif

namespace {

/// The files of tests/fuzz/corpus/<target> and tests/fuzz/regressions/<target>, sorted.
std::vector<std::filesystem::path> inputs_of(const std::string& target) {
    std::vector<std::filesystem::path> files;
    for (const char* dir : {"corpus", "regressions"}) {
        const std::filesystem::path path = std::filesystem::path(RAMI_SOURCE_DIR) / "tests" / "fuzz" / dir / target;
        if (!std::filesystem::is_directory(path)) continue;
        for (const auto& entry : std::filesystem::directory_iterator(path))
            if (entry.is_regular_file() && entry.path().filename().string()[0] != '.') files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    return files;
}

std::vector<std::uint8_t> bytes_of(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

/// Runs `target` on every input of `name`; a broken invariant or an exception fails the test.
template <class Target>
void replay(const std::string& name, Target target, std::size_t at_least) {
    const auto files = inputs_of(name);
    CHECK(files.size() >= at_least);
    for (const auto& file : files) {
        INFO("tests/fuzz/.../" << name << "/" << file.filename().string());
        const std::vector<std::uint8_t> data = bytes_of(file);
        CHECK_NOTHROW(target(std::span<const std::uint8_t>(data)));
    }
}

}  // namespace

TEST_CASE("fuzz inputs: cards and melds (parse_cards, read_meld, lay_off, swap_joker in every variant)", "[adversarial][fuzz]") {
    replay("cards", rami_fuzz::cards_and_melds, 20);
}

TEST_CASE("fuzz inputs: state documents (parse_state, invariants, legal moves)", "[adversarial][fuzz]") {
    replay("state", rami_fuzz::load_state, 20);
}

TEST_CASE("fuzz inputs: a state and a move (apply)", "[adversarial][fuzz]") {
    replay("apply", rami_fuzz::state_and_move, 20);
}

TEST_CASE("fuzz inputs: structured play (legal moves, then any move)", "[adversarial][fuzz]") {
    replay("play", rami_fuzz::structured_play, 10);
}

TEST_CASE("fuzz targets: a broken invariant is reported, not ignored", "[adversarial][fuzz]") {
    // A state whose JSON cannot be its own: the check must fail (so the targets would abort).
    rami::game_state s = *rami::new_game(rami::rules_of<rami::variants::rami51>, 2, 1);
    s.stock.pop_back();
    CHECK(rami_check::cards_conserved(s) != "");
    CHECK_THROWS_AS(rami_fuzz::expect(rami_check::state_invariants(s)), rami_fuzz::failure);
}

// --- findings (docs/reliability.md) -----------------------------------------------------------

TEST_CASE("finding F1: swap_joker recomputes a run's points when jokers have a fixed value", "[adversarial][finding]") {
    // rami7 jokers are worth 20 in a meld (R5): 10C JK QC is 40 points; with JC swapped in,
    // 10C JC QC is 30. swap_joker returned 40 (fuzz_cards, "TC JK QC|JC"; fixed in ccc0379).
    // rami7 allows no swap, so no move reached it; a program calling swap_joker did.
    const rami::rules& r = rami::rules_of<rami::variants::rami7>;
    const auto meld = rami::read_meld(r, *rami::parse_cards("10C JK QC"));
    REQUIRE(meld.ok());
    CHECK(meld->points == 40);
    const std::array<rami::card, 1> jack{rami::card(rami::jack, rami::suit::clubs)};
    const auto swapped = rami::swap_joker(r, *meld, jack);
    REQUIRE(swapped.ok());
    CHECK(swapped->meld.points == 30);
    CHECK(rami_check::table_reads_back(r, swapped->meld) == "");
}

TEST_CASE("finding F2: with opening_minimum 0, a seat never takes a card it cannot lay", "[adversarial][finding]") {
    // apply's can_lay answered yes for a seat that had not opened whenever the minimum was 0,
    // without looking for a meld: rami7 or rami_francais with the option opening_minimum 0 let
    // a seat take AC it could not lay; then every discard was refused (taken_card_not_laid)
    // and legal_moves was empty: the round was stuck (fuzz_play,
    // tests/fuzz/regressions/play/f2-*; fixed in ccc0379).
    for (const char* id : {"rami7", "rami51", "rami_francais"}) {
        INFO(id);
        rami::variant_options options;
        options.opening_minimum = 0;
        rami_test::scenario sc(id, 2, 7, options);
        sc.hand(0, "2C 5D 9H KS 7S 4H 10D").discard("AC").to_act(0, rami::phase::draw).later();
        const auto taken = rami::apply(sc, rami::move::take_discard());
        if (!taken) {  // refused, as it must be when no meld could lay AC
            CHECK(taken.error().code == rami::error_code::take_discard_not_allowed);
            continue;
        }
        CHECK_FALSE(rami::legal_moves(*taken).empty());
    }
}

}  // namespace test_adversarial_fuzz
