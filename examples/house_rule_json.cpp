// A house rule at run time, without recompiling: a rules document (rami.rules/1) read and
// checked, a round dealt by it, and the state saved to JSON and loaded back with its rules.
#include <iostream>
#include <string>

#include "rami/json.hpp"
#include "rami/state.hpp"

int main() {
    // What a game server might receive from a table's host: rami_francais with 81 to open.
    const std::string document = R"({"format": "rami.rules/1", "base": "rami_francais", "opening": {"minimum": 81}})";
    const auto house = rami::parse_rules(document);
    if (!house) {
        std::cerr << house.error().message() << '\n';
        return 1;
    }
    const auto dealt = rami::new_game(*house, 4, 2024);
    if (!dealt) {
        std::cerr << dealt.error().message() << '\n';
        return 1;
    }
    const std::string saved = nlohmann::json(*dealt).dump();
    const auto loaded = rami::parse_state(saved);
    if (!loaded) {
        std::cerr << loaded.error().message() << '\n';
        return 1;
    }
    std::cout << "opening minimum after save and load: " << loaded->rules.opening.minimum << '\n';

    // A document the engine cannot play is refused, naming the field.
    const auto three_decks = rami::parse_rules(R"({"format": "rami.rules/1", "base": "rami51", "deck": {"decks": 3}})");
    std::cout << "three decks: " << (three_decks ? "accepted" : three_decks.error().message()) << '\n';
    return *loaded == *dealt && loaded->rules.opening.minimum == 81 && !three_decks ? 0 : 1;
}
