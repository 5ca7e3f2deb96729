// The server's settings: the command line (--host, --port, --db) and the limits that an
// operator may tune through the environment (RAMI_SERVER_*), all with safe defaults
// (docs/server.md "Settings").

import { availableParallelism } from "node:os";

const USAGE = "usage: rami-server [--host 127.0.0.1] [--port 8080] [--db sqlite:PATH | postgres://USER@HOST:PORT/DB]";

function envNumber(env, name, fallback, min, max) {
  const text = env[name];
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max) throw new Error(`${name}: expected a number from ${min} to ${max}`);
  return value;
}

function envFlag(env, name) {
  const text = env[name] ?? "";
  if (!["", "0", "1", "true", "false"].includes(text)) throw new Error(`${name}: expected 1 or 0`);
  return text === "1" || text === "true";
}

function envList(env, name) {
  const list = (env[name] ?? "").split(",").map((o) => o.trim()).filter(Boolean);
  for (const origin of list)
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) throw new Error(`${name}: expected origins such as https://example.org, comma-separated (${origin})`);
  return list;
}

/**
 * Reads the settings from the arguments (without node and the script) and the environment.
 * @throws Error with a usage message for an unknown or malformed argument.
 */
export function readConfig(argv, env = process.env) {
  const config = {
    host: "127.0.0.1",
    port: 8080,
    db: "sqlite:rami-tables.db",
    // A frame holds at most one move: 64 steps of 13 cards fit in well under 16 KiB.
    maxPayload: envNumber(env, "RAMI_SERVER_MAX_PAYLOAD", 16 * 1024, 1024, 1 << 20),
    maxBody: envNumber(env, "RAMI_SERVER_MAX_BODY", 64 * 1024, 1024, 1 << 22),
    // Frames a socket may send per second, and the burst it may save up.
    rate: envNumber(env, "RAMI_SERVER_RATE", 20, 1, 10000),
    burst: envNumber(env, "RAMI_SERVER_BURST", 40, 1, 100000),
    // SQLite: moves arriving within this window share one transaction (group commit).
    commitWindowMs: envNumber(env, "RAMI_SERVER_COMMIT_MS", 2, 0, 100),
    // Pause between a round's end and the next round of a match, so players see the result.
    roundPauseMs: envNumber(env, "RAMI_SERVER_ROUND_PAUSE_MS", 3000, 0, 600000),
    // Longest wait for moves in hand at shutdown.
    drainMs: envNumber(env, "RAMI_SERVER_DRAIN_MS", 10000, 0, 600000),

    // What one client address may do: table creations and joins a minute (past them: 429 with
    // Retry-After), and sockets open at once. The address is the connection's, or the last hop
    // of X-Forwarded-For when RAMI_SERVER_TRUST_PROXY=1 (behind a reverse proxy that sets it).
    createPerMinute: envNumber(env, "RAMI_SERVER_CREATE_PER_MINUTE", 30, 1, 1e6),
    joinPerMinute: envNumber(env, "RAMI_SERVER_JOIN_PER_MINUTE", 60, 1, 1e6),
    socketsPerAddress: envNumber(env, "RAMI_SERVER_SOCKETS_PER_ADDRESS", 32, 1, 1e6),
    trustProxy: envFlag(env, "RAMI_SERVER_TRUST_PROXY"),
    // What the process holds: live tables, search-bot seats (ismcts*) among them, and sockets
    // per table and per seat.
    maxTables: envNumber(env, "RAMI_SERVER_MAX_TABLES", 1000, 1, 1e7),
    maxSearchBots: envNumber(env, "RAMI_SERVER_MAX_SEARCH_BOTS", 64, 0, 1e6),
    socketsPerTable: envNumber(env, "RAMI_SERVER_SOCKETS_PER_TABLE", 64, 1, 1e6),
    socketsPerSeat: envNumber(env, "RAMI_SERVER_SOCKETS_PER_SEAT", 4, 1, 1000),
    // A request's headers, and the whole request, must arrive within these.
    headersTimeoutMs: envNumber(env, "RAMI_SERVER_HEADERS_TIMEOUT_MS", 10000, 100, 600000),
    requestTimeoutMs: envNumber(env, "RAMI_SERVER_REQUEST_TIMEOUT_MS", 20000, 100, 600000),
    // Browser origins allowed to POST and open sockets besides the server's own (comma-separated
    // "https://host[:port]"); a request without Origin (not a browser) is always allowed.
    origins: envList(env, "RAMI_SERVER_ORIGINS"),

    // Retention: a table with no move and no seat connected for this long is closed (never
    // started: deleted; started: over); a finished table's rows are deleted after this many days.
    idleTableSeconds: envNumber(env, "RAMI_SERVER_IDLE_TABLE_SECONDS", 1800, 1, 1e8),
    retentionDays: envNumber(env, "RAMI_SERVER_RETENTION_DAYS", 30, 0, 36500),
    sweepMs: envNumber(env, "RAMI_SERVER_SWEEP_MS", 60000, 50, 3600000),

    // Several processes on PostgreSQL: each holds its live tables by a lease renewed every
    // third of this; a table whose lease ran out is taken over by another process.
    leaseMs: envNumber(env, "RAMI_SERVER_LEASE_MS", 10000, 300, 600000),
    // Threads that think the bots' moves: one per core but one, which the event loop keeps
    // (on 2 shared cores, two busy bot threads gave a player's move a p99 of 128-136 ms, one
    // thread 36-108 ms: benchmarks/README.md).
    botWorkers: envNumber(env, "RAMI_SERVER_BOT_WORKERS", Math.max(1, availableParallelism() - 1), 1, 256),
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [name, inline] = arg.startsWith("--") && arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${name} needs a value\n${USAGE}`);
      return v;
    };
    if (name === "--host") config.host = value();
    else if (name === "--port") {
      const port = Number(value());
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port: expected 0..65535\n${USAGE}`);
      config.port = port;
    } else if (name === "--db") config.db = value();
    else if (name === "--help" || name === "-h") throw new Error(USAGE);
    else throw new Error(`unknown argument ${arg}\n${USAGE}`);
  }
  if (!/^(sqlite:|postgres(ql)?:\/\/)/.test(config.db)) throw new Error(`--db: expected sqlite:PATH or postgres://...\n${USAGE}`);
  return config;
}
