import { type Seat } from '@games/core';
import { ringStep } from '@games/core/board';

/** The four animals shown on volcano squares, caves and animal chits. */
export type Animal = 'spider' | 'bat' | 'salamander' | 'baby-dragon';

/** Every animal, in the order the rules list them (also the order of the default chits). */
export const ANIMALS: readonly Animal[] = ['spider', 'bat', 'salamander', 'baby-dragon'];

/** One volcano card of a board definition: a run of ring squares, clockwise. */
export interface VolcanoCard {
  /** A label for the card (`A` .. `H` on the published board); its position when omitted. */
  name?: string;
  /** The animal on each square of the card, clockwise; at least one square. */
  squares: Animal[];
}

/** A cave of a board definition: which card carries it, at which square, showing which animal. */
export interface CaveDefinition {
  /** Index of the card (in {@link BoardDefinition.cards}) with the cave cut-out. */
  card: number;
  /** Index of the square on that card the cave is attached to (0-based, clockwise). */
  square: number;
  /** The animal the cave shows. */
  animal: Animal;
}

/**
 * A board as data: the volcano cards in clockwise order (square 0 is the first square of the
 * first card) and up to four caves, at most one per card.
 */
export interface BoardDefinition {
  /** The volcano cards, clockwise. */
  cards: VolcanoCard[];
  /** The caves, at most four, at most one per card, anywhere on a card. */
  caves: CaveDefinition[];
}

/** The eight published volcano cards by name, squares clockwise (E to H have a cave cut-out). */
export const VOLCANO_CARDS: Readonly<Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H', readonly Animal[]>> = {
  A: ['spider', 'bat', 'salamander'],
  B: ['baby-dragon', 'salamander', 'bat'],
  C: ['bat', 'baby-dragon', 'salamander'],
  D: ['salamander', 'baby-dragon', 'spider'],
  E: ['baby-dragon', 'bat', 'spider'],
  F: ['salamander', 'spider', 'bat'],
  G: ['spider', 'salamander', 'baby-dragon'],
  H: ['bat', 'spider', 'baby-dragon'],
};

/** The published cards without a cave cut-out. */
export const PLAIN_CARDS = ['A', 'B', 'C', 'D'] as const;
/** The published cards with a cave cut-out at their middle square. */
export const CAVE_CARDS = ['E', 'F', 'G', 'H'] as const;
/** The cave animals of the fixed default board, for the caves on E, F, G, H in that order. */
export const DEFAULT_CAVE_ANIMALS: readonly Animal[] = ['bat', 'spider', 'salamander', 'baby-dragon'];

/**
 * The published layout: cave cards and plain cards alternating, caves at the middle squares.
 * `caveCards` and `plainCards` give the card names in ring order, `caveAnimals` the animal of
 * each cave in the same order.
 */
export function publishedBoard(
  caveCards: readonly string[],
  plainCards: readonly string[],
  caveAnimals: readonly Animal[],
): BoardDefinition {
  const cards: VolcanoCard[] = [];
  const caves: CaveDefinition[] = [];
  for (let index = 0; index < caveCards.length; index++) {
    const caveName = caveCards[index] as keyof typeof VOLCANO_CARDS;
    const plainName = plainCards[index] as keyof typeof VOLCANO_CARDS;
    caves.push({ card: cards.length, square: 1, animal: caveAnimals[index] as Animal });
    cards.push({ name: caveName, squares: VOLCANO_CARDS[caveName].slice() });
    cards.push({ name: plainName, squares: VOLCANO_CARDS[plainName].slice() });
  }
  return { cards, caves };
}

/** The fixed default board used without a seed: cards `E A F B G C H D`, caves bat, spider, salamander, baby-dragon. */
export const DEFAULT_BOARD: BoardDefinition = publishedBoard(CAVE_CARDS, PLAIN_CARDS, DEFAULT_CAVE_ANIMALS);

/** A cave of a built board. */
export interface Cave {
  /** The ring square the cave is attached to. */
  square: number;
  /** The animal the cave shows. */
  animal: Animal;
  /** Index of the card carrying it. */
  card: number;
  /** The seat whose home this cave is, or `null` when no player owns it. */
  owner: Seat | null;
}

/** A volcano card placed on the ring. */
export interface PlacedCard {
  /** The card's label. */
  name: string;
  /** Its first ring square. */
  first: number;
  /** How many squares it has. */
  size: number;
}

/**
 * A built board, kept in the state and shared (never copied) between states. Squares are
 * numbered clockwise from 0; caves are numbered in the clockwise order of their squares.
 */
export interface Board {
  /** The animal of each ring square. */
  squares: Animal[];
  /** The cards in ring order with the squares they cover. */
  cards: PlacedCard[];
  /** The caves, in clockwise order of their squares. */
  caves: Cave[];
  /** By ring square: the index of the cave attached to it, or -1. */
  caveAt: number[];
  /** The progress at which a token is home: ring length + 2 (26 on the published board). */
  lap: number;
}

/** The largest ring accepted for a custom board. */
export const MAX_RING_SQUARES = 1000;

