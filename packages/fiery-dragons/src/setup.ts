import { createRng, describeValue, err, ErrorCode, ok, shuffle, type Result } from '@games/core';
import { boardProblem, buildBoard, CAVE_CARDS, DEFAULT_BOARD, DEFAULT_CAVE_ANIMALS, PLAIN_CARDS, publishedBoard, type BoardDefinition } from './board.js';
import { chitSet, MAX_EXTRA_CHITS } from './chits.js';
import type { FieryDragonsOptions, FieryDragonsState, Rules, Token } from './state.js';

const OPTION_KEYS = ['players', 'seed', 'finish', 'pirateEndsTurn', 'voluntaryEndTurn', 'extraChits', 'board'];

function invalid(message: string): Result<never> {
  return err(ErrorCode.invalidOptions, message);
}

function countProblem(value: unknown, name: string): string | null {
  if (value === undefined) return null;
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > MAX_EXTRA_CHITS) {
    return `extraChits.${name} must be an integer 0..${MAX_EXTRA_CHITS}, got ${describeValue(value)}`;
  }
  return null;
}

/** Validates options and deals the initial state (see {@link FieryDragonsOptions}). */
export function setup(options: FieryDragonsOptions | undefined): Result<FieryDragonsState> {
  const given: unknown = options ?? {};
  if (typeof given !== 'object' || given === null || Array.isArray(given)) return invalid(`options must be an object, got ${describeValue(given)}`);
  const unknownKeys = Object.keys(given).filter((key) => !OPTION_KEYS.includes(key));
  if (unknownKeys.length > 0) return invalid(`unknown option ${JSON.stringify(unknownKeys[0])} (known: ${OPTION_KEYS.join(', ')})`);
  const { players = 2, seed, finish = 'first-home', pirateEndsTurn = false, voluntaryEndTurn = true, extraChits, board } = given as FieryDragonsOptions;
  if (!Number.isInteger(players) || players < 1 || players > 4) return invalid(`players must be an integer 1..4, got ${describeValue(players)}`);
  if (seed !== undefined && !Number.isSafeInteger(seed)) return invalid(`seed must be a safe integer, got ${describeValue(seed)}`);
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
    if (extra.length > 0) return invalid(`extraChits has unknown field ${JSON.stringify(extra[0])} (known: freeCave, swap)`);
    const problem = countProblem(extraChits.freeCave, 'freeCave') ?? countProblem(extraChits.swap, 'swap');
    if (problem !== null) return invalid(problem);
    freeCave = extraChits.freeCave ?? 0;
    swap = extraChits.swap ?? 0;
  }
  if (board !== undefined) {
    const problem = boardProblem(board);
    if (problem !== null) return invalid(`custom board: ${problem}`);
    if (board.caves.length < players) return invalid(`custom board: ${players} players need ${players} caves, the board has ${board.caves.length}`);
  }

  const rng = seed === undefined ? null : createRng(seed);
  let definition: BoardDefinition;
  if (board !== undefined) definition = board;
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
