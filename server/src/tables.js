// The tables of this process: creating one, listing them, taking a seat, loading a table from
// the store when it is first needed, resuming every unfinished table at start, and stopping.

import * as engine from "./engine.js";
import { ServerError } from "./errors.js";
import { recordText } from "./record.js";
import { Table } from "./table.js";
import { schedule } from "./autoplay.js";
import { hashToken, newTableId, newToken, tokenMatches } from "./tokens.js";

const SEAT_KINDS = new Set(["player", ...engine.BOT_KINDS]);
const SEAT_NAMES = [...SEAT_KINDS].map((k) => `"${k}"`).join(", ");
const CREATE_FIELDS = new Set(["rules", "seats", "seed", "turn_seconds", "match"]);
const JOIN_FIELDS = new Set(["seat", "name"]);
const LEAVE_FIELDS = new Set(["seat", "token"]);
const MAX_SEED = 2n ** 64n - 1n;

const bad = (code, message) => new ServerError(400, code, message, "format");
const closedMeanwhile = () => new ServerError(409, "table_over", "This table is over or was closed meanwhile.");

// GET /tables: its pages, the statuses each `status` lists (a waiting table has a seat free:
// the round starts when the last one is taken), and its cursor, opaque to clients: the last
// table's creation time and id, base64url.
const DEFAULT_PAGE = 50;
const MAX_PAGE = 200;
const LIST_STATUSES = { open: ["waiting"], playing: ["playing"], live: ["waiting", "playing"] };

// GET /tables/ID/record: a finished table's record never changes, and rebuilding it replays
// every move (about 20 ms for a match of 1500 moves), so the last few asked for are kept a
// minute: a table's players opening it together, or a client asking again, replay it once.
const RECORDS_KEPT = 16;
const RECORD_KEPT_MS = 60000;

function makeCursor(row) {
  return Buffer.from(`${row.createdAt}:${row.id}`).toString("base64url");
}

function readCursor(text) {
  if (text === null) return null;
  const m = /^(\d{1,15}):([A-Za-z0-9_-]{1,64})$/.exec(/^[A-Za-z0-9_-]{1,200}$/.test(text) ? Buffer.from(text, "base64url").toString("latin1") : "");
  if (!m) throw bad("invalid_query", "cursor: expected the next_cursor of a previous page.");
  return { createdAt: Number(m[1]), id: m[2] };
}

function onlyFields(body, allowed) {
  if (body === null || typeof body !== "object" || Array.isArray(body)) throw bad("wrong_json_type", "The body must be a JSON object.");
  for (const key of Object.keys(body)) if (!allowed.has(key)) throw bad("unknown_field", `This request has a field the server does not know. (${key})`);
}

function checkSeed(seed) {
  if (seed === undefined || seed === null) return undefined;
  const text = typeof seed === "number" && Number.isSafeInteger(seed) ? String(seed) : seed;
  if (typeof text !== "string" || !/^\d{1,20}$/.test(text) || BigInt(text) > MAX_SEED)
    throw bad("number_out_of_range", "seed: expected a whole number from 0 to 2^64 - 1.");
  return text;
}

