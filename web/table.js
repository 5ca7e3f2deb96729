// The web table: one person (seat 0) plays a round of any variant against the built-in bots.
// Every rule is the engine's (the rami package, in ./rami/): the page only shows the state,
// builds moves from clicks and reports the engine's refusals. URL parameter `delay` sets the
// pause between bot moves in milliseconds (default 350).

import * as rami from "./rami/index.js";

const $ = (id) => document.getElementById(id);
const delay = Number(new URLSearchParams(location.search).get("delay") ?? 350);
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

// --- cards ---------------------------------------------------------------------------------

const suitSymbol = { S: "♠", H: "♥", D: "♦", C: "♣" };
const suitOrder = { S: 0, H: 1, C: 2, D: 3 }; // black, red, black, red
const rankOrder = (rank) => ({ A: 1, J: 11, Q: 12, K: 13 })[rank] ?? Number(rank);
const parts = (card) => ({ rank: card.slice(0, -1), suit: card.slice(-1) });
const symbol = (card) => (card === "JK" ? "JK" : parts(card).rank + suitSymbol[parts(card).suit]);
const symbols = (cards) => cards.map(symbol).join(" ");

/** Sort key: by suit (colours alternate), then rank, jokers last. */
function cardOrder(card) {
  if (card === "JK") return 100;
  const { rank, suit } = parts(card);
  return suitOrder[suit] * 20 + rankOrder(rank);
}

function cardElement(card, tag = "span") {
  const el = document.createElement(tag);
  el.className = "card" + (card === "JK" ? " joker" : "HD".includes(parts(card).suit) ? " red" : "");
  el.textContent = symbol(card);
  el.dataset.card = card;
  return el;
}

// --- the game ------------------------------------------------------------------------------

const game = {
  state: null, // the engine's state (rami.state/1, seed as text)
  bots: [], // per seat: null for the person, else "greedy" or "random"
  players: [], // per seat: a rami.Bot, or null
  selected: new Set(), // indexes into state.hands[0]
  staged: [], // play steps built by the person, sent together by Play
  target: null, // a table meld index, for a lay-off or a swap
  drawn: null, // the card just drawn, marked in the hand
  busy: false, // bots are playing
};

const seatName = (seat) => (seat === 0 ? "You" : `Bot ${seat} (${game.bots[seat]})`);

function log(text) {
  const item = document.createElement("li");
  item.textContent = text;
  $("log").append(item);
  $("log").scrollTop = $("log").scrollHeight;
}

function say(text, refusal = false) {
  $("message").textContent = text;
  $("message").className = refusal ? "refusal" : "";
}

/** A refusal in plain words, with the rule it enforces. */
function refuse(e) {
  if (!(e instanceof rami.RamiError)) throw e;
  say(e.rule === "format" ? `Not understood: ${e.message}` : `Not allowed (rule ${e.rule}): ${e.message}`, true);
}

/** What a move did, for the log. */
/** The steps of a play, or the one step of an action (meld, lay_off, swap). */
function stepsOf(move) {
  if (move.type === "meld") return [{ meld: move.cards }];
  if (move.type === "lay_off") return [{ lay_off: { meld: move.meld, cards: move.cards } }];
  if (move.type === "swap") return [{ swap: { meld: move.meld, cards: move.cards } }];
  return move.steps;
}

function describe(before, move, after) {
  const seat = before.current;
  const who = seatName(seat);
  const verb = (you, other) => (seat === 0 ? you : other);
  switch (move.type) {
    case "draw":
      return `${who} ${verb("draw", "draws")} from the stock` +
        (after.stock_resets > before.stock_resets ? " (the discard pile was shuffled into a new stock)" : "");
    case "take_discard":
      return `${who} ${verb("take", "takes")} ${symbol(before.discard.at(-1))} from the discard pile`;
    case "discard":
      return `${who} ${verb("discard", "discards")} ${symbol(move.card)}`;
    default: {
      const steps = stepsOf(move).map((step) => {
        if (step.meld) return `${verb("lay", "lays")} ${symbols(step.meld)}`;
        if (step.lay_off) return `${verb("lay", "lays")} off ${symbols(step.lay_off.cards)} on meld ${step.lay_off.meld + 1}`;
        return `${verb("swap", "swaps")} ${symbols(step.swap.cards)} for the joker of meld ${step.swap.meld + 1}`;
      });
      const opens = !before.opened[seat] && after.opened[seat] ? verb("open: ", "opens: ") : "";
      return `${who} ${opens}${steps.join(", ")}`;
    }
  }
}

