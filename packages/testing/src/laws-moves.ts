/** The laws about moves: legality, the end of the game, chance, notation. */
import fc from 'fast-check';
import { createRng, int, weighted, type Result } from '@games/core';
import { expectRuleError, type Law, type LawContext } from './context.js';
import { runLaw, violate, type LawProperty } from './failure.js';
import { nearMisses, recordFields, type FieldValues } from './near-miss.js';
import { jsonEqual, snapshot } from './plain-data.js';

/** The name of the legality law (the broken-copy tests look it up). */
export const LEGALITY_LAW = 'a move is accepted exactly when it is legal: every legal move, near misses and garbage, at every state on the way';

/** The laws about legal moves, the end of the game, chance and notation. */
export function moveLaws<S, M, O, V>(context: LawContext<S, M, O, V>): Law[] {
  const { game, config, reachable, checkedPlies, sampled } = context;
  const law = (name: string, property: () => LawProperty, runs?: number): Law => ({ name, check: () => runLaw(game, name, property(), config, runs) });
  const show = (move: unknown): string => {
    try {
      return `${snapshot(move)}${typeof move === 'object' && move !== null ? ` ("${game.formatMove(move as M)}")` : ''}`;
    } catch {
      return snapshot(move);
    }
  };
  const laws: Law[] = [
    law(LEGALITY_LAW, () =>
      fc.property(reachable, fc.anything(), fc.nat(), (reached, garbage, salt) => {
        const legalByPly = reached.states.map((state) => game.legalMoves(state));
        const fields: FieldValues = new Map();
        const everywhere = new Map<string, unknown>();
        for (const legal of legalByPly) {
          recordFields(legal, fields);
          for (const move of legal) if (everywhere.size < 4096) everywhere.set(JSON.stringify(move), move);
        }
        const elsewhere = [...everywhere];
        reached.states.forEach((state, ply) => {
          const legal = legalByPly[ply] as M[];
          const before = snapshot(state);
          for (const move of sampled(state, salt + ply)) {
            const played = game.play(state, move);
            if (!played.ok) violate(`the legal move ${game.formatMove(move)} was refused: ${played.error.code}: ${played.error.message}`, ply);
          }
          const candidates = [...nearMisses(legal, fields, elsewhere, config.nearMissesPerState, salt + ply), garbage, null, 42, 'move', {}, []];
          for (const candidate of candidates) {
            let result: Result<S>;
            try {
              result = game.play(state, candidate as M);
            } catch (thrown) {
              violate(`play threw on ${show(candidate)}: ${String(thrown)}`, ply);
            }
            if (typeof result === 'object' && result !== null && result.ok) {
              if (!legal.some((move) => jsonEqual(move, candidate))) violate(`${show(candidate)} was accepted, but it is not one of the ${legal.length} legal moves here`, ply);
            } else {
              expectRuleError(result, `play(${show(candidate)})`, ply);
            }
          }
          if (snapshot(state) !== before) violate('play changed the state it was given', ply);
        });
      }),
    ),
    law('the game is over exactly when there are no legal moves', () =>
      fc.property(reachable, (reached) => {
        reached.states.forEach((state, ply) => {
          const actor = game.actor(state);
          const legal = game.legalMoves(state);
          if ((actor.kind === 'over') !== (legal.length === 0)) violate(`the actor is ${actor.kind} with ${legal.length} legal moves`, ply);
          if (actor.kind === 'over') {
            if (!Array.isArray(actor.outcome?.ranking) || typeof actor.outcome.reason !== 'string') violate('the outcome has no ranking or reason', ply);
            const ranked = actor.outcome.ranking.flat();
            if (new Set(ranked).size !== ranked.length) violate('a seat appears twice in the ranking', ply);
          }
        });
      }),
    ),
    law('chance offers its outcomes as the legal moves, with positive weights', () =>
      fc.property(reachable, (reached) => {
        reached.states.forEach((state, ply) => {
          const actor = game.actor(state);
          if (actor.kind !== 'chance') return;
          if (actor.outcomes.length === 0) violate('chance acts with no outcomes', ply);
          for (const outcome of actor.outcomes) {
            if (!(outcome.weight > 0) || !Number.isFinite(outcome.weight)) violate(`chance outcome ${game.formatMove(outcome.move)} has weight ${outcome.weight}`, ply);
          }
          if (!jsonEqual(actor.outcomes.map((outcome) => outcome.move), game.legalMoves(state))) violate('legalMoves differ from the chance outcomes', ply);
        });
      }),
    ),
    law('notation round-trips, is one line, and tells legal moves apart', () =>
      fc.property(reachable, fc.string(), (reached, text) => {
        for (const ply of checkedPlies(reached)) {
          const state = reached.states[ply] as S;
          const seen = new Map<string, M>();
          for (const move of game.legalMoves(state)) {
            const written = game.formatMove(move);
            if (typeof written !== 'string' || written.length === 0 || /[\r\n]/.test(written)) violate(`formatMove gave ${JSON.stringify(written)}`, ply);
            if (seen.has(written)) violate(`two legal moves are both written "${written}"`, ply);
            seen.set(written, move);
            const parsed = game.parseMove(written, state);
            if (!parsed.ok) violate(`"${written}" does not parse back: ${parsed.error.message}`, ply);
            if (!jsonEqual(parsed.value, move)) violate(`"${written}" parses to ${snapshot(parsed.value)}, not ${snapshot(move)}`, ply);
          }
          for (const odd of [text, null, 42]) {
            let parsed: Result<M>;
            try {
              parsed = game.parseMove(odd as string, state);
            } catch (thrown) {
              violate(`parseMove threw on ${JSON.stringify(odd)}: ${String(thrown)}`, ply);
            }
            if (!parsed.ok) expectRuleError(parsed, `parseMove(${JSON.stringify(odd)})`, ply);
          }
        }
      }),
    ),
  ];
  const limit = config.endWithin;
  if (limit !== null) {
    laws.push(
      law(
        `the game ends: random play is over within the ply limit (endWithin: ${limit})`,
        () =>
          fc.property(reachable, fc.integer(), (reached, seed) => {
            const rng = createRng(seed);
            let state = reached.state;
            const tail: string[] = [];
            for (let plies = reached.moves.length; plies < limit; plies++) {
              const actor = game.actor(state);
              if (actor.kind === 'over') return;
              const legal = game.legalMoves(state);
              if (legal.length === 0) violate(`the actor is ${actor.kind} but there are no legal moves after ${plies} plies of random play`);
              const move = actor.kind === 'chance' ? weighted(rng, actor.outcomes).move : (legal[int(rng, 0, legal.length - 1)] as M);
              const played = game.play(state, move);
              if (!played.ok) violate(`random play: the legal move ${game.formatMove(move)} was refused after ${plies} plies: ${played.error.message}`);
              state = played.value;
              tail.push(game.formatMove(move));
              if (tail.length > 12) tail.shift();
            }
            if (game.actor(state).kind !== 'over') {
              violate(`the game is not over after ${limit} plies of random play (the ply limit, endWithin: ${limit}); it never ends or never leaves a phase. The last moves: ${tail.join(', ')}`);
            }
          }),
        Math.max(5, Math.ceil(config.numRuns / 4)),
      ),
    );
  }
  return laws;
}
