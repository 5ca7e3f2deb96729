package org.rami;

import com.sun.jna.ptr.PointerByReference;
import java.lang.ref.Cleaner;
import java.util.Arrays;
import java.util.function.Function;
import java.util.function.ToIntFunction;

/**
 * One round of Rami at one moment: the deal, every hand, the stock, the discard pile, the melds
 * on the table, the seat to act and the turn in progress, with the rules it is played by. A Game
 * never changes: {@link #apply} and {@link #step} return a new Game and leave this one as it was.
 *
 * <p>The rules are those of docs/rules.md, R1 to R14, taken from the French rule documents it
 * lists (the Rami 40/50/51 and Manie de Joker 51 rule book, "Rami 51 à 13 cartes", the French
 * Wikipedia article "Rami", "Le Rami (7 cartes)", "Rami Règles: Classic Rummy"). Every document in
 * and out is JSON text in the wire format of docs/json.md; actions are numbered as
 * docs/actions.md says.
 *
 * <p>A Game holds native memory: close it (try-with-resources) when done. A {@link Cleaner}
 * frees a game that was forgotten, but only when the garbage collector finds it. {@link #close()}
 * may be called any number of times; any other method of a closed Game throws {@link
 * IllegalStateException}. A Game may be used from several threads at once.
 *
 * <pre>{@code
 * try (Game game = Game.create("rami51", 4, 42)) {
 *     int[] ids = game.legalActions();
 *     try (Game next = game.step(ids[0])) {
 *         System.out.println(next.viewJson(0));
 *     }
 * }
 * }</pre>
 */
public final class Game implements AutoCloseable {
    private static final Cleaner CLEANER = Cleaner.create();

    private final GameHandle handle;
    private final Cleaner.Cleanable cleanable;

    private Game(PointerByReference out) {
        handle = new GameHandle(out.getValue());
        // The action holds the handle, never the Game, or the Game would never become unreachable.
        cleanable = CLEANER.register(this, handle::close);
    }

    private static Game made(int status, PointerByReference out) {
        Calls.check(status);
        return new Game(out);
    }

    /**
     * Deals a new round (R1 deck and players, R2 start of the round).
     *
     * @param variantOrRules a variant id ({@code "rami51"}, {@code "rummy_classic"}, ...) or a
     *     rules document (JSON starting with <code>{</code>, format {@code rami.rules/1})
     * @param players the number of seats (2 to 4 for every variant; 2 to 6 for rami51_kaluki,
     *     rami7 and rami_francais)
     * @param seed drives every shuffle of the round; read as an unsigned 64-bit number
     * @return the dealt round
     * @throws RuleException {@code players_out_of_range} (R1)
     * @throws MalformedInputException {@code unknown_variant}, a bad rules document, null
     */
    public static Game create(String variantOrRules, int players, long seed) {
        PointerByReference out = new PointerByReference();
        return made(RamiLibrary.C.rami_game_new(variantOrRules, players, seed, out), out);
    }

    /**
     * Reads a state document ({@code rami.state/1}, as {@link #toJson()} writes it), checked as
     * the engine checks every loaded state: the fields, the cards, exactly the variant's deck
     * (R1), legal melds on the table (R3).
     *
     * @param stateJson a state document
     * @return the game it describes
     * @throws MalformedInputException for any fault, its code naming it ({@code invalid_json},
     *     {@code missing_field}, {@code cards_not_deck}, ...) and its message the field
     */
    public static Game fromJson(String stateJson) {
        PointerByReference out = new PointerByReference();
        return made(RamiLibrary.C.rami_game_from_json(stateJson, out), out);
    }

    /**
     * The state document ({@code rami.state/1}): every card, hidden ones included, so show a
     * player {@link #viewJson(int)} instead. {@link #fromJson} reads it back to an equal game.
     *
     * @return the state document, JSON text
     */
    public String toJson() {
        return text(RamiLibrary.C::rami_game_to_json);
    }

    /**
     * Applies a move: {@code {"type":"draw"}}, {@code {"type":"take_discard"}}, {@code
     * {"type":"play","steps":[...]}}, {@code {"type":"discard","card":"KS"}}, or one action
     * ({@code {"type":"meld",...}}, {@code "lay_off"}, {@code "swap"}).
     *
     * @param moveJson the move, JSON text
     * @return the next game; this one is unchanged
     * @throws RuleException the rules refuse the move; {@link RamiException#rule()} names the
     *     rule (R2..R12), e.g. {@code must_draw_first} (R2) for a discard before the draw
     * @throws MalformedInputException not JSON, not a move ({@code invalid_move}), an unknown card
     */
    public Game apply(String moveJson) {
        return next((game, out) -> RamiLibrary.C.rami_game_apply(game, moveJson, out));
    }

    /**
     * Applies the action numbered {@code actionId} (docs/actions.md), one of {@link
     * #legalActions()}.
     *
     * @param actionId the action's number
     * @return the next game; this one is unchanged
     * @throws RuleException the action is not legal now (its rule, R2..R12)
     * @throws MalformedInputException an id outside 0 .. {@link #actionSpaceSize()} - 1 ({@code
     *     number_out_of_range})
     */
    public Game step(int actionId) {
        return next((game, out) -> RamiLibrary.C.rami_game_step(game, actionId, out));
    }

