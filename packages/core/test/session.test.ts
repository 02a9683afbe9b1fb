// The match session every host holds: seat specs, chance with its cap, bots, undo that never
// crosses a reveal, per-seat history, records and snapshots.
import { fieryDragons } from '@games/fiery-dragons';
import { santorini } from '@games/santorini';
import { stratego } from '@games/stratego';
import { tigerzone } from '@games/tigerzone';
import { describe, expect, it } from 'vitest';
import { pig } from '../src/example.js';
import {
  chooseBotMove,
  createSession,
  describeOutcome,
  formatSeatSpec,
  parseSeatSpec,
  parseSeatSpecs,
  replay,
  restoreSession,
  SEAT_SPEC_DEFAULTS,
  sessionFromRecord,
  unwrap,
  type Game,
  type Result,
} from '../src/index.js';

describe('seat specs: one parser, one set of defaults', () => {
  it('reads every form, in any case, and formats it back', () => {
    for (const text of ['human', 'random', 'mcts', 'mcts:300', 'mcts:250ms']) {
      const spec = unwrap(parseSeatSpec(text));
      expect(formatSeatSpec(spec)).toBe(text);
      expect(unwrap(parseSeatSpec(` ${text.toUpperCase()} `))).toEqual(spec);
    }
    expect(unwrap(parseSeatSpec('mcts:250ms'))).toEqual({ kind: 'mcts', milliseconds: 250 });
  });

  it('refuses anything else with invalid-seat and a readable message', () => {
    for (const bad of ['', 'robot', 'mcts:0', 'mcts:-3', `mcts:${SEAT_SPEC_DEFAULTS.maxIterations + 1}`, 'mcts:99999999ms', 'random:5', 'human:1', 7, null, {}, 'x'.repeat(100)]) {
      const read = parseSeatSpec(bad);
      expect(read.ok).toBe(false);
      if (!read.ok) {
        expect(read.error.code).toBe('invalid-seat');
        expect(read.error.message.length).toBeGreaterThan(10);
      }
    }
  });

  it('accepts registered bots by their exact name only', () => {
    expect(unwrap(parseSeatSpec('Greedy', { custom: ['Greedy'] }))).toEqual({ kind: 'custom', name: 'Greedy' });
    expect(parseSeatSpec('Greedy').ok).toBe(false);
  });

  it('fills a short list with its last entry and refuses a long one', () => {
    expect(unwrap(parseSeatSpecs('human,random', 4)).map(formatSeatSpec)).toEqual(['human', 'random', 'random', 'random']);
    expect(unwrap(parseSeatSpecs(['mcts:5', { kind: 'human' }], 2)).map(formatSeatSpec)).toEqual(['mcts:5', 'human']);
    expect(parseSeatSpecs('human,human,human', 2).ok).toBe(false);
    expect(parseSeatSpecs('', 2).ok).toBe(false);
  });
});

