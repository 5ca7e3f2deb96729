// What the server plays by itself: the bots' seats, a player's turn once its time is up (the
// greedy bot plays it, each move sent with "timeout": true), and the next round of a match after
// a pause. Each is a timer armed after every change of the table; it acts only if the table is
// still at the version it was armed for, and its move is stored like any other. Only the process
// that owns the table arms them (always on SQLite; on PostgreSQL the holder of its lease).

import { createHash } from "node:crypto";
import * as engine from "./engine.js";

/** Arms the table's next automatic move, if any (after every change of the table). */
export function schedule(table) {
  clearTimeout(table.timer);
  table.timer = null;
  const { config } = table.tables;
  if (table.tables.stopping || table.status !== "playing" || !table.owned || table.disposed) return;
  const version = table.version;
  let delay;
  let act;
  if (table.game.isOver) {
    delay = config.roundPauseMs;
    act = () => nextRound(table, version);
  } else if (engine.isBotKind(table.seats[table.game.currentSeat].kind)) {
    delay = 0;
    act = () => botTurn(table, version, table.seats[table.game.currentSeat].kind, false);
  } else if (table.deadline !== null) {
    delay = Math.max(0, table.deadline - Date.now());
    act = () => botTurn(table, version, "greedy", true);
  } else return;
  table.timer = setTimeout(() => {
    table.timer = null;
    table.run(act).catch((err) => autoFailed(table, err));
  }, delay);
}

function autoFailed(table, err) {
  if (err.code === "stale_version") return; // another process moved first: it was refreshed
  table.tables.log("error", "auto_move_failed", { table: table.id, version: table.version, code: err.code, message: err.message });
}

// A random bot is seeded by the table and version: every process, and a replay, choose alike.
function seedOf(table, version) {
  return createHash("sha256").update(`${table.id}:${version}`).digest().readUInt32BE(0);
}

async function botTurn(table, version, kind, timeout) {
  const game = table.game;
  if (table.version !== version || table.status !== "playing" || game.isOver) return;
  if (timeout && (table.deadline === null || table.deadline > Date.now())) return schedule(table);
  const seat = game.currentSeat;
  const seed = seedOf(table, version);
  const { pool } = table.tables;
  let move;
  let next;
  try {
    // The move is thought in a bot thread (bots.js). A bot seat keeps its bot between turns
    // (its memory); a player's timed-out turn is played by a greedy bot, which remembers nothing.
    const state = game.toJSON();
    const chosen = timeout ? await pool.once(kind, seed, state) : await pool.choose(table.botFor(seat, kind), kind, seed, state);
    if (table.version !== version || table.game !== game) return; // the table changed meanwhile (never expected: the queue holds it)
    move = engine.publicMove(chosen);
    next = game.apply(move);
  } catch (err) {
    if (table.game !== game) return;
    // A bot's move the engine refuses would stop the table: play a legal action instead.
    table.tables.log("error", "bot_move_refused", { table: table.id, version, kind, code: err.code, message: err.message });
    const ids = game.legalActions();
    if (ids.length === 0) return;
    const id = ids[seed % ids.length];
    move = engine.numberedAction(game, table.rulesKey, id).action;
    next = game.step(id);
  }
  await table.commit(seat, move, next, timeout);
}

async function nextRound(table, version) {
  if (table.version !== version || table.status !== "playing" || !table.game.isOver) return;
  await table.commit(null, { type: "next_round" }, table.game.nextRound(), false);
}
