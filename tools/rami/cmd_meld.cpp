// `rami meld --variant ID CARD...`: reads the cards as one meld (R3, R4, R5).
// Prints {"valid": true, "kind", "points", "reading", "cards"} or {"valid": false, "error"}.

#include <memory>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "output.hpp"
#include "rami/meld.hpp"

namespace rami_cli {
namespace {

struct meld_options {
    std::string variant;
    std::vector<std::string> cards;
};

int run_meld(const meld_options& o) {
    const auto rules = rami::variant_by_id(o.variant);
    if (!rules) return report_malformed(rules.error());
    const auto cards = cards_of_words(o.cards);
    if (!cards) return report_malformed(cards.error());
    const auto meld = rami::read_meld(*rules, *cards);
    if (!meld) return report_refused(meld.error(), {{"valid", false}, {"error", meld.error()}});
    nlohmann::json out = *meld;
    out["valid"] = true;
    print_json(out);
    return done;
}

}  // namespace

command add_meld_command(CLI::App& parent) {
    auto o = std::make_shared<meld_options>();
    CLI::App* app = parent.add_subcommand("meld", "Read cards as one meld (R3-R5): valid or not, kind, points, reading");
    app->add_option("--variant", o->variant, "Variant id, e.g. rami51")->required();
    app->add_option("cards", o->cards, "The cards, e.g. 7H 8H JK");
    return {app, [o] { return run_meld(*o); }};
}

}  // namespace rami_cli
