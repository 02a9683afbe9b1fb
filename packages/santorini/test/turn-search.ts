import { unwrap } from '@games/core';
import { reach } from '@games/testing';
import fc from 'fast-check';
import { perft, santorini, toPosition, turnsOf, type SantoriniOptions, type SantoriniState } from '@games/santorini';
import { expect } from 'vitest';

/**
 * A position key for comparing turn results: the position string with each seat's squares sorted
 * (Selene's order is kept: her first worker is the female one).
 */
export function resultKey(state: SantoriniState): string {
  const [heights, side, ...seats] = toPosition(state).split('/');
  const sorted = seats.map((seat) => {
    const [name, squares = ''] = seat.split(':');
    return name === 'selene' ? seat : `${name}:${squares.split(',').sort().join(',')}`;
  });
  return [heights, side, ...sorted, state.outcome?.reason ?? ''].join('/');
}

/** Every result of a complete turn, by brute force over the public legalMoves/play. */
export function bruteForceResults(state: SantoriniState, seat: number, turns: number, into: Set<string>): void {
  for (const move of santorini.legalMoves(state)) {
    const next = unwrap(santorini.play(state, move));
    if (next.phase === 'over' || next.turns !== turns || next.seat !== seat) into.add(resultKey(next));
    else bruteForceResults(next, seat, turns, into);
  }
}

/**
 * The property that `turnsOf` lists each result of a complete turn once, and no other, as a brute
 * force over `legalMoves`/`play` finds them, in random positions reached from `options`.
 */
export function expectTurnsOfMatchesBruteForce(options: fc.Arbitrary<SantoriniOptions>, parameters: { numRuns: number; seed: number }): void {
  fc.assert(
    fc.property(fc.record({ options, choices: fc.array(fc.nat(), { minLength: 4, maxLength: 60 }) }), (game) => {
      const { state } = reach(santorini, game.options, game.choices);
      if (state.phase === 'over' || state.phase === 'place') return;
      const listed = turnsOf(state).map((turn) => {
        let current = state;
        for (const move of turn) current = unwrap(santorini.play(current, move));
        return resultKey(current);
      });
      const brute = new Set<string>();
      bruteForceResults(state, state.seat, state.turns, brute);
      expect(new Set(listed).size).toBe(listed.length);
      expect(new Set(listed)).toEqual(brute);
      expect(perft(state, 1)).toBe(listed.length);
    }),
    parameters,
  );
}
