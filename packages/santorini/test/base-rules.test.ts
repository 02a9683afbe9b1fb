import { santorini, spaceAt, toPosition, type SantoriniOptions } from '@games/santorini';
import { BOX } from '@games/santorini/powers';
import { scenario } from '@games/testing';
import { describe, expect, it } from 'vitest';
import { board } from './board.js';

const start = (options: SantoriniOptions = {}) => scenario(santorini).setup(options);

describe('setup and placement', () => {
  it('two players: each places both workers in seat order, then seat 1 moves first', () => {
    let game = start().expectTurn(0);
    expect(game.state.phase).toBe('place');
    expect(game.legal()).toHaveLength(25);
    game = game.play('place C3').expectTurn(0);
    expect(game.state.seat).toBe(0);
    expect(game.legal()).not.toContain('place C3');
    game = game.play('place B2', 'place D4').expectTurn(1);
    expect(game.state.seat).toBe(1);
    game = game.play('place E5').expectTurn(0);
    expect(game.state.phase).toBe('move');
    expect(game.state.seat).toBe(0);
    expect(toPosition(game.state)).toBe('0000000000000000000000000/1/mortal:C3,B2/mortal:D4,E5');
  });

  it('refuses an occupied space and moves or builds before every worker is placed', () => {
    start()
      .play('place C3')
      .refuses('place C3', 'illegal-move')
      .refuses('C3-C4', 'illegal-move')
      .refuses('build C4', 'illegal-move')
      .refuses('pass', 'illegal-move');
  });

  it('three players place six workers, seats 1, 2, 3 in turn', () => {
    const game = start({ players: 3 }).play('place A1', 'place A2', 'place C1', 'place C2', 'place E1').expectTurn(2);
    expect(game.state.seat).toBe(2);
    const done = game.play('place E2').expectTurn(0);
    expect(done.state.phase).toBe('move');
    expect(done.state.seat).toBe(0);
    expect(toPosition(done.state)).toBe('0000000000000000000000000/1/mortal:A1,A2/mortal:C1,C2/mortal:E1,E2');
  });

  it('four players: the first seat of each team places the team\'s two shared workers', () => {
    const game = start({ players: 4 }).play('place A1', 'place A2', 'place E1', 'place E2').expectTurn(0);
    expect(game.state.phase).toBe('move');
    expect(game.state.seat).toBe(0);
    expect(toPosition(game.state)).toBe('0000000000000000000000000/1/mortal:A1,A2/mortal:E1,E2/mortal:A1,A2/mortal:E1,E2');
    // seat 3 (index 2) moves team a's workers on its turn
    const third = game.play('A1-B1', 'build A1', 'E1-D1', 'build E1').expectTurn(2);
    expect(third.state.seat).toBe(2);
    expect(third.legal().some((move) => move.startsWith('B1-'))).toBe(true);
    expect(third.legal().some((move) => move.startsWith('D1-'))).toBe(false);
  });
});

describe('moving', () => {
  const game = board(`
    .  .  .  .  .
    .  2  3  D  .
    .  1  a  b  .
    .  .  .  .  .
    a  .  .  .  b
  `);

  it('steps to a neighbouring unoccupied space at most one level up', () => {
    game.expectLegal(['A1-A2', 'A1-B1', 'A1-B2', 'C3-B2', 'C3-B3', 'C3-C2', 'C3-D2']);
  });

  it('refuses domes, occupied spaces, climbs of two levels, far spaces and opponent workers', () => {
    game
      .refuses('C3-D4', 'illegal-move')
      .refuses('C3-D3', 'illegal-move')
      .refuses('C3-B4', 'illegal-move')
      .refuses('C3-C5', 'illegal-move')
      .refuses('D3-D2', 'illegal-move')
      .refuses('B5-B4', 'illegal-move');
  });

  it('moves down any number of levels', () => {
    const high = board(`
      .  .  .  .  .
      .  .  3a .  .
      .  .  .  .  .
      .  .  .  .  .
      a  .  .  b  b
    `);
    expect(high.legal()).toContain('C4-C3');
    expect(high.play('C4-C3').state.phase).toBe('build');
  });
});

