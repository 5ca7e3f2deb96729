// The no-leak check: every frame a seat or a spectator received, checked against the server's
// full state at that version (replayed from the store). A frame may name a card only if its
// receiver may see it: its own hand, the discard pile, the table, the card taken from the discard
// pile this turn (it was face up), the card a table joker stands for, or a card the receiver
// itself named in a refused move.

import { isDeepStrictEqual } from "node:util";
import * as rami from "rami";

const CARD = /(?<![A-Za-z0-9])(?:10|[2-9AJQK])[SHDC](?![A-Za-z0-9])|(?<![A-Za-z0-9])JK(?![A-Za-z0-9])/g;
const HIDDEN_KEYS = new Set(["hands", "stock", "seed"]);

function walk(value, visit, path = "") {
  if (typeof value === "string") visit(value, path);
  else if (Array.isArray(value)) value.forEach((v, i) => walk(v, visit, `${path}[${i}]`));
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      if (HIDDEN_KEYS.has(k)) throw new Error(`frame holds a hidden field: ${path}.${k}`);
      walk(v, visit, `${path}.${k}`);
    }
}

/** Every card named anywhere in a value (in card fields or inside text). */
export function cardsIn(value) {
  const found = [];
  walk(value, (text) => {
    for (const m of text.match(CARD) ?? []) found.push(m);
  });
  return found;
}

function visibleTo(state, seat) {
  const cards = new Set();
  if (seat !== null) state.hands[seat].forEach((c) => cards.add(c));
  state.discard.forEach((c) => cards.add(c));
  // A table meld's reading names the card each joker stands for: derived from the table.
  for (const meld of state.table) [...meld.cards, ...(meld.reading ?? [])].forEach((c) => cards.add(c));
  if (state.taken_this_turn) cards.add(state.taken_this_turn);
  if (state.taken) cards.add(state.taken);
  return cards;
}

function publicViewOf(state) {
  const { hand: _h, seat: _s, ...rest } = rami.view(state, 0);
  return rest;
}

const same = (a, b) => isDeepStrictEqual(a, b);

/**
 * Checks the frames one receiver got. `seat` is null for a spectator; `states[v]` is the full
 * state at version v; `sent` the texts the receiver sent. Returns the number of frames checked;
 * throws on the first leak or wrong frame, naming it.
 */
export function checkFrames({ seat, frames, states, sent = [] }) {
  // The cards the receiver named itself, in moves or as action numbers (the action space is public).
  const ownCards = new Set(
    sent.flatMap((text) => {
      const frame = JSON.parse(text);
      if (frame?.type === "action" && Number.isInteger(frame.action)) {
        try {
          return cardsIn(rami.actionFromId(states[0].variant, frame.action));
        } catch {
          return [];
        }
      }
      return cardsIn(text);
    }),
  );
  let version = null;
  let checked = 0;
  for (const [i, frame] of frames.entries()) {
    const where = `${seat === null ? "spectator" : `seat ${seat}`}, frame ${i} (${JSON.stringify(frame).slice(0, 200)})`;
    if (frame.version !== undefined) version = frame.version;
    if (version === null) throw new Error(`${where}: a frame before any view`);
    const state = states[version];
    if (!state) throw new Error(`${where}: version ${version} is not in the store's history`);
    let allowed = visibleTo(state, seat);
    if (frame.type === "error") {
      allowed = new Set([...allowed, ...ownCards, ...(states[version - 1] ? visibleTo(states[version - 1], seat) : [])]);
    }
    for (const card of cardsIn(frame)) if (!allowed.has(card)) throw new Error(`${where}: names ${card}, which this receiver may not see at version ${version}`);

    if (frame.type === "view") {
      const expected = seat === null ? publicViewOf(state) : rami.view(state, seat);
      if (!same(frame.view, expected)) throw new Error(`${where}: the view is not the engine's view at version ${version}`);
      if (seat === null && "hand" in frame.view) throw new Error(`${where}: a spectator's view holds a hand`);
      const toAct = seat !== null && seat === state.current && state.phase !== "over";
      if (frame.legal !== undefined) {
        if (!toAct) throw new Error(`${where}: legal actions sent to a receiver that is not the seat to act`);
        if (!same(frame.legal, rami.legalActions(state))) throw new Error(`${where}: legal actions differ from the engine's`);
      }
    } else if (frame.type === "moved") {
      if (frame.move.type === "draw" && !same(frame.move, { type: "draw" })) throw new Error(`${where}: a draw shows more than {"type":"draw"}`);
    } else if (frame.type === "over") {
      if (!Array.isArray(frame.scores) || frame.scores.some((s) => !Number.isInteger(s))) throw new Error(`${where}: over without scores`);
    } else if (frame.type !== "error") throw new Error(`${where}: unknown frame type`);
    checked++;
  }
  return checked;
}
