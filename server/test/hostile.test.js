// Hostile clients: wrong and stolen tokens, moves out of turn, stale versions, malformed and
// oversized frames, floods. Each is refused; a game played meanwhile at another table goes on
// unhurt; the server stays up and logs no fault.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { join as joinPath } from "node:path";
import WebSocket from "ws";
import { api, Client, createTable, join, pickAction, random, sleep, startServer, stopServer, tempDir } from "./helpers.js";
import { readTable, replayStates } from "./history.js";
import { checkFrames } from "./spy.js";

const db = `sqlite:${joinPath(tempDir(), "hostile.db")}`;
let server;
let base;
// The bystander: a game played at its own table while the attacks go on.
let victim;

before(async () => {
  server = await startServer({ db, env: { RAMI_SERVER_ROUND_PAUSE_MS: "100" } });
  base = server.base;
  const id = await createTable(base, { rules: "rami51", seats: ["player", "greedy"], seed: 31, match: true });
  const me = await join(base, id);
  const client = Client.connect(base, id, me);
  const rand = random(3);
  const gaps = [];
  let last = Date.now();
  client.ws.on("message", () => {
    const f = client.frames.at(-1);
    if (f.type !== "view") return;
    gaps.push(Date.now() - last);
    last = Date.now();
    // Plays at a human pace, well inside the rate limit.
    if (f.legal) setTimeout(() => client.send({ type: "action", action: pickAction(f.legal, rand).id, version: f.version }), 40);
  });
  victim = { id, me, client, gaps };
});

after(async () => {
  if (!server) return;
  // The bystander's game goes on after the attacks (bounded wait).
  const viewCount = () => victim.client.frames.filter((f) => f.type === "view").length;
  for (let i = 0; i < 300 && viewCount() < 40; i++) await sleep(100);
  const views = victim.client.frames.filter((f) => f.type === "view");
  await victim.client.close();
  const info = await api(base, "GET", "/tables");
  const code = await stopServer(server);
  // The server stayed up, stopped cleanly and logged no fault.
  assert.equal(info.status, 200);
  assert.equal(code, 0, server.stderr);
  assert.doesNotMatch(server.stderr, / error /, server.stderr);
  // The bystander's game went on throughout, and every frame it got is right.
  assert.ok(views.length >= 40, `the bystander got only ${views.length} views`);
  const longest = Math.max(...victim.gaps.slice(1));
  assert.ok(longest < 3000, `the bystander waited ${longest} ms for a view`);
  const table = await readTable(db, victim.id);
  checkFrames({ seat: victim.me.seat, frames: victim.client.frames, states: replayStates(table), sent: victim.client.sent });
});

async function twoPlayerTable(seed = 5) {
  const id = await createTable(base, { rules: "rami51", seats: ["player", "player"], seed });
  const a = await join(base, id);
  const b = await join(base, id);
  return { id, a, b };
}

test("wrong, guessed and stolen tokens close with 4001 before any frame", async () => {
  const { id, a } = await twoPlayerTable();
  const other = await twoPlayerTable(6);
  const attempts = [
    ...Array.from({ length: 30 }, (_, i) => ({ seat: 0, token: Buffer.from(`guess${i}`).toString("base64url") })),
    { seat: a.seat, token: a.token.slice(0, -1) + (a.token.endsWith("A") ? "B" : "A") }, // one character off
    { seat: other.a.seat, token: a.token, table: other.id }, // a token of another table
    { seat: 1 - a.seat, token: a.token }, // another seat's token
    { seat: a.seat, token: "" },
    { seat: -1, token: a.token },
  ];
  const clients = attempts.map((t) => Client.connect(base, t.table ?? id, t));
  for (const c of clients) {
    assert.equal((await c.closed).code, 4001);
    assert.equal(c.frames.length, 0);
  }
});

test("moves out of turn and stale versions are refused and change nothing", async () => {
  const { id, a, b } = await twoPlayerTable(7);
  const ca = Client.connect(base, id, a);
  const cb = Client.connect(base, id, b);
  const va = await ca.next((f) => f.type === "view");
  const vb = await cb.next((f) => f.type === "view");
  const [mover, waiter, view] = va.legal ? [ca, cb, va] : [cb, ca, vb];
  for (const action of view.legal.slice(0, 5)) waiter.send({ type: "action", action: action.id, version: 0 });
  for (let i = 0; i < Math.min(5, view.legal.length); i++) assert.equal((await waiter.next((f) => f.type === "error")).error.code, "not_your_turn");
  for (const version of [-1, 1, 2 ** 40, 1e6]) mover.send({ type: "action", action: view.legal[0].id, version });
  for (let i = 0; i < 4; i++) assert.equal((await mover.next((f) => f.type === "error")).error.code, "stale_version");
  assert.equal((await readTable(db, id)).version, 0);
  await Promise.all([ca.close(), cb.close()]);
});

