/* The C side of bench_c_api.cpp: random rounds through the C interface, in C. */
#include <stddef.h>
#include <stdint.h>

#include "rami/rami.h"

/* Splitmix64, as bench_c_api.cpp's C++ loop draws it: the two loops play the same actions. */
static uint64_t bench_next(uint64_t* s) {
    uint64_t z = (*s += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

long rami_bench_c_round(uint64_t seed);

/* One random round of rami51 for 4 seats (at most 5000 actions): legal_actions, then step
 * with one of them; it stops early, as the C++ loop does, where no action is legal. Returns
 * the number of actions, -1 on a failure of the interface. */
long rami_bench_c_round(uint64_t seed) {
    rami_game* game = NULL;
    if (rami_game_new("rami51", 4, seed, &game) != RAMI_OK) return -1;
    int32_t ids[1024];
    uint64_t random = seed;
    long actions = 0;
    while (actions < 5000 && rami_game_is_over(game) == 0) {
        const int32_t count = rami_game_legal_actions(game, ids, 1024);
        if (count == 0) break;
        if (count < 0 || count > 1024) {
            actions = -1;
            break;
        }
        rami_game* next = NULL;
        if (rami_game_step(game, ids[bench_next(&random) % (uint64_t)count], &next) != RAMI_OK) {
            actions = -1;
            break;
        }
        rami_game_free(game);
        game = next;
        ++actions;
    }
    rami_game_free(game);
    return actions;
}
