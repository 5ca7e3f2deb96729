// Saves a game in the middle of a round as JSON (rami.state/1), loads it back and plays on.
// Loading checks the whole document: an edited save is refused, naming what is wrong.
// Usage: save_load [FILE] (default: rami_save.json in the current directory).
#include <rami/bot.hpp>
#include <rami/json.hpp>
#include <rami/rami.hpp>

#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <vector>

// Greedy bots for every seat, fresh (bots may keep state between moves).
std::vector<std::unique_ptr<rami::bot>> greedy_bots(int players) {
    std::vector<std::unique_ptr<rami::bot>> bots;
    for (int seat = 0; seat < players; ++seat) bots.push_back(std::make_unique<rami::greedy_bot>());
    return bots;
}

int main(int argc, char** argv) {
    const std::string file = argc > 1 ? argv[1] : "rami_save.json";

    // Thirty moves into a round of rami51 between three bots.
    const auto start = rami::new_game(rami::rules_of<rami::variants::rami51>, 3, 7);
    const auto first_moves = rami::play_round(*start, greedy_bots(3), 30);
    if (!first_moves) return 1;
    const rami::game_state& saved = first_moves->end;

    // Save: to_json gives the whole state, the seed of later shuffles included.
    std::ofstream(file) << nlohmann::json(saved).dump(2) << '\n';

    // Load: parse_state reads and checks the document; it never throws.
    std::stringstream text;
    text << std::ifstream(file).rdbuf();
    const auto loaded = rami::parse_state(text.str());
    if (!loaded) {
        std::cerr << "cannot load " << file << ": " << loaded.error().message() << '\n';
        return 1;
    }
    if (*loaded != saved) return 1;
    std::cout << "saved and loaded " << file << " (" << text.str().size() << " bytes): turn " << loaded->turn
              << ", seat " << loaded->current << " to " << rami::to_string(loaded->phase) << '\n';

    // The loaded game plays on exactly as the original would have.
    const auto from_saved = rami::play_round(saved, greedy_bots(3));
    const auto from_loaded = rami::play_round(*loaded, greedy_bots(3));
    if (!from_saved || !from_loaded || from_saved->moves != from_loaded->moves) return 1;
    if (const auto& result = from_loaded->end.result)
        std::cout << "played on: " << from_loaded->moves.size() << " more moves, "
                  << (result->winner >= 0 ? "seat " + std::to_string(result->winner) + " went out" : "a deadlock")
                  << '\n';

    // An edited save: a card swapped for another in seat 0's hand. The cards are no longer the
    // variant's deck (R1), and the load says which card is too many.
    nlohmann::json edited = nlohmann::json(saved);
    edited["hands"][0][0] = edited["hands"][0][0] == "AS" ? "KS" : "AS";
    const auto refused = rami::state_from_json(edited);
    if (refused) return 1;
    std::cout << "an edited save is refused: " << nlohmann::json(refused.error()).dump() << '\n';
    return 0;
}
