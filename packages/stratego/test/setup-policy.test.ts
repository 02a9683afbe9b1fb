import { unwrap } from '@games/core';
import { ARMIES, describeSetup, formatSetup, stratego, VARIANTS } from '@games/stratego';
import { describe, expect, it } from 'vitest';
import { policySetup } from '../src/setup-policy.js';

const FLAG = 12;
const BOMB = 11;
const SCOUT = 2;
const SPY = 1;
const GENERAL = 9;
const MARSHAL = 10;

describe("the bots' setup policy", () => {
  it('is always the whole army of the variant, and a legal setup option', () => {
    for (const variant of VARIANTS) {
      for (let seed = 0; seed < 60; seed++) {
        for (const seat of [0, 1]) {
          const ranks = policySetup(seed, seat, variant);
          const counts = new Array<number>(13).fill(0);
          for (const rank of ranks) counts[rank]!++;
          expect(counts.slice(1)).toEqual(ARMIES[variant].slice(1));
        }
      }
      const state = unwrap(stratego.setup({ variant, redSetup: 'policy', blueSetup: 'policy', seed: 5 }));
      expect(state.phase).toBe('play');
      expect(describeSetup(formatSetup(state.board, 1), variant, 1).ok).toBe(true);
    }
  });

  it('puts the Flag on the back rank with a Bomb in front, keeps Bombs out of the front row, and Scouts in it', () => {
    for (let seed = 0; seed < 100; seed++) {
      const ranks = policySetup(seed, seed % 2, 'classic');
      const flag = ranks.indexOf(FLAG);
      expect(flag).toBeLessThan(10); // back rank (setup strings start with it)
      expect(ranks[flag + 10]).toBe(BOMB);
      const beside = [flag - 1, flag + 1].filter((index) => index >= 0 && index < 10 && Math.floor(index / 10) === 0);
      expect(beside.every((index) => ranks[index] === BOMB)).toBe(true);
      expect(ranks.slice(30).includes(BOMB)).toBe(false);
      expect(ranks.slice(30).filter((rank) => rank === SCOUT).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('puts the Marshal and General in the third row on opposite halves, and the Spy beside the General', () => {
    for (let seed = 0; seed < 100; seed++) {
      const ranks = policySetup(seed, seed % 2, 'classic');
      const marshal = ranks.indexOf(MARSHAL);
      const general = ranks.indexOf(GENERAL);
      const spy = ranks.indexOf(SPY);
      expect([Math.floor(marshal / 10), Math.floor(general / 10)]).toEqual([2, 2]); // third row from the back
      expect(Math.floor((marshal % 10) / 5)).not.toBe(Math.floor((general % 10) / 5));
      const apart = Math.abs(spy - general);
      expect(apart === 1 || apart === 10).toBe(true); // beside it, or behind it
    }
  });

  it('varies with the seed: several Flag squares and many distinct setups', () => {
    const setups = new Set<string>();
    const flags = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      const ranks = policySetup(seed, 0, 'classic');
      setups.add(ranks.join(','));
      flags.add(ranks.indexOf(FLAG));
    }
    expect(setups.size).toBe(40);
    expect(flags.size).toBeGreaterThanOrEqual(6);
  });
});
