"""Benchmarks of the Python layer (the package rami): what a call from Python adds to the C++
call, the steps per second of a reinforcement-learning loop, and tournament rounds per second on
1 and 2 processes.

    /usr/bin/python3 benchmarks/bench_python.py [--rounds N]

with `rami` importable (tools/test_python.sh installs it into build/python-venv:
build/python-venv/bin/python benchmarks/bench_python.py). Figures: benchmarks/README.md.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import statistics
import time

import rami
from rami import _rami


def recorded_steps(variant: str, players: int, seeds: range) -> list[tuple[rami.GameState, rami.Move]]:
    """Every (state, move) of greedy rounds: the applies a program makes in a real round."""
    steps = []
    for seed in seeds:
        record = rami.play_round(rami.new_game(variant, players, seed), ["greedy"] * players)
        state = record.start
        for move in record.moves:
            steps.append((state, move))
            state = state.apply(move)
    return steps


def best_of(repeats: int, run) -> float:
    return min(run() for _ in range(repeats))


def time_python(converted) -> float:
    started = time.perf_counter()
    for state, move in converted:
        state.apply(move)
    return time.perf_counter() - started


def bench_apply(repeats: int) -> None:
    steps = recorded_steps("rami51", 4, range(1, 21))
    n = len(steps)
    cpp = best_of(repeats, lambda: _rami._time_apply(steps, 1)[0]) / n
    forms = {
        "Move object": steps,
        "dict": [(s, m.to_dict()) for s, m in steps],
        "JSON text": [(s, m.to_json()) for s, m in steps],
    }
    print(f"apply: {n} (state, move) pairs from 20 greedy rounds of rami51, 4 seats; best of {repeats}")
    print(f"  C++ apply (same pairs, in the extension):   {cpp * 1e6:7.2f} us/call")
    for name, converted in forms.items():
        python = best_of(repeats, lambda: time_python(converted)) / len(converted)
        print(f"  from Python, move as {name:<20} {python * 1e6:7.2f} us/call   (+{(python - cpp) * 1e6:.2f} us)")
    if hasattr(rami, "Action"):  # the step-wise turns: the first legal action of each state
        firsts = [(s, s.legal_actions()[0]) for s, _ in steps if not s.is_over]
        cpp = best_of(repeats, lambda: _rami._time_apply_actions(firsts, 1)[0]) / len(firsts)
        print(f"  C++ apply of an action (first legal one):  {cpp * 1e6:7.2f} us/call")
        for name, converted in {"Action object": firsts, "action number (int)": [(s, a.id(s.rules)) for s, a in firsts]}.items():
            python = best_of(repeats, lambda: time_python(converted)) / len(converted)
            print(f"  from Python, {name:<28} {python * 1e6:7.2f} us/call   (+{(python - cpp) * 1e6:.2f} us)")


def bench_environment(variant: str, seconds: float) -> None:
    """Steps per second of the loop an agent is trained in: at each step the seat to act's
    observation and legal-action mask (numpy arrays), a uniformly random legal action id, then
    `apply`; new rounds until `seconds` have passed. RLCard publishes about 14,000 steps/s for
    its games' environments, the figure this is set beside (benchmarks/README.md)."""
    import numpy as np

    generator = np.random.default_rng(1)
    steps = 0
    seed = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        seed += 1
        state = rami.new_game(variant, 4, seed)
        while not state.is_over:
            state.observation(state.current)
            # As a bool view: numpy finds the nonzero entries of bools 13 times faster than of
            # int8 (docs/python.md).
            legal = np.flatnonzero(state.legal_action_mask().view(np.bool_))
            state = state.apply(int(legal[generator.integers(len(legal))]))
            steps += 1
    elapsed = time.perf_counter() - started
    print(f"environment: {variant}, 4 seats, observation + legal-action mask + random action + apply")
    print(f"  {steps / elapsed:8.0f} steps/s ({steps} steps, {seed} rounds, {elapsed:.1f} s)")


def bench_tournament(variant: str, rounds: int) -> None:
    print(f"tournament: {variant}, greedy vs random, {rounds} rounds")
    for workers in (1, 2):
        times = []
        for _ in range(3):
            with concurrent.futures.ProcessPoolExecutor(workers) as pool:
                pool.submit(int).result()  # the processes are up before the clock starts
                result = rami.tournament(variant, ["greedy", "random"], rounds, seed=1, executor=pool,
                                         chunk_rounds=max(1, rounds // (4 * workers)))
            times.append(result.seconds)
        print(f"  {workers} process(es): {rounds / statistics.median(times):8.0f} rounds/s (median of 3)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=2000, help="tournament rounds per run (default 2000)")
    parser.add_argument("--variant", default="rami51", help="tournament variant (default rami51)")
    parser.add_argument("--repeats", type=int, default=5, help="apply timings: best of this many (default 5)")
    parser.add_argument("--seconds", type=float, default=10.0, help="environment loop: seconds (default 10)")
    args = parser.parse_args()
    bench_apply(args.repeats)
    bench_environment(args.variant, args.seconds)
    bench_tournament(args.variant, args.rounds)


if __name__ == "__main__":
    main()
