// The end game: a side far ahead hunts the enemy Flag (Miners first, at the likeliest square by
// the unmoved pieces), and a side keeps its own Flag's shell closed when an enemy mover comes near.
import { createRng, deriveSeed, ismctsBot, unwrap } from '@games/core';
import { movePriors, stratego, strategoBeliefs, strategoKnowledge, squareIndex, type StrategoState } from '@games/stratego';
import { describe, expect, it } from 'vitest';
import { likelyFlag } from '../src/flag-hunt.js';
import { raceRisk } from '../src/knowledge.js';
import { position } from './helpers.js';

/** The prior weight of each legal move of `state`, by its notation. */
function priorsByMove(state: StrategoState): Map<string, number> {
  const moves = stratego.legalMoves(state);
  const weights = movePriors(state, moves);
  return new Map(moves.map((move, index) => [stratego.formatMove(move), weights[index]!]));
}

const steps = (a: string, b: string): number => {
  const from = squareIndex(a);
  const to = squareIndex(b);
  return Math.abs(Math.floor(from / 10) - Math.floor(to / 10)) + Math.abs((from % 10) - (to % 10));
};

// Blue's Flag in the corner A10 behind two Bombs, a Blue Sergeant that moved; Red far ahead (Marshal,
// General, Colonel, a Miner and a Scout against one moved piece), or level (the same Miner alone
// against as much Blue material).
const ahead = position(`
  bF bB . . . . . . . .
  bB . . . . . . . . .
  . . . . . . . . . b4+
  . . . . . . . . . .
  . . ~ ~ . . ~ ~ . .
  . . ~ ~ . . ~ ~ . .
  . . . . r3+ . . . . .
  . . . . . . . . . .
  . rM+ . . . . r9+ . r8+ .
  rF rB . . . . . . . r2+
`);
const level = position(`
  bF bB . . . . . . . .
  bB . . . . . . . . .
  . . . . . . . . bM+ b4+
  . . . . . . . . . b9+
  . . ~ ~ . . ~ ~ . .
  . . ~ ~ . . ~ ~ . .
  . . . . r3+ . . . . .
  . . . . . . . . . .
  . rM+ . . . . r9+ . . .
  rF rB . . . . . . . .
`);

describe('stratego flag hunting', () => {
  it('takes the likeliest Flag to be the unmoved back-rank piece inside a shell, as the beliefs do', () => {
    expect(likelyFlag(ahead.board, 1)).toBe(squareIndex('A10'));
    const beliefs = strategoBeliefs(ahead, 0);
    const flag = beliefs.find((piece) => piece.square === squareIndex('A10'))!;
    for (const piece of beliefs) if (piece !== flag) expect(piece.probabilities[12]!).toBeLessThan(flag.probabilities[12]!);
  });

  it('when far ahead, pulls the Miner towards the likeliest Flag; when level, not', () => {
    const hunting = priorsByMove(ahead);
    const towards = hunting.get('E4-E5')!; // closer to A10
    expect(towards).toBeGreaterThan(3 * hunting.get('E4-F4')!); // sideways and away
    expect(towards).toBeGreaterThan(hunting.get('G2-G3')!); // the General's forward step (no hunter)
    const calm = priorsByMove(level);
    expect(calm.get('E4-E5')!).toBeLessThan(2 * calm.get('E4-F4')!);
    expect(calm.get('E4-E5')).toBeCloseTo(calm.get('B2-B3')!);
  });

  it('whatever the material, a Miner within four steps of the likeliest Flag goes for it', () => {
    const near = position(`
      bF bB . . . . . . . .
      bB . . . . . . . . .
      . . r3+ . . . . . . b4+
      . . . . . . . . bM+ b9+
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ . . ~ ~ . .
      . . . . . . . . . .
      . . . . . . . . . .
      . rM+ . . . . r9+ . . .
      rF rB . . . . . . . .
    `);
    const weights = priorsByMove(near);
    expect(weights.get('C8-C9')!).toBeGreaterThan(3 * weights.get('C8-D8')!);
    expect(weights.get('C8-B8')!).toBeGreaterThan(3 * weights.get('C8-D8')!);
  });

  it('when far ahead, the Miner attacks the Flag\'s shell rather than a high rank attacking it', () => {
    const state = position(`
      bF bB . . . . . . . .
      bB r3+ . . . . . . . .
      . rM+ . . . . . . . b4+
      . . . . . . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ . . ~ ~ . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . . . . . r9+ . r8+ .
      rF rB . . . . . . . .
    `);
    const weights = priorsByMove(state);
    expect(weights.get('B9-B10')!).toBeGreaterThan(5 * weights.get('B9-C9')!); // the Miner on the Bomb beside the Flag
    expect(weights.get('B9-A9')!).toBeGreaterThan(5 * weights.get('B9-C9')!);
    expect(weights.get('B8-A8')!).toBeLessThan(weights.get('B9-B10')! / 10); // not the Marshal next to the shell
  });

  it('the search, far ahead, walks the Miner along the back rank to the likeliest Flag', () => {
    // The Miner on F10 in Blue's back rank: only E10 brings it closer to A10 (no forward step does).
    const state = position(`
      bF bB . . . r3+ . . . .
      bB . . . . . . . . .
      . . . . . . . . . b4+
      . . . . . . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ . . ~ ~ . .
      . . . . . . . . . .
      . . . . . . . . . .
      . rM+ . . . . r9+ . r8+ .
      rF rB . . . . . . . .
    `);
    const bot = ismctsBot(stratego, { iterations: 300 });
    const moves = [1, 2, 3].map((seed) => stratego.formatMove(unwrap(bot.chooseMove(state, createRng(deriveSeed(seed, 'hunt')), { seat: 0, history: [] }))));
    expect(moves.filter((move) => move === 'F10-E10').length, moves.join(' ')).toBeGreaterThanOrEqual(2);
  });
  it('the search, far ahead, risks a cheap piece on the likeliest Flag rather than shuffling', () => {
    // Blue turtles: many pieces that never moved; Red's Captain on B10 stands beside the corner A10,
    // the likeliest Flag (back rank, two edges and a piece that never moved beside it).
    const state = position(`
      bF r6+! . b5 bB . b4 . bB .
      bB r9+! b4 . . b5 b5 . . .
      b5 b3 b4 b4 b2 b6 b3 b2 . .
      . . . . . . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ . . ~ ~ . .
      . . . . rM+ . . . . .
      . . . . . . . . . .
      . . r8+ r7+ r7+ . . . . .
      rF rB . . . . . . rB rB
    `);
    const bot = ismctsBot(stratego, { iterations: 300 });
    const moves = [1, 2, 3].map((seed) => stratego.formatMove(unwrap(bot.chooseMove(state, createRng(deriveSeed(seed, 'risk')), { seat: 0, history: [] }))));
    expect(moves.filter((move) => move === 'B10-A10').length, moves.join(' ')).toBeGreaterThanOrEqual(2);
  });
});

