/**
 * The turn machine: applies one decision to a state (through the god-power hooks), places
 * workers (who places next: seats place in seat order, each both of their workers; with 4 players
 * only the first seat of each team places; a power that places first, Bia, moves its seat to the
 * front) and begins turns. What follows a decision (wins, the end of the turn, the next seat's start, losing for
 * lack of a turn) is `settle.ts`; move generation is `generate.ts`. See `power.ts` for the hook
 * order.
 *
 * @module
 */
import type { Outcome } from '@games/core';
import { endTurn, type Draft } from './draft.js';
import { lineupOf, othersBeginTurn, winVetoed, type Lineup } from './lineup.js';
import type { SantoriniMove } from './moves.js';
import { defaultAfterPass, type GodPower } from './power.js';
import { teamOf, teamWorkersOnBoard, type SantoriniState, type TurnRecord } from './state.js';

const NO_NOTES: number[] = Object.freeze([]) as unknown as number[];

/**
 * A copy of a turn record (the machine gives a draft its own copy before changing it or calling a
 * hook with it).
 */
function copyTurn(turn: TurnRecord): TurnRecord {
  return {
    movers: turn.movers,
    builders: turn.builders,
    worker: turn.worker,
    start: turn.start,
    steps: turn.steps,
    builds: turn.builds,
    lastBuild: turn.lastBuild,
    movedUp: turn.movedUp,
    domed: turn.domed,
    mode: turn.mode,
    notes: turn.notes,
    extra: turn.extra,
  };
}

/**
 * A new draft of `state`: a shallow copy. The turn record is still shared; the machine replaces it
 * with a {@link copyTurn} before any change, so every hook sees a private one.
 */
export function startDraft(state: SantoriniState): Draft {
  return {
    players: state.players,
    gods: state.gods,
    levels: state.levels,
    domes: state.domes,
    workers: state.workers,
    seat: state.seat,
    phase: state.phase,
    optional: state.optional,
    turn: state.turn,
    turns: state.turns,
    out: state.out,
    powers: state.powers,
    rules: state.rules,
    outcome: state.outcome,
  };
}

/** The seats that place workers, in placing order. */
export function placementOrder(state: SantoriniState): number[] {
  const powers = lineupOf(state).powers;
  const first = (seat: number): boolean => powers[seat]?.placesFirst === true;
  const placers: number[] = [];
  const teams = state.players === 4 ? 2 : state.players;
  for (let team = 0; team < teams; team++) placers.push(state.players === 4 && first(team + 2) && !first(team) ? team + 2 : team);
  return [...placers.filter(first), ...placers.filter((seat) => !first(seat))];
}

/** The seat that places the next worker, or -1 when every worker is placed. */
export function placingSeat(state: SantoriniState): number {
  if (!lineupOf(state).placesFirst) {
    const workers = state.workers;
    for (let worker = 0; worker < workers.length; worker++) if (workers[worker]! < 0) return worker >> 1;
    return -1;
  }
  for (const seat of placementOrder(state)) {
    const team = teamOf(state, seat);
    if (state.workers[2 * team]! < 0 || state.workers[2 * team + 1]! < 0) return seat;
  }
  return -1;
}


/** The square index of a name of the shared move constants (already validated). */
function at(name: string): number {
  return name.charCodeAt(0) - 65 + (name.charCodeAt(1) - 49) * 5;
}

/**
 * Applies one legal decision (a shared move constant) and returns the draft: mid-turn, or with
 * phase `end` when the decision completed the turn (a win is recorded in its outcome). Turn
 * endings are processed by {@link settle}; generation looks at the draft as it is to see whether
 * a turn can be completed.
 */
export function applyDecision(state: SantoriniState, move: SantoriniMove): Draft {
  const draft = startDraft(state);
  const lineup = lineupOf(state);
  const power = lineup.powers[state.seat]!;
  if (power.applyMove !== undefined) {
    draft.turn = copyTurn(state.turn);
    if (power.applyMove(draft, move, state)) return draft;
    draft.turn = state.turn;
  }
  switch (move.kind) {
    case 'move':
      step(draft, state, lineup, power, at(move.from), at(move.to));
      break;
    case 'build':
      build(draft, state, lineup, power, at(move.square), false);
      break;
    case 'dome':
      build(draft, state, lineup, power, at(move.square), true);
      break;
    case 'pass':
      draft.turn = copyTurn(state.turn);
      if (power.afterPass !== undefined) power.afterPass(draft);
      else defaultAfterPass(draft);
      break;
    case 'place':
      place(draft, at(move.square));
      break;
    default:
      // Decisions only powers define (remove) are applied by their applyMove.
      break;
  }
  return draft;
}

