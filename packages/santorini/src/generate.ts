/**
 * Move generation: the legal decisions of the acting seat. A candidate decision is legal only if
 * the turn can still be completed after it (a step must be followed by a build, a pre-build by a
 * step, ...); the generator proves that cheaply where it can and otherwise plays the candidate
 * ahead through the turn machine.
 *
 * @module
 */
import { NEIGHBOUR_MASK, SPACES } from './board.js';
import { actionWin, buildForbidden, lineupOf, powerOf, stepForbidden, turnAllowed, turnRuledOut, upForbidden, type Lineup } from './lineup.js';
import { BUILD, DOME, PASS, PLACE, STEP, type SantoriniMove } from './moves.js';
import { BLOCK, DOME_BIT, defaultBuildOptions, type GodPower, type TurnSearch } from './power.js';
import { supplyLeft } from './supply.js';
import { teamWorkerMask, type SantoriniState } from './state.js';
import type { Draft } from './draft.js';
import { applyDecision, placingSeat } from './turn.js';

/** True when the decision `move` can be followed by the rest of a complete, allowed turn. */
export function completable(state: SantoriniState, move: SantoriniMove): boolean {
  return finishable(state, applyDecision(state, move));
}

/**
 * True when `draft`, the result of a decision taken in `base`, is a complete allowed turn or can
 * be completed into one.
 */
export function finishable(base: SantoriniState, draft: SantoriniState): boolean {
  const lineup = lineupOf(draft);
  if (draft.phase === 'end') return turnAllowed(lineup, draft);
  // A turn ends where the game ends: a decision that wins for someone (Chronus' fifth tower) needs no follow-up.
  if (actionWin(lineup, draft) !== null) return true;
  if (turnRuledOut(lineup, draft, SEARCH)) return false;
  if (lineup.powers[draft.seat]!.unboundedSteps === true) return searchCompletion(base, draft);
  return hasDecision(draft);
}

/**
 * What decides the rest of the acting seat's turn in the turn record, as a string: the power's
 * {@link GodPower.turnKey}, or every field but `notes`.
 */
export function turnKeyOf(state: SantoriniState): string {
  const power = lineupOf(state).powers[state.seat]!;
  if (power.turnKey !== undefined) return power.turnKey(state);
  const turn = state.turn;
  return `${turn.movers},${turn.builders},${turn.worker},${turn.start},${turn.steps},${turn.builds},${turn.lastBuild},${turn.movedUp},${turn.domed},${turn.mode},${turn.extra}`;
}

/** A key of a mid-turn state: the board, the workers, the phase and the turn key. */
export function midTurnKey(state: SantoriniState): string {
  const levels = state.levels;
  let low = 0;
  let high = 0;
  for (let square = 0; square < 13; square++) low = low * 4 + levels[square]!;
  for (let square = 13; square < 25; square++) high = high * 4 + levels[square]!;
  return `${low},${high},${state.domes},${state.workers.join()},${state.phase},${state.optional},${turnKeyOf(state)}`;
}

/** The state whose candidate decisions are being checked, and the mid-turn states known to be dead ends from it. */
let deadEndBase: SantoriniState | null = null;
const deadEnds = new Set<string>();

/**
 * Whether `start`, a mid-turn state of a power with unbounded step sequences (Hermes' walk,
 * Triton) reached by a decision from `base`, can be completed: a depth-first search over its
 * decisions, unchecked, visiting each mid-turn state once (by board, workers and turn key), so
 * that walks neither loop nor branch without end. The states of a failed search are dead ends for
 * every other decision from the same `base` too (what one of them can reach from there, the failed
 * search could reach), so checking all of `base`'s decisions explores each state at most once.
 */
function searchCompletion(base: SantoriniState, start: SantoriniState): boolean {
  if (base !== deadEndBase) {
    deadEndBase = base;
    deadEnds.clear();
  }
  const startKey = midTurnKey(start);
  if (deadEnds.has(startKey)) return false;
  const seen = new Set<string>([startKey]);
  const lineup = lineupOf(start);
  const stack: SantoriniState[] = [start];
  const moves: SantoriniMove[] = [];
  while (stack.length > 0) {
    const state = stack.pop()!;
    moves.length = 0;
    generate(state, moves, Infinity, false);
    for (let index = moves.length - 1; index >= 0; index--) {
      const next = applyDecision(state, moves[index]!);
      if (next.phase === 'end') {
        if (turnAllowed(lineup, next)) return true;
        continue;
      }
      if (actionWin(lineup, next) !== null) return true;
      if (turnRuledOut(lineup, next, SEARCH)) continue;
      const key = midTurnKey(next);
      if (seen.has(key) || deadEnds.has(key)) continue;
      seen.add(key);
      stack.push(next);
    }
  }
  for (const key of seen) deadEnds.add(key);
  return false;
}

