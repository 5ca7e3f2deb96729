// Games kept in the module (Game): a round of every variant played to its end by random legal
// actions gives, at every step, the state, the legal actions, the seat to act, views and
// observations that the JSON functions give for the same actions; Games read and write the
// wire format; bots choose the same moves from a Game as from its state.

import { test } from "node:test";
import assert from "node:assert/strict";

import * as rami from "../index.js";

function generator(seed) {
  let x = seed;
  return (n) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
}

for (const v of rami.variants()) {
  const players = Math.min(3, v.max_players);
  test(`a round of ${v.id} (${players} players) by random actions: Game and the JSON functions agree`, () => {
    const below = generator(v.id.length);
    let game = new rami.Game(v.id, players, { seed: 21 });
    let state = rami.newGame(v.id, players, { seed: 21 });
    assert.deepEqual(game.toJSON(), state);
    assert.equal(game.players, players);
    assert.equal(game.actionSpaceSize, rami.actionSpaceSize(v.id));
    let steps = 0;
    for (; steps < 5000 && !game.isOver; ++steps) {
      const ids = game.legalActions();
      assert.ok(ids instanceof Int32Array);
      assert.deepEqual([...ids], rami.legalActions(state).map((a) => a.id));
      assert.equal(game.currentSeat, state.current);
      assert.equal(game.phase, state.phase);
      assert.equal(game.turn, state.turn);
      const id = ids[below(ids.length)];
      const next = game.step(id);
      state = rami.apply(state, game.action(id));
      assert.deepEqual(next.toJSON(), state, `step ${steps}, action ${id}`);
      if (steps % 50 === 0) {
        const seat = steps % players;
        assert.deepEqual(game.view(seat), rami.view(game.toJSON(), seat));
        assert.deepEqual(game.observation(seat), rami.observation(game.toJSON(), seat));
      }
      game.dispose();
      game = next;
    }
    assert.ok(game.isOver, `the round ends (${steps} actions)`);
    assert.equal(game.phase, "over");
    assert.equal(game.currentSeat, -1);
    assert.equal(game.legalActions().length, 0);
    assert.deepEqual(game.result, state.result);
    assert.deepEqual(game.scores.round, state.result.points);
    assert.deepEqual(game.scores.totals, state.result.points.map((p, seat) => p + state.scores[seat]));
    assert.deepEqual(game.nextRound().toJSON(), rami.nextRound(state));
    game.dispose();
  });
}

test("apply takes a move (a play of several steps) as an object or as JSON text", () => {
  const state = rami.newGame("rami7", 2, { seed: 3 });
  const game = rami.Game.fromJSON(state);
  for (const move of rami.legalMoves(state)) {
    assert.deepEqual(game.apply(move).toJSON(), rami.apply(state, move));
    assert.deepEqual(game.apply(JSON.stringify(move)).toJSON(), rami.apply(state, move));
  }
  assert.deepEqual(game.legalMoves(), rami.legalMoves(state));
  game.dispose();
});

test("a Game reads and writes the wire format: objects, JSON text, a 64-bit seed", () => {
  const state = rami.newGame("rami51", 2, { seed: 18446744073709551615n });
  const game = rami.Game.fromJSON(state);
  assert.equal(game.toJSON().seed, "18446744073709551615");
  assert.deepEqual(game.toJSON(), state);
  assert.equal(rami.stateToJSON(game), rami.stateToJSON(state));
  assert.deepEqual(rami.Game.fromJSON(rami.stateToJSON(state)).toJSON(), state);
  assert.equal(JSON.stringify(game), JSON.stringify(state)); // toJSON: the state object
  // The JSON functions take a Game wherever they take a state.
  assert.deepEqual(rami.view(game, 1), rami.view(state, 1));
  assert.deepEqual(rami.legalActions(game), rami.legalActions(state));
  const house = { format: "rami.rules/1", base: "rami51", opening: { minimum: 30 } };
  assert.deepEqual(new rami.Game(house, 3, { seed: 4 }).toJSON(), rami.newGame(house, 3, { seed: 4 }));
  assert.deepEqual(new rami.Game("rami51", 4, { seed: 9, first: 2, options: { circular_runs: true } }).toJSON(),
    rami.newGame("rami51", 4, { seed: 9, first: 2, options: { circular_runs: true } }));
});

test("actions by number and back, in the game's own rules", () => {
  const game = new rami.Game("rummy_classic", 2, { seed: 5 });
  for (const id of game.legalActions()) {
    assert.deepEqual(game.action(id), rami.actionFromId("rummy_classic", id));
    assert.equal(game.actionId(game.action(id)), id);
  }
  assert.equal(game.actionId({ type: "draw" }), 0);
});

test("bots choose the same move from a Game as from its state", () => {
  let game = new rami.Game("rami51", 3, { seed: 8 });
  const fromGame = new rami.Bot("random", 5);
  const fromState = new rami.Bot("random", 5);
  for (let n = 0; n < 40 && !game.isOver; ++n) {
    const move = fromGame.choose(game);
    assert.deepEqual(move, fromState.choose(game.toJSON()));
    assert.deepEqual(game.botMove("greedy"), new rami.Bot("greedy").choose(game.toJSON()));
    assert.deepEqual(game.botMove("random", 7), new rami.Bot("random", 7).choose(game.toJSON()));
    game = game.apply(move);
  }
  fromGame.dispose();
  fromState.dispose();
});
