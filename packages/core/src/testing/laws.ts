import fc from 'fast-check';
import type { Game, Result, Seat } from '../contract.js';
import { replay } from '../match/record.js';
import { createRng, int } from '../rng.js';
import { findNonJson, jsonEqual, snapshot } from './plain-data.js';
import { arbReachableState, reach, type Reached } from './reachable.js';

/**
 * How {@link conformance} and {@link conformanceLaws} exercise a game.
 *
 * @group Conformance
 */
export interface ConformanceConfig<S, O> {
  /** A label for the test group (default: the game's id). */
  name?: string;
  /** The options to set games up with: a list to pick from, or an arbitrary. */
  options: O[] | fc.Arbitrary<O>;
  /** The most moves played from the setup to reach a state (default 100). */
  maxPlies?: number;
  /** Runs per law (default 40). */
  numRuns?: number;
  /** The fast-check seed, so runs are repeatable (default 42). */
  seed?: number;
  /** How many legal moves of a state are tried per run (default 24; the rest are sampled). */
  movesPerState?: number;
  /** The number of seats of a setup (default: `options.players` when it is a number, else the game's minimum). */
  seats?: (options: O) => number;
  /**
   * Re-deals what `seat` may not see (`null`: what a spectator may not see), drawing with
   * `draw(max)` (an integer 0..max). The state must differ from the input only in hidden things.
   * Given this, the suite checks that views do not depend on what they should hide. Default: the
   * game's own {@link Game.redeal}, which is then checked too.
   */
  hidden?: (state: S, seat: Seat | null, draw: (max: number) => number) => S;
  /** True for games without hidden information: every seat's view must equal the spectator's. */
  perfectInformation?: boolean;
}

/**
 * One law of the contract, as a check that throws on a violation.
 *
 * @group Conformance
 */
export interface Law {
  /** What the law says. */
  name: string;
  /** Runs the law's property; throws (a fast-check report) when the game breaks it. */
  check: () => void;
}

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function fail(message: string): never {
  throw new Error(message);
}

function expectRuleError<T>(result: Result<T>, what: string): void {
  if (result.ok) fail(`${what} was accepted`);
  const error = result.error as { code?: unknown; message?: unknown };
  if (typeof error?.code !== 'string' || !KEBAB.test(error.code)) fail(`${what}: error code ${JSON.stringify(error?.code)} is not a kebab-case string`);
  if (typeof error.message !== 'string' || error.message.length === 0) fail(`${what}: error has no readable message`);
}

function sampleIndices(length: number, limit: number, salt: number): number[] {
  if (length <= limit) return Array.from({ length }, (_, index) => index);
  const rng = createRng(salt);
  const picked = new Set<number>();
  while (picked.size < limit) picked.add(int(rng, 0, length - 1));
  return [...picked].sort((a, b) => a - b);
}

/** Variants of a legal move: a field replaced, removed or added, or the value wrapped. */
function mutate(move: unknown, mode: number, replacement: unknown): unknown {
  if (typeof move !== 'object' || move === null) return mode % 2 === 0 ? replacement : [move];
  const copy: Record<string, unknown> = Array.isArray(move) ? ({ ...move } as Record<string, unknown>) : { ...(move as Record<string, unknown>) };
  const keys = Object.keys(copy);
  const key = keys.length > 0 ? keys[mode % keys.length]! : 'extra';
  switch (mode % 4) {
    case 0:
      copy[key] = replacement;
      break;
    case 1:
      delete copy[key];
      break;
    case 2:
      copy[`extra${mode}`] = replacement;
      break;
    default: {
      const value = copy[key];
      copy[key] = typeof value === 'number' ? value + 1 + (mode % 7) : typeof value === 'string' ? `${value}x` : replacement;
    }
  }
  return Array.isArray(move) ? Object.values(copy) : copy;
}

/**
 * The laws of DESIGN.md as checks, each a seeded fast-check property over reachable states.
 * {@link conformance} registers them as vitest tests; call this directly to run them elsewhere
 * or to prove that a broken game fails them.
 *
 * @group Conformance
 */
