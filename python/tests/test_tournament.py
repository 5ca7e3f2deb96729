"""Tournaments: chunks played anywhere merge into the result of one process."""

import concurrent.futures
import json
import os
import shutil
import subprocess

import pytest

import rami


class InProcess(concurrent.futures.Executor):
    """Runs each chunk at once in this process: the single-process reference."""

    def submit(self, fn, *args, **kwargs):
        future = concurrent.futures.Future()
        future.set_result(fn(*args, **kwargs))
        return future


def single_process(variant, bots, rounds, seed):
    return rami.tournament(variant, bots, rounds, seed=seed, executor=InProcess(), chunk_rounds=rounds)


def test_chunks_merge_into_the_single_process_result():
    reference = single_process("rami7", ["greedy", "random"], 40, 11)
    assert reference.chunks == 1 and reference.rounds == 40
    assert sum(reference.wins) + reference.deadlocks + reference.capped == 40
    with concurrent.futures.ThreadPoolExecutor(2) as threads:
        chunked = rami.tournament("rami7", ["greedy", "random"], 40, seed=11, executor=threads, chunk_rounds=7)
    assert chunked.chunks == 6
    assert chunked == reference
    other_seed = single_process("rami7", ["greedy", "random"], 40, 12)
    assert other_seed != reference


def test_default_executor_is_a_process_pool():
    result = rami.tournament("rami51", ["greedy", "random", "random"], 30, seed=3, chunk_rounds=10)
    assert result == single_process("rami51", ["greedy", "random", "random"], 30, 3)
    assert result.rounds_per_second > 0
    assert result.to_dict()["win_rates"] == list(result.win_rates)


def test_the_result_is_the_command_line_tournament():
    cli = os.environ.get("RAMI_CLI") or shutil.which("rami")
    if not cli:
        pytest.skip("the rami command is not built (set RAMI_CLI)")
    out = json.loads(subprocess.run([cli, "tournament", "--variant", "rami7", "--rounds", "20", "--bots", "greedy,random",
                                     "--seed", "4"], check=True, capture_output=True, text=True).stdout)
    result = single_process("rami7", ["greedy", "random"], 20, 4)
    assert [b["win_rate"] for b in out["bots"]] == pytest.approx(list(result.win_rates))
    assert [b["mean_points"] for b in out["bots"]] == pytest.approx(list(result.mean_points))
    assert out["mean_turns"] == pytest.approx(result.mean_turns)


def test_tournament_refusals():
    with pytest.raises(rami.FormatError):
        rami.tournament("rami99", ["greedy", "random"], 10)
    with pytest.raises(rami.FormatError):
        rami.tournament("rami51", ["greedy", "clever"], 10)
    with pytest.raises(rami.RuleError) as caught:
        rami.tournament("rami51", ["greedy"] * 7, 10)
    assert caught.value.rule == "R1"
    with pytest.raises(rami.FormatError):
        rami.tournament("rami51", ["greedy", "random"], 0)
    with pytest.raises(rami.FormatError):
        rami.tournament({"format": "rami.rules/1", "base": "rami51", "no_such_rule": 1}, ["greedy", "random"], 10)
    assert single_process(rami.rules("rami7"), ["greedy", "random"], 5, 1) == single_process("rami7", ["greedy", "random"], 5, 1)


def test_changed_rules_travel_to_the_workers_as_their_document():
    changed = rami.new_game("rami51", 2, 1, options={"opening_minimum": 0}).rules
    assert changed != rami.rules("rami51")
    with concurrent.futures.ProcessPoolExecutor(2) as pool:
        on_pool = rami.tournament(changed, ["greedy", "random"], 20, seed=5, executor=pool, chunk_rounds=5)
    assert on_pool == single_process(changed.to_dict(), ["greedy", "random"], 20, 5)
    assert on_pool.turns != single_process("rami51", ["greedy", "random"], 20, 5).turns


def test_dask_cluster_of_two_workers_gives_the_single_process_result():
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        on_dask = rami.tournament("rami7", ["greedy", "random"], 60, seed=21, executor=client.get_executor(), chunk_rounds=10)
    assert on_dask.chunks == 6
    assert on_dask == single_process("rami7", ["greedy", "random"], 60, 21)
