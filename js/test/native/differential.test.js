// The WebAssembly module and the native `rami` command play the same rounds: from the same seeds,
// random and greedy bots make the same moves, and every state compared is the same JSON text,
// through the JSON functions and through Game. The native command is tools/rami built by
// `cmake --preset gcc` (RAMI_CLI names another): `npm run test:native`, not `npm test`.

import { test } from "node:test";
import assert from "node:assert/strict";

import * as rami from "../../index.js";
import { cli, games, haveNative, native } from "./native.js";

test("the native rami command is built", () => {
  assert.ok(haveNative, `${cli} is missing: build it with cmake --preset gcc && cmake --build --preset gcc --target rami_cli (or run tools/wasm_test.sh)`);
});

for (const game of games(rami.variants())) {
  const name = `${game.variant}, ${game.players} players, seed ${game.seed}, ${game.bots.join(",")}`;
  test(`same round in WebAssembly and natively: ${name}`, { skip: !haveNative && "no native rami" }, () => {
    const seedArgs = ["--variant", game.variant, "--players", String(game.players), "--seed", String(game.seed)];
    const start = rami.newGame(game.variant, game.players, { seed: game.seed });
    assert.equal(rami.stateToJSON(start), native(["new", ...seedArgs]));

    const record = rami.playRound(start, game.bots);
    const nativeRecord = JSON.parse(native(["play", ...seedArgs, "--bots", game.bots.join(","), "--json"]));
    const nativeRound = nativeRecord.rounds[0];
    assert.deepEqual(record.moves, nativeRound.moves);
    assert.deepEqual(record.result, nativeRound.result);
    assert.equal(record.capped, nativeRound.capped);
    assert.ok(record.moves.length > 0);

    // Replaying the moves one by one in the module reaches the same end as the bots' round,
    // as state objects and as Games kept in the module.
    const states = [start];
    for (const move of record.moves) states.push(rami.apply(states.at(-1), move));
    assert.equal(rami.stateToJSON(states.at(-1)), rami.stateToJSON(record.end));
    const games = [new rami.Game(game.variant, game.players, { seed: game.seed })];
    for (const move of record.moves) games.push(games.at(-1).apply(move));

    // The native command applies moves at the start, the middle and the end of the round to the
    // module's states, and gets the module's next states, text for text.
    const n = record.moves.length;
    for (const i of new Set([0, n >> 1, n - 1])) {
      const next = native(["apply", "--state", "-", "--move", JSON.stringify(record.moves[i])], rami.stateToJSON(states[i]));
      assert.equal(next, rami.stateToJSON(states[i + 1]), `move ${i}`);
      assert.equal(next, rami.stateToJSON(games[i + 1]), `move ${i} in a Game`);
    }
    for (const g of games) g.dispose();

    // And it accepts the module's record as a whole.
    const replay = JSON.parse(native(["replay", "-"], JSON.stringify({
      format: "rami.record/1", variant: game.variant, players: game.players, seed: game.seed, bots: game.bots,
      rounds: [{ start: JSON.parse(rami.stateToJSON(start)), moves: record.moves, result: record.result, capped: record.capped }],
    })));
    assert.deepEqual(replay, { valid: true, rounds: 1, moves: n });
  });
}

test("a round of a house rule is the same in WebAssembly and natively", { skip: !haveNative && "no native rami" }, () => {
  const houseRule = { format: "rami.rules/1", base: "rami51", opening: { minimum: 30 } };
  const doc = JSON.stringify(houseRule);
  const args = ["--rules", "-", "--players", "3", "--seed", "12"];
  assert.equal(rami.stateToJSON(rami.newGame(houseRule, 3, { seed: 12 })), native(["new", ...args], doc));
  assert.equal(rami.stateToJSON(new rami.Game(houseRule, 3, { seed: 12 })), native(["new", ...args], doc));
  const record = rami.playRound(rami.newGame(houseRule, 3, { seed: 12 }), ["random", "greedy", "random"]);
  const played = JSON.parse(native(["play", ...args, "--bots", "random,greedy,random", "--json"], doc));
  assert.deepEqual(record.moves, played.rounds[0].moves);
  assert.deepEqual(record.result, played.rounds[0].result);
});
