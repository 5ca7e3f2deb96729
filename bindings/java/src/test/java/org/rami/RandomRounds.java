package org.rami;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;

/** Rounds played to their end by seeded random choices among the legal actions, checked. */
final class RandomRounds {
    /** The eight variants of docs/rules.md. */
    static final List<String> VARIANTS = List.of("rami40", "rami50", "rami51", "manie_joker51",
            "rami51_kaluki", "rami_francais", "rami7", "rummy_classic");

    /** Far beyond any round seen; reaching it fails the test rather than cutting a round short. */
    static final int MAX_STEPS = 100_000;

    private RandomRounds() {}

    /** Every variant with 2, 3 and 4 seats, each with a seed of its own. */
    static Stream<Arguments> variantsAndSeats() {
        return VARIANTS.stream().flatMap(variant -> Stream.of(2, 3, 4)
                .map(seats -> Arguments.of(variant, seats, 1000L * seats + VARIANTS.indexOf(variant))));
    }

    /**
     * Deals {@code variant} and plays it to its end, checking each step: the seat to act is in
     * range, the legal actions are non-empty, ascending, in the action space, and contain the
     * chosen id; each step's input game is left unchanged. Returns the ended round (to close).
     */
    static Game play(String variant, int players, long seed) {
        Game game = Game.create(variant, players, seed);
        SplittableRandom random = new SplittableRandom(seed);
        int size = game.actionSpaceSize();
        for (int steps = 0; !game.isOver(); steps++) {
            assertTrue(steps < MAX_STEPS, variant + ": no end after " + MAX_STEPS + " actions");
            int seat = game.currentSeat();
            assertTrue(seat >= 0 && seat < players, "seat to act " + seat);
            int[] legal = game.legalActions();
            assertTrue(legal.length > 0, variant + ": a round going on with no legal action");
            assertTrue(legal[0] >= 0 && legal[legal.length - 1] < size, "ids in the action space");
            for (int i = 1; i < legal.length; i++) {
                assertTrue(legal[i - 1] < legal[i], "ids ascending");
            }
            int id = legal[random.nextInt(legal.length)];
            assertTrue(Arrays.binarySearch(legal, id) >= 0, "chosen id is legal");
            Game next = game.step(id);
            game.close();
            game = next;
        }
        return game;
    }
}
