/**
 * Scenario tests of the Advanced Gods that change building or the end of the turn: Ares, Hestia,
 * Limus, Medusa, Morpheus, Poseidon, Selene, Zeus.
 */
import { fromPosition, santorini, spaceAt, toPosition } from '@games/santorini';
import { unwrap } from '@games/core';
import { describe, expect, it } from 'vitest';
import { board, expectRefused, legal, playAll } from './board.js';

const builds = (moves: string[]): string[] => moves.filter((move) => move.startsWith('build') || move.startsWith('dome'));

describe('Ares', () => {
  const state = board(
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
    const built = playAll(state, 'C3-C4', 'build C3');
    expect(built.phase).toBe('power');
    expect(built.seat).toBe(0);
    // A2 (level 1) is next to A1; B2 holds a worker, B1 is a dome, C3 was built next to the moved worker only
    expect(legal(built)).toEqual(['pass', 'remove A2']);
    expectRefused(built, 'remove C3');
    expectRefused(built, 'remove B1');
    const removed = playAll(built, 'remove A2');
    expect(spaceAt(removed, 'A2')?.level).toBe(0);
    expect(removed.seat).toBe(1);
    expect(playAll(built, 'pass').seat).toBe(1);
  });

  it('may remove a block his own build just placed, when it is next to the unmoved worker', () => {
    const built = playAll(state, 'C3-B3', 'build A2');
    expect(spaceAt(built, 'A2')?.level).toBe(2);
    expect(legal(built)).toEqual(['pass', 'remove A2']);
    expect(spaceAt(playAll(built, 'remove A2'), 'A2')?.level).toBe(1);
  });
});

describe('Hestia', () => {
  const state = board(
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
    const first = playAll(state, 'B2-B3', 'build C3');
    expect(first.phase).toBe('build');
    expect(first.optional).toBe(true);
    expect(builds(legal(first))).toEqual(['build B2', 'build B4', 'build C2', 'build C3', 'build C4']);
    expectRefused(first, 'build A3');
    expect(spaceAt(playAll(first, 'build C3'), 'C3')?.level).toBe(2);
    expect(playAll(first, 'pass').seat).toBe(1);
  });

  it('builds the first time on the perimeter as usual', () => {
    const edge = playAll(state, 'B2-B3', 'build A3');
    expect(spaceAt(edge, 'A3')?.level).toBe(1);
    expect(legal(edge)).not.toContain('build A3');
  });
});

describe('Limus', () => {
  it('opponents may only build domes next to his workers', () => {
    const state = board(
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
    const moved = playAll(state, 'C3-B3');
    expect(builds(legal(moved))).toEqual(['build A4', 'build B4', 'build C4', 'dome A3']);
    expectRefused(moved, 'build C3');
    expectRefused(moved, 'build B2');
  });

  it('an opponent Atlas may still dome there at any level', () => {
    const state = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  .  b  .  .
      .  .  a  .  .
      a  .  .  .  b
    `,
      { gods: ['limus', 'atlas'], side: 2 },
    );
    const moved = playAll(state, 'C3-B3');
    expect(legal(moved)).toContain('dome B2');
    expect(legal(moved)).not.toContain('build B2');
    expect(legal(moved)).toContain('build A4');
  });

  it('does not bind Limus himself', () => {
    const state = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  .  a  .  .
      .  .  a  .  .
      b  .  .  .  b
    `,
      { gods: ['limus', 'mortal'] },
    );
    expect(legal(playAll(state, 'C3-B3'))).toContain('build B2');
  });
});

describe('Medusa', () => {
  it('at the end of her turn removes every lower opponent worker next to hers, all at once, building a block on each space', () => {
    const state = board(
      `
      .  .  .  .  .
      .  b  .  .  .
      . 2a  .  .  .
      .  b 1c  c  .
      a 1  .  .  .
    `,
      { gods: ['medusa', 'mortal', 'mortal'] },
    );
    const after = playAll(state, 'A1-B1', 'build A1');
    // B4 (level 0) and B2 (level 0) next to B3 (level 2) are removed; C2 (level 1) too; D2 is not next to a Medusa worker
    expect(spaceAt(after, 'B4')).toEqual({ level: 1, dome: false, worker: null });
    expect(spaceAt(after, 'B2')).toEqual({ level: 1, dome: false, worker: null });
    expect(spaceAt(after, 'C2')).toEqual({ level: 2, dome: false, worker: null });
    expect(spaceAt(after, 'D2')?.worker).toEqual({ seat: 2, index: 1 });
    // seat 2 lost both workers: it cannot play, leaves, and seat 3 moves
    expect(after.out).toEqual([1]);
    expect(after.seat).toBe(2);
    expect(toPosition(after)).toBe('0000001000020000120011000/3/medusa:B3,B1/mortal:-/mortal:-,D2');
  });

  it('spares workers on the same level or higher', () => {
    const state = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      . 2a 2b  .  .
      .  .  3b  .  .
      a  .  .  .  .
    `,
      { gods: ['medusa', 'mortal'] },
    );
    const after = playAll(state, 'A1-A2', 'build A1');
    expect(spaceAt(after, 'C3')?.worker).not.toBeNull();
    expect(spaceAt(after, 'C2')?.worker).not.toBeNull();
  });
});

describe('Morpheus', () => {
  it('with nothing stored, gains one build at the start of his turn and may spend it or not', () => {
    const state = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  .  a  .  .
      .  .  .  .  .
      a  .  .  .  b
    `,
      { gods: ['morpheus', 'mortal'] },
    );
    const moved = playAll(state, 'C3-C4');
    expect(moved.optional).toBe(true);
    expect(legal(moved)).toContain('pass');
    const spent = playAll(moved, 'build C5');
    expect(spent.seat).toBe(1);
    expect(toPosition(spent)).toMatch(/\/morpheus:/);
    const saved = playAll(moved, 'pass');
    expect(saved.seat).toBe(1);
    expect(toPosition(saved)).toMatch(/\/morpheus\[1\]:/);
  });

  it('with several stored, spends them with the moved worker, the same space again included', () => {
    const state = unwrap(fromPosition('0000000000000000000000000/1/morpheus[2]:C3,A1/mortal:E1,E2'));
    const moved = playAll(state, 'C3-C4');
    const tower = playAll(moved, 'build C5', 'build C5', 'build C5');
    expect(spaceAt(tower, 'C5')?.level).toBe(3);
    expect(tower.seat).toBe(1);
    expect(toPosition(tower)).toMatch(/\/morpheus:/);
    const two = playAll(moved, 'build C5', 'build D5', 'pass');
    expect(toPosition(two)).toMatch(/\/morpheus\[1\]:/);
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
    expect(legal(morpheus)).toEqual(['A1-A2']);
    expect(legal(playAll(morpheus, 'A1-A2'))).toEqual(['pass']);
    expect(playAll(morpheus, 'A1-A2', 'pass').seat).toBe(1);
    const mortal = board(rows, { gods: ['mortal', 'limus'], removed: true });
    expect(mortal.outcome).toEqual({ ranking: [[1], [0]], reason: 'no-legal-turn' });
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
    expect(boxedIn.outcome?.reason).toBe('no-legal-turn');
  });
});