/** Applies a move of the seat to act; false (and the refusal shown) when the engine refuses. */
function play(move) {
  const before = game.state;
  let after;
  try {
    after = rami.apply(before, move);
  } catch (e) {
    refuse(e);
    return false;
  }
  game.state = after;
  $("hint-panel").hidden = true; // the hint was for the hand before this move
  log(describe(before, move, after));
  if (after.phase === "over") logEnd(after);
  return true;
}

function logEnd(s) {
  const r = s.result;
  log(r.reason === "out" ? `${seatName(r.winner)} ${r.winner === 0 ? "go" : "goes"} out${r.in_one_go ? " in one go (rami sec)" : ""}.`
    : "Deadlock: the stock cannot be rebuilt any more.");
  log(`Scores: ${r.points.map((p, seat) => `${seatName(seat)} ${p}`).join(", ")}`);
}

async function runBots() {
  game.busy = true;
  render();
  while (game.state.phase !== "over" && game.players[game.state.current]) {
    await sleep(delay);
    const bot = game.players[game.state.current];
    if (!play(bot.choose(game.state))) break; // a bot's refused move is a bug, shown as such
    render();
  }
  game.busy = false;
  render();
}

function resetTurn() {
  game.selected.clear();
  game.staged = [];
  game.target = null;
}

function start(state, bots) {
  for (const bot of game.players) bot?.dispose();
  game.state = state;
  game.bots = bots;
  // Bots are seeded as the rami command seeds them: from the round's seed and their seat.
  game.players = bots.map((name, seat) => (name ? new rami.Bot(name, (BigInt(state.seed) * 31n + BigInt(seat)) % 2n ** 64n) : null));
  game.drawn = null;
  resetTurn();
  $("log").replaceChildren();
  $("hint-panel").hidden = true;
  log(`${rami.variants().find((v) => v.id === state.variant).name}: ${bots.length} players, seed ${state.seed}.`);
  say("");
  $("game").hidden = false;
  runBots();
}

// --- the person's actions ------------------------------------------------------------------

const myTurn = () => !game.busy && game.state.phase !== "over" && game.state.current === 0;
const hand = () => game.state.hands[0];
/** The indexes of the hand's cards that a staged step uses. */
function stagedIndexes() {
  const used = new Set();
  for (const step of game.staged) {
    const cards = step.meld ?? step.lay_off?.cards ?? step.swap.cards;
    for (const card of cards) {
      const i = hand().findIndex((c, k) => c === card && !used.has(k));
      used.add(i);
    }
  }
  return used;
}
const selectedCards = () => [...game.selected].sort((a, b) => a - b).map((i) => hand()[i]);

function draw(move) {
  if (!myTurn()) return;
  const before = hand().length;
  if (play(move)) {
    game.drawn = hand().length > before ? hand().length - 1 : null;
    say("");
  }
  render();
}

function stage(step) {
  game.staged.push(step);
  game.selected.clear();
  game.target = null;
  say("Add more, then Play (or Discard).");
  render();
}

function stageMeld() {
  if (!game.selected.size) return say("Select the cards of the meld first.", false);
  stage({ meld: selectedCards() });
}

