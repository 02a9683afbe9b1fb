import { describe, expect, it } from 'vitest';
import { scenario } from '@games/testing';
import { createRng, int, unwrap } from '@games/core';
import { stratego, type StrategoOptions, type StrategoState } from '@games/stratego';
import { position } from './helpers.js';

// Blue walks a Sergeant round a 2x2 square in its corner (never crossing a boundary twice in a
// row), so it always has a move that does not disturb Red.
const BLUE_CYCLE = ['K10-I10', 'I10-I9', 'I9-K9', 'K9-K10'];

/** Plays Red's moves with a Blue move in between each, leaving Red to move. */
function redMoves(state: StrategoState, moves: string[]): StrategoState {
  let current = state;
  moves.forEach((move, index) => {
    current = scenario(stratego).from(current).play(move, BLUE_CYCLE[index % 4]!).state;
  });
  return current;
}

function board(red: string, options: StrategoOptions): StrategoState {
  const rows = Array.from({ length: 10 }, (_, index) => {
    const row = 10 - index;
    const cells = Array.from({ length: 10 }, (__, column) => {
      const square = `${'ABCDEFGHIK'[column]}${row}`;
      if (square === 'K10') return 'b4';
      if (square === 'E1') return 'rF';
      if ((row === 5 || row === 6) && [2, 3, 6, 7].includes(column)) return '~';
      return red.split(' ').find((entry) => entry.endsWith(`@${square}`))?.split('@')[0] ?? '.';
    });
    return cells.join(' ');
  });
  return position(rows.join('\n'), options);
}

for (const limit of [3, 5]) {
  describe(`two-squares rule, limit ${limit}`, () => {
    const options: StrategoOptions = { twoSquareLimit: limit };
    const shuttle = (count: number): string[] => Array.from({ length: count }, (_, index) => (index % 2 === 0 ? 'K4-K5' : 'K5-K4'));

    it(`a piece may shuttle between two squares ${limit} times, not ${limit + 1}`, () => {
      const start = board('r6@K4', options);
      const moves = shuttle(limit);
      const after = redMoves(start, moves);
      const back = limit % 2 === 1 ? 'K5-K4' : 'K4-K5';
      scenario(stratego).from(after).refuses(back, 'two-squares-rule');
      expect(scenario(stratego).from(after).legal()).not.toContain(back);
      const here = back.slice(0, 2);
      const onward = here === 'K5' ? 'K5-K6' : 'K4-K3';
      scenario(stratego).from(after).play(onward);
      scenario(stratego).from(after).play(`${here}-I${here.slice(1)}`);
      const early = redMoves(start, moves.slice(0, limit - 1));
      scenario(stratego).from(early).play(limit % 2 === 1 ? 'K4-K5' : 'K5-K4');
    });

    it('K4-K5, K5-K4, K4-K5 then K5-K4 (the spec vector)', () => {
      const after = redMoves(board('r6@K4', options), ['K4-K5', 'K5-K4', 'K4-K5']);
      const shuttled = scenario(stratego).from(after);
      if (limit === 3) shuttled.refuses('K5-K4', 'two-squares-rule');
      else shuttled.play('K5-K4');
      shuttled.play('K5-K6');
      shuttled.play('K5-I5');
    });

    it('a Scout going A3-A6, A6-A4, A4-A6 may not go back over the boundaries all three crossed', () => {
      const base = ['A3-A6', 'A6-A4', 'A4-A6'];
      const extra = limit === 5 ? ['A6-A4', 'A4-A6'] : [];
      const after = redMoves(board('r2@A3', options), [...base, ...extra]);
      for (const move of ['A6-A5', 'A6-A4', 'A6-A3']) scenario(stratego).from(after).refuses(move, 'two-squares-rule');
      for (const move of ['A6-A7', 'A6-A10', 'A6-B6']) scenario(stratego).from(after).play(move);
      if (limit === 5) scenario(stratego).from(redMoves(board('r2@A3', options), base)).play('A6-A5');
    });

    it('a change of direction starts afresh: A6-B6, B6-A6, A6-A5 then anything', () => {
      const after = redMoves(board('r6@A6', options), ['A6-B6', 'B6-A6', 'A6-A5']);
      for (const move of ['A5-A6', 'A5-B5', 'A5-A4']) scenario(stratego).from(after).play(move);
    });

    it('attacks count as moves of the shuttle', () => {
      const start = board('r9@E4 b2@E5', options);
      const moves = ['E4-E5', ...shuttle(limit).slice(1).map((move) => move.replace(/K/g, 'E'))];
      const after = redMoves(start, moves);
      const back = limit % 2 === 1 ? 'E5-E4' : 'E4-E5';
      scenario(stratego).from(after).refuses(back, 'two-squares-rule');
    });

    it('whatever the opponent does meanwhile, and another piece moving breaks the run', () => {
      const after = redMoves(board('r6@K4 r5@A4', options), [...shuttle(limit - 1), 'A4-A3', shuttle(limit)[limit - 1]!]);
      const back = shuttle(limit + 1)[limit]!;
      scenario(stratego).from(after).play(back);
    });
  });
}

describe('two-squares rule switched off', () => {
  it('allows shuttling for ever with twoSquareLimit null', () => {
    const moves = Array.from({ length: 12 }, (_, index) => (index % 2 === 0 ? 'K4-K5' : 'K5-K4'));
    const after = redMoves(board('r6@K4', { twoSquareLimit: null }), moves);
    scenario(stratego).from(after).play('K4-K5');
  });
});

