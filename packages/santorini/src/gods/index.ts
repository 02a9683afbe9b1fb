/**
 * The registry of god powers: one file per god in this folder, one line per god below.
 *
 * @module
 */
import { err, ok, type Result } from '@games/core';
import { SantoriniError } from '../errors.js';
import { MORTAL, type GodPower } from '../power.js';
import { areOpponents, type SantoriniState } from '../state.js';
import { aphrodite } from './aphrodite.js';
import { ares } from './ares.js';
import { bia } from './bia.js';
import { chaos } from './chaos.js';
import { charon } from './charon.js';
import { chronus } from './chronus.js';
import { circeWith } from './circe.js';
import { SIMPLE_GODS } from './simple.js';
import { dionysus } from './dionysus.js';
import { eros } from './eros.js';
import { hera } from './hera.js';
import { hestia } from './hestia.js';
import { hypnus } from './hypnus.js';
import { limus } from './limus.js';
import { medusa } from './medusa.js';
import { morpheus } from './morpheus.js';
import { persephone } from './persephone.js';
import { poseidon } from './poseidon.js';
import { selene } from './selene.js';
import { triton } from './triton.js';
import { zeus } from './zeus.js';
import { brief } from '../quote.js';

export { SIMPLE_GODS } from './simple.js';

/** Circe, who can take any god's power: she finds them in this registry. */
const circe = circeWith(godNamed);

/**
 * The twenty Advanced Gods of the base box.
 *
 * @group Gods
 */
export const ADVANCED_GODS: readonly GodPower[] = [aphrodite, ares, bia, chaos, charon, chronus, circe, dionysus, eros, hera, hestia, hypnus, limus, medusa, morpheus, persephone, poseidon, selene, triton, zeus];

/** Every known power by name, `mortal` included. Add a new god of this package here. */
const GODS = new Map<string, GodPower>([MORTAL, ...SIMPLE_GODS, ...ADVANCED_GODS].map((power) => [power.name, power]));

/**
 * The names of the gods of this package (without `mortal`).
 *
 * @group Gods
 */
export const GOD_NAMES: readonly string[] = [...GODS.keys()].filter((name) => name !== 'mortal');

/**
 * The names of every registered god, {@link registerGod} included (without `mortal`).
 *
 * @group Gods
 */
export function knownGods(): string[] {
  return [...GODS.keys()].filter((name) => name !== 'mortal');
}

/**
 * Adds a god power defined outside this package (a house rule, a test probe) to the registry,
 * so `setup` and positions accept its name. Refused with `invalid-god` when the name is not
 * lower-case letters or is taken, or the title, summary or player counts are missing. What is
 * registered (and returned) is a frozen copy of `power`.
 *
 * @group Gods
 */
export function registerGod(power: GodPower): Result<GodPower> {
  if (typeof power !== 'object' || power === null) return err(SantoriniError.invalidGod, `a god is an object with a name, a title, a summary and its player counts: ${brief(power)}`);
  // Each field is read once, and the god registered is a frozen copy, so it cannot change later.
  let copy: GodPower;
  try {
    copy = Object.freeze({ ...power });
  } catch {
    return err(SantoriniError.invalidGod, `the god's fields cannot be read: ${brief(power)}`);
  }
  const { name, title, summary, playerCounts, bannedWith } = copy as unknown as { [key: string]: unknown };
  if (typeof name !== 'string' || !/^[a-z]{1,40}$/.test(name)) {
    return err(SantoriniError.invalidGod, `a god's name must be lower-case letters: ${brief(name)}`);
  }
  if (typeof title !== 'string' || typeof summary !== 'string') return err(SantoriniError.invalidGod, `${name} needs a title and a summary (text)`);
  if (!Array.isArray(playerCounts) || playerCounts.length === 0 || !playerCounts.every((count) => count === 2 || count === 3 || count === 4)) {
    return err(SantoriniError.invalidGod, `${name}'s playerCounts must list the player counts it plays at (2, 3, 4): ${brief(playerCounts)}`);
  }
  if (bannedWith !== undefined && (!Array.isArray(bannedWith) || !bannedWith.every((other) => typeof other === 'string'))) {
    return err(SantoriniError.invalidGod, `${name}'s bannedWith must list god names: ${brief(bannedWith)}`);
  }
  if (GODS.has(name)) return err(SantoriniError.invalidGod, `there is already a god named ${name}`);
  GODS.set(name, copy);
  return ok(copy);
}

