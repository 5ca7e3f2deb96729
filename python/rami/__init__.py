"""rami: the rules engine for Rami, the French family of rummy games, in Python.

Cards are strings in canonical form ("10H", "QS", "JK"). Every refusal raises RuleError (a
rule, R1-R14, refuses) or FormatError (malformed input), both ValueErrors with ``.code``,
``.rule`` and ``.message``. Game states are immutable: ``apply`` returns a new state.

    >>> import rami
    >>> rami.read_meld("rami51", "JK AH JK").points
    33
    >>> state = rami.new_game("rami51", players=4, seed=7)
    >>> state = state.apply({"type": "draw"})

See docs/python.md for the whole API.
"""

from __future__ import annotations

from . import _rami
from ._errors import FormatError, RamiError, RuleError
from ._rami import (
    Bot,
    DiscardChoice,
    GameState,
    LayDown,
    Meld,
    Move,
    OpeningSummary,
    Rules,
    __version__,
    analyse_hand,
    best_discard,
    best_lay_down,
    can_go_out,
    check_opening,
    min_deadwood,
    new_game,
    parse_card,
    parse_cards,
    possible_melds,
    read_meld,
    rules,
    variants,
)
from ._play import RoundRecord, play_round
from ._tournament import TournamentResult, tournament

__all__ = [
    "Bot",
    "DiscardChoice",
    "FormatError",
    "GameState",
    "LayDown",
    "Meld",
    "Move",
    "OpeningSummary",
    "RamiError",
    "RoundRecord",
    "RuleError",
    "Rules",
    "TournamentResult",
    "__version__",
    "analyse_hand",
    "best_discard",
    "best_lay_down",
    "can_go_out",
    "check_opening",
    "min_deadwood",
    "new_game",
    "parse_card",
    "parse_cards",
    "play_round",
    "possible_melds",
    "read_meld",
    "rules",
    "tournament",
    "variants",
]

# The turns one action at a time (docs/actions.md).
from ._rami import Action, action_from_id, action_space_size, observation_size  # noqa: E402

__all__ += ["Action", "action_from_id", "action_space_size", "observation_size"]


# Show the public classes as rami.X (not rami._errors.X) in reprs and tracebacks.
for _cls in (FormatError, RamiError, RuleError, RoundRecord, TournamentResult):
    _cls.__module__ = "rami"
del _cls
