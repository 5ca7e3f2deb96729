// The web table online, in a real browser: the table server (server/src/main.js, a throwaway
// SQLite file) and serve.mjs passing the server's routes on, both on 127.0.0.1; two people in
// two browser contexts of Debian's headless chromium (playwright-core). One creates a table of
// two player seats with a turn timer, the other opens the shared link and takes the free seat,
// and they play the round to its end by clicking, one reloading in the middle (the stored token
// takes the seat back). A second table checks the turn timer running out and a server bot. No
// console error may appear. Screenshots: build/web-test/online-*.png. Run tools/wasm_test.sh
// (server/node_modules must be installed: it does that first).

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtemp, mkdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const web = fileURLToPath(new URL("..", import.meta.url));
const serverMain = fileURLToPath(new URL("../../server/src/main.js", import.meta.url));
const shots = fileURLToPath(new URL("../../build/web-test/", import.meta.url));
const browserPath = process.env.RAMI_CHROMIUM ?? "/usr/bin/chromium";
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

let tables, web_, dir, browser, base;
const problems = []; // console errors and uncaught page errors, of every page
const pages = {};

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
  await mkdir(shots, { recursive: true });
  browser = await chromium.launch({
    executablePath: browserPath,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
      "--disable-sync", "--no-first-run"],
  });
  // Two people: two contexts, each with its own storage.
  for (const name of ["a", "b"]) {
    const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    const page = await context.newPage();
    page.on("console", (m) => m.type() === "error" && problems.push(`${name} console: ${m.text()}`));
    page.on("pageerror", (e) => problems.push(`${name} page error: ${e.message}`));
    pages[name] = page;
  }
}, { timeout: 30000 });

