import { createRng, int, ismctsBot, unwrap, type SeenMove } from '@games/core';
import { arbReachableState } from '@games/testing';
import { fieryDragons, fieryDragonsKnowledge, type FieryDragonsState } from '@games/fiery-dragons';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const reachable = arbReachableState(fieryDragons, fc.record({ players: fc.integer({ min: 1, max: 4 }), seed: fc.integer({ min: 0, max: 500 }) }), { maxPlies: 80 });
const draw = (seed: number): ((max: number) => number) => {
  const rng = createRng(seed);
  return (max) => int(rng, 0, max);
};

describe('Fiery Dragons knowledge', () => {
  it('values every seat in [0, 1] from what every seat sees (the same in every re-deal)', () => {
    fc.assert(
      fc.property(reachable, fc.integer({ min: 0, max: 1000 }), ({ state }, seed) => {
        const values = fieryDragonsKnowledge.evaluate(state);
        expect(values).toHaveLength(state.players);
        for (const value of values) expect(value >= 0 && value <= 1).toBe(true);
        expect(fieryDragonsKnowledge.evaluate(fieryDragons.redeal!(state, state.seat, draw(seed)))).toEqual(values);
      }),
      { seed: 25, numRuns: 30 },
    );
  });

  it('re-deals only the chits the history never showed, keeping the view', () => {
    fc.assert(
      fc.property(reachable, fc.integer({ min: 0, max: 1000 }), ({ state, moves }, seed) => {
        const history: SeenMove[] = moves.map((move) => ({ seat: null, notation: fieryDragons.formatMove(move) }));
        const dealt = fieryDragonsKnowledge.redealRemembering!(state, state.seat, history, draw(seed));
        expect(fieryDragons.view(dealt, state.seat)).toEqual(fieryDragons.view(state, state.seat));
        for (const entry of history) {
          const chit = /^flip (\d+)$/.exec(entry.notation);
          if (chit !== null) expect(dealt.chits[Number(chit[1])]).toEqual(state.chits[Number(chit[1])]);
        }
      }),
      { seed: 26, numRuns: 30 },
    );
  });

  it('lets the search remember a chit it saw turned back: it flips the one that matches its animal', () => {
    const state: FieryDragonsState = unwrap(fieryDragons.setup({ players: 2, seed: 3 }));
    const animal = state.board.caves[state.homeCave[0]!]!.animal;
    const matching = state.chits.findIndex((chit) => chit.kind === 'animal' && chit.animal === animal && chit.count === 3);
    expect(matching).toBeGreaterThanOrEqual(0);
    const history: SeenMove[] = [{ seat: 1, notation: `flip ${matching}` }];
    const bot = ismctsBot(fieryDragons, { iterations: 400 });
    const chosen = unwrap(bot.chooseMove(state, createRng(5), { seat: 0, history }));
    expect(fieryDragons.formatMove(chosen)).toBe(`flip ${matching}`);
  });
});
