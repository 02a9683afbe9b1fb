/**
 * The contract every game engine of `@games` implements.
 *
 * A game is a value of type {@link Game}: a handful of pure functions over plain JSON data.
 * Nothing here holds state; a match is a sequence of states produced by {@link Game.play}.
 *
 * @module
 */

/**
 * A 0-based position in turn order.
 *
 * @group Contract
 */
export type Seat = number;

/**
 * Why an input was refused. `code` is stable and kebab-case, so a program can branch on it;
 * `message` is for a person and may change between versions.
 *
 * @group Results and errors
 */
export interface RuleError {
  /** Stable machine-readable reason, such as `not-your-turn` or `illegal-move`. */
  readonly code: string;
  /** Human-readable explanation naming what was wrong. */
  readonly message: string;
}

/**
 * The outcome of an operation that can be refused: a value, or a {@link RuleError}.
 *
 * @group Results and errors
 */
export type Result<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: RuleError };

/**
 * How a finished game ended.
 *
 * @group Contract
 */
export interface Outcome {
  /** Groups of tied seats, best first: `[[0],[1]]` is a win for seat 0, `[[0,1]]` a draw. */
  ranking: Seat[][];
  /** Scores by seat, for games that keep a score. */
  scores?: number[];
  /** Machine-readable reason, such as `flag-captured` or `reached-level-3`. */
  reason: string;
}

/**
 * One outcome of a chance event with its relative weight (weights are positive).
 *
 * @group Contract
 */
export interface ChanceOutcome<M> {
  /** The move that realises this outcome. */
  move: M;
  /** Relative weight, greater than 0; the probability is the weight over the sum of weights. */
  weight: number;
}

/**
 * Who acts in a state: a player seat, chance (with the weighted outcomes to pick from), or
 * nobody because the game is over.
 *
 * @group Contract
 */
export type Actor<M> =
  | { kind: 'player'; seat: Seat }
  | { kind: 'chance'; outcomes: ChanceOutcome<M>[] }
  | { kind: 'over'; outcome: Outcome };

/**
 * The kind of value an option takes, for hosts that read options from text or build forms.
 *
 * @group Contract
 */
export type OptionType = 'integer' | 'number' | 'boolean' | 'string' | 'json';

/**
 * One option of {@link Game.setup}, described for hosts: the CLI's `games list` and
 * `--option`, a web form, and a server's validation all read it, so they need no per-game code.
 * The game's own `setup` stays the authority: it validates the whole options object.
 *
 * @group Contract
 */
export interface OptionInfo {
  /** The option's key in the options object, such as `players` or `variant`. */
  readonly name: string;
  /** The kind of value: `json` for lists and objects (given as JSON text on a command line). */
  readonly type: OptionType;
  /** One line saying what the option does. */
  readonly description: string;
  /** The value used when the option is left out; absent when it depends on other options. */
  readonly default?: unknown;
  /** The allowed values, when there is a short list of them. */
  readonly values?: readonly (string | number | boolean | null)[];
  /** The smallest allowed number, for `integer` and `number` options. */
  readonly min?: number;
  /** The largest allowed number, for `integer` and `number` options. */
  readonly max?: number;
  /** True when `null` is allowed as well (for example to turn a limit off). */
  readonly nullable?: boolean;
}

/**
 * A complete rules engine.
 *
 * Moves are plain objects discriminated by a `kind` field in every game, and whose turn it is
 * comes from {@link Game.actor} alone, so a host needs no game-specific field.
 *
 * @typeParam S - the state: plain JSON data, never mutated by the engine.
 * @typeParam M - a move (one decision of one seat, or one chance outcome): plain JSON data.
 * @typeParam O - the options accepted by {@link Game.setup}.
 * @typeParam V - what one seat (or a spectator) may see of a state.
 *
 * @group Contract
 */
