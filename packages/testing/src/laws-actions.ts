/** The laws of the research interfaces: action ids and observation tensors (games that have them). */
import fc from 'fast-check';
import { createRng, int, weighted, type Result, type Seat } from '@games/core';
import { drawFrom, type Law, type LawContext } from './context.js';
import { runLaw, violate, type LawProperty } from './failure.js';
import { jsonEqual, snapshot } from './plain-data.js';

/** The name of the action-id law. */
export const ACTION_ID_LAW = 'action ids: a fixed count per match, every legal move has an id that reads back to it, distinct legal moves have distinct ids';

/** The name of the observation law. */
export const OBSERVATION_LAW = 'observation tensors: a fixed shape, finite numbers, nothing the view hides (equal across re-deals), defined at the end';

const who = (seat: Seat | null): string => (seat === null ? 'a spectator' : `seat ${seat}`);

/** The product of a shape's dimensions. */
const sizeOf = (shape: readonly number[]): number => shape.reduce((product, dimension) => product * dimension, 1);

/** The laws about `actions` and `observation`, for the members the game has. */
export function actionLaws<S, M, O, V>(context: LawContext<S, M, O, V>): Law[] {
  const { game, config, reachable, checkedPlies, redeal } = context;
  const law = (name: string, property: () => LawProperty, runs?: number): Law => ({ name, check: () => runLaw(game, name, property(), config, runs) });
  const laws: Law[] = [];
  const actions = game.actions;
  if (actions !== undefined) {
    laws.push(
      law(ACTION_ID_LAW, () =>
        fc.property(reachable, fc.integer(), (reached, odd) => {
          const count = actions.count(reached.states[0] as S);
          if (!Number.isInteger(count) || count <= 0) violate(`the action count is ${count}, not a positive integer`, 0);
          for (const ply of checkedPlies(reached)) {
            const state = reached.states[ply] as S;
            if (actions.count(state) !== count) violate(`the action count changed from ${count} to ${actions.count(state)} during the match`, ply);
            const actor = game.actor(state);
            const owners = new Map<number, M>();
            if (actor.kind === 'player') {
              for (const move of game.legalMoves(state)) {
                const id = actions.idOf(state, move);
                if (!Number.isInteger(id) || id < 0 || id >= count) violate(`the legal move ${game.formatMove(move)} has id ${id}, not one of 0..${count - 1}`, ply);
                const other = owners.get(id);
                if (other !== undefined) violate(`the legal moves ${game.formatMove(other)} and ${game.formatMove(move)} both have id ${id}`, ply);
                owners.set(id, move);
                const back = actions.moveOf(state, id);
                if (!back.ok) violate(`id ${id} of the legal move ${game.formatMove(move)} does not read back: ${back.error.code}: ${back.error.message}`, ply);
                if (!jsonEqual(back.value, move)) violate(`id ${id} reads back as ${snapshot(back.value)}, not the legal move ${snapshot(move)}`, ply);
              }
            }
            for (const bad of [-1, count, 0.5, Number.NaN, odd < 0 || odd >= count ? odd : -1 - odd]) {
              let result: Result<M>;
              try {
                result = actions.moveOf(state, bad);
              } catch (thrown) {
                violate(`moveOf threw on the id ${bad}: ${String(thrown)}`, ply);
              }
              if (result.ok) violate(`the id ${bad} (outside 0..${count - 1}) was read as a move`, ply);
            }
          }
        }),
      ),
    );
  }
  const observation = game.observation;
  if (observation !== undefined) {
    const check = (state: S, seat: Seat, size: number, ply?: number): Float32Array => {
      const tensor = observation.observe(game.view(state, seat), seat);
      if (!(tensor instanceof Float32Array)) violate(`the observation of ${who(seat)} is not a Float32Array`, ply);
      if (tensor.length !== size) violate(`the observation of ${who(seat)} has ${tensor.length} numbers, not the ${size} of its shape`, ply);
      for (let index = 0; index < tensor.length; index++) if (!Number.isFinite(tensor[index])) violate(`the observation of ${who(seat)} holds ${tensor[index]} at ${index}`, ply);
      if (observation.observeInto !== undefined) {
        const into = new Float32Array(size);
        observation.observeInto(game.view(state, seat), seat, into);
        if (!same(into, tensor)) violate(`observeInto writes another tensor than observe for ${who(seat)}`, ply);
      }
      return tensor;
    };
    const same = (a: Float32Array, b: Float32Array): boolean => a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
    laws.push(
      law(OBSERVATION_LAW, () =>
        fc.property(reachable, fc.integer(), (reached, drawSeed) => {
          const shape = observation.shape(reached.states[0] as S);
          if (!Array.isArray(shape) || shape.length === 0 || shape.some((dimension) => !Number.isInteger(dimension) || dimension <= 0)) violate(`the shape ${JSON.stringify(shape)} is not a list of positive integers`, 0);
          const size = sizeOf(shape);
          for (const ply of checkedPlies(reached)) {
            const state = reached.states[ply] as S;
            if (!jsonEqual(observation.shape(state), shape)) violate(`the shape changed from ${JSON.stringify(shape)} to ${JSON.stringify(observation.shape(state))} during the match`, ply);
            for (let seat = 0; seat < game.seats(state); seat++) {
              const tensor = check(state, seat, size, ply);
              if (redeal === undefined) continue;
              const redealt = redeal(state, seat, drawFrom(drawSeed + ply));
              if (!same(check(redealt, seat, size, ply), tensor)) violate(`the observation of ${who(seat)} changes when what it may not see is dealt anew: it shows something hidden`, ply);
            }
          }
          // played on at random to the end (within the ply limit): the tensor is defined there too
          const rng = createRng(drawSeed);
          let state = reached.state;
          for (let plies = reached.moves.length; plies < (config.endWithin ?? 3000); plies++) {
            const actor = game.actor(state);
            if (actor.kind === 'over') break;
            const legal = game.legalMoves(state);
            const played = game.play(state, actor.kind === 'chance' ? weighted(rng, actor.outcomes).move : (legal[int(rng, 0, legal.length - 1)] as M));
            if (!played.ok) return; // the legality law reports this
            state = played.value;
          }
          for (let seat = 0; seat < game.seats(state); seat++) check(state, seat, size);
        }),
        Math.max(5, Math.ceil(config.numRuns / 4)),
      ),
    );
  }
  return laws;
}
