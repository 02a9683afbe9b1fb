/**
 * `@games/stratego/gravon`: Gravon XML records: import (`parseGravon`) to options with both setups plus the moves in
 * notation, and export (`formatGravon`) of any record this engine can replay.
 *
 * Field letters: `A` empty, `_` lake; Red `B` Bomb, `C` Spy, `D` Scout, `E` Miner, `F` Sergeant,
 * `G` Lieutenant, `H` Captain, `I` Major, `J` Colonel, `K` General, `L` Marshal, `M` Flag; Blue the
 * same ranks from `N` (Bomb) to `Y` (Flag). Squares are written like `E4`, with `:` for row 10.
 * A subpath of its own, so that apps which never read archive games do not ship the XML reader.
 *
 * @module @games/stratego/gravon
 */
import { err, ok, type MatchRecord, type Outcome, type Result } from '@games/core';
import { COLUMNS, IS_LAKE, SQUARE_NAMES, SQUARES, squareIndex } from './board.js';
import { describeInput, StrategoError } from './errors.js';
import { stratego } from './game.js';
import { decodeMove } from './moves.js';
import { armySize, OWNER_BIT, RANK_LETTERS, RANK_MASK, VARIANTS, type Variant } from './pieces.js';
import { outcomeOf } from './rules.js';
import { parseSetup, SETUP_SIZE } from './setup.js';
import type { StrategoOptions, StrategoState } from './state.js';
import { escapeXml, isXmlText, MAX_XML_LENGTH, parseXml, type XmlElement } from './xml.js';

/**
 * The `<result>` of a Gravon record.
 *
 * @group Records
 */
export interface GravonResult {
  /** 0 could not move, 1 flag captured, 2 both could not move, 3 resignation, 4 draw agreed. */
  type: number;
  /** 1 Red, 2 Blue, 3 draw. */
  winner: number;
}

/**
 * A Gravon record read by {@link parseGravon}: a match record of Stratego plus the result and players.
 *
 * @group Records
 */
export interface GravonRecord extends MatchRecord<StrategoOptions> {
  /** Always `stratego`. */
  game: 'stratego';
  /**
   * Variant, both setups, and the rules Gravon played by: two-squares limit 5, no more-squares
   * rule and no move limits.
   */
  options: StrategoOptions;
  /** The moves in notation (`E4-E5`), Red first. */
  moves: string[];
  /** The record's result, or `null` when it has none. */
  result: GravonResult | null;
  /** The result as an outcome (reasons `no-moves`, `flag-captured`, `both-no-moves`, `resignation`, `draw-agreed`), or `null`. */
  outcome: Outcome | null;
  /** The player names, Red first (empty strings when absent). */
  players: string[];
}

/** Gravon field letters from index 0 = Bomb to 11 = Flag, and the rank each stands for. */
const GRAVON_RANKS = [11, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12];
const GRAVON_LETTER_OF_RANK: number[] = [];
GRAVON_RANKS.forEach((rank, index) => {
  GRAVON_LETTER_OF_RANK[rank] = index;
});

/** The longest player name read or written. */
const MAX_NAME = 200;

const RESULT_REASONS = ['no-moves', 'flag-captured', 'both-no-moves', 'resignation', 'draw-agreed'];

/** Gravon's game type names (and ours) to variants; a Map, so no name reaches `Object.prototype`. */
const VARIANT_NAMES = new Map<string, Variant>([
  ['classic', 'classic'],
  ['barrage', 'barrage'],
  ['duel', 'duel'],
  ['duell', 'duel'],
  ['ultimate-lightning', 'ultimate-lightning'],
  ['ultimate lightning', 'ultimate-lightning'],
  ['ultimate', 'ultimate-lightning'],
]);

/** The Gravon name of each variant in exported records. */
const GRAVON_TYPE: Record<Variant, string> = {
  classic: 'classic',
  barrage: 'barrage',
  duel: 'duel',
  'ultimate-lightning': 'ultimate lightning',
};

function at(element: XmlElement, message: string): Result<never> {
  return err(StrategoError.malformedRecord, `line ${element.line}:${element.column}: ${message}`);
}

function gravonSquare(name: string | undefined): number {
  return name === undefined ? -1 : squareIndex(name.toUpperCase());
}

