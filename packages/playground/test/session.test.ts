import { createRng, randomBot, unwrap, type AnyGame } from '@games/core';
import { pig } from '@games/core/example';
import { describe, expect, it } from 'vitest';
import { describeOutcome } from '../src/outcome.js';
import { Session } from '../src/session.js';

const game = pig as AnyGame;

/** Plays seat moves with a random bot and chance with the session's rng until the end or `limit` moves. */
function playOut(session: Session, seed: number, limit = 10_000): void {
  const bot = randomBot(game);
  const rng = createRng(seed);
  while (session.history.length < limit) {
    session.resolveChance();
    const seat = session.acting;
    if (seat === null) return;
    const move = unwrap(bot.chooseMove(session.state, rng));
    expect(session.play(seat, game.formatMove(move)).ok).toBe(true);
  }
}

describe('Session', () => {
  it('plays a match to its outcome with the host step, chance from its own seeded rng', () => {
    const session = unwrap(Session.create(game, { players: 2, seed: 5 }, 5));
    playOut(session, 1);
    expect(session.table.outcome).not.toBeNull();
    expect(session.table.toAct).toBeNull();
    const again = unwrap(Session.create(game, { players: 2, seed: 5 }, 5));
    playOut(again, 1);
    expect(again.record()).toEqual(session.record());
  });

  it('refuses an illegal move and a move out of turn, changing nothing', () => {
    const session = unwrap(Session.create(game, { players: 2, seed: 1 }, 1));
    const before = session.state;
    const wrong = session.play(1, 'roll');
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.error.code).toBe('not-your-turn');
    const garbage = session.play(0, 'fly away');
    expect(garbage.ok).toBe(false);
    expect(session.state).toBe(before);
    expect(session.history).toHaveLength(0);
  });

  it('takes back to the previous decision of a human seat, chance included, and replays chance the same way', () => {
    const session = unwrap(Session.create(game, { players: 2, seed: 2 }, 2));
    expect(session.play(0, 'roll').ok).toBe(true);
    session.resolveChance();
    const afterFirst = session.record().moves;
    expect(session.undo([0])).toBe(true);
    expect(session.history).toHaveLength(0);
    expect(session.undo([0])).toBe(false);
    expect(session.play(0, 'roll').ok).toBe(true);
    session.resolveChance();
    expect(session.record().moves).toEqual(afterFirst);
  });

  it('exports a record that imports back to the same position, and refuses a damaged one', () => {
    const session = unwrap(Session.create(game, { players: 3, seed: 9 }, 9));
    playOut(session, 4, 25);
    const imported = unwrap(Session.import(game, session.recordText(), 9));
    expect(imported.state).toEqual(session.state);
    expect(imported.history.map((entry) => entry.notation)).toEqual(session.history.map((entry) => entry.notation));
    expect(imported.stateAt(3)).toEqual(session.stateAt(3));
    expect(Session.import(game, '{"game":"pig"', 1).ok).toBe(false);
    const bad = Session.import(game, JSON.stringify({ ...session.record(), moves: ['hold', 'hold', 'hold'] }), 1);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('record-bad-move');
  });

  it('gives the table of any earlier ply for the replay slider', () => {
    const session = unwrap(Session.create(game, { players: 2, seed: 3 }, 3));
    playOut(session, 2, 12);
    const start = session.tableAt(0);
    expect(start.lastMove).toBeNull();
    expect(start.views[0]).toEqual(game.view(unwrap(game.setup({ players: 2, seed: 3 })), 0));
    expect(session.tableAt(5).lastMove).toBe(session.history[4]!.notation);
    expect(session.tableAt(session.history.length)).toBe(session.table);
  });
});

describe('describeOutcome', () => {
  const name = (seat: number) => ['Red', 'Blue', 'Green'][seat]!;
  it('names the winner, a draw, or who shares first place, with scores', () => {
    expect(describeOutcome({ ranking: [[1], [0]], reason: 'flag-captured' }, name)).toBe('Game over: Blue wins (flag captured)');
    expect(describeOutcome({ ranking: [[0, 1]], reason: 'no-moves' }, name)).toBe('Game over: a draw (no moves)');
    expect(describeOutcome({ ranking: [[0, 2], [1]], scores: [5, 2, 5], reason: 'deck-empty' }, name)).toBe('Game over: Red and Green share first place (deck empty; scores Red 5, Blue 2, Green 5)');
  });
});
