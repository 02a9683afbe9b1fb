import { type Game } from '@games/core';
import { asView, dealAnew } from '@games/core/authoring';
import { pig, type PigMove, type PigOptions, type PigState, type PigView } from '@games/core/example';

type PigGame = Game<PigState, PigMove, PigOptions, PigView>;

/** A broken copy of Secret Pig and the law (the start of its name) the kit must report. */
export interface BrokenPig {
  name: string;
  law: string;
  game: PigGame;
}

const isMove = (move: unknown, kind: string): boolean => typeof move === 'object' && move !== null && (move as { kind?: unknown }).kind === kind;

/** Passes the turn as a hold would, without banking: what a copy that accepts a bad hold does. */
const passTurn = (state: PigState): PigState => ({ ...state, turnTotal: 0, phase: 'decide', seat: (state.seat + 1) % state.players });

/** Copies of Secret Pig, each breaking one law, and the law the conformance kit must report. */
export const brokenPigs: BrokenPig[] = [
  {
    name: 'a copy that mutates its input',
    law: 'play never mutates',
    game: {
      ...pig,
      play(state, move) {
        const result = pig.play(state, move);
        if (result.ok && state.phase === 'rolling') state.turnTotal += 0.5;
        return result;
      },
    },
  },
  {
    name: 'a copy with a non-JSON state',
    law: 'states, moves, actors and views are plain JSON',
    game: {
      ...pig,
      setup(options) {
        const result = pig.setup(options);
        return result.ok ? { ok: true, value: { ...result.value, startedAt: new Date(0) } as unknown as PigState } : result;
      },
    },
  },
  {
    name: 'a copy whose notation collides',
    law: 'notation round-trips',
    game: { ...pig, formatMove: (move) => (move.kind === 'face' ? (move.value > 3 ? 'die high' : 'die low') : move.kind) },
  },
  {
    name: 'a copy that accepts a hold before the first roll',
    law: 'a move is accepted exactly when it is legal',
    game: { ...pig, play: (state, move) => (state.phase === 'decide' && isMove(move, 'hold') ? { ok: true, value: passTurn(state) } : pig.play(state, move)) },
  },
  {
    name: 'a copy that accepts a seventh die face (a near miss of "die 6")',
    law: 'a move is accepted exactly when it is legal',
    game: {
      ...pig,
      play: (state, move) =>
        state.phase === 'rolling' && isMove(move, 'face') && (move as { value?: unknown }).value === 7 ? { ok: true, value: { ...state, turnTotal: state.turnTotal + 7, phase: 'decide' } } : pig.play(state, move),
    },
  },
  {
    name: 'a copy that accepts a hold with nothing rolled, but only once someone has banked points',
    law: 'a move is accepted exactly when it is legal',
    game: {
      ...pig,
      play: (state, move) =>
        state.phase === 'decide' && state.turnTotal === 0 && state.banked.some((points) => points > 0) && isMove(move, 'hold') ? { ok: true, value: passTurn(state) } : pig.play(state, move),
    },
  },
  {
    name: 'a copy that accepts a hold while the die is in the air, once the turn total reaches 8',
    law: 'a move is accepted exactly when it is legal',
    game: {
      ...pig,
      play: (state, move) =>
        state.phase === 'rolling' && state.turnTotal >= 8 && isMove(move, 'hold') && Object.keys(move).length === 1 ? { ok: true, value: passTurn(state) } : pig.play(state, move),
    },
  },
  {
    name: 'a copy that accepts a die face 0 (a near miss of "die 1"), but only once the rolling seat has banked 10 points',
    law: 'a move is accepted exactly when it is legal',
    game: {
      ...pig,
      play: (state, move) =>
        state.phase === 'rolling' && state.banked[state.seat]! >= 10 && isMove(move, 'face') && (move as { value?: unknown }).value === 0
          ? { ok: true, value: { ...state, phase: 'decide' } }
          : pig.play(state, move),
    },
  },
  {
    name: 'a copy that never ends (reaching the target does not win)',
    law: 'the game ends',
    game: {
      ...pig,
      play(state, move) {
        const result = pig.play(state, move);
        if (!result.ok || result.value.phase !== 'over') return result;
        return { ok: true, value: { ...result.value, phase: 'decide', winner: -1, seat: (state.seat + 1) % state.players } };
      },
    },
  },
  {
    name: 'a copy whose view leaks a hidden value',
    law: 'views show the same to everyone',
    game: { ...pig, view: (state) => asView({ ...state, secrets: state.secrets.slice() }) },
  },
  {
    name: 'a copy whose re-deal shuffles the real hidden secrets (it peeks: with two players it always deals the real one)',
    law: 'a re-deal depends only on what the seat sees',
    game: {
      ...pig,
      redeal(state, seat, draw) {
        const dealt = dealAnew(
          state.secrets.filter((_, owner) => owner !== seat),
          draw,
        );
        let next = 0;
        return { ...state, secrets: state.secrets.map((secret, owner) => (owner === seat ? secret : dealt[next++]!)) };
      },
    },
  },
  {
    name: 'a copy whose re-deal builds on the real hidden values',
    law: 'a re-deal depends only on what the seat sees',
    game: {
      ...pig,
      redeal: (state, seat, draw) => ({ ...state, secrets: state.secrets.map((secret, owner) => (owner === seat ? secret : (secret + draw(1)) % 4)) }),
    },
  },
  {
    name: 'a copy whose re-deal takes moves away from the seat to act',
    law: 'a state re-dealt for the acting seat leaves it the same legal moves',
    game: { ...pig, redeal: (state, seat, draw) => ({ ...pig.redeal!(state, seat, draw), turnTotal: 0 }) },
  },
];
