import { createMatch, createRng, deriveSeed, mctsBot, randomBot, type MatchRecord, type Outcome, type Result } from '@games/core';
import { scoresOf, tigerzone, type TigerZoneMove, type TigerZoneOptions, type TigerZoneState } from '@games/tigerzone';

/**
 * One game of a tournament match as the server and the client hold it: the match session of the
 * game, dealt from the announced deck with the deck revealed (as the tournament showed it).
 *
 * @group TigerZone tournament
 */
export interface TournamentGame {
  /** The current state. */
  readonly state: TigerZoneState;
  /** Plays a move in our notation for `seat`; the rules' refusal otherwise (state unchanged). */
  play(seat: number, notation: string): Result<unknown>;
  /** The outcome once all tiles are handled, else null. */
  outcome(): Outcome | null;
  /** Running scores by seat. */
  scores(): number[];
  /** The game as a match record (`games replay` shows it). */
  record(): MatchRecord<TigerZoneOptions>;
}

/**
 * Starts a two-player game on `deck` (the 76 tiles after the start tile, in order).
 *
 * @group TigerZone tournament
 */
export function startGame(deck: readonly string[]): Result<TournamentGame> {
  const created = createMatch(tigerzone, { players: 2, deck: [...deck], revealDeck: true });
  if (!created.ok) return created;
  const match = created.value;
  return {
    ok: true,
    value: {
      get state() {
        return match.state;
      },
      play: (seat, notation) => match.playAs(seat, notation),
      outcome() {
        const actor = match.actor();
        return actor.kind === 'over' ? actor.outcome : null;
      },
      scores: () => scoresOf(match.state),
      record: () => match.record(),
    },
  };
}

/**
 * The bot a tournament client plays with: the strong bot (`mcts`, by default within the time the
 * server gives) or a random one.
 *
 * @group TigerZone tournament
 */
export type TournamentBot = { kind: 'mcts'; iterations?: number; milliseconds?: number } | { kind: 'random' };

/**
 * Our bot's move in `game` for the seat to move, thinking at most `budgetMs` (an `mcts` bot
 * without its own time budget gets this one; one with iterations stops at whichever ends first).
 * The bot's randomness is derived from the move number, so a match replays the same way.
 *
 * @group TigerZone tournament
 */
export function chooseTournamentMove(game: TournamentGame, spec: TournamentBot, budgetMs: number, move: number): Result<TigerZoneMove> {
  const rng = createRng(deriveSeed(move, 'tigerzone-client'));
  if (spec.kind === 'random') return randomBot(tigerzone).chooseMove(game.state, rng);
  const milliseconds = Math.min(spec.milliseconds ?? budgetMs, budgetMs);
  const bot = mctsBot(tigerzone, spec.iterations === undefined ? { milliseconds } : { iterations: spec.iterations, milliseconds });
  return bot.chooseMove(game.state, rng);
}
