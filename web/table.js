// The web table. Offline, one person (seat 0) plays a round of any variant against the built-in
// bots in this browser. Online, the page plays a seat of a table on the table server
// (docs/server.md) through the server's routes on the page's own origin (serve.mjs --server
// passes them on): it creates or joins a table, keeps the seat's token in sessionStorage and
// localStorage, and plays through the table's WebSocket. Either way the page draws a *view*
// (rami.view/1: the seat's hand, the other hands' sizes) and the legal actions of the seat to
// act; every rule is the engine's (the rami package in ./rami/, or the server's): the page only
// shows the view, builds moves from clicks and reports the refusals. URL parameters: `table`
// (an online table's id), `delay` (the pause between offline bot moves in ms, default 350).

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
  mode: null, // "offline" or "online"
  view: null, // what this page shows: the view of seat `me` (online without a seat: the public view)
  me: 0, // the person's seat (online: null when watching)
  legal: null, // the legal actions of the person's seat when it is to act ([{action, id}]), or null
  state: null, // offline: the engine's state (rami.state/1, seed as text)
  bots: [], // offline, per seat: null for the person, else "greedy" or "random"
  players: [], // offline, per seat: a rami.Bot, or null
  totals: null, // online: the match totals of the `over` frame
  selected: new Set(), // indexes into the hand
  staged: [], // play steps built by the person, sent together by Play
  target: null, // a table meld index, for a lay-off or a swap
  drawn: null, // the card just drawn, marked in the hand
  busy: false, // offline bots are playing, or an online move awaits the server's answer
};

function seatName(seat) {
  if (seat === game.me) return "You";
  if (game.mode === "offline") return `Bot ${seat} (${game.bots[seat]})`;
  const s = online.info?.seats?.[seat];
  if (!s || s.kind === "player") return s?.name ?? `Player ${seat + 1}`;
  return `Bot ${seat + 1} (${s.kind})`;
}

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

/** A refusal in plain words, with the rule it enforces ({code, rule, message}, or a RamiError). */
function sayRefusal(e) {
  say(e.rule === "format" ? `Not understood: ${e.message}`
    : e.rule === "protocol" ? `Refused: ${e.message}`
    : `Not allowed (rule ${e.rule}): ${e.message}`, true);
}

function refuse(e) {
  if (!(e instanceof rami.RamiError)) throw e;
  sayRefusal(e);
}

/** The steps of a play, or the one step of an action (meld, lay_off, swap). */
function stepsOf(move) {
  if (move.type === "meld") return [{ meld: move.cards }];
  if (move.type === "lay_off") return [{ lay_off: { meld: move.meld, cards: move.cards } }];
  if (move.type === "swap") return [{ swap: { meld: move.meld, cards: move.cards } }];
  return move.steps;
}

