// Every error code has a distinct wire name, a message, and a row in docs/errors.md.
#include "catch.hpp"

#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "rami/error.hpp"

namespace test_errors {

#ifndef RAMI_SOURCE_DIR
#define RAMI_SOURCE_DIR "."
#endif

TEST_CASE("errors: every code has a distinct snake_case name and a message") {
    std::set<std::string_view> names;
    for (const rami::error_code code : rami::all_error_codes) {
        const std::string_view name = rami::to_string(code);
        INFO(name);
        CHECK(names.insert(name).second);
        CHECK(name.find_first_not_of("abcdefghijklmnopqrstuvwxyz_") == std::string_view::npos);
        CHECK(rami::message_of(code).size() > 10);
        CHECK(rami::message_of(code).back() == '.');
    }
}

TEST_CASE("errors: message() adds the detail in parentheses") {
    const rami::error plain(rami::error_code::meld_too_short);
    CHECK(plain.rule == rami::rule_id::R3);
    CHECK(plain.message() == "A meld needs at least three cards.");
    const rami::error detailed(rami::error_code::unknown_card, "\"ZZ\"");
    CHECK(detailed.message() == "This is not a card: write a rank (A 2-10 J Q K) and a suit (S H D C), or JK. (\"ZZ\")");
}

TEST_CASE("errors: docs/errors.md lists every code with its rule") {
    std::ifstream file(std::string(RAMI_SOURCE_DIR) + "/docs/errors.md");
    REQUIRE(file.good());
    std::stringstream text;
    text << file.rdbuf();
    const std::string doc = text.str();
    for (const rami::error_code code : rami::all_error_codes) {
        const std::string row = "| " + std::to_string(static_cast<int>(code)) + " | `" + std::string(rami::to_string(code)) +
                                "` | " + std::string(rami::to_string(rami::rule_of(code))) + " |";
        INFO(row);
        CHECK(doc.find(row) != std::string::npos);
    }
}

TEST_CASE("errors: every code's number is pinned and unique", "[errors]") {
    std::set<int> numbers;
    for (const rami::error_code code : rami::all_error_codes) CHECK(numbers.insert(static_cast<int>(code)).second);
    CHECK(numbers.size() == rami::error_code_count);
    // A few pins, as released: a code never changes its number.
    CHECK(static_cast<int>(rami::error_code::unknown_card) == 0);
    CHECK(static_cast<int>(rami::error_code::round_over) == 25);
    CHECK(static_cast<int>(rami::error_code::hand_would_be_empty) == 28);
    CHECK(static_cast<int>(rami::error_code::invalid_json) == 48);
    CHECK(static_cast<int>(rami::error_code::missing_field) == 52);
    CHECK(static_cast<int>(rami::error_code::invalid_move) == 60);
    CHECK(static_cast<int>(rami::error_code::invalid_rules) == 61);
    CHECK(static_cast<int>(rami::error_code::unknown_field) == 62);
    // The command line's codes are not the engine's.
    for (const rami::error_code code : rami::all_error_codes) {
        CHECK(rami::to_string(code) != "usage");
        CHECK(rami::to_string(code) != "cannot_read_file");
        CHECK(rami::to_string(code) != "record_result_differs");
    }
}

}  // namespace test_errors
