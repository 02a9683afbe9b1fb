import { createRng, deriveSeed, ismctsBot, unwrap } from '@games/core';
import { movePriors, stratego, strategoKnowledge, strategoRuleBot, type StrategoState } from '@games/stratego';
import { describe, expect, it } from 'vitest';
import { position } from './helpers.js';

/** The prior weight of the move `text` among the legal moves of `state`. */
function weightOf(state: StrategoState, text: string): number {
  const moves = stratego.legalMoves(state);
  const index = moves.findIndex((move) => stratego.formatMove(move) === text);
  if (index < 0) throw new Error(`${text} is not legal`);
  return movePriors(state, moves)[index]!;
}

// Red's Major on E4 next to Blue pieces: north on E5 (an unknown that never moved), east on F4;
// Red's Scout on K1 (`corner`).
const major = (east: string, north: string, corner = 'r2'): StrategoState =>
  position(`
    bF . . . . . . . . .
    b2 . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . ~ ~ . . ~ ~ . .
    . . ~ ~ ${north} . ~ ~ . .
    . . . . r7 ${east} . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    rF . . . . . . . . ${corner}
  `);

describe('stratego move heuristics', () => {
  it('never sends a high rank at an unknown piece that never moved; attacks what it beats; flees what beats it', () => {
    const state = major('b6!', 'b4');
    expect(weightOf(state, 'E4-E5')).toBeLessThanOrEqual(0.1); // unknown, unmoved: maybe a Bomb
    expect(weightOf(state, 'E4-F4')).toBeGreaterThan(5); // a revealed Captain: the Major wins
    const threatened = major('b9+!', 'b4');
    expect(weightOf(threatened, 'E4-F4')).toBeLessThan(0.1); // a revealed General beats the Major
    expect(weightOf(threatened, 'E4-D4')).toBeGreaterThan(weightOf(threatened, 'E4-E3') / 2); // stepping away from it
    expect(weightOf(threatened, 'E4-D4')).toBeGreaterThan(1);
  });

  it('scouts an unknown piece with a Scout rather than a Major', () => {
    const state = position(`
      bF . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ b5 . ~ ~ . .
      . . . r2 r7 . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      rF . . . . . . . . .
    `);
    const moves = stratego.legalMoves(state);
    expect(moves.length).toBeGreaterThan(2);
    const scoutSide = position(`
      bF . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ b5 . ~ ~ . .
      . . . . r2 . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      rF . . . . . . . . r7
    `);
    expect(weightOf(scoutSide, 'E4-E5')).toBeGreaterThan(weightOf(major('.', 'b5'), 'E4-E5') * 10);
  });

  it('trades Marshals once the enemy one is revealed, even when behind, and draws the Marshal towards it', () => {
    const state = position(`
      bF b9 b9 . . . . . . .
      bB . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ bM+! . ~ ~ . .
      . . . . rM+ . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      rF . . . . . . . . .
    `);
    expect(weightOf(state, 'E4-E5')).toBeGreaterThanOrEqual(3); // behind by two Generals, still trade
    const apart = position(`
      bF b9 b9 . . . . . . .
      bB . . . . . . . . .
      . . . . . . . . . .
      . . . . bM+! . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ . . ~ ~ . .
      . . . . rM+ . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      rF . . . . . . . . .
    `);
    expect(weightOf(apart, 'E4-E5')).toBeGreaterThan(weightOf(apart, 'E4-D4') * 1.5);
  });

  it('takes an unknown mover for sure with a rank above all the enemy\'s hidden movers', () => {
    // Red's General beside an unknown Blue mover on E5; Blue's Marshal is revealed on A9.
    const general = (blueBack: string): StrategoState =>
      position(`
        bF ${blueBack} . . . . . . . .
        bM+! . . . . . . . . .
        . . . . . . . . . .
        . . . . . . . . . .
        . . ~ ~ . . ~ ~ . .
        . . ~ ~ b6+ . ~ ~ . .
        . . . . r9+ . . . . .
        . . . . . . . . . .
        . . . . . . . . . .
        rF . . . . . . . . r2
      `);
    const sure = weightOf(general('b4'), 'E4-E5'); // Blue's hidden movers: a Captain and a Sergeant
    const unsure = weightOf(general('b9'), 'E4-E5'); // Blue still hides a General: it may be the one on E5
    expect(sure).toBeGreaterThan(unsure * 3);
  });

  it('the rule bot plays legal moves and takes a revealed piece it beats', () => {
    const state = major('b6!', 'b4');
    const wins = [1, 2, 3, 4, 5, 6].filter((seed) => stratego.formatMove(unwrap(strategoRuleBot.chooseMove(state, createRng(deriveSeed(seed, 'rules'))))) === 'E4-F4');
    expect(wins.length).toBeGreaterThanOrEqual(5);
    const over = strategoRuleBot.chooseMove(unwrap(stratego.setup({ seed: 1 })), createRng(1));
    expect(!over.ok && over.error.code).toBe('not-a-player-turn');
  });

  it('the knowledge feeds the search its priors and rollout policy', () => {
    expect(strategoKnowledge.priors).toBe(movePriors);
    const state = major('b6!', 'b4');
    const index = strategoKnowledge.rolloutMove!(state, stratego.legalMoves(state), () => 0);
    expect(index).toBeGreaterThanOrEqual(0);
    // With 60 iterations the search finds the free Captain (without the Scout, whose run to K10 and
    // then at the likely Flag on A10 competes with it).
    const chosen = ismctsBot(stratego, { iterations: 60 }).chooseMove(major('b6!', 'b4', '.'), createRng(1), { seat: 0, history: [] });
    expect(chosen.ok && stratego.formatMove(chosen.value)).toBe('E4-F4');
  });
});
