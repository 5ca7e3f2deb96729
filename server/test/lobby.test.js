// GET /tables as the lobby reads it: pages newest first through an opaque cursor, the open
// tables (seats free, not started) apart, and a 400 for a bad parameter.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { join as joinPath } from "node:path";
import { api, createTable, join, startServer, stopServer, tempDir } from "./helpers.js";

let server;

before(async () => {
  server = await startServer({ db: `sqlite:${joinPath(tempDir(), "lobby.db")}` });
});

after(async () => {
  if (server) assert.equal(await stopServer(server), 0, server.stderr);
});

// Every page of `query` (bounded), followed through next_cursor.
async function allPages(query, limit) {
  const pages = [];
  let cursor = null;
  for (let i = 0; i < 20; i++) {
    const r = await api(server.base, "GET", `/tables?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.ok(r.body.tables.length <= limit);
    pages.push(r.body.tables);
    cursor = r.body.next_cursor;
    if (cursor === null) return pages;
  }
  throw new Error("more than 20 pages");
}

test("pages newest first; status=open lists the tables with a seat free; the cursor is opaque", async () => {
  const made = [];
  for (let i = 0; i < 7; i++) made.push(await createTable(server.base, { rules: "rami51", seats: ["player", "greedy"], seed: i, match: i === 2 }));
  // Two of them start (their one player seat taken); one is all bots (playing at once).
  await join(server.base, made[1], { name: "Ana" });
  await join(server.base, made[4]);
  const bots = await createTable(server.base, { rules: "rami51", seats: ["greedy", "greedy"], seed: 9 });

  const live = (await allPages("", 3)).flat();
  assert.deepEqual(live.map((t) => t.table).slice(0, 8), [...made, bots].reverse(), "newest first");
  assert.equal(new Set(live.map((t) => t.table)).size, live.length, "no table twice");
  const created = live.map((t) => Date.parse(t.created));
  assert.deepEqual([...created].sort((x, y) => y - x), created);

  const open = (await allPages("status=open", 2)).flat();
  assert.deepEqual(open.map((t) => t.table), [made[6], made[5], made[3], made[2], made[0]]);
  for (const t of open) {
    assert.equal(t.status, "waiting");
    assert.equal(t.seats_free, 1);
  }
  assert.equal(open.find((t) => t.table === made[2]).match, true);
  assert.equal(open.find((t) => t.table === made[0]).match, false);
  const started = live.find((t) => t.table === made[1]);
  assert.deepEqual([started.status, started.seats_free, started.seats[0].name], ["playing", 0, "Ana"]);
  const playing = (await allPages("status=playing", 50)).flat();
  assert.deepEqual(playing.map((t) => t.table), [bots, made[4], made[1]]);

  const first = await api(server.base, "GET", "/tables?limit=1");
  assert.equal(first.body.tables.length, 1);
  assert.equal(typeof first.body.next_cursor, "string");
  const whole = await api(server.base, "GET", "/tables");
  assert.equal(whole.body.next_cursor, null, "the default page (50) holds all eight");
});

test("a bad limit, cursor, status or parameter is a 400 with the error document", async () => {
  for (const q of ["limit=0", "limit=201", "limit=x", "limit=-1", "limit=1.5", "status=over", "status=", "cursor=abc", "cursor=%00", "cursor=" + "A".repeat(300), "page=2"]) {
    const r = await api(server.base, "GET", `/tables?${q}`);
    assert.equal(r.status, 400, q);
    assert.equal(r.body.error.code, "invalid_query", q);
    assert.equal(r.body.error.rule, "format");
  }
  const max = await api(server.base, "GET", "/tables?limit=200");
  assert.equal(max.status, 200);
});
