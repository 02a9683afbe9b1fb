import type { Game, GameKnowledge, Result } from '../contract.js';
import { describeValue, err, ok } from '../result.js';
import { float, int, type Rng } from '../rng.js';
import { playerMoves, type Bot, type BotContext } from './bot.js';
import { outcomeRewards } from './mcts.js';
import { readSearchSettings } from './search-settings.js';

/**
 * Settings of {@link ismctsBot}.
 *
 * @group Bots
 */
export interface IsmctsOptions {
  /** Search iterations per move (default 1000 when `milliseconds` is not given). */
  iterations?: number;
  /** Time budget per move in milliseconds; when given with `iterations`, whichever ends first. */
  milliseconds?: number;
  /**
   * Exploration constant of the UCB formula (default: the game's
   * {@link GameKnowledge.exploration}, else 0.7; rewards are in [0, 1]). With the game's
   * {@link GameKnowledge.priors}, selection is PUCT-style instead, with twice this constant.
   */
  exploration?: number;
  /**
   * Random plies played from a new leaf before it is valued: by the game's
   * {@link GameKnowledge.evaluate} when it has one, otherwise an unfinished rollout counts as a
   * draw. The plies follow the game's {@link GameKnowledge.rolloutMove} when it has one. Default: the game's {@link GameKnowledge.rolloutPlies}, else 8 with knowledge and 300
   * without.
   */
  rolloutPlies?: number;
  /**
   * Whether the other seats' decisions in the tree are learned from their own view (default
   * `false`). Every other iteration, after the usual re-deal, re-deals what one of the other
   * seats cannot see (the searching seat's own secrets) for that seat: by the game's
   * {@link GameKnowledge.redealRemembering} given the searching seat's history (the only one a
   * bot is told: a secret it showed the searching seat alone may then stay in place), else by its
   * `redeal`. A node's statistics count only the iterations dealt from the view of the seat whose
   * decision it is.
   * Without it the other seats choose, in the tree, as if they saw the searching seat's secrets
   * (single-observer ISMCTS): a Stratego opponent never attacks a Bomb and walks to the Flag.
   * Each seat's decisions then learn from part of the budget (half for the searching seat). No
   * effect where the searching seat sees everything.
   */
  opponentViews?: boolean;
}

/** Whether two lists of one length hold the same items (`===`), in order. */
function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false;
  return true;
}

/** The most seats a search keeps rewards for. */
const MAX_SEATS = 16;

/** A node of the information-set tree: statistics of one move sequence as the searching seat knows it. */
interface IsNode<S, M> {
  visits: number;
  /** How many times this node's move was available when its parent was visited (for UCB). */
  available: number;
  /** Summed rewards by seat. */
  reward: Float64Array;
  /** Children by move notation (information sets: the same notation in every re-deal); made on the node's second visit (most leaves get one). */
  children: Map<string, IsNode<S, M>> | null;
  /** With nothing hidden, the state, its moves and children by move index are kept instead. */
  state: S | null;
  moves: M[] | null;
  weights: number[] | null;
  kids: (IsNode<S, M> | undefined)[] | null;
  /** 0 player, 1 chance, 2 over (for kept states). */
  kind: number;
  seat: number;
  /** Moves of a kept state not yet expanded (they sit at the end of `moves`; none with priors). */
  untried: number;
  /** The game's normalised priors of a kept state's moves, or `null` for UCB selection. */
  priors: Float64Array | null;
  /** An information-set node's prior weights by move notation, once asked of the game. */
  priorByKey: Map<string, number> | null;
  /** The move notations of the node's last prior lookup and their normalised priors (re-deals mostly show a node the same moves). */
  priorKeys: readonly string[] | null;
  priorCache: Float64Array | null;
  /**
   * An information-set node's last legal moves (the game's objects), their notations and its
   * children by their index: a re-deal that shows the node the very same move objects (games that
   * share move objects, as most re-deals show a seat's own node) reuses them without formatting
   * or looking up a move.
   */
  lastMoves: readonly M[] | null;
  lastKeys: readonly string[] | null;
  lastKids: (IsNode<S, M> | undefined)[] | null;
}

