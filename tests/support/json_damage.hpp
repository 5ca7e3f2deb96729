#pragma once
// Random damage to a JSON document, for the tests that feed broken documents to the readers.

#include <nlohmann/json.hpp>

#include <cstdint>
#include <iterator>
#include <vector>

#include "rami/random.hpp"

namespace rami_test {

/// Replaces one value of `doc` with one of `junk` (not empty): from the root, each step down
/// to a random member or element is taken with odds of 3 in 4.
inline void damage_one_value(nlohmann::json& doc, const std::vector<nlohmann::json>& junk, rami::splitmix64& random) {
    nlohmann::json* at = &doc;
    while ((at->is_object() || at->is_array()) && !at->empty() && random.below(4) != 0) {
        auto it = at->begin();
        std::advance(it, random.below(static_cast<std::uint32_t>(at->size())));
        at = &*it;
    }
    *at = junk[random.below(static_cast<std::uint32_t>(junk.size()))];
}

}  // namespace rami_test
