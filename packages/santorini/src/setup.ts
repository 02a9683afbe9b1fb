/**
 * Options: validation, defaults, and the initial state (every worker still to be placed).
 *
 * @module
 */
import { err, ok, type OptionInfo, type Result } from '@games/core';
import { SantoriniError } from './errors.js';
import { SPACES } from './board.js';
import { godNamed, knownGods } from './gods/index.js';
import { placementOrder } from './turn.js';
import type { JsonValue, Rules, SantoriniOptions, SantoriniState, TurnRecord } from './state.js';
import { brief, quote } from './quote.js';

/** Default of the `maxTurns` option. */
export const DEFAULT_MAX_TURNS = 300;

/**
 * The options of `setup` described for hosts (the game's `options`): a CLI's `--option`, a web
 * form and a server read them; `setup` stays the authority and checks the whole object.
 */
export const OPTIONS: readonly OptionInfo[] = Object.freeze([
  Object.freeze({
    name: 'players',
    type: 'integer',
    description: 'Number of players, 2 to 4 (default: one per god given, else 2); with 4, seats 0 and 2 play against 1 and 3.',
    values: Object.freeze([2, 3, 4]),
    min: 2,
    max: 4,
  }),
  Object.freeze({
    name: 'gods',
    type: 'json',
    description: 'A god per seat by name, such as ["apollo","athena"] ("mortal" or null for none); null or left out: all mortal.',
    default: null,
    nullable: true,
  }),
  Object.freeze({ name: 'physicalSupply', type: 'boolean', description: 'Limit blocks and domes to the pieces in the box (22/18/14 blocks, 18 domes).', default: false, values: Object.freeze([false, true]) }),
  Object.freeze({ name: 'maxTurns', type: 'integer', description: 'Draw the game after this many completed turns.', default: DEFAULT_MAX_TURNS, min: 1 }),
  Object.freeze({ name: 'seed', type: 'number', description: "Seed of the hidden shuffle of Chaos' deck of Simple Gods.", default: 0 }),
] satisfies OptionInfo[]);

const OPTION_KEYS = new Set(OPTIONS.map((option) => option.name));