/**
 * Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley and
 * Whitehouse 2012): the tree's nodes are what the searching seat knows, not states. Every
 * iteration plays on a fresh re-deal of the position consistent with what the seat knows (its
 * view, and with {@link GameKnowledge.redealRemembering} what the match history showed it), so
 * it never reads hidden information and does not fuse strategies of separate re-deals; a move's
 * statistics are shared by every re-deal where it is legal, and it is chosen by UCB over its
 * availability. Leaves are valued by short rollouts and the game's
 * {@link GameKnowledge.evaluate} when the game has one. With the game's
 * {@link GameKnowledge.priors}, selection is PUCT-style (a move's mean reward plus
 * `2 × exploration × prior × √parent visits / (1 + its visits)`, unvisited moves at their parent's
 * mean), so likely moves are tried first and a move of prior 0 is never tried; with its {@link GameKnowledge.rolloutMove}, rollouts
 * follow that policy instead of uniform random moves. In games without hidden information it
 * is plain UCT with the game's knowledge. Deterministic for an iteration budget and a seeded rng;
 * a millisecond budget depends on machine speed.
 *
 * @example
 * ```ts
 * import { createRng, ismctsBot, unwrap } from '@games/core';
 * import { pig } from '@games/core/example';
 *
 * const bot = ismctsBot(pig, { iterations: 300 });    // or { milliseconds: 200 }
 * let state = unwrap(pig.setup({ players: 2, seed: 4 }));
 * state = unwrap(pig.play(state, { kind: 'roll' }));
 * state = unwrap(pig.play(state, { kind: 'face', value: 6 }));
 * const chosen = bot.chooseMove(state, createRng(4)); // re-deals seat 1's secret every iteration
 * if (chosen.ok) console.log(pig.formatMove(chosen.value)); // 'roll' or 'hold'
 * ```
 *
 * @group Bots
 */
