/**
 * Scenario tests of the Advanced Gods that change moving and winning, or restrict the opponents'
 * moves: Aphrodite, Charon, Eros, Hera, Hypnus, Persephone, Triton.
 */
import { santorini, spaceAt, toPosition, turnsOf } from '@games/santorini';
import { describe, expect, it } from 'vitest';
import { board } from './board.js';
import { scenario } from '@games/testing';

const steps = (moves: string[], from: string): string[] => moves.filter((move) => move.startsWith(`${from}-`)).sort();

describe('Aphrodite', () => {
  const rows = `
    .  .  .  .  .
    .  .  a  .  .
    .  .  b  .  .
    .  .  .  .  .
    a  .  .  .  b
  `;

  it('an opponent worker starting next to hers must end its move next to one of hers', () => {
    const game = board(rows, { gods: ['aphrodite', 'mortal'], side: 2 });
    expect(steps(game.legal(), 'C3')).toEqual(['C3-B2', 'C3-B3', 'C3-B4', 'C3-D3', 'C3-D4']);
    game
      .refuses('C3-C2', 'illegal-move')
      .refuses('C3-D2', 'illegal-move');
    // a worker that did not start next to hers moves freely
    expect(steps(game.legal(), 'E1')).toEqual(['E1-D1', 'E1-D2', 'E1-E2']);
    // the held list follows from the board: positions do not write it
    expect(toPosition(game.state)).toBe('0000000000000000000000000/2/aphrodite:C4,A1/mortal:C3,E1');
  });

  it('only where the movement ends counts: the steps in between are free', () => {
    const game = board(rows, { gods: ['aphrodite', 'artemis'], side: 2 });
    const away = game.play('C3-C2');
    expect(away.legal()).not.toContain('pass');
    expect(steps(away.legal(), 'C2')).toEqual(['C2-B1', 'C2-B2', 'C2-B3', 'C2-D3']);
    expect(away.play('C2-B3', 'build B2').state.seat).toBe(0);
    away.refuses('C2-C1', 'illegal-move');
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
    const game = board(
      `
      .  .  .  .  .
      .  .  b  .  .
      .  .  a  .  .
      .  . 3   .  .
      a  .  .  .  b
    `,
      { gods },
    );
    expect(game.legal()).toContain('C4-C2');
    const ferried = game.play('C4-C2');
    // any level: the opponent worker now stands on level 3, and has not won
    expect(spaceAt(ferried.state, 'C2')).toEqual({ level: 3, dome: false, worker: { seat: 1, index: 0 } });
    expect(ferried.state.outcome).toBeNull();
    expect(ferried.state.phase).toBe('move');
    expect(ferried.legal().every((move) => move.startsWith('C3-'))).toBe(true);
    ferried
      .refuses('A1-A2', 'illegal-move')
      .refuses('C2-C4', 'illegal-move');
    const done = ferried.play('C3-C4', 'build C5');
    expect(done.state.seat).toBe(1);
    // the ferry is optional: a normal turn is still there
    expect(game.legal()).toContain('A1-A2');
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
    expect(blocked.legal()).not.toContain('C4-C2');
    expect(blocked.legal()).toContain('B4-D2');
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
    expect(domed.legal().some((move) => move.startsWith('C4-'))).toBe(false);
    domed.refuses('C4-C2', 'illegal-move');
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
    expect(edge.legal()).toContain('C5-C3');
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
    expect(offIsland.legal().some((move) => move.startsWith('C4-'))).toBe(false);
  });
});

