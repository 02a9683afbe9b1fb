import fc from 'fast-check';
import { createRng, parseOptions, playout, randomPolicy, unwrap } from '@games/core';
import { renderText, tigerzone, TigerZoneError, type TigerZoneState } from '@games/tigerzone';
import { describe, expect, it } from 'vitest';
import { changingField, oddMoves, oddValue } from './garbage.js';

/** States along seeded random games: tiles with tigers and crocodiles, an unplaceable tile, the end. */
function someStates(): TigerZoneState[] {
  const states: TigerZoneState[] = [];
  for (const options of [{ players: 2, seed: 4 }, { players: 3, seed: 9 }, { deck: ['LLLL-', 'LLLL-', 'JJJJX', 'TLTJ-'] }]) {
    let state = unwrap(tigerzone.setup(options));
    const rng = createRng(12);
    for (let ply = 0; ply < 80 && tigerzone.actor(state).kind !== 'over'; ply++) {
      if (ply % 9 === 0 || tigerzone.legalMoves(state)[0]?.kind === 'unplaceable') states.push(state);
      state = playout(tigerzone, state, randomPolicy, rng, { maxPlies: 1 }).state;
    }
    states.push(state);
  }
  return states;
}

function expectRefused(result: { ok: boolean; error?: { code: string } }, code: string): void {
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.error?.code).toBe(code);
}

describe('the reproducers of issue 19', () => {
  const state = unwrap(tigerzone.setup({ seed: 1 }));

  it('formatMove describes a non-move instead of throwing', () => {
    for (const value of [null, undefined, 5, 'PLACE', 10n, Symbol('s'), {}, { kind: 'place' }, new Array(2e7), Object.create(null), [1]]) {
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
    expectRefused(tigerzone.play(state, new Array(2e7) as never), 'malformed-move');
    expectRefused(tigerzone.parseMove(`PLACE JJJJ- AT 0 1 0 NONE${' '.repeat(1e6)}`, state), 'malformed-move');
    expectRefused(tigerzone.setup({ deck: [10n] } as never), 'invalid-options');
    expectRefused(tigerzone.setup({ deck: new Array(2e7) } as never), 'invalid-options');
  });

  it('a null-prototype copy of a legal move is the same move', () => {
    for (const move of tigerzone.legalMoves(state).slice(0, 20)) {
      const bare = Object.assign(Object.create(null) as object, move);
      expect(tigerzone.play(state, bare as never)).toEqual(tigerzone.play(state, move));
    }
  });
});

describe('garbage never crashes the engine', () => {
  const states = someStates();
  const legal = [...new Set(states.flatMap((state) => tigerzone.legalMoves(state).slice(0, 40)))] as unknown as Record<string, unknown>[];

  it('play, parseMove and formatMove answer any value without throwing or changing the state', () => {
    fc.assert(
      fc.property(fc.constantFrom(...states), oddMoves(legal), (state, value) => {
        const before = JSON.stringify(state);
        const played = tigerzone.play(state, value as never);
        if (played.ok) expect(tigerzone.legalMoves(state).some((move) => JSON.stringify(unwrap(tigerzone.play(state, move))) === JSON.stringify(played.value))).toBe(true);
        else expect(Object.values(TigerZoneError)).toContain(played.error.code);
        const parsed = tigerzone.parseMove(value as never, state);
        if (typeof value !== 'string') expect(parsed.ok).toBe(false);
        expect(typeof tigerzone.formatMove(value as never)).toBe('string');
        expect(JSON.stringify(state)).toBe(before);
      }),
      { seed: 19, numRuns: 1200 },
    );
  });

  it('a field read differently the second time is read once', () => {
    fc.assert(
      fc.property(fc.constantFrom(...states), oddValue, (state, odd) => {
        for (const move of tigerzone.legalMoves(state).slice(0, 12)) {
          for (const key of Object.keys(move)) {
            const played = tigerzone.play(state, changingField(move as never, key, (move as never)[key], odd) as never);
            expect(played).toEqual(tigerzone.play(state, move));
          }
        }
      }),
      { seed: 20, numRuns: 30 },
    );
  });

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

/** Small edits of a valid text: a character deleted, inserted or replaced, or a piece repeated. */
function mutated(valid: readonly string[], alphabet: string): fc.Arbitrary<string> {
  const edit = fc.oneof(
    fc.record({ op: fc.constant('delete' as const), at: fc.nat() }),
    fc.record({ op: fc.constant('insert' as const), at: fc.nat(), char: fc.constantFrom(...alphabet) }),
    fc.record({ op: fc.constant('replace' as const), at: fc.nat(), char: fc.constantFrom(...alphabet) }),
    fc.record({ op: fc.constant('repeat' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 8 }) }),
  );
  return fc.tuple(fc.constantFrom(...valid), fc.array(edit, { maxLength: 4 })).map(([text, edits]) => {
    let result = text;
    for (const change of edits) {
      const at = result.length === 0 ? 0 : change.at % (result.length + 1);
      if (change.op === 'delete') result = result.slice(0, at) + result.slice(at + 1);
      else if (change.op === 'insert') result = result.slice(0, at) + change.char + result.slice(at);
      else if (change.op === 'replace') result = result.slice(0, at) + change.char + result.slice(at + 1);
      else result = result.slice(0, at) + result.slice(at, at + change.length) + result.slice(at);
    }
    return result;
  });
}

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
        expect(renderText(tigerzone.view(result.value, null))).toContain(`${result.value.deck.length - 1} more tiles`);
      }),
      { seed: 24, numRuns: 1000 },
    );
  });
});

describe('contract 1.0', () => {
  it('says the deck is hidden, describes every option, and counts seats', () => {
    expect(tigerzone.hiddenInformation).toBe(true);
    expect(tigerzone.options.map((option) => option.name)).toEqual(['players', 'seed', 'deck', 'revealDeck']);
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
