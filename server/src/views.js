// What each receiver is sent. A seat's frames hold the engine's view for that seat; a
// spectator's the public view (no hand, only the hands' sizes). The legal actions go only to the
// seat to act. Frames are built on demand, once per version and receiver (a seat, or the
// spectators), and kept as text, since many sockets may watch one table.

import * as engine from "./engine.js";

/** The `moved` frame of a logged move; a draw stays {"type":"draw"} (the log never holds the card). */
export function movedFrame(entry) {
  const frame = { type: "moved", version: entry.version, seat: entry.seat, move: entry.move };
  if (entry.timeout) frame.timeout = true;
  return JSON.stringify(frame);
}

/** The `over` frame of a finished round: the match totals after it (R14). */
export function overFrame(game) {
  return JSON.stringify({ type: "over", scores: engine.scores(game).totals });
}

/** The view frames of one version of a table. Use them before the table's Game moves on. */
export class ViewFrames {
  /** @param table {game, version, status, deadline, rulesKey} at that version */
  constructor({ game, version, status, deadline, rulesKey }) {
    this.game = game;
    this.version = version;
    this.status = status;
    this.deadline = deadline;
    this.rulesKey = rulesKey;
    this.publicCache = null;
    this.texts = new Map(); // seat (or -1 for the spectators) -> frame text
  }

  /** The public view (the spectators', and GET /tables/ID's). */
  publicView() {
    this.publicCache ??= engine.publicView(this.game);
    return this.publicCache;
  }

  /** The view frame's text for `seat` (null: a spectator). */
  frame(seat) {
    const key = seat ?? -1;
    let text = this.texts.get(key);
    if (text !== undefined) return text;
    const view = seat === null ? this.publicView() : engine.seatView(this.game, seat);
    text = `{"type":"view","version":${this.version},"view":${JSON.stringify(view)}`;
    if (seat !== null && this.status === "playing" && !this.game.isOver && seat === this.game.currentSeat)
      text += `,"legal":${engine.legalText(this.game, this.rulesKey)}`;
    if (this.deadline !== null && this.deadline !== undefined) text += `,"deadline":"${new Date(this.deadline).toISOString()}"`;
    text += "}";
    this.texts.set(key, text);
    return text;
  }
}
