// A bot of your own: a function that looks at the seat's view (never the whole state) and the
// legal moves, and returns a move. This one keeps it simple: it never takes the discard, makes
// the play that lays the most cards, and otherwise discards the card the hand analysis picks.
// It plays rounds of rami51 against the built-in greedy bot, in a loop over Games.
// Usage: node js/examples/custom_bot.mjs   (after the module is built: npm run build)

import * as rami from "../index.js";

/** The number of cards a play lays (0 for any other move). */
function cardsLaid(move) {
  if (move.type !== "play") return 0;
  let n = 0;
  for (const step of move.steps) {
    if ("meld" in step) n += step.meld.length;
    else if ("lay_off" in step) n += step.lay_off.cards.length;
    else n += step.swap.cards.length;
  }
  return n;
}

/** The simple bot: `view` is the seat's view (rami.view/1), `legal` its legal moves. */
function simpleBot(view, legal) {
  if (view.phase === "draw") return { type: "draw" };
  let best = null;
  for (const move of legal) if (cardsLaid(move) > (best ? cardsLaid(best) : 0)) best = move;
  if (best) return best;
  const discards = legal.filter((m) => m.type === "discard");
  if (discards.length === 0) return legal[0];
  // The hand analysis of the seat's own cards: the discard that keeps the least deadwood (R13).
  const { discard } = rami.analyseHand(view.variant, view.hand, { afterDiscard: true, opened: view.opened[view.seat] });
  return discards.find((m) => m.card === discard) ?? discards[0];
}

const greedy = new rami.Bot("greedy");
const wins = [0, 0];
const rounds = 10;
for (let round = 0; round < rounds; ++round) {
  let game = new rami.Game("rami51", 2, { seed: 100 + round, first: round % 2 });
  for (let n = 0; n < 5000 && !game.isOver; ++n) {
    const seat = game.currentSeat;
    const move = seat === 0 ? simpleBot(game.view(seat), game.legalMoves()) : greedy.choose(game);
    const next = game.apply(move); // throws a RamiError for a move the rules refuse: the bot's bug
    game.dispose();
    game = next;
  }
  if (game.result && game.result.winner !== null) ++wins[game.result.winner];
  game.dispose();
}
greedy.dispose();
console.log(`${rounds} rounds of rami51: simple won ${wins[0]}, greedy won ${wins[1]}`);
