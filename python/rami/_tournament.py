"""Tournaments between built-in bots: the rounds are cut into chunks, each chunk is played in
C++ without the GIL on an executor (a local process pool, or a Dask cluster), and the chunks'
results are merged. The merged result depends only on the arguments, never on the executor."""

from __future__ import annotations

import concurrent.futures
import os
import time
from dataclasses import asdict, dataclass, field
from typing import Optional, Sequence, Union

from ._errors import FormatError
from ._rami import Rules, _play_rounds, rules as _rules


def _play_chunk(variant: Union[str, dict], bots: list[str], seed: int, first: int, count: int, max_moves: int) -> dict:
    """One chunk of a tournament, in whatever process the executor runs it (importable by name)."""
    return _play_rounds(variant, bots, seed, first, count, max_moves)


@dataclass(frozen=True)
class TournamentResult:
    """The merged result of a tournament. Entry i of `wins` and `points` is bot i of the
    `bots` list (bots move one seat per round, so each plays every seat in turn).

    Attributes:
        variant: the variant id (the base variant's id for changed rules).
        bots: the bot names, as given.
        rounds: rounds played (round k deals with seed + k).
        seed: the first round's seed.
        wins: rounds won, per bot (a deadlock has no winner, R12).
        points: the sum of the round points (R13), per bot.
        deadlocks: rounds that ended without a winner (R12).
        capped: rounds stopped by `max_moves` (not counted in wins and points).
        turns: turns played in all rounds.
        seconds: wall-clock time of the whole tournament, in seconds (not compared by ==).
        cpu_seconds: the sum of the chunks' times, in seconds (not compared by ==).
        chunks: how many chunks were played (not compared by ==).
    """

    variant: str
    bots: tuple[str, ...]
    rounds: int
    seed: int
    wins: tuple[int, ...]
    points: tuple[int, ...]
    deadlocks: int
    capped: int
    turns: int
    seconds: float = field(compare=False)
    cpu_seconds: float = field(compare=False)
    chunks: int = field(compare=False)

    @property
    def rounds_per_second(self) -> float:
        """Rounds per second of wall-clock time (float)."""
        return self.rounds / self.seconds if self.seconds > 0 else 0.0

    @property
    def win_rates(self) -> tuple[float, ...]:
        """Per bot, the fraction of rounds won (float, 0 to 1)."""
        return tuple(w / self.rounds for w in self.wins)

    @property
    def mean_points(self) -> tuple[float, ...]:
        """Per bot, the mean points of a round (R13; lower is better where the lowest total wins)."""
        return tuple(p / self.rounds for p in self.points)

    @property
    def mean_turns(self) -> float:
        """The mean number of turns of a round (float)."""
        return self.turns / self.rounds

    def to_dict(self) -> dict:
        """The fields and the derived figures as a dict (JSON-ready)."""
        out = asdict(self)
        out["bots"] = list(self.bots)
        out["wins"] = list(self.wins)
        out["points"] = list(self.points)
        out.update(rounds_per_second=self.rounds_per_second, win_rates=list(self.win_rates),
                   mean_points=list(self.mean_points), mean_turns=self.mean_turns)
        return out


def _chunks(rounds: int, chunk_rounds: int) -> list[tuple[int, int]]:
    return [(first, min(chunk_rounds, rounds - first)) for first in range(0, rounds, chunk_rounds)]


def tournament(
    variant: Union[str, Rules, dict],
    bots: Sequence[str],
    rounds: int,
    seed: int = 1,
    executor: Optional[concurrent.futures.Executor] = None,
    *,
    chunk_rounds: Optional[int] = None,
    max_moves: int = 5000,
) -> TournamentResult:
    """Plays `rounds` rounds of `variant` between built-in bots ("random", "greedy"), one per
    seat, and returns the merged TournamentResult. Round k deals with seed + k and seats bot
    (seat + k) % players at each seat, as `rami tournament` does, so the result is the same
    for the same arguments whatever the executor and the chunks.

    Args:
        variant: a built-in variant id, a Rules or a rules document ("rami.rules/1", dict or
            JSON text); chunks carry changed rules to the other processes as their document.
        bots: one bot name per seat (2 to the variant's maximum, R1).
        rounds: rounds to play, 1 or more.
        seed: the first round's seed (0 to 2**64-1).
        executor: any concurrent.futures.Executor that runs the chunks: None for a local
            process pool of os.cpu_count() processes (shut down afterwards), a
            ThreadPoolExecutor (chunks run without the GIL), or a Dask cluster's
            ``distributed.Client(...).get_executor()``. Its processes must import rami.
        chunk_rounds: rounds per chunk; by default the rounds are cut in up to 4 chunks per
            local CPU, 25 rounds at least.
        max_moves: a round stops after this many moves (counted in `capped`).

    Raises FormatError for an unknown variant or bot name, rounds < 1 or chunk_rounds < 1,
    and RuleError players_out_of_range (R1) for a number of bots the variant does not seat.
    A chunk's error is raised as is.
    """
    rules = _rules(variant)  # an unknown variant or a bad rules document is refused here, not in a worker
    # Chunks travel to other processes: a built-in variant as its id, other rules as their document.
    shipped: Union[str, dict] = rules.id if rules == _rules(rules.id) else rules.to_dict()
    names = list(bots)
    if isinstance(bots, str) or not all(isinstance(name, str) for name in names):
        raise FormatError("wrong_json_type", "format", "A JSON value does not have the expected type. (bots: a list of bot names)")
    if not isinstance(rounds, int) or rounds < 1:
        raise FormatError("number_out_of_range", "format", "A number is outside the range this field accepts. (rounds: 1 or more)")
    cpus = os.cpu_count() or 1
    if chunk_rounds is None:
        chunk_rounds = max(25, -(-rounds // (4 * cpus)))
    if not isinstance(chunk_rounds, int) or chunk_rounds < 1:
        raise FormatError("number_out_of_range", "format", "A number is outside the range this field accepts. (chunk_rounds: 1 or more)")
    # Check the bots and the seats at once, on a round of none (fast, in this process).
    _play_rounds(shipped, names, seed, 0, 0, max_moves)

    chunks = _chunks(rounds, chunk_rounds)
    started = time.perf_counter()
    own = executor is None
    pool = concurrent.futures.ProcessPoolExecutor(max_workers=min(cpus, len(chunks))) if own else executor
    try:
        futures = [pool.submit(_play_chunk, shipped, names, seed, first, count, max_moves) for first, count in chunks]
        parts = [future.result() for future in futures]
    finally:
        if own:
            pool.shutdown()
    seconds = time.perf_counter() - started

    players = len(names)
    return TournamentResult(
        variant=rules.id,
        bots=tuple(names),
        rounds=rounds,
        seed=seed,
        wins=tuple(sum(part["wins"][b] for part in parts) for b in range(players)),
        points=tuple(sum(part["points"][b] for part in parts) for b in range(players)),
        deadlocks=sum(part["deadlocks"] for part in parts),
        capped=sum(part["capped"] for part in parts),
        turns=sum(part["turns"] for part in parts),
        seconds=seconds,
        cpu_seconds=sum(part["seconds"] for part in parts),
        chunks=len(chunks),
    )