/** What a move of `seat` did, for the log (views before and after it). */
function describe(before, seat, move, after) {
  const who = seatName(seat);
  const verb = (you, other) => (seat === game.me ? you : other);
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

function logEnd(v) {
  const r = v.result;
  log(r.reason === "out" ? `${seatName(r.winner)} ${r.winner === game.me ? "go" : "goes"} out${r.in_one_go ? " in one go (rami sec)" : ""}.`
    : "Deadlock: the stock cannot be rebuilt any more.");
  log(`Scores: ${r.points.map((p, seat) => `${seatName(seat)} ${p}`).join(", ")}`);
}

/** A move (or action) of the person: applied here offline, sent to the server online. */
async function submit(move) {
  return game.mode === "online" ? online.send({ type: "move", move }) : play(move);
}

/** A numbered legal action of the person. */
async function submitAction({ action, id }) {
  resetTurn();
  const ok = game.mode === "online" ? await online.send({ type: "action", action: id }) : play(action);
  if (ok) say("");
  game.drawn = null;
  afterMine(ok);
}

// --- offline: the engine in this page ------------------------------------------------------

function setState(state) {
  game.state = state;
  game.view = rami.view(state, 0);
  const mine = state.phase !== "over" && state.current === 0;
  game.legal = mine ? rami.legalActions(state) : null;
}

/** Applies a move of the seat to act; false (and the refusal shown) when the engine refuses. */
function play(move) {
  const before = game.view;
  const seat = game.state.current;
  let after;
  try {
    after = rami.apply(game.state, move);
  } catch (e) {
    refuse(e);
    return false;
  }
  setState(after);
  $("hint-panel").hidden = true; // the hint was for the hand before this move
  log(describe(before, seat, move, game.view));
  if (after.phase === "over") logEnd(game.view);
  return true;
}

async function runBots() {
  game.busy = true;
  render();
  while (game.mode === "offline" && game.state.phase !== "over" && game.players[game.state.current]) {
    await sleep(delay);
    if (game.mode !== "offline") return;
    const bot = game.players[game.state.current];
    if (!play(bot.choose(game.state))) break; // a bot's refused move is a bug, shown as such
    render();
  }
  game.busy = false;
  render();
}

/** After a move of the person: offline, the bots play their turns. */
function afterMine(ok) {
  if (ok && game.mode === "offline" && game.state.phase !== "over" && game.state.current !== 0) runBots();
  render();
}

function resetTurn() {
  game.selected.clear();
  game.staged = [];
  game.target = null;
}

function start(state, bots) {
  online.leave();
  for (const bot of game.players) bot?.dispose();
  game.mode = "offline";
  game.me = 0;
  game.totals = null;
  setState(state);
  game.bots = bots;
  // Bots are seeded as the rami command seeds them: from the round's seed and their seat.
  game.players = bots.map((name, seat) => (name ? new rami.Bot(name, (BigInt(state.seed) * 31n + BigInt(seat)) % 2n ** 64n) : null));
  game.drawn = null;
  resetTurn();
  $("log").replaceChildren();
  $("hint-panel").hidden = true;
  $("save-box").hidden = false;
  log(`${rami.variants().find((v) => v.id === state.variant).name}: ${bots.length} players, seed ${state.seed}.`);
  say("");
  $("game").hidden = false;
  runBots();
}

// --- online: a seat (or a spectator) of a table on the table server ------------------------

const storageKey = (id) => `rami.seat.${id}`;

function storedSeat(id) {
  for (const store of [sessionStorage, localStorage]) {
    try {
      const seat = JSON.parse(store.getItem(storageKey(id)) ?? "null");
      if (seat && Number.isInteger(seat.seat) && typeof seat.token === "string") return seat;
    } catch {
      // an unreadable entry is no seat
    }
  }
  return null;
}

function storeSeat(id, seat) {
  for (const store of [sessionStorage, localStorage]) {
    if (seat) store.setItem(storageKey(id), JSON.stringify(seat));
    else store.removeItem(storageKey(id));
  }
}

/** An HTTP call to the table server: the parsed body, or throws {code, rule, message}. */
async function api(method, path, body) {
  let response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw { code: "server_unreachable", rule: "protocol", message: "The table server does not answer." };
  }
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw answer.error ?? { code: "http_error", rule: "protocol", message: `The table server answered ${response.status}.` };
  return answer;
}

