import { botFor, createRng, createSession, type Result, type SeatSpec, type Session } from '@games/core';
import { tigerzone, type TigerZoneMove, type TigerZoneOptions, type TigerZoneState, type TigerZoneView } from '@games/tigerzone';

/**
 * One game of a tournament match as the server and the client hold it: a match session of
 * TigerZone dealt from the announced deck, the deck revealed (as the tournament showed it).
 *
 * @group TigerZone tournament
 */
export type TournamentGame = Session<TigerZoneState, TigerZoneMove, TigerZoneOptions, TigerZoneView>;

/**
 * Starts a two-player game on `deck` (the 76 tiles after the start tile, in order). `seats` says
 * who plays each seat (default both `human`: moves come from the connections); `seed` is the
 * session's seed, from which a bot seat's randomness is derived per move.
 *
 * @group TigerZone tournament
 */
export function startGame(deck: readonly string[], seats: readonly SeatSpec[] = [{ kind: 'human' }, { kind: 'human' }], seed = 0): Result<TournamentGame> {
  return createSession(tigerzone, { options: { players: 2, deck: [...deck], revealDeck: true }, seats, seed });
}

/**
 * The seat spec a bot plays a prompt with: an `mcts` bot thinks at most `budgetMs` (a bare `mcts`
 * gets exactly that; `mcts:N` stops at whichever of N iterations and the budget ends first;
 * `mcts:Nms` at the smaller time). Other bots are as given.
 *
 * @group TigerZone tournament
 */
export function withinBudget(spec: SeatSpec, budgetMs: number): SeatSpec {
  if (spec.kind !== 'mcts') return spec;
  const milliseconds = Math.max(1, Math.min(spec.milliseconds ?? budgetMs, budgetMs));
  return spec.iterations === undefined ? { kind: 'mcts', milliseconds } : { kind: 'mcts', iterations: spec.iterations, milliseconds };
}

/**
 * The move of the bot that sits in the acting seat of `game`, thinking at most `budgetMs`: the
 * session's own bot request (its seat, its rng seed for this ply, the history the seat may read),
 * answered by the bot `botFor` makes from the seat's spec within the budget. The move is not
 * played: the server's echo plays it. `not-a-bot-turn` when no bot acts.
 *
 * @group TigerZone tournament
 */
export function chooseTournamentMove(game: TournamentGame, budgetMs: number): Result<TigerZoneMove> {
  const request = game.botRequest();
  const next = game.next();
  if (request === null || next.kind !== 'bot') return { ok: false, error: { code: 'not-a-bot-turn', message: 'no bot acts now' } };
  const bot = botFor(tigerzone, withinBudget(next.spec, budgetMs));
  if (!bot.ok) return bot;
  return bot.value.chooseMove(request.state, createRng(request.seed), { seat: request.seat, history: request.history });
}
