// Types of the rami package (index.js). Two layers: the functions take and give states as plain
// objects in the JSON wire format (each call sends the whole state across as text: convenient,
// about 0.3 ms a move), and `Game` keeps a state inside the WebAssembly module and answers with
// numbers (a step in about 1-2 µs). Rules are cited by id: R1 deck and players, R2 start of
// the round, R3 melds, R4 reading a meld, R5 meld points, R6 opening, R7 what a turn ends with,
// R8 taking the discard, R9 laying off, R10 swapping a joker, R11 going out, R12 empty stock,
// R13 scoring, R14 the match. Each variant follows one rule document, named by its title in
// `VariantInfo.source` (e.g. "Rami 40, 50, 51 and Manie de Joker 51 rule book").

/**
 * A card as text: rank then suit, "10H", "QS", "AC", or "JK" for a joker (R1). Input also takes
 * lower case, "T" for 10 and the suit symbols ♠ ♥ ♦ ♣; output is always canonical.
 */
export type Card = string;

/** Cards: an array of cards, or one string of cards separated by spaces ("8S 7S 6S"). */
export type Cards = readonly Card[] | string;

/** The eight variants (docs/variants.md). */
export type VariantId =
  | "rami40"
  | "rami50"
  | "rami51"
  | "manie_joker51"
  | "rami51_kaluki"
  | "rami_francais"
  | "rami7"
  | "rummy_classic";

/** A rule id of the rule set, or "format" for malformed input. */
export type RuleId =
  | "format" | "R1" | "R2" | "R3" | "R4" | "R5" | "R6" | "R7" | "R8" | "R9" | "R10" | "R11" | "R12" | "R13" | "R14";

/**
 * A refusal: malformed input (rule "format": an unknown card, bad JSON, a state that does not
 * load, an argument of the wrong type) or something the rules forbid (rule "R1".."R14"). The
 * codes are those of docs/errors.md ("not_a_meld", "opening_below_minimum", "must_draw_first",
 * ...). A refused call changes nothing.
 */
export class RamiError extends Error {
  readonly name: "RamiError";
  /** Stable snake_case code, e.g. "opening_below_minimum". */
  readonly code: string;
  /** The rule the refusal enforces ("R6"), or "format". */
  readonly rule: RuleId;
  /** A sentence a player understands, with the detail in parentheses (the field, the card). */
  readonly message: string;
}

/** The library version, "MAJOR.MINOR.PATCH" (0.2.0). */
export const version: string;

/** What `variants()` lists for each variant. */
export interface VariantInfo {
  id: VariantId;
  /** The variant's name ("Rami 51"). */
  name: string;
  /** The title of the rule document the variant follows. */
  source: string;
  /** Players the variant takes (R1). */
  min_players: number;
  max_players: number;
  /** Whether the deck holds jokers (R1). */
  jokers: boolean;
}

/** The eight variants, in a fixed order. */
export function variants(): VariantInfo[];

/** One card, read. */
export interface CardInfo {
  /** Canonical text ("10H"). */
  card: Card;
  /** With the suit symbol ("10♥", "🃏" is not used: a joker is "JK"). */
  symbol: string;
  joker: boolean;
  /** 1 (ace) .. 13 (king); null for a joker. */
  rank: number | null;
  /** "S", "H", "D" or "C"; null for a joker. */
  suit: "S" | "H" | "D" | "C" | null;
}

/**
 * Reads one card in any accepted form.
 * @throws RamiError `unknown_card` (format).
 */
export function parseCard(card: string): CardInfo;

/** A meld (séquence: run; brelan / carré: set), read by R3 and R4, with its R5 points. */
export interface Meld {
  kind: "run" | "set";
  /** The cards as laid; a run low to high. */
  cards: Card[];
  /** Per card, the card it stands for: a run joker as its card ("7S"), a set joker as "9?". */
  reading: string[];
  /** Its points toward an opening (R5). */
  points: number;
}

