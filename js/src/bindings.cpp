// The engine's surface for JavaScript (embind). Every function takes and returns JSON text, so
// JavaScript depends on the wire format (docs/json.md) and not on C++ struct layouts. A refusal
// is returned as {"error": {"code", "rule", "message"}}, never thrown: the module is built
// without exception support, and the JavaScript wrapper (js/index.js) turns the error object
// into a RamiError. Bad input of any kind only ever gives such an error.

#include <emscripten/bind.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "rami/json/analysis.hpp"
#include "wire.hpp"

namespace {

using namespace rami_wasm;

// --- cards, melds, openings, hands ------------------------------------------------------

std::string version() { return rami::version_string; }

std::string variants() {
    json out = json::array();
    for (const rami::rules& r : rami::all_variants)
        out.push_back({{"id", std::string(r.id)},
                       {"name", std::string(r.name)},
                       {"source", std::string(r.source)},
                       {"min_players", r.deal.min_players},
                       {"max_players", r.deal.max_players},
                       {"jokers", r.has_jokers()}});
    return text_of(out);
}

std::string card_info(const std::string& text) {
    const auto c = rami::parse_card(text);
    if (!c) return refusal(c.error());
    json out{{"card", rami::to_string(*c)}, {"symbol", rami::to_symbol_string(*c)}, {"joker", c->is_joker()}};
    if (c->is_joker()) {
        out["rank"] = nullptr;
        out["suit"] = nullptr;
    } else {
        out["rank"] = c->rank();
        out["suit"] = std::string(rami::suit_letter(c->suit()));
    }
    return text_of(out);
}

std::string read_meld(const std::string& variant, const std::string& cards_text, const std::string& as) {
    const auto r = rami::variant_by_id(variant);
    if (!r) return refusal(r.error());
    const auto cards = cards_of(cards_text);
    if (!cards) return refusal(cards.error());
    if (as.empty()) return answer(rami::read_meld(*r, *cards));
    const auto kind = rami::meld_kind_named(as);
    if (!kind) return refusal(rami::error(rami::error_code::unknown_value, "as: expected \"run\" or \"set\""));
    return answer(rami::read_meld_as(*r, *cards, *kind));
}

/// Whether cards written "8S 7S 6S" read as a meld: the fast check (no JSON either way).
bool is_meld(const std::string& variant, const std::string& cards_text) {
    const rami::rules* r = rami::find_variant(variant);
    if (r == nullptr) return false;
    const auto cards = rami::parse_cards(cards_text);
    return cards && rami::read_meld(*r, *cards).ok();
}

/// R1: no card more often than the deck holds it (jokers: as many as the most players get).
rami::result<void> check_copies(const rami::rules& r, const std::vector<rami::meld>& melds) {
    std::array<int, rami::card::index_count> count{};
    for (const rami::meld& m : melds)
        for (const rami::card c : m.laid()) {
            const int held = ++count[static_cast<std::size_t>(c.index())];
            if (held > (c.is_joker() ? r.jokers_in_deck(r.deal.max_players) : r.copies()))
                return rami::error(rami::error_code::too_many_copies, rami::to_string(c));
        }
    return {};
}

/// {"points", "tierce_franche", "melds"} of melds laid together as an opening (R6), or the
/// refusal; `minimum` < 0 is the variant's own.
std::string check_opening(const std::string& variant, const std::string& melds_text, int minimum) {
    const auto r = rami::variant_by_id(variant);
    if (!r) return refusal(r.error());
    const auto given = rami::parse_json(melds_text);
    if (!given) return refusal(given.error());
    if (!given->is_array())
        return refusal(rami::error(rami::error_code::wrong_json_type, "melds: expected an array of melds"));
    std::vector<rami::meld> melds;
    for (std::size_t i = 0; i < given->size(); ++i) {
        const std::string where = "meld " + std::to_string(i + 1);
        const auto cards = cards_of((*given)[i]);
        if (!cards) return refusal(with_context(cards.error(), where));
        const auto m = rami::read_meld(*r, *cards);
        if (!m) return refusal(with_context(m.error(), where));
        melds.push_back(*m);
    }
    if (auto copies = check_copies(*r, melds); !copies) return refusal(copies.error());
    if (auto verdict = rami::check_opening(*r, melds, minimum); !verdict) return refusal(verdict.error());
    json out = rami::summarize_opening(melds);
    out["melds"] = melds;
    return text_of(out);
}

/// The hand analysis of `rami best`: {"melds", "points", "left", "deadwood", "min_deadwood",
/// "can_go_out"} plus "discard" with `after_discard`.
std::string analyse_hand(const std::string& variant, const std::string& cards_text, bool opened, bool after_discard) {
    const auto r = rami::variant_by_id(variant);
    if (!r) return refusal(r.error());
    auto hand = cards_of(cards_text);
    if (!hand) return refusal(hand.error());
    static rami::hand_solver solver;  // reused: its tables are warm after the first hand
    static std::vector<rami::card> kept;
    rami::hand_analysis_options options;
    options.opened = opened;
    options.after_discard = after_discard;
    rami::hand_analysis analysis;
    if (auto analysed = rami::analyse_hand(solver, *r, *hand, options, kept, analysis); !analysed)
        return refusal(analysed.error());
    return text_of(rami::hand_analysis_json(analysis));
}

// --- game states ------------------------------------------------------------------------

std::string new_game(const std::string& variant, int players, const std::string& seed_text,
                     const std::string& options_text, int first) {
    const auto r = rami::variant_by_id(variant);
    if (!r) return refusal(r.error());
    return deal(*r, players, seed_text, options_text, first);
}

/// The state read, checked and written back in the wire form.
std::string load_state(const std::string& state_text) { return answer(state_of(state_text)); }

std::string apply_move(const std::string& state_text, const std::string& move_text) {
    const auto s = state_of(state_text);
    if (!s) return refusal(s.error());
    const auto m = rami::parse_move(move_text);
    if (!m) return refusal(m.error());
    return answer(rami::apply(*s, *m));
}

std::string legal_moves(const std::string& state_text) {
    const auto s = state_of(state_text);
    if (!s) return refusal(s.error());
    return text_of(json(rami::legal_moves(*s)));
}

/// [{"id", "action"}...]: the legal actions of the seat to act (docs/actions.md).
std::string legal_actions(const std::string& state_text) {
    const auto s = state_of(state_text);
    if (!s) return refusal(s.error());
    json out = json::array();
    for (const rami::numbered_action& a : rami::numbered_legal_actions(*s)) out.push_back({{"id", a.id}, {"action", a.action}});
    return text_of(out);
}

/// {"size": N}: the variant's action space size.
std::string action_space(const std::string& variant) {
    const auto r = rami::variant_by_id(variant);
    if (!r) return refusal(r.error());
    return text_of(json{{"size", rami::action_space_size(*r)}, {"observation_size", rami::observation_size(*r)}});
}

/// {"id": N}: the number of an action in the variant's space.
std::string action_id(const std::string& variant, const std::string& action_text) {
    const auto r = rami::variant_by_id(variant);
    if (!r) return refusal(r.error());
    const auto a = rami::parse_action(action_text);
    if (!a) return refusal(a.error());
    const auto id = rami::action_id(*r, *a);
    if (!id) return refusal(id.error());
    return text_of(json{{"id", *id}});
}

/// The action numbered `id` in the variant's space.
std::string action_from_id(const std::string& variant, double id) {
    const auto r = rami::variant_by_id(variant);
    if (!r) return refusal(r.error());
    if (!(id >= 0 && id < rami::action_space_size(*r)) || id != static_cast<double>(static_cast<int>(id)))
        return refusal(rami::error(rami::error_code::number_out_of_range, "id: a whole number from 0 to " + std::to_string(rami::action_space_size(*r) - 1)));
    return answer(rami::action_from_id(*r, static_cast<int>(id)));
}

/// A seat's observation (docs/actions.md "Observations"), as an array of numbers.
std::string observation_of(const std::string& state_text, int seat) {
    const auto s = state_of(state_text);
    if (!s) return refusal(s.error());
    if (seat < 0 || seat >= s->players) return refusal(rami::error(rami::error_code::seat_out_of_range, "seat"));
    return text_of(json(rami::observation(rami::view(*s, seat))));
}

std::string view_of(const std::string& state_text, int seat) {
    const auto s = state_of(state_text);
    if (!s) return refusal(s.error());
    if (seat < 0 || seat >= s->players) return refusal(rami::error(rami::error_code::seat_out_of_range, "seat"));
    return text_of(json(rami::view(*s, seat)));
}

std::string next_round(const std::string& state_text) {
    const auto s = state_of(state_text);
    if (!s) return refusal(s.error());
    return answer(rami::next_round(*s));
}

// --- bots -------------------------------------------------------------------------------

/// Bots live in the module between calls (a random bot keeps its generator); JavaScript holds
/// a handle and frees it.
std::map<int, std::unique_ptr<rami::bot>>& bots() {
    static std::map<int, std::unique_ptr<rami::bot>> table;
    return table;
}

std::string bot_new(const std::string& name, const std::string& seed_text) {
    const auto seed = unsigned_text(seed_text, "seed");
    if (!seed) return refusal(seed.error());
    auto made = rami::make_bot(name, *seed);
    if (!made) return refusal(rami::unknown_bot(name));
    static int next_handle = 1;
    const int handle = next_handle++;
    bots()[handle] = std::move(made);
    return text_of(json{{"handle", handle}});
}

/// The move the bot chooses for the seat to act, from that seat's view only.
std::string choose(int handle, const rami::game_state& s) {
    const auto found = bots().find(handle);
    if (found == bots().end()) return refusal(rami::error(rami::error_code::unknown_value, "bot: freed or never made"));
    if (s.phase == rami::phase::over) return refusal(rami::error(rami::error_code::round_over));
    return text_of(json(found->second->choose(rami::view(s, s.current))));
}

std::string bot_choose(int handle, const std::string& state_text) {
    const auto s = state_of(state_text);
    if (!s) return refusal(s.error());
    return choose(handle, *s);
}

/// The same for a game kept in the module (js/src/game.cpp: the handle is its address).
std::string bot_choose_game(int handle, std::uintptr_t game) {
    return choose(handle, *reinterpret_cast<const rami::game_state*>(game));
}

void bot_free(int handle) { bots().erase(handle); }

/// A round played to its end by bots named one per seat, seeded as `rami play` seeds them
/// (from the state's seed and the seat), so the same state plays the same round everywhere:
/// {"start", "moves", "result", "capped", "end"}.
std::string play_round(const std::string& state_text, const std::string& names_text, int max_moves) {
    const auto s = state_of(state_text);
    if (!s) return refusal(s.error());
    const auto names = rami::parse_json(names_text);
    if (!names) return refusal(names.error());
    if (!names->is_array() || static_cast<int>(names->size()) != s->players)
        return refusal(rami::error(rami::error_code::wrong_array_length, "bots: one name per seat"));
    std::vector<std::unique_ptr<rami::bot>> players;
    for (std::size_t seat = 0; seat < names->size(); ++seat) {
        const json& name = (*names)[seat];
        auto made = name.is_string() ? rami::make_bot(name.get<std::string>(), s->seed * 31 + seat) : nullptr;
        if (!made) return refusal(rami::error(rami::error_code::unknown_value, "bots[" + std::to_string(seat) + "]"));
        players.push_back(std::move(made));
    }
    const auto record = rami::play_round(*s, players, max_moves);
    if (!record) return refusal(record.error());
    json moves = json::array();
    for (const rami::move& m : record->moves) moves.push_back(m);
    return text_of(json{{"start", record->start},
                        {"moves", std::move(moves)},
                        {"result", record->end.result ? rami::round_result_to_json(*record->end.result, record->end.players)
                                                      : json(nullptr)},
                        {"capped", record->capped},
                        {"end", record->end}});
}

}  // namespace

EMSCRIPTEN_BINDINGS(rami) {
    using emscripten::function;
    function("version", &version);
    function("variants", &variants);
    function("cardInfo", &card_info);
    function("readMeld", &read_meld);
    function("isMeld", &is_meld);
    function("checkOpening", &check_opening);
    function("analyseHand", &analyse_hand);
    function("newGame", &new_game);
    function("loadState", &load_state);
    function("applyMove", &apply_move);
    function("legalMoves", &legal_moves);
    function("legalActions", &legal_actions);
    function("actionSpace", &action_space);
    function("actionId", &action_id);
    function("actionFromId", &action_from_id);
    function("observation", &observation_of);
    function("view", &view_of);
    function("nextRound", &next_round);
    function("botNew", &bot_new);
    function("botChoose", &bot_choose);
    function("botChooseGame", &bot_choose_game);
    function("botFree", &bot_free);
    function("playRound", &play_round);
}
