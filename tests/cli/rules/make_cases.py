#!/usr/bin/env python3
"""Writes the rule cases of tests/cli/rules/*.json, fed to `rami apply` by
tests/cli/test_rule_cases.sh.

Usage: python3 tests/cli/rules/make_cases.py <path-to-rami> [<out-dir>]

Each case is a hand-built state, a move and what docs/rules.md says of it:
    {"name": "R8 rami_francais: ...", "source": {"document": "...", "says": "..."}, "state": {...},
     "move": {...}, "expect": "accepted" | {"code": "...", "rule": "R8"}, "check": {...}}
The name starts with the rule the case is about; `expect.rule` is the rule id the engine's error
names (a refusal in a case about R11 may be an R6 error: the opening's minimum). `check` maps
fields of the next state to their values (see test_rule_cases.sh). Each case cites its rule
document and the sentence it is written from, quoted in French, in `source` (or, where it rests on
an interpretation of docs/rules.md, that interpretation): see "Sources" below.

Every state starts as a real deal (`rami new --variant V --players N --seed S`, deterministic),
and then cards are only moved: the cards a case names are taken from wherever the deal put
them and placed in the hands, table melds and discard pile it names; the seats it does not name
keep their dealt cards when they can and are filled back to their dealt size; every other card
goes to the stock. So each state holds exactly the variant's deck, as loading checks (R1). A
case may then play `prep` moves through `rami apply` (each must be accepted) to reach its
state: a card taken from the discard pile, a swap, a play before the discard.

The expectations are written from docs/rules.md and docs/game.md, never
read from the engine. The output is deterministic: the same rami gives the same files.
"""

import json
import os
import re
import subprocess
import sys

RAMI = None
CASES = []

SUITS = "SHDC"
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def cards(text):
    return text.split() if text else []


def full_run(suit):
    """A to K of one suit: 13 cards, a legal run in every variant."""
    return " ".join(r + suit for r in RANKS)


# --- Moves ---------------------------------------------------------------------------------------

def draw():
    return {"type": "draw"}


def take():
    return {"type": "take_discard"}


def discard(card):
    return {"type": "discard", "card": card}


def play(*steps):
    return {"type": "play", "steps": list(steps)}


def meld(text):
    return {"meld": cards(text)}


def lay_off(index, text):
    return {"lay_off": {"meld": index, "cards": cards(text)}}


def swap(index, text):
    return {"swap": {"meld": index, "cards": cards(text)}}


def refused(code, rule):
    return {"code": code, "rule": rule}


ACCEPTED = "accepted"


# --- Building a state --------------------------------------------------------------------------

def rami(*args, stdin=None):
    done = subprocess.run([RAMI, *args], input=stdin, capture_output=True, text=True)
    return done.returncode, done.stdout, done.stderr


def dealt(variant, players, seed, options):
    args = ["new", "--variant", variant, "--players", str(players), "--seed", str(seed)]
    for key, value in (options or {}).items():
        args += ["--option", "%s=%s" % (key, json.dumps(value))]
    code, out, err = rami(*args)
    if code != 0:
        sys.exit("rami %s: exit %d: %s %s" % (" ".join(args), code, out, err))
    return json.loads(out)


def take_out(pool, card, where):
    if card not in pool:
        sys.exit("%s: no %s left in the deck" % (where, card))
    pool.remove(card)


def build(name, variant, players, seed, options, hands, table, pile, stock, stock_top, current, phase, turn,
          opened, laid, scores, fields):
    s = dealt(variant, players, seed, options)
    # Every card of the deal, the stock's first (top first), then the discard pile, then the
    # hands: where a case takes a card that has two copies, the stock's copy goes first.
    pool = list(s["stock"]) + list(s["discard"])
    for h in s["hands"]:
        pool += h
    named_hands = {seat: cards(text) for seat, text in hands.items()}
    new_table = [{"owner": owner, "cards": cards(text)} for owner, text in table]
    new_pile = cards(pile)
    for seat, held in named_hands.items():
        for c in held:
            take_out(pool, c, "%s: hands[%d]" % (name, seat))
    for i, m in enumerate(new_table):
        for c in m["cards"]:
            take_out(pool, c, "%s: table[%d]" % (name, i))
    for c in new_pile:
        take_out(pool, c, "%s: discard" % name)
    new_stock = None if stock is None else cards(stock)
    for c in new_stock or []:
        take_out(pool, c, "%s: stock" % name)
    top = cards(stock_top)
    for c in top:
        take_out(pool, c, "%s: stock_top" % name)
    # Seats the case does not name keep what is left of their deal.
    new_hands = []
    for seat in range(players):
        if seat in named_hands:
            new_hands.append(named_hands[seat])
            continue
        kept = []
        for c in s["hands"][seat]:
            if c in pool:
                pool.remove(c)
                kept.append(c)
        new_hands.append(kept)
    others = [seat for seat in range(players) if seat not in named_hands]
    if new_stock is None:
        # Fill those seats back to their dealt size from the stock; the rest is the stock.
        for seat in others:
            while len(new_hands[seat]) < len(s["hands"][seat]) and pool:
                new_hands[seat].append(pool.pop(0))
        new_stock = top + pool
    else:
        # The stock is given whole (an empty stock, R12): every other card goes to those seats,
        # dealt round them one at a time, a hand holding at most 24 cards (docs/json.md).
        turn_of = 0
        while pool:
            open_seats = [seat for seat in others if len(new_hands[seat]) < 24]
            if not open_seats:
                sys.exit("%s: %d cards left over, put more on the table" % (name, len(pool)))
            seat = open_seats[turn_of % len(open_seats)]
            new_hands[seat].append(pool.pop(0))
            turn_of += 1
    s["hands"] = new_hands
    s["table"] = new_table
    s["discard"] = new_pile
    s["stock"] = new_stock
    s["current"] = current
    s["phase"] = phase
    s["turn"] = 3 * players if turn == "later" else turn
    s["opened"] = [seat in opened for seat in range(players)]
    s["laid"] = [seat in opened or seat in laid for seat in range(players)]
    if scores is not None:
        s["scores"] = scores
    s.update(fields)
    return s


def case(ident, name, variant, move, expect, check=None, players=2, seed=7, options=None, fresh=False,
         hands=None, table=(), pile="", stock=None, stock_top="", current=1, phase="play", turn="later", opened=(),
         laid=(), scores=None, fields=None, prep=()):
    """One case. `fresh`: the state is the deal itself. Otherwise `hands` {seat: "cards"}, `table`
    [(owner, "cards")], `pile` (the discard pile, its top last), `stock` (None: every card not
    placed; else exactly these cards), `stock_top` (the stock's first cards), `current`, `phase`,
    `turn` ("later": past the first round),
    `opened` and `laid` (seats), `scores`, `fields` (more state fields). `move` may be a function
    of the state (for a fresh deal). `prep`: moves applied first, each must be accepted."""
    CASES.append(dict(ident=ident, name=name, variant=variant, move=move, expect=expect, check=check,
                      players=players, seed=seed, options=options, fresh=fresh, hands=hands or {},
                      table=table, pile=pile, stock=stock, stock_top=stock_top, current=current, phase=phase, turn=turn,
                      opened=opened, laid=laid, scores=scores, fields=fields or {}, prep=prep))


def make(c):
    if c["fresh"]:
        s = dealt(c["variant"], c["players"], c["seed"], c["options"])
    else:
        s = build(c["name"], c["variant"], c["players"], c["seed"], c["options"], c["hands"], c["table"],
                  c["pile"], c["stock"], c["stock_top"], c["current"], c["phase"], c["turn"], c["opened"], c["laid"],
                  c["scores"], c["fields"])
    for m in c["prep"]:
        m = m(s) if callable(m) else m
        code, out, err = rami("apply", "--state", "-", "--move", json.dumps(m), stdin=json.dumps(s))
        if code != 0:
            sys.exit("%s: the prep move %s is refused: %s %s" % (c["name"], json.dumps(m), out, err))
        s = json.loads(out)
    move = c["move"](s) if callable(c["move"]) else c["move"]
    out = {"name": c["name"], "source": source_of(c), "state": s, "move": move, "expect": c["expect"]}
    if c["check"]:
        out["check"] = c["check"]
    return out


def dump(case_json):
    """One field per line, the state's fields too, the values compact: readable and diffable."""
    def compact(v):
        return json.dumps(v, ensure_ascii=False, separators=(", ", ": "))

    lines = ["{"]
    keys = list(case_json)
    for i, key in enumerate(keys):
        comma = "," if i + 1 < len(keys) else ""
        value = case_json[key]
        if key == "state":
            lines.append('  "state": {')
            fields = sorted(value)
            for j, f in enumerate(fields):
                lines.append("    %s: %s%s" % (compact(f), compact(value[f]), "," if j + 1 < len(fields) else ""))
            lines.append("  }" + comma)
        else:
            lines.append("  %s: %s%s" % (compact(key), compact(value), comma))
    lines.append("}")
    return "\n".join(lines) + "\n"


# --- Scenarios (those of tests/test_game_*.cpp) ------------------------------------------------

def to_draw(ident, name, variant, hand, top, move, expect, first_round=False, opened1=False, more_table=(),
            **kw):
    """Seat 1 must draw; seat 0 opened with 2S 3S 4S (table meld 0); the pile is KD then `top`."""
    case(ident, name, variant, move, expect, hands={1: hand}, table=[(0, "2S 3S 4S")] + list(more_table),
         pile="KD " + top, phase="draw", turn=1 if first_round else "later",
         opened=(0, 1) if opened1 else (0,), **kw)


def with_table(ident, name, variant, hand, opened1, move, expect, more_table=(), **kw):
    """Seat 1 has drawn; the table: 0 = 5H 6H 7H, 1 = 9S 9D 9C (seat 0), 2 = JC QC KC (seat 1
    when it has opened, else seat 0)."""
    case(ident, name, variant, move, expect, hands={1: hand},
         table=[(0, "5H 6H 7H"), (0, "9S 9D 9C"), (1 if opened1 else 0, "JC QC KC")] + list(more_table),
         opened=(0, 1) if opened1 else (0,), **kw)


def joker_on_table(ident, name, variant, table_meld, hand, opened1, move, expect, **kw):
    """Seat 1 has drawn; seat 0 opened with `table_meld` (table meld 0)."""
    case(ident, name, variant, move, expect, hands={1: hand}, table=[(0, table_meld)],
         opened=(0, 1) if opened1 else (0,), **kw)


def unopened(ident, name, variant, melds, rest, move, expect, **kw):
    """Seat 1 has drawn, has not opened, and holds `melds` and `rest`."""
    case(ident, name, variant, move, expect, hands={1: " ".join(melds) + " " + rest}, **kw)


def lay_all(melds, *more):
    return play(*[meld(m) for m in melds], *more)


def finish(ident, name, variant, points, in_one_go=False, seat1_opened=False, seat2_opened=False,
           hand1="AS KD 7H JK", hand2="QC 3D"):
    """Three seats; seat 0 wins by discarding 5C: it opened earlier (its hand is 5C), or it has
    just laid 9H 10H JH + 4S 5S 6S 7S (51, a tierce franche) in this turn, having laid nothing
    before. The discard ends the round: result.points is R13's."""
    table, opened = [], [0] if not in_one_go else []
    if seat1_opened:
        table.append((1, "2H 3H 4H"))
        opened.append(1)
    if seat2_opened:
        table.append((2, "8C 9C 10C"))
        opened.append(2)
    hand0 = "9H 10H JH 4S 5S 6S 7S 5C" if in_one_go else "5C"
    prep = [lay_all(["9H 10H JH", "4S 5S 6S 7S"])] if in_one_go else []
    case(ident, name, variant, discard("5C"), ACCEPTED,
         check={"phase": "over", "result.winner": 0, "result.reason": "out", "result.in_one_go": in_one_go,
                "result.points": points},
         players=3, hands={0: hand0, 1: hand1, 2: hand2}, table=table, current=0, opened=opened, prep=prep)


def empty_stock(ident, name, variant, move, expect, players=2, pile="2C 5C 9C KC", runs="SSHHDD", **kw):
    """Seat 1 must draw from an empty stock, holding 3C 4C; the discard pile is `pile` (top last).
    The deck's other cards are full runs A-K on the table (one per letter of `runs`) and the
    other seats' hands."""
    fields = kw.pop("fields", {})
    case(ident, name, variant, move, expect, players=players, hands={1: "3C 4C"},
         table=[(0, full_run(suit)) for suit in runs], pile=pile, stock="", phase="draw", opened=(0,),
         fields=fields, **kw)


# --- R2: the start of the round, the shape of a turn ----------------------------------------------

