/* Bot handles against `rami play`: a round played through rami_bot_new / rami_bot_move, one
 * handle per seat seeded as `rami play` seeds its bots (the deal's seed * 31 + the seat), makes
 * exactly the moves of the record `rami play --json` printed for the same deal, where each
 * seat's C++ bot is kept for the whole round and remembers the discards it saw taken. A bot
 * made afresh for each move (rami_bot_move_json) makes the same first move of a seat and then
 * parts from the record: it has neither the memory nor the generator of a kept bot.
 * Usage: rami_test_c_bots VARIANT PLAYERS SEED BOT RECORD (RECORD: the output of
 * `rami play --variant VARIANT --players PLAYERS --seed SEED --bots BOT --json`). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "rami/rami.h"

enum { max_players = 6, max_moves = 5000 };

/* The whole file as a string (the caller frees it), or NULL. */
static char* read_file(const char* path) {
    FILE* f = fopen(path, "rb");
    if (!f) return NULL;
    size_t size = 0, capacity = 1 << 16;
    char* text = malloc(capacity);
    size_t got = 0;
    while (text && (got = fread(text + size, 1, capacity - size - 1, f)) > 0) {
        size += got;
        if (capacity - size - 1 == 0) {
            char* bigger = realloc(text, capacity * 2);
            if (!bigger) free(text);
            text = bigger;
            capacity *= 2;
        }
    }
    fclose(f);
    if (text) text[size] = '\0';
    return text;
}

/* Whether `move` is the record's next move at *cursor (after "[" or ","); moves past it. */
static int next_recorded(const char** cursor, const char* move) {
    if (**cursor != '[' && **cursor != ',') return 0;
    const size_t n = strlen(move);
    if (strncmp(*cursor + 1, move, n) != 0) return 0;
    *cursor += 1 + n;
    return 1;
}

int main(int argc, char** argv) {
    if (argc != 6) {
        fprintf(stderr, "usage: rami_test_c_bots VARIANT PLAYERS SEED BOT RECORD\n");
        return 2;
    }
    const char* variant = argv[1];
    const int players = atoi(argv[2]);
    const uint64_t seed = strtoull(argv[3], NULL, 10);
    const char* name = argv[4];
    char* record = read_file(argv[5]);
    CHECK(record != NULL && players >= 2 && players <= max_players);
    if (!record || players < 2 || players > max_players) return check_report("test_c_bots");
    /* The first round's moves: {"capped":...,"moves":[...],...} (keys in order). */
    const char* cursor = strstr(record, "\"moves\":[");
    CHECK(cursor != NULL);
    if (!cursor) return check_report("test_c_bots");
    cursor += strlen("\"moves\":");

    rami_bot* bots[max_players] = {NULL};
    for (int seat = 0; seat < players; ++seat)
        CHECK(rami_bot_new(name, seed * 31 + (uint64_t)seat, &bots[seat]) == RAMI_OK && bots[seat] != NULL);
    rami_game* game = NULL;
    CHECK(rami_game_new(variant, players, seed, &game) == RAMI_OK);
    int moves = 0, takes = 0, fresh_differs = 0, first_moves_equal = 0;
    int asked[max_players] = {0};
    while (game && rami_game_is_over(game) == 0 && moves < max_moves) {
        const int seat = rami_game_current_seat(game);
        char* move = rami_bot_move(bots[seat], game);
        CHECK(move != NULL);
        if (!move) break;
        if (!next_recorded(&cursor, move)) {
            fprintf(stderr, "move %d of seat %d, %s, is not the record's: %.120s\n", moves, seat, move, cursor);
            CHECK(0);
            rami_free(move);
            break;
        }
        /* A bot made for this one move, with the seat's seed. */
        char* fresh = rami_bot_move_json(game, name, seed * 31 + (uint64_t)seat);
        CHECK(fresh != NULL);
        if (fresh && asked[seat] == 0) first_moves_equal += strcmp(fresh, move) == 0;
        if (fresh && strcmp(fresh, move) != 0) ++fresh_differs;
        rami_free(fresh);
        ++asked[seat];
        takes += strstr(move, "\"take_discard\"") != NULL;
        rami_game* next = NULL;
        CHECK(rami_game_apply(game, move, &next) == RAMI_OK);
        rami_free(move);
        rami_game_free(game);
        game = next;
        ++moves;
    }
    CHECK(game != NULL && rami_game_is_over(game) == 1);
    CHECK(*cursor == ']'); /* every recorded move was made */
    CHECK(takes > 0);      /* a discard was taken: the bots had something to remember */
    CHECK(first_moves_equal == players);
    CHECK(fresh_differs > 0);
    printf("%s, %d players, seed %llu, %s: %d moves as `rami play` made them (%d takes of the discard); "
           "a fresh bot each move differs %d times\n",
           variant, players, (unsigned long long)seed, name, moves, takes, fresh_differs);
    rami_game_free(game);
    for (int seat = 0; seat < players; ++seat) rami_bot_free(bots[seat]);
    free(record);
    return check_report("test_c_bots");
}
