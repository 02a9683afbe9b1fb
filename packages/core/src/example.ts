/**
 * `@games/core/example`: Secret Pig, the small example game the guides walk through, with its
 * re-deal helper. Useful to try the match runner, the host step and the bots on.
 *
 * @module @games/core/example
 */
export { pig, redealHiddenSecrets, type PigMove, type PigOptions, type PigState, type PigView } from './example/pig.js';
