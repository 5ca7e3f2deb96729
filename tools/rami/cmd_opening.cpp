// `rami opening --variant ID --meld "CARDS" [--meld "CARDS"]...`: whether those melds, laid
// together, are a legal opening (R6). Prints {"valid", "points", "tierce_franche", "melds"} plus
// "error" when not valid (exit 1). A meld that does not read (R3) makes the opening invalid too;
// so do cards used more often than the variant's deck holds them (R1).

#include <array>
#include <memory>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "output.hpp"
#include "rami/meld.hpp"
#include "rami/opening.hpp"

namespace rami_cli {
namespace {

struct opening_options {
    std::string variant;
    std::vector<std::string> melds;
};

/// R1: no card more often than the deck holds it (jokers: as many as the most players get).
rami::result<void> check_copies(const rami::rules& r, const std::vector<rami::meld>& melds) {
    std::array<int, rami::card::index_count> count{};
    for (const rami::meld& m : melds) {
        for (const rami::card c : m.laid()) {
            const int held = ++count[static_cast<std::size_t>(c.index())];
            const int most = c.is_joker() ? r.jokers_in_deck(r.deal.max_players) : r.copies();
            if (held > most) return rami::error(rami::error_code::too_many_copies, rami::to_string(c));
        }
    }
    return {};
}

int run_opening(const opening_options& o) {
    const auto rules = rami::variant_by_id(o.variant);
    if (!rules) return report_malformed(rules.error());

    std::vector<std::vector<rami::card>> given;
    for (std::size_t i = 0; i < o.melds.size(); ++i) {
        auto cards = rami::parse_cards(o.melds[i]);
        if (!cards) return report_malformed(with_context(cards.error(), "meld " + std::to_string(i + 1)));
        given.push_back(std::move(*cards));
    }

    std::vector<rami::meld> melds;
    rami::result<void> verdict;
    for (std::size_t i = 0; i < given.size() && verdict; ++i) {
        const auto meld = rami::read_meld(*rules, given[i]);
        if (meld)
            melds.push_back(*meld);
        else
            verdict = with_context(meld.error(), "meld " + std::to_string(i + 1) + ": " + rami::to_string(given[i]));
    }
    if (verdict) verdict = check_copies(*rules, melds);
    if (verdict) verdict = rami::check_opening(*rules, melds);

    nlohmann::json out = rami::summarize_opening(melds);
    out["valid"] = verdict.ok();
    out["melds"] = melds;
    if (verdict) {
        print_json(out);
        return done;
    }
    out["error"] = verdict.error();
    return report_refused(verdict.error(), out);
}

}  // namespace

command add_opening_command(CLI::App& parent) {
    auto o = std::make_shared<opening_options>();
    CLI::App* app = parent.add_subcommand("opening", "Whether melds laid together are a legal opening (R6)");
    app->add_option("--variant", o->variant, "Variant id, e.g. rami_francais")->required();
    app->add_option("--meld", o->melds, "One meld's cards, quoted: --meld \"8S 7S 6S\" (repeat for each meld)")
        ->required()
        ->allow_extra_args(false);
    return {app, [o] { return run_opening(*o); }};
}

}  // namespace rami_cli
