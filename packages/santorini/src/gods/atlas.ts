import { BLOCK, DOME_BIT, type GodPower } from '../power.js';

/** Atlas: his worker may build a dome at any level. */
export const atlas: GodPower = {
  name: 'atlas',
  title: 'Atlas',
  summary: 'His worker may build a dome at any level.',
  playerCounts: [2, 3, 4],
  buildOptions: (_state, _square, level) => (level < 3 ? BLOCK | DOME_BIT : DOME_BIT),
};
