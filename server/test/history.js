// A table's history read straight from the store (SQLite file or PostgreSQL), and every state
// it went through, replayed by the engine from the first deal: what the tests check frames and
// acknowledgements against.

import Database from "better-sqlite3";
import pg from "pg";
import * as rami from "rami";

/**
 * {config, initial, state (the stored snapshot), stateVersion (its version), version, status,
 * moves: [{version, seat, move, timeout}]} of a table.
 */
export async function readTable(db, id) {
  if (db.startsWith("sqlite:")) {
    const conn = new Database(db.slice("sqlite:".length).split("?")[0], { readonly: true, fileMustExist: true });
    try {
      const t = conn.prepare("SELECT config, initial, state, state_version, version, status FROM tables WHERE id = ?").get(id);
      if (!t) return null;
      const moves = conn.prepare("SELECT version, seat, move, timeout FROM moves WHERE table_id = ? ORDER BY version").all(id);
      return shape(t, moves.map((m) => ({ ...m, timeout: m.timeout === 1 })));
    } finally {
      conn.close();
    }
  }
  const client = new pg.Client({ connectionString: db });
  await client.connect();
  try {
    // One snapshot for both reads: the table may be moving on meanwhile.
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const t = (await client.query("SELECT config, initial, state, state_version, version, status FROM tables WHERE id = $1", [id])).rows[0];
    if (!t) return null;
    const moves = (await client.query("SELECT version, seat, move, timeout FROM moves WHERE table_id = $1 ORDER BY version", [id])).rows;
    return shape(t, moves);
  } finally {
    await client.query("COMMIT").catch(() => {});
    await client.end();
  }
}

function shape(t, moves) {
  return {
    config: JSON.parse(t.config),
    initial: JSON.parse(t.initial),
    state: JSON.parse(t.state),
    stateVersion: t.state_version,
    version: t.version,
    status: t.status,
    moves: moves.map((m) => ({ version: m.version, seat: m.seat, move: JSON.parse(m.move), timeout: Boolean(m.timeout) })),
  };
}

/**
 * Every state of the table by version (states[v]), replayed from the first deal through the
 * logged moves; throws if the log has a gap, a move the engine refuses, or does not pass through
 * the stored snapshot.
 */
export function replayStates(table) {
  const states = [table.initial];
  for (const m of table.moves) {
    if (m.version !== states.length) throw new Error(`move log: version ${m.version} where ${states.length} was expected`);
    const before = states.at(-1);
    if (m.move.type !== "next_round" && m.seat !== before.current) throw new Error(`move log: version ${m.version} by seat ${m.seat}, not the seat to act`);
    states.push(m.move.type === "next_round" ? rami.nextRound(before) : rami.apply(before, m.move));
  }
  if (states.length - 1 !== table.version) throw new Error(`move log ends at ${states.length - 1}, the table is at ${table.version}`);
  if (JSON.stringify(states[table.stateVersion]) !== JSON.stringify(table.state))
    throw new Error(`the replayed state of version ${table.stateVersion} differs from the stored snapshot`);
  return states;
}
