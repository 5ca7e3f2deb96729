// The rule cases an app meets, through the package: each rule with a legal and an illegal case,
// refusals as RamiError with their code and rule id.

import { test } from "node:test";
import assert from "node:assert/strict";

import * as rami from "../index.js";
import { arrange } from "./arrange.js";

/** Asserts that `f` throws a RamiError with this code and rule. */
function refused(f, code, rule) {
  assert.throws(f, (e) => {
    assert.ok(e instanceof rami.RamiError, `not a RamiError: ${e}`);
    assert.equal(e.code, code);
    assert.equal(e.rule, rule);
    assert.ok(e.message.length > 10);
    return true;
  });
}

test("cards: any accepted form reads as the canonical card; a non-card is refused", () => {
  assert.deepEqual(rami.parseCard("10h"), { card: "10H", symbol: "10♥", joker: false, rank: 10, suit: "H" });
  assert.equal(rami.parseCard("T♠").card, "10S");
  assert.equal(rami.parseCard("JK").joker, true);
  refused(() => rami.parseCard("ZZ"), "unknown_card", "format");
  refused(() => rami.parseCard(12), "wrong_json_type", "format");
});

test("R1: the deal follows the variant; a player count it does not take is refused", () => {
  const s = rami.newGame("rami51", 4, { seed: 1 });
  assert.deepEqual(s.hands.map((h) => h.length), [15, 14, 14, 14]);
  assert.equal(s.hands.flat().length + s.stock.length + s.discard.length, 2 * 52 + 2);
  refused(() => rami.newGame("rami51", 5, { seed: 1 }), "players_out_of_range", "R1");
  refused(() => rami.readMeld("rami50", ["7S", "JK", "9S"]), "card_not_in_deck", "R1");
});

test("R1: the same seed deals the same cards; options change the deal", () => {
  assert.deepEqual(rami.newGame("rami7", 3, { seed: 42 }), rami.newGame("rami7", 3, { seed: 42 }));
  assert.notDeepEqual(rami.newGame("rami7", 3, { seed: 42 }).hands, rami.newGame("rami7", 3, { seed: 43 }).hands);
  const s = rami.newGame("rami_francais", 2, { seed: 1, options: { hand_size: 14 } });
  assert.equal(s.hands[1].length, 14);
  refused(() => rami.newGame("rami51", 2, { options: { hand_size: 99 } }), "invalid_option", "format");
});

test("R2: the seat to act draws first, then only once", () => {
  const s = arrange("rami51", 2, { hand: ["5H", "6H", "8C"], fields: { phase: "draw" } });
  refused(() => rami.apply(s, { type: "discard", card: "8C" }), "must_draw_first", "R2");
  const drawn = rami.apply(s, { type: "draw" });
  assert.equal(drawn.hands[0].length, 4);
  assert.equal(drawn.phase, "play");
  refused(() => rami.apply(drawn, { type: "draw" }), "already_drawn", "R2");
  refused(() => rami.apply(drawn, { type: "discard", card: "KD" }), "card_not_in_hand", "R2");
});

test("R3: runs and sets are melds; other groups are refused with the reason", () => {
  assert.equal(rami.readMeld("rami51", ["8S", "7S", "6S"]).kind, "run");
  assert.equal(rami.readMeld("rami51", "9H 9S 9C").kind, "set");
  assert.equal(rami.isMeld("rami51", "8S 7S 6H"), false);
  refused(() => rami.readMeld("rami51", "8S 7S 6H"), "not_a_meld", "R3");
  refused(() => rami.readMeld("rami51", "8S 7S"), "meld_too_short", "R3");
  refused(() => rami.readMeld("rami_francais", "6S JK JK 9S"), "too_many_jokers", "R3");
  refused(() => rami.readMeld("rami51", "KS AS 2S"), "run_wraps", "R3");
  assert.equal(rami.readMeld("rami51", "QS KS AS").kind, "run");
  refused(() => rami.readMeld("rummy_classic", "QS KS AS"), "ace_high_not_allowed", "R3");
});

