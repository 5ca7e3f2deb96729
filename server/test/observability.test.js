// What an operator reads: GET /metrics in the Prometheus text format (moves accepted and refused
// by code, authentication failures, limits hit, open sockets, tables by status, bots' think time,
// the store's latency), and a flooding socket closed at once with 1008 and logged once.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { join as joinPath } from "node:path";
import { api, Client, createTable, join, sleep, startServer, stopServer, tempDir } from "./helpers.js";

let server;

before(async () => {
  server = await startServer({ db: `sqlite:${joinPath(tempDir(), "observability.db")}`, env: { RAMI_SERVER_CREATE_PER_MINUTE: "5" } });
});

after(async () => {
  if (server) assert.equal(await stopServer(server), 0, server.stderr);
});

async function metrics() {
  const res = await fetch(`${server.base}/metrics`, { signal: AbortSignal.timeout(15000) });
  assert.equal(res.status, 200);
  assert.match(res.headers.get("content-type"), /^text\/plain/);
  return res.text();
}

// The value of one sample (`name{labels}`), or undefined.
function sample(text, name, labels = "") {
  const line = text.split("\n").find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ""} `));
  return line === undefined ? undefined : Number(line.split(" ").at(-1));
}

test("a flooding socket is closed at once with 1008 and logged once", async () => {
  const id = await createTable(server.base, { rules: "rami51", seats: ["player", "player"] });
  const me = await join(server.base, id);
  const c = Client.connect(server.base, id, me);
  const v = await c.next((f) => f.type === "view");
  const frame = JSON.stringify({ type: "move", move: { type: "discard", card: "ZZ" }, version: v.version });
  for (let i = 0; i < 3000; i++) c.ws.send(frame);
  assert.equal((await c.closed).code, 1008);
  await sleep(300);
  assert.equal(server.stderr.match(/socket_flooding/g).length, 1);
  // Refusals answered before the close: the burst's, and one rate notice.
  const errors = c.frames.filter((f) => f.type === "error");
  assert.ok(errors.length <= 45, `${errors.length} error frames`);
  assert.equal(sample(await metrics(), "rami_limits_hit_total", 'limit="RAMI_SERVER_RATE"'), 1);
});

test("GET /metrics counts moves, refusals, auth failures, limits, sockets, tables, bot think time, store latency", async () => {
  const id = await createTable(server.base, { rules: "rami51", seats: ["player", "ismcts-easy"], seed: 12 });
  await createTable(server.base, { rules: "rami51", seats: ["player", "player"] });
  const me = await join(server.base, id);
  const c = Client.connect(server.base, id, me);
  let v = await c.next((f) => f.type === "view");
  if (!v.legal) v = await c.next((f) => f.type === "view" && f.legal, 20000);
  c.send({ type: "action", action: v.legal[0].id, version: v.version + 5 }); // stale
  await c.next((f) => f.type === "error");
  c.send({ type: "action", action: v.legal[0].id, version: v.version });
  await c.next((f) => f.type === "moved");
  // Play until the bot has moved once.
  for (let i = 0; i < 60 && !c.frames.some((f) => f.type === "moved" && f.seat === 1); i++) {
    const f = await c.next((x) => (x.type === "view" && x.legal) || (x.type === "moved" && x.seat === 1), 20000);
    if (f.type === "view") c.send({ type: "action", action: f.legal[0].id, version: f.version });
  }
  assert.equal((await Client.connect(server.base, id, { seat: me.seat, token: "x".repeat(43) }).closed).code, 4001);
  // Five creations a minute: the flood test made one, this test two; two more, then a 429.
  for (let i = 0; i < 3; i++) await api(server.base, "POST", "/tables", { rules: "rami51", seats: ["player", "greedy"] });

  const text = await metrics();
  assert.ok(sample(text, "rami_moves_total", 'outcome="accepted",code=""') >= 1);
  assert.equal(sample(text, "rami_moves_total", 'outcome="refused",code="stale_version"'), 1);
  assert.equal(sample(text, "rami_auth_failures_total", 'via="socket_url"'), 1);
  assert.equal(sample(text, "rami_limits_hit_total", 'limit="RAMI_SERVER_CREATE_PER_MINUTE"'), 1);
  assert.equal(sample(text, "rami_sockets_open"), 1);
  assert.equal(sample(text, "rami_tables", 'status="playing"'), 1);
  assert.equal(sample(text, "rami_tables", 'status="waiting"'), 4); // the flooder's, and three of the five made
  assert.ok(sample(text, "rami_bot_think_seconds_count", 'kind="ismcts-easy"') >= 1);
  assert.ok(sample(text, "rami_store_seconds_count", 'op="commitMove"') >= 2);
  assert.ok(sample(text, "rami_http_requests_total", 'route="POST /tables",status="429"') >= 1);
  assert.match(text, /^rami_process_resident_memory_bytes /m);
  await c.close();
});
