/**
 * Probes of the opponent-side and any-turn hooks: small powers modelled on Hera, Limus, Chronus,
 * Aphrodite and Hypnus, registered from the outside (test doubles, not the advanced gods).
 */
import { unwrap } from '@games/core';
import { fromPosition, NEIGHBOUR_MASK, PERIMETER_MASK, registerGod, setPower, toPosition, type GodPower, type SantoriniState } from '@games/santorini';
import { describe, expect, it } from 'vitest';
import { board, legal, playAll } from './board.js';

const team = (state: SantoriniState, seat: number): number => (state.players === 4 ? seat & 1 : seat);
const opponents = (state: SantoriniState, a: number, b: number): boolean => team(state, a) !== team(state, b);
const ownWorkers = (state: SantoriniState, seat: number): number[] => {
  const first = 2 * team(state, seat);
  return [state.workers[first]!, state.workers[first + 1]!].filter((square) => square >= 0);
};

const heralike: GodPower = {
  name: 'heralike',
  title: 'Heralike',
  summary: 'Hera-like: an opponent cannot win by moving onto a perimeter space.',
  playerCounts: [2, 3, 4],
  vetoesWin: (state, owner, _worker, _from, to) => opponents(state, owner, state.seat) && (PERIMETER_MASK & (1 << to)) !== 0,
};

const limuslike: GodPower = {
  name: 'limuslike',
  title: 'Limuslike',
  summary: 'Limus-like: opponents cannot build next to his workers unless building a dome.',
  playerCounts: [2, 3, 4],
  restrictsBuild: (state, owner, square, dome) =>
    !dome && opponents(state, owner, state.seat) && ownWorkers(state, owner).some((at) => (NEIGHBOUR_MASK[at]! & (1 << square)) !== 0),
};

const chronuslike: GodPower = {
  name: 'chronuslike',
  title: 'Chronuslike',
  summary: 'Chronus-like: wins when five complete towers stand, checked after every decision.',
  playerCounts: [2],
  winsAfterAction(state) {
    let towers = 0;
    for (let square = 0; square < 25; square++) if ((state.domes & (1 << square)) !== 0 && state.levels[square] === 3) towers++;
    return towers >= 5 ? 'five-complete-towers' : null;
  },
};

const aphroditelike: GodPower = {
  name: 'aphroditelike',
  title: 'Aphroditelike',
  summary: 'Aphrodite-like: an opponent worker starting next to hers must end its movement next to hers.',
  playerCounts: [2, 4],
  bannedWith: ['hypnuslike'],
  otherTurnBegins(draft, owner) {
    if (!opponents(draft, owner, draft.seat)) return;
    const mine = ownWorkers(draft, owner);
    const held: number[] = [];
    const first = 2 * team(draft, draft.seat);
    for (const worker of [first, first + 1]) {
      const at = draft.workers[worker]!;
      if (at >= 0 && mine.some((square) => (NEIGHBOUR_MASK[square]! & (1 << at)) !== 0)) held.push(worker, at);
    }
    setPower(draft, owner, held);
  },
  allowsTurn(draft, owner) {
    const held = (draft.powers[owner] as number[] | null) ?? [];
    const mine = ownWorkers(draft, owner);
    for (let index = 0; index < held.length; index += 2) {
      const at = draft.workers[held[index]!]!;
      if (at !== held[index + 1] && !mine.some((square) => (NEIGHBOUR_MASK[square]! & (1 << at)) !== 0)) return false;
    }
    return true;
  },
};

const hypnuslike: GodPower = {
  name: 'hypnuslike',
  title: 'Hypnuslike',
  summary: 'Hypnus-like: an opponent worker strictly higher than all the others of its team cannot move.',
  playerCounts: [2, 3, 4],
  restrictsStep(state, owner, worker, from) {
    if (!opponents(state, owner, state.seat)) return false;
    const first = 2 * team(state, state.seat);
    const other = state.workers[worker === first ? first + 1 : first]!;
    return other >= 0 && state.levels[from]! > state.levels[other]!;
  },
};