/**
 * The power of a god by name, or `undefined` for an unknown name.
 *
 * @group Gods
 */
export function godNamed(name: string): GodPower | undefined {
  return GODS.get(name);
}

/**
 * The powers of a game's seats, and which hooks occur among them at all (so the machine skips
 * loops over seats for hooks nobody has). Computed once per `gods` array, which every state of a
 * game shares, and, when a seat holds another god's power (Chaos, Circe), once per combination
 * of held powers.
 *
 * @group Gods
 */
export interface Lineup {
  /** The power each seat plays with now (a held power merged with its holder's hooks, a taken one as a mortal). */
  readonly powers: readonly GodPower[];
  /** The registered god of each seat (what `state.gods` names). */
  readonly base: readonly GodPower[];
  /** True when some seat's god can hold another god's power ({@link GodPower.heldPower}). */
  readonly dynamic: boolean;
  /** True when every seat is mortal. */
  readonly mortal: boolean;
  /** Some power has {@link GodPower.forbidsMovingUp}. */
  readonly forbidsMovingUp: boolean;
  /** Some power has {@link GodPower.restrictsStep}. */
  readonly restrictsStep: boolean;
  /** Some power has {@link GodPower.restrictsBuild}. */
  readonly restrictsBuild: boolean;
  /** Some power has {@link GodPower.vetoesWin}. */
  readonly vetoesWin: boolean;
  /** Some power has {@link GodPower.allowsTurn}. */
  readonly allowsTurn: boolean;
  /** Some power has {@link GodPower.cannotAllow}. */
  readonly cannotAllow: boolean;
  /** Some power has {@link GodPower.winsAfterAction}. */
  readonly winsAfterAction: boolean;
  /** Some power has {@link GodPower.anyTurnEnds}. */
  readonly anyTurnEnds: boolean;
  /** Some power has {@link GodPower.otherTurnBegins}. */
  readonly otherTurnBegins: boolean;
  /** Some power has {@link GodPower.otherTurnReady}. */
  readonly otherTurnReady: boolean;
  /** Some power places its workers first ({@link GodPower.placesFirst}). */
  readonly placesFirst: boolean;
}

function lineupFor(base: readonly GodPower[], powers: readonly GodPower[]): Lineup {
  const some = (hook: keyof GodPower): boolean => powers.some((power) => power[hook] !== undefined);
  return {
    powers,
    base,
    dynamic: base.some((power) => power.heldPower !== undefined),
    mortal: powers.every((power) => power === MORTAL),
    forbidsMovingUp: some('forbidsMovingUp'),
    restrictsStep: some('restrictsStep'),
    restrictsBuild: some('restrictsBuild'),
    vetoesWin: some('vetoesWin'),
    allowsTurn: some('allowsTurn'),
    cannotAllow: some('cannotAllow'),
    winsAfterAction: some('winsAfterAction'),
    anyTurnEnds: some('anyTurnEnds'),
    otherTurnBegins: some('otherTurnBegins'),
    otherTurnReady: some('otherTurnReady'),
    placesFirst: powers.some((power) => power.placesFirst === true),
  };
}

/** What a holder keeps of its own when it plays with a held power; the rest is the held power's. */
const HOLDER_FIELDS = [
  'name',
  'title',
  'summary',
  'playerCounts',
  'bannedWith',
  'initialData',
  'placesFirst',
  'canPlace',
  'encodeData',
  'decodeData',
  'hideData',
  'heldPower',
  'takesPower',
  'beforeTurn',
] as const;
/** Hooks that both may have: the held power's runs first, then the holder's. */
const CHAINED_HOOKS = ['anyTurnEnds', 'otherTurnBegins', 'otherTurnReady', 'endTurn'] as const;

const composites = new Map<string, GodPower>();

