// A consumer of rami::json: a dealt state survives a JSON round trip.
#include <rami/json.hpp>
#include <rami/rami.hpp>

#include <iostream>

int main() {
    const auto state = rami::new_game(rami::rules_of<rami::variants::rami_francais>, 3, 42);
    if (!state) return 1;
    const std::string text = nlohmann::json(*state).dump();
    const auto loaded = rami::parse_state(text);
    if (!loaded || *loaded != *state) {
        std::cerr << "the state did not survive the round trip: "
                  << (loaded ? std::string("different state") : loaded.error().message()) << '\n';
        return 1;
    }
    std::cout << "rami " << rami::version_string << ": a " << text.size() << "-byte state read back\n";
    return 0;
}
