// The hosts' side of action ids: the legal ids of a state, ascending, exactly the ids of the
// legal moves, whatever order the game lists its moves in.
import { santorini } from '@games/santorini';
import { stratego } from '@games/stratego';
import { tigerzone } from '@games/tigerzone';
import { describe, expect, it } from 'vitest';
import { createRng, pick, unwrap, type Game } from '../src/index.js';
import { actionMask, legalActionIds } from '../src/actions.js';

/** The states of one random game (at most `plies` of them). */
function statesOf<S, M, O, V>(game: Game<S, M, O, V>, options: O, seed: number, plies: number): S[] {
  const rng = createRng(seed);
  const states: S[] = [];
  let state = unwrap(game.setup(options));
  while (states.length < plies && game.actor(state).kind === 'player') {
    states.push(state);
    state = unwrap(game.play(state, pick(rng, game.legalMoves(state))));
  }
  return states;
}

/** Checks the legal ids of every state; returns how many unordered lists were long (over 64 ids: the typed sort). */
function checkIds<S, M, O, V>(game: Game<S, M, O, V>, states: readonly S[]): number {
  let unordered = 0;
  let long = 0;
  for (const [index, state] of states.entries()) {
    const listed = game.legalMoves(state).map((move) => game.actions!.idOf(state, move));
    const ids = legalActionIds(game, state);
    expect(Array.isArray(ids)).toBe(true);
    expect(ids).toEqual([...listed].sort((a, b) => a - b));
    for (let at = 1; at < ids.length; at++) expect(ids[at]!).toBeGreaterThan(ids[at - 1]!);
    if (index % 10 === 0) {
      // the mask (538,431 bytes for TigerZone: every tenth state) has a 1 at the legal ids only
      const mask = actionMask(game, state);
      let ones = 0;
      for (let id = 0; id < mask.length; id++) ones += mask[id]!;
      expect(ones).toBe(ids.length);
      expect(ids.every((id) => mask[id] === 1)).toBe(true);
    }
    if (listed.some((id, index) => index > 0 && id < listed[index - 1]!)) {
      unordered++;
      if (listed.length > 64) long++;
    }
  }
  expect(unordered).toBeGreaterThan(0); // the sort had work to do
  return long;
}

describe('legalActionIds', () => {
  it('lists the legal moves\' ids ascending (TigerZone, whose moves come in frontier order)', () => {
    const long = checkIds(tigerzone, [...statesOf(tigerzone, { seed: 1 }, 1, 80), ...statesOf(tigerzone, { seed: 2, players: 3 }, 2, 80)]);
    expect(long).toBeGreaterThan(0); // both ways of sorting were used
  });

  it('does so for Stratego and Santorini too', () => {
    checkIds(stratego, statesOf(stratego, { variant: 'barrage', redSetup: 'random', blueSetup: 'random', seed: 3 }, 3, 60));
    checkIds(santorini, statesOf(santorini, { players: 2 }, 4, 60));
  });
});
