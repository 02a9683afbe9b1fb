// The tigerzone engine, in a chunk of its own so that only its page loads it.
export { tigerzone as game } from '@games/tigerzone';