/**
 * Reads a Gravon XML record. Errors (`malformed-record`) give the line and column and name the
 * problem: broken XML, a field that is not 100 letters, a lake in the wrong place, a piece outside
 * its setup area, wrong piece counts, a move square that does not exist, a result type outside
 * 0..4 or a winner outside 1..3.
 *
 * @example
 * ```ts
 * import { replay, unwrap } from '@games/core';
 * import { stratego } from '@games/stratego';
 * import { formatGravon, parseGravon } from '@games/stratego/gravon';
 *
 * const options = { redSetup: 'random', blueSetup: 'random', seed: 2 };
 * const first = stratego.formatMove(stratego.legalMoves(unwrap(stratego.setup(options)))[0]!);
 * const record = unwrap(parseGravon(unwrap(formatGravon({ options, moves: [first] }))));
 * console.log(record.moves, replay(stratego, record).ok); // [ first ] true: both setups, the moves, result and players
 * console.log(parseGravon('<game>').ok);             // false: malformed-record, with line and column
 * ```
 *
 * @group Records
 */
export function parseGravon(xml: string): Result<GravonRecord> {
  if (typeof xml !== 'string') return err(StrategoError.malformedRecord, `a Gravon record is XML text, got ${describeInput(xml)}`);
  const parsed = parseXml(xml);
  if (!parsed.ok) return parsed;
  const root = parsed.value;
  const game = root.name === 'game' ? root : root.children.find((child) => child.name === 'game');
  if (game === undefined) return at(root, `expected <stratego><game ...>, found <${root.name}> without a <game> element`);
  const field = game.children.find((child) => child.name === 'field');
  if (field === undefined) return at(game, '<game> has no <field content="..."> element');
  const content = field.attributes.get('content');
  if (content === undefined) return at(field, '<field> has no content attribute');
  if (content.length !== SQUARES) return at(field, `the field has ${content.length} letters, expected ${SQUARES}`);
  const setups = [new Array<string>(SETUP_SIZE).fill('.'), new Array<string>(SETUP_SIZE).fill('.')];
  let pieces = 0;
  for (let square = 0; square < SQUARES; square++) {
    const letter = content[square]!;
    const name = SQUARE_NAMES[square];
    if (letter === '_' || IS_LAKE[square]) {
      if (letter !== '_' || !IS_LAKE[square]) return at(field, `field letter ${square + 1} (${name}) is '${letter}', but lakes are exactly C5 D5 C6 D6 G5 H5 G6 H6`);
      continue;
    }
    if (letter === 'A') continue;
    const code = letter.charCodeAt(0);
    const red = code >= 66 && code <= 77;
    const blue = code >= 78 && code <= 89;
    if (!red && !blue) return at(field, `field letter ${square + 1} (${name}) is '${letter}', not a Gravon piece letter (A empty, _ lake, B-M Red, N-Y Blue)`);
    const seat = red ? 0 : 1;
    const rank = GRAVON_RANKS[code - (red ? 66 : 78)]!;
    const row = Math.floor(square / 10);
    const index = seat === 0 ? square : (9 - row) * 10 + (square % 10);
    if (seat === 0 ? square >= SETUP_SIZE : square < SQUARES - SETUP_SIZE) {
      return at(field, `field letter ${square + 1}: a ${seat === 0 ? 'Red' : 'Blue'} piece on ${name}, outside its setup area`);
    }
    setups[seat]![index] = RANK_LETTERS[rank]!;
    pieces++;
  }
  const typeName = (game.attributes.get('type') ?? '').trim().toLowerCase();
  let variant: Variant | undefined = VARIANT_NAMES.get(typeName);
  if (variant === undefined) variant = VARIANTS.find((candidate) => armySize(candidate) * 2 === pieces);
  if (variant === undefined) return at(game, `unknown game type ${describeInput(typeName)} and ${pieces} pieces match no variant`);
  const setupStrings = setups.map((letters) => letters.join(''));
  for (let seat = 0; seat < 2; seat++) {
    const checked = parseSetup(seat, setupStrings[seat], variant);
    if (!checked.ok) return at(field, checked.error.message);
  }
  const moves: string[] = [];
  let result: GravonResult | null = null;
  const players = ['', ''];
  for (const child of game.children) {
    if (child.name === 'move') {
      const id = child.attributes.get('id');
      if (id !== undefined && Number(id) !== moves.length + 1) return at(child, `move id ${describeInput(id)} out of order (expected ${moves.length + 1})`);
      const source = child.attributes.get('source');
      const target = child.attributes.get('target');
      const from = gravonSquare(source);
      const to = gravonSquare(target);
      if (from < 0) return at(child, `move ${moves.length + 1}: source ${describeInput(source ?? '')} is not a square`);
      if (to < 0) return at(child, `move ${moves.length + 1}: target ${describeInput(target ?? '')} is not a square`);
      moves.push(`${SQUARE_NAMES[from]}-${SQUARE_NAMES[to]}`);
    } else if (child.name === 'result') {
      const type = Number(child.attributes.get('type'));
      const winner = Number(child.attributes.get('winner'));
      if (!Number.isInteger(type) || !Number.isInteger(winner)) return at(child, '<result> needs whole-number type and winner attributes');
      if (type < 0 || type >= RESULT_REASONS.length) return at(child, `<result> type ${type} is not 0 (could not move) .. 4 (draw agreed)`);
      if (winner < 1 || winner > 3) return at(child, `<result> winner ${winner} is not 1 (Red), 2 (Blue) or 3 (draw)`);
      result = { type, winner };
    } else if (child.name === 'player') {
      const id = Number(child.attributes.get('id'));
      if (child.text.length > MAX_NAME) return at(child, `a player name of ${child.text.length} characters; at most ${MAX_NAME} are read`);
      if (!isXmlText(child.text)) return at(child, `the player name ${describeInput(child.text)} holds a character XML cannot carry (a lone surrogate)`);
      if (id === 1 || id === 2) players[id - 1] = child.text;
    }
  }
  let outcome: Outcome | null = null;
  if (result !== null) {
    const ranking = result.winner === 1 ? [[0], [1]] : result.winner === 2 ? [[1], [0]] : [[0, 1]];
    outcome = { ranking, reason: RESULT_REASONS[result.type]! };
  }
  const options: StrategoOptions = {
    variant,
    redSetup: setupStrings[0]!,
    blueSetup: setupStrings[1]!,
    twoSquareLimit: 5,
    moreSquaresRule: false,
    maxPlies: null,
    maxPliesWithoutAttack: null,
  };
  return ok({ game: 'stratego', options, moves, result, outcome, players });
}

