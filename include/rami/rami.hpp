#pragma once
// Umbrella header: the whole rules engine, without the bots (rami/bot.hpp: random_bot,
// greedy_bot, make_bot and the ISMCTS bot) and without JSON (rami/json.hpp). A program that
// plays the engine includes this alone; one that seats bots includes rami/bot.hpp too; each
// costs its compile time only where it is included (benchmarks/README.md, "Compile time per
// header"). Public headers only: the internals (rami/detail/) come with the headers that need them.
#include "rami/action.hpp"
#include "rami/action_space.hpp"
#include "rami/apply.hpp"
#include "rami/card.hpp"
#include "rami/deck.hpp"
#include "rami/error.hpp"
#include "rami/fixed_vector.hpp"
#include "rami/hand.hpp"
#include "rami/lay_down.hpp"
#include "rami/legal.hpp"
#include "rami/legal_actions.hpp"
#include "rami/meld.hpp"
#include "rami/move.hpp"
#include "rami/observation.hpp"
#include "rami/opening.hpp"
#include "rami/policy.hpp"
#include "rami/random.hpp"
#include "rami/result.hpp"
#include "rami/rules.hpp"
#include "rami/rules_check.hpp"
#include "rami/scoring.hpp"
#include "rami/state.hpp"
#include "rami/state_check.hpp"
#include "rami/table.hpp"
#include "rami/variants.hpp"
#include "rami/version.hpp"
#include "rami/view.hpp"
