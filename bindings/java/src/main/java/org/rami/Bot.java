package org.rami;

import com.sun.jna.Pointer;
import com.sun.jna.ptr.PointerByReference;
import java.lang.ref.Cleaner;

/**
 * A built-in bot kept for a round: it plays one seat, and a search bot remembers what it saw
 * from one move to the next (the discards the next seat took, which it then deals to that seat's
 * hand; docs/bots.md). Asked for each of its seat's moves, it plays as {@code rami play} plays
 * that seat, whose bot is seeded with the deal's seed × 31 + the seat. {@link
 * Game#botMoveJson} makes a bot for one call and forgets.
 *
 * <p>A Bot holds native memory: close it (try-with-resources) when done; a {@link Cleaner} frees
 * a forgotten one when the garbage collector finds it. It may be used from several threads, its
 * calls taking turns (its moves then depend on their order). Needs a librami_c with symbol
 * version RAMI_C_1.2.
 *
 * <pre>{@code
 * try (Bot bot = new Bot("ismcts-easy", 42); Game game = Game.create("rami51", 2, 42)) {
 *     String move = bot.moveJson(game);
 * }
 * }</pre>
 */
public final class Bot implements AutoCloseable {
    private static final Cleaner CLEANER = Cleaner.create();

    /** The native bot; the Cleaner's action holds it, never the Bot. */
    private static final class Native implements Runnable {
        private Pointer bot;

        Native(Pointer bot) {
            this.bot = bot;
        }

        @Override
        public synchronized void run() {
            if (bot != null) {
                RamiLibrary.C.rami_bot_free(bot);
                bot = null;
            }
        }

        synchronized String move(Game game) {
            if (bot == null) {
                throw new IllegalStateException("this Bot is closed");
            }
            return game.moveOf(bot);
        }
    }

    private final String name;
    private final Native bot;
    private final Cleaner.Cleanable cleanable;

    /**
     * Makes a built-in bot.
     *
     * @param name {@code "greedy"}, {@code "random"}, {@code "ismcts"}, {@code "ismcts-easy"},
     *     {@code "ismcts-medium"} or {@code "ismcts-hard"} (docs/bots.md)
     * @param seed seeds the bot; unsigned 64-bit
     * @throws MalformedInputException an unknown bot ({@code unknown_value}), null
     */
    public Bot(String name, long seed) {
        PointerByReference out = new PointerByReference();
        Calls.check(RamiLibrary.C.rami_bot_new(name, seed, out));
        this.name = name;
        bot = new Native(out.getValue());
        cleanable = CLEANER.register(this, bot);
    }

    /** {@return the name the bot was made with} */
    public String name() {
        return name;
    }

    /**
     * The move this bot chooses for the seat to act, seeing only that seat's view; the bot
     * remembers the view. Ask one Bot for every move of one seat.
     *
     * @param game the game; unchanged
     * @return a move document, for {@link Game#apply}
     * @throws RuleException the round is over ({@code round_over}, R7)
     * @throws IllegalStateException this Bot or the game is closed
     */
    public String moveJson(Game game) {
        return bot.move(game);
    }

    /** Frees the native bot. Safe to call again, and from any thread. */
    @Override
    public void close() {
        cleanable.clean();
    }
}
