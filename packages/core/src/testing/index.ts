/**
 * `@games/core/testing`: the conformance kit. `conformance(game, config)` registers the laws of
 * the `Game` contract as vitest tests; `arbReachableState` generates reachable states for
 * property tests of your own. Needs `fast-check` and `vitest` (peer dependencies).
 *
 * @module @games/core/testing
 */
export { conformance } from './conformance.js';
export { conformanceLaws, type ConformanceConfig, type Law } from './laws.js';
export { arbReachableState, reach, type Reached, type ReachableSettings } from './reachable.js';
export { findNonJson, jsonEqual, snapshot } from './plain-data.js';
