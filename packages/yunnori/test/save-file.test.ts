import { unwrap } from '@games/core';
import { piecesOf, yunnori } from '@games/yunnori';
import {
  addSavedGame,
  findSavedGame,
  formatSaveLine,
  parseSaveFile,
  parseSaveLine,
  removeSaveLine,
  resumeSavedGame,
  savedGameOf,
} from '@games/yunnori/classic';
import { describe, expect, it } from 'vitest';
import { scenario } from '@games/testing';

const SPEC_LINES = [
  'Olivia Ava Sophia | Olivia 2 0 0 10 10 | Ava 1 0 0 2 100 | Sophia 3 0 3 100 100 | 2',
  'Noah Liam | Noah 1 0 100 100 100 | Liam 0 1 5 5 5 | 1',
  'Liam Noah | Liam 2 0 0 0 0 | Noah 3 0 0 0 0 | 0',
];
const FILE = `${SPEC_LINES[0]}\n${SPEC_LINES[1]}\n`;

describe('save lines', () => {
  it('reads the example line of the spec', () => {
    expect(parseSaveLine(SPEC_LINES[1] as string)).toEqual({
      ok: true,
      value: { ids: ['Noah', 'Liam'], animals: ['dog', 'pig'], pieces: [[0, 100, 100, 100], [1, 5, 5, 5]], nextSeat: 1 },
    });
  });
  it.each(SPEC_LINES)('loads and re-saves byte-identically: %s', (line) => {
    expect(formatSaveLine(unwrap(parseSaveLine(line)))).toBe(line);
    expect(formatSaveLine(unwrap(savedGameOf(unwrap(resumeSavedGame(line)))))).toBe(line);
  });
  it('keeps a whole file byte-identical through parse and re-save', () => {
    const file = parseSaveFile(FILE);
    expect(file.errors).toEqual([]);
    expect(file.games.map((entry) => `${formatSaveLine(entry.game)}\n`).join('')).toBe(FILE);
  });
  it.each([
    ['Noah | Noah 1 0 0 0 0 | 0', 'column 1', 'expected 2 to 4 player IDs'],
    ['Noah Liam Noah | Noah 1 0 0 0 0 | Liam 0 0 0 0 0 | Noah 1 0 0 0 0 | 0', 'column 11', 'appears twice'],
    ['Noah Liam | Noah 1 0 0 0 0 | Liam 0 0 0 0 0', 'expected 4 parts'],
    ['Noah Liam | Noah 1 0 0 0 | Liam 0 0 0 0 0 | 1', 'column 13', 'found 5 words'],
    ['Noah Liam | Liam 1 0 0 0 0 | Noah 0 0 0 0 0 | 1', 'column 13', 'must start with Noah'],
    ['Noah Liam | Noah 4 0 0 0 0 | Liam 0 0 0 0 0 | 1', 'column 18', 'animal of Noah'],
    ['Noah Liam | Noah 1 0 0 0 30 | Liam 0 0 0 0 0 | 1', 'column 26', '0 … 29 or 100'],
    ['Noah Liam | Noah 1 0 0 5 3 | Liam 0 0 0 0 0 | 1', 'column 26', 'ascending'],
    ['Noah Liam | Noah 1 0 0 0 7 | Liam 0 0 0 0 7 | 1', 'cannot both have pieces on 7'],
    ['Noah Liam | Noah 3 0 0 0 7 | Liam 0 0 0 0 0 | 1', 'cow and cannot stand on 7'],
    ['Noah Liam | Noah 1 100 100 100 100 | Liam 0 0 0 0 0 | 1', 'already won'],
    ['Noah Liam | Noah 1 0 0 0 0 | Liam 0 0 0 0 0 | 2', 'next seat'],
    ['Noah Liam | Noah 1 0 0 0 0 | Liam 0 0 0 0 0 | 1 1', 'next seat'],
    ['Noah Liam | Noah 1 0 0 0 x | Liam 0 0 0 0 0 | 1', '0 … 29 or 100'],
    ['', 'expected "|"'],
  ])('reports a malformed line with where and what: %s', (line, ...fragments) => {
    const result = parseSaveLine(line, 3);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('malformed-record');
    expect(result.error.message).toMatch(/^line 3(, column \d+)?: /);
    for (const fragment of fragments) expect(result.error.message).toContain(fragment);
  });
});

