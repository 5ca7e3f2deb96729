"""The exceptions of rami: every refusal of the engine carries a stable code, the rule it
enforces (R1-R14 of the rules reference, or "format") and a sentence a player understands."""

from __future__ import annotations


class RamiError(ValueError):
    """A refusal of the rami engine (base class of RuleError and FormatError).

    Attributes:
        code: the stable snake_case error code, e.g. "opening_below_minimum" (docs/errors.md).
        rule: the rule it enforces, "R1" .. "R14", or "format" for malformed input.
        message: the sentence for a player, with the detail at fault in parentheses.
    """

    def __init__(self, code: str, rule: str, message: str) -> None:
        super().__init__(code, rule, message)
        self.code = code
        self.rule = rule
        self.message = message

    def __str__(self) -> str:
        return f"{self.message} [{self.code}, {self.rule}]"

    def __reduce__(self):  # pickles across processes (tournaments)
        return (type(self), (self.code, self.rule, self.message))


class RuleError(RamiError):
    """A rule of the variant refuses the input: `rule` is one of "R1" .. "R14".

    Example: applying a discard before drawing raises RuleError with code "must_draw_first"
    and rule "R2"; an opening below the minimum raises "opening_below_minimum", "R6".
    """


class FormatError(RamiError):
    """The input is malformed (rule "format"): a card that is no card, bad JSON, a move or a
    state document with a missing or wrong field, an unknown variant, a seat out of range."""
