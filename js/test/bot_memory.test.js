// A Bot kept for the round plays as playRound plays (the module's rounds seed their bots as
// `rami play` does, the deal's seed × 31 + the seat, and keep them for the round), so a search
// bot remembers the discards it saw taken; game.botMove makes a bot for one call and does not.

import { test } from "node:test";
import assert from "node:assert/strict";

import * as rami from "../index.js";
import { keptRound } from "./kept_round.js";

for (const [variant, players, seed] of [["rami51", 2, 7], ["rummy_classic", 3, 5]]) {
  test(`kept bots play as playRound: ${variant}, ${players} players, seed ${seed}`, () => {
    const { moves, firstEqual, freshDiffers } = keptRound(variant, players, seed, "ismcts-easy");
    const record = rami.playRound(rami.newGame(variant, players, { seed }), Array(players).fill("ismcts-easy"));
    assert.deepEqual(moves, record.moves);
    assert.equal(firstEqual, players);
    assert.ok(freshDiffers > 0);
  });
}

test("a disposed Bot refuses, and disposes once", () => {
  const bot = new rami.Bot("ismcts-easy", 1);
  const game = new rami.Game("rami51", 2, { seed: 1 });
  assert.equal(typeof bot.choose(game).type, "string");
  bot[Symbol.dispose ?? Symbol.for("Symbol.dispose")]();
  bot.dispose();
  assert.throws(() => bot.choose(game), { code: "unknown_value" });
  game.dispose();
});