test("R4 and R5: a meld reads as the rules say, with its points", () => {
  const set = rami.readMeld("rami51", ["JK", "AH", "JK"]);
  assert.deepEqual(set, { kind: "set", cards: ["JK", "AH", "JK"], reading: ["A?", "AH", "A?"], points: 33 });
  const run = rami.readMeld("rami51", ["6S", "JK", "8S"]);
  assert.deepEqual(run.reading, ["6S", "7S", "8S"]);
  assert.equal(run.points, 21);
  assert.equal(rami.readMeld("rami51", "7S 7H 7D", { as: "set" }).points, 21);
  refused(() => rami.readMeld("rami51", "7S 7H 7D", { as: "run" }), "not_a_meld", "R3");
});

test("R6: an opening reaches the variant's minimum (and the tierce franche in rami_francais)", () => {
  const opening = rami.checkOpening("rami51", ["QS KS AS", "9H 9D 9C"]);
  assert.equal(opening.points, 31 + 27); // Q and K count 10, the ace 11 high (R5)
  refused(() => rami.checkOpening("rami51", ["6S 7S 8S"]), "opening_below_minimum", "R6");
  assert.equal(rami.checkOpening("rami51", ["6S 7S 8S"], { minimum: 20 }).points, 21);
  refused(() => rami.checkOpening("rami_francais", ["KS KH KD", "QS QH QD"]), "opening_needs_tierce_franche", "R6");
  assert.equal(rami.checkOpening("rami_francais", ["KS KH KD", "QS QH QD", "2C 3C 4C"]).tierce_franche, true);
  refused(() => rami.checkOpening("rami51", ["6S 7S 8S", "6S 7S 8S", "6S 7S 8S"]), "too_many_copies", "R1");
});

test("R6: a play that opens below the minimum is refused; one above it is laid", () => {
  const poor = arrange("rami51", 2, { hand: ["6S", "7S", "8S", "2D", "9C"] });
  refused(() => rami.apply(poor, { type: "play", steps: [{ meld: ["6S", "7S", "8S"] }] }), "opening_below_minimum", "R6");
  const s = arrange("rami51", 2, { hand: ["6S", "7S", "8S", "QH", "KH", "AH", "AD", "AC", "2C"] });
  const next = rami.apply(s, {
    type: "play",
    steps: [{ meld: ["6S", "7S", "8S"] }, { meld: ["QH", "KH", "AH"] }],
  });
  assert.equal(next.table.length, 2);
  assert.equal(next.opened[0], true);
  assert.deepEqual(next.hands[0], ["AD", "AC", "2C"]);
});

test("R7: a turn ends with a discard, and a play may not empty the hand", () => {
  const s = arrange("rami51", 2, { hand: ["6S", "7S", "8S"], fields: { opened: [true, false] } });
  refused(() => rami.apply(s, { type: "play", steps: [{ meld: ["6S", "7S", "8S"] }] }), "hand_would_be_empty", "R7");
  const next = rami.apply(s, { type: "discard", card: "8S" });
  assert.equal(next.current, 1);
  assert.equal(next.phase, "draw");
  assert.equal(next.discard.at(-1), "8S");
});

test("R8: the discard is taken only as the variant allows", () => {
  const empty = arrange("rami51", 2, { hand: ["5H", "6H"], fields: { phase: "draw" } });
  refused(() => rami.apply(empty, { type: "take_discard" }), "discard_pile_empty", "R8");
  // rami_francais: only to lay it at once; with 7H and 8H in hand, the 6H can be laid.
  const can = arrange("rami_francais", 2, {
    hand: ["7H", "8H", "KS"], discard: ["6H"], fields: { phase: "draw", opened: [true, false] },
  });
  const taken = rami.apply(can, { type: "take_discard" });
  assert.equal(taken.taken, "6H");
  refused(() => rami.apply(taken, { type: "discard", card: "KS" }), "taken_card_not_laid", "R8");
  const cannot = arrange("rami_francais", 2, {
    hand: ["2C", "9H", "KS"], discard: ["6H"], fields: { phase: "draw", opened: [true, false] },
  });
  refused(() => rami.apply(cannot, { type: "take_discard" }), "take_discard_not_allowed", "R8");
});

