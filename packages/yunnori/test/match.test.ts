import { applyAs, createMatch, createRng, mctsBot, playout, randomPolicy, replay, unwrap } from '@games/core';
import { piecesOf, yunnori } from '@games/yunnori';
import { findSavedGame, formatSaveLine, resumeSavedGame, savedGameOf } from '@games/yunnori/classic';
import { describe, expect, it } from 'vitest';
import { position } from './helpers.js';

describe('with the core match runner', () => {
  it('plays a whole game with chance sampled by the rng, and its record replays exactly', () => {
    const match = unwrap(createMatch(yunnori, { version: 'advanced', animals: ['sheep', 'cow', 'dog'], ids: ['Olivia', 'Ava', 'Sophia'] }));
    const rng = createRng(11);
    for (let ply = 0; ply < 5000 && match.actor().kind !== 'over'; ply++) {
      if (match.actor().kind === 'chance') unwrap(match.resolveChance(rng));
      else {
        const moves = match.legalMoves();
        unwrap(match.play(moves[ply % moves.length] as never));
      }
    }
    expect(match.actor().kind).toBe('over');
    const record = match.record();
    expect(record.moves.every((move) => /^(throw \S+|\d+ \S+)$/.test(move))).toBe(true);
    expect(unwrap(replay(yunnori, JSON.parse(JSON.stringify(record)))).state).toEqual(match.state);
  });
  it('every random game ends with a winner, all of whose pieces arrived', () => {
    const rng = createRng(5);
    for (const options of [{ players: 2, pieces: 1 }, { players: 3, pieces: 4 }, { version: 'advanced' as const, animals: ['pig' as const, 'pig' as const] }]) {
      for (let game = 0; game < 20; game++) {
        const end = playout(yunnori, unwrap(yunnori.setup(options)), randomPolicy, rng, { maxPlies: 20000 });
        expect(end.outcome?.reason).toBe('all-pieces-arrived');
        const winner = end.outcome?.ranking[0]?.[0] as number;
        expect(piecesOf(end.state, winner).every((at) => at === 100)).toBe(true);
      }
    }
  });
  it('a saved and resumed game continues from the same position', () => {
    const rng = createRng(9);
    let state = unwrap(yunnori.setup({ version: 'advanced', animals: ['dog', 'pig'], ids: ['Noah', 'Liam'] }));
    state = playout(yunnori, state, randomPolicy, rng, { maxPlies: 60 }).state;
    while (!state.turnStart) state = playout(yunnori, state, randomPolicy, rng, { maxPlies: 1 }).state;
    const line = formatSaveLine(unwrap(savedGameOf(state)));
    const found = findSavedGame(`${line}\n`, ['Liam', 'Noah']).match;
    expect(found?.remainingFile).toBe('');
    expect(unwrap(resumeSavedGame(line))).toEqual(state);
  });
});

describe('moves sent on behalf of a seat', () => {
  it('are refused with not-your-turn for a wrong seat, and while chance acts', () => {
    const state = position('A: 0 0 0 3\nB: 0 0 0 5', { results: 'gae' });
    const move = { kind: 'move' as const, position: 3, result: 'gae' as const };
    expect(applyAs(yunnori, state, 1, move)).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    expect(applyAs(yunnori, state, 0, move).ok).toBe(true);
    expect(applyAs(yunnori, state, 2, move)).toMatchObject({ ok: false, error: { code: 'invalid-seat' } });
    const throwing = position('A: 0 0 0 3\nB: 0 0 0 5');
    expect(applyAs(yunnori, throwing, 0, { kind: 'throw', result: 'do' })).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
  });
});

describe('with the MCTS bot', () => {
  it('finds the catch that wins a bonus throw', () => {
    // A holds gae: 3 + gae catches B on 5; entering from 0 lands on 2 and catches nothing.
    const state = position('A: 0 0 0 3\nB: 0 0 0 5', { results: 'gae' });
    const move = unwrap(mctsBot(yunnori, { iterations: 400 }).chooseMove(state, createRng(3)));
    expect(yunnori.formatMove(move)).toBe('3 gae');
  });
});
