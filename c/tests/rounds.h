/* Random rounds through the C interface: legal_actions, then step with one of them. */
#ifndef RAMI_C_TESTS_ROUNDS_H
#define RAMI_C_TESTS_ROUNDS_H

#include <stdint.h>

#include "check.h"
#include "rami/rami.h"

static const char* const all_variants[8] = {"rami51",        "rami50", "rami40",        "rami51_kaluki",
                                             "manie_joker51", "rami7",  "rami_francais", "rummy_classic"};

static uint64_t next_random(uint64_t* s) { /* splitmix64 */
    uint64_t z = (*s += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

/* Plays uniformly random legal actions from a new round until it is over, or `max_steps`.
 * Returns the last game (the caller frees it), NULL if the deal failed; *steps counts actions. */
static rami_game* play_random_round(const char* variant, int players, uint64_t seed, int max_steps, int* steps) {
    rami_game* game = NULL;
    *steps = 0;
    CHECK(rami_game_new(variant, players, seed, &game) == RAMI_OK);
    if (!game) return NULL;
    int32_t ids[1024];
    uint64_t random = seed;
    while (*steps < max_steps && rami_game_is_over(game) == 0) {
        const int32_t count = rami_game_legal_actions(game, ids, 1024);
        CHECK(count > 0 && count <= 1024);
        if (count <= 0 || count > 1024) break;
        rami_game* next = NULL;
        const int32_t id = ids[next_random(&random) % (uint64_t)count];
        const int status = rami_game_step(game, id, &next);
        CHECK(status == RAMI_OK && next != NULL);
        if (!next) break;
        rami_game_free(game);
        game = next;
        ++*steps;
    }
    return game;
}

#endif
