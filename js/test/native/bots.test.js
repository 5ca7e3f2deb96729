// A Bot kept for each seat makes the moves of `rami play --json` for the same deal, whose bots
// are kept for the round (`npm run test:native`: the native command, as differential.test.js).

import { test } from "node:test";
import assert from "node:assert/strict";

import { keptRound } from "../kept_round.js";
import { cli, haveNative, native } from "./native.js";

test("kept bots make the moves of rami play", { skip: !haveNative && `no native rami (${cli})` }, () => {
  const record = JSON.parse(native(["play", "--variant", "rami51", "--players", "2", "--seed", "7", "--bots", "ismcts-easy", "--json"]));
  assert.deepEqual(keptRound("rami51", 2, 7, "ismcts-easy").moves, record.rounds[0].moves);
});
