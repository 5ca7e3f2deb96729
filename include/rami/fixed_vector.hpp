#pragma once
// fixed_vector<T, N>: a vector with its capacity inside (like C++26 std::inplace_vector), so a
// game state is one block of memory: copied without a heap allocation, compared with ==.

#include <algorithm>
#include <array>
#include <cstddef>
#include <span>
#include <string>

#include "rami/error.hpp"
#include "rami/result.hpp"

namespace rami {

/// At most `N` values of a trivially copyable `T`, stored inline. Nothing is ever dropped
/// silently: `push_back` says whether it took the value (callers must look), and a vector is
/// made from a span by `from`, which refuses one too long (there is no constructor that could
/// cut it short).
template <class T, std::size_t N>
class fixed_vector {
public:
    using value_type = T;
    using iterator = T*;
    using const_iterator = const T*;

    constexpr fixed_vector() = default;

    /// The values of `values`, or error `array_too_large` (format) when there are more than `N`
    /// (detail: "20 values, at most 13").
    [[nodiscard]] static result<fixed_vector> from(std::span<const T> values) {
        if (values.size() > N)
            return error(error_code::array_too_large,
                         std::to_string(values.size()) + " values, at most " + std::to_string(N));
        fixed_vector out;
        std::copy(values.begin(), values.end(), out.items_.begin());
        out.size_ = values.size();
        return out;
    }

    [[nodiscard]] static constexpr std::size_t capacity() noexcept { return N; }
    [[nodiscard]] constexpr std::size_t size() const noexcept { return size_; }
    [[nodiscard]] constexpr bool empty() const noexcept { return size_ == 0; }
    [[nodiscard]] constexpr bool full() const noexcept { return size_ == N; }

    constexpr T* begin() noexcept { return items_.data(); }
    constexpr T* end() noexcept { return items_.data() + size_; }
    constexpr const T* begin() const noexcept { return items_.data(); }
    constexpr const T* end() const noexcept { return items_.data() + size_; }
    constexpr T* data() noexcept { return items_.data(); }
    constexpr const T* data() const noexcept { return items_.data(); }

    constexpr T& operator[](std::size_t i) noexcept { return items_[i]; }
    constexpr const T& operator[](std::size_t i) const noexcept { return items_[i]; }
    constexpr T& front() noexcept { return items_[0]; }
    constexpr const T& front() const noexcept { return items_[0]; }
    constexpr T& back() noexcept { return items_[size_ - 1]; }
    constexpr const T& back() const noexcept { return items_[size_ - 1]; }

    /// Appends `value`; false (and no change) when full.
    [[nodiscard]] constexpr bool push_back(const T& value) noexcept {
        if (size_ == N) return false;
        items_[size_++] = value;
        return true;
    }
    constexpr void pop_back() noexcept { --size_; }
    constexpr void clear() noexcept { size_ = 0; }
    /// Removes the element at `position`, keeping the order of the others.
    constexpr void erase(const T* position) noexcept {
        const auto i = static_cast<std::size_t>(position - items_.data());
        std::copy(items_.begin() + static_cast<std::ptrdiff_t>(i) + 1,
                  items_.begin() + static_cast<std::ptrdiff_t>(size_), items_.begin() + static_cast<std::ptrdiff_t>(i));
        --size_;
    }
    /// Removes the first element equal to `value`; false if there is none.
    constexpr bool erase_one(const T& value) noexcept {
        const T* found = std::find(begin(), end(), value);
        if (found == end()) return false;
        erase(found);
        return true;
    }

    operator std::span<const T>() const noexcept { return {items_.data(), size_}; }  // NOLINT: like a container

    friend constexpr bool operator==(const fixed_vector& a, const fixed_vector& b) noexcept {
        return std::equal(a.begin(), a.end(), b.begin(), b.end());
    }

private:
    std::array<T, N> items_{};
    std::size_t size_ = 0;
};

}  // namespace rami
