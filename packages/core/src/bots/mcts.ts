import type { Game, Outcome, Result } from '../contract.js';
import { describeValue, err, ok } from '../result.js';
import { float, int, type Rng } from '../rng.js';
import { playerMoves, type Bot } from './bot.js';
import { readSearchSettings } from './search-settings.js';

/**
 * Settings of {@link mctsBot}.
 *
 * @group Bots
 */
export interface MctsOptions {
  /** Search iterations per move (default 1000 when `milliseconds` is not given). */
  iterations?: number;
  /** Time budget per move in milliseconds; when given with `iterations`, whichever ends first. */
  milliseconds?: number;
  /** UCT exploration constant (default √2). */
  exploration?: number;
  /** Longest random rollout in plies; an unfinished rollout counts as a draw (default 300). */
  rolloutPlies?: number;
  /**
   * For games with hidden information (a `redeal` method, see {@link Game.redeal}): over how many
   * re-dealt copies of the position the budget is split at most (default 8; with an iteration
   * budget each copy gets at least 100 iterations, so small budgets search fewer copies, at least
   * one). Each copy holds only what the bot's seat may know, the rest drawn anew; the move with the
   * most visits over all copies is played. 0 searches the real state, that is with knowledge the
   * seat does not have.
   */
  determinizations?: number;
}

/** The fewest iterations a re-dealt copy is searched with, when the budget is counted in iterations. */
const ITERATIONS_PER_COPY = 100;

/** The most seats a search keeps rewards for. */
const MAX_SEATS = 16;

interface SearchNode<S, M> {
  state: S;
  /** 0 player, 1 chance, 2 over. */
  kind: number;
  seat: number;
  moves: M[];
  weights: number[];
  children: (SearchNode<S, M> | undefined)[];
  expanded: number;
  visits: number;
  /** Summed rewards by seat (as many entries as the match has seats). */
  reward: number[];
  terminal: Float64Array | null;
}

/** An array of `length` zeros (packed, as V8 reads fastest). */
function zeros(length: number): number[] {
  const array: number[] = [];
  for (let index = 0; index < length; index++) array.push(0);
  return array;
}

/**
 * Rewards in [0, 1] by seat from an outcome: 1 for the best, 0 for the worst, ties shared.
 *
 * @group Bots
 */
export function outcomeRewards(outcome: Outcome, into: Float64Array = new Float64Array(MAX_SEATS)): Float64Array {
  let seats = 0;
  for (const group of outcome.ranking) seats += group.length;
  into.fill(0.5);
  if (seats <= 1) {
    for (const group of outcome.ranking) for (const seat of group) if (seat < into.length) into[seat] = 1;
    return into;
  }
  let above = 0;
  for (const group of outcome.ranking) {
    const below = seats - above - group.length;
    const value = (below + (group.length - 1) / 2) / (seats - 1);
    for (const seat of group) if (seat >= 0 && seat < into.length) into[seat] = value;
    above += group.length;
  }
  return into;
}

/**
 * A Monte Carlo tree search bot (UCT) for any {@link Game}: each seat maximises its own reward
 * (1 win, 0 loss, ties shared by rank), chance nodes are sampled by weight, and leaves are
 * valued by random rollouts. In games with hidden information (a {@link Game.redeal} method) it
 * does not peek: it searches several re-dealt copies of the position, each consistent with what
 * its seat sees, and plays the move that did best over all of them
 * ({@link MctsOptions.determinizations}). Deterministic for an iteration budget and a seeded rng;
 * a millisecond budget depends on machine speed.
 *
 * @example
 * ```ts
 * import { createRng, mctsBot, unwrap } from '@games/core';
 * import { pig } from '@games/core/example';
 *
 * const bot = mctsBot(pig, { iterations: 300 });      // or { milliseconds: 200 }; both: whichever ends first
 * let state = unwrap(pig.setup({ players: 2, seed: 4 }));
 * state = unwrap(pig.play(state, { kind: 'roll' }));
 * state = unwrap(pig.play(state, { kind: 'face', value: 6 }));
 * const chosen = bot.chooseMove(state, createRng(4)); // searches re-dealt copies: it never sees seat 1's secret
 * if (chosen.ok) console.log(pig.formatMove(chosen.value)); // 'roll' or 'hold'
 * ```
 *
 * @group Bots
 */