describe('a session of Secret Pig', () => {
  const start = (seats = 'human,random', seed = 1) => unwrap(createSession(pig, { options: { players: 2 }, seats, seed }));

  it('plays people, chance and bots, and tells who waits', () => {
    const session = start();
    expect(session.next()).toEqual({ kind: 'human', seat: 0 });
    expect(session.play(1, 'roll').ok).toBe(false);
    unwrap(session.play(0, 'roll'));
    expect(session.next()).toEqual({ kind: 'chance' });
    const steps = unwrap(session.advance());
    expect(steps.length).toBeGreaterThan(0);
    expect(steps[0]!.seat).toBeNull();
    const next = session.next();
    expect(['human', 'over']).toContain(next.kind);
    expect(session.history.map((entry) => entry.ply)).toEqual(session.history.map((_, index) => index));
  });

  it('is decided by its seed alone: the same seed, the same match', () => {
    const play = (seed: number) => {
      const session = start('random,mcts:30', seed);
      unwrap(session.advance());
      return session.record();
    };
    expect(play(4)).toEqual(play(4));
    expect(play(4).moves).not.toEqual(play(5).moves);
    expect(unwrap(replay(pig, play(4))).state).toEqual((() => {
      const session = start('random,mcts:30', 4);
      unwrap(session.advance());
      return session.state;
    })());
  });

  it('answers a bot request anywhere with the move runBot would play', () => {
    const a = start('random,mcts:40', 9);
    const b = start('random,mcts:40', 9);
    for (let turn = 0; turn < 30 && a.next().kind !== 'over'; turn++) {
      if (a.next().kind === 'chance') {
        unwrap(a.resolveChance());
        unwrap(b.resolveChance());
        continue;
      }
      const request = JSON.parse(JSON.stringify(a.botRequest()));
      const notation = unwrap(chooseBotMove(pig, request));
      unwrap(a.play(request.seat, notation));
      unwrap(b.runBot());
    }
    expect(a.record()).toEqual(b.record());
  });

  it('undoes back to the last move of a person, bots and chance included', () => {
    const session = start('human,random', 2);
    unwrap(session.play(0, 'roll'));
    unwrap(session.advance());
    const plies = session.history.length;
    expect(unwrap(session.canUndo())).toBe(plies);
    expect(unwrap(session.undo())).toBe(plies);
    expect(session.history).toEqual([]);
    expect(session.state).toEqual(unwrap(pig.setup({ players: 2 })));
    expect(session.undo().ok).toBe(false);
    expect(session.undo([0]).ok).toBe(false);
    const refused = session.undo([0]);
    if (!refused.ok) expect(refused.error.code).toBe('nothing-to-undo');
    const bad = session.undo([7]);
    if (!bad.ok) expect(bad.error.code).toBe('invalid-seat');
  });

  it('never undoes across the hold that revealed the secrets', () => {
    const session = unwrap(sessionFromRecord(pig, { game: 'pig', options: { players: 2, target: 10 }, moves: ['roll', 'die 6', 'roll', 'die 5', 'hold'] }));
    expect(session.history.at(-1)!.reveals).toBe(true);
    expect(session.outcome).not.toBeNull();
    const refused = session.undo();
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('undo-crosses-reveal');
    expect(session.history.length).toBe(5);
  });

  it('round-trips through a JSON snapshot, and refuses a bad one without throwing', () => {
    const session = start('human,mcts:20', 3);
    unwrap(session.play(0, 'roll'));
    unwrap(session.advance());
    const back = unwrap(restoreSession(pig, JSON.parse(JSON.stringify(session.snapshot()))));
    expect(back.state).toEqual(session.state);
    expect(back.record()).toEqual(session.record());
    expect(back.seatSpecs).toEqual(session.seatSpecs);
    const snapshot = session.snapshot();
    const cases: [unknown, string][] = [
      [null, 'invalid-snapshot'],
      [{ ...snapshot, format: 'x' }, 'invalid-snapshot'],
      [{ ...snapshot, game: 'chess' }, 'wrong-game'],
      [{ ...snapshot, moves: [{ seat: 1, notation: 'roll' }] }, 'snapshot-bad-move'],
      [{ ...snapshot, moves: [{ seat: null, notation: 'roll' }] }, 'snapshot-bad-move'],
      [{ ...snapshot, moves: [{ seat: 0 }] }, 'invalid-snapshot'],
      [{ ...snapshot, seats: ['wizard'] }, 'invalid-seat'],
      [{ ...snapshot, seed: 1.5 }, 'invalid-session'],
    ];
    for (const [bad, code] of cases) {
      const restored = restoreSession(pig, bad);
      expect(restored.ok).toBe(false);
      if (!restored.ok) expect(restored.error.code).toBe(code);
    }
  });

  it('plays a chance outcome it is given, only where chance acts', () => {
    const session = start();
    expect(session.drawChance('die 3').ok).toBe(false);
    unwrap(session.play(0, 'roll'));
    expect(session.drawChance('die 9').ok).toBe(false);
    unwrap(session.drawChance('die 3'));
    expect(session.state.turnTotal).toBe(3);
  });
});

