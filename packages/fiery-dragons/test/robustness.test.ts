import fc from 'fast-check';
import { parseOptions, unwrap } from '@games/core';
import { arbHostileValue, arbMutatedText, changingField, holes, hostileInputLaws } from '@games/testing';
import { boardOf, DEFAULT_BOARD, fieryDragons, FieryDragonsError, readBoardDefinition, tokenOf } from '@games/fiery-dragons';
import { describe, expect, it } from 'vitest';
const oddValue = arbHostileValue();

function expectRefused(result: { ok: boolean; error?: { code: string } }, code: string): void {
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.error?.code).toBe(code);
}

describe('the reproducers of issue 19', () => {
  const state = unwrap(fieryDragons.setup({ players: 2 }));

  it('a custom board with a BigInt square is refused', () => {
    expectRefused(fieryDragons.setup({ board: { cards: [{ squares: [10n] }] } } as never), 'invalid-options');
    expectRefused(fieryDragons.setup({ board: { cards: [{ squares: ['bat'] }], caves: [{ card: 0n, square: 0, animal: 'bat' }] } } as never), 'invalid-options');
    expectRefused(fieryDragons.setup({ board: { cards: [{ squares: [Symbol()] }], caves: [] } } as never), 'invalid-options');
  });

  it('a flip of a null-prototype chit is refused', () => {
    expectRefused(fieryDragons.play(state, { kind: 'flip', chit: Object.create(null) } as never), 'malformed-move');
    expectRefused(fieryDragons.play(state, { kind: 'flip', chit: 10n } as never), 'malformed-move');
    expectRefused(fieryDragons.play(state, { kind: 'flip', chit: Symbol() } as never), 'malformed-move');
    expectRefused(fieryDragons.play(state, Object.assign(Object.create(null) as object, { kind: 'flip', chit: Object.create(null) }) as never), 'malformed-move');
  });

  it('the old move shape (type instead of kind) is refused', () => {
    expectRefused(fieryDragons.play(state, { type: 'flip', chit: 0 } as never), 'malformed-move');
    expect(fieryDragons.play(state, { kind: 'flip', chit: 0 }).ok).toBe(true);
  });

  it('refuses a huge move value or text at once', () => {
    expectRefused(fieryDragons.play(state, holes(2e7) as never), 'malformed-move');
    expectRefused(fieryDragons.parseMove(`flip 3${' '.repeat(1e6)}`, state), 'malformed-move');
  });

  it('formatMove describes a non-move instead of throwing', () => {
    for (const value of [null, undefined, 5, 'flip 3', 10n, Symbol('s'), {}, { kind: 'flip' }, { type: 'end' }, Object.create(null), [1]]) {
      const text = fieryDragons.formatMove(value as never);
      expect(text).toMatch(/^<not a move: .*>$/s);
    }
    expect(fieryDragons.formatMove({ kind: 'flip', chit: 3 })).toBe('flip 3');
    expect(fieryDragons.formatMove({ kind: 'end' })).toBe('end');
  });
});

describe('queries', () => {
  it('tokenOf refuses a seat not in the game with a RangeError, whatever the value', () => {
    const state = unwrap(fieryDragons.setup({ players: 2 }));
    for (const seat of [2, -1, 0.5, '0', 10n, Symbol(), Object.create(null), null, undefined, [0]]) expect(() => tokenOf(state, seat as never)).toThrow(RangeError);
    expect(tokenOf(state, 1).cave).toBe(2);
  });
});

// play, parseMove, formatMove and setup answer hostile values (getters that throw or change, proxies
// whose traps throw) with one of the engine's codes and leave the state as it was; a field read
// differently the second time is read once. States along seeded games: the start of a turn, chits
// face up, a finished game.
describe('garbage never crashes the engine: the laws of @games/testing', () => {
  const options = [{ players: 2 }, { players: 4, seed: 3, extraChits: { freeCave: 1, swap: 1 } }, { players: 1, finish: 'ranking' as const }];
  for (const law of hostileInputLaws(fieryDragons, { options, maxPlies: 400, numRuns: 40, statesPerRun: 4, hostilePerState: 10, seed: 19, errorCodes: Object.values(FieryDragonsError) })) it(law.name, law.check);
});

describe('garbage never crashes the engine', () => {
  it('setup answers any options without throwing', () => {
    const keys = ['players', 'seed', 'finish', 'pirateEndsTurn', 'voluntaryEndTurn', 'extraChits', 'board'];
    const card = { squares: ['bat', 'spider'] };
    fc.assert(
      fc.property(oddValue, fc.constantFrom(...keys), (odd, key) => {
        for (const options of [
          odd,
          { [key]: odd },
          { extraChits: { swap: odd } },
          { board: { cards: odd, caves: [] } },
          { board: { cards: [card, { squares: odd }], caves: [{ card: 0, square: 0, animal: 'bat' }] } },
          { board: { cards: [card], caves: [{ card: odd, square: 0, animal: 'bat' }] } },
          { board: { cards: [card], caves: [odd] } },
          { board: changingField({ cards: [card], caves: [{ card: 0, square: 0, animal: 'bat' }] }, 'cards', [card], odd) },
          changingField({ players: 2 }, 'players', 3, odd),
        ]) {
          const result = fieryDragons.setup(options as never);
          if (!result.ok) expect(result.error.code).toBe('invalid-options');
        }
      }),
      { seed: 21, numRuns: 600 },
    );
  });
});

const mutated = (valid: readonly string[], alphabet: string) => arbMutatedText(valid, alphabet);

describe('text readers under mutation of valid inputs', () => {
  const state = unwrap(fieryDragons.setup({ players: 2, extraChits: { swap: 2 } }));

  it('notation: never throws; what is read is written back and read again to the same move', () => {
    fc.assert(
      fc.property(mutated(['flip 3', 'flip 17', 'end', ' FLIP  12 '], 'flipend0123456789 \t\n-+.x'), (text) => {
        const parsed = fieryDragons.parseMove(text, state);
        if (!parsed.ok) {
          expect(parsed.error.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
          return;
        }
        const written = fieryDragons.formatMove(parsed.value);
        expect(fieryDragons.parseMove(written, state)).toEqual(parsed);
        expect(written).toBe(text.trim().toLowerCase().split(/\s+/).join(' ').replace(/ 0+(\d)/, ' $1'));
      }),
      { seed: 23, numRuns: 2000 },
    );
  });

  it('custom boards from JSON text: never throw; what is read builds the same board again', () => {
    const valid = [JSON.stringify(DEFAULT_BOARD), JSON.stringify({ cards: [{ name: 'X', squares: ['bat', 'spider'] }, { squares: ['salamander'] }], caves: [{ card: 1, square: 0, animal: 'bat' }] })];
    const info = fieryDragons.options.find((option) => option.name === 'board')!;
    fc.assert(
      fc.property(mutated(valid, '{}[]",:01batspidercaves '), (text) => {
        const options = parseOptions(fieryDragons, { board: text });
        if (!options.ok) return;
        expect(info.type).toBe('json');
        const result = fieryDragons.setup(options.value as never);
        if (!result.ok) {
          expect(result.error.code).toBe('invalid-options');
          return;
        }
        const read = readBoardDefinition((options.value as { board: unknown }).board);
        expect(read.ok).toBe(true);
        if (!read.ok) return;
        const again = readBoardDefinition(JSON.parse(JSON.stringify(read.board)));
        expect(again).toEqual(read);
        expect(boardOf(unwrap(fieryDragons.setup({ board: read.board })))).toEqual(boardOf(result.value));
      }),
      { seed: 24, numRuns: 1500 },
    );
  });
});
