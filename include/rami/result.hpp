#pragma once
// result<T>: a value or an error, in the spirit of std::expected (which GCC 12 lacks in C++20).

#include <utility>
#include <variant>

#include "rami/error.hpp"

namespace rami {

/// Holds either a `T` (success) or a `rami::error`. Test with `ok()` or `if (r)`, read with
/// `value()` / `*r` / `r->`, and `error()` on failure. Reading the wrong side is a logic error
/// (checked by std::get, which throws std::bad_variant_access).
template <class T>
class [[nodiscard]] result {
public:
    result(T value) : state_(std::in_place_index<0>, std::move(value)) {}                 // NOLINT: implicit by design
    result(rami::error failure) : state_(std::in_place_index<1>, std::move(failure)) {}  // NOLINT

    [[nodiscard]] bool ok() const noexcept { return state_.index() == 0; }
    explicit operator bool() const noexcept { return ok(); }

    [[nodiscard]] T& value() & { return std::get<0>(state_); }
    [[nodiscard]] const T& value() const& { return std::get<0>(state_); }
    [[nodiscard]] T&& value() && { return std::get<0>(std::move(state_)); }
    [[nodiscard]] const rami::error& error() const& { return std::get<1>(state_); }

    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }

private:
    std::variant<T, rami::error> state_;
};

/// The result of an operation that returns nothing: success, or an error.
template <>
class [[nodiscard]] result<void> {
public:
    result() = default;
    result(rami::error failure) : failure_(std::move(failure)), failed_(true) {}  // NOLINT

    [[nodiscard]] bool ok() const noexcept { return !failed_; }
    explicit operator bool() const noexcept { return ok(); }
    [[nodiscard]] const rami::error& error() const& { return failure_; }

private:
    rami::error failure_;
    bool failed_ = false;
};

}  // namespace rami
