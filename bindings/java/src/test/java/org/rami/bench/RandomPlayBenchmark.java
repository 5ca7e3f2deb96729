package org.rami.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.SplittableRandom;
import org.rami.Game;

/**
 * Random play through the binding: rami51, 4 seats, each action chosen uniformly among the legal
 * ones and applied with step, round after round; prints actions per second. A measure, never a
 * test. Arguments: the seconds to measure (default 5), after a warm-up of 2 seconds for the JIT.
 * Besides wall-clock time it prints the rate per second of the playing thread's CPU time, which
 * a machine busy with other work disturbs less.
 */
public final class RandomPlayBenchmark {
    private RandomPlayBenchmark() {}

    public static void main(String[] args) {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 5;
        run(2, 1);
        long[] counted = run(seconds, 1_000_000);
        double elapsed = counted[2] / 1e9;
        double cpu = counted[3] / 1e9;
        System.out.printf("rami51, 4 seats, random play: %d actions in %d rounds, %.2f s: %,.0f actions/s"
                + " (%,.0f per second of the thread's CPU time)%n",
                counted[0], counted[1], elapsed, counted[0] / elapsed, counted[0] / cpu);
    }

    /**
     * Plays whole rounds until {@code seconds} have passed: {actions, rounds, wall-clock
     * nanoseconds, CPU nanoseconds of this thread}.
     */
    private static long[] run(double seconds, long firstSeed) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long actions = 0;
        long rounds = 0;
        long cpuStart = threads.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        long stop = start + (long) (seconds * 1e9);
        SplittableRandom random = new SplittableRandom(firstSeed);
        while (System.nanoTime() < stop) {
            Game game = Game.create("rami51", 4, firstSeed + rounds);
            while (!game.isOver()) {
                int[] legal = game.legalActions();
                if (legal.length == 0) {
                    break; // never expected; the C benchmark stops there too
                }
                Game next = game.step(legal[random.nextInt(legal.length)]);
                game.close();
                game = next;
                actions++;
            }
            game.close();
            rounds++;
        }
        long wall = System.nanoTime() - start;
        return new long[] {actions, rounds, wall, threads.getCurrentThreadCpuTime() - cpuStart};
    }
}