export interface Game<S, M, O, V> {
  /** Stable identifier, such as `santorini`. */
  readonly id: string;
  /** Display name. */
  readonly title: string;
  /** The player counts the game supports. */
  readonly players: { readonly min: number; readonly max: number };
  /**
   * True when some seat may not see everything in a state (hidden ranks, a face-down deck,
   * memory chits): a host then sends each seat its own {@link Game.view} and hides the screen
   * between human seats sharing one device.
   */
  readonly hiddenInformation: boolean;
  /** The options {@link Game.setup} accepts, described for hosts (see {@link OptionInfo}). */
  readonly options: readonly OptionInfo[];
  /** Validates the options and deals the initial state; `options.seed` drives hidden shuffles. */
  setup(options: O): Result<S>;
  /** The number of seats of the match `state` belongs to (seats are `0 .. seats(state) - 1`). */
  seats(state: S): number;
  /** Who acts now. */
  actor(state: S): Actor<M>;
  /** The moves of whoever acts now (chance outcomes too); empty exactly when the game is over. */
  legalMoves(state: S): M[];
  /** Applies a move, returning a new state; ok exactly when `move` is in `legalMoves(state)`. */
  play(state: S, move: M): Result<S>;
  /** What `seat` may see of `state`; `null` is a spectator. */
  view(state: S, seat: Seat | null): V;
  /**
   * Only for games with hidden information: a state that `seat` cannot tell from `state` (its view
   * is the same), with everything hidden from it (from a spectator for `null`) drawn anew with
   * `draw(max)`, an integer 0..max. Search bots play on such re-dealt states rather than the real
   * one, so that they do not use what their seat cannot know (core's `mctsBot` does this whenever
   * a game has it); the conformance suite checks that views stay the same and that the acting seat
   * keeps its legal moves. Returns `state` itself when nothing in it is hidden from `seat`.
   */
  redeal?(state: S, seat: Seat | null, draw: (max: number) => number): S;
  /** The game's notation for a move, on one line. */
  formatMove(move: M): string;
  /** Reads a move in the game's notation in the context of `state`. */
  parseMove(text: string, state: S): Result<M>;
  /**
   * The plain-text board a terminal shows for a view of `seat` (`null`: a spectator), drawn
   * from the view alone, so it shows exactly what that seat may see.
   */
  renderText?(view: V, seat: Seat | null): string;

  // --- Reveals and per-seat notation: what a match session needs to undo and to tell history safely.

  /**
   * Only for games with hidden information: whether playing `move` in `state` shows some seat
   * something that was hidden from it (a flipped chit, a battle that shows ranks, a drawn tile).
   * A match session never undoes across such a move, so no one can take back a decision after
   * seeing what it revealed. Without this member, every move of a game with
   * {@link Game.hiddenInformation} counts as revealing, and no move of a game without.
   */
  reveals?(state: S, move: M): boolean;
  /**
   * Only where the notation itself can hold a secret: `move`, played in `state`, written as
   * `seat` (`null`: a spectator) may know it; Stratego writes an opponent's placement as
   * `place ? E4`. Without this member every participant reads {@link Game.formatMove}.
   */
  notationFor?(state: S, move: M, seat: Seat | null): string;

  // --- Action ids and observation tensors, for research interfaces (issue 28) ---------------
  /**
   * The game's moves as integer action ids (see {@link ActionIds}): what OpenSpiel- and
   * PettingZoo-style learners and `games engine` use. Absent for a game without a table.
   */
  readonly actions?: ActionIds<S, M>;
  /** Each seat's view as a fixed-shape tensor (see {@link ObservationTensor}). */
  readonly observation?: ObservationTensor<S, V>;

  // ---- Game knowledge for search bots (issue 25) -------------------------------------------
  /**
   * Optional: what the game tells search bots about its positions (a leaf evaluation, how far
   * random rollouts go, and for games where a seat remembers, a re-deal that keeps what it saw).
   * Core's `ismctsBot` uses it when present; it never changes the rules. See {@link GameKnowledge}.
   */
  readonly knowledge?: GameKnowledge<S, M>;
  // ---- end of game knowledge ----------------------------------------------------------------
}

/**
 * One earlier move of a match as one seat may know it: who played it (`null`: chance) and its
 * notation. A host passes the list (oldest first) to a bot as the third argument of
 * `chooseMove`, so that the bot remembers what its seat saw earlier in the match.
 *
 * @group Contract
 */
export interface SeenMove {
  /** The seat that played the move, or `null` for a chance outcome. */
  readonly seat: Seat | null;
  /** The move in the game's notation, as that seat may know it. */
  readonly notation: string;
}

/**
 * Game knowledge for search bots ({@link Game.knowledge}), written from the rules.
 *
 * @typeParam S - the game's state.
 * @typeParam M - the game's move.
 *
 * @group Contract
 */
