// GET /tables/ID/record on SQLite and PostgreSQL: a finished match's record (rami.record/1)
// replays with the engine, round by round, to the table's final state and to each round's
// recorded result; the native `rami replay` accepts it when a native build is at hand
// (build/gcc/tools/rami/rami, or the one RAMI_CLI names). A table closed for inactivity ends
// with its round stopped (result null). A table waiting or playing is refused (409
// round_not_over), an unknown one is 404.

import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join as joinPath } from "node:path";
import { fileURLToPath } from "node:url";
import * as rami from "rami";
import { api, Client, createTable, join, postgresDatabase, sleep, startServer, stopServer, tempDir } from "./helpers.js";
import { readTable, replayStates } from "./history.js";

const stores = [
  ["SQLite", async () => `sqlite:${joinPath(tempDir(), "record.db")}`],
  ["PostgreSQL", () => postgresDatabase("record")],
];

const cli = process.env.RAMI_CLI ?? fileURLToPath(new URL("../../build/gcc/tools/rami/rami", import.meta.url));

// The record's text as the web table reads it: 64-bit seeds as decimal text.
const parseRecord = (text) => JSON.parse(text.replace(/"seed":(\d+)/g, '"seed":"$1"'));

async function getText(base, path) {
  const res = await fetch(base + path, { signal: AbortSignal.timeout(15000) });
  return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
}

// `rami replay` of a record's text, when a native build is at hand: its answer, or null.
function nativeReplay(text) {
  if (!existsSync(cli)) return null;
  const file = joinPath(tempDir(), "record.json");
  writeFileSync(file, text);
  return JSON.parse(execFileSync(cli, ["replay", file], { encoding: "utf8", timeout: 30000 }));
}

async function until(check, ms, what) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await sleep(100);
  }
}