describe('Eros', () => {
  it('places his workers on opposite edges', () => {
    let game = scenario(santorini).setup({ gods: ['eros', 'mortal'] });
    expect(game.legal()).toHaveLength(16);
    game.refuses('place C3', 'illegal-move');
    const onA = game.play('place A3');
    onA.expectLegal(['place E1', 'place E2', 'place E3', 'place E4', 'place E5']);
    // a corner lies on two edges: the second worker may go on either opposite edge
    game = game.play('place A1');
    game.expectLegal(['place A5', 'place B5', 'place C5', 'place D5', 'place E1', 'place E2', 'place E3', 'place E4', 'place E5']);
  });

  it('wins when a worker moves next to his other worker and both are on level 1', () => {
    const game = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      . 1a  1  1a  .
      .  .  2  .  .
      b  .  .  .  b
    `,
      { gods: ['eros', 'mortal'] },
    );
    expect(game.play('B3-C3').state.outcome).toEqual({ ranking: [[0], [1]], reason: 'workers-together' });
    // moving next to the other worker on another level is no win
    expect(game.play('B3-C2').state.outcome).toBeNull();
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
    expect(ground.play('B3-C3').state.outcome).toBeNull();
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
    expect(ground.play('B3-C3').state.outcome?.reason).toBe('workers-together');
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
    const edge = board(rows, { gods: ['hera', 'mortal'], side: 2 }).play('E3-E4');
    expect(edge.state.outcome).toBeNull();
    expect(edge.state.phase).toBe('build');
    expect(board(rows, { gods: ['hera', 'mortal'], side: 2 }).play('C3-B3').state.outcome?.reason).toBe('reached-level-3');
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
    expect(own.play('E3-E4').state.outcome?.reason).toBe('reached-level-3');
  });

  it('blocks Pan\'s win by moving down onto the perimeter too', () => {
    const rows = `
      .  .  .  a  a
      .  .  .  .  .
      .  .  .  .  .
      . 2b  .  .  .
      .  .  .  .  b
    `;
    expect(board(rows, { gods: ['hera', 'pan'], side: 2 }).play('B2-A1').state.outcome).toBeNull();
    expect(board(rows, { gods: ['hera', 'pan'], side: 2 }).play('B2-C3').state.outcome?.reason).toBe('moved-down-two-levels');
    expect(board(rows, { gods: ['mortal', 'pan'], side: 2 }).play('B2-A1').state.outcome?.reason).toBe('moved-down-two-levels');
  });
});

describe('Hypnus', () => {
  it('an opponent worker strictly higher than all their others cannot move', () => {
    const game = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  . 2b  .  .
      .  .  .  .  .
      a  .  .  a 1b
    `,
      { gods: ['hypnus', 'mortal'], side: 2 },
    );
    expect(steps(game.legal(), 'C3')).toEqual([]);
    game.refuses('C3-C4', 'illegal-move');
    expect(steps(game.legal(), 'E1').length).toBeGreaterThan(0);
    expect(toPosition(game.state)).toBe('0000000000002000000000001/2/hypnus:A1,D1/mortal:C3,E1');
  });

  it('holds nobody when the heights are tied; a lone worker is higher than all its (no) others, and is held', () => {
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
    expect(steps(tied.legal(), 'C3').length).toBeGreaterThan(0);
    expect(steps(tied.legal(), 'E1').length).toBeGreaterThan(0);
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
    // the mortal's lone worker cannot move: with no legal turn, the mortal loses
    expect(steps(alone.legal(), 'C3')).toEqual([]);
    expect(alone.state.outcome).toEqual({ ranking: [[0], [1]], reason: 'no-legal-turn' });
  });

  it('decides at the start of the turn: Artemis\' second step is free although she climbed', () => {
    const game = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      . 1b  2  .  .
      .  .  .  .  .
      a  .  .  a 1b
    `,
      { gods: ['hypnus', 'artemis'], side: 2 },
    );
    const climbed = game.play('B3-C3');
    expect(steps(climbed.legal(), 'C3').length).toBeGreaterThan(0);
  });
});

describe('Persephone', () => {
  it('an opponent who can move up must take a turn that moves up', () => {
    const game = board(
      `
      .  .  .  .  .
      .  .  1  .  .
      .  .  b  .  .
      .  .  .  .  .
      a  .  .  a  b
    `,
      { gods: ['persephone', 'mortal'], side: 2 },
    );
    game.expectLegal(['C3-C4']);
    game.refuses('C3-C2', 'illegal-move');
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
    expect(mortal.legal()).toContain('C3-C2');
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
    expect(flat.legal()).toEqual(board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  .  b  .  .
      .  .  .  .  .
      a  .  .  a  b
    `,
      { side: 2 },
    ).legal());
    expect(flat.legal()).toHaveLength(10);
  });

  it('counts an up-move on a later step: Artemis may first step on the level', () => {
    const game = board(
      `
      .  .  .  .  .
      .  .  .  1  .
      .  .  b  .  .
      .  .  .  .  .
      a  .  .  a  .
    `,
      { gods: ['persephone', 'artemis'], side: 2, removed: true },
    );
    const moves = game.legal();
    expect(moves).toContain('C3-D4');
    expect(moves).toContain('C3-C4');
    expect(moves).not.toContain('C3-B2');
    const first = game.play('C3-C4');
    first.expectLegal(['C4-D4']);
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
    expect(steps(own.legal(), 'C3').length).toBe(8);
  });
});

describe('Triton', () => {
  const gods = ['triton', 'mortal'];

  it('each move onto a perimeter space may be followed by another, as often as he likes', () => {
    const game = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  .  .  .  .
      a  .  .  .  .
      .  .  b  .  b
    `,
      { gods },
    );
    let walk = game.play('A2-A1');
    expect(walk.state.phase).toBe('move');
    walk.expectLegal(['A1-A2', 'A1-B1', 'A1-B2', 'pass']);
    walk = walk.play('A1-B1', 'B1-A2', 'A2-A3', 'A3-A4');
    expect(walk.state.phase).toBe('move');
    // a step off the perimeter ends the movement
    const inside = walk.play('A4-B4');
    expect(inside.state.phase).toBe('build');
    const stop = walk.play('pass');
    expect(stop.state.phase).toBe('build');
    expect(stop.legal()).toContain('build A5');
    expect(stop.play('build A5').state.seat).toBe(1);
  });

  it('climbing onto level 3 on any step of the chain wins at once', () => {
    const game = board(
      `
      .  .  .  .  .
      3  .  .  .  .
      2  .  .  .  .
      a  .  .  .  .
      .  .  b  .  b
    `,
      { gods },
    );
    const back = game.play('A2-A1', 'A1-A2');
    expect(back.state.phase).toBe('move');
    back.refuses('A2-A4', 'illegal-move');
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
    expect(climbing.play('A2-A3', 'A3-A4').state.outcome?.reason).toBe('reached-level-3');
  });

  it('turnsOf stays finite and lists each resulting position once', () => {
    const game = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  .  .  .  .
      a  .  .  .  .
      .  .  b  .  b
    `,
      { gods },
    );
    const turns = turnsOf(game.state);
    const results = turns.map((turn) => toPosition(game.play(...turn.map(santorini.formatMove)).state));
    expect(new Set(results).size).toBe(results.length);
    expect(turns.length).toBeGreaterThan(100);
  });
});
