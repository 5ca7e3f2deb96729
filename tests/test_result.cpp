// result<T> in the style of std::expected: accessors by value category, value_or, and_then,
// transform, or_else; nothing throws (reading the wrong side is a precondition, documented in
// rami/result.hpp, that stops the program rather than throw).
#include "catch.hpp"

#include <memory>
#include <string>
#include <type_traits>
#include <utility>

#include "rami/card.hpp"
#include "rami/result.hpp"

namespace test_result {

namespace {
using rami::error;
using rami::error_code;
using rami::result;

result<int> half(int n) {
    if (n % 2 != 0) return error(error_code::number_out_of_range, std::to_string(n) + " is odd");
    return n / 2;
}
}  // namespace

TEST_CASE("result: accessors never throw and are noexcept", "[result]") {
    result<int> ok = 4;
    const result<int> bad = error(error_code::unknown_card, "\"ZZ\"");
    static_assert(noexcept(ok.value()));
    static_assert(noexcept(*ok));
    static_assert(noexcept(bad.error()));
    static_assert(noexcept(std::declval<result<void>&>().value()));
    CHECK(ok.has_value());
    CHECK(*ok == 4);
    CHECK_FALSE(bad.has_value());
    CHECK(bad.error().code == error_code::unknown_card);
    CHECK(bad.error().detail == "\"ZZ\"");
}

TEST_CASE("result: rvalue accessors move the value and the error out", "[result]") {
    result<std::unique_ptr<int>> owned = std::make_unique<int>(7);
    std::unique_ptr<int> taken = std::move(owned).value();
    REQUIRE(taken);
    CHECK(*taken == 7);
    static_assert(std::is_same_v<decltype(std::move(owned).value()), std::unique_ptr<int>&&>);
    static_assert(std::is_same_v<decltype(*std::move(owned)), std::unique_ptr<int>&&>);

    result<std::string> failed = error(error_code::invalid_json, "a long detail that the heap holds, moved not copied");
    rami::error e = std::move(failed).error();
    CHECK(e.detail == "a long detail that the heap holds, moved not copied");
    static_assert(std::is_same_v<decltype(std::move(failed).error()), rami::error&&>);
}

TEST_CASE("result: value_or gives the value or the fallback", "[result]") {
    CHECK(half(8).value_or(-1) == 4);
    CHECK(half(7).value_or(-1) == -1);
    result<std::string> text = error(error_code::empty_input);
    CHECK(std::move(text).value_or("none") == "none");
    const auto card = rami::parse_card("QS").value_or(rami::card::joker());
    CHECK(rami::to_string(card) == "QS");
    CHECK(rami::parse_card("ZZ").value_or(rami::card::joker()).is_joker());
}

TEST_CASE("result: and_then chains, stopping at the first error", "[result]") {
    const auto quarter = half(12).and_then(half);
    REQUIRE(quarter.ok());
    CHECK(*quarter == 3);
    const auto stopped = half(12).and_then(half).and_then(half);  // 3 is odd
    REQUIRE_FALSE(stopped.ok());
    CHECK(stopped.error().detail == "3 is odd");
    int calls = 0;
    const auto never = half(5).and_then([&](int n) { ++calls; return half(n); });
    CHECK_FALSE(never.ok());
    CHECK(calls == 0);
    CHECK(never.error().detail == "5 is odd");
}

TEST_CASE("result: transform maps the value and keeps the error", "[result]") {
    const result<std::string> text = half(10).transform([](int n) { return std::to_string(n); });
    REQUIRE(text.ok());
    CHECK(*text == "5");
    const result<std::string> none = half(9).transform([](int n) { return std::to_string(n); });
    REQUIRE_FALSE(none.ok());
    CHECK(none.error().code == error_code::number_out_of_range);
    int seen = 0;
    const result<void> done = half(4).transform([&](int n) { seen = n; });
    CHECK(done.ok());
    CHECK(seen == 2);
}

TEST_CASE("result: transform and and_then take a pointer to a member, as std::invoke does", "[result]") {
    struct seat {
        int points = 0;
        [[nodiscard]] int twice() const { return 2 * points; }
        [[nodiscard]] result<int> checked() const { return half(points); }
    };
    const result<seat> held = seat{8};
    CHECK(held.transform(&seat::points).value_or(0) == 8);
    CHECK(held.transform(&seat::twice).value_or(0) == 16);
    CHECK(held.and_then(&seat::checked).value_or(0) == 4);
    CHECK(result<seat>(seat{8}).transform(&seat::points).value_or(0) == 8);  // from an rvalue
    const result<seat> refused = error(error_code::number_out_of_range, "no seat");
    CHECK(refused.transform(&seat::twice).error().code == error_code::number_out_of_range);
    CHECK_FALSE(held.and_then([](const seat& s) { return half(s.points + 1); }).ok());
}

TEST_CASE("result: or_else recovers or re-words an error", "[result]") {
    const auto recovered = half(3).or_else([](const rami::error&) { return result<int>(0); });
    REQUIRE(recovered.ok());
    CHECK(*recovered == 0);
    const auto reworded = half(3).or_else([](const rami::error& e) {
        return result<int>(rami::error(e.code, e.rule, "while halving: " + e.detail));
    });
    REQUIRE_FALSE(reworded.ok());
    CHECK(reworded.error().detail == "while halving: 3 is odd");
    int calls = 0;
    const auto kept = half(2).or_else([&](const rami::error&) { ++calls; return result<int>(9); });
    CHECK(*kept == 1);
    CHECK(calls == 0);
}

TEST_CASE("result<void>: and_then, transform, or_else", "[result]") {
    const result<void> fine;
    const result<void> failed = error(error_code::empty_play);
    CHECK(fine.and_then([] { return result<int>(1); }).value_or(0) == 1);
    CHECK(failed.and_then([] { return result<int>(1); }).error().code == error_code::empty_play);
    CHECK(fine.transform([] { return 5; }).value_or(0) == 5);
    CHECK_FALSE(failed.transform([] { return 5; }).ok());
    CHECK(failed.or_else([](const rami::error&) { return result<void>(); }).ok());
    CHECK(std::move(result<void>(error(error_code::empty_play))).error().code == error_code::empty_play);
}

}  // namespace test_result