/**
 * Reads cards as one meld of the variant (R3): a run in the order given if they make one,
 * otherwise the reading worth the most points (R4). `as` forces the kind.
 * @throws RamiError R3 (`not_a_meld`, `meld_too_short`, `too_many_jokers`, `run_wraps`, ...),
 *   R1 (`card_not_in_deck`: a joker in a variant without jokers), format (`unknown_card`,
 *   `unknown_variant`, `empty_input`).
 */
export function readMeld(variant: VariantId, cards: Cards, options?: { as?: "run" | "set" }): Meld;

/** Whether the cards read as a meld of the variant (readMeld without the error). */
export function isMeld(variant: VariantId, cards: Cards): boolean;

/** Melds laid together as an opening (première pose, R6). */
export interface Opening {
  /** Their R5 points together. */
  points: number;
  /** Whether one of them is a run of three or more without a joker (tierce franche). */
  tierce_franche: boolean;
  melds: Meld[];
}

/**
 * Whether melds laid together are a legal opening (R6): the variant's minimum (or `minimum`
 * points), the tierce franche in rami_francais, no card more often than the deck holds (R1).
 * @throws RamiError R6 (`opening_below_minimum`, `opening_needs_tierce_franche`,
 *   `opening_empty`), R3 for a meld that does not read (the message names it: "meld 2"),
 *   R1 (`too_many_copies`), format.
 */
export function checkOpening(variant: VariantId, melds: readonly Cards[], options?: { minimum?: number }): Opening;

/** The hand analysis (docs/hand_analysis.md). Points are R5 points, deadwood R13 penalties. */
export interface HandAnalysis {
  /** The best lay-down: for a seat that has not opened, the best legal opening, or none. */
  melds: Meld[];
  /** R5 points of those melds. */
  points: number;
  /** The cards left in hand. */
  left: Card[];
  /** R13 penalty of the cards left. */
  deadwood: number;
  /** The least penalty the hand can be left with by laying melds, opened or not. */
  min_deadwood: number;
  /** Whether the hand can go out now (R11). */
  can_go_out: boolean;
  /** With `afterDiscard`: the card to discard (the one leaving the smallest min_deadwood). */
  discard?: Card;
}

/**
 * Analyses a hand of at most 24 cards.
 * @param options.opened The seat has opened (no R6 constraint on the lay-down).
 * @param options.afterDiscard The hand holds one card more than it keeps: the best discard is
 *   chosen first and the rest analysed without it.
 * @throws RamiError `hand_too_large`, `unknown_card`, `empty_input` (format).
 */
export function analyseHand(variant: VariantId, cards: Cards, options?: { opened?: boolean; afterDiscard?: boolean }): HandAnalysis;

/** Variant options (docs/variants.md); unset ones keep the variant's rule. */
export interface VariantOptions {
  /** R6 minimum, 0..300. */
  opening_minimum?: number;
  /** R6: each later opening must beat the last. */
  beat_previous_opening?: boolean;
  /** R3: runs may go round the corner (Q-K-A-2-3). */
  circular_runs?: boolean;
  /** R1: cards dealt to each seat, 1..22. */
  hand_size?: number;
  /** R14: the total that ends the match, 1..100000. */
  match_target?: number;
}

/** A meld on the table. */
export interface TableMeld {
  /** The seat that laid it. */
  owner: number;
  /** Its cards, a run low to high. */
  cards: Card[];
  kind: "run" | "set";
  /** R4's reading per card (as in Meld). */
  reading: string[];
}

/** How a round ended (R11, R12) and its R13 points per seat (negative is a gain). */
export interface RoundResult {
  /** The seat that went out; null in a deadlock. */
  winner: number | null;
  reason: "out" | "deadlock";
  /** Gone out in one go (rami sec). */
  in_one_go: boolean;
  points: number[];
}

/**
 * A round as a value: "rami.state/1" (docs/json.md). Seats are numbered in play order from 0.
 * States are plain objects: store them, send them, pass them back (or their JSON text).
 */
