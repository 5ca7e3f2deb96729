// Builds test positions from a dealt state: named cards are moved from wherever they are
// (stock, hands, discard pile) to where a test wants them, so the state still holds exactly
// the variant's deck and loads.

import { newGame, loadState } from "../index.js";

function takeOut(state, card) {
  for (const pile of [state.stock, ...state.hands, state.discard]) {
    const i = pile.lastIndexOf(card);
    if (i >= 0) {
      pile.splice(i, 1);
      return;
    }
  }
  throw new Error(`${card} is nowhere to take it from`);
}

/**
 * A state of `variant` (dealt with `seed`) where seat `seat` holds exactly `hand`, the table
 * holds `table` ({owner, cards, kind?}), the discard pile `discard` (top last); the hand's
 * other cards go back to the stock. `fields` overrides the rest (phase, current, opened...).
 */
export function arrange(variant, players, { hand, seat = 0, table = [], discard = [], fields = {} } = {}) {
  const s = newGame(variant, players, { seed: 7 });
  if (hand) {
    s.stock.push(...s.hands[seat]);
    s.hands[seat] = [];
  }
  s.stock.push(...s.discard);
  s.discard = [];
  for (const m of table) for (const c of m.cards) takeOut(s, c);
  for (const c of discard) takeOut(s, c);
  if (hand) for (const c of hand) takeOut(s, c);
  s.table = table.map((m) => ({ ...m }));
  s.discard = [...discard];
  if (hand) s.hands[seat] = [...hand];
  Object.assign(s, { current: seat, phase: "play" }, fields);
  return loadState(s);
}
