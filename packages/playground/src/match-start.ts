/**
 * How a page starts its match: the address's options and seats, read by core's parsers, made
 * into a core match session. No DOM here, so the three-host agreement test runs it in Node.
 */
import { createSession, parseOptions, parseSeatSpecs, type AnyGame } from '@games/core';
import type { AnySession } from './any-session.js';
import { matchOptions, type GameInfo } from './games.js';

/** What a page asks for: the address's `opt.<name>` texts and its seat list (`null`: the game's default seats). */
export interface MatchRequest {
  /** Option texts by name, as the address holds them. */
  options: Readonly<Record<string, string>>;
  /** The seat list, or `null` for {@link GameInfo.defaultSeats}. */
  seats: string | null;
}

/** The session a page holds for `request`, or the problems that stop it (in words). */
export function startSession(game: AnyGame, info: GameInfo, request: MatchRequest, seed: number): { session: AnySession | null; problems: string[] } {
  const problems: string[] = [];
  const parsed = parseOptions(game, request.options);
  if (!parsed.ok) problems.push(parsed.error.message);
  const seatText = request.seats ?? info.defaultSeats;
  // the seat count is known only once the options are: a first reading for the bots' own options, then the session's
  const guess = parseSeatSpecs(seatText, Math.max(seatText.split(',').length, game.players.min));
  if (!guess.ok) problems.push(guess.error.message);
  if (problems.length > 0 || !guess.ok || !parsed.ok) return { session: null, problems };
  const options = matchOptions(info, parsed.value as Record<string, unknown>, guess.value);
  if (!('seed' in options)) options.seed = seed;
  const created = createSession(game, { options, seats: fitSeats(game, request.seats === null, seatText, options), seed });
  if (!created.ok) return { session: null, problems: [created.error.message] };
  return { session: created.value as AnySession, problems };
}

/** The default seat list cut to the match's seat count (the default seats name two; a 2-player Fiery Dragons match has two). */
function fitSeats(game: AnyGame, defaults: boolean, text: string, options: Record<string, unknown>): string {
  if (!defaults) return text;
  try {
    const setup = game.setup(options);
    if (!setup.ok) return text;
    return text.split(',').slice(0, game.seats(setup.value)).join(',');
  } catch {
    return text;
  }
}
