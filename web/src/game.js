// What the page holds of the game being shown, and the words it says about it: the message
// line, the log (a live region) and a move told as a sentence. Every rule is the engine's (the
// rami package in ../rami/, or the table server's): the page shows views, builds moves from the
// person's clicks and keys, and reports refusals.

import * as rami from "../rami/index.js";
import { t, list, refusalText } from "./i18n.js";
import { cardName, cardNames } from "./cards.js";

export const $ = (id) => document.getElementById(id);

export const game = {
  mode: null, // "offline" or "online"
  view: null, // the view of seat `me` (online without a seat: the public view)
  me: 0, // the person's seat (online: null when watching)
  legal: null, // the legal actions of the person's seat when it is to act ([{action, id}]), or null
  state: null, // offline: the engine's state (rami.state/1, seed as text)
  bots: [], // offline, per seat: null for the person, else a bot name
  players: [], // offline, per seat: a rami.Bot, or null
  rounds: [], // the match's finished rounds: [{points: [...]}] (offline; online from the server's totals)
  totals: null, // online: the match totals of the `over` frame
  matchWinner: null, // offline: the seat that won the match (R14), or null while it goes on
  record: null, // offline: the match as rami.record/1 (replays)
  history: [], // online: the views this page was sent, with the move before each (replays)
  selected: new Set(), // indexes into the hand
  order: null, // the person's own order of the hand (cards, after a drag), or null: sorted
  sort: "suit", // "suit", "rank" or "groups"
  staged: [], // play steps built by the person, sent together by Play
  target: null, // a table meld index, for a lay-off or a swap
  drawn: null, // the card just drawn, marked in the hand
  busy: false, // offline bots are playing, or an online move awaits the server's answer
  deadline: null, // online: the turn timer's deadline (ms)
  seatInfo: null, // online: the table's seats (GET /tables/ID)
};

/** A seat's name: "You" for the person, a bot with its kind, a person online by their name. */
export function seatName(seat) {
  if (seat === null || seat === undefined) return t("seat.nobody");
  if (seat === game.me) return t("seat.you");
  if (game.mode === "offline") return t("seat.bot", { n: seat + 1, kind: botName(game.bots[seat]) });
  const s = game.seatInfo?.[seat];
  if (!s || s.kind === "player") return s?.name ?? t("seat.player", { n: seat + 1 });
  return t("seat.bot", { n: seat + 1, kind: botName(s.kind) });
}

export const botName = (kind) => t(`bot.${kind}`);

let renderHook = () => {};
/** The page's drawing function (render.js registers it; modules call render()). */
export const setRender = (hook) => (renderHook = hook);
export const render = () => renderHook();

export function log(text) {
  const item = document.createElement("li");
  item.textContent = text;
  $("log").append(item);
  $("log").scrollTop = $("log").scrollHeight;
}

/** The message line under the table; a refusal is marked as such. */
export function say(text, refusal = false) {
  $("message").textContent = text;
  $("message").className = refusal ? "refusal" : "";
}

export const sayRefusal = (error) => say(refusalText(error), true);

/** Shows the engine's refusal; anything that is not one is a bug and goes on. */
export function refuse(e) {
  if (!(e instanceof rami.RamiError)) throw e;
  sayRefusal(e);
}

/** The steps of a play, or the one step of an action (meld, lay_off, swap). */
export function stepsOf(move) {
  if (move.type === "meld") return [{ meld: move.cards }];
  if (move.type === "lay_off") return [{ lay_off: { meld: move.meld, cards: move.cards } }];
  if (move.type === "swap") return [{ swap: { meld: move.meld, cards: move.cards } }];
  return move.steps;
}

/** What a move of `seat` did, as a sentence (views before and after it). */
export function describe(before, seat, move, after, { me = game.me, name = seatName } = {}) {
  const who = name(seat);
  const form = seat === me ? "you" : "other";
  switch (move.type) {
    case "draw":
      return t(after.stock_resets > before.stock_resets ? `log.draw_reset.${form}` : `log.draw.${form}`, { who });
    case "take_discard":
      return t(`log.take.${form}`, { who, card: cardName(before.discard.at(-1)) });
    case "discard":
      return t(`log.discard.${form}`, { who, card: cardName(move.card) });
    case "next_round":
      return t("log.next_round");
    default: {
      const steps = stepsOf(move).map((step) => {
        if (step.meld) return t("step.meld", { cards: cardNames(step.meld) });
        if (step.lay_off) return t("step.lay_off", { cards: cardNames(step.lay_off.cards), meld: step.lay_off.meld + 1 });
        return t("step.swap", { cards: cardNames(step.swap.cards), meld: step.swap.meld + 1 });
      });
      const opens = !before.opened[seat] && after.opened[seat];
      return t(`log.${opens ? "open" : "play"}.${form}`, { who, steps: list(steps) });
    }
  }
}

/** The end of a round, as sentences for the log. */
export function endLines(view) {
  const r = view.result;
  const first = r.reason === "out"
    ? t(r.in_one_go ? (r.winner === game.me ? "log.out_sec.you" : "log.out_sec.other") : r.winner === game.me ? "log.out.you" : "log.out.other", { who: seatName(r.winner) })
    : t("log.deadlock");
  const scores = list(r.points.map((p, seat) => t("log.score", { who: seatName(seat), n: p })));
  return [first, t("log.scores", { scores })];
}
