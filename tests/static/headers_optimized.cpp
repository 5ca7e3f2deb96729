// Compiled at -O3 (see tests/CMakeLists.txt): GCC 12 warns at -O3 about code that -O2 leaves
// alone (false -Wrestrict on string building), so every inline function a user may call is
// used here once, to keep the headers warning-free at every optimisation level.
#include <string_view>
#include <vector>

#include "rami/json.hpp"
#include "rami/rami.hpp"

int rami_use_every_header(std::string_view text, int number);

int rami_use_every_header(std::string_view text, int number) {
    auto card = rami::parse_card(text);
    auto cards = rami::parse_cards(text);
    auto variant = rami::variant_by_id(text);
    if (!cards || !variant) return static_cast<int>(card.error().message().size() + variant.error().message().size());
    auto meld = rami::read_meld(*variant, *cards);
    auto best = rami::best_reading(*variant, *cards);
    std::vector<rami::meld> melds;
    if (meld) melds.push_back(*meld);
    auto opening = rami::check_opening(*variant, melds, number);
    auto deck = rami::deck_of(*variant, number);
    rami::hand_solver solver;
    auto deadwood = solver.min_deadwood(*variant, *cards);
    auto discard = solver.best_discard(*variant, *cards);
    auto lay_down = solver.best_lay_down(*variant, *cards, number > 0);
    auto out = solver.can_go_out(*variant, *cards, number > 0);
    auto json = rami::parse_json(text);
    int total = best.ok() + opening.ok() + deck.ok() + deadwood.ok() + discard.ok() + lay_down.ok() + out.ok();
    if (json) {
        auto from_json = rami::cards_from_json(*json);
        total += from_json.ok();
    }
    return total + static_cast<int>(rami::to_string(*cards).size());
}
