// The record of a finished table (GET /tables/ID/record): the wire format's rami.record/1, the
// document `rami play --json` writes and `rami replay` checks (docs/json.md, "Records"), built
// from what the store keeps: the first deal's state and the log of moves, replayed by the engine.
// A `next_round` in the log (the server's own move) starts the record's next round.

import * as engine from "./engine.js";

/**
 * The record of a table's history, as JSON text.
 * @param id the table's id
 * @param history what the store's loadHistory returns (config, initial state, seats)
 * @param moves the whole log, [{version, seat, move, timeout}] from version 1, in order
 * @returns the record's text: rounds [{start, moves, result, capped: false}]; a round the table
 *   was closed in (retention) before its end has `result` null
 * @throws RamiError if a logged move no longer replays (never expected: the engine judged it)
 */
export function recordText(id, history, moves) {
  const { config, initial, seats } = history;
  const rounds = [];
  let game = engine.restore(initial);
  let round = { start: game.toJSON(), moves: [] };
  try {
    for (const { move } of moves) {
      if (move.type === "next_round") {
        rounds.push(finish(round, game));
        game = engine.replace(game, engine.replay(game, move));
        round = { start: game.toJSON(), moves: [] };
        continue;
      }
      game = engine.replace(game, engine.replay(game, move));
      round.moves.push(move);
    }
    rounds.push(finish(round, game));
    const record = {
      format: "rami.record/1",
      variant: typeof config.rules === "string" ? config.rules : config.rules.base, // a rules document: its base
      players: config.seats.length,
      seed: initial.seed,
      // One entry per seat, as the table was created: a bot the server played, or "player".
      bots: config.seats,
      rounds,
      ...(config.match ? { match_winner: game.isOver ? engine.scores(game).match_winner : null } : {}),
      table: id,
      // The seats as they ended: a player who left during play is "greedy" from then on.
      seats: seats.map(({ seat, kind, name }) => ({ seat, kind, ...(name ? { name } : {}) })),
    };
    // Seeds are 64-bit: the engine's objects hold them as decimal text, the wire format as
    // numbers. JSON.stringify escapes quotes inside strings, so the pattern only meets the keys.
    return JSON.stringify(record).replace(/"seed":"(\d+)"/g, '"seed":$1');
  } finally {
    game.dispose();
  }
}

// A round's entry: its moves and the engine's result (null for a round stopped before its end).
function finish(round, game) {
  return { start: round.start, moves: round.moves, result: game.result, capped: false };
}
