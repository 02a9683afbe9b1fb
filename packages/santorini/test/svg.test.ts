import { DOMParser, type Element as XmlElement } from '@xmldom/xmldom';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, int, unwrap } from '@games/core';
import { mentions, narrowMoves, nextChoices, notationWords } from '@games/core/svg';
import { arbReachableState } from '@games/testing';
import { santorini, type SantoriniOptions, type SantoriniState } from '@games/santorini';

const SQUARE_NAMES = Array.from({ length: 25 }, (_, square) => `${'ABCDE'[square % 5]}${Math.floor(square / 5) + 1}`);
import { renderSvg } from '@games/santorini/svg';

interface Part {
  token: string | null;
  kind: string;
  classes: string[];
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
    found.push({ token: element.getAttribute('data-notation'), kind, classes: (element.getAttribute('class') ?? '').split(' ').filter((name) => name !== ''), text: element.textContent ?? '' });
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

const VERBS = new Set(['place', 'build', 'dome', 'remove']);

const options = fc.record<SantoriniOptions>({
  gods: fc.constantFrom<(string | null)[]>(['mortal', 'mortal'], ['apollo', 'chaos'], ['chaos', 'athena'], ['atlas', 'demeter'], ['artemis', 'hermes'], ['prometheus', 'ares'], ['chaos', 'pan', 'minotaur'], ['mortal', 'mortal', 'mortal', 'mortal']),
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

  it('every square and `pass` of every legal move is the token of a clickable element', () => {
    fc.assert(
      fc.property(arbReachableState(santorini, options, { maxPlies: 60 }), ({ state }) => {
        const actor = santorini.actor(state);
        if (actor.kind !== 'player') return;
        const present = new Set(parts(svgOf(state, actor.seat)).flatMap((part) => (part.token === null ? [] : [part.token])));
        for (const move of santorini.legalMoves(state)) {
          const notation = santorini.formatMove(move);
          for (const word of notationWords(notation)) if (!VERBS.has(word)) expect(present, notation).toContain(word);
        }
      }),
      { numRuns: 60, seed: 21 },
    );
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

  it('a user interface that knows no rules reaches every legal move by clicking the board', () => {
    fc.assert(
      fc.property(arbReachableState(santorini, options, { maxPlies: 60 }), ({ state }) => {
        const actor = santorini.actor(state);
        if (actor.kind !== 'player') return;
        const view = santorini.view(state, actor.seat);
        const drawn = new Map<string, Set<string>>();
        const tokensFor = (selected: string[]): Set<string> => {
          const key = selected.join('|');
          if (!drawn.has(key)) drawn.set(key, new Set(parts(renderSvg(view, actor.seat, { selected })).flatMap((part) => (part.token === null ? [] : [part.token]))));
          return drawn.get(key)!;
        };
        const notations = santorini.legalMoves(state).map((move) => santorini.formatMove(move));
        for (const target of notations.slice(0, 20)) {
          const left = clickThrough(notations, target, tokensFor);
          expect(left, target).toContain(target);
          // Only words no element carries may tell the moves left apart (`build B4` and `dome B4`).
          const board = (text: string): string => notationWords(text).filter((word) => !VERBS.has(word)).join(' ');
          for (const other of left) expect(board(other)).toBe(board(target));
        }
      }),
      { numRuns: 40, seed: 23 },
    );
  });
});
