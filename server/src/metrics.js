// What the server does, as counters and gauges in the Prometheus text format (GET /metrics,
// prom-client): moves accepted and refused by code, authentication failures, limits hit, open
// sockets, tables by state, bots' think time, the store's latency, and Node's own process
// metrics (memory, event loop lag).

import client from "prom-client";

/** The metrics of one server (a registry of its own, so that tests may start several). */
export function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: "rami_" });
  const m = {
    registry,
    moves: new client.Counter({ name: "rami_moves_total", help: "Moves judged, by outcome (accepted, refused) and refusal code", labelNames: ["outcome", "code"], registers: [registry] }),
    authFailures: new client.Counter({ name: "rami_auth_failures_total", help: "Wrong seat tokens or host tokens, by where they were sent", labelNames: ["via"], registers: [registry] }),
    limits: new client.Counter({ name: "rami_limits_hit_total", help: "Requests and sockets refused by a limit, by limit", labelNames: ["limit"], registers: [registry] }),
    sockets: new client.Gauge({ name: "rami_sockets_open", help: "WebSockets open", registers: [registry] }),
    tables: new client.Gauge({ name: "rami_tables", help: "Tables held in this process, by status", labelNames: ["status"], registers: [registry] }),
    requests: new client.Counter({ name: "rami_http_requests_total", help: "HTTP requests, by route and status", labelNames: ["route", "status"], registers: [registry] }),
    botThink: new client.Histogram({
      name: "rami_bot_think_seconds",
      help: "Time a bot's move took in its worker, by bot kind",
      labelNames: ["kind"],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    store: new client.Histogram({
      name: "rami_store_seconds",
      help: "Latency of the store's operations, by operation",
      labelNames: ["op"],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
      registers: [registry],
    }),
  };
  return m;
}

/** Wraps the store's async operations so that each one's latency is observed. */
export function timeStore(store, metrics) {
  const ops = ["createTable", "listTables", "loadTable", "loadHistory", "peekTable", "activeTableIds", "claimSeat", "commitMove", "movesSince", "leaveSeat", "setToken", "expire", "purge"];
  for (const op of ops) {
    const fn = store[op];
    if (typeof fn !== "function") continue;
    store[op] = async (...args) => {
      const end = metrics.store.startTimer({ op });
      try {
        return await fn.apply(store, args);
      } finally {
        end();
      }
    };
  }
  return store;
}