/** The problem with a board definition, or `null` when it can be built. */
export function boardProblem(definition: unknown): string | null {
  if (typeof definition !== 'object' || definition === null || Array.isArray(definition)) return 'board must be an object { cards, caves }';
  const extra = Object.keys(definition).filter((key) => key !== 'cards' && key !== 'caves');
  if (extra.length > 0) return `board has unknown field ${extra.map((key) => JSON.stringify(key)).join(', ')}`;
  const { cards, caves } = definition as BoardDefinition;
  if (!Array.isArray(cards) || cards.length === 0) return 'board.cards must be a non-empty array of volcano cards';
  let ringLength = 0;
  for (let index = 0; index < cards.length; index++) {
    const card = cards[index] as unknown;
    if (typeof card !== 'object' || card === null || Array.isArray(card)) return `board.cards[${index}] must be an object { name?, squares }`;
    const unknownKeys = Object.keys(card).filter((key) => key !== 'name' && key !== 'squares');
    if (unknownKeys.length > 0) return `board.cards[${index}] has unknown field ${JSON.stringify(unknownKeys[0])}`;
    const { name, squares } = card as VolcanoCard;
    if (name !== undefined && (typeof name !== 'string' || name.length === 0)) return `board.cards[${index}].name must be a non-empty string`;
    if (!Array.isArray(squares) || squares.length === 0) return `board.cards[${index}].squares must be a non-empty array of animals`;
    for (let square = 0; square < squares.length; square++) {
      if (!ANIMALS.includes(squares[square] as Animal)) {
        return `board.cards[${index}].squares[${square}] is ${JSON.stringify(squares[square])}, not an animal (${ANIMALS.join(', ')})`;
      }
    }
    ringLength += squares.length;
  }
  if (ringLength > MAX_RING_SQUARES) return `the ring has ${ringLength} squares, more than ${MAX_RING_SQUARES}`;
  if (!Array.isArray(caves)) return 'board.caves must be an array of caves { card, square, animal }';
  if (caves.length === 0) return 'the board has no cave: at least one is needed';
  if (caves.length > 4) return `the board has ${caves.length} caves: more than four caves`;
  const caveOnCard = new Array<number>(cards.length).fill(-1);
  for (let index = 0; index < caves.length; index++) {
    const cave = caves[index] as unknown;
    if (typeof cave !== 'object' || cave === null || Array.isArray(cave)) return `board.caves[${index}] must be an object { card, square, animal }`;
    const unknownKeys = Object.keys(cave).filter((key) => key !== 'card' && key !== 'square' && key !== 'animal');
    if (unknownKeys.length > 0) return `board.caves[${index}] has unknown field ${JSON.stringify(unknownKeys[0])}`;
    const { card, square, animal } = cave as CaveDefinition;
    if (!Number.isInteger(card) || card < 0 || card >= cards.length) return `board.caves[${index}].card must be a card index 0..${cards.length - 1}`;
    const size = (cards[card] as VolcanoCard).squares.length;
    if (!Number.isInteger(square) || square < 0 || square >= size) return `board.caves[${index}].square must be a square of card ${card}: 0..${size - 1}`;
    if (!ANIMALS.includes(animal)) return `board.caves[${index}].animal is ${JSON.stringify(animal)}, not an animal (${ANIMALS.join(', ')})`;
    const earlier = caveOnCard[card] as number;
    if (earlier >= 0) return `two caves on one card: caves ${earlier} and ${index} are both on card ${card}`;
    caveOnCard[card] = index;
  }
  return null;
}

/**
 * Builds a board from a definition (check it with {@link boardProblem} first) and gives each of
 * `players` seats its home cave (see {@link startingCaves}); needs at least as many caves as players.
 */
export function buildBoard(definition: BoardDefinition, players: number): Board {
  const squares: Animal[] = [];
  const cards: PlacedCard[] = [];
  definition.cards.forEach((card, index) => {
    cards.push({ name: card.name ?? String(index), first: squares.length, size: card.squares.length });
    squares.push(...card.squares);
  });
  const caves: Cave[] = definition.caves
    .map((cave) => ({ square: (cards[cave.card] as PlacedCard).first + cave.square, animal: cave.animal, card: cave.card, owner: null as Seat | null }))
    .sort((a, b) => a.square - b.square);
  startingCaves(caves.length, players).forEach((cave, seat) => {
    (caves[cave] as Cave).owner = seat;
  });
  const caveAt = new Array<number>(squares.length).fill(-1);
  caves.forEach((cave, index) => {
    caveAt[cave.square] = index;
  });
  return { squares, cards, caves, caveAt, lap: squares.length + 2 };
}

/**
 * The caves the seats start in: spread round the board. With four caves: 2 players on caves 0
 * and 2, 3 players on 0, 1, 2, 4 players on all; in general seat i takes cave
 * `floor(i * caves / players)`.
 */
export function startingCaves(caveCount: number, players: number): number[] {
  const result: number[] = [];
  for (let seat = 0; seat < players; seat++) result.push(Math.floor((seat * caveCount) / players));
  return result;
}

/**
 * The ring square a token on the ring stands on, given its home cave's square and its progress
 * (step 1 is the home cave's square; progress may be 0 or negative after pirates).
 */
export function squareAtProgress(board: Board, homeSquare: number, progress: number): number {
  return ringStep(board.squares.length, homeSquare, progress - 1);
}
