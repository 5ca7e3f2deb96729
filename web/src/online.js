// Online play through the table server (docs/server.md), on the page's own origin (serve.mjs
// --server passes the routes on): the lobby (GET /tables?status=open, paged), creating a table,
// taking a seat, watching, and the table's WebSocket. A seat's token is kept in sessionStorage
// ("rami.seat.ID") and sent in the socket's first frame ({"type": "hello", seat, token}), never in
// the address: a reload takes the seat back. The views the page is sent are kept for replays; a
// finished table's whole record (GET /tables/ID/record) is read for its replay with all hands.

import * as rami from "../rami/index.js";
import { $, game, render, log, say, sayRefusal, describe, endLines, botName } from "./game.js";
import { t, refusalText } from "./i18n.js";
import { resetTurn } from "./hand.js";

const storageKey = (id) => `rami.seat.${id}`;

function storedSeat(id) {
  try {
    const seat = JSON.parse(sessionStorage.getItem(storageKey(id)) ?? "null");
    if (seat && Number.isInteger(seat.seat) && typeof seat.token === "string") return seat;
  } catch {
    // an unreadable entry is no seat
  }
  return null;
}

function storeSeat(id, seat) {
  if (seat) sessionStorage.setItem(storageKey(id), JSON.stringify(seat));
  else sessionStorage.removeItem(storageKey(id));
}

const unreachable = { code: "server_unreachable", rule: "protocol", message: "The table server does not answer." };

/** An HTTP call to the table server: the body's text, or throws {code, rule, message}. */
async function request(method, path, body) {
  let response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw unreachable;
  }
  const text = await response.text().catch(() => "");
  if (response.ok) return text;
  let answer = {};
  try {
    answer = JSON.parse(text);
  } catch {
    // not the server's error document: the status is all there is
  }
  throw answer?.error ?? { code: "http_error", rule: "protocol", message: `HTTP ${response.status}` };
}