/** True when the acting seat has at least one legal decision. */
export function hasDecision(state: SantoriniState): boolean {
  const list: SantoriniMove[] = [];
  generate(state, list, 1);
  return list.length > 0;
}

/**
 * Appends the legal decisions of `state` to `out`, stopping once `out` holds `limit` moves.
 * `pass` (when the step is optional and the turn can go on without it) comes first. With
 * `checked` false, decisions are not tested for leading to a complete turn (for searches that
 * follow every decision themselves).
 */
export function generate(state: SantoriniState, out: SantoriniMove[], limit: number, checked = true): void {
  const lineup = lineupOf(state);
  const power = lineup.powers[state.seat]!;
  switch (state.phase) {
    case 'place':
      generatePlacements(state, lineup, out, limit);
      return;
    case 'move':
      if (state.optional && (!checked || completable(state, PASS))) out.push(PASS);
      if (out.length < limit) generateSteps(state, lineup, power, out, limit, checked);
      break;
    case 'build':
      if (state.optional && (!checked || completable(state, PASS))) out.push(PASS);
      if (out.length < limit) generateBuilds(state, lineup, power, out, limit, checked);
      break;
    case 'power':
      if (state.optional && (!checked || completable(state, PASS))) out.push(PASS);
      break;
    default:
      return;
  }
  if (power.extraMoves !== undefined && out.length < limit) generateExtra(state, power, out, limit, checked);
}

/** The power's own decisions, kept when the turn can be completed after them. */
function generateExtra(state: SantoriniState, power: GodPower, out: SantoriniMove[], limit: number, checked: boolean): void {
  const extra: SantoriniMove[] = [];
  power.extraMoves!(state, extra);
  for (const move of extra) {
    if (out.includes(move) || (checked && !completable(state, move))) continue;
    out.push(move);
    if (out.length >= limit) return;
  }
}

function generatePlacements(state: SantoriniState, lineup: Lineup, out: SantoriniMove[], limit: number): void {
  const seat = placingSeat(state);
  if (seat < 0) return;
  const power = lineup.powers[seat]!;
  // With 4 players the partner's placement rule binds the team's shared workers too.
  const partner = state.players === 4 ? seat ^ 2 : -1;
  const partnerPower = partner >= 0 ? lineup.powers[partner]! : null;
  let blocked = state.domes;
  for (const square of state.workers) if (square >= 0) blocked |= 1 << square;
  for (let square = 0; square < SPACES; square++) {
    if ((blocked & (1 << square)) !== 0) continue;
    if (power.canPlace !== undefined && !power.canPlace(state, seat, square)) continue;
    if (partnerPower?.canPlace !== undefined && !partnerPower.canPlace(state, partner, square)) continue;
    out.push(PLACE[square]!);
    if (out.length >= limit) return;
  }
}

function generateSteps(state: SantoriniState, lineup: Lineup, power: GodPower, out: SantoriniMove[], limit: number, checked: boolean): void {
  const seat = state.seat;
  const levels = state.levels;
  const workers = state.workers;
  const domes = state.domes;
  const own = teamWorkerMask(state, seat);
  let occupied = 0;
  for (let worker = 0; worker < workers.length; worker++) if (workers[worker]! >= 0) occupied |= 1 << workers[worker]!;

  // Bit t: the workers of team t may not move up (a restriction binds by the worker's owner).
  const upForbiddenTeams = upForbidden(lineup, state);
  const restricted = lineup.restrictsStep;
  const quick = !state.rules.physicalSupply && power.checksCompletion !== true && !lineup.restrictsBuild && !lineup.allowsTurn;

  const movers = state.turn.movers;
  const forces = power.forcedTo !== undefined;
  const filters = power.canStep !== undefined;
  const blocked = forces ? domes : domes | occupied;
  for (let worker = 0; worker < workers.length; worker++) {
    if ((movers & (1 << worker)) === 0) continue;
    const from = workers[worker]!;
    if (from < 0) continue;
    const fromLevel = levels[from]!;
    let candidates = NEIGHBOUR_MASK[from]! & ~blocked;
    while (candidates !== 0) {
      const to = 31 - Math.clz32(candidates & -candidates);
      candidates &= candidates - 1;
      const toLevel = levels[to]!;
      if (toLevel > fromLevel + 1 || (toLevel > fromLevel && (upForbiddenTeams & (1 << (worker >> 1))) !== 0)) continue;
      let vacatedFree = true;
      if ((occupied & (1 << to)) !== 0) {
        const victim = workers.indexOf(to);
        if ((own & (1 << victim)) !== 0) continue;
        const forced = power.forcedTo!(state, worker, from, to, victim);
        if (forced < 0) continue;
        vacatedFree = forced !== from;
      }
      if (filters && !power.canStep!(state, worker, from, to)) continue;
      if (restricted && stepForbidden(lineup, state, worker, from, to)) continue;
      const move = STEP[from * SPACES + to]!;
      if (checked && !(quick && vacatedFree) && !completable(state, move)) continue;
      out.push(move);
      if (out.length >= limit) return;
    }
  }
}

