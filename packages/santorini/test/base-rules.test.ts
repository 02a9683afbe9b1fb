import { unwrap } from '@games/core';
import { santorini, spaceAt, toPosition } from '@games/santorini';
import { BOX } from '@games/santorini/powers';
import { describe, expect, it } from 'vitest';
import { board, expectRefused, legal, playAll } from './board.js';

const start = (options = {}) => unwrap(santorini.setup(options));

describe('setup and placement', () => {
  it('two players: each places both workers in seat order, then seat 1 moves first', () => {
    let state = start();
    expect(state.phase).toBe('place');
    expect(legal(state)).toHaveLength(25);
    state = playAll(state, 'place C3');
    expect(state.seat).toBe(0);
    expect(legal(state)).not.toContain('place C3');
    state = playAll(state, 'place B2', 'place D4');
    expect(state.seat).toBe(1);
    state = playAll(state, 'place E5');
    expect(state.phase).toBe('move');
    expect(state.seat).toBe(0);
    expect(toPosition(state)).toBe('0000000000000000000000000/1/mortal:C3,B2/mortal:D4,E5');
  });

  it('refuses an occupied space and moves or builds before every worker is placed', () => {
    const state = playAll(start(), 'place C3');
    expectRefused(state, 'place C3');
    expectRefused(state, 'C3-C4');
    expectRefused(state, 'build C4');
    expectRefused(state, 'pass');
  });

  it('three players place six workers, seats 1, 2, 3 in turn', () => {
    const state = playAll(start({ players: 3 }), 'place A1', 'place A2', 'place C1', 'place C2', 'place E1');
    expect(state.seat).toBe(2);
    const done = playAll(state, 'place E2');
    expect(done.phase).toBe('move');
    expect(done.seat).toBe(0);
    expect(toPosition(done)).toBe('0000000000000000000000000/1/mortal:A1,A2/mortal:C1,C2/mortal:E1,E2');
  });

  it('four players: the first seat of each team places the team\'s two shared workers', () => {
    const state = playAll(start({ players: 4 }), 'place A1', 'place A2', 'place E1', 'place E2');
    expect(state.phase).toBe('move');
    expect(state.seat).toBe(0);
    expect(toPosition(state)).toBe('0000000000000000000000000/1/mortal:A1,A2/mortal:E1,E2/mortal:A1,A2/mortal:E1,E2');
    // seat 3 (index 2) moves team a's workers on its turn
    const third = playAll(state, 'A1-B1', 'build A1', 'E1-D1', 'build E1');
    expect(third.seat).toBe(2);
    expect(legal(third).some((move) => move.startsWith('B1-'))).toBe(true);
    expect(legal(third).some((move) => move.startsWith('D1-'))).toBe(false);
  });
});

describe('moving', () => {
  const state = board(`
    .  .  .  .  .
    .  2  3  D  .
    .  1  a  b  .
    .  .  .  .  .
    a  .  .  .  b
  `);

  it('steps to a neighbouring unoccupied space at most one level up', () => {
    expect(legal(state)).toEqual(['A1-A2', 'A1-B1', 'A1-B2', 'C3-B2', 'C3-B3', 'C3-C2', 'C3-D2']);
  });

  it('refuses domes, occupied spaces, climbs of two levels, far spaces and opponent workers', () => {
    expectRefused(state, 'C3-D4');
    expectRefused(state, 'C3-D3');
    expectRefused(state, 'C3-B4');
    expectRefused(state, 'C3-C5');
    expectRefused(state, 'D3-D2');
    expectRefused(state, 'B5-B4');
  });

  it('moves down any number of levels', () => {
    const high = board(`
      .  .  .  .  .
      .  .  3a .  .
      .  .  .  .  .
      .  .  .  .  .
      a  .  .  b  b
    `);
    expect(legal(high)).toContain('C4-C3');
    expect(playAll(high, 'C4-C3').phase).toBe('build');
  });
});