test("malformed frames get an error; an oversized frame closes the socket (1009); the server goes on", async () => {
  const { id, a } = await twoPlayerTable(8);
  const c = Client.connect(base, id, a);
  const v = await c.next((f) => f.type === "view");
  const bad = [
    ["{", "invalid_json"],
    ["[]", "bad_frame"],
    ["null", "bad_frame"],
    ["42", "bad_frame"],
    [JSON.stringify({ type: "move", version: 0 }), "invalid_move"],
    [JSON.stringify({ type: "move", move: "draw", version: 0 }), "invalid_move"],
    [JSON.stringify({ type: "move", move: { type: "draw" }, version: "0" }), "bad_frame"],
    [JSON.stringify({ type: "action", action: -3, version: 0 }), "number_out_of_range"],
    [JSON.stringify({ type: "action", action: 1.5, version: 0 }), "number_out_of_range"],
    [JSON.stringify({ type: "teleport", version: 0 }), "bad_frame"],
    ['{"type":"move","version":0,"move":' + "[".repeat(5000) + "]".repeat(5000) + "}", "invalid_move"],
    ['{"type":"move","version":0,"move":{"type":"play","steps":' + JSON.stringify(Array(500).fill({ meld: ["AS", "2S", "3S"] })) + "}}", null],
    ['{"type":"move","version":0,"move":{"type":"discard","card":"\\ud800"}}', null],
  ];
  for (const [text, code] of bad) {
    c.send(text);
    const e = await c.next((f) => f.type === "error");
    if (code) assert.equal(e.error.code, code, text.slice(0, 80));
    assert.ok(e.error.rule && e.error.message, JSON.stringify(e));
  }
  c.ws.send(Buffer.from([1, 2, 3]), { binary: true });
  assert.equal((await c.next((f) => f.type === "error")).error.code, "bad_frame");
  assert.ok(c.isOpen);
  assert.equal((await readTable(db, id)).version, 0);
  // Past maxPayload (16 KiB) the socket is closed.
  c.send(JSON.stringify({ type: "move", version: v.version, move: { type: "draw", pad: "x".repeat(20000) } }));
  assert.equal((await c.closed).code, 1009);
  // The seat reconnects and plays on.
  const again = Client.connect(base, id, a);
  const back = await again.next((f) => f.type === "view");
  assert.equal(back.version, 0);
  await again.close();
});

test("a flood is rate limited, then the socket is closed (1008); the seat may come back", async () => {
  const { id, a } = await twoPlayerTable(9);
  const c = Client.connect(base, id, a);
  const v = await c.next((f) => f.type === "view");
  for (let i = 0; i < 400; i++) c.send({ type: "move", move: { type: "discard", card: "ZZ" }, version: v.version });
  const closed = await c.closed;
  assert.equal(closed.code, 1008);
  const errors = c.frames.filter((f) => f.type === "error");
  assert.ok(errors.some((e) => e.error.code === "rate_limited"));
  assert.ok(errors.length <= 60, `${errors.length} error frames answered a flood of 400`);
  assert.match(server.stderr, /socket_flooding/);
  const again = Client.connect(base, id, a);
  assert.equal((await again.next((f) => f.type === "view")).version, 0);
  await again.close();
});

test("many sockets opened and dropped, and raw garbage on the port, leave the server up", async () => {
  const { id } = await twoPlayerTable(10);
  const sockets = Array.from({ length: 100 }, () => new WebSocket(`${base.replace("http", "ws")}/tables/${id}/socket`));
  await Promise.all(sockets.map((ws) => new Promise((resolve) => ws.on("open", resolve).on("error", resolve))));
  sockets.forEach((ws) => ws.terminate());
  const net = await import("node:net");
  await new Promise((resolve) => {
    const s = net.connect(server.port, "127.0.0.1", () => s.end("GARBAGE / HTTP/9\r\n\r\n\x00\x01\x02"));
    s.on("close", resolve).on("error", resolve);
    s.resume();
  });
  const upgradeElsewhere = new WebSocket(`${base.replace("http", "ws")}/nowhere`);
  await new Promise((resolve) => upgradeElsewhere.on("error", resolve).on("close", resolve));
  await sleep(100);
  const r = await api(base, "GET", `/tables/${id}`);
  assert.equal(r.status, 200);
});
