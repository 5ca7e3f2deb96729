// A Game's lifetime: step and apply leave the game they start from as it was; dispose frees the
// module's memory once (twice is fine), and a disposed game refuses every use with the code
// game_disposed; a Game dropped without dispose is freed once it is collected.

import { test } from "node:test";
import assert from "node:assert/strict";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

import * as rami from "../index.js";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc");

test("step and apply give a new game and leave the old one as it was", () => {
  const game = new rami.Game("rami51", 4, { seed: 2 });
  const before = rami.stateToJSON(game);
  const next = game.step(game.legalActions()[0]);
  assert.notEqual(rami.stateToJSON(next), before);
  assert.equal(rami.stateToJSON(game), before);
  next.dispose();
  assert.equal(rami.stateToJSON(game), before); // disposing the new game leaves the old one
  game.dispose();
});

test("dispose frees the game once; every use after it is refused", () => {
  const live = rami.Game.liveCount;
  const game = new rami.Game("rami51", 2, { seed: 1 });
  assert.equal(rami.Game.liveCount, live + 1);
  assert.equal(game.disposed, false);
  game.dispose();
  assert.equal(game.disposed, true);
  assert.equal(rami.Game.liveCount, live);
  game.dispose();
  game[Symbol.dispose]();
  assert.equal(rami.Game.liveCount, live);
  const uses = [
    () => game.step(0), () => game.apply({ type: "draw" }), () => game.legalActions(), () => game.legalMoves(),
    () => game.view(0), () => game.observation(0), () => game.toJSON(), () => game.currentSeat,
    () => game.isOver, () => game.phase, () => game.players, () => game.scores, () => game.result,
    () => game.botMove(), () => game.nextRound(), () => game.action(0), () => rami.view(game, 0),
    () => new rami.Bot("greedy").choose(game),
  ];
  for (const use of uses)
    assert.throws(use, (e) => e instanceof rami.RamiError && e.code === "game_disposed" && e.rule === "format" && /disposed/.test(e.message));
});

test("Symbol.dispose disposes (what `using` calls at the end of its block)", () => {
  const game = new rami.Game("rami7", 2, { seed: 1 });
  assert.equal(typeof Symbol.dispose, "symbol");
  game[Symbol.dispose]();
  assert.equal(game.disposed, true);
});

test("refused calls make no game", () => {
  const live = rami.Game.liveCount;
  const game = new rami.Game("rami51", 2, { seed: 3 });
  for (let i = 0; i < 50; ++i) assert.throws(() => game.step(0), rami.RamiError);
  assert.throws(() => new rami.Game("rami51", 9), rami.RamiError);
  assert.throws(() => rami.Game.fromJSON("{}"), rami.RamiError);
  assert.equal(rami.Game.liveCount, live + 1);
  game.dispose();
});

test("games dropped without dispose are freed once collected", async () => {
  const live = rami.Game.liveCount;
  (() => {
    let game = new rami.Game("rami51", 4, { seed: 6 });
    for (let i = 0; i < 100; ++i) game = game.step(game.legalActions()[0]); // none disposed
  })();
  assert.ok(rami.Game.liveCount >= live + 101);
  for (let round = 0; round < 50 && rami.Game.liveCount > live; ++round) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.equal(rami.Game.liveCount, live);
});
