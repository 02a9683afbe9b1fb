/**
 * The registry of god powers: one file per god in this folder, one line per god below.
 *
 * @module
 */
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

/** Every known power by name, `mortal` included. Add a new god here. */
export const GODS: ReadonlyMap<string, GodPower> = new Map([MORTAL, ...SIMPLE_GODS].map((power) => [power.name, power]));

/** The names of every god power (without `mortal`). */
export const GOD_NAMES: readonly string[] = [...GODS.keys()].filter((name) => name !== 'mortal');

/** The power of a god by name, or `undefined` for an unknown name. */
export function godNamed(name: string): GodPower | undefined {
  return GODS.get(name);
}

/**
 * The power `seat` plays with now. Every hook lookup of the machine goes through here, so a power
 * that lends or borrows powers (Circe, Chaos) changes this one function.
 */
export function powerOf(state: SantoriniState, seat: number): GodPower {
  return GODS.get(state.gods[seat] ?? 'mortal') ?? MORTAL;
}