case("R02_rami40_first_turn_no_draw",
     "R2 rami40: the first player does not draw on the first turn and discards the carte neutre",
     "rami40", lambda s: discard(s["hands"][0][0]), ACCEPTED, fresh=True,
     check={"phase": "draw", "current": 1, "turn": 1, "len:discard": 1, "len:hands.0": 14})
case("R02_rami51_first_turn_draw_refused", "R2 rami51: the first player may not draw on the first turn",
     "rami51", draw(), refused("already_drawn", "R2"), fresh=True)
case("R02_manie_joker51_first_turn_take_refused",
     "R2 manie_joker51: the first player may not take the (empty) discard pile on the first turn",
     "manie_joker51", take(), refused("already_drawn", "R2"), fresh=True, seed=3)
case("R02_rami50_first_turn_lays_down",
     "R2 rami50: the first player lays down on the first turn without drawing (73 points)",
     "rami50", lay_all(["10H JH QH KH", "AS AD AC"]), ACCEPTED,
     hands={0: "10H JH QH KH AS AD AC 2C 5D 7S 8C 9D 4H 6C 3S"}, current=0, turn=0,
     check={"phase": "play", "current": 0, "opened.0": True, "len:table": 2, "len:hands.0": 8})
case("R02_rami7_first_turn_no_draw",
     "R2 rami7: the first player does not draw; it discards onto the turned-up card",
     "rami7", lambda s: discard(s["hands"][0][0]), ACCEPTED, fresh=True, seed=11,
     check={"phase": "draw", "current": 1, "turn": 1, "len:discard": 2, "len:hands.0": 6})
case("R02_rami7_first_turn_draw_refused", "R2 rami7: the first player may not draw on the first turn",
     "rami7", draw(), refused("already_drawn", "R2"), fresh=True, seed=11)
case("R02_rami51_kaluki_first_turn_draws", "R2 rami51_kaluki: the first player draws as usual",
     "rami51_kaluki", draw(), ACCEPTED, fresh=True, players=3,
     check={"phase": "play", "current": 0, "len:hands.0": 14, "len:discard": 1})
case("R02_rami51_kaluki_first_turn_must_draw",
     "R2 rami51_kaluki: the first player may not discard before drawing",
     "rami51_kaluki", lambda s: discard(s["hands"][0][0]), refused("must_draw_first", "R2"), fresh=True, players=3)
case("R02_rami_francais_first_turn_draws", "R2 rami_francais: the first player draws as usual",
     "rami_francais", draw(), ACCEPTED, fresh=True, players=4, seed=5,
     check={"phase": "play", "len:hands.0": 14, "len:discard": 1})
case("R02_rami_francais_first_turn_must_draw",
     "R2 rami_francais: the first player may not play before drawing",
     "rami_francais", lambda s: play(meld(" ".join(s["hands"][0][:3]))), refused("must_draw_first", "R2"),
     fresh=True, players=4, seed=5)
case("R02_rami_francais_first_turn_takes_turned_card",
     "R2 rami_francais: the first player may take the turned-up card to open with it (R8)",
     "rami_francais", take(), ACCEPTED, hands={0: "8S 7S AH AC JK 2D 4D 6C 9C 10H QD KC 3H"}, pile="6S",
     current=0, phase="draw", turn=0,
     check={"phase": "play", "taken": "6S", "len:discard": 0, "sorted:hands.0":
            sorted(cards("8S 7S AH AC JK 2D 4D 6C 9C 10H QD KC 3H 6S"))})
case("R02_rummy_classic_first_turn_draws", "R2 rummy_classic: the first player draws as usual",
     "rummy_classic", draw(), ACCEPTED, fresh=True,
     check={"phase": "play", "len:hands.0": 11, "len:discard": 1, "len:stock": 30})
case("R02_rummy_classic_first_turn_must_draw",
     "R2 rummy_classic: the first player may not discard before drawing",
     "rummy_classic", lambda s: discard(s["hands"][0][0]), refused("must_draw_first", "R2"), fresh=True)
case("R02_manie_joker51_draw_then_play",
     "R2 manie_joker51: later, a seat that must draw takes the top of the stock",
     "manie_joker51", draw(), ACCEPTED, hands={1: "2S 5H 9D KC"}, stock_top="7C 8D", pile="4S", phase="draw",
     check={"phase": "play", "current": 1, "hands.1": cards("2S 5H 9D KC 7C"), "stock.0": "8D"})
case("R02_rami51_discard_not_in_hand",
     "R2 rami51: a seat discards only a card of its hand",
     "rami51", discard("QH"), refused("card_not_in_hand", "R2"), hands={1: "2S 5H 9D KC 7C"}, pile="4S")
case("R02_rami40_empty_play", "R2 rami40: a play needs at least one step",
     "rami40", play(), refused("empty_play", "R2"), hands={1: "2S 5H 9D KC 7C"}, pile="4S")
case("R02_rami50_second_draw_refused", "R2 rami50: a seat that has drawn may not draw again",
     "rami50", draw(), refused("already_drawn", "R2"), hands={1: "2S 5H 9D KC 7C"}, pile="4S")
case("R02_rami7_discard_passes_turn",
     "R2 rami7: the discard ends the turn, the next seat must draw",
     "rami7", discard("KC"), ACCEPTED, hands={1: "2S 5H 9D KC 7C"}, pile="4S",
     check={"phase": "draw", "current": 0, "turn": 7, "discard": ["4S", "KC"]})

case("R02_rami7_first_turn_lays_down",
     "R2 rami7: the first player lays down on the first turn without drawing, the discard pile holding the "
     "turned-up card", "rami7", lay_all(["10H JH QH KH", "AS AD JK"]), ACCEPTED,
     hands={0: "10H JH QH KH AS AD JK 3S"}, pile="5C", current=0, turn=0,
     check={"phase": "play", "opened.0": True, "hands.0": ["3S"], "discard": ["5C"]})
case("R02_rami51_kaluki_first_player_takes_turned_card",
     "R2 rami51_kaluki: the first player may take the turned-up card instead of drawing",
     "rami51_kaluki", take(), ACCEPTED, fresh=True, players=3,
     check={"phase": "play", "len:discard": 0, "len:hands.0": 14, "taken": None})

# --- R6: the opening ------------------------------------------------------------------------------

BELOW = refused("opening_below_minimum", "R6")
NO_TIERCE = refused("opening_needs_tierce_franche", "R6")
for ident, variant, melds, points, expect, options in [
        ("R06_rami40_40_opens", "rami40", ["4H 5H 6H 7H", "6S 6D 6C"], 40, ACCEPTED, None),
        ("R06_rami40_39_refused", "rami40", ["5H 6H 7H", "7S 7D 7C"], 39, BELOW, None),
        ("R06_rami50_50_opens", "rami50", ["9H 10H JH", "7S 7D 7C"], 50, ACCEPTED, None),
        ("R06_rami50_49_refused", "rami50", ["8H 9H 10H", "4S 5S 6S 7S"], 49, BELOW, None),
        ("R06_rami51_51_aces_open", "rami51", ["AS AD AC", "5H 6H 7H"], 51, ACCEPTED, None),
        ("R06_rami51_48_refused", "rami51", ["AS AD AC", "4H 5H 6H"], 48, BELOW, None),
        ("R06_manie_joker51_51_joker_opens", "manie_joker51", ["9H 10H JK", "4S 5S 6S 7S"], 51, ACCEPTED, None),
        ("R06_manie_joker51_50_refused", "manie_joker51", ["9H JK JH", "7S 7D 7C"], 50, BELOW, None),
        ("R06_rami51_kaluki_51_ace_one_opens", "rami51_kaluki", ["QS KS AS", "JD QD KD"], 51, ACCEPTED, None),
        ("R06_rami51_kaluki_48_refused", "rami51_kaluki", ["AS AD AC", "JD QD KD", "4S 5S 6S"], 48, BELOW, None),
        ("R06_rami_francais_54_opens", "rami_francais", ["8S 7S 6S", "AH AC JK"], 54, ACCEPTED, None),
        ("R06_rami_francais_no_tierce_franche", "rami_francais", ["KS KH KD", "QS QH JK"], 60, NO_TIERCE, None),
        ("R06_rami_francais_run_with_joker_not_franche", "rami_francais", ["9H JK JH QH", "7S 7D 7C"], 60,
         NO_TIERCE, None),
        ("R06_rami_francais_45_refused", "rami_francais", ["AH 2H 3H", "KS KD KC", "2D 3D 4D"], 45, BELOW, None),
        ("R06_rami_francais_option_81_opens", "rami_francais", ["10H JH QH KH", "9S 10S JS", "4D 4C 4H"], 81,
         ACCEPTED, {"opening_minimum": 81}),
        ("R06_rami_francais_option_81_80_refused", "rami_francais", ["10H JH QH KH", "10S JS QS KS"], 80, BELOW,
         {"opening_minimum": 81}),
        ("R06_rami7_joker_20_opens", "rami7", ["2H 3H JK", "8S 9S 10S"], 52, ACCEPTED, None),
        ("R06_rami7_50_refused", "rami7", ["9H 10H JH", "7S 7D 7C"], 50, BELOW, None),
        ("R06_rummy_classic_no_minimum", "rummy_classic", ["AH 2H 3H"], 6, ACCEPTED, None)]:
    what = "open" if expect == ACCEPTED else "do not open"
    extra = ", option opening_minimum 81" if options else ""
    unopened(ident, "R6 %s: %s (%d points%s) %s" % (variant, " + ".join(melds), points, extra, what), variant,
             melds, "5C 9D", lay_all(melds), expect, options=options,
             check={"opened.1": True, "len:table": len(melds), "sorted:hands.1": ["5C", "9D"], "phase": "play"}
             if expect == ACCEPTED else None)

unopened("R06_rami51_lay_off_does_not_count",
         "R6 rami51: a lay-off in the opening play does not count toward the minimum (50 + QD KD)",
         "rami51", ["9H 10H JH", "7S 7D 7C"], "QD KD 5C 9S",
         lay_all(["9H 10H JH", "7S 7D 7C"], lay_off(0, "QD KD")), refused("opening_below_minimum", "R6"),
         table=[(0, "9D 10D JD")], opened=(0,))
unopened("R06_rami40_faire_rami_exempt",
         "R6 rami40: faire rami (15 points, only the card to discard left) is exempt from the minimum",
         "rami40", ["2S 3S 4S", "2H 2D 2C"], "9C", lay_all(["2S 3S 4S", "2H 2D 2C"]), ACCEPTED,
         check={"opened.1": False, "hands.1": ["9C"], "phase": "play"})  # it opens with the last discard
unopened("R06_rami51_exemption_needs_one_card_left",
         "R6 rami51: a play of 15 points that leaves two cards is no faire rami: the minimum is due",
         "rami51", ["2S 3S 4S", "2H 2D 2C"], "9C 8D", lay_all(["2S 3S 4S", "2H 2D 2C"]),
         refused("opening_below_minimum", "R6"))
unopened("R06_rami51_kaluki_going_out_not_exempt",
         "R6 rami51_kaluki: going out in one go with 15 points is not exempt from the minimum",
         "rami51_kaluki", ["2S 3S 4S", "2H 2D 2C"], "9C", lay_all(["2S 3S 4S", "2H 2D 2C"]),
         refused("opening_below_minimum", "R6"))
unopened("R06_rami_francais_must_beat_previous",
         "R6 rami_francais option beat_previous_opening: 51 after an opening of 57 does not open",
         "rami_francais", ["9H 10H JH", "4S 5S 6S 7S"], "5C 9D", lay_all(["9H 10H JH", "4S 5S 6S 7S"]),
         refused("opening_must_beat_previous", "R6"), options={"beat_previous_opening": True},
         table=[(0, "KS KH KD"), (0, "8D 9D 10D")], opened=(0,), fields={"best_opening": 57})
unopened("R06_rami_francais_beats_previous",
         "R6 rami_francais option beat_previous_opening: 81 after an opening of 57 opens",
         "rami_francais", ["9H 10H JH", "4S 5S 6S 7S", "KS KD KC"], "5C 9D",
         lay_all(["9H 10H JH", "4S 5S 6S 7S", "KS KD KC"]), ACCEPTED, options={"beat_previous_opening": True},
         table=[(0, "KS KH KD"), (0, "8D 9D 10D")], opened=(0,), fields={"best_opening": 57},
         check={"opened.1": True, "best_opening": 81})

unopened("R06_rami_francais_rami_sec_needs_tierce_franche",
         "R6 rami_francais: rami sec (the whole hand but one card, 60 points) still needs a tierce franche",
         "rami_francais", ["KS KH KD", "QS QH JK"], "9C", lay_all(["KS KH KD", "QS QH JK"]),
         refused("opening_needs_tierce_franche", "R6"))
