// The HTTP side: JSON in, JSON out. Refusals are {"error": {"code", "rule", "message"}} with a
// 4xx status (429 and 503 with Retry-After); a fault of the server is a 500 and a log line. Each
// request is checked in this order: the server not stopping, the route, the Origin (POST), the
// address's rate (creations, joins), the body (size, JSON, depth, NUL characters). One access
// log line per request: client address, method, path (never a query: no token is ever logged),
// status, duration.

import http from "node:http";
import { errorBody, isRefusal, ServerError } from "./errors.js";
import { AddressRate, clientAddress, originAllowed } from "./limits.js";

const MAX_DEPTH = 32; // the deepest JSON a request may hold (a rules document needs 4)
const TABLE_ID = /^[A-Za-z0-9_-]{1,64}$/; // table ids are base64url (tokens.js)

const notFound = () => new ServerError(404, "not_found", "There is nothing at this address.");
const badText = (message) => new ServerError(400, "invalid_text", message, "format");

// `body` is an object, or JSON text already written (a record: its 64-bit seeds as numbers).
function send(res, status, body, headers = {}) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  const all = { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(text), "cache-control": "no-store", ...headers };
  if (status === 413) all.connection = "close";
  res.writeHead(status, all);
  res.end(text);
}

// Refuses JSON nested deeper than MAX_DEPTH and text holding a NUL character (which neither
// store keeps), before any of it reaches the tables. Iterative: no stack to overflow.
function checkJson(value) {
  const stack = [[value, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop();
    if (typeof v === "string") {
      if (v.includes("\0")) throw badText("Text may not hold a NUL character.");
    } else if (v !== null && typeof v === "object") {
      if (depth > MAX_DEPTH) throw new ServerError(400, "too_deep", `JSON nested deeper than ${MAX_DEPTH} levels is not read.`, "format");
      for (const [key, child] of Object.entries(v)) {
        if (key.includes("\0")) throw badText("Text may not hold a NUL character.");
        stack.push([child, depth + 1]);
      }
    }
  }
  return value;
}

// The request's JSON body, at most maxBody bytes (an empty body reads as {}).
function readBody(req, maxBody) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > maxBody) return reject(new ServerError(413, "body_too_large", `The body is larger than ${maxBody} bytes.`));
    const chunks = [];
    let size = 0;
    req.on("data", (chunk) => {
      size += chunk.length;
      // Past the limit the rest is read and dropped; the answer closes the connection.
      if (size > maxBody) reject(new ServerError(413, "body_too_large", `The body is larger than ${maxBody} bytes.`));
      else chunks.push(chunk);
    });
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      if (text.trim() === "") return resolve({});
      let parsed;
      try {
        parsed = JSON.parse(text);
      } catch {
        return reject(new ServerError(400, "invalid_json", "This is not valid JSON.", "format"));
      }
      try {
        resolve(checkJson(parsed));
      } catch (err) {
        reject(err);
      }
    });
    req.on("error", reject);
  });
}

