/* Every function of rami.h with good and bad input: NULLs, bad JSON, unknown variants, ids and
 * seats out of range, huge inputs; the status each failure leaves in rami_last_status. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "rami/rami.h"
#include "rounds.h"

/* The last error names `code`: {"code":"<code>",...}. */
static int error_is(const char* code) {
    char expected[128];
    snprintf(expected, sizeof expected, "{\"code\":\"%s\",\"rule\":\"", code);
    return strncmp(rami_last_error(), expected, strlen(expected)) == 0 && strstr(rami_last_error(), "\",\"message\":\"") != NULL;
}

static int has(const char* text, const char* part) { return text != NULL && strstr(text, part) != NULL; }

/* This thread's last call failed with `status` and the error `code` of rule `rule`. */
static int failed_with(int status, const char* code, const char* rule) {
    char expected_rule[32];
    snprintf(expected_rule, sizeof expected_rule, "\"rule\":\"%s\"", rule);
    return rami_last_status() == status && error_is(code) && has(rami_last_error(), expected_rule);
}

/* This thread's last call succeeded: RAMI_OK and no error document. */
static int succeeded(void) { return rami_last_status() == RAMI_OK && strcmp(rami_last_error(), "") == 0; }

static void library(void) {
    CHECK(rami_last_status() == RAMI_OK && strcmp(rami_last_error(), "") == 0); /* before any call */
    CHECK(rami_abi_version() == RAMI_ABI_VERSION);
    CHECK(strlen(rami_version()) >= 5 && rami_version()[1] == '.');
    rami_free(NULL);
    rami_game_free(NULL);
}

