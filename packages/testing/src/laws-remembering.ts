/** The law about a game knowledge's `redealRemembering`: a seat's re-deals use only what it saw. */
import fc from 'fast-check';
import type { Seat, SeenMove } from '@games/core';
import { drawFrom, type Law, type LawContext } from './context.js';
import { runLaw, violate } from './failure.js';
import { firstDifference, jsonEqual } from './plain-data.js';
import { reach, type Reached } from './reachable.js';

/** The name of the law (the broken-copy tests look it up). */
export const REMEMBERING_LAW = "a re-deal that remembers uses only what the seat saw: its view and the history it was shown";

/** Draw seeds tried per pair of matches a seat cannot tell apart. */
const DRAWS = 2;

/**
 * The law for games whose knowledge has `redealRemembering`: a re-dealt state shows the seat the
 * same view, and two matches the seat cannot tell apart (the same view and the same history as
 * the seat was shown it, reached from another seed with the same move choices) re-deal alike
 * with the same draws. A re-deal that reads a rank the seat never saw gives itself away.
 */
export function rememberingLaws<S, M, O, V>(context: LawContext<S, M, O, V>): Law[] {
  const { game, config, reachable, checkedPlies } = context;
  const remembering = game.knowledge?.redealRemembering;
  if (remembering === undefined) return [];
  const redeal = (state: S, seat: Seat, history: readonly SeenMove[], draw: (max: number) => number): S => remembering.call(game.knowledge, state, seat, history, draw);
  /** The history of the first `ply` moves as `seat` was shown them. */
  const historyOf = (reached: Reached<S, M, O>, ply: number, seat: Seat): SeenMove[] =>
    reached.moves.slice(0, ply).map((move, index) => {
      const before = reached.states[index] as S;
      const actor = game.actor(before);
      return { seat: actor.kind === 'player' ? actor.seat : null, notation: game.notationFor?.(before, move, seat) ?? game.formatMove(move) };
    });
  const seedable = (options: O): boolean => typeof options === 'object' && options !== null && !Array.isArray(options) && game.options.some((option) => option.name === 'seed');
  const check = (): void =>
    runLaw(
      game,
      REMEMBERING_LAW,
      fc.property(reachable, fc.integer(), (reached, drawSeed) => {
        const others: Reached<S, M, O>[] = [];
        if (seedable(reached.options)) {
          for (let variant = 0; variant < config.seedVariants; variant++) {
            const seed = (Math.imul(drawSeed ^ 0x2545f491, variant + 1) + variant * 104729) | 0;
            try {
              others.push(reach(game, { ...(reached.options as object), seed } as O, reached.choices));
            } catch {
              // another seed may set up a match that goes elsewhere: nothing to compare
            }
          }
        }
        for (const ply of checkedPlies(reached)) {
          const state = reached.states[ply] as S;
          for (let seat = 0; seat < game.seats(state); seat++) {
            const history = historyOf(reached, ply, seat);
            const dealt = redeal(state, seat, history, drawFrom(drawSeed + ply));
            const shown = firstDifference(game.view(state, seat), game.view(dealt, seat));
            if (shown !== null) violate(`redealRemembering for seat ${seat} changes its view at ${shown}`, ply);
            for (const other of others) {
              if (ply >= other.states.length) continue;
              const twin = other.states[ply] as S;
              if (!jsonEqual(game.view(twin, seat), game.view(state, seat)) || !jsonEqual(historyOf(other, ply, seat), history)) continue;
              for (let attempt = 0; attempt < DRAWS; attempt++) {
                const a = redeal(state, seat, history, drawFrom(drawSeed + attempt));
                const b = redeal(twin, seat, history, drawFrom(drawSeed + attempt));
                if (!jsonEqual(a, b)) violate(`redealRemembering for seat ${seat} deals differently, with the same draws, in two matches it cannot tell apart: it reads what it never saw`, ply);
              }
            }
          }
        }
      }),
      config,
    );
  return [{ name: REMEMBERING_LAW, check }];
}
