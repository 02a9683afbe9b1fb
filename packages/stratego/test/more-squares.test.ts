import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unwrap } from '@games/core';
import { stratego, type StrategoOptions, type StrategoState } from '@games/stratego';
import { readChaseGame } from './chase-files.js';
import { DATA, HAS_DATA, legal, playAll, position, verdict } from './helpers.js';

// Red's Major chases Blue's Captain round the 2x2 block E2 F2 F3 E3.
function chaseBoard(options: StrategoOptions = {}): StrategoState {
  return position(
    `
    b4 . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . ~ ~ . . ~ ~ . .
    . . ~ ~ . . ~ ~ . .
    . . . . . . . . . .
    . . . . . b6 . . . .
    . . . . r7 . . . . .
    . . . . . . . . . rF
  `,
    options,
  );
}
const LAP = ['E2-E3', 'F3-F2', 'E3-F3', 'F2-E2', 'F3-F2', 'E2-E3', 'F2-E2', 'E3-F3'];

describe('more-squares rule (continuous chase)', () => {
  it('forbids the chaser to recreate a position of the chase', () => {
    const after = playAll(chaseBoard(), ...LAP);
    expect(after.chase[0]).toBe(8);
    expect(verdict(after, 'E2-E3')).toBe('more-squares-rule');
    expect(legal(after)).not.toContain('E2-E3');
    expect(verdict(after, 'E2-D2')).toBe('ok');
  });

  it('lets the chased piece go on, and allows the chaser to step straight back', () => {
    const after = playAll(chaseBoard(), ...LAP, 'E2-D2');
    expect(verdict(after, 'F3-F2')).toBe('ok');
    // E4-E3 recreates the position after E2-E3, but it steps back to the square Red just left.
    const back = playAll(chaseBoard(), 'E2-E3', 'F3-F4', 'E3-E4', 'F4-F3');
    expect(back.chase[0]).toBe(4);
    expect(verdict(back, 'E4-E3')).toBe('ok');
  });

  it('is not in force with moreSquaresRule false', () => {
    const after = playAll(chaseBoard({ moreSquaresRule: false }), ...LAP);
    expect(verdict(after, 'E2-E3')).toBe('ok');
  });

  it('ends the chase when the chaser moves away from the enemy', () => {
    const after = playAll(chaseBoard(), ...LAP.slice(0, 6), 'F2-G2', 'E3-E4');
    expect(after.chase[0]).toBe(0);
  });
});

const CHASE = join(DATA, 'chase');
const chaseFiles = HAS_DATA
  ? ['barrage', 'classic'].flatMap((folder) =>
      readdirSync(join(CHASE, folder))
        .filter((name) => name.endsWith('.txt'))
        .sort()
        .map((name) => join(CHASE, folder, name)),
    )
  : [];

describe.skipIf(!HAS_DATA)('ataraxos chase games (skipped: ../shared/data/stratego/chase is absent)', () => {
  it('has the 219 games', () => {
    expect(chaseFiles).toHaveLength(219);
  });

  it('plays every move but the last; the last is refused by the more-squares rule only', () => {
    const failures: string[] = [];
    for (const file of chaseFiles) {
      const game = readChaseGame(file);
      let state = unwrap(stratego.setup(game.options));
      game.moves.slice(0, -1).forEach((text, index) => {
        if (failures.length > 0) return;
        const played = stratego.play(state, unwrap(stratego.parseMove(text, state)));
        if (!played.ok) failures.push(`${file}: move ${index + 1} ${text} refused: ${played.error.code}`);
        else state = played.value;
      });
      if (failures.length > 0) break;
      const last = game.moves[game.moves.length - 1]!;
      const refused = verdict(state, last);
      if (refused !== 'more-squares-rule') failures.push(`${file}: last move ${last} gives ${refused}`);
      const clean = { ...state, rules: { ...state.rules, moreSquaresRule: false } };
      if (verdict(clean, last) !== 'ok') failures.push(`${file}: last move ${last} is illegal without the more-squares rule too`);
    }
    expect(failures).toEqual([]);
  });

  it('counts an attack inside a chase: after 376 actions of attack_chase.txt, E7-F7 is refused', () => {
    const game = readChaseGame(join(CHASE, 'attack_chase.txt'));
    const state = playAll(unwrap(stratego.setup(game.options)), ...game.moves.slice(0, 376));
    expect(state.toMove).toBe(0);
    expect(verdict(state, 'E7-F7')).toBe('more-squares-rule');
    const whole = playAll(state, ...game.moves.slice(376));
    expect(whole.ply).toBe(592);
  });
});

describe('more-squares rule: the chase counters', () => {
  it('grow with each threatening move and each evasion, and stop when the chased side does something else', () => {
    const chasing = playAll(chaseBoard(), 'E2-E3');
    expect(chasing.chase).toEqual([1, 0]);
    expect(playAll(chasing, 'F3-F2').chase).toEqual([2, 0]);
    expect(playAll(chasing, 'F3-F2', 'E3-F3').chase).toEqual([3, 0]);
    expect(playAll(chasing, 'A10-A9').chase).toEqual([0, 0]);
  });

  it("an attack resets both: the chaser's attack starts a new chase of 1", () => {
    // Red's Major chases the Captain, then takes the Miner on E4, landing next to the Lieutenant
    const state = position(`
      b4 . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ . . ~ ~ . .
      . . . . b3 b5 . . . .
      . . . . . b6 . . . .
      . . . . r7 . . . . .
      . . . . . . . . . rF
    `);
    const before = playAll(state, 'E2-E3', 'F3-F2');
    expect(before.chase).toEqual([2, 0]);
    const after = playAll(before, 'E3-E4');
    expect(after.lastCombat).toEqual({ attacker: 7, defender: 3, result: 'attacker-wins' });
    expect(after.chase).toEqual([1, 0]);
    expect(after.positions).toEqual(after.hash);
  });

  it("an attack resets both: an evasion by attack does not lengthen the chaser's chase", () => {
    const state = position(`
      b4 . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ . . ~ ~ . .
      . . . . . . . . . .
      . . . b2 r6 . b7 . . .
      . . . . . . . . . .
      r3 . . . . . . . . rF
    `);
    const chased = playAll(state, 'A1-A2', 'G3-F3');
    expect(chased.chase).toEqual([0, 1]);
    // Red's Captain leaves the square next to F3 (an evasion) by taking the Scout on D3
    const after = playAll(chased, 'E3-D3');
    expect(after.lastCombat).toEqual({ attacker: 6, defender: 2, result: 'attacker-wins' });
    expect(after.chase).toEqual([0, 0]);
    // the same evasion without an attack does lengthen it
    expect(playAll(chased, 'E3-E2').chase).toEqual([0, 2]);
  });

  it('is not counted with moreSquaresRule false', () => {
    expect(playAll(chaseBoard({ moreSquaresRule: false }), 'E2-E3', 'F3-F2').chase).toEqual([0, 0]);
  });
});
