/**
 * The legend of each board that uses letters or colours: what `SP`, `M` or a dashed frame means.
 */
import { h } from './dom.js';

const COMMON: readonly [string, string][] = [
  ['yellow dashed ring', 'a choice you can click now'],
  ['heavy black outline', 'what you have chosen'],
  ["dashed frame in a player's colour", "that player's last move"],
];

const LEGENDS: Readonly<Record<string, readonly [string, string][]>> = {
  santorini: [['1, 2, 3', 'building levels'], ['blue dome', 'a dome: no one stands there'], ['shapes', 'the workers of each player']],
  stratego: [
    ['M 9 8 7 6 5 4', 'Marshal, General, Colonel, Major, Captain, Lieutenant, Sergeant'],
    ['3 2 S', 'Miner, Scout, Spy'],
    ['B F', 'Bomb, Flag'],
    ['blank piece', 'an enemy piece whose rank you have not seen; ? once it has moved'],
    ['white dot', 'your piece whose rank the opponent has seen'],
  ],
  yunnori: [['do gae geol yut mo', '1, 2, 3, 4, 5 steps'], ['back-do', 'one step back'], ['0', 'the start area (pieces not yet on the board)']],
  tigerzone: [['J L T', 'jungle, lake, trail edges'], ['X', 'a den'], ['B D P', 'buffalo, deer, boar (prey)']],
  'fiery-dragons': [['SP', 'spider'], ['BA', 'bat'], ['SA', 'salamander'], ['DR', 'baby dragon'], ['☠', 'pirate dragon: move back'], ['white disc on a chit', 'the chit that ended the last turn, shown until the next decision']],
};

/** The legend of a game's board, or `null` when it has none. */
export function legendFor(gameId: string): HTMLElement | null {
  const own = LEGENDS[gameId];
  if (own === undefined) return null;
  return h(
    'details',
    { class: 'panel legend' },
    h('summary', {}, 'Legend'),
    h('dl', {}, ...[...own, ...COMMON].flatMap(([term, meaning]) => [h('dt', {}, term), h('dd', {}, meaning)])),
  );
}