describe('winning', () => {
  it('a worker that moves up onto level 3 wins at once, without building', () => {
    const state = playAll(
      board(`
        .  .  .  .  .
        .  .  3  .  .
        .  . 2a  .  .
        .  .  .  .  .
        a  .  .  b  b
      `),
      'C3-C4',
    );
    expect(state.phase).toBe('over');
    expect(state.outcome).toEqual({ ranking: [[0], [1]], reason: 'reached-level-3' });
    expect(santorini.actor(state)).toEqual({ kind: 'over', outcome: state.outcome });
    expect(santorini.legalMoves(state)).toEqual([]);
    expectRefused(state, 'build C3', 'game-over');
  });

  it('moving from level 3 to level 3 is not a win', () => {
    const state = playAll(
      board(`
        .  .  .  .  .
        .  .  3  .  .
        .  . 3a  .  .
        .  .  .  .  .
        a  .  .  b  b
      `),
      'C3-C4',
    );
    expect(state.phase).toBe('build');
    expect(state.outcome).toBeNull();
  });
});

describe('building', () => {
  const moved = playAll(
    board(`
      .  .  .  .  .
      .  3  1  .  .
      .  .  a  .  .
      .  .  .  .  .
      a  .  .  b  b
    `),
    'C3-C4',
  );

  it('the moved worker builds a block on levels 0-2 and only a dome on level 3', () => {
    expect(legal(moved)).toEqual(['build B3', 'build B5', 'build C3', 'build C5', 'build D3', 'build D4', 'build D5', 'dome B4']);
    expectRefused(moved, 'build B4');
    expectRefused(moved, 'dome C5');
  });

  it('may build on the space it just left, never on a worker, a dome or far away', () => {
    const after = playAll(moved, 'build C3');
    expect(spaceAt(after, 'C3')).toEqual({ level: 1, dome: false, worker: null });
    expectRefused(moved, 'build A1');
    expectRefused(moved, 'build C1');
  });

  it('a build ends the turn; a dome is a piece of its own', () => {
    const after = playAll(moved, 'dome B4');
    expect(after.seat).toBe(1);
    expect(after.phase).toBe('move');
    expect(spaceAt(after, 'B4')).toEqual({ level: 3, dome: true, worker: null });
    expect(toPosition(after)).toBe('0000004100000000000000000/2/mortal:C4,A1/mortal:D1,E1');
  });
});

