// The limits a stranger meets, each with low settings: creations and joins a minute per address
// (429 with Retry-After), live tables and search-bot seats per process (503 naming the
// setting), sockets per address, table and seat (closed with 1008), a half-sent request dropped
// within seconds, and the client address taken from X-Forwarded-For's last hop only when
// RAMI_SERVER_TRUST_PROXY says so.

import { after, test } from "node:test";
import assert from "node:assert/strict";
import net from "node:net";
import { join as joinPath } from "node:path";
import WebSocket from "ws";
import { Client, createTable, join, sleep, startServer, stopServer, tempDir } from "./helpers.js";

const dir = tempDir();
const servers = [];

async function serve(name, env) {
  const s = await startServer({ db: `sqlite:${joinPath(dir, `${name}.db`)}`, env });
  servers.push(s);
  return s;
}

after(async () => {
  for (const s of servers) assert.equal(await stopServer(s), 0, s.stderr);
});

// POST or GET with a client address given through X-Forwarded-For (when the proxy is trusted).
async function call(base, method, path, body, from) {
  const headers = { "content-type": "application/json", ...(from ? { "x-forwarded-for": from } : {}) };
  const res = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(15000) });
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body: await res.json() };
}

const TABLE = { rules: "rami51", seats: ["player", "player", "greedy"] };

test("creations and joins a minute per address: 429 with Retry-After; another address is not held back", async () => {
  const s = await serve("rates", { RAMI_SERVER_CREATE_PER_MINUTE: "3", RAMI_SERVER_JOIN_PER_MINUTE: "2", RAMI_SERVER_TRUST_PROXY: "1" });
  const made = [];
  for (let i = 0; i < 3; i++) {
    const r = await call(s.base, "POST", "/tables", TABLE, "10.0.0.1");
    assert.equal(r.status, 201);
    made.push(r.body.table);
  }
  const refused = await call(s.base, "POST", "/tables", TABLE, "10.0.0.1");
  assert.equal(refused.status, 429);
  assert.equal(refused.body.error.code, "rate_limited");
  assert.match(refused.body.error.message, /RAMI_SERVER_CREATE_PER_MINUTE/);
  assert.ok(Number(refused.retryAfter) >= 1 && Number(refused.retryAfter) <= 60, refused.retryAfter);
  // Only the last hop counts: a client cannot pick its address by prepending hops.
  assert.equal((await call(s.base, "POST", "/tables", TABLE, "10.0.0.9, 10.0.0.1")).status, 429);
  assert.equal((await call(s.base, "POST", "/tables", TABLE, "10.0.0.1, 10.0.0.2")).status, 201);

  assert.equal((await call(s.base, "POST", `/tables/${made[0]}/join`, {}, "10.0.0.3")).status, 200);
  assert.equal((await call(s.base, "POST", `/tables/${made[0]}/join`, {}, "10.0.0.3")).status, 200);
  const joinRefused = await call(s.base, "POST", `/tables/${made[1]}/join`, {}, "10.0.0.3");
  assert.equal(joinRefused.status, 429);
  assert.match(joinRefused.body.error.message, /RAMI_SERVER_JOIN_PER_MINUTE/);
  assert.ok(Number(joinRefused.retryAfter) >= 1);
  // A refused join took no seat.
  const listed = await call(s.base, "GET", "/tables?status=open", undefined, "10.0.0.3");
  assert.equal(listed.body.tables.find((t) => t.table === made[1]).seats_free, 2);
  assert.match(s.stderr, /limit_hit|http .*status=429/);
});

test("without RAMI_SERVER_TRUST_PROXY, X-Forwarded-For is ignored: the socket's address counts", async () => {
  const s = await serve("noproxy", { RAMI_SERVER_CREATE_PER_MINUTE: "2" });
  assert.equal((await call(s.base, "POST", "/tables", TABLE, "10.1.0.1")).status, 201);
  assert.equal((await call(s.base, "POST", "/tables", TABLE, "10.1.0.2")).status, 201);
  assert.equal((await call(s.base, "POST", "/tables", TABLE, "10.1.0.3")).status, 429);
  assert.match(s.stderr, /client=127\.0\.0\.1/);
});

test("live tables and search-bot seats per process: 503 naming the setting", async () => {
  const s = await serve("room", { RAMI_SERVER_MAX_TABLES: "3", RAMI_SERVER_MAX_SEARCH_BOTS: "2" });
  await createTable(s.base, { rules: "rami51", seats: ["player", "ismcts-easy", "ismcts-easy"] });
  const bots = await call(s.base, "POST", "/tables", { rules: "rami51", seats: ["player", "ismcts-hard"] });
  assert.equal(bots.status, 503);
  assert.equal(bots.body.error.code, "too_many_bots");
  assert.match(bots.body.error.message, /RAMI_SERVER_MAX_SEARCH_BOTS = 2/);
  await createTable(s.base, { rules: "rami51", seats: ["player", "greedy"] });
  await createTable(s.base, { rules: "rami51", seats: ["player", "random"] });
  const full = await call(s.base, "POST", "/tables", { rules: "rami51", seats: ["player", "greedy"] });
  assert.equal(full.status, 503);
  assert.equal(full.body.error.code, "too_many_tables");
  assert.match(full.body.error.message, /RAMI_SERVER_MAX_TABLES = 3/);
  assert.ok(Number(full.retryAfter) >= 1);
});

