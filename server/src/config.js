// The server's settings: the command line (--host, --port, --db) and a few limits that an
// operator may tune through the environment (RAMI_SERVER_*), all with safe defaults.

const USAGE = "usage: rami-server [--host 127.0.0.1] [--port 8080] [--db sqlite:PATH | postgres://USER@HOST:PORT/DB]";

function envNumber(env, name, fallback, min, max) {
  const text = env[name];
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max) throw new Error(`${name}: expected a number from ${min} to ${max}`);
  return value;
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
    // A process that did not make the last move of a table waits this long before playing its
    // bots or turn timer, so that the process that did acts first (PostgreSQL, several processes).
    takeoverMs: envNumber(env, "RAMI_SERVER_TAKEOVER_MS", 1500, 0, 600000),
    // Longest wait for moves in hand at shutdown.
    drainMs: envNumber(env, "RAMI_SERVER_DRAIN_MS", 10000, 0, 600000),
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
