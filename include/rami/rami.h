/* rami.h: the C interface of the rami rules engine (librami_c, CMake target rami::c).
 *
 * C11, also valid C++. Every symbol is prefixed rami_. docs/c_api.md explains the conventions;
 * in short:
 *  - Strings are UTF-8 and NUL-terminated. A `char*` returned by the library belongs to the
 *    caller, who frees it with rami_free (NULL is fine). A `const char*` returned is the
 *    library's and must not be freed.
 *  - A rami_game is one immutable game state with its rules. Functions that "change" a game
 *    write a new handle to *out and leave the input as it was. Free every handle once with
 *    rami_game_free (NULL is fine).
 *  - Functions returning int status give RAMI_OK or one of the failures below. On a failure
 *    *out (when out is not NULL) is set to NULL and rami_last_error() holds the error document
 *    {"code": "...", "rule": "...", "message": "..."} (the wire format's error object). `rule`
 *    is a rule id of the variants ("R1".."R14") or "format" for malformed input.
 *  - Functions returning a `char*` return NULL on a failure, and fill rami_last_error() too;
 *    rami_last_status() then tells which failure it was. The functions returning a count, a
 *    seat or a flag return -1 on a failure, with the same two.
 *  - Nothing throws, aborts or exits: every failure is a return value.
 *  - Thread safety: the only mutable global state is each thread's last error and status. Any
 *    function may be called from any thread, concurrently, on the same or on distinct game
 *    handles. A rami_bot handle changes as it plays (its memory, its generator): calls on one
 *    bot from several threads are safe but take turns, and its moves then depend on their
 *    order; distinct bots run in parallel.
 *  - Functions added later keep RAMI_ABI_VERSION and get a new symbol version: ABI 1 gained
 *    rami_last_status after its first release (RAMI_C_1.1; the first functions are RAMI_C_1),
 *    then the bot handle rami_bot_new, rami_bot_move and rami_bot_free (RAMI_C_1.2). A program
 *    that calls an added function requires a library that has it.
 */
#ifndef RAMI_RAMI_H
#define RAMI_RAMI_H

#include <stdint.h>

/* RAMI_C_API marks each function of the interface, and only those are exported by the
 * library on every platform (it is built with hidden visibility):
 *  - Windows: __declspec(dllexport) while building rami_c.dll (RAMI_C_BUILDING), else
 *    __declspec(dllimport), the faster call through the import library; nothing for the static
 *    librami_c.a, whose users define RAMI_C_STATIC_DEFINE (CMake's rami::c_static does).
 *  - GCC and Clang elsewhere: default visibility, so that -fvisibility=hidden keeps the rest in.
 */
#if defined(RAMI_C_STATIC_DEFINE)
#define RAMI_C_API
#elif defined(_WIN32) || defined(__CYGWIN__)
#if defined(RAMI_C_BUILDING)
#define RAMI_C_API __declspec(dllexport)
#else
#define RAMI_C_API __declspec(dllimport)
#endif
#elif defined(__GNUC__) || defined(__clang__)
#define RAMI_C_API __attribute__((visibility("default")))
#else
#define RAMI_C_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* The ABI version of this header: librami_c.so.<RAMI_ABI_VERSION>. */
#define RAMI_ABI_VERSION 1

/* Status codes. */
#define RAMI_OK 0        /* done */
#define RAMI_REFUSED 1   /* well-formed input refused by the rules (an illegal move) */
#define RAMI_MALFORMED 2 /* bad input: JSON, cards, ids, a NULL where a value is needed, a seat
                            out of range, an unknown variant or bot */
#define RAMI_INTERNAL 3  /* a failure of the library itself (out of memory, a bug) */

/* One game state with its rules; opaque. */
typedef struct rami_game rami_game;

/* A built-in bot that plays one seat for a round and keeps what it saw; opaque. */
typedef struct rami_bot rami_bot;

/* --- Library ------------------------------------------------------------------------------ */

/* The ABI version of the library loaded: compare it with RAMI_ABI_VERSION. */
RAMI_C_API int rami_abi_version(void);

/* The engine's version, "MAJOR.MINOR.PATCH". Static: do not free. */
RAMI_C_API const char* rami_version(void);

/* The error document of this thread's last failed call, e.g.
 * {"code":"opening_below_minimum","rule":"R6","message":"..."}; "" when this thread's last
 * call that can fail succeeded. Static, per thread: valid until this thread's next call into
 * the library. Never NULL. rami_abi_version, rami_version, rami_last_error, rami_last_status,
 * rami_free, rami_game_free and rami_bot_free leave it as it is. */
