/**
 * The bots' setup policy: the setup `redSetup: 'policy'` (or `blueSetup`) asks for. A random
 * setup leaves the Flag anywhere, often in the front row where a lone Scout finds it; the policy
 * builds one the way players do, varied by the seed so that an opponent cannot learn it:
 *
 * 1. **Flag** on the back rank, in one of the columns of the seed's pattern (a corner, next to a
 *    corner, or behind the lakes), mirrored left to right at random.
 * 2. **Bombs** around it: the square in front, then the squares beside it on the back rank; the
 *    rest (classic has six) as a decoy fortress on the back rank's other half and in the second
 *    row, never in the front row (Bombs there only block one's own pieces).
 * 3. **Marshal and General** in the third row on opposite halves; the **Spy** beside the
 *    General, to strike an enemy Marshal that attacks it.
 * 4. **Scouts** in the front row's open lanes (columns A, B, E, F, I, K: the others face a lake)
 *    to run at the enemy and reveal its pieces, the rest in the third row.
 * 5. **Miners** in the back two rows, kept for the late game's Bombs.
 * 6. Every other piece at random on the squares left, stronger ranks nearer the front.
 *
 * @module
 */
import { createRng, deriveSeed, int, shuffle } from '@games/core';
import { SIDE } from './board.js';
import { ARMIES, RANK_COUNT, Rank, type Variant } from './pieces.js';

/**
 * The option value that asks for the bots' setup policy, drawn from the seed.
 *
 * @group Setup
 */
export const POLICY_SETUP = 'policy';

/** The setup patterns: where the Flag may stand on the back rank (columns, before mirroring), by name. */
export const SETUP_PATTERNS: readonly { readonly name: string; readonly flagColumns: readonly number[] }[] = [
  { name: 'corner', flagColumns: [0] },
  { name: 'beside-the-corner', flagColumns: [1] },
  { name: 'behind-the-lakes', flagColumns: [2, 3] },
  { name: 'centre', flagColumns: [4] },
];

/** Index in a setup string (back rank first) of `column` in the setup row `rowFromBack` (0 back .. 3 front). */
const at = (rowFromBack: number, column: number): number => rowFromBack * SIDE + column;

/** Columns of the front row that face open ground rather than a lake. */
const LANES = [0, 1, 4, 5, 8, 9];

/**
 * The policy's setup for `seat` in `variant` from `seed`: 40 ranks in setup-string order (back
 * rank first, columns A..K; 0 for an empty square in the small variants). Always the variant's
 * whole army (a test checks every variant and many seeds).
 */
export function policySetup(seed: number, seat: number, variant: Variant): number[] {
  const rng = createRng(deriveSeed(seed, seat === 0 ? 'red policy setup' : 'blue policy setup'));
  const left = ARMIES[variant].slice();
  const ranks = new Array<number>(4 * SIDE).fill(0);
  const mirror = int(rng, 0, 1) === 1;
  const square = (rowFromBack: number, column: number): number => at(rowFromBack, mirror ? SIDE - 1 - column : column);
  const free = (index: number): boolean => ranks[index] === 0;
  const put = (index: number, rank: number): boolean => {
    if (!free(index) || left[rank]! <= 0) return false;
    ranks[index] = rank;
    left[rank]!--;
    return true;
  };
  const pattern = SETUP_PATTERNS[int(rng, 0, SETUP_PATTERNS.length - 1)]!;
  const flagColumn = pattern.flagColumns[int(rng, 0, pattern.flagColumns.length - 1)]!;
  put(square(0, flagColumn), Rank.flag);
  // Bombs: in front of the Flag, then beside it.
  for (const [row, column] of [[1, flagColumn], [0, flagColumn - 1], [0, flagColumn + 1]] as const) {
    if (column >= 0 && column < SIDE) put(square(row, column), Rank.bomb);
  }
  // The rest of the Bombs: a decoy fortress on the other half of the back two rows.
  const decoy = SIDE - 1 - flagColumn;
  for (const [row, column] of shuffle(rng, [[1, decoy], [0, decoy - 1], [0, decoy + 1], [1, decoy - 2], [1, decoy + 2], [0, decoy]] as const)) {
    if (left[Rank.bomb]! <= 0) break;
    if (column >= 0 && column < SIDE) put(square(row, column), Rank.bomb);
  }
  // Marshal and General on opposite halves of the third row; the Spy beside the General. (Placed
  // before the Scouts fill that row: placed after them, the Marshal or General found its square
  // taken half the time and went to the front row, and the Spy anywhere.)
  const generalColumn = int(rng, 0, 4);
  const marshalColumn = int(rng, 5, 9);
  put(square(2, marshalColumn), Rank.marshal);
  put(square(2, generalColumn), Rank.general);
  for (const column of [generalColumn + 1, generalColumn - 1]) if (column >= 0 && put(square(2, column), Rank.spy)) break;
  put(square(1, generalColumn), Rank.spy);
  // Scouts in the open lanes of the front row, then the third row.
  for (const column of shuffle(rng, LANES.slice()).slice(0, 3)) put(square(3, column), Rank.scout);
  for (const column of shuffle(rng, Array.from({ length: SIDE }, (_, index) => index))) put(square(2, column), Rank.scout);
  // Miners at the back.
  for (const index of shuffle(rng, Array.from({ length: 2 * SIDE }, (_, index) => index))) {
    if (left[Rank.miner]! <= 1 && variant === 'classic') break; // keep one Miner for the middle rows
    put(index, Rank.miner);
  }
  // Everything else: stronger ranks to the front rows (squares ordered front first, with a drawn jitter).
  const jitter = new Map<number, number>();
  const open = ranks.flatMap((rank, index) => (rank === 0 ? [index] : []));
  for (const index of open) jitter.set(index, index + int(rng, 0, 14));
  open.sort((a, b) => jitter.get(b)! - jitter.get(a)!);
  for (let rank = Rank.marshal; rank >= Rank.spy; rank--) while (left[rank]! > 0) put(open.find(free)!, rank);
  // Bombs and a Flag the patterns did not place (none in the shipped variants) go to the back.
  const back = open.slice().reverse();
  for (const rank of [Rank.flag, Rank.bomb]) while (left[rank]! > 0) put(back.find(free)!, rank);
  return ranks;
}
