import fc from 'fast-check';
import { parseOptions, unwrap } from '@games/core';
import { arbHostileValue, arbMutatedText, changingField, holes, hostileInputLaws } from '@games/testing';
import { renderText, tigerzone, TigerZoneError } from '@games/tigerzone';
import { describe, expect, it } from 'vitest';
const oddValue = arbHostileValue();

function expectRefused(result: { ok: boolean; error?: { code: string } }, code: string): void {
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.error?.code).toBe(code);
}

describe('the reproducers of issue 19', () => {
  const state = unwrap(tigerzone.setup({ seed: 1 }));

  it('formatMove describes a non-move instead of throwing', () => {
    for (const value of [null, undefined, 5, 'PLACE', 10n, Symbol('s'), {}, { kind: 'place' }, holes(2e7), Object.create(null), [1]]) {
      expect(tigerzone.formatMove(value as never)).toMatch(/^<not a move: .*>$/s);
    }
    const [legal] = tigerzone.legalMoves(state);
    expect(tigerzone.formatMove(legal!)).toMatch(/^PLACE /);
  });

  it('refuses values JSON cannot express and huge values at once', () => {
    const [legal] = tigerzone.legalMoves(state) as unknown as Record<string, unknown>[];
    expectRefused(tigerzone.play(state, { ...legal, x: 10n } as never), 'malformed-move');
    expectRefused(tigerzone.play(state, { ...legal, tile: Symbol() } as never), 'malformed-move');
    expectRefused(tigerzone.play(state, Object.assign(Object.create(null) as object, legal, { rotation: Object.create(null) }) as never), 'malformed-move');
    expectRefused(tigerzone.play(state, holes(2e7) as never), 'malformed-move');
    expectRefused(tigerzone.parseMove(`PLACE JJJJ- AT 0 1 0 NONE${' '.repeat(1e6)}`, state), 'malformed-move');
    expectRefused(tigerzone.setup({ deck: [10n] } as never), 'invalid-options');
    expectRefused(tigerzone.setup({ deck: holes(2e7) } as never), 'invalid-options');
  });

  it('a null-prototype copy of a legal move is the same move', () => {
    for (const move of tigerzone.legalMoves(state).slice(0, 20)) {
      const bare = Object.assign(Object.create(null) as object, move);
      expect(tigerzone.play(state, bare as never)).toEqual(tigerzone.play(state, move));
    }
  });
});

// play, parseMove, formatMove and setup answer hostile values (getters that throw or change, proxies
// whose traps throw) with one of the engine's codes and leave the state as it was; a field read
// differently the second time is read once. States along seeded games: tigers, crocodiles, the
// unplaceable tiles of a short deck, the end.
describe('garbage never crashes the engine: the laws of @games/testing', () => {
  const options = [{ players: 2, seed: 4 }, { players: 3, seed: 9 }, { deck: ['LLLL-', 'LLLL-', 'JJJJX', 'TLTJ-'] }];
  for (const law of hostileInputLaws(tigerzone, { options, maxPlies: 80, numRuns: 30, statesPerRun: 4, hostilePerState: 10, seed: 19, errorCodes: Object.values(TigerZoneError) })) it(law.name, law.check);
});

describe('garbage never crashes the engine', () => {
  it('setup answers any options without throwing', () => {
    fc.assert(
      fc.property(oddValue, fc.constantFrom('players', 'seed', 'deck', 'revealDeck'), (odd, key) => {
        for (const options of [odd, { [key]: odd }, { deck: ['JJJJ-', odd] }, changingField({ players: 2 }, 'players', 3, odd), changingField({ deck: ['JJJJ-'] }, 'deck', ['JJJJ-'], odd)]) {
          const result = tigerzone.setup(options as never);
          if (!result.ok) expect(result.error.code).toBe('invalid-options');
        }
      }),
      { seed: 21, numRuns: 600 },
    );
  });
});

