/**
 * Four god interactions read from the card text (issue 29; the rules file states each ruling),
 * each at the position where differential testing against Board Game Arena's implementation found
 * it. In each, `turnsOf`, perft and a brute force over `legalMoves`/`play` agree.
 *
 * Positions: 25 heights from A5 to E5, then A4 ... E1 (a digit above 3 is a dome), the seat to
 * move (1-based), then each seat's god and workers.
 */
import { unwrap } from '@games/core';
import { formatMove, parseMove, perft, santorini, turnsOf } from '@games/santorini';
import { describe, expect, it } from 'vitest';
import { position } from './board.js';
import { expectTurnsAgree } from './turn-search.js';

const turnTexts = (turns: ReturnType<typeof turnsOf>): string[] => turns.map((turn) => turn.map(formatMove).join(' '));

describe('Persephone: "if possible, at least one Worker must move up this turn" binds the turn, not the workers', () => {
  // Dionysus (seat 2) is due an extra turn, which he takes with an opponent worker, here one of
  // Persephone's own: D4 (level 1) can climb to D3 (level 2), so the extra turn must move up.
  const text = '4204000013010240232444100/2/persephone:D4,C5/dionysus[+]:B3,B4';

  it('only the up-move (or declining the extra turn) is legal, even with her own worker', () => {
    const game = position(text);
    expect(game.legal()).toEqual(['pass', 'D4-D3']);
    const refused = santorini.play(game.state, unwrap(parseMove('D4-C4')));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('illegal-move');
  });

  it('lists 7 complete turns: declining, or D4-D3 and one of its six builds; play and perft agree', () => {
    expectTurnsAgree(position(text).state, 7);
    expect(turnTexts(turnsOf(position(text).state))).toContain('pass');
  });

  it('binds his regular turns as before', () => {
    // without the extra turn due, Dionysus moves his own workers: B3 (level 1) can climb onto B2 (level 2)
    const game = position('4204000013010240232444100/2/persephone:D4,C5/dionysus:B3,B4');
    expect(game.legal()).toEqual(['B3-B2']);
    expectTurnsAgree(game.state, 6);
  });
});

describe('Chronus during Dionysus\' extra turn: "no player can win during these additional turns"', () => {
  // Four complete towers stand; Dionysus' extra turn can dome a fifth. Nobody wins during it: the
  // dome on level 3 earns him another extra turn, and Chronus' towers count once the extra turns are over.
  const text = '2433401220210000243023240/2/chronus:E1,A3/dionysus[+]:C4,A1';

  it('lists 31 complete turns, none a Chronus win; play and perft agree', () => {
    expectTurnsAgree(position(text).state, 31);
    for (const turn of turnsOf(position(text).state)) expect(position(text).play(...turn).state.outcome).toBeNull();
  });

  it('a fifth tower domed in the extra turn earns another; once it is declined, Chronus wins', () => {
    const game = position(text).play('E1-E2', 'dome D2');
    expect(game.state.phase).toBe('move');
    expect(game.state.seat).toBe(1);
    expect(game.state.turn.extra).toBe(true);
    const over = game.play('pass');
    expect(over.state.outcome).toEqual({ ranking: [[0], [1]], reason: 'five-complete-towers' });
  });
});

describe('Hypnus: "if one of your opponent\'s Workers is higher than all of their others, it cannot move"', () => {
  // The mortal (seat 1) has one worker left, on A5: it is higher than all its (no) others.
  const text = '0313212141230320304010020/1/mortal:-,A5/hypnus:B3,B4';

  it('a lone worker is held: the mortal has no legal turn and loses', () => {
    const game = position(text);
    expect(santorini.legalMoves(game.state)).toEqual([]);
    expect(game.state.outcome).toEqual({ ranking: [[1], [0]], reason: 'no-legal-turn' });
    expect(turnsOf(game.state)).toEqual([]);
    expect(perft(game.state, 1)).toBe(0);
  });

  it("every Hypnus turn before it leaves the lone worker frozen (61 turns; play and perft agree)", () => {
    const before = position('0313212141230320304010020/2/mortal:-,A5/hypnus:B3,B4');
    expectTurnsAgree(before.state, 61);
    for (const turn of turnsOf(before.state)) {
      const after = before.play(...turn).state;
      expect(after.phase).toBe('over');
      expect(after.outcome?.ranking[0]).toEqual([1]);
    }
  });

  it('two workers at different heights: only the higher one is held', () => {
    // the same board with a second mortal worker on A3 (level 2): it is held, A5 (level 0) moves
    const game = position('0313212141230320304010020/1/mortal:A3,A5/hypnus:B3,B4');
    expect(game.legal()).toEqual(['A5-A4']);
    expectTurnsAgree(game.state, 2);
  });
});

describe('Prometheus: "if your Worker does not move up, it may build both before and after moving"', () => {
  // Four complete towers on rank 5; E4 is on level 3. A dome on E4 before moving is the fifth
  // tower: Chronus wins at once, so no step needs to follow (a turn ends where the game ends).
  const text = '4444000013000100001100000/1/prometheus:E3,A1/chronus:C1,C2';

  it('offers the pre-build dome that ends the game, and play ends it', () => {
    const game = position(text);
    expect(game.legal()).toContain('dome E4');
    const over = game.play('dome E4');
    expect(over.state.outcome).toEqual({ ranking: [[1], [0]], reason: 'five-complete-towers' });
  });

  it('lists 64 complete turns, the game-ending pre-build one of them; play and perft agree', () => {
    expectTurnsAgree(position(text).state, 64);
    expect(turnTexts(turnsOf(position(text).state))).toContain('dome E4');
  });

  it('a pre-build by E3 that does not end the game is refused: no step could follow it', () => {
    // E3 is on level 0 and every neighbour is higher: after a pre-build it may not move up, so it cannot move
    const game = position(text);
    expect(game.legal()).toEqual(['pass', 'build B1', 'build A2', 'build B2', 'dome E4']);
    const refused = santorini.play(game.state, unwrap(parseMove('build D4')));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('illegal-move');
  });
});
