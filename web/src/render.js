// Drawing the table from `game`: the seats, the piles, the melds (buttons: a meld is chosen for a
// lay-off or a swap), the hand (a button per card, named by the card), what the selection reads
// as, the status line (its data-state says the same for tests), the turn timer, the legal moves
// and, at a round's end, each hand with its penalty and the match's scoreboard.

import { $, game, seatName, setRender } from "./game.js";
import { t } from "./i18n.js";
import { cardElement, cardNames } from "./cards.js";
import { myTurn, hand, shownOrder, readingLines, toggleCard, dragStart, dragMove, dragEnd, wasDragged, moveCard, submitAction } from "./hand.js";
import { online } from "./online.js";
import { nextRound } from "./offline.js";

function renderSeats() {
  const v = game.view;
  $("seats").replaceChildren(...v.hand_sizes.map((size, seat) => {
    const el = document.createElement("div");
    el.className = "seat" + (v.current === seat && v.phase !== "over" ? " current" : "") + (seat === game.me ? " me" : "");
    el.dataset.seat = seat;
    el.dataset.count = size;
    const name = el.appendChild(document.createElement("b"));
    name.textContent = seatName(seat);
    el.append(document.createElement("br"), t(v.opened[seat] ? "seat.cards_opened" : "seat.cards", { n: size }));
    return el;
  }));
}

function meldElement(cards, index, staged = false) {
  const el = document.createElement("button");
  el.type = "button";
  el.className = "meld" + (game.target === index ? " target" : "") + (staged ? " staged" : "");
  el.dataset.meld = index;
  el.setAttribute("aria-pressed", String(game.target === index));
  el.title = t(staged ? "meld.staged_label" : "meld.label", { n: index + 1, cards: cardNames(cards) });
  const owner = el.appendChild(document.createElement("span"));
  owner.className = "owner";
  owner.textContent = staged ? `${index + 1}*` : `${index + 1}`;
  for (const card of cards) el.append(cardElement(card));
  el.addEventListener("click", () => {
    game.target = game.target === index ? null : index;
    render();
  });
  return el;
}

function renderTable() {
  const v = game.view;
  $("stock-size").textContent = v.stock_size;
  const top = v.discard.at(-1);
  const topEl = top ? cardElement(top) : Object.assign(document.createElement("span"), { className: "card empty" });
  topEl.id = "discard-top";
  $("discard-top").replaceWith(topEl);
  const melds = v.table.map((m, i) => meldElement(m.cards, i));
  let next = v.table.length;
  for (const step of game.staged) if (step.meld) melds.push(meldElement(step.meld, next++, true));
  $("table").replaceChildren(...melds);
}

function renderHand() {
  const cards = hand();
  const order = shownOrder();
  const focused = document.activeElement?.closest?.("#hand") ? document.activeElement.dataset.index : null;
  $("hand").replaceChildren(...order.map((i, position) => {
    const el = cardElement(cards[i], "button");
    el.dataset.index = i;
    el.setAttribute("aria-pressed", String(game.selected.has(i)));
    if (game.selected.has(i)) el.classList.add("selected");
    if (game.drawn === i) el.classList.add("new");
    el.addEventListener("click", () => !wasDragged() && toggleCard(i));
    el.addEventListener("pointerdown", (event) => dragStart(event, position));
    el.addEventListener("pointermove", dragMove);
    el.addEventListener("pointerup", dragEnd);
    el.addEventListener("pointercancel", dragEnd);
    // Alt+arrows move the card along the hand (the keyboard's drag and drop).
    el.addEventListener("keydown", (event) => {
      if (!event.altKey || !["ArrowLeft", "ArrowRight"].includes(event.key)) return;
      event.preventDefault();
      moveCard(position, position + (event.key === "ArrowLeft" ? -1 : 1));
      $("hand").querySelector(`[data-index="${i}"]`)?.focus();
    });
    return el;
  }));
  if (focused !== null) $("hand").querySelector(`[data-index="${focused}"]`)?.focus();
  $("staged").replaceChildren(...game.staged.filter((s) => s.lay_off).map((step) => {
    const el = document.createElement("span");
    el.textContent = t("step.lay_off", { cards: cardNames(step.lay_off.cards), meld: step.lay_off.meld + 1 });
    return el;
  }));
  $("reading").replaceChildren(...readingLines().map(({ ok, text }) => {
    const el = document.createElement("p");
    el.className = ok ? "ok" : "no";
    el.textContent = text;
    return el;
  }));
  for (const b of document.querySelectorAll("#sort button")) b.setAttribute("aria-pressed", String(!game.order && b.dataset.sort === game.sort));
}