unopened("R06_rami51_kaluki_opening_then_lay_off",
         "R6 rami51_kaluki: an opening of 51 with a lay-off in the same play (the lay-off after the melds)",
         "rami51_kaluki", ["9D 10D JD", "4S 5S 6S 7S"], "4H 8C 2C",
         lay_all(["9D 10D JD", "4S 5S 6S 7S"], lay_off(0, "4H")), ACCEPTED, table=[(0, "5H 6H 7H")], opened=(0,),
         check={"opened.1": True, "table.0.cards": cards("4H 5H 6H 7H"), "sorted:hands.1": ["2C", "8C"]})

# --- R7: what a turn ends with ---------------------------------------------------------------------

case("R07_rami51_play_may_not_empty_hand", "R7 rami51: a play may not empty the hand (keep a card to discard)",
     "rami51", play(meld("7H 8H 9H")), refused("hand_would_be_empty", "R7"), hands={1: "7H 8H 9H"},
     table=[(0, "2C 3C 4C")], opened=(0, 1))
case("R07_rami51_kaluki_meld_and_lay_off_empty_hand",
     "R7 rami51_kaluki: a meld and a lay-off that empty the hand are refused",
     "rami51_kaluki", play(meld("7H 8H 9H"), lay_off(0, "5C")), refused("hand_would_be_empty", "R7"),
     hands={1: "7H 8H 9H 5C"}, table=[(0, "2C 3C 4C")], opened=(0, 1))
case("R07_rami40_lay_off_empties_hand",
     "R7 rami40: lay-offs that empty the hand are refused",
     "rami40", play(lay_off(0, "5C"), lay_off(0, "6C")), refused("hand_would_be_empty", "R7"),
     hands={1: "5C 6C"}, table=[(0, "2C 3C 4C")], opened=(0, 1))
case("R07_rami7_play_keeps_a_card", "R7 rami7: a play that keeps a card to discard",
     "rami7", play(meld("7H 8H 9H")), ACCEPTED, hands={1: "7H 8H 9H 5C"}, table=[(0, "2C 3C 4C")],
     opened=(0, 1), check={"phase": "play", "hands.1": ["5C"], "len:table": 2})
case("R07_rummy_classic_play_empties_hand",
     "R7 rummy_classic: a play may empty the hand, which ends the round without a discard",
     "rummy_classic", play(meld("7H 8H 9H"), lay_off(0, "5C")), ACCEPTED, hands={1: "7H 8H 9H 5C"},
     table=[(0, "2C 3C 4C")], pile="KD", laid=(1,),
     check={"phase": "over", "result.winner": 1, "result.reason": "out", "len:hands.1": 0, "discard": ["KD"]})
case("R07_rami_francais_last_discard_ends_round",
     "R7 rami_francais: the discard of the last card ends the round",
     "rami_francais", discard("5C"), ACCEPTED, hands={1: "5C"}, table=[(0, "2C 3C 4C"), (1, "7H 8H 9H")],
     opened=(0, 1), check={"phase": "over", "current": 1, "result.winner": 1, "len:hands.1": 0})
case("R07_manie_joker51_nothing_after_round_over",
     "R7 manie_joker51: once the round is over, no move is played",
     "manie_joker51", draw(), refused("round_over", "R7"), hands={1: "5C"},
     table=[(0, "2C 3C 4C"), (1, "7H 8H 9H")], opened=(0, 1), prep=[discard("5C")])
case("R07_rami50_discard_passes_turn",
     "R7 rami50: a discard that leaves cards passes the turn",
     "rami50", discard("5C"), ACCEPTED, hands={1: "5C 9D"}, table=[(1, "7H 8H 9H")], opened=(1,),
     check={"phase": "draw", "current": 0, "result": None, "hands.1": ["9D"]})
case("R07_rami51_kaluki_discard_passes_turn",
     "R7 rami51_kaluki: a turn ends with exactly one discard, which passes the turn",
     "rami51_kaluki", discard("5C"), ACCEPTED, hands={1: "5C 9D"}, table=[(1, "7H 8H 9H")], opened=(1,),
     check={"phase": "draw", "current": 0, "hands.1": ["9D"]})
case("R07_rami_francais_play_may_not_empty_hand",
     "R7 rami_francais: a play may not empty the hand (\"il est obligé de se défausser d'une carte à la fin\")",
     "rami_francais", play(meld("7H 8H 9H")), refused("hand_would_be_empty", "R7"), hands={1: "7H 8H 9H"},
     table=[(0, "2C 3C 4C")], opened=(0, 1))
case("R07_rami7_play_may_not_empty_hand",
     "R7 rami7: a play may not empty the hand: the last card is discarded",
     "rami7", play(meld("7H 8H 9H")), refused("hand_would_be_empty", "R7"), hands={1: "7H 8H 9H"},
     table=[(0, "2C 3C 4C")], opened=(0, 1))
case("R07_rummy_classic_nothing_after_round_over",
     "R7 rummy_classic: once a seat has gone out, no move is played",
     "rummy_classic", draw(), refused("round_over", "R7"), hands={1: "7H 8H 9H 5C"},
     table=[(0, "2C 3C 4C")], pile="KD", laid=(1,), prep=[play(meld("7H 8H 9H"), lay_off(0, "5C"))])

# --- R8: taking the discard ------------------------------------------------------------------------

to_draw("R08_rami40_first_round_free", "R8 rami40: in the first round anyone takes the discard freely",
        "rami40", "2C 5H 9D KC 7S", "9C", take(), ACCEPTED, first_round=True,
        check={"phase": "play", "taken": None, "taken_this_turn": "9C", "discard": ["KD"]})
to_draw("R08_rami40_first_round_exchange",
        "R8 rami40: a card taken freely in the first round may be discarded at once",
        "rami40", "2C 5H 9D KC 7S", "9C", discard("9C"), ACCEPTED, first_round=True, prep=[take()],
        check={"phase": "draw", "current": 0, "discard": ["KD", "9C"]})
to_draw("R08_rami50_later_unopened_refused",
        "R8 rami50: later, a seat that has not opened and cannot open with it may not take the discard",
        "rami50", "2C 5H 9D KC 7S", "9C", take(), refused("take_discard_not_allowed", "R8"))
to_draw("R08_manie_joker51_take_to_open",
        "R8 manie_joker51: later, a seat takes the discard to open with it (the minimum counts the card)",
        "manie_joker51", "9H 10H 4S 5S 6S 7S 2C KC", "JH", take(), ACCEPTED,
        check={"taken": "JH", "phase": "play"})
to_draw("R08_rami40_taken_card_must_be_laid",
        "R8 rami40: the card taken to open must be laid before the discard",
        "rami40", "9H 10H 4S 5S 6S 7S 2C KC", "JH", discard("2C"), refused("taken_card_not_laid", "R8"),
        prep=[take()])
to_draw("R08_rami50_opens_with_taken_card",
        "R8 rami50: the seat opens with the card it took: 9H 10H JH + 4S 5S 6S 7S (51)",
        "rami50", "9H 10H 4S 5S 6S 7S 2C KC", "JH", lay_all(["9H 10H JH", "4S 5S 6S 7S"]), ACCEPTED,
        prep=[take()], check={"taken": None, "opened.1": True, "sorted:hands.1": ["2C", "KC"]})
to_draw("R08_rami40_opened_seat_cannot_lay_alone",
        "R8 rami40: an opened seat may not take a card it could only lay off alone",
        "rami40", "2C 9D KC", "7H", take(), refused("take_discard_not_allowed", "R8"), opened1=True,
        more_table=[(0, "4H 5H 6H")])
to_draw("R08_rami40_laid_off_alone",
        "R8 rami40: a card taken from the discard may not be laid off alone: the discard is refused until a card "
        "of the hand joins it",
        "rami40", "8H 2C 9D", "7H", discard("2C"), refused("taken_card_laid_off_alone", "R8"),
        opened1=True, more_table=[(0, "4H 5H 6H")], prep=[take(), play(lay_off(1, "7H"))])
to_draw("R08_rami40_hand_card_after_taken_card",
        "R8 rami40: the hand's card may join the taken card on its meld after it, in the same play",
        "rami40", "8H 2C 9D", "7H", play(lay_off(1, "7H"), lay_off(1, "8H")), ACCEPTED,
        opened1=True, more_table=[(0, "4H 5H 6H")], prep=[take()], check={"table.1.cards": cards("4H 5H 6H 7H 8H")})
to_draw("R08_rami51_laid_off_with_hand_card",
        "R8 rami51: the taken card laid off with a card from the hand onto the same meld",
        "rami51", "8H 2C 9D", "7H", play(lay_off(1, "7H 8H")), ACCEPTED, opened1=True,
        more_table=[(0, "4H 5H 6H")], prep=[take()],
        check={"table.1.cards": cards("4H 5H 6H 7H 8H"), "sorted:hands.1": ["2C", "9D"]})
to_draw("R08_rami51_sans_engagement",
        "R8 rami51: sans engagement, a seat that has not opened takes the discard at any time",
        "rami51", "2C 5H 9D KC 7S", "9C", take(), ACCEPTED,
        check={"taken": None, "taken_this_turn": "9C", "phase": "play"})
to_draw("R08_rami51_sans_engagement_discards_it",
        "R8 rami51: sans engagement, the card taken may be discarded in the same turn",
        "rami51", "2C 5H 9D KC 7S", "9C", discard("9C"), ACCEPTED, prep=[take()],
        check={"phase": "draw", "current": 0, "discard": ["KD", "9C"]})
to_draw("R08_rami51_kaluki_sans_engagement",
        "R8 rami51_kaluki: sans engagement, a seat that has not opened takes the discard",
        "rami51_kaluki", "2C 5H 9D KC 7S", "9C", take(), ACCEPTED, check={"taken": None, "phase": "play"})
to_draw("R08_rami51_kaluki_laid_off_alone_ok",
        "R8 rami51_kaluki: the taken card may be laid off alone (no the Rami 51 rule book rule)",
        "rami51_kaluki", "2C 9D", "7H", play(lay_off(1, "7H")), ACCEPTED, opened1=True,
        more_table=[(0, "4H 5H 6H")], prep=[take()], check={"len:table.1.cards": 4})
to_draw("R08_rami_francais_a_carte",
        "R8 rami_francais: a seat holding one card may not take the discard",
        "rami_francais", "9D", "7H", take(), refused("take_discard_with_one_card", "R8"), opened1=True,
        more_table=[(0, "4H 5H 6H")])
to_draw("R08_rami_francais_opened_takes_to_lay",
        "R8 rami_francais: an opened seat takes the discard to lay it",
        "rami_francais", "2C 9D", "7H", take(), ACCEPTED, opened1=True, more_table=[(0, "4H 5H 6H")],
        check={"taken": "7H", "phase": "play"})
to_draw("R08_rami_francais_first_round_not_free",
        "R8 rami_francais: not even in the first round may a seat take a card it cannot lay",
        "rami_francais", "2C 5H 9D KC 7S", "9C", take(), refused("take_discard_not_allowed", "R8"),
        first_round=True)
to_draw("R08_rami_francais_needs_tierce_franche",
        "R8 rami_francais: 60 points without a tierce franche is no opening, so no taking",
        "rami_francais", "10S 10D KS KD KC 2C 5H", "10H", take(), refused("take_discard_not_allowed", "R8"))
to_draw("R08_rami7_one_card_takes",
        "R8 rami7: an opened seat takes the discard to lay it, even holding one card",
        "rami7", "9D", "7H", take(), ACCEPTED, opened1=True, more_table=[(0, "4H 5H 6H")],
        check={"taken": "7H", "sorted:hands.1": ["7H", "9D"]})
to_draw("R08_rami7_unopened_refused",
        "R8 rami7: a seat that has not opened takes the discard only to open with it",
        "rami7", "2C 5H 9D KC 7S", "9C", take(), refused("take_discard_not_allowed", "R8"))
to_draw("R08_rami7_taken_not_laid",
        "R8 rami7: the taken card must be laid before the discard",
        "rami7", "9D", "7H", discard("9D"), refused("taken_card_not_laid", "R8"), opened1=True,
        more_table=[(0, "4H 5H 6H")], prep=[take()])
to_draw("R08_rummy_classic_anyone_takes", "R8 rummy_classic: anyone takes the discard",
        "rummy_classic", "2C 5H 9D KC 7S", "9C", take(), ACCEPTED, check={"taken": None, "phase": "play"})
to_draw("R08_rummy_classic_taken_not_discarded",
        "R8 rummy_classic: the taken card may not be discarded in the same turn",
        "rummy_classic", "2C 5H 9D KC 7S", "9C", discard("9C"), refused("taken_card_discarded", "R8"),
        prep=[take()])
to_draw("R08_rummy_classic_discards_another",
        "R8 rummy_classic: after taking the discard, another card is discarded",
        "rummy_classic", "2C 5H 9D KC 7S", "9C", discard("KC"), ACCEPTED, prep=[take()],
        check={"discard": ["KD", "KC"], "sorted:hands.1": sorted(cards("2C 5H 9D 7S 9C"))})