/** A game whose chance never stops: every draw asks for another. */
const spinner: Game<{ draws: number }, { kind: 'again' }, Record<string, never>, { draws: number }> = {
  id: 'spinner',
  title: 'Spinner',
  players: { min: 1, max: 1 },
  hiddenInformation: false,
  options: [],
  setup: () => ({ ok: true, value: { draws: 0 } }),
  seats: () => 1,
  actor: () => ({ kind: 'chance', outcomes: [{ move: { kind: 'again' }, weight: 1 }] }),
  legalMoves: () => [{ kind: 'again' }],
  play: (state) => ({ ok: true, value: { draws: state.draws + 1 } }),
  view: (state) => state,
  formatMove: () => 'again',
  parseMove: (text): Result<{ kind: 'again' }> => (text === 'again' ? { ok: true, value: { kind: 'again' } } : { ok: false, error: { code: 'malformed-move', message: 'again' } }),
};

describe('the chance cap', () => {
  it('ends a match whose chance would spin for ever, with a stated reason', () => {
    const session = unwrap(createSession(spinner, { options: {}, chanceLimit: 50 }));
    unwrap(session.advance());
    expect(session.state.draws).toBe(50);
    expect(session.actor()).toEqual({ kind: 'over', outcome: { ranking: [[0]], reason: 'chance-limit' } });
    expect(session.table.toAct).toBeNull();
    expect(session.table.outcome?.reason).toBe('chance-limit');
    expect(session.describeOutcome()).toContain('chance limit');
    expect(session.resolveChance().ok).toBe(false);
    const restored = unwrap(restoreSession(spinner, session.snapshot()));
    expect(restored.outcome?.reason).toBe('chance-limit');
  });

  it('refuses settings it cannot honour', () => {
    for (const settings of [{ options: {}, chanceLimit: 0 }, { options: {}, seed: Number.NaN }, null]) {
      const made = createSession(spinner, settings as never);
      expect(made.ok).toBe(false);
    }
  });
});

describe('reveals and per-seat notation in the engines', () => {
  it('Stratego: an attack cannot be taken back; a quiet move can', () => {
    const session = unwrap(createSession(stratego, { options: { redSetup: 'random', blueSetup: 'random', seed: 5 }, seats: 'human,random', seed: 5 }));
    let guard = 0;
    while (session.history.every((entry) => !entry.reveals) && session.next().kind !== 'over' && guard++ < 400) {
      const next = session.next();
      if (next.kind === 'human') {
        const moves = session.table.toAct!.moves;
        unwrap(session.play(next.seat, moves[guard % moves.length]!.notation));
        if (session.history.every((entry) => !entry.reveals)) {
          expect(session.canUndo().ok).toBe(true);
        }
      }
      unwrap(session.advance());
    }
    expect(session.history.some((entry) => entry.reveals)).toBe(true);
    const refused = session.canUndo();
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('undo-crosses-reveal');
  });

  it('Stratego: placements read "place ?" to everyone but the placing seat', () => {
    const session = unwrap(createSession(stratego, { options: { seed: 1 }, seats: 'human,human' }));
    const first = session.table.toAct!.moves[0]!.notation;
    unwrap(session.play(0, first));
    expect(session.historyFor(0)[0]!.notation).toBe(first);
    expect(session.historyFor(1)[0]!.notation).toBe('place ?');
    expect(session.historyFor(null)[0]!.notation).toBe('place ?');
    expect(session.updateFor(1).lastMove).toBe('place ?');
    expect(session.updateFor(0).lastMove).toBe(first);
    expect(session.history[0]!.reveals).toBe(false);
  });

  it('Fiery Dragons: a flip cannot be taken back', () => {
    const session = unwrap(createSession(fieryDragons, { options: { players: 2, seed: 3 }, seats: 'human,human' }));
    const flip = session.table.toAct!.moves.find((legal) => legal.notation.startsWith('flip'))!;
    unwrap(session.play(0, flip.notation));
    expect(session.undo().ok).toBe(false);
  });

  it('TigerZone: each placement shows the next tile, so it stands', () => {
    const session = unwrap(createSession(tigerzone, { options: { seed: 3 }, seats: 'human,human' }));
    unwrap(session.play(0, session.table.toAct!.moves[0]!.notation));
    expect(session.history[0]!.reveals).toBe(true);
    const open = unwrap(createSession(tigerzone, { options: { seed: 3, revealDeck: true }, seats: 'human,human' }));
    unwrap(open.play(0, open.table.toAct!.moves[0]!.notation));
    expect(unwrap(open.undo())).toBe(1);
  });

  it('Santorini without Chaos undoes freely', () => {
    const session = unwrap(createSession(santorini, { options: { players: 2 }, seats: 'human,random', seed: 2 }));
    for (let turn = 0; turn < 6; turn++) {
      const next = session.next();
      if (next.kind !== 'human') break;
      unwrap(session.play(next.seat, session.table.toAct!.moves[0]!.notation));
      unwrap(session.advance());
    }
    expect(session.history.every((entry) => !entry.reveals)).toBe(true);
    expect(session.undo().ok).toBe(true);
  });
});

