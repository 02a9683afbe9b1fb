import { describe, expect, it } from 'vitest';
import { scenario } from '@games/testing';
import { unwrap } from '@games/core';
import { ARMIES, formatSetup, pieceAt, Rank, setupToMoves, stratego, VARIANTS, type StrategoState, type Variant } from '@games/stratego';
import { rankOfLetter } from '../src/pieces.js';

const RED_SETUP = 'FB3B4B3333/B8B7664522/SM9827B622/2762545452';
const BLUE_SETUP = '2762545452/SM9827B622/B8B7664522/FB3B4B3333';

function placeAll(state: StrategoState, seat: number, setup: string): StrategoState {
  return unwrap(setupToMoves(seat, setup, state.rules.variant)).reduce((current, move) => unwrap(stratego.play(current, move)), state);
}

describe('setup phase', () => {
  it('starts with Red placing its pieces on rows 1-4, one at a time', () => {
    const state = unwrap(stratego.setup({}));
    expect(state.phase).toBe('setup');
    expect(stratego.actor(state)).toEqual({ kind: 'player', seat: 0 });
    const moves = stratego.legalMoves(state);
    expect(moves).toHaveLength(12 * 40);
    expect(moves.every((move) => move.kind === 'place' && Number(move.square.slice(1)) <= 4)).toBe(true);
    const after = scenario(stratego).from(state).play('place F A1').state;
    expect(pieceAt(after, 'A1')).toEqual({ owner: 0, rank: Rank.flag, revealed: false, moved: false });
    expect(stratego.legalMoves(after)).toHaveLength(11 * 39);
  });

  it('then Blue places on rows 7-10, then Red moves first', () => {
    const red = placeAll(unwrap(stratego.setup({})), 0, RED_SETUP);
    expect(stratego.actor(red)).toEqual({ kind: 'player', seat: 1 });
    expect(stratego.legalMoves(red).every((move) => move.kind === 'place' && Number(move.square.slice(1)) >= 7)).toBe(true);
    const both = placeAll(red, 1, BLUE_SETUP);
    expect(both.phase).toBe('play');
    expect(stratego.actor(both)).toEqual({ kind: 'player', seat: 0 });
    expect(both.board).toEqual(unwrap(stratego.setup({ redSetup: RED_SETUP, blueSetup: BLUE_SETUP })).board);
  });

  it('reads setup strings back rank first, columns A to K (row 10 first for Blue)', () => {
    const state = unwrap(stratego.setup({ redSetup: RED_SETUP, blueSetup: BLUE_SETUP }));
    expect(pieceAt(state, 'A1')?.rank).toBe(Rank.flag);
    expect(pieceAt(state, 'B3')?.rank).toBe(Rank.marshal);
    expect(pieceAt(state, 'A10')?.rank).toBe(Rank.scout);
    expect(pieceAt(state, 'A7')?.rank).toBe(Rank.flag);
    expect(formatSetup(state.board, 0)).toBe(RED_SETUP.replace(/\//g, ''));
    expect(formatSetup(state.board, 1)).toBe(BLUE_SETUP.replace(/\//g, ''));
  });

  it('refuses placements outside the area, of pieces already used up, or on occupied squares', () => {
    const state = scenario(stratego).setup({}).play('place M E4').state;
    const code = (move: unknown): string => {
      const result = stratego.play(state, move as never);
      return result.ok ? 'ok' : result.error.code;
    };
    expect(code({ kind: 'place', rank: Rank.marshal, square: 'E3' })).toBe('no-piece-left');
    expect(code({ kind: 'place', rank: Rank.general, square: 'E4' })).toBe('square-occupied');
    expect(code({ kind: 'place', rank: Rank.general, square: 'E5' })).toBe('outside-setup-area');
    expect(code({ kind: 'place', rank: Rank.general, square: 'E8' })).toBe('outside-setup-area');
    expect(code({ kind: 'place', rank: 13, square: 'E3' })).toBe('malformed-move');
    expect(code({ kind: 'place', rank: Rank.general, square: 'J3' })).toBe('off-board');
    expect(code({ kind: 'move', from: 'E4', to: 'E5' })).toBe('wrong-phase');
  });

  it('draws random setups from the seed, the same for the same seed', () => {
    for (const variant of VARIANTS) {
      const first = unwrap(stratego.setup({ variant, seed: 7, redSetup: 'random', blueSetup: 'random' }));
      const again = unwrap(stratego.setup({ variant, seed: 7, redSetup: 'random', blueSetup: 'random' }));
      const other = unwrap(stratego.setup({ variant, seed: 8, redSetup: 'random', blueSetup: 'random' }));
      expect(first.board).toEqual(again.board);
      expect(first.board).not.toEqual(other.board);
      for (const seat of [0, 1]) {
        const ranks = first.board.filter((cell) => cell > 0 && (cell >> 4) % 2 === seat).map((cell) => cell & 15);
        for (let rank = 1; rank <= 12; rank++) expect(ranks.filter((r) => r === rank)).toHaveLength(ARMIES[variant][rank]!);
      }
    }
  });

  it('mixes a given setup for one side with placement by the other', () => {
    const state = unwrap(stratego.setup({ redSetup: 'random', seed: 3 }));
    expect(state.phase).toBe('setup');
    expect(stratego.actor(state)).toEqual({ kind: 'player', seat: 1 });
  });

  it('turns a setup string into placement moves (setupToMoves)', () => {
    const moves = unwrap(setupToMoves(0, RED_SETUP));
    expect(moves).toHaveLength(40);
    expect(moves[0]).toEqual({ kind: 'place', rank: Rank.flag, square: 'A1' });
    expect(unwrap(setupToMoves(1, BLUE_SETUP))[0]).toEqual({ kind: 'place', rank: Rank.scout, square: 'A10' });
    const barrage = unwrap(setupToMoves(0, 'F.B.S2.2.3/9M......../........../..........', 'barrage'));
    expect(barrage.map((move) => stratego.formatMove(move))).toEqual([
      'place F A1', 'place B C1', 'place S E1', 'place 2 F1', 'place 2 H1', 'place 3 K1', 'place 9 A2', 'place M B2',
    ]);
  });
});

describe('setup strings and options name the problem', () => {
  const problem = (result: { ok: boolean; error?: { code: string; message: string } }): string => (result.ok ? 'ok' : `${result.error!.code}: ${result.error!.message}`);

  it('rejects wrong lengths, unknown letters and wrong piece counts', () => {
    expect(problem(setupToMoves(0, RED_SETUP.slice(0, -1)))).toMatch(/^invalid-setup: .*39 letters/);
    expect(problem(setupToMoves(0, RED_SETUP.replace('F', 'X')))).toMatch(/^invalid-setup: .*'X' at position 1/);
    expect(problem(setupToMoves(0, RED_SETUP.replace('S', '2')))).toMatch(/^invalid-setup: Red setup has 0 Spys .*classic army has 1/);
    expect(problem(setupToMoves(1, RED_SETUP.replace('3', '2')))).toMatch(/^invalid-setup: Blue setup has 9 Scouts/);
    expect(problem(setupToMoves(2, RED_SETUP))).toMatch(/^invalid-seat/);
    expect(problem(stratego.setup({ redSetup: 'MMMM' }))).toMatch(/^invalid-setup/);
    expect(problem(stratego.setup({ variant: 'barrage', blueSetup: RED_SETUP }))).toMatch(/^invalid-setup: Blue setup has 8 Scouts .*barrage army has 2/);
  });

  it('rejects bad options with invalid-options', () => {
    for (const options of [
      { variant: 'chess' },
      { twoSquareLimit: 0 },
      { twoSquareLimit: 2.5 },
      { maxPlies: -1 },
      { moreSquaresRule: 'yes' },
      { seed: 'x' },
      { colour: 'red' },
      { players: 3 },
      7,
      [],
    ]) {
      expect(problem(stratego.setup(options as never))).toMatch(/^invalid-options/);
    }
    expect(problem(stratego.setup(undefined as never))).toBe('ok');
  });

  it('fills in the defaults', () => {
    expect(unwrap(stratego.setup({})).rules).toEqual({
      variant: 'classic',
      scoutMoveAndAttack: true,
      twoSquareLimit: 3,
      moreSquaresRule: true,
      maxPlies: 2000,
      maxPliesWithoutAttack: 200,
    });
  });
});

describe('the armies of the variants (the spec table)', () => {
  // Letters of each army, written out from the spec independently of ARMIES.
  const SPEC: Record<string, string> = {
    classic: 'M 9 88 777 6666 5555 4444 33333 22222222 S BBBBBB F',
    barrage: 'F B S 22 3 9 M',
    duel: 'F BB S 22 33 9 M',
    'ultimate-lightning': 'F BB S 2222 33 44 55 66 7 8 9 M',
  };

  it.each(Object.entries(SPEC))('%s', (variant, letters) => {
    const counts = new Array<number>(13).fill(0);
    for (const letter of letters.replace(/ /g, '')) counts[rankOfLetter(letter)]!++;
    expect(ARMIES[variant as Variant]).toEqual(counts);
    const state = unwrap(stratego.setup({ variant: variant as Variant, seed: 1, redSetup: 'random', blueSetup: 'random' }));
    for (const seat of [0, 1]) expect(state.board.filter((cell) => cell > 0 && (cell >> 4) % 2 === seat)).toHaveLength(letters.replace(/ /g, '').length);
  });

  it('classic fills all 40 squares of each side; the Flag may stand anywhere there', () => {
    const state = unwrap(stratego.setup({ seed: 2, redSetup: 'random', blueSetup: 'random' }));
    expect(state.board.slice(0, 40).every((cell) => cell > 0 && (cell >> 4) % 2 === 0)).toBe(true);
    expect(state.board.slice(60).every((cell) => cell > 0 && (cell >> 4) % 2 === 1)).toBe(true);
    const front = unwrap(stratego.setup({ redSetup: '2762545452/SM9827B622/B8B7664522/FB3B4B3333' }));
    expect(pieceAt(front, 'A4')?.rank).toBe(Rank.flag);
  });
});

describe('small variants: pieces go on any squares of the own four rows', () => {
  it('barrage places 8 pieces a side, anywhere in rows 1-4 (7-10 for Blue), then play starts', () => {
    let state = unwrap(stratego.setup({ variant: 'barrage' }));
    expect(new Set(stratego.legalMoves(state).map((move) => move.kind === 'place' && move.rank))).toEqual(new Set([1, 2, 3, 9, 10, 11, 12]));
    expect(stratego.legalMoves(state)).toHaveLength(7 * 40);
    state = scenario(stratego)
      .from(state)
      .play('place F K4', 'place B A4', 'place S E1', 'place 2 E2', 'place 2 F3', 'place 3 C4', 'place 9 I2', 'place M B1').state;
    expect(stratego.actor(state)).toEqual({ kind: 'player', seat: 1 });
    expect(stratego.legalMoves(state).every((move) => move.kind === 'place' && Number(move.square.slice(1)) >= 7)).toBe(true);
    state = scenario(stratego)
      .from(state)
      .play('place F A7', 'place B K10', 'place S E9', 'place 2 D8', 'place 2 F7', 'place 3 H10', 'place 9 B9', 'place M G7').state;
    expect(state.phase).toBe('play');
    expect(stratego.actor(state)).toEqual({ kind: 'player', seat: 0 });
    expect(state.board.filter((cell) => cell > 0)).toHaveLength(16);
  });

  it('a setup string for a small variant marks empty squares with .', () => {
    const state = unwrap(stratego.setup({ variant: 'duel', redSetup: '........../........../........../FBBS22339M', blueSetup: 'random' }));
    expect(pieceAt(state, 'A4')?.rank).toBe(Rank.flag);
    expect(pieceAt(state, 'K4')?.rank).toBe(Rank.marshal);
    expect(pieceAt(state, 'A1')).toBeNull();
    expect(problemOf(stratego.setup({ variant: 'duel', redSetup: '........../........../........../FBBS22339.' }))).toMatch(/^invalid-setup: Red setup has 0 Marshals/);
  });
});

describe('a whole setup for Blue only', () => {
  it('lets Red place its pieces, then play starts at once with Red to move', () => {
    let state = unwrap(stratego.setup({ variant: 'barrage', blueSetup: 'random', seed: 5 }));
    expect(stratego.actor(state)).toEqual({ kind: 'player', seat: 0 });
    state = scenario(stratego)
      .from(state)
      .play('place F A1', 'place B B1', 'place S C1', 'place 2 D1', 'place 2 E1', 'place 3 F1', 'place 9 G1').state;
    expect(state.phase).toBe('setup');
    state = scenario(stratego).from(state).play('place M A4').state;
    expect(state.phase).toBe('play');
    expect(stratego.actor(state)).toEqual({ kind: 'player', seat: 0 });
  });
});

describe('refused placements leave the state untouched', () => {
  it('for every kind of refusal', () => {
    const state = scenario(stratego).setup({}).play('place M E4').state;
    const before = JSON.stringify(state);
    for (const [move, code] of [
      [{ kind: 'place', rank: Rank.marshal, square: 'E3' }, 'no-piece-left'],
      [{ kind: 'place', rank: Rank.general, square: 'E4' }, 'square-occupied'],
      [{ kind: 'place', rank: Rank.general, square: 'E5' }, 'outside-setup-area'],
      [{ kind: 'place', rank: Rank.general, square: 'C5' }, 'outside-setup-area'],
      [{ kind: 'place', rank: 0, square: 'E3' }, 'malformed-move'],
      [{ kind: 'place', rank: Rank.general, square: 'J3' }, 'off-board'],
      [{ kind: 'place', rank: Rank.general, square: 'e3' }, 'malformed-move'],
      [{ kind: 'place', rank: Rank.general, square: 'E3', seat: 0 }, 'malformed-move'],
      [{ kind: 'move', from: 'E4', to: 'E5' }, 'wrong-phase'],
    ] as const) {
      expect(stratego.play(state, move as never)).toMatchObject({ ok: false, error: { code } });
    }
    expect(JSON.stringify(state)).toBe(before);
  });
});

function problemOf(result: { ok: boolean; error?: { code: string; message: string } }): string {
  return result.ok ? 'ok' : `${result.error!.code}: ${result.error!.message}`;
}
