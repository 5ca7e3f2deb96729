// Load generator for the table server (server/): bot clients over real WebSockets on loopback.
// Creates --tables tables of two player seats (matches, so that they go on), joins both seats
// and plays them from the legal actions each view lists, for --seconds after a --warmup. Bots
// think before each move, as players do: a pause drawn around tables / --rate seconds, so that
// the tables together offer about --rate moves a second (0: no pause, the server saturated). It
// measures the moves the server accepted per second (each acknowledged by the new view, which
// the server sends only once the move is stored), the move-to-view latency (from sending a move
// to receiving the view of its version), the server's memory per table, and its CPU time.
//
// Usage: node benchmarks/server/load.mjs [--tables 1000] [--rate 2200] [--seconds 30] [--warmup 5]
//          [--variant rami51] [--db sqlite:PATH | postgres://...] [--url http://127.0.0.1:PORT]
// Without --url it starts `node server/src/main.js` on a free loopback port and a fresh SQLite
// file (or --db). Only 127.0.0.1 is contacted. Prints one JSON summary line last.

import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";
import { monitorEventLoopDelay } from "node:perf_hooks";

const here = fileURLToPath(new URL(".", import.meta.url));
const serverDir = join(here, "..", "..", "server");
const require = createRequire(join(serverDir, "package.json"));
const WebSocket = require("ws");

function options(argv) {
  const o = { tables: 1000, rate: 2200, seconds: 30, warmup: 5, variant: "rami51", db: null, url: null };
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i].replace(/^--/, "");
    if (!(key in o)) throw new Error(`unknown option ${argv[i]}`);
    o[key] = typeof o[key] === "number" ? Number(argv[i + 1]) : argv[i + 1];
  }
  return o;
}

const opt = options(process.argv.slice(2));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// --- the server ---------------------------------------------------------------------------