describe('two-squares rule: more cases of the general form', () => {
  it('bars a longer Scout slide over the same boundaries too (limit 3)', () => {
    const after = redMoves(board('r2@A3', { twoSquareLimit: 3 }), ['A3-A6', 'A6-A4', 'A4-A6']);
    for (const move of ['A6-A2', 'A6-A1']) scenario(stratego).from(after).refuses(move, 'two-squares-rule');
    expect(scenario(stratego).from(after).legal().filter((move) => move.startsWith('A6-A') && Number(move.slice(4)) < 6)).toEqual([]);
  });

  for (const limit of [3, 5]) {
    it(`counts a Scout's attack at the end of a slide as one of the moves (limit ${limit})`, () => {
      const shuttles = limit === 3 ? ['A6-A4', 'A4-A6'] : ['A6-A4', 'A4-A6', 'A6-A4', 'A4-A6'];
      const start = board('r2@A3 bS@A6', { twoSquareLimit: limit });
      expect(scenario(stratego).from(start).play('A3-A6').state.lastCombat).toEqual({ attacker: 2, defender: 1, result: 'attacker-wins' });
      const after = redMoves(start, ['A3-A6', ...shuttles]);
      scenario(stratego).from(after).refuses('A6-A5', 'two-squares-rule');
      scenario(stratego).from(after).play('A6-A7');
    });
  }

  it('is not broken by the opponent attacking the shuttling piece and losing', () => {
    let state = board('r9@K4 b5@K6', { twoSquareLimit: 3 });
    state = scenario(stratego).from(state).play('K4-K5', 'K6-K5').state;
    expect(state.lastCombat).toEqual({ attacker: 5, defender: 9, result: 'defender-wins' });
    state = scenario(stratego).from(state).play('K5-K4', 'K10-I10', 'K4-K5', 'I10-I9').state;
    scenario(stratego).from(state).refuses('K5-K4', 'two-squares-rule');
  });

  it('applies to each side on its own turns (Blue shuttling, Red moving elsewhere)', () => {
    let state = board('r6@A1 b7@K7', { twoSquareLimit: 3 });
    const red = ['A1-A2', 'A2-B2', 'B2-B1', 'B1-A1'];
    ['K7-K6', 'K6-K7', 'K7-K6'].forEach((move, index) => {
      state = scenario(stratego).from(state).play(red[index]!, move).state;
    });
    state = scenario(stratego).from(state).play(red[3]!).state;
    scenario(stratego).from(state).refuses('K6-K7', 'two-squares-rule');
    scenario(stratego).from(state).play('K6-K5');
  });
});

describe('two-squares rule: the incremental memory agrees with the definition over the whole history', () => {
  // Reference: a move is barred when the mover's previous `limit` moves chain (each starts where
  // the previous ended, so one piece) and some square boundary on this move's path was crossed by
  // every one of them. Boundaries are named by line and position: 'c3:4' is the boundary between
  // rows 4 and 5 in column 3, 'r2:6' the one between columns 6 and 7 in row 2.
  const boundaries = (from: number, to: number): string[] => {
    const vertical = from % 10 === to % 10;
    const line = vertical ? `c${from % 10}` : `r${Math.floor(from / 10)}`;
    const a = vertical ? Math.floor(from / 10) : from % 10;
    const b = vertical ? Math.floor(to / 10) : to % 10;
    return Array.from({ length: Math.abs(a - b) }, (_, index) => `${line}:${Math.min(a, b) + index}`);
  };
  const barred = (history: number[][], limit: number, from: number, to: number): boolean => {
    if (history.length < limit) return false;
    const recent = history.slice(-limit);
    if (recent[recent.length - 1]![1] !== from) return false;
    for (let index = 1; index < recent.length; index++) if (recent[index]![0] !== recent[index - 1]![1]) return false;
    return boundaries(from, to).some((boundary) => recent.every(([a, b]) => boundaries(a!, b!).includes(boundary)));
  };
  const squareOf = (name: string): number => (Number(name.slice(1)) - 1) * 10 + 'ABCDEFGHIK'.indexOf(name[0]!);

  for (const limit of [3, 5]) {
    it(`in random games that keep moving the same piece (limit ${limit})`, () => {
      let refusals = 0;
      for (let game = 0; game < 12; game++) {
        const rng = createRng(100 * limit + game);
        let state = unwrap(stratego.setup({ variant: game % 2 === 0 ? 'barrage' : 'duel', seed: game, redSetup: 'random', blueSetup: 'random', twoSquareLimit: limit, moreSquaresRule: false }));
        const history: number[][][] = [[], []];
        for (let ply = 0; ply < 300 && stratego.actor(state).kind === 'player'; ply++) {
          const seat = state.toMove;
          const free = stratego.legalMoves({ ...state, rules: { ...state.rules, twoSquareLimit: null } }).map((move) => stratego.formatMove(move));
          const expected = free.filter((text) => {
            const [from, to] = text.split('-').map(squareOf) as [number, number];
            return !barred(history[seat]!, limit, from, to);
          });
          scenario(stratego).from(state).expectLegal(expected.sort());
          refusals += free.length - expected.length;
          const last = history[seat]!.at(-1);
          const again = last === undefined ? [] : expected.filter((text) => squareOf(text.split('-')[0]!) === last[1]);
          const choices = again.length > 0 && int(rng, 0, 9) < 8 ? again : expected;
          if (choices.length === 0) break;
          const text = choices[int(rng, 0, choices.length - 1)]!;
          const [from, to] = text.split('-').map(squareOf) as [number, number];
          state = scenario(stratego).from(state).play(text).state;
          history[seat]!.push([from, to]);
        }
      }
      expect(refusals).toBeGreaterThan(20);
    });
  }
});