describe('stratego flag defence', () => {
  // Red's Flag on A1: a Bomb beside it on B1, the square in front (A2) held by a Sergeant or left
  // open; a Blue piece that moved (maybe a Miner) stands on D2, three steps from the Flag.
  const guarded = (third: string, second: string): StrategoState =>
    position(`
      bF bB . . . . . . . .
      bB . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ . . ~ ~ . .
      . . . . . . . . . .
      ${third} . . . . . . . . .
      ${second} . . b3+ . . . . . .
      rF rB . . . . . . r9+ .
    `);

  it('values a mover in the shell above the same mover one step out', () => {
    const shut = strategoKnowledge.evaluate(guarded('.', 'r4+'));
    const open = strategoKnowledge.evaluate(guarded('r4+', '.'));
    expect(shut[0]!).toBeGreaterThan(open[0]!);
  });

  it('the search does not step out of the shell away from the intruder', () => {
    const state = guarded('.', 'r4+');
    const bot = ismctsBot(stratego, { iterations: 300 });
    for (const seed of [1, 2, 3]) {
      const move = stratego.formatMove(unwrap(bot.chooseMove(state, createRng(deriveSeed(seed, 'shell')), { seat: 0, history: [] })));
      expect(move).not.toBe('A2-A3');
    }
  });

  it('the search shuts an open shell when an intruder comes near', () => {
    // The square in front of the Flag is open, the Sergeant one step from it, the intruder on D2.
    const state = guarded('r4+', '.');
    // At 300 iterations the pull of the General towards the intruder is as likely. At 1,000 the
    // search shuts the shell on most seeds, not all (9 of these 12), so a few seeds decide little.
    const bot = ismctsBot(stratego, { iterations: 1000 });
    const moves = Array.from({ length: 12 }, (_, seed) => stratego.formatMove(unwrap(bot.chooseMove(state, createRng(deriveSeed(seed + 1, 'shut')), { seat: 0, history: [] }))));
    expect(moves.filter((move) => move === 'A3-A2').length, moves.join(' ')).toBeGreaterThanOrEqual(8);
  });
});