const online = {
  id: null, // the table's id
  info: null, // GET /tables/ID
  seat: null, // {seat, token} of this page, or null (watching)
  ws: null,
  version: -1, // the version of the last view
  moved: null, // the last `moved` frame, logged with the view after it
  pending: null, // the person's move awaiting the server: {resolve}
  poll: null, // while the table waits for players: its info is read again now and then
  retry: 0, // reconnections in a row
  closing: false,

  /** Opens table `id` in this page: its seat if this browser holds one, else watching. */
  async open(id, { join = false } = {}) {
    this.leave();
    for (const bot of game.players) bot?.dispose();
    game.players = [];
    game.mode = "online";
    this.id = id;
    const url = new URL(location.href);
    url.searchParams.set("table", id);
    history.replaceState(null, "", url);
    $("share-link").value = `${location.origin}${location.pathname}?table=${encodeURIComponent(id)}`;
    $("online-table").hidden = false;
    $("save-box").hidden = true;
    $("log").replaceChildren();
    $("hint-panel").hidden = true;
    game.view = null;
    game.totals = null;
    resetTurn();
    say("");
    try {
      this.info = await api("GET", `/tables/${encodeURIComponent(id)}`);
    } catch (e) {
      this.info = null;
      renderTableInfo();
      return sayRefusal(e);
    }
    this.seat = storedSeat(id);
    if (join && !this.seat) await this.join();
    log(`${variantName(this.info.rules)}: ${this.info.seats.length} seats, table ${id}.`);
    this.connect();
  },

  /** Takes a free player seat (POST /tables/ID/join) and keeps its token. */
  async join() {
    try {
      const taken = await api("POST", `/tables/${encodeURIComponent(this.id)}/join`, {});
      this.seat = taken;
      storeSeat(this.id, taken);
      this.info = await api("GET", `/tables/${encodeURIComponent(this.id)}`);
      return true;
    } catch (e) {
      sayRefusal(e);
      return false;
    }
  },

  connect() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const query = this.seat ? `?seat=${this.seat.seat}&token=${encodeURIComponent(this.seat.token)}` : "";
    const ws = new WebSocket(`${scheme}//${location.host}/tables/${encodeURIComponent(this.id)}/socket${query}`);
    this.ws = ws;
    this.closing = false;
    game.me = this.seat ? this.seat.seat : null;
    ws.addEventListener("message", (event) => {
      if (this.ws === ws) this.receive(JSON.parse(event.data));
    });
    ws.addEventListener("close", (event) => {
      if (this.ws === ws) this.closed(event);
    });
    this.watchSeats();
    renderTableInfo();
  },

  /** A new socket, for the seat just taken. */
  reconnect() {
    const old = this.ws;
    this.ws = null;
    old?.close(1000);
    this.settle(false);
    this.connect();
  },

  closed(event) {
    this.ws = null;
    this.settle(false);
    if (this.closing) return;
    if (event.code === 4001) {
      // The token is not this table's (the table was made anew, or the storage is stale).
      storeSeat(this.id, null);
      this.seat = null;
      say("This browser's seat token was refused: watching the table.", true);
      return this.connect();
    }
    if (event.code === 4004) return say("There is no table with that id.", true);
    if (++this.retry > 5) return say("The connection to the table server is lost: reload the page to try again.", true);
    say("The connection was lost: reconnecting…");
    setTimeout(() => this.id && !this.ws && this.connect(), 500 * this.retry);
  },

  /** Closes the socket (another table, or an offline round). */
  leave() {
    this.closing = true;
    this.ws?.close(1000);
    this.ws = null;
    clearInterval(this.poll);
    this.poll = null;
    this.settle(false);
    this.id = null;
    this.info = null;
    this.seat = null;
    $("online-table").hidden = true;
    if (new URL(location.href).searchParams.has("table")) {
      const url = new URL(location.href);
      url.searchParams.delete("table");
      history.replaceState(null, "", url);
    }
  },

  /** Sends a move or an action on the last view; resolves true once the server took it. */
  send(frame) {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN || this.pending) return Promise.resolve(false);
    game.busy = true;
    render();
    this.ws.send(JSON.stringify({ ...frame, version: this.version }));
    return new Promise((resolve) => (this.pending = { resolve, version: this.version }));
  },

  settle(ok) {
    const pending = this.pending;
    this.pending = null;
    game.busy = false;
    pending?.resolve(ok);
  },

  receive(frame) {
    if (frame.type === "moved") {
      this.moved = frame;
    } else if (frame.type === "view") {
      const before = game.view;
      const moved = this.moved;
      this.moved = null;
      this.retry = 0;
      this.version = frame.version;
      game.view = frame.view;
      game.legal = frame.legal ?? null;
      game.deadline = frame.deadline ? Date.parse(frame.deadline) : null;
      if (moved) $("hint-panel").hidden = true; // the hint was for the view before this move
      if (moved && before) this.logMove(before, moved, frame.view);
      if (!before && frame.view.phase === "over") logEnd(frame.view);
      if (frame.view.phase !== "over") game.totals = null;
      $("game").hidden = false;
      if (this.info?.status === "waiting") this.refreshInfo();
      if (this.pending && frame.version > this.pending.version) this.settle(true);
      render();
    } else if (frame.type === "over") {
      game.totals = frame.scores;
      this.refreshInfo(); // a table that is not a match is over
    } else if (frame.type === "error") {
      sayRefusal(frame.error);
      this.settle(false);
      render();
    }
  },

  logMove(before, moved, after) {
    if (moved.move.type === "next_round") {
      log("The next round is dealt.");
      return;
    }
    log(describe(before, moved.seat, moved.move, after) + (moved.timeout ? " (out of time: the server played)" : ""));
    if (after.phase === "over") logEnd(after);
  },

  async refreshInfo() {
    if (!this.id) return;
    const id = this.id;
    try {
      const info = await api("GET", `/tables/${encodeURIComponent(id)}`);
      if (this.id !== id) return;
      this.info = info;
    } catch {
      return; // the next view or poll tries again
    }
    this.watchSeats();
    renderTableInfo();
    render();
  },

  /** While the table waits for players, its seats are read again every two seconds. */
  watchSeats() {
    const waiting = this.info?.status === "waiting";
    if (waiting && !this.poll) this.poll = setInterval(() => this.refreshInfo(), 2000);
    if (!waiting && this.poll) {
      clearInterval(this.poll);
      this.poll = null;
    }
  },
};

