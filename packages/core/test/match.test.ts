import { describe, expect, it } from 'vitest';
import { applyAs, createMatch, createRng, formatRecord, parseRecord, playout, randomPolicy, replay, resolveChance, turns, matchFromRecord, matchFromState, parseOption, parseOptions, publicActor, step, table, unwrap, updateFor } from '../src/index.js';
import { readOptionsObject } from '../src/authoring.js';
import { pig, type PigState } from '../src/example.js';

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
    expect(match.play({ kind: 'face', value: 4 }).ok).toBe(true);
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
    const rolled = pig.play(started(), { kind: 'roll' });
    if (!rolled.ok) throw new Error('roll refused');
    const resolved = resolveChance(pig, rolled.value, createRng(2));
    expect(resolved.ok).toBe(true);
    const refused = resolveChance(pig, started(), createRng(2));
    expect(!refused.ok && refused.error.code).toBe('not-chance');
  });
});

describe('applyAs', () => {
  it('applies the acting seat’s move, given as a value or in notation, and knows the seat count from the state', () => {
    const applied = applyAs(pig, started(), 0, { kind: 'roll' });
    expect(applied.ok && applied.value.state.phase).toBe('rolling');
    const byText = applyAs(pig, started(), 0, 'roll');
    expect(byText.ok && byText.value.move).toEqual({ kind: 'roll' });
    const four = unwrap(pig.setup({ players: 4 }));
    const passed = unwrap(pig.play(unwrap(pig.play(unwrap(pig.play(four, { kind: 'roll' })), { kind: 'face', value: 1 })), { kind: 'roll' }));
    expect(applyAs(pig, unwrap(pig.play(passed, { kind: 'face', value: 1 })), 2, 'roll').ok).toBe(true);
  });

  it('refuses a seat that is not acting, chance’s turn, a bad seat, an illegal move, and a finished game', () => {
    const state = started();
    const before = JSON.stringify(state);
    const rolled = pig.play(state, { kind: 'roll' });
    if (!rolled.ok) throw new Error('roll refused');
    const over: PigState = { ...state, phase: 'over', winner: 0 };
    const codes = [
      applyAs(pig, state, 1, { kind: 'roll' }),
      applyAs(pig, rolled.value, 0, { kind: 'roll' }),
      applyAs(pig, state, 2, { kind: 'roll' }),
      applyAs(pig, state, 'zero' as never, { kind: 'roll' }),
      applyAs(pig, state, -1, { kind: 'roll' }),
      applyAs(pig, state, 0, { kind: 'hold' }),
      applyAs(pig, state, 0, 'fly'),
      applyAs(pig, over, 0, { kind: 'roll' }),
    ].map((result) => (result.ok ? 'ok' : result.error.code));
    expect(codes).toEqual(['not-your-turn', 'not-your-turn', 'invalid-seat', 'invalid-seat', 'invalid-seat', 'illegal-move', 'malformed-move', 'game-over']);
    expect(JSON.stringify(state)).toBe(before);
  });
});

