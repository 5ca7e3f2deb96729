#pragma once
// parse_state's fast path (rami/json/state_text.hpp): a "rami.state/1" text read straight into
// a game_state through nlohmann's SAX interface (nlohmann::json::sax_parse), without the DOM
// that took most of the reading time. It refuses nothing itself: at the first doubt it gives
// up, and the text is read again through the DOM and read_state (rami/json/state.hpp), so that
// every refusal is read_state's. Every member read_state reads must be read here too (the
// tests compare both on many documents).

#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "rami/card.hpp"
#include "rami/json/state.hpp"
#include "rami/state.hpp"
#include "rami/state_check.hpp"
#include "rami/variants.hpp"

namespace rami::detail::json_input {

/// The index of the row of state_fields named `name` (a name that is not a row's does not
/// compile where a constant is needed).
[[nodiscard]] constexpr std::size_t field_row(std::string_view name) {
    for (std::size_t i = 0; i < state_fields.size(); ++i)
        if (state_fields[i].name == name) return i;
    throw "field_row: not a row of state_fields";
}

/// For state_text_reader (below): where a value goes: a member of the state, of `options`, of
/// a table meld or of `result` (named as in the document), an element of an array, or nowhere
/// (`skip`: members read_state ignores, such as a meld's "reading"). Also the kind of each open
/// container.
enum class state_slot : std::uint8_t {
    skip, root,
    // The state's members: one slot per row of state_fields, in the rows' order, from
    // `state_members` on. The members read by code of their own are named; the plain rows are
    // read through their row (row_of), so a new plain row needs nothing here.
    state_members,
    format = state_members + field_row("format"), variant = state_members + field_row("variant"),
    options = state_members + field_row("options"), hands = state_members + field_row("hands"),
    seed = state_members + field_row("seed"), phase = state_members + field_row("phase"),
    turn = state_members + field_row("turn"), stock = state_members + field_row("stock"),
    discard = state_members + field_row("discard"), table = state_members + field_row("table"),
    result = state_members + field_row("result"),
    // options' members
    opening_minimum = state_members + state_fields.size(),
    beat_previous_opening, circular_runs, hand_size, match_target,
    // a table meld's members, result's members
    owner, kind, cards, winner, reason, in_one_go, points,
    // array elements
    hand, card, meld, seat_flag, seat_number, meld_index,
};
/// One bit per slot.
[[nodiscard]] constexpr std::uint64_t slot_bit(state_slot where) { return std::uint64_t{1} << static_cast<int>(where); }
static_assert(static_cast<int>(state_slot::meld_index) < 64, "one bit per slot");

/// The slot of the state's member of row `row` of state_fields: they follow the rows.
[[nodiscard]] constexpr state_slot row_slot(std::size_t row) {
    return static_cast<state_slot>(static_cast<std::size_t>(state_slot::state_members) + row);
}

/// The slot of the state's member `name`: the slots of the state's members follow the rows of
/// state_fields (rami/state.hpp); `skip` for any other name.
[[nodiscard]] constexpr state_slot state_member_slot(std::string_view name) {
    // The names with their lengths: a key is matched without measuring every row's name.
    constexpr auto names = [] {
        std::array<std::string_view, state_fields.size()> made{};
        for (std::size_t i = 0; i < made.size(); ++i) made[i] = state_fields[i].name;
        return made;
    }();
    for (std::size_t i = 0; i < names.size(); ++i)
        if (names[i] == name) return row_slot(i);
    return state_slot::skip;
}

/// The row of state_fields a slot stands for, or nullptr for the slots of other values.
[[nodiscard]] constexpr const state_field* row_of(state_slot where) {
    const auto i = static_cast<std::size_t>(where) - static_cast<std::size_t>(state_slot::state_members);
    return where >= state_slot::state_members && i < state_fields.size() ? &state_fields[i] : nullptr;
}

/// The bits of the state's members whose row of state_fields is (or is not) required.
[[nodiscard]] constexpr std::uint64_t state_member_bits(bool required) {
    std::uint64_t bits = 0;
    for (const state_field& f : state_fields)
        if (f.required == required) bits |= slot_bit(state_member_slot(f.name));
    return bits;
}

/// parse_state's fast path: reads "rami.state/1" text straight into a game_state through
/// nlohmann's SAX interface (nlohmann::json::sax_parse), without building the document's DOM,
/// which took most of parse_state's time (docs/json.md "The state").
///
/// It takes only what it is sure of and gives up at the first doubt: a value of another type,
/// a float (3.0 is a whole number for read_state), a number out of range, a duplicate key (the
/// DOM keeps the last), a `rules` document, text that is not JSON, or any check failing.
/// parse_state then reads the text again through the DOM and `read_state`, so that a refusal
/// (its code, field and message) and a document accepted in a rare form are exactly
/// read_state's: this reader never refuses anything itself. When it takes a document, it has
/// made every check read_state makes (the same state results): the fields' types and ranges
/// here, the seats and per-seat lengths once the number of players is known (`finish`), then
/// `check_state`.
class state_text_reader {
public:
    /// The state read from `text`, or nullopt when the fast path gives up (see the class).
    /// Never throws except std::bad_alloc.
    [[nodiscard]] static std::optional<game_state> read(std::string_view text) {
        state_text_reader reader;
        try {
            if (!nlohmann::json::sax_parse(text.begin(), text.end(), &reader)) return std::nullopt;
        } catch (const nlohmann::json::exception&) {
            return std::nullopt;
        }
        return reader.finish();
    }