describe('stratego race to the Flag', () => {
  // Red's Flag on E1 inside a Bomb shell; a Blue Miner that moved on B4 (seven steps from taking
  // it); Red's Colonel three rows up either beside the Miner (B3) or as far from the Flag on the
  // other side (H3). Blue still hides a General, so the Colonel is no sure winner elsewhere; Red's
  // three Scouts keep Red off the last-movers hunt (`FEW_MOVERS`) of Blue's General.
  const race = (column: string): StrategoState => {
    const row3 = ['.', '.', '.', '.', '.', '.', '.', '.', '.', '.'];
    row3['ABCDEFGHIK'.indexOf(column)] = 'r8+';
    return position(
      `
      bF bB b9 . . . . . . .
      bB . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ . . ~ ~ . .
      . b3+ . . . . . . . .
      ${row3.join(' ')}
      . . . . rB . . . . r2
      . . . rB rF rB . . r2 r2
    `,
      { toMove: 1 },
    );
  };

  it('values a Miner-beater that meets the raider above one as far from the Flag that does not', () => {
    const meets = strategoKnowledge.evaluate(race('B'))[0]!;
    const away = strategoKnowledge.evaluate(race('H'))[0]!;
    expect(meets - away).toBeGreaterThan(0.02);
  });

  // Red far ahead (Marshal, General, Colonel and Miners against Blue's lone Miner, its Bombs and
  // Flag), Red's Flag on E1 in a Bomb shell; Blue's Miner, which moved, on E4 (four steps from
  // taking it); Red's one Sergeant either beside the raider's path (D3) or far off (K8).
  const far = (sergeant: 'D3' | 'K8'): StrategoState =>
    position(
      [
        'bF bB . . . . . . . .',
        'bB . . . . . . . . .',
        `. . . . . . . . . ${sergeant === 'K8' ? 'r4+' : '.'}`,
        '. . . . rM+ r9+ r8+ . . .',
        '. . ~ ~ . . ~ ~ . .',
        '. . ~ ~ . . ~ ~ . .',
        '. . . . b3+ . . . . .',
        `. . . ${sergeant === 'D3' ? 'r4+' : '.'} . . . . . .`,
        '. . . . rB . . . . .',
        'r3 . . rB rF rB . . . r3',
      ].join('\n'),
      { toMove: 1 },
    );

  it('lets a lone raider cost a side far ahead much of its value, not a few points of it', () => {
    const guarded = far('D3');
    const open = far('K8');
    expect(guarded.board.filter((cell) => cell > 0).length).toBe(open.board.filter((cell) => cell > 0).length);
    const safe = strategoKnowledge.evaluate(guarded)[0]!;
    const raided = strategoKnowledge.evaluate(open)[0]!;
    expect(safe).toBeGreaterThan(0.8);
    // As material points the race was lost in the lead's saturated value (0.007 apart).
    expect(safe - raided).toBeGreaterThan(0.15);
  });

  it('races a mover it cannot tell from a Miner as one while the enemy hides a Miner', () => {
    // Red's Flag on E1 in a Bomb shell, Red's Sergeant far off on K8; on E4 a Blue Sergeant that
    // moved, either unseen (to Red it may be a Miner) or revealed. Blue's back row holds either a
    // hidden Miner or a hidden Scout (`back`): with the Miner, the unseen raider may be it.
    const raid = (raider: 'b4+' | 'b4+!', back: 'b3' | 'b2'): StrategoState =>
      position(
        [
          `bF bB ${back} . . . . . . .`,
          'bB . . . . . . . . .',
          '. . . . . . . . . r4+',
          '. . . . rM+ r9+ r8+ . . .',
          '. . ~ ~ . . ~ ~ . .',
          '. . ~ ~ . . ~ ~ . .',
          `. . . . ${raider} . . . . .`,
          '. . . . . . . . . .',
          '. . . . rB . . . . .',
          'r3 . . rB rF rB . . . r3',
        ].join('\n'),
        { toMove: 1 },
      );
    const red = (state: StrategoState): number => strategoKnowledge.evaluate(state)[0]!;
    // A re-deal that made the unseen raider a Sergeant still sees the race (it was lost so to lone
    // Miners that the beliefs had given a third or a half of being one).
    expect(red(raid('b4+!', 'b3')) - red(raid('b4+', 'b3'))).toBeGreaterThan(0.1);
    // With no Miner hidden, an unseen mover cannot open the shell: no race.
    expect(Math.abs(red(raid('b4+!', 'b2')) - red(raid('b4+', 'b2')))).toBeLessThan(0.02);
  });

  it('does not count a defender that trails the raider as meeting it', () => {
    // Blue's Miner, which moved, on B5 heads for Red's Flag on E1 (material about even: a Miner and
    // a Sergeant each); Red's other Sergeant either trails it (B7, two steps behind: the Miner
    // keeps that lead) or stands on the far side of the board (K10). Both are too late.
    const chase = (square: 'B7' | 'K10'): StrategoState => {
      const rows = [
        `bF bB . . . . . . . ${square === 'K10' ? 'r4+' : '.'}`,
        'bB . . . . . . . . .',
        'b4 . . . . . . . . .',
        `. ${square === 'B7' ? 'r4+' : '.'} . . . . . . . .`,
        '. . ~ ~ . . ~ ~ . .',
        '. b3+ ~ ~ . . ~ ~ . .',
        '. . . . . . . . . .',
        '. . . . . . . . . .',
        '. . . . rB . . . . .',
        '. . . rB rF rB . . . r3',
      ];
      return position(rows.join('\n'), { toMove: 1 });
    };
    const trailing = strategoKnowledge.evaluate(chase('B7'))[0]!;
    const absent = strategoKnowledge.evaluate(chase('K10'))[0]!;
    // Counted as meeting it, the trailing Sergeant was worth 0.07 (0.62 against 0.55).
    expect(Math.abs(trailing - absent)).toBeLessThan(0.02);
  });
});