to_draw("R08_rummy_classic_play_leaves_only_taken",
        "R8 rummy_classic: a play may not leave only the taken card, which could not be discarded",
        "rummy_classic", "5H 6H 7H", "9C", play(meld("5H 6H 7H")), refused("taken_card_discarded", "R8"),
        prep=[take()])
case("R08_rami51_kaluki_empty_pile", "R8 rami51_kaluki: only the top card of the discard pile is taken, and an empty pile has none",
     "rami51_kaluki", take(), refused("discard_pile_empty", "R8"), hands={1: "2C 5H 9D"}, table=[(0, "2S 3S 4S")],
     phase="draw", opened=(0,))
case("R08_rami51_empty_pile", "R8 rami51: an empty discard pile cannot be taken",
     "rami51", take(), refused("discard_pile_empty", "R8"), hands={1: "2C 5H 9D"}, table=[(0, "2S 3S 4S")],
     phase="draw", opened=(0,))
case("R08_rami40_takes_carte_neutre",
     "R8 rami40: in the first round the second seat takes the first seat's carte neutre",
     "rami40", take(), ACCEPTED, fresh=True, seed=21, prep=[lambda s: discard(s["hands"][0][0])],
     check={"phase": "play", "current": 1, "len:discard": 0, "taken": None, "len:hands.1": 15})

to_draw("R08_rami40_take_to_go_rami",
        "R8 rami40: later, a seat that has not opened may take the discard to go rami with it",
        "rami40", "2S 3S 2H 2D 2C 9C", "4S", take(), ACCEPTED, check={"taken": "4S", "phase": "play"})
to_draw("R08_rami50_take_without_going_rami_refused",
        "R8 rami50: later, the same take is refused when the seat would keep two cards (no rami, 15 points)",
        "rami50", "2S 3S 2H 2D 2C 9C 8D", "4S", take(), refused("take_discard_not_allowed", "R8"))
to_draw("R08_rami50_opened_takes_to_meld",
        "R8 rami50: later, an opened seat takes the discard to lay it in a new meld",
        "rami50", "7C 8C 7D 7H 2H", "9C", play(meld("7C 8C 9C")), ACCEPTED, opened1=True, prep=[take()],
        check={"taken": None, "sorted:hands.1": ["2H", "7D", "7H"]})
to_draw("R08_manie_joker51_play_strands_taken_card",
        "R8 manie_joker51: a play that leaves the taken card impossible to lay is refused",
        "manie_joker51", "7C 8C 7D 7H 2H", "9C", play(meld("7C 7D 7H")), refused("taken_card_not_laid", "R8"),
        opened1=True, prep=[take()])
to_draw("R08_rami51_laid_off_alone_refused",
        "R8 rami51: sans engagement, but a taken card laid off still needs a card from the hand on that meld",
        "rami51", "8H 2C 9D", "7H", discard("2C"), refused("taken_card_laid_off_alone", "R8"),
        opened1=True, more_table=[(0, "4H 5H 6H")], prep=[take(), play(lay_off(1, "7H"))])
to_draw("R08_manie_joker51_laid_off_after_hand_card",
        "R8 manie_joker51: the taken card laid off onto a meld the hand laid a card on in an earlier play of the turn",
        "manie_joker51", "3H 2C 9D", "7H", play(lay_off(1, "7H")), ACCEPTED, opened1=True,
        more_table=[(0, "4H 5H 6H")], prep=[take(), play(lay_off(1, "3H"))],
        check={"table.1.cards": cards("3H 4H 5H 6H 7H"), "taken": None})
to_draw("R08_rami7_first_round_not_free",
        "R8 rami7: not even in the first round may a seat take a card it cannot lay",
        "rami7", "2C 5H 9D KC 7S", "9C", take(), refused("take_discard_not_allowed", "R8"), first_round=True)

to_draw("R08_rami40_opening_must_include_card",
        "R8 rami40: later, a seat that could open without the card (51) but cannot lay the card may not take it",
        "rami40", "9H 10H JH 4S 5S 6S 7S 2C", "KC", take(), refused("take_discard_not_allowed", "R8"))
to_draw("R08_rami40_opening_includes_card",
        "R8 rami40: later, a seat that opens and lays the card in its opening may take it",
        "rami40", "9H 10H JH 4S 5S 6S 7S 2C", "8S", take(), ACCEPTED, check={"taken": "8S"})

case("R08_rami40_taken_card_laid_off_after_opening",
     "R8 rami40: a seat that opens this turn with melds that do not hold the taken card may not lay it off",
     "rami40", play(meld("KS KD KC"), meld("QS QD QC"), lay_off(0, "8H 9H")),
     refused("taken_card_not_in_opening", "R8"),
     hands={1: "7H 8H KS KD KC QS QD QC 2C 5D 9S 3C 4D"}, table=[(0, "10H JH QH")], pile="KD 9H", phase="draw",
     opened=(0,), prep=[take()])
case("R08_rami40_taken_card_in_opening_meld",
     "R8 rami40: the same seat lays the taken card in a meld of its opening",
     "rami40", play(meld("KS KD KC"), meld("QS QD QC"), meld("7H 8H 9H")), ACCEPTED,
     hands={1: "7H 8H KS KD KC QS QD QC 2C 5D 9S 3C 4D"}, table=[(0, "10H JH QH")], pile="KD 9H", phase="draw",
     opened=(0,), prep=[take()], check={"opened.1": True, "taken": None, "len:table": 4})
case("R08_rami_francais_taken_card_laid_off_after_opening",
     "R8 rami_francais: a seat that opens this turn lays the taken card in its opening, not on the table",
     "rami_francais", play(meld("4S 5S 6S"), meld("KS KD KC"), meld("QS QD QC"), lay_off(0, "9H")),
     refused("taken_card_not_in_opening", "R8"),
     hands={1: "4S 5S 6S KS KD KC QS QD QC 7H 8H 2C 5D 3C"}, table=[(0, "10H JH QH")], pile="KD 9H", phase="draw",
     opened=(0,), prep=[take()])

# --- R9: laying off ---------------------------------------------------------------------------------

with_table("R09_rami51_opened_lays_off_anywhere",
           "R9 rami51: an opened seat lays off onto its own and others' melds, runs at both ends",
           "rami51", "4H 8H 9H 10C 2D", True,
           play(lay_off(0, "4H"), lay_off(0, "8H"), lay_off(1, "9H"), lay_off(2, "10C")), ACCEPTED,
           check={"table.0.cards": cards("4H 5H 6H 7H 8H"), "table.0.owner": 0, "len:table.1.cards": 4,
                  "table.2.cards": cards("10C JC QC KC"), "table.2.owner": 1, "hands.1": ["2D"]})
with_table("R09_rami40_unopened_refused",
           "R9 rami40: a seat that has not opened and does not go rami may not lay off",
           "rami40", "4H 9H 2D 8C", False, play(lay_off(0, "4H")), refused("lay_off_before_opening", "R9"))
with_table("R09_rami50_going_rami_lays_off",
           "R9 rami50: a seat going rami this turn may lay off (2S 3S 4S + 4H + 9H, keeping 8C)",
           "rami50", "2S 3S 4S 4H 9H 8C", False, play(meld("2S 3S 4S"), lay_off(0, "4H"), lay_off(1, "9H")),
           ACCEPTED, check={"hands.1": ["8C"], "len:table": 4, "opened.1": False})  # opens with the last discard
with_table("R09_manie_joker51_going_rami_by_lay_offs",
           "R9 manie_joker51: a seat going rami by lay-offs alone",
           "manie_joker51", "4H 9H 8C", False, play(lay_off(0, "4H"), lay_off(1, "9H")), ACCEPTED,
           check={"hands.1": ["8C"], "len:table.0.cards": 4})
with_table("R09_rami_francais_lay_off_onto_own_meld_before_opening",
           "R9 rami_francais: a lay-off onto a meld laid earlier this turn comes before the opening is made: "
           "refused (the opening is the melds laid from the hand)",
           "rami_francais", "2S 3S 4S KD KH KS 5S 9C 10C JC 2D 7D", False,
           play(meld("2S 3S 4S"), meld("KD KH KS"), lay_off(3, "5S")),
           refused("lay_off_before_opening", "R9"))
with_table("R09_rami51_kaluki_unopened_refused",
           "R9 rami51_kaluki: a seat that has not opened may not lay off",
           "rami51_kaluki", "4H 9H 2D 8C", False, play(lay_off(0, "4H")), refused("lay_off_before_opening", "R9"))
with_table("R09_rami7_going_out_no_lay_off",
           "R9 rami7: going out in one go gives no lay-off before the opening",
           "rami7", "4H 9H 8C", False, play(lay_off(0, "4H"), lay_off(1, "9H")),
           refused("lay_off_before_opening", "R9"))
with_table("R09_rami7_opened_lays_off",
           "R9 rami7: an opened seat lays off onto another seat's meld",
           "rami7", "8H 2D 5C", True, play(lay_off(0, "8H")), ACCEPTED,
           check={"table.0.cards": cards("5H 6H 7H 8H"), "sorted:hands.1": ["2D", "5C"]})
with_table("R09_rami_francais_opened_after_opening_play",
           "R9 rami_francais: a seat lays off in the play that opens it, after its melds",
           "rami_francais", "9D 10D JD 4S 5S 6S 7S 4H 8C 2C", False,
           play(meld("9D 10D JD"), meld("4S 5S 6S 7S"), lay_off(0, "4H")), ACCEPTED,
           check={"opened.1": True, "len:table.0.cards": 4, "sorted:hands.1": ["2C", "8C"]})
with_table("R09_rummy_classic_lays_off_before_melding",
           "R9 rummy_classic: anyone lays off, even before melding",
           "rummy_classic", "4H 2D 8C 10D", False, play(lay_off(0, "4H")), ACCEPTED,
           check={"len:table.0.cards": 4, "opened.1": False})
with_table("R09_rummy_classic_ace_low_only",
           "R9 rummy_classic: the ace is low only, so J-Q-K does not grow to the ace",
           "rummy_classic", "AC 2D 8C", True, play(lay_off(2, "AC")), refused("lay_off_not_legal", "R9"))
with_table("R09_rami_francais_one_joker_per_meld",
           "R9 rami_francais: one joker per meld holds for lay-offs",
           "rami_francais", "JK 2D", True, play(lay_off(3, "JK")), refused("lay_off_not_legal", "R9"),
           more_table=[(0, "3D 4D JK")])
with_table("R09_manie_joker51_two_jokers_per_meld",
           "R9 manie_joker51: a second joker may be laid off onto a meld (two per meld)",
           "manie_joker51", "JK 2D", True, play(lay_off(3, "JK")), ACCEPTED, more_table=[(0, "3D 4D JK")],
           check={"len:table.3.cards": 4, "hands.1": ["2D"]})
with_table("R09_rami51_kaluki_one_joker_per_run",
           "R9 rami51_kaluki: one joker per run holds for lay-offs",
           "rami51_kaluki", "JK 2D", True, play(lay_off(3, "JK")), refused("lay_off_not_legal", "R9"),
           more_table=[(0, "3D 4D JK")])
with_table("R09_rami51_kaluki_two_jokers_per_set",
           "R9 rami51_kaluki: a set may take a second joker",
           "rami51_kaluki", "JK 2D", True, play(lay_off(3, "JK")), ACCEPTED, more_table=[(0, "6S 6D JK")],
           check={"len:table.3.cards": 4})
with_table("R09_rami_francais_set_repeats_suit",
           "R9 rami_francais: a lay-off may not repeat a suit in a set",
           "rami_francais", "9S 2D", True, play(lay_off(1, "9S")), refused("lay_off_not_legal", "R9"))
with_table("R09_rami51_no_such_meld", "R9 rami51: a lay-off onto a meld that does not exist",
           "rami51", "2D 3D", True, play(lay_off(7, "2D")), refused("meld_index_out_of_range", "R9"))
with_table("R09_rami40_ace_high_after_king",
           "R9 rami40: the ace goes high after a king",
           "rami40", "AC 2D", True, play(lay_off(2, "AC")), ACCEPTED,
           check={"table.2.cards": cards("JC QC KC AC")})

# --- R10: swapping a joker -----------------------------------------------------------------------

joker_on_table("R10_rami40_swap_and_lay", "R10 rami40: an opened seat swaps the run joker's card and lays the joker",
               "rami40", "7H 8H JK 10H", "9H 5S 6S 2C", True, play(swap(0, "9H"), meld("5S 6S JK")), ACCEPTED,
               check={"table.0.cards": cards("7H 8H 9H 10H"), "len:table": 2, "hands.1": ["2C"],
                      "jokers_to_lay": 0})
