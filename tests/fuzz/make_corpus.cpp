// Seed corpus of the fuzz targets from real games (tests/fuzz/make_corpus.sh runs it):
//   rami_fuzz_corpus RECORD.json CORPUS-DIR NAME   replays a `rami play --json` record and
//       writes a few of its states (state/), states with the move played next (apply/: the
//       state, a NUL byte, the move) and the melds on its table (cards/)
//   rami_fuzz_corpus --play CORPUS-DIR              writes byte seeds of fuzz_play, one per
//       variant and player count
//   rami_fuzz_corpus --rules CORPUS-DIR             writes byte seeds of fuzz_rules: random
//       bytes whose rules document check_rules accepts, a dozen of them
#include <cstdint>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "rami/json.hpp"
#include "rami/rami.hpp"
#include "rules_target.hpp"

namespace {

void write(const std::string& path, const std::string& bytes) {
    std::ofstream out(path, std::ios::binary);
    out << bytes;
    if (!out) {
        std::cerr << "cannot write " << path << '\n';
        std::exit(1);
    }
}

std::string dump(const nlohmann::json& j) { return j.dump(); }

int from_record(const std::string& file, const std::string& dir, const std::string& name) {
    std::ifstream in(file);
    std::stringstream text;
    text << in.rdbuf();
    auto record = rami::parse_json(text.str());
    if (!record || !record->contains("rounds")) {
        std::cerr << file << ": not a rami play --json record\n";
        return 1;
    }
    int round_number = 0;
    for (const auto& round : (*record)["rounds"]) {
        auto state = rami::state_from_json(round["start"]);
        if (!state) {
            std::cerr << file << ": " << state.error().message() << '\n';
            return 1;
        }
        std::vector<rami::move> moves;
        for (const auto& m : round["moves"]) moves.push_back(rami::move_from_json(m).value());
        const std::size_t n = moves.size();
        const std::vector<std::size_t> sampled{0, n / 3, 2 * n / 3, n - 1};
        rami::game_state s = *state;
        const std::string stem = name + "-" + std::to_string(round_number++);
        for (std::size_t i = 0; i < n; ++i) {
            if (std::find(sampled.begin(), sampled.end(), i) != sampled.end()) {
                const std::string doc = dump(nlohmann::json(s));
                write(dir + "/state/" + stem + "-" + std::to_string(i) + ".json", doc);
                write(dir + "/apply/" + stem + "-" + std::to_string(i), doc + '\0' + dump(nlohmann::json(moves[i])));
            }
            s = rami::apply(s, moves[i]).value();
        }
        write(dir + "/state/" + stem + "-end.json", dump(nlohmann::json(s)));
        int k = 0;
        for (const rami::table_meld& t : s.table) {
            std::string meld = rami::to_string(std::vector<rami::card>(t.meld.laid().begin(), t.meld.laid().end()));
            if (k % 2 == 1 && !s.discard.empty()) meld += "|" + rami::to_string(s.discard.back());
            write(dir + "/cards/" + stem + "-" + std::to_string(k++), meld);
            if (k == 4) break;
        }
    }
    return 0;
}

int play_seeds(const std::string& dir) {
    rami::splitmix64 random(2024);
    for (std::size_t v = 0; v < rami::all_variants.size(); ++v) {
        const rami::rules& r = rami::all_variants[v];
        for (int players = r.deal.min_players; players <= r.deal.max_players; ++players) {
            std::string bytes;
            bytes += static_cast<char>(v);
            bytes += static_cast<char>(players - r.deal.min_players);
            for (int i = 0; i < 8; ++i) bytes += static_cast<char>(random.next() & 0xFF);
            bytes += static_cast<char>(0);                    // no options
            bytes += static_cast<char>(20 + 10 * players);    // legal moves to play
            for (int i = 0; i < 20 + 10 * players; ++i) bytes += static_cast<char>(random.next() & 0xFF);
            for (int i = 0; i < 24; ++i) bytes += static_cast<char>(random.next() & 0xFF);  // then any moves
            write(dir + "/play/" + std::string(r.id) + "-" + std::to_string(players), bytes);
        }
    }
    return 0;
}

int rules_seeds(const std::string& dir) {
    rami::splitmix64 random(2026);
    for (int written = 0, tried = 0; written < 12 && tried < 1000; ++tried) {
        // The document's choices, the seats, the seed, then a few hundred action choices.
        std::string bytes;
        for (int i = 0; i < 64 + 1 + 8 + 400; ++i) bytes += static_cast<char>(random.next() & 0xFF);
        const auto* data = reinterpret_cast<const std::uint8_t*>(bytes.data());
        rami_fuzz::byte_reader in({data, bytes.size()});
        rami_fuzz::byte_choices choices(in);
        if (!rami::rules_from_json(rami_test::rules_drawn_from(choices).document)) continue;  // refused: a poor seed
        write(dir + "/rules/seed-" + std::to_string(written++), bytes);
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (args.size() == 2 && args[0] == "--play") return play_seeds(args[1]);
    if (args.size() == 2 && args[0] == "--rules") return rules_seeds(args[1]);
    if (args.size() == 3) return from_record(args[0], args[1], args[2]);
    std::cerr << "usage: rami_fuzz_corpus RECORD.json CORPUS-DIR NAME | --play CORPUS-DIR | --rules CORPUS-DIR\n";
    return 2;
}
