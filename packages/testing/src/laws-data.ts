/** The laws about data: setup, plain JSON, determinism, no mutation, records. */
import fc from 'fast-check';
import { replay } from '@games/core';
import { expectRuleError, type Law, type LawContext } from './context.js';
import { runLaw, violate, type LawProperty } from './failure.js';
import { findNonJson, jsonEqual, snapshot } from './plain-data.js';
import { reach } from './reachable.js';

/** The name of the law that play (and actor, legalMoves, view) never mutate their input. */
export const MUTATION_LAW = 'play never mutates its input (nor do actor, legalMoves and view)';

/** The laws about setup, plain data, determinism, mutation and records. */
export function dataLaws<S, M, O, V>(context: LawContext<S, M, O, V>): Law[] {
  const { game, config, optionsArb, reachable, viewers, sampled, perState } = context;
  const law = (name: string, property: () => LawProperty): Law => ({ name, check: () => runLaw(game, name, property(), config) });
  return [
    {
      name: 'setup accepts the configured options and refuses garbage with a RuleError',
      check: () => {
        const name = 'setup accepts the configured options and refuses garbage with a RuleError';
        runLaw(
          game,
          name,
          fc.property(optionsArb, (options) => {
            const result = game.setup(options);
            if (!result.ok) violate(`setup refused valid options: ${result.error.code}: ${result.error.message}`);
          }),
          config,
        );
        runLaw(
          game,
          name,
          fc.property(fc.anything(), (garbage) => {
            let result;
            try {
              result = game.setup(garbage as O);
            } catch (thrown) {
              violate(`setup threw on ${snapshot(garbage)}: ${String(thrown)}`);
            }
            if (typeof result !== 'object' || result === null || typeof result.ok !== 'boolean') violate('setup did not return a Result');
            if (!result.ok) expectRuleError(result, `setup(${snapshot(garbage)})`);
          }),
          config,
        );
      },
    },
    law('states, moves, actors and views are plain JSON data', () =>
      perState((state, ply) => {
        const problem =
          findNonJson(state, 'state') ??
          findNonJson(game.actor(state), 'actor') ??
          findNonJson(game.legalMoves(state), 'legalMoves') ??
          viewers(state)
            .map((seat) => findNonJson(game.view(state, seat), `view(${seat})`))
            .find((found) => found !== null) ??
          null;
        if (problem !== null) violate(`not plain JSON: ${problem}`, ply);
      }),
    ),
    law('a state read back from JSON plays identically', () =>
      perState((state, ply) => {
        const copy = JSON.parse(JSON.stringify(state)) as S;
        if (!jsonEqual(game.legalMoves(copy), game.legalMoves(state))) violate('legal moves differ after a JSON round trip', ply);
        if (!jsonEqual(game.actor(copy), game.actor(state))) violate('actor differs after a JSON round trip', ply);
        for (const move of sampled(state, ply + 1)) {
          if (!jsonEqual(game.play(state, move), game.play(copy, move))) violate(`playing ${game.formatMove(move)} differs after a JSON round trip`, ply);
        }
      }),
    ),
    law('the same options and moves give deep-equal states', () =>
      fc.property(reachable, (reached) => {
        const again = reach(game, reached.options, []);
        if (!jsonEqual(again.state, reached.states[0])) violate('setup with the same options gave a different state', 0);
        let state = again.state;
        for (const [index, move] of reached.moves.entries()) {
          const played = game.play(state, move);
          if (!played.ok) violate(`move ${index + 1} was refused on replay`, index + 1);
          state = played.value;
          if (!jsonEqual(state, reached.states[index + 1])) violate(`move ${index + 1} (${game.formatMove(move)}) gave a different state on replay`, index + 1);
        }
      }),
    ),
    law(MUTATION_LAW, () =>
      perState((state, ply) => {
        const before = snapshot(state);
        game.actor(state);
        game.legalMoves(state);
        for (const move of sampled(state, ply + 2)) {
          game.play(state, move);
          if (snapshot(state) !== before) violate(`playing ${game.formatMove(move)} changed the state in place`, ply);
        }
        for (const seat of viewers(state)) game.view(state, seat);
        if (snapshot(state) !== before) violate('actor, legalMoves or view changed the state in place', ply);
      }),
    ),
    law('a record of the moves in notation replays to the same state', () =>
      fc.property(reachable, (reached) => {
        const record = { game: game.id, options: reached.options, moves: reached.moves.map((move) => game.formatMove(move)) };
        const replayed = replay(game, JSON.parse(JSON.stringify(record)));
        if (!replayed.ok) violate(`the record does not replay: ${replayed.error.message}`);
        if (!jsonEqual(replayed.value.state, reached.state)) violate('the replayed state differs');
      }),
    ),
  ];
}
