// One table in this process: its state at its version, the sockets watching it, and the queue
// that judges its moves one at a time. A move is judged by the engine, stored (the move's row
// and the new state, in one transaction that fails if the table moved on meanwhile), and only
// then sent out: `moved`, then each receiver's view, then `over` when the round ended.

import * as engine from "./engine.js";
import { ServerError } from "./errors.js";
import { movedFrame, overFrame, ViewFrames } from "./views.js";
import { schedule } from "./autoplay.js";

const stale = () => new ServerError(409, "stale_version", "The table has moved on since that version: play on the latest view.");

/** A table loaded in this process. */
export class Table {
  /**
   * @param tables the registry (store, config, log, stopping)
   * @param row what the store's loadTable returns
   */
  constructor(tables, row) {
    this.tables = tables;
    this.id = row.id;
    this.config = row.config;
    this.conns = new Set();
    this.queue = Promise.resolve();
    this.timer = null;
    // Whether this process made the table's last change: it then plays the bots and timers at
    // once; another process waits `takeoverMs` first (several processes on PostgreSQL).
    this.driver = false;
    this.#load(row);
  }

  #load(row) {
    this.state = row.state;
    this.version = row.version;
    this.status = row.status;
    this.deadline = row.deadline ?? null;
    this.seats = row.seats.map((s) => ({ kind: s.kind, name: s.name ?? null, tokenHash: s.tokenHash ?? null }));
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
      this.frames = new ViewFrames({ state: this.state, version: this.version, status: this.status, deadline: this.deadline });
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
      scores: engine.totals(this.state),
      ...(this.deadline !== null ? { deadline: new Date(this.deadline).toISOString() } : {}),
      ...(this.config.turn_seconds ? { turn_seconds: this.config.turn_seconds } : {}),
      match: Boolean(this.config.match),
      view: this.viewFrames().publicView(),
    };
  }

  // --- moves --------------------------------------------------------------------------------

  /**
   * A move sent by `seat` against `version` (call inside run). Refusals throw, changing nothing:
   * a ServerError (`not_started`, `table_over`, `stale_version`, `not_your_turn`) or the engine's
   * RamiError.
   */
  async submit(seat, move, version) {
    if (this.status === "waiting") throw new ServerError(409, "not_started", "The round starts once every player seat is taken.");
    if (this.status === "over") throw new ServerError(409, "table_over", "This table's game is over.");
    if (version !== this.version) throw stale();
    if (this.state.phase === "over") throw new ServerError(409, "round_over", "The round is over: the next one starts shortly.", "R7");
    if (seat !== this.state.current) throw new ServerError(409, "not_your_turn", `It is seat ${this.state.current}'s turn.`);
    const next = engine.applyMove(this.state, move);
    await this.commit(seat, engine.publicMove(move), next, false);
  }

  /** A move sent as an action number (docs/actions.md), judged as its action. */
  async submitAction(seat, id, version) {
    if (this.status === "playing" && version === this.version && seat === this.state.current && this.state.phase !== "over")
      return this.submit(seat, engine.actionOf(this.state, id), version);
    return this.submit(seat, null, version); // refused before the move is read
  }

  /**
   * Stores a move the engine accepted and sends it out; a table that moved on in another process
   * meanwhile is reloaded and the move refused as stale.
   */
  async commit(seat, move, next, timeout) {
    const now = Date.now();
    let status = this.status;
    if (next.phase === "over" && !(this.config.match && engine.matchWinner(next) === null)) status = "over";
    const deadline = this.#deadlineAfter(next, status, now);
    const entry = { version: this.version + 1, seat, move, timeout };
    const stored = await this.store.commitMove(this.id, this.version, { seat, move, timeout, at: now, state: next, status, deadline });
    if (!stored) {
      await this.refresh();
      throw stale();
    }
    this.state = next;
    this.version = entry.version;
    this.status = status;
    this.deadline = deadline;
    this.driver = true;
    if (status === "over") this.tables.log("info", "table_over", { table: this.id, version: this.version });
    this.#send(entry);
    schedule(this);
  }

  // A turn's deadline runs from the start of the turn: it is kept while the same seat goes on
  // with the same turn, and set anew when a turn (or round) starts for a player seat.
  #deadlineAfter(next, status, now) {
    const seconds = this.config.turn_seconds;
    if (!seconds || status !== "playing" || next.phase === "over" || this.seats[next.current].kind !== "player") return null;
    const sameTurn = this.state.phase !== "over" && next.current === this.state.current && next.turn === this.state.turn;
    return sameTurn && this.deadline !== null ? this.deadline : now + Math.round(seconds * 1000);
  }

  /** The deadline of the first turn, once the round starts. */
  startDeadline(now = Date.now()) {
    const seconds = this.config.turn_seconds;
    if (!seconds || this.state.phase === "over" || this.seats[this.state.current].kind !== "player") return null;
    return now + Math.round(seconds * 1000);
  }

  // --- changes made elsewhere -----------------------------------------------------------------

  /**
   * Catches up with the store (call inside run): moves another process stored are replayed by
   * the engine and sent out as if made here; a start or a seat taken elsewhere is taken in.
   */
  async refresh() {
    const row = await this.store.loadTable(this.id);
    if (!row) return;
    const statusChanged = row.status !== this.status;
    if (row.version > this.version) {
      const entries = await this.store.movesSince(this.id, this.version);
      let state = this.state;
      let replayed = true;
      for (const e of entries) {
        if (e.version > row.version) break;
        try {
          state = engine.replay(state, e.move);
        } catch (err) {
          this.tables.log("error", "replay_failed", { table: this.id, version: e.version, message: err.message });
          replayed = false;
          break;
        }
        this.state = state;
        this.version = e.version;
        this.frames = null;
        if (e.version === row.version) this.#load(row);
        this.#send(e);
      }
      if (!replayed || this.version !== row.version) {
        this.#load(row);
        this.#sendViews();
      }
      this.driver = false;
      schedule(this);
    } else if (statusChanged || row.deadline !== this.deadline || row.seats.some((s, i) => s.tokenHash !== this.seats[i].tokenHash)) {
      this.#load(row);
      if (statusChanged) {
        this.driver = false;
        this.#sendViews();
        schedule(this);
      }
    }
  }

  /** A join made here started the round: the seat to act now gets its legal actions. */
  started(deadline) {
    this.status = "playing";
    this.deadline = deadline;
    this.frames = null;
    this.driver = true;
    this.#sendViews();
    schedule(this);
  }

  // --- sockets ------------------------------------------------------------------------------

  /** A socket joins the table: it gets the current view (and `over` if the round is over). */
  attach(conn) {
    this.conns.add(conn);
    conn.send(this.viewFrames().frame(conn.seat));
    if (this.state.phase === "over") conn.send(overFrame(this.state));
  }

  detach(conn) {
    this.conns.delete(conn);
    if (this.conns.size === 0 && this.status === "over") this.tables.evict(this);
  }

  #send(entry) {
    if (this.conns.size === 0) return;
    const moved = movedFrame(entry);
    const frames = this.viewFrames();
    const over = this.state.phase === "over" ? overFrame(this.state) : null;
    for (const conn of this.conns) {
      conn.send(moved);
      conn.send(frames.frame(conn.seat));
      if (over) conn.send(over);
    }
  }

  #sendViews() {
    const frames = this.viewFrames();
    for (const conn of this.conns) conn.send(frames.frame(conn.seat));
  }

  /** Closes every socket (shutdown: 1001). */
  closeAll(code, reason) {
    for (const conn of this.conns) conn.close(code, reason);
    this.conns.clear();
  }
}