/** The registry of the tables this process serves. */
export class Tables {
  constructor({ store, config, log, metrics, pool }) {
    this.store = store;
    this.config = config;
    this.log = log;
    this.metrics = metrics;
    this.pool = pool; // the bot threads (bots.js)
    this.tables = new Map(); // id -> Table
    this.loading = new Map(); // id -> Promise<Table | null>
    this.records = new Map(); // id -> {text, at}: recent records, oldest first
    this.stopping = false;
    store.onChange((id) => this.#changed(id));
  }

  /**
   * POST /tables: checks the request and the process's room, deals the first round, stores the
   * table. Returns {table: id, host_token} (the host token re-issues seats' tokens).
   */
  async create(body) {
    onlyFields(body, CREATE_FIELDS);
    if (body.rules === undefined) throw bad("missing_field", "rules: a variant id or a rules document is required.");
    const rules = engine.checkRules(body.rules);
    if (!Array.isArray(body.seats) || body.seats.length === 0)
      throw bad("invalid_seats", `seats: expected an array with one entry per seat, each one of ${SEAT_NAMES}.`);
    // An unknown kind is named in the refusal (cut short), with the kinds the server plays.
    const unknown = body.seats.findIndex((k) => !SEAT_KINDS.has(k));
    if (unknown >= 0)
      throw bad("invalid_seats", `seats: seat ${unknown} is ${JSON.stringify(body.seats[unknown]).slice(0, 40)}; a seat is one of ${SEAT_NAMES}.`);
    const seed = checkSeed(body.seed);
    const turnSeconds = body.turn_seconds ?? null;
    if (turnSeconds !== null && (typeof turnSeconds !== "number" || !(turnSeconds >= 0.1 && turnSeconds <= 86400)))
      throw bad("number_out_of_range", "turn_seconds: expected a number of seconds from 0.1 to 86400.");
    if (body.match !== undefined && typeof body.match !== "boolean") throw bad("wrong_json_type", "match: expected true or false.");
    this.#checkRoom(body.seats);
    const game = engine.deal(rules, body.seats.length, seed); // R1: the number of players
    const hostToken = newToken();
    const config = { rules, seats: body.seats, seed: seed ?? null, turn_seconds: turnSeconds, match: body.match ?? false };
    let row;
    try {
      row = {
        id: newTableId(),
        // Strictly increasing in this process, so that the newest-first list keeps creation order.
        createdAt: (this.lastCreated = Math.max(Date.now(), (this.lastCreated ?? 0) + 1)),
        config,
        state: game.toJSON(),
        version: 0,
        status: body.seats.includes("player") ? "waiting" : "playing",
        deadline: null,
        seats: body.seats.map((kind) => ({ kind, name: null, tokenHash: null })),
        hostHash: hashToken(hostToken),
      };
      await this.store.createTable(row);
    } catch (err) {
      game.dispose();
      throw err;
    }
    const table = new Table(this, { ...row, touchedAt: row.createdAt, game });
    table.owned = true;
    this.tables.set(row.id, table);
    schedule(table);
    return { table: row.id, host_token: hostToken };
  }

  // The process's room for a new table of `seats`: RAMI_SERVER_MAX_TABLES live tables, and
  // RAMI_SERVER_MAX_SEARCH_BOTS search-bot seats among them. @throws ServerError 503
  #checkRoom(seats) {
    const { maxTables, maxSearchBots } = this.config;
    let live = 0;
    let searchBots = 0;
    for (const t of this.tables.values()) {
      if (t.status === "over") continue;
      live++;
      searchBots += t.seats.filter((s) => engine.isSearchBot(s.kind)).length;
    }
    const full = (limit, code, message) => {
      this.metrics?.limits.inc({ limit });
      this.log("warn", "limit_hit", { limit });
      return Object.assign(new ServerError(503, code, message), { retryAfter: 60 });
    };
    if (live >= maxTables)
      throw full("max_tables", "too_many_tables", `This server holds as many tables as it may (RAMI_SERVER_MAX_TABLES = ${maxTables}): try again later.`);
    const asked = seats.filter((k) => engine.isSearchBot(k)).length;
    if (asked > 0 && searchBots + asked > maxSearchBots)
      throw full("max_search_bots", "too_many_bots", `This server plays as many search bots as it may (RAMI_SERVER_MAX_SEARCH_BOTS = ${maxSearchBots}, ${searchBots} seated): choose greedy or random seats, or try later.`);
  }