/** The status line, and data-state for tests: turn-draw, turn-play, wait, waiting, over, match-over. */
function renderStatus() {
  const v = game.view;
  const mine = myTurn();
  const info = game.mode === "online" ? online.info : null;
  let state, text;
  if (info?.status === "waiting") [state, text] = ["waiting", t("status.waiting")];
  else if (v.phase === "over") {
    const matchOver = game.mode === "offline" ? game.matchWinner !== null && game.matchWinner !== undefined : info?.status === "over";
    state = matchOver ? "match-over" : "over";
    text = t(matchOver ? "status.match_over" : game.mode === "online" ? "status.over_next" : "status.over");
  } else if (!mine) [state, text] = ["wait", v.current === game.me ? t("status.sending") : t("status.playing", { who: seatName(v.current) })];
  else if (v.phase === "draw") [state, text] = ["turn-draw", t("status.draw")];
  else [state, text] = ["turn-play", t("status.play")];
  $("status").textContent = text;
  $("status").dataset.state = state;
  // A spectator has no hand: only the table and the log.
  for (const el of document.querySelectorAll("#sort, #hand, #reading, #me > .actions")) el.hidden = game.me === null;
  const playing = mine && v.phase === "play";
  $("stock").disabled = $("discard").disabled = !(mine && v.phase === "draw");
  for (const id of ["meld", "lay-off", "swap", "discard-card"]) $(id).disabled = !playing;
  $("play").disabled = $("cancel").disabled = !(playing && game.staged.length);
  $("hint").disabled = v.phase === "over" || game.me === null;
  renderTimer();
}

/** The turn's deadline, counted down (online tables with a turn timer). */
export function renderTimer() {
  const el = $("timer");
  const v = game.view;
  const deadline = game.mode === "online" && v && v.phase !== "over" ? game.deadline : null;
  el.hidden = !deadline;
  if (!deadline) return;
  const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  const time = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
  el.textContent = v.current === game.me ? t("timer.you", { time }) : t("timer.other", { who: seatName(v.current), time });
  el.classList.toggle("short", left <= 10);
}

/** A legal action as its button says it. */
function actionLabel(a) {
  switch (a.type) {
    case "draw": return t("action.draw");
    case "take_discard": return t("action.take");
    case "discard": return t("action.discard", { card: cardNames([a.card]) });
    case "meld": return t("action.meld", { cards: cardNames(a.cards) });
    case "lay_off": return t(a.end ? `action.lay_off_${a.end}` : "action.lay_off", { cards: cardNames(a.cards), meld: a.meld + 1 });
    default: return t("action.swap", { cards: cardNames(a.cards), meld: a.meld + 1 });
  }
}

/** The legal actions of the person's turn, a button each (none while melds are staged). */
function renderLegal() {
  const list = myTurn() && !game.staged.length ? game.legal ?? [] : [];
  $("legal-count").textContent = list.length;
  $("legal-box").hidden = game.me === null || game.view.phase === "over";
  $("legal").replaceChildren(...list.map((numbered) => {
    const b = Object.assign(document.createElement("button"), { type: "button", textContent: actionLabel(numbered.action) });
    b.dataset.action = numbered.id;
    b.addEventListener("click", () => myTurn() && submitAction(numbered));
    return b;
  }));
}

