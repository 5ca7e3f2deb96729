// The web table offline, in Debian's chromium (playwright-core): a round dealt on arrival in the
// browser's language, whole rounds against the bots by clicks in French and in English, a round
// by the keyboard alone, drag and drop in the hand, the live meld reading, a match of two rounds
// with its scoreboard saved and loaded, a replay stepped through, axe-core on each screen, and
// screenshots at desktop and phone sizes (build/web-test/). Run by tools/wasm_test.sh.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, openPage, ready, state, waitForTurn, checkAxe, screenshots, playRoundByClicks, playTurnByClicks } from "./browser.js";

let server, browser;
const problems = []; // console errors and uncaught page errors, of every page

before(async () => {
  server = await serve();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  server?.process.kill();
});

const open = async (locale, query = "?delay=0") => {
  const page = await openPage(browser, locale, problems);
  await page.goto(`${server.base}${query}`);
  await ready(page);
  return page;
};

test("a French browser finds a round dealt in French, refusals in French with their rule", async () => {
  const page = await open("fr-FR");
  assert.equal(await page.getAttribute("html", "lang"), "fr");
  assert.notEqual(await state(page), null, "no round was dealt on arrival");
  await waitForTurn(page);
  assert.equal(await page.locator("#new-round").innerText(), "Nouvelle manche");
  assert.match(await page.locator("#stock").innerText(), /Talon/);
  // Cards are buttons named in French; the hand is sorted by suit (♠ ♥ ♣ ♦) then rank.
  const ids = await page.locator("#hand .card").evaluateAll((els) => els.map((e) => e.dataset.card));
  const names = [...(await page.locator("#hand").ariaSnapshot()).matchAll(/- button "([^"]+)"/g)].map((m) => m[1]);
  assert.ok(ids.length >= 13);
  assert.equal(names.length, ids.length);
  const cards = ids.map((card, k) => [card, names[k]]);
  const french = { A: "as", J: "valet", Q: "dame", K: "roi" };
  for (const [card, name] of cards) {
    const suit = { S: "pique", H: "cœur", D: "carreau", C: "trèfle" }[card.at(-1)];
    assert.equal(name, card === "JK" ? "joker" : `${french[card.slice(0, -1)] ?? card.slice(0, -1)} de ${suit}`);
  }
  const key = (card) => (card === "JK" ? 100 : "SHCD".indexOf(card.at(-1)) * 20 + ({ A: 1, J: 11, Q: 12, K: 13 }[card.slice(0, -1)] ?? Number(card.slice(0, -1))));
  const keys = cards.map(([card]) => key(card));
  assert.deepEqual(keys, [...keys].sort((a, b) => a - b));
  await checkAxe(page, "the table (French)");
  await screenshots(page, "table-fr");

  // rami51, seed 11: the first seat plays at once; two cards are no meld (R3), said in French.
  await page.selectOption("#variant", "rami51");
  await page.fill("#seed", "11");
  await page.click("#new-round");
  assert.equal(await waitForTurn(page), "turn-play");
  await page.locator("#hand .card").nth(0).click();
  await page.locator("#hand .card").nth(1).click();
  assert.match(await page.locator("#reading").innerText(), /^Pas permis \(règle R3\) : Une combinaison demande au moins trois cartes\./);
  await page.click("#meld");
  await page.click("#play");
  assert.match(await page.locator("#message.refusal").innerText(), /^Pas permis \(règle R3\) : Une combinaison demande au moins trois cartes\./);
  await page.context().close();
});

test("a whole round against the bots by clicks, in French", async () => {
  const page = await open("fr-FR");
  await page.selectOption("#variant", "rummy_classic"); // no opening minimum: the person lays melds
  await page.selectOption("#players", "3");
  await page.selectOption("#bot-1", "greedy");
  await page.selectOption("#bot-2", "random");
  await page.fill("#seed", "5");
  await page.click("#new-round");
  const { turns, laid } = await playRoundByClicks(page);
  assert.ok(turns > 3 && laid > 0, `${turns} turns, ${laid} melds laid`);
  const log = await page.locator("#log li").allInnerTexts();
  assert.equal(log[0], "Classic Rummy : manche 1, 3 joueurs, graine 5.");
  assert.ok(log.some((line) => /^Vous piochez dans le talon$|^Vous prenez le .* de la défausse$/.test(line)));
  assert.ok(log.some((line) => /^Place 2 \(robot glouton\) défausse le /.test(line)));
  assert.ok(log.some((line) => /^Vous (ouvrez )?: pose /.test(line)), log.join("\n"));
  const points = /^Points : Vous (-?\d+) points?, Place 2 \(robot glouton\) (-?\d+) points? et Place 3 \(robot au hasard\) (-?\d+) points?\.$/.exec(log.at(-1));
  assert.ok(points, log.at(-1));
  const rows = await page.locator("#scores tr.score td:last-child").allInnerTexts();
  assert.deepEqual(rows, points.slice(1));
  assert.match(await page.locator("#scores h2").innerText(), /a fini|avez fini|Blocage/);
  await checkAxe(page, "the round's end (French)");
  await screenshots(page, "round-end-fr");
  await page.context().close();
});

