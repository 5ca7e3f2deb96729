// Compiled by tsc --strict (tools/wasm_test.sh): the declarations describe real uses of the API.
import { readMeld, newGame, apply, Bot, RamiError, Move, GameState, analyseHand, checkOpening, view, playRound, variants, Game } from "../index.js";
const m = readMeld("rami51", ["8S", "7S", "6S"], { as: "run" });
const p: number = m.points;
let s: GameState = newGame("rami7", 2, { seed: 3n });
const b = new Bot("greedy", 1);
const mv: Move = b.choose(s);
s = apply(s, mv);
s = apply(JSON.stringify(s), { type: "play", steps: [{ meld: ["8S"] }, { lay_off: { meld: 0, cards: ["9S"], end: "high" } }] });
try { checkOpening("rami51", ["6S 7S 8S"]); } catch (e) { if (e instanceof RamiError) { const r: string = e.rule; console.log(r, e.code); } }
console.log(analyseHand("rami51", "6S 7S", { afterDiscard: true }).discard, view(s, 0).hand, playRound(s, ["greedy", "random"]).end.seed, variants()[0].source, p);
// Games kept in the module: numbers across, errors as RamiError, dispose by hand or by `using`.
const g = new Game("rami51", 4, { seed: 1 });
const ids: Int32Array = g.legalActions();
const g2: Game = g.step(ids[0]).apply({ type: "discard", card: g.view(0).hand[0] });
const seat: number = g2.currentSeat;
const obs: Float32Array = g2.observation(seat < 0 ? 0 : seat);
const totals: number[] = g2.scores.totals;
const mv2: Move = g2.botMove("random", 3n);
const back: GameState = Game.fromJSON(g2.toJSON()).toJSON();
console.log(obs.length, totals, mv2, back.seed, g2.isOver, g2.phase, Game.liveCount, g2.result?.winner);
g.dispose();
g2[Symbol.dispose]();