describe('save files', () => {
  it('tolerates CRLF line ends and a missing final newline', () => {
    const crlf = parseSaveFile(`${SPEC_LINES[0]}\r\n${SPEC_LINES[1]}`);
    expect(crlf.errors).toEqual([]);
    expect(crlf.games.map((entry) => formatSaveLine(entry.game))).toEqual(SPEC_LINES.slice(0, 2));
    expect(crlf.games.map((entry) => entry.line)).toEqual([1, 2]);
  });
  it('reports a malformed line by number and keeps the other lines', () => {
    const text = `${SPEC_LINES[0]}\nthis is not a game\n\n${SPEC_LINES[1]}\n`;
    const file = parseSaveFile(text);
    expect(file.games.map((entry) => entry.line)).toEqual([1, 4]);
    expect(file.errors).toHaveLength(1);
    expect(file.errors[0]?.message).toMatch(/^line 2, column \d+: /);
    expect(file.lines).toEqual([SPEC_LINES[0], 'this is not a game', '', SPEC_LINES[1]]);
    const search = findSavedGame(text, ['Liam', 'Noah']);
    expect(search.errors).toHaveLength(1);
    expect(search.match?.line).toBe(4);
    expect(search.match?.remainingFile).toBe(`${SPEC_LINES[0]}\nthis is not a game\n\n`);
  });
  it('never crashes on odd input', () => {
    expect(parseSaveFile(42 as unknown as string).errors[0]?.code).toBe('malformed-record');
    expect(parseSaveLine(null as unknown as string).ok).toBe(false);
    expect(findSavedGame('', ['Noah', 'Liam'])).toEqual({ match: null, errors: [] });
    expect(findSavedGame('|||\n| | |\n', ['Noah', 'Liam']).errors).toHaveLength(2);
  });
});

describe('finding a saved game for the logged-in players', () => {
  it('matches the set of IDs in any login order', () => {
    const search = findSavedGame(FILE, ['Liam', 'Noah']);
    expect(search.match?.game.ids).toEqual(['Noah', 'Liam']);
    expect(search.match?.line).toBe(2);
    expect(search.match?.remainingFile).toBe(`${SPEC_LINES[0]}\n`);
    expect(findSavedGame(FILE, ['Sophia', 'Olivia', 'Ava']).match?.line).toBe(1);
  });
  it('needs exactly the same set: a subset or a superset is a new game', () => {
    expect(findSavedGame(FILE, ['Noah']).match).toBeNull();
    expect(findSavedGame(FILE, ['Noah', 'Liam', 'Ava']).match).toBeNull();
    expect(findSavedGame(FILE, ['Ava', 'Sophia']).match).toBeNull();
  });
});

describe('resuming a saved game', () => {
  it('keeps the saved seat order, animals and pieces, and the saved next seat throws first', () => {
    const state = unwrap(resumeSavedGame(unwrap(parseSaveLine(SPEC_LINES[0] as string))));
    expect(state.ids).toEqual(['Olivia', 'Ava', 'Sophia']);
    expect(state.animals).toEqual(['sheep', 'dog', 'cow']);
    expect([0, 1, 2].map((seat) => piecesOf(state, seat))).toEqual([[0, 0, 10, 10], [0, 0, 2, 100], [0, 3, 100, 100]]);
    expect(state.seat).toBe(2);
    expect(yunnori.actor(state).kind).toBe('chance');
    expect(state.turnStart).toBe(true);
  });
  it('moves the saved stack of two together', () => {
    const state = scenario(yunnori).from(unwrap(resumeSavedGame(SPEC_LINES[0] as string))).play('throw do', '3 do', 'throw do').state;
    expect(piecesOf(scenario(yunnori).from(state).play('10 do').state, 0)).toEqual([0, 0, 25, 25]);
  });
  it('refuses a malformed line', () => {
    expect(resumeSavedGame('Noah Liam | Noah 1 0 0 0 0 | 1')).toMatchObject({ ok: false, error: { code: 'malformed-record' } });
    expect(resumeSavedGame(null as never)).toMatchObject({ ok: false, error: { code: 'malformed-record' } });
  });
});