    // --- nlohmann's SAX interface: returning false stops the parse (the fast path gives up).
    bool null() { return skipping() || nullable(incoming()); }
    bool boolean(bool value);
    bool number_integer(std::int64_t value) {
        if (skipping()) return true;
        if (incoming() != slot::seed) return number(value);
        s_.seed = static_cast<std::uint64_t>(value);
        return value >= 0;
    }
    bool number_unsigned(std::uint64_t value) {
        if (skipping()) return true;
        constexpr auto most = static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
        if (incoming() != slot::seed) return value <= most && number(static_cast<std::int64_t>(value));
        s_.seed = value;
        return true;
    }
    bool number_float(double, const std::string&) { return skipping(); }
    bool string(std::string& value);
    bool binary(json::binary_t&) { return false; }
    bool start_object(std::size_t);
    bool key(std::string& name);
    bool end_object() { return end_container(); }
    bool start_array(std::size_t);
    bool end_array() { return end_container(); }
    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) { return false; }

private:
    using slot = state_slot;
    struct member_name {
        std::string_view name;
        slot where;
    };
    static constexpr member_name option_members[] = {
        {"opening_minimum", slot::opening_minimum}, {"beat_previous_opening", slot::beat_previous_opening},
        {"circular_runs", slot::circular_runs}, {"hand_size", slot::hand_size}, {"match_target", slot::match_target}};
    static constexpr member_name meld_members[] = {{"owner", slot::owner}, {"kind", slot::kind}, {"cards", slot::cards}};
    static constexpr member_name result_members[] = {
        {"winner", slot::winner}, {"reason", slot::reason}, {"in_one_go", slot::in_one_go}, {"points", slot::points}};

    /// An open object or array: its kind, how many elements so far (arrays), the slot of the
    /// next value and the keys met so far (objects).
    struct frame {
        slot what = slot::root;
        slot next = slot::skip;
        std::size_t count = 0;
        std::uint64_t seen = 0;
    };
    /// A table meld as written, read once the rules and the players are known.
    struct raw_meld {
        int owner = 0;
        std::optional<meld_kind> kind;
        pile_cards cards;
    };
    static constexpr std::uint64_t bit(slot where) { return slot_bit(where); }
    /// The members read_state lets be null or absent: the optional rows of state_fields, and
    /// those of a meld and a result.
    static constexpr std::uint64_t nullable_slots = slot_bit(slot::skip) | state_member_bits(false) | slot_bit(slot::kind) |
                                                    slot_bit(slot::winner) | slot_bit(slot::in_one_go);
    /// The members read_state requires.
    static constexpr std::uint64_t required_state = state_member_bits(true);

