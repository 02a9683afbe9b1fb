/**
 * Options: validation, defaults, and the initial state (every worker still to be placed).
 *
 * @module
 */
import { describeValue, err, ErrorCode, ok, type Result } from '@games/core';
import { SPACES } from './board.js';
import { godNamed, knownGods } from './gods/index.js';
import { placementOrder } from './placement.js';
import type { JsonValue, Rules, SantoriniOptions, SantoriniState, TurnRecord } from './state.js';

/** Default of the `maxTurns` option. */
export const DEFAULT_MAX_TURNS = 300;

const OPTION_KEYS = new Set(['players', 'gods', 'physicalSupply', 'maxTurns', 'seed']);

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
  if (!Array.isArray(gods)) return err(ErrorCode.invalidOptions, `gods must be an array with a god name (or null) per seat: ${describeValue(gods)}`);
  if (gods.length !== players) return err('wrong-god-count', `gods names ${gods.length} gods for ${players} players; give exactly one per seat (null or "mortal" for none)`);
  const names: string[] = [];
  for (let seat = 0; seat < gods.length; seat++) {
    const entry: unknown = gods[seat];
    if (entry === null) {
      names.push('mortal');
      continue;
    }
    if (typeof entry !== 'string') return err('unknown-god', `the god of seat ${seat} must be a name or null: ${describeValue(entry)}`);
    const name = entry.trim().toLowerCase();
    const power = godNamed(name);
    if (power === undefined) return err('unknown-god', `seat ${seat}: there is no god named ${JSON.stringify(entry)} (known: ${knownGods().join(', ')}, or mortal)`);
    if (!power.playerCounts.includes(players)) {
      return err('god-player-count', `${power.title} cannot be used with ${players} players (only with ${power.playerCounts.join(' or ')})`);
    }
    if (name !== 'mortal' && names.includes(name)) return err('duplicate-god', `${power.title} is chosen twice; each god card exists once`);
    names.push(name);
  }
  for (const name of names) {
    for (const banned of godNamed(name)?.bannedWith ?? []) {
      if (names.includes(banned)) return err('banned-gods', `${name} and ${banned} may not play in the same game`);
    }
  }
  return ok(names);
}

/** The initial power data of every seat. */
export function initialPowers(gods: readonly string[], seed: number): JsonValue[] {
  return gods.map((name, seat) => godNamed(name)?.initialData?.({ players: gods.length, seat, gods, seed }) ?? null);
}

/** Reads the rule options (`physicalSupply`, `maxTurns`) with their defaults. */
export function readRules(options: Record<string, unknown>): Result<Rules> {
  const physicalSupply = options['physicalSupply'] ?? false;
  if (typeof physicalSupply !== 'boolean') return err(ErrorCode.invalidOptions, `physicalSupply must be true or false: ${describeValue(physicalSupply)}`);
  const maxTurns = options['maxTurns'] ?? DEFAULT_MAX_TURNS;
  if (typeof maxTurns !== 'number' || !Number.isInteger(maxTurns) || maxTurns < 1) {
    return err(ErrorCode.invalidOptions, `maxTurns must be a positive integer: ${describeValue(maxTurns)}`);
  }
  return ok({ physicalSupply, maxTurns });
}

/** Validates the options of `setup` and deals the initial state. */
export function setupGame(options: SantoriniOptions | undefined): Result<SantoriniState> {
  const given: unknown = options === undefined ? {} : options;
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    return err(ErrorCode.invalidOptions, `options must be an object: ${describeValue(options)}`);
  }
  const record = given as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!OPTION_KEYS.has(key)) return err(ErrorCode.invalidOptions, `unknown option ${JSON.stringify(key)} (known: ${[...OPTION_KEYS].join(', ')})`);
  }
  const gods = record['gods'];
  const players = record['players'] ?? (Array.isArray(gods) ? gods.length : 2);
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 2 || players > 4) {
    return err(ErrorCode.invalidOptions, `players must be 2, 3 or 4: ${describeValue(players)}`);
  }
  const seed = record['seed'] ?? 0;
  if (typeof seed !== 'number' || !Number.isFinite(seed)) return err(ErrorCode.invalidOptions, `seed must be a finite number: ${describeValue(seed)}`);
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
