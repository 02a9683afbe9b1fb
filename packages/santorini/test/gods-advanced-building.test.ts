/**
 * Scenario tests of the Advanced Gods that change building or the end of the turn: Ares, Hestia,
 * Limus, Medusa, Morpheus, Poseidon, Selene, Zeus.
 */
import { santorini, spaceAt, toPosition } from '@games/santorini';
import { describe, expect, it } from 'vitest';
import { board, position } from './board.js';

const builds = (moves: string[]): string[] => moves.filter((move) => move.startsWith('build') || move.startsWith('dome')).sort();

describe('Ares', () => {
  const game = board(
    `
    .  .  .  .  .
    .  .  .  .  .
    .  .  a  .  .
    1  2b  .  .  .
    a  D  .  .  b
  `,
    { gods: ['ares', 'mortal'] },
  );

  it('after building, may remove a block next to his unmoved worker (never a dome, never under a worker)', () => {
    const built = game.play('C3-C4', 'build C3');
    expect(built.state.phase).toBe('power');
    expect(built.state.seat).toBe(0);
    // A2 (level 1) is next to A1; B2 holds a worker, B1 is a dome, C3 was built next to the moved worker only
    built.expectLegal(['pass', 'remove A2']);
    built
      .refuses('remove C3', 'illegal-move')
      .refuses('remove B1', 'illegal-move');
    const removed = built.play('remove A2');
    expect(spaceAt(removed.state, 'A2')?.level).toBe(0);
    expect(removed.state.seat).toBe(1);
    expect(built.play('pass').state.seat).toBe(1);
  });

  it('may remove a block his own build just placed, when it is next to the unmoved worker', () => {
    const built = game.play('C3-B3', 'build A2');
    expect(spaceAt(built.state, 'A2')?.level).toBe(2);
    built.expectLegal(['pass', 'remove A2']);
    expect(spaceAt(built.play('remove A2').state, 'A2')?.level).toBe(1);
  });
});

describe('Hestia', () => {
  const game = board(
    `
    .  .  .  .  .
    .  .  .  .  .
    .  .  .  .  .
    .  a  .  .  .
    a  .  .  .  b
  `,
    { gods: ['hestia', 'mortal'] },
  );

  it('may build a second time, not on a perimeter space; the same space is fine', () => {
    const first = game.play('B2-B3', 'build C3');
    expect(first.state.phase).toBe('build');
    expect(first.state.optional).toBe(true);
    expect(builds(first.legal())).toEqual(['build B2', 'build B4', 'build C2', 'build C3', 'build C4']);
    first.refuses('build A3', 'illegal-move');
    expect(spaceAt(first.play('build C3').state, 'C3')?.level).toBe(2);
    expect(first.play('pass').state.seat).toBe(1);
  });

  it('builds the first time on the perimeter as usual', () => {
    const edge = game.play('B2-B3', 'build A3');
    expect(spaceAt(edge.state, 'A3')?.level).toBe(1);
    expect(edge.legal()).not.toContain('build A3');
  });
});