joker_on_table("R10_rami51_wrong_card", "R10 rami51: only the card the joker stands for frees it from a run",
               "rami51", "7H 8H JK 10H", "9D 10H 5S 6S 2C", True, play(swap(0, "9D"), meld("5S 6S JK")),
               refused("swap_wrong_card", "R10"))
joker_on_table("R10_manie_joker51_unopened_refused",
               "R10 manie_joker51: a seat that has not opened and does not go rami may not swap",
               "manie_joker51", "7H 8H JK 10H", "9H 5S 6S 2C 8D", False, play(swap(0, "9H")),
               refused("swap_not_allowed", "R10"))
joker_on_table("R10_rami51_going_rami_swaps",
               "R10 rami51: a seat going rami this turn may swap and lay the joker",
               "rami51", "7H 8H JK 10H", "9H 5S 6S 2C", False, play(swap(0, "9H"), meld("5S 6S JK")), ACCEPTED,
               check={"hands.1": ["2C"], "table.1.cards": cards("5S 6S JK")})
joker_on_table("R10_rami40_set_one_card_is_lay_off",
               "R10 rami40: 6C JK 6H + 6S frees no joker (it is only a lay-off)",
               "rami40", "6C JK 6H", "6S 6D 2C 3C 9D", True, play(swap(0, "6S"), meld("2C 3C JK")),
               refused("swap_frees_no_joker", "R10"))
joker_on_table("R10_rami51_set_two_cards_free",
               "R10 rami51: 6C JK 6H + 6S 6D frees the joker",
               "rami51", "6C JK 6H", "6S 6D 2C 3C 9D", True, play(swap(0, "6S 6D"), meld("2C 3C JK")), ACCEPTED,
               check={"len:table.0.cards": 4, "hands.1": ["9D"], "table.1.cards": cards("2C 3C JK")})
joker_on_table("R10_manie_joker51_carre_frees",
               "R10 manie_joker51: 9H 9C 9S JK + 9D frees the joker",
               "manie_joker51", "9H 9C 9S JK", "9D 2C 3C 8D", True, play(swap(0, "9D"), meld("2C 3C JK")), ACCEPTED,
               check={"len:table.0.cards": 4, "hands.1": ["8D"]})
joker_on_table("R10_rami51_two_jokers_freed",
               "R10 rami51: JK AH JK + AS AD AC frees both jokers, both laid",
               "rami51", "JK AH JK", "AS AD AC 4D 5D 9C", True, play(swap(0, "AS AD AC"), meld("4D 5D JK JK")),
               ACCEPTED, check={"sorted:table.0.cards": sorted(cards("AH AS AD AC")), "hands.1": ["9C"]})
joker_on_table("R10_rami51_freed_joker_must_be_laid",
               "R10 rami51: the freed joker must be laid this turn",
               "rami51", "7H 8H JK 10H", "9H 5S 6S 7S 2C", True, discard("2C"), refused("freed_joker_not_laid", "R10"),
               prep=[play(swap(0, "9H"), meld("5S 6S 7S"))])
joker_on_table("R10_rami_francais_freed_joker_laid_later",
               "R10 rami_francais: the freed joker laid in a later play of the same turn",
               "rami_francais", "8S 7S JK", "6S 2C 3C 9D", True, play(meld("2C 3C JK")), ACCEPTED,
               prep=[play(swap(0, "6S"))], check={"jokers_to_lay": 0, "hands.1": ["9D"]})
joker_on_table("R10_rami_francais_freed_joker_discard_refused",
               "R10 rami_francais: a freed joker still to lay forbids the discard",
               "rami_francais", "8S 7S JK", "6S 2C 3C 9D", True, discard("9D"), refused("freed_joker_not_laid", "R10"),
               prep=[play(swap(0, "6S"))])
joker_on_table("R10_rami_francais_set_overflow",
               "R10 rami_francais: 9C 9S JK + 9H 9D frees the joker, laid in the same play",
               "rami_francais", "9C 9S JK", "9H 9D 2C 3C 8D", True, play(swap(0, "9H 9D"), meld("2C 3C JK")),
               ACCEPTED, check={"len:table.0.cards": 4, "hands.1": ["8D"]})
joker_on_table("R10_rami_francais_3_card_set_one_card",
               "R10 rami_francais: never from a 3-card set by one card: 9C 9S JK + 9H is a carre",
               "rami_francais", "9C 9S JK", "9H 9D 2C 3C 8D", True, play(swap(0, "9H"), meld("2C 3C JK")),
               refused("swap_frees_no_joker", "R10"))
joker_on_table("R10_rami_francais_unopened_refused",
               "R10 rami_francais: a seat that has not opened may not swap",
               "rami_francais", "8S 7S JK", "6S 2C 3C 9D", False, play(swap(0, "6S")),
               refused("swap_not_allowed", "R10"))
joker_on_table("R10_rami51_kaluki_keeps_joker",
               "R10 rami51_kaluki: an opened seat swaps a run joker and may keep it",
               "rami51_kaluki", "7H 8H JK 10H", "9H 5S 2C", True, play(swap(0, "9H")), ACCEPTED,
               check={"sorted:hands.1": ["2C", "5S", "JK"], "jokers_to_lay": 0})
joker_on_table("R10_rami51_kaluki_kept_joker_discard",
               "R10 rami51_kaluki: after the swap the turn ends with the joker kept in hand",
               "rami51_kaluki", "7H 8H JK 10H", "9H 5S 2C", True, discard("2C"), ACCEPTED,
               prep=[play(swap(0, "9H"))], check={"sorted:hands.1": ["5S", "JK"], "phase": "draw"})
joker_on_table("R10_rami51_kaluki_set_two_naturals",
               "R10 rami51_kaluki: a set joker is freed by two naturals at once",
               "rami51_kaluki", "9S 9C JK", "9D 9H 5S", True, play(swap(0, "9D 9H")), ACCEPTED,
               check={"sorted:table.0.cards": sorted(cards("9S 9C 9D 9H")), "sorted:hands.1": ["5S", "JK"]})
joker_on_table("R10_rami51_kaluki_set_one_natural",
               "R10 rami51_kaluki: one natural frees no set joker",
               "rami51_kaluki", "9S 9C JK", "9D 9H 5S", True, play(swap(0, "9D")),
               refused("swap_frees_no_joker", "R10"))
joker_on_table("R10_rami51_kaluki_three_naturals_keep_joker",
               "R10 rami51_kaluki: the joker of a set holding three naturals can never be taken",
               "rami51_kaluki", "9H 9C 9S JK", "9D 5S 2C", True, play(swap(0, "9D")),
               refused("joker_cannot_be_taken", "R10"))
joker_on_table("R10_rami51_kaluki_two_jokers_one_taken",
               "R10 rami51_kaluki: of a set with two jokers only one can ever be taken",
               "rami51_kaluki", "9S JK JK", "9D 9H 9C 5S", True, play(swap(0, "9D 9H 9C")),
               refused("joker_cannot_be_taken", "R10"))
joker_on_table("R10_rami51_kaluki_unopened_refused",
               "R10 rami51_kaluki: a seat that has not opened may not swap",
               "rami51_kaluki", "7H 8H JK 10H", "9H 5S 2C", False, play(swap(0, "9H")),
               refused("swap_not_allowed", "R10"))
joker_on_table("R10_rami7_no_swap", "R10 rami7: no joker swaps, even by an opened seat",
               "rami7", "7H 8H JK 10H", "9H 5S 6S 6H 2C", True, play(swap(0, "9H"), meld("5S 6S JK")),
               refused("swap_not_allowed", "R10"))
joker_on_table("R10_rami7_meld_only_grows",
               "R10 rami7: a meld with a joker only grows by lay-offs, the joker stays",
               "rami7", "7H 8H JK 10H", "9H 5S 6S 6H 2C", True, play(lay_off(0, "6H")), ACCEPTED,
               check={"table.0.cards": cards("6H 7H 8H JK 10H")})
joker_on_table("R10_rami50_no_jokers", "R10 rami50: no jokers, so nothing to swap",
               "rami50", "7H 8H 9H", "9H 10H 2C", True, play(swap(0, "9H")), refused("swap_frees_no_joker", "R10"))
joker_on_table("R10_rummy_classic_no_jokers", "R10 rummy_classic: no jokers, so nothing to swap",
               "rummy_classic", "7H 8H 9H", "10H 2C 3D", True, play(swap(0, "10H")),
               refused("swap_frees_no_joker", "R10"))

joker_on_table("R10_rami_francais_carre_one_card",
               "R10 rami_francais: from a carre 9C 9S 9H JK one card (9D) frees the joker",
               "rami_francais", "9C 9S 9H JK", "9D 2C 3C 8D", True, play(swap(0, "9D"), meld("2C 3C JK")), ACCEPTED,
               check={"sorted:table.0.cards": sorted(cards("9C 9S 9H 9D")), "hands.1": ["8D"]})
joker_on_table("R10_rami51_kaluki_two_jokers_one_freed",
               "R10 rami51_kaluki: of 9S JK JK, two naturals free one joker",
               "rami51_kaluki", "9S JK JK", "9D 9H 9C 5S", True, play(swap(0, "9D 9H")), ACCEPTED,
               check={"len:table.0.cards": 4, "sorted:hands.1": ["5S", "9C", "JK"]})
joker_on_table("R10_rami51_unopened_swap_to_reach_minimum",
               "R10 rami51: a seat that has not opened may not swap a joker to make its opening with it",
               "rami51", "3S JK 5S 6S", "4S 8S 8H 8C 10S JK 2D 7C", False,
               play(swap(0, "4S"), meld("8S 8H 8C"), meld("10S JK JK")), refused("swap_not_allowed", "R10"))
joker_on_table("R10_rami40_unopened_swap_into_small_meld",
               "R10 rami40: a seat that has not opened and cannot go out in one go may not swap (to lay the "
               "joker in an 18-point meld): the table comes after the opening",
               "rami40", "7H 8H JK 10H", "9H 5S 6S 2C 8D", False, play(swap(0, "9H"), meld("5S 6S JK")),
               refused("swap_not_allowed", "R10"))

# --- R11: going out ----------------------------------------------------------------------------------

case("R11_rami51_faire_rami", "R11 rami51: faire rami, the hand laid in one turn, then the last discard",
     "rami51", discard("2C"), ACCEPTED, hands={1: "9H 10H JH 4S 5S 6S 7S 2C", 0: "5D 8C KS"},
     prep=[lay_all(["9H 10H JH", "4S 5S 6S 7S"])],
     check={"phase": "over", "result.winner": 1, "result.in_one_go": True, "result.points": [23, 0]})
case("R11_rami51_kaluki_out_after_opening",
     "R11 rami51_kaluki: going out after opening in an earlier turn is not in one go",
     "rami51_kaluki", discard("2C"), ACCEPTED, hands={1: "7H 8H 9H 2C", 0: "5D 8C KS"},
     table=[(1, "JD QD KD"), (1, "AS AH AC AD")], opened=(1,), prep=[play(meld("7H 8H 9H"))],
     check={"phase": "over", "result.winner": 1, "result.in_one_go": False, "result.points": [23, 0]})
with_table("R11_rami40_faire_rami_by_lay_offs",
           "R11 rami40: faire rami by lay-offs alone, then the last discard",
           "rami40", "4H 9H 8C", False, discard("8C"), ACCEPTED, prep=[play(lay_off(0, "4H"), lay_off(1, "9H"))],
           check={"phase": "over", "result.winner": 1, "result.in_one_go": True})
case("R11_rummy_classic_going_rummy",
     "R11 rummy_classic: going rummy by melding the whole hand (no discard), points doubled",
     "rummy_classic", lay_all(["9H 10H JH", "4S 5S 6S 7S"]), ACCEPTED,
     hands={1: "9H 10H JH 4S 5S 6S 7S", 0: "5D 8C KS"},
     check={"phase": "over", "result.winner": 1, "result.in_one_go": True, "result.points": [0, 46]})
case("R11_rummy_classic_laid_before",
     "R11 rummy_classic: a seat that laid off in an earlier turn goes out, not in one go",
     "rummy_classic", lay_all(["9H 10H JH", "4S 5S 6S 7S"]), ACCEPTED,
     hands={1: "9H 10H JH 4S 5S 6S 7S", 0: "5D 8C KS"}, table=[(0, "2C 3C 4C 5C")], opened=(0,), laid=(1,),
     check={"phase": "over", "result.winner": 1, "result.in_one_go": False, "result.points": [0, 23]})
case("R11_rami7_all_at_once",
     "R11 rami7: laying all at once with 51 (the hand but the card to discard)",
     "rami7", lay_all(["9H 10H JH", "4S 5S 6S 7S"]), ACCEPTED, hands={1: "9H 10H JH 4S 5S 6S 7S 9C"},
     check={"phase": "play", "hands.1": ["9C"], "opened.1": True})
