/**
 * `@games/testing`: the conformance kit of `@games`, for any test runner. The laws of the `Game`
 * contract as plain checks ({@link conformanceLaws}), arbitraries of reachable states
 * ({@link arbReachableState}), rulebook-style {@link scenario}s and plain-data helpers. Needs
 * `fast-check` (a peer dependency); `@games/testing/vitest` registers the laws as vitest tests.
 *
 * @module @games/testing
 */
export { conformanceDefaults, type ConformanceConfig } from './config.js';
export type { Law } from './context.js';
export { LawFailure } from './failure.js';
export { conformanceLaws } from './laws.js';
export { arbReachableState, reach, type Reached, type ReachableSettings } from './reachable.js';
export { canonical, findNonJson, firstDifference, jsonEqual, snapshot } from './plain-data.js';
export { scenario, ScenarioError, type Scenario, type ScenarioStart } from './scenario.js';
export { hostileInputLaws } from './laws-hostile.js';
export { applyHostileEdit, arbHostileEdit, arbHostileMove, arbHostileValue, arbMutatedText, changingField, holes, throwingField, type HostileEdit, type HostileSettings, type MutationSettings } from './hostile.js';