export interface GameState {
  format: "rami.state/1";
  variant: VariantId;
  options: VariantOptions;
  /**
   * Drives every shuffle (the deal, R12 rebuilds). A 64-bit unsigned number, written here as
   * decimal text because JavaScript numbers hold only 53 bits exactly; `stateToJSON` writes it
   * as the JSON number of the wire format.
   */
  seed: string;
  /** The seat to act. */
  current: number;
  /** draw: the seat must draw (R2); play: it may lay, then must discard (R7); over. */
  phase: "draw" | "play" | "over";
  turn: number;
  /** Every seat's hand. */
  hands: Card[][];
  /** The stock (talon), its top card first. */
  stock: Card[];
  /** The discard pile (défausse), its top card last. */
  discard: Card[];
  table: TableMeld[];
  /** Per seat: has opened (R6). */
  opened: boolean[];
  /**
   * Per seat: had laid a card (a meld or a lay-off) before this turn (R11: going out in one go).
   * Absent on input: equal to `opened`.
   */
  laid: boolean[];
  /** The card taken from the discard pile that must still be laid (R8), or null. */
  taken: Card | null;
  stock_resets: number;
  resets_since_laid: number;
  /** Match totals before this round (R14). */
  scores: number[];
  /** Set once the round is over. */
  result: RoundResult | null;
  first: number;
  taken_this_turn: Card | null;
  laid_this_turn: boolean;
  jokers_to_lay: number;
  hand_lay_offs: number[];
  best_opening: number;
  /** A turn laid one action at a time: table indexes of the melds laid this turn (R6). */
  melds_this_turn: number[];
  laid_off_this_turn: boolean;
  swapped_this_turn: boolean;
  /** The table meld the taken card was laid off onto by an action, or null (R8). */
  taken_laid_onto: number | null;
  /** The rules document, when the rules differ from the named variant's (with its options). */
  rules?: RulesDocument;
}

/** What one seat may see ("rami.view/1"): its own hand, counts for the rest, no seed. */
export interface GameView extends Omit<GameState, "format" | "seed" | "hands" | "stock"> {
  format: "rami.view/1";
  seat: number;
  players: number;
  hand: Card[];
  hand_sizes: number[];
  stock_size: number;
}

/** One step of a play. */
export type PlayStep =
  /** Lay a new meld; `kind` says how to read its cards (else R4). */
  | { meld: Card[]; kind?: "run" | "set" }
  /** Add cards to table meld `meld` (R9); `end` picks the end of a run when both fit. */
  | { lay_off: { meld: number; cards: Card[]; end?: "low" | "high" } }
  /** Put the card(s) a joker stands for into table meld `meld`, freeing the joker (R10). */
  | { swap: { meld: number; cards: Card[] } };

/**
 * One step of a turn (docs/actions.md): draw or take the discard, lay one meld, lay off one card
 * (R9), swap one card (or two of a set) for a joker (R10), discard (R7).
 */
export type Action =
  | { type: "draw" }
  | { type: "take_discard" }
  | { type: "meld"; cards: Card[]; kind?: "run" | "set" }
  | { type: "lay_off"; meld: number; cards: [Card]; end?: "low" | "high" }
  | { type: "swap"; meld: number; cards: Card[] }
  | { type: "discard"; card: Card };

/** A move: an action, or a play of several steps at once (R6, R9, R10). */
export type Move = Action | { type: "play"; steps: PlayStep[] };

/** A legal action and its number in the variant's action space. */
export interface NumberedAction {
  id: number;
  action: Action;
}

/** A state given to a function: the object, its JSON text, or a live Game (read from the module). */
export type StateInput = GameState | string | Game;

/**
 * A rule set as data ("rami.rules/1"): the variant it starts from and only the fields that
 * differ, grouped by rule (`deck`, `deal`, `melds`, `points`, `opening`, `pickup`, `swap`,
 * `scoring`, `match`, ...), e.g. `{format: "rami.rules/1", base: "rami51", opening: {minimum: 30}}`
 * for a house rule of 30 points to open (R6). The fields are those of docs/json.md.
 */
export interface RulesDocument {
  format: "rami.rules/1";
  base: VariantId;
  [group: string]: unknown;
}

