// The fiery-dragons engine, in a chunk of its own so that only its page loads it.
export { fieryDragons as game } from '@games/fiery-dragons';
