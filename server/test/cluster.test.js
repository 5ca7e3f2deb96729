// Two server processes on one PostgreSQL database serve the same tables: a seat joined on one
// plays on the other, every move made on one is seen by the other's sockets (LISTEN/NOTIFY), and
// two moves sent at once for one version, one to each process, never both apply: one is stored,
// the other refused as stale_version.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { api, Client, createTable, join, pickAction, postgresDatabase, random, sleep, startServer, stopServer } from "./helpers.js";
import { readTable, replayStates } from "./history.js";
import { checkFrames } from "./spy.js";

const ENV = { RAMI_SERVER_RATE: "5000", RAMI_SERVER_BURST: "5000" };
let db;
let a;
let b;

before(async () => {
  db = await postgresDatabase("cluster");
  [a, b] = await Promise.all([startServer({ db, env: ENV }), startServer({ db, env: ENV })]);
});

after(async () => {
  const codes = await Promise.all([a, b].filter(Boolean).map((s) => stopServer(s)));
  for (const code of codes) assert.equal(code, 0);
});

test("a round played across two processes: each sees every move, no frame leaks", { timeout: 120000 }, async () => {
  const id = await createTable(a.base, { rules: "rami51", seats: ["player", "player", "greedy"], seed: 17 });
  const listed = await api(b.base, "GET", "/tables");
  assert.ok(listed.body.tables.some((t) => t.table === id), "the table is listed by the other process");
  const s0 = await join(a.base, id);
  const s1 = await join(b.base, id); // the other process hands out the next free seat
  assert.deepEqual([s0.seat, s1.seat], [0, 1]);
  const c0 = Client.connect(a.base, id, s0);
  const c1 = Client.connect(b.base, id, s1);
  const specA = Client.connect(a.base, id);
  const specB = Client.connect(b.base, id);
  const play = (client, seed) => {
    const rand = random(seed);
    return (async () => {
      for (;;) {
        const f = await client.next((x) => x.type === "view" || x.type === "over", 60000);
        if (f.type === "over") return f;
        if (f.legal && f.version === client.latestView().version) client.send({ type: "action", action: pickAction(f.legal, rand).id, version: f.version });
      }
    })();
  };
  const [o0, o1] = await Promise.all([play(c0, 1), play(c1, 2)]);
  assert.deepEqual(o0, o1);
  await Promise.all([specA, specB].map((s) => s.next((f) => f.type === "over", 20000)));
  const table = await readTable(db, id);
  const states = replayStates(table);
  // Both spectators saw every version, whichever process stored it.
  for (const spec of [specA, specB]) {
    const seen = [...new Set(spec.frames.filter((f) => f.type === "view").map((f) => f.version))];
    assert.deepEqual(seen, states.map((_, v) => v));
    checkFrames({ seat: null, frames: spec.frames, states });
  }
  checkFrames({ seat: s0.seat, frames: c0.frames, states, sent: c0.sent });
  checkFrames({ seat: s1.seat, frames: c1.frames, states, sent: c1.sent });
  // The bot's moves were made once each: the log has one move per version (replayStates checked).
  assert.ok(table.moves.some((m) => m.seat === 2));
  for (const s of [c0, c1, specA, specB]) await s.close();
});

test("two moves at once for one version, one per process: one applies, the other is stale", { timeout: 120000 }, async () => {
  const id = await createTable(a.base, { rules: "rami7", seats: ["player", "random"], seed: 23, match: true });
  const me = await join(a.base, id);
  // The same seat on both processes (a player with two tabs open).
  const onA = Client.connect(a.base, id, { ...me, label: "A" });
  const onB = Client.connect(b.base, id, { ...me, label: "B" });
  let applied = 0;
  let stale = 0;
  let version = -1;
  for (let round = 0; round < 12; round++) {
    // Both sockets hold the view of the same version, with the legal actions.
    const va = await onA.next((f) => f.type === "view" && f.legal && f.version > version, 30000);
    const vb = await onB.next((f) => f.type === "view" && f.version === va.version, 30000);
    assert.deepEqual(vb.view, va.view);
    version = va.version;
    const pick = (v, k) => v.legal[k % v.legal.length].id;
    const marks = [onA.frames.length, onB.frames.length];
    onA.send({ type: "action", action: pick(va, 0), version });
    onB.send({ type: "action", action: pick(vb, 1), version });
    // Both sockets hear the stored move (version + 1); one of them, also the refusal of its own.
    await Promise.all([onA, onB].map((c) => c.next((x) => x.type === "moved" && x.version === version + 1, 30000)));
    const errorsSince = () => [onA, onB].flatMap((c, i) => c.frames.slice(marks[i]).filter((f) => f.type === "error"));
    for (let wait = 0; wait < 100 && errorsSince().length === 0; wait++) await sleep(50);
    await sleep(50);
    const errors = errorsSince();
    assert.equal(errors.length, 1, JSON.stringify(errors));
    assert.equal(errors[0].error.code, "stale_version");
    stale++;
    applied++;
    const t = await readTable(db, id);
    assert.ok(t.moves.filter((m) => m.version === version + 1).length === 1);
  }
  assert.equal(applied, 12);
  assert.equal(stale, 12);
  // The log holds exactly one move per version, each legal in turn.
  replayStates(await readTable(db, id));
  await Promise.all([onA.close(), onB.close()]);
});

test("a token re-issued on one process closes the seat's socket on the other (4001)", { timeout: 60000 }, async () => {
  const made = await api(a.base, "POST", "/tables", { rules: "rami51", seats: ["player", "player"] });
  const { table: id, host_token: host } = made.body;
  const me = await join(a.base, id);
  const onB = Client.connect(b.base, id, me);
  await onB.next((f) => f.type === "view");
  const res = await fetch(`${a.base}/tables/${id}/seats/${me.seat}/token`, { method: "POST", headers: { authorization: `Bearer ${host}` } });
  assert.equal(res.status, 200);
  const { token } = await res.json();
  assert.equal((await onB.closed).code, 4001);
  const again = Client.connect(b.base, id);
  await again.next((f) => f.type === "view");
  again.send({ type: "hello", seat: me.seat, token });
  assert.equal((await again.next((f) => f.type === "view")).view.seat, me.seat);
  await again.close();
});
