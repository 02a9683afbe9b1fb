import { deriveSeed, type SeatSpec } from '@games/core';
import { formatMove, moveNotation, type ServerMessage } from '@games/tigerzone';
import { followEcho, startGame, type TournamentGame } from '../tigerzone/games.js';

/**
 * One game of a match as the client keeps it: our seat, the game, what we sent last, and how it
 * ended.
 *
 * @group TigerZone tournament
 */
export interface ClientGame {
  /** The game id (`1` or `2`). */
  id: string;
  /** Our seat: 0 when we move first. */
  seat: number;
  /** The game, from the announced deck and the echoes. */
  game: TournamentGame;
  /** The notation of our last move sent and not yet echoed. */
  sent: string | null;
  /** Echoes that did not match our state (a move our rules refuse, or not what we sent). */
  mismatches: string[];
  /** Whether our game has lost the server's thread (an echo we could not follow even as ruled). */
  lost: boolean;
  /** The forfeit that ended the game. */
  forfeit: { player: string; move: number; reason: string } | null;
  /** The server's final scores, ours first, once the game is over. */
  serverScores: [number, number] | null;
  /** Whether the game is over (a `GAME <gid> OVER` line came). */
  over: boolean;
}

/**
 * The games of the current match: created from the deck announcement, each game's seat learnt
 * from the first prompt or echo of that game (the mover of move n is seat (n − 1) mod 2).
 *
 * @group TigerZone tournament
 */
export class MatchGames {
  readonly games = new Map<string, ClientGame>();

  /**
   * @param me our login
   * @param deck the announced deck
   * @param bot the seat spec of our bot
   * @param label names the match (challenge and round), from which each game's session seed is derived
   */
  constructor(
    readonly me: string,
    readonly deck: readonly string[],
    readonly bot: SeatSpec,
    readonly label: string,
  ) {}

  /** The game `id`, created on first mention; `moverIsMe` says whether we move at `move`. */
  gameFor(id: string, move: number, moverIsMe: boolean): ClientGame | string {
    const known = this.games.get(id);
    if (known !== undefined) return known;
    if (this.games.size >= 2) return `a third game "${id}" in one match`;
    const moverSeat = (move - 1) % 2;
    const seat = moverIsMe ? moverSeat : 1 - moverSeat;
    const seats: SeatSpec[] = seat === 0 ? [this.bot, { kind: 'human' }] : [{ kind: 'human' }, this.bot];
    const started = startGame(this.deck, seats, deriveSeed(0, `${this.label} game ${id}`));
    if (!started.ok) return `the announced deck is refused: ${started.error.message}`;
    const game: ClientGame = { id, seat, game: started.value, sent: null, mismatches: [], lost: false, forfeit: null, serverScores: null, over: false };
    this.games.set(id, game);
    return game;
  }

  /**
   * Applies an echo: plays the move for the mover's seat. The server is the authority: a follower
   * our rules refuse is followed as it ruled (see `followEcho`) and reported as a mismatch naming
   * the rule it breaks; a move other than we sent is a mismatch too. An echo that cannot be
   * followed at all marks the game lost.
   */
  applyEcho(echo: Extract<ServerMessage, { kind: 'echo' }>): ClientGame | string {
    const game = this.gameFor(echo.game, echo.move, echo.player === this.me);
    if (typeof game === 'string') return game;
    const notation = moveNotation(echo);
    const seat = (echo.move - 1) % 2;
    if (echo.player === this.me) {
      if (game.sent !== notation) game.mismatches.push(`move ${echo.move}: we sent ${game.sent ?? 'nothing'}, the echo says ${notation}`);
      game.sent = null;
    }
    if (game.game.state.drawn !== echo.move - 1) {
      game.mismatches.push(`move ${echo.move}: our game is at move ${game.game.state.drawn + 1}`);
      game.lost = true;
      return game;
    }
    const followed = followEcho(game.game, seat, notation);
    if (!followed.ok) {
      game.mismatches.push(`move ${echo.move}: our rules refuse ${formatMove(echo.action)} (${followed.error.message}) and cannot follow it`);
      game.lost = true;
    } else if (followed.value.ruling !== null) {
      game.game = followed.value.game;
      game.mismatches.push(`move ${echo.move}: the server accepted ${formatMove(echo.action)}, which our rules refuse (${followed.value.ruling}); followed as the server ruled`);
    }
    return game;
  }
}
