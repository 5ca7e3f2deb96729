// Bindings of the card layer: variants and their rules, cards, melds (R3-R5), the opening (R6)
// and the hand analysis (R3, R5-R7, R13).

#include <pybind11/stl.h>

#include <optional>

#include "bindings.hpp"
#include "convert.hpp"
#include "rami/json/analysis.hpp"

namespace rami_python {

rami::rules rules_arg(py::handle value) {
    if (py::isinstance<rami::rules>(value)) return value.cast<rami::rules>();
    if (PyUnicode_Check(value.ptr())) {
        const std::string text = value.cast<std::string>();
        if (text.find_first_not_of(" \t\r\n") != std::string::npos && text[text.find_first_not_of(" \t\r\n")] == '{')
            return rules_document_arg(value);
        return take(rami::variant_by_id(text));
    }
    if (PyDict_Check(value.ptr())) return rules_document_arg(value);
    raise(rami::error(rami::error_code::wrong_json_type, "variant: a variant id (str), a rami.Rules or a rules document"));
}

namespace {

py::dict meld_dict(const rami::meld& m) { return to_python(nlohmann::json(m)); }

/// Melds given as rami.Meld objects or as card lists (each read with read_meld).
std::vector<rami::meld> melds_arg(const rami::rules& r, py::handle value) {
    std::vector<rami::meld> melds;
    if (!py::isinstance<py::iterable>(value) || PyUnicode_Check(value.ptr()))
        raise(rami::error(rami::error_code::wrong_json_type, "melds: a list of melds or of card lists"));
    for (py::handle item : value) {
        if (py::isinstance<rami::meld>(item))
            melds.push_back(item.cast<rami::meld>());
        else
            melds.push_back(take(rami::read_meld(r, cards_arg(item))));
    }
    return melds;
}

std::optional<rami::meld_kind> kind_arg(const std::optional<std::string>& kind) {
    if (!kind) return std::nullopt;
    if (const auto named = rami::meld_kind_named(*kind)) return named;
    raise(rami::error(rami::error_code::unknown_value, "kind: \"run\" or \"set\""));
}

}  // namespace

void bind_cards(py::module_& m) {
    py::class_<rami::rules>(m, "Rules", R"doc(
A variant's whole rule set (R1-R14), immutable. Get one with ``rami.rules(variant)`` (a built-in
variant id or a rules document) or ``Rules.from_json(document)``. Every function that takes a
``variant`` accepts a ``Rules`` or a rules document too. Rules pickle (as their document).)doc")
        .def_property_readonly("id", [](const rami::rules& r) { return std::string(r.id); },
                               "The variant id, e.g. \"rami51\" (str).")
        .def_property_readonly("name", [](const rami::rules& r) { return std::string(r.name); },
                               "The variant's name as players say it (str).")
        .def_property_readonly("source", [](const rami::rules& r) { return std::string(r.source); },
                               "The title of the rule document the variant follows (str).")
        .def_property_readonly("min_players", [](const rami::rules& r) { return r.deal.min_players; },
                               "The fewest seats the variant is played with (R1), int.")
        .def_property_readonly("max_players", [](const rami::rules& r) { return r.deal.max_players; },
                               "The most seats the variant is played with (R1), int.")
        .def_property_readonly("opening_minimum", [](const rami::rules& r) { return r.opening.minimum; },
                               "The points an opening needs (R6), int; 0 when there is no minimum.")
        .def_property_readonly("lowest_total_wins", [](const rami::rules& r) { return r.match.lowest_total_wins; },
                               "Whether the lowest match total wins (R14), bool: round points are penalties.")
        .def("hand_size", [](const rami::rules& r, int players) {
                 if (!r.accepts_players(players)) raise(rami::error(rami::error_code::players_out_of_range, std::to_string(players)));
                 return r.deal.hand_size[static_cast<std::size_t>(players)];
             }, py::arg("players"),
             "Cards dealt to each seat with `players` seats (R1), int. RuleError players_out_of_range (R1).")
        .def("__eq__", [](const rami::rules& a, const rami::rules& b) { return a == b; }, py::is_operator())
        .def("__hash__", [](const rami::rules& r) { return py::hash(py::str(std::string(r.id))); })
        .def("__repr__", [](const rami::rules& r) { return "rami.rules(\"" + std::string(r.id) + "\")"; });

