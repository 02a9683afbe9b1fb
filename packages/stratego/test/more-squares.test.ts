import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scenario } from '@games/testing';
import { unwrap } from '@games/core';
import { stratego, type StrategoOptions, type StrategoState } from '@games/stratego';
import { readChaseGame } from './chase-files.js';
import { DATA, HAS_DATA, position } from './helpers.js';

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
    const after = scenario(stratego).from(chaseBoard()).play(...LAP).state;
    expect(after.chase[0]).toBe(8);
    scenario(stratego).from(after).refuses('E2-E3', 'more-squares-rule');
    expect(scenario(stratego).from(after).legal()).not.toContain('E2-E3');
    scenario(stratego).from(after).play('E2-D2');
  });

  it('lets the chased piece go on, and allows the chaser to step straight back', () => {
    const after = scenario(stratego).from(chaseBoard()).play(...LAP, 'E2-D2').state;
    scenario(stratego).from(after).play('F3-F2');
    // E4-E3 recreates the position after E2-E3, but it steps back to the square Red just left.
    const back = scenario(stratego).from(chaseBoard()).play('E2-E3', 'F3-F4', 'E3-E4', 'F4-F3').state;
    expect(back.chase[0]).toBe(4);
    scenario(stratego).from(back).play('E4-E3');
  });

  it('is not in force with moreSquaresRule false', () => {
    const after = scenario(stratego).from(chaseBoard({ moreSquaresRule: false })).play(...LAP).state;
    scenario(stratego).from(after).play('E2-E3');
  });

  it('ends the chase when the chaser moves away from the enemy', () => {
    const after = scenario(stratego).from(chaseBoard()).play(...LAP.slice(0, 6), 'F2-G2', 'E3-E4').state;
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
      const last = game.moves[game.moves.length - 1]!;
      let before = scenario(stratego).setup(game.options);
      try {
        before = before.play(...game.moves.slice(0, -1));
      } catch (error) {
        failures.push(`${file}: ${(error as Error).message}`);
        break;
      }
      try {
        before.refuses(last, 'more-squares-rule');
      } catch (error) {
        failures.push(`${file}: last move ${last}: ${(error as Error).message}`);
      }
      const clean = { ...before.state, rules: { ...before.state.rules, moreSquaresRule: false } };
      try {
        scenario(stratego).from(clean).play(last);
      } catch (error) {
        failures.push(`${file}: last move ${last} is illegal without the more-squares rule too: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('counts an attack inside a chase: after 376 actions of attack_chase.txt, E7-F7 is refused', () => {
    const game = readChaseGame(join(CHASE, 'attack_chase.txt'));
    const state = scenario(stratego).setup(game.options).play(...game.moves.slice(0, 376)).state;
    expect(state.toMove).toBe(0);
    scenario(stratego).from(state).refuses('E7-F7', 'more-squares-rule');
    const whole = scenario(stratego).from(state).play(...game.moves.slice(376)).state;
    expect(whole.ply).toBe(592);
  });
});

describe('more-squares rule: the chase counters', () => {
  it('grow with each threatening move and each evasion, and stop when the chased side does something else', () => {
    const chasing = scenario(stratego).from(chaseBoard()).play('E2-E3').state;
    expect(chasing.chase).toEqual([1, 0]);
    expect(scenario(stratego).from(chasing).play('F3-F2').state.chase).toEqual([2, 0]);
    expect(scenario(stratego).from(chasing).play('F3-F2', 'E3-F3').state.chase).toEqual([3, 0]);
    expect(scenario(stratego).from(chasing).play('A10-A9').state.chase).toEqual([0, 0]);
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
    const before = scenario(stratego).from(state).play('E2-E3', 'F3-F2').state;
    expect(before.chase).toEqual([2, 0]);
    const after = scenario(stratego).from(before).play('E3-E4').state;
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
    const chased = scenario(stratego).from(state).play('A1-A2', 'G3-F3').state;
    expect(chased.chase).toEqual([0, 1]);
    // Red's Captain leaves the square next to F3 (an evasion) by taking the Scout on D3
    const after = scenario(stratego).from(chased).play('E3-D3').state;
    expect(after.lastCombat).toEqual({ attacker: 6, defender: 2, result: 'attacker-wins' });
    expect(after.chase).toEqual([0, 0]);
    // the same evasion without an attack does lengthen it
    expect(scenario(stratego).from(chased).play('E3-E2').state.chase).toEqual([0, 2]);
  });

  it('is not counted with moreSquaresRule false', () => {
    expect(scenario(stratego).from(chaseBoard({ moreSquaresRule: false })).play('E2-E3', 'F3-F2').state.chase).toEqual([0, 0]);
  });
});
