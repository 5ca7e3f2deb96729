// Compiled by tsc --strict with TypeScript's "esnext.disposable" library (../tsconfig.json):
// a Game is disposed by `using` at the end of its block.
import { Game, newGame, view } from "../index.js";
{
  using game = Game.fromJSON(newGame("rami7", 2, { seed: 3 }));
  console.log(game.players, view(game, 0).seat);
}
