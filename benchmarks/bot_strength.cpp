// The search bot's strength at a wall-clock budget: the ISMCTS bot (rami/bots/ismcts.hpp),
// given the same milliseconds for every decision, against the greedy bot, heads-up, on seeded
// deals (round n: seed n, the ISMCTS bot in seat n % 2, so each seat is played as often).
// What a faster hand analysis buys shows here: more playouts in the same time, and the wins
// they bring. Prints one JSON line per variant:
//   {"variant", "rounds", "milliseconds", "ismcts_wins", "greedy_wins", "unfinished",
//    "win_rate", "decisions", "playouts", "playouts_per_second"}
// win_rate: the ISMCTS bot's share of the rounds someone won. playouts_per_second: the
// search's iterations over the time it searched (decisions with one legal action search
// nothing and count for neither).
//
// Usage: rami_bot_strength [ROUNDS=100] [MILLISECONDS=20] [VARIANT...=rami51 rummy_classic]
// Wall-clock budgets: run it on an idle machine, one at a time.
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "rami/bot.hpp"
#include "rami/bots/ismcts.hpp"
#include "rami/rami.hpp"

namespace {

/// The ISMCTS bot, counting what its searches did.
class counted_ismcts final : public rami::bot {
public:
    counted_ismcts(std::uint64_t seed, double milliseconds) : search_(seed, options(milliseconds)) {}

    [[nodiscard]] std::string name() const override { return search_.name(); }

    [[nodiscard]] rami::move choose(const rami::game_view& v) override {
        rami::move m = search_.choose(v);
        const rami::bots::search_report& report = search_.last_search();
        if (report.iterations > 0) {
            ++decisions;
            playouts += report.iterations;
            milliseconds += report.milliseconds;
        }
        return m;
    }

    long decisions = 0;
    long playouts = 0;
    double milliseconds = 0;

private:
    static rami::bots::ismcts_options options(double milliseconds) {
        rami::bots::ismcts_options o;
        o.milliseconds = milliseconds;
        return o;
    }
    rami::bots::ismcts_bot search_;
};

int measure(const rami::rules& rules, int rounds, double milliseconds) {
    long wins[2] = {0, 0};  // the ISMCTS bot's, greedy's
    long unfinished = 0;
    long decisions = 0;
    long playouts = 0;
    double searched = 0;
    for (int n = 0; n < rounds; ++n) {
        const auto seed = static_cast<std::uint64_t>(n) + 1;
        const int ismcts_seat = n % 2;
        auto counted = std::make_unique<counted_ismcts>(seed, milliseconds);
        counted_ismcts* search = counted.get();
        std::vector<std::unique_ptr<rami::bot>> bots(2);
        bots[static_cast<std::size_t>(ismcts_seat)] = std::move(counted);
        bots[static_cast<std::size_t>(1 - ismcts_seat)] = rami::make_bot("greedy", seed);
        const auto start = rami::new_game(rules, 2, seed);
        if (!start) {
            std::fprintf(stderr, "rami_bot_strength: %s\n", start.error().message().c_str());
            return 1;
        }
        const auto record = rami::play_round(*start, bots);
        if (!record) {
            std::fprintf(stderr, "rami_bot_strength: round %d: %s\n", n, record.error().message().c_str());
            return 1;
        }
        const auto& result = record->end.result;
        if (!result || result->winner < 0) ++unfinished;
        else ++wins[result->winner == ismcts_seat ? 0 : 1];
        decisions += search->decisions;
        playouts += search->playouts;
        searched += search->milliseconds;
    }
    const long decided = wins[0] + wins[1];
    std::printf("{\"variant\":\"%s\",\"rounds\":%d,\"milliseconds\":%g,\"ismcts_wins\":%ld,\"greedy_wins\":%ld,"
                "\"unfinished\":%ld,\"win_rate\":%.3f,\"decisions\":%ld,\"playouts\":%ld,\"playouts_per_second\":%.0f}\n",
                std::string(rules.id).c_str(), rounds, milliseconds, wins[0], wins[1], unfinished,
                decided > 0 ? static_cast<double>(wins[0]) / static_cast<double>(decided) : 0.0, decisions, playouts,
                searched > 0 ? static_cast<double>(playouts) * 1000.0 / searched : 0.0);
    std::fflush(stdout);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    const int rounds = argc > 1 ? std::atoi(argv[1]) : 100;
    const double milliseconds = argc > 2 ? std::atof(argv[2]) : 20.0;
    std::vector<std::string> variants;
    for (int i = 3; i < argc; ++i) variants.emplace_back(argv[i]);
    if (variants.empty()) variants = {"rami51", "rummy_classic"};
    if (rounds <= 0 || milliseconds <= 0) {
        std::fprintf(stderr, "usage: rami_bot_strength [ROUNDS>0] [MILLISECONDS>0] [VARIANT...]\n");
        return 2;
    }
    for (const std::string& id : variants) {
        const rami::rules* rules = rami::find_variant(id);
        if (rules == nullptr) {
            std::fprintf(stderr, "rami_bot_strength: no variant \"%s\"\n", id.c_str());
            return 2;
        }
        if (const int failed = measure(*rules, rounds, milliseconds); failed != 0) return failed;
    }
    return 0;
}
