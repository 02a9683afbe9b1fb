// The stratego engine, in a chunk of its own so that only its page loads it; with its named setups for the placement phase.
export { stratego as game, namedSetups, setupToMoves } from '@games/stratego';