static void new_and_json(void) {
    rami_game* g = (rami_game*)1;
    CHECK(rami_game_new("rami51", 2, 42, &g) == RAMI_OK && g != NULL);
    CHECK(strcmp(rami_last_error(), "") == 0);
    CHECK(rami_game_players(g) == 2);
    CHECK(rami_game_is_over(g) == 0);
    CHECK(rami_game_current_seat(g) == 0);

    char* text = rami_game_to_json(g);
    CHECK(has(text, "\"format\":\"rami.state/1\"") && has(text, "\"variant\":\"rami51\"") && has(text, "\"seed\":42"));
    rami_game* back = NULL;
    CHECK(rami_game_from_json(text, &back) == RAMI_OK && back != NULL);
    char* again = rami_game_to_json(back);
    CHECK(again != NULL && text != NULL && strcmp(text, again) == 0);
    rami_free(again);
    rami_game_free(back);

    /* The same seed deals the same round; another seed another one. */
    rami_game* twin = NULL;
    CHECK(rami_game_new("rami51", 2, 42, &twin) == RAMI_OK);
    char* twin_text = rami_game_to_json(twin);
    CHECK(twin_text != NULL && text != NULL && strcmp(text, twin_text) == 0);
    rami_free(twin_text);
    rami_game_free(twin);
    rami_game* other = NULL;
    CHECK(rami_game_new("rami51", 2, 43, &other) == RAMI_OK);
    char* other_text = rami_game_to_json(other);
    CHECK(other_text != NULL && text != NULL && strcmp(text, other_text) != 0);
    rami_free(other_text);
    rami_game_free(other);

    /* A state that breaks the deck (R1) or is not JSON is refused on load, as malformed input. */
    char* broken = text ? (char*)malloc(strlen(text) + 1) : NULL;
    if (broken) {
        strcpy(broken, text);
        char* stock = strstr(broken, "\"stock\":[\"");
        CHECK(stock != NULL);
        if (stock) memcpy(stock + 10, "JK", 2); /* the first stock card becomes a joker: one too many */
        rami_game* bad = (rami_game*)1;
        CHECK(rami_game_from_json(broken, &bad) == RAMI_MALFORMED && bad == NULL);
        CHECK(failed_with(RAMI_MALFORMED, "cards_not_deck", "R1")); /* malformed, though its rule is R1 */
        free(broken);
    }
    rami_free(text);
    rami_game_free(g);

    rami_game* bad = (rami_game*)1;
    CHECK(rami_game_from_json("{not json", &bad) == RAMI_MALFORMED && bad == NULL && error_is("invalid_json"));
    CHECK(rami_game_from_json("{}", &bad) == RAMI_MALFORMED && bad == NULL);
    CHECK(rami_game_from_json(NULL, &bad) == RAMI_MALFORMED && bad == NULL && error_is("missing_field"));
    CHECK(rami_game_from_json("{}", NULL) == RAMI_MALFORMED);
    CHECK(rami_game_to_json(NULL) == NULL && error_is("missing_field"));

    /* Variants, players, rules documents. */
    CHECK(rami_game_new("no_such_variant", 2, 1, &bad) == RAMI_MALFORMED && bad == NULL && error_is("unknown_variant"));
    CHECK(has(rami_last_error(), "\"rule\":\"format\""));
    CHECK(rami_game_new("rami51", 99, 1, &bad) == RAMI_REFUSED && bad == NULL && error_is("players_out_of_range"));
    CHECK(has(rami_last_error(), "\"rule\":\"R1\""));
    CHECK(rami_game_new("rami51", -1, 1, &bad) == RAMI_REFUSED && bad == NULL);
    CHECK(rami_game_new(NULL, 2, 1, &bad) == RAMI_MALFORMED && bad == NULL);
    CHECK(rami_game_new("rami51", 2, 1, NULL) == RAMI_MALFORMED);
    CHECK(rami_game_new("{\"format\": 3", 2, 1, &bad) == RAMI_MALFORMED && bad == NULL && error_is("invalid_json"));
    CHECK(rami_game_new("{\"format\": \"rami.rules/1\", \"base\": 7}", 2, 1, &bad) == RAMI_MALFORMED && bad == NULL);
    CHECK(rami_game_new("", 2, 1, &bad) == RAMI_MALFORMED && bad == NULL);

    /* A success clears the last error. */
    CHECK(rami_game_new("rami7", 2, 5, &g) == RAMI_OK && g != NULL && strcmp(rami_last_error(), "") == 0);
    rami_game_free(g);

    /* Huge input: a megabyte of spaces then garbage, and an array of a million cards. */
    size_t size = 1u << 20;
    char* huge = (char*)malloc(size + 16);
    CHECK(huge != NULL);
    if (huge) {
        memset(huge, ' ', size);
        strcpy(huge + size, "[[[[x");
        CHECK(rami_game_from_json(huge, &bad) == RAMI_MALFORMED && bad == NULL);
        CHECK(rami_game_new(huge, 2, 1, &bad) == RAMI_MALFORMED && bad == NULL);
        /* 200,000 cards as a JSON array: a meld the rules refuse, a hand too large to analyse. */
        const size_t cards = 200000;
        huge[0] = '[';
        for (size_t i = 0; i < cards; ++i) memcpy(huge + 1 + 5 * i, "\"7H\",", 5);
        huge[5 * cards] = ']';
        huge[5 * cards + 1] = '\0';
        char* meld = rami_meld_json("rami51", huge);
        CHECK(has(meld, "\"valid\":false") && has(meld, "\"rule\":\"R3\""));
        rami_free(meld);
        CHECK(rami_best_json("rami51", huge, 0) == NULL && error_is("hand_too_large"));
        free(huge);
    }
}

