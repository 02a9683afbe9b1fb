import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, int, unwrap } from '@games/core';
import { arbReachableState } from '@games/testing';
import { readSvgBoard as parts, svgBoardLaws } from '@games/testing/svg';
import { santorini, type SantoriniOptions, type SantoriniState, type SeatGod } from '@games/santorini';
import { renderSvg } from '@games/santorini/svg';

const SQUARE_NAMES = Array.from({ length: 25 }, (_, square) => `${'ABCDE'[square % 5]}${Math.floor(square / 5) + 1}`);

const VERBS = new Set(['place', 'build', 'dome', 'remove']);

const options = fc.record<SantoriniOptions>({
  gods: fc.constantFrom<SeatGod[]>(['mortal', 'mortal'], ['apollo', 'chaos'], ['chaos', 'athena'], ['atlas', 'demeter'], ['artemis', 'hermes'], ['prometheus', 'ares'], ['chaos', 'pan', 'minotaur'], ['mortal', 'mortal', 'mortal', 'mortal']),
  seed: fc.nat({ max: 1000 }),
});

function svgOf(state: SantoriniState, seat: number | null, highlight: string[] = []): string {
  return renderSvg(santorini.view(state, seat), seat, { highlight });
}

describe('santorini renderSvg', () => {
  it('draws the 25 spaces, each clickable by its name, and the workers on their spaces', () => {
    let state = unwrap(santorini.setup({}));
    for (const text of ['place C3', 'place D4', 'place B2', 'place E5']) state = unwrap(santorini.play(state, unwrap(santorini.parseMove(text, state))));
    const found = parts(svgOf(state, 0));
    const squares = found.filter((part) => part.kind === 'square');
    expect(squares.map((part) => part.token)).toEqual([...SQUARE_NAMES]);
    expect(found.filter((part) => part.kind === 'worker').map((part) => part.token)).toEqual(['C3', 'D4', 'B2', 'E5']);
    expect(found.find((part) => part.kind === 'worker' && part.token === 'B2')!.text).toContain('seat 1');
  });

  it('marks the highlighted tokens, and only those', () => {
    const state = unwrap(santorini.setup({}));
    const marked = parts(svgOf(state, 0, ['A1', 'E5'])).filter((part) => part.classes.includes('highlight'));
    expect(marked.map((part) => part.token)).toEqual(['A1', 'E5']);
  });

  it("nothing hidden leaks: Chaos' deck order and seed are not in the picture (a re-dealt state draws the same)", () => {
    const chaos = fc.record<SantoriniOptions>({ gods: fc.constantFrom(['chaos', 'apollo'], ['athena', 'chaos'], ['chaos', 'pan', 'atlas']), seed: fc.nat({ max: 1000 }) });
    fc.assert(
      fc.property(arbReachableState(santorini, chaos, { maxPlies: 80 }), fc.nat(), ({ state }, seed) => {
        for (const seat of [...Array.from({ length: state.players }, (_, each) => each), null]) {
          const rng = createRng(seed);
          const redealt = santorini.redeal!(state, seat, (max) => int(rng, 0, max));
          expect(svgOf(redealt, seat)).toBe(svgOf(state, seat));
          const data = state.powers[state.gods.indexOf('chaos')] as { deck: string[] };
          // The draw pile's order never appears: no two of its gods are written one after the other.
          if (data.deck.length >= 2) expect(svgOf(state, seat)).not.toContain(data.deck.slice(0, 2).join(','));
        }
      }),
      { numRuns: 30, seed: 22 },
    );
  });
});

// Well-formed SVG, every square and `pass` of every legal move on a clickable element, every legal
// move built by clicks (but `build B4` and `dome B4`, told apart by buttons) and the same picture
// for a re-dealt state (seed 21: 60 runs of up to 60 plies; the clicking law 40 of them).
describe('santorini renderSvg: the laws of @games/testing/svg', () => {
  const verbs = [...VERBS];
  for (const law of svgBoardLaws(santorini, renderSvg, { options, maxPlies: 60, numRuns: 60, clickRuns: 40, seed: 21, statesPerRun: 0, unclickableWords: verbs, buttonWords: verbs })) it(law.name, law.check);
});