for (const probe of [heralike, limuslike, chronuslike, aphroditelike, hypnuslike]) unwrap(registerGod(probe));

describe('opponent restrictions', () => {
  it('vetoesWin: a Hera-like power cancels a win onto the perimeter, not elsewhere', () => {
    const rows = `
      .  .  .  .  .
      .  .  .  .  3
      .  3 2b  .  2b
      .  .  .  .  .
      a  .  .  .  a
    `;
    const edge = playAll(board(rows, { gods: ['heralike', 'mortal'], side: 2 }), 'E3-E4');
    expect(edge.outcome).toBeNull();
    expect(edge.phase).toBe('build');
    const inside = playAll(board(rows, { gods: ['heralike', 'mortal'], side: 2 }), 'C3-B3');
    expect(inside.outcome?.reason).toBe('reached-level-3');
  });

  it('restrictsBuild: next to a Limus-like worker opponents may only dome', () => {
    const state = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      3  .  b  .  .
      .  . a  .  .
      a  .  .  .  b
    `,
      { gods: ['limuslike', 'mortal'], side: 2 },
    );
    const moved = playAll(state, 'C3-B3');
    expect(legal(moved)).toEqual(['build A4', 'build B4', 'build C4', 'dome A3']);
  });

  it('allowsTurn: a worker starting next to an Aphrodite-like worker must end next to one', () => {
    const state = board(
      `
      .  .  .  .  .
      .  .  a  .  .
      .  .  b  .  .
      .  .  .  .  .
      a  .  .  .  b
    `,
      { gods: ['aphroditelike', 'mortal'], side: 2 },
    );
    const moves = legal(state);
    expect(moves.filter((move) => move.startsWith('C3-'))).toEqual(['C3-B2', 'C3-B3', 'C3-B4', 'C3-D3', 'C3-D4']);
    expect(moves).toContain('E1-E2');
    expect(toPosition(state)).toBe('0000000000000000000000000/2/aphroditelike:C4,A1/mortal:C3,E1');
  });

  it('restrictsStep: a Hypnus-like power holds the strictly highest opponent worker', () => {
    const state = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  . 2b  .  .
      .  .  .  .  .
      a  .  .  a  b
    `,
      { gods: ['hypnuslike', 'mortal'], side: 2 },
    );
    expect(legal(state).some((move) => move.startsWith('C3-'))).toBe(false);
    expect(legal(state)).toContain('E1-E2');
  });

  it('checks bans both ways and player counts at setup', () => {
    const code = (gods: string[]): string => {
      const seats = gods.map((god, seat) => `${god}:${['A1,B1', 'C1,D1', 'E1,E2'][seat]}`);
      const result = fromPosition(`${'0'.repeat(25)}/1/${seats.join('/')}`);
      return result.ok ? 'ok' : result.error.code;
    };
    expect(code(['hypnuslike', 'aphroditelike'])).toBe('banned-gods');
    expect(code(['aphroditelike', 'hypnuslike'])).toBe('banned-gods');
    expect(code(['chronuslike', 'mortal', 'mortal'])).toBe('god-player-count');
    expect(code(['aphroditelike', 'mortal', 'mortal'])).toBe('god-player-count');
  });
});

describe('any-turn hooks', () => {
  it('winsAfterAction: a Chronus-like power wins on the opponent\'s turn when the fifth tower is completed', () => {
    const state = board(
      `
      D  D  .  .  .
      D  D  .  3  .
      .  .  .  .  .
      .  .  .  b  .
      a  .  .  a  b
    `,
      { gods: ['chronuslike', 'mortal'], side: 2 },
    );
    const domed = playAll(state, 'D2-D3', 'dome D4');
    expect(domed.outcome).toEqual({ ranking: [[0], [1]], reason: 'five-complete-towers' });
  });
});
