// Issue 17, engine side: named setups, an interactive setup piece by piece, battle reports and
// the captured pieces in the view.
import { describe, expect, it } from 'vitest';
import { scenario } from '@games/testing';
import { createRng, pick, step, table, unwrap } from '@games/core';
import { ARMIES, completeSetup, describeSetup, formatSetup, namedSetup, namedSetups, Rank, renderText, setupToMoves, stratego, type StrategoState, type Variant } from '@games/stratego';
import { battleBoard } from './helpers.js';

const armySize = (variant: Variant): number => ARMIES[variant].reduce((sum, count) => sum + count, 0);

describe('named setups', () => {
  it('ships several classic setups and some for barrage, each a whole army with a name and a description', () => {
    expect(namedSetups.filter((named) => named.variant === 'classic').length).toBeGreaterThanOrEqual(4);
    expect(namedSetups.filter((named) => named.variant === 'barrage').length).toBeGreaterThanOrEqual(1);
    expect(new Set(namedSetups.map((named) => named.name)).size).toBe(namedSetups.length);
    for (const named of namedSetups) {
      expect(named.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(named.description.length).toBeGreaterThan(20);
      const report = unwrap(describeSetup(named.setup, named.variant));
      expect(report.complete).toBe(true);
      expect(report.placed).toEqual([...ARMIES[named.variant]]);
      expect(namedSetup(named.name)).toBe(named);
      // As options for both seats, and as placement moves.
      const state = unwrap(stratego.setup({ variant: named.variant, redSetup: named.setup, blueSetup: named.setup }));
      expect(state.phase).toBe('play');
      expect(formatSetup(state.board, 0)).toBe(report.setup);
      expect(formatSetup(state.board, 1)).toBe(report.setup);
      expect(unwrap(setupToMoves(1, named.setup, named.variant))).toHaveLength(armySize(named.variant));
    }
    expect(namedSetup('constructor')).toBeUndefined();
    expect(namedSetup('__proto__')).toBeUndefined();
  });

  it('keeps the Flag where each description says', () => {
    const flagAt = (name: string): number => unwrap(describeSetup(namedSetup(name)!.setup, namedSetup(name)!.variant)).squares.indexOf(Rank.flag);
    expect(flagAt('corner-fortress')).toBe(0); // A1
    expect(flagAt('shoreline-bluff')).toBe(33); // D4
    expect(flagAt('center-fortress')).toBe(4); // E1
    expect(flagAt('blitz')).toBe(9); // K1
  });
});

describe('an interactive setup, piece by piece', () => {
  it('describeSetup reports what is placed and what is missing, and refuses too many of a rank', () => {
    const report = unwrap(describeSetup('FB......../B........./........../..........', 'classic'));
    expect(report.setup).toBe(`FB${'.'.repeat(8)}B${'.'.repeat(29)}`);
    expect(report.placed[Rank.bomb]).toBe(2);
    expect(report.missing[Rank.bomb]).toBe(4);
    expect(report.missing[Rank.scout]).toBe(8);
    expect(report.missingCount).toBe(37);
    expect(report.complete).toBe(false);
    expect(report.squares.slice(0, 3)).toEqual([Rank.flag, Rank.bomb, null]);
    expect(describeSetup('FF......../........../........../..........', 'classic')).toMatchObject({ ok: false, error: { code: 'invalid-setup', message: expect.stringMatching(/2 Flags \(F\), the classic army has 1/) } });
    expect(describeSetup('F', 'classic')).toMatchObject({ ok: false, error: { code: 'invalid-setup' } });
  });

  it('completeSetup fills the rest at random, keeps what was placed, and is repeatable by seed', () => {
    const partial = 'FB......../B........./........../..........';
    const full = unwrap(completeSetup(partial, 'classic', 7));
    expect(unwrap(describeSetup(full, 'classic')).complete).toBe(true);
    expect(full.startsWith('FB')).toBe(true);
    expect(full[10]).toBe('B');
    expect(unwrap(completeSetup(partial, 'classic', 7))).toBe(full);
    expect(unwrap(completeSetup(partial, 'classic', 8))).not.toBe(full);
    const barrage = unwrap(completeSetup(`F${'.'.repeat(39)}`, 'barrage', 1));
    expect(unwrap(describeSetup(barrage, 'barrage')).complete).toBe(true);
  });

  it('places a named setup with moves for one seat while the other places by hand', () => {
    let state: StrategoState = unwrap(stratego.setup({ variant: 'barrage' }));
    expect(table(stratego, state).toAct!.seat).toBe(0);
    // Red: one piece by hand, then the rest of a named setup completed around it.
    state = unwrap(step(stratego, state, { seat: 0, move: 'place F A1' })).state;
    expect(stratego.view(state, 0).reserve![Rank.flag]).toBe(0);
    const rest = unwrap(completeSetup(formatSetup(state.board, 0), 'barrage', 3));
    for (const move of unwrap(setupToMoves(0, rest, 'barrage'))) {
      if (move.square === 'A1') continue;
      state = unwrap(step(stratego, state, { seat: 0, move })).state;
    }
    // Blue places a named setup.
    expect(table(stratego, state).toAct!.seat).toBe(1);
    expect(stratego.view(state, 1).squares.filter((piece) => piece !== null)).toEqual([]);
    for (const move of unwrap(setupToMoves(1, namedSetup('barrage-decoy')!.setup, 'barrage'))) state = unwrap(step(stratego, state, { seat: 1, move })).state;
    expect(state.phase).toBe('play');
    expect(formatSetup(state.board, 0)).toBe(rest);
    expect(table(stratego, state).toAct!.seat).toBe(0);
  });
});

const board = battleBoard;

describe('battles and captured pieces in the view', () => {
  it('every seat and the spectator see the last battle: squares, who attacked, both ranks and the result', () => {
    const fought = scenario(stratego).from(board).play('E4-E5', 'F7-F6', 'E5-E6', 'F6-F5', 'E6-E7').state;
    for (const seat of [0, 1, null]) {
      const view = stratego.view(fought, seat);
      expect(view.lastMove).toEqual({ kind: 'move', from: 'E6', to: 'E7' });
      expect(view.lastMover).toBe(0);
      expect(view.lastCombat).toEqual({ attacker: Rank.colonel, defender: Rank.general, result: 'defender-wins' });
      expect(renderText(view, seat)).toContain('last move E6-E7 by Red: Colonel attacks General, the defender wins');
      expect(renderText(view, seat)).toMatch(/\nRed lost: .* 8x2 /); // one Colonel on the drawn board, now none
    }
    const quiet = scenario(stratego).from(fought).play('F5-F4').state;
    expect(stratego.view(quiet, 0)).toMatchObject({ lastMove: { from: 'F5', to: 'F4' }, lastMover: 1, lastCombat: null });
  });

  it('lost counts every captured piece of each side, the same for every viewer', () => {
    // Red's Colonel takes the Miner on F5.
    const state = scenario(stratego).from(board).play('E4-E5', 'F7-F6', 'K1-K2', 'F6-F5', 'E5-F5').state;
    const start = stratego.view(board, 0).lost;
    const views = [0, 1, null].map((seat) => stratego.view(state, seat));
    for (const view of views) {
      expect(view.lost[1]![Rank.miner]! - start[1]![Rank.miner]!).toBe(1);
      expect(view.lost[0]).toEqual(start[0]);
      expect(view.lost).toEqual(views[0]!.lost);
    }
  });

  it('lost agrees with the battles of a whole game, counted one by one', () => {
    for (const variant of ['barrage', 'classic'] as const) {
      let state: StrategoState = unwrap(stratego.setup({ variant, seed: 11, redSetup: 'random', blueSetup: 'random' }));
      const rng = createRng(11);
      const counted = [new Array<number>(13).fill(0), new Array<number>(13).fill(0)];
      let battles = 0;
      for (let ply = 0; ply < 600 && stratego.actor(state).kind === 'player'; ply++) {
        const mover = (stratego.actor(state) as { seat: number }).seat;
        state = unwrap(stratego.play(state, pick(rng, stratego.legalMoves(state))));
        const view = stratego.view(state, ply % 2);
        const battle = view.lastCombat;
        if (battle !== null) {
          battles++;
          expect(view.lastMover).toBe(mover);
          if (battle.result !== 'defender-wins') counted[1 - mover]![battle.defender]!++;
          if (battle.result === 'defender-wins' || battle.result === 'both-removed') counted[mover]![battle.attacker]!++;
        }
        expect(view.lost).toEqual(counted);
        expect(stratego.view(state, null).lost).toEqual(counted);
      }
      expect(battles).toBeGreaterThan(3);
    }
  });

  it('a spectator and both seats see no captured pieces during the setup phase', () => {
    const state = unwrap(stratego.setup({ variant: 'barrage', redSetup: 'random' }));
    for (const seat of [0, 1, null]) expect(stratego.view(state, seat).lost.flat().every((count) => count === 0)).toBe(true);
  });
});
