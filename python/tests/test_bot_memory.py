"""A rami.Bot kept for the round plays as `rami play` and play_round play (their bots are kept
for the round too, and a search bot remembers the discards it saw taken); a Bot made for each
move does not."""

import json
import os
import shutil
import subprocess

import pytest

import rami


def kept_round(variant, players, seed, name):
    """The moves of a round played by one Bot per seat, seeded as `rami play` seeds them (the
    deal's seed * 31 + the seat); with, for a Bot made afresh for each move with the seat's seed,
    the seats whose first move it matches and the moves where it differs."""
    bots = [rami.Bot(name, seed * 31 + seat) for seat in range(players)]
    asked = [0] * players
    state, moves, first_equal, fresh_differs = rami.new_game(variant, players, seed), [], 0, 0
    while not state.is_over:
        assert len(moves) < 20000, "the round never ended"
        seat = state.current
        kept = bots[seat].choose(state)
        fresh = rami.Bot(name, seed * 31 + seat).choose(state)
        first_equal += asked[seat] == 0 and fresh == kept
        fresh_differs += fresh != kept
        asked[seat] += 1
        state = state.apply(kept)
        moves.append(kept)
    with pytest.raises(rami.RuleError) as caught:
        bots[0].choose(state)
    assert caught.value.code == "round_over"
    return moves, first_equal, fresh_differs


@pytest.mark.parametrize("variant, players, seed", [("rami51", 2, 7), ("rummy_classic", 3, 5)])
def test_kept_bots_play_as_play_round(variant, players, seed):
    moves, first_equal, fresh_differs = kept_round(variant, players, seed, "ismcts-easy")
    assert moves == rami.play_round(rami.new_game(variant, players, seed), ["ismcts-easy"] * players).moves
    assert first_equal == players
    assert fresh_differs > 0


def test_kept_bots_make_the_moves_of_rami_play():
    cli = os.environ.get("RAMI_CLI") or shutil.which("rami")
    if not cli:
        pytest.skip("the rami command is not built (set RAMI_CLI)")
    out = subprocess.run([cli, "play", "--variant", "rami51", "--players", "2", "--seed", "7", "--bots", "ismcts-easy",
                          "--json"], check=True, capture_output=True, text=True).stdout
    recorded = json.loads(out)["rounds"][0]["moves"]
    moves, _, _ = kept_round("rami51", 2, 7, "ismcts-easy")
    assert [m.to_dict() for m in moves] == recorded
