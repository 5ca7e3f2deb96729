// The protocol, end to end against a server process on SQLite: tables created, listed and
// joined; a full round between a WebSocket client and the server's bots; refusals; stale
// versions; reconnection; spectators; the turn timer; 4001 and 4004; SIGTERM.

import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { join as joinPath } from "node:path";
import * as rami from "rami";
import { api, Client, createTable, join, playSeat, startServer, stopServer, tempDir } from "./helpers.js";
import { readTable, replayStates } from "./history.js";
import { checkFrames } from "./spy.js";

const dir = tempDir();
const db = `sqlite:${joinPath(dir, "protocol.db")}`;
let server;
let base;

before(async () => {
  server = await startServer({ db });
  base = server.base;
});

after(async () => {
  if (server) assert.equal(await stopServer(server), 0, server.stderr);
});

// The error document of a refusal: code, rule and a message, nothing else.
function assertError(body, code, rule) {
  assert.deepEqual(Object.keys(body), ["error"]);
  assert.deepEqual(Object.keys(body.error).sort(), ["code", "message", "rule"]);
  assert.equal(body.error.code, code);
  if (rule) assert.equal(body.error.rule, rule);
  assert.ok(body.error.message.length > 10, body.error.message);
}

describe("HTTP: create, list, join, public view", () => {
  test("a table is created, listed, joined seat by seat, then 409", async () => {
    const id = await createTable(base, { rules: "rami51", seats: ["player", "greedy", "player"], seed: 7 });
    assert.match(id, /^[A-Za-z0-9_-]{16}$/);
    let list = await api(base, "GET", "/tables");
    assert.equal(list.status, 200);
    const listed = list.body.tables.find((t) => t.table === id);
    assert.ok(Math.abs(Date.parse(listed.created) - Date.now()) < 60000, listed.created);
    assert.deepEqual(listed, {
      table: id,
      rules: "rami51",
      seats: [
        { seat: 0, kind: "player", taken: false },
        { seat: 1, kind: "greedy", taken: true },
        { seat: 2, kind: "player", taken: false },
      ],
      status: "waiting",
      created: listed.created,
      seats_free: 2,
      match: false,
    });

    const first = await join(base, id, { name: "Ana" });
    assert.equal(first.seat, 0);
    assert.ok(first.token.length >= 43, "a token holds at least 256 bits"); // base64url of 32 bytes
    const taken = await api(base, "POST", `/tables/${id}/join`, { seat: 0 });
    assert.equal(taken.status, 409);
    assertError(taken.body, "seat_taken", "protocol");
    const bot = await api(base, "POST", `/tables/${id}/join`, { seat: 1 });
    assert.equal(bot.status, 409);
    const outOfRange = await api(base, "POST", `/tables/${id}/join`, { seat: 3 });
    assert.equal(outOfRange.status, 400);
    assertError(outOfRange.body, "seat_out_of_range");

    const second = await join(base, id, {});
    assert.equal(second.seat, 2);
    assert.notEqual(second.token, first.token);
    const full = await api(base, "POST", `/tables/${id}/join`, {});
    assert.equal(full.status, 409);
    assertError(full.body, "table_full", "protocol");

    list = await api(base, "GET", "/tables");
    assert.equal(list.body.tables.find((t) => t.table === id).status, "playing");

    // The public view: sizes of the hands and the stock, no card that is not face up.
    const info = await api(base, "GET", `/tables/${id}`);
    assert.equal(info.status, 200);
    assert.equal(info.body.status, "playing");
    assert.equal(info.body.version, 0);
    assert.deepEqual(info.body.scores, [0, 0, 0]);
    const state = rami.newGame("rami51", 3, { seed: 7 });
    const { hand: _h, seat: _s, ...publicView } = rami.view(state, 0);
    assert.deepEqual(info.body.view, publicView);
    assert.equal(info.body.view.hand, undefined);
    assert.deepEqual(info.body.view.hand_sizes, state.hands.map((h) => h.length));
    for (const key of ["hands", "stock", "seed", "hand"]) assert.ok(!(key in info.body.view), key);
    assert.deepEqual(info.body.seats[0], { seat: 0, kind: "player", taken: true, name: "Ana" });
  });

  test("refusals: unknown variant, bad seats, R1 players, bad JSON, unknown field, 404, 405, 413", async () => {
    let r = await api(base, "POST", "/tables", { rules: "rami52", seats: ["player", "greedy"] });
    assert.equal(r.status, 400);
    assertError(r.body, "unknown_variant", "format");
    r = await api(base, "POST", "/tables", { rules: "rami51", seats: ["player", "wizard"] });
    assert.equal(r.status, 400);
    assertError(r.body, "invalid_seats", "format");
    // The refusal names the unknown kind and every kind the server plays.
    assert.match(r.body.error.message, /seat 1 is "wizard"/);
    for (const kind of ["player", "greedy", "random", "ismcts-easy", "ismcts-medium", "ismcts", "ismcts-hard"])
      assert.ok(r.body.error.message.includes(`"${kind}"`), `${kind}: ${r.body.error.message}`);
    r = await api(base, "POST", "/tables", { rules: "rami51", seats: ["player", "ismcts-expert"] });
    assert.equal(r.status, 400);
    assertError(r.body, "invalid_seats", "format");
    r = await api(base, "POST", "/tables", { rules: "rami51", seats: Array(9).fill("random") });
    assert.equal(r.status, 400);
    assertError(r.body, "players_out_of_range", "R1");
    r = await api(base, "POST", "/tables", '{"rules": "rami51", ');
    assert.equal(r.status, 400);
    assertError(r.body, "invalid_json", "format");
    r = await api(base, "POST", "/tables", { rules: "rami51", seats: ["player", "greedy"], colour: "red" });
    assert.equal(r.status, 400);
    assertError(r.body, "unknown_field");
    r = await api(base, "POST", "/tables", { rules: { format: "rami.rules/1", base: "rami51", opening: { minimun: 30 } }, seats: ["player", "greedy"] });
    assert.equal(r.status, 400);
    assertError(r.body, "unknown_field", "format");
    r = await api(base, "POST", "/tables", { rules: "rami51", seats: ["player", "greedy"], turn_seconds: -1 });
    assert.equal(r.status, 400);
    assertError(r.body, "number_out_of_range");
    r = await api(base, "GET", "/tables/nosuchtable");
    assert.equal(r.status, 404);
    assertError(r.body, "unknown_table", "protocol");
    r = await api(base, "POST", "/tables/nosuchtable/join", {});
    assert.equal(r.status, 404);
    r = await api(base, "DELETE", "/tables");
    assert.equal(r.status, 405);
    r = await api(base, "GET", "/nowhere");
    assert.equal(r.status, 404);
    r = await api(base, "POST", "/tables", JSON.stringify({ rules: "rami51", seats: ["player"], pad: "x".repeat(70000) }));
    assert.equal(r.status, 413);
    assertError(r.body, "body_too_large");
  });

  test("a house rule given as a rules document is played by its rules", async () => {
    const rules = { format: "rami.rules/1", base: "rami51", opening: { minimum: 30 } };
    const id = await createTable(base, { rules, seats: ["random", "random"], seed: 3 });
    const info = await api(base, "GET", `/tables/${id}`);
    assert.equal(info.body.view.rules.opening.minimum, 30);
    assert.deepEqual(info.body.rules, rami.parseRules(rules));
  });
});

