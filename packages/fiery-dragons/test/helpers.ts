/**
 * Test helpers: readable positions on the fixed default board, chit lookup by content, and a
 * one-line text format for custom boards.
 *
 * Fixed default board (no seed), squares clockwise:
 *
 *   card E: 0 baby-dragon, 1 bat (cave 0: bat), 2 spider
 *   card A: 3 spider, 4 bat, 5 salamander
 *   card F: 6 salamander, 7 spider (cave 1: spider), 8 bat
 *   card B: 9 baby-dragon, 10 salamander, 11 bat
 *   card G: 12 spider, 13 salamander (cave 2: salamander), 14 baby-dragon
 *   card C: 15 bat, 16 baby-dragon, 17 salamander
 *   card H: 18 bat, 19 spider (cave 3: baby-dragon), 20 baby-dragon
 *   card D: 21 salamander, 22 baby-dragon, 23 spider
 *
 * Two players live in caves 0 and 2, so seat 0 at progress p stands on square p (mod 24).
 * Default chits: 0-2 spider x1..x3, 3-5 bat, 6-8 salamander, 9-11 baby-dragon, 12-13 pirate x1,
 * 14-15 pirate x2, then free-cave chits, then swap chits.
 */
import { unwrap } from '@games/core';
import {
  ANIMALS,
  fieryDragons,
  type Animal,
  type BoardDefinition,
  type CaveDefinition,
  type FieryDragonsMove,
  type FieryDragonsOptions,
  type FieryDragonsState,
  type Token,
  type VolcanoCard,
} from '@games/fiery-dragons';

/** The index of the default animal chit showing `count` `animal`s. */
export function animalChit(animal: Animal, count: 1 | 2 | 3): number {
  return ANIMALS.indexOf(animal) * 3 + count - 1;
}

/** The index of a default pirate chit (`which` picks the first or second of that count). */
export function pirateChit(count: 1 | 2, which: 0 | 1 = 0): number {
  return 12 + (count - 1) * 2 + which;
}

/** The flip move for chit `index`. */
export function flip(chit: number): FieryDragonsMove {
  return { kind: 'flip', chit };
}

/** The end-of-turn move. */
export const end: FieryDragonsMove = { kind: 'end' };

/**
 * A state from options and a description, one fact per line:
 *
 * ```
 * seat 0: progress 5          on the ring, square from the home cave
 * seat 1: cave                in its own cave at progress 0
 * seat 2: cave 3 progress -2  in cave 3
 * seat 3: home                home (in its own cave at the lap)
 * to act: 1
 * revealed: 3 4
 * moved: yes
 * home: 3                     the seats home, in order
 * ```
 */
export function position(options: FieryDragonsOptions, description: string): FieryDragonsState {
  const state = unwrap(fieryDragons.setup(options));
  const tokens: Token[] = state.tokens.slice();
  let { seat, revealed, moved, home } = state;
  const length = state.board.squares.length;
  for (const raw of description.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    let match: RegExpExecArray | null;
    if ((match = /^seat (\d): progress (-?\d+)$/.exec(line))) {
      const owner = Number(match[1]);
      const progress = Number(match[2]);
      const homeSquare = state.board.caves[state.homeCave[owner] as number]!.square;
      tokens[owner] = { square: (((homeSquare + progress - 1) % length) + length) % length, cave: null, progress };
    } else if ((match = /^seat (\d): cave$/.exec(line))) {
      tokens[Number(match[1])] = { square: null, cave: state.homeCave[Number(match[1])] as number, progress: 0 };
    } else if ((match = /^seat (\d): cave (\d) progress (-?\d+)$/.exec(line))) {
      tokens[Number(match[1])] = { square: null, cave: Number(match[2]), progress: Number(match[3]) };
    } else if ((match = /^seat (\d): home$/.exec(line))) {
      tokens[Number(match[1])] = { square: null, cave: state.homeCave[Number(match[1])] as number, progress: state.board.lap };
    } else if ((match = /^to act: (\d)$/.exec(line))) {
      seat = Number(match[1]);
    } else if ((match = /^revealed:((?: \d+)*)$/.exec(line))) {
      revealed = (match[1] ?? '').trim() === '' ? [] : (match[1] ?? '').trim().split(' ').map(Number);
    } else if ((match = /^moved: (yes|no)$/.exec(line))) {
      moved = match[1] === 'yes';
    } else if ((match = /^home:((?: \d)*)$/.exec(line))) {
      home = (match[1] ?? '').trim() === '' ? [] : (match[1] ?? '').trim().split(' ').map(Number);
    } else {
      throw new Error(`position: cannot read line ${JSON.stringify(line)}`);
    }
  }
  const squares = tokens.map((token) => token.square).filter((square) => square !== null);
  if (new Set(squares).size !== squares.length) throw new Error('position: two tokens on one square');
  return { ...state, tokens, seat, revealed, moved, home };
}

/**
 * A custom board from one line: cards separated by `|`, squares by spaces, a cave written after
 * its square's animal as `bat(cave=spider)` (a cave showing a spider on a bat square).
 */
export function customBoard(text: string): BoardDefinition {
  const cards: VolcanoCard[] = [];
  const caves: CaveDefinition[] = [];
  text.split('|').forEach((cardText, card) => {
    const squares: Animal[] = [];
    cardText
      .trim()
      .split(/\s+/)
      .forEach((squareText, square) => {
        const match = /^([a-z-]+)(?:\(cave=([a-z-]+)\))?$/.exec(squareText);
        if (match === null) throw new Error(`customBoard: cannot read ${JSON.stringify(squareText)}`);
        squares.push(match[1] as Animal);
        if (match[2] !== undefined) caves.push({ card, square, animal: match[2] as Animal });
      });
    cards.push({ squares });
  });
  return { cards, caves };
}
