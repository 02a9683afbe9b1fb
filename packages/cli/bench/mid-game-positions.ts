// What the bots' benches search: every game with the options of a two-player match, and positions
// where a player acts and has a choice, a few dozen plies into random games.
import { createRng, playout, randomPolicy, unwrap, type AnyGame } from '@games/core';
import { fieryDragons } from '@games/fiery-dragons';
import { santorini } from '@games/santorini';
import { stratego } from '@games/stratego';
import { tigerzone } from '@games/tigerzone';
import { yunnori } from '@games/yunnori';

/** Every game, with the options the benches play it with. */
export const BENCH_GAMES: { game: AnyGame; options: Record<string, unknown> }[] = [
  { game: santorini, options: { players: 2 } },
  { game: stratego, options: { redSetup: 'random', blueSetup: 'random' } },
  { game: yunnori, options: { players: 2 } },
  { game: tigerzone, options: { players: 2 } },
  { game: fieryDragons, options: { players: 2 } },
];

/** Up to `count` positions where a player acts and has a choice, a few dozen plies into seeded random games. */
export function midGamePositions(game: AnyGame, options: Record<string, unknown>, count: number): unknown[] {
  const found: unknown[] = [];
  const rng = createRng(5);
  for (let seed = 0; found.length < count && seed < 500; seed++) {
    const start = unwrap(game.setup({ ...options, seed }));
    const reached = playout(game, start, randomPolicy, rng, { maxPlies: 20 + (seed % 40) });
    if (game.actor(reached.state).kind === 'player' && game.legalMoves(reached.state).length > 1) found.push(reached.state);
  }
  return found;
}
