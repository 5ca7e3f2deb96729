// Bindings of the bots: Bot, a round played by bots, and a chunk of a tournament. Whole rounds
// run in C++ without the GIL.

#include <pybind11/stl.h>

#include <chrono>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "bindings.hpp"
#include "convert.hpp"
#include "game.hpp"

namespace rami_python {
namespace {

/// A built-in bot, as Python holds it. A bot keeps state (its generator, the solver's buffers)
/// and chooses without the GIL, so two Python threads sharing one take turns on the mutex.
struct python_bot {
    std::unique_ptr<rami::bot> impl;
    std::unique_ptr<std::mutex> busy = std::make_unique<std::mutex>();

    [[nodiscard]] rami::move choose(const rami::game_view& v) {
        const std::lock_guard<std::mutex> lock(*busy);
        return impl->choose(v);
    }
};

/// A bot that plays through a Python-held one (rami::play_round owns its bots; Python owns ours).
class borrowed_bot final : public rami::bot {
public:
    explicit borrowed_bot(python_bot& target) : target_(target) {}
    [[nodiscard]] std::string name() const override { return target_.impl->name(); }
    [[nodiscard]] rami::move choose(const rami::game_view& v) override { return target_.choose(v); }

private:
    python_bot& target_;
};

std::unique_ptr<rami::bot> make_named_bot(const std::string& name, std::uint64_t seed) {
    auto made = rami::make_bot(name, seed);
    if (!made) raise(rami::unknown_bot(name));
    return made;
}

/// The bots of a round: rami.Bot objects are borrowed, names make fresh bots seeded as the
/// command line's (the round's seed * 31 + seat).
std::vector<std::unique_ptr<rami::bot>> seat_bots(py::handle bots, int players, std::uint64_t seed) {
    std::vector<std::unique_ptr<rami::bot>> seated;
    if (!py::isinstance<py::sequence>(bots) || PyUnicode_Check(bots.ptr()))
        raise(rami::error(rami::error_code::wrong_json_type, "bots: a list of rami.Bot or bot names"));
    const auto list = py::reinterpret_borrow<py::sequence>(bots);
    if (static_cast<int>(list.size()) != players)
        raise(rami::error(rami::error_code::wrong_array_length, "bots: " + std::to_string(list.size()) + " bots for " +
                                                                    std::to_string(players) + " seats"));
    for (int seat = 0; seat < players; ++seat) {
        py::handle item = list[static_cast<std::size_t>(seat)];
        if (py::isinstance<python_bot>(item))
            seated.push_back(std::make_unique<borrowed_bot>(item.cast<python_bot&>()));
        else if (PyUnicode_Check(item.ptr()))
            seated.push_back(make_named_bot(item.cast<std::string>(), seed * 31 + static_cast<std::uint64_t>(seat)));
        else
            raise(rami::error(rami::error_code::wrong_json_type, "bots[" + std::to_string(seat) + "]: a rami.Bot or a bot name"));
    }
    return seated;
}

/// A tournament's rounds [first, first + count): round k deals with seed + k, and the bots
/// move one seat each round so that no bot always plays first (as `rami tournament`).
py::dict play_rounds(py::handle variant, const std::vector<std::string>& names, std::uint64_t seed, int first, int count,
                     int max_moves) {
    const rami::rules r = rules_arg(variant);
    const int players = static_cast<int>(names.size());
    if (!r.accepts_players(players)) raise(rami::error(rami::error_code::players_out_of_range, std::to_string(players) + " bots"));
    for (const std::string& name : names) make_named_bot(name, 0);
    if (first < 0 || count < 0) raise(rami::error(rami::error_code::number_out_of_range, "rounds"));
    if (max_moves < 1) raise(rami::error(rami::error_code::number_out_of_range, "max_moves"));

    std::vector<long long> wins(names.size()), points(names.size());
    long long deadlocks = 0, capped = 0, turns = 0;
    std::optional<rami::error> failure;
    const auto started = std::chrono::steady_clock::now();
    {
        py::gil_scoped_release unlocked;
        for (int k = first; k < first + count && !failure; ++k) {
            const int shift = k % players;
            std::vector<std::unique_ptr<rami::bot>> bots;
            const std::uint64_t round_seed = seed + static_cast<std::uint64_t>(k);
            for (int seat = 0; seat < players; ++seat)
                bots.push_back(rami::make_bot(names[static_cast<std::size_t>((seat + shift) % players)],
                                              round_seed * 31 + static_cast<std::uint64_t>(seat)));
            auto state = rami::new_game(r, players, round_seed);
            if (!state) {
                failure = state.error();
                break;
            }
            auto record = rami::play_round(*state, bots, max_moves);
            if (!record) {
                failure = record.error();
                break;
            }
            turns += record->end.turn;
            if (record->capped) {
                ++capped;
                continue;  // a capped round has no result to count
            }
            const rami::round_result& result = *record->end.result;
            if (result.winner < 0) ++deadlocks;
            for (int seat = 0; seat < players; ++seat) {
                const auto bot = static_cast<std::size_t>((seat + shift) % players);
                points[bot] += result.points[static_cast<std::size_t>(seat)];
                if (seat == result.winner) ++wins[bot];
            }
        }
    }
    if (failure) raise(*failure);
    py::dict out;
    out["rounds"] = count;
    out["wins"] = wins;
    out["points"] = points;
    out["deadlocks"] = deadlocks;
    out["capped"] = capped;
    out["turns"] = turns;
    out["seconds"] = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return out;
}

}  // namespace

void bind_play(py::module_& m) {
    py::class_<python_bot>(m, "Bot", R"doc(
A built-in bot: "random" (a uniformly random legal action, from its own generator seeded with
`seed`), "greedy" (plays by the hand analysis: takes the discard when it lowers its minimum
deadwood, opens as soon as it can, lays off, discards the card whose loss costs least), or the
tree search "ismcts" (information set Monte Carlo tree search: 50 ms a decision) and its levels
"ismcts-easy", "ismcts-medium", "ismcts-hard" (100, 600, 2,400 iterations a decision: the same
moves for a seed; docs/bots.md). A bot sees only the view of the seat to act. A Bot keeps state
from one move to the next: its generator, and for the search bots the discards it saw the next
seat take, which it deals to that seat's hand (forgotten at a new round). So ask one Bot for
every move of one seat: seeded with the deal's seed * 31 + the seat, it plays as `rami play`
and play_round play that seat, while a Bot made for each move forgets. Threads that share one
take turns, and its moves then depend on their order.)doc")
        .def(py::init([](const std::string& name, std::uint64_t seed) { return python_bot{make_named_bot(name, seed)}; }),
             py::arg("name"), py::arg("seed") = 0, "Raises FormatError unknown_value for another name.")
        .def_property_readonly("name", [](const python_bot& b) { return b.impl->name(); }, "The name it was made with (\"random\", \"greedy\", \"ismcts\", ...).")
        .def("choose", [](python_bot& b, const rami::game_state& s) {
                 if (s.phase == rami::phase::over) raise(rami::error(rami::error_code::round_over));
                 const rami::game_view v = rami::view(s, s.current);
                 py::gil_scoped_release unlocked;
                 return b.choose(v);
             }, py::arg("state"), R"doc(
The bot's move (a Move) for the seat to act in `state`, chosen from that seat's view only; the
bot remembers the view. Raises RuleError round_over (R7) when the round is over.)doc")
        .def("__repr__", [](const python_bot& b) { return "Bot(\"" + b.impl->name() + "\")"; });

    m.def("_play_round", [](const rami::game_state& start, py::handle bots, int max_moves) {
              if (max_moves < 0) raise(rami::error(rami::error_code::number_out_of_range, "max_moves"));
              auto seated = seat_bots(bots, start.players, start.seed);
              rami::result<rami::round_record> record = rami::error(rami::error_code::round_over);
              {
                  py::gil_scoped_release unlocked;
                  record = rami::play_round(start, seated, max_moves);
              }
              auto played = take(std::move(record));
              return py::make_tuple(played.start, played.moves, played.end, played.capped);
          }, py::arg("start"), py::arg("bots"), py::arg("max_moves"),
          "Plays a round with built-in bots in C++ without the GIL; (start, moves, end, capped). See rami.play_round.");

    m.def("_time_apply", [](const std::vector<std::pair<rami::game_state, rami::move>>& steps, int repeat) {
              // For benchmarks/: the C++ time of the applies that bench_python.py makes from Python.
              std::size_t changed = 0;
              const auto started = std::chrono::steady_clock::now();
              for (int k = 0; k < repeat; ++k)
                  for (const auto& [state, move] : steps) {
                      auto next = rami::apply(state, move);
                      changed += next ? next->turn : 0;  // keeps the call from being optimised away
                  }
              const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
              return py::make_tuple(seconds, changed);
          }, py::arg("steps"), py::arg("repeat"), "Seconds to apply each (state, move) `repeat` times in C++ (benchmarks).");

    m.def("_play_rounds", &play_rounds, py::arg("variant"), py::arg("bots"), py::arg("seed"), py::arg("first"),
          py::arg("count"), py::arg("max_moves"), R"doc(
Plays tournament rounds first .. first+count-1 (round k deals with seed + k; bots move one seat
per round) in C++ without the GIL. Returns {"rounds", "wins": [per bot], "points": [per bot],
"deadlocks", "capped", "turns", "seconds"}. See rami.tournament.)doc");
}

}  // namespace rami_python
