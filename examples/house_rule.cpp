// A house rule: rami_francais with an 81-point opening instead of 51, made by replacing one
// policy. Everything else (deck, melds, points, tierce franche, ...) is inherited.
#include <iostream>
#include <vector>

#include "rami/meld.hpp"
#include "rami/opening.hpp"
#include "rami/variants.hpp"

struct rami_francais_81 : rami::variants::rami_francais {
    struct opening : rami::variants::rami_francais::opening {
        static constexpr int minimum = 81;
    };
};
static_assert(rami::variant<rami_francais_81>);

int main() {
    constexpr rami::rules house = rami::make_rules<rami_francais_81>();
    const rami::rules& plain = rami::rules_of<rami::variants::rami_francais>;

    std::vector<rami::meld> melds;  // 40 + 40 = 80 points, both tierces franches
    for (const char* text : {"10S JS QS KS", "10H JH QH KH"}) {
        const auto cards = rami::parse_cards(text);
        const auto meld = cards ? rami::read_meld(house, *cards) : rami::result<rami::meld>(cards.error());
        if (!meld) {
            std::cerr << text << ": " << meld.error().message() << '\n';
            return 1;
        }
        melds.push_back(*meld);
    }
    const auto in_plain = rami::check_opening(plain, melds);
    const auto in_house = rami::check_opening(house, melds);
    std::cout << "80 points in " << plain.id << ": " << (in_plain ? "opens" : in_plain.error().message()) << '\n'
              << "80 points with the 81 house rule: " << (in_house ? "opens" : in_house.error().message()) << '\n';
    return in_plain.ok() && !in_house.ok() ? 0 : 1;
}