static void moves(void) {
    rami_game* g = NULL;
    CHECK(rami_game_new("rummy_classic", 2, 7, &g) == RAMI_OK);
    const int32_t size = rami_game_action_space_size(g);
    CHECK(size > 2);
    CHECK(rami_game_action_space_size(NULL) == -1);

    /* The first seat draws: draw (0) and take_discard (1) only. */
    int32_t ids[4] = {-7, -7, -7, -7};
    CHECK(rami_game_legal_actions(g, ids, 4) == 2 && ids[0] == 0 && ids[1] == 1 && ids[2] == -7);
    CHECK(rami_game_legal_actions(g, NULL, 0) == 2);
    CHECK(rami_game_legal_actions(g, ids, -5) == 2);
    ids[0] = -7;
    CHECK(rami_game_legal_actions(g, ids, 1) == 2 && ids[0] == 0 && ids[1] == 1);
    CHECK(rami_game_legal_actions(NULL, ids, 4) == -1 && error_is("missing_field"));
    CHECK(rami_game_legal_actions(g, NULL, 4) == -1 && error_is("missing_field"));

    char* action = rami_game_action_json(g, 0);
    CHECK(has(action, "\"type\":\"draw\""));
    rami_free(action);
    CHECK(rami_game_action_json(g, size) == NULL && error_is("number_out_of_range"));
    CHECK(rami_game_action_json(g, -1) == NULL && error_is("number_out_of_range"));
    CHECK(rami_game_action_json(NULL, 0) == NULL);

    /* apply: a move as JSON. */
    rami_game* next = (rami_game*)1;
    CHECK(rami_game_apply(g, "{\"type\":\"draw\"}", &next) == RAMI_OK && next != NULL);
    int32_t after[512];
    const int32_t count = rami_game_legal_actions(next, after, 512);
    CHECK(count > 2 && count <= 512);
    for (int32_t i = 1; i < count && i < 512; ++i) CHECK(after[i - 1] < after[i]);
    for (int32_t i = 0; i < count && i < 512; ++i) CHECK(after[i] >= 2 && after[i] < size);
    /* The input is unchanged. */
    CHECK(rami_game_legal_actions(g, ids, 4) == 2);

    rami_game* refused = (rami_game*)1;
    CHECK(rami_game_apply(next, "{\"type\":\"draw\"}", &refused) == RAMI_REFUSED && refused == NULL);
    CHECK(error_is("already_drawn") && has(rami_last_error(), "\"rule\":\"R2\""));
    CHECK(rami_game_apply(g, "{\"type\":\"discard\",\"card\":\"KS\"}", &refused) == RAMI_REFUSED && refused == NULL);
    CHECK(error_is("must_draw_first"));
    CHECK(rami_game_apply(g, "{\"type\":\"fly\"}", &refused) == RAMI_MALFORMED && refused == NULL);
    CHECK(rami_game_apply(g, "{\"type\":\"discard\",\"card\":\"ZZ\"}", &refused) == RAMI_MALFORMED && refused == NULL);
    CHECK(error_is("unknown_card"));
    CHECK(rami_game_apply(g, "", &refused) == RAMI_MALFORMED && refused == NULL);
    CHECK(rami_game_apply(g, NULL, &refused) == RAMI_MALFORMED && refused == NULL);
    CHECK(rami_game_apply(NULL, "{\"type\":\"draw\"}", &refused) == RAMI_MALFORMED && refused == NULL);
    CHECK(rami_game_apply(g, "{\"type\":\"draw\"}", NULL) == RAMI_MALFORMED);

    /* step: an action by number. */
    CHECK(rami_game_step(g, 1, &refused) == RAMI_OK && refused != NULL);
    rami_game_free(refused);
    CHECK(rami_game_step(g, after[0], &refused) == RAMI_REFUSED && refused == NULL && error_is("must_draw_first"));
    CHECK(rami_game_step(g, size, &refused) == RAMI_MALFORMED && refused == NULL && error_is("number_out_of_range"));
    CHECK(rami_game_step(g, -1, &refused) == RAMI_MALFORMED && refused == NULL);
    CHECK(rami_game_step(g, INT32_MAX, &refused) == RAMI_MALFORMED && refused == NULL);
    CHECK(rami_game_step(NULL, 0, &refused) == RAMI_MALFORMED && refused == NULL);
    CHECK(rami_game_step(g, 0, NULL) == RAMI_MALFORMED);

    /* Every listed action is accepted by step. */
    for (int32_t i = 0; i < count && i < 512; ++i) {
        rami_game* stepped = NULL;
        CHECK(rami_game_step(next, after[i], &stepped) == RAMI_OK && stepped != NULL);
        rami_game_free(stepped);
    }

    /* Views and scores. */
    char* view = rami_game_view_json(next, 1);
    CHECK(has(view, "\"seat\":1") && !has(view, "\"seed\""));
    rami_free(view);
    CHECK(rami_game_view_json(next, 2) == NULL && error_is("seat_out_of_range"));
    CHECK(rami_game_view_json(next, -1) == NULL && error_is("seat_out_of_range"));
    CHECK(rami_game_view_json(NULL, 0) == NULL);
    char* scores = rami_game_scores_json(next);
    CHECK(has(scores, "\"round\":null") && has(scores, "\"before\":[0,0]") && has(scores, "\"totals\":[0,0]"));
    rami_free(scores);
    CHECK(rami_game_scores_json(NULL) == NULL);

    /* Bots. */
    char* bot = rami_bot_move_json(g, "greedy", 1);
    CHECK(has(bot, "\"type\":\"draw\"") || has(bot, "\"type\":\"take_discard\""));
    rami_game* moved = NULL;
    CHECK(bot != NULL && rami_game_apply(g, bot, &moved) == RAMI_OK && moved != NULL);
    rami_game_free(moved);
    rami_free(bot);
    bot = rami_bot_move_json(next, "random", 3);
    CHECK(bot != NULL && rami_game_apply(next, bot, &moved) == RAMI_OK && moved != NULL);
    rami_game_free(moved);
    rami_free(bot);
    CHECK(rami_bot_move_json(g, "clever", 1) == NULL && error_is("unknown_value"));
    CHECK(rami_bot_move_json(g, NULL, 1) == NULL);
    CHECK(rami_bot_move_json(NULL, "greedy", 1) == NULL);

    rami_game_free(next);
    rami_game_free(g);
}

