/* Several threads play random rounds at once, share one game handle and one bot handle (whose
 * calls take turns), and each checks that rami_last_error and rami_last_status are its own. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "rounds.h"

enum { thread_count = 4, rounds_per_thread = 3 };

static rami_game* shared_game;
static rami_bot* shared_bot; /* a search bot: each move changes its memory and its generator */
static int32_t shared_count; /* its number of legal actions, counted before the threads start */
static int thread_failures[thread_count];

static void* worker(void* argument) {
    const int index = (int)(intptr_t)argument;
    int failures = 0;
    char name[32];
    snprintf(name, sizeof name, "variant_of_thread_%d", index);
    for (int round = 0; round < rounds_per_thread; ++round) {
        int steps = 0;
        rami_game* end = play_random_round(all_variants[(index + round) % 8], 2, (uint64_t)(index * 100 + round), 20000, &steps);
        failures += end == NULL || rami_game_is_over(end) != 1;
        rami_game_free(end);

        /* A failure of this thread: its own error, whatever the others do meanwhile. */
        rami_game* none = NULL;
        failures += rami_game_new(name, 2, 1, &none) != RAMI_MALFORMED || none != NULL;
        failures += strstr(rami_last_error(), name) == NULL || strstr(rami_last_error(), "unknown_variant") == NULL;
        failures += rami_last_status() != RAMI_MALFORMED;
        for (int i = 0; i < 50; ++i) {
            int32_t ids[8];
            failures += rami_game_legal_actions(shared_game, ids, 8) != shared_count; /* the shared handle, read by all */
            char* view = rami_game_view_json(shared_game, index % 2);
            failures += view == NULL || rami_last_status() != RAMI_OK;
            rami_free(view);
            /* The odd threads fail meanwhile (refused), the even ones keep succeeding. */
            if (index % 2) failures += rami_game_new("rami51", 9, 1, &none) != RAMI_REFUSED || rami_last_status() != RAMI_REFUSED;
            if (i % 10 == 0) { /* the shared bot: a legal move, whatever the others ask it */
                char* move = rami_bot_move(shared_bot, shared_game);
                rami_game* next = NULL;
                failures += move == NULL || rami_game_apply(shared_game, move, &next) != RAMI_OK;
                rami_free(move);
                rami_game_free(next);
            }
        }
        /* Each thread's last call: its own status and error, whatever the others' last calls. */
        if (index % 2) {
            failures += rami_last_status() != RAMI_REFUSED || strstr(rami_last_error(), "players_out_of_range") == NULL;
        } else {
            failures += rami_last_status() != RAMI_OK || strcmp(rami_last_error(), "") != 0;
        }
        failures += rami_game_new(name, 2, 1, &none) != RAMI_MALFORMED;
        failures += strstr(rami_last_error(), name) == NULL;
    }
    thread_failures[index] = failures;
    return NULL;
}

int main(void) {
    CHECK(rami_game_new("rami51", 2, 5, &shared_game) == RAMI_OK);
    CHECK(rami_bot_new("ismcts-easy", 5, &shared_bot) == RAMI_OK);
    shared_count = rami_game_legal_actions(shared_game, NULL, 0);
    CHECK(shared_count > 0);
    pthread_t threads[thread_count];
    for (int i = 0; i < thread_count; ++i) CHECK(pthread_create(&threads[i], NULL, worker, (void*)(intptr_t)i) == 0);
    for (int i = 0; i < thread_count; ++i) CHECK(pthread_join(threads[i], NULL) == 0);
    for (int i = 0; i < thread_count; ++i) {
        if (thread_failures[i]) fprintf(stderr, "thread %d: %d failure(s)\n", i, thread_failures[i]);
        CHECK(thread_failures[i] == 0);
    }
    rami_bot_free(shared_bot);
    rami_game_free(shared_game);
    return check_report("test_c_threads");
}
