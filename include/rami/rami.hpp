#pragma once
// Umbrella header: the whole rules engine except JSON (see rami/json.hpp).
#include "rami/card.hpp"
#include "rami/deck.hpp"
#include "rami/error.hpp"
#include "rami/hand.hpp"
#include "rami/meld.hpp"
#include "rami/opening.hpp"
#include "rami/policy.hpp"
#include "rami/result.hpp"
#include "rami/rules.hpp"
#include "rami/variants.hpp"
#include "rami/version.hpp"
