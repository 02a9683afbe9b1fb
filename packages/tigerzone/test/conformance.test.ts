import { conformance } from '@games/core/testing';
import { tigerzone, type TigerZoneOptions, type TigerZoneState } from '@games/tigerzone';

/** A short deck full of all-lake tiles, so that tiles that fit nowhere (and their three moves) come up often. */
const WATERLOGGED = ['LJJJ-', 'JJJJ-', 'LLLL-', 'TJJT-', 'LLLL-', 'JJJJX', 'LLLL-', 'JLLL-', 'LLLL-', 'TLLLC', 'LLLL-', 'JJJJ-', 'LLLL-', 'LLLL-'];

const options: TigerZoneOptions[] = [
  { seed: 1 },
  { seed: 2, players: 3, revealDeck: true },
  { seed: 3, players: 4 },
  { deck: WATERLOGGED },
  { deck: WATERLOGGED, players: 3, revealDeck: true },
];

/** Re-deals what nobody may see: the order of the tiles after the current one (unless revealed). */
function hidden(state: TigerZoneState, _seat: number | null, draw: (max: number) => number): TigerZoneState {
  if (state.revealDeck) return state;
  const rest = state.deck.slice(state.drawn + 1);
  for (let index = rest.length - 1; index > 0; index--) {
    const other = draw(index);
    [rest[index], rest[other]] = [rest[other]!, rest[index]!];
  }
  return { ...state, deck: [...state.deck.slice(0, state.drawn + 1), ...rest] };
}

conformance(tigerzone, { options, maxPlies: 90, numRuns: 30, seed: 6, hidden });
