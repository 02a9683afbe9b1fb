// The stratego engine, in a chunk of its own so that only its page loads it.
export { stratego as game } from '@games/stratego';
