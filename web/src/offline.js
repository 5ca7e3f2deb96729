// Offline play: the person (seat 0) against the engine's bots in this page, round after round to
// the match's end (R14). The match is kept as a record (rami.record/1, the format `rami play
// --json` writes) for replays and saving. Settings (variant, players, bots, match target) are
// remembered in localStorage ("rami.settings") and a round is dealt with them as the page loads.

import * as rami from "../rami/index.js";
import { $, game, render, log, say, refuse, describe, endLines, seatName } from "./game.js";
import { t } from "./i18n.js";
import { resetTurn } from "./hand.js";
import { online } from "./online.js";

const delay = Number(new URLSearchParams(location.search).get("delay") ?? 350);
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

function setState(state) {
  game.state = state;
  game.view = rami.view(state, 0);
  const mine = state.phase !== "over" && state.current === 0;
  game.legal = mine ? rami.legalActions(state) : null;
}

/** The match's scores after a finished round: {round, totals, match_winner} (the engine's). */
export function matchScores(state) {
  const g = rami.Game.fromJSON(state);
  try {
    return g.scores;
  } finally {
    g.dispose();
  }
}

/** Applies a move of the seat to act; false (and the refusal shown) when the engine refuses. */
export function play(move) {
  const before = game.view;
  const seat = game.state.current;
  let after;
  try {
    after = rami.apply(game.state, move);
  } catch (e) {
    refuse(e);
    return false;
  }
  game.record.rounds.at(-1).moves.push(move);
  setState(after);
  $("hint-panel").hidden = true; // the hint was for the hand before this move
  log(describe(before, seat, move, game.view));
  if (after.phase === "over") endRound(after);
  return true;
}

function endRound(state) {
  for (const line of endLines(game.view)) log(line);
  const scores = matchScores(state);
  game.record.rounds.at(-1).result = state.result;
  game.rounds.push({ points: state.result.points });
  game.matchWinner = scores.match_winner;
  if (scores.match_winner !== null) {
    game.record.match_winner = scores.match_winner;
    log(t("log.match_won", { who: seatName(scores.match_winner) }));
  }
}

async function runBots() {
  game.busy = true;
  render();
  const mine = generation;
  while (game.mode === "offline" && game.state.phase !== "over" && game.players[game.state.current]) {
    await sleep(delay);
    if (game.mode !== "offline" || mine !== generation) return;
    const bot = game.players[game.state.current];
    if (!play(bot.choose(game.state))) break; // a bot's refused move is a bug, shown as such
    render();
  }
  game.busy = false;
  render();
}

/** After a move of the person: offline, the bots play their turns. */
export function afterMine(ok) {
  if (ok && game.mode === "offline" && game.state.phase !== "over" && game.state.current !== 0) runBots();
  render();
}

let generation = 0; // a new round stops the bots of the last one

/** Starts playing `state` (a new match's first round, the next round, or a loaded game). */
export function start(state, bots, { rounds = [], record = null } = {}) {
  online.leave();
  for (const bot of game.players) bot?.dispose();
  generation++;
  game.mode = "offline";
  game.me = 0;
  game.totals = null;
  game.seatInfo = null;
  game.rounds = rounds;
  game.bots = bots;
  game.matchWinner = state.phase === "over" ? matchScores(state).match_winner : null; // a loaded game may be over
  game.record = record ?? { format: "rami.record/1", variant: state.variant, players: bots.length, seed: state.seed, bots: bots.map((b) => b ?? "person"), rounds: [] };
  game.record.rounds.push({ start: state, moves: [], result: null, capped: false });
  setState(state);
  // Bots are seeded as the rami command seeds them: from the round's seed and their seat.
  game.players = bots.map((name, seat) => (name ? new rami.Bot(name, (BigInt(state.seed) * 31n + BigInt(seat)) % 2n ** 64n) : null));
  game.drawn = null;
  game.order = null;
  resetTurn();
  $("log").replaceChildren();
  $("hint-panel").hidden = true;
  $("save-box").hidden = false;
  const name = rami.variants().find((v) => v.id === state.variant)?.name ?? state.variant;
  log(t("log.start", { variant: name, n: bots.length, seed: state.seed, round: game.rounds.length + 1 }));
  say("");
  $("game").hidden = false;
  runBots();
}

/** The next round of the match (R14), scores carried over. */
export function nextRound() {
  try {
    start(rami.nextRound(game.state), game.bots, { rounds: game.rounds, record: game.record });
  } catch (e) {
    refuse(e);
  }
}

// --- settings ------------------------------------------------------------------------------

const settingsKey = "rami.settings";

export function readSettings() {
  try {
    const s = JSON.parse(localStorage.getItem(settingsKey) ?? "null");
    if (s && typeof s === "object") return s;
  } catch {
    // unreadable settings are no settings
  }
  return {};
}

/** The setup form's settings, remembered for the next visit. */
export function formSettings() {
  const s = {
    variant: $("variant").value,
    players: Number($("players").value),
    bots: [...$("bots").querySelectorAll("select")].map((b) => b.value),
    target: $("target").value.trim(),
  };
  localStorage.setItem(settingsKey, JSON.stringify(s));
  return s;
}

/** Deals a new match with the setup form's settings. */
export function newMatch() {
  const s = formSettings();
  const seed = $("seed").value.trim();
  const options = s.target ? { match_target: Number(s.target) } : {};
  try {
    const state = rami.newGame(s.variant, s.players, { ...(seed ? { seed } : {}), options });
    start(state, [null, ...s.bots]);
  } catch (e) {
    refuse(e);
    $("game").hidden = false;
  }
}

// --- save and load -------------------------------------------------------------------------

/** The page's save: rami.table/1, the bots, the state (rami.state/1), the finished rounds' points and the record. */
export function save() {
  if (game.mode !== "offline") return;
  const text = `{"format":"rami.table/1","bots":${JSON.stringify(game.bots)},"rounds":${JSON.stringify(game.rounds)},"state":${rami.stateToJSON(game.state)},"record":${JSON.stringify(game.record)}}`;
  $("save-text").value = text;
  $("download").href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  say(t("say.saved"));
}

export function load() {
  const text = $("save-text").value;
  try {
    // A seed is a 64-bit number: read it as text, as the engine's package does.
    const doc = JSON.parse(text.replace(/"seed":(\d+)/g, '"seed":"$1"'));
    const table = doc.format === "rami.table/1";
    const state = rami.loadState(table ? doc.state : doc);
    const bots = table && Array.isArray(doc.bots) && doc.bots.length === state.hands.length
      ? doc.bots.map((b, seat) => (seat === 0 ? null : b === "random" ? "random" : "greedy"))
      : state.hands.map((_, seat) => (seat === 0 ? null : "greedy"));
    const rounds = table && Array.isArray(doc.rounds)
      ? doc.rounds.filter((r) => Array.isArray(r?.points) && r.points.length === bots.length && r.points.every(Number.isInteger))
      : [];
    // The record goes on from the loaded state: its last round starts again at that state.
    const record = table && doc.record?.format === "rami.record/1" && Array.isArray(doc.record.rounds) ? doc.record : null;
    record?.rounds.pop();
    start(state, bots, { rounds, record });
    log(t("log.loaded"));
  } catch (e) {
    if (e instanceof SyntaxError) return say(t("say.not_json", { detail: e.message }), true);
    refuse(e);
  }
}
