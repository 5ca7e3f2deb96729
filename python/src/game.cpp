// Bindings of the game layer: Move, GameState (immutable: apply returns a new state), seat
// views and legal moves. Moves and states cross the boundary in their JSON wire form.

#include <pybind11/stl.h>

#include "bindings.hpp"
#include "convert.hpp"
#include "game.hpp"
#include "rami/json/action.hpp"
#include "rami/json/analysis.hpp"

namespace rami_python {

rami::move move_arg(py::handle value) {
    if (py::isinstance<rami::move>(value)) return value.cast<rami::move>();
    if (PyUnicode_Check(value.ptr())) return take(rami::parse_move(value.cast<std::string>()));
    return take(rami::move_from_json(to_json_value(value)));
}

rami::game_state apply_any(const rami::game_state& s, py::handle step) {
    if (py::isinstance<rami::move>(step)) return take(rami::apply(s, step.cast<const rami::move&>()));
    if (is_action_id(step)) return take(rami::apply(s, action_arg(s.rules, step)));
    return take(rami::apply(s, move_arg(step)));
}

namespace {

std::string dump(const nlohmann::json& j, std::optional<int> indent) { return j.dump(indent.value_or(-1)); }

void check_seat(const rami::game_state& s, int seat) {
    if (seat < 0 || seat >= s.players) raise(rami::error(rami::error_code::seat_out_of_range, "seat " + std::to_string(seat)));
}

template <class T, std::size_t N>
std::vector<T> per_seat(const std::array<T, N>& values, int players) {
    return std::vector<T>(values.begin(), values.begin() + players);
}

}  // namespace

void bind_game(py::module_& m) {
    py::class_<rami::move>(m, "Move", R"doc(
A move of the seat to act (R2): {"type": "draw"}, {"type": "take_discard"}, {"type": "play",
"steps": [...]}, {"type": "discard", "card": "KS"}, or a single step (meld, lay_off, swap; see
rami.Action) — the JSON wire form of docs/json.md. Immutable. Build one with
Move.from_json(dict | str); GameState.apply also takes the dict or the text directly.)doc")
        .def_static("from_json", [](py::handle doc) { return move_arg(doc); }, py::arg("doc"),
                    "A Move from its JSON form (dict or str). Raises FormatError invalid_move or unknown_card naming the field, invalid_json for bad text.")
        .def_property_readonly("type", [](const rami::move& x) { return std::string(rami::to_string(x.type)); },
                               "\"draw\", \"take_discard\", \"play\", \"discard\", \"meld\", \"lay_off\" or \"swap\".")
        .def_property_readonly("card", [](const rami::move& x) -> py::object {
                                   if (x.type != rami::move_type::discard || !x.card) return py::none();
                                   return card_text(*x.card);
                               }, "The discarded card (str) of a discard, else None.")
        .def("to_dict", [](const rami::move& x) { return to_python(nlohmann::json(x)); }, "The move's JSON form (dict).")
        .def("to_json", [](const rami::move& x) { return nlohmann::json(x).dump(); }, "The move's JSON text (str).")
        .def("__eq__", [](const rami::move& a, const rami::move& b) { return a == b; }, py::is_operator())
        .def("__hash__", [](const rami::move& x) { return py::hash(py::str(nlohmann::json(x).dump())); })
        .def("__repr__", [](const rami::move& x) { return "Move(" + nlohmann::json(x).dump() + ")"; })
        .def(py::pickle([](const rami::move& x) { return py::make_tuple(nlohmann::json(x).dump()); },
                        [](const py::tuple& t) { return take(rami::parse_move(t[0].cast<std::string>())); }));

    py::class_<rami::game_state>(m, "GameState", R"doc(
A round of a variant (the state of docs/json.md, "rami.state/1"), immutable: `apply` returns a
new state and leaves this one as it was. Get one from new_game, GameState.from_json or
next_round. States compare equal when every field is equal; they pickle (as their JSON).)doc")
        .def_static("from_json", [](py::handle doc) { return take(rami::state_from_json(document_arg(doc))); }, py::arg("doc"), R"doc(
A state from its JSON document, "rami.state/1" (dict or str). Every field and invariant is
checked: FormatError naming the field (missing_field, wrong_json_type, unknown_value, ...,
invalid_json for bad text), RuleError cards_not_deck (R1) when the cards are not exactly the
variant's deck.)doc")
        .def("apply", &apply_any, py::arg("move"), R"doc(
The state after `move` (R2-R12), a new GameState. `move` is a Move or an Action, an action's
number in the variant's action space (int or numpy integer), or the JSON dict or text of a move
or an action (type meld, lay_off or swap: an action). Raises RuleError naming the rule that refuses the move (e.g. must_draw_first R2,
opening_below_minimum R6, round_over R7) or FormatError for a malformed move; this state
never changes.)doc")
        .def("legal_moves", [](const rami::game_state& s) {
                 py::gil_scoped_release unlocked;
                 return rami::legal_moves(s);
             }, R"doc(
The legal moves of the seat to act (list[Move]): draws, a discard per distinct card, and the
plays the engine lists (each new meld, the best lay-down, each lay-off, each swap). Empty when
the round is over.)doc")
        .def("view", [](const rami::game_state& s, int seat) {
                 check_seat(s, seat);
                 return to_python(nlohmann::json(rami::view(s, seat)));
             }, py::arg("seat"), R"doc(
What `seat` may see (dict, "rami.view/1"): its own hand, every seat's card count
("hand_sizes"), the stock's size, the discard pile and the table; no other hand, no seed.
Raises FormatError seat_out_of_range.)doc")
        .def("next_round", [](const rami::game_state& s) { return take(rami::next_round(s)); }, R"doc(
The next round of a match (R14): same variant and options, totals carried over, the next seat
first. Raises RuleError round_not_over (R14).)doc")
        .def("to_dict", [](const rami::game_state& s) { return to_python(nlohmann::json(s)); },
             "The state's JSON document (dict, \"rami.state/1\").")
        .def("to_json", [](const rami::game_state& s, std::optional<int> indent) { return dump(nlohmann::json(s), indent); },
             py::arg("indent") = py::none(), "The state's JSON document as text (str), indented by `indent` spaces when given.")
        .def_property_readonly("rules", [](const rami::game_state& s) { return s.rules; }, "The rules in force, options applied (Rules).")
        .def_property_readonly("variant", [](const rami::game_state& s) { return std::string(s.rules.id); }, "The variant id (str).")
        .def_property_readonly("seed", [](const rami::game_state& s) { return s.seed; }, "The seed of every shuffle (int, 64 bits).")
        .def_property_readonly("players", [](const rami::game_state& s) { return s.players; }, "The number of seats (int).")
        .def_property_readonly("first", [](const rami::game_state& s) { return s.first; }, "The seat that played first (int).")
        .def_property_readonly("current", [](const rami::game_state& s) { return s.current; }, "The seat to act (int).")
        .def_property_readonly("phase", [](const rami::game_state& s) { return std::string(rami::to_string(s.phase)); },
                               "\"draw\" (the seat to act must draw), \"play\" (play or discard) or \"over\".")
        .def_property_readonly("is_over", [](const rami::game_state& s) { return s.phase == rami::phase::over; },
                               "Whether the round is over (bool).")
        .def_property_readonly("turn", [](const rami::game_state& s) { return s.turn; }, "Turns completed (int).")
        .def("hand", [](const rami::game_state& s, int seat) {
                 check_seat(s, seat);
                 return card_list(s.hand(seat));
             }, py::arg("seat"), "The cards of `seat` (list[str]). Raises FormatError seat_out_of_range.")
        .def_property_readonly("stock_size", [](const rami::game_state& s) { return static_cast<int>(s.stock.size()); },
                               "The number of cards in the stock (talon), int.")
        .def_property_readonly("discard_pile", [](const rami::game_state& s) { return card_list(s.discard); },
                               "The discard pile (défausse), bottom first (list[str]): the last card is the top.")
        .def_property_readonly("table", [](const rami::game_state& s) { return to_python(nlohmann::json(s).at("table")); },
                               "The melds on the table (list[dict]: \"owner\" and the meld's \"kind\", \"cards\", ...).")
        .def_property_readonly("opened", [](const rami::game_state& s) { return per_seat(s.opened, s.players); },
                               "Per seat, whether it has opened (R6), list[bool].")
        .def_property_readonly("scores", [](const rami::game_state& s) { return per_seat(s.scores, s.players); },
                               "Per seat, the match totals before this round (R14), list[int].")
        .def_property_readonly("result", [](const rami::game_state& s) -> py::object {
                                   if (!s.result) return py::none();
                                   return to_python(rami::round_result_to_json(*s.result, s.players));
                               }, R"doc(
The round's result once over, else None: {"winner": seat or None, "reason": "out" |
"deadlock", "in_one_go": bool, "points": [per seat, R13]}.)doc")
        .def("scores_to_dict", [](const rami::game_state& s) { return to_python(rami::scores_json(s)); }, R"doc(
The scores document (docs/json.md "Scores", R13, R14), dict: {"round": the finished round's
points per seat or None, "before": the match totals before this round, "totals": after it,
"match_winner": the seat that won the match or None}.)doc")
        .def("__eq__", [](const rami::game_state& a, const rami::game_state& b) { return a == b; }, py::is_operator())
        .def("__hash__", [](const rami::game_state& s) { return py::hash(py::str(nlohmann::json(s).dump())); })
        .def("__copy__", [](py::object self) { return self; })
        .def("__deepcopy__", [](py::object self, py::handle) { return self; }, py::arg("memo"))
        .def("__repr__", [](const rami::game_state& s) {
            return "GameState(" + std::string(s.rules.id) + ", players=" + std::to_string(s.players) + ", turn=" +
                   std::to_string(s.turn) + ", current=" + std::to_string(s.current) + ", phase=" +
                   std::string(rami::to_string(s.phase)) + ")";
        })
        .def(py::pickle([](const rami::game_state& s) { return py::make_tuple(nlohmann::json(s).dump()); },
                        [](const py::tuple& t) { return take(rami::parse_state(t[0].cast<std::string>())); }));

    m.def("new_game", [](py::handle variant, int players, std::uint64_t seed, py::handle rules, py::handle options, int first) {
              rami::rules r = rules_arg(variant);
              if (!rules.is_none()) {
                  const rami::rules custom = rules_document_arg(rules);
                  if (custom.id != r.id)
                      raise(rami::error(rami::error_code::unknown_value, "rules: based on \"" + std::string(custom.id) +
                                                                           "\", not on the variant \"" + std::string(r.id) + "\""));
                  r = custom;
              }
              rami::variant_options o;
              if (!options.is_none()) o = take(rami::options_from_json(to_json_value(options, "options")));
              return take(rami::new_game(r, players, seed, o, first));
          }, py::arg("variant"), py::arg("players"), py::arg("seed"), py::arg("rules") = py::none(), py::kw_only(), py::arg("options") = py::none(),
          py::arg("first") = 0, R"doc(
Deals a new round (R1, R2) of `variant` (an id or a Rules) for `players` seats; every shuffle
comes from `seed` (0 to 2**64-1), the same on every platform. `rules` (a rules document
"rami.rules/1", dict or JSON text, or a Rules, based on `variant`) replaces the variant's rules. `options` are the variant options
of docs/json.md (opening_minimum, beat_previous_opening, circular_runs, hand_size,
match_target); seat `first` plays first. Returns a GameState. Raises RuleError
players_out_of_range (R1), FormatError unknown_variant, invalid_option or seat_out_of_range.)doc");
}

}  // namespace rami_python