    /**
     * {@return the ids of the actions legal now for the seat to act, in increasing order} Empty
     * once the round is over; while the round goes on there is always at least one.
     */
    public int[] legalActions() {
        GameHandle game = handle.acquire();
        try {
            int[] ids = new int[64];
            int count = RamiLibrary.C.rami_game_legal_actions(game, ids, ids.length);
            if (count > ids.length) {
                ids = new int[count];
                count = RamiLibrary.C.rami_game_legal_actions(game, ids, ids.length);
            }
            if (count < 0) {
                throw Calls.lastFailure();
            }
            return count == ids.length ? ids : Arrays.copyOf(ids, count);
        } finally {
            game.release();
        }
    }

    /** {@return the number of actions of the variant} Action ids run from 0 to this minus 1. */
    public int actionSpaceSize() {
        return number(RamiLibrary.C::rami_game_action_space_size);
    }

    /**
     * The action numbered {@code actionId} as a move document, legal now or not, e.g. {@code
     * {"type":"draw"}}.
     *
     * @param actionId 0 .. {@link #actionSpaceSize()} - 1
     * @return the move document, JSON text
     * @throws MalformedInputException an id out of range ({@code number_out_of_range})
     */
    public String actionJson(int actionId) {
        return text(game -> RamiLibrary.C.rami_game_action_json(game, actionId));
    }

    /** {@return the seat to act, 0 .. {@link #players()} - 1; -1 once the round is over} */
    public int currentSeat() {
        return number(RamiLibrary.C::rami_game_current_seat);
    }

    /** {@return whether the round is over: a seat went out (R7) or play came to a deadlock (R12)} */
    public boolean isOver() {
        return number(RamiLibrary.C::rami_game_is_over) == 1;
    }

    /** {@return the number of seats} */
    public int players() {
        return number(RamiLibrary.C::rami_game_players);
    }

    /**
     * What {@code seat} may see ({@code rami.view/1}): its own {@code hand}, every seat's {@code
     * hand_sizes}, the {@code stock_size}, the discard pile and the table; no other hand, no
     * stock, no seed. Give this, not the state, to a player or a bot.
     *
     * @param seat 0 .. {@link #players()} - 1
     * @return the view document, JSON text
     * @throws MalformedInputException a seat outside 0 .. players - 1 ({@code seat_out_of_range})
     */
    public String viewJson(int seat) {
        return text(game -> RamiLibrary.C.rami_game_view_json(game, seat));
    }

    /**
     * The scores (R13 scoring a round, R14 the match): {@code {"round": [points per seat] or null
     * while the round goes on, "before": [match totals before this round], "totals": [after it],
     * "match_winner": seat or null}}. In most variants they are penalty points and the lowest
     * total wins the match (a winner's may be negative); in rummy_classic the winner scores the
     * losers' hands and the first total to reach the target wins.
     *
     * @return the scores document, JSON text
     */
    public String scoresJson() {
        return text(RamiLibrary.C::rami_game_scores_json);
    }

    /**
     * The move a built-in bot would make for the seat to act, seeing only that seat's view.
     * Memoryless: the bot is made for this one call, so a search bot forgets the discards it saw
     * taken; keep a {@link Bot} for a seat's whole round.
     *
     * @param bot {@code "greedy"}, {@code "random"}, {@code "ismcts"}, {@code "ismcts-easy"},
     *     {@code "ismcts-medium"} or {@code "ismcts-hard"} (docs/bots.md)
     * @param seed seeds the bot; unsigned 64-bit
     * @return a move document, for {@link #apply}
     * @throws MalformedInputException an unknown bot ({@code unknown_value})
     * @throws RuleException the round is over ({@code round_over}, R7)
     */
    public String botMoveJson(String bot, long seed) {
        return text(game -> RamiLibrary.C.rami_bot_move_json(game, bot, seed));
    }

    /** For {@link Bot}: the move the native bot {@code bot} chooses in this game. */
    String moveOf(com.sun.jna.Pointer bot) {
        return text(game -> RamiLibrary.C.rami_bot_move(bot, game));
    }

    /** Frees the native game. Safe to call again, and from any thread. */
    @Override
    public void close() {
        cleanable.clean();
    }

    /** {@return whether {@link #close()} was called} */
    public boolean isClosed() {
        return handle.isClosed();
    }

    private interface Transition {
        int call(GameHandle game, PointerByReference out);
    }

    private Game next(Transition transition) {
        GameHandle game = handle.acquire();
        try {
            PointerByReference out = new PointerByReference();
            return made(transition.call(game, out), out);
        } finally {
            game.release();
        }
    }

    private String text(Function<GameHandle, com.sun.jna.Pointer> call) {
        GameHandle game = handle.acquire();
        try {
            return Calls.take(call.apply(game));
        } finally {
            game.release();
        }
    }

    private int number(ToIntFunction<GameHandle> call) {
        GameHandle game = handle.acquire();
        try {
            return call.applyAsInt(game);
        } finally {
            game.release();
        }
    }
}