describe('the host step', () => {
  it('applies a move and returns every seat its view, the spectator its view, and the acting seat its legal moves', () => {
    const next = unwrap(step(pig, started(), { seat: 0, move: 'roll' }));
    expect(next.played).toEqual({ seat: 0, move: { kind: 'roll' }, notation: 'roll' });
    expect(next.actor).toEqual({ kind: 'chance' });
    expect(next.toAct).toBeNull();
    expect(next.views[0]!.secrets).toEqual([next.state.secrets[0], null]);
    expect(next.views[1]!.secrets).toEqual([null, next.state.secrets[1]]);
    expect(next.spectator.secrets).toEqual([null, null]);
    const drawn = unwrap(step(pig, next.state, { chance: createRng(9) }));
    expect(drawn.played.seat).toBeNull();
    expect(drawn.lastMove).toMatch(/^die [1-6]$/);
    expect(drawn.lastMove).toBe(drawn.played.notation);
    const acting = drawn.actor.kind === 'player' ? drawn.actor.seat : -1;
    expect(drawn.toAct?.seat).toBe(acting);
    expect(drawn.toAct?.moves.map((legal) => legal.notation)).toEqual(pig.legalMoves(drawn.state).map((move) => pig.formatMove(move)));
  });

  it('draws chance with the host’s seeded rng, the same for the same seed', () => {
    const rolled = unwrap(pig.play(started(), { kind: 'roll' }));
    const a = unwrap(step(pig, rolled, { chance: createRng(4) }));
    const b = unwrap(step(pig, rolled, { chance: createRng(4) }));
    expect(a.state).toEqual(b.state);
  });

  it('refuses chance when a seat acts, a move when chance acts, bad actions and bad rngs, changing nothing', () => {
    const state = started();
    const before = JSON.stringify(state);
    const rolled = unwrap(pig.play(state, { kind: 'roll' }));
    const codes = [
      step(pig, state, { chance: createRng(1) }),
      step(pig, rolled, { seat: 0, move: 'hold' }),
      step(pig, state, null as never),
      step(pig, rolled, { chance: { state: [Number.NaN, 1, 2, 3] } }),
      step(pig, rolled, { chance: 5 as never }),
      step(pig, state, { seat: 3, move: 'roll' }),
    ].map((result) => (result.ok ? 'ok' : result.error.code));
    expect(codes).toEqual(['not-chance', 'not-your-turn', 'bad-action', 'bad-action', 'bad-action', 'invalid-seat']);
    expect(JSON.stringify(state)).toBe(before);
  });

  it('cuts out one participant’s update: its own view, legal moves only for the acting seat', () => {
    const start = table(pig, started());
    const mine = updateFor(start, 0);
    expect(mine).toEqual({ seat: 0, view: start.views[0], actor: { kind: 'player', seat: 0 }, lastMove: null, outcome: null, legalMoves: ['roll'] });
    expect(updateFor(start, 1)).not.toHaveProperty('legalMoves');
    expect(updateFor(start, null)).toMatchObject({ seat: null, view: start.spectator });
    expect(JSON.parse(JSON.stringify(mine))).toEqual(mine);
  });

  it('never tells who acts by chance’s outcome list, and gives the outcome when the game is over', () => {
    const over: PigState = { ...started(), phase: 'over', winner: 1 };
    const ended = table(pig, over, 'hold');
    expect(ended.outcome?.ranking[0]).toEqual([1]);
    expect(ended.actor).toEqual({ kind: 'over', outcome: ended.outcome });
    expect(ended.toAct).toBeNull();
    expect(publicActor({ kind: 'chance', outcomes: [{ move: 1, weight: 1 }] })).toEqual({ kind: 'chance' });
  });
});

describe('resuming a match', () => {
  it('from a record, with its history, undo and the same record', () => {
    const match = unwrap(createMatch(pig, { players: 2, seed: 3 }));
    const rng = createRng(8);
    for (let ply = 0; ply < 12 && match.actor().kind !== 'over'; ply++) {
      unwrap(match.actor().kind === 'chance' ? match.resolveChance(rng) : match.play(match.legalMoves()[0]!));
    }
    const resumed = unwrap(matchFromRecord(pig, JSON.parse(JSON.stringify(match.record()))));
    expect(resumed.state).toEqual(match.state);
    expect(resumed.record()).toEqual(match.record());
    expect(resumed.history.map((entry) => entry.seat)).toEqual(match.history.map((entry) => entry.seat));
    unwrap(resumed.undo(2));
    expect(resumed.state).toEqual(match.history[match.history.length - 2]!.before);
    expect(matchFromRecord(pig, { game: 'pig', options: {}, moves: ['fly'] })).toMatchObject({ ok: false, error: { code: 'record-bad-move', ply: 1 } });
  });

  it('from a saved state, whose record replays from that state', () => {
    const saved = unwrap(pig.play(started(), { kind: 'roll' }));
    const match = unwrap(matchFromState(pig, JSON.parse(JSON.stringify(saved)), { players: 2, target: 10, seed: 5 }));
    expect(match.actor().kind).toBe('chance');
    unwrap(match.play('die 5'));
    unwrap(match.play('hold'));
    const record = match.record();
    expect(record.start).toEqual(saved);
    expect(unwrap(replay(pig, JSON.parse(JSON.stringify(record)))).state).toEqual(match.state);
    expect(matchFromState(pig, null as never)).toMatchObject({ ok: false, error: { code: 'invalid-state' } });
    expect(replay(pig, { ...record, start: null })).toMatchObject({ ok: false, error: { code: 'malformed-record', ply: 1 } });
  });

  it('refuses a resolveChance without a real rng', () => {
    const match = unwrap(createMatch(pig, { players: 2 }));
    unwrap(match.play('roll'));
    expect(match.resolveChance(5 as never)).toMatchObject({ ok: false, error: { code: 'invalid-rng' } });
    expect(match.resolveChance({ state: [Number.NaN, 1, 2, 3] })).toMatchObject({ ok: false, error: { code: 'invalid-rng' } });
    expect(match.history).toHaveLength(1);
  });
});

