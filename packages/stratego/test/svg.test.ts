import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '@games/core';
import { arbReachableState, scenario } from '@games/testing';
import { readSvgBoard as parts, svgBoardLaws } from '@games/testing/svg';
import { ARMIES, LAKE_SQUARES, RANK_LETTERS, RANK_NAMES, SQUARE_NAMES, stratego, type StrategoOptions, type StrategoState } from '@games/stratego';
import { renderSvg } from '@games/stratego/svg';

const playOptions = fc.record<StrategoOptions>({
  variant: fc.constantFrom('classic', 'barrage', 'duel', 'ultimate-lightning'),
  seed: fc.nat({ max: 1000 }),
  redSetup: fc.constant('random'),
  blueSetup: fc.constant('random'),
});
const setupOptions = fc.record<StrategoOptions>({ variant: fc.constantFrom('classic', 'barrage'), seed: fc.nat({ max: 1000 }) });

function svgOf(state: StrategoState, seat: number | null, highlight: string[] = []): string {
  return renderSvg(stratego.view(state, seat), seat, { highlight });
}

describe('stratego renderSvg: structure', () => {
  const start = unwrap(stratego.setup({ redSetup: 'random', blueSetup: 'random', seed: 3 }));

  it('is one well-formed svg with a clickable element per land square and a lake element per lake square', () => {
    const found = parts(svgOf(start, 0));
    const squares = found.filter((part) => part.kind === 'square');
    expect(squares).toHaveLength(92);
    expect(new Set(squares.map((part) => part.token))).toEqual(new Set(SQUARE_NAMES.filter((_, square) => !LAKE_SQUARES.includes(square))));
    expect(found.filter((part) => part.kind === 'lake').map((part) => part.token)).toEqual(new Array(8).fill(null));
    expect(found.filter((part) => part.kind === 'piece')).toHaveLength(80);
  });

  it('marks the highlighted tokens, and only those', () => {
    const found = parts(svgOf(start, 0, ['E4', 'E5']));
    const marked = found.filter((part) => part.classes.includes('highlight'));
    expect(new Set(marked.map((part) => part.token))).toEqual(new Set(['E4', 'E5']));
    expect(marked.map((part) => part.kind).sort()).toEqual(['piece', 'square', 'square']);
  });

  it('offers the reserve by rank letter during the setup', () => {
    const setup = unwrap(stratego.setup({ variant: 'barrage' }));
    const found = parts(svgOf(setup, 0));
    const army = ARMIES.barrage.flatMap((count, rank) => (rank > 0 && count > 0 ? [RANK_LETTERS[rank]] : []));
    expect(army.length).toBeGreaterThan(4);
    expect(found.filter((part) => part.kind === 'reserve').map((part) => part.token).sort()).toEqual(army.sort());
  });
});

// Well-formed SVG, every word of every legal move but `place` on a clickable element, every legal
// move built by clicks, and the same picture for a re-dealt state: in play (seed 11: 30 runs of up
// to 150 plies, the clicking law 15 of them) and during the setup (seed 12: 15 runs of up to 60, the
// clicking law 5 of them).
describe('stratego renderSvg: the laws of @games/testing/svg, in play', () => {
  for (const law of svgBoardLaws(stratego, renderSvg, { options: playOptions, maxPlies: 150, numRuns: 30, clickRuns: 15, seed: 11, statesPerRun: 0, unclickableWords: ['place'] })) it(law.name, law.check);
});

describe('stratego renderSvg: the laws of @games/testing/svg, during the setup', () => {
  for (const law of svgBoardLaws(stratego, renderSvg, { options: setupOptions, maxPlies: 60, numRuns: 15, clickRuns: 5, seed: 12, statesPerRun: 0, unclickableWords: ['place'] })) it(law.name, law.check);
});

describe('stratego renderSvg: nothing hidden leaks', () => {
  it("a seat's picture names the rank of an enemy piece only when the view shows it", () => {
    fc.assert(
      fc.property(arbReachableState(stratego, fc.oneof(playOptions, setupOptions), { maxPlies: 150 }), ({ state }) => {
        for (const seat of [0, 1, null]) {
          const view = stratego.view(state, seat);
          const svg = svgOf(state, seat);
          const found = parts(svg);
          for (const side of [0, 1]) {
            if (side === seat) continue;
            const name = side === 0 ? 'Red' : 'Blue';
            const pieces = found.filter((part) => part.kind === 'piece' && part.attributes['data-owner'] === String(side));
            const visible = view.squares.filter((piece) => piece !== null && piece.owner === side);
            expect(pieces).toHaveLength(visible.length);
            for (let rank = 1; rank <= 12; rank++) {
              const shown = visible.filter((piece) => piece!.rank === rank).length;
              expect(svg.split(`${name} ${RANK_NAMES[rank]} (`).length - 1).toBe(shown);
            }
            // A face-down piece carries no rank letter: only `?` (moved) or nothing.
            for (const piece of pieces.filter((part) => part.text.includes('rank unknown'))) {
              expect(piece.text.replace(/^.*?(has moved|has not moved)/, '')).toMatch(/^\??$/);
            }
          }
        }
      }),
      { numRuns: 40, seed: 14 },
    );
  });

  it("during the setup Red's picture holds none of Blue's placements", () => {
    const { state } = scenario(stratego).setup({ variant: 'barrage', redSetup: 'F.B.S2.2.3/9M......../........../..........' }).play('place M E7');
    const red = parts(svgOf(state, 0));
    expect(red.filter((part) => part.kind === 'piece' && part.attributes['data-owner'] === '1')).toEqual([]);
    expect(red.filter((part) => part.kind === 'piece' && part.attributes['data-owner'] === '0')).toHaveLength(8);
    expect(svgOf(state, 0)).not.toContain('Blue Marshal');
  });
});
