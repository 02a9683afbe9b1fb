import { cellKey } from '@games/core/board';
import { arbReachableState } from '@games/testing';
import { TILE_TYPES, tigerzone, type TigerZoneMove, type TigerZoneOptions, type TigerZoneState } from '@games/tigerzone';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const options = fc.record({ seed: fc.integer({ min: 0, max: 10_000 }), players: fc.integer({ min: 2, max: 4 }) }) as fc.Arbitrary<TigerZoneOptions>;
const games = arbReachableState(tigerzone, options, { maxPlies: 76 });
const SETTINGS = { numRuns: 25, seed: 2016 };

const NEIGHBOUR = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
] as const;

/** The face letter a placed tile shows on side s (0 N, 1 E, 2 S, 3 W). */
function face(code: string, rotation: number, side: number): string {
  return code[(side + rotation / 90) % 4]!;
}

function rootOf(parent: number[], element: number): number {
  let current = element;
  while (parent[current] !== current) current = parent[current]!;
  return current;
}

/** Features recomputed from scratch from the board alone: a label per segment, and open ports per label. */
function featuresFromScratch(state: TigerZoneState): { label: number[]; open: Map<number, number> } {
  const label = state.segmentTile.map((_, element) => element);
  const find = (element: number): number => {
    while (label[element] !== element) element = label[element]!;
    return element;
  };
  const at = new Map(state.tiles.map((tile, index) => [`${tile.x},${tile.y}`, index]));
  const segmentAt = (tileIndex: number, port: number): number => {
    const tile = state.tiles[tileIndex]!;
    const turns = tile.rotation / 90;
    const basePort = (port + 3 * turns) % 12;
    const local = TILE_TYPES.find((type) => type.code === tile.code)!.segments.findIndex((segment) => segment.ports.includes(basePort));
    return tile.firstSegment + local;
  };
  let openPorts: [number, number][] = [];
  state.tiles.forEach((tile, index) => {
    for (let port = 0; port < 12; port++) {
      const side = Math.floor(port / 3);
      const [dx, dy] = NEIGHBOUR[side]!;
      const other = at.get(`${tile.x + dx},${tile.y + dy}`);
      const mine = segmentAt(index, port);
      if (other === undefined) {
        openPorts.push([mine, 1]);
        continue;
      }
      const theirs = segmentAt(other, 3 * ((side + 2) % 4) + (2 - (port % 3)));
      const a = find(mine);
      const b = find(theirs);
      if (a !== b) label[Math.max(a, b)] = Math.min(a, b);
    }
  });
  const open = new Map<number, number>();
  openPorts = openPorts.map(([element, count]) => [find(element), count]);
  for (const [root, count] of openPorts) open.set(root, (open.get(root) ?? 0) + count);
  return { label: label.map((_, element) => find(element)), open };
}