/**
 * What {@link formatGravon} writes: any record of options and moves, optionally with a result and players.
 *
 * @group Records
 */
export interface GravonSource {
  /** The options the game was set up with (setups may be strings, `random`, or placed by moves). */
  options: StrategoOptions;
  /** Every move in notation (placements first when the setups were placed by moves). */
  moves: readonly string[];
  /** The result to write; derived from the final position when absent, none written when `null`. */
  result?: GravonResult | null;
  /** Player names, Red first: at most two strings, written as `Player 1`, `Player 2` when absent. */
  players?: readonly string[];
}

function fieldOf(board: readonly number[]): string {
  let text = '';
  for (let square = 0; square < SQUARES; square++) {
    const cell = board[square]!;
    if (cell < 0) text += '_';
    else if (cell === 0) text += 'A';
    else text += String.fromCharCode(((cell & OWNER_BIT) !== 0 ? 78 : 66) + GRAVON_LETTER_OF_RANK[cell & RANK_MASK]!);
  }
  return text;
}

function gravonName(square: number): string {
  return `${COLUMNS[square % 10]}${Math.floor(square / 10) === 9 ? ':' : Math.floor(square / 10) + 1}`;
}

function resultOf(outcome: Outcome | null): GravonResult | null {
  if (outcome === null) return null;
  const winner = outcome.ranking.length === 1 ? 3 : outcome.ranking[0]![0] === 0 ? 1 : 2;
  const type = RESULT_REASONS.indexOf(outcome.reason);
  return { type: type >= 0 ? type : 4, winner };
}

function refuse(message: string): Result<never> {
  return err(StrategoError.malformedRecord, message);
}

/** Reads a `result` field once: `undefined`, `null`, or `{ type: 0..4, winner: 1..3 }`. */
function readResult(value: unknown): Result<GravonResult | null | undefined> {
  if (value === undefined || value === null) return ok(value);
  if (typeof value !== 'object' || Array.isArray(value)) return refuse(`result must be { type, winner } or null, got ${describeInput(value)}`);
  const type: unknown = (value as { type?: unknown }).type;
  const winner: unknown = (value as { winner?: unknown }).winner;
  if (typeof type !== 'number' || !Number.isInteger(type) || type < 0 || type >= RESULT_REASONS.length) {
    return refuse(`result.type must be a whole number 0 (could not move) .. 4 (draw agreed), got ${describeInput(type)}`);
  }
  if (typeof winner !== 'number' || !Number.isInteger(winner) || winner < 1 || winner > 3) {
    return refuse(`result.winner must be 1 (Red), 2 (Blue) or 3 (draw), got ${describeInput(winner)}`);
  }
  return ok({ type, winner });
}


