import { describe, expect, it } from 'vitest';
import { scenario } from '@games/testing';
import { applyAs, createRng, mctsBot, step, table, unwrap, updateFor } from '@games/core';
import { Rank, renderText, stratego, type StrategoView } from '@games/stratego';
import { battleBoard } from './helpers.js';

const board = battleBoard;

const rankAt = (view: StrategoView, name: string): number | null | undefined => {
  const square = (Number(name.slice(1)) - 1) * 10 + 'ABCDEFGHIK'.indexOf(name[0]!);
  return view.squares[square] === null ? undefined : view.squares[square]!.rank;
};

describe('what view hides', () => {
  it('shows a seat its own ranks and hides every unrevealed enemy rank', () => {
    const red = stratego.view(board, 0);
    expect(rankAt(red, 'E4')).toBe(Rank.colonel);
    expect(rankAt(red, 'E7')).toBeNull();
    expect(red.squares.filter((piece) => piece !== null && piece.owner === 1).every((piece) => piece!.rank === null)).toBe(true);
    const blue = stratego.view(board, 1);
    expect(rankAt(blue, 'E7')).toBe(Rank.general);
    expect(rankAt(blue, 'A1')).toBeNull();
  });

  it('keeps whether an enemy piece has moved', () => {
    const after = scenario(stratego).from(board).play('K1-K2', 'F7-F6').state;
    const red = stratego.view(after, 0);
    expect(red.squares[55]).toEqual({ owner: 1, rank: null, moved: true, revealed: false });
    expect(red.squares[64]).toEqual({ owner: 1, rank: null, moved: false, revealed: false });
  });

  it('a Scout that slides several squares is shown as a Scout to both', () => {
    const after = scenario(stratego).from(board).play('K1-K5').state;
    expect(stratego.view(after, 1).squares[49]).toEqual({ owner: 0, rank: Rank.scout, moved: true, revealed: true });
  });

  it('shows a spectator only revealed ranks', () => {
    const spectator = stratego.view(scenario(stratego).from(board).play('E4-E5', 'E7-E6', 'E5-E6').state, null);
    expect(spectator.reserve).toBeNull();
    expect(spectator.squares.filter((piece) => piece !== null && piece.rank !== null)).toEqual([{ owner: 1, rank: Rank.general, moved: true, revealed: true }]);
  });

  it('hides the opponent setup placements during the setup phase', () => {
    let state = unwrap(stratego.setup({ variant: 'barrage', redSetup: 'F.B.S2.2.3/9M......../........../..........' }));
    state = scenario(stratego).from(state).play('place M E7').state;
    const red = stratego.view(state, 0);
    expect(red.squares.filter((piece) => piece !== null && piece.owner === 1)).toEqual([]);
    expect(red.squares.filter((piece) => piece !== null && piece.owner === 0)).toHaveLength(8);
    const blue = stratego.view(state, 1);
    expect(blue.squares.filter((piece) => piece !== null && piece.owner === 0)).toEqual([]);
    expect(blue.squares.filter((piece) => piece !== null)).toEqual([{ owner: 1, rank: Rank.marshal, moved: false, revealed: false }]);
    expect(blue.reserve![Rank.marshal]).toBe(0);
    expect(blue.reserve![Rank.scout]).toBe(2);
  });

  it('lists the pieces each side has lost (every combat shows both ranks)', () => {
    const start = unwrap(stratego.setup({ seed: 4, redSetup: 'random', blueSetup: 'random' }));
    expect(stratego.view(start, 0).lost).toEqual([new Array(13).fill(0), new Array(13).fill(0)]);
    const before = stratego.view(board, 0).lost;
    const after = stratego.view(scenario(stratego).from(board).play('E4-E5', 'E7-E6', 'E5-E6').state, 1).lost;
    expect(after[0]![Rank.colonel]! - before[0]![Rank.colonel]!).toBe(1);
    expect(after[1]).toEqual(before[1]);
  });
});