describe('properties of random games', () => {
  it('every placed tile matches all its neighbours', () => {
    fc.assert(
      fc.property(games, ({ state }) => {
        const at = new Map(state.tiles.map((tile) => [`${tile.x},${tile.y}`, tile]));
        for (const tile of state.tiles) {
          NEIGHBOUR.forEach(([dx, dy], side) => {
            const other = at.get(`${tile.x + dx},${tile.y + dy}`);
            if (other !== undefined) expect(face(tile.code, tile.rotation, side)).toBe(face(other.code, other.rotation, (side + 2) % 4));
          });
        }
      }),
      SETTINGS,
    );
  });

  it('scores never decrease', () => {
    fc.assert(
      fc.property(games, ({ states }) => {
        for (let index = 1; index < states.length; index++) {
          states[index]!.scores.forEach((score, seat) => expect(score).toBeGreaterThanOrEqual(states[index - 1]!.scores[seat]!));
        }
      }),
      SETTINGS,
    );
  });

  it('tigers on the board plus in supply are always 7 per player; crocodiles never come back', () => {
    fc.assert(
      fc.property(games, ({ states }) => {
        for (const state of states) {
          for (let seat = 0; seat < state.players; seat++) {
            expect(state.tigers.filter((tiger) => tiger.seat === seat).length + state.tigerSupply[seat]!).toBe(7);
            expect(state.tiles.filter((tile) => tile.crocodile === seat).length + state.crocodileSupply[seat]!).toBe(2);
          }
        }
      }),
      SETTINGS,
    );
  });

  it('a feature holds tigers of several players only through joining', () => {
    fc.assert(
      fc.property(games, ({ states, moves }) => {
        moves.forEach((move: TigerZoneMove, index) => {
          const after = states[index + 1]!;
          const before = states[index]!;
          if (move.kind === 'place' && move.follower === 'tiger') {
            const placed = after.tigers.find((tiger) => tiger.x === move.x && tiger.y === move.y);
            if (placed === undefined) return; // scored and home in the same turn
            const root = rootOf(after.parent, placed.segment);
            expect(after.tigers.filter((tiger) => rootOf(after.parent, tiger.segment) === root)).toEqual([placed]);
          }
          if (move.kind === 'unplaceable' && move.action === 'add') {
            const own = after.tigers.find((tiger) => tiger.x === move.x && tiger.y === move.y)!;
            const seatsIn = (state: TigerZoneState): number[] =>
              [...new Set(state.tigers.filter((tiger) => rootOf(state.parent, tiger.segment) === rootOf(state.parent, own.segment)).map((tiger) => tiger.seat))].sort();
            expect(seatsIn(after)).toEqual(seatsIn(before));
          }
        });
      }),
      SETTINGS,
    );
  });

  it('the incremental features and frontier equal a recomputation from the board', () => {
    fc.assert(
      fc.property(games, ({ state }) => {
        const scratch = featuresFromScratch(state);
        const roots = state.segmentTile.map((_, element) => rootOf(state.parent, element));
        // the same partition of segments
        const pairs = new Map<number, number>();
        roots.forEach((root, element) => {
          const label = scratch.label[element]!;
          if (!pairs.has(root)) pairs.set(root, label);
          expect(pairs.get(root)).toBe(label);
        });
        expect(new Set(pairs.values()).size).toBe(pairs.size);
        // the same open ports per feature, and the tiger counts at the roots
        for (const [root, label] of pairs) {
          expect(state.openPorts[root]).toBe(scratch.open.get(label) ?? 0);
          expect(state.tigerCount[root]).toBe(state.tigers.filter((tiger) => rootOf(state.parent, tiger.segment) === root).length);
        }
        // the frontier: every empty cell next to a tile, once
        const taken = new Set(state.tiles.map((tile) => cellKey(tile.x, tile.y)));
        const expected = new Set<number>();
        for (const tile of state.tiles) {
          for (const [dx, dy] of NEIGHBOUR) {
            const key = cellKey(tile.x + dx, tile.y + dy);
            if (!taken.has(key)) expected.add(key);
          }
        }
        expect([...state.open].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
        // and what each open cell requires of a tile's faces
        const at = new Map(state.tiles.map((tile) => [cellKey(tile.x, tile.y), tile]));
        state.open.forEach((key, index) => {
          let need = 0;
          NEIGHBOUR.forEach(([dx, dy], side) => {
            const other = at.get(key + cellKey(dx, dy) - cellKey(0, 0));
            const required = other === undefined ? 3 : 'JLT'.indexOf(face(other.code, other.rotation, (side + 2) % 4));
            need |= required << (2 * side);
            expect(state.openNeighbours[index * 4 + side]).toBe(other === undefined ? -1 : state.tiles.indexOf(other));
          });
          expect(state.openNeeds[index]).toBe(need);
        });
      }),
      SETTINGS,
    );
  });

  it('JSON round trips keep the legal moves', () => {
    fc.assert(
      fc.property(games, ({ state }) => {
        expect(tigerzone.legalMoves(JSON.parse(JSON.stringify(state)) as TigerZoneState)).toEqual(tigerzone.legalMoves(state));
      }),
      { ...SETTINGS, numRuns: 10 },
    );
  });
});
