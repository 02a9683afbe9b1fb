/**
 * Probes of the god-power hook interface: small powers modelled on advanced gods (Ares, Charon,
 * Selene, Zeus, Bia, Medusa) registered from the outside, to show that such gods plug into the
 * turn machine through hooks alone. They are test doubles, not the advanced gods themselves.
 */
import { unwrap } from '@games/core';
import {
  BEYOND,
  DOME_BIT,
  defaultBuildOptions,
  endTurn,
  NEIGHBOUR_MASK,
  PERIMETER_MASK,
  registerGod,
  REMOVE,
  santorini,
  setLevel,
  setWorker,
  spaceAt,
  squareIndex,
  STEP,
  type GodPower,
  type SantoriniState,
} from '@games/santorini';
import { describe, expect, it } from 'vitest';
import { board, expectRefused, legal, playAll } from './board.js';

const team = (state: SantoriniState, seat: number): number => (state.players === 4 ? seat & 1 : seat);

const remover: GodPower = {
  name: 'remover',
  title: 'Remover',
  summary: 'Ares-like: after building, may remove a block next to the unmoved worker.',
  playerCounts: [2, 3, 4],
  afterBuild(draft) {
    draft.phase = 'power';
    draft.optional = true;
  },
  extraMoves(state, out) {
    if (state.phase !== 'power') return;
    const first = 2 * team(state, state.seat);
    const unmoved = state.turn.worker === first ? first + 1 : first;
    const near = NEIGHBOUR_MASK[state.workers[unmoved]!]!;
    for (let square = 0; square < 25; square++) {
      const free = !state.workers.includes(square) && (state.domes & (1 << square)) === 0;
      if ((near & (1 << square)) !== 0 && free && state.levels[square]! > 0) out.push(REMOVE[square]!);
    }
  },
  applyMove(draft, move) {
    if (move.kind !== 'remove') return false;
    const square = squareIndex(move.square);
    setLevel(draft, square, draft.levels[square]! - 1);
    endTurn(draft);
    return true;
  },
};

const forcer: GodPower = {
  name: 'forcer',
  title: 'Forcer',
  summary: 'Charon-like: before moving, may force a neighbouring opponent worker across his worker; that worker then moves.',
  playerCounts: [2, 3, 4],
  extraMoves(state, out) {
    if (state.phase !== 'move' || state.turn.steps !== 0 || state.turn.mode !== 0) return;
    const first = 2 * team(state, state.seat);
    for (const own of [first, first + 1]) {
      const at = state.workers[own]!;
      state.workers.forEach((square, worker) => {
        if (worker >> 1 === first >> 1 || square < 0 || (NEIGHBOUR_MASK[at]! & (1 << square)) === 0) return;
        const across = BEYOND[square * 25 + at]!;
        if (across >= 0 && !state.workers.includes(across) && (state.domes & (1 << across)) === 0) out.push(STEP[square * 25 + across]!);
      });
    }
  },
  applyMove(draft, move, base) {
    if (move.kind !== 'move') return false;
    const from = squareIndex(move.from);
    const to = squareIndex(move.to);
    const victim = base.workers.indexOf(from);
    const first = 2 * team(base, base.seat);
    if (victim >> 1 === first >> 1) return false;
    const own = [first, first + 1].find((worker) => BEYOND[from * 25 + base.workers[worker]!] === to)!;
    setWorker(draft, victim, to);
    draft.turn.mode = 1;
    draft.turn.movers = 1 << own;
    return true;
  },
};

const selener: GodPower = {
  name: 'selener',
  title: 'Selener',
  summary: 'Selene-like: her first worker is female and may build a dome at any level instead of the normal build.',
  playerCounts: [2, 3, 4],
  distinctWorkers: true,
  afterStep(draft, worker) {
    draft.turn.builders = (1 << worker) | (1 << (2 * team(draft, draft.seat)));
  },
  buildOptions(state, _square, level, builders) {
    const female = 1 << (2 * team(state, state.seat));
    let options = (builders & (1 << state.turn.worker)) !== 0 ? defaultBuildOptions(level) : 0;
    if ((builders & female) !== 0) options |= DOME_BIT;
    return options;
  },
};

const zeuslike: GodPower = {
  name: 'zeuslike',
  title: 'Zeuslike',
  summary: 'Zeus-like: the moved worker may build a block under itself.',
  playerCounts: [2, 3, 4],
  extraBuildSquares(state, builders) {
    let mask = 0;
    state.workers.forEach((square, worker) => {
      if ((builders & (1 << worker)) !== 0 && square >= 0 && state.levels[square]! < 3) mask |= 1 << square;
    });
    return mask;
  },
};

const bialike: GodPower = {
  name: 'bialike',
  title: 'Bialike',
  summary: 'Bia-like: places first, on the perimeter; a step removes the opponent worker straight beyond.',
  playerCounts: [2, 3, 4],
  placesFirst: true,
  canPlace: (_state, _seat, square) => (PERIMETER_MASK & (1 << square)) !== 0,
  afterStep(draft, worker, from, to) {
    const beyond = BEYOND[from * 25 + to]!;
    const victim = beyond < 0 ? -1 : draft.workers.indexOf(beyond);
    if (victim >= 0 && victim >> 1 !== worker >> 1) setWorker(draft, victim, -1);
  },
};

