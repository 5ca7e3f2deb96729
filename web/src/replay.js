// Replays: a record (rami.record/1, as `rami play --json` writes it and `rami replay` reads it,
// the offline match of this page, or a finished online table's, GET /tables/ID/record) stepped
// through move by move, forwards and back, from any seat's view or with all hands shown; or,
// online, the views this page was sent at a table (its own seat's view, or a spectator's). States
// of a record are rebuilt by the engine from each round's start and moves; a move the engine
// refuses ends the round's replay there, shown.

import * as rami from "../rami/index.js";
import { $, game, describe, render } from "./game.js";
import { t, refusalText, onLanguage } from "./i18n.js";
import { cardElement, cardNames } from "./cards.js";

const replay = {
  rounds: [], // [{states, moves, seats}] for a record; [{views, moves}] for online views
  names: [], // a name per seat
  online: false,
  round: 0,
  step: 0, // 0: the deal; k: after the k-th move
  seat: "all", // "all" or a seat number
  error: null, // the refusal that stopped the round's replay
};

const nameOf = (seat) => replay.names[seat] ?? t("seat.player", { n: seat + 1 });

/** Opens a record (an object, or its JSON text); throws a refusal ({code, rule, message}) if it is not one. */
export function openRecord(record) {
  const doc = typeof record === "string" ? JSON.parse(record.replace(/"seed":(\d+)/g, '"seed":"$1"')) : record;
  if (doc?.format !== "rami.record/1" || !Array.isArray(doc.rounds) || !doc.rounds.length) {
    throw { code: "unknown_format", rule: "format", message: "This document is not in a format the engine reads (expected rami.record/1)." };
  }
  replay.online = false;
  // A person's seat: "person" in this page's records, "player" (and the name given) in the server's.
  const named = Array.isArray(doc.seats) ? doc.seats : [];
  replay.names = (doc.bots ?? []).map((bot, seat) => {
    const name = named[seat]?.name;
    if (typeof name === "string" && name) return name;
    return bot === "person" || bot === "player" ? t("seat.person", { n: seat + 1 }) : t("seat.bot", { n: seat + 1, kind: t(`bot.${bot}`) });
  });
  replay.rounds = doc.rounds.map((round) => {
    const states = [rami.loadState(round.start)];
    const moves = Array.isArray(round.moves) ? round.moves : [];
    let error = null;
    for (const move of moves) {
      try {
        states.push(rami.apply(states.at(-1), move));
      } catch (e) {
        if (!(e instanceof rami.RamiError)) throw e;
        error = e;
        break;
      }
    }
    return { states, moves: moves.slice(0, states.length - 1), error };
  });
  show();
}

/** Replays the views this page was sent at an online table. */
export function openHistory(history) {
  replay.online = true;
  replay.names = (game.seatInfo ?? []).map((s, seat) => (s.kind === "player" ? s.name ?? t("seat.player", { n: seat + 1 }) : t("seat.bot", { n: seat + 1, kind: t(`bot.${s.kind}`) })));
  const rounds = [];
  for (const { move, view } of history) {
    if (!rounds.length || move?.move.type === "next_round") rounds.push({ views: [], moves: [], error: null });
    const round = rounds.at(-1);
    // A view without a move (the round starting, a reconnection) replaces the one before it.
    if (round.views.length && !move) round.views[round.views.length - 1] = view;
    else {
      if (round.views.length) round.moves.push(move);
      round.views.push(view);
    }
  }
  replay.rounds = rounds;
  replay.seat = history[0]?.view.seat ?? "public";
  show();
}

function show() {
  replay.round = 0;
  replay.step = 0;
  if (!replay.online) replay.seat = "all";
  $("replay-round").replaceChildren(...replay.rounds.map((_, k) => new Option(t("board.round", { n: k + 1 }), String(k))));
  fillSeats();
  $("replay").hidden = false;
  $("game").hidden = true;
  draw();
  $("replay-next").focus();
}

