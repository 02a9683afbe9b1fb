import { botFor, createRng, createSession, err, ok, restoreSession, type BotRequest, type Result, type SeatSpec, type Session } from '@games/core';
import { formatMove, TigerZoneError, tigerzone, type TigerZoneMove, type TigerZoneOptions, type TigerZoneState, type TigerZoneView } from '@games/tigerzone';

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
 * What a bot needs to choose a tournament move, as plain data (it may cross to a worker thread):
 * the session's bot request (seat, state, the rng seed of this ply, the history the seat may read),
 * the bot's seat spec and the time it may think.
 *
 * @group TigerZone tournament
 */
export interface TournamentTask {
  /** The session's bot request for the acting seat. */
  request: BotRequest<TigerZoneState>;
  /** The bot's seat spec. */
  spec: SeatSpec;
  /** The most milliseconds it may think. */
  budgetMs: number;
}

/**
 * The task of the bot that sits in the acting seat of `game`, thinking at most `budgetMs`;
 * `not-a-bot-turn` when no bot acts.
 *
 * @group TigerZone tournament
 */
export function tournamentTask(game: TournamentGame, budgetMs: number): Result<TournamentTask> {
  const request = game.botRequest();
  const next = game.next();
  if (request === null || next.kind !== 'bot') return err('not-a-bot-turn', 'no bot acts now');
  return ok({ request, spec: next.spec, budgetMs });
}

/**
 * Answers a {@link TournamentTask} with the move of the bot `botFor` makes from its spec within
 * its budget, in notation. Runs in the client's thread or in a worker thread.
 *
 * @group TigerZone tournament
 */
export function answerTournamentTask(task: TournamentTask): Result<string> {
  if (typeof task !== 'object' || task === null || typeof task.request !== 'object' || task.request === null) return err('bad-bot-request', 'not a tournament task');
  const bot = botFor(tigerzone, withinBudget(task.spec, task.budgetMs));
  if (!bot.ok) return bot;
  const { request } = task;
  const chosen = bot.value.chooseMove(request.state, createRng(request.seed), { seat: request.seat, history: request.history });
  return chosen.ok ? ok(formatMove(chosen.value)) : chosen;
}

/**
 * Plays the server's echo of a move for `seat`, following the server where our rules refuse a
 * follower it accepted: the game is rebuilt with that move number among its `serverRulings` (a
 * tiger or crocodile beyond the supply, a second crocodile; see the option) and the echo played
 * there, so the game goes on as the server has it and its record still replays. `ruling` is our
 * rules' refusal that was overruled, or null when the move was legal. Any other refusal (a tile
 * that does not fit, a move for another tile) is returned as the error: the server and our game
 * disagree on the board itself.
 *
 * @group TigerZone tournament
 */
export function followEcho(game: TournamentGame, seat: number, notation: string): Result<{ game: TournamentGame; ruling: string | null }> {
  const played = game.play(seat, notation);
  if (played.ok) return ok({ game, ruling: null });
  if (played.error.code !== TigerZoneError.illegalMeeplePlacement) return played;
  const snapshot = game.snapshot();
  const rulings = [...(snapshot.options.serverRulings ?? []), game.state.drawn + 1];
  const rebuilt = restoreSession(tigerzone, { ...snapshot, options: { ...snapshot.options, serverRulings: rulings } });
  if (!rebuilt.ok) return played;
  const again = rebuilt.value.play(seat, notation);
  return again.ok ? ok({ game: rebuilt.value, ruling: played.error.message }) : played;
}
