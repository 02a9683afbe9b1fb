import { describe, expect, it } from 'vitest';
import {
  applyAs,
  createMatch,
  createRng,
  formatRecord,
  parseRecord,
  pig,
  playout,
  randomPolicy,
  replay,
  resolveChance,
  turns,
  type PigState,
} from '../src/index.js';

function started(): PigState {
  const setup = pig.setup({ players: 2, target: 10, seed: 5 });
  if (!setup.ok) throw new Error('setup failed');
  return setup.value;
}

describe('createMatch', () => {
  it('plays moves given as values or notation, keeps history, and undoes them', () => {
    const created = createMatch(pig, { players: 2, target: 10, seed: 5 });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const match = created.value;
    expect(match.play('roll').ok).toBe(true);
    expect(match.play({ type: 'face', value: 4 }).ok).toBe(true);
    expect(match.state.turnTotal).toBe(4);
    expect(match.history.map((entry) => [entry.notation, entry.seat])).toEqual([
      ['roll', 0],
      ['die 4', null],
    ]);
    expect(match.undo().ok).toBe(true);
    expect(match.state.phase).toBe('rolling');
    expect(match.undo(5).ok).toBe(false);
    expect(match.record()).toEqual({ game: 'pig', options: { players: 2, target: 10, seed: 5 }, moves: ['roll'] });
  });

  it('refuses bad input with stable codes and leaves the match as it was', () => {
    const created = createMatch(pig, { players: 2, target: 10, seed: 5 });
    if (!created.ok) throw new Error('setup failed');
    const match = created.value;
    const before = JSON.stringify(match.state);
    const codes = [
      match.play('fly'),
      match.play('hold'),
      match.play(null as never),
      match.playAs(1, 'roll'),
      match.playAs(-3, 'roll'),
      match.resolveChance(createRng(1)),
      match.undo(),
      match.undo(0.5),
    ].map((result) => (result.ok ? 'ok' : result.error.code));
    expect(codes).toEqual(['malformed-move', 'illegal-move', 'illegal-move', 'not-your-turn', 'not-your-turn', 'not-chance', 'nothing-to-undo', 'invalid-undo']);
    expect(JSON.stringify(match.state)).toBe(before);
    expect(match.history.length).toBe(0);
  });

  it('refuses a value that is not a game, and invalid options', () => {
    const notGame = createMatch({ id: 'x' } as never, {});
    expect(!notGame.ok && notGame.error.code).toBe('invalid-game');
    const nullGame = createMatch(null as never, {});
    expect(!nullGame.ok && nullGame.error.code).toBe('invalid-game');
    const badOptions = createMatch(pig, { players: 9 });
    expect(!badOptions.ok && badOptions.error.code).toBe('invalid-options');
    const nullOptions = createMatch(pig, null as never);
    expect(!nullOptions.ok && nullOptions.error.code).toBe('invalid-options');
  });

  it('resolves chance with a seeded rng, the same way for the same seed', () => {
    const sample = (seed: number): string[] => {
      const created = createMatch(pig, { seed: 1 });
      if (!created.ok) throw new Error('setup failed');
      const match = created.value;
      for (let i = 0; i < 5; i++) {
        match.play('roll');
        match.resolveChance(createRng(seed + i));
      }
      return match.record().moves;
    };
    expect(sample(3)).toEqual(sample(3));
  });
});

describe('playout', () => {
  it('plays to the end with a seeded rng, repeatably', () => {
    const a = playout(pig, started(), randomPolicy, createRng(9));
    const b = playout(pig, started(), randomPolicy, createRng(9));
    expect(a.outcome).not.toBeNull();
    expect(a).toEqual(b);
    expect(a.outcome!.ranking.flat().sort()).toEqual([0, 1]);
  });

  it('stops at maxPlies with no outcome when the game is not over', () => {
    const cut = playout(pig, started(), randomPolicy, createRng(9), { maxPlies: 1 });
    expect(cut.plies).toBe(1);
    expect(cut.outcome).toBeNull();
  });
});

describe('resolveChance', () => {
  it('plays a sampled outcome when chance acts, and refuses otherwise', () => {
    const rolled = pig.play(started(), { type: 'roll' });
    if (!rolled.ok) throw new Error('roll refused');
    const resolved = resolveChance(pig, rolled.value, createRng(2));
    expect(resolved.ok).toBe(true);
    const refused = resolveChance(pig, started(), createRng(2));
    expect(!refused.ok && refused.error.code).toBe('not-chance');
  });
});