describe('Limus', () => {
  it('opponents may only build domes next to his workers', () => {
    const game = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      3  .  b  .  .
      .  .  a  .  .
      a  .  .  .  b
    `,
      { gods: ['limus', 'mortal'], side: 2 },
    );
    // from B3, blocks on A2, B2 and C3 (next to Limus' workers on C2 and A1) are refused; the dome on A3 is not
    const moved = game.play('C3-B3');
    expect(builds(moved.legal())).toEqual(['build A4', 'build B4', 'build C4', 'dome A3']);
    moved
      .refuses('build C3', 'illegal-move')
      .refuses('build B2', 'illegal-move');
  });

  it('an opponent Atlas may still dome there at any level', () => {
    const game = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  .  b  .  .
      .  .  a  .  .
      a  .  .  .  b
    `,
      { gods: ['limus', 'atlas'], side: 2 },
    );
    const moved = game.play('C3-B3');
    expect(moved.legal()).toContain('dome B2');
    expect(moved.legal()).not.toContain('build B2');
    expect(moved.legal()).toContain('build A4');
  });

  it('does not bind Limus himself', () => {
    const game = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  .  a  .  .
      .  .  a  .  .
      b  .  .  .  b
    `,
      { gods: ['limus', 'mortal'] },
    );
    expect(game.play('C3-B3').legal()).toContain('build B2');
  });
});

describe('Medusa', () => {
  it('at the end of her turn removes every lower opponent worker next to hers, all at once, building a block on each space', () => {
    const game = board(
      `
      .  .  .  .  .
      .  b  .  .  .
      . 2a  .  .  .
      .  b 1c  c  .
      a 1  .  .  .
    `,
      { gods: ['medusa', 'mortal', 'mortal'] },
    );
    const after = game.play('A1-B1', 'build A1');
    // B4 (level 0) and B2 (level 0) next to B3 (level 2) are removed; C2 (level 1) too; D2 is not next to a Medusa worker
    expect(spaceAt(after.state, 'B4')).toEqual({ level: 1, dome: false, worker: null });
    expect(spaceAt(after.state, 'B2')).toEqual({ level: 1, dome: false, worker: null });
    expect(spaceAt(after.state, 'C2')).toEqual({ level: 2, dome: false, worker: null });
    expect(spaceAt(after.state, 'D2')?.worker).toEqual({ seat: 2, index: 1 });
    // seat 2 lost both workers: it cannot play, leaves, and seat 3 moves
    expect(after.state.out).toEqual([1]);
    expect(after.state.seat).toBe(2);
    expect(toPosition(after.state)).toBe('0000001000020000120011000/3/medusa:B3,B1/mortal:-/mortal:-,D2');
  });

  it('spares workers on the same level or higher', () => {
    const game = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      . 2a 2b  .  .
      .  .  3b  .  .
      a  .  .  .  .
    `,
      { gods: ['medusa', 'mortal'] },
    );
    const after = game.play('A1-A2', 'build A1');
    expect(spaceAt(after.state, 'C3')?.worker).not.toBeNull();
    expect(spaceAt(after.state, 'C2')?.worker).not.toBeNull();
  });
});

describe('Morpheus', () => {
  it('with nothing stored, gains one build at the start of his turn and may spend it or not', () => {
    const game = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  .  a  .  .
      .  .  .  .  .
      a  .  .  .  b
    `,
      { gods: ['morpheus', 'mortal'] },
    );
    const moved = game.play('C3-C4');
    expect(moved.state.optional).toBe(true);
    expect(moved.legal()).toContain('pass');
    const spent = moved.play('build C5');
    expect(spent.state.seat).toBe(1);
    expect(toPosition(spent.state)).toMatch(/\/morpheus:/);
    const saved = moved.play('pass');
    expect(saved.state.seat).toBe(1);
    expect(toPosition(saved.state)).toMatch(/\/morpheus\[1\]:/);
  });

  it('with several stored, spends them with the moved worker, the same space again included', () => {
    const game = position('0000000000000000000000000/1/morpheus[2]:C3,A1/mortal:E1,E2');
    const moved = game.play('C3-C4');
    const tower = moved.play('build C5', 'build C5', 'build C5');
    expect(spaceAt(tower.state, 'C5')?.level).toBe(3);
    expect(tower.state.seat).toBe(1);
    expect(toPosition(tower.state)).toMatch(/\/morpheus:/);
    const two = moved.play('build C5', 'build D5', 'pass');
    expect(toPosition(two.state)).toMatch(/\/morpheus\[1\]:/);
  });

  it('never loses for lack of a build, only for lack of a move', () => {
    const rows = `
      .  .  .  .  .
      .  .  .  .  .
      D  D  .  .  .
      .  b  .  .  .
      a  D  .  .  b
    `;
    // after A1-A2 nothing can be built: Limus forbids a block on A1, every other neighbour is taken
    const morpheus = board(rows, { gods: ['morpheus', 'limus'], removed: true });
    morpheus.expectLegal(['A1-A2']);
    morpheus.play('A1-A2').expectLegal(['pass']);
    expect(morpheus.play('A1-A2', 'pass').state.seat).toBe(1);
    const mortal = board(rows, { gods: ['mortal', 'limus'], removed: true });
    expect(mortal.state.outcome).toEqual({ ranking: [[1], [0]], reason: 'no-legal-turn' });
    const boxedIn = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  .  .  .  .
      D  D  .  .  .
      a  D  .  b  b
    `,
      { gods: ['morpheus', 'mortal'], removed: true },
    );
    expect(boxedIn.state.outcome?.reason).toBe('no-legal-turn');
  });
});

