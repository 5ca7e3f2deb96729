// The WebSocket side: GET /tables/ID/socket (a spectator, which may become a seat by a frame
// {"type":"hello","seat":N,"token":SECRET}) or GET /tables/ID/socket?seat=N&token=SECRET (a seat
// at once). A wrong seat or token closes with 4001 and an unknown table with 4004. Frames from a
// seat are moves; each socket is held to a rate (a token bucket) and to maxPayload (ws closes an
// oversized frame with 1009); sockets past the limits per address, table or seat are closed with
// 1008. One access log line per socket, when it closes (never its URL's query: no token).

import { WebSocketServer } from "ws";
import { errorBody, isRefusal, ServerError } from "./errors.js";
import { clientAddress, originAllowed, SocketCount } from "./limits.js";
import { tokenMatches } from "./tokens.js";

const MAX_BUFFERED = 4 * 1024 * 1024; // a socket that reads no faster than this is dropped
const MAX_PENDING = 8; // moves of one socket waiting for their table
const HEARTBEAT_MS = 30000;

const refusal = (code, message, rule = "protocol") => new ServerError(400, code, message, rule);

function errorFrame(err) {
  return JSON.stringify({ type: "error", ...errorBody(err) });
}

// The frame's shape; the move itself is the engine's to judge.
function readFrame(data, isBinary) {
  if (isBinary) throw refusal("bad_frame", "Frames are JSON text.");
  let frame;
  try {
    frame = JSON.parse(data.toString("utf8"));
  } catch {
    throw refusal("invalid_json", "This is not valid JSON.", "format");
  }
  if (frame === null || typeof frame !== "object" || Array.isArray(frame)) throw refusal("bad_frame", "A frame is a JSON object.");
  if (frame.type === "hello") return frame; // its seat and token are checked by the caller
  if (!Number.isSafeInteger(frame.version)) throw refusal("bad_frame", "version: expected the version of the view played on.");
  if (frame.type === "move") {
    if (frame.move === null || typeof frame.move !== "object" || Array.isArray(frame.move))
      throw refusal("invalid_move", "move: expected a move object (docs/json.md).", "format");
  } else if (frame.type === "action") {
    if (!Number.isSafeInteger(frame.action) || frame.action < 0) throw refusal("number_out_of_range", "action: expected an action number.", "format");
  } else throw refusal("bad_frame", 'type: expected "move", "action" or "hello".');
  return frame;
}

// Whether `token` is the credential of `seat` (a number) at `table`.
function seatMatches(table, seat, token) {
  return Number.isInteger(seat) && seat >= 0 && seat < table.seats.length && tokenMatches(token, table.seats[seat].tokenHash);
}

