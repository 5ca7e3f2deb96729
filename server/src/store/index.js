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
//                                           moves (the log after it), version, status, deadline,
//                                           touchedAt (last join or move, ms), hostHash, seats} or null
//   peekTable(id)                           {version, status, deadline, seats} or null
//   loadHistory(id)                         {config, initial (the first deal's state), version, status,
//                                           seats: [{seat, kind, name}]} or null: a record's start
//   activeTableIds()                        ids of the tables not over (resumed at start)
//   claimSeat(id, seat, hash, name, deadline)  {claimed, started}: atomic, once per seat
//   commitMove(id, fromVersion, change)     the move's row and the table's new version (and a snapshot
//                                           of the state, when given) in one transaction, only if the
//                                           table is still at fromVersion: true or false
//   movesSince(id, version)                 [{version, seat, move, timeout}] after version, in order
//   leaveSeat(id, seat, hash, started)      frees the seat holding that token hash (started: a greedy bot
//                                           plays it from now on): true, or false if it is not that seat's
//   setToken(id, seat, hash)                a taken player seat's new token hash: true or false
//   expire(id, version, started)            an idle table closed: a started one is over (if still at
//                                           version), one never started is deleted: true or false
//   deleteStaleWaiting(before)              deletes the tables never started, idle since before (ms): count
//   purge(before)                           deletes the tables over since before (ms): count
//   heartbeat()                             PostgreSQL only: renews this process's leases and takes the
//                                           tables of dead processes: {held, taken}
//   release()                               PostgreSQL only: gives up this process's leases
//   onChange(listener)                      listener(id) when another process changed a table
//   close()

/** The store for `url`: "sqlite:PATH" or "postgres://USER@HOST:PORT/DB". */
export async function openStore(url, { log, commitWindowMs, leaseMs, processId } = {}) {
  if (url.startsWith("sqlite:")) {
    const { SqliteStore } = await import("./sqlite.js");
    return new SqliteStore(url.slice("sqlite:".length), { log, commitWindowMs });
  }
  const { PostgresStore } = await import("./postgres.js");
  return new PostgresStore(url, { log, leaseMs, processId });
}