/** An HTTP call to the table server: the parsed body, or throws {code, rule, message}. */
async function api(method, path, body) {
  const text = await request(method, path, body);
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

export const variantName = (rules) => {
  const id = typeof rules === "string" ? rules : rules?.base;
  return rami.variants().find((v) => v.id === id)?.name ?? String(id);
};

export const online = {
  id: null, // the table's id
  info: null, // GET /tables/ID
  seat: null, // {seat, token} of this page, or null (watching)
  ws: null,
  version: -1, // the version of the last view
  moved: null, // the last `moved` frame, logged with the view after it
  pending: null, // the person's move awaiting the server: {resolve, version}
  poll: null, // while the table waits for players: its info is read again now and then
  retry: 0, // reconnections in a row
  closing: false,

  /** Opens table `id` in this page: its seat if this tab holds one, else watching (or joining). */
  async open(id, { join = false } = {}) {
    this.leave();
    for (const bot of game.players) bot?.dispose();
    game.players = [];
    game.mode = "online";
    game.history = [];
    game.rounds = [];
    game.record = null;
    this.id = id;
    const url = new URL(location.href);
    url.searchParams.set("table", id);
    history.replaceState(null, "", url);
    $("share-link").value = `${location.origin}${location.pathname}?table=${encodeURIComponent(id)}`;
    $("online-table").hidden = false;
    $("save-box").hidden = true;
    $("log").replaceChildren();
    $("hint-panel").hidden = true;
    game.view = null;
    game.totals = null;
    game.order = null;
    resetTurn();
    say("");
    try {
      this.info = await api("GET", `/tables/${encodeURIComponent(id)}`);
    } catch (e) {
      this.info = null;
      renderTableInfo();
      return sayRefusal(e);
    }
    game.seatInfo = this.info.seats;
    this.seat = storedSeat(id);
    if (join && !this.seat) await this.join();
    log(t("log.table", { variant: variantName(this.info.rules), n: this.info.seats.length, table: id }));
    this.connect();
  },

  /**
   * The finished table's record (rami.record/1) as JSON text, as the server wrote it (its 64-bit
   * seeds as numbers, which replay.js reads as text). Throws {code, rule, message}: 409
   * `round_not_over` while the table is played.
   */
  record() {
    return request("GET", `/tables/${encodeURIComponent(this.id)}/record`);
  },

  /** Takes a free player seat (POST /tables/ID/join) and keeps its token. */
  async join() {
    try {
      const taken = await api("POST", `/tables/${encodeURIComponent(this.id)}/join`, {});
      this.seat = taken;
      storeSeat(this.id, taken);
      this.info = await api("GET", `/tables/${encodeURIComponent(this.id)}`);
      game.seatInfo = this.info.seats;
      return true;
    } catch (e) {
      sayRefusal(e);
      return false;
    }
  },

  connect() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const ws = new WebSocket(`${scheme}//${location.host}/tables/${encodeURIComponent(this.id)}/socket`);
    this.ws = ws;
    this.closing = false;
    game.me = this.seat ? this.seat.seat : null;
    const seat = this.seat;
    // The seat's token goes in the first frame, not in the address (logs, history, referrers).
    ws.addEventListener("open", () => seat && ws.send(JSON.stringify({ type: "hello", seat: seat.seat, token: seat.token })));
    ws.addEventListener("message", (event) => this.ws === ws && this.receive(JSON.parse(event.data)));
    ws.addEventListener("close", (event) => this.ws === ws && this.closed(event));
    this.watchSeats();
    renderTableInfo();
  },

  /** A new socket, for the seat just taken. */
  reconnect() {
    const old = this.ws;
    this.ws = null;
    old?.close(1000);
    this.settle(false);
    this.connect();
  },

  closed(event) {
    this.ws = null;
    this.settle(false);
    if (this.closing) return;
    if (event.code === 4001) {
      // The token is not this table's (the table was made anew, or the storage is stale).
      storeSeat(this.id, null);
      this.seat = null;
      say(t("online.token_refused"), true);
      return this.connect();
    }
    if (event.code === 4004) return say(t("online.no_table"), true);
    if (++this.retry > 5) return say(t("online.lost"), true);
    say(t("online.reconnecting"));
    setTimeout(() => this.id && !this.ws && this.connect(), 500 * this.retry);
  },

  /** Closes the socket (another table, or an offline round). */
  leave() {
    this.closing = true;
    this.ws?.close(1000);
    this.ws = null;
    clearInterval(this.poll);
    this.poll = null;
    this.settle(false);
    this.id = null;
    this.info = null;
    this.seat = null;
    $("online-table").hidden = true;
    if (new URL(location.href).searchParams.has("table")) {
      const url = new URL(location.href);
      url.searchParams.delete("table");
      history.replaceState(null, "", url);
    }
  },

  /** Sends a move or an action on the last view; resolves true once the server took it. */
  send(frame) {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN || this.pending) return Promise.resolve(false);
    game.busy = true;
    render();
    this.ws.send(JSON.stringify({ ...frame, version: this.version }));
    return new Promise((resolve) => (this.pending = { resolve, version: this.version }));
  },

  settle(ok) {
    const pending = this.pending;
    this.pending = null;
    game.busy = false;
    pending?.resolve(ok);
  },

  receive(frame) {
    if (frame.type === "moved") {
      this.moved = frame;
    } else if (frame.type === "view") {
      // A seat's socket sees the public view until the server has read its hello: skipped.
      if (this.seat && frame.view.seat !== this.seat.seat) {
        this.moved = null;
        return;
      }
      const before = game.view;
      const moved = this.moved;
      this.moved = null;
      this.retry = 0;
      this.version = frame.version;
      game.view = frame.view;
      game.legal = frame.legal ?? null;
      game.deadline = frame.deadline ? Date.parse(frame.deadline) : null;
      game.history.push({ move: moved, view: frame.view });
      if (moved) $("hint-panel").hidden = true; // the hint was for the view before this move
      if (moved && before) this.logMove(before, moved, frame.view);
      if (!before && frame.view.phase === "over") for (const line of endLines(frame.view)) log(line);
      if (frame.view.phase !== "over") game.totals = null;
      else if (before?.phase !== "over") game.rounds.push({ points: frame.view.result.points });
      if (moved?.move.type === "next_round") game.order = null;
      $("game").hidden = false;
      if (this.info?.status === "waiting") this.refreshInfo();
      if (this.pending && frame.version > this.pending.version) this.settle(true);
      render();
    } else if (frame.type === "over") {
      game.totals = frame.scores;
      this.refreshInfo(); // a table that is not a match is over
      render();
    } else if (frame.type === "error") {
      sayRefusal(frame.error);
      this.settle(false);
      render();
    }
  },

  logMove(before, moved, after) {
    const text = describe(before, moved.seat, moved.move, after);
    log(moved.timeout ? t("log.timeout", { text }) : text);
    if (after.phase === "over") for (const line of endLines(after)) log(line);
  },

  async refreshInfo() {
    if (!this.id) return;
    const id = this.id;
    try {
      const info = await api("GET", `/tables/${encodeURIComponent(id)}`);
      if (this.id !== id) return;
      // A table that starts or ends leaves the open tables: the lobby shown is read again.
      if (info.status !== this.info?.status && $("online-box").open) refreshLobby();
      this.info = info;
      game.seatInfo = info.seats;
    } catch {
      return; // the next view or poll tries again
    }
    this.watchSeats();
    renderTableInfo();
    render();
  },

  /** While the table waits for players, its seats are read again every two seconds. */
  watchSeats() {
    const waiting = this.info?.status === "waiting";
    if (waiting && !this.poll) this.poll = setInterval(() => this.refreshInfo(), 2000);
    if (!waiting && this.poll) {
      clearInterval(this.poll);
      this.poll = null;
    }
  },
};

