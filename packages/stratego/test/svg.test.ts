import { DOMParser, type Element as XmlElement } from '@xmldom/xmldom';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, int, unwrap } from '@games/core';
import { mentions, narrowMoves, nextChoices, notationWords } from '@games/core/svg';
import { arbReachableState, scenario } from '@games/testing';
import { ARMIES, LAKE_SQUARES, RANK_LETTERS, RANK_NAMES, SQUARE_NAMES, stratego, type StrategoOptions, type StrategoState } from '@games/stratego';
import { renderSvg } from '@games/stratego/svg';

interface Clickable {
  token: string | null;
  kind: string;
  classes: string[];
  owner: string | null;
  text: string;
}

/** Parses an SVG string with a real XML parser (any well-formedness problem throws) and lists the elements that carry `data-kind`. */
function parts(svg: string): Clickable[] {
  const problems: string[] = [];
  const document = new DOMParser({ onError: (level, message) => void problems.push(`${level}: ${message}`) }).parseFromString(svg, 'image/svg+xml');
  if (problems.length > 0) throw new Error(problems.join('\n'));
  // xmldom lets a bare `&` through: every ampersand must start an entity.
  expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  const root = document.documentElement!;
  expect(root.tagName).toBe('svg');
  expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
  expect(root.getAttribute('viewBox')).toMatch(/^0 0 \d+(\.\d+)? \d+(\.\d+)?$/);
  const found: Clickable[] = [];
  const all = root.getElementsByTagName('*');
  for (let index = 0; index < all.length; index++) {
    const element = all.item(index) as XmlElement;
    const kind = element.getAttribute('data-kind');
    if (kind === null) continue;
    found.push({
      token: element.getAttribute('data-notation'),
      kind,
      classes: (element.getAttribute('class') ?? '').split(' ').filter((name) => name !== ''),
      owner: element.getAttribute('data-owner'),
      text: element.textContent ?? '',
    });
  }
  return found;
}

/**
 * Plays the part of a user interface that knows no rules: draws the board with the tokens clicked
 * so far as `selected`, clicks a next choice that `target` mentions, until no choice narrows the
 * moves further. Returns the moves left.
 */
function clickThrough(notations: string[], target: string, tokensFor: (selected: string[]) => Iterable<string>): string[] {
  const chosen: string[] = [];
  for (;;) {
    const left = narrowMoves(notations, chosen);
    if (left.length <= 1) return left;
    const next = nextChoices(notations, chosen, tokensFor(chosen)).find((token) => mentions(target, token));
    if (next === undefined) return left;
    chosen.push(next);
  }
}

const tokens = (svg: string): Set<string> => new Set(parts(svg).flatMap((part) => (part.token === null ? [] : [part.token])));

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

  it('every word of every legal move but `place` is the token of a clickable element', () => {
    const check = ({ state }: { state: StrategoState }): void => {
      const actor = stratego.actor(state);
      if (actor.kind !== 'player') return;
      const present = tokens(svgOf(state, actor.seat));
      for (const move of stratego.legalMoves(state)) {
        for (const word of notationWords(stratego.formatMove(move))) if (word !== 'place') expect(present, stratego.formatMove(move)).toContain(word);
      }
    };
    fc.assert(fc.property(arbReachableState(stratego, playOptions, { maxPlies: 150 }), check), { numRuns: 30, seed: 11 });
    fc.assert(fc.property(arbReachableState(stratego, setupOptions, { maxPlies: 60 }), check), { numRuns: 15, seed: 12 });
  });

  it('a user interface that knows no rules reaches every legal move by clicking the board', () => {
    fc.assert(
      fc.property(arbReachableState(stratego, playOptions, { maxPlies: 150 }), ({ state }) => {
        const actor = stratego.actor(state);
        if (actor.kind !== 'player') return;
        const view = stratego.view(state, actor.seat);
        const drawn = new Map<string, Set<string>>();
        const tokensFor = (selected: string[]): Set<string> => {
          const key = selected.join('|');
          if (!drawn.has(key)) drawn.set(key, new Set(parts(renderSvg(view, actor.seat, { selected })).flatMap((part) => (part.token === null ? [] : [part.token]))));
          return drawn.get(key)!;
        };
        const notations = stratego.legalMoves(state).map((move) => stratego.formatMove(move));
        for (const target of notations.slice(0, 20)) {
          const left = clickThrough(notations, target, tokensFor);
          expect(left, target).toContain(target);
          expect(left).toEqual([target]);
        }
      }),
      { numRuns: 15, seed: 15 },
    );
  });
});

describe('stratego renderSvg: nothing hidden leaks', () => {
  it('a re-dealt state gives every seat the same picture, byte for byte', () => {
    fc.assert(
      fc.property(arbReachableState(stratego, fc.oneof(playOptions, setupOptions), { maxPlies: 120 }), fc.nat(), ({ state }, seed) => {
        for (const seat of [0, 1, null]) {
          const rng = createRng(seed);
          const redealt = stratego.redeal!(state, seat, (max) => int(rng, 0, max));
          expect(svgOf(redealt, seat)).toBe(svgOf(state, seat));
        }
      }),
      { numRuns: 40, seed: 13 },
    );
  });

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
            const pieces = found.filter((part) => part.kind === 'piece' && part.owner === String(side));
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
    expect(red.filter((part) => part.kind === 'piece' && part.owner === '1')).toEqual([]);
    expect(red.filter((part) => part.kind === 'piece' && part.owner === '0')).toHaveLength(8);
    expect(svgOf(state, 0)).not.toContain('Blue Marshal');
  });
});
