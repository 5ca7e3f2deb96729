// Test helpers: a server process on a loopback port, HTTP calls, WebSocket clients that record
// every frame, and a client that plays its seat from the legal actions it is sent. Every wait
// is bounded in time.

import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join as joinPath } from "node:path";
import { fileURLToPath } from "node:url";
import WebSocket from "ws";

const here = dirname(fileURLToPath(import.meta.url));
export const MAIN = joinPath(here, "..", "src", "main.js");

/** A fresh folder for a test's SQLite files. */
export function tempDir() {
  return mkdtempSync(joinPath(tmpdir(), "rami-server-test-"));
}

/**
 * Environment for test servers: no pause between rounds, a short lease, and the limits per
 * address raised (every test client is 127.0.0.1); the tests of the limits set their own.
 */
export const TEST_ENV = {
  RAMI_SERVER_ROUND_PAUSE_MS: "0",
  RAMI_SERVER_LEASE_MS: "1500",
  RAMI_SERVER_CREATE_PER_MINUTE: "100000",
  RAMI_SERVER_JOIN_PER_MINUTE: "100000",
  RAMI_SERVER_SOCKETS_PER_ADDRESS: "100000",
  RAMI_SERVER_MAX_SEARCH_BOTS: "1000",
};

const started = new Set();
process.on("exit", () => {
  for (const proc of started) proc.kill("SIGKILL");
});

/**
 * Starts `node src/main.js --port 0 --db DB` and resolves once it prints its "listening" line.
 * Returns {base, port, proc, stderr (text so far, a getter), exited (a promise of the exit code)}.
 */
export function startServer({ db, env = {}, timeoutMs = 20000 } = {}) {
  const proc = spawn(process.execPath, [MAIN, "--host", "127.0.0.1", "--port", "0", "--db", db], {
    env: { ...process.env, ...TEST_ENV, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // A test that fails before stopping its server leaves no server behind: it is killed when the
  // test process exits (tools/test_server.sh runs node --test --test-force-exit).
  started.add(proc);
  proc.on("exit", () => started.delete(proc));
  let out = "";
  let err = "";
  const exited = new Promise((resolve) => proc.on("exit", (code, signal) => resolve(code ?? signal)));
  proc.stderr.on("data", (d) => (err += d));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill("SIGKILL");
      reject(new Error(`server did not start in ${timeoutMs} ms: ${err}`));
    }, timeoutMs);
    proc.stdout.on("data", (d) => {
      out += d;
      const m = /listening on http:\/\/127\.0\.0\.1:(\d+)\n/.exec(out);
      if (m) {
        clearTimeout(timer);
        const port = Number(m[1]);
        resolve({ base: `http://127.0.0.1:${port}`, port, proc, exited, get stderr() { return err; }, get stdout() { return out; } });
      }
    });
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening: ${err}`));
    });
  });
}

/** Stops a server with SIGTERM and waits (bounded) for its exit code. */
export async function stopServer(server, timeoutMs = 15000) {
  if (server.proc.exitCode !== null || server.proc.signalCode !== null) return server.exited;
  server.proc.kill("SIGTERM");
  const code = await Promise.race([server.exited, sleep(timeoutMs).then(() => "timeout")]);
  if (code === "timeout") server.proc.kill("SIGKILL");
  return code;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** An HTTP call: {status, body} (the body parsed from JSON). */
export async function api(base, method, path, body) {
  const res = await fetch(base + path, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(15000),
  });
  const text = await res.text();
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: res.status, body: parsed };
}

/** Creates a table and returns its id (fails the test on a refusal). */
export async function createTable(base, request) {
  const r = await api(base, "POST", "/tables", request);
  if (r.status !== 201) throw new Error(`POST /tables: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.table;
}

/** Joins a table: {seat, token}. */
export async function join(base, table, request = {}) {
  const r = await api(base, "POST", `/tables/${table}/join`, request);
  if (r.status !== 200) throw new Error(`join: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** A WebSocket client that keeps every frame it receives, in order. */
export class Client {
  constructor(ws, label) {
    this.ws = ws;
    this.label = label;
    this.frames = []; // parsed frames
    this.raw = []; // their text
    this.cursor = 0;
    this.waiters = new Set();
    this.sent = [];
    this.closed = new Promise((resolve) => ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() })));
    this.closed.then(() => this.#wake());
    ws.on("message", (data) => {
      const text = data.toString();
      this.raw.push(text);
      this.frames.push(JSON.parse(text));
      this.#wake();
    });
    ws.on("error", () => {});
  }

  /** Opens a socket to `table` (seat and token optional: without them, a spectator). */
  static connect(base, table, { seat, token, label } = {}) {
    const params = new URLSearchParams();
    if (seat !== undefined) params.set("seat", String(seat));
    if (token !== undefined) params.set("token", token);
    const q = params.toString();
    const ws = new WebSocket(`${base.replace("http", "ws")}/tables/${table}/socket${q ? "?" + q : ""}`);
    return new Client(ws, label ?? (seat === undefined ? "spectator" : `seat ${seat}`));
  }

  #wake() {
    for (const w of this.waiters) w();
  }

  get isOpen() {
    return this.ws.readyState === WebSocket.OPEN;
  }

  /** The next frame past the cursor that `match` accepts (moves the cursor past it). */
  async next(match = () => true, timeoutMs = 10000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.cursor < this.frames.length) {
        const frame = this.frames[this.cursor++];
        if (match(frame)) return frame;
      }
      if (this.ws.readyState === WebSocket.CLOSED) throw new Error(`${this.label}: socket closed while waiting (${this.frames.length} frames)`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${this.label}: no matching frame in ${timeoutMs} ms (last: ${this.raw.at(-1)?.slice(0, 300)})`);
      await new Promise((resolve) => {
        const done = () => {
          clearTimeout(t);
          this.waiters.delete(done);
          resolve();
        };
        const t = setTimeout(done, left);
        this.waiters.add(done);
      });
    }
  }

  /** The latest view frame received so far (or null). */
  latestView() {
    for (let i = this.frames.length - 1; i >= 0; i--) if (this.frames[i].type === "view") return this.frames[i];
    return null;
  }

  send(frame) {
    const text = typeof frame === "string" ? frame : JSON.stringify(frame);
    this.sent.push(text);
    this.ws.send(text);
  }

  close() {
    this.ws.close();
    return this.closed;
  }
}