/** A field of an outside object, read once (a getter that throws reads as `undefined`). */
export function readField(record: object, key: string): unknown {
  try {
    return (record as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

/**
 * A packed array of `length` copies of `value` (`new Array(n).fill()` would make a holey array,
 * which every later copy inherits and which V8 reads more slowly).
 */
export function filled(length: number, value: number): number[] {
  const array: number[] = [];
  for (let index = 0; index < length; index++) array.push(value);
  return array;
}

/** A blank turn record (used before the first turn). */
export function blankTurn(): TurnRecord {
  return { movers: 0, builders: 0, worker: -1, start: -1, steps: 0, builds: 0, lastBuild: -1, movedUp: false, domed: false, mode: 0, notes: [], extra: false };
}

/**
 * Checks a god choice for `players` seats: one entry per seat, each a known god name (any case),
 * `mortal` or `null`; every god allowed at this player count; no god twice; no banned pairing.
 * Returns the lower-case names with `mortal` for no god. Error codes: `wrong-god-count`,
 * `unknown-god`, `god-player-count`, `duplicate-god`, `banned-gods`.
 */
export function checkGods(gods: unknown, players: number): Result<string[]> {
  if (!Array.isArray(gods)) return err(SantoriniError.invalidOptions, `gods must be an array with a god name (or null) per seat: ${brief(gods)}`);
  if (gods.length !== players) return err(SantoriniError.wrongGodCount, `gods names ${gods.length} gods for ${players} players; give exactly one per seat (null or "mortal" for none)`);
  const names: string[] = [];
  for (let seat = 0; seat < gods.length; seat++) {
    const entry = readField(gods, String(seat));
    if (entry === null) {
      names.push('mortal');
      continue;
    }
    if (typeof entry !== 'string') return err(SantoriniError.unknownGod, `the god of seat ${seat} must be a name or null: ${brief(entry)}`);
    const name = entry.trim().toLowerCase();
    const power = godNamed(name);
    if (power === undefined) return err(SantoriniError.unknownGod, `seat ${seat}: there is no god named ${quote(entry)} (known: ${knownGods().join(', ')}, or mortal)`);
    if (!power.playerCounts.includes(players)) {
      return err(SantoriniError.godPlayerCount, `${power.title} cannot be used with ${players} players (only with ${power.playerCounts.join(' or ')})`);
    }
    if (name !== 'mortal' && names.includes(name)) return err(SantoriniError.duplicateGod, `${power.title} is chosen twice; each god card exists once`);
    names.push(name);
  }
  for (const name of names) {
    for (const banned of godNamed(name)?.bannedWith ?? []) {
      if (names.includes(banned)) return err(SantoriniError.bannedGods, `${name} and ${banned} may not play in the same game`);
    }
  }
  return ok(names);
}

/** The initial power data of every seat. */
export function initialPowers(gods: readonly string[], seed: number): JsonValue[] {
  return gods.map((name, seat) => godNamed(name)?.initialData?.({ players: gods.length, seat, gods, seed }) ?? null);
}

/** Reads the rule options (`physicalSupply`, `maxTurns`) with their defaults. */
export function readRules(options: object): Result<Rules> {
  const physicalSupply = readField(options, 'physicalSupply') ?? false;
  if (typeof physicalSupply !== 'boolean') return err(SantoriniError.invalidOptions, `physicalSupply must be true or false: ${brief(physicalSupply)}`);
  const maxTurns = readField(options, 'maxTurns') ?? DEFAULT_MAX_TURNS;
  if (typeof maxTurns !== 'number' || !Number.isInteger(maxTurns) || maxTurns < 1) {
    return err(SantoriniError.invalidOptions, `maxTurns must be a positive integer: ${brief(maxTurns)}`);
  }
  return ok({ physicalSupply, maxTurns });
}

/** Validates the options of `setup` and deals the initial state. */
export function setupGame(options: SantoriniOptions | undefined): Result<SantoriniState> {
  const given: unknown = options === undefined ? {} : options;
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    return err(SantoriniError.invalidOptions, `options must be an object: ${brief(options)}`);
  }
  const record: object = given;
  try {
    for (const key in record) {
      if (!Object.hasOwn(record, key)) continue;
      if (!OPTION_KEYS.has(key)) return err(SantoriniError.invalidOptions, `unknown option ${quote(key)} (known: ${[...OPTION_KEYS].join(', ')})`);
    }
  } catch {
    return err(SantoriniError.invalidOptions, `options must be a plain object: ${brief(options)}`);
  }
  const gods = readField(record, 'gods') ?? undefined;
  const players = readField(record, 'players') ?? (Array.isArray(gods) ? gods.length : 2);
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 2 || players > 4) {
    return err(SantoriniError.invalidOptions, `players must be 2, 3 or 4: ${brief(players)}`);
  }
  const seed = readField(record, 'seed') ?? 0;
  if (typeof seed !== 'number' || !Number.isFinite(seed)) return err(SantoriniError.invalidOptions, `seed must be a finite number: ${brief(seed)}`);
  const names = gods === undefined ? ok(Array.from({ length: players }, () => 'mortal')) : checkGods(gods, players);
  if (!names.ok) return names;
  const rules = readRules(record);
  if (!rules.ok) return rules;
  const state: SantoriniState = {
    players,
    gods: names.value,
    levels: filled(SPACES, 0),
    domes: 0,
    workers: filled(players === 4 ? 4 : 2 * players, -1),
    seat: 0,
    phase: 'place',
    optional: false,
    turn: blankTurn(),
    turns: 0,
    out: [],
    powers: initialPowers(names.value, seed),
    rules: rules.value,
    outcome: null,
  };
  state.seat = placementOrder(state)[0] ?? 0;
  return ok(state);
}
