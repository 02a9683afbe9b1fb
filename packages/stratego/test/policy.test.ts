import { createRng, deriveSeed, ismctsBot, unwrap } from '@games/core';
import { movePriors, stratego, strategoKnowledge, strategoRuleBot, type StrategoState } from '@games/stratego';
import { describe, expect, it } from 'vitest';
import { squareIndex, walkSteps } from '../src/board.js';
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

  it('keeps a General out of the search where an unknown unmoved piece is likely a Bomb, while a Miner can go', () => {
    // Blue's back area: five unknown unmoved pieces on row 10 and two on row 9, three of them Bombs
    // (a risk of 0.41 on E9); Red's General on E8, Red's Miner on K1 (`corner`).
    const back = (attacker: string, corner: string): StrategoState =>
      position(`
        bB bF bB b4 b5 . . . . .
        . bB . . b3 . . . . .
        . . . . ${attacker} . . . . .
        . . . . . . . . . .
        . . ~ ~ . . ~ ~ . .
        . . ~ ~ . . ~ ~ . .
        . . . . . . . . . .
        . . . . . . . . . .
        . . . . . . . . . .
        rF . . . . . . . . ${corner}
      `);
    expect(weightOf(back('r9', 'r3'), 'E8-E9')).toBe(0);
    expect(weightOf(back('rM', 'r3'), 'E8-E9')).toBe(0);
    expect(weightOf(back('r8', 'r3'), 'E8-E9')).toBe(0);
    // A Major may still try (a small weight), and with no Miner left the General may too.
    expect(weightOf(back('r7', 'r3'), 'E8-E9')).toBeGreaterThan(0);
    expect(weightOf(back('r9', 'r2'), 'E8-E9')).toBeGreaterThan(0);
    // The front row of a whole army (six Bombs over forty pieces, most at the back) stays under the bar.
    const whole = position(`
      bB bF bB b3 b3 b4 b4 b5 b5 b6
      bB bB b2 b2 b3 b3 b4 b4 b5 b6
      bB b2 b2 b3 b5 b6 b6 b7 b7 b7
      bS b2 b2 bB b2 b8 b8 b9 bM b2
      . . ~ ~ r9 . ~ ~ . .
      . . ~ ~ . . ~ ~ . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      rF . . . . . . . . r3
    `);
    expect(weightOf(whole, 'E6-E7')).toBeGreaterThan(0);
    // The search never plays a move its priors keep out.
    const bot = ismctsBot(stratego, { iterations: 300 });
    for (const seed of [1, 2, 3]) expect(stratego.formatMove(unwrap(bot.chooseMove(back('r9', 'r3'), createRng(seed))))).not.toBe('E8-E9');
  });

  it('keeps a revealed Marshal from stepping next to an unknown piece while the enemy hides its Spy', () => {
    // Red's revealed Marshal on E4, an unknown Blue mover on E6; Blue's back rank holds its Spy or a Sergeant.
    const marshal = (back: string): StrategoState =>
      position(`
        bF ${back} . . . . . . . .
        . . . . . . . . . .
        . . . . . . . . . .
        . . . . . . . . . .
        . . ~ ~ b4+ . ~ ~ . .
        . . ~ ~ . . ~ ~ . .
        . . . . rM+! . . . . .
        . . . . . . . . . .
        . . . . . . . . . .
        rF . . . . . . . . r2
      `);
    expect(weightOf(marshal('bS'), 'E4-E5')).toBe(0); // the Spy may be on E6 and strike first
    expect(weightOf(marshal('bS'), 'E4-D4')).toBeGreaterThan(0);
    expect(weightOf(marshal('b4'), 'E4-E5')).toBeGreaterThan(0); // no Spy left hidden
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

  // The end of a long game: Red's General (on `general`) and Marshal against Blue's last movers, a
  // Sergeant and a Lieutenant that moved, on E2 and E1 beside Red's Bombs, and Blue's Flag among
  // unmoved pieces; `extra` adds more Blue movers that never moved, on A7 and B7.
  const endgame = (general: 'C10' | 'C8', extra = '. .'): StrategoState =>
    position(`
      . . ${general === 'C10' ? 'r9+' : '.'} . . . bF bB bB rM+
      . . . . bB! . . bB . .
      . . ${general === 'C8' ? 'r9+' : '.'} . . . . . . .
      ${extra} . . . . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ . . ~ ~ . .
      . . . . . . . . . .
      . . . . . . . . . .
      rB . . . b4+ . . . . rB
      rB rB . . b5+ . . . rB rF
    `);

  it('hunts the enemy\'s last movers down with the pieces that beat them all', () => {
    const last = endgame('C10');
    // A step of the General towards them (D10) against one away (B10), both along the back row.
    expect(weightOf(last, 'C10-D10')).toBeGreaterThan(1.5 * weightOf(last, 'C10-B10'));
    // With four movers left (two more that never moved) the hunt has not begun: the steps weigh alike.
    const more = endgame('C10', 'b3 b2');
    expect(weightOf(more, 'C10-D10')).toBe(weightOf(more, 'C10-B10'));
    // The evaluation pulls the General towards them across the board, back rows or not.
    expect(strategoKnowledge.evaluate(endgame('C8'))[0]!).toBeGreaterThan(strategoKnowledge.evaluate(last)[0]!);
    expect(strategoKnowledge.evaluate(endgame('C8', 'b3 b2'))[0]!).toBeLessThan(strategoKnowledge.evaluate(more)[0]!);
  });

  it('counts the hunt\'s steps around the lakes', () => {
    // Red's General on G7, above the lake G6-H5; Blue's last mover, a Sergeant, on G4 below it.
    // Straight, G7 is three steps from it and a dead end; around the lake F7 is the way (4 steps
    // left, against 5 from G7 and 6 from H7).
    expect([walkSteps(squareIndex('G7'), squareIndex('G4')), walkSteps(squareIndex('F7'), squareIndex('G4')), walkSteps(squareIndex('H7'), squareIndex('G4'))]).toEqual([5, 4, 6]);
    const lake = position(`
      bF bB . . . . . . . .
      bB . . . . . . . . .
      . . . . . . . . . .
      . . . . . . r9+ . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ . . ~ ~ . .
      . . . . . . b4+ . . .
      . . . . . . . . . .
      . . . . . . . . . .
      rF rB . . . . . . . .
    `);
    expect(weightOf(lake, 'G7-F7')).toBeGreaterThan(1.5 * weightOf(lake, 'G7-H7'));
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