describe('Poseidon', () => {
  it('his unmoved worker on level 0 may build up to three times after the turn', () => {
    const state = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  .  a  .  .
      .  .  .  .  .
      a  .  .  .  b
    `,
      { gods: ['poseidon', 'mortal'] },
    );
    const first = playAll(state, 'C3-C4', 'build C5');
    expect(first.phase).toBe('build');
    expect(first.optional).toBe(true);
    expect(builds(legal(first))).toEqual(['build A2', 'build B1', 'build B2']);
    const three = playAll(first, 'build A2', 'build A2', 'build B1');
    expect(three.seat).toBe(1);
    expect(spaceAt(three, 'A2')?.level).toBe(2);
    expect(spaceAt(three, 'B1')?.level).toBe(1);
    expect(playAll(first, 'build B2', 'pass').seat).toBe(1);
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
    expect(playAll(high, 'C3-C4', 'build C5').seat).toBe(1);
    const state = board(
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
    expect(playAll(state, 'A1-A2', 'build A1').seat).toBe(1);
    // the worker on C3 moves down: the unmoved one on A1 (level 0) builds next to A1, not next to C2
    const down = playAll(state, 'C3-C2', 'build C3');
    expect(builds(legal(down))).toEqual(['build A2', 'build B1', 'build B2']);
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
    const state = board(rows, { gods: ['selene', 'mortal'] });
    const moved = playAll(state, 'C1-C2');
    const moves = legal(moved);
    // A4, B4 are next to the female worker on A3 only: domes; B2, B3 next to both: blocks and domes
    expect(moves).toContain('dome A4');
    expect(moves).not.toContain('build A4');
    expect(moves).toContain('build B3');
    expect(moves).toContain('dome B3');
    expect(moves).toContain('build C3');
    expect(moves).not.toContain('dome C3');
    expect(spaceAt(playAll(moved, 'dome A4'), 'A4')).toEqual({ level: 0, dome: true, worker: null });
  });

  it('the female worker moving may build normally or dome at any level', () => {
    const state = board(rows, { gods: ['selene', 'mortal'] });
    const moved = playAll(state, 'A3-B3');
    expect(legal(moved)).toContain('build C3');
    expect(legal(moved)).toContain('dome C3');
  });

  it('the male worker has no such dome: order of the workers is kept in positions', () => {
    const state = unwrap(fromPosition('0000000000000000000000000/1/selene:C1,A3/mortal:D1,E1'));
    const moved = playAll(state, 'C1-C2');
    expect(legal(moved)).toContain('dome C3');
    expect(legal(moved)).not.toContain('dome A4');
    expect(legal(moved)).not.toContain('build A4');
  });
});

describe('Zeus', () => {
  it('the moved worker may build a block under itself and rises, never winning by it', () => {
    const state = board(
      `
      .  .  .  .  .
      .  .  2  .  .
      .  . 1a  .  .
      .  .  .  .  .
      a  .  .  b  b
    `,
      { gods: ['zeus', 'mortal'] },
    );
    const moved = playAll(state, 'C3-C4');
    expect(legal(moved)).toContain('build C4');
    const risen = playAll(moved, 'build C4');
    expect(spaceAt(risen, 'C4')).toEqual({ level: 3, dome: false, worker: { seat: 0, index: 0 } });
    expect(risen.outcome).toBeNull();
    expect(risen.seat).toBe(1);
  });

  it('cannot build under itself on level 3, nor a dome', () => {
    const state = board(
      `
      .  .  .  .  .
      .  .  3  .  .
      .  . 3a  .  .
      .  .  .  .  .
      a  .  .  b  b
    `,
      { gods: ['zeus', 'mortal'] },
    );
    const moved = playAll(state, 'C3-C4');
    expect(legal(moved)).not.toContain('build C4');
    expect(legal(moved)).not.toContain('dome C4');
    expect(santorini.legalMoves(moved).length).toBeGreaterThan(0);
  });

  it('a mortal may not build under itself', () => {
    const state = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  .  a  .  .
      .  .  .  .  .
      a  .  .  b  b
    `,
    );
    expect(legal(playAll(state, 'C3-C4'))).not.toContain('build C4');
  });
});
