using System;
using System.Diagnostics;
using Rami;

/// <summary>
/// Random play through the binding, rami51 with 4 seats, as benchmarks/bench_c.c plays it in C:
/// the legal actions into a reused buffer, then a step with one of them drawn by splitmix64,
/// rounds after rounds for the seconds given (default 5) after a one-second warm-up. Prints the
/// actions per second of wall-clock time. Run by bench.sh (Mono) or benchmarks/bindings.sh.
/// </summary>
static class RandomPlayBench
{
    static ulong Next(ref ulong s)
    {
        ulong z = s += 0x9e3779b97f4a7c15UL;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9UL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebUL;
        return z ^ (z >> 31);
    }

    /// <summary>One round from <paramref name="seed"/>; the number of actions played.</summary>
    static long Round(ulong seed, int[] buffer)
    {
        Game game = Game.New("rami51", 4, seed);
        ulong random = seed;
        long actions = 0;
        while (actions < 5000 && !game.IsOver)
        {
            int count = game.LegalActions(buffer);
            if (count == 0) break;  // as the C loop: a state with no legal action ends the round
            if (count > buffer.Length) throw new InvalidOperationException("more legal actions than the buffer holds");
            Game next = game.Step(buffer[(int)(Next(ref random) % (ulong)count)]);
            game.Dispose();
            game = next;
            ++actions;
        }
        game.Dispose();
        return actions;
    }

    static void Main(string[] args)
    {
        double seconds = args.Length > 0 ? double.Parse(args[0], System.Globalization.CultureInfo.InvariantCulture) : 5.0;
        var buffer = new int[1024];
        ulong seed = 1;
        var warmUp = Stopwatch.StartNew();
        while (warmUp.Elapsed.TotalSeconds < 1.0) Round(seed++, buffer);
        long actions = 0, rounds = 0;
        var clock = Stopwatch.StartNew();
        while (clock.Elapsed.TotalSeconds < seconds)
        {
            actions += Round(seed++, buffer);
            ++rounds;
        }
        double elapsed = clock.Elapsed.TotalSeconds;
        Console.WriteLine("C#: {0} rounds, {1} actions in {2:F2} s: {3:F0} actions/s", rounds, actions, elapsed, actions / elapsed);
    }
}
