import { unwrap } from '@games/core';
import {
  ANIMALS,
  boardOf,
  CAVE_CARDS,
  DEFAULT_BOARD,
  fieryDragons,
  PLAIN_CARDS,
  STANDARD_CHITS,
  startingCaves,
  tokenOf,
  VOLCANO_CARDS,
  type FieryDragonsOptions,
} from '@games/fiery-dragons';
import { describe, expect, it } from 'vitest';
import { scenario } from '@games/testing';
import { animalChit, customBoard, flip, position } from './helpers.js';

function setupError(options: unknown): { code: string; message: string } {
  const result = fieryDragons.setup(options as FieryDragonsOptions);
  if (result.ok) throw new Error(`setup accepted ${JSON.stringify(options)}`);
  return result.error;
}

const count = <T>(items: readonly T[], item: T): number => items.filter((candidate) => candidate === item).length;

describe('the published volcano cards', () => {
  it('are eight cards of three squares; each animal stands on exactly 6 of the 24 squares', () => {
    const squares = Object.values(VOLCANO_CARDS).flat();
    expect(squares).toHaveLength(24);
    for (const animal of ANIMALS) expect(count(squares, animal)).toBe(6);
  });

  it('the 16 chits: one of 1, 2 and 3 of each animal, two 1-pirate and two 2-pirate chits', () => {
    expect(STANDARD_CHITS).toHaveLength(16);
    for (const animal of ANIMALS) {
      for (const n of [1, 2, 3]) expect(STANDARD_CHITS.filter((chit) => chit.kind === 'animal' && chit.animal === animal && chit.count === n)).toHaveLength(1);
    }
    expect(STANDARD_CHITS.filter((chit) => chit.kind === 'pirate').map((chit) => (chit as { count: number }).count)).toEqual([1, 1, 2, 2]);
  });
});

describe('the fixed default board (no seed)', () => {
  const state = unwrap(fieryDragons.setup({ players: 4 }));
  const board = boardOf(state);

  it('lays the cards E A F B G C H D, cave cards alternating with plain ones', () => {
    expect(board.cards.map((card) => card.name)).toEqual(['E', 'A', 'F', 'B', 'G', 'C', 'H', 'D']);
    expect(board.squares).toEqual(['E', 'A', 'F', 'B', 'G', 'C', 'H', 'D'].flatMap((name) => VOLCANO_CARDS[name as 'A']));
    expect(board.lap).toBe(26);
  });

  it('puts the caves at the middle squares of E, F, G, H showing bat, spider, salamander, baby-dragon', () => {
    expect(board.caves.map(({ square, animal, owner }) => ({ square, animal, owner }))).toEqual([
      { square: 1, animal: 'bat', owner: 0 },
      { square: 7, animal: 'spider', owner: 1 },
      { square: 13, animal: 'salamander', owner: 2 },
      { square: 19, animal: 'baby-dragon', owner: 3 },
    ]);
  });

  it('keeps the chits in the listed order', () => {
    expect(state.chits).toEqual(STANDARD_CHITS);
  });

  it('is the same every time', () => {
    expect(unwrap(fieryDragons.setup({ players: 4 }))).toEqual(state);
    expect(DEFAULT_BOARD.cards.map((card) => card.name).join('')).toBe('EAFBGCHD');
  });
});

describe('caves spread out among the players', () => {
  it.each([
    [1, [0]],
    [2, [0, 2]],
    [3, [0, 1, 2]],
    [4, [0, 1, 2, 3]],
  ])('%i players take caves %j; every token starts inside its own cave', (players, caves) => {
    const state = unwrap(fieryDragons.setup({ players }));
    expect(state.homeCave).toEqual(caves);
    for (let seat = 0; seat < players; seat++) expect(tokenOf(state, seat)).toEqual({ inCave: true, square: null, cave: caves[seat], progress: 0, home: false });
    expect(boardOf(state).caves.filter((cave) => cave.owner !== null)).toHaveLength(players);
  });

  it('generalises to other cave counts as floor(seat * caves / players)', () => {
    expect(startingCaves(3, 2)).toEqual([0, 1]);
    expect(startingCaves(2, 1)).toEqual([0]);
    expect(startingCaves(4, 3)).toEqual([0, 1, 2]);
  });
});

