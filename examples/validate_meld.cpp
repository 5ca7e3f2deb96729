// Validates a meld: validate_meld [VARIANT CARD...], e.g. validate_meld rami51 JK AH JK.
// Prints the reading (what each card stands for) and its points, or why it is no meld.
// Exit status: 0 a legal meld, 1 not a meld, 2 unknown variant or card.
#include <iostream>
#include <string>

#include "rami/meld.hpp"
#include "rami/variants.hpp"

int main(int argc, char** argv) {
    const std::string id = argc > 1 ? argv[1] : "rami51";
    std::string text = argc > 2 ? "" : "JK AH JK";  // the Rami 51 rule book: a set of aces with two jokers
    for (int i = 2; i < argc; ++i) text += std::string(argv[i]) + ' ';

    const auto rules = rami::variant_by_id(id);
    const auto cards = rami::parse_cards(text);
    if (!rules || !cards) {
        std::cerr << (rules ? cards.error() : rules.error()).message() << '\n';
        return 2;
    }
    const auto meld = rami::read_meld(*rules, *cards);
    if (!meld) {
        const rami::error& e = meld.error();
        std::cout << "not a meld in " << id << ": " << rami::to_string(e.code) << " ("
                  << rami::to_string(e.rule) << ") " << e.message() << '\n';
        return 1;
    }
    std::cout << rami::to_string(meld->kind) << " in " << id << ", " << meld->points << " points:";
    for (int i = 0; i < meld->size; ++i) std::cout << ' ' << rami::reading_text(*meld, i);
    std::cout << '\n';
    return 0;
}
