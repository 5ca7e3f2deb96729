// A human's move while search bots think: the table server (SQLite, one process) with
// --bot-tables tables of two ismcts-hard seats each (matches, so that they go on: 20 seats by
// default, one per table thinking at any time, more than the bot threads can keep up with),
// and one table of two player seats played over real WebSockets on 127.0.0.1 by this script,
// a move every --pace ms. It measures each human move's latency, from its send to the view that
// acknowledges it (the server sends that view only once the move is stored), for --seconds after
// a --warmup, and the bots' moves made meanwhile. RAMI_SERVER_BOT_WORKERS (default: one thread
// per core) is passed on to the server.
//
// Usage: node benchmarks/server/busy_bots.mjs [--bot-tables 10] [--bot ismcts-hard] [--seconds 30]
//          [--warmup 5] [--pace 100]
// Prints one JSON summary line last.

import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";

const here = fileURLToPath(new URL(".", import.meta.url));
const serverDir = join(here, "..", "..", "server");
const WebSocket = createRequire(join(serverDir, "package.json"))("ws");

const opt = { "bot-tables": 10, bot: "ismcts-hard", seconds: 30, warmup: 5, pace: 100 };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i += 2) {
  const key = argv[i].replace(/^--/, "");
  if (!(key in opt)) throw new Error(`unknown option ${argv[i]}`);
  opt[key] = typeof opt[key] === "number" ? Number(argv[i + 1]) : argv[i + 1];
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const dir = mkdtempSync(join(tmpdir(), "rami-busy-"));
const proc = spawn(process.execPath, [join(serverDir, "src", "main.js"), "--host", "127.0.0.1", "--port", "0", "--db", `sqlite:${join(dir, "busy.db")}`], {
  env: { ...process.env, RAMI_SERVER_ROUND_PAUSE_MS: "0", RAMI_SERVER_MAX_SEARCH_BOTS: "10000", RAMI_SERVER_CREATE_PER_MINUTE: "100000", RAMI_SERVER_RATE: "1000", RAMI_SERVER_BURST: "1000" },
  stdio: ["ignore", "pipe", "pipe"],
});
let log = "";
proc.stderr.on("data", (d) => (log += d));
process.on("exit", () => {
  proc.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});
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
  proc.on("exit", (code) => reject(new Error(`the server exited (${code}): ${log}`)));
});

async function post(path, body) {
  const res = await fetch(url + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const json = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

for (let i = 0; i < opt["bot-tables"]; i++) await post("/tables", { rules: "rami51", seats: [opt.bot, opt.bot], seed: i + 1, match: true });
const { table } = await post("/tables", { rules: "rami51", seats: ["player", "player"], seed: 99, match: true });
const seats = [await post(`/tables/${table}/join`, {}), await post(`/tables/${table}/join`, {})];

let measuring = false;
const latencies = [];
// Each seat's socket plays its turns: the first legal action that is not a discard when it can
// (draw, meld...), else the first discard, a move every opt.pace ms.
for (const { seat, token } of seats) {
  const ws = new WebSocket(`${url.replace("http", "ws")}/tables/${table}/socket`, { perMessageDeflate: false });
  let sentAt = 0;
  let sentVersion = -1;
  ws.on("open", () => ws.send(JSON.stringify({ type: "hello", seat, token })));
  ws.on("message", (data) => {
    const frame = JSON.parse(data.toString());
    if (frame.type !== "view") return;
    if (sentVersion >= 0 && frame.version === sentVersion + 1) {
      if (measuring) latencies.push(performance.now() - sentAt);
      sentVersion = -1;
    }
    if (!frame.legal) return;
    const action = frame.legal.find((a) => a.action.type === "draw") ?? frame.legal.find((a) => a.action.type === "discard") ?? frame.legal[0];
    setTimeout(() => {
      sentAt = performance.now();
      sentVersion = frame.version;
      ws.send(JSON.stringify({ type: "action", action: action.id, version: frame.version }));
    }, opt.pace);
  });
}

const botMoves = async () => {
  const text = await (await fetch(`${url}/metrics`)).text();
  const line = text.split("\n").find((l) => l.startsWith(`rami_bot_think_seconds_count{kind="${opt.bot}"}`));
  return line ? Number(line.split(" ").at(-1)) : 0;
};
const thinkSum = async () => {
  const text = await (await fetch(`${url}/metrics`)).text();
  const line = text.split("\n").find((l) => l.startsWith(`rami_bot_think_seconds_sum{kind="${opt.bot}"}`));
  return line ? Number(line.split(" ").at(-1)) : 0;
};
await sleep(opt.warmup * 1000);
const [bots0, think0] = [await botMoves(), await thinkSum()];
measuring = true;
const start = performance.now();
await sleep(opt.seconds * 1000);
measuring = false;
const seconds = (performance.now() - start) / 1000;
const [bots1, think1] = [await botMoves(), await thinkSum()];
latencies.sort((a, b) => a - b);
const pct = (p) => +latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
console.log(
  JSON.stringify({
    bot_seats: opt["bot-tables"] * 2,
    bot: opt.bot,
    bot_workers: Number(/bot_workers=(\d+)/.exec(log)?.[1]),
    seconds: +seconds.toFixed(1),
    human_moves: latencies.length,
    human_latency_ms: { p50: pct(50), p90: pct(90), p99: pct(99), max: +latencies.at(-1).toFixed(1) },
    bot_moves_per_second: +((bots1 - bots0) / seconds).toFixed(1),
    bot_think_ms_mean: +((1000 * (think1 - think0)) / Math.max(1, bots1 - bots0)).toFixed(0),
    load_average: loadavg().map((x) => +x.toFixed(2)),
  }),
);
process.exit(0);
