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
    // Whether this process made the table's last change: it then plays the bots and timers at
    // once; another process waits `takeoverMs` first (several processes on PostgreSQL).
    this.driver = false;
    this.game = row.game ?? engine.restore(row.state, row.moves.map((m) => m.move));
    this.version = row.version;
    this.bots = new Map(); // seat -> { kind, bot }: the bots of this process, kept between turns
    this.#take(row);
  }

  /**
   * The bot that plays `seat` in this process, made with `seed` the first time (or when the
   * seat's kind changed). A process that takes a table over makes its own: it has not seen the
   * turns before, as a player joining late.
   */
  botFor(seat, kind, seed) {
    const kept = this.bots.get(seat);
    if (kept && kept.kind === kind) return kept.bot;
    kept?.bot.dispose();
    const bot = engine.seatBot(kind, seed);
    this.bots.set(seat, { kind, bot });
    this.tables.log("info", "bot_seated", { table: this.id, seat, kind });
    return bot;
  }

  // The row's fields besides the round.
  #take(row) {
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
    this.driver = true;
    if (status === "over") this.tables.log("info", "table_over", { table: this.id, version: this.version });
    this.#send(entry);
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
    if (!row) return;
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
      this.driver = false;
      schedule(this);
    } else if (row.status !== this.status || row.deadline !== this.deadline || row.seats.some((s, i) => s.tokenHash !== this.seats[i].tokenHash)) {
      const started = row.status !== this.status;
      this.#take(row);
      if (started) {
        this.driver = false;
        this.#sendViews();
        schedule(this);
      }
    }
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
    this.driver = true;
    this.#sendViews();
    schedule(this);
  }

  // --- sockets ------------------------------------------------------------------------------

  /** A socket joins the table: it gets the current view (and `over` if the round is over). */
  attach(conn) {
    this.conns.add(conn);
    conn.send(this.viewFrames().frame(conn.seat));
    if (this.game.isOver) conn.send(overFrame(this.game));
  }

  detach(conn) {
    this.conns.delete(conn);
    if (this.conns.size === 0 && this.status === "over") this.tables.evict(this);
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
    clearTimeout(this.timer);
    this.timer = null;
    for (const { bot } of this.bots.values()) bot.dispose();
    this.bots.clear();
    this.game.dispose();
  }
}
