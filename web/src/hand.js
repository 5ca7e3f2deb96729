// The person's hand and turn: the order the hand is shown in (sorted by suit, by rank, or as the
// hand analysis groups it, or as the person arranged it by dragging), the selection and what it
// reads as (readMeld, and the opening's total while the seat has not opened), the melds staged
// for one play, and the moves built from them. Moves go to offline.js or online.js.

import * as rami from "../rami/index.js";
import { $, game, render, say, refuse } from "./game.js";
import { t, refusalText } from "./i18n.js";
import { bySuit, byRank, cardNames } from "./cards.js";
import { play as playOffline, afterMine } from "./offline.js";
import { online } from "./online.js";

export const myTurn = () => Boolean(game.view) && !game.busy && game.view.phase !== "over" && game.view.current === game.me &&
  (game.mode === "offline" || Boolean(game.legal));
export const hand = () => game.view?.hand ?? [];

export function resetTurn() {
  game.selected.clear();
  game.staged = [];
  game.target = null;
}

/** A move (or action) of the person: applied here offline, sent to the server online. */
const submit = (move) => (game.mode === "online" ? online.send({ type: "move", move }) : Promise.resolve(playOffline(move)));

/** A numbered legal action of the person. */
export async function submitAction({ action, id }) {
  resetTurn();
  const ok = game.mode === "online" ? await online.send({ type: "action", action: id }) : playOffline(action);
  if (ok) say("");
  game.drawn = null;
  afterMine(ok);
}

/** The indexes of the hand's cards that a staged step uses. */
export function stagedIndexes() {
  const used = new Set();
  for (const step of game.staged) {
    const cards = step.meld ?? step.lay_off?.cards ?? step.swap.cards;
    for (const card of cards) used.add(hand().findIndex((c, k) => c === card && !used.has(k)));
  }
  return used;
}
export const selectedCards = () => [...game.selected].sort((a, b) => a - b).map((i) => hand()[i]);

// --- the order of the hand ---------------------------------------------------------------------

let grouping = { key: "", order: [] }; // the hand analysis's order of the last hand grouped

/** The hand analysis's order: the cards of its melds first, meld by meld, then the rest by suit. */
function groupedOrder(cards) {
  const key = `${game.view.variant}|${game.view.opened[game.me]}|${cards.join(" ")}`;
  if (grouping.key !== key) {
    let melds = [];
    try {
      melds = rami.analyseHand(game.view.variant, cards, { opened: game.view.opened[game.me] ?? false }).melds.map((m) => m.cards);
    } catch {
      melds = []; // a hand the analysis refuses (too large) is shown by suit
    }
    const rest = [...cards];
    for (const meld of melds) for (const card of meld) rest.splice(rest.indexOf(card), 1);
    grouping = { key, order: [...melds.flat(), ...rest.sort((a, b) => bySuit(a) - bySuit(b))] };
  }
  return grouping.order;
}

/** The hand's indexes (those not staged) in the order they are shown. */
export function shownOrder() {
  const cards = hand();
  const used = stagedIndexes();
  const free = cards.map((_, i) => i).filter((i) => !used.has(i));
  let wanted;
  if (game.order) wanted = game.order;
  else if (game.sort === "groups") wanted = groupedOrder(free.map((i) => cards[i]));
  else {
    const key = game.sort === "rank" ? byRank : bySuit;
    return free.sort((a, b) => key(cards[a]) - key(cards[b]) || a - b);
  }
  // The cards in the wanted order (each copy once); cards not in it (just drawn) at the end.
  const left = [...free];
  const shown = [];
  for (const card of wanted) {
    const k = left.findIndex((i) => cards[i] === card);
    if (k >= 0) shown.push(...left.splice(k, 1));
  }
  return [...shown, ...left];
}

/** Sorts the hand ("suit", "rank", "groups"): the person's own order is dropped. */
export function sortHand(mode) {
  game.sort = mode;
  game.order = null;
  localStorage.setItem("rami.sort", mode);
  render();
}