describe('losing', () => {
  it('a player who cannot move at the start of the turn loses', () => {
    const state = board(`
      b  D  .  D  b
      D  D  .  1  D
      .  .  a  .  .
      .  .  .  .  .
      a  .  .  .  .
    `);
    const after = playAll(state, 'C3-C4', 'build D4');
    expect(after.phase).toBe('over');
    expect(after.outcome).toEqual({ ranking: [[0], [1]], reason: 'no-legal-turn' });
  });

  it('a position whose side to move cannot play is already lost', () => {
    const state = board(`
      a  D  .  D  a
      D  2  .  3  D
      .  .  b  .  .
      .  .  b  .  .
      .  .  .  .  .
    `);
    expect(state.phase).toBe('over');
    expect(state.outcome?.ranking).toEqual([[1], [0]]);
  });

  it('with three players the loser leaves the board and play goes on', () => {
    const state = board(
      `
      c  D  .  D  c
      D  D  .  3  D
      .  .  a  .  .
      .  .  .  .  .
      a  .  b  .  b
    `,
      { gods: ['mortal', 'mortal', 'mortal'] },
    );
    const after = playAll(state, 'C3-C4', 'build C3', 'C1-B1', 'build C1');
    expect(after.out).toEqual([2]);
    expect(after.seat).toBe(0);
    expect(after.phase).toBe('move');
    expect(spaceAt(after, 'A5')?.worker).toBeNull();
    expect(toPosition(after)).toBe('0404044034001000000000100/1/mortal:C4,A1/mortal:B1,E1/mortal:-');
  });

  it('with three players the last one standing wins', () => {
    const state = board(
      `
      b  D  .  .  .
      D  D  .  .  .
      .  .  a  .  .
      .  .  .  .  .
      a  .  .  .  .
    `,
      { gods: ['mortal', 'mortal', 'mortal'], out: [3] },
    );
    expect(state.out).toEqual([2]);
    // b's second worker is gone: seat 2 cannot play after seat 1's turn
    const after = playAll(state, 'C3-C4', 'build C3');
    expect(after.phase).toBe('over');
    expect(after.outcome).toEqual({ ranking: [[0], [1], [2]], reason: 'last-standing' });
  });

  it('with three players a win ends the game at once: the winner, the other player, then the seat that left', () => {
    const state = board(
      `
      .  .  .  .  .
      .  .  3  .  .
      .  . 2a  .  .
      .  .  .  .  .
      a  .  .  b  b
    `,
      { gods: ['mortal', 'mortal', 'mortal'], out: [3] },
    );
    expect(playAll(state, 'C3-C4').outcome).toEqual({ ranking: [[0], [1], [2]], reason: 'reached-level-3' });
  });

  it('with four players a blocked seat loses for its team', () => {
    const state = board(
      `
      b  D  .  D  b
      D  D  .  1  D
      .  .  a  .  .
      .  .  .  .  .
      a  .  .  .  .
    `,
      { gods: ['mortal', 'mortal', 'mortal', 'mortal'] },
    );
    const after = playAll(state, 'C3-C4', 'build D4');
    expect(after.outcome).toEqual({ ranking: [[0, 2], [1, 3]], reason: 'no-legal-turn' });
  });

  it('with four players a win is the team\'s', () => {
    const state = board(
      `
      .  .  .  .  .
      .  .  3  .  .
      .  . 2a  .  .
      .  .  .  .  .
      a  .  .  b  b
    `,
      { gods: ['mortal', 'mortal', 'mortal', 'mortal'], side: 3 },
    );
    expect(playAll(state, 'C3-C4').outcome).toEqual({ ranking: [[0, 2], [1, 3]], reason: 'reached-level-3' });
  });
});

describe('option physicalSupply', () => {
  const rows = `
    1  1  1  1  1
    1  1  1  1  1
    1  1 1a  1  1
    1  1  1  1  .
   1a 1b 1b  .  .
  `;

  it('makes a build of an exhausted piece illegal', () => {
    expect(BOX).toEqual([22, 18, 14, 18]);
    const limited = playAll(board(rows, { physicalSupply: true }), 'C3-D2');
    expect(legal(limited)).not.toContain('build E2');
    expectRefused(limited, 'build E2');
    expect(legal(limited)).toContain('build D3');
    const unlimited = playAll(board(rows), 'C3-D2');
    expect(legal(unlimited)).toContain('build E2');
  });

  it('a move after which nothing can be built is illegal, but a winning move needs no build', () => {
    const rows = `
      D  D  D  D  D
      D  D  D  D  D
      D  D  D  D  D
      D  D  D 2a  3
      a  1  b  1  b
    `;
    expect(legal(board(rows, { physicalSupply: true }))).toEqual(['D2-E2']);
    expect(legal(board(rows)).length).toBeGreaterThan(1);
  });
});

describe('option maxTurns', () => {
  it('draws the game after that many completed turns', () => {
    const state = playAll(start({ maxTurns: 2 }), 'place A1', 'place A2', 'place E1', 'place E2', 'A1-B1', 'build A1');
    expect(state.phase).toBe('move');
    const over = playAll(state, 'E1-D1', 'build E1');
    expect(over.outcome).toEqual({ ranking: [[0, 1]], reason: 'max-turns' });
  });

  it('defaults to 300 and is validated', () => {
    expect(start().rules).toEqual({ physicalSupply: false, maxTurns: 300 });
    expect(santorini.setup({ maxTurns: 0 }).ok).toBe(false);
    expect(santorini.setup({ physicalSupply: 'yes' as never }).ok).toBe(false);
    expect(santorini.setup(null as never).ok).toBe(false);
    expect(santorini.setup(undefined as never).ok).toBe(true);
  });
});
