package org.rami;

import com.sun.jna.Pointer;
import com.sun.jna.PointerType;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Internal to the binding: one native {@code rami_game*}. Public only because JNA builds an
 * instance by reflection; {@link Game} is the type to use.
 *
 * <p>The handle is counted so that it is freed exactly once and never while a call uses it:
 * closing (by {@link Game#close()} or the {@link java.lang.ref.Cleaner}) gives up the owner's
 * count, each call holds one of its own for its duration, and the last one out frees the game.
 * So a close on one thread while another thread is inside a call is safe, and so is a Cleaner
 * that runs while a call is under way (the Game object may become unreachable mid-call).
 */
public final class GameHandle extends PointerType {
    private final AtomicInteger users = new AtomicInteger(1);
    private final AtomicBoolean closed = new AtomicBoolean();

    /** For JNA, whose argument converter makes one instance as a default value; no game. */
    public GameHandle() {}

    GameHandle(Pointer game) {
        super(game);
    }

    /** Takes a count for one call; throws IllegalStateException once the game is closed. */
    GameHandle acquire() {
        for (;;) {
            int n = users.get();
            if (n == 0 || closed.get()) {
                throw new IllegalStateException("this Game is closed");
            }
            if (users.compareAndSet(n, n + 1)) {
                return this;
            }
        }
    }

    /** Gives a count back; the last one frees the native game. */
    void release() {
        if (users.decrementAndGet() == 0) {
            RamiLibrary.C.rami_game_free(getPointer());
        }
    }

    /** Gives the owner's count back, once, whoever asks: close() or the Cleaner. */
    void close() {
        if (closed.compareAndSet(false, true)) {
            release();
        }
    }

    boolean isClosed() {
        return closed.get();
    }
}