let server = null;
let dir = null;
async function startServer() {
  dir = mkdtempSync(join(tmpdir(), "rami-load-"));
  const db = opt.db ?? `sqlite:${join(dir, "load.db")}`;
  // RAMI_LOAD_NODE_ARGS: options for the server's node (--cpu-prof, say).
  const nodeArgs = (process.env.RAMI_LOAD_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const proc = spawn(process.execPath, [...nodeArgs, join(serverDir, "src", "main.js"), "--host", "127.0.0.1", "--port", "0", "--db", db], {
    // The generator is one address (127.0.0.1) making every table: the per-address limits are lifted.
    env: {
      ...process.env,
      RAMI_SERVER_ROUND_PAUSE_MS: "0",
      RAMI_SERVER_CREATE_PER_MINUTE: "1000000",
      RAMI_SERVER_JOIN_PER_MINUTE: "1000000",
      RAMI_SERVER_SOCKETS_PER_ADDRESS: "1000000",
      RAMI_SERVER_MAX_TABLES: "100000",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  process.on("exit", () => proc.kill("SIGKILL"));
  const url = await new Promise((resolve, reject) => {
    let out = "";
    const t = setTimeout(() => reject(new Error("the server did not start")), 30000);
    proc.stdout.on("data", (d) => {
      out += d;
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        clearTimeout(t);
        resolve(m[1]);
      }
    });
    proc.on("exit", (code) => reject(new Error(`the server exited (${code})`)));
  });
  return { proc, url, db };
}

function procStats(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const rss = Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  const ticks = Number(stat[11]) + Number(stat[12]); // utime + stime
  return { rss, cpuSeconds: ticks / 100 };
}

// --- HTTP ---------------------------------------------------------------------------------

async function post(url, body) {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const json = await res.json();
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function inBatches(count, width, fn) {
  const out = [];
  for (let i = 0; i < count; i += width) out.push(...(await Promise.all(Array.from({ length: Math.min(width, count - i) }, (_, k) => fn(i + k)))));
  return out;
}

// --- bot clients --------------------------------------------------------------------------

// The mean pause before a move: each table then offers 1000 / thinkMs moves a second.
const thinkMs = opt.rate > 0 ? (1000 * opt.tables) / opt.rate : 0;
let measuring = false;
let accepted = 0;
let refused = 0;
const latencies = [];
let sockets = 0;

function choose(legal, rand) {
  const lay = legal.filter((a) => a.action.type === "meld" || a.action.type === "lay_off" || a.action.type === "swap");
  if (lay.length && rand() < 0.9) return lay[Math.floor(rand() * lay.length)];
  const draw = legal.find((a) => a.action.type === "draw");
  if (draw && rand() < 0.85) return draw;
  return legal[Math.floor(rand() * legal.length)];
}

function botClient(url, table, seat, token, seed) {
  let s = seed >>> 0;
  const rand = () => ((s = (s * 1664525 + 1013904223) >>> 0) / 4294967296);
  const ws = new WebSocket(`${url.replace("http", "ws")}/tables/${table}/socket?seat=${seat}&token=${token}`, { perMessageDeflate: false });
  let sentAt = 0;
  let sentVersion = -1;
  return new Promise((resolve, reject) => {
    ws.on("open", () => {
      sockets++;
      resolve(ws);
    });
    ws.on("error", reject);
    ws.on("message", (data) => {
      const text = data.toString();
      // Only views matter to a bot; the other frames are skipped without parsing them whole.
      if (!text.startsWith('{"type":"view"')) {
        if (text.startsWith('{"type":"error"')) refused += measuring ? 1 : 0;
        return;
      }
      const frame = JSON.parse(text);
      if (sentVersion >= 0 && frame.version === sentVersion + 1) {
        if (measuring) {
          accepted++;
          latencies.push(performance.now() - sentAt);
        }
        sentVersion = -1;
      }
      if (!frame.legal) return;
      const action = choose(frame.legal, rand);
      const send = () => {
        sentAt = performance.now();
        sentVersion = frame.version;
        ws.send(`{"type":"action","action":${action.id},"version":${frame.version}}`);
      };
      if (thinkMs > 0) setTimeout(send, thinkMs * (0.5 + rand()));
      else send();
    });
  });
}

// --- the run ------------------------------------------------------------------------------

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
}

async function main() {
  let url = opt.url;
  if (!url) {
    server = await startServer();
    url = server.url;
  }
  const pid = server?.proc.pid;
  await sleep(500);
  const idle = pid ? procStats(pid) : null;
  const t0 = performance.now();
  const tables = await inBatches(opt.tables, 25, (i) => post(`${url}/tables`, { rules: opt.variant, seats: ["player", "player"], seed: i + 1, match: true }).then((r) => r.table));
  const seats = await inBatches(tables.length * 2, 25, (i) => post(`${url}/tables/${tables[i >> 1]}/join`, {}).then((r) => ({ table: tables[i >> 1], ...r })));
  const setupSeconds = (performance.now() - t0) / 1000;
  const withTables = pid ? procStats(pid) : null;
  const clients = await inBatches(seats.length, 100, (i) => botClient(url, seats[i].table, seats[i].seat, seats[i].token, i + 7));
  await sleep(opt.warmup * 1000);
  const before = pid ? procStats(pid) : null;
  const ownCpu = process.cpuUsage();
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  measuring = true;
  const start = performance.now();
  await sleep(opt.seconds * 1000);
  measuring = false;
  const seconds = (performance.now() - start) / 1000;
  const after = pid ? procStats(pid) : null;
  loopDelay.disable();
  const own = process.cpuUsage(ownCpu);
  latencies.sort((a, b) => a - b);
  const summary = {
    tables: tables.length,
    sockets,
    offered_rate: opt.rate,
    variant: opt.variant,
    db: server?.db ?? "(external)",
    seconds: Number(seconds.toFixed(1)),
    moves_per_second: Math.round(accepted / seconds),
    refused_per_second: Number((refused / seconds).toFixed(1)),
    latency_ms: { p50: +percentile(latencies, 50).toFixed(2), p90: +percentile(latencies, 90).toFixed(2), p99: +percentile(latencies, 99).toFixed(2), max: +(latencies.at(-1) ?? NaN).toFixed(2) },
    setup_seconds: Number(setupSeconds.toFixed(1)),
    // The generator's own load: its CPU and how late its event loop ran (part of every latency).
    generator_cpu_percent: Math.round((own.user + own.system) / 1e4 / seconds),
    generator_loop_delay_ms: { p50: +(loopDelay.percentile(50) / 1e6).toFixed(1), p99: +(loopDelay.percentile(99) / 1e6).toFixed(1) },
  };
  if (pid) {
    summary.server_rss_mb = {
      idle: +(idle.rss / 2 ** 20).toFixed(1),
      with_tables: +(withTables.rss / 2 ** 20).toFixed(1),
      measuring_start: +(before.rss / 2 ** 20).toFixed(1),
      measuring_end: +(after.rss / 2 ** 20).toFixed(1), // a leak per move would show as growth here
    };
    summary.memory_per_table_kb = { stored_and_loaded: Math.round((withTables.rss - idle.rss) / tables.length / 1024), playing_with_2_sockets: Math.round((after.rss - idle.rss) / tables.length / 1024) };
    summary.server_cpu_percent = Math.round((100 * (after.cpuSeconds - before.cpuSeconds)) / seconds);
  }
  for (const ws of clients) ws.terminate();
  if (server) {
    server.proc.kill("SIGTERM");
    await new Promise((r) => server.proc.on("exit", r));
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`${summary.tables} tables, ${summary.sockets} sockets: ${summary.moves_per_second} moves/s accepted, ` +
    `move-to-view p50 ${summary.latency_ms.p50} ms, p99 ${summary.latency_ms.p99} ms` +
    (pid ? `, ${summary.memory_per_table_kb.playing_with_2_sockets} KB per table, server CPU ${summary.server_cpu_percent}%` : ""));
  console.log(JSON.stringify(summary));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