case("R11_rami_francais_rami_sec",
     "R11 rami_francais: rami sec while nobody had opened: the winner -50, the loser 200",
     "rami_francais", discard("9C"), ACCEPTED, hands={1: "9H 10H JH 4S 5S 6S 7S 9C", 0: "5D 8C KS"},
     prep=[lay_all(["9H 10H JH", "4S 5S 6S 7S"])],
     check={"phase": "over", "result.winner": 1, "result.in_one_go": True, "result.points": [200, -50]})
case("R11_manie_joker51_faire_rami_with_lay_off",
     "R11 manie_joker51: faire rami with a meld and a lay-off (exempt from the minimum), then the last discard",
     "manie_joker51", discard("9C"), ACCEPTED, hands={1: "2S 3S 4S 8H 9C", 0: "5D 8C KS JK"},
     table=[(0, "5H 6H 7H")], opened=(0,), prep=[play(meld("2S 3S 4S"), lay_off(0, "8H"))],
     check={"phase": "over", "result.winner": 1, "result.in_one_go": True, "result.points": [43, 0]})
case("R11_rami51_two_cards_left_refused",
     "R11 rami51: faire rami may not leave two cards: the minimum is then due",
     "rami51", lay_all(["2S 3S 4S", "2H 2D 2C"]), refused("opening_below_minimum", "R6"),
     hands={1: "2S 3S 4S 2H 2D 2C 9C 8D"})
case("R11_rami51_kaluki_hunt_needs_minimum",
     "R11 rami51_kaluki: the hunt (going out in one go) needs the minimum",
     "rami51_kaluki", lay_all(["2S 3S 4S", "2H 2D 2C"]), refused("opening_below_minimum", "R6"),
     hands={1: "2S 3S 4S 2H 2D 2C 9C"})
case("R11_rami7_all_at_once_needs_minimum",
     "R11 rami7: laying all at once needs the minimum",
     "rami7", lay_all(["2S 3S 4S", "2H 2D 2C"]), refused("opening_below_minimum", "R6"),
     hands={1: "2S 3S 4S 2H 2D 2C 9C"})
case("R11_rami_francais_rami_sec_no_table",
     "R11 rami_francais: rami sec may not use the table (a lay-off)",
     "rami_francais", lay_all(["9H 10H JH", "4S 5S 6S 7S"], lay_off(0, "8D")), refused("rami_sec_uses_table", "R6"),
     hands={1: "9H 10H JH 4S 5S 6S 7S 8D 2C"}, table=[(0, "5D 6D 7D")], opened=(0,))
case("R11_rami_francais_rami_sec_no_swap",
     "R11 rami_francais: rami sec may not swap a joker",
     "rami_francais", lay_all(["9H 10H JH", "4S 5S 6S 7S"], swap(0, "JD"), meld("8C 9C JK")),
     refused("rami_sec_uses_table", "R6"),
     hands={1: "9H 10H JH 4S 5S 6S 7S JD 8C 9C 3D"}, table=[(0, "9D 10D JK")], opened=(0,))
case("R11_rummy_classic_out_not_with_taken_card",
     "R11 rummy_classic: going out may not discard the card just taken",
     "rummy_classic", lay_all(["4S 5S 6S 7S"]), refused("taken_card_discarded", "R8"),
     hands={1: "9H 10H JH 4S 5S 6S 7S"}, pile="3D 2C", phase="draw",
     prep=[take(), play(meld("9H 10H JH"))])

case("R11_rami51_kaluki_hunt_over_two_plays",
     "R11 rami51_kaluki: the hunt over several plays of one turn (51 first, then the rest): +25 for the loser",
     "rami51_kaluki", discard("9D"), ACCEPTED, hands={1: "9H 10H JH 4S 5S 6S 7S 2C 3C 4C 9D", 0: "5D 8C KS"},
     prep=[lay_all(["9H 10H JH", "4S 5S 6S 7S"]), play(meld("2C 3C 4C"))],
     check={"phase": "over", "result.winner": 1, "result.in_one_go": True, "result.points": [48, 0]})
case("R11_rami_francais_rami_sec_two_plays_no_table",
     "R11 rami_francais: rami sec over two plays may not lay off in the second",
     "rami_francais", play(lay_off(0, "8D")), refused("rami_sec_uses_table", "R6"),
     hands={1: "9H 10H JH 4S 5S 6S 7S 8D 2C"}, table=[(0, "5D 6D 7D")], opened=(0,),
     prep=[lay_all(["9H 10H JH", "4S 5S 6S 7S"])])

# --- R12: the empty stock -------------------------------------------------------------------------

empty_stock("R12_rami51_rebuilds", "R12 rami51: the empty stock is rebuilt from the discard pile but its top card",
            "rami51", draw(), ACCEPTED,
            check={"phase": "play", "stock_resets": 1, "discard": ["KC"], "len:stock": 2, "len:hands.1": 3})
empty_stock("R12_rami50_rebuilds", "R12 rami50: the empty stock is rebuilt from the discard pile but its top card",
            "rami50", draw(), ACCEPTED,
            check={"phase": "play", "stock_resets": 1, "discard": ["KC"], "len:stock": 2, "len:hands.1": 3})
empty_stock("R12_rami51_kaluki_rebuilds_again",
            "R12 rami51_kaluki: the stock is rebuilt again and again (a sixth time)",
            "rami51_kaluki", draw(), ACCEPTED, fields={"stock_resets": 5},
            check={"phase": "play", "stock_resets": 6, "discard": ["KC"], "len:stock": 2})
empty_stock("R12_rummy_classic_first_rebuild",
            "R12 rummy_classic: the first empty stock is rebuilt",
            "rummy_classic", draw(), ACCEPTED, runs="SH",
            check={"phase": "play", "stock_resets": 1, "discard": ["KC"], "len:stock": 2})
empty_stock("R12_rummy_classic_second_deadlock",
            "R12 rummy_classic: the second empty stock ends the round as a deadlock, nobody scores",
            "rummy_classic", draw(), ACCEPTED, runs="SH", fields={"stock_resets": 1}, scores=[40, 70],
            check={"phase": "over", "result.reason": "deadlock", "result.winner": None, "result.points": [0, 0],
                   "stock_resets": 1, "len:hands.1": 2, "scores": [40, 70]})
empty_stock("R12_rami7_nothing_to_shuffle",
            "R12 rami7: with nothing to shuffle (one card in the pile) the round ends as a deadlock",
            "rami7", draw(), ACCEPTED, runs="SH", pile="KC",
            check={"phase": "over", "result.reason": "deadlock", "result.points": [0, 0]})
empty_stock("R12_rami40_stalemate",
            "R12 rami40: the third empty stock with nothing laid since the first is a deadlock (docs/game.md)",
            "rami40", draw(), ACCEPTED, fields={"stock_resets": 2, "resets_since_laid": 2},
            check={"phase": "over", "result.reason": "deadlock", "result.points": [0, 0]})
empty_stock("R12_rami51_take_discard_rebuilds_nothing",
            "R12 rami51: taking the discard from an empty stock rebuilds nothing",
            "rami51", take(), ACCEPTED, fields={"stock_resets": 1},
            check={"phase": "play", "stock_resets": 1, "len:stock": 0, "discard": ["2C", "5C", "9C"]})
empty_stock("R12_manie_joker51_deadlock_then_no_move",
            "R12 manie_joker51: after a deadlock (nothing to shuffle) the round is over: no draw",
            "manie_joker51", draw(), refused("round_over", "R7"), players=3, pile="KC", prep=[draw()])
empty_stock("R12_rummy_classic_deadlock_then_no_discard",
            "R12 rummy_classic: after the second empty stock's deadlock no discard is played",
            "rummy_classic", discard("3C"), refused("round_over", "R7"), runs="SH", fields={"stock_resets": 1},
            prep=[draw()])
empty_stock("R12_rami_francais_nothing_to_take",
            "R12 rami_francais: with the stock and the discard pile empty there is nothing to take",
            "rami_francais", take(), refused("discard_pile_empty", "R8"), players=3, pile="")
empty_stock("R12_rami_francais_nothing_to_draw",
            "R12 rami_francais: with the stock and the discard pile empty, drawing ends the round as a deadlock",
            "rami_francais", draw(), ACCEPTED, players=3, pile="",
            check={"phase": "over", "result.reason": "deadlock", "result.points": [0, 0, 0]})

# --- R13: scoring a round -------------------------------------------------------------------------

finish("R13_rami51_hand_values", "R13 rami51: losers count their hands (ace 11, joker 20), the winner 0",
       "rami51", [0, 48, 13], seat1_opened=True)
finish("R13_manie_joker51_rami_no_bonus",
       "R13 manie_joker51: after faire rami the losers still count their hands, nothing doubled",
       "manie_joker51", [0, 48, 13], in_one_go=True)
finish("R13_rami40_hand_values", "R13 rami40: losers count their hands, a seat that never opened too",
       "rami40", [0, 48, 13])
finish("R13_rami50_hand_values", "R13 rami50: losers count their hands (ace 11), the winner 0",
       "rami50", [0, 30, 13], hand1="AS KD 7H 2C")
finish("R13_rami51_kaluki_joker_25", "R13 rami51_kaluki: losers count their hands, the joker 25",
       "rami51_kaluki", [0, 53, 13], seat1_opened=True)
finish("R13_rami51_kaluki_hunt", "R13 rami51_kaluki: after a hunt each loser scores 25 more",
       "rami51_kaluki", [0, 78, 38], in_one_go=True)
finish("R13_rami_francais_minus_10", "R13 rami_francais: the winner -10, an opened loser its hand, "
       "a loser who never opened 100", "rami_francais", [-10, 48, 100], seat1_opened=True)
finish("R13_rami_francais_minus_20", "R13 rami_francais: out in one go after an opponent opened: the winner -20",
       "rami_francais", [-20, 48, 100], in_one_go=True, seat1_opened=True)
finish("R13_rami_francais_rami_sec_200",
       "R13 rami_francais: rami sec while nobody had opened: the winner -50, each loser 200",
       "rami_francais", [-50, 200, 200], in_one_go=True)
finish("R13_rami7_minus_20", "R13 rami7: the winner -20, an opened loser its hand, a loser who never opened 100",
       "rami7", [-20, 48, 100], seat1_opened=True)
finish("R13_rami7_all_at_once_doubles",
       "R13 rami7: laying all at once, the winner -60 and the losers' points doubled (100 too)",
       "rami7", [-60, 96, 200], in_one_go=True, seat1_opened=True)
finish("R13_rummy_classic_winner_takes_all",
       "R13 rummy_classic: the winner scores the losers' hands (ace 1), the losers 0",
       "rummy_classic", [31, 0, 0], hand1="AS KD 7H")
finish("R13_rummy_classic_rummy_doubles", "R13 rummy_classic: going rummy doubles the winner's points",
       "rummy_classic", [62, 0, 0], hand1="AS KD 7H", in_one_go=True)
case("R13_rami7_last_discard_with_taken_card",
     "R13 rami7: the last discard is refused while the taken card is not laid: the round does not end",
     "rami7", discard("9D"), refused("taken_card_not_laid", "R8"), players=3,
     hands={1: "9D", 0: "AS KD", 2: "QC 3D"}, table=[(0, "2S 3S 4S"), (0, "4H 5H 6H")], pile="KS 7H",
     phase="draw", opened=(0, 1), prep=[take()])
case("R13_rummy_classic_out_discarding_taken_card",
     "R13 rummy_classic: a seat may not go out by discarding the card it just took",
     "rummy_classic", discard("5H"), refused("taken_card_discarded", "R8"), players=3,
     hands={1: "9H 10H JH", 0: "AS KD", 2: "QC 3D"}, table=[(0, "2H 3H 4H")], pile="KS 5H",
     phase="draw", prep=[take(), play(meld("9H 10H JH"))])
case("R13_rami_francais_last_discard_freed_joker",
     "R13 rami_francais: the last discard is refused while a freed joker is still to lay",
     "rami_francais", discard("9D"), refused("freed_joker_not_laid", "R10"),
     hands={1: "6S 2C 3C 9D"}, table=[(0, "8S 7S JK")], opened=(0, 1), prep=[play(swap(0, "6S"))])


# --- Sources: the sentence each case is written from ----------------------------------------------
#
# Every case cites its rule document, by its title in docs/rules.md's table "The rule documents"
# (read from there, not copied here), and either the sentence of that document it is written from
# ("says", quoted as the document has it, typos and scanning errors included: the test finds it
# in docs/sources/) or, where the case rests on one of docs/rules.md's interpretations (I) rather
# than on a sentence, that interpretation ("interpretation", a line of docs/rules.md).
# SAYS gives what the cases of a rule in a document are written from (a sentence, or
# interpretation(...)), keyed by (rule, document title); a key (rule, variant) comes first, where
# the rule book's four games word it apart (their minimums). A case written from something else
# is in SOURCE_OF, keyed by its id.

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))


