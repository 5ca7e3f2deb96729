// rami for JavaScript: the engine compiled to WebAssembly (dist/rami.wasm, built by
// tools/build_wasm.sh from src/bindings.cpp), behind plain functions. Values cross the boundary
// as the JSON wire format (docs/json.md); the module answers {"error": {...}} for a refusal,
// which this wrapper throws as a RamiError. Types and docs: index.d.ts.

import createRamiModule from "./dist/rami.mjs";

/** A refusal of the engine: bad input, or a move the rules forbid. */
export class RamiError extends Error {
  constructor({ code, rule, message }) {
    super(message);
    this.name = "RamiError";
    this.code = code;
    this.rule = rule;
  }
}

// Node has no fetch of file: URLs; it reads the binary itself. Browsers fetch dist/rami.wasm
// beside dist/rami.mjs.
async function loadModule() {
  const isNode = typeof process === "object" && typeof process.versions?.node === "string";
  if (!isNode) return createRamiModule();
  const fs = "node:fs/promises";
  const { readFile } = await import(/* webpackIgnore: true */ fs);
  const wasmBinary = await readFile(new URL("./dist/rami.wasm", import.meta.url));
  return createRamiModule({ wasmBinary });
}

const wasm = await loadModule();

// --- crossing the boundary ---------------------------------------------------------------

function fail(code, message) {
  throw new RamiError({ code, rule: "format", message });
}

// A seed is a 64-bit number, beyond what a JavaScript number holds exactly: in objects it is
// decimal text. The engine writes it as a number; the only "seed" keys it writes are those of
// states (compact JSON, so the pattern is exact and never matches inside a string).
function fromWire(text) {
  const value = JSON.parse(text.replace(/"seed":(\d+)/g, '"seed":"$1"'));
  if (value !== null && typeof value === "object" && !Array.isArray(value) && value.error)
    throw new RamiError(value.error);
  return value;
}

// A document given as JSON text is passed on as it is (the engine checks it); an object is
// written as JSON, a bigint (a seed) as decimal text.
const bigintsAsText = (key, value) => (typeof value === "bigint" ? value.toString() : value);

function toWire(value, what) {
  if (typeof value === "string") return value;
  if (value === undefined) fail("missing_field", `${what}: missing`);
  try {
    return JSON.stringify(value, bigintsAsText);
  } catch (e) {
    return fail("invalid_json", `${what}: ${e.message}`);
  }
}

// Cards: an array of card strings, or one string of cards separated by spaces.
function cardsWire(cards) {
  if (typeof cards === "string") return JSON.stringify(cards);
  if (!Array.isArray(cards)) fail("wrong_json_type", "cards: expected an array of card strings or a string");
  return JSON.stringify(cards);
}

function text(value, what) {
  if (typeof value !== "string") fail("wrong_json_type", `${what}: expected a string`);
  return value;
}

function integer(value, what) {
  if (!Number.isSafeInteger(value) || value < -2147483648 || value > 2147483647)
    fail("wrong_json_type", `${what}: expected a whole number`);
  return value;
}

function seedText(seed) {
  if (seed === undefined) {
    const words = new Uint32Array(2);
    globalThis.crypto.getRandomValues(words);
    return ((BigInt(words[0]) << 32n) | BigInt(words[1])).toString();
  }
  if (typeof seed === "bigint" || (typeof seed === "number" && Number.isSafeInteger(seed))) return String(seed);
  if (typeof seed === "string") return seed;
  return fail("wrong_json_type", "seed: expected a whole number, a bigint or decimal text");
}

// --- the engine --------------------------------------------------------------------------

export const version = wasm.version();

export function variants() {
  return fromWire(wasm.variants());
}

export function parseCard(card) {
  return fromWire(wasm.cardInfo(text(card, "card")));
}

export function readMeld(variant, cards, { as } = {}) {
  if (as !== undefined && as !== "run" && as !== "set") fail("unknown_value", 'as: expected "run" or "set"');
  return fromWire(wasm.readMeld(text(variant, "variant"), cardsWire(cards), as ?? ""));
}

// The fast check: cards cross as one line of text, the answer as a boolean.
export function isMeld(variant, cards) {
  if (typeof cards === "string") return wasm.isMeld(text(variant, "variant"), cards);
  if (!Array.isArray(cards) || !cards.every((c) => typeof c === "string" && c !== "" && !/\s/.test(c))) return false;
  return wasm.isMeld(text(variant, "variant"), cards.join(" "));
}

