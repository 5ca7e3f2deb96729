// The SQLite store (better-sqlite3): one file, one process. WAL journal: a move's row and its
// table's new version are written in one transaction before the server acknowledges the move.
// Moves of different tables that arrive within `commitWindowMs` (RAMI_SERVER_COMMIT_MS, default
// 2 ms; 0: within one turn of the event loop) share one transaction (group commit: one write of
// the journal for all of them, which costs less CPU than a write each at thousands of moves a
// second); each still applies only if its table is at the version it was judged against, and
// none is acknowledged before the transaction is committed.
// synchronous=NORMAL keeps every committed transaction through a crash of the process (the
// promise the server makes); "sqlite:PATH?synchronous=full" also keeps them through a crash of
// the machine, at the cost of an fsync per move.

import Database from "better-sqlite3";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS tables (
  id TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  config TEXT NOT NULL,
  initial TEXT NOT NULL,
  state TEXT NOT NULL,
  state_version INTEGER NOT NULL,
  version INTEGER NOT NULL,
  status TEXT NOT NULL,
  deadline INTEGER,
  touched_at INTEGER,
  host_hash TEXT
);
CREATE INDEX IF NOT EXISTS tables_status ON tables (status);
CREATE INDEX IF NOT EXISTS tables_created ON tables (created_at, id);
CREATE TABLE IF NOT EXISTS seats (
  table_id TEXT NOT NULL,
  seat INTEGER NOT NULL,
  kind TEXT NOT NULL,
  name TEXT,
  token_hash TEXT,
  PRIMARY KEY (table_id, seat)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS moves (
  table_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  seat INTEGER,
  move TEXT NOT NULL,
  timeout INTEGER NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (table_id, version)
) WITHOUT ROWID;
`;

/** Tables, seats and moves in one SQLite file. */
export class SqliteStore {
  constructor(location, { log, commitWindowMs = 2 } = {}) {
    const [path, query = ""] = location.split("?");
    const params = new URLSearchParams(query);
    const sync = (params.get("synchronous") ?? "normal").toUpperCase();
    if (!["NORMAL", "FULL"].includes(sync)) throw new Error("sqlite: synchronous must be normal or full");
    this.db = new Database(path || "rami-tables.db");
    this.db.pragma("journal_mode = WAL");
    this.db.pragma(`synchronous = ${sync}`);
    this.db.pragma("busy_timeout = 5000");
    this.log = log;
    this.shared = false; // one process per file
    this.pending = []; // moves waiting for the next group commit
    this.commitWindowMs = commitWindowMs;
  }

  async init() {
    const db = this.db;
    db.exec(SCHEMA);
    // Files made before these columns existed get them (NULL: as old as the table).
    const columns = new Set(db.prepare("PRAGMA table_info(tables)").all().map((c) => c.name));
    for (const [name, type] of [["touched_at", "INTEGER"], ["host_hash", "TEXT"]])
      if (!columns.has(name)) db.exec(`ALTER TABLE tables ADD COLUMN ${name} ${type}`);
    this.q = {
      insertTable: db.prepare(
        "INSERT INTO tables (id, created_at, config, initial, state, state_version, version, status, deadline, touched_at, host_hash) VALUES (?, ?, ?, ?, ?, 0, 0, ?, ?, ?, ?)",
      ),
      insertSeat: db.prepare("INSERT INTO seats (table_id, seat, kind) VALUES (?, ?, ?)"),
      // Newest first; the page starts after the cursor (created_at, id), compared as a pair.
      listPage: db.prepare(
        `SELECT id, created_at, config, status, version FROM tables WHERE status IN (SELECT value FROM json_each(?))
         AND (? IS NULL OR (created_at, id) < (?, ?)) ORDER BY created_at DESC, id DESC LIMIT ?`,
      ),
      seatsOfMany: db.prepare("SELECT table_id, seat, kind, name, token_hash IS NOT NULL AS taken FROM seats WHERE table_id IN (SELECT value FROM json_each(?))"),
      table: db.prepare("SELECT id, config, state, state_version, version, status, deadline, COALESCE(touched_at, created_at) AS touched, host_hash FROM tables WHERE id = ?"),
      history: db.prepare("SELECT config, initial, version, status FROM tables WHERE id = ?"),
      peek: db.prepare("SELECT version, status, deadline FROM tables WHERE id = ?"),
      seats: db.prepare("SELECT seat, kind, name, token_hash FROM seats WHERE table_id = ? ORDER BY seat"),
      active: db.prepare("SELECT id FROM tables WHERE status <> 'over'"),
      claim: db.prepare("UPDATE seats SET token_hash = ?, name = ? WHERE table_id = ? AND seat = ? AND kind = 'player' AND token_hash IS NULL"),
      freeSeats: db.prepare("SELECT COUNT(*) AS n FROM seats WHERE table_id = ? AND kind = 'player' AND token_hash IS NULL"),
      start: db.prepare("UPDATE tables SET status = 'playing', deadline = ? WHERE id = ? AND status = 'waiting'"),
      touch: db.prepare("UPDATE tables SET touched_at = ? WHERE id = ?"),
      update: db.prepare("UPDATE tables SET version = ?, status = ?, deadline = ?, touched_at = ? WHERE id = ? AND version = ?"),
      updateWithState: db.prepare("UPDATE tables SET version = ?, status = ?, deadline = ?, touched_at = ?, state = ?, state_version = ? WHERE id = ? AND version = ?"),
      leaveWaiting: db.prepare("UPDATE seats SET token_hash = NULL, name = NULL WHERE table_id = ? AND seat = ? AND kind = 'player' AND token_hash = ?"),
      leavePlaying: db.prepare("UPDATE seats SET token_hash = NULL, kind = ? WHERE table_id = ? AND seat = ? AND kind = 'player' AND token_hash = ?"),
      setToken: db.prepare("UPDATE seats SET token_hash = ? WHERE table_id = ? AND seat = ? AND kind = 'player' AND token_hash IS NOT NULL"),
      endTable: db.prepare("UPDATE tables SET status = 'over', deadline = NULL, touched_at = ? WHERE id = ? AND version = ? AND status <> 'over'"),
      waitingId: db.prepare("SELECT id FROM tables WHERE id = ? AND status = 'waiting'"),
      staleWaiting: db.prepare("SELECT id FROM tables WHERE status = 'waiting' AND COALESCE(touched_at, created_at) < ?"),
      oldOver: db.prepare("SELECT id FROM tables WHERE status = 'over' AND COALESCE(touched_at, created_at) < ? LIMIT 1000"),
      deleteMoves: db.prepare("DELETE FROM moves WHERE table_id = ?"),
      deleteSeats: db.prepare("DELETE FROM seats WHERE table_id = ?"),
      deleteTable: db.prepare("DELETE FROM tables WHERE id = ?"),
      insertMove: db.prepare("INSERT INTO moves (table_id, version, seat, move, timeout, at) VALUES (?, ?, ?, ?, ?, ?)"),
      movesSince: db.prepare("SELECT version, seat, move, timeout FROM moves WHERE table_id = ? AND version > ? ORDER BY version"),
    };
    this.createTx = db.transaction((t) => {
      const state = JSON.stringify(t.state);
      this.q.insertTable.run(t.id, t.createdAt, JSON.stringify(t.config), state, state, t.status, t.deadline, t.createdAt, t.hostHash ?? null);
      t.seats.forEach((s, seat) => this.q.insertSeat.run(t.id, seat, s.kind));
    });
    this.claimTx = db.transaction((id, seat, hash, name, deadline) => {
      if (this.q.claim.run(hash, name, id, seat).changes !== 1) return { claimed: false, started: false };
      this.q.touch.run(Date.now(), id);
      const free = this.q.freeSeats.get(id).n;
      const started = free === 0 && this.q.start.run(deadline, id).changes === 1;
      return { claimed: true, started };
    });
    const commitOne = ({ id, from, c }) => {
      const updated = c.state
        ? this.q.updateWithState.run(from + 1, c.status, c.deadline, c.at, JSON.stringify(c.state), from + 1, id, from)
        : this.q.update.run(from + 1, c.status, c.deadline, c.at, id, from);
      if (updated.changes !== 1) return false; // the table moved on: nothing written
      this.q.insertMove.run(id, from + 1, c.seat, JSON.stringify(c.move), c.timeout ? 1 : 0, c.at);
      return true;
    };
    this.commitBatchTx = db.transaction((batch) => batch.map(commitOne));
    this.deleteTx = db.transaction((ids) => {
      for (const id of ids) {
        this.q.deleteMoves.run(id);
        this.q.deleteSeats.run(id);
        this.q.deleteTable.run(id);
      }
      return ids.length;
    });
  }

  async createTable(t) {
    this.createTx(t);
  }

  async listTables({ statuses, after, limit }) {
    const rows = this.q.listPage.all(JSON.stringify(statuses), after ? 1 : null, after?.createdAt ?? null, after?.id ?? null, limit);
    const seats = new Map();
    for (const s of this.q.seatsOfMany.all(JSON.stringify(rows.map((t) => t.id)))) {
      if (!seats.has(s.table_id)) seats.set(s.table_id, []);
      seats.get(s.table_id)[s.seat] = { seat: s.seat, kind: s.kind, name: s.name, taken: s.kind !== "player" || s.taken === 1 };
    }
    return rows.map((t) => ({ id: t.id, createdAt: t.created_at, config: JSON.parse(t.config), status: t.status, version: t.version, seats: seats.get(t.id) ?? [] }));
  }

  async loadTable(id) {
    const t = this.q.table.get(id);
    if (!t) return null;
    return {
      id: t.id,
      config: JSON.parse(t.config),
      state: JSON.parse(t.state),
      stateVersion: t.state_version,
      moves: await this.movesSince(id, t.state_version),
      version: t.version,
      status: t.status,
      deadline: t.deadline,
      touchedAt: t.touched,
      hostHash: t.host_hash,
      seats: this.#seats(id),
    };
  }

  async loadHistory(id) {
    const t = this.q.history.get(id);
    if (!t) return null;
    const seats = this.q.seats.all(id).map((s) => ({ seat: s.seat, kind: s.kind, name: s.name }));
    return { config: JSON.parse(t.config), initial: JSON.parse(t.initial), version: t.version, status: t.status, seats };
  }

  async peekTable(id) {
    const t = this.q.peek.get(id);
    return t ? { version: t.version, status: t.status, deadline: t.deadline, seats: this.#seats(id) } : null;
  }

  #seats(id) {
    return this.q.seats.all(id).map((s) => ({ seat: s.seat, kind: s.kind, name: s.name, tokenHash: s.token_hash }));
  }

  async activeTableIds() {
    return this.q.active.all().map((r) => r.id);
  }

  async leaveSeat(id, seat, hash, started) {
    const r = started ? this.q.leavePlaying.run("greedy", id, seat, hash) : this.q.leaveWaiting.run(id, seat, hash);
    return r.changes === 1;
  }

  async setToken(id, seat, hash) {
    return this.q.setToken.run(hash, id, seat).changes === 1;
  }

  async expire(id, version, started) {
    if (started) return this.q.endTable.run(Date.now(), id, version).changes === 1;
    return this.deleteTx(this.q.waitingId.all(id).map((r) => r.id)) === 1;
  }

  async deleteStaleWaiting(before) {
    return this.deleteTx(this.q.staleWaiting.all(before).map((r) => r.id));
  }

  async purge(before) {
    return this.deleteTx(this.q.oldOver.all(before).map((r) => r.id));
  }

  async claimSeat(id, seat, hash, name, deadline) {
    return this.claimTx(id, seat, hash, name ?? null, deadline);
  }

  commitMove(id, fromVersion, change) {
    return new Promise((resolve, reject) => {
      this.pending.push({ id, from: fromVersion, c: change, resolve, reject });
      if (this.pending.length === 1) {
        if (this.commitWindowMs > 0) setTimeout(() => this.#flush(), this.commitWindowMs);
        else setImmediate(() => this.#flush());
      }
    });
  }

  #flush() {
    const batch = this.pending;
    this.pending = [];
    let stored;
    try {
      stored = this.commitBatchTx(batch);
    } catch (err) {
      for (const p of batch) p.reject(err);
      return;
    }
    batch.forEach((p, i) => p.resolve(stored[i]));
  }

  async movesSince(id, version) {
    return this.q.movesSince.all(id, version).map((m) => ({ version: m.version, seat: m.seat, move: JSON.parse(m.move), timeout: m.timeout === 1 }));
  }

  onChange() {
    // One process owns a SQLite file: no other process changes its tables.
  }

  async close() {
    if (this.pending.length) this.#flush();
    this.db.close();
  }
}
