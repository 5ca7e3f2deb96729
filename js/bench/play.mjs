// Times the Game API (games kept in the module, numbers across the boundary) against the JSON
// functions, on random play of rami51 for 4 seats as benchmarks/bench_actions.cpp plays it
// (a round from each seed, at most 5000 actions, a uniformly random legal action each time).
// Usage: node js/bench/play.mjs [seconds of random play, default 5]
// Prints: a step (Game.step of a legal action, the new Game disposed) in µs, median of 7
// batches over the same (game, action) pairs; random play (legalActions + step) in actions/s,
// by the wall clock and by this process's CPU time (the machine may be shared); apply of the
// JSON API for comparison; the size of dist/rami.wasm gzipped.

import { readFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import * as rami from "../index.js";

const seconds = Number(process.argv[2] ?? 5);

// splitmix32-like generator: the same draws on every run.
function generator(seed) {
  let x = seed >>> 0;
  return (n) => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return ((z ^ (z >>> 16)) >>> 0) % n;
  };
}

/** One random round from `seed`; `visit(game, id)` sees each state and the action chosen. */
function playRound(seed, visit) {
  const below = generator(seed);
  let game = new rami.Game("rami51", 4, { seed });
  let actions = 0;
  for (; actions < 5000 && !game.isOver; ++actions) {
    const legal = game.legalActions();
    const id = legal[below(legal.length)];
    const next = game.step(id);
    if (!visit || !visit(game, id)) game.dispose();
    game = next;
  }
  game.dispose();
  return actions;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

// --- a step --------------------------------------------------------------------------------

const pairs = []; // [game, id]: the states of a few rounds, kept alive
for (let seed = 1000; pairs.length < 20000; ++seed) {
  playRound(seed, (game, id) => {
    pairs.push([game, id]);
    return true;
  });
}
const batches = [];
for (let b = 0; b < 8; ++b) {
  const t0 = performance.now();
  for (const [game, id] of pairs) game.step(id).dispose();
  batches.push(((performance.now() - t0) * 1000) / pairs.length);
}
batches.shift(); // warm-up
for (const [game] of pairs) game.dispose();
console.log(`step: ${median(batches).toFixed(2)} µs (Game.step, ${pairs.length} states of random rami51 rounds, 4 seats; target ≤ 5 µs)`);

// --- random play ---------------------------------------------------------------------------

for (let seed = 0; seed < 3; ++seed) playRound(seed); // warm-up: the engine's code optimised
let actions = 0;
let rounds = 0;
const cpu0 = process.cpuUsage();
const t0 = performance.now();
while (performance.now() - t0 < seconds * 1000) actions += playRound(rounds++);
const wall = (performance.now() - t0) / 1000;
const cpu = process.cpuUsage(cpu0);
const busy = (cpu.user + cpu.system) / 1e6;
const rate = (n, s) => Math.round(n / s).toLocaleString("en");
console.log(`random play: ${rate(actions, wall)} actions/s by the clock, ${rate(actions, busy)} per CPU second ` +
  `(legalActions + step, rami51, 4 seats, ${rounds} rounds, ${actions} actions; target ≥ 100,000)`);

// --- the JSON functions, for comparison ----------------------------------------------------

const state = rami.newGame("rami51", 4, { seed: 7 });
const move = { type: "discard", card: state.hands[0][0] };
const jsonBatches = [];
for (let b = 0; b < 8; ++b) {
  const t1 = performance.now();
  for (let i = 0; i < 300; ++i) rami.apply(state, move);
  jsonBatches.push(((performance.now() - t1) * 1000) / 300);
}
jsonBatches.shift();
console.log(`apply (JSON functions, a discard, 4 seats): ${median(jsonBatches).toFixed(1)} µs`);

const wasm = await readFile(new URL("../dist/rami.wasm", import.meta.url));
console.log(`rami.wasm: ${wasm.length.toLocaleString("en")} bytes, ${gzipSync(wasm, { level: 9 }).length.toLocaleString("en")} gzipped ` +
  `(gzip -9; target ≤ 200 KB); load average ${loadavg().map((l) => l.toFixed(1)).join(", ")}`);
