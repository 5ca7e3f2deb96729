// A Game refuses as the functions do, with a RamiError (code, rule, message), and a refused
// call leaves the game as it was and usable.

import { test } from "node:test";
import assert from "node:assert/strict";

import * as rami from "../index.js";

function refused(f, code, rule) {
  assert.throws(f, (e) => {
    assert.ok(e instanceof rami.RamiError, `not a RamiError: ${e}`);
    assert.equal(e.code, code);
    assert.equal(e.rule, rule);
    assert.ok(e.message.length > 10, "a sentence");
    return true;
  });
}

test("illegal actions are refused by the rule they break, and change nothing", () => {
  const game = new rami.Game("rami51", 2, { seed: 3 }); // the first seat plays without drawing (R2)
  const before = rami.stateToJSON(game);
  refused(() => game.step(0), "already_drawn", "R2");
  refused(() => game.apply({ type: "draw" }), "already_drawn", "R2");
  refused(() => game.apply({ type: "play", steps: [{ meld: game.toJSON().hands[0].slice(0, 2) }] }), "meld_too_short", "R3");
  const drawn = game.apply({ type: "discard", card: game.toJSON().hands[0][0] }).step(0); // the next seat draws
  refused(() => drawn.step(0), "already_drawn", "R2");
  const notHeld = [...Array(52).keys()].map((k) => 2 + k).find((id) => !drawn.legalActions().includes(id));
  refused(() => drawn.step(notHeld), "card_not_in_hand", "R2");
  assert.equal(rami.stateToJSON(game), before);
  assert.ok(game.legalActions().length > 0);
});

test("action numbers outside the space or not whole numbers are refused", () => {
  const game = new rami.Game("rami51", 2, { seed: 3 });
  refused(() => game.step(-1), "number_out_of_range", "format");
  refused(() => game.step(game.actionSpaceSize), "number_out_of_range", "format");
  refused(() => game.step(2 ** 40), "number_out_of_range", "format");
  refused(() => game.step(1.5), "wrong_json_type", "format");
  refused(() => game.step("3"), "wrong_json_type", "format");
  refused(() => game.step(), "wrong_json_type", "format");
  refused(() => game.action(game.actionSpaceSize), "number_out_of_range", "format");
  refused(() => game.actionId({ type: "play", steps: [{ meld: ["5H", "6H", "7H"] }] }), "invalid_move", "format");
});

test("malformed moves, states and arguments are refused", () => {
  const game = new rami.Game("rami51", 2, { seed: 3 });
  refused(() => game.apply({ type: "fly" }), "invalid_move", "format");
  refused(() => game.apply("{"), "invalid_json", "format");
  refused(() => game.apply(undefined), "missing_field", "format");
  refused(() => game.apply({ type: "discard", card: "ZZ" }), "unknown_card", "format");
  refused(() => rami.Game.fromJSON("{"), "invalid_json", "format");
  refused(() => rami.Game.fromJSON({ ...game.toJSON(), current: 2 }), "seat_out_of_range", "format");
  refused(() => rami.Game.fromJSON({ ...game.toJSON(), seed: "12x" }), "number_out_of_range", "format");
  refused(() => new rami.Game("poker", 2), "unknown_variant", "format");
  refused(() => new rami.Game("rami51", 9), "players_out_of_range", "R1");
  refused(() => new rami.Game("rami51", 2.5), "wrong_json_type", "format");
  refused(() => new rami.Game({ format: "rami.rules/1", base: "rami51", bogus: 1 }, 2), "unknown_field", "format");
  refused(() => game.view(2), "seat_out_of_range", "format");
  refused(() => game.view(-1), "seat_out_of_range", "format");
  refused(() => game.observation(2), "seat_out_of_range", "format");
  refused(() => game.observation("0"), "wrong_json_type", "format");
  refused(() => game.botMove("clever"), "unknown_value", "format");
  refused(() => game.botMove("random", -1), "number_out_of_range", "format");
  refused(() => game.nextRound(), "round_not_over", "R14");
  assert.equal(game.view(0).format, "rami.view/1");
});

test("an ended round refuses actions and bots", () => {
  const record = rami.playRound(rami.newGame("rami7", 2, { seed: 3 }), ["greedy", "greedy"]);
  const over = rami.Game.fromJSON(record.end);
  assert.ok(over.isOver);
  refused(() => over.step(0), "round_over", "R7");
  refused(() => over.botMove("greedy"), "round_over", "R7");
  const bot = new rami.Bot("greedy");
  refused(() => bot.choose(over), "round_over", "R7");
  bot.dispose();
});
