// rami for JavaScript: the engine compiled to WebAssembly (dist/rami.wasm, built by
// tools/build_wasm.sh from src/*.cpp), in two layers. The functions take and give values in the
// JSON wire format (docs/json.md), which crosses the boundary as text each call: the convenient
// layer. A Game keeps its state inside the module and crosses with numbers: the fast layer,
// for programs that play many actions. The module answers {"error": {...}} (or a null handle)
// for a refusal, which this wrapper throws as a RamiError. Types and docs: index.d.ts.

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
  if (value instanceof Game) return gameText(value);
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

// A variant id, or a rules document (an object or its JSON text) for a house rule: the
// arguments of a deal, checked, as the module takes them.
function dealing(variant, players, { seed, options = {}, first = 0 } = {}) {
  const byRules = typeof variant === "object" || (typeof variant === "string" && variant.trimStart().startsWith("{"));
  return {
    byRules,
    rules: byRules ? toWire(variant, "rules").trimStart() : text(variant, "variant"),
    players: integer(players, "players"),
    seed: seedText(seed),
    options: toWire(options, "options"),
    first: integer(first, "first"),
  };
}

export function newGame(variant, players, options) {
  const d = dealing(variant, players, options);
  return fromWire((d.byRules ? wasm.newGameByRules : wasm.newGame)(d.rules, d.players, d.seed, d.options, d.first));
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

// `using` disposes a Bot or a Game (Symbol.dispose, or its registered twin before Node 22).
const disposeSymbol = Symbol.dispose ?? Symbol.for("Symbol.dispose");

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
    if (state instanceof Game) return fromWire(wasm.botChooseGame(this.#handle, gameHandle(state)));
    return fromWire(wasm.botChoose(this.#handle, toWire(state, "state")));
  }
  dispose() {
    if (this.#handle === undefined) return;
    wasm.botFree(this.#handle);
    bots.unregister(this);
    this.#handle = undefined;
  }
  [disposeSymbol]() {
    this.dispose();
  }
}

export function playRound(state, bots, { maxMoves = 5000 } = {}) {
  if (!Array.isArray(bots)) fail("wrong_json_type", "bots: expected an array of bot names");
  return fromWire(wasm.playRound(toWire(state, "state"), JSON.stringify(bots), integer(maxMoves, "maxMoves")));
}

// --- games kept in the module ------------------------------------------------------------

// A Game holds the address of an immutable state inside the module (js/src/game.cpp). The
// calls made once per action are the module's plain exports (Module._rami_js_*: numbers in and
// out, no embind conversion); the rest is JSON text as above. The module's memory is freed by
// dispose(), or by the registry once a forgotten Game is collected: only a safety net, since
// the collector runs when it likes and does not see the module's memory filling.
const games = new FinalizationRegistry((handle) => wasm._rami_js_free(handle));
const adopt = Symbol("adopt"); // the constructor's private form: wrap a handle the module made
const phases = ["draw", "play", "over"];
let gameHandle; // the live handle of a Game, for toWire and Bot.choose
let gameText; // its state's wire text

// The handle the module made, or its refusal thrown.
function made(handle) {
  if (handle === 0) fromWire(wasm.gameLastError());
  return handle;
}

function actionNumber(id) {
  if (!Number.isInteger(id)) fail("wrong_json_type", "id: expected a whole number");
  if (id < 0 || id > 0x7fffffff) fail("number_out_of_range", `action id ${id}: outside the action space`);
  return id;
}

export class Game {
  #handle = 0;

  constructor(variant, players, options) {
    if (variant === adopt) {
      this.#handle = players;
    } else {
      const d = dealing(variant, players, options);
      this.#handle = made(wasm.gameNew(d.rules, d.byRules, d.players, d.seed, d.options, d.first));
    }
    games.register(this, this.#handle, this);
  }

  static get liveCount() {
    return wasm._rami_js_live_games();
  }

  static fromJSON(state) {
    return new Game(adopt, made(wasm.gameFromJSON(toWire(state, "state"))));
  }

  static {
    gameHandle = (game) => game.#live();
    gameText = (game) => wasm.gameToJSON(game.#live());
  }

  #live() {
    if (this.#handle === 0)
      throw new RamiError({ code: "game_disposed", rule: "format", message: "This game has been disposed: its state in the module is freed." });
    return this.#handle;
  }

  get disposed() {
    return this.#handle === 0;
  }

  dispose() {
    if (this.#handle === 0) return;
    games.unregister(this);
    wasm._rami_js_free(this.#handle);
    this.#handle = 0;
  }

  [disposeSymbol]() {
    this.dispose();
  }

  step(id) {
    return new Game(adopt, made(wasm._rami_js_step(this.#live(), actionNumber(id))));
  }

  apply(move) {
    return new Game(adopt, made(wasm.gameApply(this.#live(), toWire(move, "move"))));
  }

  nextRound() {
    return new Game(adopt, made(wasm.gameNextRound(this.#live())));
  }

  // The ids are copied out of the module's buffer, which the next call reuses.
  legalActions() {
    const at = wasm._rami_js_legal_actions(this.#live()) >> 2;
    const heap = wasm.HEAP32; // read after the call: a grown memory has a new buffer
    return heap.slice(at + 1, at + 1 + heap[at]);
  }

  legalMoves() {
    return fromWire(wasm.gameLegalMoves(this.#live()));
  }

  action(id) {
    if (typeof id !== "number") fail("wrong_json_type", "id: expected a number");
    return fromWire(wasm.gameAction(this.#live(), id));
  }

  actionId(action) {
    return fromWire(wasm.gameActionId(this.#live(), toWire(action, "action"))).id;
  }

  view(seat) {
    return fromWire(wasm.gameView(this.#live(), integer(seat, "seat")));
  }

  observation(seat) {
    const handle = this.#live();
    const at = wasm._rami_js_observation(handle, integer(seat, "seat")) >> 2;
    if (at === 0) fromWire(wasm.gameLastError());
    return wasm.HEAPF32.slice(at, at + wasm._rami_js_observation_size(handle));
  }

  botMove(bot = "greedy", seed = 0) {
    return fromWire(wasm.gameBotMove(this.#live(), text(bot, "bot"), seedText(seed)));
  }

  toJSON() {
    return fromWire(wasm.gameToJSON(this.#live()));
  }

  get currentSeat() {
    return wasm._rami_js_current(this.#live());
  }

  get isOver() {
    return wasm._rami_js_phase(this.#live()) === 2;
  }

  get phase() {
    return phases[wasm._rami_js_phase(this.#live())];
  }

  get players() {
    return wasm._rami_js_players(this.#live());
  }

  get turn() {
    return wasm._rami_js_turn(this.#live());
  }

  get actionSpaceSize() {
    return wasm._rami_js_action_space_size(this.#live());
  }

  get scores() {
    return fromWire(wasm.gameScores(this.#live()));
  }

  get result() {
    return fromWire(wasm.gameResult(this.#live()));
  }
}