/** The power a holder (Chaos, Circe) plays with while holding `held`. */
function holding(holder: GodPower, held: GodPower): GodPower {
  const key = `${holder.name}>${held.name}`;
  let power = composites.get(key);
  if (power !== undefined) return power;
  const merged: Record<string, unknown> = { ...held };
  for (const field of HOLDER_FIELDS) {
    delete merged[field];
    if (holder[field] !== undefined) merged[field] = holder[field];
  }
  merged['title'] = `${holder.title} (${held.title})`;
  for (const hook of CHAINED_HOOKS) {
    const first = held[hook] as ((...args: never[]) => void) | undefined;
    const second = holder[hook] as ((...args: never[]) => void) | undefined;
    if (first === undefined) {
      if (second !== undefined) merged[hook] = second;
    } else if (second !== undefined) {
      merged[hook] = (...args: never[]): void => {
        first(...args);
        second(...args);
      };
    }
  }
  power = Object.freeze(merged) as unknown as GodPower;
  composites.set(key, power);
  return power;
}

const lineups = new WeakMap<readonly string[], Lineup>();
const lineupsByKey = new Map<string, Lineup>();
let lastGods: readonly string[] | null = null;
let lastData: readonly unknown[] | null = null;
let lastLineup: Lineup = lineupFor([], []);

function baseLineup(gods: readonly string[]): Lineup {
  let lineup = lineups.get(gods);
  if (lineup === undefined) {
    const key = gods.join(',');
    lineup = lineupsByKey.get(key);
    if (lineup === undefined) {
      const powers = gods.map((name) => GODS.get(name) ?? MORTAL);
      lineup = lineupFor(powers, powers);
      lineupsByKey.set(key, lineup);
    }
    lineups.set(gods, lineup);
  }
  return lineup;
}

/** The name of the power `seat` holds (Chaos' Simple God, Circe's borrowed power), or null. */
function heldBy(base: Lineup, data: SantoriniState['powers'], seat: number): string | null {
  const holder = base.base[seat]!;
  return holder.heldPower === undefined ? null : holder.heldPower(data[seat] ?? null);
}

function effectiveLineup(base: Lineup, state: SantoriniState): Lineup {
  const data = state.powers;
  const seats = base.base.length;
  const names: string[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const held = heldBy(base, data, seat);
    names.push(held === null ? base.base[seat]!.name : `${base.base[seat]!.name}>${held}`);
  }
  for (let seat = 0; seat < seats; seat++) {
    const holder = base.base[seat]!;
    const held = holder.takesPower === true ? heldBy(base, data, seat) : null;
    if (held === null) continue;
    for (let other = 0; other < seats; other++) {
      if (!areOpponents(state, seat, other)) continue;
      if (base.base[other]!.name === held || heldBy(base, data, other) === held) names[other] = '-';
    }
  }
  const key = `${state.gods.join(',')}|${names.join(',')}`;
  let lineup = lineupsByKey.get(key);
  if (lineup === undefined) {
    const powers = names.map((name, seat) => {
      if (name === '-') return MORTAL;
      const held = name.indexOf('>');
      return held < 0 ? base.base[seat]! : holding(base.base[seat]!, GODS.get(name.slice(held + 1)) ?? MORTAL);
    });
    lineup = lineupFor(base.base, powers);
    lineupsByKey.set(key, lineup);
  }
  return lineup;
}

/**
 * The {@link Lineup} of `state`: the powers its seats play with now.
 *
 * @group Gods
 */
export function lineupOf(state: SantoriniState): Lineup {
  const gods = state.gods;
  if (gods === lastGods && (!lastLineup.dynamic || state.powers === lastData)) return lastLineup;
  let lineup = baseLineup(gods);
  if (lineup.dynamic) lineup = effectiveLineup(lineup, state);
  lastGods = gods;
  lastData = state.powers;
  lastLineup = lineup;
  return lineup;
}

/**
 * The power `seat` plays with now. Every hook lookup of the machine goes through here (and
 * {@link lineupOf}), so a power that holds another's (Chaos, Circe) changes these.
 *
 * @group Gods
 */
export function powerOf(state: SantoriniState, seat: number): GodPower {
  return lineupOf(state).powers[seat] ?? MORTAL;
}