function generateBuilds(state: SantoriniState, lineup: Lineup, power: GodPower, out: SantoriniMove[], limit: number, checked: boolean): void {
  const levels = state.levels;
  const workers = state.workers;
  let blocked = state.domes;
  for (let worker = 0; worker < workers.length; worker++) if (workers[worker]! >= 0) blocked |= 1 << workers[worker]!;

  const restricted = lineup.restrictsBuild;
  const checkEach = checked && (power.afterBuild !== undefined || lineup.allowsTurn);
  const supply = state.rules.physicalSupply ? supplyLeft(state) : null;

  const builders = state.turn.builders;
  let candidates = 0;
  for (let worker = 0; worker < workers.length; worker++) {
    if ((builders & (1 << worker)) === 0) continue;
    const at = workers[worker]!;
    if (at < 0) continue;
    candidates |= NEIGHBOUR_MASK[at]!;
  }
  candidates &= ~blocked;
  if (power.extraBuildSquares !== undefined) candidates |= power.extraBuildSquares(state, builders) & ~state.domes;

  const buildOptions = power.buildOptions;
  const simple = buildOptions === undefined && supply === null && !restricted && !checkEach;
  while (candidates !== 0) {
    const square = 31 - Math.clz32(candidates & -candidates);
    candidates &= candidates - 1;
    const level = levels[square]!;
    if (simple) {
      out.push(level < 3 ? BUILD[square]! : DOME[square]!);
      if (out.length >= limit) return;
      continue;
    }
    const options = buildOptions !== undefined ? buildOptions(state, square, level, buildersNear(state, builders, square)) : defaultBuildOptions(level);
    for (let option = BLOCK; option <= DOME_BIT; option <<= 1) {
      if ((options & option) === 0) continue;
      const dome = option === DOME_BIT;
      if (supply !== null && (dome ? supply[3]! : supply[level]!) <= 0) continue;
      if (restricted && buildForbidden(lineup, state, square, dome, builders)) continue;
      const move = dome ? DOME[square]! : BUILD[square]!;
      if (checkEach && !completable(state, move)) continue;
      out.push(move);
      if (out.length >= limit) return;
    }
  }
}

/** Mask of the building workers (in `builders`) next to or on `square`. */
function buildersNear(state: SantoriniState, builders: number, square: number): number {
  const near = NEIGHBOUR_MASK[square]! | (1 << square);
  let mask = 0;
  for (let worker = 0; worker < state.workers.length; worker++) {
    const at = state.workers[worker]!;
    if ((builders & (1 << worker)) !== 0 && at >= 0 && (near & (1 << at)) !== 0) mask |= 1 << worker;
  }
  return mask;
}

/** One-slot memo: the last state whose legal moves were generated, and those moves. */
let memoState: SantoriniState | null = null;
let memoMoves: readonly SantoriniMove[] = [];

/**
 * The legal moves of `state`, from the memo when `state` is the last state seen (a state object is
 * never changed once the machine is done with it, so identity is enough). The returned array is
 * shared with the memo: callers must not change it.
 */
export function movesOf(state: SantoriniState): readonly SantoriniMove[] {
  return state === memoState ? memoMoves : generateMoves(state);
}

/**
 * Generates the legal moves of `state` and keeps them in the memo for {@link movesOf}; for the
 * machine, whose draft may change between two calls (a seat leaving the game).
 */
export function generateMoves(state: SantoriniState): readonly SantoriniMove[] {
  const moves: SantoriniMove[] = [];
  generate(state, moves, Infinity);
  memoState = state;
  memoMoves = moves;
  return moves;
}

/** The look-ahead the machine lends to hooks ({@link GodPower.otherTurnReady}, {@link GodPower.cannotAllow}). */
export const SEARCH: TurnSearch = Object.freeze({
  powerOf: (state: SantoriniState, seat: number): GodPower => powerOf(state, seat),
  decisions(state: SantoriniState): SantoriniMove[] {
    const moves: SantoriniMove[] = [];
    generate(state, moves, Infinity, false);
    return moves;
  },
  apply: (state: SantoriniState, move: SantoriniMove): Draft => applyDecision(state, move),
  finishable: (base: SantoriniState, draft: Draft): boolean => finishable(base, draft),
  key: (state: SantoriniState): string => midTurnKey(state),
  buildForbidden: (state: SantoriniState, square: number, dome: boolean, builders: number): boolean => buildForbidden(lineupOf(state), state, square, dome, builders),
});