/**
 * The rules document of a variant, or of a state's rules (its options applied).
 * @throws RamiError `unknown_variant`, or the state's loading error.
 */
export function rulesDocument(variantOrState: VariantId | StateInput): RulesDocument;

/**
 * Reads and checks a rules document (an object or its JSON text): every field known, every
 * value in range. Returns it in its canonical form.
 * @throws RamiError (format) naming the field: `unknown_field`, `wrong_json_type`,
 *   `number_out_of_range`, `unknown_variant` for the base, ...
 */
export function parseRules(rules: RulesDocument | string): RulesDocument;

/**
 * Deals a round (R1, R2) of a variant, or of a house rule given as a rules document (its state
 * then carries the document in `rules`).
 * @param options.seed The deal's seed (a number, bigint or decimal text); the same seed deals
 *   the same cards in every build of rami. Default: a random one.
 * @param options.first The seat that plays first and gets the extra card (default 0).
 * @throws RamiError `players_out_of_range` (R1), `invalid_option`, `seat_out_of_range`,
 *   `unknown_variant` (format).
 */
export function newGame(
  variant: VariantId | RulesDocument,
  players: number,
  options?: { seed?: number | bigint | string; options?: VariantOptions; first?: number },
): GameState;

/**
 * Reads and checks a state (JSON text or object): every field, and that its cards are exactly
 * the variant's deck.
 * @throws RamiError naming the field at fault: `missing_field`, `wrong_json_type`,
 *   `unknown_card`, `cards_not_deck` (R1), a table meld's R3 code, ... (docs/json.md).
 */
export function loadState(state: StateInput): GameState;

/** The state's wire JSON text, exactly as the `rami` command writes it (seed as a number). */
export function stateToJSON(state: StateInput): string;

/**
 * The state after one move of the seat to act. The state given is not changed.
 * @throws RamiError for a move the rules refuse, with its rule: `must_draw_first` (R2),
 *   `opening_below_minimum` (R6), `taken_card_not_laid` (R8), `lay_off_not_legal` (R9),
 *   `swap_wrong_card` (R10), `hand_would_be_empty` (R7), `round_over` (R7), ...; format errors
 *   for a state that does not load or a malformed move (`invalid_move`).
 */
export function apply(state: StateInput, move: Move | string): GameState;

/** Every legal move of the seat to act ([] once the round is over); each is accepted by apply. */
export function legalMoves(state: StateInput): Move[];

/**
 * Every legal action of the seat to act, complete and without duplicates, by increasing number
 * ([] once the round is over): exactly the actions apply accepts (R2-R12, docs/actions.md).
 * @throws RamiError the state's loading error.
 */
export function legalActions(state: StateInput): NumberedAction[];

/** The size of the variant's numbered action space (fixed per variant, e.g. 32063 for rami51). */
export function actionSpaceSize(variant: string): number;

/** The length of the variant's observations (2755). */
export function observationSize(variant: string): number;

/**
 * The number of `action` in the variant's action space.
 * @throws RamiError `invalid_move` (format) for a play or an action without a number, or the meld's own error (R1, R3).
 */
export function actionId(variant: string, action: Action | string): number;

/**
 * The action numbered `id` in the variant's action space.
 * @throws RamiError `number_out_of_range` (format) outside 0 .. actionSpaceSize - 1.
 */
export function actionFromId(variant: string, id: number): Action;

/**
 * What `seat` sees, as observationSize numbers (docs/actions.md "Observations": hand, discard
 * pile, table, seats relative to `seat`, the round).
 * @throws RamiError `seat_out_of_range` (format).
 */
export function observation(state: StateInput, seat: number): Float32Array;

/**
 * What `seat` may see.
 * @throws RamiError `seat_out_of_range` (format), or the state's loading error.
 */
export function view(state: StateInput, seat: number): GameView;

/**
 * The next round of the match (R14): the next seat deals first, scores carried over.
 * @throws RamiError `round_not_over` (R14).
 */
export function nextRound(state: StateInput): GameState;