test("R9: only a seat that has opened lays off, and only cards that extend the meld", () => {
  const table = [{ owner: 1, cards: ["4S", "5S", "6S"] }];
  const hand = ["7S", "9D", "KC"];
  const closed = arrange("rami51", 2, { hand, table });
  refused(() => rami.apply(closed, { type: "play", steps: [{ lay_off: { meld: 0, cards: ["7S"] } }] }), "lay_off_before_opening", "R9");
  const open = arrange("rami51", 2, { hand, table, fields: { opened: [true, true] } });
  const next = rami.apply(open, { type: "play", steps: [{ lay_off: { meld: 0, cards: ["7S"] } }] });
  assert.deepEqual(next.table[0].cards, ["4S", "5S", "6S", "7S"]);
  refused(() => rami.apply(open, { type: "play", steps: [{ lay_off: { meld: 0, cards: ["9D"] } }] }), "lay_off_not_legal", "R9");
  refused(() => rami.apply(open, { type: "play", steps: [{ lay_off: { meld: 3, cards: ["7S"] } }] }), "meld_index_out_of_range", "R9");
});

test("R10: a joker is freed by the card it stands for, and must be laid that turn", () => {
  const table = [{ owner: 1, cards: ["5H", "JK", "7H"] }];
  const s = arrange("rami51", 2, { hand: ["6H", "9C", "10C", "KD"], table, fields: { opened: [true, true] } });
  refused(() => rami.apply(s, { type: "play", steps: [{ swap: { meld: 0, cards: ["9C"] } }] }), "swap_wrong_card", "R10");
  const freed = rami.apply(s, { type: "play", steps: [{ swap: { meld: 0, cards: ["6H"] } }] });
  assert.equal(freed.jokers_to_lay, 1);
  refused(() => rami.apply(freed, { type: "discard", card: "KD" }), "freed_joker_not_laid", "R10");
  const next = rami.apply(s, {
    type: "play",
    steps: [{ swap: { meld: 0, cards: ["6H"] } }, { meld: ["9C", "10C", "JK"] }],
  });
  assert.deepEqual(next.table[0].cards, ["5H", "6H", "7H"]);
  assert.deepEqual(next.table[1].reading, ["9C", "10C", "JC"]);
  assert.deepEqual(next.hands[0], ["KD"]);
});

test("R11 and R13: going out ends the round and scores the other hands", () => {
  const s = arrange("rami51", 2, { hand: ["6S", "7S", "8S", "2D"], fields: { opened: [true, true] } });
  const laid = rami.apply(s, { type: "play", steps: [{ meld: ["6S", "7S", "8S"] }] });
  const over = rami.apply(laid, { type: "discard", card: "2D" });
  assert.equal(over.phase, "over");
  assert.equal(over.result.winner, 0);
  assert.equal(over.result.reason, "out");
  const penalty = (c) => (c === "JK" ? 20 : c[0] === "A" ? 11 : "JQK".includes(c[0]) || c.startsWith("10") ? 10 : Number(c[0]));
  assert.equal(over.result.points[1], over.hands[1].reduce((sum, c) => sum + penalty(c), 0));
  refused(() => rami.apply(over, { type: "draw" }), "round_over", "R7");
  assert.deepEqual(rami.legalMoves(over), []);
});

