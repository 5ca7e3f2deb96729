"""Bots and rounds through the Python API."""

import pytest

import rami


def test_play_round_with_builtin_bots_ends_the_round():
    record = rami.play_round(rami.new_game("rami51", 4, 1), ["greedy"] * 4)
    assert record.end.is_over and not record.capped
    assert record.result["reason"] in ("out", "deadlock")
    replayed = record.start
    for move in record.moves:
        replayed = replayed.apply(move)
    assert replayed == record.end


def test_play_round_is_the_same_from_python_and_from_cpp():
    start = rami.new_game("rami7", 3, 5)
    in_cpp = rami.play_round(start, ["random", "greedy", "random"])

    class Through:
        """A Python bot that asks a built-in bot (so the round runs through the Python loop)."""

        def __init__(self, name, seed):
            self.bot = rami.Bot(name, seed)
            self.state = None

        def choose(self, view, legal):
            assert view["seat"] == view["current"] and "hands" not in view
            return self.bot.choose(self.state)

    bots = [Through(n, start.seed * 31 + seat) for seat, n in enumerate(["random", "greedy", "random"])]
    state, moves = start, []
    while not state.is_over:
        bot = bots[state.current]
        bot.state = state
        move = bot.choose(state.view(state.current), state.legal_moves())
        state = state.apply(move)
        moves.append(move)
    assert moves == in_cpp.moves and state == in_cpp.end


def test_play_round_with_a_python_bot():
    class FirstLegal:
        def choose(self, view, legal):
            return legal[0].to_dict()

    record = rami.play_round(rami.new_game("rami51", 2, 2), [FirstLegal(), "greedy"], max_moves=400)
    assert len(record.moves) <= 400
    assert record.capped == (not record.end.is_over)


def test_a_refused_bot_move_names_the_seat():
    class Cheat:
        def choose(self, view, legal):
            return {"type": "discard", "card": "JK"} if "JK" not in view["hand"] else {"type": "draw"}

    with pytest.raises(rami.RuleError) as caught:
        rami.play_round(rami.new_game("rami51", 2, 2), [Cheat(), "greedy"])
    assert "seat 0, move 0" in caught.value.message


def test_play_round_refusals():
    start = rami.new_game("rami51", 2, 2)
    with pytest.raises(rami.FormatError) as caught:
        rami.play_round(start, ["greedy"])
    assert caught.value.code == "wrong_array_length"
    with pytest.raises(rami.FormatError) as caught:
        rami.play_round(start, ["greedy", "clever"])
    assert caught.value.code == "unknown_value"
    with pytest.raises(rami.FormatError):
        rami.Bot("clever")


def test_bot_choose_gives_a_legal_move():
    state = rami.new_game("rami51", 2, 9)
    for name in ("random", "greedy"):
        move = rami.Bot(name, 1).choose(state)
        assert state.apply(move) != state  # legal: apply raises on a refused move
    over = rami.play_round(state, ["greedy", "greedy"]).end
    with pytest.raises(rami.RuleError) as caught:
        rami.Bot("greedy").choose(over)
    assert caught.value.code == "round_over"


def test_threads_may_share_a_bot_and_states():
    import concurrent.futures

    bot = rami.Bot("greedy")
    states = [rami.new_game("rami51", 4, seed) for seed in range(8)]
    with concurrent.futures.ThreadPoolExecutor(4) as threads:
        moves = list(threads.map(bot.choose, states * 4))
        records = list(threads.map(lambda s: rami.play_round(s, [bot, "random", bot, "greedy"]), states))
    assert moves == [rami.Bot("greedy").choose(s) for s in states * 4]  # greedy keeps no state that changes its choice
    for record in records:
        assert record.end.is_over or record.capped
