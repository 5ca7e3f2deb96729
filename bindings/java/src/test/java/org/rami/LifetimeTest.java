package org.rami;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** Closing: twice is fine, a closed game refuses use, the games made from it live on. */
class LifetimeTest {
    @Test
    void closeTwiceIsSafe() {
        Game game = Game.create("rami51", 2, 1);
        assertFalse(game.isClosed());
        game.close();
        assertTrue(game.isClosed());
        assertDoesNotThrow(game::close);
        assertTrue(game.isClosed());
    }

    @Test
    void closedGameRefusesEveryUse() {
        Game game = Game.create("rami51", 2, 1);
        game.close();
        List<Consumer<Game>> uses = List.of(Game::toJson, g -> g.apply("{\"type\":\"draw\"}"),
                g -> g.step(0), Game::legalActions, Game::actionSpaceSize, g -> g.actionJson(0),
                Game::currentSeat, Game::isOver, Game::players, g -> g.viewJson(0), Game::scoresJson,
                g -> g.botMoveJson("greedy", 1));
        for (Consumer<Game> use : uses) {
            assertThrows(IllegalStateException.class, () -> use.accept(game));
        }
    }

    @Test
    void nextGameOutlivesTheOneItCameFrom() {
        Game next;
        String expected;
        try (Game game = Game.create("rami51", 2, 1)) {
            next = game.step(game.legalActions()[0]);
            expected = next.toJson();
        }
        try (next) {
            assertEquals(expected, next.toJson());
            assertEquals(2, next.players());
        }
    }

    @Test
    void forgottenGamesAreLeftToTheCleaner() {
        // Not closed on purpose: the Cleaner frees them; nothing may crash meanwhile.
        for (int i = 0; i < 2000; i++) {
            assertEquals(2, Game.create("rami7", 2, i).players());
        }
        System.gc();
        try (Game game = Game.create("rami7", 2, 0)) {
            assertEquals(2, game.players());
        }
    }
}
