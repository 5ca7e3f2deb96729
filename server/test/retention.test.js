// Retention with short settings, on SQLite and PostgreSQL: tables never started expire, abandoned ones are closed, a
// finished table leaves memory at once and its rows are deleted after RAMI_SERVER_RETENTION_DAYS,
// and a start loads only the live tables. A table in use (a seat connected, a turn timer) stays.

import { test } from "node:test";
import assert from "node:assert/strict";
import { join as joinPath } from "node:path";
import { api, Client, createTable, join, postgresDatabase, sleep, startServer, stopServer, tempDir } from "./helpers.js";
import { readTable } from "./history.js";

const stores = [
  ["SQLite", async () => `sqlite:${joinPath(tempDir(), "retention.db")}`],
  ["PostgreSQL", () => postgresDatabase("retention")],
];

// Waits (bounded) until `check` holds.
async function until(check, ms, what) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await sleep(100);
  }
}

for (const [name, makeDb] of stores) test(`${name}: idle tables expire, finished ones leave memory and then the store, a start loads only live tables`, { timeout: 120000 }, async () => {
  const db = await makeDb();
  // A keeps everything (long settings): three tables never started, one finished, one started.
  const a = await startServer({ db, env: { RAMI_SERVER_RETENTION_DAYS: "1" } });
  const waiting = [];
  for (let i = 0; i < 3; i++) waiting.push(await createTable(a.base, { rules: "rami51", seats: ["player", "greedy"] }));
  const finished = await createTable(a.base, { rules: "rami7", seats: ["greedy", "random"], seed: 3 });
  const started = await createTable(a.base, { rules: "rami51", seats: ["player", "player"] });
  const p0 = await join(a.base, started);
  await join(a.base, started);
  await until(async () => (await readTable(db, finished)).status === "over", 30000, "the bots' round ends");
  // Over: out of memory (the metrics count no table over), kept in the store for a day.
  await sleep(200);
  assert.match(await (await fetch(`${a.base}/metrics`)).text(), /^rami_tables\{status="over"\} 0$/m);
  assert.equal((await readTable(db, finished)).status, "over");
  assert.equal((await api(a.base, "GET", `/tables/${finished}`)).body.status, "over");
  assert.equal(await stopServer(a), 0);

  // B: tables idle for a second expire; finished rows are deleted at once (0 days).
  await sleep(1100);
  const env = { RAMI_SERVER_IDLE_TABLE_SECONDS: "1", RAMI_SERVER_SWEEP_MS: "200", RAMI_SERVER_RETENTION_DAYS: "0" };
  const b = await startServer({ db, env });
  assert.match(b.stderr, /resumed_tables=1 /, "only the started table is loaded; the three never started were deleted");
  for (const id of waiting) assert.equal(await readTable(db, id), null);
  await until(async () => (await readTable(db, finished)) === null, 5000, "the finished table's rows are deleted");
  // The started table, abandoned (nobody connected, no timer), is closed: a spectator is told.
  const spectator = Client.connect(b.base, started);
  await spectator.next((f) => f.type === "view");
  const closed = await spectator.closed;
  assert.deepEqual([closed.code, closed.reason], [4004, "table closed for inactivity"]);
  await until(async () => (await readTable(db, started)) === null, 5000, "the closed table is deleted (0 days)");
  assert.equal((await api(b.base, "GET", `/tables/${started}`)).status, 404);
  assert.equal((await Client.connect(b.base, started, p0).closed).code, 4004);

  // In use: a seat connected keeps a table that waits for players; a turn timer keeps a started one.
  const held = await createTable(b.base, { rules: "rami51", seats: ["player", "player"] });
  const h = await join(b.base, held);
  const timed = await createTable(b.base, { rules: "rami51", seats: ["player", "player"], turn_seconds: 30 });
  await join(b.base, timed);
  await join(b.base, timed);
  const idle = await createTable(b.base, { rules: "rami51", seats: ["player", "greedy"] });
  const seat = Client.connect(b.base, held, h);
  await seat.next((f) => f.type === "view");
  await until(async () => (await api(b.base, "GET", `/tables/${idle}`)).status === 404, 5000, "an unused table expires");
  await sleep(1500);
  assert.equal((await api(b.base, "GET", `/tables/${held}`)).status, 200);
  assert.equal((await api(b.base, "GET", `/tables/${timed}`)).body.status, "playing");
  await seat.close();
  await until(async () => (await api(b.base, "GET", `/tables/${held}`)).status === 404, 5000, "the table expires once its seat left");
  assert.match(b.stderr, /table_expired table=\S+ started=false/);
  assert.match(b.stderr, /table_expired table=\S+ started=true/);
  assert.match(b.stderr, /tables_deleted count=\d+ retention_days=0/);
  assert.equal(await stopServer(b), 0);
});