/** Reads a `players` field once: `undefined` or at most two names that read back exactly. */
function readPlayers(value: unknown): Result<string[]> {
  if (value === undefined) return ok(['Player 1', 'Player 2']);
  if (!Array.isArray(value)) return refuse(`players must be a list of at most two names, got ${describeInput(value)}`);
  const length = value.length;
  if (length > 2) return refuse(`players has ${length} names; Stratego has two players`);
  const names: string[] = [];
  for (let index = 0; index < 2; index++) {
    const name: unknown = index < length ? value[index] : `Player ${index + 1}`;
    if (typeof name !== 'string') return refuse(`player ${index + 1} must be a name (a string), got ${describeInput(name)}`);
    if (name.length > MAX_NAME) return refuse(`player ${index + 1}'s name is ${name.length} characters long, at most ${MAX_NAME} are written`);
    if (name.trim() !== name) return refuse(`player ${index + 1}'s name ${describeInput(name)} starts or ends with white space, which a Gravon reader drops`);
    if (!isXmlText(name)) return refuse(`player ${index + 1}'s name ${describeInput(name)} holds a character XML cannot carry`);
    names.push(name);
  }
  return ok(names);
}

/**
 * Writes a record as Gravon XML. The record is checked before anything is written, so a refusal
 * (`malformed-record`, or the code of the first move that does not replay) leaves nothing half
 * written, and what is written always reads back with {@link parseGravon}: `moves` must be a list
 * of move texts that replays from `options` (every move is checked; placements are allowed and
 * not written), `result` a Gravon result or `null`, `players` at most two names without
 * characters XML cannot hold. The result is the given one or, when absent, the final position's
 * outcome (a move-limit draw is written as type 4, draw).
 *
 * @example
 * ```ts
 * import { unwrap } from '@games/core';
 * import { formatGravon } from '@games/stratego/gravon';
 *
 * const written = formatGravon({ options: { redSetup: 'random', blueSetup: 'random', seed: 5 }, moves: [], players: ['Ann', 'Bob'] });
 * console.log(unwrap(written).includes('<player id="1">Ann</player>')); // true
 * console.log(formatGravon({ options: {}, moves: ['Z9-Z8'] }).ok);       // false: nothing half written
 * ```
 *
 * @group Records
 */
export function formatGravon(record: GravonSource): Result<string> {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    return refuse(`a record is an object { options, moves }, got ${describeInput(record)}`);
  }
  let options: unknown;
  let moveList: unknown;
  let resultField: unknown;
  let playersField: unknown;
  try {
    options = (record as { options?: unknown }).options;
    moveList = (record as { moves?: unknown }).moves;
    resultField = (record as { result?: unknown }).result;
    playersField = (record as { players?: unknown }).players;
  } catch {
    return refuse('the record could not be read (a field threw when read)');
  }
  if (!Array.isArray(moveList)) return refuse(`moves must be a list of moves in notation, got ${describeInput(moveList)}`);
  const resultRead = readResult(resultField);
  if (!resultRead.ok) return resultRead;
  const players = readPlayers(playersField);
  if (!players.ok) return players;
  const started = stratego.setup(options as StrategoOptions);
  if (!started.ok) return started;
  let state: StrategoState = started.value;
  let field = state.phase === 'play' ? fieldOf(state.board) : null;
  const lines: string[] = [];
  const count = moveList.length;
  for (let index = 0; index < count; index++) {
    const text: unknown = moveList[index];
    const move = stratego.parseMove(text as string, state);
    const played = move.ok ? stratego.play(state, move.value) : move;
    if (!played.ok) return err(played.error.code, `move ${index + 1} ${describeInput(text)}: ${played.error.message}`);
    const decoded = move.ok ? decodeMove(move.value) : null;
    if (decoded !== null && decoded.ok && decoded.value.kind === 'move') {
      lines.push(`  <move id="${lines.length + 1}" source="${gravonName(decoded.value.from)}" target="${gravonName(decoded.value.to)}"/>`);
    }
    state = played.value;
    if (field === null && state.phase === 'play') field = fieldOf(state.board);
  }
  if (field === null) return refuse('the record ends before both setups are complete');
  const result = resultRead.value === undefined ? resultOf(outcomeOf(state)) : resultRead.value;
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<stratego>',
    ` <game type="${GRAVON_TYPE[state.rules.variant]}">`,
    `  <field content="${field}"/>`,
    ...lines,
    ...players.value.map((name, seat) => `  <player id="${seat + 1}">${escapeXml(name)}</player>`),
    ...(result === null ? [] : [`  <result type="${result.type}" winner="${result.winner}"/>`]),
    ' </game>',
    '</stratego>',
    '',
  ];
  const text = out.join('\n');
  if (text.length > MAX_XML_LENGTH) return refuse(`the record would be ${text.length} characters long, more than a Gravon reader reads (${MAX_XML_LENGTH})`);
  return ok(text);
}