describe('Poseidon', () => {
  it('his unmoved worker on level 0 may build up to three times after the turn', () => {
    const game = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  .  a  .  .
      .  .  .  .  .
      a  .  .  .  b
    `,
      { gods: ['poseidon', 'mortal'] },
    );
    const first = game.play('C3-C4', 'build C5');
    expect(first.state.phase).toBe('build');
    expect(first.state.optional).toBe(true);
    expect(builds(first.legal())).toEqual(['build A2', 'build B1', 'build B2']);
    const three = first.play('build A2', 'build A2', 'build B1');
    expect(three.state.seat).toBe(1);
    expect(spaceAt(three.state, 'A2')?.level).toBe(2);
    expect(spaceAt(three.state, 'B1')?.level).toBe(1);
    expect(first.play('build B2', 'pass').state.seat).toBe(1);
  });

  it('only from level 0, and only with the worker that did not move', () => {
    const high = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  .  a  .  .
      .  .  .  .  .
      1a  .  .  .  b
    `,
      { gods: ['poseidon', 'mortal'] },
    );
    expect(high.play('C3-C4', 'build C5').state.seat).toBe(1);
    const game = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  . 1a  .  .
      .  .  .  .  .
      a  .  .  .  b
    `,
      { gods: ['poseidon', 'mortal'] },
    );
    // the worker on A1 moves: the unmoved one is on level 1
    expect(game.play('A1-A2', 'build A1').state.seat).toBe(1);
    // the worker on C3 moves down: the unmoved one on A1 (level 0) builds next to A1, not next to C2
    const down = game.play('C3-C2', 'build C3');
    expect(builds(down.legal())).toEqual(['build A2', 'build B1', 'build B2']);
  });
});

describe('Selene', () => {
  const rows = `
    .  .  .  .  .
    .  .  .  .  .
    a  .  .  .  .
    .  .  .  .  .
    .  .  a  b  b
  `;

  it('her female worker (the first) may build a dome at any level instead of the normal build, whichever worker moved', () => {
    const game = board(rows, { gods: ['selene', 'mortal'] });
    const moved = game.play('C1-C2');
    const moves = moved.legal();
    // A4, B4 are next to the female worker on A3 only: domes; B2, B3 next to both: blocks and domes
    expect(moves).toContain('dome A4');
    expect(moves).not.toContain('build A4');
    expect(moves).toContain('build B3');
    expect(moves).toContain('dome B3');
    expect(moves).toContain('build C3');
    expect(moves).not.toContain('dome C3');
    expect(spaceAt(moved.play('dome A4').state, 'A4')).toEqual({ level: 0, dome: true, worker: null });
  });

  it('the female worker moving may build normally or dome at any level', () => {
    const game = board(rows, { gods: ['selene', 'mortal'] });
    const moved = game.play('A3-B3');
    expect(moved.legal()).toContain('build C3');
    expect(moved.legal()).toContain('dome C3');
  });

  it('the male worker has no such dome: order of the workers is kept in positions', () => {
    const game = position('0000000000000000000000000/1/selene:C1,A3/mortal:D1,E1');
    const moved = game.play('C1-C2');
    expect(moved.legal()).toContain('dome C3');
    expect(moved.legal()).not.toContain('dome A4');
    expect(moved.legal()).not.toContain('build A4');
  });
});

describe('Zeus', () => {
  it('the moved worker may build a block under itself and rises, never winning by it', () => {
    const game = board(
      `
      .  .  .  .  .
      .  .  2  .  .
      .  . 1a  .  .
      .  .  .  .  .
      a  .  .  b  b
    `,
      { gods: ['zeus', 'mortal'] },
    );
    const moved = game.play('C3-C4');
    expect(moved.legal()).toContain('build C4');
    const risen = moved.play('build C4');
    expect(spaceAt(risen.state, 'C4')).toEqual({ level: 3, dome: false, worker: { seat: 0, index: 0 } });
    expect(risen.state.outcome).toBeNull();
    expect(risen.state.seat).toBe(1);
  });

  it('cannot build under itself on level 3, nor a dome', () => {
    const game = board(
      `
      .  .  .  .  .
      .  .  3  .  .
      .  . 3a  .  .
      .  .  .  .  .
      a  .  .  b  b
    `,
      { gods: ['zeus', 'mortal'] },
    );
    const moved = game.play('C3-C4');
    expect(moved.legal()).not.toContain('build C4');
    expect(moved.legal()).not.toContain('dome C4');
    expect(santorini.legalMoves(moved.state).length).toBeGreaterThan(0);
  });

  it('a mortal may not build under itself', () => {
    const game = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  .  a  .  .
      .  .  .  .  .
      a  .  .  b  b
    `,
    );
    expect(game.play('C3-C4').legal()).not.toContain('build C4');
  });
});
