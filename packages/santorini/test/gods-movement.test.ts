/** Scenario tests of the Simple Gods that change moving and winning. */
import { santorini, spaceAt, toPosition } from '@games/santorini';
import { describe, expect, it } from 'vitest';
import { board, expectRefused, legal, playAll } from './board.js';

describe('Apollo', () => {
  const gods = ['apollo', 'mortal'];

  it('swaps into an opponent worker\'s space, the height rule holding for Apollo', () => {
    const state = board(
      `
      .  .  .  .  .
      .  . 1b  .  .
      .  .  a 2b  .
      .  .  a  .  .
      .  .  .  .  .
    `,
      { gods },
    );
    expect(legal(state)).toContain('C3-C4');
    expectRefused(state, 'C3-D3');
    expectRefused(state, 'C3-C2');
    const after = playAll(state, 'C3-C4');
    expect(spaceAt(after, 'C3')?.worker).toEqual({ seat: 1, index: 0 });
    expect(spaceAt(after, 'C4')?.worker).toEqual({ seat: 0, index: 0 });
    expect(legal(after)).not.toContain('build C3');
    const mortal = board(`
      .  .  .  .  .
      .  . 1b  .  .
      .  .  a 2b  .
      .  .  a  .  .
      .  .  .  .  .
    `);
    expect(legal(mortal)).not.toContain('C3-C4');
  });

  it('cannot swap when no build would follow', () => {
    const state = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      D  D  .  .  .
      b  D  .  .  b
      a  D  .  .  a
    `,
      { gods },
    );
    expect(legal(state).filter((move) => move.startsWith('A1'))).toEqual([]);
    expectRefused(state, 'A1-A2');
  });

  it('wins by swapping up onto level 3, and the forced worker never wins', () => {
    const up = board(
      `
      .  .  .  .  .
      .  . 3b  .  .
      .  . 2a  .  .
      .  .  .  .  .
      a  .  .  .  b
    `,
      { gods },
    );
    expect(playAll(up, 'C3-C4').outcome?.reason).toBe('reached-level-3');
    const down = board(
      `
      .  .  .  .  .
      .  . 2b  .  .
      .  . 3a  .  .
      .  .  .  .  .
      a  .  .  .  b
    `,
      { gods },
    );
    const after = playAll(down, 'C3-C4');
    expect(after.outcome).toBeNull();
    expect(spaceAt(after, 'C3')).toEqual({ level: 3, dome: false, worker: { seat: 1, index: 0 } });
  });
});

describe('Artemis', () => {
  const gods = ['artemis', 'mortal'];
  const state = board(
    `
    .  .  .  .  .
    .  .  .  .  .
    .  .  a  .  .
    .  .  .  .  .
    a  .  .  b  b
  `,
    { gods },
  );

  it('may move the same worker once more, not back to its starting space', () => {
    const once = playAll(state, 'C3-C4');
    expect(once.phase).toBe('move');
    expect(once.optional).toBe(true);
    expect(legal(once)).toEqual(['C4-B3', 'C4-B4', 'C4-B5', 'C4-C5', 'C4-D3', 'C4-D4', 'C4-D5', 'pass']);
    expectRefused(once, 'C4-C3');
    expectRefused(once, 'A1-A2');
    const twice = playAll(once, 'C4-C5');
    expect(twice.phase).toBe('build');
    expect(legal(twice)).toEqual(['build B4', 'build B5', 'build C4', 'build D4', 'build D5']);
  });

  it('declines the second step with pass and builds', () => {
    const passed = playAll(state, 'C3-C4', 'pass');
    expect(passed.phase).toBe('build');
    expect(legal(passed)).toContain('build C3');
    expect(playAll(passed, 'build C3').seat).toBe(1);
  });

  it('wins on either step, so it cannot pass through level 3', () => {
    const climb = board(
      `
      .  .  3  .  .
      .  .  2  .  .
      . . 1a  .  .
      .  .  .  .  .
      a  .  .  b  b
    `,
      { gods },
    );
    expect(playAll(climb, 'C3-C4', 'C4-C5').outcome?.reason).toBe('reached-level-3');
    const through = board(
      `
      .  .  .  .  .
      .  .  3  .  .
      .  . 2a  .  .
      .  .  .  .  .
      a  .  .  b  b
    `,
      { gods },
    );
    const won = playAll(through, 'C3-C4');
    expect(won.phase).toBe('over');
    expect(santorini.legalMoves(won)).toEqual([]);
  });
});

describe('Athena', () => {
  const rows = `
    .  .  .  .  .
    c  .  1  .  b
    .  .  a  .  .
    .  .  .  .  .
    c  1  a  1  b
  `;

  it('after she moved up, opponents cannot move up until her next turn', () => {
    const state = board(rows, { gods: ['athena', 'mortal', 'mortal'] });
    const raised = playAll(state, 'C3-C4', 'build C3');
    expect(toPosition(raised)).toBe('0000000100001000000001010/2/athena^:C4,C1/mortal:E4,E1/mortal:A4,A1');
    expect(legal(raised)).not.toContain('E1-D1');
    expectRefused(raised, 'E1-D1');
    const third = playAll(raised, 'E1-E2', 'build E1');
    expect(legal(third)).not.toContain('A1-B1');
    const back = playAll(third, 'A1-A2', 'build A1');
    expect(back.seat).toBe(0);
    const level = playAll(back, 'C4-C5', 'build C4');
    expect(toPosition(level).split('/')[2]).toBe('athena:C5,C1');
    expect(legal(level)).toContain('E2-D1');
  });

  it('binds every step of every opponent power, but not her partner', () => {
    const apollo = board(
      `
      .  .  .  .  .
      .  . 1a  .  .
      .  .  b  .  .
      .  .  .  .  .
      a  .  .  .  b
    `,
      { gods: ['athena^', 'apollo'], side: 2 },
    );
    expect(legal(apollo)).not.toContain('C3-C4');
    const free = board(
      `
      .  .  .  .  .
      .  . 1a  .  .
      .  .  b  .  .
      .  .  .  .  .
      a  .  .  .  b
    `,
      { gods: ['athena', 'apollo'], side: 2 },
    );
    expect(legal(free)).toContain('C3-C4');
    const partner = board(
      `
      .  .  .  .  .
      .  .  1  .  .
      .  .  a  .  .
      .  .  .  .  .
      a  .  .  .  b
    `,
      { gods: ['athena^', 'mortal', 'mortal', 'mortal'], side: 3 },
    );
    expect(legal(partner)).toContain('C3-C4');
  });

  it('binds Minotaur pushes and both of Artemis\' steps', () => {
    const minotaur = board(
      `
      .  .  .  .  .
      .  . 1a  .  .
      .  .  b  .  .
      .  .  .  .  .
      a  .  .  .  b
    `,
      { gods: ['athena^', 'minotaur'], side: 2 },
    );
    expect(legal(minotaur)).not.toContain('C3-C4');
    const artemis = board(
      `
      .  .  .  .  .
      .  .  1  .  .
      .  1  b  .  .
      .  .  .  .  .
      a  .  .  a  b
    `,
      { gods: ['athena^', 'artemis'], side: 2 },
    );
    expect(legal(artemis)).not.toContain('C3-C4');
    const second = playAll(artemis, 'C3-D4');
    expect(legal(second)).not.toContain('D4-C4');
    expect(legal(second)).toContain('D4-D5');
  });
});

describe('Hermes', () => {
  const state = board(
    `
    .  .  .  .  .
    .  .  .  .  .
    .  .  a  1  .
    .  .  .  .  .
    a  .  .  b  b
  `,
    { gods: ['hermes', 'mortal'] },
  );

  it('plays a normal turn when moving up or down: the moved worker builds', () => {
    const up = playAll(state, 'C3-D3');
    expect(up.phase).toBe('build');
    expect(legal(up)).not.toContain('build B1');
    expect(legal(up)).toContain('build C3');
  });

  it('walks either or both workers any number of same-level steps, then either worker builds', () => {
    const walking = playAll(state, 'C3-C4');
    expect(walking.phase).toBe('move');
    expect(legal(walking)).toContain('A1-A2');
    expect(legal(walking)).not.toContain('C4-D3');
    const walked = playAll(walking, 'A1-A2', 'A2-A3', 'C4-C5', 'pass');
    expect(walked.phase).toBe('build');
    expect(legal(walked)).toContain('build A4');
    expect(legal(walked)).toContain('build D5');
    expect(playAll(walked, 'build A4').seat).toBe(1);
  });

  it('may build without moving at all', () => {
    const still = playAll(state, 'pass');
    expect(legal(still)).toContain('build B2');
    expect(legal(still)).toContain('build D4');
    expect(legal(still)).toContain('build A2');
  });

  it('never wins by a same-level step, and never repeats a layout within a turn', () => {
    const high = board(
      `
      .  .  .  .  .
      .  .  3  .  .
      .  . 3a  .  .
      .  .  .  .  .
      a  .  .  b  b
    `,
      { gods: ['hermes', 'mortal'] },
    );
    const walked = playAll(high, 'C3-C4');
    expect(walked.outcome).toBeNull();
    expect(walked.phase).toBe('move');
    expectRefused(walked, 'C4-C3');
  });
});

describe('Minotaur', () => {
  const gods = ['minotaur', 'mortal'];

  it('pushes an opponent worker straight back into a free space, at any level', () => {
    const state = board(
      `
      .  .  3  .  .
      .  .  b  b  .
      .  .  a  .  .
      .  .  .  .  .
      a  .  .  .  .
    `,
      { gods },
    );
    const pushed = playAll(state, 'C3-C4');
    expect(spaceAt(pushed, 'C5')).toEqual({ level: 3, dome: false, worker: { seat: 1, index: 0 } });
    expect(pushed.outcome).toBeNull();
    expect(legal(pushed)).toContain('build C3');
    const diagonal = playAll(state, 'C3-D4');
    expect(spaceAt(diagonal, 'E5')?.worker).toEqual({ seat: 1, index: 1 });
  });

  it('is blocked by the board edge, a worker or a dome beyond', () => {
    const edge = board(
      `
      .  .  b  .  .
      .  .  a  .  .
      .  .  .  .  .
      .  .  .  .  .
      a  .  .  .  b
    `,
      { gods },
    );
    expectRefused(edge, 'C4-C5');
    const worker = board(
      `
      .  .  b  .  .
      .  .  b  .  .
      .  .  a  .  .
      .  .  .  .  .
      a  .  .  .  .
    `,
      { gods },
    );
    expectRefused(worker, 'C3-C4');
    const dome = board(
      `
      .  .  D  .  .
      .  .  b  .  .
      .  .  a  .  .
      .  .  .  .  .
      a  .  .  .  b
    `,
      { gods },
    );
    expectRefused(dome, 'C3-C4');
  });

  it('obeys the height rule for its own step', () => {
    const state = board(
      `
      .  .  .  .  .
      .  . 2b  .  .
      .  .  a  .  .
      .  .  .  .  .
      a  .  .  .  b
    `,
      { gods },
    );
    expectRefused(state, 'C3-C4');
  });
});

describe('Pan', () => {
  const gods = ['pan', 'mortal'];

  it('also wins by moving down two or more levels', () => {
    const state = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  1 2a  .  .
      .  .  .  .  .
      a  .  .  b  b
    `,
      { gods },
    );
    expect(playAll(state, 'C3-C2').outcome).toEqual({ ranking: [[0], [1]], reason: 'moved-down-two-levels' });
    expect(playAll(state, 'C3-B3').outcome).toBeNull();
    const mortal = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  1 2a  .  .
      .  .  .  .  .
      a  .  .  b  b
    `,
    );
    expect(playAll(mortal, 'C3-C2').outcome).toBeNull();
  });

  it('does not win when forced down by an opponent', () => {
    const state = board(
      `
      .  .  .  .  .
      .  . 3b  .  .
      .  . 3a  .  .
      .  .  .  .  .
      a  .  .  .  b
    `,
      { gods: ['minotaur', 'pan'] },
    );
    const after = playAll(state, 'C3-C4');
    expect(spaceAt(after, 'C5')?.worker).toEqual({ seat: 1, index: 0 });
    expect(after.outcome).toBeNull();
  });
});

