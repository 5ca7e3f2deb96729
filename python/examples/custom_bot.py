"""A bot of your own: any object with ``choose(view, legal)``. It gets the seat's view (a dict,
"rami.view/1": its own hand, never the others' or the stock) and the legal moves, and returns a
move. This one keeps it simple: it never takes the discard, makes the play that lays the most
cards, and otherwise discards the card the hand analysis picks. It plays rounds of rami51
against the built-in greedy bot with play_round.

Usage: python python/examples/custom_bot.py   (with the rami package installed: pip install .)
"""

from __future__ import annotations

import rami


def cards_laid(move: rami.Move) -> int:
    """The number of cards a play lays (0 for any other move)."""
    if move.type != "play":
        return 0
    n = 0
    for step in move.to_dict()["steps"]:
        if "meld" in step:
            n += len(step["meld"])
        else:  # a lay-off or a swap
            n += len(next(iter(step.values()))["cards"])
    return n


class SimpleBot:
    def choose(self, view: dict, legal: list[rami.Move]) -> rami.Move | dict:
        if view["phase"] == "draw":
            return {"type": "draw"}
        best = max(legal, key=cards_laid)
        if cards_laid(best) > 0:
            return best
        discards = [m for m in legal if m.type == "discard"]
        if not discards:
            return legal[0]
        # The hand analysis of the seat's own cards: the discard that keeps the least deadwood (R13).
        card = rami.best_discard(view["variant"], view["hand"]).card
        return next((m for m in discards if m.card == card), discards[0])


def main() -> int:
    wins = [0, 0]
    rounds = 10
    for round_ in range(rounds):
        start = rami.new_game("rami51", 2, seed=100 + round_, first=round_ % 2)
        # A move the rules refuse raises its RuleError, naming the seat and the move: the bot's bug.
        record = rami.play_round(start, [SimpleBot(), "greedy"])
        if record.result is not None and record.result["winner"] is not None:
            wins[record.result["winner"]] += 1
    print(f"{rounds} rounds of rami51: simple won {wins[0]}, greedy won {wins[1]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
