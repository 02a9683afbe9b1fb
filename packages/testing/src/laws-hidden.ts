/** The laws about hidden information: views and re-deals. */
import fc from 'fast-check';
import type { Seat } from '@games/core';
import { drawFrom, type Law, type LawContext } from './context.js';
import { runLaw, violate, type LawProperty } from './failure.js';
import { canonical, firstDifference, jsonEqual } from './plain-data.js';
import { reach, type Reached } from './reachable.js';

/** The name of the law that re-deals cannot peek (the broken-copy tests look it up). */
export const REDEAL_LAW = 'a re-deal depends only on what the seat sees, so bots searching re-dealt states cannot peek';

/** Re-deals of the real state drawn to describe a peeking re-deal. */
const DIAGNOSTIC_DRAWS = 200;

/** Draw seeds tried per pair of states a seat cannot tell apart. */
const DRAWS_PER_PAIR = 3;

/** Pairs of states a seat cannot tell apart compared per run, at most. */
const PAIRS_PER_RUN = 16;

/** Deep equality of JSON data, fast when the key order is the same. */
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b) || jsonEqual(a, b);

const who = (seat: Seat | null): string => (seat === null ? 'a spectator' : `seat ${seat}`);

interface Pair<S> {
  seat: Seat | null;
  ply: number;
  real: S;
  other: S;
  /** How the other state was found. */
  source: string;
}

/** The laws about views and re-deals (the re-deal laws only for games or configs with a re-deal). */
export function hiddenLaws<S, M, O, V>(context: LawContext<S, M, O, V>): Law[] {
  const { game, config, reachable, viewers, checkedPlies, redeal, searchRedeal } = context;
  const law = (name: string, property: () => LawProperty): Law => ({ name, check: () => runLaw(game, name, property(), config) });
  const laws: Law[] = [
    law('views show the same to everyone where nothing is hidden, and never depend on what they hide', () =>
      fc.property(reachable, fc.integer(), (reached, drawSeed) => {
        for (const ply of checkedPlies(reached)) {
          const state = reached.states[ply] as S;
          const seats = viewers(state);
          if (config.perfectInformation) {
            const spectator = game.view(state, null);
            for (const seat of seats) {
              const shown = firstDifference(game.view(state, seat), spectator);
              if (shown !== null) violate(`${who(seat)} sees something a spectator does not, at ${shown}`, ply);
            }
          }
          if (redeal === undefined) continue;
          for (const seat of seats) {
            const redealt = redeal(state, seat, drawFrom(drawSeed + ply));
            const shown = firstDifference(game.view(state, seat), game.view(redealt, seat));
            if (shown !== null) violate(`the view of ${who(seat)} changes at ${shown} when what it may not see is dealt anew: it shows something hidden there`, ply);
          }
        }
      }),
    ),
  ];
  if (searchRedeal === undefined) return laws;
  laws.push(
    law('a state re-dealt for the acting seat leaves it the same legal moves, and plays on', () =>
      fc.property(reachable, fc.integer(), (reached, drawSeed) => {
        for (const ply of checkedPlies(reached)) {
          const state = reached.states[ply] as S;
          const actor = game.actor(state);
          if (actor.kind !== 'player') continue;
          const draw = drawFrom(drawSeed + ply);
          const redealt = searchRedeal(state, actor.seat, draw);
          const after = game.actor(redealt);
          if (after.kind !== 'player' || after.seat !== actor.seat) violate(`after a re-deal seat ${actor.seat} no longer acts`, ply);
          // the same moves, in any order (bots match them up by notation)
          const before = game.legalMoves(state).map((move) => game.formatMove(move)).sort();
          const moves = game.legalMoves(redealt);
          if (!jsonEqual(moves.map((move) => game.formatMove(move)).sort(), before)) violate(`a re-deal changed the legal moves of seat ${actor.seat}`, ply);
          if (moves.length === 0) violate(`a re-deal left seat ${actor.seat} no legal moves`, ply);
          const played = game.play(redealt, moves[draw(moves.length - 1)] as M);
          if (!played.ok) violate(`a re-dealt state refused its own legal move: ${played.error.message}`, ply);
        }
      }),
    ),
  );
  const ownRedeal = game.redeal;
  if (ownRedeal === undefined) return laws;
  const redealOwn = (state: S, seat: Seat | null, draw: (max: number) => number): S => ownRedeal.call(game, state, seat, draw);
  const seedable = (options: O): boolean =>
    typeof options === 'object' && options !== null && !Array.isArray(options) && ('seed' in options || game.options.some((option) => option.name === 'seed'));

  /** States the seat cannot tell from the real one, found without the game's own re-deal. */
  const pairsOf = (reached: Reached<S, M, O>, drawSeed: number): Pair<S>[] => {
    const pairs: Pair<S>[] = [];
    const plies = checkedPlies(reached);
    const consider = (real: S, other: S, ply: number, source: string, seats: (Seat | null)[]): void => {
      if (pairs.length >= PAIRS_PER_RUN || same(real, other)) return;
      for (const seat of seats) if (pairs.length < PAIRS_PER_RUN && same(game.view(real, seat), game.view(other, seat))) pairs.push({ seat, ply, real, other, source });
    };
    if (seedable(reached.options)) {
      for (let variant = 0; variant < config.seedVariants && pairs.length < PAIRS_PER_RUN; variant++) {
        const seed = (Math.imul(drawSeed ^ 0x5bd1e995, variant + 1) + variant * 7919) | 0;
        const options = { ...(reached.options as object), seed } as O;
        let other: Reached<S, M, O>;
        try {
          other = reach(game, options, reached.choices);
        } catch {
          continue; // another seed may set up a game that goes elsewhere; nothing to compare
        }
        for (const ply of plies) {
          if (ply >= other.states.length) break;
          const real = reached.states[ply] as S;
          consider(real, other.states[ply] as S, ply, `set up with seed ${seed} instead and the same move choices played`, viewers(real));
        }
      }
    }
    if (config.hidden !== undefined) {
      for (const ply of plies) {
        const real = reached.states[ply] as S;
        for (const seat of viewers(real)) consider(real, config.hidden(real, seat, drawFrom(drawSeed + ply)), ply, 'dealt anew by the config\'s `hidden`', [seat]);
      }
    }
    return pairs;
  };

  laws.push(
    law(REDEAL_LAW, () =>
      fc.property(reachable, fc.integer(), (reached, drawSeed) => {
        for (const { seat, ply, real, other, source } of pairsOf(reached, drawSeed)) {
          for (let attempt = 0; attempt < DRAWS_PER_PAIR; attempt++) {
            const fromReal = redealOwn(real, seat, drawFrom(drawSeed + attempt));
            const fromOther = redealOwn(other, seat, drawFrom(drawSeed + attempt));
            if (same(fromReal, fromOther)) continue;
            const seen = new Set<string>();
            let realHits = 0;
            const realKey = canonical(real);
            for (let draw = 0; draw < DIAGNOSTIC_DRAWS; draw++) {
              const key = canonical(redealOwn(real, seat, drawFrom(drawSeed * 31 + draw)));
              seen.add(key);
              if (key === realKey) realHits++;
            }
            violate(
              `redeal for ${who(seat)} gives different states, with the same draws, from two states that ${who(seat)} cannot tell apart ` +
                `(the state reached and the one ${source}): it reads what ${who(seat)} may not see. ` +
                `${DIAGNOSTIC_DRAWS} re-deals of the real state gave ${seen.size} distinct state(s), ${realHits} of them the real one`,
              ply,
            );
          }
        }
      }),
    ),
  );
  return laws;
}