test("a whole round by clicks in English, and the language switch is remembered", async () => {
  const page = await open("en-GB");
  assert.equal(await page.getAttribute("html", "lang"), "en");
  await page.selectOption("#variant", "rummy_classic");
  await page.selectOption("#players", "2");
  await page.fill("#target", "1"); // the match ends with the first round that scores
  await page.fill("#seed", "5"); // seed 5 with two seats: a seat goes out (seed 9 deadlocks, scoring nothing)
  await page.click("#new-round");
  const { laid } = await playRoundByClicks(page);
  assert.ok(laid > 0);
  // The match is over: its winner is shown, and there is no next round.
  assert.equal(await state(page), "match-over");
  assert.match(await page.locator("#scores .winner").innerText(), /^(You won the match!|Seat 2 \(greedy bot\) won the match\.)$/);
  assert.equal(await page.locator("#next-round").count(), 0);
  const log = await page.locator("#log li").allInnerTexts();
  assert.equal(log[0], "Classic Rummy: round 1, 2 players, seed 5.");
  assert.match(log.at(-2), /^Scores: You -?\d+ points?(, | and )Seat 2 \(greedy bot\) -?\d+ points?\.$/);
  assert.match(log.at(-1), / won the match\.$/);
  assert.equal(await page.locator("#scores th").first().innerText(), "Player");
  // The switch: French at once (<html lang> too), and still French after a reload.
  await page.selectOption("#lang", "fr");
  assert.equal(await page.getAttribute("html", "lang"), "fr");
  assert.equal(await page.locator("#scores th").first().innerText(), "Joueur");
  await page.reload();
  await ready(page);
  assert.equal(await page.getAttribute("html", "lang"), "fr");
  // The last settings were remembered: the round dealt on arrival is Classic Rummy for two.
  assert.equal(await page.inputValue("#variant"), "rummy_classic");
  assert.match(await page.locator("#log li").first().innerText(), /^Classic Rummy : manche 1, 2 joueurs/);
  await page.context().close();
});

/** Presses Tab until the focused element matches `selector` (at most 150 presses). */
async function tabTo(page, selector) {
  for (let i = 0; i < 150; ++i) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s), selector)) return;
  }
  assert.fail(`Tab never reaches ${selector}`);
}

test("a round played with the keyboard alone", async () => {
  const page = await open("en-US");
  await page.selectOption("#variant", "rummy_classic");
  await page.selectOption("#players", "2");
  await page.fill("#seed", "21");
  await page.focus("#new-round");
  await page.keyboard.press("Enter");
  let laid = 0;
  for (let s = await waitForTurn(page), turns = 0; s === "turn-draw" || s === "turn-play"; s = await waitForTurn(page)) {
    assert.ok(++turns < 400);
    if (s === "turn-draw") {
      await tabTo(page, "#stock");
      await page.keyboard.press("Enter");
      continue;
    }
    await tabTo(page, "#hint");
    await page.keyboard.press("Enter");
    const melds = await page.locator("#hint-panel .select-meld").count();
    for (let k = 0; k < melds; ++k) {
      await tabTo(page, `#hint-panel li:nth-child(${k + 1}) .select-meld`);
      await page.keyboard.press("Enter");
      await tabTo(page, "#meld");
      await page.keyboard.press("Enter");
      ++laid;
    }
    const best = await page.locator("#hint-panel").getAttribute("data-discard");
    await tabTo(page, best ? `#hand .card[data-card="${best}"]` : "#hand .card");
    await page.keyboard.press("Space");
    await tabTo(page, "#discard-card");
    await page.keyboard.press("Enter");
    if (await page.locator("#message.refusal").count()) assert.fail(await page.locator("#message").innerText());
  }
  assert.ok(laid > 0, "no meld laid by keyboard");
  assert.match(await state(page), /over/);
  assert.equal(await page.getAttribute("#log-region", "role"), "log");
  assert.equal(await page.getAttribute("#log-region", "aria-live"), "polite");
  await page.context().close();
});

