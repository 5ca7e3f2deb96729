#pragma once
// The top-level fields of a "rami.state/1" document (docs/json.md "The state"), described once:
// one row per wire field, with whether it is required, what an absent or null member means,
// whether a seat's view carries it, and, for the fields of a plain kind (a seat, a counter, a
// flag of the turn, a card or null, a set of table indexes), where it lives in the state. The
// JSON writer (`to_json`, shared with views), the DOM reader (`read_state`), the text writer
// (`dump_state`) and the SAX reader's member names all go through `state_fields`;
// tests/test_state_fields.cpp checks js/index.d.ts against it. docs/design.md: adding a field.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <type_traits>
#include <utility>

#include "rami/card.hpp"
#include "rami/state.hpp"
#include "rami/view.hpp"

namespace rami::detail {

/// How a field is read and written. The kinds after `seat` are plain: their rows say where the
/// value lives, and every reader and writer handles them the same way. The others have code of
/// their own in each reader and writer (their reading depends on other fields: the rules, the
/// number of players, the table).
enum class field_kind : std::uint8_t {
    format, variant, options, rules, hands, seed, phase, stock, discard, table, opened, laid, scores, result,
    seat,           ///< a seat number, 0 .. players-1
    counter,        ///< a whole number, 0 .. max_counter
    flag,           ///< true or false
    optional_card,  ///< a card or null
    meld_mask,      ///< table indexes, written ascending: bit i of a mask is table meld i
    optional_meld,  ///< a table index or null (-1 in the state)
};

/// One top-level member of a state document.
struct state_field {
    const char* name;         ///< the wire name (never changes: rami.state/1 documents load unchanged)
    field_kind kind;
    bool required;            ///< missing_field when absent; else absent and null both mean `absent`
    bool in_view;             ///< a seat's view carries it under the same name (rami/json/view.hpp)
    const char* absent;       ///< what an absent optional member reads as (docs/json.md)
    // Where a plain field lives: in the state and the view, or in the turn record both carry.
    int game_state::* state_int = nullptr;
    int game_view::* view_int = nullptr;
    int turn_record::* turn_int = nullptr;
    bool turn_record::* turn_flag = nullptr;
    std::optional<card> turn_record::* turn_card = nullptr;
    std::uint64_t turn_record::* turn_mask = nullptr;
};

/// Every top-level field, in the order read_state reads them: an error names the first bad
/// field in this order, so it must not change (the readers' errors are part of the contract).
/// Writers sort by name (nlohmann's objects are ordered by key): see `state_fields_by_name`.
inline constexpr std::array<state_field, 29> state_fields{{
    {"format", field_kind::format, true, false, ""},  // a view writes its own, "rami.view/1"
    {"variant", field_kind::variant, true, true, ""},
    {"options", field_kind::options, false, true, "{}"},
    {"rules", field_kind::rules, false, true, "the variant's rules, options applied"},
    {"hands", field_kind::hands, true, false, ""},
    {"seed", field_kind::seed, false, false, "0"},
    {"current", field_kind::seat, true, true, "", &game_state::current, &game_view::current},
    {"first", field_kind::seat, false, true, "0", &game_state::first, &game_view::first},
    {"phase", field_kind::phase, true, true, ""},
    {"turn", field_kind::counter, false, true, "the number of players", &game_state::turn, &game_view::turn},
    {"stock", field_kind::stock, true, false, ""},
    {"discard", field_kind::discard, true, true, ""},
    {"table", field_kind::table, true, true, ""},
    {"opened", field_kind::opened, true, true, ""},
    {"laid", field_kind::laid, false, true, "opened"},
    {"taken", field_kind::optional_card, false, true, "null", nullptr, nullptr, nullptr, nullptr, &turn_record::taken_to_lay},
    {"stock_resets", field_kind::counter, false, true, "0", &game_state::stock_resets, &game_view::stock_resets},
    {"resets_since_laid", field_kind::counter, false, true, "0", &game_state::resets_since_laid, &game_view::resets_since_laid},
    {"scores", field_kind::scores, false, true, "zeros"},
    {"result", field_kind::result, false, true, "null"},
    {"taken_this_turn", field_kind::optional_card, false, true, "null", nullptr, nullptr, nullptr, nullptr, &turn_record::taken},
    {"laid_this_turn", field_kind::flag, false, true, "false", nullptr, nullptr, nullptr, &turn_record::laid},
    {"jokers_to_lay", field_kind::counter, false, true, "0", nullptr, nullptr, &turn_record::jokers_to_lay},
    {"hand_lay_offs", field_kind::meld_mask, false, true, "[]", nullptr, nullptr, nullptr, nullptr, nullptr, &turn_record::hand_cards_onto},
    {"best_opening", field_kind::counter, false, true, "0", &game_state::best_opening, &game_view::best_opening},
    {"melds_this_turn", field_kind::meld_mask, false, true, "[]", nullptr, nullptr, nullptr, nullptr, nullptr, &turn_record::new_melds},
    {"laid_off_this_turn", field_kind::flag, false, true, "false", nullptr, nullptr, nullptr, &turn_record::laid_off},
    {"swapped_this_turn", field_kind::flag, false, true, "false", nullptr, nullptr, nullptr, &turn_record::swapped},
    {"taken_laid_onto", field_kind::optional_meld, false, true, "null", nullptr, nullptr, &turn_record::taken_onto},
}};

/// The members only a view has (rami/json/view.hpp), beside its own "format": the rest of a view
/// is the rows of `state_fields` marked `in_view`.
inline constexpr std::array<std::string_view, 6> view_only_fields{"format", "seat", "players", "hand", "hand_sizes", "stock_size"};

/// The indexes of `state_fields` in the order of their names: the order nlohmann writes an
/// object's members in, which dump_state must follow byte for byte.
inline constexpr std::array<std::size_t, state_fields.size()> state_fields_by_name = [] {
    std::array<std::size_t, state_fields.size()> order{};
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    for (std::size_t i = 1; i < order.size(); ++i)  // insertion sort: a constant, 29 rows
        for (std::size_t k = i; k > 0 && std::string_view(state_fields[order[k]].name) < std::string_view(state_fields[order[k - 1]].name); --k)
            std::swap(order[k], order[k - 1]);
    return order;
}();

/// Whether `kind` is plain (its row says where the value lives).
[[nodiscard]] constexpr bool plain(field_kind kind) noexcept { return kind >= field_kind::seat; }

// Each plain row says where its value lives, exactly once.
static_assert([] {
    for (const state_field& f : state_fields) {
        const int places = (f.state_int != nullptr) + (f.turn_int != nullptr) + (f.turn_flag != nullptr) +
                           (f.turn_card != nullptr) + (f.turn_mask != nullptr);
        if (plain(f.kind) != (places == 1)) return false;
        if ((f.state_int != nullptr) != (f.view_int != nullptr)) return false;
        if (f.required == (std::string_view(f.absent) != "")) return false;  // an optional field says what absent means
    }
    return true;
}(), "state_fields: a plain row names one place, an optional row its default");

/// The int a plain seat, counter or optional_meld row names, in a state or a view.
template <class StateOrView>
[[nodiscard]] constexpr auto& int_field(StateOrView& x, const state_field& f) noexcept {
    if (f.turn_int != nullptr) return x.this_turn.*f.turn_int;
    if constexpr (std::is_same_v<std::remove_const_t<StateOrView>, game_view>) return x.*f.view_int;
    else return x.*f.state_int;
}

}  // namespace rami::detail