describe('applyAs', () => {
  it('applies the acting seat’s move and returns every seat its own view', () => {
    const applied = applyAs(pig, started(), 0, { type: 'roll' }, 2);
    expect(applied.ok).toBe(true);
    if (!applied.ok) return;
    const { state, views, spectator } = applied.value;
    expect(views[0]!.secrets).toEqual([state.secrets[0], null]);
    expect(views[1]!.secrets).toEqual([null, state.secrets[1]]);
    expect(spectator.secrets).toEqual([null, null]);
  });

  it('refuses a seat that is not acting, chance’s turn, a bad seat, an illegal move, and a finished game', () => {
    const state = started();
    const before = JSON.stringify(state);
    const rolled = pig.play(state, { type: 'roll' });
    if (!rolled.ok) throw new Error('roll refused');
    const over: PigState = { ...state, phase: 'over', winner: 0 };
    const codes = [
      applyAs(pig, state, 1, { type: 'roll' }, 2),
      applyAs(pig, rolled.value, 0, { type: 'roll' }, 2),
      applyAs(pig, state, 2, { type: 'roll' }, 2),
      applyAs(pig, state, 'zero' as never, { type: 'roll' }, 2),
      applyAs(pig, state, 0, { type: 'roll' }, 0),
      applyAs(pig, state, 0, { type: 'hold' }, 2),
      applyAs(pig, over, 0, { type: 'roll' }, 2),
    ].map((result) => (result.ok ? 'ok' : result.error.code));
    expect(codes).toEqual(['not-your-turn', 'not-your-turn', 'invalid-seat', 'invalid-seat', 'invalid-seat', 'illegal-move', 'game-over']);
    expect(JSON.stringify(state)).toBe(before);
  });
});

describe('records', () => {
  it('replay a match record exactly, through JSON text', () => {
    const created = createMatch(pig, { players: 3, target: 10, seed: 2 });
    if (!created.ok) throw new Error('setup failed');
    const match = created.value;
    const rng = createRng(4);
    while (match.actor().kind !== 'over') {
      if (match.actor().kind === 'chance') match.resolveChance(rng);
      else match.play(randomPolicy(match.state, match.legalMoves(), rng));
    }
    const text = formatRecord(match.record());
    const parsed = parseRecord(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const replayed = replay(pig, parsed.value);
    expect(replayed.ok && replayed.value.state).toEqual(match.state);
    expect(replayed.ok && replayed.value.states.length).toBe(match.history.length + 1);
  });

  it('name the ply and the reason of the first bad move', () => {
    const result = replay(pig, { game: 'pig', options: { seed: 1 }, moves: ['roll', 'die 3', 'hold', 'hold'] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: 'record-bad-move', ply: 4, move: 'hold', cause: { code: 'illegal-move' } });
    expect(result.error.message).toContain('move 4');
  });

  it('refuse malformed records with malformed-record, wrong-game or the setup error', () => {
    const codes = [
      replay(pig, null),
      replay(pig, { game: 'pig', moves: [] }),
      replay(pig, { game: 'pig', options: {}, moves: 'roll' }),
      replay(pig, { game: 'pig', options: {}, moves: [1] }),
      replay(pig, { game: 'chess', options: {}, moves: [] }),
      replay(pig, { game: 'pig', options: { players: 1 }, moves: [] }),
      replay(pig, { game: 'pig', options: {}, moves: ['jump'] }),
    ].map((result) => (result.ok ? 'ok' : result.error.code));
    expect(codes).toEqual(['malformed-record', 'malformed-record', 'malformed-record', 'malformed-record', 'wrong-game', 'invalid-options', 'record-bad-move']);
  });

  it('report the line and column of broken JSON', () => {
    const parsed = parseRecord('{\n  "game": "pig",\n  "options": {,\n}');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.message).toMatch(/line 3, column \d+/);
    const notText = parseRecord(5 as never);
    expect(!notText.ok && notText.error.code).toBe('malformed-record');
  });
});

describe('turns', () => {
  it('lists every complete turn of the acting seat up to chance or another seat', () => {
    const found = turns(pig, started());
    expect(found.map((turn) => turn.moves.map((move) => pig.formatMove(move)))).toEqual([['roll']]);
    const afterRoll = pig.play(started(), { type: 'roll' });
    if (!afterRoll.ok) throw new Error('roll refused');
    expect(turns(pig, afterRoll.value)).toEqual([]);
  });
});
