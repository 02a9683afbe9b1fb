import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '@games/core';
import { arbReachableState, scenario } from '@games/testing';
import { readSvgBoard as parts, svgBoardLaws } from '@games/testing/svg';
import { ANIMALS, yunnori, type YunnoriOptions, type YunnoriState } from '@games/yunnori';
import { renderSvg } from '@games/yunnori/svg';

const options: fc.Arbitrary<YunnoriOptions> = fc.oneof(
  fc.record({ players: fc.integer({ min: 2, max: 4 }), pieces: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ version: fc.constant('advanced' as const), animals: fc.array(fc.constantFrom(...ANIMALS), { minLength: 2, maxLength: 4 }) }),
);

function svgOf(state: YunnoriState, seat: number | null, highlight: string[] = []): string {
  return renderSvg(yunnori.view(state, seat), seat, { highlight });
}

describe('yunnori renderSvg', () => {
  it('draws the 29 positions, each clickable by its number, and the start areas', () => {
    const state = unwrap(yunnori.setup({ players: 3 }));
    const found = parts(svgOf(state, 0));
    expect(found.filter((part) => part.kind === 'position').map((part) => part.token)).toEqual(Array.from({ length: 29 }, (_, index) => String(index + 1)));
    const starts = found.filter((part) => part.kind === 'start');
    expect(starts).toHaveLength(3);
    // Only the acting seat's start area is clickable (`0 do` enters one of its pieces).
    expect(starts.map((part) => part.token)).toEqual(['0', null, null]);
    expect(found.filter((part) => part.kind === 'stack')).toEqual([]);
  });

  it('shows stacks on the board and the unused results, both clickable', () => {
    const { state } = scenario(yunnori).setup({ players: 2 }).play('throw yut', 'throw gae', '0 yut');
    const found = parts(svgOf(state, 0, ['gae']));
    expect(found.filter((part) => part.kind === 'stack').map((part) => [part.token, part.attributes['data-owner']])).toEqual([['4', '0']]);
    const results = found.filter((part) => part.kind === 'result');
    expect(results.map((part) => part.token)).toEqual(['gae']);
    expect(results[0]!.classes).toEqual(['highlight']);
  });

  it('every seat and a spectator see the same picture (Yut Nori hides nothing) but for the viewer named', () => {
    fc.assert(
      fc.property(arbReachableState(yunnori, options, { maxPlies: 200 }), ({ state }) => {
        const spectator = svgOf(state, null).replace(/ data-seat="[^"]*"|as [a-z0-9 ]+ sees it/g, '');
        for (let seat = 0; seat < state.players; seat++) expect(svgOf(state, seat).replace(/ data-seat="[^"]*"|as [a-z0-9 ]+ sees it/g, '')).toBe(spectator);
      }),
      { numRuns: 20, seed: 32 },
    );
  });
});

// Well-formed SVG, every word of every legal move on a clickable element, every legal move built by
// clicks (seed 31: 60 runs of up to 200 plies; the clicking law 40 of them).
describe('yunnori renderSvg: the laws of @games/testing/svg', () => {
  for (const law of svgBoardLaws(yunnori, renderSvg, { options, maxPlies: 200, numRuns: 60, clickRuns: 40, seed: 31, statesPerRun: 0 })) it(law.name, law.check);
});
