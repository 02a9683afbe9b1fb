import { DOMParser, type Element as XmlElement } from '@xmldom/xmldom';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, int, unwrap } from '@games/core';
import { mentions, narrowMoves, nextChoices, notationWords } from '@games/core/svg';
import { arbReachableState } from '@games/testing';
import { fieryDragons, type FieryDragonsOptions, type FieryDragonsState } from '@games/fiery-dragons';
import { renderSvg } from '@games/fiery-dragons/svg';

interface Part {
  token: string | null;
  kind: string;
  classes: string[];
  face: string | null;
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
      face: element.getAttribute('data-face'),
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

  it('every word of every legal move but `flip` is the token of a clickable element', () => {
    fc.assert(
      fc.property(arbReachableState(fieryDragons, options, { maxPlies: 80 }), ({ state }) => {
        const actor = fieryDragons.actor(state);
        if (actor.kind !== 'player') return;
        const present = new Set(parts(svgOf(state, actor.seat)).flatMap((part) => (part.token === null ? [] : [part.token])));
        for (const move of fieryDragons.legalMoves(state)) {
          const notation = fieryDragons.formatMove(move);
          for (const word of notationWords(notation)) if (word !== 'flip') expect(present, notation).toContain(word);
        }
      }),
      { numRuns: 40, seed: 51 },
    );
  });

  it('nothing hidden leaks: face-down chits show no content, and a re-dealt state draws the same picture', () => {
    fc.assert(
      fc.property(arbReachableState(fieryDragons, options, { maxPlies: 80 }), fc.nat(), ({ state }, seed) => {
        for (const seat of [...Array.from({ length: state.players }, (_, each) => each), null]) {
          const view = fieryDragons.view(state, seat);
          const chits = parts(svgOf(state, seat)).filter((part) => part.kind === 'chit');
          expect(chits.map((part) => part.face)).toEqual(view.chits.map((chit) => (chit === 'face-down' ? 'down' : 'up')));
          for (const chit of chits.filter((part) => part.face === 'down')) expect(chit.text).not.toMatch(CONTENT);
          const rng = createRng(seed);
          const redealt = fieryDragons.redeal!(state, seat, (max) => int(rng, 0, max));
          expect(svgOf(redealt, seat)).toBe(svgOf(state, seat));
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
          expect(chits[index]!.face).toBe('up');
          expect(chits[index]!.text).toMatch(CONTENT);
        });
      }),
      { numRuns: 40, seed: 53 },
    );
    expect(faceUp).toBeGreaterThan(0);
  });

  it('a user interface that knows no rules reaches every legal move by clicking the board', () => {
    fc.assert(
      fc.property(arbReachableState(fieryDragons, options, { maxPlies: 80 }), ({ state }) => {
        const actor = fieryDragons.actor(state);
        if (actor.kind !== 'player') return;
        const view = fieryDragons.view(state, actor.seat);
        const drawn = new Map<string, Set<string>>();
        const tokensFor = (selected: string[]): Set<string> => {
          const key = selected.join('|');
          if (!drawn.has(key)) drawn.set(key, new Set(parts(renderSvg(view, actor.seat, { selected })).flatMap((part) => (part.token === null ? [] : [part.token]))));
          return drawn.get(key)!;
        };
        const notations = fieryDragons.legalMoves(state).map((move) => fieryDragons.formatMove(move));
        for (const target of notations.slice(0, 20)) {
          const left = clickThrough(notations, target, tokensFor);
          expect(left, target).toContain(target);
          expect(left).toEqual([target]);
        }
      }),
      { numRuns: 40, seed: 54 },
    );
  });
});
