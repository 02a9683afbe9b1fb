import { describe, expect, it } from 'vitest';
import { unwrap } from '@games/core';
import { stratego, withTwoSquaresRule, type StrategoState } from '@games/stratego';
import { position } from './helpers.js';

const UCC = { twoSquareLimit: null, moreSquaresRule: false, maxPlies: null, maxPliesWithoutAttack: null } as const;
// Blue walks a Sergeant round a 2x2 square in its corner (never crossing a boundary twice in a row).
const BLUE_CYCLE = ['K10-I10', 'I10-I9', 'I9-K9', 'K9-K10'];

/** The states after Red's `moves` with a Blue move in between each, the first state first. */
function played(start: StrategoState, moves: readonly string[]): StrategoState[] {
  const states = [start];
  let state = start;
  moves.forEach((move, index) => {
    for (const next of [move, BLUE_CYCLE[index % 4]!]) {
      state = unwrap(stratego.play(state, unwrap(stratego.parseMove(next, state))));
      states.push(state);
    }
  });
  return states;
}

/** Red's Sergeant on K1 boxed in by its own Bombs (it can only step to K2 and back), or free on K4. */
function board(boxed: boolean, options: object): StrategoState {
  const rows = [
    '.  .  .  .  .  .  .  .  .  b4',
    '.  .  .  .  .  .  .  .  .  . ',
    '.  .  .  .  .  .  .  .  .  . ',
    '.  .  .  .  .  .  .  .  .  . ',
    '.  .  ~  ~  .  .  ~  ~  .  . ',
    '.  .  ~  ~  .  .  ~  ~  .  . ',
    boxed ? '.  .  .  .  .  .  .  .  .  . ' : '.  .  .  .  .  .  .  .  .  r4',
    boxed ? '.  .  .  .  .  .  .  .  .  rB' : '.  .  .  .  .  .  .  .  .  . ',
    boxed ? '.  .  .  .  .  .  .  .  rB .' : '.  .  .  .  .  .  .  .  .  . ',
    boxed ? '.  .  .  .  rF .  .  .  rB r4' : '.  .  .  .  rF .  .  .  .  . ',
  ];
  return position(rows.map((row) => row.trim().split(/\s+/).join(' ')).join('\n'), options);
}

describe('the two-squares rule kept of a side\'s own accord (withTwoSquaresRule)', () => {
  it('bars the fourth crossing of one boundary in a row where the rules have no such rule', () => {
    const states = played(board(false, UCC), ['K4-K5', 'K5-K4', 'K4-K5', 'K5-K4']);
    const last = states[states.length - 1]!;
    const moves = (state: StrategoState) => stratego.legalMoves(state).map((move) => stratego.formatMove(move));
    expect(moves(last)).toContain('K4-K5'); // the game's own rules allow it
    const restrained = withTwoSquaresRule(states, 3);
    expect(moves(restrained)).not.toContain('K4-K5');
    expect(moves(restrained)).toContain('K4-I4');
    expect(restrained.board).toBe(last.board); // the same position
    // Three crossings are allowed: after two, the third stays open.
    expect(moves(withTwoSquaresRule(states.slice(0, 5), 3))).toContain('K4-K5');
  });

  it("gives back the game's own state where the rules keep the rule already, or where it would leave no move", () => {
    const ruled = played(board(false, { twoSquareLimit: 5 }), ['K4-K5', 'K5-K4', 'K4-K5', 'K5-K4']);
    expect(withTwoSquaresRule(ruled, 3)).toBe(ruled[ruled.length - 1]);
    const boxed = played(board(true, UCC), ['K1-K2', 'K2-K1', 'K1-K2', 'K2-K1']);
    const last = boxed[boxed.length - 1]!;
    expect(stratego.legalMoves(last).map((move) => stratego.formatMove(move))).toEqual(['K1-K2']);
    expect(withTwoSquaresRule(boxed, 3)).toBe(last); // barring K1-K2 would leave Red no move: a lost game in the search
  });
});
