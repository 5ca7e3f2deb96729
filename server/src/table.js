// One table in this process: its round (a Game in the engine) at its version, the sockets
// watching it, and the queue that judges its moves one at a time. A move is judged by the
// engine, stored (its row in the log, and the table's new version, in one transaction that fails
// if the table moved on meanwhile), and only then sent out: `moved`, then each receiver's view,
// then `over` when the round ended. The store keeps the log and a snapshot of the state every
// SNAPSHOT_EVERY moves and at each new round; a table is loaded from its snapshot and the moves
// after it.

import * as engine from "./engine.js";
import { ServerError } from "./errors.js";
import { movedFrame, overFrame, ViewFrames } from "./views.js";
import { schedule } from "./autoplay.js";

const SNAPSHOT_EVERY = 64;

const stale = () => new ServerError(409, "stale_version", "The table has moved on since that version: play on the latest view.");

/** A table loaded in this process. */
export class Table {
  /**
   * @param tables the registry (store, config, log, stopping)
   * @param row what the store's loadTable returns (with `game` when the caller dealt it)
   */
  constructor(tables, row) {
    this.tables = tables;
    this.id = row.id;
    this.config = row.config;
    this.rulesKey = engine.rulesKey(row.config.rules);
    this.conns = new Set();
    this.queue = Promise.resolve();
    this.timer = null;
    // Whether this process plays the table's bots, timers and next rounds: always on SQLite; on
    // PostgreSQL the process holding the table's lease (tables.js heartbeat), one at a time.
    this.owned = !tables.store.shared;
    // The last join, move or seat socket seen (ms): retention closes a table idle for too long.
    // A table loaded at start counts from then, so that its players have time to come back.
    this.activeAt = Math.max(row.touchedAt ?? 0, row.game ? 0 : Date.now());
    this.hostHash = row.hostHash ?? null;
    this.game = row.game ?? engine.restore(row.state, row.moves.map((m) => m.move));
    this.version = row.version;
    this.bots = new Map(); // seat -> the key of its bot in the bot threads, kept between turns
    this.#take(row);
  }

  /**
   * The key of the bot that plays `seat` in this process, in the bot threads (bots.js): made
   * there, with the seed of its first turn, the first time it moves. A process that takes a table
   * over makes its own: it has not seen the turns before, as a player joining late.
   */
  botFor(seat, kind) {
    if (!this.bots.has(seat)) {
      this.bots.set(seat, `${this.id}:${seat}:${kind}`);
      this.tables.log("info", "bot_seated", { table: this.id, seat, kind });
    }
    return this.bots.get(seat);
  }

