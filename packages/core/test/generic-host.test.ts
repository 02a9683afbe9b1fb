// A generic host written against the main entries only: it knows games through the contract
// (no game-specific import beyond the game objects, no casts), drives every engine and variant
// through the host step with chance drawn by its own seeded rng, sends each seat its update, and
// checks that no update holds what that seat may not see: the update a seat is sent must be the
// same whatever was dealt in everything hidden from it (the game's `redeal`).
import { fieryDragons } from '@games/fiery-dragons';
import { santorini } from '@games/santorini';
import { stratego } from '@games/stratego';
import { tigerzone } from '@games/tigerzone';
import { yunnori } from '@games/yunnori';
import { describe, expect, it } from 'vitest';
import { createRng, int, step, table, unwrap, updateFor, type AnyGame, type Rng, type Seat, type SeatUpdate } from '../src/index.js';

interface Variant {
  game: AnyGame;
  name: string;
  options: Record<string, unknown>;
}

const VARIANTS: Variant[] = [
  { game: santorini, name: 'two mortals', options: { players: 2 } },
  { game: santorini, name: 'three gods', options: { gods: ['apollo', 'athena', 'pan'] } },
  { game: santorini, name: 'four players in teams', options: { players: 4 } },
  { game: santorini, name: 'chaos against circe', options: { gods: ['chaos', 'circe'] } },
  { game: stratego, name: 'classic, dealt at random', options: { variant: 'classic', redSetup: 'random', blueSetup: 'random' } },
  { game: stratego, name: 'barrage, placed by moves', options: { variant: 'barrage' } },
  { game: stratego, name: 'duel', options: { variant: 'duel', redSetup: 'random', blueSetup: 'random' } },
  { game: stratego, name: 'ultimate lightning', options: { variant: 'ultimate-lightning', redSetup: 'random', blueSetup: 'random' } },
  { game: yunnori, name: 'basic, two players', options: { players: 2 } },
  { game: yunnori, name: 'animal game, four players', options: { version: 'advanced', players: 4 } },
  { game: tigerzone, name: 'two players', options: { players: 2 } },
  { game: tigerzone, name: 'four players, open deck', options: { players: 4, revealDeck: true } },
  { game: fieryDragons, name: 'two players', options: { players: 2 } },
  { game: fieryDragons, name: 'four players to a ranking', options: { players: 4, finish: 'ranking' } },
];

/** Plays a match to its end the way a server does, returning how many plies it took. */
function host(variant: Variant, seed: number): { plies: number; outcome: unknown } {
  const { game } = variant;
  let state: unknown = unwrap(game.setup({ ...variant.options, seed }));
  const rng: Rng = createRng(seed);
  const redealRng = createRng(seed + 1);
  const draw = (max: number): number => int(redealRng, 0, max);
  let current = table(game, state);
  for (let ply = 0; ; ply++) {
    // what every participant is sent
    const updates: SeatUpdate<unknown>[] = [null, ...Array.from({ length: current.seats }, (_, seat) => seat)].map((seat) => updateFor(current, seat));
    for (const update of updates) {
      expect(update.view).toEqual(game.view(state, update.seat));
      const acting = current.actor.kind === 'player' && current.actor.seat === update.seat;
      expect(update.legalMoves !== undefined).toBe(acting);
    }
    // nothing a seat is sent depends on what is hidden from it
    if (game.redeal !== undefined && ply % 7 === 0) {
      for (const seat of [null, ...Array.from({ length: current.seats }, (_, index): Seat => index)]) {
        const other = table(game, game.redeal(state, seat, draw), current.lastMove, current.lastMoves);
        expect(JSON.stringify(updateFor(other, seat))).toBe(JSON.stringify(updateFor(current, seat)));
      }
    }
    if (current.actor.kind === 'over') return { plies: ply, outcome: current.outcome };
    let next;
    if (current.actor.kind === 'chance') next = step(game, state, { chance: rng });
    else {
      const seat = current.actor.seat;
      const moves = updates[seat + 1]!.legalMoves!;
      next = step(game, state, { seat, move: moves[int(rng, 0, moves.length - 1)]! });
    }
    if (!next.ok) throw new Error(`${game.id} (${variant.name}) refused its own legal move at ply ${ply}: ${next.error.message}`);
    state = next.value.state;
    current = next.value;
  }
}

describe('a generic host plays every game and variant through the host step', () => {
  for (const variant of VARIANTS) {
    it(`${variant.game.id}: ${variant.name}`, () => {
      const { plies, outcome } = host(variant, 11);
      expect(plies).toBeGreaterThan(0);
      expect(outcome).toMatchObject({ ranking: expect.any(Array), reason: expect.any(String) });
    });
  }

  it('refuses a seat out of turn and one that is not in the match, in every game', () => {
    for (const variant of VARIANTS) {
      const { game } = variant;
      const state = unwrap(game.setup({ ...variant.options, seed: 3 }));
      const start = table(game, state);
      const seats = game.seats(state);
      expect(step(game, state, { seat: seats, move: 'x' })).toMatchObject({ ok: false, error: { code: 'invalid-seat' } });
      if (start.actor.kind === 'player' && seats > 1) {
        const other = (start.actor.seat + 1) % seats;
        expect(step(game, state, { seat: other, move: start.toAct!.moves[0]!.notation })).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
      }
    }
  });

  it('describes what is not a move the same way in every game, and refuses it without reading all of it', () => {
    const huge = new Array(2e7);
    let reads = 0;
    const counting = new Proxy([], { get: (target, key) => (reads++, Reflect.get(target, key)) });
    for (const variant of VARIANTS) {
      const { game } = variant;
      const state = unwrap(game.setup({ ...variant.options, seed: 3 }));
      for (const junk of [null, 5, 'move', huge, { kind: 'nonsense' }, Object.create(null), 10n, Symbol('x')]) {
        expect(game.formatMove(junk)).toMatch(/^<not a move: .*>$/s);
        expect(game.play(state, junk)).toMatchObject({ ok: false, error: { code: expect.any(String), message: expect.any(String) } });
      }
      reads = 0;
      expect(game.play(state, counting).ok).toBe(false);
      expect(reads).toBeLessThan(100);
    }
  });
});
