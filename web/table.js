// The web table's entry: fills the setup forms, wires the controls to the modules of src/ and
// deals a round as the page loads (offline), or opens the table of the address (`?table=ID`).
// src/: i18n.js (the language, messages.*.js its catalogues), cards.js (names and orders),
// game.js (what is shown, the log), hand.js (the hand and the turn), offline.js (the bots, the
// match, save and load), online.js (the table server and its lobby), render.js (drawing),
// replay.js (replays). URL parameters: `table` (an online table's id), `delay` (the pause
// between offline bot moves in ms, default 350).

import * as rami from "./rami/index.js";
import { $, game, render, sayRefusal } from "./src/game.js";
import { t, setLanguage, startLanguage, onLanguage, currentLanguage, refusalText } from "./src/i18n.js";
import { draw, stageMeld, stageOnTable, playStaged, discard, cancel, hint, sortHand } from "./src/hand.js";
import { newMatch, readSettings, formSettings, save, load } from "./src/offline.js";
import { online, createTable, refreshLobby, renderTableInfo } from "./src/online.js";
import { renderTimer } from "./src/render.js";
import { openRecord, openHistory, closeReplay, stepBy, goTo, chooseRound, chooseSeat } from "./src/replay.js";

const variants = rami.variants();
const botKinds = ["greedy", "random"];
const serverKinds = ["player", "greedy", "random", "ismcts-easy"];

function playerOptions(select, variantId, chosen) {
  const v = variants.find((x) => x.id === variantId);
  select.replaceChildren(...Array.from({ length: v.max_players - v.min_players + 1 }, (_, k) => {
    const n = v.min_players + k;
    return new Option(String(n), String(n), false, n === Math.min(Math.max(chosen, v.min_players), v.max_players));
  }));
}

/** One select per other seat (bots offline; people or server bots online), keeping the old choices. */
function seatSelects(box, count, kinds, id, labelKey, fallback) {
  const old = [...box.querySelectorAll("select")].map((s) => s.value);
  box.replaceChildren(...Array.from({ length: count - 1 }, (_, k) => {
    const label = document.createElement("label");
    label.append(t(labelKey, { n: k + 2 }), " ");
    const select = label.appendChild(document.createElement("select"));
    select.id = id(k);
    for (const kind of kinds) select.append(new Option(t(`bot.${kind}`), kind));
    select.value = kinds.includes(old[k]) ? old[k] : fallback(k);
    return label;
  }));
}

const fillBots = (chosen = []) => {
  seatSelects($("bots"), Number($("players").value), botKinds, (k) => `bot-${k + 1}`, "setup.bot", (k) => chosen[k] ?? "greedy");
};
const fillPlayers = () => {
  playerOptions($("players"), $("variant").value, Number($("players").value) || 2);
  fillBots();
};
const fillOnlineSeats = () => {
  seatSelects($("online-seats"), Number($("online-players").value), serverKinds, (k) => `seat-${k + 2}`, "setup.seat", (k) => (k === 0 ? "player" : "greedy"));
};

/** The texts made by code (options, seats), made again in the new language. */
function translateControls() {
  for (const select of document.querySelectorAll("#bots select, #online-seats select")) {
    for (const option of select.options) option.textContent = t(`bot.${option.value}`);
  }
  document.querySelectorAll("#bots label").forEach((label, k) => (label.firstChild.textContent = t("setup.bot", { n: k + 2 })));
  document.querySelectorAll("#online-seats label").forEach((label, k) => (label.firstChild.textContent = t("setup.seat", { n: k + 2 })));
  $("lang").value = currentLanguage();
  renderTableInfo();
  if ($("online-box").open) refreshLobby();
  render();
}

// The language first: every text below is made in it.
setLanguage(startLanguage());
onLanguage(translateControls);
$("lang").value = currentLanguage();
$("lang").addEventListener("change", () => setLanguage($("lang").value, { remember: true }));

// Offline setup, with the remembered settings.
const settings = readSettings();
for (const v of variants) $("variant").append(new Option(v.name, v.id));
$("variant").value = variants.some((v) => v.id === settings.variant) ? settings.variant : "rami51";
playerOptions($("players"), $("variant").value, Number(settings.players) || 2);
fillBots(Array.isArray(settings.bots) ? settings.bots : []);
if (typeof settings.target === "string") $("target").value = settings.target;
$("variant").addEventListener("change", fillPlayers);
$("players").addEventListener("change", () => fillBots());
$("setup").addEventListener("submit", (event) => {
  event.preventDefault();
  newMatch();
});
$("setup").addEventListener("change", formSettings);