    [[nodiscard]] bool skipping() const { return skip_depth_ > 0; }
    [[nodiscard]] static bool nullable(slot where) { return (nullable_slots & bit(where)) != 0; }
    /// Where the next value goes: the member last named, or the array's element.
    [[nodiscard]] slot incoming() const {
        if (depth_ == 0) return slot::root;
        const frame& f = frames_[depth_ - 1];
        switch (f.what) {
            case slot::hands: return slot::hand;
            case slot::hand: case slot::stock: case slot::discard: case slot::cards: return slot::card;
            case slot::table: return slot::meld;
            case slot::points: return slot::seat_number;
            default:
                if (const state_field* row = row_of(f.what); row != nullptr) {  // an array row of state_fields
                    if (row->kind == field_kind::meld_mask) return slot::meld_index;
                    if (row->kind == field_kind::seat_flags) return slot::seat_flag;
                    if (row->kind == field_kind::seat_numbers) return slot::seat_number;
                }
                return f.next;  // an object
        }
    }
    /// Counts the value into its array, if in one: false past `most` elements.
    bool counted(std::size_t most) { return ++frames_[depth_ - 1].count <= most; }
    [[nodiscard]] std::size_t element() const { return frames_[depth_ - 1].count - 1; }
    /// Notes that the top-level member `where` was given (not null).
    bool given(slot where) {
        given_ |= bit(where);
        return true;
    }
    bool open(slot what) {
        if (depth_ == frames_.size()) return false;
        frames_[depth_++] = frame{what};
        return true;
    }
    bool end_container() {
        if (skipping()) {
            --skip_depth_;
            return true;
        }
        const frame f = frames_[--depth_];
        length_[static_cast<std::size_t>(f.what)] = f.count;
        // A meld's and a result's required members (the state's are checked in `finish`).
        const auto has = [&](slot a, slot b) { return (f.seen & bit(a)) != 0 && (f.seen & bit(b)) != 0; };
        if (f.what == slot::meld) return has(slot::owner, slot::cards);
        if (f.what == slot::result) return has(slot::reason, slot::points);
        return true;
    }
    [[nodiscard]] std::size_t length(slot array) const { return length_[static_cast<std::size_t>(array)]; }
    /// A whole number in [low, high] into `out`.
    static bool whole(std::int64_t value, std::int64_t low, std::int64_t high, int& out) {
        if (value < low || value > high) return false;
        out = static_cast<int>(value);
        return true;
    }
    bool number(std::int64_t value);
    [[nodiscard]] std::optional<game_state> finish();

    game_state s_;
    const rules* variant_ = nullptr;
    fixed_vector<raw_meld, max_table_melds> melds_;
    std::array<frame, 4> frames_{};  // the deepest read: the state, "table", a meld, its "cards"
    std::size_t depth_ = 0;
    std::size_t skip_depth_ = 0;     // containers open inside a skipped value
    std::uint64_t given_ = 0;        // top-level members given, not null
    std::array<std::size_t, static_cast<std::size_t>(slot::meld_index) + 1> length_{};  // entries of each array read
};

inline bool state_text_reader::start_object(std::size_t) {
    if (skipping() || incoming() == slot::skip) {
        ++skip_depth_;
        return true;
    }
    switch (const slot where = incoming()) {
        case slot::root: return open(slot::root);  // the document itself
        case slot::options: return given(where) && open(slot::options);
        case slot::result:
            s_.result.emplace();
            return given(where) && open(slot::result);
        case slot::meld: return counted(max_table_melds) && melds_.push_back(raw_meld{}) && open(slot::meld);
        default: return false;  // "rules" (custom variants) and every wrong type: read_state's
    }
}

inline bool state_text_reader::start_array(std::size_t) {
    if (skipping() || incoming() == slot::skip) {
        ++skip_depth_;
        return true;
    }
    switch (const slot where = incoming()) {
        case slot::hand: return counted(max_players_supported) && open(slot::hand);
        case slot::hands: case slot::stock: case slot::discard: case slot::table: return given(where) && open(where);
        case slot::cards: case slot::points: return open(where);
        default: {  // an array row of state_fields
            const state_field* row = row_of(where);
            const bool array = row != nullptr && (row->kind == field_kind::meld_mask || row->kind == field_kind::seat_flags ||
                                                  row->kind == field_kind::seat_numbers);
            return array && given(where) && open(where);
        }
    }
}

