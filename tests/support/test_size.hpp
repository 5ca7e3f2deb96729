#pragma once
// How big the exhaustive comparisons run (the brute force, the order property, the random
// comparisons): one setting for the whole suite, the environment variable RAMI_TEST_SIZE.
//   unset or "full"  the sizes the preset gcc runs in CI: the one run at full size
//   "small"          the presets asan, mingw and aarch64 and `tools/test.sh --quick`: the same
//                    code runs there 3 to 50 times slower (sanitizers, emulators) or must answer
//                    in seconds, and the full size is already run natively
// What it sizes, full / small: the brute force of the turn judge and its order property
// (test_turn_end_exact.cpp: 400 / 40 states, 60 / 10 turns a variant), the play-vs-steps property
// (test_property_play_steps.cpp: 10,000 / 300 rounds), the hand analysis against its brute force
// (test_hand_analysis_random.cpp: a fifth of the hands), and the command's rounds
// (tests/cli/test_play_cli.sh: 40 / 4 seeds, each variant and seat count with both bots), the
// random rounds checked after every move (test_property_games.cpp: 2 / 1 seeds), the
// rules-space liveness walk (test_rules_space.cpp: 250 / 20 rules documents, the whole action
// space compared every 40 / 200 actions).
// A test's own variable (RAMI_TURN_END_STATES, RAMI_PLAY_STEPS_ROUNDS...) still sets its size
// exactly, whatever RAMI_TEST_SIZE says: a longer local run is `RAMI_TURN_END_STATES=4000 ...`.
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace rami_test {

/// Is RAMI_TEST_SIZE "small"? Any value but unset, "full" and "small" stops the program: a typo
/// must not silently run the full size where the small one was meant, or the reverse.
inline bool small_test_size() {
    const char* text = std::getenv("RAMI_TEST_SIZE");
    const std::string_view size = text ? text : "full";
    if (size != "full" && size != "small") {
        std::fprintf(stderr, "RAMI_TEST_SIZE=%s: expected full or small\n", text);
        std::exit(2);
    }
    return size == "small";
}

/// The size of one comparison: the variable `name` when it holds a positive number, else `full`
/// or `small` as RAMI_TEST_SIZE says.
inline int test_size(const char* name, int full, int small) {
    if (const char* text = std::getenv(name)) {
        const int n = std::atoi(text);
        if (n > 0) return n;
    }
    return small_test_size() ? small : full;
}

}  // namespace rami_test
