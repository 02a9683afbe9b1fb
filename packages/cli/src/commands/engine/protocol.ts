/**
 * The `games engine` protocol: one JSON request per line in, one JSON answer per line out. Every
 * request is an object with a `cmd` (and an optional `id` echoed in the answer); every answer has
 * `ok`, and on a refusal an `error` with a stable kebab-case `code` and a `message`. A bad line is
 * answered, never thrown on. The guide `docs/guides/engine-protocol.md` lists every command.
 *
 * @module
 */
import { type Result, type RuleError, type Seat } from '@games/core';
import { describeValue } from '@games/core/authoring';
import { GAME_LIST, gameEntry, type GameEntry } from '../../registry.js';
import { createEngineMatch, type ChanceMode, type EngineMatch, type MatchSettings, type StepReport } from './match.js';
import { SPARSE_FROM, type ObservationLayout } from './sparse.js';
import { EngineVector, type MatchFactory } from './vector.js';

/** The limits of one engine process. */
export const ENGINE_LIMITS = {
  /** The longest request line, in characters. */
  lineLength: 1 << 20,
  /** Matches open at once, the matches of vectors included. */
  matches: 100_000,
  /** Steps in one `batch`. */
  batch: 4096,
} as const;

/** The error codes of the protocol itself (games add their own, such as `illegal-move`). */
export const EngineError = {
  badJson: 'bad-json',
  badRequest: 'bad-request',
  unknownCommand: 'unknown-command',
  unknownGame: 'unknown-game',
  unknownMatch: 'unknown-match',
  tooLong: 'line-too-long',
  tooMany: 'too-many-matches',
  batchTooLarge: 'batch-too-large',
  unknownVector: 'unknown-vector',
  badFrame: 'bad-frame',
  frameTooLong: 'frame-too-long',
} as const;

type Json = Record<string, unknown>;
type Answer = Json & { ok: boolean };

class Refusal extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

const refuse = (code: string, message: string): never => {
  throw new Refusal(code, message);
};
const fail = (error: RuleError): Answer => ({ ok: false, error: { code: error.code, message: error.message } });
const unwrapOr = <T>(result: Result<T>): T => (result.ok ? result.value : refuse(result.error.code, result.error.message));

function field(request: Json, name: string, type: 'string' | 'object' | 'boolean'): unknown {
  const value = request[name];
  if (value === undefined) return undefined;
  if (type === 'object' ? typeof value !== 'object' || value === null || Array.isArray(value) : typeof value !== type) refuse(EngineError.badRequest, `${name} must be ${type === 'object' ? 'an object' : `a ${type}`}, got ${describeValue(value)}`);
  return value;
}

function integer(request: Json, name: string, min: number, max: number): number | undefined {
  const value = request[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) refuse(EngineError.badRequest, `${name} must be an integer from ${min} to ${max}, got ${describeValue(value)}`);
  return value as number;
}

/** True on a little-endian machine: a Float32Array's bytes are then already the protocol's. */
const LITTLE_ENDIAN = new Uint8Array(new Float32Array([1]).buffer)[3] === 0x3f;

/** Encodes a tensor as a list of numbers or as base64 of little-endian float32 bytes. */
function encodeTensor(tensor: Float32Array, encoding: 'list' | 'base64'): number[] | string {
  if (encoding === 'list') return Array.from(tensor);
  if (LITTLE_ENDIAN) return Buffer.from(tensor.buffer, tensor.byteOffset, tensor.byteLength).toString('base64');
  const bytes = new Uint8Array(tensor.length * 4);
  const view = new DataView(bytes.buffer);
  for (let index = 0; index < tensor.length; index++) view.setFloat32(index * 4, tensor[index]!, true);
  return Buffer.from(bytes).toString('base64');
}

/** The state of one engine process: its open matches, by number. */
export class EngineProtocol {
  private readonly matches = new Map<number, EngineMatch>();
  private nextMatch = 1;
  private readonly vectors = new Map<number, EngineVector>();
  private nextVector = 1;
  /** True once `quit` was asked. */
  done = false;

