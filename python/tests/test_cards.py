"""Cards, melds (R3-R5), openings (R6) and the hand analysis through the Python API."""

import pickle

import pytest

import rami


def test_parse_card_accepts_every_written_form():
    assert rami.parse_card("10h") == "10H"
    assert rami.parse_card("T♠") == "10S"
    assert rami.parse_card("jk") == "JK"
    assert rami.parse_cards("8s,7♠ 6S") == ["8S", "7S", "6S"]


@pytest.mark.parametrize("text, code", [("ZZ", "unknown_card"), ("", "empty_input"), ("11H", "unknown_card")])
def test_parse_card_refuses_what_is_no_card(text, code):
    with pytest.raises(rami.FormatError) as caught:
        rami.parse_cards(text)
    assert caught.value.code == code
    assert caught.value.rule == "format"
    assert isinstance(caught.value, ValueError)


def test_read_meld_reads_a_set_with_jokers_r3_r5():
    meld = rami.read_meld("rami51", "JK AH JK")
    assert meld.kind == "set"
    assert meld.points == 33
    assert meld.jokers == 2
    assert meld.to_dict()["reading"] == ["A?", "AH", "A?"]


def test_read_meld_orders_a_run_and_reads_its_joker_r4():
    meld = rami.read_meld("rami51", ["9H", "JK", "7H"])
    assert meld.kind == "run"
    assert meld.cards == ["7H", "JK", "9H"]
    assert meld.reading == ["7H", "8H", "9H"]
    assert not meld.is_tierce_franche
    assert rami.read_meld("rami51", "7H 8H 9H").is_tierce_franche


def test_read_meld_refusals_name_rule_r3():
    with pytest.raises(rami.RuleError) as caught:
        rami.read_meld("rami51", "7H 8S 9D")
    assert (caught.value.code, caught.value.rule) == ("not_a_meld", "R3")
    with pytest.raises(rami.RuleError) as caught:
        rami.read_meld("rami_francais", "6S JK JK 9S")
    assert (caught.value.code, caught.value.rule) == ("too_many_jokers", "R3")


def test_read_meld_kind_forces_a_reading():
    assert rami.read_meld("rami51", "JK JK 5H", kind="run").kind == "run"
    assert rami.read_meld("rami51", "JK JK 5H", kind="set").kind == "set"
    with pytest.raises(rami.FormatError):
        rami.read_meld("rami51", "JK JK 5H", kind="triangle")


def test_read_meld_refuses_an_unknown_variant_and_bad_card_lists():
    with pytest.raises(rami.FormatError) as caught:
        rami.read_meld("rami99", "7H 8H 9H")
    assert caught.value.code == "unknown_variant"
    with pytest.raises(rami.FormatError) as caught:
        rami.read_meld("rami51", ["7H", 8, "9H"])
    assert caught.value.code == "wrong_json_type"
    with pytest.raises(rami.FormatError) as caught:
        rami.read_meld("rami51", ["7H", "8X", "9H"])
    assert caught.value.code == "unknown_card" and "cards[1]" in caught.value.message


def test_a_meld_pickles_and_compares():
    meld = rami.read_meld("rami51", "QS KS AS")
    assert pickle.loads(pickle.dumps(meld)) == meld
    assert meld != rami.read_meld("rami51", "QH KH AH")


def test_check_opening_legal_r6():
    summary = rami.check_opening("rami_francais", ["8S 7S 6S", "AH AC JK"])
    assert summary.points == 54
    assert summary.tierce_franche


def test_check_opening_refusals_r6():
    with pytest.raises(rami.RuleError) as caught:
        rami.check_opening("rami51", ["2S 3S 4S"])
    assert (caught.value.code, caught.value.rule) == ("opening_below_minimum", "R6")
    with pytest.raises(rami.RuleError) as caught:
        rami.check_opening("rami_francais", ["AH AC JK", "KH KD KC"])
    assert caught.value.code == "opening_needs_tierce_franche"
    with pytest.raises(rami.RuleError) as caught:
        rami.check_opening("rami51", [])
    assert caught.value.code == "opening_empty"


def test_check_opening_takes_melds_and_a_minimum():
    meld = rami.read_meld("rami51", "2S 3S 4S")
    assert rami.check_opening("rami51", [meld], minimum=9).points == 9
    with pytest.raises(rami.RuleError):
        rami.check_opening("rami51", [meld], minimum=10)


def test_hand_analysis_finds_the_melds_and_the_deadwood():
    hand = "7H 8H 9H KS KD KC 2C"
    assert rami.min_deadwood("rummy_classic", hand) == 2
    assert rami.can_go_out("rummy_classic", hand, opened=True)
    lay_down = rami.best_lay_down("rummy_classic", hand, opened=True)
    assert sorted(len(m) for m in lay_down.melds) == [3, 3]
    assert lay_down.left == ["2C"] and lay_down.deadwood == 2
    choice = rami.best_discard("rummy_classic", hand + " 5D")
    assert (choice.card, choice.deadwood) == ("5D", 2)
    assert {tuple(m.cards) for m in rami.possible_melds("rummy_classic", "7H 8H 9H")} == {("7H", "8H", "9H")}


def test_analyse_hand_is_the_document_of_rami_best():
    hand = "7H 8H 9H KS KD KC 2C"
    document = rami.analyse_hand("rummy_classic", hand, opened=True)
    assert set(document) == {"melds", "points", "left", "deadwood", "min_deadwood", "can_go_out"}
    assert (document["left"], document["deadwood"], document["min_deadwood"]) == (["2C"], 2, 2)
    assert document["can_go_out"] is True
    after = rami.analyse_hand("rummy_classic", hand + " 5D", opened=True, after_discard=True)
    assert (after["discard"], after["min_deadwood"], after["left"]) == ("5D", 2, ["2C"])
    with pytest.raises(rami.FormatError) as caught:
        rami.analyse_hand("rummy_classic", [], after_discard=True)
    assert caught.value.code == "empty_input"
    with pytest.raises(rami.RuleError) as caught:
        rami.analyse_hand("rami51", "2C 2C 2C")
    assert (caught.value.code, caught.value.rule) == ("too_many_copies", "R1")


def test_hand_analysis_refuses_impossible_hands():
    with pytest.raises(rami.FormatError) as caught:
        rami.min_deadwood("rami51", ["2C"] * 25)
    assert caught.value.code == "hand_too_large"
    with pytest.raises(rami.RuleError) as caught:
        rami.min_deadwood("rami51", "2C 2C 2C")
    assert (caught.value.code, caught.value.rule) == ("too_many_copies", "R1")


def test_rules_of_a_variant():
    rules = rami.rules("rami51")
    assert rules.id == "rami51" and rules.opening_minimum == 51
    assert rules.source  # the rule document's title
    assert rami.rules(rules) is not None and rami.rules(rules) == rules
    assert rules.hand_size(4) == 14
    with pytest.raises(rami.RuleError) as caught:
        rules.hand_size(9)
    assert caught.value.rule == "R1"
    assert rami.variants()[0] == "rami40" and len(rami.variants()) == 8
