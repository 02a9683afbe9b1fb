/**
 * The registry of god powers (the catalogue): one file per god in this folder, one line per god
 * below. Which power each seat of a game plays with is the turn machine's `lineup.ts`.
 *
 * @module
 */
import { err, ok, type Result } from '@games/core';
import { SantoriniError } from '../errors.js';
import { MORTAL, type GodPower } from '../power.js';
import type { GodName } from '../state.js';
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
export const GOD_NAMES: readonly GodName[] = [...GODS.keys()].filter((name): name is GodName => name !== 'mortal');

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
