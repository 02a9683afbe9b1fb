import type { Io } from '../io.js';
import { GAMES } from '../registry.js';

/** `games list`: every game with its player counts and options. */
export function listGames(io: Io): number {
  for (const [id, entry] of Object.entries(GAMES)) {
    const { min, max } = entry.game.players;
    io.out(`${id}  (${min === max ? min : `${min}-${max}`} players)  ${entry.summary}\n`);
    for (const option of entry.options) io.out(`    --option ${option.key}=...  ${option.description}\n`);
  }
  return 0;
}