/** Moves the card shown at `from` to position `to` of the shown order (a drag, or Alt+arrow). */
export function moveCard(from, to) {
  const order = shownOrder();
  const [index] = order.splice(from, 1);
  order.splice(Math.max(0, Math.min(to, order.length)), 0, index);
  game.order = order.map((i) => hand()[i]);
  render();
}

// Drag and drop with pointer events (mouse, pen and touch): a card moved more than a few pixels
// is dragged; dropped on another card it goes before or after it (the side of its middle). A
// press without a move stays a click (selection).
const dragThreshold = 6;
let drag = null;
let dragged = false; // the click that ends a drag does not select

export function dragStart(event, position) {
  if (event.button !== 0) return;
  drag = { el: event.currentTarget, position, x: event.clientX, y: event.clientY, pointer: event.pointerId, moving: false };
}

export function dragMove(event) {
  if (!drag || event.pointerId !== drag.pointer) return;
  const dx = event.clientX - drag.x;
  const dy = event.clientY - drag.y;
  if (!drag.moving && Math.hypot(dx, dy) < dragThreshold) return;
  if (!drag.moving) {
    drag.moving = true;
    drag.el.setPointerCapture?.(event.pointerId);
    drag.el.classList.add("dragging");
  }
  drag.el.style.transform = `translate(${dx}px, ${dy}px)`;
}

export function dragEnd(event) {
  if (!drag || event.pointerId !== drag.pointer) return;
  const { el, position, moving } = drag;
  drag = null;
  if (!moving) return;
  dragged = true;
  setTimeout(() => (dragged = false), 0);
  el.classList.remove("dragging");
  el.style.transform = "";
  const cards = [...$("hand").querySelectorAll(".card")];
  const target = document.elementsFromPoint(event.clientX, event.clientY).find((e) => e !== el && cards.includes(e));
  if (!target) return render();
  const box = target.getBoundingClientRect();
  let to = cards.indexOf(target) + (event.clientX > box.left + box.width / 2 ? 1 : 0);
  if (to > position) to -= 1;
  moveCard(position, to);
}

export const wasDragged = () => dragged;

export function toggleCard(index) {
  if (game.selected.has(index)) game.selected.delete(index);
  else game.selected.add(index);
  render();
}

// --- what the selection reads as -----------------------------------------------------------------

/** The opening's minimum and points of `melds` (R6), from the engine's check; null: no meld. */
function openingCheck(melds) {
  const v = game.view;
  const minimum = v.options?.opening_minimum;
  try {
    const o = rami.checkOpening(v.rules ?? v.variant, melds, minimum === undefined ? {} : { minimum });
    return { ok: true, points: o.points };
  } catch (e) {
    if (!(e instanceof rami.RamiError)) throw e;
    // The engine's detail says "(P points, M needed)" for a total below the minimum.
    const numbers = /\((\d+) points?, (\d+) needed\)/.exec(e.message);
    return { ok: false, error: e, points: numbers ? Number(numbers[1]) : null, needed: numbers ? Number(numbers[2]) : null };
  }
}

/** The lines under the hand: the selection's reading, and the turn's opening total. */
export function readingLines() {
  const v = game.view;
  if (!v || game.me === null || v.phase === "over") return [];
  const lines = [];
  const cards = selectedCards();
  let selectedMeld = null;
  if (cards.length) {
    try {
      selectedMeld = rami.readMeld(v.rules ?? v.variant, cards);
      lines.push({ ok: true, text: t(`reading.${selectedMeld.kind}`, { n: selectedMeld.points }) });
    } catch (e) {
      if (!(e instanceof rami.RamiError)) throw e;
      lines.push({ ok: false, text: refusalText(e) });
    }
  }
  const opened = v.opened[game.me];
  const stagedMelds = game.staged.filter((s) => s.meld).map((s) => s.meld);
  const melds = selectedMeld ? [...stagedMelds, selectedMeld.cards] : stagedMelds;
  if (!opened && melds.length && v.current === game.me && v.phase === "play") {
    const o = openingCheck(melds);
    if (o.ok) lines.push({ ok: true, text: t("reading.opening_ok", { n: o.points }) });
    else if (o.needed !== null) lines.push({ ok: false, text: t("reading.opening_short", { n: o.points, needed: o.needed }) });
    else lines.push({ ok: false, text: refusalText(o.error) });
  }
  return lines;
}

