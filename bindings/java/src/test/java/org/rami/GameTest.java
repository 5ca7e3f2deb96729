package org.rami;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** A game's documents, its immutability, its views and the bots. */
class GameTest {
    @Test
    void newGameHasItsSeatsAndActions() {
        try (Game game = Game.create("rami51", 4, 42)) {
            assertEquals(4, game.players());
            assertEquals(0, game.currentSeat());
            assertFalse(game.isOver());
            assertTrue(game.actionSpaceSize() > 0);
            String state = game.toJson();
            assertEquals("rami.state/1", Documents.string(state, "format"));
            assertEquals("42", Documents.raw(state, "seed"));
            assertEquals("null", Documents.raw(game.scoresJson(), "round"));
        }
    }

    @Test
    void stepAndApplyLeaveTheInputGameUnchanged() {
        try (Game game = Turns.advance(Game.create("rami51", 3, 7), 5)) {
            String before = game.toJson();
            int id = game.legalActions()[0];
            try (Game stepped = game.step(id);
                    Game applied = game.apply(game.actionJson(id))) {
                assertEquals(before, game.toJson());
                assertNotEquals(before, stepped.toJson());
                // An action applied as a move gives the same state as its number stepped.
                assertEquals(stepped.toJson(), applied.toJson());
            }
        }
    }

    @ParameterizedTest
    @MethodSource("org.rami.RandomRounds#variantsAndSeats")
    void stateRoundTripsMidRound(String variant, int players, long seed) {
        try (Game game = Turns.advance(Game.create(variant, players, seed), 3 * players + 1)) {
            String text = game.toJson();
            try (Game back = Game.fromJson(text)) {
                assertEquals(text, back.toJson());
                assertEquals(game.currentSeat(), back.currentSeat());
                assertArrayEquals(game.legalActions(), back.legalActions());
            }
        }
    }

    @Test
    void viewShowsItsSeatsHandOnly() {
        try (Game game = Game.create("rami51", 4, 11)) {
            String state = game.toJson();
            List<List<String>> hands = Documents.hands(state);
            assertEquals(4, hands.size());
            for (int seat = 0; seat < 4; seat++) {
                String view = game.viewJson(seat);
                assertEquals("rami.view/1", Documents.string(view, "format"));
                assertEquals(String.valueOf(seat), Documents.raw(view, "seat"));
                assertEquals(hands.get(seat), Documents.strings(view, "hand"));
                int[] sizes = Documents.numbers(view, "hand_sizes");
                for (int other = 0; other < 4; other++) {
                    assertEquals(hands.get(other).size(), sizes[other]);
                }
                // No other hand, no stock and no seed: only their sizes.
                assertFalse(view.contains("\"hands\""), view);
                assertFalse(view.contains("\"stock\""), view);
                assertFalse(view.contains("\"seed\""), view);
            }
        }
    }

    @Test
    void greedyBotMoveIsApplied() {
        try (Game game = Game.create("rami51", 2, 5)) {
            String move = game.botMoveJson("greedy", 1);
            assertTrue(move.startsWith("{") && move.contains("\"type\""), move);
            try (Game next = game.apply(move)) {
                assertNotEquals(game.toJson(), next.toJson());
            }
        }
    }

    @Test
    void greedyBotsPlayARoundToItsEnd() {
        Game game = Game.create("rami7", 3, 9);
        for (int moves = 0; !game.isOver(); moves++) {
            assertTrue(moves < RandomRounds.MAX_STEPS, "greedy round without end");
            Game next = game.apply(game.botMoveJson("greedy", moves));
            game.close();
            game = next;
        }
        try (Game end = game) {
            assertEquals(3, Documents.numbers(end.scoresJson(), "round").length);
            RuleException over = assertThrows(RuleException.class, () -> end.botMoveJson("greedy", 0));
            assertEquals("round_over", over.code());
            assertEquals("R7", over.rule());
        }
    }

    @Test
    void actionJsonNamesTheMove() {
        try (Game deal = Game.create("rami51", 2, 3);
                Game game = Turns.discard(deal)) {
            // Seat 1 must draw now: its legal actions are a draw and taking the discard.
            assertEquals(1, game.currentSeat());
            assertEquals("draw", Documents.string(game.toJson(), "phase"));
            int[] legal = game.legalActions();
            assertTrue(legal.length > 0);
            for (int id : legal) {
                String type = Documents.string(game.actionJson(id), "type");
                assertTrue(type.equals("draw") || type.equals("take_discard"), type);
            }
        }
    }
}
