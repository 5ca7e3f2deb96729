"""Game states through the Python API: dealing, applying moves (immutably), refusals, JSON,
views, pickling, and input that must never crash the interpreter."""

import copy
import json
import pickle

import pytest

import rami


@pytest.fixture
def state():
    return rami.new_game("rami51", 4, 7)


def test_new_game_deals_r1(state):
    assert (state.variant, state.players, state.current, state.turn) == ("rami51", 4, 0, 0)
    assert state.phase == "play"  # rami51: the first seat's first turn has no draw (R2)
    assert len(state.hand(0)) == 15 and len(state.hand(1)) == 14
    assert state.stock_size + sum(len(state.hand(s)) for s in range(4)) + len(state.discard_pile) == 106  # two decks and two jokers (R1)


def test_new_game_refusals():
    with pytest.raises(rami.RuleError) as caught:
        rami.new_game("rami51", 9, 1)
    assert (caught.value.code, caught.value.rule) == ("players_out_of_range", "R1")
    with pytest.raises(rami.FormatError) as caught:
        rami.new_game("rami51", 2, 1, options={"hand_size": 99})
    assert caught.value.code == "invalid_option"
    with pytest.raises(rami.FormatError):
        rami.new_game("rami51", 2, 1, options={"no_such_option": 1})
    with pytest.raises(rami.FormatError) as caught:
        rami.new_game("rami51", 2, 1, first=2)
    assert caught.value.code == "seat_out_of_range"


def test_options_change_the_rules():
    state = rami.new_game("rami51", 2, 1, options={"hand_size": 10, "opening_minimum": 30})
    assert len(state.hand(1)) == 10
    assert state.rules.opening_minimum == 30


def test_apply_returns_a_new_state_and_leaves_the_old_one(state):
    before = state.to_json()
    card = state.hand(0)[0]
    after = state.apply({"type": "discard", "card": card})
    assert state.to_json() == before
    assert after != state
    assert after.current == 1 and after.discard_pile[-1] == card
    assert after.apply('{"type": "draw"}').phase == "play"


def test_apply_refusal_names_the_rule_and_changes_nothing(state):
    with pytest.raises(rami.RuleError) as caught:
        state.apply({"type": "draw"})
    assert (caught.value.code, caught.value.rule) == ("already_drawn", "R2")
    after = state.apply({"type": "discard", "card": state.hand(0)[0]})
    with pytest.raises(rami.RuleError) as caught:
        after.apply({"type": "discard", "card": after.hand(1)[0]})
    assert (caught.value.code, caught.value.rule) == ("must_draw_first", "R2")
    assert after == state.apply({"type": "discard", "card": state.hand(0)[0]})


@pytest.mark.parametrize("move, code", [
    ({"type": "fly"}, "invalid_move"),
    ({"type": "discard", "card": "ZZ"}, "unknown_card"),
    ("{not json", "invalid_json"),
    ([1, 2, 3], "invalid_move"),
    ({"type": "play", "steps": [{"lay_off": {"meld": 2**70, "cards": ["AS"]}}]}, "number_out_of_range"),
])
def test_malformed_moves_raise_format_error(state, move, code):
    with pytest.raises(rami.FormatError) as caught:
        state.apply(move)
    assert caught.value.code == code


def test_hostile_input_never_crashes(state):
    deep = []
    for _ in range(100000):
        deep = [deep]
    with pytest.raises(rami.FormatError):
        state.apply({"type": "play", "steps": deep})
    cycle = {}
    cycle["self"] = cycle
    with pytest.raises(rami.FormatError):
        state.apply(cycle)
    with pytest.raises(rami.FormatError):
        state.apply({"type": "discard", "card": object()})
    with pytest.raises(rami.FormatError):
        rami.GameState.from_json("[" * 100000)
    with pytest.raises(rami.FormatError):
        state.apply({"type": "discard", "card": "\ud800"})
    with pytest.raises(TypeError):
        rami.new_game("rami51", 2, -1)
    with pytest.raises(rami.FormatError):
        state.view(4)
    with pytest.raises(rami.FormatError):
        state.hand(-1)


def test_legal_moves_are_all_legal(state):
    moves = state.legal_moves()
    assert moves
    for move in moves:
        state.apply(move)
        assert rami.Move.from_json(move.to_dict()) == move


def test_json_round_trip(state):
    text = state.to_json()
    assert rami.GameState.from_json(text) == state
    assert rami.GameState.from_json(json.loads(text)) == state
    assert state.to_dict()["format"] == "rami.state/1"
    assert json.loads(state.to_json(indent=2)) == json.loads(text)


def test_from_json_refuses_a_broken_state(state):
    doc = state.to_dict()
    doc["hands"][0].append("AS")  # a third ace of spades in a two-deck variant (R1)
    with pytest.raises(rami.RamiError) as caught:
        rami.GameState.from_json(doc)
    assert caught.value.code in ("too_many_copies", "cards_not_deck")
    del doc["hands"]
    with pytest.raises(rami.FormatError) as caught:
        rami.GameState.from_json(doc)
    assert caught.value.code == "missing_field"


def test_view_hides_the_other_hands(state):
    view = state.view(1)
    assert view["format"] == "rami.view/1"
    assert view["hand"] == state.hand(1)
    assert view["hand_sizes"] == [15, 14, 14, 14]
    assert "hands" not in view and "seed" not in view and "stock" not in view


def test_states_pickle_hash_and_copy(state):
    assert pickle.loads(pickle.dumps(state)) == state
    assert hash(state) == hash(rami.GameState.from_json(state.to_json()))
    assert copy.deepcopy(state) is state


def test_next_round_r14():
    record = rami.play_round(rami.new_game("rami7", 2, 3), ["greedy", "greedy"])
    assert record.end.is_over
    following = record.end.next_round()
    assert following.first == 1 and following.turn == 0
    scores = record.end.scores_to_dict()
    assert scores["round"] == record.end.result["points"] and scores["before"] == [0, 0]
    assert scores["totals"] == following.scores == following.scores_to_dict()["before"]
    assert following.scores_to_dict()["round"] is None
    with pytest.raises(rami.RuleError) as caught:
        following.next_round()
    assert (caught.value.code, caught.value.rule) == ("round_not_over", "R14")
