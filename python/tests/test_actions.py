"""Step-wise turns through the Python API: actions, their numbers, the mask, observations."""

import pickle

import numpy as np
import pytest

import rami



@pytest.fixture
def state():
    return rami.new_game("rami51", 2, 3)


def test_the_mask_marks_exactly_the_legal_actions(state):
    mask = state.legal_action_mask()
    assert mask.dtype == np.int8 and mask.shape == (rami.action_space_size("rami51"),)
    ids = sorted(a.id("rami51") for a in state.legal_actions())
    assert list(np.flatnonzero(mask)) == ids
    assert len(set(ids)) == len(ids)


def test_every_legal_action_applies_and_numbers_round_trip(state):
    for action in state.legal_actions():
        number = action.id(state.rules)
        assert rami.action_from_id("rami51", number).id("rami51") == number
        assert state.apply(number) == state.apply(action) == state.apply(action.to_dict()) == state.apply(action.to_json())
        assert rami.Action.from_json(action.to_dict()) == action
        assert pickle.loads(pickle.dumps(action)) == action


def test_an_action_not_legal_is_refused_with_its_rule(state):
    mask = state.legal_action_mask()
    draw = rami.Action.from_json({"type": "draw"}).id("rami51")
    assert mask[draw] == 0  # rami51: the first seat starts with 15 cards and does not draw (R2)
    with pytest.raises(rami.RuleError) as caught:
        state.apply(draw)
    assert caught.value.rule == "R2"


@pytest.mark.parametrize("where", ["below", "size", "huge"])
def test_numbers_outside_the_space_are_format_errors(state, where):
    bad = {"below": -1, "size": rami.action_space_size("rami51"), "huge": 2**80}[where]
    with pytest.raises(rami.FormatError) as caught:
        state.apply(bad)
    assert caught.value.code == "number_out_of_range"
    with pytest.raises(rami.FormatError):
        rami.action_from_id("rami51", bad)


def test_a_meld_dict_is_an_action_and_a_play_dict_a_move(state):
    melds = [a for a in state.legal_actions() if a.type == "meld"]
    meld = min(melds, key=lambda a: rami.read_meld("rami51", a.to_dict()["cards"]).points)
    assert rami.read_meld("rami51", meld.to_dict()["cards"]).points < 51
    one_step = state.apply(meld.to_dict())
    assert one_step.phase == "play" and one_step.current == state.current  # the turn goes on (R6 at the discard)
    # A play is its steps, judged as the same actions: the same meld as a play gives the same
    # state, and the discard is refused until the opening is made (R6).
    as_play = state.apply({"type": "play", "steps": [{"meld": meld.to_dict()["cards"]}]})
    assert as_play.to_json() == one_step.to_json()
    with pytest.raises(rami.RuleError) as caught:
        as_play.apply({"type": "discard", "card": as_play.hand(as_play.current)[0]})
    assert caught.value.rule == "R6"


def test_observation_is_what_the_seat_sees(state):
    size = rami.observation_size("rami51")
    mine, theirs = state.observation(0), state.observation(1)
    assert mine.dtype == np.float32 and mine.shape == (size,) == theirs.shape
    assert mine[:53].sum() == len(state.hand(0)) and theirs[:53].sum() == len(state.hand(1))
    with pytest.raises(rami.FormatError):
        state.observation(2)


def test_a_whole_round_of_random_actions_ends():
    state = rami.new_game("rami7", 3, 8)
    rng = np.random.default_rng(8)
    for _ in range(5000):
        if state.is_over:
            break
        state = state.apply(int(rng.choice(np.flatnonzero(state.legal_action_mask()))))
    assert state.is_over
    assert state.legal_actions() == [] and state.legal_action_mask().sum() == 0
