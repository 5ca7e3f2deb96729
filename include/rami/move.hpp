#pragma once
// Moves (docs/json.md "Moves"): draw, take the discard, play (ordered steps applied at once),
// discard; and the single steps of a turn laid one action at a time (meld, lay_off, swap; see
// rami/action.hpp).

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "rami/card.hpp"
#include "rami/fixed_vector.hpp"
#include "rami/meld.hpp"
#include "rami/result.hpp"

namespace rami {

/// `meld`, `lay_off` and `swap` are single steps (actions): a turn laid one step at a time.
enum class move_type : std::uint8_t { draw, take_discard, play, discard, meld, lay_off, swap };

[[nodiscard]] constexpr std::string_view to_string(move_type t) noexcept {
    switch (t) {
        case move_type::draw: return "draw";
        case move_type::take_discard: return "take_discard";
        case move_type::play: return "play";
        case move_type::discard: return "discard";
        case move_type::meld: return "meld";
        case move_type::lay_off: return "lay_off";
        case move_type::swap: return "swap";
    }
    return "?";
}

/// Where a lay-off grows a run when a joker makes it ambiguous (docs/json.md "Moves", `end`).
enum class run_end : std::uint8_t { either, low, high };

/// One step of a play: lay a new meld from the hand, lay cards off onto table meld `meld`, or
/// swap cards into table meld `meld` to free a joker (R3, R9, R10).
struct play_step {
    enum class action : std::uint8_t { meld, lay_off, swap };
    action kind = action::meld;
    int meld = -1;                               ///< lay_off, swap: index into the table
    fixed_vector<card, max_meld_size> cards;     ///< cards from the hand
    run_end end = run_end::either;               ///< lay_off onto a run
    std::optional<meld_kind> as;                 ///< meld: read the cards as this kind (extension)
    friend bool operator==(const play_step&, const play_step&) = default;
};

/// A move of the seat to act. `card` is the discard's card, and only a discard has one (a move
/// holds no card it does not use); `steps` a play's steps, or the one step of a `meld`,
/// `lay_off` or `swap` action. `apply` refuses a discard without a card and a single step
/// without exactly one step (`invalid_move`).
struct move {
    move_type type = move_type::draw;
    std::optional<rami::card> card;
    std::vector<play_step> steps;

    [[nodiscard]] static move draw() { return {move_type::draw, std::nullopt, {}}; }
    [[nodiscard]] static move take_discard() { return {move_type::take_discard, std::nullopt, {}}; }
    [[nodiscard]] static move discard(rami::card c) { return {move_type::discard, c, {}}; }
    [[nodiscard]] static move play(std::vector<play_step> steps) { return {move_type::play, std::nullopt, std::move(steps)}; }
    /// The single step `step` as an action of its own (type meld, lay_off or swap).
    [[nodiscard]] static move single(play_step step) { return {type_of(step.kind), std::nullopt, {std::move(step)}}; }

    /// The type of the action that holds a single step of this kind.
    [[nodiscard]] static constexpr move_type type_of(play_step::action kind) noexcept {
        return kind == play_step::action::meld ? move_type::meld : kind == play_step::action::lay_off ? move_type::lay_off : move_type::swap;
    }

    friend bool operator==(const move&, const move&) = default;
};

/// Whether a move of this type is one step of a play (meld, lay_off, swap).
[[nodiscard]] constexpr bool is_single_step(move_type t) noexcept {
    return t == move_type::meld || t == move_type::lay_off || t == move_type::swap;
}

/// A `meld` step laying `cards`. Error `invalid_move` (format) naming "cards" when there are
/// more than 13 (`max_meld_size`, R3): a step never drops a card.
[[nodiscard]] inline result<play_step> meld_step(std::span<const card> cards) {
    auto held = fixed_vector<card, max_meld_size>::from(cards);
    if (!held) return error(error_code::invalid_move, "cards: " + held.error().detail);
    play_step step;
    step.kind = play_step::action::meld;
    step.cards = *held;
    return step;
}
/// The `meld` step that lays meld `m` as the hand analysis read it: its cards, read as its kind
/// (cards a variant could read two ways are laid as found). A lay-down is these steps, one
/// per meld. Errors as `meld_step` (never for a meld: it holds at most 13 cards).
[[nodiscard]] inline result<play_step> meld_step(const meld& m) {
    return meld_step(m.laid()).transform([&](play_step step) {
        step.as = m.kind;
        return step;
    });
}
/// The steps that lay `melds`, one `meld` step each, in order (meld_step).
[[nodiscard]] inline std::vector<play_step> lay_down_steps(std::span<const meld> melds) {
    std::vector<play_step> steps;
    steps.reserve(melds.size());
    for (const meld& m : melds)
        if (auto step = meld_step(m)) steps.push_back(*step);  // always: a meld holds at most 13 cards
    return steps;
}
/// A `lay_off` step adding `cards` to table meld `meld`; errors as `meld_step`.
[[nodiscard]] inline result<play_step> lay_off_step(int meld, std::span<const card> cards, run_end end = run_end::either) {
    return meld_step(cards).transform([&](play_step step) {
        step.kind = play_step::action::lay_off;
        step.meld = meld;
        step.end = end;
        return step;
    });
}
/// A `swap` step putting `cards` into table meld `meld` to free a joker; errors as `meld_step`.
[[nodiscard]] inline result<play_step> swap_step(int meld, std::span<const card> cards) {
    return meld_step(cards).transform([&](play_step step) {
        step.kind = play_step::action::swap;
        step.meld = meld;
        return step;
    });
}

}  // namespace rami
