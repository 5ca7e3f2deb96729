// Bad input of any kind gives a RamiError and leaves the module working: it never aborts.

import { test } from "node:test";
import assert from "node:assert/strict";

import * as rami from "../index.js";

const state = rami.newGame("rami51", 2, { seed: 9 });

const badDocuments = [
  "",
  "{",
  "null",
  "[]",
  '"text"',
  "1e999",
  "[".repeat(100000) + "]".repeat(100000),
  '{"a":'.repeat(20000) + "1" + "}".repeat(20000),
  JSON.stringify({ ...state, hands: [Array(5000).fill("2C"), []] }),
  JSON.stringify({ ...state, seed: "12x" }),
  JSON.stringify({ ...state, seed: 1.5 }),
  JSON.stringify({ ...state, current: 2 }),
  JSON.stringify({ ...state, hands: [["\ud800"], state.hands[1]] }),
  JSON.stringify({ ...state, hands: [["\u00ff\u00fe".repeat(100)], state.hands[1]] }),
  JSON.stringify({ ...state, table: [{ owner: 0, cards: ["2C", "9H", "KD"] }] }),
  JSON.stringify({ ...state, format: "rami.state/2" }),
  JSON.stringify({ ...state, variant: "poker" }),
  '{"format":"rami.state/1","seed":' + "9".repeat(400) + "}",
];

const badMoves = [
  "",
  "{}",
  '{"type":"fly"}',
  '{"type":"discard","card":"ZZ"}',
  '{"type":"discard","card":"\ud800"}',
  '{"type":"play","steps":[{"meld":[]}]}',
  '{"type":"play","steps":[{"lay_off":{"meld":-1,"cards":["2C"]}}]}',
  '{"type":"play","steps":[{"lay_off":{"meld":1e300,"cards":["2C"]}}]}',
  JSON.stringify({ type: "play", steps: Array(1000).fill({ meld: ["2C", "3C", "4C"] }) }),
];

// Refused with a RamiError: malformed input has rule "format"; a table meld that is no meld is
// refused by R3 and an empty play by R2, as in a native state or move.
function refused(f, rules = ["format"]) {
  assert.throws(f, (e) => e instanceof rami.RamiError && /^[a-z_]+$/.test(e.code) && rules.includes(e.rule));
}

test("states that do not load are refused by every function, with a format error", () => {
  for (const doc of badDocuments) {
    refused(() => rami.loadState(doc), ["format", "R3"]);
    refused(() => rami.apply(doc, { type: "draw" }), ["format", "R3"]);
    refused(() => rami.legalMoves(doc), ["format", "R3"]);
    refused(() => rami.view(doc, 0), ["format", "R3"]);
    refused(() => rami.playRound(doc, ["random", "random"]), ["format", "R3"]);
  }
});

test("malformed moves are refused and change nothing", () => {
  const before = rami.stateToJSON(state);
  for (const move of badMoves) refused(() => rami.apply(state, move), ["format", "R2"]);
  assert.equal(rami.stateToJSON(state), before);
});

test("arguments of the wrong type are refused, not passed on", () => {
  refused(() => rami.readMeld(7, ["2C", "3C", "4C"]));
  refused(() => rami.readMeld("rami51", 7));
  refused(() => rami.readMeld("rami51", [7, null, {}]));
  refused(() => rami.readMeld("rami51", ["2C", "3C", "4C"], { as: "pair" }));
  refused(() => rami.readMeld("no_such_variant", ["2C", "3C", "4C"]));
  refused(() => rami.newGame("rami51", 2.5));
  refused(() => rami.newGame("rami51", 2, { seed: -1 }));
  refused(() => rami.newGame("rami51", 2, { seed: 2n ** 64n }));
  refused(() => rami.newGame("rami51", 2, { options: { opening_minimum: "x" } }));
  refused(() => rami.newGame("rami51", 2, { options: { no_such_option: 1 } }));
  refused(() => rami.checkOpening("rami51", "6S 7S 8S"));
  refused(() => rami.checkOpening("rami51", [["6S", "7S", "ZZ"]]));
  refused(() => rami.apply(state, undefined));
  refused(() => rami.apply({ toJSON() { throw new Error("no"); } }, { type: "draw" }));
  refused(() => new rami.Bot("clever"));
  refused(() => rami.playRound(state, ["random"]));
  refused(() => rami.playRound(state, ["random", 3]));
});

test("isMeld answers false to anything that is not a meld, never throws", () => {
  assert.equal(rami.isMeld("rami51", ["8S", "7S", "6S"]), true);
  assert.equal(rami.isMeld("rami51", ["8S 7S", "6S"]), false);
  assert.equal(rami.isMeld("rami51", [8, 7, 6]), false);
  assert.equal(rami.isMeld("rami51", {}), false);
  assert.equal(rami.isMeld("rami51", "8S 7S \ud800"), false);
  assert.equal(rami.isMeld("no_such_variant", "8S 7S 6S"), false);
  assert.throws(() => rami.isMeld(null, "8S 7S 6S"), rami.RamiError);
});

test("the module still works after all of that", () => {
  assert.equal(rami.readMeld("rami51", "2C 3C 4C").points, 9);
  const record = rami.playRound(state, ["random", "greedy"], { maxMoves: 40 });
  assert.ok(record.moves.length >= 40);  // 40 choices of the bots; greedy's plays are laid as several actions
  assert.equal(record.capped, true);
});