export function renderTableInfo() {
  const info = online.info;
  if (!online.id) return;
  if (!info) {
    $("table-info").textContent = t("online.not_found", { table: online.id });
    $("take-seat").hidden = true;
    $("replay-table").hidden = true;
    return;
  }
  const players = info.seats.filter((s) => s.kind === "player");
  const free = players.filter((s) => !s.taken).length;
  const where = online.seat ? t("online.you_play", { n: online.seat.seat + 1 }) : t("online.watching");
  const status = info.status === "waiting" ? t("online.waiting", { taken: players.length - free, n: players.length })
    : info.status === "over" ? t("online.over") : t("online.playing");
  $("table-info").textContent = t(info.turn_seconds ? "online.info_timer" : "online.info",
    { variant: variantName(info.rules), n: info.seats.length, seconds: info.turn_seconds, where, status });
  $("take-seat").hidden = Boolean(online.seat) || free === 0 || info.status !== "waiting";
  // Once the table is over its record is public: every round, all hands.
  $("replay-table").hidden = info.status !== "over";
}

// --- the lobby -----------------------------------------------------------------------------------

export async function createTable(event) {
  event.preventDefault();
  const seats = ["player", ...[...$("online-seats").querySelectorAll("select")].map((s) => s.value)];
  const request = { rules: $("online-variant").value, seats, match: $("online-match").checked };
  const seconds = $("turn-seconds").value.trim();
  if (seconds) request.turn_seconds = Number(seconds);
  const seed = $("online-seed").value.trim();
  if (seed) request.seed = seed;
  let created;
  $("online-message").textContent = "";
  try {
    created = await api("POST", "/tables", request);
  } catch (e) {
    $("online-message").textContent = refusalText(e);
    return;
  }
  await online.open(created.table, { join: true });
  refreshLobby();
}

let lobbyCursor = null; // the listing's next page, or null

/** The open tables (seats free, not started), a page at a time: `more` adds the next page. */
export async function refreshLobby({ more = false } = {}) {
  const query = new URLSearchParams({ status: "open", limit: "10" });
  if (more && lobbyCursor) query.set("cursor", lobbyCursor);
  let page;
  try {
    page = await api("GET", `/tables?${query}`);
  } catch (e) {
    $("lobby").replaceChildren(Object.assign(document.createElement("li"), { textContent: refusalText(e) }));
    $("lobby-more").hidden = true;
    return;
  }
  lobbyCursor = page.next_cursor ?? null;
  $("lobby-more").hidden = !lobbyCursor;
  const items = page.tables.map(lobbyItem);
  if (more) $("lobby").append(...items);
  else if (items.length) $("lobby").replaceChildren(...items);
  else $("lobby").replaceChildren(Object.assign(document.createElement("li"), { textContent: t("lobby.empty") }));
}

function lobbyItem(entry) {
  const item = document.createElement("li");
  item.className = "lobby-table";
  item.dataset.table = entry.table;
  const free = entry.seats_free ?? entry.seats.filter((s) => s.kind === "player" && !s.taken).length;
  const bots = entry.seats.filter((s) => s.kind !== "player").map((s) => botName(s.kind));
  const text = t(bots.length ? "lobby.entry_bots" : "lobby.entry", {
    variant: variantName(entry.rules), n: free, seats: entry.seats.length, bots: bots.join(", "),
  });
  item.append(entry.match ? t("lobby.match", { text }) : text, " ");
  const button = (label, join) => {
    const b = item.appendChild(Object.assign(document.createElement("button"), { type: "button", textContent: t(label) }));
    b.className = join ? "join" : "watch";
    b.setAttribute("aria-label", t(`${label}_label`, { text }));
    b.addEventListener("click", () => online.open(entry.table, { join }));
  };
  if (free > 0) button("lobby.join", true);
  button("lobby.watch", false);
  return item;
}