function place(draft: Draft, square: number): void {
  const first = 2 * teamOf(draft, draft.seat);
  const workers = draft.workers.slice();
  workers[workers[first]! < 0 ? first : first + 1] = square;
  draft.workers = workers;
  if (workers[first]! >= 0 && workers[first + 1]! >= 0) {
    const next = placingSeat(draft);
    if (next >= 0) draft.seat = next;
    else beginTurn(draft, 0);
  }
}

function step(draft: Draft, state: SantoriniState, lineup: Lineup, power: GodPower, from: number, to: number): void {
  const seat = state.seat;
  const workers = state.workers.slice();
  const worker = workers.indexOf(from);
  const victim = workers.indexOf(to);
  const fromLevel = state.levels[from]!;
  const toLevel = state.levels[to]!;
  // Nobody wins during an extra turn (Dionysus).
  let reason: string | null = fromLevel < 3 && toLevel === 3 && !state.turn.extra ? 'reached-level-3' : null;
  if (reason === null && power.winsByStep !== undefined && !state.turn.extra) reason = power.winsByStep(state, worker, from, to);
  if (reason !== null && winVetoed(lineup, state, worker, from, to)) reason = null;
  if (victim >= 0) workers[victim] = power.forcedTo!(state, worker, from, to, victim);
  workers[worker] = to;
  draft.workers = workers;
  const turn = copyTurn(state.turn);
  draft.turn = turn;
  if (turn.worker !== worker) turn.start = from;
  turn.worker = worker;
  turn.steps++;
  if (toLevel > fromLevel) turn.movedUp = true;
  if (reason !== null) {
    draft.phase = 'end';
    draft.outcome = { ranking: [[seat]], reason };
    return;
  }
  draft.phase = 'build';
  draft.optional = false;
  turn.builders = 1 << worker;
  turn.movers = 0;
  if (power.afterStep !== undefined) power.afterStep(draft, worker, from, to);
}

function build(draft: Draft, state: SantoriniState, lineup: Lineup, power: GodPower, square: number, dome: boolean): void {
  if (dome) draft.domes |= 1 << square;
  else {
    const levels = state.levels.slice();
    levels[square]!++;
    draft.levels = levels;
  }
  endTurn(draft);
  // The record only matters to hooks: when none will read it, the next turn replaces it anyway.
  const read = power.afterBuild !== undefined || power.endTurn !== undefined || lineup.anyTurnEnds || lineup.allowsTurn || lineup.winsAfterAction;
  if (!read) return;
  const turn = copyTurn(state.turn);
  draft.turn = turn;
  if (dome) turn.domed = true;
  turn.builds++;
  turn.lastBuild = square;
  if (power.afterBuild !== undefined) power.afterBuild(draft, square, dome);
}

/** The record of a turn just begun, before any hook: `movers` may move, nothing done yet. */
function freshTurn(movers: number, extra: boolean): TurnRecord {
  return { movers, builders: 0, worker: -1, start: -1, steps: 0, builds: 0, lastBuild: -1, movedUp: false, domed: false, mode: 0, notes: NO_NOTES, extra };
}

/** Frozen fresh turn records by movers and extra (the machine copies a record before changing it). */
const sharedTurns = new Map<number, TurnRecord>();

function sharedTurn(movers: number, extra: boolean): TurnRecord {
  const key = movers * 2 + (extra ? 1 : 0);
  let turn = sharedTurns.get(key);
  if (turn === undefined) {
    turn = Object.freeze(freshTurn(movers, extra));
    sharedTurns.set(key, turn);
  }
  return turn;
}

/**
 * Resets the turn record and hands the turn to `seat`, running the start-of-turn hooks up to
 * `otherTurnBegins`; `extra` begins an extra turn ({@link GodPower.extraTurn}). The look-ahead
 * hooks (`otherTurnReady`) run next, in `settle.ts`'s `startTurn`, which owns the look-ahead.
 */
export function beginTurn(draft: Draft, seat: number, extra = false): void {
  draft.seat = seat;
  draft.phase = 'move';
  draft.optional = false;
  const movers = teamWorkersOnBoard(draft, seat);
  let lineup = lineupOf(draft);
  const own = extra ? undefined : lineup.base[seat]!.beforeTurn;
  if (own === undefined && lineup.powers[seat]!.beginTurn === undefined && !lineup.otherTurnBegins) {
    // No hook will touch the record as the turn begins: a shared, frozen one will do.
    draft.turn = sharedTurn(movers, extra);
    return;
  }
  draft.turn = freshTurn(movers, extra);
  if (own !== undefined) {
    own(draft);
    lineup = lineupOf(draft);
  }
  const power = lineup.powers[seat]!;
  if (power.beginTurn !== undefined) power.beginTurn(draft);
  othersBeginTurn(lineup, draft);
}