/* Bot handles: made by name, asked for moves, freed; their refusals. (test_c_bots plays them
 * against `rami play`.) */
static void bot_handles(void) {
    rami_bot* bot = (rami_bot*)1;
    CHECK(rami_bot_new("clever", 1, &bot) == RAMI_MALFORMED && bot == NULL);
    CHECK(failed_with(RAMI_MALFORMED, "unknown_value", "format") && has(rami_last_error(), "ismcts-hard"));
    bot = (rami_bot*)1;
    CHECK(rami_bot_new(NULL, 1, &bot) == RAMI_MALFORMED && bot == NULL && failed_with(RAMI_MALFORMED, "missing_field", "format"));
    CHECK(rami_bot_new("greedy", 1, NULL) == RAMI_MALFORMED && failed_with(RAMI_MALFORMED, "missing_field", "format"));
    CHECK(rami_bot_new("random", 3, &bot) == RAMI_OK && bot != NULL && succeeded());

    rami_game* g = NULL;
    CHECK(rami_game_new("rami51", 2, 42, &g) == RAMI_OK);
    char* move = rami_bot_move(bot, g);
    CHECK(has(move, "\"type\":") && succeeded());
    /* A random bot made for one call with the same seed makes the same first move. */
    char* once = rami_bot_move_json(g, "random", 3);
    CHECK(move != NULL && once != NULL && strcmp(move, once) == 0);
    rami_free(once);
    rami_game* next = NULL;
    CHECK(move != NULL && rami_game_apply(g, move, &next) == RAMI_OK);
    rami_free(move);
    CHECK(rami_bot_move(NULL, g) == NULL && failed_with(RAMI_MALFORMED, "missing_field", "format"));
    CHECK(rami_bot_move(bot, NULL) == NULL && failed_with(RAMI_MALFORMED, "missing_field", "format"));

    /* A round that is over: refused, and the bot is still usable. */
    int steps = 0;
    rami_game* over = play_random_round("rami51", 2, 5, 20000, &steps);
    CHECK(over != NULL && rami_game_is_over(over) == 1);
    CHECK(rami_bot_move(bot, over) == NULL && failed_with(RAMI_REFUSED, "round_over", "R7"));
    move = rami_bot_move(bot, next);
    CHECK(move != NULL && succeeded());
    rami_free(move);

    /* rami_bot_free leaves the last error as it is, and takes NULL. */
    CHECK(rami_bot_move(NULL, g) == NULL);
    rami_bot_free(bot);
    rami_bot_free(NULL);
    CHECK(failed_with(RAMI_MALFORMED, "missing_field", "format"));
    rami_game_free(over);
    rami_game_free(next);
    rami_game_free(g);
}