after(async () => {
  await browser?.close();
  web_?.proc.kill();
  tables?.proc.kill();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const text = (page, selector) => page.locator(selector).innerText();
const ready = (page) => page.waitForSelector("body[data-ready=true]");
const counts = (page) => page.locator("#seats .seat .count").allInnerTexts();

/** The page whose person is to act, or null once both show the round's end (bounded). */
async function nextActor() {
  const limit = Date.now() + 15000;
  while (Date.now() < limit) {
    const [a, b] = await Promise.all([text(pages.a, "#status"), text(pages.b, "#status")]);
    if (a.startsWith("Your turn")) return pages.a;
    if (b.startsWith("Your turn")) return pages.b;
    if (a.startsWith("The round is over") && b.startsWith("The round is over")) return null;
    await sleep(30);
  }
  throw new Error("nobody's turn came");
}

/** Waits until `page` shows these hand sizes. */
function sameCounts(page, expected) {
  return page.waitForFunction((want) => [...document.querySelectorAll("#seats .seat .count")].map((e) => e.textContent).join() === want,
    expected.join(), { timeout: 5000 });
}

const handOf = async (page) => (await page.locator("#hand .card").evaluateAll((els) => els.map((e) => e.dataset.card))).sort();

// Bounded: at most 30 s to start, 65 s for the round, 25 s for the timer (the file < 2 minutes).
test("two people create, join through the link and play a round to its end, one reloading", { timeout: 65000 }, async () => {
  const { a, b } = pages;
  await a.goto(base);
  await ready(a);
  await a.click("#online-box summary");
  await a.waitForSelector("#lobby li");
  await a.selectOption("#online-variant", "rummy_classic"); // no opening minimum: melds are laid
  await a.selectOption("#online-players", "2");
  assert.deepEqual(await a.locator("#seat-2 option").evaluateAll((os) => os.map((o) => o.value)), ["player", "greedy", "random", "ismcts"]);
  await a.selectOption("#seat-2", "player");
  await a.fill("#turn-seconds", "600");
  await a.fill("#online-seed", "5");
  await a.click("#create-table");
  await a.waitForFunction(() => document.getElementById("table-info").textContent.includes("waiting for players: 1 of 2"));
  assert.match(await text(a, "#table-info"), /^Classic Rummy, 2 seats, 600 s a turn: you play seat 1; waiting for players/);
  await a.waitForFunction(() => document.getElementById("status").textContent.startsWith("Waiting for players")); // the first view
  const link = await a.inputValue("#share-link");
  const id = /\?table=([\w-]+)$/.exec(link)?.[1];
  assert.ok(id, link);
  assert.ok(a.url().endsWith(`?table=${id}`), a.url());

  // The lobby lists the table with its free seat.
  await b.goto(base);
  await ready(b);
  await b.click("#online-box summary");
  const listed = b.locator(`#lobby li[data-table="${id}"]`);
  await listed.waitFor();
  assert.match(await listed.innerText(), /^Classic Rummy \(player, player\): 1 free seat/);
  assert.equal(await listed.locator("button", { hasText: "Join" }).count(), 1);

  // The other person opens the link: watching, then takes the free seat; the round starts.
  await b.goto(link);
  await ready(b);
  await b.waitForFunction(() => document.getElementById("table-info").textContent.includes("you are watching"));
  await b.click("#take-seat");
  await b.waitForFunction(() => document.getElementById("table-info").textContent.includes("you play seat 2; playing"));
  await a.waitForFunction(() => document.getElementById("table-info").textContent.includes("you play seat 1; playing"));
  assert.ok(await b.evaluate((key) => sessionStorage.getItem(key) !== null && localStorage.getItem(key) !== null, `rami.seat.${id}`));
  assert.equal(await b.locator("#take-seat").isVisible(), false);

  let turns = 0;
  let laid = 0;
  let reloaded = false;
  let refused = false;
  for (let actor; (actor = await nextActor()); ) {
    assert.ok(++turns < 400, "the round does not end");
    const other = actor === a ? b : a;
    const mine = Number(await actor.locator("#seats .seat.me").getAttribute("data-seat"));
    // Whose turn, and the hand sizes, as both people see them.
    await other.waitForFunction((name) => document.getElementById("status").textContent === `${name} is playing…`, `Player ${mine + 1}`);
    const sizes = await counts(actor);
    await sameCounts(other, sizes);
    assert.equal(await actor.locator("#hand .card").count(), Number(sizes[mine]));
    assert.match(await text(actor, "#timer"), /^Your time: (10:00|9:[0-5]\d) left$/);
    assert.match(await text(other, "#timer"), new RegExp(`^Player ${mine + 1}'s time: (10:00|9:[0-5]\\d) left$`));

    if (turns === 6 && !reloaded) {
      // A reload in the middle of the round: the stored token takes the seat back.
      const hand = await handOf(b);
      await b.reload();
      await ready(b);
      await b.waitForFunction(() => document.getElementById("table-info").textContent.includes("you play seat 2; playing"));
      await b.waitForFunction((n) => document.querySelectorAll("#hand .card").length === n, hand.length);
      assert.deepEqual(await handOf(b), hand);
      reloaded = true;
      turns--;
      continue; // the same turn, seen again
    }

    if ((await text(actor, "#status")).includes("draw from the stock")) {
      // Every fourth draw through the list of legal moves, else the stock.
      if (turns % 4 === 1) {
        await actor.click("#legal-box summary");
        assert.deepEqual(await actor.locator("#legal button").allInnerTexts(), ["Draw from the stock", "Take the discard"]);
        await actor.click("#legal button >> text=Draw from the stock");
        await actor.click("#legal-box summary");
      } else await actor.click("#stock");
      await actor.waitForFunction(() => /^(Your turn: lay|The round is over)/.test(document.getElementById("status").textContent));
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
    }
    const waitPlayed = () => actor.waitForFunction(() => /^(Your turn: lay|The round is over)/.test(document.getElementById("status").textContent) ||
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
    for (let n = 0; n < 8 && (await text(actor, "#status")).startsWith("Your turn: lay"); ++n) {
      const layOff = actor.locator("#legal button", { hasText: /^Lay off / });
      if (!(await layOff.count())) break;
      await layOff.first().click();
      await waitPlayed();
      ++laid;
    }
    await actor.click("#legal-box summary");
    if (!(await text(actor, "#status")).startsWith("Your turn: lay")) continue; // out
    await actor.click("#hint");
    const best = /Best discard: (\S+)/.exec(await text(actor, "#hint-panel"));
    const hand = actor.locator("#hand .card");
    if (best) await hand.filter({ hasText: new RegExp(`^${best[1]}$`) }).first().click();
    else await hand.first().click();
    await actor.click("#discard-card");
    await actor.waitForFunction(() => !document.getElementById("status").textContent.startsWith("Your turn: lay"));
  }
  assert.ok(reloaded && refused);
  assert.ok(turns > 6, `${turns} turns`);
  assert.ok(laid > 0, "nobody laid a meld");

  // The end: the same scores on both screens, in the log and the score table.
  const logs = { a: await a.locator("#log li").allInnerTexts(), b: await b.locator("#log li").allInnerTexts() };
  assert.match(logs.a[0], new RegExp(`^Classic Rummy: 2 seats, table ${id}\\.$`));
  assert.ok(logs.a.some((line) => /^You draw from the stock$/.test(line)));
  assert.ok(logs.a.some((line) => /^Player 2 (draws|takes|discards|lays)/.test(line)));
  assert.ok(logs.b.some((line) => /^Player 1 discards /.test(line)));
  const rows = {};
  for (const [name, page] of Object.entries(pages)) {
    await page.waitForFunction(() => document.getElementById("table-info").textContent.includes("the game is over"));
    assert.match(await text(page, "#scores h2"), /went out|^Deadlock/);
    rows[name] = await page.locator("#scores tr.score").evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent)));
    assert.equal(rows[name].length, 2);
    const logged = /^Scores: (You|Player 1) (-?\d+), (You|Player 2) (-?\d+)$/.exec(logs[name].at(-1));
    assert.ok(logged, logs[name].at(-1));
    assert.deepEqual(rows[name].map((r) => r[2]), [logged[2], logged[4]]);
    assert.deepEqual(rows[name].map((r) => r[3]), [logged[2], logged[4]]); // the first round: the total is the round's
    assert.equal(await page.locator("#timer").isVisible(), false);
    assert.equal(await page.locator("#next-round").isVisible(), false);
  }
  assert.deepEqual(rows.a.map((r) => r.slice(2)), rows.b.map((r) => r.slice(2)));
  assert.deepEqual(rows.a.map((r) => r[0]), ["You", "Player 2"]);
  assert.deepEqual(rows.b.map((r) => r[0]), ["Player 1", "You"]);
  await a.screenshot({ path: join(shots, "online-a.png"), fullPage: true });
  await b.screenshot({ path: join(shots, "online-b.png"), fullPage: true });
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
  await a.waitForFunction(() => document.getElementById("status").textContent.startsWith("Your turn"));
  assert.match(await text(a, "#timer"), /^Your time: 0:0[0-2] left$/);
  await a.waitForFunction(() => [...document.querySelectorAll("#log li")].some((li) => li.textContent.endsWith("(out of time: the server played)")),
    null, { timeout: 10000 });
  await a.waitForFunction(() => [...document.querySelectorAll("#log li")].some((li) => /^Bot 2 \(greedy\) discards /.test(li.textContent)),
    null, { timeout: 10000 });
  assert.deepEqual(await a.locator("#seats .seat b").allInnerTexts(), ["You", "Bot 2 (greedy)"]);
  await a.screenshot({ path: join(shots, "online-timer.png"), fullPage: true });
  // The online table fits a phone's screen too.
  await a.setViewportSize({ width: 390, height: 844 });
  const overflow = await a.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
  await a.screenshot({ path: join(shots, "online-phone.png"), fullPage: true });
  await a.setViewportSize({ width: 1200, height: 900 });
  // Offline play is still there: a new round against local bots leaves the table.
  await a.click("#new-round");
  await a.waitForFunction(() => document.getElementById("online-table").hidden);
  assert.equal(new URL(a.url()).searchParams.get("table"), null);
});

test("no console error and no page error", () => {
  assert.deepEqual(problems, []);
});
