// The observation tensor against its documented planes, computed here from the view alone and
// plainly (letters of the code turned by the rotation, counts, scores): every plane of every
// state of a few random games, for every seat, at the end included.
import { createRng, pick, unwrap } from '@games/core';
import { tigerzone, type TigerZoneState } from '@games/tigerzone';
import { describe, expect, it } from 'vitest';

const SIDE = 21;
const CELLS = SIDE * SIDE;

/** The tensor of `seat` as the module's table describes it. */
function documented(state: TigerZoneState, seat: number): Float32Array {
  const view = tigerzone.view(state, seat);
  const tensor = new Float32Array(36 * CELLS);
  const at = (plane: number, x: number, y: number) => plane * CELLS + (y + 10) * SIDE + x + 10;
  const inside = (x: number, y: number) => Math.abs(x) <= 10 && Math.abs(y) <= 10;
  const whole = (plane: number, value: number) => tensor.fill(value, plane * CELLS, (plane + 1) * CELLS);
  for (const tile of view.tiles) {
    if (!inside(tile.x, tile.y)) continue;
    tensor[at(0, tile.x, tile.y)] = 1;
    for (let side = 0; side < 4; side++) tensor[at(1 + 3 * side + 'JLT'.indexOf(tile.code[(side + tile.rotation / 90) % 4]!), tile.x, tile.y)] = 1;
    if (tile.code[4] !== '-') tensor[at(13, tile.x, tile.y)] = 1;
    if (tile.crocodile !== null) tensor[at(16, tile.x, tile.y)] = 1;
  }
  for (const tiger of view.tigers) if (inside(tiger.x, tiger.y)) tensor[at(tiger.seat === seat ? 14 : 15, tiger.x, tiger.y)] = 1;
  if (view.currentTile !== null) for (let side = 0; side < 4; side++) whole(17 + 3 * side + 'JLT'.indexOf(view.currentTile[side]!), 1);
  if (view.toMove === seat) whole(29, 1);
  whole(30, view.tilesLeft / 76);
  whole(31, view.scores[seat]! / 100);
  whole(32, Math.max(0, ...view.scores.filter((_, owner) => owner !== seat)) / 100);
  whole(33, view.tigerSupply[seat]! / 7);
  whole(34, view.crocodileSupply[seat]! / 2);
  if (view.outcome !== null) whole(35, 1);
  return tensor;
}

/** Where two tensors first differ, as `plane p, cell c: a vs b`, or `none` (a readable failure, and fast). */
function firstDifference(actual: Float32Array, expected: Float32Array): string {
  if (actual.length !== expected.length) return `length ${actual.length} vs ${expected.length}`;
  for (let index = 0; index < actual.length; index++) {
    if (actual[index] !== expected[index]) return `plane ${Math.floor(index / CELLS)}, cell ${index % CELLS}: ${actual[index]} vs ${expected[index]}`;
  }
  return 'none';
}

describe('the observation tensor', () => {
  it('holds the documented planes in every state of random games, for every seat', () => {
    const observation = tigerzone.observation!;
    let states = 0;
    for (const [seed, players] of [[1, 2], [2, 3]] as const) {
      const rng = createRng(seed);
      let state = unwrap(tigerzone.setup({ seed, players }));
      for (;;) {
        for (let seat = 0; seat < players; seat++) {
          const into = new Float32Array(36 * CELLS);
          observation.observeInto!(tigerzone.view(state, seat), seat, into);
          const expected = documented(state, seat);
          expect(firstDifference(observation.observe(tigerzone.view(state, seat), seat), expected)).toBe('none');
          expect(firstDifference(into, expected)).toBe('none');
        }
        states++;
        if (tigerzone.actor(state).kind !== 'player') break;
        state = unwrap(tigerzone.play(state, pick(rng, tigerzone.legalMoves(state))));
      }
      expect(tigerzone.view(state, 0).outcome).not.toBeNull();
    }
    expect(states).toBeGreaterThan(150);
  });
});
