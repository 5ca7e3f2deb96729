// The web table online, in a real browser: the table server (server/src/main.js, a throwaway
// SQLite file) and serve.mjs passing the server's routes on, both on 127.0.0.1; three people in
// three browser contexts of Debian's headless chromium (playwright-core), each with its own
// storage. One creates a table of two player seats with a turn timer; a French-speaking one
// finds it in the lobby and watches; the third finds it in the lobby and joins. The two play the
// round to its end by clicking, one reloading in the middle (the token kept in sessionStorage,
// sent in the socket's hello frame, takes the seat back), and replays it: its own views, then,
// the table over, the whole record from the server (GET /tables/ID/record) after a reload,
// with all hands. A second table checks
// the turn timer running out and a server bot. axe-core on each screen, no console error.
// Screenshots: build/web-test/online-*.png. Run tools/wasm_test.sh (server/node_modules must be
// installed: it does that first).

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { web, launch, openPage, ready, checkAxe, screenshots } from "./browser.js";

const serverMain = fileURLToPath(new URL("../../server/src/main.js", import.meta.url));
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

let tables, web_, dir, browser, base;
const problems = []; // console errors and uncaught page errors, of every page
const pages = {};
const sockets = []; // every WebSocket address a page opened

/** Starts `node args...` and resolves with the first line matching `pattern` (bounded). */
function startProcess(args, pattern, env = {}) {
  const proc = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
  let out = "";
  let err = "";
  proc.stderr.on("data", (d) => (err += d));
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${args[0]} did not start: ${err}`)), 20000);
    proc.stdout.on("data", (d) => {
      out += d;
      const m = pattern.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    proc.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${args[0]} exited (${code}): ${err}`));
    });
  });
  return { proc, ready };
}

before(async () => {
  dir = await mkdtemp(join(tmpdir(), "rami-web-online-"));
  tables = startProcess([serverMain, "--host", "127.0.0.1", "--port", "0", "--db", `sqlite:${join(dir, "tables.db")}`],
    /listening on (http:\/\/127\.0\.0\.1:\d+)\n/, { RAMI_SERVER_ROUND_PAUSE_MS: "0" });
  const upstream = await tables.ready;
  web_ = startProcess([join(web, "serve.mjs"), "0", "--server", upstream], /^(http:\/\/127\.0\.0\.1:\d+\/)\n/);
  base = await web_.ready;
  browser = await launch();
  // Three people: a and b play (in English), c watches (in French).
  for (const [name, locale] of [["a", "en-US"], ["b", "en-GB"], ["c", "fr-FR"]]) {
    pages[name] = await openPage(browser, locale, problems);
    pages[name].on("websocket", (ws) => sockets.push(ws.url()));
  }
}, { timeout: 30000 });