/**
 * The built-in bots: "greedy" plays by the hand analysis; "random" picks a legal move uniformly;
 * "ismcts" searches (information set Monte Carlo tree search, 50 ms a decision) and its levels
 * "ismcts-easy", "ismcts-medium", "ismcts-hard" search 100, 600 and 2,400 iterations (the same
 * moves for a seed). docs/bots.md.
 */
export type BotName = "greedy" | "random" | "ismcts" | "ismcts-easy" | "ismcts-medium" | "ismcts-hard";

/**
 * A built-in bot (BotName), seeded with `seed`, kept for a seat's whole round. It sees only the
 * view of the seat to act, and keeps what it saw from one move to the next: its generator, and
 * for the search bots the discards the next seat took, which it deals to that seat's hand
 * (forgotten at a new round; docs/bots.md). So ask one Bot for every move of one seat: seeded
 * with the deal's seed × 31 + the seat, it plays as `rami play` and `playRound` play that seat,
 * where `game.botMove` makes a bot for one call and forgets.
 * Call `dispose()` (or `using`) when done (a dropped bot is freed eventually anyway).
 * @throws RamiError `unknown_value` for another name.
 */
export class Bot {
  constructor(name: BotName, seed?: number | bigint | string);
  readonly name: string;
  /**
   * The move of the seat to act (from a Game, without its state crossing as JSON); the bot
   * remembers the view.
   * @throws RamiError `round_over` (R7), the state's loading error, `game_disposed` for a
   *   disposed Game, or `unknown_value` once the bot is disposed.
   */
  choose(state: StateInput): Move;
  /** Frees the bot's module memory; disposing twice is fine. */
  dispose(): void;
  /** The same as dispose(), for `using`. */
  [Symbol.dispose](): void;
}

/** A round played by bots. */
export interface RoundRecord {
  start: GameState;
  moves: Move[];
  /** null when capped. */
  result: RoundResult | null;
  /** Stopped after maxMoves moves before the round ended. */
  capped: boolean;
  end: GameState;
}

/**
 * Plays a round to its end with one bot per seat, seeded as `rami play` seeds them (the state's
 * seed and the seat), so the same state plays the same round as the `rami` command.
 * @param options.maxMoves Stop after this many moves (default 5000).
 * @throws RamiError `wrong_array_length` (not one bot per seat), `unknown_value` (a bot name).
 */
export function playRound(state: StateInput, bots: readonly BotName[], options?: { maxMoves?: number }): RoundRecord;

declare global {
  interface SymbolConstructor {
    /**
     * The method `using` calls at the end of its block (explicit resource management), declared
     * for TypeScript libraries older than "esnext.disposable"; the package falls back to
     * Symbol.for("Symbol.dispose") where the runtime lacks it.
     */
    readonly dispose: unique symbol;
  }
}

/** The scores of a Game (R13, R14). */
export interface Scores {
  /** This round's points per seat (negative is a gain), or null while the round goes on. */
  round: number[] | null;
  /** Match totals before this round. */
  before: number[];
  /** Match totals after this round (before + round, or before while it goes on). */
  totals: number[];
  /** The seat that won the match (R14), or null. */
  match_winner: number | null;
}

/**
 * A round kept inside the WebAssembly module: an immutable state with its rules, reached by a
 * handle. Per action it costs numbers across the boundary, no JSON: `step(id)` about 1-2 µs,
 * random play (`legalActions` + `step`) about 150,000 actions per CPU second in Node (bench/play.mjs).
 * `step` and `apply` return a new Game and leave this one as it was.
 *
 * Lifetime: each Game holds module memory (about 2 KB) until `dispose()` (or
 * `[Symbol.dispose]()`, so `using game = new Game(...)` works where the runtime has it).
 * A Game dropped undisposed is freed once the garbage collector collects it, but the collector
 * does not see the module's memory: a program that steps in a loop disposes what it drops.
 * Disposing twice is fine; any other use of a disposed Game throws a RamiError `game_disposed`
 * (format).
 *
 * Errors are the functions' RamiErrors: a refused step or apply changes nothing and makes no Game.
 */
