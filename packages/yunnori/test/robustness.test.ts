import fc from 'fast-check';
import { unwrap } from '@games/core';
import { arbHostileValue, arbMutatedText, changingField, holes, hostileInputLaws } from '@games/testing';
import { animalOf, movePiece, piecesOf, yunnori, YunnoriError, type YunnoriState } from '@games/yunnori';
import {
  addSavedGame,
  checkCanStart,
  findSavedGame,
  formatSaveLine,
  login,
  parseSaveFile,
  parseSaveLine,
  parseUsers,
  readAnimal,
  readContinueChoice,
  readGameChoice,
  readMenuChoice,
  readPieceCount,
  readPlayerCount,
  readPosition,
  readResumeChoice,
  readYut,
  removeSaveLine,
  resumeSavedGame,
  type SavedGame,
} from '@games/yunnori/classic';
import { describe, expect, it } from 'vitest';
const oddValue = arbHostileValue();

const LINE = 'Noah Liam | Noah 1 0 100 100 100 | Liam 0 1 5 5 5 | 1';
const GAME: SavedGame = { ids: ['Noah', 'Liam'], animals: ['dog', 'pig'], pieces: [[0, 100, 100, 100], [1, 5, 5, 5]], nextSeat: 1 };
const USERS = parseUsers('Noah pw1\nLiam pw2\n').users;