static void hands(void) {
    char* meld = rami_meld_json("rami51", "7H 8H JK");
    CHECK(has(meld, "\"valid\":true") && has(meld, "\"kind\":\"run\"") && has(meld, "\"reading\""));
    rami_free(meld);
    meld = rami_meld_json("rami51", "[\"QS\", \"QD\", \"QH\"]");
    CHECK(has(meld, "\"valid\":true") && has(meld, "\"kind\":\"set\"") && has(meld, "\"points\":30"));
    rami_free(meld);
    meld = rami_meld_json("rami51", "7H 9S KD");
    CHECK(has(meld, "\"valid\":false") && has(meld, "\"rule\":\"R3\"") && strcmp(rami_last_error(), "") == 0);
    rami_free(meld);
    CHECK(rami_meld_json("rami51", "7H 8H ZZ") == NULL && error_is("unknown_card"));
    CHECK(rami_meld_json("rami51", "[\"7H\", ") == NULL && error_is("invalid_json"));
    CHECK(rami_meld_json("nope", "7H 8H 9H") == NULL && error_is("unknown_variant"));
    CHECK(rami_meld_json("rami51", "") == NULL && error_is("empty_input"));
    CHECK(rami_meld_json(NULL, "7H") == NULL && rami_meld_json("rami51", NULL) == NULL);

    char* best = rami_best_json("rummy_classic", "7H 8H 9H KS KD KC 2C", 1);
    CHECK(has(best, "\"melds\"") && has(best, "\"deadwood\":2") && has(best, "\"can_go_out\""));
    rami_free(best);
    best = rami_best_json("rami51", "7H 8H 9H", 0);
    CHECK(best != NULL && has(best, "\"min_deadwood\""));
    rami_free(best);
    CHECK(rami_best_json("rami51", "7H 8H QQ", 0) == NULL && error_is("unknown_card"));
    CHECK(rami_best_json("x", "7H", 0) == NULL && error_is("unknown_variant"));
    CHECK(rami_best_json(NULL, "7H", 0) == NULL && rami_best_json("rami51", NULL, 1) == NULL);
}

/* rami_last_status after each kind of call: the failures of the functions returning a char* or
 * -1 (whose status the error's rule does not tell), successes, and the calls that leave it. */