def rule_documents():
    """{variant: title} from the table of docs/rules.md's section "The rule documents"."""
    path = os.path.join(ROOT, "docs", "rules.md")
    titles, section = {}, False
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("## "):
                section = line.strip() == "## The rule documents"
            elif section and line.startswith("| ") and not line.startswith("| title") and "---" not in line:
                cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
                for variant in re.findall(r"`([a-z0-9_]+)`", cells[1]):
                    titles[variant] = cells[0]
    if not titles:
        sys.exit("%s: no table of rule documents" % path)
    return titles


TITLES = rule_documents()
BOOK, KALUKI, WIKIPEDIA, SEPT, CLASSIC = (TITLES[v] for v in ("rami40", "rami51_kaluki", "rami_francais", "rami7",
                                                              "rummy_classic"))


def interpretation(text):
    return {"interpretation": text}


BOOK_TURN = ("Les joueurs doivent d'abord tirer une carte, puis étaler leurs combinaisons sur la table (s'ils "
             "désirent), puis ils doivent jeter une carte.")
BOOK_NEUTRAL = "Il pose une carte (neutre) au milieu de la table pour constituer la pile des cartes rejetées."
BOOK_KEEP_ONE = "Il faut toujours garder une carte pour pouvoir la jeter avant de quitter la partie."
BOOK_RAMI = "Ou bien on peut étaler tout son jeu d'un coup (faire rami) et finir la partie."
BOOK_RAMI_EXEMPT = "Quand un joueur fait rami, il n'est pas tenu de poser le minimum fixé!"
BOOK_BOTH_WAYS = ("Dans les deux cas, le joueur peut ajouter des cartes aux cartes déjà étalées par soi-même ou par "
                  "les autres joueurs sur la table.")
BOOK_AJOUT = ("Chaque joueur a le droit d'ajouter des cartes à celles exposées sur la table sous conditions qu'il ait "
              "déjà étalé des cartes dont la valeur atteint le minimum à poser ou qu'il fasse rami.")
BOOK_NOT_ALONE = "La carte ramassée ne peut pas être ajoutée seule aux combinaisons exposées sur la table."
BOOK_MUST_LAY = "La carte ainsi ramassée doit être exposée sur la table."
BOOK_FIRST_ROUND = "Durant le premier tour, tous les joueurs peuvent ramasser la carte jetée par le joueur précédent."
BOOK_PAIR_CONDITION = ("la valeur de la carte jetée plus la valeur des cartes en mains avec lesquelles cette première "
                       "constituera une combinaison doivent atteindre le minimum à poser")
BOOK_RAMI_JOKER = "Quand il fait rami, le joueur a la possibilité de prendre un Joker sur la table selon les règles."
BOOK_SET_JOKER = "il ne peut être pris que si le joueur expose les deux cartes manquantes"


def book_minimum(points):
    """Rami 40, Rami 50 and Manie de Joker 51 state their minimum in the rule for taking the discard."""
    return ("Par la suite, il faut étaler sur la table des combinaisons régulières dont la valeur atteint au minimum "
            "%d points (la valeur de la carte ramassée y comprise) pour pouvoir ramasser les cartes jetées." % points)


# Rami 51 states its 51 only here (its rule for taking the discard is "sans engagement").
RAMI51_MINIMUM = "Parfois la valeur totale des 14 cartes en mains ne donne pas 51 points."
WIKI_TAKE = ("ou alors la première carte de la défausse, mais seulement si elle lui permet de poser tout ou une partie "
             "de son jeu (et dans ce cas doit être posée dans le tour courant)")
WIKI_RAMI_SEC = ("il faut avoir au minimun 51 points, une tierce franche et ne pas s'aider des combinaisons déjà "
                 "posées sur la table de jeu")
WIKI_RAMI_SEC_200 = ("Si celui qui a fini a tout posé d'un coup alors que personne d'autre n'a encore posé (c'est ce "
                     "qu'on appelle le Rami sec), ses adversaires marquent 200 points.")
WIKI_FRANCHE = "une tierce franche, c’est-à-dire une séquence de trois cartes minimum sans joker"
WIKI_81 = "Pour poser la première fois, certaines variantes exigent 81 points"
WIKI_BEAT = ("Les autres joueurs souhaitant poser devront avoir constitué un jeu dont le nombre de points est "
             "supérieur à ce score.")
KALUKI_DRAW = "Le tirage : Celui a qui c’est le tour de jouer tore une carte dans la pioche ou prend la défausse"
KALUKI_KEEP = "le joueur qui a la carte remplacée peut prendre le joker pour s’en servir ultérieurement"
SEPT_TAKE = ("il faut la placer sur la table pour compléter une combinaison déja posée par I'un des joueurs ou poser "
             "soi-méme une nouvelle combinaison")
SEPT_ADD = ("Toutefois, les joueurs peuvent ajouter de nouvelles cartes aux combinaisons étalées sur le tapis, et sur "
            "chaque jeu.")
CLASSIC_DRAW = "Commencez votre tour en piochant une carte du paquet ou de la pile de défausse."
CLASSIC_TAKEN = ("Si vous avez pioché dans la pile de défausse, vous ne pouvez pas défausser cette carte dans le "
                 "même tour.")
CLASSIC_RUMMY = ("Si un joueur n'a pas fusionné ou se défausser de cartes pendant le jeu, mais peut se débarrasser de "
                 "toutes ses cartes en un tour, il gagne un bonus, ses points sont doublés!")

# docs/rules.md's interpretations the cases rest on.
I_SEPT_FIRST_TURN = interpretation("rami7's first player does not draw on the first turn.")
I_STEPS = interpretation("A turn, judged step by step")
I_NO_EXEMPTION = interpretation("their documents state no exemption, so the minimum applies to a player going out in "
                                "one go as to any opening")
I_NOT_ALONE = interpretation('"not laid off alone": a card of the hand joins the taken card on its meld in the same '
                             "turn, before, with or after it")
I_TAKEN_IN_OPENING = interpretation("a seat opening in the turn it takes the card lays it in a meld of its opening")
I_NO_DEAD_END = interpretation("And a play may not leave a taken card that can no longer be laid this turn.")
I_KALUKI_FREE = interpretation("rami51_kaluki takes the discard freely: its document sets no condition on it.")
I_OPENED_LAY_OFF = interpretation("rami51_kaluki and rami7 lay off only once opened.")
I_LAY_OFF_AFTER = interpretation("a seat opening in a turn may lay off after its melds reach the minimum, never before")
I_TABLE_AFTER = interpretation("the table is used after the opening; before it only by a seat going out in one go "
                               "where the variant allows, and then only going out ends the turn")
I_REBUILD = interpretation("The rule book's variants and rami7 rebuild the stock too")
I_DEADLOCK = interpretation("a stock that cannot be rebuilt, or a third run-out in a row with nothing laid, ends the "
                            "round as a deadlock")

SAYS = {
    ("R2", BOOK): BOOK_TURN,
    ("R2", KALUKI): KALUKI_DRAW,
    ("R2", WIKIPEDIA): "Il peut prendre cette carte ou piocher.",
    ("R2", SEPT): "et jette une carte de son jeu, au choix, qu'il ajoute au talon face visible",
    ("R2", CLASSIC): CLASSIC_DRAW,
    ("R6", "rami40"): book_minimum(40),
    ("R6", "rami50"): book_minimum(50),
    ("R6", "rami51"): RAMI51_MINIMUM,
    ("R6", "manie_joker51"): book_minimum(51),
    ("R6", KALUKI): "A partir du moment ou un des joueurs a ses 51 points étalés sur la table",
    ("R6", WIKIPEDIA): "Contenir au moins 51 points et une tierce franche",
    ("R6", SEPT): "ce minimum étant fixé a 51 points",
    ("R6", CLASSIC): "Si possible, posez une fusion sur la table.",
    ("R7", BOOK): BOOK_KEEP_ONE,
    ("R7", KALUKI): "Attention, noté bien que toute sortie oblige à se défausser d’une carte !",
    ("R7", WIKIPEDIA): "il est obligé de se défausser d'une carte à la fin, comme à n'importe quel tour de jeu",
    ("R7", SEPT): "Jette le 10 de pique.",
    ("R7", CLASSIC): "Un joueur n'est pas obligé de terminer la partie en défaussant une carte sur la pile de défausse",
    ("R8", BOOK): BOOK_MUST_LAY,
    ("R8", KALUKI): KALUKI_DRAW,
    ("R8", WIKIPEDIA): WIKI_TAKE,
    ("R8", SEPT): SEPT_TAKE,
    ("R8", CLASSIC): CLASSIC_TAKEN,
    ("R9", BOOK): BOOK_AJOUT,
    ("R9", KALUKI): I_OPENED_LAY_OFF,
    ("R9", WIKIPEDIA): ("Poser une ou plusieurs de ses cartes sur son jeu déjà posé ou sur celui d'un autre joueur "
                        "(seulement s'il a déjà posé)"),
    ("R9", SEPT): SEPT_ADD,
    ("R9", CLASSIC): ("dès qu'une fusion est sur la table, elle n'appartient plus à personne, n'importe qui peut "
                      "l'utiliser"),
    ("R10", BOOK): ("Les Jokers étalés peuvent également être pris sous les conditions suivantes: le joueur ajoute à "
                    "la séquence la carte que le Joker remplace."),
    ("R10", KALUKI): ("pour pouvoir récupérer ce joker, l’autre joueur devra poser les deux autres 9 restant (9 de "
                      "carreau et 9 de coeur)"),
    ("R10", WIKIPEDIA): ("On peut remplacer un joker posé chez soi ou chez un adversaire si on a déjà posé, à part un "
                         "joker dans un brelan (mais pas de problème pour un carré)."),
    ("R10", SEPT): interpretation("rami7 has no joker swaps"),
    ("R10", CLASSIC): interpretation("basic rummy: one deck, no jokers, the ace low, the winner takes all"),
    ("R11", BOOK): BOOK_RAMI,
    ("R11", KALUKI): ("C’est le fait d’étaler l’ensemble de ses carte en un coup un seul, cela s’appel la sortie "
                      "Kaluki."),
    ("R11", WIKIPEDIA): WIKI_RAMI_SEC,
    ("R11", SEPT): "S’il réussit a descendre toutes ses cartes d’une seule fois, il marquera moins 60.",
    ("R11", CLASSIC): CLASSIC_RUMMY,
    ("R12", BOOK): I_REBUILD,
    ("R12", KALUKI): ("Une fois que la pioche est terminée, il vous faudra re-mélanger la défausse et ainsi refaire "
                      "une pioche."),
    ("R12", WIKIPEDIA): I_DEADLOCK,
    ("R12", SEPT): I_DEADLOCK,
    ("R12", CLASSIC): ("Si le paquet est épuisé une deuxième fois, alors la main est considérée comme une impasse et "
                       "se termine sans que personne ne reçoive de points."),
    ("R13", BOOK): "Resté en mains, il vaut 20 points.",
    ("R13", KALUKI): ("Attention si en fin de partie un des joueurs garde un joker en main alors il sera pénalisé de "
                      "25 points."),
    ("R13", WIKIPEDIA): "celui-ci est crédité de -10 pts",
    ("R13", SEPT): "Le joueur ayant réussi a placer toutes ses cartes marquera moins 20.",
    ("R13", CLASSIC): "Les points de tous les perdants sont additionnés et donnés au gagnant.",
}