inline bool state_text_reader::key(std::string& name) {
    if (skipping()) return true;
    frame& f = frames_[depth_ - 1];
    const auto find = [&](std::span<const member_name> names, slot otherwise) {
        for (const member_name& m : names)
            if (m.name == name) return m.where;
        return otherwise;
    };
    switch (f.what) {
        case slot::root: f.next = state_member_slot(name); break;  // an unknown member: skipped
        case slot::options: f.next = find(option_members, slot::root); break;  // an unknown option: refused
        case slot::meld: f.next = find(meld_members, slot::skip); break;
        default: f.next = find(result_members, slot::skip); break;  // the only other object read
    }
    if (f.next == slot::root) return false;
    if (f.next == slot::skip) return true;
    if ((f.seen & bit(f.next)) != 0) return false;  // a duplicate: the DOM keeps the last one
    f.seen |= bit(f.next);
    return true;
}

inline bool state_text_reader::boolean(bool value) {
    if (skipping()) return true;
    switch (const slot where = incoming()) {
        case slot::skip: return true;
        case slot::beat_previous_opening: s_.options.beat_previous_opening = value; return true;
        case slot::circular_runs: s_.options.circular_runs = value; return true;
        case slot::in_one_go: s_.result->in_one_go = value; return true;
        case slot::seat_flag: {
            if (!counted(max_players_supported)) return false;
            (s_.*row_of(frames_[depth_ - 1].what)->seat_flags)[element()] = value;
            return true;
        }
        default: {  // a flag of the turn record (state_fields)
            const state_field* row = row_of(where);
            if (row == nullptr || row->kind != field_kind::flag) return false;
            s_.this_turn.*row->turn_flag = value;
            return given(where);
        }
    }
}

inline bool state_text_reader::number(std::int64_t value) {
    const std::int64_t seats = max_players_supported - 1;  // checked against the players in `finish`
    switch (const slot where = incoming()) {
        case slot::skip: return true;
        case slot::opening_minimum: case slot::hand_size: case slot::match_target: {
            int n = 0;
            // Any int, as options_from_json (with_options checks the ranges in `finish`).
            if (!whole(value, std::numeric_limits<int>::min(), std::numeric_limits<int>::max(), n)) return false;
            (where == slot::opening_minimum ? s_.options.opening_minimum
             : where == slot::hand_size     ? s_.options.hand_size
                                            : s_.options.match_target) = n;
            return true;
        }
        case slot::owner: return whole(value, 0, seats, melds_.back().owner);
        case slot::winner: return whole(value, 0, seats, s_.result->winner);
        case slot::seat_number: {  // result.points, or a seat_numbers row
            if (!counted(max_players_supported)) return false;
            const slot array = frames_[depth_ - 1].what;
            if (array == slot::points) return whole(value, -max_count, max_count, s_.result->points[element()]);
            const state_field& row = *row_of(array);
            return whole(value, row.low, row.high, (s_.*row.seat_numbers)[element()]);
        }
        case slot::meld_index: {
            int index = 0;
            const auto last = static_cast<std::int64_t>(max_table_melds) - 1;
            if (!counted(max_table_melds) || !whole(value, 0, last, index)) return false;
            s_.this_turn.*row_of(frames_[depth_ - 1].what)->turn_mask |= std::uint64_t{1} << index;
            return true;
        }
        default: {  // a seat, a counter or a table index of state_fields
            const state_field* row = row_of(where);
            if (row == nullptr || !given(where)) return false;
            switch (row->kind) {
                case field_kind::seat: return whole(value, 0, seats, int_field(s_, *row));
                case field_kind::counter: return whole(value, row->low, row->high, int_field(s_, *row));
                case field_kind::optional_meld: return whole(value, 0, static_cast<std::int64_t>(max_table_melds) - 1, int_field(s_, *row));
                default: return false;
            }
        }
    }
}

