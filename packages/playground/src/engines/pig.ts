// Secret Pig, the contract's example game, in a chunk of its own so that only its page loads it.
export { pig as game } from '@games/core/example';