  // The row's fields besides the round.
  #take(row) {
    this.status = row.status;
    this.deadline = row.deadline ?? null;
    this.seats = row.seats.map((s) => ({ kind: s.kind, name: s.name ?? null, tokenHash: s.tokenHash ?? null }));
    if (row.hostHash !== undefined) this.hostHash = row.hostHash;
    this.frames = null;
  }

  get store() {
    return this.tables.store;
  }

  /** Runs `fn` after every operation queued before it on this table; returns its result. */
  run(fn) {
    const result = this.queue.then(fn);
    this.queue = result.then(() => {}, () => {});
    return result;
  }

  /** The view frames of the current version. */
  viewFrames() {
    if (!this.frames || this.frames.version !== this.version)
      this.frames = new ViewFrames({ game: this.game, version: this.version, status: this.status, deadline: this.deadline, rulesKey: this.rulesKey });
    return this.frames;
  }

  /** What GET /tables/ID answers: the public view, status, version, seats and match totals. */
  info() {
    return {
      table: this.id,
      rules: this.config.rules,
      status: this.status,
      version: this.version,
      seats: this.seats.map((s, seat) => ({ seat, kind: s.kind, taken: s.kind !== "player" || s.tokenHash !== null, ...(s.name ? { name: s.name } : {}) })),
      scores: engine.scores(this.game).totals,
      ...(this.deadline !== null ? { deadline: new Date(this.deadline).toISOString() } : {}),
      ...(this.config.turn_seconds ? { turn_seconds: this.config.turn_seconds } : {}),
      match: Boolean(this.config.match),
      view: this.viewFrames().publicView(),
    };
  }

  // --- moves --------------------------------------------------------------------------------

  // Why a move of `seat` against `version` is refused before the engine reads it, if it is.
  #refusal(seat, version) {
    if (this.status === "waiting") return new ServerError(409, "not_started", "The round starts once every player seat is taken.");
    if (this.status === "over") return new ServerError(409, "table_over", "This table's game is over.");
    if (version !== this.version) return stale();
    if (this.game.isOver) return new ServerError(409, "round_over", "The round is over: the next one starts shortly.", "R7");
    if (seat !== this.game.currentSeat) return new ServerError(409, "not_your_turn", `It is seat ${this.game.currentSeat}'s turn.`);
    return null;
  }

  /**
   * A move sent by `seat` against `version` (call inside run). Refusals throw, changing nothing:
   * a ServerError (`not_started`, `table_over`, `stale_version`, `not_your_turn`) or the engine's
   * RamiError.
   */
  async submit(seat, move, version) {
    const refused = this.#refusal(seat, version);
    if (refused) throw refused;
    const next = this.game.apply(move);
    let shown;
    try {
      shown = engine.publicMove(move);
    } catch (err) {
      next.dispose();
      throw err;
    }
    await this.commit(seat, shown, next, false);
  }

  /** A move sent as an action number (docs/actions.md), judged as its action. */
  async submitAction(seat, id, version) {
    const refused = this.#refusal(seat, version);
    if (refused) throw refused;
    const { action } = engine.numberedAction(this.game, this.rulesKey, id);
    await this.commit(seat, action, this.game.step(id), false);
  }

  /**
   * Stores a move the engine accepted (`next` is the Game after it) and sends it out; a table
   * that moved on in another process meanwhile is caught up and the move refused as stale.
   */
  async commit(seat, move, next, timeout) {
    const now = Date.now();
    let status = this.status;
    if (next.isOver && !(this.config.match && engine.scores(next).match_winner === null)) status = "over";
    const deadline = this.#deadlineAfter(next, status, now);
    const entry = { version: this.version + 1, seat, move, timeout };
    let stored;
    try {
      const snapshot = entry.version % SNAPSHOT_EVERY === 0 || move.type === "next_round" ? next.toJSON() : null;
      stored = await this.store.commitMove(this.id, this.version, { seat, move, timeout, at: now, status, deadline, state: snapshot });
    } catch (err) {
      next.dispose();
      throw err;
    }
    if (!stored) {
      next.dispose();
      await this.refresh();
      throw stale();
    }
    this.game = engine.replace(this.game, next);
    this.version = entry.version;
    this.status = status;
    this.deadline = deadline;
    this.frames = null;
    this.activeAt = now;
    if (status === "over") this.tables.log("info", "table_over", { table: this.id, version: this.version });
    this.#send(entry);
    if (status === "over") this.tables.evict(this);
    schedule(this);
  }

  // A turn's deadline runs from the start of the turn: it is kept while the same seat goes on
  // with the same turn, and set anew when a turn (or round) starts for a player seat.
  #deadlineAfter(next, status, now) {
    const seconds = this.config.turn_seconds;
    if (!seconds || status !== "playing" || next.isOver || this.seats[next.currentSeat].kind !== "player") return null;
    const sameTurn = !this.game.isOver && next.currentSeat === this.game.currentSeat && next.turn === this.game.turn;
    return sameTurn && this.deadline !== null ? this.deadline : now + Math.round(seconds * 1000);
  }

  /** The deadline of the first turn, once the round starts. */
  startDeadline(now = Date.now()) {
    const seconds = this.config.turn_seconds;
    if (!seconds || this.game.isOver || this.seats[this.game.currentSeat].kind !== "player") return null;
    return now + Math.round(seconds * 1000);
  }

  // --- changes made elsewhere -----------------------------------------------------------------

  /**
   * Catches up with the store (call inside run): moves another process stored are replayed by
   * the engine and sent out as if made here; a start or a seat taken elsewhere is taken in.
   */
  async refresh() {
    const row = await this.store.peekTable(this.id);
    if (!row) return this.expired(); // deleted elsewhere (expired before it started)
    const before = this.seats;
    if (row.version > this.version) {
      for (const e of await this.store.movesSince(this.id, this.version)) {
        let next;
        try {
          next = engine.replay(this.game, e.move);
        } catch (err) {
          this.tables.log("error", "replay_failed", { table: this.id, version: e.version, message: err.message });
          return this.#reload();
        }
        this.game = engine.replace(this.game, next);
        this.version = e.version;
        this.frames = null;
        if (e.version >= row.version) this.#take(row);
        this.#send(e);
      }
      this.#take(row);
      this.#closeChangedSeats(before);
      this.activeAt = Date.now();
      if (this.status === "over") this.tables.evict(this);
      schedule(this);
    } else if (row.status !== this.status || row.deadline !== this.deadline || row.seats.some((s, i) => s.tokenHash !== this.seats[i].tokenHash || s.kind !== this.seats[i].kind)) {
      const changed = row.status !== this.status || row.seats.some((s, i) => s.kind !== before[i].kind);
      this.#take(row);
      this.#closeChangedSeats(before);
      if (this.status === "over") return this.expired();
      if (changed) {
        this.#sendViews();
        schedule(this);
      }
    }
  }

  // A seat whose token changed elsewhere loses its sockets: 1000 if its player left, 4001 if a
  // new token was issued.
  #closeChangedSeats(before) {
    before.forEach((s, i) => {
      const now = this.seats[i].tokenHash;
      if (s.tokenHash !== null && s.tokenHash !== now) this.closeSeat(i, now === null ? 1000 : 4001, now === null ? "seat left" : "seat token changed");
    });
  }

  // Loads the table anew from its snapshot and log (a replay that failed: never expected).
  async #reload() {
    const row = await this.store.loadTable(this.id);
    this.game = engine.replace(this.game, engine.restore(row.state, row.moves.map((m) => m.move)));
    this.version = row.version;
    this.#take(row);
    this.#sendViews();
    schedule(this);
  }

  /** A join made here started the round: the seat to act now gets its legal actions. */
  started(deadline) {
    this.status = "playing";
    this.deadline = deadline;
    this.frames = null;
    this.#sendViews();
    schedule(this);
  }

  /** Whether this process plays the table's bots and timers (PostgreSQL: its lease). */
  own(owned) {
    if (this.owned === owned) return;
    this.owned = owned;
    schedule(this);
  }

  /** A join or a seat's socket: the table is in use. */
  touch() {
    this.activeAt = Date.now();
  }

  /** The sockets of seats (not spectators) open on this table in this process. */
  seatsConnected() {
    let n = 0;
    for (const conn of this.conns) if (conn.seat !== null) n++;
    return n;
  }

  /** Nothing will move the table by itself: a player to act and no turn timer (or no one to play). */
  abandoned() {
    if (this.game.isOver) return false; // the next round of a match starts by itself
    return this.seats[this.game.currentSeat].kind === "player" && this.deadline === null;
  }

  /** The table was closed for inactivity (here or elsewhere): its sockets are closed with 4004. */
  expired() {
    this.closeAll(4004, "table closed for inactivity");
    if (this.tables.tables.get(this.id) === this) {
      this.tables.tables.delete(this.id);
      this.dispose();
    }
  }

  /** The player of `seat` left (the store holds it): free again, or a greedy bot's from now on. */
  seatLeft(seat, started) {
    if (started) this.seats[seat] = { kind: "greedy", name: this.seats[seat].name, tokenHash: null };
    else this.seats[seat] = { kind: "player", name: null, tokenHash: null };
    this.closeSeat(seat, 1000, "seat left");
    this.touch();
    if (started) {
      this.frames = null;
      schedule(this);
    }
  }

  /** A new token for `seat` (the store holds it): the sockets opened with the old one are closed. */
  tokenChanged(seat, hash) {
    this.seats[seat].tokenHash = hash;
    this.closeSeat(seat, 4001, "seat token changed");
  }

  /** Closes the sockets of one seat. */
  closeSeat(seat, code, reason) {
    for (const conn of [...this.conns]) {
      if (conn.seat !== seat) continue;
      conn.close(code, reason);
      this.conns.delete(conn);
    }
  }

  // --- sockets ------------------------------------------------------------------------------

  /** A socket joins the table: it gets the current view (and `over` if the round is over). */
  attach(conn) {
    this.conns.add(conn);
    if (conn.seat !== null) this.touch();
    conn.send(this.viewFrames().frame(conn.seat));
    if (this.game.isOver) conn.send(overFrame(this.game));
    if (this.status === "over") this.tables.evict(this); // a finished table: told, then it leaves memory
  }

  detach(conn) {
    if (this.conns.delete(conn) && conn.seat !== null) this.touch();
  }

  #send(entry) {
    if (this.conns.size === 0) return;
    const moved = movedFrame(entry);
    const frames = this.viewFrames();
    const over = this.game.isOver ? overFrame(this.game) : null;
    for (const conn of this.conns) conn.sendAll(over ? [moved, frames.frame(conn.seat), over] : [moved, frames.frame(conn.seat)]);
  }

  #sendViews() {
    const frames = this.viewFrames();
    for (const conn of this.conns) conn.sendAll([frames.frame(conn.seat)]);
  }

  /** Closes every socket (shutdown: 1001). */
  closeAll(code, reason) {
    for (const conn of this.conns) conn.close(code, reason);
    this.conns.clear();
  }

  /** Frees the round's memory in the engine (the table leaves this process). */
  dispose() {
    if (this.disposed) return;
    this.disposed = true;
    clearTimeout(this.timer);
    this.timer = null;
    for (const key of this.bots.values()) this.tables.pool.free(key);
    this.bots.clear();
    this.game.dispose();
  }
}
