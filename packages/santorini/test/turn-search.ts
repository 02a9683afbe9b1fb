import { unwrap } from '@games/core';
import { reach } from '@games/testing';
import fc from 'fast-check';
import { perft, santorini, toPosition, turnsOf, type SantoriniOptions, type SantoriniState } from '@games/santorini';
import { powerOf } from '@games/santorini/powers';
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

/**
 * A key of a mid-turn state for the brute force's memo: the whole state, except what cannot change
 * which results the rest of the turn reaches: Hermes' list of visited layouts (it only refuses
 * walking back to a layout, and whatever is reachable from a layout is reachable by a walk that
 * does not revisit one), and the step count of a power whose steps are unbounded (Hermes' walk,
 * Triton), which no rule reads. Without it, walks have too many decision sequences to list.
 */
function memoKey(state: SantoriniState): string {
  const unbounded = powerOf(state, state.seat).unboundedSteps === true;
  return JSON.stringify({ ...state, turn: { ...state.turn, notes: [], steps: unbounded ? 0 : state.turn.steps } });
}

/**
 * Every result of a complete turn, by brute force over the public legalMoves/play: every legal
 * decision is played until the turn (or the game) is over; a mid-turn state met before is not
 * walked again (see {@link memoKey}).
 */
export function bruteForceResults(state: SantoriniState, seat: number, turns: number, into: Set<string>, seen = new Set<string>()): void {
  for (const move of santorini.legalMoves(state)) {
    const next = unwrap(santorini.play(state, move));
    if (next.phase === 'over' || next.turns !== turns || next.seat !== seat) into.add(resultKey(next));
    else {
      const key = memoKey(next);
      if (seen.has(key)) continue;
      seen.add(key);
      bruteForceResults(next, seat, turns, into, seen);
    }
  }
}

/** The results of the turns `turnsOf` lists, each played through `play` ('refused' when one is). */
export function listedResults(state: SantoriniState): string[] {
  return turnsOf(state).map((turn) => {
    let current = state;
    for (const move of turn) {
      const next = santorini.play(current, move);
      if (!next.ok) return `refused: ${next.error.message}`;
      current = next.value;
    }
    return resultKey(current);
  });
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
      const listed = listedResults(state);
      const brute = new Set<string>();
      bruteForceResults(state, state.seat, state.turns, brute);
      expect(new Set(listed).size).toBe(listed.length);
      expect(new Set(listed)).toEqual(brute);
      expect(perft(state, 1)).toBe(listed.length);
    }),
    parameters,
  );
}

/**
 * The results of `turnsOf` in `state`, checked against a brute force over `legalMoves`/`play` and
 * against perft(1): all three find the same `count` results. Returns the results' keys.
 */
export function expectTurnsAgree(state: SantoriniState, count: number): string[] {
  const listed = listedResults(state);
  expect(listed.filter((result) => result.startsWith('refused'))).toEqual([]);
  const brute = new Set<string>();
  bruteForceResults(state, state.seat, state.turns, brute);
  expect(new Set(listed).size).toBe(listed.length);
  expect(new Set(listed)).toEqual(brute);
  expect(listed.length).toBe(count);
  expect(perft(state, 1)).toBe(count);
  return listed;
}
