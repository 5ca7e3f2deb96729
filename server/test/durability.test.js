// Durability: the server process is killed (SIGKILL) at random instants while tables are being
// played (bots at full speed, and a client playing a seat), then restarted on the same store.
// Every move a client saw acknowledged (a view of its version) is in the store, the store's log
// replays without a gap to its stored state, clients reconnect with their tokens to the current
// view, and every table goes on. SQLite and PostgreSQL. RAMI_SERVER_KILLS kills per store
// (default 5).

import { test } from "node:test";
import assert from "node:assert/strict";
import { join as joinPath } from "node:path";
import * as rami from "rami";
import { Client, createTable, join, pickAction, postgresDatabase, random, sleep, startServer, stopServer, tempDir } from "./helpers.js";
import { readTable, replayStates } from "./history.js";

const KILLS = Number(process.env.RAMI_SERVER_KILLS ?? 5);
const ENV = { RAMI_SERVER_RATE: "5000", RAMI_SERVER_BURST: "5000" };

// A client that plays its seat whenever it is sent legal actions, until stopped or closed.
function autoplay(client, seed) {
  const rand = random(seed);
  client.ws.on("message", () => {
    const frame = client.frames.at(-1);
    if (frame.type !== "view" || !frame.legal) return;
    client.send({ type: "action", action: pickAction(frame.legal, rand).id, version: frame.version });
  });
}

// Every view a client received: its version must be stored, and be the engine's view of the
// stored history at that version.
function checkAcknowledged(clients, histories) {
  let views = 0;
  for (const { id, seat, client } of clients) {
    const { table, states } = histories.get(id);
    for (const f of client.frames) {
      if (f.type !== "view") continue;
      assert.ok(f.version <= table.version, `table ${id}: version ${f.version} was acknowledged but the store is at ${table.version}`);
      const expected = seat === null ? (({ hand: _h, seat: _s, ...v }) => v)(rami.view(states[f.version], 0)) : rami.view(states[f.version], seat);
      assert.deepEqual(f.view, expected, `table ${id}: the view of version ${f.version} is not the stored history's`);
      views++;
    }
  }
  return views;
}

async function durability(db) {
  let server = await startServer({ db, env: ENV });
  const rand = random(99);
  // Two tables of bots only, two with a client at a seat; matches, so that they last.
  const ids = [];
  const players = [];
  for (let i = 0; i < 4; i++) {
    const seats = i < 2 ? ["random", "random", "greedy"] : ["player", "random"];
    const id = await createTable(server.base, { rules: i % 2 ? "rami51" : "rami7", seats, seed: i + 1, match: true });
    ids.push(id);
    if (seats[0] === "player") players.push({ id, ...(await join(server.base, id)) });
  }
  let clients = [];
  const connect = () => {
    clients = [
      ...ids.map((id) => ({ id, seat: null, client: Client.connect(server.base, id) })),
      ...players.map((p, i) => ({ id: p.id, seat: p.seat, client: Client.connect(server.base, p.id, p) })),
    ];
    clients.filter((c) => c.seat !== null).forEach((c, i) => autoplay(c.client, i + 1));
  };
  connect();
  const allClients = [...clients];
  let acknowledged = 0;
  for (let kill = 0; kill < KILLS; kill++) {
    await sleep(300 + rand() * 1200);
    server.proc.kill("SIGKILL");
    await server.exited;
    await Promise.all(clients.map((c) => c.client.closed));
    const before = new Map();
    for (const id of ids) before.set(id, (await readTable(db, id)).version);
    const histories = new Map();
    for (const id of ids) {
      const table = await readTable(db, id);
      histories.set(id, { table, states: replayStates(table) });
    }
    acknowledged += checkAcknowledged(clients, histories);
    // Restart: clients reconnect with their tokens and get the current view; the tables go on.
    server = await startServer({ db, env: ENV });
    connect();
    allClients.push(...clients);
    for (const c of clients) {
      const first = await c.client.next((f) => f.type === "view", 15000);
      assert.ok(first.version >= before.get(c.id), "a reconnected client gets the current view");
    }
    for (const id of ids) {
      const start = before.get(id);
      const t0 = Date.now();
      for (;;) {
        const t = await readTable(db, id);
        if (t.version > start || t.status === "over") break;
        assert.ok(Date.now() - t0 < 20000, `table ${id} did not go on after restart ${kill + 1}`);
        await sleep(100);
      }
    }
  }
  assert.equal(await stopServer(server), 0, server.stderr);
  const histories = new Map();
  for (const id of ids) {
    const table = await readTable(db, id);
    histories.set(id, { table, states: replayStates(table) });
  }
  acknowledged += checkAcknowledged(clients, histories);
  assert.ok(acknowledged > 10, `only ${acknowledged} acknowledged views`);
  const moves = [...histories.values()].reduce((n, h) => n + h.table.version, 0);
  assert.ok(moves > 20, `only ${moves} moves were played`);
  // Rounds ended while the server was being killed (a match's round ends with a state "over").
  const rounds = [...histories.values()].reduce((n, h) => n + h.states.filter((s) => s && s.phase === "over").length, 0);
  console.log(`durability ${db.split(":")[0]}: ${KILLS} SIGKILLs, ${rounds} rounds ended, ${moves} moves stored, ${acknowledged} acknowledged views checked`);
  void allClients;
}

test(`SQLite: ${KILLS} SIGKILLs during play lose no acknowledged move`, { timeout: 120000 + KILLS * 60000 }, async () => {
  await durability(`sqlite:${joinPath(tempDir(), "durability.db")}`);
});

test(`PostgreSQL: ${KILLS} SIGKILLs during play lose no acknowledged move`, { timeout: 120000 + KILLS * 60000 }, async () => {
  await durability(await postgresDatabase("durability"));
});
