import { conformance } from '@games/testing/vitest';
import { fieryDragons, type FieryDragonsOptions } from '@games/fiery-dragons';
import { customBoard } from './helpers.js';

conformance(fieryDragons, {
  name: 'fiery-dragons: published board, 1-4 players, both finish modes',
  options: [
    { players: 1 },
    { players: 2 },
    { players: 3, seed: 7 },
    { players: 4, seed: 11 },
    { players: 2, finish: 'ranking', seed: 3 },
    { players: 3, finish: 'ranking' },
    { players: 4, finish: 'ranking', seed: 5 },
    { players: 2, pirateEndsTurn: true, voluntaryEndTurn: false, seed: 9 },
  ] satisfies FieryDragonsOptions[],
  maxPlies: 150,
  numRuns: 30,
});

// Small rings, so that random games reach their end (and the ranking mode its later turns).
const tiny = customBoard('spider(cave=bat) bat | salamander(cave=spider) baby-dragon');
const uneven = customBoard('bat(cave=bat) spider | salamander | baby-dragon spider bat salamander(cave=spider) | bat | spider(cave=salamander) baby-dragon');
const fourCaves = customBoard('bat(cave=bat) | spider(cave=spider) salamander | salamander(cave=salamander) | baby-dragon bat(cave=baby-dragon)');

conformance(fieryDragons, {
  name: 'fiery-dragons: custom boards',
  options: [
    { players: 1, board: tiny },
    { players: 2, board: tiny, seed: 1 },
    { players: 2, board: tiny, finish: 'ranking' },
    { players: 3, board: uneven, finish: 'ranking', seed: 2 },
    { players: 2, board: uneven, pirateEndsTurn: true },
    { players: 4, board: fourCaves, finish: 'ranking', seed: 4 },
    { players: 3, board: fourCaves, extraChits: { freeCave: 1, swap: 1 } },
  ] satisfies FieryDragonsOptions[],
  maxPlies: 200,
  numRuns: 30,
});

conformance(fieryDragons, {
  name: 'fiery-dragons: extension chits',
  options: [
    { players: 2, extraChits: { freeCave: 2 }, seed: 1 },
    { players: 3, extraChits: { swap: 2 }, seed: 2 },
    { players: 4, extraChits: { freeCave: 1, swap: 1 }, finish: 'ranking', seed: 3 },
    { players: 4, extraChits: { freeCave: 3, swap: 3 } },
  ] satisfies FieryDragonsOptions[],
  maxPlies: 150,
  numRuns: 30,
  // Free-cave chits send dragons home so often that random play rarely ends: 21 of 30 random
  // two-player games with two of them were still going after 20000 plies. No ply limit here.
  endWithin: null,
});