function expectRefused(result: { ok: boolean; error?: { code: string; message: string } }, code?: string): void {
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(typeof result.error?.message).toBe('string');
  if (code !== undefined) expect(result.error?.code).toBe(code);
  else expect(result.error?.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
}

describe('the reproducers of issue 19', () => {
  it('resumeSavedGame refuses options that are not an object', () => {
    expectRefused(resumeSavedGame(LINE, null as never), 'invalid-argument');
    expectRefused(resumeSavedGame(LINE, 5 as never), 'invalid-argument');
    expectRefused(resumeSavedGame(LINE, { stickFrontProbability: 10n } as never), 'invalid-options');
    expect(resumeSavedGame(LINE, { stickFrontProbability: 0.4 }).ok).toBe(true);
  });

  it('login refuses odd users and odd logged-in lists with a code', () => {
    expectRefused(login([null] as never, 'a', 'b'), 'invalid-argument');
    expectRefused(login([], 'a', 'b', null as never), 'invalid-argument');
    expectRefused(login([], 'a', 'b', {} as never), 'invalid-argument');
    expectRefused(login([], 'a', 'b', ['x', Symbol()] as never), 'invalid-argument');
    expectRefused(login(null as never, 'a', 'b'), 'invalid-argument');
    expectRefused(login([{ id: 'a', password: 5 }] as never, 'a', 'b'), 'invalid-argument');
    expect(unwrap(login(USERS, 'Liam', 'pw2', ['Noah']))).toBe('Liam');
    expectRefused(login(USERS, 'Liam', 'pw1'), 'wrong-password');
  });

  it('checkCanStart refuses anything but a list of distinct IDs', () => {
    expectRefused(checkCanStart(null as never), 'invalid-argument');
    expectRefused(checkCanStart(4 as never), 'invalid-argument');
    expectRefused(checkCanStart({} as never), 'invalid-argument');
    expectRefused(checkCanStart('abc' as never), 'invalid-argument');
    expectRefused(checkCanStart(['a', 'a']), 'invalid-argument');
    expectRefused(checkCanStart(['a', 7] as never), 'invalid-argument');
    expectRefused(checkCanStart(['a']), 'not-enough-players');
    expectRefused(checkCanStart(['a', 'b', 'c', 'd', 'e']), 'too-many-players');
    expect(checkCanStart(['a', 'b']).ok).toBe(true);
  });

  it('addSavedGame writes only what reads back equal', () => {
    const written = unwrap(addSavedGame('', GAME));
    expect(parseSaveFile(written).games.map((entry) => entry.game)).toEqual([GAME]);
    // A numeric ID would read back as text: refused rather than changed.
    expectRefused(addSavedGame('', { ...GAME, ids: [5, 'Liam'] } as never), 'malformed-record');
    expectRefused(addSavedGame('', { ...GAME, nextSeat: '1' } as never), 'malformed-record');
    expectRefused(addSavedGame('', { ...GAME, pieces: [[0, 100, 100, 100], [1, 5, 5, 5n]] } as never), 'malformed-record');
    expectRefused(addSavedGame('', { ...GAME, animals: ['dog', Symbol()] } as never), 'malformed-record');
  });

  it('addSavedGame keeps every other line byte for byte', () => {
    for (const kept of ['9\r', '9\r\n', 'junk\n\n', `${LINE}x\n`, ' \t\n']) {
      const written = unwrap(addSavedGame(kept, GAME));
      expect(written.startsWith(kept)).toBe(true);
      expect(written.slice(kept.length).replace(/\r?\n$/, '').replace(/^\r?\n/, '')).toBe(formatSaveLine(GAME));
    }
    expect(removeSaveLine('9\r\nx\n', 2)).toBe('9\r\n');
  });

  it('addSavedGame and removeSaveLine keep a malformed last line ending in a CR unchanged', () => {
    for (const kept of ['3\r', 'x\n3\r', 'x\r\n3\r']) {
      const before = parseSaveFile(kept).lines;
      const added = unwrap(addSavedGame(kept, GAME));
      expect(parseSaveFile(added).lines.slice(0, before.length)).toEqual(before);
      expect(parseSaveFile(added).games.map((entry) => entry.game)).toEqual([GAME]);
      expect(parseSaveFile(removeSaveLine(kept, 99)).lines).toEqual(before);
    }
    expect(parseSaveFile(unwrap(addSavedGame('3\r', GAME))).lines[0]).toBe('3\r');
  });

  it('addSavedGame refuses a million IDs without reading them all', () => {
    let reads = 0;
    const ids = new Proxy<string[]>([], {
      get(target, key, receiver) {
        if (key === 'length') return 1_000_000;
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    expectRefused(addSavedGame('', { ...GAME, ids }), 'malformed-record');
    // Only the error message's description reads a few of them.
    expect(reads).toBeLessThanOrEqual(41);
    expectRefused(addSavedGame('', { ...GAME, ids: Array.from({ length: 1_000_000 }, (_, index) => `p${index}`) }), 'malformed-record');
  });

  it('findSavedGame and movePiece take values JSON cannot express', () => {
    const search = findSavedGame(`${LINE}\n`, ['a', Symbol()] as never);
    expect(search.match).toBeNull();
    expect(search.errors.map((error) => error.code)).toEqual(['invalid-argument']);
    expectRefused(movePiece(0, 10n as never), 'unknown-result');
    expectRefused(movePiece(10n as never, 'do'), 'unknown-position');
    expectRefused(movePiece(Symbol() as never, 'do'), 'unknown-position');
    expectRefused(movePiece(0, 'do', Symbol() as never), 'unknown-animal');
  });

  it('refuses a huge move value at once, reading a bounded prefix', () => {
    const state = unwrap(yunnori.setup({}));
    expectRefused(yunnori.play(state, holes(2e7) as never), 'malformed-move');
    expectRefused(yunnori.parseMove('0 do'.padEnd(1e6, ' '), state), 'malformed-move');
  });
});

describe('formatMove of a non-move', () => {
  it('describes the value instead of throwing', () => {
    for (const value of [null, undefined, 5, 'x', 10n, Symbol('s'), {}, { kind: 'move' }, Object.create(null), [1]]) {
      const text = yunnori.formatMove(value as never);
      expect(text.startsWith('<not a move: ')).toBe(true);
      expect(text.endsWith('>')).toBe(true);
    }
    expect(yunnori.formatMove({ kind: 'move', position: 22, result: 'do' })).toBe('22 do');
  });
});

// play, parseMove, formatMove and setup answer hostile values (getters that throw or change
// included) with one of the engine's codes and leave the state as it was; a field read differently
// the second time is read once. States along games of each version, chance and seat decisions alike.
describe('garbage never crashes the engine: the laws of @games/testing', () => {
  const options = [{ players: 2 }, { players: 4, pieces: 2 }, { version: 'advanced' as const, animals: ['pig' as const, 'cow' as const, 'sheep' as const] }];
  for (const law of hostileInputLaws(yunnori, { options, maxPlies: 60, numRuns: 40, statesPerRun: 4, hostilePerState: 10, seed: 19, errorCodes: Object.values(YunnoriError) })) it(law.name, law.check);
});

/** The fuzz tests below run hundreds of odd values through every reader: an explicit budget, far above their time alone. */
const FUZZ_BUDGET_MS = 120_000;

describe('garbage never crashes the engine', () => {
  it('setup answers any options without throwing', () => {
    const keys = ['version', 'players', 'pieces', 'animals', 'ids', 'stickFrontProbability', 'start', 'seed'];
    fc.assert(
      fc.property(oddValue, fc.constantFrom(...keys), (odd, key) => {
        for (const options of [odd, { [key]: odd }, { version: 'advanced', [key]: odd }, changingField({ players: 2 }, 'players', 3, odd)]) {
          const result = yunnori.setup(options as never);
          if (!result.ok) expect(Object.values(YunnoriError)).toContain(result.error.code);
        }
      }),
      { seed: 21, numRuns: 800 },
    );
  }, FUZZ_BUDGET_MS);

  it('the classic readers and writers answer any value without throwing', () => {
    fc.assert(
      fc.property(oddValue, oddValue, (a, b) => {
        parseSaveLine(a as never);
        parseSaveFile(a as never);
        parseUsers(a as never);
        findSavedGame(a as never, b as never);
        findSavedGame(`${LINE}\n`, a as never);
        removeSaveLine(a as never, b as never);
        expect(addSavedGame(a as never, b as never).ok).toBe(false);
        expect(addSavedGame('', changingField({ ...GAME }, 'ids', GAME.ids, a) as never)).toEqual(addSavedGame('', GAME));
        resumeSavedGame(a as never, b as never);
        login(a as never, 'Noah', 'pw1', b as never);
        login(USERS, a as never, b as never);
        checkCanStart(a as never);
        movePiece(a as never, b as never);
      }),
      { seed: 22, numRuns: 800 },
    );
  }, FUZZ_BUDGET_MS);

  it('the console readers and queries answer any value without throwing', () => {
    const state = unwrap(yunnori.setup({ version: 'advanced' }));
    const moving = unwrap(yunnori.play(state, { kind: 'throw', result: 'gae' }));
    fc.assert(
      fc.property(oddValue, oddValue, (a, b) => {
        for (const read of [readGameChoice, readPlayerCount, readPieceCount, readAnimal, readResumeChoice, readContinueChoice]) expect(read(a as never).ok).toBe(false);
        expect(readMenuChoice(a as never, b as never).ok).toBe(false);
        expect(readMenuChoice(a as never, 'basic').ok).toBe(false);
        expect(readPosition(a as never, moving).ok).toBe(false);
        expect(readYut(a as never, moving, b as never).ok).toBe(false);
        // Position 0 holds the pieces still to enter: `0 gae` is a legal answer.
        expect(readYut('gae', moving, a as never).ok).toBe(a === 0);
        const seat = typeof a === 'number' && Number.isInteger(a) && a >= 0 && a < 2;
        expect(piecesOf(state, a as never)).toEqual(seat ? [0, 0, 0, 0] : []);
        expect(animalOf(state, a as never)).toEqual(seat ? (['pig', 'dog'] as const)[a as number] : null);
      }),
      { seed: 22, numRuns: 800 },
    );
  }, FUZZ_BUDGET_MS);
});

const mutated = (valid: readonly string[], alphabet: string) => arbMutatedText(valid, alphabet);

describe('text readers under mutation of valid inputs', () => {
  const moveTexts = ['throw mo', 'throw back-do', '0 gae', '22 do', '0 back-do', '29 yut', ' 5  geol '];
  const saveLines = [LINE, 'Olivia Ava Sophia | Olivia 2 0 0 10 10 | Ava 1 0 0 2 100 | Sophia 3 0 3 100 100 | 2', 'Liam Noah | Liam 2 0 0 0 0 | Noah 3 0 0 0 0 | 0'];
  const state = unwrap(yunnori.setup({}));

  it('notation: never throws; what is read is written back and read again to the same move', () => {
    fc.assert(
      fc.property(mutated(moveTexts, 'throwmdgaeyuklbc-0123456789 \t\r\n|'), (text) => {
        const parsed = yunnori.parseMove(text, state);
        if (!parsed.ok) return;
        const written = yunnori.formatMove(parsed.value);
        expect(yunnori.parseMove(written, state)).toEqual(parsed);
        expect(written).toBe(text.trim().toLowerCase().split(/\s+/).join(' ').replace(/^0+(\d)/, '$1'));
      }),
      { seed: 23, numRuns: 2000 },
    );
  });

  it('save lines: never throw; what is read is written back exactly', () => {
    fc.assert(
      fc.property(mutated(saveLines, 'NoahLiv0123 |\r\n\t9x'), (text) => {
        const parsed = parseSaveLine(text);
        if (!parsed.ok) {
          expect(parsed.error.code).toBe('malformed-record');
          return;
        }
        const written = formatSaveLine(parsed.value);
        expect(parseSaveLine(written)).toEqual(parsed);
        expect(unwrap(addSavedGame('', parsed.value))).toBe(`${written}\n`);
      }),
      { seed: 24, numRuns: 2000 },
    );
  });

  it('save files: never throw; every line survives saving another game', () => {
    fc.assert(
      fc.property(fc.array(mutated(saveLines, 'NoahLiv0123 |\r\n\t9x'), { maxLength: 4 }), (lines) => {
        const text = lines.join('\n');
        const file = parseSaveFile(text);
        for (const entry of file.games) expect(parseSaveLine(formatSaveLine(entry.game))).toEqual({ ok: true, value: entry.game });
        const saved = addSavedGame(text, { ...GAME, ids: ['Zoe', 'Max'] });
        expect(unwrap(saved).startsWith(text)).toBe(true);
      }),
      { seed: 25, numRuns: 500 },
    );
  });

  it('user files: never throw; every account read is one line of the file', () => {
    fc.assert(
      fc.property(mutated(['Noah pw1\nLiam pw2\n', 'a b\r\nc d'], 'Noahpw12 \r\n\t'), (text) => {
        const file = parseUsers(text);
        const lines = text.split(/\r?\n/).map((line) => line.trim().split(/\s+/).join(' '));
        for (const user of file.users) expect(lines).toContain(`${user.id} ${user.password}`);
      }),
      { seed: 26, numRuns: 1000 },
    );
  });
});
