import {
  readAnimal,
  readContinueChoice,
  readGameChoice,
  readMenuChoice,
  readPieceCount,
  readPlayerCount,
  readPosition,
  readResumeChoice,
  readYut,
} from '@games/yunnori/classic';
import { describe, expect, it } from 'vitest';
import { position } from './helpers.js';

const value = <T>(result: { ok: true; value: T } | { ok: false }): T | string => (result.ok ? result.value : 'refused');

describe('menu answers', () => {
  it('read the offered numbers and refuse anything else with a one-line reason', () => {
    expect([' 1 ', '2', '3', 'x', ''].map((text) => value(readGameChoice(text)))).toEqual(['basic', 'advanced', 'refused', 'refused', 'refused']);
    expect(['1', '2', '3'].map((text) => value(readMenuChoice(text, 'basic')))).toEqual(['start', 'end', 'refused']);
    expect(['1', '2', '3', '0'].map((text) => value(readMenuChoice(text, 'advanced')))).toEqual(['start', 'login', 'end', 'refused']);
    expect(['1', '2', '4', '5'].map((text) => value(readPlayerCount(text)))).toEqual(['refused', 2, 4, 'refused']);
    expect(['0', '1', '4', '5'].map((text) => value(readPieceCount(text)))).toEqual(['refused', 1, 4, 'refused']);
    expect(['0', '1', '2', '3', '4', 'pig'].map((text) => value(readAnimal(text)))).toEqual(['pig', 'dog', 'sheep', 'cow', 'refused', 'refused']);
    expect(['0', '1', '2'].map((text) => value(readResumeChoice(text)))).toEqual(['new', 'resume', 'refused']);
    expect(['0', '1', 'yes'].map((text) => value(readContinueChoice(text)))).toEqual(['continue', 'save', 'refused']);
    const refused = readAnimal('7');
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid-choice', message: 'Please enter 0, 1, 2 or 3 (0 pig, 1 dog, 2 sheep, 3 cow).' } });
    expect(readGameChoice(undefined as never).ok).toBe(false);
  });
});

describe('the position and yut prompts', () => {
  const state = position('A: 0 0 4 9\nB: 0 0 0 0', { results: 'back-do gae' });
  it('accept a position the seat can move from', () => {
    expect(['0', '4', ' 9 '].map((text) => value(readPosition(text, state)))).toEqual([0, 4, 9]);
  });
  it('explain why a position is refused', () => {
    expect(readPosition('7', state)).toMatchObject({ ok: false, error: { message: 'You have no piece on 7.' } });
    expect(readPosition('abc', state)).toMatchObject({ ok: false, error: { code: 'unknown-position' } });
    expect(readPosition('100', state)).toMatchObject({ ok: false, error: { message: 'Arrived pieces do not move.' } });
    expect(readPosition('31', state)).toMatchObject({ ok: false });
  });
  it('accept a held result that can move that stack, and explain a refusal', () => {
    expect(readYut('gae', state, 4)).toEqual({ ok: true, value: { kind: 'move', position: 4, result: 'gae' } });
    expect(readYut(' Back-do ', state, 9)).toEqual({ ok: true, value: { kind: 'move', position: 9, result: 'back-do' } });
    expect(readYut('mo', state, 4)).toMatchObject({ ok: false, error: { code: 'result-not-held', message: 'You have no mo.' } });
    expect(readYut('goel', state, 4)).toMatchObject({ ok: false, error: { code: 'unknown-result' } });
    expect(readYut('back-do', state, 0)).toMatchObject({ ok: false, error: { code: 'back-do-must-move' } });
  });
  it('accept 0 with back-do when nothing is on the board', () => {
    const empty = position('A: 0 0 0 0\nB: 0 0 0 0', { results: 'back-do' });
    expect(readPosition('0', empty)).toEqual({ ok: true, value: 0 });
    expect(readYut('back-do', empty, 0)).toEqual({ ok: true, value: { kind: 'move', position: 0, result: 'back-do' } });
  });
  it('refuse while the sticks are still to be thrown', () => {
    expect(readPosition('0', position('A: 0\nB: 0'))).toMatchObject({ ok: false, error: { code: 'throw-pending' } });
  });
});
