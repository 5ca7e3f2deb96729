// The one place the server calls the rami engine (the npm package in ../js). Every rule is the
// engine's: this file only deals, applies, asks for views and legal actions, and runs the
// built-in bots. States are plain objects in the wire format ("rami.state/1").

import * as rami from "rami";

export const RamiError = rami.RamiError;

const VARIANTS = new Set(rami.variants().map((v) => v.id));
const BOT_KINDS = new Set(["greedy", "random"]);

/** Whether `kind` names a bot the server plays ("greedy" or "random"). */
export function isBotKind(kind) {
  return BOT_KINDS.has(kind);
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
  return rami.newGame(rules, players, { seed });
}

/** The state after `move` by the seat to act. @throws RamiError for a refused move. */
export function applyMove(state, move) {
  return rami.apply(state, move);
}

/** The action numbered `id` in the state's action space. @throws RamiError `number_out_of_range`. */
export function actionOf(state, id) {
  return rami.actionFromId(state.variant, id);
}

/** The next round of a match (R14). */
export function nextRound(state) {
  return rami.nextRound(state);
}

/** The legal actions of the seat to act, numbered: [{id, action}] (docs/actions.md). */
export function legalActions(state) {
  return rami.legalActions(state);
}

/**
 * The engine's view of every seat, and the public view (a seat's view without its hand and
 * seat number). The engine is asked once: a view differs from seat to seat only in `seat` and
 * `hand` (the test "views" checks every seat's against rami.view).
 */
export function viewsOf(state) {
  const base = rami.view(state, 0);
  const { hand: _hand, seat: _seat, ...publicView } = base;
  const seats = state.hands.map((hand, seat) => (seat === 0 ? base : { ...base, seat, hand: hand.slice() }));
  return { seats, publicView };
}

/** The engine's view for one seat (rami.view), for tests and checks. */
export function engineView(state, seat) {
  return rami.view(state, seat);
}

/** A bot's move for the seat to act; a random bot is seeded so that a replay chooses the same. */
export function botMove(kind, state, seed) {
  const bot = new rami.Bot(kind, seed);
  try {
    return bot.choose(state);
  } finally {
    bot.dispose();
  }
}

// R14's match targets by variant when the rules document and options leave them (docs/rules.md).
const DEFAULT_TARGET = 1000;
const CLASSIC_TARGETS = { 2: 100, 3: 150, 4: 200 };

function matchRules(state) {
  const players = state.hands.length;
  const doc = state.rules?.match ?? {};
  let target = state.variant === "rummy_classic" ? CLASSIC_TARGETS[players] ?? 200 : DEFAULT_TARGET;
  if (typeof doc.target === "number") target = doc.target;
  else if (doc.target && typeof doc.target[players] === "number") target = doc.target[players];
  if (typeof state.options?.match_target === "number") target = state.options.match_target;
  const lowestWins = typeof doc.lowest_total_wins === "boolean" ? doc.lowest_total_wins : state.variant !== "rummy_classic";
  return { target, lowestWins };
}

/** Match totals after the round (the totals before it plus its points, R14). */
export function totals(state) {
  return state.scores.map((score, seat) => score + (state.result ? state.result.points[seat] : 0));
}

/** R14: the seat that won the match once this round is over, or null while it goes on. */
export function matchWinner(state) {
  if (state.phase !== "over") return null;
  const { target, lowestWins } = matchRules(state);
  const sums = totals(state);
  if (!sums.some((t) => t >= target)) return null;
  let best = 0;
  for (let seat = 1; seat < sums.length; seat++)
    if (lowestWins ? sums[seat] < sums[best] : sums[seat] > sums[best]) best = seat;
  return best;
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
 * `moved` frames carry. A draw is `{"type":"draw"}`: the card stays with its seat.
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

/** A move written to the log is replayed by the engine: next_round is the server's own. */
export function replay(state, move) {
  return move.type === "next_round" ? nextRound(state) : applyMove(state, move);
}
