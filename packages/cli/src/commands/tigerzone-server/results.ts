import { describeOutcome, type Outcome } from '@games/core';
import type { GameResult } from './match.js';

/**
 * One player's line of the tournament's results.
 *
 * @group TigerZone tournament
 */
export interface Standing {
  /** The login. */
  player: string;
  /** Games played. */
  games: number;
  /** Games won (alone), drawn (equal top scores) and lost; a forfeit is a loss for the forfeiter and a win for the other. */
  wins: number;
  draws: number;
  losses: number;
  /** Games this player forfeited. */
  forfeits: number;
  /** Points scored in all games (running scores of forfeited games included). */
  points: number;
}

/**
 * The standings from every game played, best first: most wins, then fewest losses, then most
 * points, then by name. Players who played no game (a lone entrant) are listed with zeros.
 *
 * @group TigerZone tournament
 */
export function standings(players: readonly string[], games: readonly GameResult[]): Standing[] {
  const table = new Map<string, Standing>(players.map((player) => [player, { player, games: 0, wins: 0, draws: 0, losses: 0, forfeits: 0, points: 0 }]));
  for (const game of games) {
    for (const [seat, player] of game.players.entries()) {
      const line = table.get(player);
      if (line === undefined) continue;
      line.games++;
      line.points += game.scores[seat]!;
      if (game.forfeit?.player === player) line.forfeits++;
      if (game.winners.length === 2) line.draws++;
      else if (game.winners.includes(player)) line.wins++;
      else line.losses++;
    }
  }
  return [...table.values()].sort((a, b) => b.wins - a.wins || a.losses - b.losses || b.points - a.points || (a.player < b.player ? -1 : a.player > b.player ? 1 : 0));
}

/**
 * The standings as a text table.
 *
 * @group TigerZone tournament
 */
export function standingsTable(lines: readonly Standing[]): string {
  const width = Math.max(6, ...lines.map((line) => line.player.length));
  const row = (cells: (string | number)[]): string => `${String(cells[0]).padEnd(width)} ${cells.slice(1).map((cell) => String(cell).padStart(7)).join(' ')}`.trimEnd();
  return [row(['player', 'games', 'wins', 'draws', 'losses', 'forfeit', 'points']), ...lines.map((line) => row([line.player, line.games, line.wins, line.draws, line.losses, line.forfeits, line.points]))]
    .map((text) => `${text}\n`)
    .join('');
}

/**
 * One line per game: `challenge 1 round 2 game 1 (TEAMA v TEAMB): TEAMA wins (deck exhausted),
 * scores 54-40` (core's wording of an outcome), or the forfeit that ended it.
 *
 * @group TigerZone tournament
 */
export function gameLine(
  label: string,
  game: { game: string; players: [string, string]; scores: [number, number]; forfeit: { player: string; move: number; reason: string } | null; winners: string[]; outcome: Outcome | null },
): string {
  const head = `${label} game ${game.game} (${game.players[0]} v ${game.players[1]})`;
  if (game.forfeit !== null || game.outcome === null) {
    const forfeit = game.forfeit === null ? 'unfinished' : `${game.forfeit.player} forfeited at move ${game.forfeit.move} (${game.forfeit.reason.trimEnd()})`;
    return `${head}: ${forfeit}, ${game.winners.join(' and ')} wins, scores ${game.scores.join('-')}`;
  }
  return `${head}: ${describeOutcome(game.outcome, { names: (seat) => game.players[seat] ?? `seat ${seat}` })}`;
}
