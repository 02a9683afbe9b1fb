import type { Game } from '../src/index.js';
import { pig, type PigMove, type PigOptions, type PigState, type PigView } from '../src/example.js';

type PigGame = Game<PigState, PigMove, PigOptions, PigView>;

/** Copies of Secret Pig, each breaking one law, and the law the conformance kit must report. */
export const brokenPigs: { name: string; game: PigGame; law: string }[] = [
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
    name: 'a copy that accepts an illegal move',
    law: 'a move is accepted only if it is legal',
    game: {
      ...pig,
      play(state, move) {
        if (state.phase === 'decide' && typeof move === 'object' && move !== null && (move as { kind?: unknown }).kind === 'hold') {
          return { ok: true, value: { ...state, seat: (state.seat + 1) % state.players } };
        }
        return pig.play(state, move);
      },
    },
  },
  {
    name: 'a copy whose view leaks a hidden value',
    law: 'views show the same to everyone',
    game: { ...pig, view: (state) => ({ ...state, secrets: state.secrets.slice() }) },
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