function stageOnTable(kind) {
  if (!game.selected.size || game.target === null)
    return say(`Select the cards in your hand and the meld on the table to ${kind === "swap" ? "swap into" : "lay them off on"}.`);
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

function playStaged() {
  if (!game.staged.length) return true;
  const ok = play({ type: "play", steps: game.staged });
  resetTurn();
  if (ok) say("");
  game.drawn = null;
  render();
  if (ok && game.state.phase === "over") render();
  return ok;
}

function discard() {
  if (!myTurn()) return;
  if (game.selected.size !== 1) return say("Select the one card to discard.");
  const card = selectedCards()[0];
  if (game.staged.length) {
    const index = [...game.selected][0];
    if (stagedIndexes().has(index)) return say("That card is in a staged meld.");
    if (!playStaged()) return;
  }
  if (game.state.phase === "over") return render();
  resetTurn();
  game.drawn = null;
  if (play({ type: "discard", card })) {
    say("");
    runBots();
  }
  render();
}

function hint() {
  const s = game.state;
  const cards = hand();
  const opened = s.opened[0];
  let a;
  try {
    a = rami.analyseHand(s.variant, cards, { opened, afterDiscard: s.phase === "play" && cards.length > 1 });
  } catch (e) {
    return refuse(e);
  }
  const panel = $("hint-panel");
  panel.replaceChildren();
  const line = (text) => panel.appendChild(Object.assign(document.createElement("p"), { textContent: text }));
  if (a.discard) line(`Best discard: ${symbol(a.discard)}`);
  line(`Minimum deadwood: ${a.min_deadwood} points${a.can_go_out ? " — you can go out now!" : ""}`);
  if (a.melds.length) {
    line(opened ? `Melds to lay (${a.points} points):` : `A possible opening (${a.points} points):`);
    const list = panel.appendChild(document.createElement("ul"));
    for (const m of a.melds) {
      const item = list.appendChild(document.createElement("li"));
      item.append(`${symbols(m.cards)} (${m.kind}, ${m.points}) `);
      const pick = item.appendChild(Object.assign(document.createElement("button"), { textContent: "Select", className: "select-meld" }));
      pick.addEventListener("click", () => selectCards(m.cards));
    }
  } else {
    line(opened ? "No meld to lay." : "No opening yet.");
  }
  panel.hidden = false;
}

/** Selects these cards in the hand (those not staged), for a meld of the hint. */
function selectCards(cards) {
  game.selected.clear();
  const used = stagedIndexes();
  for (const card of cards) {
    const i = hand().findIndex((c, k) => c === card && !used.has(k) && !game.selected.has(k));
    if (i >= 0) game.selected.add(i);
  }
  render();
}

// --- save and load -------------------------------------------------------------------------

function save() {
  const text = `{"format":"rami.table/1","bots":${JSON.stringify(game.bots)},"state":${rami.stateToJSON(game.state)}}`;
  $("save-text").value = text;
  $("download").href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  say("Saved: the JSON is below.");
}

function load() {
  const text = $("save-text").value;
  try {
    // A seed is a 64-bit number: read it as text, as the engine's package does.
    const doc = JSON.parse(text.replace(/"seed":(\d+)/g, '"seed":"$1"'));
    const table = doc.format === "rami.table/1";
    const state = rami.loadState(table ? doc.state : doc);
    const bots = table && Array.isArray(doc.bots) && doc.bots.length === state.hands.length
      ? doc.bots.map((b, seat) => (seat === 0 ? null : b === "random" ? "random" : "greedy"))
      : state.hands.map((_, seat) => (seat === 0 ? null : "greedy"));
    start(state, bots);
    log("Game loaded.");
  } catch (e) {
    if (e instanceof SyntaxError) return say(`Not understood: this is not JSON (${e.message}).`, true);
    refuse(e);
  }
}

// --- drawing the page ----------------------------------------------------------------------

function renderSeats() {
  const s = game.state;
  $("seats").replaceChildren(...s.hands.map((cards, seat) => {
    const el = document.createElement("div");
    el.className = "seat" + (s.current === seat && s.phase !== "over" ? " current" : "");
    el.innerHTML = `<b></b><br><span class="count"></span> card${cards.length === 1 ? "" : "s"}${s.opened[seat] ? " · opened" : ""}`;
    el.querySelector("b").textContent = seatName(seat);
    el.querySelector(".count").textContent = cards.length;
    return el;
  }));
}

function meldElement(cards, label, index, staged = false) {
  const el = document.createElement("div");
  el.className = "meld" + (game.target === index ? " target" : "") + (staged ? " staged" : "");
  el.dataset.meld = index;
  el.title = `Meld ${index + 1}`;
  const owner = el.appendChild(document.createElement("span"));
  owner.className = "owner";
  owner.textContent = label;
  for (const card of cards) el.append(cardElement(card));
  el.addEventListener("click", () => {
    game.target = game.target === index ? null : index;
    render();
  });
  return el;
}

function renderTable() {
  const s = game.state;
  $("stock-size").textContent = s.stock.length;
  const top = s.discard.at(-1);
  const topEl = top ? cardElement(top) : Object.assign(document.createElement("span"), { className: "card empty" });
  topEl.id = "discard-top";
  $("discard-top").replaceWith(topEl);
  const melds = s.table.map((m, i) => meldElement(m.cards, `${i + 1}`, i));
  let next = s.table.length;
  for (const step of game.staged) if (step.meld) melds.push(meldElement(step.meld, `${next + 1}*`, next++, true));
  $("table").replaceChildren(...melds);
}

function renderHand() {
  const used = stagedIndexes();
  const order = hand().map((card, i) => ({ card, i })).filter(({ i }) => !used.has(i));
  order.sort((a, b) => cardOrder(a.card) - cardOrder(b.card) || a.i - b.i);
  $("hand").replaceChildren(...order.map(({ card, i }) => {
    const el = cardElement(card, "button");
    if (game.selected.has(i)) el.classList.add("selected");
    if (game.drawn === i) el.classList.add("new");
    el.addEventListener("click", () => {
      if (game.selected.has(i)) game.selected.delete(i);
      else game.selected.add(i);
      render();
    });
    return el;
  }));
  $("staged").replaceChildren(...game.staged.filter((s) => !s.meld).map((step) => {
    const el = document.createElement("span");
    el.textContent = `Lay off ${symbols(step.lay_off.cards)} on meld ${step.lay_off.meld + 1}`;
    return el;
  }));
}

function renderStatus() {
  const s = game.state;
  const mine = myTurn();
  $("status").textContent = s.phase === "over" ? "The round is over."
    : !mine ? `${seatName(s.current)} ${s.current === 0 ? "are" : "is"} playing…`
    : s.phase === "draw" ? "Your turn: draw from the stock or take the discard."
    : "Your turn: lay melds if you can, then discard.";
  const playing = mine && s.phase === "play";
  $("stock").disabled = $("discard").disabled = !(mine && s.phase === "draw");
  for (const id of ["meld", "lay-off", "swap", "discard-card"]) $(id).disabled = !playing;
  $("play").disabled = $("cancel").disabled = !(playing && game.staged.length);
  $("hint").disabled = s.phase === "over";
}

function renderScores() {
  const s = game.state;
  const box = $("scores");
  box.hidden = s.phase !== "over";
  if (box.hidden) return;
  const r = s.result;
  const title = r.reason === "deadlock" ? "Deadlock: nobody went out." : r.winner === 0 ? "You went out!" : `${seatName(r.winner)} went out.`;
  box.innerHTML = `<h2></h2><table><thead><tr><th>Player</th><th>Cards left</th><th>Points this round</th><th>Total</th></tr></thead><tbody></tbody></table>
    <div class="actions"><button id="next-round">Next round</button></div>`;
  box.querySelector("h2").textContent = title;
  box.querySelector("tbody").replaceChildren(...s.hands.map((cards, seat) => {
    const row = document.createElement("tr");
    row.className = "score";
    for (const text of [seatName(seat), symbols(cards) || "—", r.points[seat], s.scores[seat] + r.points[seat]])
      row.appendChild(document.createElement("td")).textContent = text;
    return row;
  }));
  $("next-round").addEventListener("click", () => {
    try {
      const next = rami.nextRound(s);
      const bots = game.bots;
      start(next, bots);
    } catch (e) {
      refuse(e);
    }
  });
}

function render() {
  if (!game.state) return;
  renderSeats();
  renderTable();
  renderHand();
  renderStatus();
  renderScores();
}

// --- setup ---------------------------------------------------------------------------------

function fillPlayers() {
  const v = rami.variants().find((x) => x.id === $("variant").value);
  const chosen = Number($("players").value) || 2;
  $("players").replaceChildren(...Array.from({ length: v.max_players - v.min_players + 1 }, (_, k) => {
    const n = v.min_players + k;
    return new Option(String(n), String(n), false, n === Math.min(Math.max(chosen, v.min_players), v.max_players));
  }));
  fillBots();
}

function fillBots() {
  const n = Number($("players").value);
  const old = [...$("bots").querySelectorAll("select")].map((s) => s.value);
  $("bots").replaceChildren(...Array.from({ length: n - 1 }, (_, k) => {
    const label = document.createElement("label");
    label.textContent = `Bot ${k + 1} `;
    const select = label.appendChild(document.createElement("select"));
    select.id = `bot-${k + 1}`;
    select.append(new Option("greedy", "greedy"), new Option("random", "random"));
    select.value = old[k] ?? "greedy";
    return label;
  }));
}

function newRound(event) {
  event.preventDefault();
  const seedText = $("seed").value.trim();
  try {
    const state = rami.newGame($("variant").value, Number($("players").value), seedText ? { seed: seedText } : {});
    start(state, [null, ...[...$("bots").querySelectorAll("select")].map((s) => s.value)]);
  } catch (e) {
    refuse(e);
    $("game").hidden = false;
  }
}

for (const v of rami.variants()) $("variant").append(new Option(`${v.name}`, v.id));
$("variant").value = "rami51";
$("variant").addEventListener("change", fillPlayers);
$("players").addEventListener("change", fillBots);
fillPlayers();
$("setup").addEventListener("submit", newRound);
$("stock").addEventListener("click", () => draw({ type: "draw" }));
$("discard").addEventListener("click", () => draw({ type: "take_discard" }));
$("meld").addEventListener("click", stageMeld);
$("lay-off").addEventListener("click", () => stageOnTable("lay_off"));
$("swap").addEventListener("click", () => stageOnTable("swap"));
$("play").addEventListener("click", playStaged);
$("cancel").addEventListener("click", () => { resetTurn(); say(""); render(); });
$("discard-card").addEventListener("click", discard);
$("hint").addEventListener("click", hint);
$("save").addEventListener("click", save);
$("load").addEventListener("click", load);
$("loading").remove();
document.body.dataset.ready = "true";
