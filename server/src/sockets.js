// The WebSocket side: GET /tables/ID/socket (a spectator, which may become a seat by a first
// frame {"type":"hello","seat":N,"token":SECRET}) or GET /tables/ID/socket?seat=N&token=SECRET (a
// seat at once). A wrong seat or token closes with 4001 and an unknown table with 4004. Frames from a seat are moves; each socket is held to a rate (a token bucket) and to
// maxPayload (ws closes an oversized frame with 1009).

import { WebSocketServer } from "ws";
import { errorBody, isRefusal, ServerError } from "./errors.js";
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
export function attachSockets(server, tables, config, log) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: config.maxPayload, perMessageDeflate: false });

  server.on("upgrade", (req, socket, head) => {
    let url;
    let id;
    try {
      url = new URL(req.url, "http://localhost");
      const match = /^\/tables\/([^/]+)\/socket$/.exec(url.pathname);
      id = match ? decodeURIComponent(match[1]) : null;
    } catch {
      id = null;
    }
    if (id === null || req.method !== "GET" || tables.stopping) {
      socket.end(`HTTP/1.1 ${tables.stopping ? "503 Service Unavailable" : "404 Not Found"}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      open(ws, id, url.searchParams).catch((err) => {
        log("error", "socket_open_failed", { message: err.message });
        ws.close(1011, "server error");
      });
    });
  });

  async function open(ws, id, params) {
    ws.alive = true;
    ws.on("pong", () => (ws.alive = true));
    ws.on("error", () => {}); // a protocol error closes the socket; nothing else to do
    // Frames that arrive before the socket is admitted wait here.
    const early = [];
    ws.on("message", (data, isBinary) => early.push([data, isBinary]));
    const table = await tables.get(id);
    if (ws.readyState !== ws.OPEN) return;
    if (!table) return ws.close(4004, "unknown table");
    let seat = null;
    const seatText = params.get("seat");
    const token = params.get("token");
    if (seatText !== null || token !== null) {
      if (tables.store.shared) await table.run(() => table.refresh());
      seat = /^\d{1,2}$/.test(seatText ?? "") ? Number(seatText) : -1;
      if (!seatMatches(table, seat, token)) return ws.close(4001, "wrong seat or token");
    }
    if (ws.readyState !== ws.OPEN) return;
    const conn = {
      seat,
      send(text) {
        conn.sendAll([text]);
      },
      // Frames sent together leave in one write (the socket is corked meanwhile).
      sendAll(texts) {
        if (ws.readyState !== ws.OPEN) return;
        if (ws.bufferedAmount > MAX_BUFFERED) {
          log("warn", "socket_too_slow", { table: id, seat });
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
    const onMessage = (data, isBinary) => {
      if (!bucket.take()) {
        // Past the rate: refused, with one notice a second; a socket that keeps flooding is closed.
        if (++excess > 4 * config.burst) {
          log("warn", "socket_flooding", { table: id, seat });
          ws.close(1008, "rate limit");
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
        .run(() => (frame.type === "move" ? table.submit(seat, frame.move, frame.version) : table.submitAction(seat, frame.action, frame.version)))
        .catch((err) => {
          if (isRefusal(err)) return conn.send(errorFrame(err));
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
      check.then(() => {
        if (ws.readyState !== ws.OPEN || seat !== null) return;
        if (!seatMatches(table, frame.seat, frame.token)) return ws.close(4001, "wrong seat or token");
        seat = frame.seat;
        conn.seat = seat;
        conn.send(table.viewFrames().frame(seat));
      }).catch((err) => {
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
