// Bad input is a 400 with the error document, once, and never a 500, on SQLite and PostgreSQL
// alike: JSON nested deep, NUL characters in text or in a table id, ids and seats of the wrong
// type. Nothing is stored and the server logs no fault.

import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { join as joinPath } from "node:path";
import { api, createTable, postgresDatabase, startServer, stopServer, tempDir } from "./helpers.js";

const stores = [
  ["SQLite", async () => `sqlite:${joinPath(tempDir(), "input.db")}`],
  ["PostgreSQL", () => postgresDatabase("input")],
];

const deep = (n) => "[".repeat(n) + "]".repeat(n);

for (const [name, makeDb] of stores) {
  describe(name, () => {
    let server;
    before(async () => {
      server = await startServer({ db: await makeDb() });
    });
    after(async () => {
      if (!server) return;
      assert.equal(await stopServer(server), 0);
      assert.doesNotMatch(server.stderr, / error /, server.stderr);
    });

    test("deep nesting, NUL characters and wrong types: 400 with code, rule and message", async () => {
      const id = await createTable(server.base, { rules: "rami51", seats: ["player", "greedy"] });
      const cases = [
        ["POST", "/tables", `{"rules":"rami51","seats":${deep(10000)}}`, "too_deep"],
        ["POST", "/tables", `{"rules":{"format":"rami.rules/1","base":"rami51","x":${deep(40)}},"seats":["player","greedy"]}`, "too_deep"],
        ["POST", "/tables", { rules: "rami51\u0000", seats: ["player", "greedy"] }, "invalid_text"],
        ["POST", "/tables", { rules: "rami51", seats: ["player\u0000", "greedy"] }, "invalid_text"],
        ["POST", "/tables", { rules: "rami51", seats: ["player", "greedy"], "se\u0000ed": 1 }, "invalid_text"],
        ["POST", "/tables", { rules: 51, seats: ["player", "greedy"] }, "wrong_json_type"],
        ["POST", "/tables", { rules: "rami51", seats: [0, 1] }, "invalid_seats"],
        ["POST", "/tables", { rules: "rami51", seats: { 0: "player" } }, "invalid_seats"],
        ["POST", `/tables/${id}/join`, { name: "Ana\u0000" }, "invalid_text"],
        ["POST", `/tables/${id}/join`, { name: ["Ana"] }, "wrong_json_type"],
        ["POST", `/tables/${id}/join`, { seat: "0" }, "seat_out_of_range"],
        ["POST", `/tables/${id}/join`, { seat: 0.5 }, "seat_out_of_range"],
        ["POST", `/tables/${id}/join`, `{"seat":${deep(5000)}}`, "too_deep"],
        ["POST", `/tables/${id}/leave`, { seat: 0, token: 12 }, "wrong_json_type"],
        ["POST", `/tables/${id}/leave`, { seat: "0", token: "x" }, "seat_out_of_range"],
      ];
      for (const [method, path, body, code] of cases) {
        const r = await api(server.base, method, path, body);
        assert.equal(r.status, 400, `${path} ${JSON.stringify(body).slice(0, 80)}: ${JSON.stringify(r.body)}`);
        assert.deepEqual(Object.keys(r.body.error).sort(), ["code", "message", "rule"]);
        assert.equal(r.body.error.code, code, JSON.stringify(body).slice(0, 80));
      }
      // A NUL character, or anything else that is not a table id, in the path: unknown table.
      for (const path of [`/tables/${id}%00`, "/tables/%00/join", "/tables/a%00b", `/tables/${"x".repeat(65)}`, "/tables/%C3%A9t%C3%A9"]) {
        const method = path.endsWith("/join") ? "POST" : "GET";
        const r = await api(server.base, method, path, method === "POST" ? {} : undefined);
        assert.equal(r.status, 404, path);
        assert.equal(r.body.error.code, "unknown_table", path);
      }
      // Nothing was taken or stored by the refusals.
      const info = await api(server.base, "GET", `/tables/${id}`);
      assert.equal(info.body.seats[0].taken, false);
      const list = await api(server.base, "GET", "/tables");
      assert.equal(list.body.tables.length, 1);
    });
  });
}