  /**
   * GET /tables: a page of the live tables, newest first ({tables, next_cursor}). `query` is the
   * URL's parameters: `status` ("open": seats free and not started; "playing"; absent: both),
   * `limit` (1 to MAX_PAGE, default DEFAULT_PAGE) and `cursor` (the previous page's next_cursor).
   * @throws ServerError 400 `invalid_query` for another value.
   */
  async list(query) {
    for (const key of query.keys())
      if (!["status", "limit", "cursor"].includes(key)) throw bad("invalid_query", `This list has no parameter ${JSON.stringify(key.slice(0, 40))}: use status, limit, cursor.`);
    const status = query.get("status");
    if (status !== null && !LIST_STATUSES[status]) throw bad("invalid_query", 'status: expected "open" or "playing".');
    const limitText = query.get("limit");
    const limit = limitText === null ? DEFAULT_PAGE : /^\d{1,3}$/.test(limitText) ? Number(limitText) : 0;
    if (limit < 1 || limit > MAX_PAGE) throw bad("invalid_query", `limit: expected a whole number from 1 to ${MAX_PAGE}.`);
    const after = readCursor(query.get("cursor"));
    const rows = await this.store.listTables({ statuses: LIST_STATUSES[status ?? "live"], after, limit: limit + 1 });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      tables: page.map((t) => ({
        table: t.id,
        rules: t.config.rules,
        seats: t.seats.map(({ seat, kind, taken, name }) => ({ seat, kind, taken, ...(name ? { name } : {}) })),
        status: t.status,
        created: new Date(t.createdAt).toISOString(),
        seats_free: t.seats.filter((s) => !s.taken).length,
        match: Boolean(t.config.match),
      })),
      next_cursor: rows.length > limit ? makeCursor(last) : null,
    };
  }

  /** The table `id`, loaded from the store if this process does not hold it; null if unknown. */
  async get(id) {
    const held = this.tables.get(id);
    if (held) return held;
    if (typeof id !== "string" || id.length > 64) return null;
    let loading = this.loading.get(id);
    if (!loading) {
      loading = this.store.loadTable(id).then((row) => {
        this.loading.delete(id);
        if (!row) return null;
        const table = this.tables.get(id) ?? new Table(this, row);
        if (!this.tables.has(id)) {
          this.tables.set(id, table);
          schedule(table);
        }
        return table;
      }, (err) => {
        this.loading.delete(id);
        throw err;
      });
      this.loading.set(id, loading);
    }
    return loading;
  }

  /** The table `id`, up to date with the store when other processes share it; 404 if unknown. */
  async fresh(id) {
    // A table that left memory meanwhile (over, or closed for inactivity) is looked up again.
    for (let attempt = 0; attempt < 3; attempt++) {
      const table = await this.get(id);
      if (!table) break;
      if (this.store.shared) await table.run(() => table.refresh());
      if (!table.disposed) return table;
    }
    throw new ServerError(404, "unknown_table", "There is no table with that id.");
  }

  /** GET /tables/ID: the table as anyone may see it (a finished one leaves memory after). */
  async info(id) {
    const table = await this.fresh(id);
    const info = table.info();
    if (table.status === "over") this.evict(table);
    return info;
  }

  /**
   * GET /tables/ID/record: a finished table's record (rami.record/1, as JSON text), every round
   * of it, read from the store (a finished table is no longer in memory). A table not over is
   * refused: its round's hands and stock are secret while it is played (a match: until its last
   * round ends). @throws ServerError 404 `unknown_table`, 409 `round_not_over`
   */
  async record(id) {
    const kept = this.records.get(id);
    if (kept && Date.now() - kept.at < RECORD_KEPT_MS) return kept.text;
    const history = await this.store.loadHistory(id);
    if (!history) throw new ServerError(404, "unknown_table", "There is no table with that id.");
    if (history.status !== "over")
      throw new ServerError(409, "round_not_over", history.config.match
        ? "This match is still being played: its record is given once it is over."
        : "This round is still being played: its record is given once it is over.");
    // Over: no move comes after, so the log read now is the whole of it.
    const moves = await this.store.movesSince(id, 0);
    if (moves.length !== history.version) throw new Error(`table ${id}: ${moves.length} moves stored for version ${history.version}`);
    const text = recordText(id, history, moves);
    this.records.delete(id);
    this.records.set(id, { text, at: Date.now() });
    if (this.records.size > RECORDS_KEPT) this.records.delete(this.records.keys().next().value);
    return text;
  }

  /**
   * POST /tables/ID/join: takes the seat asked for, or the first free player seat, for a new
   * token. The round starts when the last player seat is taken.
   */
  async join(id, body) {
    onlyFields(body, JOIN_FIELDS);
    if (body.name !== undefined && (typeof body.name !== "string" || body.name.length > 40))
      throw bad("wrong_json_type", "name: expected text of at most 40 characters.");
    const table = await this.fresh(id);
    const seats = table.seats;
    if (body.seat !== undefined && (!Number.isInteger(body.seat) || body.seat < 0 || body.seat >= seats.length))
      throw bad("seat_out_of_range", "There is no seat with that number.");
    return table.run(async () => {
      if (table.disposed) throw closedMeanwhile();
      const candidates = body.seat !== undefined ? [body.seat] : seats.map((_, s) => s).filter((s) => seats[s].kind === "player" && !seats[s].tokenHash);
      if (body.seat !== undefined && seats[body.seat].kind !== "player")
        throw new ServerError(409, "seat_taken", `Seat ${body.seat} is played by a bot.`);
      const token = newToken();
      const hash = hashToken(token);
      for (const seat of candidates) {
        const deadline = table.startDeadline();
        const { claimed, started } = await this.store.claimSeat(id, seat, hash, body.name, deadline);
        if (!claimed) continue;
        seats[seat].tokenHash = hash;
        seats[seat].name = body.name ?? null;
        table.touch();
        if (started) {
          this.log("info", "table_started", { table: id });
          table.started(deadline);
        }
        return { seat, token };
      }
      if (this.store.shared) await table.refresh();
      throw body.seat !== undefined
        ? new ServerError(409, "seat_taken", `Seat ${body.seat} is taken.`)
        : new ServerError(409, "table_full", "Every player seat of this table is taken.");
    });
  }

  /**
   * POST /tables/ID/leave {"seat", "token"}: the seat's player leaves. Before the round starts
   * the seat is free again; after, a greedy bot plays it to the end, so the others play on. The
   * seat's sockets are closed (1000). @throws 401 `wrong_token`
   */
  async leave(id, body) {
    onlyFields(body, LEAVE_FIELDS);
    const table = await this.fresh(id);
    if (!Number.isInteger(body.seat) || body.seat < 0 || body.seat >= table.seats.length) throw bad("seat_out_of_range", "There is no seat with that number.");
    if (typeof body.token !== "string") throw bad("wrong_json_type", "token: expected the seat's token.");
    return table.run(async () => {
      if (table.disposed) throw closedMeanwhile();
      const seat = table.seats[body.seat];
      if (!tokenMatches(body.token, seat.tokenHash)) throw this.authFailed("leave", "wrong_token", "That is not this seat's token.");
      if (table.status === "over") throw new ServerError(409, "table_over", "This table's game is over.");
      const started = table.status === "playing";
      if (!(await this.store.leaveSeat(id, body.seat, seat.tokenHash, started))) throw new ServerError(409, "stale_version", "The seat changed meanwhile: try again.");
      this.log("info", "seat_left", { table: id, seat: body.seat, started });
      table.seatLeft(body.seat, started);
      return { table: id, seat: body.seat, left: true };
    });
  }

  /**
   * POST /tables/ID/seats/N/token with "Authorization: Bearer HOST_TOKEN" (the host_token POST
   * /tables gave): a new token for the taken player seat N; the old one no longer opens it and
   * its sockets are closed (4001). @throws 401 `wrong_token`, 409 `seat_free`
   */
  async reissue(id, seatText, authorization) {
    const table = await this.fresh(id);
    const seat = /^\d{1,2}$/.test(seatText) ? Number(seatText) : -1;
    if (!(seat >= 0 && seat < table.seats.length)) throw bad("seat_out_of_range", "There is no seat with that number.");
    const m = /^Bearer ([A-Za-z0-9_-]{1,100})$/.exec(authorization ?? "");
    if (!m || !tokenMatches(m[1], table.hostHash)) throw this.authFailed("host", "wrong_token", "This needs the table's host token: Authorization: Bearer HOST_TOKEN.");
    return table.run(async () => {
      if (table.disposed) throw closedMeanwhile();
      if (table.seats[seat].kind !== "player" || table.seats[seat].tokenHash === null)
        throw new ServerError(409, "seat_free", `Seat ${seat} has no player to give a new token to: it may be joined.`);
      const token = newToken();
      const hash = hashToken(token);
      if (!(await this.store.setToken(id, seat, hash))) throw new ServerError(409, "seat_free", `Seat ${seat} has no player to give a new token to.`);
      this.log("info", "token_reissued", { table: id, seat });
      table.tokenChanged(seat, hash);
      return { seat, token };
    });
  }

  /** A refused credential: counted, and the refusal to throw (401). */
  authFailed(via, code, message) {
    this.metrics?.authFailures.inc({ via });
    return new ServerError(401, code, message);
  }

  /**
   * At start: the live tables this process plays are loaded, so that their bots and timers go
   * on (SQLite: all of them; PostgreSQL: those of no live process, by lease). Tables never
   * started that were idle past RAMI_SERVER_IDLE_TABLE_SECONDS are deleted first.
   */
  async resumeAll() {
    await this.store.deleteStaleWaiting(Date.now() - this.config.idleTableSeconds * 1000);
    if (this.store.shared) return (await this.heartbeat()).length;
    const ids = await this.store.activeTableIds();
    for (const id of ids) (await this.get(id))?.own(true);
    return ids.length;
  }

  /**
   * PostgreSQL: renews this process's leases and takes the tables whose process died (their
   * bots and timers go on here at once). Returns the ids taken.
   */
  async heartbeat() {
    const { held, taken } = await this.store.heartbeat();
    const mine = new Set([...held, ...taken]);
    for (const table of this.tables.values()) if (table.owned && !mine.has(table.id)) table.own(false);
    for (const id of taken) {
      const table = await this.get(id);
      if (!table) continue;
      this.log("info", "table_taken_over", { table: id });
      await table.run(() => table.refresh());
      table.own(true);
    }
    for (const id of held) this.tables.get(id)?.own(true);
    return taken;
  }

  /**
   * Retention, every RAMI_SERVER_SWEEP_MS: a table of this process idle past
   * RAMI_SERVER_IDLE_TABLE_SECONDS (no join, no move, no seat connected) that is waiting for
   * players, or abandoned (a player to act, no turn timer), is closed; finished tables' rows
   * older than RAMI_SERVER_RETENTION_DAYS are deleted; the address counters are pruned.
   */
  async sweep(now = Date.now()) {
    const idleMs = this.config.idleTableSeconds * 1000;
    for (const table of [...this.tables.values()]) {
      if (table.status === "over") {
        this.evict(table);
        continue;
      }
      if (!table.owned || table.seatsConnected() > 0 || now - table.activeAt < idleMs) continue;
      const started = table.status === "playing";
      if (started && !table.abandoned()) continue;
      await table.run(async () => {
        if (!(await this.store.expire(table.id, table.version, started))) return table.refresh();
        this.log("info", "table_expired", { table: table.id, started, idle_s: Math.round((now - table.activeAt) / 1000) });
        table.expired();
        this.tables.delete(table.id);
        table.dispose();
      });
    }
    const purged = await this.store.purge(now - this.config.retentionDays * 86400000);
    if (purged) this.log("info", "tables_deleted", { count: purged, retention_days: this.config.retentionDays });
    return purged;
  }

  /** The tables held here by status, for the metrics. */
  countByStatus() {
    const counts = { waiting: 0, playing: 0, over: 0 };
    for (const t of this.tables.values()) counts[t.status] = (counts[t.status] ?? 0) + 1;
    return counts;
  }

  /**
   * A table over leaves memory at once (the store keeps it). Its sockets were sent the last view
   * and `over`; they stay open for their clients to close, and a move they send is refused
   * (`table_over`).
   */
  evict(table) {
    table
      .run(() => {
        if (table.status !== "over" || this.tables.get(table.id) !== table) return;
        table.conns.clear();
        this.tables.delete(table.id);
        table.dispose();
      })
      .catch(() => {});
  }

  // Another process changed a table (PostgreSQL NOTIFY), or the notifications were lost for a
  // while (id null): the tables held here catch up.
  #changed(id) {
    const targets = id === null ? [...this.tables.values()] : [this.tables.get(id)].filter(Boolean);
    for (const table of targets)
      table.run(() => table.refresh()).catch((err) => this.log("warn", "refresh_failed", { table: table.id, message: err.message }));
  }

  /** Stops the timers, then waits (at most drainMs) for the moves in hand to be stored. */
  async drain() {
    this.stopping = true;
    for (const table of this.tables.values()) {
      clearTimeout(table.timer);
      table.timer = null;
    }
    const queues = [...this.tables.values()].map((t) => t.queue);
    let timer;
    const limit = new Promise((resolve) => (timer = setTimeout(() => resolve("timeout"), this.config.drainMs)));
    const outcome = await Promise.race([Promise.all(queues).then(() => "drained"), limit]);
    clearTimeout(timer);
    return outcome;
  }

  /** Closes every socket of every table with `code`. */
  closeSockets(code, reason) {
    for (const table of this.tables.values()) table.closeAll(code, reason);
  }
}
