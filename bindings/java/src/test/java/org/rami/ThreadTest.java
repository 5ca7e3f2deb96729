package org.rami;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Games used from several threads at once: rounds, one shared game, errors, closing. */
class ThreadTest {
    private static final int THREADS = 8;
    private static ExecutorService pool;

    @BeforeAll
    static void start() {
        pool = Executors.newFixedThreadPool(THREADS);
    }

    @AfterAll
    static void stop() {
        pool.shutdownNow();
    }

    /** Runs every task at once (they wait for each other to start) and returns their results. */
    private static <T> List<T> together(List<Callable<T>> tasks) throws Exception {
        CountDownLatch start = new CountDownLatch(tasks.size());
        List<Future<T>> futures = new ArrayList<>();
        for (Callable<T> task : tasks) {
            futures.add(pool.submit(() -> {
                start.countDown();
                start.await();
                return task.call();
            }));
        }
        List<T> results = new ArrayList<>();
        for (Future<T> future : futures) {
            results.add(future.get());
        }
        return results;
    }

    private static String finalState(String variant, long seed) {
        try (Game end = RandomRounds.play(variant, 3, seed)) {
            return end.toJson();
        }
    }

    @Test
    void roundsOnSeveralThreadsEndAsOnOne() throws Exception {
        List<Callable<String>> tasks = new ArrayList<>();
        for (int i = 0; i < THREADS; i++) {
            String variant = RandomRounds.VARIANTS.get(i % RandomRounds.VARIANTS.size());
            long seed = 500 + i;
            tasks.add(() -> finalState(variant, seed));
        }
        List<String> parallel = together(tasks);
        for (int i = 0; i < THREADS; i++) {
            assertEquals(tasks.get(i).call(), parallel.get(i), "round " + i);
        }
    }

    @Test
    void oneGameSharedByThreads() throws Exception {
        try (Game game = Game.create("rami51", 4, 77)) {
            int[] legal = game.legalActions();
            List<Callable<String>> tasks = new ArrayList<>();
            for (int i = 0; i < THREADS; i++) {
                int id = legal[i % legal.length];
                tasks.add(() -> {
                    try (Game next = game.step(id)) {
                        return next.toJson();
                    }
                });
            }
            List<String> parallel = together(tasks);
            for (int i = 0; i < THREADS; i++) {
                assertEquals(tasks.get(i).call(), parallel.get(i));
            }
        }
    }

    @Test
    void eachThreadReadsItsOwnError() throws Exception {
        List<Callable<Void>> tasks = new ArrayList<>();
        for (int i = 0; i < THREADS; i++) {
            String variant = "no_such_variant_" + i;
            tasks.add(() -> {
                for (int round = 0; round < 200; round++) {
                    // The error names this thread's variant, never another thread's.
                    MalformedInputException e =
                            assertThrows(MalformedInputException.class, () -> Game.create(variant, 2, 1));
                    assertTrue(e.getMessage().contains(variant), e.getMessage());
                    // A success in between on the same thread does not disturb the next failure.
                    try (Game ok = Game.create("rami7", 2, round)) {
                        assertEquals(2, ok.players());
                    }
                }
                return null;
            });
        }
        together(tasks);
    }

    @Test
    void closingWhileOtherThreadsUseTheGame() throws Exception {
        Game game = Game.create("rami51", 4, 3);
        int size = game.actionSpaceSize();
        List<Callable<Integer>> tasks = new ArrayList<>();
        for (int i = 0; i < THREADS - 1; i++) {
            tasks.add(() -> {
                int calls = 0;
                try {
                    for (;;) {
                        // Every call either works on the live game or says it is closed.
                        assertEquals(size, game.actionSpaceSize());
                        assertTrue(game.legalActions().length > 0);
                        calls++;
                    }
                } catch (IllegalStateException closed) {
                    return calls;
                }
            });
        }
        tasks.add(() -> {
            Thread.sleep(50);
            game.close();
            return 0;
        });
        List<Integer> calls = together(tasks);
        assertTrue(game.isClosed());
        assertEquals(THREADS, calls.size());
    }
}