export class Game {
  /**
   * Deals a round, as `newGame` does (R1, R2).
   * @throws RamiError `players_out_of_range` (R1), `invalid_option`, `seat_out_of_range`,
   *   `unknown_variant` (format), or the rules document's error.
   */
  constructor(
    variant: VariantId | RulesDocument,
    players: number,
    options?: { seed?: number | bigint | string; options?: VariantOptions; first?: number },
  );
  /**
   * A Game of a state (an object, its JSON text, or a Game's), checked as `loadState` checks it.
   * @throws RamiError the state's loading error (format, or the R1/R3 fault it holds).
   */
  static fromJSON(state: StateInput): Game;
  /** How many Games the module holds now (neither disposed nor collected): a leak shows here. */
  static readonly liveCount: number;

  /**
   * The game after the action numbered `id` (docs/actions.md); this one is unchanged.
   * @throws RamiError `number_out_of_range` outside 0 .. actionSpaceSize - 1 and
   *   `wrong_json_type` for what is not a whole number (format); for an illegal action the rule
   *   it breaks: `already_drawn`, `must_draw_first`, `card_not_in_hand` (R2),
   *   `opening_below_minimum` (R6), `taken_card_not_laid` (R8), `lay_off_before_opening` (R9),
   *   `round_over` (R7), ...
   */
  step(id: number): Game;
  /**
   * The game after a move (an action, or a play of several steps), as `apply` judges it.
   * @throws RamiError as `apply`: the rule refusing it (R2-R14), or `invalid_move`,
   *   `invalid_json`, `unknown_card` (format) for a malformed move.
   */
  apply(move: Move | string): Game;
  /**
   * The next round of the match (R14), scores carried over.
   * @throws RamiError `round_not_over` (R14).
   */
  nextRound(): Game;

  /** The numbers of the legal actions of the seat to act, increasing; empty once the round is over. */
  legalActions(): Int32Array;
  /** Every legal move of the seat to act, as `legalMoves`. */
  legalMoves(): Move[];
  /**
   * The action numbered `id` in this game's rules (legal now or not).
   * @throws RamiError `number_out_of_range` (format).
   */
  action(id: number): Action;
  /**
   * The number of an action in this game's rules.
   * @throws RamiError `invalid_move` (format) for a play, or the meld's own error (R1, R3).
   */
  actionId(action: Action | string): number;
  /** The size of this game's action space (ids are 0 .. actionSpaceSize - 1). */
  readonly actionSpaceSize: number;

  /**
   * What `seat` may see, as `view`.
   * @throws RamiError `seat_out_of_range`, `wrong_json_type` (format).
   */
  view(seat: number): GameView;
  /**
   * What `seat` sees as observationSize numbers, as `observation`.
   * @throws RamiError `seat_out_of_range`, `wrong_json_type` (format).
   */
  observation(seat: number): Float32Array;
  /**
   * The move a built-in bot would make for the seat to act, seeing only that seat's view.
   * Memoryless: the bot is made with `seed` for this one call, so a search bot forgets the
   * discards it saw taken and a "random" bot starts its generator again; keep a `Bot` for a
   * seat's whole round.
   * @throws RamiError `unknown_value` for another bot, `round_over` (R7).
   */
  botMove(bot?: BotName, seed?: number | bigint | string): Move;

  /** The seat to act, 0 .. players - 1; -1 once the round is over. */
  readonly currentSeat: number;
  /** Whether the round is over (R11, R12). */
  readonly isOver: boolean;
  readonly phase: "draw" | "play" | "over";
  /** Seats at the table. */
  readonly players: number;
  /** Turns completed. */
  readonly turn: number;
  readonly scores: Scores;
  /** How the round ended, or null while it goes on. */
  readonly result: RoundResult | null;

  /** The state as an object (the whole state crosses as JSON: only when asked). */
  toJSON(): GameState;
  /** Whether dispose has been called. */
  readonly disposed: boolean;
  /** Frees the module's memory of this game; later uses throw `game_disposed`. Safe twice. */
  dispose(): void;
  [Symbol.dispose](): void;
}