function variantName(rules) {
  const id = typeof rules === "string" ? rules : rules?.base;
  return rami.variants().find((v) => v.id === id)?.name ?? String(id);
}

function renderTableInfo() {
  const info = online.info;
  if (!online.id) return;
  if (!info) {
    $("table-info").textContent = `Table ${online.id}: not found.`;
    $("take-seat").hidden = true;
    return;
  }
  const players = info.seats.filter((s) => s.kind === "player");
  const free = players.filter((s) => !s.taken).length;
  const where = online.seat ? `you play seat ${online.seat.seat + 1}` : "you are watching";
  const state = info.status === "waiting" ? `waiting for players: ${players.length - free} of ${players.length} seats taken — share the link`
    : info.status === "over" ? "the game is over" : "playing";
  const timer = info.turn_seconds ? `, ${info.turn_seconds} s a turn` : "";
  $("table-info").textContent = `${variantName(info.rules)}, ${info.seats.length} seats${timer}: ${where}; ${state}.`;
  $("take-seat").hidden = Boolean(online.seat) || free === 0 || info.status !== "waiting";
}

async function createTable(event) {
  event.preventDefault();
  const seats = ["player", ...[...$("online-seats").querySelectorAll("select")].map((s) => s.value)];
  const request = { rules: $("online-variant").value, seats };
  const seconds = $("turn-seconds").value.trim();
  if (seconds) request.turn_seconds = Number(seconds);
  const seed = $("online-seed").value.trim();
  if (seed) request.seed = seed;
  let created;
  $("online-message").textContent = "";
  try {
    created = await api("POST", "/tables", request);
  } catch (e) {
    $("online-message").textContent = `The server refused this table: ${e.message}`;
    return;
  }
  await online.open(created.table, { join: true });
  refreshLobby();
}

async function refreshLobby() {
  let list;
  try {
    list = (await api("GET", "/tables")).tables;
  } catch (e) {
    $("lobby").replaceChildren(Object.assign(document.createElement("li"), { textContent: `No table server: ${e.message}` }));
    return;
  }
  const shown = list.filter((t) => t.status !== "over");
  if (!shown.length) {
    $("lobby").replaceChildren(Object.assign(document.createElement("li"), { textContent: "No table yet: create one." }));
    return;
  }
  $("lobby").replaceChildren(...shown.map((t) => {
    const item = document.createElement("li");
    item.className = "lobby-table";
    item.dataset.table = t.table;
    const free = t.seats.filter((s) => s.kind === "player" && !s.taken).length;
    const kinds = t.seats.map((s) => s.kind).join(", ");
    item.append(`${variantName(t.rules)} (${kinds}): ${t.status === "waiting" ? `${free} free seat${free === 1 ? "" : "s"}` : "playing"}`);
    const button = (text, join) => {
      const b = item.appendChild(Object.assign(document.createElement("button"), { type: "button", textContent: text }));
      b.addEventListener("click", () => online.open(t.table, { join }));
    };
    if (t.status === "waiting" && free > 0) button("Join", true);
    button("Watch", false);
    return item;
  }));
}

// --- the person's actions ------------------------------------------------------------------