RAMI_C_API const char* rami_last_error(void);

/* The status of this thread's last call that can fail: RAMI_OK when it succeeded, else
 * RAMI_REFUSED, RAMI_MALFORMED or RAMI_INTERNAL, as a function returning int status would have
 * returned it. This is how a caller tells the failures of the functions returning a `char*` or
 * -1 apart (the error document's rule does not: a state whose cards are not the deck is
 * RAMI_MALFORMED with rule R1). Per thread, and left as it is by the same functions as
 * rami_last_error. Added to ABI 1 after its first release (symbol version RAMI_C_1.1). */
RAMI_C_API int rami_last_status(void);

/* Frees a string returned by the library. NULL is fine. */
RAMI_C_API void rami_free(char* s);

/* --- Games -------------------------------------------------------------------------------- */

/* Deals a new round (R1, R2). `rules` is a variant id ("rami51", "rummy_classic", ...) or a
 * rules document (JSON text starting with '{', format rami.rules/1). `players` seats, every
 * shuffle driven by `seed`. Writes the new game to *out. The first seat starts in phase `play`,
 * without drawing, in the variants that deal it one card more (rami40, rami50, rami51,
 * manie_joker51) and in rami7; in the others, in phase `draw`.
 * RAMI_MALFORMED: NULL argument, unknown variant, bad rules document.
 * RAMI_REFUSED: the variant is not played with that many players (players_out_of_range, R1). */
RAMI_C_API int rami_game_new(const char* rules, int players, uint64_t seed, rami_game** out);

/* Reads a state document (format rami.state/1) and checks it as the engine does on load
 * (fields, cards, exactly the variant's deck, legal melds on the table). Writes it to *out.
 * RAMI_MALFORMED for any fault (bad JSON, a missing field, the deck not matching, ...). */
RAMI_C_API int rami_game_from_json(const char* state_json, rami_game** out);

/* The state document of `game` (rami.state/1): rami_game_from_json reads it back to an equal
 * game. Caller frees it. NULL (RAMI_MALFORMED) for a NULL game. */
RAMI_C_API char* rami_game_to_json(const rami_game* game);

/* Frees a game. NULL is fine. */
RAMI_C_API void rami_game_free(rami_game* game);

/* Applies a move given as JSON: {"type":"draw"}, {"type":"take_discard"},
 * {"type":"play","steps":[...]} or {"type":"discard","card":"KS"} (one action is a move too).
 * Writes the next game to *out; `game` is unchanged.
 * RAMI_MALFORMED: NULL argument, bad JSON, not a move, unknown card.
 * RAMI_REFUSED: the rules refuse the move; the error names the rule (R2..R12). */
RAMI_C_API int rami_game_apply(const rami_game* game, const char* move_json, rami_game** out);

/* Applies the action numbered `action_id` in the variant's action space (see
 * rami_game_action_space_size). Writes the next game to *out.
 * RAMI_MALFORMED: NULL argument, an id outside 0 .. size - 1 (number_out_of_range).
 * RAMI_REFUSED: the action is not legal now. */
RAMI_C_API int rami_game_step(const rami_game* game, int32_t action_id, rami_game** out);

/* The legal actions of the seat to act: returns how many there are and writes the first
 * min(count, capacity) of their ids, in increasing order, to `ids` (which may be NULL when
 * capacity is 0). 0 once the round is over. -1 for a NULL game, or a NULL `ids` with a positive
 * capacity (RAMI_MALFORMED in rami_last_error). A negative capacity counts as 0. */
RAMI_C_API int32_t rami_game_legal_actions(const rami_game* game, int32_t* ids, int32_t capacity);

/* The number of actions of the game's variant: ids run from 0 to this - 1. -1 for NULL
 * (RAMI_MALFORMED). */
RAMI_C_API int32_t rami_game_action_space_size(const rami_game* game);

/* The action numbered `action_id` as a move document (it may be illegal now). Caller frees it.
 * NULL (RAMI_MALFORMED) for a NULL game or an id out of range. */
RAMI_C_API char* rami_game_action_json(const rami_game* game, int32_t action_id);

/* The seat to act, 0 .. players - 1; -1 once the round is over (RAMI_OK) or for NULL
 * (RAMI_MALFORMED). */
RAMI_C_API int rami_game_current_seat(const rami_game* game);

/* 1 when the round is over, 0 when not, -1 for NULL (RAMI_MALFORMED). */
RAMI_C_API int rami_game_is_over(const rami_game* game);