  /** Answers one request line (without its newline) with one answer line (without newline). */
  handle(line: string): string {
    let id: unknown;
    let answer: Answer;
    try {
      if (line.length > ENGINE_LIMITS.lineLength) refuse(EngineError.tooLong, `a request line has at most ${ENGINE_LIMITS.lineLength} characters, this one ${line.length}`);
      let request: unknown;
      try {
        request = JSON.parse(line);
      } catch (error) {
        refuse(EngineError.badJson, `not a JSON line: ${describeValue(line.length > 60 ? `${line.slice(0, 60)}…` : line)}`);
      }
      if (typeof request !== 'object' || request === null || Array.isArray(request)) refuse(EngineError.badRequest, `a request is a JSON object with a cmd, got ${describeValue(request)}`);
      const object = request as Json;
      id = object['id'];
      if (id !== undefined && typeof id !== 'string' && typeof id !== 'number') {
        id = undefined;
        refuse(EngineError.badRequest, 'id must be a string or a number');
      }
      answer = this.dispatch(object);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      answer = { ok: false, error: { code: error.code, message: error.message } };
    }
    return JSON.stringify(id === undefined ? answer : { id, ...answer });
  }

  private dispatch(request: Json): Answer {
    const cmd = request['cmd'];
    switch (cmd) {
      case 'games':
        return { ok: true, games: GAME_LIST.map(describeGame) };
      case 'new':
        return this.create(request);
      case 'actor':
        return { ok: true, actor: this.match(request).actor() };
      case 'legal':
        return { ok: true, ...this.match(request).legal() };
      case 'mask':
        return { ok: true, mask: this.match(request).mask() };
      case 'step':
        return this.step(request);
      case 'batch':
        return this.batch(request);
      case 'view':
        return { ok: true, view: this.match(request).view(this.seat(request, true)) };
      case 'render':
        return { ok: true, text: unwrapOr(this.match(request).render(this.seat(request, true))) };
      case 'vector':
        return this.createVector(request);
      case 'observe': {
        const match = this.match(request);
        const tensor = unwrapOr(match.observe(this.seat(request, false) as Seat));
        return { ok: true, shape: match.shape, data: encodeTensor(tensor, this.encoding(request)) };
      }
      case 'rewards':
        return { ok: true, rewards: this.match(request).rewards() };
      case 'terminal': {
        const actor = this.match(request).actor();
        return actor.kind === 'over' ? { ok: true, terminal: true, outcome: actor.outcome } : { ok: true, terminal: false };
      }
      case 'undo': {
        const match = this.match(request, true);
        return { ok: true, undone: unwrapOr(match.undo(this.seats(request, match))), plies: match.ply, actor: match.actor() };
      }
      case 'record':
        return { ok: true, record: this.match(request).record() };
      case 'close': {
        if (request['vector'] !== undefined) this.vectors.delete(this.vectorNumber(request));
        else this.matches.delete(this.matchNumber(request));
        return { ok: true };
      }
      case 'quit':
        this.done = true;
        return { ok: true };
      default:
        return refuse(EngineError.unknownCommand, `unknown cmd ${describeValue(cmd)}; commands: games, new, actor, legal, mask, step, batch, view, render, observe, rewards, terminal, undo, record, vector, close, quit`);
    }
  }

  private create(request: Json): Answer {
    this.makeRoom(1);
    const factory = this.factory(request);
    const number = this.nextMatch++;
    const match = unwrapOr(factory(integer(request, 'seed', -2147483648, 2147483647) ?? 0));
    this.matches.set(number, match);
    return { ok: true, match: number, seats: match.seats, actions: match.actionCount, shape: match.shape, played: match.openingMoves, actor: match.actor(), legal: match.legal().ids };
  }

