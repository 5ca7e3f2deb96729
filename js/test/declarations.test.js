// index.d.ts declares every export of index.js, and nothing that is not exported.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";

import * as rami from "../index.js";

test("every export has a declaration, every declared value is exported", async () => {
  const text = await readFile(new URL("../index.d.ts", import.meta.url), "utf8");
  const declared = [...text.matchAll(/^export (?:declare )?(?:function|class|const) (\w+)/gm)].map((m) => m[1]);
  assert.deepEqual([...new Set(declared)].sort(), Object.keys(rami).sort());
});