after(async () => {
  await browser?.close();
  web_?.proc.kill();
  tables?.proc.kill();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const text = (page, selector) => page.locator(selector).innerText();
const counts = (page) => page.locator("#seats .seat").evaluateAll((els) => els.map((e) => e.dataset.count));
const status = (page) => page.locator("#status").getAttribute("data-state");

/** The page whose person is to act, or null once both show the round's end (bounded). */
async function nextActor() {
  const limit = Date.now() + 15000;
  while (Date.now() < limit) {
    const [a, b] = await Promise.all([status(pages.a), status(pages.b)]);
    if (a?.startsWith("turn-")) return pages.a;
    if (b?.startsWith("turn-")) return pages.b;
    if (/over/.test(a) && /over/.test(b)) return null;
    await sleep(30);
  }
  throw new Error("nobody's turn came");
}

/** Waits until `page` shows these hand sizes. */
function sameCounts(page, expected) {
  return page.waitForFunction((want) => [...document.querySelectorAll("#seats .seat")].map((e) => e.dataset.count).join() === want,
    expected.join(), { timeout: 5000 });
}

const handOf = async (page) => (await page.locator("#hand .card").evaluateAll((els) => els.map((e) => e.dataset.card))).sort();
const infoHas = (page, words) => page.waitForFunction((w) => document.getElementById("table-info").textContent.includes(w), words);

// Bounded: at most 30 s to start, 80 s for the round, 25 s for the timer (the file < 2 minutes).
test("one creates, one watches and one joins through the lobby; they play a round to its end, one reloading", { timeout: 80000 }, async () => {
  const { a, b, c } = pages;
  await a.goto(base);
  await ready(a);
  await a.click("#online-box summary");
  await a.waitForSelector("#lobby li");
  await checkAxe(a, "the lobby");
  await screenshots(a, "online-lobby");
  await a.selectOption("#online-variant", "rummy_classic"); // no opening minimum: melds are laid
  await a.selectOption("#online-players", "2");
  assert.deepEqual(await a.locator("#seat-2 option").evaluateAll((os) => os.map((o) => o.value)), ["player", "greedy", "random", "ismcts-easy"]);
  await a.selectOption("#seat-2", "player");
  await a.fill("#turn-seconds", "600");
  await a.fill("#online-seed", "5");
  await a.click("#create-table");
  await infoHas(a, "waiting for players: 1 of 2 seats taken");
  assert.match(await text(a, "#table-info"), /^Classic Rummy, 2 seats, 600 s a turn: you play seat 1; waiting for players/);
  await a.waitForFunction(() => document.getElementById("status").dataset.state === "waiting"); // the first view
  const link = await a.inputValue("#share-link");
  const id = /\?table=([\w-]+)$/.exec(link)?.[1];
  assert.ok(id, link);
  assert.ok(a.url().endsWith(`?table=${id}`), a.url());

  // The French page finds the table in the lobby (GET /tables?status=open) and watches it.
  await c.goto(base);
  await ready(c);
  await c.click("#online-box summary");
  const seen = c.locator(`#lobby li[data-table="${id}"]`);
  await seen.waitFor();
  assert.match(await seen.innerText(), /^Classic Rummy : 1 place libre sur 2/);
  await seen.locator("button.watch").click();
  await infoHas(c, "vous regardez");

  // The other person finds it in the lobby and joins: the round starts.
  await b.goto(base);
  await ready(b);
  await b.click("#online-box summary");
  const listed = b.locator(`#lobby li[data-table="${id}"]`);
  await listed.waitFor();
  assert.match(await listed.innerText(), /^Classic Rummy: 1 free seat of 2/);
  await listed.locator("button.join").click();
  await infoHas(b, "you play seat 2; playing");
  await infoHas(a, "you play seat 1; playing");
  await c.waitForFunction(() => document.getElementById("status").dataset.state === "wait");
  // A table being played keeps its record (its hands and stock) to itself.
  for (const page of [a, b, c]) assert.equal(await page.locator("#replay-table").isVisible(), false);
  assert.equal((await fetch(`${base}tables/${id}/record`)).status, 409);
  // The token is kept in sessionStorage and never put in an address.
  const stored = await b.evaluate((key) => JSON.parse(sessionStorage.getItem(key)), `rami.seat.${id}`);
  assert.equal(stored.seat, 1);
  assert.ok(sockets.length >= 3 && sockets.every((url) => !url.includes("token") && !url.includes(stored.token)), sockets.join(" "));
  // A table being played is not open any more.
  await b.click("#lobby-refresh");
  await b.waitForFunction((table) => !document.querySelector(`#lobby li[data-table="${table}"]`), id);

  let turns = 0;
  let laid = 0;
  let reloaded = false;
  let refused = false;
  for (let actor; (actor = await nextActor()); ) {
    assert.ok(++turns < 400, "the round does not end");
    const other = actor === a ? b : a;
    const mine = Number(await actor.locator("#seats .seat.me").getAttribute("data-seat"));
    // Whose turn, and the hand sizes, as both people and the spectator see them.
    await other.waitForFunction((name) => document.getElementById("status").textContent === `${name} is playing…`, `Player ${mine + 1}`);
    const sizes = await counts(actor);
    await sameCounts(other, sizes);
    await sameCounts(c, sizes);
    assert.equal(await actor.locator("#hand .card").count(), Number(sizes[mine]));
    assert.match(await text(actor, "#timer"), /^Your time: (10:00|9:[0-5]\d) left$/);
    assert.match(await text(other, "#timer"), new RegExp(`^Player ${mine + 1}'s time: (10:00|9:[0-5]\\d) left$`));

    if (turns === 6 && !reloaded) {
      // A reload in the middle of the round: the stored token takes the seat back.
      const hand = await handOf(b);
      await b.reload();
      await ready(b);
      await infoHas(b, "you play seat 2; playing");
      await b.waitForFunction((n) => document.querySelectorAll("#hand .card").length === n, hand.length);
      assert.deepEqual(await handOf(b), hand);
      reloaded = true;
      turns--;
      continue; // the same turn, seen again
    }

    if ((await status(actor)) === "turn-draw") {
      // Every fourth draw through the list of legal moves, else the stock.
      if (turns % 4 === 1) {
        await actor.click("#legal-box summary");
        assert.deepEqual(await actor.locator("#legal button").allInnerTexts(), ["Draw from the stock", "Take the discard"]);
        await actor.click("#legal button >> text=Draw from the stock");
        await actor.click("#legal-box summary");
      } else await actor.click("#stock");
      await actor.waitForFunction(() => /^(turn-play|over|match-over)$/.test(document.getElementById("status").dataset.state));
      continue;
    }
    if (!refused) {
      // Two cards are no meld: the server's engine refuses, the page says why.
      await actor.locator("#hand .card").nth(0).click();
      await actor.locator("#hand .card").nth(1).click();
      await actor.click("#meld");
      await actor.click("#play");
      await actor.waitForSelector("#message.refusal");
      assert.match(await text(actor, "#message"), /^Not allowed \(rule R3\): A meld needs at least three cards\./);
      refused = true;
      await checkAxe(actor, "an online seat with a refusal");
      await screenshots(actor, "online-table");
    }
    const waitPlayed = () => actor.waitForFunction(() => /^(turn-play|over|match-over)$/.test(document.getElementById("status").dataset.state) ||
      document.querySelector("#message.refusal"));
    // Lay the melds the hint proposes (Play), then every lay-off the legal moves offer, then
    // discard the card the hint proposes.
    await actor.click("#hint");
    const picks = actor.locator("#hint-panel .select-meld");
    const melds = await picks.count();
    for (let i = 0; i < melds; ++i) {
      await picks.nth(i).click();
      await actor.click("#meld");
    }
    if (melds) {
      await actor.click("#play");
      await waitPlayed();
      if (await actor.locator("#message.refusal").count()) await actor.click("#cancel");
      else laid += melds;
    }
    await actor.click("#legal-box summary");
    for (let n = 0; n < 8 && (await status(actor)) === "turn-play"; ++n) {
      const layOff = actor.locator("#legal button", { hasText: /^Lay off / });
      if (!(await layOff.count())) break;
      await layOff.first().click();
      await waitPlayed();
      ++laid;
    }
    await actor.click("#legal-box summary");
    if ((await status(actor)) !== "turn-play") continue; // out
    await actor.click("#hint");
    const best = await actor.locator("#hint-panel").getAttribute("data-discard");
    const card = best ? actor.locator(`#hand .card[data-card="${best}"]`).first() : actor.locator("#hand .card").first();
    await card.click();
    await actor.click("#discard-card");
    await actor.waitForFunction(() => document.getElementById("status").dataset.state !== "turn-play");
  }
  assert.ok(reloaded && refused);
  assert.ok(turns > 6, `${turns} turns`);
  assert.ok(laid > 0, "nobody laid a meld");

  // The end: the same scores on every screen, in the log and the score table.
  const logs = { a: await a.locator("#log li").allInnerTexts(), b: await b.locator("#log li").allInnerTexts() };
  assert.match(logs.a[0], new RegExp(`^Classic Rummy: 2 seats, table ${id}\\.$`));
  assert.ok(logs.a.some((line) => /^You draw from the stock$/.test(line)));
  assert.ok(logs.a.some((line) => /^Player 2 (draws|takes|discards|lays)/.test(line)));
  assert.ok(logs.b.some((line) => /^Player 1 discards /.test(line)));
  const points = {};
  for (const [name, page] of Object.entries(pages)) {
    await infoHas(page, name === "c" ? "la partie est finie" : "the game is over");
    points[name] = await page.locator("#scores tr.score td:last-child").allInnerTexts();
    assert.equal(points[name].length, 2);
    assert.equal(await page.locator("#timer").isVisible(), false);
    assert.equal(await page.locator("#next-round").count(), 0);
  }
  assert.deepEqual(points.a, points.b);
  assert.deepEqual(points.a, points.c);
  assert.match(logs.a.at(-1), new RegExp(`^Scores: You ${points.a[0]} points?(, | and )Player 2 ${points.a[1]} points?\\.$`));
  assert.deepEqual(await a.locator("#scores tr.score th").allInnerTexts(), ["You", "Player 2"]);
  assert.deepEqual(await b.locator("#scores tr.score th").allInnerTexts(), ["Player 1", "You"]);
  assert.match(await text(c, "#scores h2"), /a fini\.$|^Blocage/);
  await checkAxe(c, "the spectator's end of round");
  await screenshots(c, "online-spectator");

  // The replay of what this page was sent: seat 2's view, stepped back and forth.
  await b.click("#replay-box summary");
  await b.click("#replay-this");
  assert.match(await text(b, "#replay-position"), /^Move 0 of (\d+)$/);
  const total = Number(/of (\d+)/.exec(await text(b, "#replay-position"))[1]);
  assert.ok(total > 6, `${total} moves replayed`);
  await b.click("#replay-last");
  assert.equal(await text(b, "#replay-position"), `Move ${total} of ${total}`);
  await b.click("#replay-prev");
  assert.equal(await text(b, "#replay-position"), `Move ${total - 1} of ${total}`);
  assert.equal(await b.locator("#replay-seat").inputValue(), "1");
  await checkAxe(b, "an online replay");
  await b.click("#replay-close");

  // The table is over: its record (GET /tables/ID/record, through serve.mjs) is public. After a
  // reload, which starts the page's views afresh, it replays every move from the deal, all hands.
  const response = await fetch(`${base}tables/${id}/record`);
  assert.equal(response.status, 200);
  const record = await response.json();
  assert.equal(record.format, "rami.record/1");
  assert.deepEqual(record.bots, ["player", "player"]);
  assert.equal(record.rounds.length, 1);
  const moves = record.rounds[0].moves.length;
  assert.ok(moves > total, `the record's ${moves} moves, the views' ${total} (b reloaded during the round)`);
  assert.equal(await text(c, "#replay-table"), "Revoir la table (toutes les mains)");
  await b.reload();
  await ready(b);
  await infoHas(b, "the game is over");
  await b.click("#replay-table");
  await b.locator("#replay").waitFor({ state: "visible" }); // the record is fetched first
  assert.equal(await text(b, "#replay-position"), `Move 0 of ${moves}`);
  assert.equal(await text(b, "#replay-move"), "The deal.");
  assert.equal(await b.locator("#replay-seat").inputValue(), "all");
  assert.deepEqual(await b.locator("#replay-seat option").allInnerTexts(), ["All hands", "Player 1's view", "Player 2's view"]);
  const shown = () => b.locator("#replay-board .replay-seat").evaluateAll((els) => els.map((e) => e.querySelectorAll(".card").length));
  assert.deepEqual(await shown(), record.rounds[0].start.hands.map((h) => h.length));
  await b.click("#replay-next");
  assert.equal(await text(b, "#replay-position"), `Move 1 of ${moves}`);
  await b.click("#replay-last");
  assert.equal(await text(b, "#replay-position"), `Move ${moves} of ${moves}`);
  // The end with all hands: the hands left are the sizes every screen showed at the end.
  assert.deepEqual((await shown()).map(String), await counts(c));
  // The view of the seat left with cards: its own hand, the other's hidden.
  const left = (await counts(c)).map(Number);
  const holder = left.findIndex((n) => n > 0);
  assert.ok(holder >= 0, "one seat ends with cards");
  await b.selectOption("#replay-seat", String(holder));
  assert.deepEqual(await shown(), left.map((n, seat) => (seat === holder ? n : 0)));
  await checkAxe(b, "a finished table's record replayed");
  await screenshots(b, "online-record");
  await b.click("#replay-close");
});

test("a turn whose time runs out is played by the server, and a server bot plays its seat", { timeout: 25000 }, async () => {
  const { a } = pages;
  await a.goto(base);
  await ready(a);
  await a.click("#online-box summary");
  await a.selectOption("#online-variant", "rami51");
  await a.selectOption("#online-players", "2");
  await a.selectOption("#seat-2", "greedy");
  await a.fill("#turn-seconds", "2");
  await a.fill("#online-seed", "3");
  await a.click("#create-table");
  // rami51: the first seat plays at once; its time runs out and the server plays for it.
  await infoHas(a, "you play seat 1; playing"); // the offline round dealt on arrival is left
  await a.waitForFunction(() => document.getElementById("status").dataset.state === "turn-play" && !document.getElementById("timer").hidden);
  assert.match(await text(a, "#timer"), /^Your time: 0:0[0-2] left$/);
  await a.waitForFunction(() => [...document.querySelectorAll("#log li")].some((li) => li.textContent.endsWith("(out of time: the server played)")),
    null, { timeout: 10000 });
  await a.waitForFunction(() => [...document.querySelectorAll("#log li")].some((li) => /^Seat 2 \(greedy bot\) discards /.test(li.textContent)),
    null, { timeout: 10000 });
  assert.deepEqual(await a.locator("#seats .seat b").allInnerTexts(), ["You", "Seat 2 (greedy bot)"]);
  await screenshots(a, "online-timer");
  // Offline play is still there: a new round against local bots leaves the table.
  await a.click("#new-round");
  await a.waitForFunction(() => document.getElementById("online-table").hidden);
  assert.equal(new URL(a.url()).searchParams.get("table"), null);
});

test("no console error and no page error", () => {
  assert.deepEqual(problems, []);
});
