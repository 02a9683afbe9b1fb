/** The laws about bad input: hostile values never crash an engine, and fields are read once. */
import fc from 'fast-check';
import type { Game, Result } from '@games/core';
import type { ConformanceConfig } from './config.js';
import { expectRuleError, lawContext, type Law, type LawContext } from './context.js';
import { runLaw, violate, type LawProperty } from './failure.js';
import { applyHostileEdit, arbHostileEdit, arbHostileValue, changingField, type HostileSettings } from './hostile.js';
import { jsonEqual, snapshot } from './plain-data.js';

/** The name of the bad-input law. */
export const BAD_INPUT_LAW = 'bad input never crashes: play, parseMove, formatMove and setup answer hostile values with a Result (or a string), never throw, and leave the state unchanged';

/** The name of the law that fields are read once. */
export const READ_ONCE_LAW = 'each field of a move or of the options is read once: one that answers differently on a second read plays (sets up) as its first answer';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A short description of any value, even one whose every read throws. */
function describe(value: unknown): string {
  try {
    const text = fc.stringify(value);
    return text.length > 120 ? `${text.slice(0, 117)}...` : text;
  } catch {
    return `a ${typeof value} that cannot be described`;
  }
}

/** Runs `call`, turning a throw into a violation that names `what` (described only then). */
function noThrow<T>(what: () => string, call: () => T, ply?: number): T {
  try {
    return call();
  } catch (thrown) {
    return violate(`${what()} threw: ${thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : describe(thrown)}`, ply);
  }
}

/**
 * The laws about bad input. `strict` (for {@link hostileInputLaws}) adds the read-once law (a law
 * about getters: left out with `accessors: false`) and, unless `settings` say otherwise, values
 * with accessors (getters that throw or change between
 * reads, a proxy whose trap throws); the conformance run leaves those out: passing on a getter's
 * own exception is no crash of the engine's, and reading a field twice is a law of its own.
 */
