#pragma once
// The parts of the extension module, one function per source file (module.cpp calls them in
// order: later parts use the classes of earlier ones).

#include <pybind11/pybind11.h>

namespace rami_python {

void bind_cards(pybind11::module_& m);  // cards.cpp: rules, cards, melds, opening, hand analysis
void bind_game(pybind11::module_& m);   // game.cpp: GameState, Move, views, legal moves
void bind_actions(pybind11::module_& m);  // actions.cpp: Action, the action space, masks, observations
void bind_rules_documents(pybind11::module_& m);  // rules_documents.cpp: rules as data, check_state
void bind_play(pybind11::module_& m);   // play.cpp: bots, play_round, tournament chunks

}  // namespace rami_python