describe('options for hosts', () => {
  it('reads each option from text by its metadata', () => {
    expect(parseOptions(pig, { players: '3', target: '15' })).toEqual({ ok: true, value: { players: 3, target: 15 } });
    const codes = [parseOptions(pig, { players: '5' }), parseOptions(pig, { players: 'two' }), parseOptions(pig, { colour: 'red' }), parseOptions(pig, { target: '1.5' })].map(
      (result) => (result.ok ? 'ok' : result.error.code),
    );
    expect(codes).toEqual(['invalid-options', 'invalid-options', 'invalid-options', 'invalid-options']);
    expect(parseOption({ name: 'limit', type: 'integer', nullable: true, description: '' }, 'null')).toEqual({ ok: true, value: null });
    expect(parseOption({ name: 'flag', type: 'boolean', description: '' }, 'yes').ok).toBe(false);
    expect(parseOption({ name: 'list', type: 'json', description: '' }, '["a",1]')).toEqual({ ok: true, value: ['a', 1] });
    expect(parseOption({ name: 'variant', type: 'string', values: ['a', 'b'], description: '' }, 'c').ok).toBe(false);
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
    const afterRoll = pig.play(started(), { kind: 'roll' });
    if (!afterRoll.ok) throw new Error('roll refused');
    expect(turns(pig, afterRoll.value)).toEqual([]);
  });
});

describe('resolveChance with a bad rng', () => {
  it('refuses with invalid-rng instead of throwing or drawing from a broken generator', () => {
    const rolled = unwrap(pig.play(started(), { kind: 'roll' }));
    expect(resolveChance(pig, rolled, 5 as never)).toMatchObject({ ok: false, error: { code: 'invalid-rng' } });
    expect(resolveChance(pig, rolled, { state: [Number.NaN, 1, 2, 3] })).toMatchObject({ ok: false, error: { code: 'invalid-rng' } });
    expect(resolveChance(pig, rolled, { state: [0, 0, 0, 0] })).toMatchObject({ ok: false, error: { code: 'invalid-rng' } });
  });
});

describe('the example game’s notation', () => {
  it('describes a value that is not a move instead of throwing, as every engine does', () => {
    for (const junk of [null, 7, { kind: 'face', value: 9 }, { kind: 'jump' }]) expect(pig.formatMove(junk as never)).toMatch(/^<not a move: .*>$/);
    expect(pig.formatMove({ kind: 'face', value: 4 })).toBe('die 4');
  });
});

describe('readOptionsObject', () => {
  it('copies known options as plain data, each read once, and refuses everything else with invalid-options', () => {
    expect(readOptionsObject({ players: 3, deck: ['a', { b: [1, null] }] }, ['players', 'deck'])).toEqual({ ok: true, value: { players: 3, deck: ['a', { b: [1, null] }] } });
    expect(readOptionsObject(undefined, ['players'])).toEqual({ ok: true, value: {} });
    const trap = new Proxy({}, { ownKeys: () => { throw new Error('trap'); } });
    const getter = Object.defineProperty({}, 'players', { enumerable: true, get: () => { throw new Error('getter'); } });
    const refused = [null, 5, [], { colour: 'red' }, { players: 10n }, { players: [Symbol('x')] }, { players: new Date() }, { players: Number.NaN }, { players: new Array(2e7) }, trap, getter, { players: { [Symbol('k')]: 1 } }];
    for (const value of refused) expect(readOptionsObject(value, ['players'])).toMatchObject({ ok: false, error: { code: 'invalid-options' } });
    let reads = 0;
    const counted = Object.defineProperty({}, 'players', { enumerable: true, get: () => ++reads });
    expect(readOptionsObject(counted, ['players'])).toEqual({ ok: true, value: { players: 1 } });
    expect(reads).toBe(1);
  });
});
