/* Random rounds of the eight variants to their end through rami_game_legal_actions and
 * rami_game_step, with 2 and 3 players; then a round of greedy bot moves. */
#include <string.h>

#include "rounds.h"

enum { max_steps = 20000 };

static long total_steps;

static void random_rounds(void) {
    for (int v = 0; v < 8; ++v)
        for (int players = 2; players <= 3; ++players)
            for (uint64_t seed = 1; seed <= 3; ++seed) {
                int steps = 0;
                rami_game* end = play_random_round(all_variants[v], players, seed * 1000 + (uint64_t)v, max_steps, &steps);
                CHECK(end != NULL && steps > 0);
                if (!end) continue;
                total_steps += steps;
                if (rami_game_is_over(end) != 1)
                    fprintf(stderr, "%s, %d players, seed %d: not over after %d steps\n", all_variants[v], players,
                            (int)seed, steps);
                CHECK(rami_game_is_over(end) == 1);
                CHECK(rami_game_current_seat(end) == -1);
                CHECK(rami_game_legal_actions(end, NULL, 0) == 0);
                rami_game* after = (rami_game*)1;
                CHECK(rami_game_step(end, 0, &after) == RAMI_REFUSED && after == NULL);
                CHECK(strstr(rami_last_error(), "\"code\":\"round_over\"") != NULL);
                CHECK(rami_bot_move_json(end, "greedy", 1) == NULL);
                char* scores = rami_game_scores_json(end);
                CHECK(scores != NULL && strstr(scores, "\"round\":[") != NULL);
                rami_free(scores);
                rami_game_free(end);
            }
}

static void bot_round(void) {
    rami_game* game = NULL;
    CHECK(rami_game_new("rami51", 2, 11, &game) == RAMI_OK);
    int moves = 0;
    while (game && rami_game_is_over(game) == 0 && moves < 2000) {
        char* move = rami_bot_move_json(game, "greedy", (uint64_t)moves);
        CHECK(move != NULL);
        if (!move) break;
        rami_game* next = NULL;
        CHECK(rami_game_apply(game, move, &next) == RAMI_OK);
        rami_free(move);
        if (!next) break;
        rami_game_free(game);
        game = next;
        ++moves;
    }
    CHECK(game != NULL && rami_game_is_over(game) == 1);
    rami_game_free(game);
}

int main(void) {
    random_rounds();
    bot_round();
    printf("48 random rounds to their end, %ld actions\n", total_steps);
    return check_report("test_c_rounds");
}