describe('saving', () => {
  it('is offered at the start of a turn, before throwing, in the advanced game only', () => {
    const start = unwrap(yunnori.setup({ version: 'advanced', ids: ['Noah', 'Liam'], animals: ['dog', 'pig'] }));
    expect(formatSaveLine(unwrap(savedGameOf(start)))).toBe('Noah Liam | Noah 1 0 0 0 0 | Liam 0 0 0 0 0 | 0');
    const thrown = scenario(yunnori).from(start).play('throw gae').state;
    expect(savedGameOf(thrown)).toMatchObject({ ok: false, error: { code: 'cannot-save' } });
    const nextTurn = scenario(yunnori).from(thrown).play('0 gae').state;
    expect(formatSaveLine(unwrap(savedGameOf(nextTurn)))).toBe('Noah Liam | Noah 1 0 0 0 2 | Liam 0 0 0 0 0 | 1');
    expect(savedGameOf(unwrap(yunnori.setup({})))).toMatchObject({ ok: false, error: { code: 'cannot-save' } });
  });
  it('is refused during a bonus throw phase (the turn is not over)', () => {
    const state = scenario(yunnori).from(unwrap(resumeSavedGame('Noah Liam | Noah 0 0 0 0 1 | Liam 1 0 0 0 2 | 0'))).play('throw do', '1 do').state;
    expect(yunnori.actor(state).kind).toBe('chance');
    expect(savedGameOf(state)).toMatchObject({ ok: false, error: { code: 'cannot-save' } });
  });
  it('appends a line, replacing any saved game of the same players, keeping the others', () => {
    const game = unwrap(parseSaveLine('Liam Noah | Liam 2 0 0 0 0 | Noah 3 0 0 0 0 | 0'));
    expect(unwrap(addSavedGame(FILE, game))).toBe(`${SPEC_LINES[0]}\n${SPEC_LINES[2]}\n`);
    expect(unwrap(addSavedGame('', game))).toBe(`${SPEC_LINES[2]}\n`);
    expect(unwrap(addSavedGame(`${SPEC_LINES[0]}`, game))).toBe(`${SPEC_LINES[0]}\n${SPEC_LINES[2]}\n`);
    expect(unwrap(addSavedGame(`garbage line\r\n`, game))).toBe(`garbage line\r\n${SPEC_LINES[2]}\r\n`);
  });
  it('refuses a game that would not read back', () => {
    const game = unwrap(parseSaveLine(SPEC_LINES[2] as string));
    expect(addSavedGame(FILE, { ...game, nextSeat: 5 })).toMatchObject({ ok: false, error: { code: 'malformed-record' } });
    expect(addSavedGame(FILE, { ...game, ids: ['Liam', 'Li am'] })).toMatchObject({ ok: false, error: { code: 'malformed-record' } });
    expect(addSavedGame(FILE, null as never)).toMatchObject({ ok: false, error: { code: 'malformed-record' } });
  });
  it('removes a resumed or abandoned line and keeps every other line', () => {
    expect(removeSaveLine(FILE, 1)).toBe(`${SPEC_LINES[1]}\n`);
    expect(removeSaveLine(`a\r\nb\r\nc`, 2)).toBe('a\r\nc\r\n');
    expect(removeSaveLine(`${SPEC_LINES[1]}\n`, 1)).toBe('');
  });
});
