// Times calls from JavaScript into the module: a meld check (readMeld, isMeld), a hand
// analysis, a move applied to a state given as an object. Usage: node js/bench/meld.mjs
// Prints microseconds per call (median of 7 batches, after a warm-up batch).

import { readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import * as rami from "../index.js";

function time(name, calls, f) {
  const batches = [];
  for (let b = 0; b < 8; ++b) {
    const t0 = performance.now();
    for (let i = 0; i < calls; ++i) f(i);
    batches.push(((performance.now() - t0) * 1000) / calls);
  }
  batches.shift(); // warm-up
  batches.sort((x, y) => x - y);
  console.log(`${name}: ${batches[3].toFixed(2)} µs per call`);
}

const wasm = await readFile(new URL("../dist/rami.wasm", import.meta.url));
console.log(`rami.wasm: ${wasm.length} bytes, ${gzipSync(wasm, { level: 9 }).length} bytes gzipped (level 9)`);

const run = ["8S", "7S", "6S"];
const jokerSet = ["JK", "AH", "JK"];
time("readMeld(rami51, 3 cards)", 20000, () => rami.readMeld("rami51", run));
time("isMeld(rami51, 3 cards with jokers)", 20000, () => rami.isMeld("rami51", jokerSet));
time("readMeld, refused (RamiError thrown)", 20000, () => {
  try {
    rami.readMeld("rami51", ["8S", "7S", "6H"]);
  } catch {}
});
const hand = ["6D", "KS", "6H", "8H", "JK", "4D", "7D", "QC", "8S", "3C", "QD", "3H", "3D", "5C", "JH"];
time("analyseHand(rami51, 15 cards, afterDiscard)", 500, () => rami.analyseHand("rami51", hand, { afterDiscard: true }));
const state = rami.newGame("rami51", 4, { seed: 7 });
const move = { type: "discard", card: state.hands[0][0] };
time("apply(state object, discard)", 2000, () => rami.apply(state, move));
