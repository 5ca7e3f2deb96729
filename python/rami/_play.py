"""A round played by bots: built-in bots play in C++ without the GIL; a Python bot (any object
with ``choose(view, legal)``) plays from Python."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol, Sequence, Union, runtime_checkable

from ._errors import FormatError, RuleError
from ._rami import Bot, GameState, Move, _play_round


@runtime_checkable
class PythonBot(Protocol):
    """A bot written in Python: ``choose`` gets the view of the seat to act (a dict,
    "rami.view/1": its own hand, not the others') and the legal moves, and returns a move
    (a Move, its JSON dict or its JSON text)."""

    def choose(self, view: dict, legal: list[Move]) -> Union[Move, dict, str]:
        """The move of the seat whose view this is."""
        ...


BotLike = Union[Bot, str, PythonBot]


@dataclass(frozen=True)
class RoundRecord:
    """A round played by bots: the state it started from, the moves in order, the state it
    ended in, and whether the move cap stopped it before the round was over."""

    start: GameState
    moves: list[Move]
    end: GameState
    capped: bool

    @property
    def result(self) -> dict | None:
        """The end state's result (see GameState.result), None when capped."""
        return self.end.result


def play_round(start: GameState, bots: Sequence[BotLike], max_moves: int = 5000) -> RoundRecord:
    """Plays a round from `start` to its end (R7, R11) or to `max_moves` moves, one bot per
    seat in seat order; each bot sees only its seat's view.

    A bot is a Bot, a built-in bot's name ("random", "greedy": seeded with start.seed * 31 +
    seat, as `rami play`), or a Python object with ``choose(view, legal) -> move``. With
    built-in bots only, the round runs in C++ without the GIL.

    Raises FormatError (wrong number of bots: wrong_array_length; an unknown bot name:
    unknown_value) and, when a bot's move is refused, the RuleError or FormatError of that
    move, its message naming the seat and the move number.
    """
    if max_moves < 0:
        raise FormatError("number_out_of_range", "format", "A number is outside the range this field accepts. (max_moves)")
    if isinstance(bots, (str, bytes)) or not isinstance(bots, Sequence):
        raise FormatError("wrong_json_type", "format", "A JSON value does not have the expected type. (bots: a list)")
    if all(isinstance(bot, (Bot, str)) for bot in bots):
        begin, moves, end, capped = _play_round(start, list(bots), max_moves)
        return RoundRecord(begin, moves, end, capped)
    if len(bots) != start.players:
        raise FormatError(
            "wrong_array_length",
            "format",
            f"An array does not have the number of entries it needs (one per seat). (bots: {len(bots)} bots for {start.players} seats)",
        )
    seated = [Bot(bot, start.seed * 31 + seat) if isinstance(bot, str) else bot for seat, bot in enumerate(bots)]
    for seat, bot in enumerate(seated):
        if not isinstance(bot, Bot) and not callable(getattr(bot, "choose", None)):
            raise FormatError("wrong_json_type", "format", f"A JSON value does not have the expected type. (bots[{seat}]: no choose method)")
    state = start
    moves: list[Any] = []
    while len(moves) < max_moves and not state.is_over:
        bot = seated[state.current]
        if isinstance(bot, Bot):
            move: Any = bot.choose(state)
        else:
            move = bot.choose(state.view(state.current), state.legal_moves())
        try:
            move = move if isinstance(move, Move) else Move.from_json(move)
            state = state.apply(move)
        except (RuleError, FormatError) as refused:
            where = f"seat {state.current}, move {len(moves)}"
            raise type(refused)(refused.code, refused.rule, f"{refused.message} ({where})") from refused
        moves.append(move)
    return RoundRecord(start, moves, state, not state.is_over)
