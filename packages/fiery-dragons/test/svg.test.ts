import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '@games/core';
import { arbReachableState } from '@games/testing';
import { readSvgBoard as parts, svgBoardLaws } from '@games/testing/svg';
import { fieryDragons, type FieryDragonsOptions, type FieryDragonsState } from '@games/fiery-dragons';
import { renderSvg } from '@games/fiery-dragons/svg';

const options: fc.Arbitrary<FieryDragonsOptions> = fc.record({
  players: fc.integer({ min: 1, max: 4 }),
  seed: fc.nat({ max: 1000 }),
  finish: fc.constantFrom('first-home' as const, 'ranking' as const),
  pirateEndsTurn: fc.boolean(),
  extraChits: fc.record({ freeCave: fc.integer({ min: 0, max: 2 }), swap: fc.integer({ min: 0, max: 2 }) }),
});

function svgOf(state: FieryDragonsState, seat: number | null, highlight: string[] = []): string {
  return renderSvg(fieryDragons.view(state, seat), seat, { highlight });
}

/** Words that tell what a chit shows. */
const CONTENT = /spider|bat|salamander|baby-dragon|pirate|free-cave|swap|\bSP\b|\bBA\b|\bSA\b|\bDR\b/;

describe('fiery-dragons renderSvg', () => {
  it('draws the ring, the caves and every chit, clickable by its number', () => {
    const state = unwrap(fieryDragons.setup({ players: 2, seed: 4 }));
    const found = parts(svgOf(state, 0, ['3']));
    expect(found.filter((part) => part.kind === 'square')).toHaveLength(state.board.squares.length);
    expect(found.filter((part) => part.kind === 'cave')).toHaveLength(state.board.caves.length);
    expect(found.filter((part) => part.kind === 'token')).toHaveLength(2);
    const chits = found.filter((part) => part.kind === 'chit');
    expect(chits.map((part) => part.token)).toEqual(Array.from({ length: 16 }, (_, index) => String(index)));
    expect(chits.filter((part) => part.classes.includes('highlight')).map((part) => part.token)).toEqual(['3']);
    expect(found.filter((part) => part.kind === 'action')).toEqual([]);
  });

  it('nothing hidden leaks: face-down chits show no content', () => {
    fc.assert(
      fc.property(arbReachableState(fieryDragons, options, { maxPlies: 80 }), ({ state }) => {
        for (const seat of [...Array.from({ length: state.players }, (_, each) => each), null]) {
          const view = fieryDragons.view(state, seat);
          const chits = parts(svgOf(state, seat)).filter((part) => part.kind === 'chit');
          expect(chits.map((part) => part.attributes['data-face'])).toEqual(view.chits.map((chit) => (chit === 'face-down' ? 'down' : 'up')));
          for (const chit of chits.filter((part) => part.attributes['data-face'] === 'down')) expect(chit.text).not.toMatch(CONTENT);
        }
      }),
      { numRuns: 40, seed: 52 },
    );
  });

  it('a face-up chit shows what it is', () => {
    let faceUp = 0;
    fc.assert(
      fc.property(arbReachableState(fieryDragons, options, { maxPlies: 40 }), ({ state }) => {
        const view = fieryDragons.view(state, 0);
        const chits = parts(svgOf(state, 0)).filter((part) => part.kind === 'chit');
        view.chits.forEach((chit, index) => {
          if (chit === 'face-down') return;
          faceUp++;
          expect(chits[index]!.attributes['data-face']).toBe('up');
          expect(chits[index]!.text).toMatch(CONTENT);
        });
      }),
      { numRuns: 40, seed: 53 },
    );
    expect(faceUp).toBeGreaterThan(0);
  });
});

// Well-formed SVG, every word of every legal move but `flip` on a clickable element, every legal
// move built by clicks, and the same picture for a re-dealt state (seed 51: 40 runs of up to 80 plies).
describe('fiery-dragons renderSvg: the laws of @games/testing/svg', () => {
  for (const law of svgBoardLaws(fieryDragons, renderSvg, { options, maxPlies: 80, numRuns: 40, seed: 51, statesPerRun: 0, unclickableWords: ['flip'] })) it(law.name, law.check);
});
