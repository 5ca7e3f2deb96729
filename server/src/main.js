#!/usr/bin/env node
// rami-server: the table server's entry point. Opens the store, resumes the unfinished tables,
// serves HTTP and WebSocket, and prints "listening on http://HOST:PORT" once it accepts
// connections. SIGTERM (or SIGINT): stop accepting, store the moves in hand, close the sockets
// with 1001, exit 0.

import { readConfig } from "./config.js";
import { log } from "./log.js";
import { openStore } from "./store/index.js";
import { Tables } from "./tables.js";
import { createHttpServer } from "./http.js";
import { attachSockets } from "./sockets.js";

/** Starts a server with `config` (readConfig); returns {server, tables, store, wss, port, stop}. */
export async function start(config) {
  const store = await openStore(config.db, { log, commitWindowMs: config.commitWindowMs });
  await store.init();
  const tables = new Tables({ store, config, log });
  const resumed = await tables.resumeAll();
  const server = createHttpServer(tables, config, log);
  server.keepAliveTimeout = 5000;
  const wss = attachSockets(server, tables, config, log);
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, resolve);
  });
  const port = server.address().port;
  log("info", "started", { db: config.db.replace(/\/\/[^@/]*@/, "//…@"), resumed_tables: resumed, host: config.host, port });

  let stopping = null;
  async function stop() {
    stopping ??= (async () => {
      log("info", "stopping");
      server.close(); // no new connections
      server.closeIdleConnections?.();
      const drained = await tables.drain(); // the moves in hand are stored and sent
      if (drained !== "drained") log("warn", "stop_drain_timeout", { ms: config.drainMs });
      tables.closeSockets(1001, "server going away");
      wss.close();
      server.closeAllConnections?.();
      await store.close();
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