/* The number of seats; -1 for NULL (RAMI_MALFORMED). */
RAMI_C_API int rami_game_players(const rami_game* game);

/* What `seat` may see (rami.view/1): its own hand, the other hands and the stock as counts, no
 * seed. Caller frees it. NULL (RAMI_MALFORMED, seat_out_of_range) for a seat outside
 * 0 .. players - 1, or for a NULL game. */
RAMI_C_API char* rami_game_view_json(const rami_game* game, int seat);

/* The scores (R13, R14): {"round": [points per seat] or null while the round goes on,
 * "before": [match totals before this round], "totals": [totals after this round],
 * "match_winner": seat or null}. Caller frees it. NULL (RAMI_MALFORMED) for a NULL game. */
RAMI_C_API char* rami_game_scores_json(const rami_game* game);

/* --- Bots and hand analysis ---------------------------------------------------------------- */

/* The move a built-in bot ("greedy", "random", "ismcts", "ismcts-easy", "ismcts-medium",
 * "ismcts-hard"; docs/bots.md) would make for the seat to act, seeing only that seat's view;
 * `seed` seeds the bot. Memoryless: the bot is made for this one call, so a search bot does not
 * know the discards it saw taken earlier in the round; keep a rami_bot (below) for that.
 * Caller frees it.
 * NULL: a NULL argument or an unknown bot (RAMI_MALFORMED, unknown_value); the round is over
 * (RAMI_REFUSED, round_over, R7). */
RAMI_C_API char* rami_bot_move_json(const rami_game* game, const char* bot, uint64_t seed);

/* Makes the built-in bot named `bot` (the names of rami_bot_move_json), seeded with `seed`, and
 * writes it to *out. A bot plays one seat: ask it for that seat's every move of the round and
 * it keeps what it saw (the search bots remember the discards the next seat took, and deal
 * them to that seat's hand; a new round makes them forget), so it plays as the C++ bot kept
 * for the round does: `rami play` seeds seat s's bot with the deal's seed * 31 + s. Free it
 * once with rami_bot_free. Added to ABI 1 after its first release (symbol version RAMI_C_1.2).
 * RAMI_MALFORMED: NULL bot or out, unknown bot (unknown_value). */
RAMI_C_API int rami_bot_new(const char* bot, uint64_t seed, rami_bot** out);

/* The move `bot` chooses for the seat to act in `game`, seeing only that seat's view, as move
 * JSON (rami_game_apply takes it). The bot remembers the view (the game does not change). A
 * search bot returns one action, "greedy" may return a whole play. Caller frees it. Calls on
 * one bot take turns (see Thread safety above). Symbol version RAMI_C_1.2.
 * NULL: a NULL argument (RAMI_MALFORMED); the round is over (RAMI_REFUSED, round_over, R7). */
RAMI_C_API char* rami_bot_move(rami_bot* bot, const rami_game* game);

/* Frees a bot. NULL is fine. Symbol version RAMI_C_1.2. */
RAMI_C_API void rami_bot_free(rami_bot* bot);

/* Reads `cards` as one meld of the variant `rules` (an id or a rules document), as `rami meld`
 * does. `cards` is words ("7H 8H JK") or a JSON array of cards. Returns
 * {"valid":true,"kind":"run"|"set","points":N,"reading":[...],"cards":[...]} or, for cards
 * that are no legal meld of the variant, {"valid":false,"error":{...}} (R1, R3-R5): not a
 * failure, and that includes a card the variant's deck lacks (card_not_in_deck, R1: a joker in
 * rami50). Caller frees it.
 * NULL (RAMI_MALFORMED): NULL argument, unknown variant, unknown card, no cards. */
RAMI_C_API char* rami_meld_json(const char* rules, const char* cards);

/* The best lay-down of a hand, as `rami best` prints it: {"melds":[...],"points":N,
 * "left":[...],"deadwood":N,"min_deadwood":N,"can_go_out":bool}. `opened` non-zero: the seat
 * has opened (no opening minimum, R6). `min_deadwood` is the least deadwood of the whole hand
 * with no card kept to discard (R7) and no opening minimum, so it can be 0 while `can_go_out`
 * is false. `cards` as for rami_meld_json. Caller frees it.
 * NULL: NULL argument, unknown variant or card, a hand the analysis cannot take
 * (hand_too_large) (RAMI_MALFORMED); a card the variant's deck lacks or too many copies of one
 * (card_not_in_deck, too_many_copies, R1: RAMI_REFUSED). */
RAMI_C_API char* rami_best_json(const char* rules, const char* cards, int opened);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* RAMI_RAMI_H */
