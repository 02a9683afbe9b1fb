import { type Seat } from '@games/core';
import { describeValue } from '@games/core/authoring';
import { ringStep } from '@games/core/board';

/**
 * The four animals shown on volcano squares, caves and animal chits.
 *
 * @group Board
 */
export type Animal = 'spider' | 'bat' | 'salamander' | 'baby-dragon';

/**
 * Every animal, in the order the rules list them (also the order of the default chits).
 *
 * @group Board
 */
export const ANIMALS: readonly Animal[] = ['spider', 'bat', 'salamander', 'baby-dragon'];

/**
 * One volcano card of a board definition: a run of ring squares, clockwise.
 *
 * @group Board
 */
export interface VolcanoCard {
  /** A label for the card (`A` .. `H` on the published board); its position when omitted. */
  name?: string;
  /** The animal on each square of the card, clockwise; at least one square. */
  squares: Animal[];
}

/**
 * A cave of a board definition: which card carries it, at which square, showing which animal.
 *
 * @group Board
 */
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
 *
 * @group Board
 */
export interface BoardDefinition {
  /** The volcano cards, clockwise. */
  cards: VolcanoCard[];
  /** The caves, at most four, at most one per card, anywhere on a card. */
  caves: CaveDefinition[];
}

/**
 * The eight published volcano cards by name, squares clockwise (E to H have a cave cut-out).
 *
 * @group Board
 */
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

/**
 * The published cards without a cave cut-out.
 *
 * @group Board
 */
export const PLAIN_CARDS = ['A', 'B', 'C', 'D'] as const;
/**
 * The published cards with a cave cut-out at their middle square.
 *
 * @group Board
 */
export const CAVE_CARDS = ['E', 'F', 'G', 'H'] as const;
/**
 * The cave animals of the fixed default board, for the caves on E, F, G, H in that order.
 *
 * @group Board
 */
export const DEFAULT_CAVE_ANIMALS: readonly Animal[] = ['bat', 'spider', 'salamander', 'baby-dragon'];

/**
 * The published layout: cave cards and plain cards alternating, caves at the middle squares.
 * `caveCards` and `plainCards` give the card names in ring order, `caveAnimals` the animal of
 * each cave in the same order.
 *
 * @group Board
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

/**
 * The fixed default board used without a seed: cards `E A F B G C H D`, caves bat, spider, salamander, baby-dragon.
 *
 * @group Board
 */
export const DEFAULT_BOARD: BoardDefinition = publishedBoard(CAVE_CARDS, PLAIN_CARDS, DEFAULT_CAVE_ANIMALS);

/**
 * A cave of a built board.
 *
 * @group Board
 */
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

/**
 * A volcano card placed on the ring.
 *
 * @group Board
 */
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
 *
 * @group Board
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

/**
 * The largest ring accepted for a custom board.
 *
 * @group Board
 */
export const MAX_RING_SQUARES = 1000;

/** A copy of a list of at most `max` elements, each read once, or `null` when `value` is not such a list. */
function copyList(value: unknown, max: number): unknown[] | null {
  if (!Array.isArray(value)) return null;
  const length = value.length;
  if (length > max) return null;
  const copy: unknown[] = [];
  for (let index = 0; index < length; index++) copy.push(value[index]);
  return copy;
}

/** The own keys of `value` that are not in `known`, at most one reported. */
function unknownKey(value: object, known: readonly string[]): string | null {
  for (const key of Object.keys(value)) if (!known.includes(key)) return key;
  return null;
}

function isAnimal(value: unknown): value is Animal {
  return typeof value === 'string' && (ANIMALS as readonly string[]).includes(value);
}

/**
 * Reads a board definition given from outside (an option, JSON): every field is read once into a
 * fresh copy, which is then checked. Returns the copy, or the problem in words.
 *
 * @group Board
 */
