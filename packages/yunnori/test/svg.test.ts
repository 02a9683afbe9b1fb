import { DOMParser, type Element as XmlElement } from '@xmldom/xmldom';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '@games/core';
import { mentions, narrowMoves, nextChoices, notationWords } from '@games/core/svg';
import { arbReachableState, scenario } from '@games/testing';
import { ANIMALS, yunnori, type YunnoriOptions, type YunnoriState } from '@games/yunnori';
import { renderSvg } from '@games/yunnori/svg';

interface Part {
  token: string | null;
  kind: string;
  classes: string[];
  owner: string | null;
  text: string;
}

/** Parses an SVG string with a real XML parser (any well-formedness problem throws) and lists the elements that carry `data-kind`. */
function parts(svg: string): Part[] {
  const problems: string[] = [];
  const document = new DOMParser({ onError: (level, message) => void problems.push(`${level}: ${message}`) }).parseFromString(svg, 'image/svg+xml');
  if (problems.length > 0) throw new Error(problems.join('\n'));
  // xmldom lets a bare `&` through: every ampersand must start an entity.
  expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  const root = document.documentElement!;
  expect(root.tagName).toBe('svg');
  expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
  expect(root.getAttribute('viewBox')).toMatch(/^0 0 \d+(\.\d+)? \d+(\.\d+)?$/);
  const found: Part[] = [];
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
    expect(found.filter((part) => part.kind === 'stack').map((part) => [part.token, part.owner])).toEqual([['4', '0']]);
    const results = found.filter((part) => part.kind === 'result');
    expect(results.map((part) => part.token)).toEqual(['gae']);
    expect(results[0]!.classes).toEqual(['highlight']);
  });

  it('every word of every legal move of a player is the token of a clickable element', () => {
    fc.assert(
      fc.property(arbReachableState(yunnori, options, { maxPlies: 200 }), ({ state }) => {
        const actor = yunnori.actor(state);
        if (actor.kind !== 'player') return;
        const present = new Set(parts(svgOf(state, actor.seat)).flatMap((part) => (part.token === null ? [] : [part.token])));
        for (const move of yunnori.legalMoves(state)) {
          const notation = yunnori.formatMove(move);
          for (const word of notationWords(notation)) expect(present, notation).toContain(word);
        }
      }),
      { numRuns: 60, seed: 31 },
    );
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

  it('a user interface that knows no rules reaches every legal move by clicking the board', () => {
    fc.assert(
      fc.property(arbReachableState(yunnori, options, { maxPlies: 200 }), ({ state }) => {
        const actor = yunnori.actor(state);
        if (actor.kind !== 'player') return;
        const view = yunnori.view(state, actor.seat);
        const drawn = new Map<string, Set<string>>();
        const tokensFor = (selected: string[]): Set<string> => {
          const key = selected.join('|');
          if (!drawn.has(key)) drawn.set(key, new Set(parts(renderSvg(view, actor.seat, { selected })).flatMap((part) => (part.token === null ? [] : [part.token]))));
          return drawn.get(key)!;
        };
        const notations = yunnori.legalMoves(state).map((move) => yunnori.formatMove(move));
        for (const target of notations.slice(0, 20)) {
          const left = clickThrough(notations, target, tokensFor);
          expect(left, target).toContain(target);
          expect(left).toEqual([target]);
        }
      }),
      { numRuns: 40, seed: 33 },
    );
  });
});