describe('winning', () => {
  it('a worker that moves up onto level 3 wins at once, without building', () => {
    const won = board(`
      .  .  .  .  .
      .  .  3  .  .
      .  . 2a  .  .
      .  .  .  .  .
      a  .  .  b  b
    `)
      .play('C3-C4')
      .expectOutcome({ ranking: [[0], [1]], reason: 'reached-level-3' })
      .expectLegal([])
      .refuses('build C3', 'game-over');
    const { state } = won;
    expect(state.phase).toBe('over');
    expect(state.outcome).toEqual({ ranking: [[0], [1]], reason: 'reached-level-3' });
    expect(santorini.actor(state)).toEqual({ kind: 'over', outcome: state.outcome });
    expect(santorini.legalMoves(state)).toEqual([]);
  });

  it('moving from level 3 to level 3 is not a win', () => {
    const { state } = board(`
      .  .  .  .  .
      .  .  3  .  .
      .  . 3a  .  .
      .  .  .  .  .
      a  .  .  b  b
    `)
      .play('C3-C4')
      .expectTurn(0);
    expect(state.phase).toBe('build');
    expect(state.outcome).toBeNull();
  });
});

describe('building', () => {
  const moved = board(`
    .  .  .  .  .
    .  3  1  .  .
    .  .  a  .  .
    .  .  .  .  .
    a  .  .  b  b
  `).play('C3-C4');

  it('the moved worker builds a block on levels 0-2 and only a dome on level 3', () => {
    moved
      .expectLegal(['build B3', 'build B5', 'build C3', 'build C5', 'build D3', 'build D4', 'build D5', 'dome B4'])
      .refuses('build B4', 'illegal-move')
      .refuses('dome C5', 'illegal-move');
  });

  it('may build on the space it just left, never on a worker, a dome or far away', () => {
    const after = moved.play('build C3');
    expect(spaceAt(after.state, 'C3')).toEqual({ level: 1, dome: false, worker: null });
    moved.refuses('build A1', 'illegal-move').refuses('build C1', 'illegal-move');
  });

  it('a build ends the turn; a dome is a piece of its own', () => {
    const { state: after } = moved.play('dome B4').expectTurn(1);
    expect(after.seat).toBe(1);
    expect(after.phase).toBe('move');
    expect(spaceAt(after, 'B4')).toEqual({ level: 3, dome: true, worker: null });
    expect(toPosition(after)).toBe('0000004100000000000000000/2/mortal:C4,A1/mortal:D1,E1');
  });
});

