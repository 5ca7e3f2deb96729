"""Type stubs of the extension module rami._rami (the C++ engine). Import from `rami`.

Cards are canonical strings ("10H", "QS", "JK"). Functions that take `hand` or `cards` accept
one string ("8S 7S 6S") or a list of card strings. Errors: rami.RuleError (a rule R1-R14
refuses), rami.FormatError (malformed input); see rami._errors.
"""

from typing import Any, Iterable, Optional, Sequence, Union

import numpy as np
import numpy.typing as npt

__version__: str

Cards = Union[str, Iterable[str]]
Document = Union[str, bytes, dict[str, Any]]

class Rules:
    """A variant's whole rule set (R1-R14), immutable."""

    @staticmethod
    def from_json(doc: Union["Rules", Document]) -> Rules:
        """The rules of a rules document ("rami.rules/1"). FormatError naming the field."""
    def to_dict(self) -> dict[str, Any]:
        """The rules document: the base variant and the fields that differ from it."""
    def to_json(self, indent: Optional[int] = None) -> str:
        """The rules document as JSON text."""
    @property
    def id(self) -> str:
        """The variant id, e.g. "rami51"."""
    @property
    def name(self) -> str:
        """The variant's name as players say it."""
    @property
    def source(self) -> str:
        """The title of the rule document the variant follows."""
    @property
    def min_players(self) -> int:
        """The fewest seats (R1)."""
    @property
    def max_players(self) -> int:
        """The most seats (R1)."""
    @property
    def opening_minimum(self) -> int:
        """The points an opening needs (R6); 0 when there is no minimum."""
    @property
    def action_space_size(self) -> int:
        """The size of the numbered action space."""
    @property
    def observation_size(self) -> int:
        """The length of observation vectors."""
    @property
    def lowest_total_wins(self) -> bool:
        """Whether the lowest match total wins (R14)."""
    def hand_size(self, players: int) -> int:
        """Cards dealt to each seat (R1). RuleError players_out_of_range (R1)."""
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

Variant = Union[str, Rules, dict[str, Any]]

def rules(variant: Variant) -> Rules:
    """The rules of a built-in variant id. FormatError unknown_variant."""

def variants() -> list[str]:
    """The ids of the built-in variants."""

def parse_card(text: str) -> str:
    """One card in canonical form (R1). FormatError unknown_card."""

def parse_cards(text: str) -> list[str]:
    """Cards separated by spaces, tabs or commas, canonical. FormatError unknown_card, empty_input."""

class Meld:
    """A legal meld and its reading (R3, R4, R5), immutable."""

    @property
    def kind(self) -> str:
        """"run" or "set"."""
    @property
    def cards(self) -> list[str]:
        """The cards as laid (a run low to high)."""
    @property
    def reading(self) -> list[str]:
        """What each card stands for (R4), "9?" for a joker in a set of nines."""
    @property
    def points(self) -> int:
        """Points toward an opening (R5)."""
    @property
    def jokers(self) -> int:
        """The number of jokers."""
    @property
    def is_tierce_franche(self) -> bool:
        """A run of 3+ cards without a joker (R6)."""
    def to_dict(self) -> dict[str, Any]:
        """{"kind", "cards", "reading", "points"}."""
    def __len__(self) -> int: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

def read_meld(variant: Variant, cards: Cards, kind: Optional[str] = None) -> Meld:
    """Reads cards as a meld (R3, R4, R5). RuleError (R3, R1), FormatError."""

class OpeningSummary:
    """What melds laid together count for an opening (R5, R6)."""

    @property
    def points(self) -> int: ...
    @property
    def tierce_franche(self) -> bool: ...

def check_opening(variant: Variant, melds: Iterable[Union[Meld, Cards]], minimum: Optional[int] = None) -> OpeningSummary:
    """Checks an opening (R6). RuleError opening_empty, opening_below_minimum, opening_needs_tierce_franche."""

class LayDown:
    """What a seat lays from its hand (R5, R13)."""

    @property
    def melds(self) -> list[Meld]: ...
    @property
    def left(self) -> list[str]: ...
    @property
    def points(self) -> int: ...
    @property
    def deadwood(self) -> int: ...
    def to_dict(self) -> dict[str, Any]: ...

class DiscardChoice:
    """The card to discard and the minimum deadwood kept (R13)."""

    @property
    def card(self) -> str: ...
    @property
    def deadwood(self) -> int: ...

def min_deadwood(variant: Variant, hand: Cards) -> int:
    """The smallest R13 penalty of the cards not laid in melds."""

def best_discard(variant: Variant, hand: Cards) -> DiscardChoice:
    """The discard leaving the smallest minimum deadwood (R13)."""

def best_lay_down(variant: Variant, hand: Cards, opened: bool = False) -> LayDown:
    """The lay-down worth the most points (R5, R6, R7)."""

def can_go_out(variant: Variant, hand: Cards, opened: bool = False) -> bool:
    """Whether the hand can be laid down whole now (R7, R11, R6)."""