  /** `vector`: `count` matches of one game stepped together by binary frames, set up with seeds `seed`, `seed + 1`, …. */
  private createVector(request: Json): Answer {
    const count = integer(request, 'count', 1, ENGINE_LIMITS.matches) ?? refuse(EngineError.badRequest, 'vector needs a count: how many matches');
    this.makeRoom(count);
    const maxPlies = integer(request, 'maxPlies', 0, 2147483647) ?? 0;
    const seed = integer(request, 'seed', -2147483648, 2147483647) ?? 0;
    const factory = this.factory({ ...request, chance: 'auto' }, false);
    const first: EngineMatch[] = [];
    for (let slot = 0; slot < count; slot++) first.push(unwrapOr(factory((seed + slot) | 0)));
    const match = first[0]!;
    if (match.actionCount === 0 || match.shape === null) refuse('unsupported', `${String(request['game'])} has no action ids or no observation tensor`);
    const size = (match.shape ?? []).reduce((product, length) => product * length, 1);
    const asked = request['observations'] ?? 'dense';
    if (asked !== 'dense' && asked !== 'sparse' && asked !== 'auto') refuse(EngineError.badRequest, `observations must be "dense", "sparse" or "auto", got ${describeValue(asked)}`);
    const layout: ObservationLayout = asked === 'sparse' || (asked === 'auto' && size >= SPARSE_FROM) ? 'sparse' : 'dense';
    const number = this.nextVector++;
    this.vectors.set(number, new EngineVector(count, factory, first, maxPlies, layout));
    return { ok: true, vector: number, count, seats: match.seats, actions: match.actionCount, shape: match.shape, observations: layout };
  }

  /** Refuses when `more` matches would pass the limit of open matches. */
  private makeRoom(more: number): void {
    let open = this.matches.size;
    for (const vector of this.vectors.values()) open += vector.count;
    if (open + more > ENGINE_LIMITS.matches) refuse(EngineError.tooMany, `at most ${ENGINE_LIMITS.matches} matches are open at once (vectors' matches included): close some`);
  }

  /**
   * How `new` and `vector` set a match up from a seed: the request's game, options, chance and
   * seats; `keepStates` false for a vector's matches (see {@link MatchSettings.keepStates}).
   */
  private factory(request: Json, keepStates = true): MatchFactory {
    const gameId = field(request, 'game', 'string');
    if (gameId === undefined) refuse(EngineError.badRequest, `${String(request['cmd'])} needs a game`);
    const entry = gameEntry(gameId as string);
    if (entry === undefined) return refuse(EngineError.unknownGame, `unknown game ${describeValue(gameId)}; games: ${GAME_LIST.map((known) => known.id).join(', ')}`);
    const options = (field(request, 'options', 'object') ?? {}) as Record<string, unknown>;
    const chance = request['chance'] ?? 'auto';
    if (chance !== 'auto' && chance !== 'manual') refuse(EngineError.badRequest, `chance must be "auto" or "manual", got ${describeValue(chance)}`);
    const seats = field(request, 'seats', 'string') as string | undefined;
    const settings: Omit<MatchSettings, 'seed'> = { options, chance: chance as ChanceMode, keepStates, ...(seats === undefined ? {} : { seats }) };
    return (seed) => entry.visit((engine) => createEngineMatch(engine, { ...settings, seed }));
  }

  private step(request: Json): Answer {
    const match = this.match(request, true);
    const report = unwrapOr(this.play(match, request));
    return { ok: true, ...this.withObservation(match, report, request) };
  }

  private batch(request: Json): Answer {
    const steps = request['steps'];
    if (!Array.isArray(steps)) refuse(EngineError.badRequest, 'batch needs steps: a list of step requests');
    const list = steps as unknown[];
    if (list.length > ENGINE_LIMITS.batch) refuse(EngineError.batchTooLarge, `a batch has at most ${ENGINE_LIMITS.batch} steps, this one ${list.length}`);
    const results = list.map((step): Answer => {
      try {
        if (typeof step !== 'object' || step === null || Array.isArray(step)) refuse(EngineError.badRequest, `a batch step is an object such as {"match":1,"action":3}, got ${describeValue(step)}`);
        const match = this.match(step as Json, true);
        const report = this.play(match, step as Json);
        return report.ok ? { ok: true, ...this.withObservation(match, report.value, step as Json) } : fail(report.error);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        return { ok: false, error: { code: error.code, message: error.message } };
      }
    });
    return { ok: true, results };
  }