/** The HTTP server of the protocol's routes (the sockets are attached to it separately). */
export function createHttpServer(tables, config, log, metrics) {
  const creations = new AddressRate("table creations", config.createPerMinute, "RAMI_SERVER_CREATE_PER_MINUTE");
  const joins = new AddressRate("joins", config.joinPerMinute, "RAMI_SERVER_JOIN_PER_MINUTE");
  const limited = (rate) => (req) => {
    try {
      rate.take(req.client);
    } catch (err) {
      metrics.limits.inc({ limit: rate.setting });
      throw err;
    }
  };
  const body = (req) => readBody(req, config.maxBody);
  const table = (id) => {
    if (!TABLE_ID.test(id)) throw new ServerError(404, "unknown_table", "There is no table with that id.");
    return id;
  };
  // [method, path pattern, route name (logs and metrics), before the body (limits), handler]
  const routes = [
    ["POST", /^\/tables$/, "POST /tables", limited(creations), async (req) => [201, await tables.create(await body(req))]],
    ["GET", /^\/tables$/, "GET /tables", null, async (req) => [200, await tables.list(new URL(req.url, "http://localhost").searchParams)]],
    ["POST", /^\/tables\/([^/]+)\/join$/, "POST /tables/ID/join", limited(joins), async (req, id) => [200, await tables.join(table(id), await body(req))]],
    ["POST", /^\/tables\/([^/]+)\/leave$/, "POST /tables/ID/leave", null, async (req, id) => [200, await tables.leave(table(id), await body(req))]],
    ["POST", /^\/tables\/([^/]+)\/seats\/([^/]+)\/token$/, "POST /tables/ID/seats/N/token", limited(joins), async (req, id, seat) => [
      200,
      await tables.reissue(table(id), seat, req.headers.authorization),
    ]],
    ["GET", /^\/tables\/([^/]+)\/record$/, "GET /tables/ID/record", null, async (req, id) => [200, await tables.record(table(id))]],
    ["GET", /^\/tables\/([^/]+)$/, "GET /tables/ID", null, async (req, id) => [200, await tables.info(table(id))]],
    ["GET", /^\/metrics$/, "GET /metrics", null, null],
  ];

  async function handle(req, res) {
    if (tables.stopping) throw new ServerError(503, "shutting_down", "The server is restarting.");
    const path = new URL(req.url, "http://localhost").pathname;
    let matched = false;
    for (const [method, pattern, name, before, handler] of routes) {
      const m = pattern.exec(path);
      if (!m) continue;
      matched = true;
      if (method !== req.method) continue;
      req.route = name;
      if (name === "GET /metrics") {
        const text = await metrics.registry.metrics();
        res.writeHead(200, { "content-type": metrics.registry.contentType, "cache-control": "no-store" });
        return res.end(text);
      }
      if (method === "POST" && !originAllowed(req.headers.origin, req.headers.host, config.origins)) {
        metrics.limits.inc({ limit: "origin" });
        throw new ServerError(403, "origin_not_allowed", "Requests from this web page's origin are not allowed (RAMI_SERVER_ORIGINS).");
      }
      before?.(req);
      const [status, answer] = await handler(req, ...m.slice(1).map(decodeURIComponent));
      return send(res, status, answer);
    }
    throw matched ? new ServerError(405, "method_not_allowed", `${req.method} is not allowed here.`) : notFound();
  }

  const server = http.createServer({ connectionsCheckingInterval: Math.min(1000, config.headersTimeoutMs) }, async (req, res) => {
    const start = performance.now();
    req.client = clientAddress(req, config.trustProxy);
    res.on("finish", () => {
      const route = req.route ?? "other";
      metrics.requests.inc({ route, status: res.statusCode });
      log("info", "http", {
        client: req.client,
        method: req.method,
        path: (req.url ?? "").split("?")[0].slice(0, 200),
        status: res.statusCode,
        ms: Math.round((performance.now() - start) * 10) / 10,
      });
    });
    try {
      await handle(req, res);
    } catch (err) {
      if (isRefusal(err)) {
        const headers = err.retryAfter ? { "retry-after": String(err.retryAfter) } : {};
        return send(res, err.status ?? 400, errorBody(err), headers);
      }
      if (err instanceof URIError) return send(res, 404, errorBody(notFound()));
      // Text PostgreSQL cannot hold (checked before; kept as a net): a refusal, not a fault.
      if (["22021", "22P05", "54001"].includes(err.code)) return send(res, 400, errorBody(badText("This text cannot be stored.")));
      log("error", "request_failed", { client: req.client, method: req.method, path: (req.url ?? "").split("?")[0].slice(0, 200), message: err.message });
      if (!res.headersSent) send(res, 500, errorBody(new ServerError(500, "internal_error", "The server failed on this request.")));
    }
  });
  // A request's headers, then the whole of it, must arrive in time: a half-sent request is
  // dropped within seconds.
  server.headersTimeout = config.headersTimeoutMs;
  server.requestTimeout = config.requestTimeoutMs;
  server.keepAliveTimeout = 5000;
  server.pruneRates = () => {
    creations.prune();
    joins.prune();
  };
  return server;
}