// --- the turn's moves ------------------------------------------------------------------------

export async function draw(move) {
  if (!myTurn()) return;
  const before = hand().length;
  const ok = await submit(move);
  if (ok) {
    game.drawn = hand().length > before ? hand().length - 1 : null;
    say("");
  }
  afterMine(ok);
}

function stage(step) {
  game.staged.push(step);
  game.selected.clear();
  game.target = null;
  say(t("say.staged"));
  render();
}

export function stageMeld() {
  if (!game.selected.size) return say(t("say.select_meld"));
  stage({ meld: selectedCards() });
}

export function stageOnTable(kind) {
  if (!game.selected.size || game.target === null) return say(t(kind === "swap" ? "say.select_swap" : "say.select_lay_off"));
  const step = { meld: game.target, cards: selectedCards() };
  if (kind === "swap") {
    // The freed joker comes to the hand: the staged steps and the swap are played at once.
    game.staged.push({ swap: step });
    game.selected.clear();
    game.target = null;
    return playStaged();
  }
  stage({ lay_off: step });
}

export async function playStaged() {
  if (!game.staged.length) return true;
  const steps = game.staged;
  resetTurn();
  const ok = await submit({ type: "play", steps });
  if (ok) say("");
  game.drawn = null;
  render();
  return ok;
}

export async function discard() {
  if (!myTurn()) return;
  if (game.selected.size !== 1) return say(t("say.select_discard"));
  const card = selectedCards()[0];
  if (game.staged.length) {
    if (!(await playStaged())) return;
  }
  if (game.view.phase === "over") return render();
  resetTurn();
  game.drawn = null;
  const ok = await submit({ type: "discard", card });
  if (ok) say("");
  afterMine(ok);
}

export const cancel = () => {
  resetTurn();
  say("");
  render();
};

/** The hint: the hand analysis's best discard, least deadwood and melds (each with Select). */
export function hint() {
  const v = game.view;
  const cards = hand();
  const opened = v.opened[game.me] ?? false;
  let a;
  try {
    a = rami.analyseHand(v.rules ?? v.variant, cards, { opened, afterDiscard: v.phase === "play" && cards.length > 1 });
  } catch (e) {
    return refuse(e);
  }
  const panel = $("hint-panel");
  panel.replaceChildren();
  panel.dataset.discard = a.discard ?? "";
  const line = (text) => panel.appendChild(Object.assign(document.createElement("p"), { textContent: text }));
  if (a.discard) line(t("hint.discard", { card: cardNames([a.discard]) }));
  line(t(a.can_go_out ? "hint.deadwood_out" : "hint.deadwood", { n: a.min_deadwood }));
  if (a.melds.length) {
    line(t(opened ? "hint.melds" : "hint.opening", { n: a.points }));
    const list = panel.appendChild(document.createElement("ul"));
    for (const m of a.melds) {
      const item = list.appendChild(document.createElement("li"));
      item.append(t("hint.meld", { cards: cardNames(m.cards), kind: t(`kind.${m.kind}`), n: m.points }), " ");
      const pick = item.appendChild(Object.assign(document.createElement("button"), { type: "button", textContent: t("hint.select"), className: "select-meld" }));
      pick.setAttribute("aria-label", t("hint.select_label", { cards: cardNames(m.cards) }));
      pick.dataset.cards = m.cards.join(" ");
      pick.addEventListener("click", () => selectCards(m.cards));
    }
  } else {
    line(t(opened ? "hint.no_meld" : "hint.no_opening"));
  }
  panel.hidden = false;
}

/** Selects these cards in the hand (those not staged), for a meld of the hint. */
export function selectCards(cards) {
  game.selected.clear();
  const used = stagedIndexes();
  for (const card of cards) {
    const i = hand().findIndex((c, k) => c === card && !used.has(k) && !game.selected.has(k));
    if (i >= 0) game.selected.add(i);
  }
  render();
}