inline bool state_text_reader::string(std::string& value) {
    if (skipping()) return true;
    const auto read_card = [&](std::optional<card>& out) {
        auto c = parse_card(value);
        if (c) out = *c;
        return c.ok();
    };
    switch (const slot where = incoming()) {
        case slot::skip: return true;
        case slot::format: return value == state_format && given(where);
        case slot::variant: return (variant_ = find_variant(value)) != nullptr && given(where);
        case slot::phase: {
            const auto named = phase_named(value);
            if (named) s_.phase = *named;
            return named && given(where);
        }
        case slot::kind:
            melds_.back().kind = meld_kind_named(value);
            return melds_.back().kind.has_value();
        case slot::reason: {
            const auto named = end_reason_named(value);
            if (named) s_.result->reason = *named;
            return named.has_value();
        }
        case slot::card: {
            auto c = parse_card(value);
            if (!c) return false;
            const frame& f = frames_[depth_ - 1];
            if (f.what == slot::hand) return s_.hands[frames_[depth_ - 2].count - 1].push_back(*c);
            pile_cards& pile = f.what == slot::stock ? s_.stock : f.what == slot::discard ? s_.discard : melds_.back().cards;
            return pile.push_back(*c);
        }
        default: {  // a card or null of the turn record (state_fields)
            const state_field* row = row_of(where);
            return row != nullptr && row->kind == field_kind::optional_card && given(where) && read_card(s_.this_turn.*row->turn_card);
        }
    }
}

/// What read_state checks once every field is read: the rules, the players (the number of
/// hands), seats, per-seat lengths, required members, the table's melds, then check_state.
inline std::optional<game_state> state_text_reader::finish() {
    if ((given_ & required_state) != required_state || variant_ == nullptr) return std::nullopt;
    game_state& s = s_;
    auto r = with_options(*variant_, s.options);
    if (!r) return std::nullopt;
    s.rules = *r;
    const std::size_t players = length(slot::hands);
    if (players < static_cast<std::size_t>(s.rules.deal.min_players) ||
        players > static_cast<std::size_t>(s.rules.deal.max_players))
        return std::nullopt;
    s.players = static_cast<int>(players);
    if ((given_ & bit(slot::turn)) == 0) s.turn = s.players;
    for (std::size_t row = 0; row < state_fields.size(); ++row) {  // per seat: one entry per player, or the default
        const state_field& f = state_fields[row];
        if (f.kind != field_kind::seat_flags && f.kind != field_kind::seat_numbers) continue;
        const slot where = row_slot(row);
        if ((given_ & bit(where)) != 0 && length(where) != players) return std::nullopt;
        if ((given_ & bit(where)) == 0 && f.absent_copies != nullptr) s.*f.seat_flags = s.*f.absent_copies;
    }
    if (s.result && (length(slot::points) != players || s.result->winner >= s.players)) return std::nullopt;
    static const std::string no_path;  // errors are read_state's: none is written here
    for (const raw_meld& m : melds_) {
        if (m.owner >= s.players) return std::nullopt;
        auto read = rami::detail::read_table_meld(s.rules, std::span(m.cards.data(), m.cards.size()), m.kind, no_path);
        if (!read) return std::nullopt;
        if (!s.table.push_back(table_meld{m.owner, *read})) return std::nullopt;
    }
    // The plain rows whose range depends on the players or the table.
    const auto melds = static_cast<int>(s.table.size());
    for (std::size_t row = 0; row < state_fields.size(); ++row) {
        const state_field& f = state_fields[row];
        const bool given_here = (given_ & bit(row_slot(row))) != 0;
        if (f.kind == field_kind::seat && int_field(s, f) >= s.players) return std::nullopt;
        if (f.kind == field_kind::meld_mask && (s.this_turn.*f.turn_mask >> melds) != 0) return std::nullopt;
        if (f.kind == field_kind::optional_meld && given_here && int_field(s, f) >= melds) return std::nullopt;
    }
    if (!check_state(s)) return std::nullopt;
    return std::move(s);
}

}  // namespace rami::detail::json_input