for (const [name, makeDb] of stores) {
  describe(`${name}: GET /tables/ID/record`, () => {
    let server;
    let db;
    before(async () => {
      db = await makeDb();
      server = await startServer({ db });
    });
    after(async () => {
      if (!server) return;
      assert.equal(await stopServer(server), 0);
      assert.doesNotMatch(server.stderr, / error /, server.stderr);
    });

    test("a finished match: every round, replayed by the engine to the table's final state", { timeout: 90000 }, async (t) => {
      const id = await createTable(server.base, { rules: "rami7", seats: ["greedy", "greedy"], seed: "12345678901234567890", match: true });
      await until(async () => (await readTable(db, id)).status === "over", 60000, "the bots' match ends");
      const r = await getText(server.base, `/tables/${id}/record`);
      assert.equal(r.status, 200, r.text);
      assert.match(r.type, /^application\/json/);
      // The seed is written as a number, all 64 bits of it (beyond what a JavaScript number holds).
      assert.match(r.text, /"seed":12345678901234567890[,}]/);
      assert.doesNotMatch(r.text, /"seed":"/);

      const record = parseRecord(r.text);
      const table = await readTable(db, id);
      const states = replayStates(table);
      const nextRounds = table.moves.filter((m) => m.move.type === "next_round").length;
      assert.equal(record.format, "rami.record/1");
      assert.equal(record.variant, "rami7");
      assert.equal(record.players, 2);
      assert.equal(record.seed, "12345678901234567890");
      assert.deepEqual(record.bots, ["greedy", "greedy"]);
      assert.equal(record.table, id);
      assert.deepEqual(record.seats, [{ seat: 0, kind: "greedy" }, { seat: 1, kind: "greedy" }]);
      assert.equal(record.rounds.length, nextRounds + 1);
      assert.ok(record.rounds.length >= 2, `a match of rami7 takes rounds (${record.rounds.length})`);
      assert.deepEqual(record.rounds[0].start, table.initial);

      // Each round from its start: every move legal, the recorded result the engine's.
      let end;
      for (const [k, round] of record.rounds.entries()) {
        if (k > 0) assert.deepEqual(round.start, rami.nextRound(end), `round ${k} starts where the one before ended`);
        end = round.moves.reduce((state, move) => rami.apply(state, move), round.start);
        assert.equal(end.phase, "over", `round ${k} is over`);
        assert.deepEqual(round.result, end.result, `round ${k}'s result`);
        assert.equal(round.capped, false);
      }
      assert.deepEqual(end, states.at(-1), "the last round ends in the table's final state");
      const last = rami.Game.fromJSON(end);
      assert.equal(record.match_winner, last.scores.match_winner);
      last.dispose();
      assert.ok([0, 1].includes(record.match_winner), `match_winner ${record.match_winner}`);

      const checked = nativeReplay(r.text);
      if (!checked) return t.diagnostic(`rami replay not run: no native rami at ${cli} (RAMI_CLI names one)`);
      assert.deepEqual(checked, { valid: true, rounds: record.rounds.length, moves: table.moves.length - nextRounds });
    });

    test("a table waiting or playing is refused with 409 round_not_over; an unknown one is 404", async () => {
      const id = await createTable(server.base, { rules: "rami51", seats: ["player", "player"], seed: 5 });
      const refused = (r) => {
        assert.equal(r.status, 409);
        assert.deepEqual(Object.keys(r.body), ["error"]);
        assert.equal(r.body.error.code, "round_not_over");
        assert.equal(r.body.error.rule, "protocol");
        assert.match(r.body.error.message, /still being played/);
      };
      refused(await api(server.base, "GET", `/tables/${id}/record`));
      await join(server.base, id);
      await join(server.base, id);
      assert.equal((await api(server.base, "GET", `/tables/${id}`)).body.status, "playing");
      refused(await api(server.base, "GET", `/tables/${id}/record`));

      const match = await createTable(server.base, { rules: "rami51", seats: ["player", "greedy"], match: true });
      await join(server.base, match);
      const r = await api(server.base, "GET", `/tables/${match}/record`);
      refused(r);
      assert.match(r.body.error.message, /match/);

      const missing = await api(server.base, "GET", "/tables/AAAAAAAAAAAAAAAA/record");
      assert.equal(missing.status, 404);
      assert.equal(missing.body.error.code, "unknown_table");
      assert.equal((await api(server.base, "POST", `/tables/${id}/record`, {})).status, 405);
    });

    test("a table closed for inactivity: its record ends with the round stopped (result null)", { timeout: 30000 }, async (t) => {
      // A server of its own, on a database of its own, that closes a table idle for a second.
      const own = await startServer({ db: await makeDb(), env: { RAMI_SERVER_IDLE_TABLE_SECONDS: "1", RAMI_SERVER_SWEEP_MS: "200" } });
      try {
        const id = await createTable(own.base, { rules: "rami51", seats: ["player", "greedy"], seed: 4 });
        const me = await join(own.base, id, { name: "Ana" });
        const c = Client.connect(own.base, id, me);
        const v = await c.next((f) => f.type === "view" && f.legal);
        c.send({ type: "action", action: v.legal[0].id, version: v.version });
        await c.next((f) => f.type === "moved");
        await c.close();
        let info;
        await until(async () => (info = (await api(own.base, "GET", `/tables/${id}`)).body).status === "over", 15000, "the abandoned table is closed");
        const r = await getText(own.base, `/tables/${id}/record`);
        assert.equal(r.status, 200, r.text);
        const record = parseRecord(r.text);
        assert.deepEqual(record.bots, ["player", "greedy"]);
        assert.deepEqual(record.seats, [{ seat: 0, kind: "player", name: "Ana" }, { seat: 1, kind: "greedy" }]);
        assert.equal(record.match_winner, undefined, "no match: no match_winner");
        assert.equal(record.rounds.length, 1);
        const [round] = record.rounds;
        // The player's move and the bot's after it, then the player left the turn unplayed.
        assert.ok(round.moves.length >= 2, `${round.moves.length} moves`);
        assert.equal(round.moves.length, info.version);
        assert.equal(round.result, null);
        const end = round.moves.reduce((state, move) => rami.apply(state, move), round.start);
        assert.equal(end.current, 0);
        assert.notEqual(end.phase, "over");
        const checked = nativeReplay(r.text);
        if (!checked) return t.diagnostic(`rami replay not run: no native rami at ${cli} (RAMI_CLI names one)`);
        assert.deepEqual(checked, { valid: true, rounds: 1, moves: round.moves.length });
      } finally {
        assert.equal(await stopServer(own), 0);
      }
    });
  });
}
