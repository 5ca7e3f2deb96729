#pragma once
// The fuzz targets' bodies (tests/fuzz/targets.hpp, tests/fuzz/rules_target.hpp) run as
// regression tests too: there a broken invariant throws rami_fuzz::failure, which the test
// reports with its message, instead of aborting as in the fuzzer. Included before those headers.
#include <stdexcept>

namespace rami_fuzz {
struct failure : std::runtime_error {
    using std::runtime_error::runtime_error;
};
}  // namespace rami_fuzz
#define RAMI_FUZZ_FAIL(message) throw ::rami_fuzz::failure(message)
