// The santorini engine, in a chunk of its own so that only its page loads it; with the gods' names for the god choice.
export { santorini as game, GOD_NAMES as gods } from '@games/santorini';
