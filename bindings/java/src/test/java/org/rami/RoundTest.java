package org.rami;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** A whole round of every variant, 2 to 4 seats, through legal actions and step. */
class RoundTest {
    @ParameterizedTest(name = "{0}, {1} seats")
    @MethodSource("org.rami.RandomRounds#variantsAndSeats")
    void randomRoundEndsWithScores(String variant, int players, long seed) {
        try (Game end = RandomRounds.play(variant, players, seed)) {
            assertTrue(end.isOver());
            assertEquals(-1, end.currentSeat());
            assertEquals(0, end.legalActions().length);
            assertEquals(players, end.players());
            String state = end.toJson();
            assertEquals("over", Documents.string(state, "phase"));
            assertEquals(variant, Documents.string(state, "variant"));

            String scores = end.scoresJson();
            int[] round = Documents.numbers(scores, "round");
            int[] before = Documents.numbers(scores, "before");
            int[] totals = Documents.numbers(scores, "totals");
            assertEquals(players, round.length, scores);
            for (int seat = 0; seat < players; seat++) {
                assertEquals(before[seat] + round[seat], totals[seat], scores);
            }

            // The ended round survives the trip through its state document.
            try (Game back = Game.fromJson(state)) {
                assertEquals(state, back.toJson());
                assertEquals(scores, back.scoresJson());
            }
        }
    }
}
