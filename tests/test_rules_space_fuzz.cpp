// fuzz_rules's inputs as regression tests: every file of tests/fuzz/corpus/rules and
// tests/fuzz/regressions/rules goes through the fuzz target's body (tests/fuzz/rules_target.hpp:
// a rules document drawn from the bytes, then a round played by the bytes' choices, the listing
// never empty and every listed action accepted) in every build, gcc, clang and asan, so that an
// input the fuzzer once found is checked from then on.
#include "catch.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "fuzz_failure.hpp"
#include "fuzz/rules_target.hpp"

namespace test_rules_space_fuzz {

#ifndef RAMI_SOURCE_DIR
#define RAMI_SOURCE_DIR "."
#endif

TEST_CASE("fuzz inputs: play under a rules document drawn from the bytes (fuzz_rules)", "[rules_space][fuzz]") {
    std::vector<std::filesystem::path> files;
    for (const char* dir : {"corpus", "regressions"}) {
        const std::filesystem::path path = std::filesystem::path(RAMI_SOURCE_DIR) / "tests" / "fuzz" / dir / "rules";
        if (!std::filesystem::is_directory(path)) continue;  // no past crash yet
        for (const auto& entry : std::filesystem::directory_iterator(path))
            if (entry.is_regular_file() && entry.path().filename().string()[0] != '.') files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    CHECK(files.size() >= 10);
    for (const auto& file : files) {
        INFO("tests/fuzz/.../rules/" << file.filename().string());
        std::ifstream in(file, std::ios::binary);
        const std::vector<std::uint8_t> data{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
        CHECK_NOTHROW(rami_fuzz::rules_play(std::span<const std::uint8_t>(data)));
    }
}

}  // namespace test_rules_space_fuzz