// The turn.
$("stock").addEventListener("click", () => draw({ type: "draw" }));
$("discard").addEventListener("click", () => draw({ type: "take_discard" }));
$("meld").addEventListener("click", stageMeld);
$("lay-off").addEventListener("click", () => stageOnTable("lay_off"));
$("swap").addEventListener("click", () => stageOnTable("swap"));
$("play").addEventListener("click", playStaged);
$("cancel").addEventListener("click", cancel);
$("discard-card").addEventListener("click", discard);
$("hint").addEventListener("click", hint);
game.sort = ["suit", "rank", "groups"].includes(localStorage.getItem("rami.sort")) ? localStorage.getItem("rami.sort") : "suit";
for (const b of document.querySelectorAll("#sort button")) b.addEventListener("click", () => sortHand(b.dataset.sort));
$("save").addEventListener("click", save);
$("load").addEventListener("click", load);

// Replays.
$("replay-this").addEventListener("click", () => {
  if (game.mode === "online") openHistory(game.history);
  else if (game.record) openRecord(game.record);
});
$("replay-table").addEventListener("click", async () => {
  try {
    openRecord(await online.record());
  } catch (e) {
    if (!e?.code) throw e;
    sayRefusal(e);
  }
});
$("replay-load").addEventListener("click", () => {
  try {
    openRecord($("replay-text").value);
    $("replay-message").textContent = "";
  } catch (e) {
    const error = e instanceof SyntaxError ? { code: "invalid_json", rule: "format", message: "This is not valid JSON." } : e;
    if (!error?.code) throw e;
    $("replay-message").textContent = refusalText(error);
  }
});
$("replay-file").addEventListener("change", async () => {
  const file = $("replay-file").files[0];
  if (file) $("replay-text").value = await file.text();
});
$("replay-first").addEventListener("click", () => goTo(0));
$("replay-prev").addEventListener("click", () => stepBy(-1));
$("replay-next").addEventListener("click", () => stepBy(1));
$("replay-last").addEventListener("click", () => goTo(Infinity));
$("replay-round").addEventListener("change", () => chooseRound($("replay-round").value));
$("replay-seat").addEventListener("change", () => chooseSeat($("replay-seat").value));
$("replay-close").addEventListener("click", closeReplay);
$("replay").addEventListener("keydown", (event) => {
  if (event.target.matches("select, textarea, input")) return;
  if (event.key === "ArrowRight") stepBy(1);
  else if (event.key === "ArrowLeft") stepBy(-1);
});

// Online: a table's seats (the first is the person's), the lobby, a table's link.
for (const v of variants) $("online-variant").append(new Option(v.name, v.id));
$("online-variant").value = "rami51";
const fillOnlinePlayers = () => {
  playerOptions($("online-players"), $("online-variant").value, Number($("online-players").value) || 2);
  fillOnlineSeats();
};
$("online-variant").addEventListener("change", fillOnlinePlayers);
$("online-players").addEventListener("change", fillOnlineSeats);
fillOnlinePlayers();
$("online-setup").addEventListener("submit", createTable);
$("online-box").addEventListener("toggle", () => $("online-box").open && refreshLobby());
$("lobby-refresh").addEventListener("click", () => refreshLobby());
$("lobby-more").addEventListener("click", () => refreshLobby({ more: true }));
$("take-seat").addEventListener("click", async () => {
  if (await online.join()) online.reconnect();
});
$("copy-link").addEventListener("click", async () => {
  $("share-link").select();
  try {
    await navigator.clipboard.writeText($("share-link").value);
    $("online-message").textContent = t("online.copied");
  } catch {
    $("online-message").textContent = t("online.copy_it");
  }
});
setInterval(renderTimer, 500);
$("legal-box").hidden = true;

// A table's link opens that table; otherwise a round is dealt at once.
const tableId = new URLSearchParams(location.search).get("table");
if (tableId) online.open(tableId);
else newMatch();
$("loading").remove();
document.body.dataset.ready = "true";
