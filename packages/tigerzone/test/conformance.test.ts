import { conformance } from '@games/testing/vitest';
import { tigerzone, type TigerZoneOptions } from '@games/tigerzone';

/** A short deck full of all-lake tiles, so that tiles that fit nowhere (and their three moves) come up often. */
const WATERLOGGED = ['LJJJ-', 'JJJJ-', 'LLLL-', 'TJJT-', 'LLLL-', 'JJJJX', 'LLLL-', 'JLLL-', 'LLLL-', 'TLLLC', 'LLLL-', 'JJJJ-', 'LLLL-', 'LLLL-'];

const options: TigerZoneOptions[] = [
  { seed: 1 },
  { seed: 2, players: 3, revealDeck: true },
  { seed: 3, players: 4 },
  { deck: WATERLOGGED },
  { deck: WATERLOGGED, players: 3, revealDeck: true },
];

conformance(tigerzone, { options, maxPlies: 90, numRuns: 30, seed: 6 });