test("the hand is sorted three ways, rearranged by drag and drop, and reads the selection live", async () => {
  const page = await open("en-US");
  await page.selectOption("#variant", "rami51");
  await page.selectOption("#players", "2");
  await page.fill("#seed", "11");
  await page.click("#new-round");
  await waitForTurn(page);
  const order = () => page.locator("#hand .card").evaluateAll((els) => els.map((e) => e.dataset.card));
  const bySuit = await order();
  await page.click("#sort [data-sort=rank]");
  const rank = (c) => (c === "JK" ? 99 : { A: 1, J: 11, Q: 12, K: 13 }[c.slice(0, -1)] ?? Number(c.slice(0, -1)));
  const byRank = await order();
  assert.deepEqual(byRank.map(rank), [...byRank.map(rank)].sort((a, b) => a - b));
  await page.click("#sort [data-sort=groups]");
  const grouped = await order();
  assert.deepEqual([...grouped].sort(), [...bySuit].sort());
  await page.click("#sort [data-sort=suit]");
  assert.deepEqual(await order(), bySuit);

  // Drag the first card after the fourth with the mouse (pointer events).
  const first = page.locator("#hand .card").nth(0);
  const fourth = page.locator("#hand .card").nth(3);
  const a = await first.boundingBox();
  const b = await fourth.boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 20, a.y + a.height / 2, { steps: 3 });
  await page.mouse.move(b.x + b.width * 0.8, b.y + b.height / 2, { steps: 5 });
  await page.mouse.up();
  const dragged = await order();
  assert.deepEqual(dragged, [bySuit[1], bySuit[2], bySuit[3], bySuit[0], ...bySuit.slice(4)]);
  assert.equal(await page.locator("#hand .card.selected").count(), 0, "a drag is not a click");
  // Alt+Left moves the focused card back by one.
  await page.locator(`#hand .card`).nth(3).focus();
  await page.keyboard.press("Alt+ArrowLeft");
  assert.deepEqual(await order(), [bySuit[1], bySuit[2], bySuit[0], bySuit[3], ...bySuit.slice(4)]);

  // The hint's opening, selected meld by meld: each reads as a meld with its points, and the
  // opening's total is shown against the minimum (rami51: 51).
  await page.click("#hint");
  const picks = page.locator("#hint-panel .select-meld");
  assert.ok((await picks.count()) > 0);
  await picks.first().click();
  const reading = await page.locator("#reading").innerText();
  assert.match(reading, /^A (run|set): \d+ points\n+Opening: \d+ points(,| of the) (51 needed|enough to open)$/);
  await checkAxe(page, "the hand with a selection");
  await page.context().close();
});