describe('a session that keeps no past states (keepStates: false)', () => {
  // Every look back (tables and views of past plies, per-seat history, undo) replays the moves
  // from the start and must match what a session holding every state answers.
  const pair = <S, M, O, V>(game: Game<S, M, O, V>, options: O, seats: string, seed: number) =>
    [true, false].map((keepStates) => unwrap(createSession(game, { options, seats, seed, keepStates })));

  it('answers every look back as a session holding every state does (Stratego, with its per-seat notation)', () => {
    const [kept, replayed] = pair(stratego, { variant: 'barrage', seed: 4 }, 'random,random', 4);
    unwrap(kept!.advance({ maxPlies: 30 }));
    unwrap(replayed!.advance({ maxPlies: 30 }));
    expect(replayed!.record()).toEqual(kept!.record());
    for (const seat of [0, 1, null]) expect(replayed!.historyFor(seat)).toEqual(kept!.historyFor(seat));
    expect(kept!.historyFor(1).some((entry) => entry.notation === 'place ?')).toBe(true);
    for (let ply = 0; ply <= kept!.history.length; ply += 7) {
      expect(replayed!.tableAt(ply)).toEqual(kept!.tableAt(ply));
      expect(replayed!.viewAt(ply, 0)).toEqual(kept!.viewAt(ply, 0));
    }
  });

  it('replays a past ply once for its table, not once for the state and again for the state before', () => {
    let plays = 0;
    const counting = { ...stratego, play: (state: Parameters<typeof stratego.play>[0], move: Parameters<typeof stratego.play>[1]) => (plays++, stratego.play(state, move)) };
    const [kept, replayed] = pair(counting, { variant: 'barrage', seed: 4 }, 'random,random', 4);
    unwrap(kept!.advance({ maxPlies: 30 }));
    unwrap(replayed!.advance({ maxPlies: 30 }));
    for (const ply of [1, 12, 29]) {
      plays = 0;
      expect(replayed!.tableAt(ply)).toEqual(kept!.tableAt(ply));
      expect(plays).toBe(ply); // the kept session replays nothing; the other plays each move once
    }
  });

  it('undoes to the same state, with chance and bots in the history (Secret Pig)', () => {
    const [kept, replayed] = pair(pig, { players: 2 }, 'human,random', 2);
    for (const session of [kept!, replayed!]) {
      unwrap(session.play(0, 'roll'));
      unwrap(session.advance());
    }
    expect(replayed!.history).toEqual(kept!.history);
    expect(unwrap(replayed!.undo())).toBe(unwrap(kept!.undo()));
    expect(replayed!.state).toEqual(kept!.state);
    expect(replayed!.state).toEqual(unwrap(pig.setup({ players: 2 })));
  });
});

describe('the one wording of an outcome', () => {
  it('names winners, draws, shared places, scores and moves', () => {
    expect(describeOutcome({ ranking: [[1], [0]], reason: 'reached-level-3' })).toBe('Player 2 wins (reached level 3)');
    expect(describeOutcome({ ranking: [[0, 1]], scores: [3, 3], reason: 'tiles-exhausted' }, { plies: 1 })).toBe('draw between Player 1 and Player 2 (tiles exhausted), scores 3-3, after 1 move');
    expect(describeOutcome({ ranking: [[0, 2], [1]], reason: 'x' }, { names: (seat) => 'ABC'[seat]! })).toBe('A and C share first place (x)');
    expect(describeOutcome(null, { plies: 9 })).toBe('stopped after 9 moves without a result');
  });
});