/** A small seeded generator (mulberry32): tests that play at random do so reproducibly. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Picks an action among the legal ones: a meld, lay-off or swap when there is one (rounds end
 * sooner), else mostly a draw, else a discard; at random within each kind.
 */
export function pickAction(legal, rand) {
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const lay = legal.filter((a) => ["meld", "lay_off", "swap"].includes(a.action.type));
  if (lay.length && rand() < 0.9) return pick(lay);
  const draw = legal.filter((a) => a.action.type === "draw");
  if (draw.length && rand() < 0.85) return draw[0];
  return pick(legal);
}

/**
 * Plays the client's seat until the table's game is over: each view that lists legal actions
 * is answered with one (by number). Resolves with the round's `over` frame.
 */
export async function playSeat(client, { seed = 1, timeoutMs = 60000, maxMoves = 5000, onView } = {}) {
  const rand = random(seed);
  const deadline = Date.now() + timeoutMs;
  let moves = 0;
  for (;;) {
    const frame = await client.next((f) => f.type === "view" || f.type === "over", Math.max(1, deadline - Date.now()));
    if (frame.type === "over") return frame;
    onView?.(frame);
    if (!frame.legal || frame.version !== client.latestView().version) continue;
    if (++moves > maxMoves) throw new Error(`${client.label}: more than ${maxMoves} moves`);
    const choice = pickAction(frame.legal, rand);
    client.send({ type: "action", action: choice.id, version: frame.version });
  }
}

/**
 * A new, empty PostgreSQL database on the test cluster (RAMI_TEST_POSTGRES, the URL of its
 * postgres database, set by tools/test_server.sh); returns its URL. Without the cluster the
 * test fails: PostgreSQL is never skipped silently.
 */
export async function postgresDatabase(label) {
  const admin = process.env.RAMI_TEST_POSTGRES;
  if (!admin) throw new Error("RAMI_TEST_POSTGRES is not set: run tools/test_server.sh, which starts a throwaway PostgreSQL");
  const { default: pg } = await import("pg");
  const name = `rami_${label}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}