static void statuses(void) {
    rami_game* g = NULL;
    CHECK(rami_game_new("rummy_classic", 2, 11, &g) == RAMI_OK && succeeded());
    rami_game* none = (rami_game*)1;
    CHECK(rami_game_new("rami51", 9, 1, &none) == RAMI_REFUSED && failed_with(RAMI_REFUSED, "players_out_of_range", "R1"));
    CHECK(rami_game_step(g, -1, &none) == RAMI_MALFORMED && failed_with(RAMI_MALFORMED, "number_out_of_range", "format"));
    CHECK(rami_game_apply(g, "{\"type\":\"discard\",\"card\":\"KS\"}", &none) == RAMI_REFUSED);
    CHECK(failed_with(RAMI_REFUSED, "must_draw_first", "R2"));

    /* The char* functions: NULL on a failure, the status tells which. */
    CHECK(rami_game_to_json(NULL) == NULL && failed_with(RAMI_MALFORMED, "missing_field", "format"));
    char* text = rami_game_to_json(g);
    CHECK(text != NULL && succeeded());
    rami_free(text);
    CHECK(rami_game_action_json(g, -1) == NULL && failed_with(RAMI_MALFORMED, "number_out_of_range", "format"));
    char* action = rami_game_action_json(g, 0);
    CHECK(action != NULL && succeeded());
    rami_free(action);
    CHECK(rami_game_view_json(g, 2) == NULL && failed_with(RAMI_MALFORMED, "seat_out_of_range", "format"));
    CHECK(rami_game_view_json(NULL, 0) == NULL && failed_with(RAMI_MALFORMED, "missing_field", "format"));
    char* view = rami_game_view_json(g, 0);
    CHECK(view != NULL && succeeded());
    rami_free(view);
    CHECK(rami_game_scores_json(NULL) == NULL && failed_with(RAMI_MALFORMED, "missing_field", "format"));
    char* scores = rami_game_scores_json(g);
    CHECK(scores != NULL && succeeded());
    rami_free(scores);
    CHECK(rami_bot_move_json(g, "clever", 1) == NULL && failed_with(RAMI_MALFORMED, "unknown_value", "format"));
    char* bot = rami_bot_move_json(g, "greedy", 1);
    CHECK(bot != NULL && succeeded());
    rami_free(bot);

    /* A bot move on a round that is over: refused by R7. */
    int steps = 0;
    rami_game* end = play_random_round("rami7", 2, 3, 20000, &steps);
    CHECK(end != NULL && rami_game_is_over(end) == 1 && succeeded());
    CHECK(rami_bot_move_json(end, "greedy", 1) == NULL && failed_with(RAMI_REFUSED, "round_over", "R7"));
    CHECK(rami_game_current_seat(end) == -1 && succeeded()); /* -1 and no failure: the round is over */
    rami_game_free(end);

    /* Meld and hand analysis. Cards that make no meld of the variant are an answer, not a
     * failure, even a card its deck lacks (a joker in rami50). */
    CHECK(rami_meld_json("rami51", "7H 8H ZZ") == NULL && failed_with(RAMI_MALFORMED, "unknown_card", "format"));
    char* meld = rami_meld_json("rami50", "JK 5H 6H");
    CHECK(has(meld, "\"valid\":false") && has(meld, "\"code\":\"card_not_in_deck\"") && has(meld, "\"rule\":\"R1\"") && succeeded());
    rami_free(meld);
    CHECK(rami_best_json("rami51", "7H 8H QQ", 0) == NULL && failed_with(RAMI_MALFORMED, "unknown_card", "format"));
    CHECK(rami_best_json("rami50", "JK 5H 6H", 0) == NULL && failed_with(RAMI_REFUSED, "card_not_in_deck", "R1"));
    CHECK(rami_best_json("rummy_classic", "5H 5H 6H", 0) == NULL && failed_with(RAMI_REFUSED, "too_many_copies", "R1"));
    /* min_deadwood ignores R7's card kept to discard: a lone run is 0 deadwood, yet cannot go out. */
    char* best = rami_best_json("rami51", "7H 8H 9H", 1);
    CHECK(has(best, "\"min_deadwood\":0") && has(best, "\"can_go_out\":false") && succeeded());
    rami_free(best);

    /* The -1 queries fail on NULL (and succeed otherwise), as every other function. */
    CHECK(rami_game_is_over(NULL) == -1 && failed_with(RAMI_MALFORMED, "missing_field", "format"));
    CHECK(rami_game_is_over(g) == 0 && succeeded());
    CHECK(rami_game_players(NULL) == -1 && failed_with(RAMI_MALFORMED, "missing_field", "format"));
    CHECK(rami_game_players(g) == 2 && succeeded());
    CHECK(rami_game_current_seat(NULL) == -1 && failed_with(RAMI_MALFORMED, "missing_field", "format"));
    CHECK(rami_game_current_seat(g) == 0 && succeeded());
    CHECK(rami_game_action_space_size(NULL) == -1 && failed_with(RAMI_MALFORMED, "missing_field", "format"));
    CHECK(rami_game_action_space_size(g) > 0 && succeeded());
    CHECK(rami_game_legal_actions(NULL, NULL, 0) == -1 && failed_with(RAMI_MALFORMED, "missing_field", "format"));
    CHECK(rami_game_legal_actions(g, NULL, 0) == 2 && succeeded());

    /* The library's own functions leave the last status and error as they are. */
    CHECK(rami_game_from_json("[", &none) == RAMI_MALFORMED && none == NULL);
    CHECK(rami_abi_version() == RAMI_ABI_VERSION && strlen(rami_version()) >= 5);
    rami_free(NULL);
    rami_game_free(NULL);
    CHECK(strlen(rami_last_error()) > 0 && rami_last_status() == RAMI_MALFORMED && failed_with(RAMI_MALFORMED, "invalid_json", "format"));
    rami_game_free(g);
}

/* The first seat of a new round starts in phase play, without drawing, where the variant deals
 * it one card more (and in rami7); in phase draw elsewhere. */
static void first_turns(void) {
    const char* const play_first[5] = {"rami40", "rami50", "rami51", "manie_joker51", "rami7"};
    const char* const draw_first[3] = {"rami51_kaluki", "rami_francais", "rummy_classic"};
    for (int i = 0; i < 8; ++i) {
        const char* variant = i < 5 ? play_first[i] : draw_first[i - 5];
        rami_game* g = NULL;
        CHECK(rami_game_new(variant, 3, 17, &g) == RAMI_OK);
        char* text = rami_game_to_json(g);
        const char* phase = i < 5 ? "\"phase\":\"play\"" : "\"phase\":\"draw\"";
        if (!has(text, phase)) fprintf(stderr, "%s: the first seat does not start with %s\n", variant, phase);
        CHECK(has(text, phase));
        rami_free(text);
        rami_game_free(g);
    }
}

int main(void) {
    library();
    statuses();
    first_turns();
    new_and_json();
    moves();
    hands();
    bot_handles();
    return check_report("test_c_api");
}
