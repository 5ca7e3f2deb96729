// `rami best --variant ID [--opened] [--after-discard] [--deadwood-only] CARD...`: the best
// lay-down of a hand (R3, R5, R6, R7, R13), or many hands with `--batch FILE` (best_batch.cpp).

#include <memory>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "best.hpp"

namespace rami_cli {
namespace {

int run_best(const best_options& o) {
    const auto rules = rami::variant_by_id(o.variant);
    if (!rules) return report_malformed(rules.error());
    if (!o.batch.empty()) {
        if (!o.cards.empty())
            return report_usage("give either cards or --batch, not both");
        return run_best_batch(o, *rules);
    }
    const auto cards = cards_of_words(o.cards);
    if (!cards) return report_malformed(cards.error());

    rami::hand_solver solver;
    std::vector<rami::card> kept;
    rami::hand_analysis answer;
    if (auto analysed = rami::analyse_hand(solver, *rules, *cards, o, kept, answer); !analysed)
        return report_refused(analysed.error(), rami::error_json(analysed.error()));
    print_json(rami::hand_analysis_json(answer, o.deadwood_only));
    return done;
}

}  // namespace

command add_best_command(CLI::App& parent) {
    auto o = std::make_shared<best_options>();
    CLI::App* app = parent.add_subcommand("best", "The best lay-down of a hand: melds, points, cards left, deadwood");
    app->add_option("--variant", o->variant, "Variant id, e.g. rummy_classic")->required();
    app->add_flag("--opened", o->opened, "The seat has already opened (R6): no opening minimum");
    app->add_flag("--after-discard", o->after_discard,
                  "The hand holds one card more than it keeps: choose the best discard first");
    app->add_flag("--deadwood-only", o->deadwood_only, "Print only the minimum deadwood (R13 values)");
    app->add_option("--batch", o->batch, "A file of hands, one per line (- for stdin): one JSON line per hand");
    app->add_option("cards", o->cards, "The hand, e.g. 7H 8H 9H KS");
    return {app, [o] { return run_best(*o); }};
}

}  // namespace rami_cli