describe('a seeded setup', () => {
  const seeds = [1, 2, 3, 4, 5, 6, 7, 8];
  const states = seeds.map((seed) => unwrap(fieryDragons.setup({ players: 4, seed })));

  it('is deterministic', () => {
    expect(unwrap(fieryDragons.setup({ players: 4, seed: 3 }))).toEqual(states[2]);
  });

  it('shuffles cave cards among cave slots and plain cards among plain slots', () => {
    for (const state of states) {
      const names = state.board.cards.map((card) => card.name);
      expect(names.filter((_, index) => index % 2 === 0).sort()).toEqual([...CAVE_CARDS]);
      expect(names.filter((_, index) => index % 2 === 1).sort()).toEqual([...PLAIN_CARDS]);
      expect(state.board.caves.map((cave) => cave.square)).toEqual([1, 7, 13, 19]);
      expect(state.board.caves.map((cave) => cave.animal).sort()).toEqual([...ANIMALS].sort());
      for (const animal of ANIMALS) expect(count(state.board.squares, animal)).toBe(6);
      expect([...state.chits].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual(
        [...STANDARD_CHITS].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
      );
    }
  });

  it('differs between seeds: board, cave animals and chit positions', () => {
    expect(new Set(states.map((state) => state.board.cards.map((card) => card.name).join(''))).size).toBeGreaterThan(1);
    expect(new Set(states.map((state) => state.board.caves.map((cave) => cave.animal).join())).size).toBeGreaterThan(1);
    expect(new Set(states.map((state) => JSON.stringify(state.chits))).size).toBeGreaterThan(1);
  });

  it('shuffles the extension chits in with the others', () => {
    const shuffled = seeds.map((seed) => unwrap(fieryDragons.setup({ players: 2, seed, extraChits: { freeCave: 1, swap: 1 } })));
    expect(new Set(shuffled.map((state) => state.chits.findIndex((chit) => chit.kind === 'swap'))).size).toBeGreaterThan(1);
  });
});

describe('custom boards', () => {
  // Ten squares on five cards of uneven size; three caves, unevenly spaced, at the start, middle and end of cards.
  const uneven = customBoard(
    'bat(cave=bat) spider | salamander | baby-dragon spider bat salamander(cave=spider) | bat | spider(cave=salamander) baby-dragon',
  );

  it('are built from the cards as data; the lap is N + 2', () => {
    const state = unwrap(fieryDragons.setup({ players: 3, board: uneven }));
    const board = boardOf(state);
    expect(board.squares).toEqual(['bat', 'spider', 'salamander', 'baby-dragon', 'spider', 'bat', 'salamander', 'bat', 'spider', 'baby-dragon']);
    expect(board.caves.map(({ square, animal, owner }) => [square, animal, owner])).toEqual([
      [0, 'bat', 0],
      [6, 'spider', 1],
      [8, 'salamander', 2],
    ]);
    expect(board.cards.map(({ first, size }) => [first, size])).toEqual([
      [0, 2],
      [2, 1],
      [3, 4],
      [7, 1],
      [8, 2],
    ]);
    expect(board.lap).toBe(12);
  });

  it('number caves clockwise by square, whatever order the definition lists them in', () => {
    const reversed = { ...uneven, caves: [...uneven.caves].reverse() };
    expect(boardOf(unwrap(fieryDragons.setup({ players: 3, board: reversed }))).caves.map((cave) => cave.square)).toEqual([0, 6, 8]);
  });

  it('give two players the caves floor(i * caves / players): 0 and 1 of three', () => {
    expect(unwrap(fieryDragons.setup({ players: 2, board: uneven })).homeCave).toEqual([0, 1]);
  });

  it('play a whole lap: leave, go round, come home at exactly N + 2', () => {
    // Seat 0: cave on square 0 (bat). bat x2 -> square 1 (progress 2); spider x3 -> square 4 (5);
    // spider x2 -> square 6 (7); salamander x3 -> square 9 (10); baby-dragon x1 -> square 0 (11);
    // bat x1 -> home (12).
    const state = scenario(fieryDragons)
      .from(position({ players: 1, board: uneven }, ''))
      .play(flip(animalChit('bat', 2)), flip(animalChit('spider', 3)), flip(animalChit('spider', 2)), flip(animalChit('salamander', 3)), flip(animalChit('baby-dragon', 1))).state;
    expect(tokenOf(state, 0)).toMatchObject({ square: 0, progress: 11, home: false });
    const home = scenario(fieryDragons).from(state).play(flip(animalChit('bat', 1))).state;
    expect(tokenOf(home, 0)).toMatchObject({ inCave: true, progress: 12, home: true });
    expect(home.outcome).toEqual({ ranking: [[0]], reason: 'first-home' });
  });

  it('a cave on the last square of a card and tokens leaving it', () => {
    const state = scenario(fieryDragons).from(position({ players: 2, board: uneven }, 'to act: 1')).play(flip(animalChit('spider', 3))).state;
    // Seat 1's cave shows a spider on square 6: 3 steps reach square 8.
    expect(tokenOf(state, 1)).toMatchObject({ square: 8, progress: 3 });
  });

  it('work with other card sizes: a ring of 2 squares (lap 4)', () => {
    const tiny = customBoard('spider(cave=bat) bat');
    let state = scenario(fieryDragons).from(position({ players: 1, board: tiny }, '')).play(flip(animalChit('bat', 3))).state;
    // Three steps: square 0 (1), square 1 (2), square 0 (3): the lap is done.
    expect(tokenOf(state, 0)).toMatchObject({ square: 0, progress: 3 });
    state = scenario(fieryDragons).from(state).play(flip(animalChit('spider', 1))).state;
    expect(state.outcome).toEqual({ ranking: [[0]], reason: 'first-home' });
  });

  it('are used as given with a seed; only the chits are shuffled', () => {
    const a = unwrap(fieryDragons.setup({ players: 2, board: uneven, seed: 5 }));
    expect(a.board.squares).toEqual(boardOf(unwrap(fieryDragons.setup({ players: 2, board: uneven }))).squares);
  });

  it('are copied: changing the definition afterwards changes nothing', () => {
    const definition = customBoard('bat(cave=bat) spider | salamander(cave=spider)');
    const state = unwrap(fieryDragons.setup({ players: 2, board: definition }));
    (definition.cards[0]!.squares as string[])[1] = 'bat';
    expect(state.board.squares[1]).toBe('spider');
  });
});

describe('bad options give invalid-options naming the problem', () => {
  const cards = [{ squares: ['bat', 'spider'] }, { squares: ['salamander'] }, { squares: ['bat'] }, { squares: ['spider'] }, { squares: ['bat'] }];

  it.each([
    [{ players: 0 }, /players must be an integer 1..4/],
    [{ players: 5 }, /players must be an integer 1..4/],
    [{ players: 2.5 }, /players/],
    [{ seed: 'x' }, /seed/],
    [{ finish: 'last-home' }, /finish must be/],
    [{ pirateEndsTurn: 1 }, /pirateEndsTurn must be a boolean/],
    [{ voluntaryEndTurn: 'yes' }, /voluntaryEndTurn/],
    [{ extraChits: { freeCave: -1 } }, /extraChits.freeCave/],
    [{ extraChits: { swap: 99 } }, /extraChits.swap/],
    [{ extraChits: { teleport: 1 } }, /unknown field "teleport"/],
    [{ colour: 'red' }, /unknown option "colour"/],
    [{ board: { cards: [], caves: [] } }, /non-empty array/],
    [{ board: { cards: [{ squares: ['bat', 'dragon'] }], caves: [] } }, /squares\[1\] is "dragon", not an animal/],
    [{ board: { cards: [{ squares: ['bat'] }], caves: [] } }, /no cave/],
    [{ board: { cards, caves: [{ card: 0, square: 0, animal: 'bat' }, { card: 0, square: 1, animal: 'spider' }] } }, /two caves on one card: caves 0 and 1 are both on card 0/],
    [
      { players: 1, board: { cards, caves: [0, 1, 2, 3, 4].map((card) => ({ card, square: 0, animal: 'bat' })) } },
      /5 caves: more than four caves/,
    ],
    [{ board: { cards, caves: [{ card: 1, square: 1, animal: 'bat' }] } }, /square must be a square of card 1: 0..0/],
    [{ board: { cards, caves: [{ card: 7, square: 0, animal: 'bat' }] } }, /card must be a card index 0..4/],
    [{ board: { cards, caves: [{ card: 0, square: 0, animal: 'owl' }] } }, /animal is "owl"/],
    [{ players: 3, board: { cards, caves: [{ card: 0, square: 0, animal: 'bat' }] } }, /3 players need 3 caves, the board has 1/],
    [{ board: { cards: Array.from({ length: 1001 }, () => ({ squares: ['bat'] })), caves: [{ card: 0, square: 0, animal: 'bat' }] } }, /more than 1000/],
  ])('%j', (options, message) => {
    const error = setupError(options);
    expect(error.code).toBe('invalid-options');
    expect(error.message).toMatch(message);
  });

  it('accepts no options at all: two players on the default board', () => {
    const state = unwrap(fieryDragons.setup(undefined as unknown as FieryDragonsOptions));
    expect(state.players).toBe(2);
  });
});