def analyse_hand(variant: Variant, hand: Cards, opened: bool = False, after_discard: bool = False) -> dict[str, Any]:
    """The whole analysis of a hand as `rami best` prints it (R5, R6, R7, R11, R13)."""

def possible_melds(variant: Variant, hand: Cards) -> list[Meld]:
    """Every meld the hand could lay on its own (R3, R5)."""

class Move:
    """A move of the seat to act (R2), or one step of a turn (an action: draw, take_discard,
    meld, lay_off, swap, discard; docs/actions.md), in its JSON wire form. Immutable."""

    @staticmethod
    def from_json(doc: Document) -> Move:
        """A Move from its JSON form. FormatError invalid_move, unknown_card, invalid_json."""
    @property
    def type(self) -> str:
        """"draw", "take_discard", "play", "discard", "meld", "lay_off" or "swap"."""
    @property
    def card(self) -> Optional[str]:
        """The discarded card of a discard, else None."""
    def id(self, variant: Variant) -> int:
        """Its number in the variant's action space. FormatError invalid_move for a play."""
    def to_dict(self) -> dict[str, Any]: ...
    def to_json(self) -> str: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

# An action is a move of one step: the same class.
Action = Move

def action_from_id(variant: Variant, id: int) -> Action:
    """The action numbered `id` in the variant's action space. FormatError number_out_of_range."""

def action_space_size(variant: Variant) -> int:
    """The size of the variant's numbered action space (fixed per variant)."""

def observation_size(variant: Variant) -> int:
    """The length of the variant's observation vectors."""

Step = Union[Move, Action, int, np.integer, dict[str, Any], str]

class GameState:
    """A round of a variant ("rami.state/1"), immutable."""

    @staticmethod
    def from_json(doc: Document) -> GameState:
        """A state from its JSON document, checked. FormatError naming the field; RuleError cards_not_deck (R1)."""
    def apply(self, move: Step) -> GameState:
        """The state after a move or an action (a Move, an Action, an action id, or their JSON)."""
    def legal_moves(self) -> list[Move]:
        """The legal moves of the seat to act."""
    def legal_actions(self) -> list[Action]:
        """The legal actions of the seat to act (complete, deterministic order)."""
    def legal_action_mask(self) -> npt.NDArray[np.int8]:
        """1 for each legal action id, shape (action_space_size,)."""
    def observation(self, seat: int) -> npt.NDArray[np.float32]:
        """What `seat` sees, encoded, shape (observation_size,)."""
    def view(self, seat: int) -> dict[str, Any]:
        """What `seat` may see ("rami.view/1"). FormatError seat_out_of_range."""
    def check(self) -> None:
        """Checks every invariant of the state. RuleError or FormatError of the first broken one."""
    def next_round(self) -> GameState:
        """The next round of a match (R14). RuleError round_not_over."""
    def to_dict(self) -> dict[str, Any]: ...
    def to_json(self, indent: Optional[int] = None) -> str: ...
    @property
    def rules(self) -> Rules: ...
    @property
    def variant(self) -> str: ...
    @property
    def seed(self) -> int: ...
    @property
    def players(self) -> int: ...
    @property
    def first(self) -> int: ...
    @property
    def current(self) -> int: ...
    @property
    def phase(self) -> str: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def turn(self) -> int: ...
    def hand(self, seat: int) -> list[str]: ...
    @property
    def stock_size(self) -> int: ...
    @property
    def discard_pile(self) -> list[str]: ...
    @property
    def table(self) -> list[dict[str, Any]]: ...
    @property
    def opened(self) -> list[bool]: ...
    @property
    def scores(self) -> list[int]: ...
    @property
    def result(self) -> Optional[dict[str, Any]]: ...
    def scores_to_dict(self) -> dict[str, Any]: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

def new_game(variant: Variant, players: int, seed: int, rules: Optional[Union[Rules, Document]] = None, *,
             options: Optional[dict[str, Any]] = None, first: int = 0) -> GameState:
    """Deals a new round (R1, R2). RuleError players_out_of_range (R1); FormatError."""

class Bot:
    """A built-in bot: "random", "greedy", "ismcts", "ismcts-easy", "ismcts-medium" or "ismcts-hard" (docs/bots.md).

    Kept for a seat's whole round, it remembers what it saw (the search bots: the discards the
    next seat took) and plays as `rami play` does with the seed start.seed * 31 + seat.
    """

    def __init__(self, name: str, seed: int = 0) -> None: ...
    @property
    def name(self) -> str: ...
    def choose(self, state: GameState) -> Move:
        """The bot's move for the seat to act, from that seat's view; the bot remembers the view. RuleError round_over (R7)."""

def _play_round(start: GameState, bots: Sequence[Union[Bot, str]], max_moves: int) -> tuple[GameState, list[Move], GameState, bool]: ...
def _play_rounds(variant: Variant, bots: Sequence[str], seed: int, first: int, count: int, max_moves: int) -> dict[str, Any]: ...
def _time_apply(steps: Sequence[tuple[GameState, Move]], repeat: int) -> tuple[float, int]: ...
def _time_apply_actions(steps: Sequence[tuple[GameState, Action]], repeat: int) -> tuple[float, int]: ...
