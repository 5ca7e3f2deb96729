// Opens the store a --db URL names. Both stores keep the same three tables (tables, seats,
// moves) and offer the same async methods, so the table logic is written once:
//
//   init()                                  create the schema if it is missing
//   createTable(table)                      a new table: config, first state, seats
//   listTables({statuses, after, limit})    a page of the tables whose status is one of `statuses`,
//                                           newest first, after the cursor `after` ({createdAt, id} or
//                                           null): [{id, createdAt, config, status, version,
//                                           seats: [{seat, kind, name, taken}]}]
//   loadTable(id)                           {id, config, state (a snapshot), stateVersion (its version),
//                                           moves (the log after it), version, status, deadline, seats} or null
//   peekTable(id)                           {version, status, deadline, seats} or null
//   activeTableIds()                        ids of the tables not over (resumed at start)
//   claimSeat(id, seat, hash, name, deadline)  {claimed, started}: atomic, once per seat
//   commitMove(id, fromVersion, change)     the move's row and the table's new version (and a snapshot
//                                           of the state, when given) in one transaction, only if the
//                                           table is still at fromVersion: true or false
//   movesSince(id, version)                 [{version, seat, move, timeout}] after version, in order
//   onChange(listener)                      listener(id) when another process changed a table
//   close()

/** The store for `url`: "sqlite:PATH" or "postgres://USER@HOST:PORT/DB". */
export async function openStore(url, { log, commitWindowMs } = {}) {
  if (url.startsWith("sqlite:")) {
    const { SqliteStore } = await import("./sqlite.js");
    return new SqliteStore(url.slice("sqlite:".length), { log, commitWindowMs });
  }
  const { PostgresStore } = await import("./postgres.js");
  return new PostgresStore(url, { log });
}
