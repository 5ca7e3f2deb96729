// librami_c: the C interface (include/rami/rami.h) over the C++ engine. Every function catches
// everything at the boundary: a refusal or a bad input becomes a status and this thread's error
// document, an exception (std::bad_alloc, a bug) becomes RAMI_INTERNAL. Every function that can
// fail runs through `guarded`, the one place that records this thread's last status and clears
// its error document. docs/c_api.md.

#include "rami/rami.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <memory>
#include <mutex>
#include <new>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "rami/bot.hpp"
#include "rami/json.hpp"
#include "rami/json/analysis.hpp"
#include "rami/rami.hpp"

struct rami_game {
    rami::game_state state;
};

/// A bot kept between calls: its memory of the round lives in `player`. The mutex makes the
/// calls on one handle take turns (rami.h, Thread safety).
struct rami_bot {
    std::unique_ptr<rami::bot> player;
    std::mutex turn;
};

namespace {

thread_local std::string last_error;  // this thread's last error document, "" after a success
thread_local int last_status = RAMI_OK;  // this thread's last status: rami_last_status

using json = nlohmann::json;

[[nodiscard]] std::string dump(const json& j) { return j.dump(-1, ' ', false, json::error_handler_t::replace); }

/// Records `e` as this thread's last error and returns the status of the failure: `status`, or
/// by default RAMI_MALFORMED for rule "format", RAMI_REFUSED for the others.
int fail(const rami::error& e, int status = -1) noexcept {
    try {
        // {"code", "rule", "message"} in that order, as the wire format writes the error.
        last_error = nlohmann::ordered_json{{"code", std::string(rami::to_string(e.code))},
                                            {"rule", std::string(rami::to_string(e.rule))},
                                            {"message", e.message()}}
                         .dump(-1, ' ', false, json::error_handler_t::replace);
    } catch (...) {
        last_error.clear();  // cannot happen short of memory: the status still tells
    }
    if (status >= 0) return status;
    return e.rule == rami::rule_id::format ? RAMI_MALFORMED : RAMI_REFUSED;
}

int fail_internal(const char* what) noexcept {
    try {
        last_error = nlohmann::ordered_json{{"code", "internal"}, {"rule", "format"}, {"message", std::string("The library failed: ") + what}}
                         .dump(-1, ' ', false, json::error_handler_t::replace);
    } catch (...) {
        try {
            last_error = R"({"code":"internal","rule":"format","message":"Out of memory."})";
        } catch (...) {
            last_error.clear();  // no memory even for that: the status still tells
        }
    }
    return RAMI_INTERNAL;
}

int fail_null(const char* argument) noexcept {
    try {
        return fail(rami::error(rami::error_code::missing_field, std::string(argument) + " is NULL"));
    } catch (...) {
        return fail_internal("out of memory");
    }
}

/// Runs `body` (returning a status) with every exception turned into RAMI_INTERNAL, and records
/// the status as this thread's last (rami_last_status); the error document is "" unless `body`
/// failed.
template <class F>
int guarded(F&& body) noexcept {
    last_error.clear();
    const int status = [&]() noexcept {
        try {
            return body();
        } catch (const std::bad_alloc&) {
            return fail_internal("out of memory");
        } catch (const std::exception& e) {
            return fail_internal(e.what());
        } catch (...) {
            return fail_internal("an unknown exception");
        }
    }();
    last_status = status;
    return status;
}

/// A copy of `text` the caller frees with rami_free (malloc), or nullptr when out of memory.
char* owned(const std::string& text) noexcept {
    char* copy = static_cast<char*>(std::malloc(text.size() + 1));
    if (copy) std::memcpy(copy, text.c_str(), text.size() + 1);
    return copy;
}

/// Runs `body` (returning a document, or the status of a failure) as a string for the caller.
template <class F>
char* document(F&& body) noexcept {
    char* out = nullptr;
    const int status = guarded([&]() -> int {
        json j;
        if (const int s = body(j); s != RAMI_OK) return s;
        out = owned(dump(j));
        return out ? RAMI_OK : fail_internal("out of memory");
    });
    return status == RAMI_OK ? out : nullptr;
}

/// Writes a new handle holding `state` to *out.
int give(rami::game_state&& state, rami_game** out) {
    *out = new rami_game{std::move(state)};
    return RAMI_OK;
}

/// `read(state)` of a game, or -1 (RAMI_MALFORMED, missing_field) for a NULL game: the queries
/// that cannot fail otherwise, which set the last status and error as every other call does.
template <class F>
int query(const rami_game* game, F&& read) noexcept {
    int answer = -1;
    guarded([&] {
        if (!game) return fail_null("game");
        answer = read(game->state);
        return RAMI_OK;
    });
    return answer;
}

/// The rules of a variant id, or of a rules document (text starting with '{').
rami::result<rami::rules> rules_of(const char* rules) {
    std::string_view text(rules);
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first != std::string_view::npos && text[first] == '{') return rami::parse_rules(text);
    return rami::variant_by_id(text);
}

