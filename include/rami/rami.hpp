#pragma once
// Umbrella header: the whole rules engine except JSON (see rami/json.hpp).
#include "rami/version.hpp"
