/**
 * The game object `stratego`: the `Game` contract over the setup and play phases, with the
 * option metadata hosts read.
 *
 * @module
 */
import type { Actor, Game, OptionInfo, Seat } from '@games/core';
import { collectPieceMoves, collectPlacements } from './moves.js';
import { formatMove, notationFor, parseMove } from './notation.js';
import { VARIANTS } from './pieces.js';
import { redealHiddenRanks, revealsBattle } from './redeal.js';
import { renderText } from './render.js';
import { outcomeOf, playMove } from './rules.js';
import { initialState } from './setup.js';
import type { PieceMove, StrategoMove, StrategoOptions, StrategoState } from './state.js';
import { viewOf, type StrategoView } from './view.js';
import { strategoActions } from './actions.js';
import { strategoObservation } from './observation.js';
import { strategoKnowledge } from './knowledge.js';

function actor(state: StrategoState): Actor<StrategoMove> {
  const outcome = outcomeOf(state);
  return outcome === null ? { kind: 'player', seat: state.toMove } : { kind: 'over', outcome };
}

/** The moves of the last `legalMoves` call, gathered here and copied out at their length (a list grown move by move is copied as it grows). */
const gathered: PieceMove[] = [];

function legalMoves(state: StrategoState): StrategoMove[] {
  if (state.outcome !== null) return [];
  if (state.phase === 'setup') return collectPlacements(state);
  gathered.length = 0;
  collectPieceMoves(state, gathered);
  return gathered.slice();
}

/** The options of {@link stratego}, described for hosts (the CLI's `--option`, forms, servers). */
export const strategoOptions: readonly OptionInfo[] = Object.freeze([
  { name: 'variant', type: 'string', default: 'classic', values: [...VARIANTS], description: 'which army each side has' },
  { name: 'seed', type: 'integer', default: 0, description: 'seed of the random and policy setups (redSetup/blueSetup "random" or "policy")' },
  {
    name: 'redSetup',
    type: 'string',
    description: "Red's whole setup: a 40-letter setup string (row 1 first), a named setup's string, 'random', or 'policy' (the bots' setup policy: Flag at the back behind Bombs); absent: Red places pieces with moves",
  },
  {
    name: 'blueSetup',
    type: 'string',
    description: "Blue's whole setup: a 40-letter setup string (row 10 first), a named setup's string, 'random', or 'policy' (the bots' setup policy); absent: Blue places pieces with moves",
  },
  { name: 'scoutMoveAndAttack', type: 'boolean', default: true, description: 'a Scout may attack at the end of a slide of several squares' },
  {
    name: 'twoSquareLimit',
    type: 'integer',
    default: 3,
    min: 1,
    max: 50,
    nullable: true,
    description: 'two-squares rule: moves in a row one piece may cross the same boundary (3 ISF, 5 Gravon; null off)',
  },
  { name: 'moreSquaresRule', type: 'boolean', default: true, description: 'the more-squares (continuous chase) rule' },
  { name: 'maxPlies', type: 'integer', default: 2000, min: 1, nullable: true, description: 'draw after this many movement plies (null: no limit)' },
  {
    name: 'maxPliesWithoutAttack',
    type: 'integer',
    default: 200,
    min: 1,
    nullable: true,
    description: 'draw after this many movement plies in a row without an attack (null: no limit)',
  },
  { name: 'players', type: 'integer', default: 2, min: 2, max: 2, description: 'the number of players: always 2 (accepted for generic tools)' },
] satisfies OptionInfo[]);

/**
 * Stratego under the ISF rules for two players (seat 0 Red, seat 1 Blue): a setup phase of
 * placement moves, then piece moves with Scout slides, combat with revealing, the two-squares and
 * more-squares repetition rules and the move limits. Variants classic, barrage, duel and
 * ultimate-lightning. Hidden information: each seat sees its own ranks and the enemy ranks the
 * rules have revealed.
 *
 * @example
 * ```ts
 * import { createMatch, createRng, mctsBot, unwrap } from '@games/core';
 * import { stratego } from '@games/stratego';
 *
 * const match = unwrap(createMatch(stratego, { redSetup: 'random', blueSetup: 'random', seed: 7 }));
 * console.log(match.actor());                         // { kind: 'player', seat: 0 }: Red moves first
 * const refused = match.play('E4-E9');                // { ok: false, error: { code: 'too-far', ... } } or another rule's code
 * if (!refused.ok) console.log(refused.error.code);
 * const bot = mctsBot(stratego, { iterations: 200 }); // plays on re-dealt copies: Blue's ranks stay hidden
 * unwrap(match.play(unwrap(bot.chooseMove(match.state, createRng(7)))));
 * console.log(match.view(1).squares.filter((piece) => piece?.owner === 0 && piece.rank === null).length); // 40
 * ```
 *
 * @group Game
 */
export const stratego: Game<StrategoState, StrategoMove, StrategoOptions, StrategoView> = {
  id: 'stratego',
  title: 'Stratego',
  players: { min: 2, max: 2 },
  hiddenInformation: true,
  options: strategoOptions,
  setup: (options) => initialState(options),
  seats: () => 2,
  actor,
  legalMoves,
  play: (state, move) => playMove(state, move),
  view: (state: StrategoState, seat: Seat | null) => viewOf(state, seat, outcomeOf(state)),
  redeal: redealHiddenRanks,
  reveals: revealsBattle,
  notationFor,
  formatMove,
  parseMove: (text: string) => parseMove(text),
  renderText,
  actions: strategoActions,
  observation: strategoObservation,
  knowledge: strategoKnowledge,
};
