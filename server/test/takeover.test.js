// Takeover on PostgreSQL: two processes share the tables; the one holding a table's lease plays
// its bots and timers. When it is killed (SIGKILL), the other takes its tables once the lease
// runs out (RAMI_SERVER_LEASE_MS, 1.5 s here) and they go on by themselves: bots move and turn
// timers fire without any request. A process stopped cleanly hands its tables over at once.

import { test } from "node:test";
import assert from "node:assert/strict";
import { Client, createTable, join, postgresDatabase, startServer, stopServer } from "./helpers.js";
import { readTable, replayStates } from "./history.js";

test("a killed process's tables go on in the other within seconds; a stopped one's at once", { timeout: 120000 }, async () => {
  const db = await postgresDatabase("takeover");
  const a = await startServer({ db });
  const b = await startServer({ db });
  // Made on A: A holds them. A player who never moves (the timer plays for them) beside a bot.
  const timed = await createTable(a.base, { rules: "rami51", seats: ["player", "greedy"], seed: 5, turn_seconds: 0.3, match: true });
  await join(a.base, timed);
  const watcher = Client.connect(b.base, timed);
  await watcher.next((f) => f.type === "moved" && f.timeout === true, 20000);
  await watcher.next((f) => f.type === "moved" && f.seat === 1, 20000);

  a.proc.kill("SIGKILL");
  assert.equal(await a.exited, "SIGKILL");
  const killedAt = Date.now();
  const mark = watcher.frames.length;
  // B takes the table over and plays it on: a timed-out turn and a bot's move, with no request.
  const timeout = await watcher.next((f) => f.type === "moved" && f.timeout === true, 15000);
  const bot = await watcher.next((f) => f.type === "moved" && f.seat === 1, 15000);
  const waited = Date.now() - killedAt;
  assert.ok(watcher.frames.indexOf(timeout) >= mark && watcher.frames.indexOf(bot) >= mark);
  assert.ok(waited < 10000, `the table stood still ${waited} ms`);
  assert.match(b.stderr, new RegExp(`table_taken_over table=${timed}`));
  // The log replays: one move per version, none lost or doubled at the handover.
  replayStates(await readTable(db, timed));

  // A clean stop gives the leases up: a third process takes B's tables at its next heartbeat.
  const c = await startServer({ db });
  const watcherC = Client.connect(c.base, timed);
  await watcherC.next((f) => f.type === "view");
  await watcher.close();
  assert.equal(await stopServer(b), 0);
  const stoppedAt = Date.now();
  watcherC.cursor = watcherC.frames.length; // B's last moves, made before it stopped, are not C's
  await watcherC.next((f) => f.type === "moved", 15000);
  assert.ok(Date.now() - stoppedAt < 5000, `the table stood still ${Date.now() - stoppedAt} ms`);
  assert.match(c.stderr, new RegExp(`table_taken_over table=${timed}`));
  await watcherC.close();
  assert.equal(await stopServer(c), 0);
  replayStates(await readTable(db, timed));
});
