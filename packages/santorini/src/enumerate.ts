/**
 * Turn enumeration for search and testing: every complete turn of the side to move
 * ({@link turnsOf}) and perft, which counts the nodes of the tree whose edges are complete turns.
 *
 * @module
 */
import { movesOf, turnKeyOf } from './generate.js';
import { actionWin, lineupOf, powerOf } from './lineup.js';
import type { SantoriniMove } from './moves.js';
import { changesTurnFlow } from './power.js';
import type { SantoriniState } from './state.js';
import { settle } from './settle.js';
import { applyDecision } from './turn.js';

/** A key of a state's position (the board, workers as sets per team, seat, power data, phase). */
export function positionKey(state: SantoriniState): string {
  let key = `${state.levels.join('')}|${state.domes}|`;
  const workers = state.workers;
  for (let worker = 0; worker < workers.length; worker += 2) {
    const a = workers[worker]!;
    const b = workers[worker + 1]!;
    const team = worker / 2;
    const distinct = powerOf(state, team).distinctWorkers === true || (state.players === 4 && powerOf(state, team + 2).distinctWorkers === true);
    key += distinct || a <= b ? `${a},${b};` : `${b},${a};`;
  }
  return `${key}${state.seat}|${state.out.join(',')}|${JSON.stringify(state.powers)}|${state.phase}`;
}


/** True when different decision sequences of the acting seat can reach the same position. */
function mergesTurns(state: SantoriniState): boolean {
  return changesTurnFlow(powerOf(state, state.seat));
}

/** A complete turn and the state after it. */
interface CompleteTurn {
  steps: SantoriniMove[];
  after: SantoriniState;
}

/**
 * Every complete turn, breadth first (so each turn has the fewest steps), keeping one turn per
 * resulting position when the acting power can reach a position in several ways.
 */
function completeTurns(state: SantoriniState): CompleteTurn[] {
  const turns: CompleteTurn[] = [];
  if (state.phase === 'over') return turns;
  const merge = mergesTurns(state);
  const lineup = lineupOf(state);
  const finals = new Set<string>();
  const middles = new Set<string>();
  const queue: { state: SantoriniState; steps: SantoriniMove[] }[] = [{ state, steps: [] }];
  for (let index = 0; index < queue.length; index++) {
    const { state: from, steps } = queue[index]!;
    for (const move of movesOf(from)) {
      const draft = applyDecision(from, move);
      const path = [...steps, move];
      // A turn is complete when it ends, or when the game ends in its middle (Chronus' fifth tower).
      if (draft.phase === 'end' || actionWin(lineup, draft) !== null) {
        const after = settle(draft, from);
        if (merge) {
          const key = positionKey(after);
          if (finals.has(key)) continue;
          finals.add(key);
        }
        turns.push({ steps: path, after });
        continue;
      }
      const next = draft;
      if (merge) {
        // Mid-turn, which worker stands where can matter to the rest of the turn (Aphrodite's held
        // workers, Hypnus' held worker, Selene's female worker): the workers are keyed in order.
        const key = `${next.workers.join()}#${positionKey(next)}#${next.optional}#${turnKeyOf(next)}`;
        if (middles.has(key)) continue;
        middles.add(key);
      }
      queue.push({ state: next, steps: path });
    }
  }
  return turns;
}

/**
 * Every complete turn of the side to move, each as its list of decisions (a winning step is a
 * complete turn). When a power can reach the same position in several ways (Artemis, Demeter,
 * Hermes, Prometheus ...) one turn per resulting position is listed, with the fewest decisions.
 * Empty when the game is over or during placement.
 *
 * @group Turns and perft
 */
export function turnsOf(state: SantoriniState): SantoriniMove[][] {
  if (state.phase === 'place') return [];
  return completeTurns(state).map((turn) => turn.steps);
}

function countTurns(state: SantoriniState, depth: number): number {
  const moves = movesOf(state);
  const lineup = lineupOf(state);
  if (depth === 1 && state.phase === 'build' && !state.optional) {
    const power = powerOf(state, state.seat);
    if (power.afterBuild === undefined) return moves.length;
  }
  let total = 0;
  for (let index = 0; index < moves.length; index++) {
    const draft = applyDecision(state, moves[index]!);
    if (draft.phase === 'end' || actionWin(lineup, draft) !== null) total += depth === 1 ? 1 : perft(settle(draft, state), depth - 1);
    else total += countTurns(draft, depth);
  }
  return total;
}

/**
 * Perft: the number of nodes `depth` complete turns below `state` (1 at depth 0), where a node's
 * children are its distinct complete turns (see {@link turnsOf}). A finished game has no children.
 *
 * @group Turns and perft
 */
export function perft(state: SantoriniState, depth: number): number {
  if (depth <= 0) return 1;
  if (state.phase === 'over' || state.phase === 'place') return 0;
  if (!mergesTurns(state)) return countTurns(state, depth);
  const turns = completeTurns(state);
  if (depth === 1) return turns.length;
  let total = 0;
  for (const turn of turns) total += perft(turn.after, depth - 1);
  return total;
}