/** A token bucket: `rate` frames a second, up to `burst` at once. */
class Bucket {
  constructor(rate, burst) {
    this.rate = rate;
    this.burst = burst;
    this.tokens = burst;
    this.at = performance.now();
  }
  take() {
    const now = performance.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.rate);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Serves the tables' sockets on `server`'s upgrades; returns the WebSocketServer. */
export function attachSockets(server, tables, config, log, metrics) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: config.maxPayload, perMessageDeflate: false });
  const perAddress = new SocketCount(config.socketsPerAddress);
  const limit = (ws, name) => {
    metrics.limits.inc({ limit: name });
    ws.close(1008, "too many sockets");
  };

  server.on("upgrade", (req, socket, head) => {
    const client = clientAddress(req, config.trustProxy);
    let url;
    let id;
    try {
      url = new URL(req.url, "http://localhost");
      const match = /^\/tables\/([^/]+)\/socket$/.exec(url.pathname);
      id = match ? decodeURIComponent(match[1]) : null;
    } catch {
      id = null;
    }
    let refused = null;
    if (tables.stopping) refused = "503 Service Unavailable";
    else if (id === null || req.method !== "GET") refused = "404 Not Found";
    else if (!originAllowed(req.headers.origin, req.headers.host, config.origins)) {
      metrics.limits.inc({ limit: "origin" });
      refused = "403 Forbidden";
    }
    if (refused) {
      log("info", "http", { client, method: req.method, path: (req.url ?? "").split("?")[0].slice(0, 200), status: Number(refused.slice(0, 3)), upgrade: true });
      socket.end(`HTTP/1.1 ${refused}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const opened = performance.now();
      const info = { client, table: id.slice(0, 64), seat: null, frames: 0 };
      metrics.sockets.inc();
      const counted = perAddress.add(client);
      ws.on("close", (code) => {
        metrics.sockets.dec();
        if (counted) perAddress.remove(client);
        log("info", "socket", { ...info, code, ms: Math.round(performance.now() - opened) });
      });
      if (!counted) return limit(ws, "RAMI_SERVER_SOCKETS_PER_ADDRESS");
      open(ws, id, url.searchParams, info).catch((err) => {
        log("error", "socket_open_failed", { client, message: err.message });
        ws.close(1011, "server error");
      });
    });
  });

  async function open(ws, id, params, info) {
    ws.alive = true;
    ws.on("pong", () => (ws.alive = true));
    ws.on("error", () => {}); // a protocol error closes the socket; nothing else to do
    // Frames that arrive before the socket is admitted wait here (a few: the rest are dropped).
    const early = [];
    ws.on("message", (data, isBinary) => early.length < MAX_PENDING && early.push([data, isBinary]));
    const table = /^[A-Za-z0-9_-]{1,64}$/.test(id) ? await tables.get(id) : null;
    if (ws.readyState !== ws.OPEN) return;
    if (!table || table.disposed) return ws.close(4004, "unknown table");
    if (table.conns.size >= config.socketsPerTable) return limit(ws, "RAMI_SERVER_SOCKETS_PER_TABLE");
    const seatFull = (s) => [...table.conns].filter((c) => c.seat === s).length >= config.socketsPerSeat;
    let seat = null;
    const seatText = params.get("seat");
    const token = params.get("token");
    if (seatText !== null || token !== null) {
      if (tables.store.shared) await table.run(() => table.refresh());
      seat = /^\d{1,2}$/.test(seatText ?? "") ? Number(seatText) : -1;
      if (!seatMatches(table, seat, token)) {
        metrics.authFailures.inc({ via: "socket_url" });
        return ws.close(4001, "wrong seat or token");
      }
      if (seatFull(seat)) return limit(ws, "RAMI_SERVER_SOCKETS_PER_SEAT");
      info.seat = seat;
    }
    if (ws.readyState !== ws.OPEN || table.disposed) return ws.readyState === ws.OPEN && ws.close(4004, "unknown table");
    const conn = {
      seat,
      send(text) {
        conn.sendAll([text]);
      },
      // Frames sent together leave in one write (the socket is corked meanwhile).
      sendAll(texts) {
        if (ws.readyState !== ws.OPEN) return;
        if (ws.bufferedAmount > MAX_BUFFERED) {
          log("warn", "socket_too_slow", { client: info.client, table: id, seat });
          ws.terminate();
          return;
        }
        const socket = ws._socket;
        socket?.cork();
        for (const text of texts) ws.send(text);
        socket?.uncork();
      },
      close(code, reason) {
        ws.close(code, reason);
      },
    };
    const bucket = new Bucket(config.rate, config.burst);
    let pending = 0;
    let excess = 0;
    let noticed = 0;
    let flooding = false;
    const onMessage = (data, isBinary) => {
      if (flooding) return;
      info.frames++;
      if (!bucket.take()) {
        // Past the rate: refused, with one notice a second. A socket that goes on past another
        // burst is closed at once, logged once, and no more of its frames are read.
        if (++excess > config.burst) {
          flooding = true;
          metrics.limits.inc({ limit: "RAMI_SERVER_RATE" });
          log("warn", "socket_flooding", { client: info.client, table: id, seat });
          ws.removeAllListeners("message");
          ws.close(1008, "rate limit");
          ws._socket?.pause(); // nothing more is read; the close frame still goes out
          setTimeout(() => ws.terminate(), 1000).unref();
        } else if (performance.now() - noticed > 1000) {
          noticed = performance.now();
          conn.send(errorFrame(refusal("rate_limited", "Too many frames: slow down.")));
        }
        return;
      }
      excess = 0;
      let frame;
      try {
        if (tables.stopping) throw new ServerError(503, "shutting_down", "The server is restarting: reconnect and play again.");
        frame = readFrame(data, isBinary);
        if (frame.type === "hello") return hello(frame);
        if (seat === null) throw refusal("spectator", "A spectator does not play: join a seat.");
        if (pending >= MAX_PENDING) throw refusal("rate_limited", "Too many moves waiting: wait for the view.");
      } catch (err) {
        conn.send(errorFrame(err));
        return;
      }
      pending++;
      table
        .run(() => {
          if (table.disposed) throw new ServerError(409, "table_over", "This table is over or was closed.");
          return frame.type === "move" ? table.submit(seat, frame.move, frame.version) : table.submitAction(seat, frame.action, frame.version);
        })
        .then(() => metrics.moves.inc({ outcome: "accepted", code: "" }))
        .catch((err) => {
          if (isRefusal(err)) {
            metrics.moves.inc({ outcome: "refused", code: err.code });
            return conn.send(errorFrame(err));
          }
          metrics.moves.inc({ outcome: "refused", code: "internal_error" });
          log("error", "move_failed", { table: id, seat, message: err.message });
          conn.send(errorFrame(new ServerError(500, "internal_error", "The server could not store this move: send it again.")));
        })
        .finally(() => pending--);
    };
    // A spectator's socket becomes a seat's by a hello frame carrying the seat's token (the
    // token then never appears in a URL): answered by the seat's view, or closed with 4001.
    const hello = (frame) => {
      if (seat !== null) throw refusal("bad_frame", "This socket is a seat's already.");
      const check = tables.store.shared ? table.run(() => table.refresh()) : Promise.resolve();
      check
        .then(() => {
          if (ws.readyState !== ws.OPEN || seat !== null || table.disposed) return;
          if (!seatMatches(table, frame.seat, frame.token)) {
            metrics.authFailures.inc({ via: "hello" });
            return ws.close(4001, "wrong seat or token");
          }
          if (seatFull(frame.seat)) return limit(ws, "RAMI_SERVER_SOCKETS_PER_SEAT");
          seat = frame.seat;
          conn.seat = seat;
          info.seat = seat;
          table.touch();
          conn.send(table.viewFrames().frame(seat));
        })
        .catch((err) => {
          log("error", "hello_failed", { table: id, message: err.message });
          ws.close(1011, "server error");
        });
    };
    ws.removeAllListeners("message");
    ws.on("message", onMessage);
    ws.on("close", () => table.detach(conn));
    table.attach(conn);
    for (const [data, isBinary] of early) onMessage(data, isBinary);
  }

  // Pings find the sockets whose peer vanished without closing (a proxy or a network drop).
  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!ws.alive) ws.terminate();
      else {
        ws.alive = false;
        ws.ping();
      }
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  wss.on("close", () => clearInterval(heartbeat));
  return wss;
}
