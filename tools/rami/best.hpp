#pragma once
// `rami best`: what the single-hand and the batch modes share (cmd_best.cpp, best_batch.cpp).
// The analysis and its document are the library's (rami/json/analysis.hpp), as every front end's.

#include <string>
#include <vector>

#include "output.hpp"
#include "rami/json/analysis.hpp"
#include "rami/rules.hpp"

namespace rami_cli {

/// `rami best`'s command line: where the hand comes from, and what to ask of it.
struct best_options : rami::hand_analysis_options {
    std::string variant;
    std::vector<std::string> cards;
    std::string batch;  ///< a file of hands, one per line; "-" is stdin; empty: one hand
};

/// Batch mode: one hand per line of `o.batch`, one JSON line per hand; ns_per_hand on stderr.
int run_best_batch(const best_options& o, const rami::rules& r);

}  // namespace rami_cli
