// The one place the server's event loop calls the rami engine (the npm package in ../js; the bot
// threads, bot-worker.js, call it too). Every rule is the engine's: this file deals, applies
// moves, and asks for views and legal actions. A table's round lives inside the WebAssembly
// module as a `Game` (an immutable state reached by a handle): a move crosses as a number or a
// small JSON move, never the whole state; the state crosses as JSON ("rami.state/1") to be
// stored, and to a bot thread for a bot's move.

import * as rami from "rami";

export const RamiError = rami.RamiError;
export const Game = rami.Game;

const VARIANTS = new Set(rami.variants().map((v) => v.id));

// The bots a seat may be: the engine's make_bot names. Their moves are thought in the bot
// threads (bots.js, bot-worker.js: the one other place that calls the engine), so that a search
// bot's turn (ismcts-easy about 10 ms, ismcts-medium and ismcts about 50 ms, ismcts-hard 150-250
// ms) holds no other table of the process.
export const BOT_KINDS = Object.freeze(["greedy", "random", "ismcts-easy", "ismcts-medium", "ismcts", "ismcts-hard"]);
const BOTS = new Set(BOT_KINDS);

/** Whether `kind` is a search bot (ismcts*): the seats RAMI_SERVER_MAX_SEARCH_BOTS counts. */
export function isSearchBot(kind) {
  return typeof kind === "string" && kind.startsWith("ismcts");
}

/** Whether `kind` names a bot the server plays (one of BOT_KINDS). */
export function isBotKind(kind) {
  return BOTS.has(kind);
}

/**
 * Checks the rules a table is created with: a variant id, or a rules document (rami.rules/1)
 * returned in its canonical form.
 * @throws RamiError `unknown_variant` or the rules document's refusal.
 */
export function checkRules(rules) {
  if (typeof rules === "string") {
    if (!VARIANTS.has(rules))
      throw new rami.RamiError({ code: "unknown_variant", rule: "format", message: `There is no variant of that name. (${rules})` });
    return rules;
  }
  if (rules === null || typeof rules !== "object" || Array.isArray(rules))
    throw new rami.RamiError({ code: "wrong_json_type", rule: "format", message: "rules: expected a variant id or a rules document" });
  return rami.parseRules(rules);
}

/** Deals the first round of a table. @throws RamiError `players_out_of_range` (R1), ... */
export function deal(rules, players, seed) {
  return new rami.Game(rules, players, seed === undefined ? {} : { seed });
}

/** The Game of a stored state, with the logged moves after it replayed. */
export function restore(state, moves = []) {
  let game = rami.Game.fromJSON(state);
  for (const move of moves) game = replace(game, replay(game, move));
  return game;
}

/** Frees `old` and returns `next` (a table keeps one live Game). */
export function replace(old, next) {
  if (old !== next) old.dispose();
  return next;
}

/** The game after a logged move (next_round is the server's own). @throws RamiError */
export function replay(game, move) {
  return move.type === "next_round" ? game.nextRound() : game.apply(move);
}

// The actions of a rules' action space, by number, and their JSON text: legal lists are made of
// the same few hundred actions over and over. One cache per rules (a variant or a document).
const actionCaches = new Map();

function actionCache(key) {
  let cache = actionCaches.get(key);
  if (!cache) {
    if (actionCaches.size > 256) actionCaches.clear(); // many house rules: start afresh
    cache = new Map();
    actionCaches.set(key, cache);
  }
  return cache;
}

/** A rules key for the action cache: the variant id, or the document's text. */
export function rulesKey(rules) {
  return typeof rules === "string" ? rules : JSON.stringify(rules);
}

/** The action numbered `id`, with its `{"action","id"}` text: {action, text}. @throws RamiError */
export function numberedAction(game, key, id) {
  const cache = actionCache(key);
  let entry = cache.get(id);
  if (!entry) {
    const action = game.action(id);
    entry = { action, text: JSON.stringify({ action, id }) }; // rami.legalActions's key order
    cache.set(id, entry);
  }
  return entry;
}

/** The legal actions of the seat to act as JSON text: `[{"action":{...},"id":N},...]`. */
export function legalText(game, key) {
  const ids = game.legalActions();
  const parts = new Array(ids.length);
  for (let i = 0; i < ids.length; i++) parts[i] = numberedAction(game, key, ids[i]).text;
  return `[${parts.join(",")}]`;
}

/** The engine's view for `seat` (rami.view/1). */
export function seatView(game, seat) {
  return game.view(seat);
}

/** The public view: a seat's view without its hand and seat number (hand sizes stay). */
export function publicView(game) {
  const { hand: _hand, seat: _seat, ...rest } = game.view(0);
  return rest;
}

/** Match totals after the round, and the match's winner once R14 ends it (or null). */
export function scores(game) {
  return game.scores;
}

// --- moves as the other seats see them ------------------------------------------------------

const card = (c) => rami.parseCard(c).card;
const cards = (list) => list.map(card);

function step(s) {
  if (s.meld) return { meld: cards(s.meld), ...(s.kind ? { kind: s.kind } : {}) };
  if (s.lay_off) return { lay_off: { meld: s.lay_off.meld, cards: cards(s.lay_off.cards), ...(s.lay_off.end ? { end: s.lay_off.end } : {}) } };
  return { swap: { meld: s.swap.meld, cards: cards(s.swap.cards) } };
}

/**
 * A move the engine accepted, rewritten with only its known fields and canonical cards: what
 * `moved` frames carry and the log keeps. A draw is `{"type":"draw"}`: the card stays with its
 * seat.
 */
export function publicMove(move) {
  switch (move.type) {
    case "draw":
    case "take_discard":
    case "next_round":
      return { type: move.type };
    case "discard":
      return { type: "discard", card: card(move.card) };
    case "meld":
      return { type: "meld", cards: cards(move.cards), ...(move.kind ? { kind: move.kind } : {}) };
    case "lay_off":
      return { type: "lay_off", meld: move.meld, cards: cards(move.cards), ...(move.end ? { end: move.end } : {}) };
    case "swap":
      return { type: "swap", meld: move.meld, cards: cards(move.cards) };
    case "play":
      return { type: "play", steps: move.steps.map(step) };
    default:
      throw new Error(`publicMove: unexpected move type ${move.type}`);
  }
}
