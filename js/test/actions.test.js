// Turns one action at a time through the package (docs/actions.md): the legal actions with their
// numbers, numbers and actions both ways, refusals, observations, a whole round of random actions.

import { test } from "node:test";
import assert from "node:assert/strict";

import * as rami from "../index.js";

test("every legal action applies, and its number gives it back", () => {
  const s = rami.newGame("rami51", 2, { seed: 3 });
  const legal = rami.legalActions(s);
  assert.ok(legal.length > 1);
  const ids = legal.map((a) => a.id);
  assert.deepEqual(ids, [...ids].sort((a, b) => a - b));
  assert.equal(new Set(ids).size, ids.length);
  for (const { id, action } of legal) {
    assert.equal(rami.actionId("rami51", action), id);
    assert.deepEqual(rami.actionFromId("rami51", id), action);
    assert.equal(rami.apply(s, action).format, "rami.state/1");
  }
});

test("R2 and R6: the first seat of rami51 does not draw, and one meld under 51 leaves the turn open", () => {
  const s = rami.newGame("rami51", 2, { seed: 3 });
  assert.throws(() => rami.apply(s, { type: "draw" }), (e) => e instanceof rami.RamiError && e.rule === "R2");
  const meld = rami.legalActions(s).find((a) => a.action.type === "meld");
  assert.ok(meld, "the deal holds a meld");
  const next = rami.apply(s, meld.action);
  assert.equal(next.phase, "play");
  assert.equal(next.current, s.current);
  assert.deepEqual(next.melds_this_turn, [next.table.length - 1]);
});

test("numbers outside the space and plays without a number are refused", () => {
  const size = rami.actionSpaceSize("rami51");
  assert.equal(size, 32063);
  assert.throws(() => rami.actionFromId("rami51", size), (e) => e.code === "number_out_of_range");
  assert.throws(() => rami.actionFromId("rami51", -1), (e) => e.code === "number_out_of_range");
  assert.throws(() => rami.actionId("rami51", { type: "play", steps: [{ meld: ["5H", "6H", "7H"] }] }), (e) => e.code === "invalid_move");
});

test("the observation has the variant's length and counts the seat's hand first", () => {
  const s = rami.newGame("rami7", 3, { seed: 2 });
  const o = rami.observation(s, 1);
  assert.equal(o.length, rami.observationSize("rami7"));
  assert.equal(o.slice(0, 53).reduce((a, b) => a + b, 0), s.hands[1].length);
  assert.throws(() => rami.observation(s, 3), (e) => e.code === "seat_out_of_range");
});

test("a whole round of random legal actions ends", () => {
  let s = rami.newGame("rami7", 2, { seed: 8 });
  let seed = 8;
  for (let n = 0; n < 3000 && s.phase !== "over"; n++) {
    const legal = rami.legalActions(s);
    assert.ok(legal.length > 0);
    seed = (seed * 1103515245 + 12345) % 2147483648;
    s = rami.apply(s, legal[seed % legal.length].action);
  }
  assert.equal(s.phase, "over");
  assert.deepEqual(rami.legalActions(s), []);
});
