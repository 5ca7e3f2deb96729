// A bot of your own: derive from rami::bot, look at the seat's view (never the whole state)
// and return a move. This one keeps it simple: it never takes the discard, makes the play that
// lays the most cards, and discards its costliest card. It plays rounds of rami51 against the
// built-in greedy bot with play_round.
#include <rami/bot.hpp>
#include <rami/rami.hpp>

#include <iostream>
#include <memory>
#include <vector>

class simple_bot final : public rami::bot {
public:
    [[nodiscard]] std::string name() const override { return "simple"; }

    [[nodiscard]] rami::move choose(const rami::game_view& v) override {
        if (v.phase == rami::phase::draw) return rami::move::draw();
        // Every move the rules allow now: plays (melds, lay-offs, swaps) and discards.
        const std::vector<rami::move> legal = rami::legal_moves(v);
        const rami::move* best = nullptr;
        int best_score = -1;
        for (const rami::move& m : legal) {
            int score = 0;  // a play: the cards it lays; a discard: its penalty (R13), below any play
            if (m.type == rami::move_type::play)
                for (const rami::play_step& step : m.steps) score += 1000 * static_cast<int>(step.cards.size());
            else if (m.type == rami::move_type::discard)
                score = rami::penalty_of(v.rules, *m.card);
            if (score > best_score) {
                best = &m;
                best_score = score;
            }
        }
        return best != nullptr ? *best : rami::move::draw();
    }
};

int main() {
    const rami::rules& rules = rami::rules_of<rami::variants::rami51>;
    int wins[2] = {0, 0};
    const int rounds = 10;
    for (int round = 0; round < rounds; ++round) {
        std::vector<std::unique_ptr<rami::bot>> bots;
        bots.push_back(std::make_unique<simple_bot>());
        bots.push_back(std::make_unique<rami::greedy_bot>());
        const auto start = rami::new_game(rules, 2, /*seed*/ 100 + round, {}, /*first*/ round % 2);
        const auto record = rami::play_round(*start, bots);
        if (!record) {  // a move the rules refuse: the bot's bug
            std::cerr << "round " << round << ": " << record.error().message() << '\n';
            return 1;
        }
        if (record->end.result && record->end.result->winner >= 0) ++wins[record->end.result->winner];
    }
    std::cout << rounds << " rounds of rami51: simple won " << wins[0] << ", greedy won " << wins[1] << '\n';
    return 0;
}
