// The yunnori engine, in a chunk of its own so that only its page loads it.
export { yunnori as game } from '@games/yunnori';