export function checkOpening(variant, melds, { minimum } = {}) {
  if (!Array.isArray(melds)) fail("wrong_json_type", "melds: expected an array of melds");
  return fromWire(
    wasm.checkOpening(text(variant, "variant"), JSON.stringify(melds), minimum === undefined ? -1 : integer(minimum, "minimum")),
  );
}

export function analyseHand(variant, cards, { opened = false, afterDiscard = false } = {}) {
  return fromWire(wasm.analyseHand(text(variant, "variant"), cardsWire(cards), Boolean(opened), Boolean(afterDiscard)));
}

// A variant id, or a rules document (an object or its JSON text) for a house rule.
export function newGame(variant, players, { seed, options = {}, first = 0 } = {}) {
  const byRules = typeof variant === "object" || (typeof variant === "string" && variant.trimStart().startsWith("{"));
  const deal = byRules ? wasm.newGameByRules : wasm.newGame;
  return fromWire(
    deal(byRules ? toWire(variant, "rules") : text(variant, "variant"), integer(players, "players"), seedText(seed),
      toWire(options, "options"), integer(first, "first")),
  );
}

export function rulesDocument(variantOrState) {
  return fromWire(wasm.rulesDocument(typeof variantOrState === "string" ? variantOrState : toWire(variantOrState, "state")));
}

export function parseRules(rules) {
  return fromWire(wasm.parseRules(toWire(rules, "rules")));
}

export function loadState(state) {
  return fromWire(wasm.loadState(toWire(state, "state")));
}

export function stateToJSON(state) {
  const answer = wasm.loadState(toWire(state, "state"));
  fromWire(answer); // throws the refusal, if any
  return answer;
}

export function apply(state, move) {
  return fromWire(wasm.applyMove(toWire(state, "state"), toWire(move, "move")));
}

export function legalMoves(state) {
  return fromWire(wasm.legalMoves(toWire(state, "state")));
}

/** The legal actions of the seat to act, each with its number: [{id, action}] (docs/actions.md). */
export function legalActions(state) {
  return fromWire(wasm.legalActions(toWire(state, "state")));
}

export function actionSpaceSize(variant) {
  return fromWire(wasm.actionSpace(text(variant, "variant"))).size;
}

export function observationSize(variant) {
  return fromWire(wasm.actionSpace(text(variant, "variant"))).observation_size;
}

export function actionId(variant, action) {
  return fromWire(wasm.actionId(text(variant, "variant"), toWire(action, "action"))).id;
}

export function actionFromId(variant, id) {
  if (typeof id !== "number") fail("wrong_json_type", "id: expected a number");
  return fromWire(wasm.actionFromId(text(variant, "variant"), id));
}

export function observation(state, seat) {
  return Float32Array.from(fromWire(wasm.observation(toWire(state, "state"), integer(seat, "seat"))));
}

export function view(state, seat) {
  return fromWire(wasm.view(toWire(state, "state"), integer(seat, "seat")));
}

export function nextRound(state) {
  return fromWire(wasm.nextRound(toWire(state, "state")));
}

// Bots live in the module; a FinalizationRegistry frees those that are dropped undisposed.
const bots = new FinalizationRegistry((handle) => wasm.botFree(handle));

export class Bot {
  #handle;
  constructor(name, seed = 0) {
    this.name = text(name, "bot");
    this.#handle = fromWire(wasm.botNew(this.name, seedText(seed))).handle;
    bots.register(this, this.#handle, this);
  }
  choose(state) {
    if (this.#handle === undefined) fail("unknown_value", "bot: disposed");
    return fromWire(wasm.botChoose(this.#handle, toWire(state, "state")));
  }
  dispose() {
    if (this.#handle === undefined) return;
    wasm.botFree(this.#handle);
    bots.unregister(this);
    this.#handle = undefined;
  }
}

export function playRound(state, bots, { maxMoves = 5000 } = {}) {
  if (!Array.isArray(bots)) fail("wrong_json_type", "bots: expected an array of bot names");
  return fromWire(wasm.playRound(toWire(state, "state"), JSON.stringify(bots), integer(maxMoves, "maxMoves")));
}