    m.def("rules", [](py::handle variant) { return rules_arg(variant); }, py::arg("variant"), R"doc(
The rules of a variant: `variant` is a built-in variant id (str), a rules document
("rami.rules/1", a dict or JSON text) or a Rules (returned as is). Raises FormatError
unknown_variant naming the id, or the rules document's FormatError naming the field.)doc");

    m.def("variants", [] {
        std::vector<std::string> ids;
        for (const rami::rules& r : rami::all_variants) ids.emplace_back(r.id);
        return ids;
    }, "The ids of the built-in variants (list[str]), in the order of the rules reference.");

    m.def("parse_card", [](const std::string& text) { return rami::to_string(take(rami::parse_card(text))); },
          py::arg("text"), R"doc(
One card in canonical form (R1): "10h" -> "10H", "T♠" -> "10S", "jk" -> "JK". Accepts the rank
(A 2-10 J Q K, T for 10) and suit (S H D C or ♠ ♥ ♦ ♣) in any case, or JK for the joker.
Raises FormatError unknown_card.)doc");

    m.def("parse_cards", [](const std::string& text) { return card_list(take(rami::parse_cards(text))); },
          py::arg("text"), R"doc(
Cards separated by spaces, tabs or commas, in canonical form (list[str]): "8s,7♠ 6S" ->
["8S", "7S", "6S"]. Raises FormatError unknown_card (the first bad card) or empty_input.)doc");

    py::class_<rami::meld>(m, "Meld", R"doc(
A legal meld and its reading (R3 runs and sets, R4 how jokers are read, R5 points), immutable.
Returned by read_meld, possible_melds and in LayDown.melds.)doc")
        .def_property_readonly("kind", [](const rami::meld& x) { return std::string(rami::to_string(x.kind)); },
                               "\"run\" (séquence) or \"set\" (brelan, carré).")
        .def_property_readonly("cards", [](const rami::meld& x) { return card_list(x.laid()); },
                               "The cards as laid (list[str]): a run in run order, low to high.")
        .def_property_readonly("reading", [](const rami::meld& x) {
                                   std::vector<std::string> out;
                                   for (int i = 0; i < x.size; ++i) out.push_back(rami::reading_text(x, i));
                                   return out;
                               }, "What each card stands for (R4, list[str]): \"7H\", or \"9?\" for a joker in a set of nines.")
        .def_property_readonly("points", [](const rami::meld& x) { return static_cast<int>(x.points); },
                               "The meld's points toward an opening (R5), int.")
        .def_property_readonly("jokers", [](const rami::meld& x) { return static_cast<int>(x.jokers); },
                               "The number of jokers in the meld, int.")
        .def_property_readonly("is_tierce_franche", &rami::meld::is_tierce_franche,
                               "A run of three or more cards without a joker (tierce franche, R6), bool.")
        .def("to_dict", &meld_dict, "{\"kind\", \"cards\", \"reading\", \"points\"}, as in the JSON wire format.")
        .def("__len__", [](const rami::meld& x) { return static_cast<int>(x.size); })
        .def("__eq__", [](const rami::meld& a, const rami::meld& b) { return a == b; }, py::is_operator())
        .def("__hash__", [](const rami::meld& x) { return py::hash(py::str(nlohmann::json(x).dump())); })
        .def("__repr__", [](const rami::meld& x) {
            return "Meld(" + std::string(rami::to_string(x.kind)) + ", " + rami::to_string(std::vector<rami::card>(x.laid().begin(), x.laid().end())) +
                   ", points=" + std::to_string(x.points) + ")";
        })
        .def(py::pickle([](const rami::meld& x) {
                            py::list cards;
                            for (const rami::card c : x.laid()) cards.append(c.index());
                            return py::make_tuple(static_cast<int>(x.kind), x.low, static_cast<int>(x.suit), x.jokers, x.points, cards);
                        },
                        [](const py::tuple& t) {
                            // The fields as they were: a meld's reading depends on the rules, which it does not hold.
                            rami::meld x;
                            x.kind = t[0].cast<int>() == 0 ? rami::meld_kind::run : rami::meld_kind::set;
                            x.low = t[1].cast<std::uint8_t>();
                            x.suit = static_cast<rami::suit>(t[2].cast<int>() & 3);
                            x.jokers = t[3].cast<std::uint8_t>();
                            x.points = t[4].cast<std::int16_t>();
                            for (py::handle c : t[5].cast<py::list>()) {
                                if (x.size >= rami::max_meld_size) break;
                                const int index = c.cast<int>();
                                x.cards[x.size++] = rami::card::from_index(index >= 0 && index < rami::card::index_count ? index : rami::card::joker_index);
                            }
                            return x;
                        }));

    m.def("read_meld", [](py::handle variant, py::handle cards, std::optional<std::string> kind) {
              const rami::rules r = rules_arg(variant);
              const auto list = cards_arg(cards);
              const auto as = kind_arg(kind);
              return take(as ? rami::read_meld_as(r, list, *as) : rami::read_meld(r, list));
          }, py::arg("variant"), py::arg("cards"), py::arg("kind") = py::none(), R"doc(
Reads cards as a meld of `variant` (R3 runs and sets, R4 how jokers are read, R5 points).
`cards` is a string ("7H 8H JK") or a list of card strings; `kind` ("run" or "set") forces a
reading when the cards could be either. Returns a Meld. Raises RuleError with rule R3 (e.g.
not_a_meld, too_many_jokers, run_wraps), R1 (card_not_in_deck) and FormatError for a card
that is no card (unknown_card) or an unknown variant.)doc");

    py::class_<rami::opening_summary>(m, "OpeningSummary", "What melds laid together count for an opening (R5, R6).")
        .def_readonly("points", &rami::opening_summary::points, "The sum of the melds' points (R5), int.")
        .def_readonly("tierce_franche", &rami::opening_summary::tierce_franche,
                      "Whether one of the melds is a run of 3+ cards without a joker, bool.")
        .def("__repr__", [](const rami::opening_summary& s) {
            return "OpeningSummary(points=" + std::to_string(s.points) + ", tierce_franche=" + (s.tierce_franche ? "True" : "False") + ")";
        });

    m.def("check_opening", [](py::handle variant, py::handle melds, py::object minimum) {
              const rami::rules r = rules_arg(variant);
              const auto list = melds_arg(r, melds);
              // An int, not std::optional<int>: GCC 12 warns (maybe-uninitialized) in pybind11's optional caster.
              int needed = -1;
              if (!minimum.is_none()) {
                  needed = minimum.cast<int>();
                  if (needed < 0 || needed > 300) raise(rami::error(rami::error_code::invalid_option, "minimum: 0 to 300"));
              }
              check(rami::check_opening(r, list, needed));
              return rami::summarize_opening(list);
          }, py::arg("variant"), py::arg("melds"), py::arg("minimum") = py::none(), R"doc(
Checks that melds laid together are a legal opening (première pose, R6) and returns their
OpeningSummary (points per R5, tierce franche). `melds` holds Meld objects or card lists (each
read with read_meld); `minimum` overrides the variant's minimum (a variant option). Raises
RuleError opening_empty, opening_below_minimum or opening_needs_tierce_franche (R6), or the
R3 error of a card list that is no meld.)doc");

    py::class_<rami::lay_down>(m, "LayDown", "What a seat lays from its hand: melds, cards kept, points (R5), deadwood (R13).")
        .def_readonly("melds", &rami::lay_down::melds, "The melds, in the order to lay them (list[Meld]).")
        .def_property_readonly("left", [](const rami::lay_down& d) { return card_list(d.left); }, "The cards kept (list[str]).")
        .def_readonly("points", &rami::lay_down::points, "The melds' points (R5), int.")
        .def_readonly("deadwood", &rami::lay_down::deadwood, "The penalty of the cards kept (R13), int.")
        .def("to_dict", [](const rami::lay_down& d) { return to_python(nlohmann::json(d)); },
             "{\"melds\", \"points\", \"left\", \"deadwood\"}, as `rami best` prints it.")
        .def("__repr__", [](const rami::lay_down& d) {
            return "LayDown(" + std::to_string(d.melds.size()) + " melds, points=" + std::to_string(d.points) +
                   ", left=[" + rami::to_string(d.left) + "], deadwood=" + std::to_string(d.deadwood) + ")";
        });

    py::class_<rami::discard_choice>(m, "DiscardChoice", "The card to discard and the minimum deadwood of what is kept (R13).")
        .def_property_readonly("card", [](const rami::discard_choice& d) { return rami::to_string(d.discard); }, "The card to discard (str).")
        .def_readonly("deadwood", &rami::discard_choice::deadwood, "The minimum deadwood of the cards kept (R13), int.")
        .def("__repr__", [](const rami::discard_choice& d) {
            return "DiscardChoice(card=\"" + rami::to_string(d.discard) + "\", deadwood=" + std::to_string(d.deadwood) + ")";
        });

    // The hand analysis: arguments are read with the GIL held, the search runs without it.
    m.def("min_deadwood", [](py::handle variant, py::handle hand) {
              const rami::rules r = rules_arg(variant);
              const auto cards = cards_arg(hand);
              py::gil_scoped_release unlocked;
              return take(rami::min_deadwood(r, cards));
          }, py::arg("variant"), py::arg("hand"), R"doc(
The smallest penalty (R13) the cards not laid in melds can have (melds only, no lay-off), int.
`hand` is a string or a list of card strings, at most 24 cards. Raises FormatError
hand_too_large, RuleError card_not_in_deck / too_many_copies (R1).)doc");

    m.def("best_discard", [](py::handle variant, py::handle hand) {
              const rami::rules r = rules_arg(variant);
              const auto cards = cards_arg(hand);
              py::gil_scoped_release unlocked;
              return take(rami::best_discard(r, cards));
          }, py::arg("variant"), py::arg("hand"), R"doc(
For a hand holding one card more than it keeps: the DiscardChoice whose loss leaves the
smallest minimum deadwood (R13). Errors as min_deadwood; FormatError empty_input for no cards.)doc");

    m.def("best_lay_down", [](py::handle variant, py::handle hand, bool opened) {
              const rami::rules r = rules_arg(variant);
              const auto cards = cards_arg(hand);
              py::gil_scoped_release unlocked;
              return take(rami::best_lay_down(r, cards, opened));
          }, py::arg("variant"), py::arg("hand"), py::arg("opened") = false, R"doc(
The LayDown worth the most points (R5), keeping a card to discard where the variant needs one
(R7); a seat that has not `opened` gets the best legal opening (R6) or no melds. Errors as
min_deadwood.)doc");

    m.def("can_go_out", [](py::handle variant, py::handle hand, bool opened) {
              const rami::rules r = rules_arg(variant);
              const auto cards = cards_arg(hand);
              py::gil_scoped_release unlocked;
              return take(rami::can_go_out(r, cards, opened));
          }, py::arg("variant"), py::arg("hand"), py::arg("opened") = false, R"doc(
Whether the hand can be laid down whole now from the hand alone (R7, R11), keeping the card to
discard where the variant needs one; a seat that has not `opened` must meet R6 unless the
variant exempts going out in one go (rami sec). bool. Errors as min_deadwood.)doc");

    m.def("analyse_hand", [](py::handle variant, py::handle hand, bool opened, bool after_discard) {
              const rami::rules r = rules_arg(variant);
              const auto cards = cards_arg(hand);
              rami::hand_analysis analysis;
              rami::result<void> analysed;
              {
                  py::gil_scoped_release unlocked;
                  rami::hand_solver solver;
                  std::vector<rami::card> kept;
                  rami::hand_analysis_options options;
                  options.opened = opened;
                  options.after_discard = after_discard;
                  analysed = rami::analyse_hand(solver, r, cards, options, kept, analysis);
              }
              check(analysed);
              return to_python(rami::hand_analysis_json(analysis));
          }, py::arg("variant"), py::arg("hand"), py::arg("opened") = false, py::arg("after_discard") = false, R"doc(
The whole analysis of a hand as `rami best` prints it (docs/json.md "A hand analysis"), dict:
{"melds", "points", "left", "deadwood", "min_deadwood", "can_go_out"}, plus "discard" with
`after_discard` (the hand holds one card more than it keeps: the discard is chosen first, R13).
Errors as min_deadwood; FormatError empty_input for no cards with after_discard.)doc");

    m.def("possible_melds", [](py::handle variant, py::handle hand) {
              const rami::rules r = rules_arg(variant);
              const auto cards = cards_arg(hand);
              py::gil_scoped_release unlocked;
              return take(rami::hand_solver{}.possible_melds(r, cards));
          }, py::arg("variant"), py::arg("hand"), R"doc(
Every meld the hand could lay on its own (R3; each choice of cards and number of jokers once,
jokers placed for the most points, R5), list[Meld]. Errors as min_deadwood.)doc");
}

}  // namespace rami_python
