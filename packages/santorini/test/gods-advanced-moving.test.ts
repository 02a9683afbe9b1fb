/**
 * Scenario tests of the Advanced Gods that change moving and winning, or restrict the opponents'
 * moves: Aphrodite, Charon, Eros, Hera, Hypnus, Persephone, Triton.
 */
import { unwrap } from '@games/core';
import { santorini, spaceAt, toPosition, turnsOf } from '@games/santorini';
import { describe, expect, it } from 'vitest';
import { board, expectRefused, legal, playAll } from './board.js';

const steps = (moves: string[], from: string): string[] => moves.filter((move) => move.startsWith(`${from}-`));

describe('Aphrodite', () => {
  const rows = `
    .  .  .  .  .
    .  .  a  .  .
    .  .  b  .  .
    .  .  .  .  .
    a  .  .  .  b
  `;

  it('an opponent worker starting next to hers must end its move next to one of hers', () => {
    const state = board(rows, { gods: ['aphrodite', 'mortal'], side: 2 });
    expect(steps(legal(state), 'C3')).toEqual(['C3-B2', 'C3-B3', 'C3-B4', 'C3-D3', 'C3-D4']);
    expectRefused(state, 'C3-C2');
    expectRefused(state, 'C3-D2');
    // a worker that did not start next to hers moves freely
    expect(steps(legal(state), 'E1')).toEqual(['E1-D1', 'E1-D2', 'E1-E2']);
    // the held list follows from the board: positions do not write it
    expect(toPosition(state)).toBe('0000000000000000000000000/2/aphrodite:C4,A1/mortal:C3,E1');
  });

  it('only where the movement ends counts: the steps in between are free', () => {
    const state = board(rows, { gods: ['aphrodite', 'artemis'], side: 2 });
    const away = playAll(state, 'C3-C2');
    expect(legal(away)).not.toContain('pass');
    expect(steps(legal(away), 'C2')).toEqual(['C2-B1', 'C2-B2', 'C2-B3', 'C2-D3']);
    expect(playAll(away, 'C2-B3', 'build B2').seat).toBe(0);
    expectRefused(away, 'C2-C1');
  });

  it('plays with 2 or 4 players, not 3', () => {
    expect(santorini.setup({ gods: ['aphrodite', 'mortal', 'mortal'] }).ok).toBe(false);
    const refused = santorini.setup({ gods: ['aphrodite', 'mortal', 'mortal'] });
    expect(!refused.ok && refused.error.code).toBe('god-player-count');
    expect(santorini.setup({ gods: ['aphrodite', 'mortal', 'mortal', 'mortal'] }).ok).toBe(true);
  });
});

describe('Charon', () => {
  const gods = ['charon', 'mortal'];

  it('before moving, may force a neighbouring opponent worker straight across his worker; that worker of his then moves', () => {
    const state = board(
      `
      .  .  .  .  .
      .  .  b  .  .
      .  .  a  .  .
      .  . 3   .  .
      a  .  .  .  b
    `,
      { gods },
    );
    expect(legal(state)).toContain('C4-C2');
    const ferried = playAll(state, 'C4-C2');
    // any level: the opponent worker now stands on level 3, and has not won
    expect(spaceAt(ferried, 'C2')).toEqual({ level: 3, dome: false, worker: { seat: 1, index: 0 } });
    expect(ferried.outcome).toBeNull();
    expect(ferried.phase).toBe('move');
    expect(legal(ferried).every((move) => move.startsWith('C3-'))).toBe(true);
    expectRefused(ferried, 'A1-A2');
    expectRefused(ferried, 'C2-C4');
    const done = playAll(ferried, 'C3-C4', 'build C5');
    expect(done.seat).toBe(1);
    // the ferry is optional: a normal turn is still there
    expect(legal(state)).toContain('A1-A2');
  });

  it('cannot ferry onto an occupied or a domed space, nor off the island', () => {
    const blocked = board(
      `
      .  .  .  .  .
      .  b  b  .  .
      .  D  a  .  .
      .  .  a  .  .
      .  .  .  .  .
    `,
      { gods },
    );
    // C4 across C3 lands on C2 (own worker), B4 across C3 on D2 (free)
    expect(legal(blocked)).not.toContain('C4-C2');
    expect(legal(blocked)).toContain('B4-D2');
    const domed = board(
      `
      .  .  .  .  .
      .  .  b  .  .
      .  .  a  .  .
      .  .  D  .  .
      a  .  .  .  b
    `,
      { gods },
    );
    expect(legal(domed).some((move) => move.startsWith('C4-'))).toBe(false);
    expectRefused(domed, 'C4-C2');
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
    expect(legal(edge)).toContain('C5-C3');
    const offIsland = board(
      `
      .  .  a  .  .
      .  .  b  .  .
      .  .  .  .  .
      .  .  .  .  .
      a  .  .  .  b
    `,
      { gods },
    );
    expect(legal(offIsland).some((move) => move.startsWith('C4-'))).toBe(false);
  });
});

