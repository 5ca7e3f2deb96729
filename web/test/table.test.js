// The web table in a real browser: Debian's chromium, headless, driven by playwright-core. A
// person's whole round is played by clicking (draw, lay the hint's melds, discard), a refusal is
// shown with its rule id, the round ends with the scores in the log and the score table, the
// game saves and loads, the page fits a phone's screen, and no console error appears.
// Screenshots: build/web-test/table.png (desktop) and phone.png. Run tools/wasm_test.sh.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtemp, mkdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const web = fileURLToPath(new URL("..", import.meta.url));
const shots = fileURLToPath(new URL("../../build/web-test/", import.meta.url));
const browserPath = process.env.RAMI_CHROMIUM ?? "/usr/bin/chromium";

let server, base, profile, context, page;
const problems = []; // console errors and uncaught page errors

before(async () => {
  server = spawn(process.execPath, [join(web, "serve.mjs"), "0"], { stdio: ["ignore", "pipe", "inherit"] });
  base = await new Promise((resolve, reject) => {
    server.stdout.once("data", (line) => resolve(String(line).trim()));
    server.once("exit", (code) => reject(new Error(`the server stopped (${code})`)));
  });
  profile = await mkdtemp(join(tmpdir(), "rami-chromium-"));
  await mkdir(shots, { recursive: true });
  // A fresh profile, no network but the page's, no sandbox (containers), no GPU.
  context = await chromium.launchPersistentContext(profile, {
    executablePath: browserPath,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
      "--disable-sync", "--no-first-run"],
    viewport: { width: 1200, height: 900 },
  });
  page = context.pages()[0] ?? (await context.newPage());
  page.on("console", (m) => m.type() === "error" && problems.push(`console: ${m.text()}`));
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  await page.goto(`${base}?delay=0`);
  await page.waitForSelector("body[data-ready=true]");
});

after(async () => {
  await context?.close();
  server?.kill();
  if (profile) await rm(profile, { recursive: true, force: true });
});

const text = (selector) => page.locator(selector).innerText();

/** Waits until the person must act or the round is over; true when it is over. */
async function waitForTurn() {
  await page.waitForFunction(() => {
    const status = document.getElementById("status").textContent;
    return status.startsWith("Your turn") || status.startsWith("The round is over");
  });
  return (await text("#status")).startsWith("The round is over");
}

test("the page offers the eight variants and their player counts", async () => {
  const variants = await page.locator("#variant option").evaluateAll((options) => options.map((o) => o.value));
  assert.deepEqual(variants.sort(), ["manie_joker51", "rami40", "rami50", "rami51", "rami51_kaluki", "rami7", "rami_francais", "rummy_classic"]);
  await page.selectOption("#variant", "rami7");
  assert.deepEqual(await page.locator("#players option").allInnerTexts(), ["2", "3", "4", "5", "6"]);
});

test("a refusal is shown in plain words with its rule id", async () => {
  await page.selectOption("#variant", "rami51");
  await page.selectOption("#players", "2");
  await page.fill("#seed", "11");
  await page.click("#new-round");
  assert.equal(await waitForTurn(), false);
  // rami51: the first seat starts with 15 cards and plays at once; two cards are no meld.
  assert.equal(await page.locator("#hand .card").count(), 15);
  // The hand is sorted by suit (♠ ♥ ♣ ♦), then rank with the ace low, jokers last; red suits red.
  const shown = await page.locator("#hand .card").evaluateAll((els) => els.map((e) => [e.dataset.card, e.classList.contains("red")]));
  const key = ([card]) => (card === "JK" ? 100 : "SHCD".indexOf(card.at(-1)) * 20 + ({ A: 1, J: 11, Q: 12, K: 13 }[card.slice(0, -1)] ?? Number(card.slice(0, -1))));
  assert.deepEqual(shown.map(key), shown.map(key).sort((a, b) => a - b));
  for (const [card, red] of shown) assert.equal(red, card !== "JK" && "HD".includes(card.at(-1)), card);
  await page.locator("#hand .card").nth(0).click();
  await page.locator("#hand .card").nth(1).click();
  await page.click("#meld");
  await page.click("#play");
  assert.match(await text("#message"), /^Not allowed \(rule R3\): A meld needs at least three cards\./);
  assert.equal(await page.locator("#message.refusal").count(), 1);
});

