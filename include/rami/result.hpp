#pragma once
// result<T>: a value or an error, in the style of std::expected (which GCC 12 lacks in C++20):
// `ok()` / `if (r)`, `*r`, `r->`, `value()`, `error()`, `value_or`, `and_then`, `transform`,
// `or_else`. Nothing in it throws.
//
// Reading the wrong side (`value()` of an error, `error()` of a value) is a bug of the caller,
// not bad input, so it is a precondition, as for std::expected's `operator*`. Rather than
// undefined behaviour (std::expected's `*`) or an exception (its `value()`, which the library
// promises never to throw), the violation calls std::terminate in every build mode: the bug
// shows at once and at its place, and no garbage value travels on. Code that cannot be sure
// uses `value_or`, `and_then`, `transform` or `or_else`, which have no precondition.

#include <exception>
#include <new>
#include <type_traits>
#include <utility>

#include "rami/error.hpp"

namespace rami {

template <class T>
class result;

namespace detail {
/// A result's precondition was broken (the wrong side read): stop, in every build mode.
[[noreturn]] inline void wrong_side_of_result() noexcept { std::terminate(); }

/// std::invoke, for the calls a result makes: a callable with its arguments, or a pointer to a
/// member of the value (`r.transform(&meld::points)`). Not std::invoke itself, whose header
/// <functional> was 29,000 of the umbrella header's 84,000 preprocessed lines (g++ 12), paid by
/// every file that includes rami.
template <class Member, class Object>
constexpr decltype(auto) invoke_member(Member member, Object&& object) {
    if constexpr (std::is_member_function_pointer_v<Member>) return (std::forward<Object>(object).*member)();
    else return std::forward<Object>(object).*member;
}
template <class F, class... A>
constexpr decltype(auto) invoke(F&& f, A&&... args) {
    if constexpr (std::is_member_pointer_v<std::remove_cvref_t<F>>) return invoke_member(f, std::forward<A>(args)...);
    else return std::forward<F>(f)(std::forward<A>(args)...);
}

template <class R>
inline constexpr bool is_result = false;
template <class T>
inline constexpr bool is_result<result<T>> = true;
}  // namespace detail

/// The result of an operation that returns nothing: success, or an error. (Defined before the
/// general template, whose `transform` returns it.)
template <>
class [[nodiscard]] result<void> {
public:
    using value_type = void;
    using error_type = rami::error;

    result() = default;
    result(rami::error failure) : failure_(std::move(failure)), failed_(true) {}  // NOLINT

    [[nodiscard]] bool ok() const noexcept { return !failed_; }
    [[nodiscard]] bool has_value() const noexcept { return ok(); }
    explicit operator bool() const noexcept { return ok(); }

    /// Nothing. Precondition: ok() (else std::terminate), as for result<T>.
    void value() const noexcept {
        if (failed_) detail::wrong_side_of_result();
    }
    /// The error. Precondition: !ok() (else std::terminate).
    [[nodiscard]] const rami::error& error() const& noexcept {
        if (!failed_) detail::wrong_side_of_result();
        return failure_;
    }
    [[nodiscard]] rami::error& error() & noexcept {
        if (!failed_) detail::wrong_side_of_result();
        return failure_;
    }
    [[nodiscard]] rami::error&& error() && noexcept {
        if (!failed_) detail::wrong_side_of_result();
        return std::move(failure_);
    }

    /// `f()`, a `result<U>`, on success; the error unchanged otherwise.
    template <class F>
    [[nodiscard]] auto and_then(F&& f) const {
        using R = std::remove_cvref_t<std::invoke_result_t<F>>;
        static_assert(detail::is_result<R>, "and_then: f must return a rami::result");
        return ok() ? detail::invoke(std::forward<F>(f)) : R(failure_);
    }
    /// A `result<U>` holding `f()` on success; the error unchanged otherwise.
    template <class F>
    [[nodiscard]] auto transform(F&& f) const {
        using U = std::remove_cvref_t<std::invoke_result_t<F>>;
        if (!ok()) return result<U>(failure_);
        if constexpr (std::is_void_v<U>) {
            detail::invoke(std::forward<F>(f));
            return result<void>();
        } else {
            return result<U>(detail::invoke(std::forward<F>(f)));
        }
    }
    /// This result on success; `f(error)`, a `result<void>`, otherwise.
    template <class F>
    [[nodiscard]] result or_else(F&& f) const {
        if (ok()) return *this;
        return detail::invoke(std::forward<F>(f), failure_);
    }

private:
    rami::error failure_;
    bool failed_ = false;
};

/// Holds either a `T` (success) or a `rami::error`. Test with `ok()`, `has_value()` or `if (r)`;
/// read with `value()` / `*r` / `r->` (precondition: ok()) and `error()` (precondition: !ok()).
/// A broken precondition calls std::terminate; nothing throws.
template <class T>
class [[nodiscard]] result {
    static_assert(!std::is_reference_v<T> && !std::is_same_v<std::remove_cv_t<T>, rami::error>,
                  "result<T> holds a value that is neither a reference nor an error");

public:
    using value_type = T;
    using error_type = rami::error;

    result(T value) : value_(std::move(value)), ok_(true) {}            // NOLINT: implicit by design
    result(rami::error failure) : failure_(std::move(failure)), ok_(false) {}  // NOLINT
    /// A value made in place from `args`: a large T (a game state) is copied once, not twice.
    template <class... Args>
    explicit result(std::in_place_t, Args&&... args) : value_(std::forward<Args>(args)...), ok_(true) {}

