// Compiled by tsc --strict with TypeScript's "esnext.disposable" library (../tsconfig.json):
// a Game and a Bot are disposed by `using` at the end of their block.
import { Bot, Game, newGame, view } from "../index.js";
{
  using game = Game.fromJSON(newGame("rami7", 2, { seed: 3 }));
  using bot = new Bot("ismcts-easy", 3 * 31);
  console.log(game.players, view(game, 0).seat, bot.choose(game).type);
}
