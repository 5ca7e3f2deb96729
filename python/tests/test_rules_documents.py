"""Rules documents ("rami.rules/1") and the check of a state, through the Python API."""

import pickle

import pytest

import rami


def test_a_built_in_variant_is_its_base_alone():
    assert rami.rules("rami51").to_dict() == {"format": "rami.rules/1", "base": "rami51"}


def test_changed_rules_round_trip_and_deal():
    changed = rami.new_game("rami51", 2, 1, options={"opening_minimum": 0}).rules
    doc = changed.to_dict()
    assert doc["opening"] == {"minimum": 0}
    assert rami.Rules.from_json(doc) == changed == rami.Rules.from_json(changed.to_json())
    assert rami.rules(doc) == changed
    assert pickle.loads(pickle.dumps(changed)) == changed
    state = rami.new_game("rami51", 2, 1, rules=doc)
    assert state.rules == changed and state.rules.opening_minimum == 0
    assert rami.GameState.from_json(state.to_json()).rules == changed
    assert rami.check_opening(doc, ["2S 3S 4S"]).points == 9  # no minimum any more (R6)
    with pytest.raises(rami.RuleError):
        rami.check_opening("rami51", ["2S 3S 4S"])


def test_bad_documents_name_the_field():
    with pytest.raises(rami.FormatError) as caught:
        rami.Rules.from_json({"format": "rami.rules/1", "base": "rami51", "opening": {"minimum": "x"}})
    assert "opening.minimum" in caught.value.message
    with pytest.raises(rami.FormatError):
        rami.Rules.from_json({"format": "rami.rules/1", "base": "rami99"})
    with pytest.raises(rami.FormatError):
        rami.Rules.from_json("{not json")
    with pytest.raises(rami.FormatError) as caught:
        rami.new_game("rami51", 2, 1, rules={"format": "rami.rules/1", "base": "rami7"})
    assert "rami7" in caught.value.message


def test_states_of_the_engine_pass_their_check():
    record = rami.play_round(rami.new_game("rami51", 3, 4), ["greedy", "random", "greedy"])
    state = record.start
    state.check()
    for move in record.moves[:30]:
        state = state.apply(move)
        assert state.check() is None
