// A consumer of rami::rami (no JSON): reads a meld and deals a round.
#include <rami/rami.hpp>

#include <iostream>

int main() {
    const rami::rules& rules = rami::rules_of<rami::variants::rami51>;
    const auto cards = rami::parse_cards("JK AH JK");
    const auto meld = cards ? rami::read_meld(rules, *cards) : rami::result<rami::meld>(cards.error());
    if (!meld || meld->kind != rami::meld_kind::set || meld->points != 33) {
        std::cerr << "JK AH JK should be a 33-point set\n";
        return 1;
    }
    const auto state = rami::new_game(rules, 4, 7);
    if (!state || state->hand(0).size() != 15) {
        std::cerr << "a rami51 deal should give the first seat 15 cards\n";
        return 1;
    }
    std::cout << "rami " << rami::version_string << ": JK AH JK is a set of " << meld->points << " points\n";
    return 0;
}