const myTurn = () => Boolean(game.view) && !game.busy && game.view.phase !== "over" && game.view.current === game.me &&
  (game.mode === "offline" || Boolean(game.legal));
const hand = () => game.view?.hand ?? [];
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

async function draw(move) {
  if (!myTurn()) return;
  const before = hand().length;
  if (await submit(move)) {
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

async function playStaged() {
  if (!game.staged.length) return true;
  const steps = game.staged;
  resetTurn();
  const ok = await submit({ type: "play", steps });
  if (ok) say("");
  game.drawn = null;
  render();
  return ok;
}

async function discard() {
  if (!myTurn()) return;
  if (game.selected.size !== 1) return say("Select the one card to discard.");
  const card = selectedCards()[0];
  if (game.staged.length) {
    const index = [...game.selected][0];
    if (stagedIndexes().has(index)) return say("That card is in a staged meld.");
    if (!(await playStaged())) return;
  }
  if (game.view.phase === "over") return render();
  resetTurn();
  game.drawn = null;
  const ok = await submit({ type: "discard", card });
  if (ok) say("");
  afterMine(ok);
}

function hint() {
  const v = game.view;
  const cards = hand();
  const opened = v.opened[game.me] ?? false;
  let a;
  try {
    a = rami.analyseHand(v.variant, cards, { opened, afterDiscard: v.phase === "play" && cards.length > 1 });
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
  if (game.mode !== "offline") return;
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
  const v = game.view;
  $("seats").replaceChildren(...v.hand_sizes.map((size, seat) => {
    const el = document.createElement("div");
    el.className = "seat" + (v.current === seat && v.phase !== "over" ? " current" : "") + (seat === game.me ? " me" : "");
    el.dataset.seat = seat;
    el.innerHTML = `<b></b><br><span class="count"></span> card${size === 1 ? "" : "s"}${v.opened[seat] ? " · opened" : ""}`;
    el.querySelector("b").textContent = seatName(seat);
    el.querySelector(".count").textContent = size;
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
  const v = game.view;
  $("stock-size").textContent = v.stock_size;
  const top = v.discard.at(-1);
  const topEl = top ? cardElement(top) : Object.assign(document.createElement("span"), { className: "card empty" });
  topEl.id = "discard-top";
  $("discard-top").replaceWith(topEl);
  const melds = v.table.map((m, i) => meldElement(m.cards, `${i + 1}`, i));
  let next = v.table.length;
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
  const v = game.view;
  const mine = myTurn();
  const info = game.mode === "online" ? online.info : null;
  $("status").textContent = info?.status === "waiting" ? "Waiting for players: the round starts once every seat is taken."
    : v.phase === "over" ? (info && info.status !== "over" ? "The round is over: the next round starts shortly." : "The round is over.")
    : !mine ? (v.current === game.me ? "Sending…" : `${seatName(v.current)} is playing…`)
    : v.phase === "draw" ? "Your turn: draw from the stock or take the discard."
    : "Your turn: lay melds if you can, then discard.";
  const playing = mine && v.phase === "play";
  $("stock").disabled = $("discard").disabled = !(mine && v.phase === "draw");
  for (const id of ["meld", "lay-off", "swap", "discard-card"]) $(id).disabled = !playing;
  $("play").disabled = $("cancel").disabled = !(playing && game.staged.length);
  $("hint").disabled = v.phase === "over" || game.me === null;
  renderTimer();
}

/** The turn's deadline, counted down (online tables with a turn timer). */
function renderTimer() {
  const el = $("timer");
  const v = game.view;
  const deadline = game.mode === "online" && v && v.phase !== "over" ? game.deadline : null;
  el.hidden = !deadline;
  if (!deadline) return;
  const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  const who = v.current === game.me ? "Your time" : `${seatName(v.current)}'s time`;
  el.textContent = `${who}: ${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")} left`;
  el.classList.toggle("short", left <= 10);
}

const actionLabel = (a) => {
  switch (a.type) {
    case "draw": return "Draw from the stock";
    case "take_discard": return "Take the discard";
    case "discard": return `Discard ${symbol(a.card)}`;
    case "meld": return `Lay ${symbols(a.cards)}`;
    case "lay_off": return `Lay off ${symbols(a.cards)} on meld ${a.meld + 1}${a.end ? ` (${a.end} end)` : ""}`;
    default: return `Swap ${symbols(a.cards)} into meld ${a.meld + 1}`;
  }
};

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

function renderScores() {
  const v = game.view;
  const box = $("scores");
  box.hidden = v.phase !== "over";
  if (box.hidden) return;
  const r = v.result;
  const title = r.reason === "deadlock" ? "Deadlock: nobody went out." : r.winner === game.me ? "You went out!" : `${seatName(r.winner)} went out.`;
  box.innerHTML = `<h2></h2><table><thead><tr><th>Player</th><th>Cards left</th><th>Points this round</th><th>Total</th></tr></thead><tbody></tbody></table>
    <div class="actions"><button id="next-round">Next round</button></div>`;
  box.querySelector("h2").textContent = title;
  box.querySelector("tbody").replaceChildren(...v.hand_sizes.map((size, seat) => {
    const row = document.createElement("tr");
    row.className = "score";
    // Offline every hand is known; online only the person's (the others' sizes).
    const cards = game.mode === "offline" ? symbols(game.state.hands[seat]) || "—"
      : seat === game.me ? symbols(v.hand) || "—" : String(size);
    const total = game.totals?.[seat] ?? v.scores[seat] + r.points[seat];
    for (const text of [seatName(seat), cards, r.points[seat], total]) row.appendChild(document.createElement("td")).textContent = text;
    return row;
  }));
  $("next-round").hidden = game.mode !== "offline";
  $("next-round").addEventListener("click", () => {
    try {
      start(rami.nextRound(game.state), game.bots);
    } catch (e) {
      refuse(e);
    }
  });
}

function render() {
  if (!game.view) return;
  renderSeats();
  renderTable();
  renderHand();
  renderStatus();
  renderLegal();
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

// Online: a table's seats (the first is the person's), the lobby, a table's link.
function fillOnlinePlayers() {
  const v = rami.variants().find((x) => x.id === $("online-variant").value);
  const chosen = Number($("online-players").value) || 2;
  $("online-players").replaceChildren(...Array.from({ length: v.max_players - v.min_players + 1 }, (_, k) => {
    const n = v.min_players + k;
    return new Option(String(n), String(n), false, n === Math.min(Math.max(chosen, v.min_players), v.max_players));
  }));
  fillOnlineSeats();
}

function fillOnlineSeats() {
  const n = Number($("online-players").value);
  const old = [...$("online-seats").querySelectorAll("select")].map((s) => s.value);
  $("online-seats").replaceChildren(...Array.from({ length: n - 1 }, (_, k) => {
    const label = document.createElement("label");
    label.textContent = `Seat ${k + 2} `;
    const select = label.appendChild(document.createElement("select"));
    select.id = `seat-${k + 2}`;
    for (const kind of ["player", "greedy", "random", "ismcts"]) select.append(new Option(kind === "player" ? "a person" : `${kind} bot`, kind));
    select.value = old[k] ?? (k === 0 ? "player" : "greedy");
    return label;
  }));
}

for (const v of rami.variants()) $("online-variant").append(new Option(`${v.name}`, v.id));
$("online-variant").value = "rami51";
$("online-variant").addEventListener("change", fillOnlinePlayers);
$("online-players").addEventListener("change", fillOnlineSeats);
fillOnlinePlayers();
$("online-setup").addEventListener("submit", createTable);
$("online-box").addEventListener("toggle", () => $("online-box").open && refreshLobby());
$("lobby-refresh").addEventListener("click", refreshLobby);
$("take-seat").addEventListener("click", async () => {
  if (await online.join()) online.reconnect();
});
$("copy-link").addEventListener("click", async () => {
  $("share-link").select();
  try {
    await navigator.clipboard.writeText($("share-link").value);
    say("The link is copied: send it to the other players.");
  } catch {
    say("Copy the selected link and send it to the other players.");
  }
});
setInterval(renderTimer, 500);
$("legal-box").hidden = true;
const tableId = new URLSearchParams(location.search).get("table");
if (tableId) online.open(tableId);
$("loading").remove();
document.body.dataset.ready = "true";