/// Cards as words ("7H 8H JK") or as a JSON array.
rami::result<std::vector<rami::card>> cards_of(const char* cards) {
    std::string_view text(cards);
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first != std::string_view::npos && text[first] == '[') {
        auto j = rami::parse_json(text);
        if (!j) return j.error();
        return rami::cards_from_json(*j);
    }
    return rami::parse_cards(text);
}

}  // namespace

extern "C" {

int rami_abi_version(void) { return RAMI_ABI_VERSION; }

const char* rami_version(void) { return rami::version_string; }

const char* rami_last_error(void) { return last_error.c_str(); }

int rami_last_status(void) { return last_status; }

void rami_free(char* s) { std::free(s); }

int rami_game_new(const char* rules, int players, uint64_t seed, rami_game** out) {
    if (out) *out = nullptr;
    return guarded([&] {
        if (!out) return fail_null("out");
        if (!rules) return fail_null("rules");
        auto r = rules_of(rules);
        if (!r) return fail(r.error());
        auto state = rami::new_game(*r, players, seed);
        if (!state) return fail(state.error());
        return give(std::move(*state), out);
    });
}

int rami_game_from_json(const char* state_json, rami_game** out) {
    if (out) *out = nullptr;
    return guarded([&] {
        if (!out) return fail_null("out");
        if (!state_json) return fail_null("state_json");
        auto state = rami::parse_state(state_json);
        if (!state) return fail(state.error(), RAMI_MALFORMED);  // a state that cannot be loaded is bad input
        return give(std::move(*state), out);
    });
}

char* rami_game_to_json(const rami_game* game) {
    return document([&](json& j) {
        if (!game) return fail_null("game");
        j = game->state;
        return RAMI_OK;
    });
}

void rami_game_free(rami_game* game) { delete game; }

int rami_game_apply(const rami_game* game, const char* move_json, rami_game** out) {
    if (out) *out = nullptr;
    return guarded([&] {
        if (!out) return fail_null("out");
        if (!game) return fail_null("game");
        if (!move_json) return fail_null("move_json");
        const auto move = rami::parse_move(move_json);
        if (!move) return fail(move.error());
        auto next = rami::apply(game->state, *move);
        if (!next) return fail(next.error());
        return give(std::move(*next), out);
    });
}

int rami_game_step(const rami_game* game, int32_t action_id, rami_game** out) {
    if (out) *out = nullptr;
    return guarded([&] {
        if (!out) return fail_null("out");
        if (!game) return fail_null("game");
        const auto action = rami::action_from_id(game->state.rules, action_id);
        if (!action) return fail(action.error());
        auto next = rami::apply(game->state, *action);
        if (!next) return fail(next.error());
        return give(std::move(*next), out);
    });
}

int32_t rami_game_legal_actions(const rami_game* game, int32_t* ids, int32_t capacity) {
    int32_t count = -1;
    guarded([&] {
        if (!game) return fail_null("game");
        if (!ids && capacity > 0) return fail_null("ids");
        const auto legal = rami::numbered_legal_actions(game->state);
        count = static_cast<int32_t>(legal.size());
        const auto written = static_cast<std::size_t>(std::clamp<int32_t>(capacity, 0, count));
        for (std::size_t i = 0; i < written; ++i) ids[i] = legal[i].id;
        std::sort(ids, ids + written);  // already ascending: kept so whatever the listing's order
        return RAMI_OK;
    });
    return count;
}

int32_t rami_game_action_space_size(const rami_game* game) {
    return query(game, [](const rami::game_state& s) { return rami::action_space_size(s.rules); });
}

char* rami_game_action_json(const rami_game* game, int32_t action_id) {
    return document([&](json& j) {
        if (!game) return fail_null("game");
        const auto action = rami::action_from_id(game->state.rules, action_id);
        if (!action) return fail(action.error());
        j = *action;
        return RAMI_OK;
    });
}

int rami_game_current_seat(const rami_game* game) {
    return query(game, [](const rami::game_state& s) { return s.phase == rami::phase::over ? -1 : s.current; });
}

int rami_game_is_over(const rami_game* game) {
    return query(game, [](const rami::game_state& s) { return s.phase == rami::phase::over ? 1 : 0; });
}

int rami_game_players(const rami_game* game) {
    return query(game, [](const rami::game_state& s) { return s.players; });
}

char* rami_game_view_json(const rami_game* game, int seat) {
    return document([&](json& j) {
        if (!game) return fail_null("game");
        const auto v = rami::checked_view(game->state, seat);
        if (!v) return fail(v.error());
        j = *v;
        return RAMI_OK;
    });
}

char* rami_game_scores_json(const rami_game* game) {
    return document([&](json& j) {
        if (!game) return fail_null("game");
        j = rami::scores_json(game->state);
        return RAMI_OK;
    });
}

char* rami_bot_move_json(const rami_game* game, const char* bot, uint64_t seed) {
    return document([&](json& j) {
        if (!game) return fail_null("game");
        if (!bot) return fail_null("bot");
        const rami::game_state& s = game->state;
        if (s.phase == rami::phase::over) return fail(rami::error(rami::error_code::round_over));
        auto player = rami::make_bot(bot, seed);
        if (!player) return fail(rami::unknown_bot(bot));
        j = player->choose(rami::view(s, s.current));
        return RAMI_OK;
    });
}

int rami_bot_new(const char* bot, uint64_t seed, rami_bot** out) {
    if (out) *out = nullptr;
    return guarded([&] {
        if (!out) return fail_null("out");
        if (!bot) return fail_null("bot");
        auto player = rami::make_bot(bot, seed);
        if (!player) return fail(rami::unknown_bot(bot));
        *out = new rami_bot{std::move(player), {}};
        return RAMI_OK;
    });
}

char* rami_bot_move(rami_bot* bot, const rami_game* game) {
    return document([&](json& j) {
        if (!bot) return fail_null("bot");
        if (!game) return fail_null("game");
        const rami::game_state& s = game->state;
        if (s.phase == rami::phase::over) return fail(rami::error(rami::error_code::round_over));
        const std::lock_guard<std::mutex> lock(bot->turn);
        j = bot->player->choose(rami::view(s, s.current));
        return RAMI_OK;
    });
}

void rami_bot_free(rami_bot* bot) { delete bot; }

char* rami_meld_json(const char* rules, const char* cards) {
    return document([&](json& j) {
        if (!rules) return fail_null("rules");
        if (!cards) return fail_null("cards");
        const auto r = rules_of(rules);
        if (!r) return fail(r.error());
        const auto hand = cards_of(cards);
        if (!hand) return fail(hand.error());
        const auto meld = rami::read_meld(*r, *hand);
        if (!meld) {
            if (meld.error().rule == rami::rule_id::format) return fail(meld.error());
            j = {{"valid", false}, {"error", meld.error()}};
            return RAMI_OK;
        }
        j = *meld;
        j["valid"] = true;
        return RAMI_OK;
    });
}

char* rami_best_json(const char* rules, const char* cards, int opened) {
    return document([&](json& j) {
        if (!rules) return fail_null("rules");
        if (!cards) return fail_null("cards");
        const auto r = rules_of(rules);
        if (!r) return fail(r.error());
        const auto hand = cards_of(cards);
        if (!hand) return fail(hand.error());
        rami::hand_analysis_options options;
        options.opened = opened != 0;
        rami::hand_solver solver;
        std::vector<rami::card> kept;
        rami::hand_analysis answer;
        if (auto analysed = rami::analyse_hand(solver, *r, *hand, options, kept, answer); !analysed)
            return fail(analysed.error());
        j = rami::hand_analysis_json(answer);
        return RAMI_OK;
    });
}

}  // extern "C"
