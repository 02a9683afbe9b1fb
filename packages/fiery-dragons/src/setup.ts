import { createRng, err, ErrorCode, ok, type OptionInfo, type Result, shuffle } from '@games/core';
import { describeValue, readOptionsObject } from '@games/core/authoring';
import { buildBoard, readBoardDefinition, CAVE_CARDS, DEFAULT_BOARD, DEFAULT_CAVE_ANIMALS, PLAIN_CARDS, publishedBoard, type BoardDefinition } from './board.js';
import { chitSet, MAX_EXTRA_CHITS } from './chits.js';
import type { FieryDragonsOptions, FieryDragonsState, Rules, Token } from './state.js';

const OPTION_KEYS = ['players', 'seed', 'finish', 'pirateEndsTurn', 'voluntaryEndTurn', 'extraChits', 'board'];

function invalid(message: string): Result<never> {
  return err(ErrorCode.invalidOptions, message);
}

/** The options of {@link fieryDragons}, described for hosts (`games list`, forms, servers). */
export const FIERY_DRAGONS_OPTIONS: readonly OptionInfo[] = [
  { name: 'players', type: 'integer', description: 'number of players (at most the number of caves)', default: 2, min: 1, max: 4 },
  { name: 'seed', type: 'integer', description: 'shuffles the chits and the published board; without it the fixed default layout' },
  { name: 'finish', type: 'string', description: 'first-home ends at the first dragon home; ranking plays on for a full ranking', default: 'first-home', values: ['first-home', 'ranking'] },
  { name: 'pirateEndsTurn', type: 'boolean', description: 'a pirate chit ends the turn (a house rule)', default: false },
  { name: 'voluntaryEndTurn', type: 'boolean', description: 'a player may end the turn after a successful move', default: true },
  { name: 'extraChits', type: 'json', description: `extension chits, e.g. {"freeCave":1,"swap":1} (0 to ${MAX_EXTRA_CHITS} of each)` },
  { name: 'board', type: 'json', description: 'a custom board: { cards: [{ name?, squares }], caves: [{ card, square, animal }] }' },
];

function countProblem(value: unknown, name: string): string | null {
  if (value === undefined) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_EXTRA_CHITS) {
    return `extraChits.${name} must be an integer 0..${MAX_EXTRA_CHITS}, got ${describeValue(value)}`;
  }
  return null;
}

/** Validates options and deals the initial state (see {@link FieryDragonsOptions}). Each option is read once. */
export function setup(options: FieryDragonsOptions | undefined): Result<FieryDragonsState> {
  const read = readOptionsObject(options ?? undefined, OPTION_KEYS);
  if (!read.ok) return read;
  const input = read.value;
  const { players = 2, seed, finish = 'first-home', pirateEndsTurn = false, voluntaryEndTurn = true, extraChits, board } = input;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 1 || players > 4) return invalid(`players must be an integer 1..4, got ${describeValue(players)}`);
  if (seed !== undefined && (typeof seed !== 'number' || !Number.isSafeInteger(seed))) return invalid(`seed must be a safe integer, got ${describeValue(seed)}`);
  if (finish !== 'first-home' && finish !== 'ranking') return invalid(`finish must be 'first-home' or 'ranking', got ${describeValue(finish)}`);
  if (typeof pirateEndsTurn !== 'boolean') return invalid(`pirateEndsTurn must be a boolean, got ${describeValue(pirateEndsTurn)}`);
  if (typeof voluntaryEndTurn !== 'boolean') return invalid(`voluntaryEndTurn must be a boolean, got ${describeValue(voluntaryEndTurn)}`);
  let freeCave = 0;
  let swap = 0;
  if (extraChits !== undefined) {
    if (typeof extraChits !== 'object' || extraChits === null || Array.isArray(extraChits)) {
      return invalid(`extraChits must be an object { freeCave?, swap? }, got ${describeValue(extraChits)}`);
    }
    const extra = Object.keys(extraChits).filter((key) => key !== 'freeCave' && key !== 'swap');
    if (extra.length > 0) return invalid(`extraChits has unknown field ${describeValue(extra[0])} (known: freeCave, swap)`);
    const { freeCave: givenFreeCave, swap: givenSwap } = extraChits as { freeCave?: unknown; swap?: unknown };
    const problem = countProblem(givenFreeCave, 'freeCave') ?? countProblem(givenSwap, 'swap');
    if (problem !== null) return invalid(problem);
    freeCave = (givenFreeCave as number | undefined) ?? 0;
    swap = (givenSwap as number | undefined) ?? 0;
  }
  let custom: BoardDefinition | null = null;
  if (board !== undefined) {
    const read = readBoardDefinition(board);
    if (!read.ok) return invalid(`custom board: ${read.problem}`);
    custom = read.board;
    if (custom.caves.length < players) return invalid(`custom board: ${players} players need ${players} caves, the board has ${custom.caves.length}`);
  }

  const rng = seed === undefined ? null : createRng(seed);
  let definition: BoardDefinition;
  if (custom !== null) definition = custom;
  else if (rng === null) definition = DEFAULT_BOARD;
  else definition = publishedBoard(shuffle(rng, CAVE_CARDS), shuffle(rng, PLAIN_CARDS), shuffle(rng, DEFAULT_CAVE_ANIMALS));
  const chits = chitSet(freeCave, swap);
  const rules: Rules = { finish, pirateEndsTurn, voluntaryEndTurn };
  const built = buildBoard(definition, players);
  const homeCave: number[] = [];
  const tokens: Token[] = [];
  for (let seat = 0; seat < players; seat++) {
    const cave = built.caves.findIndex((candidate) => candidate.owner === seat);
    homeCave.push(cave);
    tokens.push({ square: null, cave, progress: 0 });
  }
  return ok({
    board: built,
    chits: rng === null ? chits : shuffle(rng, chits),
    rules,
    players,
    homeCave,
    tokens,
    seat: 0,
    revealed: [],
    moved: false,
    home: [],
    turn: 0,
    last: null,
    outcome: null,
  });
}