/** A round's end: each hand (offline; online the person's) and its penalty, then the scoreboard. */
function renderScores() {
  const v = game.view;
  const box = $("scores");
  box.hidden = v.phase !== "over";
  if (box.hidden) return;
  const r = v.result;
  const heading = r.reason === "deadlock" ? t("end.deadlock") : t(r.winner === game.me ? "end.out.you" : "end.out.other", { who: seatName(r.winner) });
  const head = (cells) => {
    const row = document.createElement("tr");
    for (const text of cells) Object.assign(row.appendChild(document.createElement("th")), { textContent: text, scope: "col" });
    return row;
  };
  const table = (caption, header, rows) => {
    const el = document.createElement("table");
    el.appendChild(document.createElement("caption")).textContent = caption;
    el.appendChild(document.createElement("thead")).append(head(header));
    el.appendChild(document.createElement("tbody")).append(...rows);
    return el;
  };
  const row = (cells, className) => {
    const tr = document.createElement("tr");
    if (className) tr.className = className;
    cells.forEach((text, k) => tr.appendChild(document.createElement(k ? "td" : "th")).append(text));
    tr.firstChild.scope = "row";
    return tr;
  };
  const hands = v.hand_sizes.map((size, seat) => {
    // Offline every hand is known; online only the person's (the others' sizes).
    const cards = game.mode === "offline" ? game.state.hands[seat] : seat === game.me ? v.hand : null;
    const shown = cards ? (cards.length ? cardRow(cards) : "—") : t("end.hidden", { n: size });
    return row([seatName(seat), shown, String(r.points[seat])], "score");
  });
  // The scoreboard: each finished round's points per seat, then the totals.
  const seats = v.hand_sizes.map((_, seat) => (seat === game.me ? seatName(seat) : t("board.seat", { n: seat + 1 })));
  const totals = game.totals ?? v.scores.map((s, seat) => s + r.points[seat]);
  const rounds = game.rounds.map((round, k) => row([t("board.round", { n: k + 1 }), ...round.points.map(String)], "board-round"));
  // Rounds played before this page joined an online match: their sum, so that the rows add up.
  const earlier = totals.map((total, seat) => total - game.rounds.reduce((sum, round) => sum + (round.points[seat] ?? 0), 0));
  if (earlier.some((points) => points !== 0)) rounds.unshift(row([t("board.earlier"), ...earlier.map(String)], "board-earlier"));
  const winner = game.mode === "offline" ? game.matchWinner : null;
  const board = table(t("board.caption"), [t("board.round_head"), ...seats], [...rounds, row([t("board.total"), ...totals.map(String)], "board-total")]);
  // Each table scrolls inside its box if it must, never the page.
  const wrap = (el) => Object.assign(document.createElement("div"), { className: "table-wrap", tabIndex: 0 }).appendChild(el).parentNode;
  box.replaceChildren(
    Object.assign(document.createElement("h2"), { textContent: heading }),
    wrap(table(t("end.caption"), [t("end.player"), t("end.hand"), t("end.points")], hands)),
    wrap(board),
  );
  if (winner !== null && winner !== undefined) {
    box.append(Object.assign(document.createElement("p"), { className: "winner", textContent: t(winner === game.me ? "board.winner.you" : "board.winner.other", { who: seatName(winner) }) }));
  } else if (game.mode === "offline") {
    const actions = box.appendChild(Object.assign(document.createElement("div"), { className: "actions" }));
    const next = actions.appendChild(Object.assign(document.createElement("button"), { type: "button", id: "next-round", textContent: t("end.next") }));
    next.addEventListener("click", nextRound);
  }
}

function cardRow(cards) {
  const span = document.createElement("span");
  span.className = "cards";
  span.append(...cards.map((c) => cardElement(c)));
  return span;
}

export function render() {
  if (!game.view) return;
  renderSeats();
  renderTable();
  renderHand();
  renderStatus();
  renderLegal();
  renderScores();
}

setRender(render);
