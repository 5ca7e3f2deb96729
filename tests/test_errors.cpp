// Every error code has a distinct wire name, a message, and a row in docs/errors.md.
#include "catch.hpp"

#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "rami/error.hpp"

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