test("a whole round is played by clicking, and ends with the scores", async () => {
  await page.selectOption("#variant", "rummy_classic"); // no opening minimum: the person lays melds
  await page.selectOption("#players", "3");
  await page.selectOption("#bot-1", "greedy");
  await page.selectOption("#bot-2", "random");
  await page.fill("#seed", "5");
  await page.click("#new-round");
  let turns = 0;
  let laid = 0;
  while (!(await waitForTurn())) {
    assert.ok(++turns < 400, "the round does not end");
    if ((await text("#status")).includes("draw from the stock")) {
      await page.click("#stock");
      continue;
    }
    // Lay the melds the hint proposes, then discard the card it proposes.
    await page.click("#hint");
    const hint = await text("#hint-panel");
    const picks = page.locator("#hint-panel .select-meld");
    for (let i = 0, n = await picks.count(); i < n; ++i) {
      await picks.nth(i).click();
      await page.click("#meld");
      ++laid;
    }
    const discard = /Best discard: (\S+)/.exec(hint);
    const hand = page.locator("#hand .card");
    if (discard) await hand.filter({ hasText: new RegExp(`^${discard[1]}$`) }).first().click();
    else await hand.first().click();
    await page.click("#discard-card");
    if (await page.locator("#message.refusal").count()) {
      // The engine refused the play (the message says why): discard without it.
      await page.click("#cancel");
      await page.locator("#hand .card").first().click();
      await page.click("#discard-card");
    }
  }
  assert.ok(turns > 3);
  assert.ok(laid > 0, "the person laid no meld");
  const log = await page.locator("#log li").allInnerTexts();
  assert.match(log[0], /^Classic Rummy: 3 players, seed 5\.$/);
  assert.ok(log.some((line) => /^You (draw|take)/.test(line)));
  assert.ok(log.some((line) => /^Bot 1 \(greedy\) discards/.test(line)));
  assert.ok(log.some((line) => /^You (open: )?lay /.test(line)));
  const end = log.at(-2);
  assert.match(end, /go(es)? out|^Deadlock/);
  // The scores in the log are those of the score table, one per seat.
  const logged = /^Scores: You (-?\d+), Bot 1 \(greedy\) (-?\d+), Bot 2 \(random\) (-?\d+)$/.exec(log.at(-1));
  assert.ok(logged, log.at(-1));
  const rows = await page.locator("#scores tr.score").evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent)));
  assert.deepEqual(rows.map((r) => r[2]), logged.slice(1));
  assert.equal(await page.locator("#scores h2").count(), 1);
  await page.screenshot({ path: join(shots, "table.png"), fullPage: true });
});

test("the game saves as JSON and loads again", async () => {
  await page.click("#save-box summary");
  await page.click("#save");
  const saved = JSON.parse(await page.inputValue("#save-text"));
  assert.equal(saved.format, "rami.table/1");
  assert.equal(saved.state.format, "rami.state/1");
  assert.deepEqual(saved.bots, [null, "greedy", "random"]);
  await page.click("#new-round"); // another round, then back to the saved one
  await page.fill("#save-text", JSON.stringify(saved));
  await page.click("#load");
  assert.equal(await page.locator("#log li").last().innerText(), "Game loaded.");
  assert.equal(await page.locator("#scores").isVisible(), true);
  await page.fill("#save-text", "{not json");
  await page.click("#load");
  assert.match(await text("#message"), /^Not understood/);
  await page.fill("#save-text", JSON.stringify({ ...saved.state, hands: saved.state.hands.map((h, seat) => (seat ? h : ["ZZ", ...h.slice(1)])) }));
  await page.click("#load");
  assert.match(await text("#message"), /^Not understood: .*\(hands\[0\]\[0\]/);
});

test("the table fits a phone's screen", async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.fill("#seed", "8");
  await page.selectOption("#variant", "rami51");
  await page.click("#new-round");
  await waitForTurn();
  await page.click("#hint");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
  const box = await page.locator("#hand").boundingBox();
  assert.ok(box.width <= 390);
  await page.screenshot({ path: join(shots, "phone.png"), fullPage: true });
});

test("no console error and no page error", () => {
  assert.deepEqual(problems, []);
});
