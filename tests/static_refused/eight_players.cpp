// Must NOT compile: a variant of up to 8 players has more seats than a state (6), so the
// `variant` concept refuses it (make_rules would write past hand_size). Built with
// -DRAMI_CONTROL, the same file uses rami_francais (2-6 players) and must compile.
#include "rami/policy.hpp"
#include "rami/variants.hpp"

struct eight_players : rami::variants::rami_francais {
    struct deal : rami::variants::rami_francais::deal {
        static constexpr int max_players = 8;
    };
};

#ifdef RAMI_CONTROL
using checked = rami::variants::rami_francais;
#else
using checked = eight_players;
#endif

constexpr rami::rules checked_rules = rami::rules_of<checked>;

int main() { return checked_rules.deal.max_players == 6 ? 0 : 1; }
