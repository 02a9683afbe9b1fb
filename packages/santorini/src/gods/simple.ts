/**
 * The ten Simple Gods of the base box, as a list of their own: Chaos draws from them, Circe checks
 * what Chaos may hold, and the registry (`index.ts`) lists them. None of them reads the registry.
 *
 * @module
 */
import type { GodPower } from '../power.js';
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

/**
 * The ten Simple Gods of the base box.
 *
 * @group Gods
 */
export const SIMPLE_GODS: readonly GodPower[] = [apollo, artemis, athena, atlas, demeter, hephaestus, hermes, minotaur, pan, prometheus];

/** A Simple God by name, or `undefined`. */
export function simpleGodNamed(name: string): GodPower | undefined {
  return SIMPLE_GODS.find((god) => god.name === name);
}