const mutated = (valid: readonly string[], alphabet: string) => arbMutatedText(valid, alphabet);

describe('text readers under mutation of valid inputs', () => {
  const state = unwrap(tigerzone.setup({ seed: 1 }));

  it('tournament notation: never throws; what is read is written back and read again to the same move', () => {
    const valid = [
      'PLACE TLTJ- AT 0 1 90 TIGER 8',
      'PLACE LJJJ- AT -1 0 0 NONE',
      'PLACE TLLL- AT 2 0 180 CROCODILE',
      'TILE LLLL- UNPLACEABLE PASS',
      'TILE LLLL- UNPLACEABLE RETRIEVE TIGER AT 1 2',
      'TILE LLLL- UNPLACEABLE ADD ANOTHER TIGER TO 1 2',
    ];
    fc.assert(
      fc.property(mutated(valid, 'PLACETIGRNODJX-0123456789+ \t'), (text) => {
        const parsed = tigerzone.parseMove(text, state);
        if (!parsed.ok) {
          expect(parsed.error.code).toBe('malformed-move');
          return;
        }
        const written = tigerzone.formatMove(parsed.value);
        expect(tigerzone.parseMove(written, state)).toEqual(parsed);
        expect(tigerzone.formatMove(unwrap(tigerzone.parseMove(written, state)))).toBe(written);
      }),
      { seed: 23, numRuns: 2500 },
    );
  });

  it('a deck given as JSON text: never throws; what is read deals that deck', () => {
    const valid = ['["TLTJ-","JJJJ-","LLLL-"]', '["JJJJX"]'];
    fc.assert(
      fc.property(mutated(valid, '[]",JLTX-0'), (text) => {
        const options = parseOptions(tigerzone, { deck: text });
        if (!options.ok) return;
        const result = tigerzone.setup(options.value as never);
        if (!result.ok) {
          expect(result.error.code).toBe('invalid-options');
          return;
        }
        expect(result.value.deck).toEqual((options.value as { deck: string[] }).deck);
        // an empty deck (`[]`) sets up a game that is over at once, with no tile to place
        if (result.value.deck.length === 0) expect(tigerzone.actor(result.value).kind).toBe('over');
        else expect(renderText(tigerzone.view(result.value, null))).toContain(`${result.value.deck.length - 1} more tiles`);
      }),
      { seed: 24, numRuns: 1000 },
    );
  });
});

describe('contract 1.0', () => {
  it('says the deck is hidden, describes every option, and counts seats', () => {
    expect(tigerzone.hiddenInformation).toBe(true);
    expect(tigerzone.options.map((option) => option.name)).toEqual(['players', 'seed', 'deck', 'revealDeck', 'serverRulings']);
    for (const option of tigerzone.options) {
      expect(option.description.length).toBeGreaterThan(10);
      if (option.default !== undefined) expect(tigerzone.setup({ [option.name]: option.default }).ok).toBe(true);
      if (option.max !== undefined) expect(tigerzone.setup({ [option.name]: option.max + 1 }).ok).toBe(false);
    }
    const state = unwrap(tigerzone.setup(unwrap(parseOptions(tigerzone, { players: '3', revealDeck: 'true' })) as never));
    expect(tigerzone.seats(state)).toBe(3);
    expect(tigerzone.redeal!(state, 0, () => 0)).toBe(state);
  });

  it('every view shows the tile to place; its placements are the legal moves', () => {
    const state = unwrap(tigerzone.setup({ seed: 5 }));
    for (const seat of [0, 1, null]) expect(tigerzone.view(state, seat).currentTile).toBe(state.deck[0]);
    for (const move of tigerzone.legalMoves(state)) expect(move.tile).toBe(state.deck[0]);
    expect(tigerzone.renderText!(tigerzone.view(state, 0), 0)).toContain(`seat 0 to place ${state.deck[0]}`);
  });
});