test("R12: an empty stock is rebuilt from the discard pile (rummy_classic once, then deadlock)", () => {
  const base = rami.newGame("rummy_classic", 2, { seed: 5 });
  const cards = [...base.stock, ...base.discard];
  const s = rami.loadState({ ...base, stock: [], discard: cards, phase: "draw", current: 1 });
  const drawn = rami.apply(s, { type: "draw" });
  assert.equal(drawn.stock_resets, 1);
  assert.equal(drawn.hands[1].length, base.hands[1].length + 1);
  const again = rami.loadState({ ...s, stock_resets: 1 });
  const end = rami.apply(again, { type: "draw" });
  assert.equal(end.phase, "over");
  assert.equal(end.result.reason, "deadlock");
});

test("R14: the next round comes only after this one, with the scores carried", () => {
  const s = rami.newGame("rami7", 2, { seed: 3 });
  refused(() => rami.nextRound(s), "round_not_over", "R14");
  const record = rami.playRound(s, ["greedy", "greedy"]);
  const next = rami.nextRound(record.end);
  assert.equal(next.phase, "play");
  assert.notEqual(next.seed, s.seed);
  assert.deepEqual(next.scores, record.end.result.points.map((p, i) => p + record.end.scores[i]));
});

test("every legal move is accepted, and a view hides the other hands", () => {
  let s = rami.newGame("rami51", 3, { seed: 11 });
  const bot = new rami.Bot("random", 1);
  for (let n = 0; n < 60 && s.phase !== "over"; ++n) {
    const legal = rami.legalMoves(s);
    assert.ok(legal.length > 0);
    for (const m of legal) rami.apply(s, m);
    s = rami.apply(s, bot.choose(s));
  }
  bot.dispose();
  refused(() => bot.choose(s), "unknown_value", "format");
  const v = rami.view(s, 1);
  assert.equal(v.format, "rami.view/1");
  assert.deepEqual(v.hand, s.hands[1]);
  assert.equal(v.hands, undefined);
  assert.equal(v.seed, undefined);
  assert.equal(v.stock_size, s.stock.length);
  refused(() => rami.view(s, 3), "seat_out_of_range", "format");
});

test("hand analysis: the best discard, the minimum deadwood and a possible opening", () => {
  const hand = ["6S", "7S", "8S", "QH", "KH", "AH", "9C", "9D", "KC"];
  const a = rami.analyseHand("rami51", hand, { afterDiscard: true });
  assert.equal(a.discard, "KC");
  assert.equal(a.min_deadwood, 18);
  assert.equal(a.points, 21 + 31);
  assert.deepEqual(a.left.sort(), ["9C", "9D"]);
  // Going out in one go is exempt from the minimum in rami51, not in rami_francais (R6).
  assert.equal(rami.analyseHand("rami51", ["6S", "7S", "8S", "9H"]).can_go_out, true);
  assert.equal(rami.analyseHand("rami_francais", ["6S", "7S", "8S", "9H"]).can_go_out, false);
  assert.equal(rami.analyseHand("rami51", ["6S", "7S", "8S", "9H"], { opened: true }).min_deadwood, 9);
  refused(() => rami.analyseHand("rami51", Array(25).fill("2C")), "hand_too_large", "format");
});

test("states cross as objects or JSON text; the seed keeps its 64 bits", () => {
  const s = rami.newGame("rami51", 2, { seed: 18446744073709551615n });
  assert.equal(s.seed, "18446744073709551615");
  const text = rami.stateToJSON(s);
  assert.match(text, /"seed":18446744073709551615[,}]/);
  assert.deepEqual(rami.loadState(text), s);
  assert.deepEqual(rami.apply(text, { type: "discard", card: s.hands[0][0] }), rami.apply(s, `{"type":"discard","card":"${s.hands[0][0]}"}`));
  assert.deepEqual(rami.loadState({ ...s, seed: 18446744073709551615n }), s);
  refused(() => rami.loadState({ ...s, seed: "-1" }), "number_out_of_range", "format");
});
