// Games kept inside the module, for the JavaScript class Game (js/index.js): JavaScript holds
// the address of an immutable game_state (which carries its rules, options applied) and frees
// it. What a program calls once per action (step, the legal actions, the seat to act, the
// phase) are plain wasm exports taking and giving numbers, so neither JSON nor embind's generic
// conversions cross the boundary then; the rest (moves, views, the state document) is JSON text
// through embind, as in bindings.cpp. A refused call gives the null handle (or a null pointer)
// and keeps its error for gameLastError: the module is built without exceptions.

#include <emscripten/bind.h>
#include <emscripten/emscripten.h>

#include <cstdint>
#include <string>
#include <vector>

#include "rami/json/analysis.hpp"
#include "wire.hpp"

namespace {

using namespace rami_wasm;
using game = rami::game_state;
using handle = std::uintptr_t;  // a game's address, as embind passes it to and from JavaScript

rami::error& last_error() {
    static rami::error e;
    return e;
}

game* refused(rami::error e) {
    last_error() = std::move(e);
    return nullptr;
}

/// Games made and not yet freed: what Game.liveCount tells JavaScript (a leak shows there).
int live = 0;

game* made(rami::result<game> r) {
    if (!r) return refused(r.error());
    ++live;
    return new game(std::move(*r));
}

const game& of(handle h) { return *reinterpret_cast<const game*>(h); }
handle handle_of(game* g) { return reinterpret_cast<handle>(g); }

// --- JSON text in or out (embind) --------------------------------------------------------

/// A round of a variant id, or of a rules document's JSON text (`by_rules`), as new_game deals it.
handle game_new(const std::string& variant, bool by_rules, int players, const std::string& seed_text,
                const std::string& options_text, int first) {
    const auto r = by_rules ? rami::parse_rules(variant) : rami::variant_by_id(variant);
    if (!r) return handle_of(refused(r.error()));
    return handle_of(made(dealt(*r, players, seed_text, options_text, first)));
}

handle game_from_json(const std::string& state_text) { return handle_of(made(state_of(state_text))); }

handle game_apply(handle g, const std::string& move_text) {
    const auto m = rami::parse_move(move_text);
    if (!m) return handle_of(refused(m.error()));
    return handle_of(made(rami::apply(of(g), *m)));
}

handle game_next_round(handle g) { return handle_of(made(rami::next_round(of(g)))); }

/// {"error": {...}}: the refusal of the last call that gave the null handle.
std::string game_last_error() { return refusal(last_error()); }

/// The state document, the bytes the `rami` command writes (dump_state: no document tree).
std::string game_to_json(handle g) { return rami::dump_state(of(g)); }

std::string game_view(handle g, int seat) { return answer(rami::checked_view(of(g), seat)); }

std::string game_legal_moves(handle g) { return text_of(json(rami::legal_moves(of(g)))); }

std::string game_action(handle g, double id) {
    const rami::rules& r = of(g).rules;
    if (!(id >= 0 && id < rami::action_space_size(r)) || id != static_cast<double>(static_cast<int>(id)))
        return refusal(rami::error(rami::error_code::number_out_of_range,
                                   "id: a whole number from 0 to " + std::to_string(rami::action_space_size(r) - 1)));
    return answer(rami::action_from_id(r, static_cast<int>(id)));
}

std::string game_action_id(handle g, const std::string& action_text) {
    const auto a = rami::parse_action(action_text);
    if (!a) return refusal(a.error());
    const auto id = rami::action_id(of(g).rules, *a);
    if (!id) return refusal(id.error());
    return text_of(json{{"id", *id}});
}

/// {"round": points per seat or null, "before", "totals", "match_winner": seat or null} (R13, R14).
std::string game_scores(handle g) { return text_of(rami::scores_json(of(g))); }

std::string game_result(handle g) {
    const game& s = of(g);
    return s.result ? text_of(rami::round_result_to_json(*s.result, s.players)) : "null";
}

/// The move a built-in bot made for this call (a random one seeded with `seed_text`) would
/// play for the seat to act, from that seat's view only.
std::string game_bot_move(handle g, const std::string& name, const std::string& seed_text) {
    const game& s = of(g);
    const auto seed = unsigned_text(seed_text, "seed");
    if (!seed) return refusal(seed.error());
    auto bot = rami::make_bot(name, *seed);
    if (!bot) return refusal(rami::unknown_bot(name));
    if (s.phase == rami::phase::over) return refusal(rami::error(rami::error_code::round_over));
    return text_of(json(bot->choose(rami::view(s, s.current))));
}

}  // namespace

// --- numbers in and out (plain exports, Module._rami_js_*) ---------------------------------

extern "C" {

EMSCRIPTEN_KEEPALIVE void rami_js_free(game* g) {
    live -= g != nullptr ? 1 : 0;
    delete g;
}

EMSCRIPTEN_KEEPALIVE int rami_js_live_games() { return live; }

/// The game after the action numbered `id`, or null (number_out_of_range, or the rule refusing it).
EMSCRIPTEN_KEEPALIVE game* rami_js_step(const game* g, int id) {
    const auto a = rami::action_from_id(g->rules, id);
    if (!a) return refused(a.error());
    return made(rami::apply(*g, *a));
}

/// The numbers of the legal actions by increasing number: the count, then the ids. The buffer
/// is the module's, valid until the next call.
EMSCRIPTEN_KEEPALIVE const std::int32_t* rami_js_legal_actions(const game* g) {
    static std::vector<std::int32_t> out;
    out.assign(1, 0);
    for (const rami::numbered_action& a : rami::numbered_legal_actions(*g)) out.push_back(a.id);
    out[0] = static_cast<std::int32_t>(out.size() - 1);
    return out.data();
}

/// The observation of `seat` (observation_size floats), or null for a seat out of range. The
/// buffer is the module's, valid until the next call.
EMSCRIPTEN_KEEPALIVE const float* rami_js_observation(const game* g, int seat) {
    static std::vector<float> out;
    const auto v = rami::checked_view(*g, seat);
    if (!v) {
        (void)refused(v.error());
        return nullptr;
    }
    out = rami::observation(*v);
    return out.data();
}

/// The seat to act, or -1 once the round is over.
EMSCRIPTEN_KEEPALIVE int rami_js_current(const game* g) { return g->phase == rami::phase::over ? -1 : g->current; }
/// 0 draw, 1 play, 2 over.
EMSCRIPTEN_KEEPALIVE int rami_js_phase(const game* g) { return static_cast<int>(g->phase); }
EMSCRIPTEN_KEEPALIVE int rami_js_players(const game* g) { return g->players; }
EMSCRIPTEN_KEEPALIVE int rami_js_turn(const game* g) { return g->turn; }
EMSCRIPTEN_KEEPALIVE int rami_js_action_space_size(const game* g) { return rami::action_space_size(g->rules); }
EMSCRIPTEN_KEEPALIVE int rami_js_observation_size(const game* g) { return rami::observation_size(g->rules); }

}  // extern "C"

EMSCRIPTEN_BINDINGS(rami_game) {
    using emscripten::function;
    function("gameNew", &game_new);
    function("gameFromJSON", &game_from_json);
    function("gameApply", &game_apply);
    function("gameNextRound", &game_next_round);
    function("gameLastError", &game_last_error);
    function("gameToJSON", &game_to_json);
    function("gameView", &game_view);
    function("gameLegalMoves", &game_legal_moves);
    function("gameAction", &game_action);
    function("gameActionId", &game_action_id);
    function("gameScores", &game_scores);
    function("gameResult", &game_result);
    function("gameBotMove", &game_bot_move);
}
