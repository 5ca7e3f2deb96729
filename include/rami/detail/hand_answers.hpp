#pragma once
// The answers of the hand analysis's yes-or-no searches, kept (rami/hand.hpp). The turn's
// checks ask the same question of the same cards many times over: every order of a turn's
// steps leaves the hand it leaves, and each is asked whether an opening is still within reach
// (hand_solver::can_lay_at_least) or whether its cards can still all be melded
// (can_meld_all_but). Under a 22-card hand's turn, thousands of calls asked six questions.
// An answer depends on the cards, the rules and the question alone, so it is looked up.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "rami/detail/hand_boards.hpp"
#include "rami/rules.hpp"

namespace rami::detail {

/// A yes-or-no question about a hand's cards (under rules the memo holds apart).
struct hand_question {
    enum class kind : std::uint8_t { lay_at_least, meld_all_but };
    hand_boards cards;          // the hand
    std::uint64_t spare = 0;    // meld_all_but: the natural cards that may stay out (board bits)
    int threshold = 0;          // lay_at_least: the points; meld_all_but: the cards to meld, but one
    int required = -1;          // lay_at_least: a card that must be laid (its board bit, 64 a joker)
    kind asked = kind::lay_at_least;
    bool flag = false;          // lay_at_least: a tierce franche needed; meld_all_but: the jokers spare

    friend bool operator==(const hand_question&, const hand_question&) = default;
};

/// The last answers (a direct-mapped table of 64, made at the first answer kept: a solver made
/// for one question pays nothing for it), for one rules at a time: other rules clear it. Not
/// thread-safe, as the solver that holds it.
class hand_answers {
public:
    /// The answer to `q` under `r`, if kept.
    [[nodiscard]] std::optional<bool> find(const rules& r, const hand_question& q) {
        if (!rules_ || !(r == *rules_)) {
            rules_ = r;
            ++stamp_;
        }
        if (slots_.empty()) return std::nullopt;
        const entry& e = slots_[slot_of(q)];
        if (e.stamp != stamp_ || !(e.question == q)) return std::nullopt;
        return e.answer;
    }

    /// Keeps `answer` to `q`, asked under the rules of the last find.
    void keep(const hand_question& q, bool answer) {
        if (slots_.empty()) slots_.resize(slots_size);
        slots_[slot_of(q)] = {q, stamp_, answer};
    }

private:
    struct entry {
        hand_question question;
        std::uint64_t stamp = 0;  // 0: empty
        bool answer = false;
    };

    [[nodiscard]] static std::size_t slot_of(const hand_question& q) noexcept {
        std::uint64_t h = q.cards.one * 0x9E3779B97F4A7C15ull ^ q.cards.two * 0xC2B2AE3D27D4EB4Full ^ q.spare * 0x165667B19E3779F9ull;
        h ^= (static_cast<std::uint64_t>(static_cast<unsigned>(q.threshold)) << 16 ^ static_cast<std::uint64_t>(q.cards.jokers) << 8 ^
              static_cast<std::uint64_t>(static_cast<unsigned>(q.required + 1)) << 40) * 0x27D4EB2F165667C5ull;
        h ^= h >> 31;
        return static_cast<std::size_t>(h) & (slots_size - 1);
    }

    static constexpr std::size_t slots_size = 64;
    std::vector<entry> slots_;
    std::optional<rules> rules_;  // those of the answers kept
    std::uint64_t stamp_ = 1;
};

}  // namespace rami::detail