describe('losing', () => {
  it('a player who cannot move at the start of the turn loses', () => {
    const game = board(`
      b  D  .  D  b
      D  D  .  1  D
      .  .  a  .  .
      .  .  .  .  .
      a  .  .  .  .
    `);
    const { state: after } = game.play('C3-C4', 'build D4').expectOutcome({ ranking: [[0], [1]], reason: 'no-legal-turn' });
    expect(after.phase).toBe('over');
    expect(after.outcome).toEqual({ ranking: [[0], [1]], reason: 'no-legal-turn' });
  });

  it('a position whose side to move cannot play is already lost', () => {
    const { state } = board(`
      a  D  .  D  a
      D  2  .  3  D
      .  .  b  .  .
      .  .  b  .  .
      .  .  .  .  .
    `).expectTurn('over');
    expect(state.phase).toBe('over');
    expect(state.outcome?.ranking).toEqual([[1], [0]]);
  });

  it('with three players the loser leaves the board and play goes on', () => {
    const game = board(
      `
      c  D  .  D  c
      D  D  .  3  D
      .  .  a  .  .
      .  .  .  .  .
      a  .  b  .  b
    `,
      { gods: ['mortal', 'mortal', 'mortal'] },
    );
    const { state: after } = game.play('C3-C4', 'build C3', 'C1-B1', 'build C1').expectTurn(0);
    expect(after.out).toEqual([2]);
    expect(after.seat).toBe(0);
    expect(after.phase).toBe('move');
    expect(spaceAt(after, 'A5')?.worker).toBeNull();
    expect(toPosition(after)).toBe('0404044034001000000000100/1/mortal:C4,A1/mortal:B1,E1/mortal:-');
  });

  it('with three players the last one standing wins', () => {
    const game = board(
      `
      b  D  .  .  .
      D  D  .  .  .
      .  .  a  .  .
      .  .  .  .  .
      a  .  .  .  .
    `,
      { gods: ['mortal', 'mortal', 'mortal'], out: [3] },
    );
    expect(game.state.out).toEqual([2]);
    // b's second worker is gone: seat 2 cannot play after seat 1's turn
    const { state: after } = game.play('C3-C4', 'build C3').expectOutcome({ ranking: [[0], [1], [2]], reason: 'last-standing' });
    expect(after.phase).toBe('over');
    expect(after.outcome).toEqual({ ranking: [[0], [1], [2]], reason: 'last-standing' });
  });

  it('with three players a win ends the game at once: the winner, the other player, then the seat that left', () => {
    const game = board(
      `
      .  .  .  .  .
      .  .  3  .  .
      .  . 2a  .  .
      .  .  .  .  .
      a  .  .  b  b
    `,
      { gods: ['mortal', 'mortal', 'mortal'], out: [3] },
    );
    expect(game.play('C3-C4').state.outcome).toEqual({ ranking: [[0], [1], [2]], reason: 'reached-level-3' });
  });

  it('with four players a blocked seat loses for its team', () => {
    const game = board(
      `
      b  D  .  D  b
      D  D  .  1  D
      .  .  a  .  .
      .  .  .  .  .
      a  .  .  .  .
    `,
      { gods: ['mortal', 'mortal', 'mortal', 'mortal'] },
    );
    expect(game.play('C3-C4', 'build D4').state.outcome).toEqual({ ranking: [[0, 2], [1, 3]], reason: 'no-legal-turn' });
  });

  it('with four players a win is the team\'s', () => {
    const game = board(
      `
      .  .  .  .  .
      .  .  3  .  .
      .  . 2a  .  .
      .  .  .  .  .
      a  .  .  b  b
    `,
      { gods: ['mortal', 'mortal', 'mortal', 'mortal'], side: 3 },
    );
    expect(game.play('C3-C4').state.outcome).toEqual({ ranking: [[0, 2], [1, 3]], reason: 'reached-level-3' });
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
    const limited = board(rows, { physicalSupply: true }).play('C3-D2').refuses('build E2', 'illegal-move');
    expect(limited.legal()).not.toContain('build E2');
    expect(limited.legal()).toContain('build D3');
    const unlimited = board(rows).play('C3-D2');
    expect(unlimited.legal()).toContain('build E2');
  });

  it('a move after which nothing can be built is illegal, but a winning move needs no build', () => {
    const rows = `
      D  D  D  D  D
      D  D  D  D  D
      D  D  D  D  D
      D  D  D 2a  3
      a  1  b  1  b
    `;
    board(rows, { physicalSupply: true }).expectLegal(['D2-E2']);
    expect(board(rows).legal().length).toBeGreaterThan(1);
  });
});

describe('option maxTurns', () => {
  it('draws the game after that many completed turns', () => {
    const game = start({ maxTurns: 2 }).play('place A1', 'place A2', 'place E1', 'place E2', 'A1-B1', 'build A1').expectTurn(1);
    expect(game.state.phase).toBe('move');
    const over = game.play('E1-D1', 'build E1').expectOutcome({ ranking: [[0, 1]], reason: 'max-turns' });
    expect(over.state.outcome).toEqual({ ranking: [[0, 1]], reason: 'max-turns' });
  });

  it('defaults to 300 and is validated', () => {
    expect(start().state.rules).toEqual({ physicalSupply: false, maxTurns: 300 });
    expect(santorini.setup({ maxTurns: 0 }).ok).toBe(false);
    expect(santorini.setup({ physicalSupply: 'yes' as never }).ok).toBe(false);
    expect(santorini.setup(null as never).ok).toBe(false);
    expect(santorini.setup(undefined as never).ok).toBe(true);
  });
});
