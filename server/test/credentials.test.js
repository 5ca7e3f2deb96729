// Credentials: the Origin checked on POSTs and socket upgrades (RAMI_SERVER_ORIGINS, the
// server's own origin, no Origin at all), tokens kept out of every log line, a seat leaving
// (free again before the start; a greedy bot's after it), and a host re-issuing a seat's token
// with the host token POST /tables gave.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { join as joinPath } from "node:path";
import WebSocket from "ws";
import { api, Client, join, startServer, stopServer, tempDir } from "./helpers.js";

let server;
const ALLOWED = "https://cards.example.org";

before(async () => {
  server = await startServer({ db: `sqlite:${joinPath(tempDir(), "credentials.db")}`, env: { RAMI_SERVER_ORIGINS: `${ALLOWED}, http://localhost:5173` } });
});

after(async () => {
  if (server) assert.equal(await stopServer(server), 0, server.stderr);
});

async function post(path, body, headers = {}) {
  const res = await fetch(server.base + path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body), signal: AbortSignal.timeout(15000) });
  return { status: res.status, body: await res.json() };
}

const TABLE = { rules: "rami51", seats: ["player", "player"] };

test("Origin: a foreign page may not create, join or open a socket; the own origin, listed ones and none may", async () => {
  const foreign = await post("/tables", TABLE, { origin: "https://evil.example" });
  assert.equal(foreign.status, 403);
  assert.equal(foreign.body.error.code, "origin_not_allowed");
  assert.equal((await post("/tables", TABLE, { origin: "null" })).status, 403);
  const own = await post("/tables", TABLE, { origin: server.base });
  assert.equal(own.status, 201);
  const id = own.body.table;
  assert.equal((await post("/tables", TABLE, { origin: ALLOWED })).status, 201);
  assert.equal((await post("/tables", TABLE, { origin: "http://localhost:5173" })).status, 201);
  assert.equal((await post("/tables", TABLE)).status, 201, "no Origin: not a browser");
  assert.equal((await post(`/tables/${id}/join`, {}, { origin: "https://evil.example" })).status, 403);
  // GET stays open to any page (the lobby and the public view hold no secret).
  assert.equal((await fetch(`${server.base}/tables`, { headers: { origin: "https://evil.example" } })).status, 200);

  const url = `${server.base.replace("http", "ws")}/tables/${id}/socket`;
  const refused = await new Promise((resolve) => {
    const ws = new WebSocket(url, { origin: "https://evil.example" });
    ws.on("unexpected-response", (_req, res) => resolve(res.statusCode));
    ws.on("open", () => resolve("open"));
    ws.on("error", () => {});
  });
  assert.equal(refused, 403);
  for (const origin of [ALLOWED, server.base, undefined]) {
    const c = new Client(new WebSocket(url, origin ? { origin } : {}), String(origin));
    await c.next((f) => f.type === "view");
    await c.close();
  }
});

test("a seat leaves: free again before the start; after it a greedy bot plays it and the others play on", async () => {
  const { body } = await post("/tables", TABLE);
  const id = body.table;
  const a = await join(server.base, id, { name: "Ana" });
  const wrong = await post(`/tables/${id}/leave`, { seat: a.seat, token: "x".repeat(43) });
  assert.equal(wrong.status, 401);
  assert.equal(wrong.body.error.code, "wrong_token");
  const left = await post(`/tables/${id}/leave`, { seat: a.seat, token: a.token });
  assert.deepEqual([left.status, left.body.left], [200, true]);
  let info = await api(server.base, "GET", `/tables/${id}`);
  assert.deepEqual(info.body.seats[a.seat], { seat: a.seat, kind: "player", taken: false });
  // The old token no longer opens the seat; the seat is joined again.
  const old = Client.connect(server.base, id, a);
  assert.equal((await old.closed).code, 4001);
  const again = await join(server.base, id);
  assert.equal(again.seat, a.seat);
  const b = await join(server.base, id);
  // Started: b leaves while a watches; b's socket is closed and a greedy bot takes b's turns.
  const ca = Client.connect(server.base, id, again);
  const cb = Client.connect(server.base, id, b);
  let f = await ca.next((x) => x.type === "view");
  await cb.next((x) => x.type === "view");
  assert.equal((await post(`/tables/${id}/leave`, { seat: b.seat, token: b.token })).status, 200);
  assert.equal((await cb.closed).code, 1000);
  info = await api(server.base, "GET", `/tables/${id}`);
  assert.equal(info.body.seats[b.seat].kind, "greedy");
  // a plays; the bot answers for b.
  for (let moves = 0; moves < 400 && f.type === "view"; moves++) {
    if (f.legal) ca.send({ type: "action", action: f.legal.find((l) => l.action.type === "draw")?.id ?? f.legal.at(-1).id, version: f.version });
    f = await ca.next((x) => (x.type === "view" && x.legal) || (x.type === "moved" && x.seat === b.seat) || x.type === "over", 20000);
  }
  assert.ok(ca.frames.some((f) => f.type === "moved" && f.seat === b.seat), "the bot played the seat that left");
  await ca.close();
});

test("the host re-issues a seat's token: the old one stops working, its sockets are closed with 4001", async () => {
  const { body } = await post("/tables", TABLE);
  const { table: id, host_token: host } = body;
  assert.ok(host.length >= 43);
  const a = await join(server.base, id);
  const ca = Client.connect(server.base, id, a);
  await ca.next((f) => f.type === "view");
  const path = `/tables/${id}/seats/${a.seat}/token`;
  for (const auth of [undefined, "Bearer nope", `Basic ${host}`, `Bearer ${a.token}`]) {
    const r = await post(path, {}, auth ? { authorization: auth } : {});
    assert.equal(r.status, 401, String(auth));
    assert.equal(r.body.error.code, "wrong_token");
  }
  const free = await post(`/tables/${id}/seats/${1 - a.seat}/token`, {}, { authorization: `Bearer ${host}` });
  assert.equal(free.status, 409);
  assert.equal(free.body.error.code, "seat_free");
  const issued = await post(path, {}, { authorization: `Bearer ${host}` });
  assert.equal(issued.status, 200);
  assert.equal(issued.body.seat, a.seat);
  assert.notEqual(issued.body.token, a.token);
  assert.equal((await ca.closed).code, 4001);
  assert.equal((await Client.connect(server.base, id, a).closed).code, 4001);
  const fresh = Client.connect(server.base, id);
  await fresh.next((f) => f.type === "view");
  fresh.send({ type: "hello", seat: a.seat, token: issued.body.token });
  assert.equal((await fresh.next((f) => f.type === "view")).view.seat, a.seat);
  await fresh.close();
});

test("no token, host token or seat token appears in the log", async () => {
  const { body } = await post("/tables", TABLE);
  const a = await join(server.base, body.table);
  const c = Client.connect(server.base, body.table, a);
  await c.next((f) => f.type === "view");
  await c.close();
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.match(server.stderr, /info http client=127\.0\.0\.1 method=POST path=\/tables\/\S+\/join status=200 ms=/);
  assert.match(server.stderr, /info socket client=127\.0\.0\.1 table=\S+ seat=\d frames=0 code=1005/);
  assert.ok(!server.stderr.includes(a.token) && !server.stderr.includes(body.host_token));
  assert.doesNotMatch(server.stderr, /token=/);
});