describe('serving a move (applyAs, step): move with sender, legality check, broadcast', () => {
  it('gives each seat exactly its own view after an attack', () => {
    const ready = scenario(stratego).from(board).play('E4-E5', 'F7-F6', 'K1-K2', 'F6-F5').state;
    expect(applyAs(stratego, ready, 1, { kind: 'move', from: 'F5', to: 'F4' })).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    expect(applyAs(stratego, ready, 0, { kind: 'move', from: 'E5', to: 'E7' })).toMatchObject({ ok: false, error: { code: 'too-far' } });
    expect(applyAs(stratego, ready, 2, 'E5-F5')).toMatchObject({ ok: false, error: { code: 'invalid-seat' } });
    expect(unwrap(applyAs(stratego, ready, 0, 'E5-F5')).move).toEqual({ kind: 'move', from: 'E5', to: 'F5' });
    const served = unwrap(step(stratego, ready, { seat: 0, move: { kind: 'move', from: 'E5', to: 'F5' } }));
    expect(served.seats).toBe(2);
    expect(served.played).toEqual({ seat: 0, move: { kind: 'move', from: 'E5', to: 'F5' }, notation: 'E5-F5' });
    expect(served.toAct!.seat).toBe(1);
    expect(updateFor(served, 1).legalMoves).toEqual(served.toAct!.moves.map((legal) => legal.notation));
    expect(updateFor(served, 0).legalMoves).toBeUndefined();
    const { state: _state, played: _played, ...broadcast } = served;
    expect(broadcast).toEqual(table(stratego, served.state, 'E5-F5'));
    expect(served.state.lastCombat).toEqual({ attacker: Rank.colonel, defender: Rank.miner, result: 'attacker-wins' });
    expect(served.views[0]).toEqual(stratego.view(served.state, 0));
    expect(served.views[1]).toEqual(stratego.view(served.state, 1));
    expect(served.spectator).toEqual(stratego.view(served.state, null));
    const [red, blue] = served.views as [StrategoView, StrategoView];
    // Both see the combat and the revealed winner on F5 ...
    for (const view of [red, blue, served.spectator]) {
      expect(view.lastCombat).toEqual({ attacker: Rank.colonel, defender: Rank.miner, result: 'attacker-wins' });
      expect(view.squares[45]).toEqual({ owner: 0, rank: Rank.colonel, moved: true, revealed: true });
    }
    // ... but Red still does not see Blue's General, and Blue does not see Red's Flag or Scout.
    expect(rankAt(red, 'E7')).toBeNull();
    expect(rankAt(blue, 'E7')).toBe(Rank.general);
    expect(rankAt(blue, 'A1')).toBeNull();
    expect(rankAt(blue, 'K2')).toBeNull();
    expect(rankAt(red, 'K2')).toBe(Rank.scout);
    expect(red).not.toEqual(blue);
  });
});

describe('renderText', () => {
  it('draws a view with hidden enemy pieces as # (unmoved) or ? (moved)', () => {
    const text = renderText(stratego.view(scenario(stratego).from(board).play('K1-K2', 'F7-F6').state, 0));
    const lines = text.split('\n');
    expect(lines[0]).toBe('     A  B  C  D  E  F  G  H  I  K ');
    expect(lines[1]).toBe(' 10  .  .  .  .  .  .  .  .  .  b#  10');
    expect(lines[4]).toBe('  7  .  .  .  .  b# .  .  .  .  .   7');
    expect(lines[5]).toBe('  6  .  .  ~~ ~~ .  b? ~~ ~~ .  .   6');
    expect(lines[7]).toBe('  4  .  .  .  .  r8 .  .  .  .  .   4');
    expect(lines[9]).toBe('  2  rB .  .  .  .  .  .  .  .  r2  2');
    expect(text).toContain('Red to move');
    expect(text).toContain('last move F7-F6');
  });
});

describe('what view hides: more cases', () => {
  it('a spectator sees no placement during the setup phase', () => {
    const state = scenario(stratego).setup({ variant: 'barrage', redSetup: 'F.B.S2.2.3/9M......../........../..........' }).play('place M E7').state;
    expect(stratego.view(state, null).squares.every((piece) => piece === null)).toBe(true);
  });

  it('a defender that wins is shown to the attacker from then on, moved or not', () => {
    const fought = scenario(stratego).from(board).play('E4-E5', 'F7-F6', 'E5-E6', 'F6-F5', 'E6-E7').state;
    expect(fought.lastCombat).toEqual({ attacker: Rank.colonel, defender: Rank.general, result: 'defender-wins' });
    expect(rankAt(stratego.view(fought, 0), 'E7')).toBe(Rank.general);
    expect(stratego.view(fought, 0).squares[64]).toEqual({ owner: 1, rank: Rank.general, moved: false, revealed: true });
    expect(rankAt(stratego.view(fought, null), 'E7')).toBe(Rank.general);
  });
});

describe('bots see only what their seat sees', () => {
  it('redeal shuffles unrevealed enemy ranks (moved among moved) and keeps the view of the seat', () => {
    let draws = 0;
    const redealt = stratego.redeal!(board, 0, (max) => (draws++, max));
    expect(stratego.view(redealt, 0)).toEqual(stratego.view(board, 0));
    expect(draws).toBe(3); // four unmoved Blue pieces: three draws of the shuffle
    const blueRanks = (state: typeof board) => state.board.map((cell, square) => (cell > 0 && stratego.view(state, 1).squares[square]?.owner === 1 ? stratego.view(state, 1).squares[square]!.rank : null)).filter((rank) => rank !== null);
    expect(blueRanks(redealt).sort()).toEqual(blueRanks(board).sort());
    // Red's own pieces keep their ranks
    expect(redealt.board.filter((cell, square) => stratego.view(board, 0).squares[square]?.owner === 0)).toEqual(board.board.filter((cell, square) => stratego.view(board, 0).squares[square]?.owner === 0));
  });

  it('mctsBot chooses the same move whatever the hidden ranks really are', () => {
    const bot = mctsBot(stratego, { iterations: 160, rolloutPlies: 60 });
    let differed = 0;
    for (const seed of [1, 2, 3]) {
      const other = stratego.redeal!(board, 0, (max) => (seed * 7 + max) % (max + 1));
      expect(stratego.view(other, 0)).toEqual(stratego.view(board, 0));
      if (other.board.some((cell, square) => cell !== board.board[square])) differed++;
      expect(bot.chooseMove(other, createRng(seed))).toEqual(bot.chooseMove(board, createRng(seed)));
    }
    expect(differed).toBeGreaterThan(0);
  });
});
