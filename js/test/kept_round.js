// A round played by one Bot per seat, seeded as `rami play` seeds its bots (the deal's seed × 31
// + the seat), for bot_memory.test.js and native/bots.test.js.

import assert from "node:assert/strict";

import * as rami from "../index.js";

/** The moves of a round played by one Bot per seat, with, for a bot made afresh for each move
 * (game.botMove, the seat's seed), the seats whose first move it matches and the moves where it
 * differs. */
export function keptRound(variant, players, seed, name) {
  const bots = Array.from({ length: players }, (_, seat) => new rami.Bot(name, BigInt(seed) * 31n + BigInt(seat)));
  const asked = Array(players).fill(0);
  const moves = [];
  let firstEqual = 0;
  let freshDiffers = 0;
  let game = new rami.Game(variant, players, { seed });
  while (!game.isOver) {
    assert.ok(moves.length < 20000, "the round never ended");
    const seat = game.currentSeat;
    const kept = bots[seat].choose(game);
    const fresh = game.botMove(name, BigInt(seed) * 31n + BigInt(seat));
    const same = JSON.stringify(fresh) === JSON.stringify(kept);
    if (asked[seat]++ === 0 && same) ++firstEqual;
    if (!same) ++freshDiffers;
    const next = game.apply(kept);
    game.dispose();
    game = next;
    moves.push(kept);
  }
  assert.throws(() => bots[0].choose(game), { code: "round_over" });
  game.dispose();
  for (const bot of bots) bot.dispose();
  return { moves, firstEqual, freshDiffers };
}
