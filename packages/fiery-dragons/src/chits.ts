import { ANIMALS, type Animal } from './board.js';

/**
 * A chit showing 1 to 3 animals of one kind: move forward that many steps if it matches.
 *
 * @group Board
 */
export interface AnimalChit {
  /** Discriminant. */
  kind: 'animal';
  /** The animal shown. */
  animal: Animal;
  /** How many of it (1 to 3): the steps to move. */
  count: number;
}

/**
 * A pirate-dragon chit: move back `count` squares whatever the animal.
 *
 * @group Board
 */
export interface PirateChit {
  /** Discriminant. */
  kind: 'pirate';
  /** How many pirates (1 or 2): the squares to move back. */
  count: number;
}

/**
 * Extension chit: go back to the nearest empty cave behind the token.
 *
 * @group Board
 */
export interface FreeCaveChit {
  /** Discriminant. */
  kind: 'free-cave';
}

/**
 * Extension chit: swap places with the nearest token on the ring; the turn ends.
 *
 * @group Board
 */
export interface SwapChit {
  /** Discriminant. */
  kind: 'swap';
}

/**
 * A dragon card ("chit") in the middle of the board.
 *
 * @group Board
 */
export type Chit = AnimalChit | PirateChit | FreeCaveChit | SwapChit;

/**
 * What a seat sees of a chit: `face-down`, or the chit itself once revealed this turn.
 *
 * @group Board
 */
export type ChitView = 'face-down' | Chit;

/**
 * The 16 published chits in their fixed default order: for each animal (spider, bat,
 * salamander, baby-dragon) the chits with 1, 2 and 3 animals, then two 1-pirate and two
 * 2-pirate chits.
 *
 * @group Board
 */
export const STANDARD_CHITS: readonly Chit[] = [
  ...ANIMALS.flatMap((animal) => [1, 2, 3].map((count): Chit => ({ kind: 'animal', animal, count }))),
  { kind: 'pirate', count: 1 },
  { kind: 'pirate', count: 1 },
  { kind: 'pirate', count: 2 },
  { kind: 'pirate', count: 2 },
];

/**
 * The most extension chits of one kind a game may add.
 *
 * @group Board
 */
export const MAX_EXTRA_CHITS = 8;

/** The chits of a game: the 16 published ones, then `freeCave` free-cave and `swap` swap chits. */
export function chitSet(freeCave: number, swap: number): Chit[] {
  const chits = STANDARD_CHITS.map((chit) => ({ ...chit }));
  for (let index = 0; index < freeCave; index++) chits.push({ kind: 'free-cave' });
  for (let index = 0; index < swap; index++) chits.push({ kind: 'swap' });
  return chits;
}

/**
 * A short readable label for a chit: `bat x2`, `pirate x1`, `free-cave`, `swap`.
 *
 * @group Board
 */
export function chitLabel(chit: ChitView): string {
  if (chit === 'face-down') return 'face-down';
  switch (chit.kind) {
    case 'animal':
      return `${chit.animal} x${chit.count}`;
    case 'pirate':
      return `pirate x${chit.count}`;
    default:
      return chit.kind;
  }
}