export function ismctsBot<S, M, O, V>(game: Game<S, M, O, V>, options: IsmctsOptions = {}): Bot<S, M> {
  const knowledge: GameKnowledge<S, M> | undefined = game.knowledge;
  const wanted = knowledge?.exploration;
  const wantedViews = typeof options === 'object' && options !== null ? (options as IsmctsOptions).opponentViews : undefined;
  const { exploration, rolloutPlies, milliseconds, iterations, valid, name } = readSearchSettings(options, 'mcts', {
    exploration: typeof wanted === 'number' && Number.isFinite(wanted) && wanted >= 0 ? wanted : 0.7,
    rolloutPlies: knowledge?.rolloutPlies ?? (knowledge === undefined ? 300 : 8),
  }, wantedViews === undefined || typeof wantedViews === 'boolean');
  const opponentViews = wantedViews === true;

  let seatCount = MAX_SEATS;
  const leafValue = new Float64Array(MAX_SEATS);
  const puct = 2 * exploration;

  /** `weights` normalised to sum 1; `null` unless they are one non-negative finite number per move, not all zero. */
  const normalised = (weights: unknown, moves: readonly M[]): Float64Array | null => {
    if (!Array.isArray(weights) || weights.length !== moves.length) return null;
    let total = 0;
    for (const weight of weights) {
      if (typeof weight !== 'number' || !(weight >= 0) || !Number.isFinite(weight)) return null;
      total += weight;
    }
    if (!(total > 0)) return null;
    const priors = new Float64Array(weights.length);
    for (let index = 0; index < weights.length; index++) priors[index] = (weights[index] as number) / total;
    return priors;
  };

  /** The game's priors of `moves` in `state`, normalised; `null` without usable priors. */
  const priorsOf = (state: S, moves: readonly M[]): Float64Array | null => (knowledge?.priors === undefined ? null : normalised(knowledge.priors(state, moves), moves));

  /** The kept prior weights of `keys` normalised to sum 1: `undefined` when one has none, `null` when they sum to 0. */
  const keptPriors = (known: ReadonlyMap<string, number>, keys: readonly string[]): Float64Array | null | undefined => {
    const priors = new Float64Array(keys.length);
    let total = 0;
    for (let index = 0; index < keys.length; index++) {
      const weight = known.get(keys[index]!);
      if (weight === undefined) return undefined;
      priors[index] = weight;
      total += weight;
    }
    if (!(total > 0)) return null;
    for (let index = 0; index < keys.length; index++) priors[index] = priors[index]! / total;
    return priors;
  };

  /**
   * The priors of an information-set node's moves (by notation): asked of the game on the node's
   * first visit and kept, asked again only when a re-deal shows the node a move it has no prior
   * for (the priors of the re-deal first seen stand for the node). With `keeps` false (a descent
   * dealt from another seat's view, see `opponentViews`, whose state may not be the acting seat's
   * own) priors it has none for are asked of this state and not kept.
   */
  const nodePriors = (node: IsNode<S, M>, state: S, moves: readonly M[], keys: readonly string[], keeps: boolean): Float64Array | null => {
    if (knowledge?.priors === undefined) return null;
    const last = node.priorKeys;
    if (last === keys || (last !== null && last.length === keys.length && sameItems(last, keys))) return node.priorCache;
    let known = node.priorByKey;
    let cache = known === null ? null : keptPriors(known, keys);
    if (cache === undefined || known === null) {
      if (!keeps) return priorsOf(state, moves);
      const weights = knowledge.priors(state, moves);
      if (normalised(weights, moves) === null) return null;
      known ??= new Map();
      for (let index = 0; index < keys.length; index++) known.set(keys[index]!, weights[index]!);
      node.priorByKey = known;
      cache = keptPriors(known, keys) ?? null;
    }
    node.priorKeys = keys;
    node.priorCache = cache;
    return cache;
  };

  const newNode = (state: S | null): IsNode<S, M> => {
    const node: IsNode<S, M> = { visits: 0, available: 0, reward: new Float64Array(seatCount), children: null, state, moves: null, weights: null, kids: null, kind: 0, seat: -1, untried: 0, priors: null, priorByKey: null, priorKeys: null, priorCache: null, lastMoves: null, lastKeys: null, lastKids: null };
    if (state === null) return node;
    const actor = game.actor(state);
    if (actor.kind === 'player') {
      node.seat = actor.seat;
      node.moves = game.legalMoves(state);
      node.priors = priorsOf(state, node.moves);
      node.untried = node.priors === null ? node.moves.length : 0;
    } else if (actor.kind === 'chance') {
      node.kind = 1;
      node.moves = actor.outcomes.map((outcome) => outcome.move);
      node.weights = actor.outcomes.map((outcome) => outcome.weight);
    } else node.kind = 2;
    node.kids = new Array<IsNode<S, M> | undefined>(node.moves?.length ?? 0);
    return node;
  };

  const play = (state: S, move: M): S => {
    const played = game.play(state, move);
    if (!played.ok) throw new Error(`${game.id} refused its own legal move ${game.formatMove(move)}: ${played.error.message}`);
    return played.value;
  };

  const chanceIndex = (weights: readonly number[], rng: Rng): number => {
    let total = 0;
    for (const weight of weights) total += weight;
    let target = float(rng) * total;
    for (let index = 0; index < weights.length; index++) {
      target -= weights[index]!;
      if (target < 0) return index;
    }
    return weights.length - 1;
  };

  /** The index of the move a rollout plays among `moves`: the game's policy when it has one, else uniform. */
  const rolloutIndex = (state: S, moves: readonly M[], rng: Rng): number => {
    if (moves.length === 1) return 0;
    if (knowledge?.rolloutMove !== undefined) {
      const index = knowledge.rolloutMove(state, moves, (max) => int(rng, 0, max));
      if (Number.isInteger(index) && index >= 0 && index < moves.length) return index;
    }
    return int(rng, 0, moves.length - 1);
  };

  /** Values a leaf into `leafValue`: rollout plies, then the outcome or the game's evaluation; `false` when the clock ran out. */
  const value = (state: S, rng: Rng, deadline: number): boolean => {
    let current = state;
    for (let ply = 0; ; ply++) {
      const actor = game.actor(current);
      if (actor.kind === 'over') {
        outcomeRewards(actor.outcome, leafValue);
        return true;
      }
      if (ply >= rolloutPlies) break;
      if ((ply & 31) === 31 && deadline !== Number.POSITIVE_INFINITY && performance.now() >= deadline) return false;
      let move: M;
      if (actor.kind === 'chance') move = actor.outcomes[chanceIndex(actor.outcomes.map((outcome) => outcome.weight), rng)]!.move;
      else {
        const moves = game.legalMoves(current);
        move = moves[rolloutIndex(current, moves, rng)] as M;
      }
      current = play(current, move);
    }
    if (knowledge === undefined) leafValue.fill(0.5);
    else {
      const values = knowledge.evaluate(current);
      for (let seat = 0; seat < seatCount; seat++) leafValue[seat] = values[seat] ?? 0.5;
    }
    return true;
  };

  const ucb = (child: IsNode<S, M>, seat: number): number =>
    child.reward[seat]! / child.visits + exploration * Math.sqrt(Math.log(Math.max(1, child.available)) / child.visits);

  /** One descent on kept states (nothing hidden): the new or terminal node's state, and the path. */
  const descendKept = (root: IsNode<S, M>, path: IsNode<S, M>[], rng: Rng): S => {
    let node = root;
    for (;;) {
      if (node.kind === 2) return node.state!;
      const moves = node.moves!;
      const kids = node.kids!;
      let index: number;
      if (node.kind === 1) index = chanceIndex(node.weights!, rng);
      else if (node.priors !== null) {
        // PUCT (see the TSDoc of ismctsBot): every child of a kept state was available at each of its parent's visits
        const priors = node.priors;
        const seat = node.seat;
        const visits = node.visits;
        const scale = puct * Math.sqrt(Math.max(1, visits));
        const parentMean = visits > 0 ? node.reward[seat]! / visits : 0.5;
        let best = 0;
        let bestScore = Number.NEGATIVE_INFINITY;
        for (let other = 0; other < priors.length; other++) {
          if (priors[other] === 0) continue; // a zero prior keeps the move out of the search
          const kid = kids[other];
          let score: number;
          if (kid === undefined) score = parentMean + scale * priors[other]!;
          else {
            kid.available = visits;
            score = (kid.visits > 0 ? kid.reward[seat]! / kid.visits : parentMean) + (scale * priors[other]!) / (1 + kid.visits);
          }
          if (score > bestScore) {
            bestScore = score;
            best = other;
          }
        }
        index = best;
      } else if (node.untried > 0) {
        // expand a random untried move: untried moves are the first `untried` entries
        const pick = int(rng, 0, node.untried - 1);
        const last = node.untried - 1;
        [moves[pick], moves[last]] = [moves[last]!, moves[pick]!];
        node.untried--;
        for (let other = node.untried + 1; other < kids.length; other++) kids[other]!.available++;
        index = last;
      } else {
        let best = -1;
        let bestScore = Number.NEGATIVE_INFINITY;
        for (let other = 0; other < kids.length; other++) {
          const kid = kids[other]!;
          kid.available++;
          const score = ucb(kid, node.seat);
          if (score > bestScore) {
            bestScore = score;
            best = other;
          }
        }
        index = best;
      }
      let next = kids[index];
      const fresh = next === undefined;
      if (next === undefined) {
        next = newNode(play(node.state!, moves[index] as M));
        next.available = 1;
        kids[index] = next;
      }
      path.push(next);
      node = next;
      if (fresh) return node.state!;
    }
  };

  /**
   * One descent on a re-dealt state: children keyed by notation, UCB over availability. `view` is
   * the seat the state was dealt for (-1: every seat's decisions learn from it); a decision's
   * children count the iteration (availability, and through `owned` the rewards) only when its
   * seat is the view. `owned` gets, for each node pushed on `path`, whether it learns.
   */
  const descendDealt = (root: IsNode<S, M>, dealt: S, path: IsNode<S, M>[], owned: boolean[], view: number, rng: Rng): S => {
    let node = root;
    let state = dealt;
    for (;;) {
      const actor = game.actor(state);
      if (actor.kind === 'over') return state;
      const children = (node.children ??= new Map());
      const learns = actor.kind === 'chance' || view < 0 || actor.seat === view;
      let move: M;
      let key: string;
      /** Where a new child of a decision goes in the node's cached children (`lastKids`). */
      let slot = -1;
      let slots: (IsNode<S, M> | undefined)[] | null = null;
      if (actor.kind === 'chance') {
        move = actor.outcomes[chanceIndex(actor.outcomes.map((outcome) => outcome.weight), rng)]!.move;
        key = game.formatMove(move);
      } else {
        const moves = game.legalMoves(state);
        let keys: readonly string[];
        let kids: (IsNode<S, M> | undefined)[];
        const last = node.lastMoves;
        if (last !== null && last.length === moves.length && sameItems(last, moves)) {
          keys = node.lastKeys!;
          kids = node.lastKids!;
        } else {
          keys = moves.map((candidate) => game.formatMove(candidate));
          kids = keys.map((candidate) => children.get(candidate));
          node.lastMoves = moves;
          node.lastKeys = keys;
          node.lastKids = kids;
        }
        const priors = moves.length > 1 ? nodePriors(node, state, moves, keys, learns) : null;
        let index: number;
        if (priors !== null) {
          // PUCT over availability: a move's mean reward (unvisited: the node's) plus puct × prior × √(its availability, unvisited: the node's visits) / (1 + its visits)
          const seat = actor.seat;
          const parentMean = node.visits > 0 ? node.reward[seat]! / node.visits : 0.5;
          const parentRoot = Math.sqrt(Math.max(1, node.visits));
          let best = 0;
          let bestScore = Number.NEGATIVE_INFINITY;
          for (let other = 0; other < priors.length; other++) {
            if (priors[other] === 0) continue; // a zero prior keeps the move out of the search
            const kid = kids[other];
            let score: number;
            if (kid === undefined) score = parentMean + puct * priors[other]! * parentRoot;
            else {
              if (learns) kid.available++;
              const visits = kid.visits;
              score = (visits > 0 ? kid.reward[seat]! / visits : parentMean) + (puct * priors[other]! * Math.sqrt(Math.max(1, kid.available))) / (1 + visits);
            }
            if (score > bestScore) {
              bestScore = score;
              best = other;
            }
          }
          index = best;
        } else {
          const untried: number[] = [];
          let best = -1;
          let bestScore = Number.NEGATIVE_INFINITY;
          for (let other = 0; other < moves.length; other++) {
            const kid = kids[other];
            if (kid === undefined || kid.visits === 0) {
              untried.push(other);
              continue;
            }
            if (learns) kid.available++;
            const score = ucb(kid, actor.seat);
            if (score > bestScore) {
              bestScore = score;
              best = other;
            }
          }
          index = untried.length > 0 ? untried[untried.length === 1 ? 0 : int(rng, 0, untried.length - 1)]! : best;
        }
        move = moves[index] as M;
        key = keys[index]!;
        slot = index;
        slots = kids;
      }
      let next = children.get(key);
      const fresh = next === undefined;
      if (next === undefined) {
        next = newNode(null);
        children.set(key, next);
        if (slots !== null) slots[slot] = next;
      }
      if ((fresh && learns) || actor.kind === 'chance') next.available++;
      state = play(state, move);
      path.push(next);
      owned.push(learns);
      node = next;
      if (fresh) return state;
    }
  };

  return {
    name,
    chooseMove(state, rng, context?: BotContext): Result<M> {
      if (!valid) return err('invalid-options', `ismctsBot options are not valid: ${describeValue(options)}`);
      const legal = playerMoves(game, state);
      if (!legal.ok) return legal;
      if (legal.value.length === 1) return ok(legal.value[0] as M);
      const start = performance.now();
      const deadline = milliseconds === undefined ? Number.POSITIVE_INFINITY : start + milliseconds;
      seatCount = Math.min(MAX_SEATS, game.seats(state));
      const actor = game.actor(state);
      const seat = actor.kind === 'player' ? actor.seat : 0;
      const draw = (max: number): number => int(rng, 0, max);
      const remembering = knowledge?.redealRemembering;
      const history = remembering === undefined ? undefined : context?.history;
      const redeal =
        remembering !== undefined && history !== undefined
          ? (): S => remembering(state, seat, history, draw)
          : game.redeal === undefined
            ? null
            : (): S => game.redeal!(state, seat, draw);
      // A game's redeal returns the state itself when nothing in it is hidden from the seat.
      const first = redeal === null ? state : redeal();
      const hidden = first !== state;
      // The other seats, whose views every other iteration is dealt from (see `opponentViews`).
      const others: number[] = [];
      if (hidden && opponentViews) for (let other = 0; other < seatCount; other++) if (other !== seat) others.push(other);
      /** `dealt` with what seat `other` cannot see dealt anew, as that seat would (by its beliefs when the game has them). */
      const redealFor = (dealt: S, other: number): S =>
        remembering !== undefined && history !== undefined ? remembering(dealt, other, history, draw) : game.redeal!(dealt, other, draw);
      const root = newNode(hidden ? null : state);
      const path: IsNode<S, M>[] = [];
      const owned: boolean[] = [];
      for (let iteration = 0; iteration < iterations; iteration++) {
        // One iteration is the most a search overruns its clock by; the first always runs.
        if (iteration > 0 && deadline !== Number.POSITIVE_INFINITY && performance.now() >= deadline) break;
        path.length = 0;
        owned.length = 0;
        path.push(root);
        let leaf: S;
        if (!hidden) leaf = descendKept(root, path, rng);
        else {
          let dealt = iteration === 0 ? first : redeal!();
          let view = others.length === 0 ? -1 : seat;
          if (others.length > 0 && (iteration & 1) === 1) {
            view = others[others.length === 1 ? 0 : int(rng, 0, others.length - 1)]!;
            dealt = redealFor(dealt, view);
          }
          owned.push(view < 0 || view === seat);
          leaf = descendDealt(root, dealt, path, owned, view, rng);
        }
        if (!value(leaf, rng, iteration === 0 ? Number.POSITIVE_INFINITY : deadline)) break;
        for (let step = 0; step < path.length; step++) {
          if (hidden && !owned[step]) continue;
          const node = path[step]!;
          node.visits++;
          for (let index = 0; index < seatCount; index++) node.reward[index] = node.reward[index]! + leafValue[index]!;
        }
      }
      // The most visited of the real legal moves; equal visits (a budget smaller than the move
      // list leaves many at one) go to the better mean reward, then to legal-move order.
      let best = legal.value[0] as M;
      let bestVisits = -1;
      let bestMean = Number.NEGATIVE_INFINITY;
      const kept = new Map<string, IsNode<S, M>>();
      if (!hidden) root.moves!.forEach((move, index) => {
        const kid = root.kids![index];
        if (kid !== undefined) kept.set(game.formatMove(move), kid);
      });
      for (const move of legal.value) {
        const key = game.formatMove(move);
        const node = hidden ? root.children?.get(key) : kept.get(key);
        const visits = node?.visits ?? 0;
        const mean = node === undefined || node.visits === 0 ? Number.NEGATIVE_INFINITY : node.reward[seat]! / node.visits;
        if (visits > bestVisits || (visits === bestVisits && mean > bestMean)) {
          bestVisits = visits;
          bestMean = mean;
          best = move;
        }
      }
      return ok(best);
    },
  };
}