    result(const result& other) { construct_from(other); }
    result(result&& other) noexcept(std::is_nothrow_move_constructible_v<T>) { construct_from(std::move(other)); }
    // Assignment builds the copy first: a copy that throws (out of memory) leaves this unchanged.
    result& operator=(const result& other) {
        if (this != &other) *this = result(other);
        return *this;
    }
    result& operator=(result&& other) noexcept {
        static_assert(std::is_nothrow_move_constructible_v<T>, "result<T>: assigning destroys the old side first, so T must move without throwing");
        if (this == &other) return *this;
        destroy();
        construct_from(std::move(other));
        return *this;
    }
    ~result() { destroy(); }

    [[nodiscard]] bool ok() const noexcept { return ok_; }
    [[nodiscard]] bool has_value() const noexcept { return ok(); }
    explicit operator bool() const noexcept { return ok(); }

    /// The value. Precondition: ok() (else std::terminate).
    [[nodiscard]] T& value() & noexcept { return *checked_value(); }
    [[nodiscard]] const T& value() const& noexcept { return *checked_value(); }
    [[nodiscard]] T&& value() && noexcept { return std::move(*checked_value()); }
    [[nodiscard]] const T&& value() const&& noexcept { return std::move(*checked_value()); }

    /// The error. Precondition: !ok() (else std::terminate).
    [[nodiscard]] const rami::error& error() const& noexcept { return *checked_error(); }
    [[nodiscard]] rami::error& error() & noexcept { return *checked_error(); }
    [[nodiscard]] rami::error&& error() && noexcept { return std::move(*checked_error()); }

    [[nodiscard]] T& operator*() & noexcept { return value(); }
    [[nodiscard]] const T& operator*() const& noexcept { return value(); }
    [[nodiscard]] T&& operator*() && noexcept { return std::move(value()); }
    [[nodiscard]] T* operator->() noexcept { return checked_value(); }
    [[nodiscard]] const T* operator->() const noexcept { return checked_value(); }

    /// The value, or `fallback` converted to T on an error.
    template <class U>
    [[nodiscard]] T value_or(U&& fallback) const& {
        return ok() ? value() : static_cast<T>(std::forward<U>(fallback));
    }
    template <class U>
    [[nodiscard]] T value_or(U&& fallback) && {
        return ok() ? std::move(value()) : static_cast<T>(std::forward<U>(fallback));
    }

    /// `f(value)`, itself a `result<U>`, on success; the error unchanged otherwise.
    template <class F>
    [[nodiscard]] auto and_then(F&& f) const& {
        using R = std::remove_cvref_t<std::invoke_result_t<F, const T&>>;
        static_assert(detail::is_result<R>, "and_then: f must return a rami::result");
        return ok() ? detail::invoke(std::forward<F>(f), value()) : R(error());
    }
    template <class F>
    [[nodiscard]] auto and_then(F&& f) && {
        using R = std::remove_cvref_t<std::invoke_result_t<F, T&&>>;
        static_assert(detail::is_result<R>, "and_then: f must return a rami::result");
        return ok() ? detail::invoke(std::forward<F>(f), std::move(value())) : R(std::move(error()));
    }

    /// A `result<U>` holding `f(value)` on success (`result<void>` when f returns nothing); the error
    /// unchanged otherwise.
    template <class F>
    [[nodiscard]] auto transform(F&& f) const& {
        using U = std::remove_cvref_t<std::invoke_result_t<F, const T&>>;
        if (!ok()) return result<U>(error());
        if constexpr (std::is_void_v<U>) {
            detail::invoke(std::forward<F>(f), value());
            return result<void>();
        } else {
            return result<U>(detail::invoke(std::forward<F>(f), value()));
        }
    }
    template <class F>
    [[nodiscard]] auto transform(F&& f) && {
        using U = std::remove_cvref_t<std::invoke_result_t<F, T&&>>;
        if (!ok()) return result<U>(std::move(error()));
        if constexpr (std::is_void_v<U>) {
            detail::invoke(std::forward<F>(f), std::move(value()));
            return result<void>();
        } else {
            return result<U>(detail::invoke(std::forward<F>(f), std::move(value())));
        }
    }

    /// This result on success; `f(error)`, a result<T>, otherwise (to recover or re-word).
    template <class F>
    [[nodiscard]] result or_else(F&& f) const& {
        if (ok()) return *this;
        return detail::invoke(std::forward<F>(f), error());
    }
    template <class F>
    [[nodiscard]] result or_else(F&& f) && {
        if (ok()) return std::move(*this);
        return detail::invoke(std::forward<F>(f), std::move(error()));
    }

private:
    [[nodiscard]] T* checked_value() noexcept {
        if (!ok_) detail::wrong_side_of_result();
        return &value_;
    }
    [[nodiscard]] const T* checked_value() const noexcept {
        if (!ok_) detail::wrong_side_of_result();
        return &value_;
    }
    [[nodiscard]] rami::error* checked_error() noexcept {
        if (ok_) detail::wrong_side_of_result();
        return &failure_;
    }
    [[nodiscard]] const rami::error* checked_error() const noexcept {
        if (ok_) detail::wrong_side_of_result();
        return &failure_;
    }
    /// Builds this result's side as a copy of `other`'s (or moved from it): raw storage first.
    template <class R>
    void construct_from(R&& other) {
        ok_ = other.ok_;
        if (ok_) ::new (static_cast<void*>(&value_)) T(std::forward<R>(other).value_);
        else ::new (static_cast<void*>(&failure_)) rami::error(std::forward<R>(other).failure_);
    }
    void destroy() noexcept {
        if (ok_) value_.~T();
        else failure_.~error();
    }

    // A tagged union rather than std::variant<T, error>: every result<T> instantiated
    // std::variant's machinery, a sixth of what including rami/rami.hpp cost
    // (benchmarks/README.md, "Compile time per header").
    union {
        T value_;
        rami::error failure_;
    };
    bool ok_;
};

}  // namespace rami
