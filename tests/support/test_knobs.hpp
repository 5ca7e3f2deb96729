#pragma once
// The sizes of the long property tests, set from the environment (RAMI_TURN_END_STATES,
// RAMI_RULES_SPACE_DOCUMENTS, ...): the presets run them smaller under the sanitizers.

#include <cstdlib>

namespace rami_test {

/// The whole number in the environment variable `name`, or `fallback` where it is unset, not a
/// number or not positive.
inline int knob(const char* name, int fallback) {
    const char* text = std::getenv(name);
    const int n = text ? std::atoi(text) : fallback;
    return n > 0 ? n : fallback;
}

}  // namespace rami_test