  /** Plays the step a request names: `action` (an id), `move` (notation) or `draw` (chance by the rng). */
  private play(match: EngineMatch, request: Json): Result<StepReport> {
    const action = request['action'];
    const move = request['move'];
    const named = [action !== undefined, move !== undefined, request['draw'] === true].filter(Boolean).length;
    if (named !== 1) refuse(EngineError.badRequest, 'a step names exactly one of action (an id), move (notation) or draw: true');
    if (action !== undefined) {
      if (typeof action !== 'number') refuse(EngineError.badRequest, `action must be an integer id, got ${describeValue(action)}`);
      return match.step({ id: action as number });
    }
    if (move !== undefined) {
      if (typeof move !== 'string') refuse(EngineError.badRequest, `move must be notation text, got ${describeValue(move)}`);
      return match.step({ notation: move as string });
    }
    return match.drawChance();
  }

  /** The report, with the acting seat's observation when the request asks for it (`observe: true`). */
  private withObservation(match: EngineMatch, report: StepReport, request: Json): Json {
    if (field(request, 'observe', 'boolean') !== true || report.actor.kind !== 'player') return { ...report };
    const tensor = unwrapOr(match.observe(report.actor.seat));
    return { ...report, observation: encodeTensor(tensor, this.encoding(request)) };
  }

  private encoding(request: Json): 'list' | 'base64' {
    const encoding = request['encoding'] ?? 'list';
    if (encoding !== 'list' && encoding !== 'base64') refuse(EngineError.badRequest, `encoding must be "list" or "base64", got ${describeValue(encoding)}`);
    return encoding as 'list' | 'base64';
  }

  private matchNumber(request: Json): number {
    const number = request['match'];
    if (typeof number !== 'number' || !this.matches.has(number)) refuse(EngineError.unknownMatch, `no open match ${describeValue(number)}`);
    return number as number;
  }

  /**
   * The match a request names: `match` (a number), or for commands that only read, `vector` and
   * `slot` (a match of a vector; only frames step those).
   */
  private match(request: Json, stepping = false): EngineMatch {
    if (request['vector'] === undefined || request['match'] !== undefined) return this.matches.get(this.matchNumber(request))!;
    if (stepping) refuse(EngineError.badRequest, 'the matches of a vector are stepped by binary frames only');
    const vector = this.vector(this.vectorNumber(request))!;
    const slot = integer(request, 'slot', 0, vector.count - 1) ?? refuse(EngineError.badRequest, `slot must be an integer from 0 to ${vector.count - 1}`);
    return vector.match(slot)!;
  }

  private vectorNumber(request: Json): number {
    const number = request['vector'];
    if (typeof number !== 'number' || !this.vectors.has(number)) refuse(EngineError.unknownVector, `no open vector ${describeValue(number)}`);
    return number as number;
  }

  /** The open vector of that number, or `undefined`. */
  vector(number: number): EngineVector | undefined {
    return this.vectors.get(number);
  }

  /** The `seats` of an `undo`: a list of seats of the match, or absent (any seat). */
  private seats(request: Json, match: EngineMatch): Seat[] | undefined {
    const seats = request['seats'];
    if (seats === undefined) return undefined;
    if (!Array.isArray(seats) || seats.length > match.seats || seats.some((seat) => typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= match.seats)) {
      refuse(EngineError.badRequest, `seats must be a list of seats of the match (0 to ${match.seats - 1}), got ${describeValue(seats)}`);
    }
    return seats as Seat[];
  }

  /** The `seat` of a request: a seat of the match, or (where allowed) `null` for a spectator. */
  private seat(request: Json, spectator: boolean): Seat | null {
    const match = this.match(request);
    const seat = request['seat'];
    if (seat === null && spectator) return null;
    if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= match.seats) refuse(EngineError.badRequest, `seat must be a seat of the match, 0 to ${match.seats - 1}${spectator ? ', or null for a spectator' : ''}, got ${describeValue(seat)}`);
    return seat as Seat;
  }
}

/** A game as `games` lists it. */
function describeGame(entry: GameEntry): Json {
  return entry.visit(({ game }) => ({
    id: entry.id,
    title: game.title,
    summary: entry.summary,
    players: game.players,
    hiddenInformation: game.hiddenInformation,
    options: game.options,
    actionIds: game.actions !== undefined,
    observation: game.observation !== undefined,
  }));
}
