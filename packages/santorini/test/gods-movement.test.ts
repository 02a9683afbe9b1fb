/** Scenario tests of the Simple Gods that change moving and winning. */
import { santorini, spaceAt, toPosition } from '@games/santorini';
import { describe, expect, it } from 'vitest';
import { board } from './board.js';

describe('Apollo', () => {
  const gods = ['apollo', 'mortal'];

  it('swaps into an opponent worker\'s space, the height rule holding for Apollo', () => {
    const game = board(
      `
      .  .  .  .  .
      .  . 1b  .  .
      .  .  a 2b  .
      .  .  a  .  .
      .  .  .  .  .
    `,
      { gods },
    );
    expect(game.legal()).toContain('C3-C4');
    game
      .refuses('C3-D3', 'illegal-move')
      .refuses('C3-C2', 'illegal-move');
    const after = game.play('C3-C4');
    expect(spaceAt(after.state, 'C3')?.worker).toEqual({ seat: 1, index: 0 });
    expect(spaceAt(after.state, 'C4')?.worker).toEqual({ seat: 0, index: 0 });
    expect(after.legal()).not.toContain('build C3');
    const mortal = board(`
      .  .  .  .  .
      .  . 1b  .  .
      .  .  a 2b  .
      .  .  a  .  .
      .  .  .  .  .
    `);
    expect(mortal.legal()).not.toContain('C3-C4');
  });

  it('cannot swap when no build would follow', () => {
    const game = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      D  D  .  .  .
      b  D  .  .  b
      a  D  .  .  a
    `,
      { gods },
    );
    expect(game.legal().filter((move) => move.startsWith('A1'))).toEqual([]);
    game.refuses('A1-A2', 'illegal-move');
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
    expect(up.play('C3-C4').state.outcome?.reason).toBe('reached-level-3');
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
    const after = down.play('C3-C4');
    expect(after.state.outcome).toBeNull();
    expect(spaceAt(after.state, 'C3')).toEqual({ level: 3, dome: false, worker: { seat: 1, index: 0 } });
  });
});

describe('Artemis', () => {
  const gods = ['artemis', 'mortal'];
  const game = board(
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
    const once = game.play('C3-C4');
    expect(once.state.phase).toBe('move');
    expect(once.state.optional).toBe(true);
    once.expectLegal(['C4-B3', 'C4-B4', 'C4-B5', 'C4-C5', 'C4-D3', 'C4-D4', 'C4-D5', 'pass']);
    once
      .refuses('C4-C3', 'illegal-move')
      .refuses('A1-A2', 'illegal-move');
    const twice = once.play('C4-C5');
    expect(twice.state.phase).toBe('build');
    twice.expectLegal(['build B4', 'build B5', 'build C4', 'build D4', 'build D5']);
  });

  it('declines the second step with pass and builds', () => {
    const passed = game.play('C3-C4', 'pass');
    expect(passed.state.phase).toBe('build');
    expect(passed.legal()).toContain('build C3');
    expect(passed.play('build C3').state.seat).toBe(1);
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
    expect(climb.play('C3-C4', 'C4-C5').state.outcome?.reason).toBe('reached-level-3');
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
    const won = through.play('C3-C4');
    expect(won.state.phase).toBe('over');
    expect(santorini.legalMoves(won.state)).toEqual([]);
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
    const game = board(rows, { gods: ['athena', 'mortal', 'mortal'] });
    const raised = game.play('C3-C4', 'build C3');
    expect(toPosition(raised.state)).toBe('0000000100001000000001010/2/athena^:C4,C1/mortal:E4,E1/mortal:A4,A1');
    expect(raised.legal()).not.toContain('E1-D1');
    raised.refuses('E1-D1', 'illegal-move');
    const third = raised.play('E1-E2', 'build E1');
    expect(third.legal()).not.toContain('A1-B1');
    const back = third.play('A1-A2', 'build A1');
    expect(back.state.seat).toBe(0);
    const level = back.play('C4-C5', 'build C4');
    expect(toPosition(level.state).split('/')[2]).toBe('athena:C5,C1');
    expect(level.legal()).toContain('E2-D1');
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
    expect(apollo.legal()).not.toContain('C3-C4');
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
    expect(free.legal()).toContain('C3-C4');
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
    expect(partner.legal()).toContain('C3-C4');
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
    expect(minotaur.legal()).not.toContain('C3-C4');
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
    expect(artemis.legal()).not.toContain('C3-C4');
    const second = artemis.play('C3-D4');
    expect(second.legal()).not.toContain('D4-C4');
    expect(second.legal()).toContain('D4-D5');
  });
});

describe('Hermes', () => {
  const game = board(
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
    const up = game.play('C3-D3');
    expect(up.state.phase).toBe('build');
    expect(up.legal()).not.toContain('build B1');
    expect(up.legal()).toContain('build C3');
  });

  it('walks either or both workers any number of same-level steps, then either worker builds', () => {
    const walking = game.play('C3-C4');
    expect(walking.state.phase).toBe('move');
    expect(walking.legal()).toContain('A1-A2');
    expect(walking.legal()).not.toContain('C4-D3');
    const walked = walking.play('A1-A2', 'A2-A3', 'C4-C5', 'pass');
    expect(walked.state.phase).toBe('build');
    expect(walked.legal()).toContain('build A4');
    expect(walked.legal()).toContain('build D5');
    expect(walked.play('build A4').state.seat).toBe(1);
  });

  it('may build without moving at all', () => {
    const still = game.play('pass');
    expect(still.legal()).toContain('build B2');
    expect(still.legal()).toContain('build D4');
    expect(still.legal()).toContain('build A2');
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
    const walked = high.play('C3-C4');
    expect(walked.state.outcome).toBeNull();
    expect(walked.state.phase).toBe('move');
    walked.refuses('C4-C3', 'illegal-move');
  });
});

describe('Minotaur', () => {
  const gods = ['minotaur', 'mortal'];

  it('pushes an opponent worker straight back into a free space, at any level', () => {
    const game = board(
      `
      .  .  3  .  .
      .  .  b  b  .
      .  .  a  .  .
      .  .  .  .  .
      a  .  .  .  .
    `,
      { gods },
    );
    const pushed = game.play('C3-C4');
    expect(spaceAt(pushed.state, 'C5')).toEqual({ level: 3, dome: false, worker: { seat: 1, index: 0 } });
    expect(pushed.state.outcome).toBeNull();
    expect(pushed.legal()).toContain('build C3');
    const diagonal = game.play('C3-D4');
    expect(spaceAt(diagonal.state, 'E5')?.worker).toEqual({ seat: 1, index: 1 });
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
    edge.refuses('C4-C5', 'illegal-move');
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
    worker.refuses('C3-C4', 'illegal-move');
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
    dome.refuses('C3-C4', 'illegal-move');
  });

  it('obeys the height rule for its own step', () => {
    const game = board(
      `
      .  .  .  .  .
      .  . 2b  .  .
      .  .  a  .  .
      .  .  .  .  .
      a  .  .  .  b
    `,
      { gods },
    );
    game.refuses('C3-C4', 'illegal-move');
  });
});

describe('Pan', () => {
  const gods = ['pan', 'mortal'];

  it('also wins by moving down two or more levels', () => {
    const game = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  1 2a  .  .
      .  .  .  .  .
      a  .  .  b  b
    `,
      { gods },
    );
    expect(game.play('C3-C2').state.outcome).toEqual({ ranking: [[0], [1]], reason: 'moved-down-two-levels' });
    expect(game.play('C3-B3').state.outcome).toBeNull();
    const mortal = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  1 2a  .  .
      .  .  .  .  .
      a  .  .  b  b
    `,
    );
    expect(mortal.play('C3-C2').state.outcome).toBeNull();
  });

  it('does not win when forced down by an opponent', () => {
    const game = board(
      `
      .  .  .  .  .
      .  . 3b  .  .
      .  . 3a  .  .
      .  .  .  .  .
      a  .  .  .  b
    `,
      { gods: ['minotaur', 'pan'] },
    );
    const after = game.play('C3-C4');
    expect(spaceAt(after.state, 'C5')?.worker).toEqual({ seat: 1, index: 0 });
    expect(after.state.outcome).toBeNull();
  });
});