// Opens a socket (with an X-Forwarded-For address) and resolves with its close code, or "open"
// once it got its first frame and is still open a moment later.
async function tryOpen(url, from) {
  const ws = new WebSocket(url, { headers: from ? { "x-forwarded-for": from } : {} });
  const client = new Client(ws, from ?? "socket");
  const outcome = await Promise.race([client.closed.then((c) => c.code), client.next(() => true, 10000).then(() => sleep(150)).then(() => (client.isOpen ? "open" : "closed"))]);
  return { client, outcome: outcome === "closed" ? (await client.closed).code : outcome };
}

test("sockets per address, per table and per seat: the extra one is closed with 1008", async () => {
  const s = await serve("sockets", {
    RAMI_SERVER_TRUST_PROXY: "1",
    RAMI_SERVER_SOCKETS_PER_ADDRESS: "3",
    RAMI_SERVER_SOCKETS_PER_TABLE: "5",
    RAMI_SERVER_SOCKETS_PER_SEAT: "2",
  });
  const id = await createTable(s.base, TABLE);
  const me = await join(s.base, id);
  const url = `${s.base.replace("http", "ws")}/tables/${id}/socket`;
  const open = [];
  // Per address: three from 10.2.0.1, the fourth closed.
  for (let i = 0; i < 3; i++) {
    const r = await tryOpen(url, "10.2.0.1");
    assert.equal(r.outcome, "open");
    open.push(r.client);
  }
  assert.equal((await tryOpen(url, "10.2.0.1")).outcome, 1008);
  // Per table: two more from other addresses fill it (five), the sixth is closed.
  for (const from of ["10.2.0.2", "10.2.0.3"]) {
    const r = await tryOpen(url, from);
    assert.equal(r.outcome, "open");
    open.push(r.client);
  }
  assert.equal((await tryOpen(url, "10.2.0.4")).outcome, 1008);
  await Promise.all(open.splice(0).map((c) => c.close()));
  // Per seat: two sockets of one seat (URL form and hello), the third closed.
  const seatUrl = `${url}?seat=${me.seat}&token=${me.token}`;
  for (const from of ["10.2.1.1", "10.2.1.2"]) {
    const r = await tryOpen(seatUrl, from);
    assert.equal(r.outcome, "open");
    open.push(r.client);
  }
  assert.equal((await tryOpen(seatUrl, "10.2.1.3")).outcome, 1008);
  const viaHello = await tryOpen(url, "10.2.1.4");
  assert.equal(viaHello.outcome, "open");
  viaHello.client.send({ type: "hello", seat: me.seat, token: me.token });
  assert.equal((await viaHello.client.closed).code, 1008);
  // A socket closed frees its place.
  await open.pop().close();
  const again = await tryOpen(seatUrl, "10.2.1.5");
  assert.equal(again.outcome, "open");
  await Promise.all([...open, again.client].map((c) => c.close()));
  assert.match(s.stderr, /socket client=10\.2\.0\.1 table=\S+ seat=null frames=0 code=1008/);
});

test("a half-sent request is dropped within seconds (RAMI_SERVER_HEADERS_TIMEOUT_MS)", async () => {
  const s = await serve("slow", { RAMI_SERVER_HEADERS_TIMEOUT_MS: "1000", RAMI_SERVER_REQUEST_TIMEOUT_MS: "2000" });
  const started = Date.now();
  const closedAfter = await new Promise((resolve) => {
    const socket = net.connect(s.port, "127.0.0.1", () => socket.write("POST /tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-"));
    socket.resume();
    socket.on("close", () => resolve(Date.now() - started));
    socket.on("error", () => {});
    setTimeout(() => socket.destroy(), 15000).unref();
  });
  assert.ok(closedAfter < 5000, `closed after ${closedAfter} ms`);
  // A body that never ends: dropped once the request's time is up.
  const bodyStarted = Date.now();
  const bodyClosed = await new Promise((resolve) => {
    const socket = net.connect(s.port, "127.0.0.1", () => socket.write("POST /tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n{\"rules\""));
    socket.resume();
    socket.on("close", () => resolve(Date.now() - bodyStarted));
    socket.on("error", () => {});
    setTimeout(() => socket.destroy(), 15000).unref();
  });
  assert.ok(bodyClosed < 6000, `closed after ${bodyClosed} ms`);
});