const medusalike: GodPower = {
  name: 'medusalike',
  title: 'Medusalike',
  summary: 'Medusa-like: at the end of her turn, lower opponent workers next to hers are removed and built over.',
  playerCounts: [2, 3, 4],
  endTurn(draft) {
    const first = 2 * team(draft, draft.seat);
    draft.workers.forEach((square, worker) => {
      if (square < 0 || worker >> 1 === first >> 1) return;
      const above = [first, first + 1].some((own) => {
        const at = draft.workers[own]!;
        return at >= 0 && (NEIGHBOUR_MASK[at]! & (1 << square)) !== 0 && draft.levels[at]! > draft.levels[square]!;
      });
      if (!above) return;
      setWorker(draft, worker, -1);
      setLevel(draft, square, draft.levels[square]! + 1);
    });
  },
};

for (const probe of [remover, forcer, selener, zeuslike, bialike, medusalike]) unwrap(registerGod(probe));

describe('registerGod', () => {
  it('refuses a taken or badly formed name', () => {
    expect(registerGod({ ...remover }).ok).toBe(false);
    expect(registerGod({ ...remover, name: 'Bad Name' }).ok).toBe(false);
  });
});

describe('hooks for powers that define decisions of their own (phase power, extraMoves, applyMove)', () => {
  const state = board(
    `
    .  .  .  .  .
    .  .  .  .  .
    .  .  a  .  .
    1  .  .  .  .
    a  .  .  b  b
  `,
    { gods: ['remover', 'mortal'] },
  );

  it('an Ares-like removal after the build, declined with pass', () => {
    const built = playAll(state, 'C3-C4', 'build C5');
    expect(built.phase).toBe('power');
    expect(legal(built)).toEqual(['pass', 'remove A2']);
    expectRefused(built, 'remove C5');
    const removed = playAll(built, 'remove A2');
    expect(removed.seat).toBe(1);
    expect(spaceAt(removed, 'A2')?.level).toBe(0);
    expect(playAll(built, 'pass').seat).toBe(1);
  });

  it('a Charon-like force before moving, after which that worker must move', () => {
    const charon = board(
      `
      .  .  .  .  .
      .  .  b  .  .
      .  .  a  .  .
      .  .  .  .  .
      a  .  .  .  b
    `,
      { gods: ['forcer', 'mortal'] },
    );
    expect(legal(charon)).toContain('C4-C2');
    const forced = playAll(charon, 'C4-C2');
    expect(spaceAt(forced, 'C2')?.worker).toEqual({ seat: 1, index: 0 });
    expect(forced.phase).toBe('move');
    expectRefused(forced, 'A1-A2');
    expect(legal(forced).every((move) => move.startsWith('C3-'))).toBe(true);
  });
});

describe('hooks for building', () => {
  it('builder-aware build options: a Selene-like female worker domes at any level', () => {
    const state = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      a  .  .  .  .
      .  .  .  .  .
      .  .  a  b  b
    `,
      { gods: ['selener', 'mortal'] },
    );
    const moved = playAll(state, 'C1-C2');
    expect(legal(moved)).toContain('dome A4');
    expect(legal(moved)).not.toContain('build A4');
    expect(legal(moved)).toContain('build B2');
    expect(legal(moved)).toContain('dome B2');
    expect(legal(moved)).not.toContain('dome C3');
  });

  it('extra build squares: a Zeus-like worker builds under itself and rises without winning', () => {
    const state = board(
      `
      .  .  .  .  .
      .  .  2  .  .
      .  . 1a  .  .
      .  .  .  .  .
      a  .  .  b  b
    `,
      { gods: ['zeuslike', 'mortal'] },
    );
    const risen = playAll(state, 'C3-C4', 'build C4');
    expect(spaceAt(risen, 'C4')).toEqual({ level: 3, dome: false, worker: { seat: 0, index: 0 } });
    expect(risen.outcome).toBeNull();
    expect(risen.seat).toBe(1);
  });
});

describe('hooks for placement, steps and the end of the turn', () => {
  it('a Bia-like power places first, on the perimeter, and removes workers it steps towards', () => {
    let state = unwrap(santorini.setup({ gods: ['mortal', 'bialike'] }));
    expect(state.seat).toBe(1);
    expect(legal(state)).toHaveLength(16);
    state = playAll(state, 'place A3', 'place E5');
    expect(state.seat).toBe(0);
    state = playAll(state, 'place C3', 'place D1');
    expect(state.phase).toBe('move');
    expect(state.seat).toBe(0);
    const hunted = playAll(state, 'D1-D2', 'build D1', 'A3-B3');
    expect(spaceAt(hunted, 'C3')?.worker).toBeNull();
    expect(hunted.workers).toEqual([-1, 8, 11, 24]);
  });

  it('a Medusa-like end of turn removes lower neighbours and builds on their spaces; a seat without workers loses', () => {
    const state = board(
      `
      .  .  .  .  .
      .  . 1a  .  .
      .  .  b  .  .
      .  .  .  .  .
      a  b  .  .  .
    `,
      { gods: ['medusalike', 'mortal'] },
    );
    const after = playAll(state, 'A1-A2', 'build A1');
    expect(spaceAt(after, 'C3')).toEqual({ level: 1, dome: false, worker: null });
    expect(spaceAt(after, 'B1')?.worker).toEqual({ seat: 1, index: 1 });
    expect(after.seat).toBe(1);
    const alone = board(
      `
      .  .  .  .  .
      .  . 1a  .  .
      .  .  b  .  .
      .  .  .  .  .
      a  .  .  .  .
    `,
      { gods: ['medusalike', 'mortal'] },
    );
    expect(playAll(alone, 'A1-A2', 'build A1').outcome).toEqual({ ranking: [[0], [1]], reason: 'no-legal-turn' });
  });
});
