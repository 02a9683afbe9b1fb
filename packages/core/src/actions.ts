/**
 * `@games/core/actions`: action ids and observation tensors, for research hosts (the engine
 * protocol, reinforcement learning, PettingZoo): a game's moves as dense integer ids with a legal
 * mask, its views as fixed-shape tensors, and terminal rewards. A game offers them through
 * `Game.actions` and `Game.observe`; apps that play by notation do not need them.
 *
 * @module @games/core/actions
 */
export type { ActionIds, ObservationTensor } from './contract.js';
export { ActionError, actionMask, isActionId, legalActionIds, observe, unknownAction } from './action-ids.js';
export { outcomeRewards } from './bots/mcts.js';
