// What the kit says about three common mistakes: a view that leaks names the path it leaks at;
// a play that mutates its input is reported once, as the cause, the other laws it breaks marked as
// following from it; a game missing a member of the contract gets a shape check naming it. And a
// law that runs past its time limit stops there and names its slowest input.
import { describe, expect, it } from 'vitest';
import { pig, type PigState } from '@games/core/example';
import { conformanceLaws, firstDifference, LawFailure, type ConformanceConfig } from '@games/testing';
import { brokenPigs } from './broken-pigs.js';
import { failureOf } from './failure-of.js';

const config: ConformanceConfig<PigState, unknown> = { options: [{ players: 2, seed: 1 }, { players: 3, target: 12, seed: 5 }], numRuns: 20 };
const broken = (start: string) => brokenPigs.find((candidate) => candidate.name.startsWith(start))!.game;
const failures = (laws: ReturnType<typeof conformanceLaws>): LawFailure[] =>
  laws.flatMap((law) => {
    try {
      law.check();
      return [];
    } catch (thrown) {
      if (thrown instanceof LawFailure) return [thrown];
      throw thrown;
    }
  });

describe('the kit names the cause', () => {
  it('names the differing path of a leaking view', () => {
    const laws = conformanceLaws(broken('a copy whose view leaks'), config);
    const failure = failureOf(laws.find((law) => law.name.startsWith('views show the same'))!.check);
    expect(failure.problem).toMatch(/changes at secrets\[\d\] when what it may not see is dealt anew/);
  });

  it('finds the first difference of two JSON values by path', () => {
    expect(firstDifference({ hands: [[1, 2], [3]] }, { hands: [[1, 2], [4]] })).toBe('hands[1][0]');
    expect(firstDifference({ hands: [[1], [2]] }, { hands: [[1]] })).toBe('hands[1]');
    expect(firstDifference({ a: { b: 1 } }, { a: { c: 1 } })).toBe('a.b');
    expect(firstDifference([1], { 0: 1 })).toBe('(the whole value)');
    expect(firstDifference({ a: 1, b: [2] }, { b: [2], a: 1 })).toBeNull();
  });

  it('reports a mutating play once, as the cause, and marks the laws it breaks as following from it', () => {
    const found = failures(conformanceLaws(broken('a copy that mutates its input'), config));
    const causes = found.filter((failure) => failure.followsFrom === null);
    expect(causes.map((failure) => failure.law)).toEqual(['play never mutates its input (nor do actor, legalMoves and view)']);
    const following = found.filter((failure) => failure.followsFrom !== null);
    expect(following.length).toBeGreaterThan(0);
    for (const failure of following) {
      expect(failure.followsFrom).toBe(causes[0]!.law);
      expect(failure.message).toContain(`follows from: the law "${causes[0]!.law}"`);
    }
  });

  it('leaves failures of a game that does not mutate as causes of their own', () => {
    const found = failures(conformanceLaws(broken('a copy whose notation collides'), config));
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((failure) => failure.followsFrom === null)).toBe(true);
  });

  it('checks the shape first and names what is missing, rather than crashing in another law', () => {
    const { options: _options, ...withoutOptions } = pig;
    const laws = conformanceLaws(withoutOptions as unknown as typeof pig, config);
    expect(laws.length).toBe(1);
    const failure = failureOf(laws[0]!.check);
    expect(failure.law).toMatch(/shape of the Game contract/);
    expect(failure.problem).toContain('options is missing');
    const noView = failureOf(conformanceLaws({ ...pig, view: 3 } as unknown as typeof pig, config)[0]!.check);
    expect(noView.problem).toContain('view is 3, not a view() function');
    expect(conformanceLaws(pig, config)[0]!.name).toBe(laws[0]!.name);
  });

  it('stops a law that runs past its time limit and names its slowest input', () => {
    // a play that takes a few milliseconds a call: far too slow for a 300 ms budget
    const slow = {
      ...pig,
      play(state: PigState, move: never) {
        const until = performance.now() + 3;
        while (performance.now() < until);
        return pig.play(state, move);
      },
    };
    const law = conformanceLaws(slow, { ...config, timeLimitMs: 300 }).find((candidate) => candidate.name.startsWith('a move is accepted exactly when it is legal'))!;
    const started = Date.now();
    const failure = failureOf(law.check);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(failure.problem).toContain('ran past its time limit (timeLimitMs: 300)');
    expect(failure.problem).toMatch(/slowest input \(below\) took \d+ ms/);
    expect(failure.options).toBeDefined();
    expect(failure.message).toMatch(/moves \(\d+\)/);
  });
});
