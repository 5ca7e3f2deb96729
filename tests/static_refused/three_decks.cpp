// Must NOT compile: a variant of three decks (158 cards) is more than the engine can deal
// (a state's piles hold 112), so the `variant` concept refuses it and make_rules cannot be
// called. Built with -DRAMI_CONTROL, the same file uses rami51 and must compile: the failure
// is the concept's, not a typo.
#include "rami/policy.hpp"
#include "rami/variants.hpp"

struct three_decks : rami::variants::rami51 {
    using deck = rami::policies::deck<3, 2>;
};

#ifdef RAMI_CONTROL
using checked = rami::variants::rami51;
#else
using checked = three_decks;
#endif

constexpr rami::rules checked_rules = rami::make_rules<checked>();

int main() { return checked_rules.deck.decks == 2 ? 0 : 1; }
