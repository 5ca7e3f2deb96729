// No leaks: rounds of every variant, a spy client at every seat and a spectator; every frame
// each of them received is checked against the server's full state at that version (replayed
// from the store): no card its receiver may not see, the views the engine's, the legal actions
// only to the seat to act, a draw shown as {"type":"draw"}. The spies now and then send a refused
// move or a stale one, so error frames are checked too.
// RAMI_SERVER_LEAK_ROUNDS rounds per variant (default 4; benchmarks/server runs 200).

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { join as joinPath } from "node:path";
import * as rami from "rami";
import { Client, createTable, join, pickAction, random, startServer, stopServer, tempDir } from "./helpers.js";
import { readTable, replayStates } from "./history.js";
import { checkFrames } from "./spy.js";

const ROUNDS = Number(process.env.RAMI_SERVER_LEAK_ROUNDS ?? 4);
const dir = tempDir();
const db = `sqlite:${joinPath(dir, "leaks.db")}`;
let server;

before(async () => {
  // Spies play as fast as the server answers: the per-socket rate is raised for them.
  server = await startServer({ db, env: { RAMI_SERVER_RATE: "5000", RAMI_SERVER_BURST: "5000" } });
});

after(async () => {
  if (server) assert.equal(await stopServer(server), 0, server.stderr);
});

// A spy plays its seat from the legal actions; one turn in ten it first sends a move the rules
// refuse or an action number out of turn, and sometimes one against a stale version.
async function spy(client, seed) {
  const rand = random(seed);
  const deadline = Date.now() + 120000;
  for (;;) {
    const frame = await client.next((f) => f.type === "view" || f.type === "over" || f.type === "error", Math.max(1, deadline - Date.now()));
    if (frame.type === "over") return;
    // A refused move leaves the latest view as it was: play on it again.
    const view = frame.type === "error" ? client.latestView() : frame;
    if (!view.legal || view.version !== client.latestView().version) continue;
    if (frame.type === "view") {
      const r = rand();
      if (r < 0.05) client.send({ type: "move", move: { type: "discard", card: ["AS", "KH", "7D", "10C", "JK"][Math.floor(rand() * 5)] }, version: view.version });
      else if (r < 0.08) client.send({ type: "action", action: Math.floor(rand() * 30000), version: view.version });
      else if (r < 0.1 && view.version > 0) client.send({ type: "action", action: view.legal[0].id, version: view.version - 1 });
    } else if (client.frames.filter((f) => f.type === "error").length > 500) throw new Error(`${client.label}: too many refusals`);
    const choice = pickAction(view.legal, rand);
    client.send({ type: "action", action: choice.id, version: view.version });
  }
}

const variants = rami.variants();

for (const variant of variants) {
  test(`no frame leaks a card: ${variant.id}, ${ROUNDS} round(s)`, { timeout: 120000 + ROUNDS * 60000 }, async () => {
    let frames = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // Every player count the variant takes, in turn.
      const players = variant.min_players + (round % (variant.max_players - variant.min_players + 1));
      const id = await createTable(server.base, { rules: variant.id, seats: Array(players).fill("player"), seed: 1000 * round + players });
      const spectator = Client.connect(server.base, id);
      const seats = [];
      for (let s = 0; s < players; s++) seats.push(await join(server.base, id));
      const clients = seats.map((s) => Client.connect(server.base, id, s));
      await Promise.all(clients.map((c, i) => spy(c, round * 17 + i + 1)));
      await spectator.next((f) => f.type === "over", 20000);
      const table = await readTable(db, id);
      assert.equal(table.status, "over");
      const states = replayStates(table);
      // The seats that were to act at some version: a round may end before a seat's first turn
      // (a seat going out at once), and such a seat is never sent legal actions.
      const toAct = new Set(states.filter((st) => st.phase !== "over").map((st) => st.current));
      assert.ok(toAct.size > 0, "some seat was to act");
      for (const [i, c] of clients.entries()) {
        // A seat's frames after the round's end may be errors of moves sent just before it.
        frames += checkFrames({ seat: seats[i].seat, frames: c.frames, states, sent: c.sent });
        const sentLegal = c.frames.some((f) => f.type === "view" && f.legal);
        assert.equal(sentLegal, toAct.has(seats[i].seat), `seat ${seats[i].seat} was sent legal actions exactly if it was ever to act`);
      }
      frames += checkFrames({ seat: null, frames: spectator.frames, states });
      // Every version once (and version 0 again if it connected before the round started).
      const seen = spectator.frames.filter((f) => f.type === "view").map((f) => f.version);
      assert.deepEqual([...new Set(seen)], states.map((_, v) => v), "the spectator saw every version, in order");
      await Promise.all([...clients, spectator].map((c) => c.close()));
    }
    assert.ok(frames > 0);
  });
}
