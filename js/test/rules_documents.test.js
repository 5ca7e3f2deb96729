// Rules as data: a variant's rules document, a house rule read and checked, a round dealt by it
// and played by its rules (the same round natively: native/differential.test.js).

import { test } from "node:test";
import assert from "node:assert/strict";

import * as rami from "../index.js";
import { arrange } from "./arrange.js";

const houseRule = { format: "rami.rules/1", base: "rami51", opening: { minimum: 30 } };

test("a variant's document names its base; a house rule only what differs", () => {
  for (const v of rami.variants()) assert.deepEqual(rami.rulesDocument(v.id), { format: "rami.rules/1", base: v.id });
  assert.deepEqual(rami.parseRules(houseRule), houseRule);
  assert.deepEqual(rami.parseRules(JSON.stringify(houseRule)), houseRule);
});

test("a document with an unknown field or a bad value is refused, naming the field", () => {
  assert.throws(() => rami.parseRules({ ...houseRule, bogus: 1 }), (e) => e instanceof rami.RamiError && e.rule === "format" && /bogus/.test(e.message));
  assert.throws(() => rami.parseRules({ ...houseRule, base: "poker" }), (e) => e instanceof rami.RamiError && e.rule === "format");
  assert.throws(() => rami.parseRules({ ...houseRule, opening: { minimum: "many" } }), (e) => e instanceof rami.RamiError && /opening/.test(e.message));
  assert.throws(() => rami.newGame({ ...houseRule, bogus: 1 }, 2), rami.RamiError);
});

test("a house rule is played by its rules: an opening of 31 points is enough (R6)", () => {
  const hand = ["QS", "KS", "AS", "2D", "9C"];
  const opening = { type: "play", steps: [{ meld: ["QS", "KS", "AS"] }] };
  const house = arrange(houseRule, 2, { hand });
  assert.deepEqual(house.rules, houseRule);
  assert.deepEqual(rami.rulesDocument(house), houseRule);
  assert.equal(rami.apply(house, opening).opened[0], true);
  const plain = arrange("rami51", 2, { hand });
  assert.throws(() => rami.apply(plain, opening), (e) => e.code === "opening_below_minimum" && e.rule === "R6");
  assert.deepEqual(rami.playRound(house, ["greedy", "greedy"]).end.rules, houseRule);
});