describe("WebSocket play", () => {
  test("a full round between a client and the server's bots", async () => {
    const id = await createTable(base, { rules: "rami51", seats: ["player", "greedy", "random"], seed: 11 });
    const { seat, token } = await join(base, id);
    const client = Client.connect(base, id, { seat, token });
    const spectator = Client.connect(base, id);
    const over = await playSeat(client, { seed: 5, timeoutMs: 90000 });
    const spectatorOver = await spectator.next((f) => f.type === "over", 20000);
    assert.deepEqual(spectatorOver, over);

    const table = await readTable(db, id);
    assert.equal(table.status, "over");
    const states = replayStates(table);
    assert.deepEqual(over.scores, states.at(-1).result.points);
    // The client saw every version once, each view preceded by its `moved` (after the first).
    const views = client.frames.filter((f) => f.type === "view");
    assert.deepEqual(views.map((v) => v.version), states.map((_, v) => v));
    for (const [i, f] of client.frames.entries()) {
      if (f.type === "view" && f.version > 0) {
        const moved = client.frames[i - 1];
        assert.equal(moved.type, "moved");
        assert.equal(moved.version, f.version);
        assert.deepEqual(moved.move, table.moves[f.version - 1].move);
      }
    }
    // The legal actions came exactly when the client's seat was to act.
    for (const v of views) assert.equal(v.legal !== undefined, states[v.version].current === seat && states[v.version].phase !== "over");
    assert.ok(table.moves.some((m) => m.seat === 1) && table.moves.some((m) => m.seat === 2), "both bots played");
    checkFrames({ seat, frames: client.frames, states, sent: client.sent });
    checkFrames({ seat: null, frames: spectator.frames, states });
    const info = await api(base, "GET", `/tables/${id}`);
    assert.equal(info.body.status, "over");
    assert.deepEqual(info.body.scores, states.at(-1).result.points);
    await client.close();
    await spectator.close();
  });

  test("an ismcts-easy seat plays its moves; the round ends", async () => {
    const id = await createTable(base, { rules: "rami7", seats: ["ismcts-easy", "greedy"], seed: 9 });
    const info = await api(base, "GET", `/tables/${id}`);
    assert.equal(info.body.seats[0].kind, "ismcts-easy");
    const spectator = Client.connect(base, id);
    await spectator.next((f) => f.type === "over", 60000);
    await spectator.close();
    const table = await readTable(db, id);
    assert.equal(table.status, "over");
    const states = replayStates(table); // every stored move is one the engine accepts
    assert.ok(states.at(-1).phase === "over");
    assert.ok(table.moves.some((m) => m.seat === 0) && table.moves.some((m) => m.seat === 1), "both bots played");
    assert.ok(table.moves.every((m) => !m.timeout));
    // The engine took the search bot's own moves, not the server's fallback of a legal action.
    assert.ok(!server.stderr.includes(`bot_move_refused table=${id}`), server.stderr);
    // Each seat kept one bot for all its turns (the search bot's memory lives in it).
    const seated = (seat) => server.stderr.split("\n").filter((line) => line.includes(`bot_seated table=${id} seat=${seat} `)).length;
    const turns = (seat) => table.moves.filter((m) => m.seat === seat).length;
    assert.ok(turns(0) > 1 && turns(1) > 1, "each bot played several moves");
    assert.equal(seated(0), 1, server.stderr);
    assert.equal(seated(1), 1, server.stderr);
  });

  test("refusals: rule errors with code, rule and message; out of turn; stale version; malformed", async () => {
    const id = await createTable(base, { rules: "rami51", seats: ["player", "player"], seed: 21 });
    const a = await join(base, id);
    const b = await join(base, id);
    const ca = Client.connect(base, id, a);
    const cb = Client.connect(base, id, b);
    const fa = await ca.next((f) => f.type === "view");
    const fb = await cb.next((f) => f.type === "view");
    const [toAct, v, other] = fa.legal ? [ca, fa, cb] : [cb, fb, ca];
    assert.equal(fb.legal === undefined, fa.legal !== undefined, "exactly one seat gets the legal actions");
    assert.equal(v.version, 0);
    assert.ok(Array.isArray(v.legal) && v.legal.length > 0);
    const hand = v.view.hand;
    const phase = v.view.phase;

    const expectError = async (client, frame, code, rule) => {
      client.send(frame);
      const e = await client.next((f) => f.type === "error");
      assert.equal(e.error.code, code, JSON.stringify(e));
      if (rule) assert.equal(e.error.rule, rule);
      assert.ok(e.error.message.length > 10);
      return e;
    };
    // The seat to act in phase draw may not discard (R2); in phase play it may not draw (R2), nor
    // discard a card it does not hold (R2), nor lay three cards that are no meld (R3).
    if (phase === "draw") await expectError(toAct, { type: "move", move: { type: "discard", card: hand[0] }, version: 0 }, "must_draw_first", "R2");
    else {
      await expectError(toAct, { type: "move", move: { type: "draw" }, version: 0 }, "already_drawn", "R2");
      const missing = ["AS", "2H", "3D", "4C", "5S", "6H", "7D", "8C"].find((c) => !hand.includes(c));
      await expectError(toAct, { type: "move", move: { type: "discard", card: missing }, version: 0 }, "card_not_in_hand", "R2");
    }
    await expectError(toAct, { type: "move", move: { type: "jump" }, version: 0 }, "invalid_move", "format");
    await expectError(toAct, { type: "action", action: 99999999, version: 0 }, "number_out_of_range", "format");
    await expectError(other, { type: "move", move: { type: "draw" }, version: 0 }, "not_your_turn", "protocol");
    await expectError(toAct, { type: "move", move: { type: "draw" }, version: 5 }, "stale_version", "protocol");
    await expectError(toAct, { type: "move", move: { type: "draw" } }, "bad_frame", "protocol");
    await expectError(toAct, "not json", "invalid_json", "format");
    await expectError(toAct, { type: "hello", version: 0 }, "bad_frame");
    // Nothing changed: the store is still at version 0.
    assert.equal((await readTable(db, id)).version, 0);
    // A legal move is accepted; the same version again is stale.
    toAct.send({ type: "action", action: v.legal[0].id, version: 0 });
    const moved = await toAct.next((f) => f.type === "moved");
    assert.equal(moved.version, 1);
    await expectError(toAct, { type: "action", action: v.legal[0].id, version: 0 }, "stale_version", "protocol");
    assert.equal((await readTable(db, id)).version, 1);
    await ca.close();
    await cb.close();
  });

  test("reconnection with the token gets the current view; a spectator sees no hand and draws as {type: draw}", async () => {
    const id = await createTable(base, { rules: "rami7", seats: ["player", "random"], seed: 5 });
    const me = await join(base, id);
    let c = Client.connect(base, id, me);
    const spectator = Client.connect(base, id);
    // Play a few turns, then leave.
    let turns = 0;
    while (turns < 3) {
      const f = await c.next((x) => x.type === "view" && x.legal && x.version === c.latestView().version);
      const draw = f.legal.find((a) => a.action.type === "draw");
      const choice = draw ?? f.legal.find((a) => a.action.type === "discard") ?? f.legal[0];
      c.send({ type: "action", action: choice.id, version: f.version });
      if (choice.action.type === "discard") turns++;
    }
    await c.next((x) => x.type === "moved" && x.seat === me.seat && x.move.type === "discard");
    await c.close();
    const info = await api(base, "GET", `/tables/${id}`);
    c = Client.connect(base, id, me);
    const back = await c.next((x) => x.type === "view");
    const table = await readTable(db, id);
    const states = replayStates(table);
    assert.ok(back.version >= info.body.version);
    assert.deepEqual(back.view, rami.view(states[back.version], me.seat));
    // The spectator: no hand ever, draws without their card.
    await spectator.next((x) => x.type === "view" && x.version >= back.version);
    for (const f of spectator.frames) {
      if (f.type === "view") assert.ok(!("hand" in f.view) && f.legal === undefined);
      if (f.type === "moved" && f.move.type === "draw") assert.deepEqual(f.move, { type: "draw" });
    }
    assert.ok(spectator.frames.some((f) => f.type === "moved" && f.move.type === "draw"));
    checkFrames({ seat: null, frames: spectator.frames.filter((f) => f.version === undefined || f.version <= table.version), states });
    // A spectator may not move.
    spectator.send({ type: "move", move: { type: "draw" }, version: back.version });
    const e = await spectator.next((x) => x.type === "error");
    assert.equal(e.error.code, "spectator");
    await c.close();
    await spectator.close();
  });

  test("the turn timer: the greedy bot plays a silent seat's turn, moves marked timeout", async () => {
    const id = await createTable(base, { rules: "rami51", seats: ["player", "player"], seed: 9, turn_seconds: 0.5 });
    const a = await join(base, id);
    const b = await join(base, id);
    const ca = Client.connect(base, id, a);
    const cb = Client.connect(base, id, b);
    const start = await ca.next((f) => f.type === "view");
    assert.ok(start.deadline, "a view carries the deadline while a timer runs");
    const deadline = Date.parse(start.deadline);
    assert.ok(Math.abs(deadline - Date.now() - 500) < 2000, start.deadline);
    const seat = start.view.current;
    const timedOut = await ca.next((f) => f.type === "moved", 10000);
    assert.equal(timedOut.timeout, true);
    assert.equal(timedOut.seat, seat);
    assert.ok(Date.now() >= deadline);
    // The turn was played to its end: the other seat acts next, with a new deadline.
    const nextTurn = await ca.next((f) => f.type === "view" && f.view.current !== seat, 10000);
    assert.ok(Date.parse(nextTurn.deadline) > deadline);
    const table = await readTable(db, id);
    assert.ok(table.moves.every((m) => m.timeout), "every move so far was played by the timer");
    assert.ok(table.moves.some((m) => m.move.type === "discard"));
    await ca.close();
    await cb.close();
  });

  test("a wrong token or seat closes with 4001 before any view; an unknown table with 4004", async () => {
    const id = await createTable(base, { rules: "rami51", seats: ["player", "player"], seed: 1 });
    const a = await join(base, id);
    const cases = [
      { seat: a.seat, token: "x".repeat(43) },
      { seat: 1 - a.seat, token: a.token }, // another seat's token
      { seat: a.seat }, // no token
      { token: a.token }, // no seat
      { seat: 7, token: a.token },
      { seat: "0x0", token: a.token },
    ];
    for (const c of cases) {
      const client = Client.connect(base, id, c);
      const closed = await client.closed;
      assert.equal(closed.code, 4001, JSON.stringify(c));
      assert.equal(client.frames.length, 0);
    }
    const unknown = Client.connect(base, "nosuchtable", {});
    assert.equal((await unknown.closed).code, 4004);
    assert.equal(unknown.frames.length, 0);
    const unknownSeat = Client.connect(base, "nosuchtable", a);
    assert.equal((await unknownSeat.closed).code, 4004);
  });

  test("hello: a spectator's socket becomes a seat's by its first frame; a wrong one closes with 4001", async () => {
    const id = await createTable(base, { rules: "rami51", seats: ["player", "player"], seed: 3 });
    const a = await join(base, id);
    const b = await join(base, id);
    // A spectator's socket: the public view, then the seat's own view after its hello.
    const c = Client.connect(base, id);
    const pub = await c.next((f) => f.type === "view");
    assert.equal(pub.view.hand, undefined);
    c.send({ type: "hello", seat: a.seat, token: a.token });
    const mine = await c.next((f) => f.type === "view");
    assert.equal(mine.view.seat, a.seat);
    assert.equal(mine.view.hand.length > 0, true);
    // The socket now plays its seat.
    const first = mine.legal ? c : null;
    if (first) {
      c.send({ type: "action", action: mine.legal[0].id, version: mine.version });
      assert.equal((await c.next((f) => f.type === "moved")).seat, a.seat);
    } else assert.equal(mine.view.current, b.seat);
    // A second hello on a seat's socket is refused; nothing changes.
    c.send({ type: "hello", seat: b.seat, token: b.token });
    assert.equal((await c.next((f) => f.type === "error")).error.code, "bad_frame");
    await c.close();
    // Wrong hellos close with 4001 after the public view only.
    for (const wrong of [{ seat: a.seat, token: b.token }, { seat: "0", token: a.token }, { seat: a.seat }, { seat: 9, token: a.token }, { token: a.token }]) {
      const w = Client.connect(base, id);
      await w.next((f) => f.type === "view");
      w.send({ type: "hello", ...wrong });
      assert.equal((await w.closed).code, 4001, JSON.stringify(wrong));
      assert.ok(w.frames.every((f) => f.type === "view" && f.view.hand === undefined), JSON.stringify(wrong));
    }
    // A hello sent before the first view is answered too (frames wait for the table).
    const early = Client.connect(base, id);
    await new Promise((resolve) => early.ws.once("open", resolve));
    early.send({ type: "hello", seat: b.seat, token: b.token });
    await early.next((f) => f.type === "view" && f.view.seat === b.seat);
    await early.close();
  });

  test("a match goes on round after round until R14 ends it", async () => {
    const id = await createTable(base, { rules: { format: "rami.rules/1", base: "rami7", match: { target: 60 } }, seats: ["random", "greedy"], seed: 2, match: true });
    const spectator = Client.connect(base, id);
    let rounds = 0;
    for (;;) {
      await spectator.next((f) => f.type === "over", 60000);
      rounds++;
      const info = await api(base, "GET", `/tables/${id}`);
      if (info.body.status === "over") break;
      const next = await spectator.next((f) => f.type === "moved" && f.move.type === "next_round", 20000);
      assert.equal(next.seat, null);
      assert.ok(rounds < 50);
    }
    const table = await readTable(db, id);
    const states = replayStates(table);
    assert.equal(table.moves.filter((m) => m.move.type === "next_round").length, rounds - 1);
    assert.ok(Math.max(...states.at(-1).scores.map((s, i) => s + states.at(-1).result.points[i])) >= 60);
    checkFrames({ seat: null, frames: spectator.frames, states });
    await spectator.close();
  });
});

describe("shutdown", () => {
  test("SIGTERM: sockets closed with 1001, exit code 0, tables resume after a restart", async () => {
    const own = `sqlite:${joinPath(dir, "sigterm.db")}`;
    const s = await startServer({ db: own });
    const id = await createTable(s.base, { rules: "rami51", seats: ["player", "greedy"], seed: 4 });
    const me = await join(s.base, id);
    const c = Client.connect(s.base, id, me);
    const v = await c.next((f) => f.type === "view" && f.legal);
    c.send({ type: "action", action: v.legal[0].id, version: v.version });
    await c.next((f) => f.type === "moved");
    assert.equal(await stopServer(s), 0);
    assert.equal((await c.closed).code, 1001);
    assert.match(s.stderr, /stopping/);
    const again = await startServer({ db: own });
    const c2 = Client.connect(again.base, id, me);
    const back = await c2.next((f) => f.type === "view");
    assert.ok(back.version >= 1);
    await c2.close();
    assert.equal(await stopServer(again), 0);
  });
});
