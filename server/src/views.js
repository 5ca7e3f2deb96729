// What each receiver is sent. A seat's frames hold the engine's view for that seat; a
// spectator's the public view (no hand, only the hands' sizes). The legal actions go only to the
// seat to act. Frames are built once per version and receiver (seat or spectator) and cached as
// text, since many sockets may watch one table.

import * as engine from "./engine.js";

/** The `moved` frame of a logged move; a draw stays {"type":"draw"} (the log never holds the card). */
export function movedFrame(entry) {
  const frame = { type: "moved", version: entry.version, seat: entry.seat, move: entry.move };
  if (entry.timeout) frame.timeout = true;
  return JSON.stringify(frame);
}

/** The `over` frame of a finished round: the match totals after it (R14). */
export function overFrame(state) {
  return JSON.stringify({ type: "over", scores: engine.totals(state) });
}

/** The view frames of one version of a table, built on demand. */
export class ViewFrames {
  /**
   * @param table {state, version, status, deadline} at that version.
   */
  constructor({ state, version, status, deadline }) {
    this.state = state;
    this.version = version;
    this.status = status;
    this.deadline = deadline;
    this.views = null;
    this.texts = new Map(); // seat (or -1 for a spectator) -> frame text
  }

  #views() {
    this.views ??= engine.viewsOf(this.state);
    return this.views;
  }

  /** The public view (a spectator's, and GET /tables/ID's). */
  publicView() {
    return this.#views().publicView;
  }

  /** The view frame's text for `seat` (null: a spectator). */
  frame(seat) {
    const key = seat ?? -1;
    let text = this.texts.get(key);
    if (text !== undefined) return text;
    const frame = { type: "view", version: this.version, view: seat === null ? this.publicView() : this.#views().seats[seat] };
    if (seat !== null && seat === this.state.current && this.status === "playing" && this.state.phase !== "over")
      frame.legal = engine.legalActions(this.state);
    if (this.deadline !== null && this.deadline !== undefined) frame.deadline = new Date(this.deadline).toISOString();
    text = JSON.stringify(frame);
    this.texts.set(key, text);
    return text;
  }
}
