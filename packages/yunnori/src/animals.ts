/**
 * The animals of the advanced game and their codes in save files.
 *
 * @module
 */

/**
 * An animal player of the advanced game. `pig`: whoever catches a pig's pieces ends their turn
 * at once. `dog`: a geol throws again. `sheep`: a catch earns two bonus throw phases. `cow`:
 * moves only along the yellow path.
 *
 * @group Board
 */
export type Animal = 'pig' | 'dog' | 'sheep' | 'cow';

/**
 * The animals by save-file code: 0 pig, 1 dog, 2 sheep, 3 cow.
 *
 * @group Board
 */
export const ANIMALS: readonly Animal[] = Object.freeze(['pig', 'dog', 'sheep', 'cow'] as Animal[]);

/**
 * True when `value` is one of the four animal names.
 *
 * @group Board
 */
export function isAnimal(value: unknown): value is Animal {
  return value === 'pig' || value === 'dog' || value === 'sheep' || value === 'cow';
}

/**
 * The save-file code of an animal (0 pig, 1 dog, 2 sheep, 3 cow).
 *
 * @group Board
 */
export function animalCode(animal: Animal): number {
  return ANIMALS.indexOf(animal);
}