export function conformanceLaws<S, M, O, V>(game: Game<S, M, O, V>, config: ConformanceConfig<S, O>): Law[] {
  const { maxPlies = 100, numRuns = 40, seed = 42, movesPerState = 24 } = config;
  const optionsArb: fc.Arbitrary<O> = Array.isArray(config.options) ? fc.constantFrom(...config.options) : config.options;
  const parameters = { seed, numRuns, endOnFailure: true };
  const reachable = arbReachableState(game, optionsArb, { maxPlies });
  const seatsOf = (options: O): number => {
    if (config.seats) return config.seats(options);
    const players = (options as { players?: unknown } | null)?.players;
    return typeof players === 'number' ? players : game.players.min;
  };
  const redeal = config.hidden ?? (game.redeal === undefined ? undefined : (state: S, seat: Seat | null, draw: (max: number) => number): S => game.redeal!(state, seat, draw));
  const viewers = (options: O): (Seat | null)[] => [null, ...Array.from({ length: seatsOf(options) }, (_, seat) => seat)];
  const forAll = (predicate: (reached: Reached<S, M, O>) => void) => () => fc.assert(fc.property(reachable, predicate), parameters);
  const sampled = (state: S, salt: number): M[] => {
    const legal = game.legalMoves(state);
    return sampleIndices(legal.length, movesPerState, salt).map((index) => legal[index] as M);
  };

  const laws: Law[] = [
    {
      name: 'setup accepts the configured options and refuses garbage with a RuleError',
      check: () => {
        fc.assert(
          fc.property(optionsArb, (options) => {
            const result = game.setup(options);
            if (!result.ok) fail(`setup refused valid options ${JSON.stringify(options)}: ${result.error.message}`);
          }),
          parameters,
        );
        fc.assert(
          fc.property(fc.anything(), (garbage) => {
            const result = game.setup(garbage as O);
            if (typeof result !== 'object' || result === null || typeof result.ok !== 'boolean') fail('setup did not return a Result');
            if (!result.ok) expectRuleError(result, `setup(${snapshot(garbage)})`);
          }),
          parameters,
        );
      },
    },
    {
      name: 'states, moves, actors and views are plain JSON data',
      check: forAll(({ state, options }) => {
        const problem =
          findNonJson(state, 'state') ??
          findNonJson(game.actor(state), 'actor') ??
          findNonJson(game.legalMoves(state), 'legalMoves') ??
          viewers(options).map((seat) => findNonJson(game.view(state, seat), `view(${seat})`)).find((found) => found !== null) ??
          null;
        if (problem !== null) fail(`not plain JSON: ${problem}`);
      }),
    },
    {
      name: 'a state read back from JSON plays identically',
      check: forAll(({ state }) => {
        const copy = JSON.parse(JSON.stringify(state)) as S;
        if (!jsonEqual(game.legalMoves(copy), game.legalMoves(state))) fail('legal moves differ after a JSON round trip');
        if (!jsonEqual(game.actor(copy), game.actor(state))) fail('actor differs after a JSON round trip');
        for (const move of sampled(state, 1)) {
          const a = game.play(state, move);
          const b = game.play(copy, move);
          if (!jsonEqual(a, b)) fail(`playing ${game.formatMove(move)} differs after a JSON round trip`);
        }
      }),
    },
    {
      name: 'the same options and moves give deep-equal states',
      check: forAll((reached) => {
        const again = reach(game, reached.options, []);
        if (!jsonEqual(again.state, reached.states[0])) fail('setup with the same options gave a different state');
        let state = again.state;
        for (const [index, move] of reached.moves.entries()) {
          const played = game.play(state, move);
          if (!played.ok) fail(`move ${index + 1} was refused on replay`);
          state = played.value;
          if (!jsonEqual(state, reached.states[index + 1])) fail(`move ${index + 1} (${game.formatMove(move)}) gave a different state on replay`);
        }
      }),
    },
    {
      name: 'play never mutates its input (nor do actor, legalMoves and view)',
      check: forAll(({ state, options }) => {
        const before = snapshot(state);
        game.actor(state);
        for (const move of sampled(state, 2)) game.play(state, move);
        for (const seat of viewers(options)) game.view(state, seat);
        if (snapshot(state) !== before) fail('the state was changed in place');
      }),
    },
    {
      name: 'every legal move is accepted',
      check: forAll(({ state }) => {
        for (const move of sampled(state, 3)) {
          const played = game.play(state, move);
          if (!played.ok) fail(`legal move ${game.formatMove(move)} was refused: ${played.error.code}: ${played.error.message}`);
        }
      }),
    },
    {
      name: 'a move is accepted only if it is legal; garbage gets a RuleError and leaves the state untouched',
      check: () =>
        fc.assert(
          fc.property(reachable, fc.anything(), fc.nat(), fc.jsonValue(), (reached, garbage, mode, replacement) => {
            const { state } = reached;
            const legal = game.legalMoves(state);
            const base = legal.length > 0 ? legal[mode % legal.length] : { type: 'pass' };
            const candidates = [garbage, mutate(base, mode, replacement), mutate(base, mode + 1, garbage), null, 42, 'move'];
            const before = snapshot(state);
            for (const candidate of candidates) {
              let result: Result<S>;
              try {
                result = game.play(state, candidate as M);
              } catch (thrown) {
                fail(`play threw on ${snapshot(candidate)}: ${String(thrown)}`);
              }
              const isLegal = legal.some((move) => jsonEqual(move, candidate));
              if (result.ok && !isLegal) fail(`an illegal move was accepted: ${snapshot(candidate)}`);
              if (!result.ok && isLegal) fail(`a legal move was refused: ${snapshot(candidate)}`);
              if (!result.ok) expectRuleError(result, `play(${snapshot(candidate)})`);
              if (snapshot(state) !== before) fail(`play(${snapshot(candidate)}) changed the state`);
            }
          }),
          parameters,
        ),
    },
    {
      name: 'the game is over exactly when there are no legal moves',
      check: forAll(({ state }) => {
        const actor = game.actor(state);
        const legal = game.legalMoves(state);
        if ((actor.kind === 'over') !== (legal.length === 0)) fail(`actor is ${actor.kind} with ${legal.length} legal moves`);
        if (actor.kind === 'over') {
          if (!Array.isArray(actor.outcome.ranking) || typeof actor.outcome.reason !== 'string') fail('the outcome has no ranking or reason');
          const ranked = actor.outcome.ranking.flat();
          if (new Set(ranked).size !== ranked.length) fail('a seat appears twice in the ranking');
        }
      }),
    },
    {
      name: 'chance offers its outcomes as the legal moves, with positive weights',
      check: forAll(({ state }) => {
        const actor = game.actor(state);
        if (actor.kind !== 'chance') return;
        if (actor.outcomes.length === 0) fail('chance acts with no outcomes');
        for (const outcome of actor.outcomes) {
          if (!(outcome.weight > 0) || !Number.isFinite(outcome.weight)) fail(`chance outcome ${game.formatMove(outcome.move)} has weight ${outcome.weight}`);
        }
        if (!jsonEqual(actor.outcomes.map((outcome) => outcome.move), game.legalMoves(state))) fail('legalMoves differ from the chance outcomes');
      }),
    },
    {
      name: 'notation round-trips, is one line, and tells legal moves apart',
      check: () =>
        fc.assert(
          fc.property(reachable, fc.string(), ({ state }, text) => {
            const seen = new Map<string, M>();
            for (const move of game.legalMoves(state)) {
              const written = game.formatMove(move);
              if (typeof written !== 'string' || written.length === 0 || /[\r\n]/.test(written)) fail(`formatMove gave ${JSON.stringify(written)}`);
              const earlier = seen.get(written);
              if (earlier !== undefined) fail(`two legal moves are both written "${written}"`);
              seen.set(written, move);
              const parsed = game.parseMove(written, state);
              if (!parsed.ok) fail(`"${written}" does not parse back: ${parsed.error.message}`);
              if (!jsonEqual(parsed.value, move)) fail(`"${written}" parses to ${snapshot(parsed.value)}, not ${snapshot(move)}`);
            }
            let parsed: Result<M>;
            try {
              parsed = game.parseMove(text, state);
            } catch (thrown) {
              fail(`parseMove threw on ${JSON.stringify(text)}: ${String(thrown)}`);
            }
            if (!parsed.ok) expectRuleError(parsed, `parseMove(${JSON.stringify(text)})`);
            try {
              const odd = game.parseMove(null as unknown as string, state);
              if (!odd.ok) expectRuleError(odd, 'parseMove(null)');
            } catch (thrown) {
              fail(`parseMove threw on null: ${String(thrown)}`);
            }
          }),
          parameters,
        ),
    },
    {
      name: 'a record of the moves in notation replays to the same state',
      check: forAll((reached) => {
        const record = { game: game.id, options: reached.options, moves: reached.moves.map((move) => game.formatMove(move)) };
        const replayed = replay(game, JSON.parse(JSON.stringify(record)));
        if (!replayed.ok) fail(`the record does not replay: ${replayed.error.message}`);
        if (!jsonEqual(replayed.value.state, reached.state)) fail('the replayed state differs');
      }),
    },
    {
      name: 'views show the same to everyone where nothing is hidden, and never depend on what they hide',
      check: () =>
        fc.assert(
          fc.property(reachable, fc.integer(), ({ state, options }, drawSeed) => {
            const seats = viewers(options);
            if (config.perfectInformation) {
              const spectator = game.view(state, null);
              for (const seat of seats) if (!jsonEqual(game.view(state, seat), spectator)) fail(`seat ${seat} sees something a spectator does not`);
            }
            if (redeal !== undefined) {
              const rng = createRng(drawSeed);
              const draw = (max: number): number => int(rng, 0, max);
              for (const seat of seats) {
                const redealt = redeal(state, seat, draw);
                if (!jsonEqual(game.view(redealt, seat), game.view(state, seat))) fail(`the view of ${seat === null ? 'a spectator' : `seat ${seat}`} reveals something hidden from it`);
              }
            }
          }),
          parameters,
        ),
    },
  ];
  if (redeal !== undefined) {
    laws.push({
      name: 'a state re-dealt for the acting seat leaves it the same legal moves, and plays on',
      check: () =>
        fc.assert(
          fc.property(reachable, fc.integer(), ({ state }, drawSeed) => {
            const actor = game.actor(state);
            if (actor.kind !== 'player') return;
            const rng = createRng(drawSeed);
            const redealt = redeal(state, actor.seat, (max) => int(rng, 0, max));
            const after = game.actor(redealt);
            if (after.kind !== 'player' || after.seat !== actor.seat) fail(`after a re-deal seat ${actor.seat} no longer acts`);
            // The same moves, in any order (bots match them up by notation).
            const before = game.legalMoves(state).map((move) => game.formatMove(move)).sort();
            const moves = game.legalMoves(redealt);
            if (!jsonEqual(moves.map((move) => game.formatMove(move)).sort(), before)) fail(`a re-deal changed the legal moves of seat ${actor.seat}`);
            const played = game.play(redealt, moves[int(rng, 0, moves.length - 1)]!);
            if (!played.ok) fail(`a re-dealt state refused its own legal move: ${played.error.message}`);
          }),
          parameters,
        ),
    });
    laws.push({
      name: 'a re-deal depends only on what the seat sees, so bots searching re-dealt states cannot peek',
      check: () =>
        fc.assert(
          fc.property(reachable, fc.integer(), fc.integer(), ({ state, options }, firstSeed, secondSeed) => {
            for (const seat of viewers(options)) {
              const first = createRng(firstSeed);
              // Another state the seat cannot tell from this one ...
              const other = redeal(state, seat, (max) => int(first, 0, max));
              // ... must be re-dealt to exactly the same states with the same draws.
              const a = createRng(secondSeed);
              const b = createRng(secondSeed);
              const fromState = redeal(state, seat, (max) => int(a, 0, max));
              const fromOther = redeal(other, seat, (max) => int(b, 0, max));
              if (!jsonEqual(fromState, fromOther)) fail(`re-dealing for ${seat === null ? 'a spectator' : `seat ${seat}`} gives different states from two positions it cannot tell apart`);
            }
          }),
          parameters,
        ),
    });
  }
  return laws;
}
