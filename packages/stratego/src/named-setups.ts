/**
 * Named setups shipped with the package: a few classic and barrage arrangements, written for
 * this package as setup strings, for a UI or a terminal to offer by name.
 *
 * @module
 */
import type { Variant } from './pieces.js';

/**
 * A setup with a name, ready for `redSetup`/`blueSetup` or `setupToMoves`.
 *
 * @group Setup
 */
export interface NamedSetup {
  /** A short kebab-case name, such as `corner-fortress`. */
  readonly name: string;
  /** The variant whose army it holds. */
  readonly variant: Variant;
  /** One line saying what the setup does. */
  readonly description: string;
  /**
   * The setup string: back rank first, rows separated by `/`, columns A..K in each row. Given to
   * Blue it stands mirrored left to right as seen from Blue's side (Blue's left is column K).
   */
  readonly setup: string;
}

/**
 * The named setups: four classic ones and two for barrage. Each is a complete army of its
 * variant (a test checks it). Use one as an option (`{ redSetup: namedSetups[0].setup }`) or
 * place it with moves (`setupToMoves(seat, setup.setup, setup.variant)`).
 *
 * @group Setup
 */
export const namedSetups: readonly NamedSetup[] = Object.freeze(
  [
    {
      name: 'corner-fortress',
      variant: 'classic',
      description: 'Flag in the back corner A1 behind two Bombs; Marshal and General on the third row, Scouts in the open lanes.',
      setup: 'FB334B5436/B546B27543/27S9B6M8B2/2732825622',
    },
    {
      name: 'shoreline-bluff',
      variant: 'classic',
      description: 'Flag on the front row at D4, guarded by the lake in front and Bombs on the other three sides.',
      setup: '3B4256B423/43S5264B37/526BM37285/27BFB28629',
    },
    {
      name: 'center-fortress',
      variant: 'classic',
      description: 'Flag in the middle of the back rank at E1, boxed in by three Bombs; a balanced army in front.',
      setup: '435BFB3543/56S7B94632/2B82M76B52/284B223672',
    },
    {
      name: 'blitz',
      variant: 'classic',
      description: 'Marshal and General on the front row for an early attack; Flag in the corner K1 behind Bombs.',
      setup: '3B43543BBF/26S746734B/52B8272B35/9262M28625',
    },
    {
      name: 'barrage-corner',
      variant: 'barrage',
      description: 'Barrage: Flag in the corner A1 behind its Bomb; Marshal and General in the middle of the front row.',
      setup: 'F........./B........./..3....S../2...M9...2',
    },
    {
      name: 'barrage-decoy',
      variant: 'barrage',
      description: 'Barrage: the Bomb stands alone at I1 as a decoy Flag; the real Flag waits unguarded at E1.',
      setup: '....F...B./........../..S....3../2...9M...2',
    },
  ].map((setup) => Object.freeze(setup as NamedSetup)),
);

const BY_NAME = new Map(namedSetups.map((setup) => [setup.name, setup]));

/**
 * The named setup called `name`, or `undefined` when there is none.
 *
 * @group Setup
 */
export function namedSetup(name: string): NamedSetup | undefined {
  return BY_NAME.get(name);
}