export interface GameKnowledge<S, M = unknown> {
  /**
   * How good `state` looks for each seat: one number in [0, 1] per seat (1 as good as a win, 0
   * as bad as a loss, 0.5 even), indexed by seat. Search bots call it on re-dealt states, so it
   * may read the whole state; where a value depends on what some seat cannot see (an unknown
   * rank), it uses only what that seat knows (counts and probabilities), so that a re-deal does
   * not change it. Must be cheap: it runs at every leaf of a search.
   */
  evaluate(state: S): number[];
  /**
   * How many random plies a search plays from a new leaf before it calls {@link evaluate}
   * (0: evaluate at once). Bots choose a default when absent.
   */
  readonly rolloutPlies?: number;
  /**
   * The exploration constant a search should use with this knowledge (it depends on how
   * {@link evaluate}'s values spread and how far {@link priors} can be trusted); a bot's own
   * `exploration` option wins over it. Bots choose a default when absent (or not a finite
   * number at least 0).
   */
  readonly exploration?: number;
  /**
   * Only for games where a seat remembers hidden things it saw earlier (chits turned face down
   * again): like {@link Game.redeal} for `seat`, but keeping as they are the hidden things that
   * `history` (what `seat` saw, oldest first) showed it. Without it, bots use `redeal`.
   */
  redealRemembering?(state: S, seat: Seat, history: readonly SeenMove[], draw: (max: number) => number): S;
  /**
   * How promising each of `moves` (the acting seat's legal moves in `state`, in that order) looks
   * before any search: one non-negative finite weight per move (they need not sum to 1; bots
   * normalise them). Core's `ismctsBot` uses them as the prior of a PUCT-style selection, so that
   * a search tries likely moves first and spends less on unlikely ones; a weight of 0 keeps a
   * move out of the search (it is never tried, so never chosen, while another move weighs more).
   * Absent (or weights that are not usable: wrong length, negative, not finite, all zero): every
   * move alike. Runs at
   * every node a search visits, on re-dealt states: keep it cheap.
   */
  priors?(state: S, moves: readonly M[]): number[];
  /**
   * The move a search's rollout plays in `state`: an index into `moves` (the acting seat's legal
   * moves, in that order), from a cheap policy that may use `draw(max)` (an integer 0..max) for
   * its randomness. Absent (or an index that is not an integer in range): a uniformly random move.
   */
  rolloutMove?(state: S, moves: readonly M[], draw: (max: number) => number): number;
}

/**
 * A game's table of integer action ids: every decision a seat can take has one id in
 * `0 .. count - 1`, fixed for the game and its options, with a documented meaning. Chance
 * outcomes have no id (they are picked by the host's rng or named in notation).
 *
 * Laws (checked by `@games/testing`): `count` is the same in every state of a match; every legal
 * move of a seat has an id in range; `moveOf(s, idOf(s, m))` equals `m`; distinct legal moves get
 * distinct ids.
 *
 * @group Contract
 */
export interface ActionIds<S, M> {
  /** How many ids the match of `state` has (ids are `0 .. count - 1`); the same in all its states. */
  count(state: S): number;
  /** The id of a seat's move `move` in `state`, or -1 for a chance outcome or a value that is no move. */
  idOf(state: S, move: M): number;
  /**
   * The move an id stands for in `state` (legal or not: {@link Game.play} decides); an error
   * `unknown-action` for an id that is not an integer in range or names no move in this state.
   */
  moveOf(state: S, id: number): Result<M>;
}

/**
 * A seat's view of a state as a `Float32Array` of fixed shape: planes over the board and
 * scalar features, documented by each game. It is computed from the view alone, so it holds
 * nothing the seat may not see, and it is defined at terminal states too.
 *
 * @group Contract
 */
export interface ObservationTensor<S, V> {
  /** The tensor's shape for the match of `state` (row-major); the same in all its states and for every seat. */
  shape(state: S): readonly number[];
  /** The tensor for `seat`, from that seat's view (`game.view(state, seat)`); its length is the product of the shape. */
  observe(view: V, seat: Seat): Float32Array;
  /**
   * Optional: writes the same tensor as {@link ObservationTensor.observe} into `out` (its length
   * the product of the shape, every entry zero when called), allocating nothing. Hosts that step
   * many matches (the `games engine` vectors) fill one buffer with it; absent, they copy `observe`.
   */
  observeInto?(view: V, seat: Seat, out: Float32Array): void;
}

/**
 * Any game, whatever its types: useful for registries and generic tools.
 *
 * @group Contract
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any, any>;

/**
 * The state type of a game.
 *
 * @group Contract
 */
export type StateOf<G> = G extends Game<infer S, unknown, unknown, unknown> ? S : never;
/**
 * The move type of a game.
 *
 * @group Contract
 */
export type MoveOf<G> = G extends Game<unknown, infer M, unknown, unknown> ? M : never;
/**
 * The options type of a game.
 *
 * @group Contract
 */
export type OptionsOf<G> = G extends Game<unknown, unknown, infer O, unknown> ? O : never;
/**
 * The view type of a game.
 *
 * @group Contract
 */
export type ViewOf<G> = G extends Game<unknown, unknown, unknown, infer V> ? V : never;
