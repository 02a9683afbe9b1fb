// The santorini engine, in a chunk of its own so that only its page loads it.
export { santorini as game } from '@games/santorini';