describe('Eros', () => {
  it('places his workers on opposite edges', () => {
    let state = unwrap(santorini.setup({ gods: ['eros', 'mortal'] }));
    expect(legal(state)).toHaveLength(16);
    expectRefused(state, 'place C3');
    const onA = playAll(state, 'place A3');
    expect(legal(onA)).toEqual(['place E1', 'place E2', 'place E3', 'place E4', 'place E5']);
    // a corner lies on two edges: the second worker may go on either opposite edge
    state = playAll(state, 'place A1');
    expect(legal(state)).toEqual(['place A5', 'place B5', 'place C5', 'place D5', 'place E1', 'place E2', 'place E3', 'place E4', 'place E5']);
  });

  it('wins when a worker moves next to his other worker and both are on level 1', () => {
    const state = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      . 1a  1  1a  .
      .  .  2  .  .
      b  .  .  .  b
    `,
      { gods: ['eros', 'mortal'] },
    );
    expect(playAll(state, 'B3-C3').outcome).toEqual({ ranking: [[0], [1]], reason: 'workers-together' });
    // moving next to the other worker on another level is no win
    expect(playAll(state, 'B3-C2').outcome).toBeNull();
    const ground = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  a  .  a  .
      .  .  .  .  .
      b  .  .  .  b
    `,
      { gods: ['eros', 'mortal'] },
    );
    expect(playAll(ground, 'B3-C3').outcome).toBeNull();
  });

  it('with 3 players, both on the same level is enough', () => {
    const ground = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  a  .  a  .
      .  .  .  .  .
      b  b  .  c  c
    `,
      { gods: ['eros', 'mortal', 'mortal'] },
    );
    expect(playAll(ground, 'B3-C3').outcome?.reason).toBe('workers-together');
  });
});

describe('Hera', () => {
  it('an opponent cannot win by moving onto a perimeter space; inside, or by Hera herself, it is a win', () => {
    const rows = `
      .  .  .  .  .
      .  .  .  .  3
      .  3 2b  .  2b
      .  .  .  .  .
      a  .  .  .  a
    `;
    const edge = playAll(board(rows, { gods: ['hera', 'mortal'], side: 2 }), 'E3-E4');
    expect(edge.outcome).toBeNull();
    expect(edge.phase).toBe('build');
    expect(playAll(board(rows, { gods: ['hera', 'mortal'], side: 2 }), 'C3-B3').outcome?.reason).toBe('reached-level-3');
    const own = board(
      `
      .  .  .  .  .
      .  .  .  .  3
      .  .  .  .  2a
      .  .  .  .  .
      a  .  .  b  b
    `,
      { gods: ['hera', 'mortal'] },
    );
    expect(playAll(own, 'E3-E4').outcome?.reason).toBe('reached-level-3');
  });

  it('blocks Pan\'s win by moving down onto the perimeter too', () => {
    const rows = `
      .  .  .  a  a
      .  .  .  .  .
      .  .  .  .  .
      . 2b  .  .  .
      .  .  .  .  b
    `;
    expect(playAll(board(rows, { gods: ['hera', 'pan'], side: 2 }), 'B2-A1').outcome).toBeNull();
    expect(playAll(board(rows, { gods: ['hera', 'pan'], side: 2 }), 'B2-C3').outcome?.reason).toBe('moved-down-two-levels');
    expect(playAll(board(rows, { gods: ['mortal', 'pan'], side: 2 }), 'B2-A1').outcome?.reason).toBe('moved-down-two-levels');
  });
});

describe('Hypnus', () => {
  it('an opponent worker strictly higher than all their others cannot move', () => {
    const state = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  . 2b  .  .
      .  .  .  .  .
      a  .  .  a 1b
    `,
      { gods: ['hypnus', 'mortal'], side: 2 },
    );
    expect(steps(legal(state), 'C3')).toEqual([]);
    expectRefused(state, 'C3-C4');
    expect(steps(legal(state), 'E1').length).toBeGreaterThan(0);
    expect(toPosition(state)).toBe('0000000000002000000000001/2/hypnus:A1,D1/mortal:C3,E1');
  });

  it('holds nobody when the heights are tied, or when a worker is alone', () => {
    const tied = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  . 1b  .  .
      .  .  .  .  .
      a  .  .  a 1b
    `,
      { gods: ['hypnus', 'mortal'], side: 2 },
    );
    expect(steps(legal(tied), 'C3').length).toBeGreaterThan(0);
    expect(steps(legal(tied), 'E1').length).toBeGreaterThan(0);
    const alone = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  . 2b  .  .
      .  .  .  .  .
      a  .  .  a  .
    `,
      { gods: ['hypnus', 'mortal'], side: 2, removed: true },
    );
    expect(steps(legal(alone), 'C3').length).toBeGreaterThan(0);
  });

  it('decides at the start of the turn: Artemis\' second step is free although she climbed', () => {
    const state = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      . 1b  2  .  .
      .  .  .  .  .
      a  .  .  a 1b
    `,
      { gods: ['hypnus', 'artemis'], side: 2 },
    );
    const climbed = playAll(state, 'B3-C3');
    expect(steps(legal(climbed), 'C3').length).toBeGreaterThan(0);
  });
});

describe('Persephone', () => {
  it('an opponent who can move up must take a turn that moves up', () => {
    const state = board(
      `
      .  .  .  .  .
      .  .  1  .  .
      .  .  b  .  .
      .  .  .  .  .
      a  .  .  a  b
    `,
      { gods: ['persephone', 'mortal'], side: 2 },
    );
    expect(legal(state)).toEqual(['C3-C4']);
    expectRefused(state, 'C3-C2');
    const mortal = board(
      `
      .  .  .  .  .
      .  .  1  .  .
      .  .  b  .  .
      .  .  .  .  .
      a  .  .  a  b
    `,
      { side: 2 },
    );
    expect(legal(mortal)).toContain('C3-C2');
  });

  it('with no up-move at hand, every turn is allowed', () => {
    const flat = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  .  b  .  .
      .  .  .  .  .
      a  .  .  a  b
    `,
      { gods: ['persephone', 'mortal'], side: 2 },
    );
    expect(legal(flat)).toEqual(legal(board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  .  b  .  .
      .  .  .  .  .
      a  .  .  a  b
    `,
      { side: 2 },
    )));
    expect(legal(flat)).toHaveLength(10);
  });

  it('counts an up-move on a later step: Artemis may first step on the level', () => {
    const state = board(
      `
      .  .  .  .  .
      .  .  .  1  .
      .  .  b  .  .
      .  .  .  .  .
      a  .  .  a  .
    `,
      { gods: ['persephone', 'artemis'], side: 2, removed: true },
    );
    const moves = legal(state);
    expect(moves).toContain('C3-D4');
    expect(moves).toContain('C3-C4');
    expect(moves).not.toContain('C3-B2');
    const first = playAll(state, 'C3-C4');
    expect(legal(first)).toEqual(['C4-D4']);
  });

  it('does not bind Persephone herself', () => {
    const own = board(
      `
      .  .  .  .  .
      .  .  1  .  .
      .  .  a  .  .
      .  .  .  .  .
      a  .  .  b  b
    `,
      { gods: ['persephone', 'mortal'] },
    );
    expect(steps(legal(own), 'C3').length).toBe(8);
  });
});

describe('Triton', () => {
  const gods = ['triton', 'mortal'];

  it('each move onto a perimeter space may be followed by another, as often as he likes', () => {
    const state = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  .  .  .  .
      a  .  .  .  .
      .  .  b  .  b
    `,
      { gods },
    );
    let walk = playAll(state, 'A2-A1');
    expect(walk.phase).toBe('move');
    expect(legal(walk)).toEqual(['A1-A2', 'A1-B1', 'A1-B2', 'pass']);
    walk = playAll(walk, 'A1-B1', 'B1-A2', 'A2-A3', 'A3-A4');
    expect(walk.phase).toBe('move');
    // a step off the perimeter ends the movement
    const inside = playAll(walk, 'A4-B4');
    expect(inside.phase).toBe('build');
    const stop = playAll(walk, 'pass');
    expect(stop.phase).toBe('build');
    expect(legal(stop)).toContain('build A5');
    expect(playAll(stop, 'build A5').seat).toBe(1);
  });

  it('climbing onto level 3 on any step of the chain wins at once', () => {
    const state = board(
      `
      .  .  .  .  .
      3  .  .  .  .
      2  .  .  .  .
      a  .  .  .  .
      .  .  b  .  b
    `,
      { gods },
    );
    const back = playAll(state, 'A2-A1', 'A1-A2');
    expect(back.phase).toBe('move');
    expectRefused(back, 'A2-A4');
    const climbing = board(
      `
      .  .  .  .  .
      3  .  .  .  .
      2  .  .  .  .
      1a  .  .  .  .
      .  .  b  .  b
    `,
      { gods },
    );
    expect(playAll(climbing, 'A2-A3', 'A3-A4').outcome?.reason).toBe('reached-level-3');
  });

  it('turnsOf stays finite and lists each resulting position once', () => {
    const state = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  .  .  .  .
      a  .  .  .  .
      .  .  b  .  b
    `,
      { gods },
    );
    const turns = turnsOf(state);
    const results = turns.map((turn) => toPosition(playAll(state, ...turn.map(santorini.formatMove))));
    expect(new Set(results).size).toBe(results.length);
    expect(turns.length).toBeGreaterThan(100);
  });
});
