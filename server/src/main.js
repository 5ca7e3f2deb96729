#!/usr/bin/env node
// rami-server: the table server's entry point. Opens the store, starts the bot threads, resumes
// the live tables, serves HTTP and WebSocket, runs retention (and on PostgreSQL the leases), and
// prints "listening on http://HOST:PORT" once it accepts connections. SIGTERM (or SIGINT): stop
// accepting, store the moves in hand, close the sockets with 1001, give up the leases, exit 0.

import { randomBytes } from "node:crypto";
import { readConfig } from "./config.js";
import { log } from "./log.js";
import { openStore } from "./store/index.js";
import { Tables } from "./tables.js";
import { createHttpServer } from "./http.js";
import { attachSockets } from "./sockets.js";
import { BotPool } from "./bots.js";
import { createMetrics, timeStore } from "./metrics.js";

/** Starts a server with `config` (readConfig); returns {server, tables, store, wss, port, stop}. */
export async function start(config) {
  const metrics = createMetrics();
  const processId = `${process.pid}-${randomBytes(6).toString("hex")}`;
  const store = timeStore(await openStore(config.db, { log, commitWindowMs: config.commitWindowMs, leaseMs: config.leaseMs, processId }), metrics);
  await store.init();
  const pool = new BotPool(config.botWorkers, { log, metrics });
  const tables = new Tables({ store, config, log, metrics, pool });
  metrics.tables.collect = function collect() {
    for (const [status, n] of Object.entries(tables.countByStatus())) this.set({ status }, n);
  };
  const resumed = await tables.resumeAll();
  const server = createHttpServer(tables, config, log, metrics);
  const wss = attachSockets(server, tables, config, log, metrics);
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, resolve);
  });
  const port = server.address().port;
  log("info", "started", { db: config.db.replace(/\/\/[^@/]*@/, "//…@"), resumed_tables: resumed, host: config.host, port, bot_workers: config.botWorkers });

  // Retention and limits' counters, every sweepMs; on PostgreSQL the lease heartbeat, three
  // times a lease, so that a table outlives a missed beat or two but not its process.
  const every = (ms, event, fn) => {
    let running = false;
    const timer = setInterval(() => {
      if (running || tables.stopping) return;
      running = true;
      fn()
        .catch((err) => log("error", event, { message: err.message }))
        .finally(() => (running = false));
    }, ms);
    timer.unref();
    return timer;
  };
  const timers = [
    every(config.sweepMs, "sweep_failed", async () => {
      server.pruneRates();
      await tables.sweep();
    }),
  ];
  if (store.shared) timers.push(every(Math.max(100, Math.floor(config.leaseMs / 3)), "heartbeat_failed", () => tables.heartbeat()));

  let stopping = null;
  async function stop() {
    stopping ??= (async () => {
      log("info", "stopping");
      timers.forEach(clearInterval);
      server.close(); // no new connections
      server.closeIdleConnections?.();
      const drained = await tables.drain(); // the moves in hand are stored and sent
      if (drained !== "drained") log("warn", "stop_drain_timeout", { ms: config.drainMs });
      tables.closeSockets(1001, "server going away");
      for (const ws of wss.clients) ws.close(1001, "server going away"); // those of finished tables too
      wss.close();
      server.closeAllConnections?.();
      // The other processes take this one's tables at their next heartbeat, not a lease later.
      if (store.shared) await store.release().catch((err) => log("warn", "release_failed", { message: err.message }));
      await store.close();
      await pool.close();
      log("info", "stopped");
    })();
    return stopping;
  }
  return { server, tables, store, wss, port, stop };
}

async function main() {
  let config;
  try {
    config = readConfig(process.argv.slice(2));
  } catch (err) {
    process.stderr.write(`${err.message}\n`);
    process.exit(2);
  }
  let running;
  try {
    running = await start(config);
  } catch (err) {
    log("error", "start_failed", { message: err.message });
    process.exit(1);
  }
  const host = config.host.includes(":") ? `[${config.host}]` : config.host;
  process.stdout.write(`listening on http://${host}:${running.port}\n`);
  const onSignal = (signal) => {
    log("info", "signal", { signal });
    running.stop().then(
      () => process.exit(0),
      (err) => {
        log("error", "stop_failed", { message: err.message });
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
  process.on("unhandledRejection", (err) => log("error", "unhandled_rejection", { message: err?.stack ?? String(err) }));
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("/src/main.js")) main();
