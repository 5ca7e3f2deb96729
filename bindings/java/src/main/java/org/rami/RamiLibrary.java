package org.rami;

import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.Pointer;
import com.sun.jna.ptr.PointerByReference;
import java.util.Map;

/**
 * The functions of {@code rami/rami.h}, mapped by JNA. Internal: {@link Game} and {@link Rami}
 * are the public face. Java strings go in as UTF-8 (the library option below); a returned
 * {@code char*} is a {@link Pointer} so that it can be read, then given back to
 * {@code rami_free}; a {@code const char*} belongs to the library and maps to {@link String}.
 */
interface RamiLibrary extends Library {
    /** The ABI version this binding was written for, {@code RAMI_ABI_VERSION}. */
    int ABI_VERSION = 1;

    int RAMI_OK = 0;
    int RAMI_REFUSED = 1;
    int RAMI_MALFORMED = 2;
    int RAMI_INTERNAL = 3;

    /** librami_c, found on {@code jna.library.path} or the system's library path. */
    RamiLibrary C = load();

    private static RamiLibrary load() {
        RamiLibrary lib =
                Native.load("rami_c", RamiLibrary.class, Map.of(Library.OPTION_STRING_ENCODING, "UTF-8"));
        int abi = lib.rami_abi_version();
        if (abi != ABI_VERSION) {
            // A different ABI means the functions below may not be what they say: refuse early.
            throw new UnsatisfiedLinkError(
                    "librami_c has ABI version " + abi + ", this binding needs " + ABI_VERSION);
        }
        try {
            // Every failure's status comes from it: a library without it is refused now rather
            // than at the first failure. JNA looks a function up on its first call.
            lib.rami_last_status();
        } catch (UnsatisfiedLinkError old) {
            throw new UnsatisfiedLinkError(
                    "librami_c has no rami_last_status: this binding needs a librami_c of ABI 1 that has it (RAMI_C_1.1)");
        }
        return lib;
    }

    int rami_abi_version();

    String rami_version();

    String rami_last_error();

    int rami_last_status();

    void rami_free(Pointer s);

    int rami_game_new(String rules, int players, long seed, PointerByReference out);

    int rami_game_from_json(String stateJson, PointerByReference out);

    Pointer rami_game_to_json(GameHandle game);

    void rami_game_free(Pointer game);

    int rami_game_apply(GameHandle game, String moveJson, PointerByReference out);

    int rami_game_step(GameHandle game, int actionId, PointerByReference out);

    int rami_game_legal_actions(GameHandle game, int[] ids, int capacity);

    int rami_game_action_space_size(GameHandle game);

    Pointer rami_game_action_json(GameHandle game, int actionId);

    int rami_game_current_seat(GameHandle game);

    int rami_game_is_over(GameHandle game);

    int rami_game_players(GameHandle game);

    Pointer rami_game_view_json(GameHandle game, int seat);

    Pointer rami_game_scores_json(GameHandle game);

    Pointer rami_bot_move_json(GameHandle game, String bot, long seed);

    /** Symbol version RAMI_C_1.2: a library without it fails at the first {@link Bot}. */
    int rami_bot_new(String bot, long seed, PointerByReference out);

    Pointer rami_bot_move(Pointer bot, GameHandle game);

    void rami_bot_free(Pointer bot);

    Pointer rami_meld_json(String rules, String cards);

    Pointer rami_best_json(String rules, String cards, int opened);
}