export function hostileLaws<S, M, O, V>(context: LawContext<S, M, O, V>, strict: boolean, settings: HostileSettings = { accessors: strict }): Law[] {
  const { game, config, reachable, checkedPlies, sampled } = context;
  const law = (name: string, property: () => LawProperty): Law => ({ name, check: () => runLaw(game, name, property(), config) });
  const codes = config.errorCodes === undefined ? undefined : new Set(config.errorCodes);
  const refused = (result: Result<unknown>, what: () => string, ply?: number): void => {
    const error = isResult(result) && !result.ok ? (result.error as { code?: unknown; message?: unknown }) : undefined;
    if (error === undefined || typeof error.code !== 'string' || typeof error.message !== 'string') expectRuleError(result, what(), ply);
    else if (!KEBAB.test(error.code) || error.message.length === 0) expectRuleError(result, what(), ply);
    const code = (result as { error: { code: string } }).error.code;
    if (codes !== undefined && !codes.has(code)) violate(`${what()}: error code "${code}" is not one of the game's codes (${[...codes].join(', ')})`, ply);
  };
  const isResult = (value: unknown): value is Result<unknown> => typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';
  const optionKeys = (options: O): string[] => {
    const own = typeof options === 'object' && options !== null && !Array.isArray(options) ? Object.keys(options) : [];
    return [...new Set([...own, ...game.options.map((option) => option.name)])];
  };
  const per = config.hostilePerState;
  const laws: Law[] = [
    law(BAD_INPUT_LAW, () =>
      fc.property(reachable, fc.array(fc.tuple(fc.nat(), arbHostileEdit(settings)), { minLength: per, maxLength: per }), arbHostileValue(settings), fc.nat(), (reached, edits, odd, salt) => {
        for (const ply of checkedPlies(reached)) {
          const state = reached.states[ply] as S;
          const legal = game.legalMoves(state);
          const before = snapshot(state);
          let outcomes: Set<string> | undefined;
          for (const [index, edit] of edits) {
            const source = legal.length === 0 ? undefined : legal[index % legal.length];
            const value = applyHostileEdit(source, edit);
            const shown = (): string => describe(value);
            const played = noThrow(() => `play(${shown()})`, () => game.play(state, value as M), ply);
            if (isResult(played) && played.ok) {
              // accepted: it must have read as one of the legal moves here
              const after = JSON.stringify(played.value);
              if (source === undefined || JSON.stringify(game.play(state, source as M)) !== JSON.stringify(played)) {
                outcomes ??= new Set(legal.map((move) => JSON.stringify((game.play(state, move) as { value?: unknown }).value)));
                if (!outcomes.has(after)) violate(`play accepted ${shown()}, which plays as none of the ${legal.length} legal moves here`, ply);
              }
            } else {
              refused(played, () => `play(${shown()})`, ply);
            }
            const parsed = noThrow(() => `parseMove(${shown()})`, () => game.parseMove(value as string, state), ply);
            if (!isResult(parsed)) violate(`parseMove(${shown()}) did not return a Result`, ply);
            if (parsed.ok && typeof value !== 'string') violate(`parseMove accepted ${shown()}, which is not text`, ply);
            if (!parsed.ok) refused(parsed, () => `parseMove(${shown()})`, ply);
            const written = noThrow(() => `formatMove(${shown()})`, () => game.formatMove(value as M), ply);
            if (typeof written !== 'string') violate(`formatMove(${shown()}) gave ${describe(written)}, not a string`, ply);
          }
          if (snapshot(state) !== before) violate('play, parseMove or formatMove changed the state they were given', ply);
        }
        const options = reached.options;
        const keys = optionKeys(options);
        const candidates: unknown[] = [odd];
        if (keys.length > 0) {
          const key = keys[salt % keys.length]!;
          const base = typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {};
          candidates.push({ ...base, [key]: odd }, changingField(base, key, base[key], odd), changingField(base, key, odd, base[key]));
        }
        for (const candidate of candidates) {
          const shown = (): string => `setup(${describe(candidate)})`;
          const result = noThrow(shown, () => game.setup(candidate as O));
          if (!isResult(result)) violate(`${shown()} did not return a Result`);
          if (!result.ok) refused(result, shown);
        }
      }),
    ),
  ];
  if (!strict || settings.accessors === false) return laws;
  laws.push(
    law(READ_ONCE_LAW, () =>
      fc.property(reachable, arbHostileValue(), fc.nat(), (reached, odd, salt) => {
        for (const ply of checkedPlies(reached)) {
          const state = reached.states[ply] as S;
          for (const move of sampled(state, salt + ply)) {
            if (typeof move !== 'object' || move === null) continue;
            const expected = game.play(state, move);
            for (const key of Object.keys(move)) {
              const value = (move as Record<string, unknown>)[key];
              const tricky = changingField(move as Record<string, unknown>, key, value, odd);
              const played = noThrow(() => `play of ${game.formatMove(move)} with ${key} reading ${describe(odd)} the second time`, () => game.play(state, tricky as M), ply);
              if (!jsonEqual(played, expected)) violate(`${game.formatMove(move)} with its ${key} reading ${describe(odd)} the second time plays differently: the field is read twice`, ply);
            }
          }
        }
        const options = reached.options;
        if (typeof options !== 'object' || options === null || Array.isArray(options)) return;
        const expected = game.setup(options);
        for (const key of Object.keys(options)) {
          const value = (options as Record<string, unknown>)[key];
          const tricky = changingField(options as Record<string, unknown>, key, value, odd);
          const result = noThrow(() => `setup with ${key} reading ${describe(odd)} the second time`, () => game.setup(tricky as O));
          if (!jsonEqual(result, expected)) violate(`setup(${describe(options)}) with its ${key} reading ${describe(odd)} the second time sets up differently: the option is read twice`);
        }
      }),
    ),
  );
  return laws;
}

/**
 * The bad-input laws on their own, with a budget of their own: the law of {@link conformanceLaws}
 * that hostile values (see {@link arbHostileValue} and {@link arbHostileMove}) given to `play`,
 * `parseMove`, `formatMove` and `setup` never crash and never change the state (refusals carry a
 * kebab-case code, one of `errorCodes` when given), and the law that every field of a move and of
 * the options is read once (a getter that answers differently on a second read cannot smuggle a
 * move past the checks). Give a larger `hostilePerState` or `numRuns` than the conformance run.
 * Unlike the conformance run, it also gives values with accessors (getters that throw or answer
 * differently on a second read, a proxy whose trap throws), unless `settings` leave them out
 * (`accessors: false` leaves out the read-once law too).
 *
 * @example
 * ```ts
 * import { pig } from '@games/core/example';
 * import { hostileInputLaws, LawFailure } from '@games/testing';
 *
 * for (const law of hostileInputLaws(pig, { options: [{ players: 2, seed: 1 }], numRuns: 10, hostilePerState: 16 })) {
 *   try {
 *     law.check();
 *   } catch (failure) {
 *     if (!(failure instanceof LawFailure)) throw failure;
 *     // Secret Pig, written for teaching, reads a move's kind twice: the law names the value
 *     console.log(failure.problem);
 *   }
 * }
 * ```
 */
export function hostileInputLaws<S, M, O, V>(game: Game<S, M, O, V>, config: ConformanceConfig<S, O>, settings: HostileSettings = {}): Law[] {
  return hostileLaws(lawContext(game, config), true, settings);
}