test("a match of two rounds with its scoreboard, saved and loaded, then replayed", async () => {
  const page = await open("fr-FR");
  await page.selectOption("#variant", "rummy_classic");
  await page.selectOption("#players", "2");
  await page.fill("#target", "100000");
  await page.fill("#seed", "3");
  await page.click("#new-round");
  await playRoundByClicks(page);
  assert.equal(await state(page), "over");
  const round1 = await page.locator("#scores tr.board-round").count();
  assert.equal(round1, 1);
  await page.click("#next-round");
  assert.match(await page.locator("#log li").first().innerText(), /manche 2/);
  await playRoundByClicks(page);
  const board = await page.locator("#scores table").nth(1).evaluate((t) => [...t.tBodies[0].rows].map((r) => [...r.cells].map((c) => c.textContent)));
  assert.equal(board.length, 3);
  assert.deepEqual(board.map((r) => r[0]), ["Manche 1", "Manche 2", "Total"]);
  for (const seat of [1, 2]) assert.equal(Number(board[2][seat]), Number(board[0][seat]) + Number(board[1][seat]));
  await checkAxe(page, "the scoreboard");
  await screenshots(page, "scoreboard-fr");

  // Save, deal another match, load: the scoreboard comes back.
  await page.click("#save-box summary");
  await page.click("#save");
  const saved = JSON.parse(await page.inputValue("#save-text"));
  assert.equal(saved.format, "rami.table/1");
  assert.equal(saved.rounds.length, 2);
  assert.equal(saved.record.format, "rami.record/1");
  await page.click("#new-round");
  await page.fill("#save-text", JSON.stringify(saved));
  await page.click("#load");
  assert.equal(await page.locator("#log li").last().innerText(), "Partie chargée.");
  assert.deepEqual(await page.locator("#scores table").nth(1).evaluate((t) => [...t.tBodies[0].rows].map((r) => [...r.cells].map((c) => c.textContent))), board);
  await page.fill("#save-text", "{pas du json");
  await page.click("#load");
  assert.match(await page.locator("#message").innerText(), /^Incompris/);

  // The replay of the match: round 1 from the deal, forwards and back, all hands or one seat's view.
  await page.click("#replay-box summary");
  await page.click("#replay-this");
  assert.equal(await page.locator("#replay").isVisible(), true);
  assert.equal(await page.locator("#game").isVisible(), false);
  assert.deepEqual(await page.locator("#replay-round option").allInnerTexts(), ["Manche 1", "Manche 2"]);
  assert.match(await page.locator("#replay-position").innerText(), /^Coup 0 sur (\d+)$/);
  const total = Number(/sur (\d+)/.exec(await page.locator("#replay-position").innerText())[1]);
  assert.ok(total > 4);
  assert.equal(await page.locator("#replay-move").innerText(), "La donne.");
  const handsAtDeal = await page.locator(".replay-seat .card").count();
  assert.ok(handsAtDeal >= 20, "all hands are shown");
  await page.click("#replay-next");
  await page.click("#replay-next");
  assert.match(await page.locator("#replay-position").innerText(), /^Coup 2 sur/);
  const second = await page.locator("#replay-move").innerText();
  await page.keyboard.press("ArrowRight");
  await page.click("#replay-prev");
  assert.equal(await page.locator("#replay-move").innerText(), second);
  await page.selectOption("#replay-seat", "1");
  assert.equal(await page.locator(".replay-seat").nth(0).locator(".card").count(), 0, "seat 2's view hides seat 1's hand");
  assert.ok(await page.locator(".replay-seat").nth(1).locator(".card").count() > 0);
  await page.click("#replay-last");
  assert.equal(await page.locator("#replay-position").innerText(), `Coup ${total} sur ${total}`);
  await checkAxe(page, "the replay");
  await screenshots(page, "replay-fr");
  // A record pasted in: refused when it is not one.
  await page.click("#replay-close");
  await page.fill("#replay-text", '{"format": "rami.state/1"}');
  await page.click("#replay-load");
  assert.match(await page.locator("#replay-message").innerText(), /^Incompris : Ce document n'est pas dans un format/);
  await page.fill("#replay-text", JSON.stringify(saved.record));
  await page.click("#replay-load");
  assert.equal(await page.locator("#replay-round option").count(), 2);
  await page.context().close();
});

test("a record as `rami play --json` writes it is replayed; a move the engine refuses ends the replay there", async () => {
  // A round of three bots played by the npm package (the page's copy), written as the rami
  // command writes records (the seeds as numbers).
  const rami = await import("../rami/index.js");
  const bots = ["greedy", "random", "greedy"];
  const round = rami.playRound(rami.newGame("rami7", 3, { seed: "3" }), bots);
  const record = { format: "rami.record/1", variant: "rami7", players: 3, seed: 3, bots,
    rounds: [{ start: round.start, moves: round.moves, result: round.result, capped: round.capped }], match_winner: null };
  const asWritten = (doc) => JSON.stringify(doc).replace(/"seed":"(\d+)"/g, '"seed":$1');
  const page = await open("en-US");
  await page.click("#replay-box summary");
  await page.fill("#replay-text", asWritten(record));
  await page.click("#replay-load");
  const n = round.moves.length;
  assert.equal(await page.locator("#replay-position").innerText(), `Move 0 of ${n}`);
  assert.equal(await page.locator("#replay-seat").inputValue(), "all");
  assert.equal(await page.locator(".replay-seat").count(), 3);
  assert.equal(await page.locator(".replay-seat b").first().innerText(), "Seat 1 (greedy bot)");
  await page.click("#replay-next");
  assert.match(await page.locator("#replay-move").innerText(), /^Seat 1 \(greedy bot\) discards the /); // rami7: the first seat starts with 8 cards
  await page.click("#replay-last");
  assert.equal(await page.locator("#replay-position").innerText(), `Move ${n} of ${n}`);
  // The hands at the end are the engine's: the round's last state.
  const shown = await page.locator(".replay-seat").evaluateAll((els) => els.map((e) => [...e.querySelectorAll(".card")].map((c) => c.dataset.card)));
  assert.deepEqual(shown, round.end.hands);

  // The fifth move replaced by a discard of a card that seat does not hold.
  const broken = structuredClone(record);
  const before = round.moves.slice(0, 4).reduce((state, move) => rami.apply(state, move), round.start);
  const absent = round.start.stock.find((card) => !before.hands[before.current].includes(card));
  broken.rounds[0].moves[4] = { type: "discard", card: absent };
  await page.click("#replay-close");
  await page.fill("#replay-text", asWritten(broken));
  await page.click("#replay-load");
  await page.click("#replay-last");
  assert.equal(await page.locator("#replay-position").innerText(), "Move 4 of 4");
  assert.match(await page.locator("#replay-move").innerText(), /Not allowed \(rule R2\): (Draw first|That card is not in the hand)/);
  await page.context().close();
});

test("no console error and no page error", () => {
  assert.deepEqual(problems, []);
});
