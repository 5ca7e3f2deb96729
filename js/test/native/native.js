// The native `rami` command, for the differential tests: tools/rami built by the gcc preset
// (build/gcc/tools/rami/rami), or the one RAMI_CLI names.

import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const cli = process.env.RAMI_CLI ?? fileURLToPath(new URL("../../../build/gcc/tools/rami/rami", import.meta.url));
export const haveNative = existsSync(cli);

/** Runs `rami ARGS` with `input` on stdin; its JSON answer as text (exit 1, a refusal, too). */
export function native(args, input) {
  try {
    return execFileSync(cli, args, { input, encoding: "utf8", maxBuffer: 64 << 20 }).trim();
  } catch (e) {
    if (e.status === 1) return e.stdout.trim();
    throw e;
  }
}

/** A few games per variant: its fewest and most players with random bots, greedy against random. */
export function games(variants) {
  return variants.flatMap((v) => [
    { variant: v.id, players: v.min_players, seed: 101, bots: Array(v.min_players).fill("random") },
    { variant: v.id, players: v.max_players, seed: 202, bots: Array(v.max_players).fill("random") },
    { variant: v.id, players: 2, seed: 303, bots: ["greedy", "random"] },
  ]);
}
