/**
 * The registry of god powers: one file per god in this folder, one line per god below.
 *
 * @module
 */
import { describeValue, err, ok, type Result } from '@games/core';
import { MORTAL, type GodPower } from '../power.js';
import type { SantoriniState } from '../state.js';
import { apollo } from './apollo.js';
import { artemis } from './artemis.js';
import { athena } from './athena.js';
import { atlas } from './atlas.js';
import { demeter } from './demeter.js';
import { hephaestus } from './hephaestus.js';
import { hermes } from './hermes.js';
import { minotaur } from './minotaur.js';
import { pan } from './pan.js';
import { prometheus } from './prometheus.js';

/** The ten Simple Gods of the base box. */
export const SIMPLE_GODS: readonly GodPower[] = [apollo, artemis, athena, atlas, demeter, hephaestus, hermes, minotaur, pan, prometheus];

/** Every known power by name, `mortal` included. Add a new god of this package here. */
const GODS = new Map<string, GodPower>([MORTAL, ...SIMPLE_GODS].map((power) => [power.name, power]));

/** The names of the gods of this package (without `mortal`). */
export const GOD_NAMES: readonly string[] = [...GODS.keys()].filter((name) => name !== 'mortal');

/** The names of every registered god, {@link registerGod} included (without `mortal`). */
export function knownGods(): string[] {
  return [...GODS.keys()].filter((name) => name !== 'mortal');
}

/**
 * Adds a god power defined outside this package (a house rule, a test probe) to the registry,
 * so `setup` and positions accept its name. Refused with `invalid-god` when the name is not
 * lower-case letters or is taken.
 */
export function registerGod(power: GodPower): Result<GodPower> {
  if (typeof power?.name !== 'string' || !/^[a-z]+$/.test(power.name)) {
    return err('invalid-god', `a god's name must be lower-case letters: ${describeValue(power?.name)}`);
  }
  if (GODS.has(power.name)) return err('invalid-god', `there is already a god named ${power.name}`);
  GODS.set(power.name, power);
  return ok(power);
}

/** The power of a god by name, or `undefined` for an unknown name. */
export function godNamed(name: string): GodPower | undefined {
  return GODS.get(name);
}

/**
 * The powers of a game's seats, and which hooks occur among them at all (so the machine skips
 * loops over seats for hooks nobody has). Computed once per `gods` array, which every state of a
 * game shares.
 */
export interface Lineup {
  /** The power of each seat. */
  readonly powers: readonly GodPower[];
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
  /** Some power has {@link GodPower.winsAfterAction}. */
  readonly winsAfterAction: boolean;
  /** Some power has {@link GodPower.anyTurnEnds}. */
  readonly anyTurnEnds: boolean;
  /** Some power has {@link GodPower.otherTurnBegins}. */
  readonly otherTurnBegins: boolean;
  /** Some power places its workers first ({@link GodPower.placesFirst}). */
  readonly placesFirst: boolean;
}

function lineupFor(gods: readonly string[]): Lineup {
  const powers = gods.map((name) => GODS.get(name) ?? MORTAL);
  const some = (hook: keyof GodPower): boolean => powers.some((power) => power[hook] !== undefined);
  return {
    powers,
    mortal: powers.every((power) => power === MORTAL),
    forbidsMovingUp: some('forbidsMovingUp'),
    restrictsStep: some('restrictsStep'),
    restrictsBuild: some('restrictsBuild'),
    vetoesWin: some('vetoesWin'),
    allowsTurn: some('allowsTurn'),
    winsAfterAction: some('winsAfterAction'),
    anyTurnEnds: some('anyTurnEnds'),
    otherTurnBegins: some('otherTurnBegins'),
    placesFirst: powers.some((power) => power.placesFirst === true),
  };
}

const lineups = new WeakMap<readonly string[], Lineup>();
const lineupsByKey = new Map<string, Lineup>();
let lastGods: readonly string[] | null = null;
let lastLineup: Lineup = lineupFor([]);

/** The {@link Lineup} of the game `state` belongs to. */
export function lineupOf(state: SantoriniState): Lineup {
  const gods = state.gods;
  if (gods === lastGods) return lastLineup;
  let lineup = lineups.get(gods);
  if (lineup === undefined) {
    const key = gods.join(',');
    lineup = lineupsByKey.get(key);
    if (lineup === undefined) {
      lineup = lineupFor(gods);
      lineupsByKey.set(key, lineup);
    }
    lineups.set(gods, lineup);
  }
  lastGods = gods;
  lastLineup = lineup;
  return lineup;
}

/**
 * The power `seat` plays with now. Every hook lookup of the machine goes through here (and
 * {@link lineupOf}), so a power that lends or borrows powers (Circe, Chaos) changes these.
 */
export function powerOf(state: SantoriniState, seat: number): GodPower {
  return lineupOf(state).powers[seat] ?? MORTAL;
}
