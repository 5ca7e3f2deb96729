// What the browser tests share: the page served on 127.0.0.1 (serve.mjs, a free port), Debian's
// chromium through playwright-core (headless, a fresh context per test file), axe-core run in
// the page, screenshots at desktop and phone sizes under build/web-test/, and a person's turn
// played by clicking the hint's melds and best discard.

import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

export const web = fileURLToPath(new URL("..", import.meta.url));
export const shots = fileURLToPath(new URL("../../build/web-test/", import.meta.url));
const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
export const desktop = { width: 1200, height: 900 };
export const phone = { width: 360, height: 740 };

/** Serves web/ (with --server URL: the table server's routes passed on); resolves {process, base}. */
export async function serve(args = []) {
  const process_ = spawn(process.execPath, [join(web, "serve.mjs"), "0", ...args], { stdio: ["ignore", "pipe", "inherit"] });
  const base = await new Promise((resolve, reject) => {
    process_.stdout.once("data", (line) => resolve(String(line).trim()));
    process_.once("exit", (code) => reject(new Error(`serve.mjs stopped (${code})`)));
  });
  return { process: process_, base };
}

export async function launch() {
  await mkdir(shots, { recursive: true });
  return chromium.launch({
    executablePath: process.env.RAMI_CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
      "--disable-sync", "--no-first-run"],
  });
}

/** A page in a fresh context (own storage) of `locale`, its console errors collected in `problems`. */
export async function openPage(browser, locale, problems) {
  const context = await browser.newContext({ locale, viewport: desktop });
  const page = await context.newPage();
  page.on("console", (m) => m.type() === "error" && problems.push(`${locale} console: ${m.text()}`));
  page.on("pageerror", (e) => problems.push(`${locale} page error: ${e.message}`));
  return page;
}

export const ready = (page) => page.waitForSelector("body[data-ready=true]");
export const state = (page) => page.locator("#status").getAttribute("data-state");

/** Waits until the person must act or the round is over: the status's data-state. */
export async function waitForTurn(page) {
  await page.waitForFunction(() => /^(turn-draw|turn-play|over|match-over)$/.test(document.getElementById("status").dataset.state ?? ""));
  return state(page);
}

/** axe-core on the page as it is: no serious or critical violation. */
export async function checkAxe(page, screen) {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ["violations"] }));
  const bad = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
  assert.deepEqual(bad, [], `axe-core on ${screen}`);
}

/** Screenshots at desktop and phone sizes; at the phone's, no sideways scroll and 44 px controls. */
export async function screenshots(page, name) {
  await page.screenshot({ path: join(shots, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize(phone);
  try {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const wide = await page.evaluate(() => [...document.querySelectorAll("body *")].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5).map((el) => `${el.tagName.toLowerCase()}#${el.id}.${el.className}`));
    assert.ok(overflow <= 0, `${name}: the page scrolls sideways by ${overflow}px at 360 px (${wide.join(", ")})`);
    const small = await page.evaluate(() => [...document.querySelectorAll("button, select, input, summary, a[href], textarea")]
      .filter((el) => el.getClientRects().length && getComputedStyle(el).visibility !== "hidden")
      .filter((el) => el.type !== "checkbox" && el.getBoundingClientRect().height < 44)
      .map((el) => `${el.tagName.toLowerCase()}#${el.id || el.className || el.textContent.slice(0, 20)} ${el.getBoundingClientRect().height.toFixed(1)}px`));
    assert.deepEqual(small, [], `${name}: controls under 44 px tall at 360 px`);
    await page.screenshot({ path: join(shots, `${name}-phone.png`), fullPage: true });
  } finally {
    await page.setViewportSize(desktop);
  }
}

/** The person's play turn by clicks: the hint's melds laid, then its best discard. Returns the melds laid. */
export async function playTurnByClicks(page) {
  await page.click("#hint");
  const picks = page.locator("#hint-panel .select-meld");
  let laid = 0;
  for (let i = 0, n = await picks.count(); i < n; ++i) {
    await picks.nth(i).click();
    await page.click("#meld");
    ++laid;
  }
  const best = await page.locator("#hint-panel").getAttribute("data-discard");
  const card = best ? page.locator(`#hand .card[data-card="${best}"]`).first() : page.locator("#hand .card").first();
  if (await card.count()) await card.click();
  else await page.locator("#hand .card").first().click();
  await page.click("#discard-card");
  if (await page.locator("#message.refusal").count()) {
    // The engine refused the play (the message says why): discard without it.
    laid = 0;
    await page.click("#cancel");
    await page.locator("#hand .card").first().click();
    await page.click("#discard-card");
  }
  return laid;
}

/** Plays the person's turns by clicking until the round is over; returns {turns, laid}. */
export async function playRoundByClicks(page) {
  let turns = 0;
  let laid = 0;
  for (let s = await waitForTurn(page); s === "turn-draw" || s === "turn-play"; s = await waitForTurn(page)) {
    assert.ok(++turns < 400, "the round does not end");
    if (s === "turn-draw") await page.click("#stock");
    else laid += await playTurnByClicks(page);
  }
  return { turns, laid };
}