function fillSeats() {
  const players = replay.online ? 0 : replay.rounds[0].states[0].hands.length;
  const options = replay.online
    ? [new Option(replay.seat === "public" ? t("replay.public") : t("replay.seat", { who: nameOf(replay.seat) }), String(replay.seat))]
    : [new Option(t("replay.all"), "all"), ...Array.from({ length: players }, (_, seat) => new Option(t("replay.seat", { who: nameOf(seat) }), String(seat)))];
  $("replay-seat").replaceChildren(...options);
  $("replay-seat").value = String(replay.seat);
  $("replay-seat").disabled = replay.online;
}

// A change of language draws the replay again in the new one.
onLanguage(() => {
  if ($("replay").hidden) return;
  $("replay-round").replaceChildren(...replay.rounds.map((_, k) => new Option(t("board.round", { n: k + 1 }), String(k))));
  $("replay-round").value = String(replay.round);
  fillSeats();
  draw();
});

export function closeReplay() {
  $("replay").hidden = true;
  $("game").hidden = !game.view;
  render();
}

const length = () => replay.rounds[replay.round].moves.length;

/** Moves to step `k` of the round (clamped). */
export function goTo(k) {
  replay.step = Math.max(0, Math.min(k, length()));
  draw();
}
export const stepBy = (delta) => goTo(replay.step + delta);
export function chooseRound(k) {
  replay.round = Number(k);
  goTo(0);
}
export function chooseSeat(seat) {
  replay.seat = seat === "all" ? "all" : Number(seat);
  draw();
}

/** The view at step k: a seat's view (or the first seat's, for all hands), and the hands if all are shown. */
function viewAt(k) {
  const round = replay.rounds[replay.round];
  if (replay.online) return { view: round.views[k], hands: null };
  const state = round.states[k];
  return { view: rami.view(state, replay.seat === "all" ? 0 : replay.seat), hands: replay.seat === "all" ? state.hands : null };
}

function draw() {
  const round = replay.rounds[replay.round];
  const k = replay.step;
  const { view, hands } = viewAt(k);
  $("replay-position").textContent = t("replay.position", { k, n: length() });
  const move = k > 0 ? round.moves[k - 1] : null;
  let text = t("replay.deal");
  if (move) {
    const before = viewAt(k - 1).view;
    const seat = replay.online ? move.seat : round.states[k - 1].current;
    text = describe(before, seat, replay.online ? move.move : move, view, { me: null, name: nameOf });
  }
  if (round.error && k === length()) text = `${text} — ${refusalText(round.error)}`;
  $("replay-move").textContent = text;
  for (const id of ["replay-first", "replay-prev"]) $(id).disabled = k === 0;
  for (const id of ["replay-next", "replay-last"]) $(id).disabled = k === length();

  const board = $("replay-board");
  const seats = view.hand_sizes.map((size, seat) => {
    const el = document.createElement("div");
    el.className = "replay-seat" + (view.current === seat && view.phase !== "over" ? " current" : "");
    el.appendChild(document.createElement("b")).textContent = nameOf(seat);
    const cards = hands ? hands[seat] : seat === view.seat ? view.hand : null;
    const row = el.appendChild(document.createElement("div"));
    row.className = "cards";
    if (cards?.length) row.append(...cards.map((c) => cardElement(c)));
    else row.textContent = t("seat.cards", { n: size });
    return el;
  });
  const piles = document.createElement("p");
  const top = view.discard.at(-1);
  piles.textContent = t("replay.piles", { n: view.stock_size, card: top ? cardNames([top]) : "—" });
  const melds = view.table.map((m, i) => {
    const el = document.createElement("div");
    el.className = "meld";
    el.setAttribute("role", "group");
    el.setAttribute("aria-label", t("meld.label", { n: i + 1, cards: cardNames(m.cards) }));
    el.append(...m.cards.map((c) => cardElement(c)));
    return el;
  });
  const table = document.createElement("div");
  table.className = "replay-table";
  table.append(...melds);
  board.replaceChildren(...seats, piles, table);
}