export function mctsBot<S, M, O, V>(game: Game<S, M, O, V>, options: MctsOptions = {}): Bot<S, M> {
  // Each setting is read once (a getter cannot change it between checks); options that are not an
  // object make every chooseMove refuse with `invalid-options`.
  const given: Partial<Record<keyof MctsOptions, unknown>> = typeof options === 'object' && options !== null ? options : {};
  const determinizations = (given.determinizations ?? 8) as number;
  const { exploration, rolloutPlies, milliseconds, iterations, valid: budgetValid, name } = readSearchSettings(options, 'uct', { exploration: Math.SQRT2, rolloutPlies: 300 }, Number.isInteger(determinizations) && determinizations >= 0);

  /** The seats of the match being searched (set by each chooseMove), at most {@link MAX_SEATS}. */
  let seatCount = MAX_SEATS;

  const makeNode = (state: S): SearchNode<S, M> => {
    const actor = game.actor(state);
    const node: SearchNode<S, M> = {
      state,
      kind: actor.kind === 'player' ? 0 : actor.kind === 'chance' ? 1 : 2,
      seat: actor.kind === 'player' ? actor.seat : -1,
      moves: [],
      weights: [],
      children: [],
      expanded: 0,
      visits: 0,
      reward: zeros(seatCount),
      terminal: null,
    };
    if (actor.kind === 'player') node.moves = game.legalMoves(state);
    else if (actor.kind === 'chance') {
      node.moves = actor.outcomes.map((outcome) => outcome.move);
      node.weights = actor.outcomes.map((outcome) => outcome.weight);
    } else node.terminal = outcomeRewards(actor.outcome);
    return node;
  };

  const child = (node: SearchNode<S, M>, index: number): SearchNode<S, M> => {
    let existing = node.children[index];
    if (existing === undefined) {
      const played = game.play(node.state, node.moves[index] as M);
      if (!played.ok) throw new Error(`${game.id} refused its own legal move: ${played.error.message}`);
      existing = makeNode(played.value);
      node.children[index] = existing;
    }
    return existing;
  };

  const chanceIndex = (node: SearchNode<S, M>, rng: Rng): number => {
    let total = 0;
    for (const weight of node.weights) total += weight;
    let target = float(rng) * total;
    for (let index = 0; index < node.weights.length; index++) {
      target -= node.weights[index]!;
      if (target < 0) return index;
    }
    return node.weights.length - 1;
  };

  const select = (node: SearchNode<S, M>, rng: Rng): number => {
    if (node.expanded < node.moves.length) return node.expanded++;
    const logVisits = Math.log(node.visits);
    let best = 0;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (let index = 0; index < node.children.length; index++) {
      const next = node.children[index]!;
      const score = next.reward[node.seat]! / next.visits + exploration * Math.sqrt(logVisits / next.visits);
      if (score > bestScore || (score === bestScore && int(rng, 0, 1) === 0)) {
        bestScore = score;
        best = index;
      }
    }
    return best;
  };

  /** A random game from `state`; `null` when the clock ran out first (the iteration is dropped). */
  const rollout = (state: S, rng: Rng, into: Float64Array, deadline: number): Float64Array | null => {
    let current = state;
    for (let ply = 0; ply < rolloutPlies; ply++) {
      if ((ply & 31) === 31 && deadline !== Number.POSITIVE_INFINITY && performance.now() >= deadline) return null;
      const actor = game.actor(current);
      if (actor.kind === 'over') return outcomeRewards(actor.outcome, into);
      let move: M;
      if (actor.kind === 'chance') {
        let total = 0;
        for (const outcome of actor.outcomes) total += outcome.weight;
        let target = float(rng) * total;
        move = actor.outcomes[actor.outcomes.length - 1]!.move;
        for (const outcome of actor.outcomes) {
          target -= outcome.weight;
          if (target < 0) {
            move = outcome.move;
            break;
          }
        }
      } else {
        const moves = game.legalMoves(current);
        move = moves[moves.length === 1 ? 0 : int(rng, 0, moves.length - 1)] as M;
      }
      const played = game.play(current, move);
      if (!played.ok) throw new Error(`${game.id} refused its own legal move: ${played.error.message}`);
      current = played.value;
    }
    const actor = game.actor(current);
    if (actor.kind === 'over') return outcomeRewards(actor.outcome, into);
    return into.fill(0.5);
  };

  /** Runs up to `budget` iterations from `state` (stopping at `deadline`) and returns the root. */
  const search = (state: S, budget: number, deadline: number, rng: Rng, first: boolean): SearchNode<S, M> => {
    const root = makeNode(state);
    const path: SearchNode<S, M>[] = [];
    const scratch = new Float64Array(MAX_SEATS);
    for (let iteration = 0; iteration < budget; iteration++) {
      // With a clock, read it before every iteration but the first of the whole move: one
      // iteration (a rollout) is the most a search can overrun its budget by.
      if (deadline !== Number.POSITIVE_INFINITY && (iteration > 0 || !first) && performance.now() >= deadline) break;
      path.length = 0;
      let node = root;
      path.push(node);
      // selection and expansion: descend until a new node is created or the game ends
      while (node.kind !== 2) {
        const wasNew = node.kind === 0 ? node.expanded < node.moves.length : false;
        const index = node.kind === 0 ? select(node, rng) : chanceIndex(node, rng);
        const fresh = node.children[index] === undefined;
        node = child(node, index);
        path.push(node);
        if (wasNew || fresh) break;
      }
      const rewards = node.terminal ?? rollout(node.state, rng, scratch, iteration > 0 || !first ? deadline : Number.POSITIVE_INFINITY);
      if (rewards === null) break;
      for (const visited of path) {
        visited.visits++;
        for (let seat = 0; seat < seatCount; seat++) visited.reward[seat] = visited.reward[seat]! + rewards[seat]!;
      }
    }
    return root;
  };

  /** The index of the most visited child of `root` (the first of equals). */
  const mostVisited = (root: SearchNode<S, M>): number => {
    let best = 0;
    let bestVisits = -1;
    for (let index = 0; index < root.children.length; index++) {
      const visits = root.children[index]?.visits ?? 0;
      if (visits > bestVisits) {
        bestVisits = visits;
        best = index;
      }
    }
    return best;
  };

  return {
    name,
    chooseMove(state, rng): Result<M> {
      if (!budgetValid) return err('invalid-options', `mctsBot options are not valid: ${describeValue(options)}`);
      const moves = playerMoves(game, state);
      if (!moves.ok) return moves;
      if (moves.value.length === 1) return ok(moves.value[0] as M);
      const start = performance.now();
      seatCount = Math.min(MAX_SEATS, game.seats(state));
      const actor = game.actor(state);
      const seat = actor.kind === 'player' ? actor.seat : null;
      const draw = (max: number): number => int(rng, 0, max);
      const deals = game.redeal === undefined || determinizations === 0 ? 0 : Math.max(1, Math.min(determinizations, Math.floor(iterations / ITERATIONS_PER_COPY)));
      // A game's redeal returns the state itself when nothing in it is hidden from the seat.
      const first = deals === 0 ? state : game.redeal!(state, seat, draw);
      if (first === state) {
        const root = search(state, iterations, milliseconds === undefined ? Number.POSITIVE_INFINITY : start + milliseconds, rng, true);
        return ok(root.moves[mostVisited(root)] as M);
      }
      // Split the budget over re-dealt copies; add up the visits of each move by its notation.
      const visits = new Map<string, number>();
      for (let deal = 0; deal < deals; deal++) {
        const budget = iterations === Number.POSITIVE_INFINITY ? iterations : Math.floor((iterations * (deal + 1)) / deals) - Math.floor((iterations * deal) / deals);
        // Re-dealt copies share one clock: each gets its slice of the budget, and once the whole
        // budget is spent no further copy is dealt.
        const deadline = milliseconds === undefined ? Number.POSITIVE_INFINITY : start + (milliseconds * (deal + 1)) / deals;
        if (deal > 0 && milliseconds !== undefined && performance.now() >= start + milliseconds) break;
        const root = search(deal === 0 ? first : game.redeal!(state, seat, draw), budget, deadline, rng, deal === 0);
        for (let index = 0; index < root.children.length; index++) {
          const notation = game.formatMove(root.moves[index] as M);
          visits.set(notation, (visits.get(notation) ?? 0) + (root.children[index]?.visits ?? 0));
        }
      }
      let best = moves.value[0] as M;
      let bestVisits = -1;
      for (const move of moves.value) {
        const count = visits.get(game.formatMove(move)) ?? 0;
        if (count > bestVisits) {
          bestVisits = count;
          best = move;
        }
      }
      return ok(best);
    },
  };
}
