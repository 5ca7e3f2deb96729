// The bots' moves, thought in the bot threads: each seat keeps one bot for the whole round (its
// memory), made with the seed of its first turn (SHA-256 of "table:version"), so that the
// round a table's bots play is the round that one engine Bot per seat, kept and asked turn by
// turn, plays from the same states.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { join as joinPath } from "node:path";
import * as rami from "rami";
import { publicMove } from "../src/engine.js";
import { createTable, sleep, startServer, stopServer, tempDir } from "./helpers.js";
import { readTable, replayStates } from "./history.js";

const db = `sqlite:${joinPath(tempDir(), "bots.db")}`;
let server;

before(async () => {
  server = await startServer({ db, env: { RAMI_SERVER_BOT_WORKERS: "2" } });
});

after(async () => {
  if (server) assert.equal(await stopServer(server), 0, server.stderr);
});

const seedOf = (id, version) => createHash("sha256").update(`${id}:${version}`).digest().readUInt32BE(0);

test("a table of search bots plays the moves of one kept Bot per seat, from the same states", { timeout: 120000 }, async () => {
  const seats = ["ismcts-easy", "greedy", "ismcts-easy"];
  const id = await createTable(server.base, { rules: "rami51", seats, seed: 41 });
  let table;
  for (let i = 0; i < 600 && (table = await readTable(db, id)).status !== "over"; i++) await sleep(100);
  assert.equal(table.status, "over");
  const states = replayStates(table);
  const bots = new Map();
  try {
    for (const m of table.moves) {
      if (!bots.has(m.seat)) bots.set(m.seat, new rami.Bot(seats[m.seat], seedOf(id, m.version - 1)));
      const expected = publicMove(bots.get(m.seat).choose(states[m.version - 1]));
      assert.deepEqual(m.move, expected, `version ${m.version}, seat ${m.seat}`);
    }
  } finally {
    for (const bot of bots.values()) bot.dispose();
  }
  assert.ok(table.moves.length > 10);
  // One bot made per seat, in this process, for the whole round.
  assert.equal(server.stderr.match(new RegExp(`bot_seated table=${id}`, "g")).length, 3);
});