export function readBoardDefinition(definition: unknown): { ok: true; board: BoardDefinition } | { ok: false; problem: string } {
  const problem = (text: string): { ok: false; problem: string } => ({ ok: false, problem: text });
  if (typeof definition !== 'object' || definition === null || Array.isArray(definition)) return problem('board must be an object { cards, caves }');
  const extra = unknownKey(definition, ['cards', 'caves']);
  if (extra !== null) return problem(`board has unknown field ${describeValue(extra)}`);
  const { cards: givenCards, caves: givenCaves } = definition as { cards?: unknown; caves?: unknown };
  // Every card has a square at least, so more cards than squares allowed is refused unread.
  if (Array.isArray(givenCards) && givenCards.length > MAX_RING_SQUARES) return problem(`the ring has more than ${MAX_RING_SQUARES} squares: ${givenCards.length} cards`);
  const cardList = copyList(givenCards, MAX_RING_SQUARES);
  if (cardList === null || cardList.length === 0) return problem('board.cards must be a non-empty array of volcano cards');
  const cards: VolcanoCard[] = [];
  let ringLength = 0;
  for (let index = 0; index < cardList.length; index++) {
    const card = cardList[index];
    if (typeof card !== 'object' || card === null || Array.isArray(card)) return problem(`board.cards[${index}] must be an object { name?, squares }`);
    const unknownField = unknownKey(card, ['name', 'squares']);
    if (unknownField !== null) return problem(`board.cards[${index}] has unknown field ${describeValue(unknownField)}`);
    const { name, squares: givenSquares } = card as { name?: unknown; squares?: unknown };
    if (name !== undefined && (typeof name !== 'string' || name.length === 0)) return problem(`board.cards[${index}].name must be a non-empty string`);
    const squares = copyList(givenSquares, MAX_RING_SQUARES - ringLength);
    if (squares === null) {
      if (Array.isArray(givenSquares)) return problem(`the ring has more than ${MAX_RING_SQUARES} squares`);
      return problem(`board.cards[${index}].squares must be a non-empty array of animals`);
    }
    if (squares.length === 0) return problem(`board.cards[${index}].squares must be a non-empty array of animals`);
    for (let square = 0; square < squares.length; square++) {
      if (!isAnimal(squares[square])) return problem(`board.cards[${index}].squares[${square}] is ${describeValue(squares[square])}, not an animal (${ANIMALS.join(', ')})`);
    }
    ringLength += squares.length;
    cards.push(name === undefined ? { squares: squares as Animal[] } : { name, squares: squares as Animal[] });
  }
  if (!Array.isArray(givenCaves)) return problem('board.caves must be an array of caves { card, square, animal }');
  const caveList = copyList(givenCaves, 4);
  if (caveList === null) return problem(`the board has ${givenCaves.length} caves: more than four caves`);
  if (caveList.length === 0) return problem('the board has no cave: at least one is needed');
  const caves: CaveDefinition[] = [];
  const caveOnCard = new Array<number>(cards.length).fill(-1);
  for (let index = 0; index < caveList.length; index++) {
    const cave = caveList[index];
    if (typeof cave !== 'object' || cave === null || Array.isArray(cave)) return problem(`board.caves[${index}] must be an object { card, square, animal }`);
    const unknownField = unknownKey(cave, ['card', 'square', 'animal']);
    if (unknownField !== null) return problem(`board.caves[${index}] has unknown field ${describeValue(unknownField)}`);
    const { card, square, animal } = cave as { card?: unknown; square?: unknown; animal?: unknown };
    if (typeof card !== 'number' || !Number.isInteger(card) || card < 0 || card >= cards.length) return problem(`board.caves[${index}].card must be a card index 0..${cards.length - 1}`);
    const size = (cards[card] as VolcanoCard).squares.length;
    if (typeof square !== 'number' || !Number.isInteger(square) || square < 0 || square >= size) return problem(`board.caves[${index}].square must be a square of card ${card}: 0..${size - 1}`);
    if (!isAnimal(animal)) return problem(`board.caves[${index}].animal is ${describeValue(animal)}, not an animal (${ANIMALS.join(', ')})`);
    const earlier = caveOnCard[card] as number;
    if (earlier >= 0) return problem(`two caves on one card: caves ${earlier} and ${index} are both on card ${card}`);
    caveOnCard[card] = index;
    caves.push({ card, square, animal });
  }
  return { ok: true, board: { cards, caves } };
}

/** The problem with a board definition, or `null` when it can be built (see {@link readBoardDefinition}). */
export function boardProblem(definition: unknown): string | null {
  const read = readBoardDefinition(definition);
  return read.ok ? null : read.problem;
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
 *
 * @group Board
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