SOURCE_OF = {
    # R2
    "R02_manie_joker51_first_turn_take_refused": BOOK_NEUTRAL,
    "R02_rami40_empty_play": I_STEPS,
    "R02_rami40_first_turn_no_draw": BOOK_NEUTRAL,
    "R02_rami50_first_turn_lays_down": "Le joueur possédant 15 cartes va commencer le jeu.",
    "R02_rami51_first_turn_draw_refused": BOOK_NEUTRAL,
    "R02_rami7_first_turn_draw_refused": I_SEPT_FIRST_TURN,
    "R02_rami7_first_turn_lays_down": I_SEPT_FIRST_TURN,
    "R02_rami7_first_turn_no_draw": I_SEPT_FIRST_TURN,
    # R6
    "R06_manie_joker51_51_joker_opens": "Le Joker prend la valeur de la carte qu'il remplace.",
    "R06_rami40_faire_rami_exempt": BOOK_RAMI_EXEMPT,
    "R06_rami51_exemption_needs_one_card_left": BOOK_RAMI,
    "R06_rami51_lay_off_does_not_count": BOOK_AJOUT,
    "R06_rami51_kaluki_48_refused": interpretation("rami51_kaluki counts the ace as 1 in a meld."),
    "R06_rami51_kaluki_going_out_not_exempt": I_NO_EXEMPTION,
    "R06_rami51_kaluki_opening_then_lay_off": ("il devra quand même se défaire des cartes qui lui reste avec de "
                                               "nouvelles combinaisons au sein même de son jeu ou celles étalées sur "
                                               "la table"),
    "R06_rami_francais_54_opens": "Ce jeu fait (8+7+6) + (11+11+11) = 54",
    "R06_rami_francais_no_tierce_franche": WIKI_FRANCHE,
    "R06_rami_francais_run_with_joker_not_franche": WIKI_FRANCHE,
    "R06_rami_francais_option_81_opens": WIKI_81,
    "R06_rami_francais_option_81_80_refused": WIKI_81,
    "R06_rami_francais_must_beat_previous": WIKI_BEAT,
    "R06_rami_francais_beats_previous": WIKI_BEAT,
    "R06_rami_francais_rami_sec_needs_tierce_franche": WIKI_RAMI_SEC,
    "R06_rami7_joker_20_opens": ("qui seront chiffrées par les figures valant 10 points , I'As valant 11 points et le "
                                 "Joker 20 points"),
    # R7
    "R07_manie_joker51_nothing_after_round_over": ("Le jeu se termine quand un des joueurs s'est débarrassé de toutes "
                                                   "ses cartes (en exposant des combinaisons régulières sur la table) "
                                                   "et a jeté une carte sur la pile."),
    "R07_rami50_discard_passes_turn": BOOK_TURN,
    "R07_rami51_kaluki_discard_passes_turn": "Se défausser : Le joueur rend une de ses cartes",
    "R07_rami_francais_last_discard_ends_round": "La manche est finie quand un joueur n'a plus de cartes en main",
    "R07_rummy_classic_nothing_after_round_over": ("Le jeu continue ainsi jusqu'à ce qu'un joueur ait terminé toutes "
                                                   "les cartes de sa main."),
    # R8
    "R08_manie_joker51_laid_off_after_hand_card": ("Il faut donc toujours y ajouter une carte de son jeu avant de "
                                                   "compléter les combinaisons."),
    "R08_manie_joker51_play_strands_taken_card": I_NO_DEAD_END,
    "R08_manie_joker51_take_to_open": book_minimum(51),
    "R08_rami40_first_round_exchange": ("Pendant le premier tour, elle peut être échangée par chaque joueur contre une "
                                        "carte de leur choix."),
    "R08_rami40_first_round_free": BOOK_FIRST_ROUND,
    "R08_rami40_hand_card_after_taken_card": I_NOT_ALONE,
    "R08_rami40_laid_off_alone": BOOK_NOT_ALONE,
    "R08_rami40_opened_seat_cannot_lay_alone": BOOK_NOT_ALONE,
    "R08_rami40_opening_includes_card": BOOK_PAIR_CONDITION,
    "R08_rami40_opening_must_include_card": BOOK_PAIR_CONDITION,
    "R08_rami40_take_to_go_rami": "Elle peut également être prise pour faire rami.",
    "R08_rami40_taken_card_in_opening_meld": book_minimum(40),
    "R08_rami40_taken_card_laid_off_after_opening": I_TAKEN_IN_OPENING,
    "R08_rami40_takes_carte_neutre": BOOK_FIRST_ROUND,
    "R08_rami50_later_unopened_refused": book_minimum(50),
    "R08_rami50_opened_takes_to_meld": ("Si le minimum a déjà été étalé sur la table par le joueur en question, la "
                                        "carte ramassée peut être utilisée pour former des combinaisons régulières "
                                        "avec les cartes que le joueur a en mains."),
    "R08_rami50_opens_with_taken_card": book_minimum(50),
    "R08_rami50_take_without_going_rami_refused": book_minimum(50),
    "R08_rami51_empty_pile": "2. il ramasse la carte jetée.",
    "R08_rami51_laid_off_alone_refused": BOOK_NOT_ALONE,
    "R08_rami51_laid_off_with_hand_card": BOOK_NOT_ALONE,
    "R08_rami51_sans_engagement": ("Tous les joueurs peuvent ramasser la carte jetée par le joueur précédent sans "
                                   "engagement."),
    "R08_rami51_sans_engagement_discards_it": ("Tous les joueurs peuvent ramasser la carte jetée par le joueur "
                                               "précédent sans engagement."),
    "R08_rami51_kaluki_laid_off_alone_ok": I_KALUKI_FREE,
    "R08_rami_francais_a_carte": "il ne peut alors jamais piocher la première carte de la défausse",
    "R08_rami_francais_taken_card_laid_off_after_opening": I_TAKEN_IN_OPENING,
    "R08_rummy_classic_anyone_takes": CLASSIC_DRAW,
    "R08_rummy_classic_play_leaves_only_taken": interpretation("a play may not leave only the card just taken unless "
                                                               "it can still be laid off"),
    # R9
    "R09_manie_joker51_two_jokers_per_meld": "Par contre, les séries peuvent contenir deux Jokers.",
    "R09_rami40_ace_high_after_king": ("L'as peut être utilisé des façons suivantes: dame, roi, as ou as, deux, "
                                       "trois."),
    "R09_rami51_no_such_meld": ("Dans le rami, le fait de compléter les combinaisons étalées sur la table, s'appelle "
                                "un ajout."),
    "R09_rami51_opened_lays_off_anywhere": BOOK_BOTH_WAYS,
    "R09_rami51_kaluki_one_joker_per_run": ("les suites qui disposent déjà d’un joker ne peuvent pas prendre position "
                                            "une deuxième fois sur la même table"),
    "R09_rami51_kaluki_two_jokers_per_set": "Dans le cas d’un combinaison brelan avec 2 jokers",
    "R09_rami_francais_lay_off_onto_own_meld_before_opening": I_LAY_OFF_AFTER,
    "R09_rami_francais_one_joker_per_meld": "mais un seul joker par combinaison",
    "R09_rami_francais_set_repeats_suit": ("Série de trois cartes de même valeur (brelan) ou de quatre cartes de même "
                                           "valeur (carré), mais de couleurs différentes"),
    "R09_rami7_going_out_no_lay_off": I_OPENED_LAY_OFF,
    "R09_rummy_classic_ace_low_only": "Les As sont bas, et les séquences ne peuvent pas se chevaucher.",
    # R10
    "R10_manie_joker51_carre_frees": BOOK_SET_JOKER,
    "R10_manie_joker51_unopened_refused": BOOK_RAMI_JOKER,
    "R10_rami40_set_one_card_is_lay_off": BOOK_SET_JOKER,
    "R10_rami40_swap_and_lay": ("Si le joueur pose le 9 de cœur, il peut prendre le Joker qu'il doit poser sur la "
                                "table."),
    "R10_rami40_unopened_swap_into_small_meld": I_TABLE_AFTER,
    "R10_rami50_no_jokers": "104 cartes (2×52) Joueurs: 2-4 personnes",
    "R10_rami51_freed_joker_must_be_laid": "il peut prendre le Joker qu'il doit poser sur la table",
    "R10_rami51_going_rami_swaps": BOOK_RAMI_JOKER,
    "R10_rami51_set_two_cards_free": "Joker = (6 de pique, 6 de carreau)",
    "R10_rami51_two_jokers_freed": BOOK_SET_JOKER,
    "R10_rami51_unopened_swap_to_reach_minimum": interpretation("a joker freed from the table never helps to reach it"),
    "R10_rami51_kaluki_keeps_joker": KALUKI_KEEP,
    "R10_rami51_kaluki_kept_joker_discard": KALUKI_KEEP,
    "R10_rami51_kaluki_three_naturals_keep_joker": ("Si par contre la combinaison avec le joker était faites de trois "
                                                    "9 alors le joker devenait irrécupérable."),
    "R10_rami51_kaluki_two_jokers_one_freed": ("le joueur ne peut en récupérer qu’un seul en posant les deux cartes "
                                               "manquante"),
    "R10_rami51_kaluki_two_jokers_one_taken": "L’autre est condamné à rester sur la table.",
    "R10_rami51_kaluki_unopened_refused": I_TABLE_AFTER,
    "R10_rami_francais_3_card_set_one_card": "Même si on a le 9 on ne peut pas remplacer le joker.",
    "R10_rami_francais_freed_joker_discard_refused": ("on prend le joker dans sa main pour le jouer tout de suite dans "
                                                      "une combinaison"),
    "R10_rami_francais_freed_joker_laid_later": interpretation("a later play of the same turn may lay it"),
    "R10_rami_francais_set_overflow": "Mieux, si on a le 9 et le 9, on peut poser les deux pour remplacer le joker",
    "R10_rami7_meld_only_grows": SEPT_ADD,
    # R11
    "R11_manie_joker51_faire_rami_with_lay_off": BOOK_BOTH_WAYS,
    "R11_rami40_faire_rami_by_lay_offs": BOOK_AJOUT,
    "R11_rami51_kaluki_hunt_needs_minimum": I_NO_EXEMPTION,
    "R11_rami51_kaluki_out_after_opening": ("Au Rami 51, la partie est terminée quand le 1er jouer a posé toutes ses "
                                            "cartes."),
    "R11_rami7_all_at_once_needs_minimum": I_NO_EXEMPTION,
    "R11_rami_francais_rami_sec": WIKI_RAMI_SEC_200,
    "R11_rummy_classic_out_not_with_taken_card": CLASSIC_TAKEN,
    # R12
    "R12_manie_joker51_deadlock_then_no_move": I_DEADLOCK,
    "R12_rami40_stalemate": interpretation("A stalemate ends the round."),
    "R12_rami_francais_nothing_to_take": ("Pioche la première carte de la pioche, ou alors la première carte de la "
                                          "défausse"),
    "R12_rummy_classic_first_rebuild": ("Si le paquet est épuisé avant qu'un joueur n'ait gagné, alors la pile de "
                                        "défausse est mélangée et utilisée comme un nouveau paquet."),
    # R13
    "R13_manie_joker51_rami_no_bonus": interpretation("The winner scores 0 in the rule book's variants"),
    "R13_rami40_hand_values": "La valeur d'une carte est déterminée par sa valeur nominale.",
    "R13_rami50_hand_values": "L'as vaut toujours 11 points.",
    "R13_rami51_kaluki_hunt": ("Hunt : Somme des cartes en main + 25 points de pénalité (As : 11 points et joker = 25 "
                               "points)"),
    "R13_rami7_all_at_once_doubles": ("Rami Sec : Celui qui pose tout d’'un coup fait doubler les points des "
                                      "adversaires."),
    "R13_rami7_last_discard_with_taken_card": SEPT_TAKE,
    "R13_rami_francais_last_discard_freed_joker": "Il doit alors poser une combinaison avec ce joker tout de suite.",
    "R13_rami_francais_minus_20": ("alors que l'un des adversaires a déjà posé son jeu (51 pts mais sans terminer la "
                                   "manche) est crédité de -20 pts"),
    "R13_rami_francais_rami_sec_200": WIKI_RAMI_SEC_200,
    "R13_rummy_classic_out_discarding_taken_card": CLASSIC_TAKEN,
    "R13_rummy_classic_rummy_doubles": "il gagne un bonus, ses points sont doublés!",
}


def source_of(c):
    """The case's "source": its document's title and what it is written from."""
    rule = "R%d" % int(c["ident"][1:3])
    document = TITLES[c["variant"]]
    if c["ident"] in SOURCE_OF:
        said = SOURCE_OF[c["ident"]]
    elif (rule, c["variant"]) in SAYS:
        said = SAYS[(rule, c["variant"])]
    elif (rule, document) in SAYS:
        said = SAYS[(rule, document)]
    else:
        sys.exit("%s: no source: add (%s, %s) to SAYS or the case to SOURCE_OF" % (c["ident"], rule, document))
    return dict({"document": document}, **(said if isinstance(said, dict) else {"says": said}))


def main():
    global RAMI
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: make_cases.py <path-to-rami> [<out-dir>]")
    RAMI = sys.argv[1]
    out_dir = sys.argv[2] if len(sys.argv) == 3 else os.path.dirname(os.path.abspath(__file__))
    for ident in sorted(set(SOURCE_OF) - {c["ident"] for c in CASES}):
        sys.exit("SOURCE_OF names no case %s" % ident)
    seen = set()
    for c in CASES:
        ident = c["ident"]
        if ident in seen or not re.fullmatch(r"R\d\d_[a-z0-9_]+", ident):
            sys.exit("bad or repeated case id %s" % ident)
        seen.add(ident)
        if not c["name"].startswith("R%d " % int(ident[1:3])):
            sys.exit("%s: the name must start with its rule: %s" % (ident, c["name"]))
        with open(os.path.join(out_dir, ident + ".json"), "w") as f:
            f.write(dump(make(c)))
    print("%d cases written to %s" % (len(CASES), out_dir))


if __name__ == "__main__":
    main()
