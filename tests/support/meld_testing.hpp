#pragma once
// Helpers shared by the meld, opening and hand tests: a variant by id, a meld read from card
// text, and a meld the rules refuse. Each stops the test case (REQUIRE) when its own input is
// wrong, so that a typo in a test is never taken for a rule the engine breaks.
#include "catch.hpp"

#include <string_view>

#include "rami/card.hpp"
#include "rami/error.hpp"
#include "rami/meld.hpp"
#include "rami/variants.hpp"

namespace rami_test {

/// The variant `id` of docs/rules.md; the test case stops if there is none.
inline const rami::rules& variant(std::string_view id) {
    const rami::rules* r = rami::find_variant(id);
    INFO("variant " << id);
    REQUIRE(r != nullptr);
    return *r;
}

/// `text` (card texts, docs/json.md "Cards") read as a meld of `r` (R3, R4). The cards must
/// parse; whether they make a meld is the result.
inline rami::result<rami::meld> read(const rami::rules& r, std::string_view text) {
    const auto cards = rami::parse_cards(text);
    REQUIRE(cards.ok());
    return rami::read_meld(r, *cards);
}

/// `text` is no meld of `r`: refused with `code`, under `rule`.
inline void refused(const rami::rules& r, std::string_view text, rami::error_code code, rami::rule_id rule) {
    INFO("variant " << r.id << ", cards " << text);
    const auto m = read(r, text);
    REQUIRE_FALSE(m.ok());
    CHECK(to_string(m.error().code) == to_string(code));
    CHECK(m.error().rule == rule);
}

}  // namespace rami_test