describe('stratego race to the Flag: the way in', () => {
  // Red's Flag on I1 in a closed Bomb shell (H1, I2, K1); Blue's revealed Miner on I4 comes down
  // the I file, so its way in is the Bomb on I2. Red's Sergeant on G1 stands two steps from the
  // Flag, but through the Bomb on H1: to guard I2 it must walk G1-G2-H2. Seen against `old` at
  // 900 ms (seed 108): counted through its own Bomb, G1-G2 looked like a step away from home, the
  // search left the Sergeant on G1, and the lone Miner took the Flag.
  const shell = (sergeant: 'G1' | 'G2' | 'H2', blueMovers: 'few' | 'many'): StrategoState =>
    position(
      [
        `bF bB ${blueMovers === 'many' ? 'b5+ b6+ b7+' : '. . .'} . . . . .`,
        'bB . . . . . . . . .',
        '. . . . . . . . . .',
        '. . . . . . . . . .',
        '. . ~ ~ . . ~ ~ . .',
        '. . ~ ~ . . ~ ~ . .',
        '. . . . . . . . b3+! .',
        'r9+ . . . . . . . . .',
        `. . . . . . ${sergeant === 'G2' ? 'r4+' : '.'} ${sergeant === 'H2' ? 'r4+' : '.'} rB .`,
        `r3 . . . . . ${sergeant === 'G1' ? 'r4+' : '.'} rB rF rB`,
      ].join('\n'),
      { toMove: 1 },
    );
  const risk = (state: StrategoState, endgame: boolean): number => {
    const flag = squareIndex('I1');
    const defenders = ['G1', 'G2', 'H2', 'A3'].map(squareIndex).filter((square) => (state.board[square]! & 15) >= 4);
    return raceRisk(state.board, flag, 1, [squareIndex('I4')], defenders, endgame);
  };

  it("counts a defender's steps to the raider's way in around its own Bombs, not through them", () => {
    const behind = risk(shell('G1', 'many'), false);
    const closer = risk(shell('G2', 'many'), false);
    const beside = risk(shell('H2', 'many'), false);
    // G1-G2 and G2-H2 each bring the Sergeant a step nearer the Bomb the Miner will clear.
    expect(closer).toBeLessThan(behind);
    expect(beside).toBeLessThan(closer);
    // The evaluation agrees: the Sergeant on G2 is worth more to Red than on G1 (the count through
    // the Bomb on H1 put G2 a step farther from home, and valued G1 higher).
    const red = (state: StrategoState): number => strategoKnowledge.evaluate(state)[0]!;
    expect(red(shell('G2', 'many'))).toBeGreaterThan(red(shell('G1', 'many')) + 0.02);
  });

  it("races the enemy's last movers in full, however far off", () => {
    // The same race with Blue down to its Miner (no other mover): four steps off, the risk is no
    // longer discounted for distance, since nothing else of Blue's can win the game.
    expect(risk(shell('G1', 'few'), true)).toBeGreaterThan(risk(shell('G1', 'few'), false));
    expect(risk(shell('G1', 'few'), true)).toBeCloseTo(0.75, 5);
  });
});

describe('stratego risk', () => {
  it('the search does not send the Marshal at an unknown piece that never moved (it may be a Bomb)', () => {
    // Red's Marshal on E9 under Blue's unmoved back rank; Blue's movers elsewhere.
    const state = position(`
      b3 bB b4 bB b5 bB bF bB b4 b2
      . . . . rM+ . . . . .
      . . . . . . . b6+ . .
      . b5+ . . . . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ . . ~ ~ . .
      . . . . . . . . . .
      . . . r4+ . . r5+ . . .
      . . r3+ . . . . . . .
      rF rB . . . . . . rB .
    `);
    const bot = ismctsBot(stratego, { iterations: 300 });
    for (const seed of [1, 2, 3]) {
      const move = stratego.formatMove(unwrap(bot.chooseMove(state, createRng(deriveSeed(seed, 'bomb')), { seat: 0, history: [] })));
      expect(move).not.toBe('E9-E10');
    }
  });
});
