// The PostgreSQL store (pg): any number of server processes share the tables. A move is one
// statement: the table's row is updated only while it is still at the version the move was
// judged against (two processes moving at once: one row updated, the other gets nothing and
// refuses its move as stale), the move's row is inserted, and NOTIFY tells the other processes,
// which send the new view to their own sockets (LISTEN).

import pg from "pg";

const CHANNEL = "rami_tables";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS tables (
  id TEXT PRIMARY KEY,
  created_at BIGINT NOT NULL,
  config TEXT NOT NULL,
  initial TEXT NOT NULL,
  state TEXT NOT NULL,
  state_version INTEGER NOT NULL,
  version INTEGER NOT NULL,
  status TEXT NOT NULL,
  deadline BIGINT
);
ALTER TABLE tables ADD COLUMN IF NOT EXISTS touched_at BIGINT;
ALTER TABLE tables ADD COLUMN IF NOT EXISTS host_hash TEXT;
ALTER TABLE tables ADD COLUMN IF NOT EXISTS owner TEXT;
ALTER TABLE tables ADD COLUMN IF NOT EXISTS lease_until BIGINT;
CREATE INDEX IF NOT EXISTS tables_status ON tables (status);
CREATE INDEX IF NOT EXISTS tables_created ON tables (created_at, id);
CREATE TABLE IF NOT EXISTS seats (
  table_id TEXT NOT NULL REFERENCES tables (id),
  seat INTEGER NOT NULL,
  kind TEXT NOT NULL,
  name TEXT,
  token_hash TEXT,
  PRIMARY KEY (table_id, seat)
);
CREATE TABLE IF NOT EXISTS moves (
  table_id TEXT NOT NULL REFERENCES tables (id),
  version INTEGER NOT NULL,
  seat INTEGER,
  move TEXT NOT NULL,
  timeout BOOLEAN NOT NULL,
  at BIGINT NOT NULL,
  PRIMARY KEY (table_id, version)
);
`;

// The move's row goes in only if the table's row was updated; NOTIFY is sent at commit. A
// snapshot of the state ($3) comes with some moves; without it the stored one stays.
const COMMIT_MOVE = `
WITH updated AS (
  UPDATE tables SET version = $2 + 1, status = $4, deadline = $5, touched_at = $9,
    state = COALESCE($3::text, state), state_version = CASE WHEN $3::text IS NULL THEN state_version ELSE $2 + 1 END
  WHERE id = $1 AND version = $2
  RETURNING id
), inserted AS (
  INSERT INTO moves (table_id, version, seat, move, timeout, at)
  SELECT id, $2 + 1, $6, $7, $8, $9 FROM updated
  RETURNING table_id
)
SELECT pg_notify('${CHANNEL}', table_id) FROM inserted`;

// The database's clock in milliseconds: every process's leases are read against one clock.
const NOW = "(extract(epoch FROM clock_timestamp()) * 1000)::bigint";

const num = (v) => (v === null || v === undefined ? null : Number(v));

/** Tables, seats and moves in a PostgreSQL database shared by several processes. */
export class PostgresStore {
  constructor(url, { log, leaseMs = 10000, processId = "" } = {}) {
    this.url = url;
    this.log = log;
    this.leaseMs = leaseMs;
    this.processId = processId; // the owner this process writes on the tables it holds
    this.pool = new pg.Pool({ connectionString: url, max: 8 });
    this.pool.on("error", (err) => this.log?.("warn", "postgres_pool_error", { message: err.message }));
    this.listeners = [];
    this.closed = false;
    this.shared = true; // other processes change the same tables
  }

  async init() {
    const client = await this.pool.connect();
    try {
      // Several processes may start at once: one creates the schema at a time.
      await client.query("SELECT pg_advisory_lock(727272)");
      await client.query(SCHEMA);
      await client.query("SELECT pg_advisory_unlock(727272)");
    } finally {
      client.release();
    }
    await this.#listen();
  }

  // A dedicated connection LISTENs; when it drops, it is opened again and every listener is told
  // that any table may have changed meanwhile (id null).
  async #listen() {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.url });
    client.on("notification", (n) => this.listeners.forEach((f) => f(n.payload)));
    client.on("error", (err) => {
      this.log?.("warn", "postgres_listen_lost", { message: err.message });
      client.end().catch(() => {});
      if (this.listenClient === client) this.listenClient = null;
      setTimeout(() => this.#listen().then(() => this.listeners.forEach((f) => f(null)), () => {}), 1000).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listenClient = client;
  }

  async createTable(t) {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      await client.query(
        `INSERT INTO tables (id, created_at, config, initial, state, state_version, version, status, deadline, touched_at, host_hash, owner, lease_until)
         VALUES ($1, $2, $3, $4, $4, 0, 0, $5, $6, $2, $7, $8, ${NOW} + $9)`,
        [t.id, t.createdAt, JSON.stringify(t.config), JSON.stringify(t.state), t.status, t.deadline, t.hostHash ?? null, this.processId, this.leaseMs],
      );
      for (let seat = 0; seat < t.seats.length; seat++)
        await client.query("INSERT INTO seats (table_id, seat, kind) VALUES ($1, $2, $3)", [t.id, seat, t.seats[seat].kind]);
      await client.query("COMMIT");
    } catch (err) {
      await client.query("ROLLBACK").catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  }

  async listTables({ statuses, after, limit }) {
    // Newest first; the page starts after the cursor (created_at, id), compared as a pair.
    const tables = await this.pool.query(
      `SELECT id, created_at, config, status, version FROM tables WHERE status = ANY($1::text[])
       AND ($2::bigint IS NULL OR (created_at, id) < ($2::bigint, $3::text)) ORDER BY created_at DESC, id DESC LIMIT $4`,
      [statuses, after?.createdAt ?? null, after?.id ?? null, limit],
    );
    const ids = tables.rows.map((t) => t.id);
    const seats = await this.pool.query("SELECT table_id, seat, kind, name, token_hash IS NOT NULL AS taken FROM seats WHERE table_id = ANY($1::text[])", [ids]);
    const bySeat = new Map();
    for (const s of seats.rows) {
      if (!bySeat.has(s.table_id)) bySeat.set(s.table_id, []);
      bySeat.get(s.table_id)[s.seat] = { seat: s.seat, kind: s.kind, name: s.name, taken: s.kind !== "player" || s.taken };
    }
    return tables.rows.map((t) => ({ id: t.id, createdAt: num(t.created_at), config: JSON.parse(t.config), status: t.status, version: t.version, seats: bySeat.get(t.id) ?? [] }));
  }

  async loadTable(id) {
    const t = await this.pool.query(
      "SELECT id, config, state, state_version, version, status, deadline, COALESCE(touched_at, created_at) AS touched, host_hash FROM tables WHERE id = $1",
      [id],
    );
    if (t.rows.length === 0) return null;
    const row = t.rows[0];
    const [moves, seats] = await Promise.all([this.movesSince(id, row.state_version), this.#seats(id)]);
    return {
      id: row.id,
      config: JSON.parse(row.config),
      state: JSON.parse(row.state),
      stateVersion: row.state_version,
      moves: moves.filter((m) => m.version <= row.version),
      version: row.version,
      status: row.status,
      deadline: num(row.deadline),
      touchedAt: num(row.touched),
      hostHash: row.host_hash,
      seats,
    };
  }

  async loadHistory(id) {
    const [t, seats] = await Promise.all([this.pool.query("SELECT config, initial, version, status FROM tables WHERE id = $1", [id]), this.#seats(id)]);
    if (t.rows.length === 0) return null;
    const row = t.rows[0];
    return { config: JSON.parse(row.config), initial: JSON.parse(row.initial), version: row.version, status: row.status, seats: seats.map(({ seat, kind, name }) => ({ seat, kind, name })) };
  }

  async peekTable(id) {
    const [t, seats] = await Promise.all([this.pool.query("SELECT version, status, deadline FROM tables WHERE id = $1", [id]), this.#seats(id)]);
    if (t.rows.length === 0) return null;
    return { version: t.rows[0].version, status: t.rows[0].status, deadline: num(t.rows[0].deadline), seats };
  }

  async #seats(id) {
    const s = await this.pool.query("SELECT seat, kind, name, token_hash FROM seats WHERE table_id = $1 ORDER BY seat", [id]);
    return s.rows.map((r) => ({ seat: r.seat, kind: r.kind, name: r.name, tokenHash: r.token_hash }));
  }

  async activeTableIds() {
    return (await this.pool.query("SELECT id FROM tables WHERE status <> 'over'")).rows.map((r) => r.id);
  }

  async claimSeat(id, seat, hash, name, deadline) {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      const claim = await client.query(
        "UPDATE seats SET token_hash = $1, name = $2 WHERE table_id = $3 AND seat = $4 AND kind = 'player' AND token_hash IS NULL",
        [hash, name ?? null, id, seat],
      );
      if (claim.rowCount !== 1) {
        await client.query("ROLLBACK");
        return { claimed: false, started: false };
      }
      // The table's row is locked first so that the last two joins do not both miss the start.
      await client.query("SELECT 1 FROM tables WHERE id = $1 FOR UPDATE", [id]);
      await client.query("UPDATE tables SET touched_at = $1 WHERE id = $2", [Date.now(), id]);
      const free = await client.query("SELECT COUNT(*)::int AS n FROM seats WHERE table_id = $1 AND kind = 'player' AND token_hash IS NULL", [id]);
      let started = false;
      if (free.rows[0].n === 0) {
        const start = await client.query("UPDATE tables SET status = 'playing', deadline = $1 WHERE id = $2 AND status = 'waiting'", [deadline, id]);
        started = start.rowCount === 1;
        if (started) await client.query(`SELECT pg_notify('${CHANNEL}', $1)`, [id]);
      }
      await client.query("COMMIT");
      return { claimed: true, started };
    } catch (err) {
      await client.query("ROLLBACK").catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  }

  async commitMove(id, fromVersion, c) {
    const result = await this.pool.query(COMMIT_MOVE, [
      id, fromVersion, c.state ? JSON.stringify(c.state) : null, c.status, c.deadline, c.seat, JSON.stringify(c.move), Boolean(c.timeout), c.at,
    ]);
    return result.rowCount === 1;
  }

  async movesSince(id, version) {
    const r = await this.pool.query("SELECT version, seat, move, timeout FROM moves WHERE table_id = $1 AND version > $2 ORDER BY version", [id, version]);
    return r.rows.map((m) => ({ version: m.version, seat: m.seat, move: JSON.parse(m.move), timeout: m.timeout }));
  }

  // A change of a seat (its token or kind), told to the other processes.
  async #seatChange(sql, params) {
    const r = await this.pool.query(`WITH changed AS (${sql} RETURNING table_id) SELECT pg_notify('${CHANNEL}', table_id) FROM changed`, params);
    return r.rowCount === 1;
  }

  async leaveSeat(id, seat, hash, started) {
    return started
      ? this.#seatChange("UPDATE seats SET token_hash = NULL, kind = 'greedy' WHERE table_id = $1 AND seat = $2 AND kind = 'player' AND token_hash = $3", [id, seat, hash])
      : this.#seatChange("UPDATE seats SET token_hash = NULL, name = NULL WHERE table_id = $1 AND seat = $2 AND kind = 'player' AND token_hash = $3", [id, seat, hash]);
  }

  async setToken(id, seat, hash) {
    return this.#seatChange("UPDATE seats SET token_hash = $3 WHERE table_id = $1 AND seat = $2 AND kind = 'player' AND token_hash IS NOT NULL", [id, seat, hash]);
  }

  async expire(id, version, started) {
    if (started) {
      const r = await this.pool.query(
        `WITH ended AS (UPDATE tables SET status = 'over', deadline = NULL, touched_at = $3 WHERE id = $1 AND version = $2 AND status <> 'over' RETURNING id)
         SELECT pg_notify('${CHANNEL}', id) FROM ended`,
        [id, version, Date.now()],
      );
      return r.rowCount === 1;
    }
    return (await this.#delete("SELECT id FROM tables WHERE id = $1 AND status = 'waiting' FOR UPDATE", [id])) === 1;
  }

  async deleteStaleWaiting(before) {
    return this.#delete(
      `SELECT id FROM tables WHERE status = 'waiting' AND COALESCE(touched_at, created_at) < $1 AND (owner IS NULL OR lease_until < ${NOW}) LIMIT 1000 FOR UPDATE SKIP LOCKED`,
      [before],
    );
  }

  async purge(before) {
    return this.#delete("SELECT id FROM tables WHERE status = 'over' AND COALESCE(touched_at, created_at) < $1 LIMIT 1000 FOR UPDATE SKIP LOCKED", [before]);
  }

  // Deletes the tables the query selects (and locks), with their seats and moves; their number.
  async #delete(select, params) {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      const ids = (await client.query(select, params)).rows.map((r) => r.id);
      if (ids.length) {
        await client.query("DELETE FROM moves WHERE table_id = ANY($1::text[])", [ids]);
        await client.query("DELETE FROM seats WHERE table_id = ANY($1::text[])", [ids]);
        await client.query("DELETE FROM tables WHERE id = ANY($1::text[])", [ids]);
        // A process holding one of them in memory learns at its refresh that it is gone.
        await client.query(`SELECT pg_notify('${CHANNEL}', id) FROM unnest($1::text[]) AS id`, [ids]);
      }
      await client.query("COMMIT");
      return ids.length;
    } catch (err) {
      await client.query("ROLLBACK").catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  }

  /**
   * The heartbeat: renews this process's leases and takes up to `limit` live tables whose lease
   * ran out (their process died) or that no process holds. {held: ids still ours, taken: ids new to us}.
   */
  async heartbeat(limit = 200) {
    const held = await this.pool.query(`UPDATE tables SET lease_until = ${NOW} + $2 WHERE owner = $1 AND status <> 'over' RETURNING id`, [this.processId, this.leaseMs]);
    const taken = await this.pool.query(
      `UPDATE tables SET owner = $1, lease_until = ${NOW} + $2 WHERE id IN (
         SELECT id FROM tables WHERE status <> 'over' AND (owner IS NULL OR lease_until < ${NOW}) LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING id`,
      [this.processId, this.leaseMs, limit],
    );
    return { held: held.rows.map((r) => r.id), taken: taken.rows.map((r) => r.id) };
  }

  /** Gives up this process's leases (a clean stop): the others take its tables at their next heartbeat. */
  async release() {
    await this.pool.query("UPDATE tables SET lease_until = 0 WHERE owner = $1", [this.processId]);
  }

  onChange(listener) {
    this.listeners.push(listener);
  }

  async close() {
    this.closed = true;
    await this.listenClient?.end().catch(() => {});
    await this.pool.end();
  }
}
