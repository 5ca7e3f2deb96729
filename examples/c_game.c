/* A random round of rami51 through the C interface (rami/rami.h, librami_c): list the legal
 * actions by number, pick one, step, until the round is over; then print the scores. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include <rami/rami.h>

int main(void) {
    rami_game* game = NULL;
    if (rami_game_new("rami51", 2, 42, &game) != RAMI_OK) {
        fprintf(stderr, "rami_game_new: %s\n", rami_last_error());
        return 1;
    }
    int32_t ids[1024];
    uint64_t random = 42;
    long actions = 0;
    while (!rami_game_is_over(game)) {
        int32_t count = rami_game_legal_actions(game, ids, 1024);
        if (count <= 0 || count > 1024) {
            fprintf(stderr, "rami_game_legal_actions: %" PRId32 "\n", count);
            rami_game_free(game);
            return 1;
        }
        random = random * 6364136223846793005u + 1442695040888963407u; /* a small LCG */
        rami_game* next = NULL;
        if (rami_game_step(game, ids[(random >> 33) % (uint64_t)count], &next) != RAMI_OK) {
            fprintf(stderr, "rami_game_step: %s\n", rami_last_error());
            rami_game_free(game);
            return 1;
        }
        rami_game_free(game); /* each game is immutable: step gave a new one */
        game = next;
        ++actions;
    }
    char* scores = rami_game_scores_json(game);
    printf("rami %s: the round ended after %ld actions; scores %s\n", rami_version(), actions, scores ? scores : "?");
    rami_free(scores);
    rami_game_free(game);
    return scores ? 0 : 1;
}
