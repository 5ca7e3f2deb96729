#pragma once
// The engine's own random numbers and shuffle, so that a seed deals the same cards with every
// compiler and standard library (std::shuffle and the standard distributions differ).

#include <cstdint>
#include <span>
#include <utility>

namespace rami {

/// SplitMix64 (Steele, Lea, Flood 2014): a 64-bit generator with a 64-bit state; good enough to
/// shuffle cards, and fully specified, so every platform draws the same numbers.
class splitmix64 {
public:
    constexpr explicit splitmix64(std::uint64_t seed) noexcept : state_(seed) {}

    constexpr std::uint64_t next() noexcept {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }

    /// A number in [0, bound), bound > 0, without modulo bias (Lemire's method, with rejection).
    constexpr std::uint32_t below(std::uint32_t bound) noexcept {
        std::uint64_t product = (next() >> 32) * bound;
        auto low = static_cast<std::uint32_t>(product);
        if (low < bound) {
            const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
            while (low < threshold) {
                product = (next() >> 32) * bound;
                low = static_cast<std::uint32_t>(product);
            }
        }
        return static_cast<std::uint32_t>(product >> 32);
    }

private:
    std::uint64_t state_;
};

/// Fisher-Yates shuffle of `items` with `random`.
template <class T>
constexpr void shuffle(std::span<T> items, splitmix64& random) noexcept {
    for (std::size_t i = items.size(); i > 1; --i) {
        const std::size_t j = random.below(static_cast<std::uint32_t>(i));
        std::swap(items[i - 1], items[j]);
    }
}

/// A generator for the `n`-th shuffle of a round played with `seed` (0: the deal; 1, 2, ...:
/// the stock rebuilds of R12), so that every shuffle follows from the state alone.
[[nodiscard]] constexpr splitmix64 shuffle_random(std::uint64_t seed, int n) noexcept {
    splitmix64 mix(seed ^ (0xD1B54A32D192ED03ull * static_cast<std::uint64_t>(n + 1)));
    return splitmix64(mix.next());
}

}  // namespace rami
