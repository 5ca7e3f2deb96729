/* A C program on the installed C interface (rami/rami.h, librami_c): deals a round, checks a
 * refusal, prints the version. */
#include <stdio.h>
#include <string.h>

#include <rami/rami.h>

int main(void) {
    if (rami_abi_version() != RAMI_ABI_VERSION) return 1;
    rami_game* game = NULL;
    if (rami_game_new("rami51", 2, 1, &game) != RAMI_OK || rami_game_players(game) != 2) return 2;
    rami_game* next = NULL;
    const int status = rami_game_new("no_such_variant", 2, 1, &next);
    const int ok = status == RAMI_MALFORMED && next == NULL && strstr(rami_last_error(), "unknown_variant") != NULL;
    printf("rami %s, C interface ABI %d\n", rami_version(), rami_abi_version());
    rami_game_free(game);
    return ok ? 0 : 3;
}
