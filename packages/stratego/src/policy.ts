/**
 * Stratego heuristics for search and for the rule-based bot: a weight per legal move (the
 * knowledge's `priors`), a rollout policy that plays the heaviest of a few drawn moves, and `strategoRuleBot`, which
 * plays the heaviest move. The weights read only what the side to move sees (its own ranks, the
 * enemy ranks battles revealed, which enemy pieces moved), so on a re-dealt state they do not
 * depend on the re-deal:
 *
 * - never attack an unknown piece that never moved (a Bomb or the Flag's guard) with a Major or
 *   better; attack it with Scouts (cheap scouting) or Miners (Bombs); a Colonel, General or
 *   Marshal does not attack it at all (weight 0: out of the search) where a Bomb is likely
 *   (`bombRisk`) while the side has a Miner to send;
 * - attack an unknown enemy mover for sure with a rank above every enemy mover still hidden;
 * - attack revealed pieces one beats, never ones that beat the attacker; trade equal ranks when
 *   ahead in material, avoid trades when behind;
 * - keep the Marshal away from unknown pieces once it is revealed (the Spy: no step next to one
 *   while the enemy hides its Spy, weight 0); step away from a revealed piece that beats the
 *   mover; draw pieces that beat a revealed enemy mover towards it, and the Marshal towards a
 *   revealed enemy Marshal (to trade it before it eats the army);
 * - once the enemy has three movers or fewer, step the pieces that beat all of them towards them
 *   (taking them wins);
 * - when far ahead, send Miners and cheap ranks at the enemy's likeliest Flag (`likelyFlag`), and
 *   a Miner within 4 steps of it whatever the material;
 *   while enemy movers are near one's Flag, keep its shell shut;
 * - move forward rather than back; when an enemy mover comes near one's Flag, move towards it and
 *   attack it.
 *
 * @module
 */
import { err, ok, type Bot, type Rng } from '@games/core';
import { float } from '@games/core/authoring';
import { columnOf, rowOf, SIDE, SQUARES, STEP, steps, walkSteps } from './board.js';
import { resolveCombat } from './combat.js';
import { BOMB_BY_DEPTH, depthOf, likelyFlag } from './flag-hunt.js';
import { collectPieceMoves, sharedMoveId } from './moves.js';
import { MOVED_BIT, OWNER_BIT, PIECE_VALUE, RANK_MASK, REVEALED_BIT, Rank } from './pieces.js';
import type { PieceMove, StrategoMove, StrategoState } from './state.js';

/** Enemy movers this close (in steps) to one's Flag count as a threat to it. */
const THREAT_DISTANCE = 4;
/** A material lead worth trading equal pieces for. */
const AHEAD = 3;
/** A material lead from which the side to move hunts the enemy Flag (see {@link huntWeight}). */
export const HUNT_LEAD = 5;
/** Weight of attacking an unknown enemy mover with a rank above all the enemy's hidden movers (a sure capture). */
const SURE_WIN = 6;
/** Revealed enemy movers this close (in steps) are worth chasing with a piece that beats them. */
const CHASE_DISTANCE = 4;
/**
 * The enemy's movers left (a count the side knows: captures are seen) at or under which its last
 * movers are hunted down (see {@link ENDGAME_HUNT}): taking them wins the game.
 */
export const FEW_MOVERS = 3;
/**
 * Weight of a step of a dominant piece (a rank above every enemy mover still hidden, the Spy
 * aside) towards the nearest enemy piece that moved, once the enemy has {@link FEW_MOVERS} or
 * fewer, in place of the weight of a step forward (1.4) or back (0.7): with the back step's
 * weight, a General's step back towards its prey weighed no more than a step forward away.
 * Without the hunt a side far ahead with a General and a Marshal against a lone Sergeant and
 * Lieutenant shuffled for 400 plies to a draw: the evaluation's pull is too slight to tell moves
 * apart at that lead.
 */
const ENDGAME_HUNT = 3;
/**
 * The Bomb risk (see `bombRisk`) from which a rank does not attack an unknown piece that never
 * moved (index = rank; 1: never barred): a Marshal or General (whose loss to a Bomb
 * decides games: a 0.24 risk looked worth a General to the search, for the Scouts and Miners it
 * would take) at a risk of 0.08, which the front row of a whole army stays under, and a Colonel
 * at 0.15.
 */
const BOMB_BAR: readonly number[] = [1, 1, 1, 1, 1, 1, 1, 1, 0.15, 0.08, 0.08, 1, 1];


/**
 * What the side to move sees of the position, gathered once per call into one object kept between
 * calls (a search asks for it at every rollout ply; nothing holds it past the call).
 */
interface Sight {
  seat: number;
  /** The material lead of the side to move (hidden enemy ranks enter only as their total). */
  lead: number;
  /** Enemy pieces that moved or are revealed movers within {@link THREAT_DISTANCE} of one's Flag. */
  readonly threats: number[];
  /** One's Flag square, or -1. */
  flag: number;
  /** Revealed enemy movers (squares), to chase with pieces that beat them. */
  readonly prey: number[];
  /** The enemy's likeliest Flag (`likelyFlag`), or -1; -2 until a hunter asks ({@link targetOf}: it costs a scan of the board). */
  target: number;
  board: readonly number[];
  /** True when the side to move hunts the enemy Flag with all its cheap ranks (a lead of {@link HUNT_LEAD}). */
  hunting: boolean;
  /** The enemy's highest hidden mover rank: a higher rank surely beats an unknown enemy mover. */
  topHidden: number;
  /** The enemy's hidden Bombs over the summed Bomb weights (`BOMB_BY_DEPTH`) of its unknown pieces that never moved (see `bombRisk`). */
  bombShare: number;
  /** Whether the side to move has a Miner (then its high ranks leave likely Bombs to it). */
  miner: boolean;
  /** Whether the enemy still hides its Spy (then a revealed Marshal keeps off unknown pieces). */
  spy: boolean;
  /** Enemy pieces that moved or are revealed movers (squares). */
  readonly movers: number[];
  /** {@link Sight.movers}, hunted by dominant pieces once they are {@link FEW_MOVERS} or fewer; else empty. */
  last: readonly number[];
}

/** The empty list of last movers while the enemy has more than {@link FEW_MOVERS}. */
const NONE: readonly number[] = [];
/** The one {@link Sight} that {@link sightOf} fills at each call. */
const gathered: Sight = { seat: 0, lead: 0, threats: [], flag: -1, prey: [], target: -2, board: [], hunting: false, topHidden: 0, bombShare: 0, miner: false, spy: false, movers: [], last: NONE };

function sightOf(state: StrategoState): Sight {
  const seat = state.toMove;
  const board = state.board;
  let lead = 0;
  let flag = -1;
  let topHidden = 0; // the enemy's highest hidden mover rank
  let hiddenBombs = 0;
  let bombWeights = 0;
  let miner = false;
  let spy = false;
  let enemyMovers = 0; // how many the enemy has left is known (captures are seen), not which
  const sight = gathered;
  const { movers, prey, threats } = sight;
  movers.length = 0;
  prey.length = 0;
  threats.length = 0;
  for (let square = 0; square < SQUARES; square++) {
    const cell = board[square]!;
    if (cell <= 0) continue;
    const rank = cell & RANK_MASK;
    const mine = (cell & OWNER_BIT) >> 4 === seat;
    lead += mine ? PIECE_VALUE[rank]! : -PIECE_VALUE[rank]!;
    if (mine && rank === Rank.flag) flag = square;
    if (mine && rank === Rank.miner) miner = true;
    if (!mine && rank < Rank.bomb) enemyMovers++;
    if (!mine && (cell & REVEALED_BIT) === 0) {
      // how many Bombs are hidden is known (captures are seen), not where: the rank read is only counted
      if (rank === Rank.bomb) hiddenBombs++;
      if (rank === Rank.spy) spy = true;
      if ((cell & MOVED_BIT) === 0) bombWeights += BOMB_BY_DEPTH[depthOf(square, 1 - seat)]!;
      if (rank < Rank.bomb && rank > topHidden) topHidden = rank;
    }
    if (!mine && (cell & (MOVED_BIT | REVEALED_BIT)) !== 0 && rank < Rank.bomb) {
      movers.push(square);
      if ((cell & REVEALED_BIT) !== 0) prey.push(square);
    }
  }
  if (flag >= 0) for (const square of movers) if (steps(square, flag) <= THREAT_DISTANCE) threats.push(square);
  sight.seat = seat;
  sight.lead = lead;
  sight.flag = flag;
  sight.target = -2;
  sight.board = board;
  sight.hunting = lead >= HUNT_LEAD;
  sight.topHidden = topHidden;
  sight.bombShare = bombWeights > 0 ? hiddenBombs / bombWeights : 0;
  sight.miner = miner;
  sight.spy = spy;
  sight.last = enemyMovers <= FEW_MOVERS ? movers : NONE;
  return sight;
}

/**
 * The chance that the enemy's unknown piece on `square`, which never moved, is a Bomb, as the side
 * to move can tell: the enemy's hidden Bombs spread over its unknown pieces that never moved in
 * proportion to their depth weights (`BOMB_BY_DEPTH`, as the beliefs start from). Close to the
 * beliefs' figure (0.23 against 0.24 on a square of a 14-piece back area with 3 hidden Bombs) at the cost of one board scan per node.
 */
function bombRisk(sight: Sight, square: number): number {
  return sight.bombShare * BOMB_BY_DEPTH[depthOf(square, 1 - sight.seat)]!;
}

/**
 * How much a hunter of rank `rank` is worth sending at the enemy Flag: Miners most (they clear its
 * Bombs), then the cheap ranks (Scout to Captain, which lose little to a Bomb), never the Spy or
 * the high ranks (0: no pull).
 */
export function huntWeight(rank: number): number {
  if (rank === Rank.miner) return 1;
  return rank >= Rank.scout && rank <= Rank.captain ? 0.5 : 0;
}

/** Steps within which a Miner goes for the enemy's likeliest Flag whatever the material. */
const MINER_REACH = 4;

/** The enemy's likeliest Flag as the side to move sees it, found once per {@link Sight}. */
function targetOf(sight: Sight): number {
  if (sight.target === -2) sight.target = likelyFlag(sight.board, 1 - sight.seat);
  return sight.target;
}

/**
 * True when an enemy piece that may be the likeliest Flag (one that never moved and is hidden, or a
 * revealed Flag) stands within {@link MINER_REACH} steps of `from`: otherwise a Miner there is no
 * hunter whatever the likeliest Flag is, and the board scan of {@link targetOf} is spared.
 */
function flagCandidateNear(sight: Sight, from: number): boolean {
  const row = rowOf(from);
  const column = columnOf(from);
  for (let r = Math.max(0, row - MINER_REACH); r <= Math.min(SIDE - 1, row + MINER_REACH); r++) {
    const reach = MINER_REACH - Math.abs(r - row);
    for (let c = Math.max(0, column - reach); c <= Math.min(SIDE - 1, column + reach); c++) {
      const cell = sight.board[r * SIDE + c]!;
      if (cell <= 0 || (cell & OWNER_BIT) >> 4 === sight.seat) continue;
      if ((cell & (MOVED_BIT | REVEALED_BIT)) === 0 || (cell & RANK_MASK) === Rank.flag) return true;
    }
  }
  return false;
}

/** The hunter weight of the mover on `from` of rank `rank`: any cheap rank when hunting, else a Miner near the target. */
function hunterAt(sight: Sight, rank: number, from: number): number {
  if (!sight.hunting && (rank !== Rank.miner || !flagCandidateNear(sight, from))) return 0;
  if (targetOf(sight) < 0) return 0;
  if (sight.hunting) return huntWeight(rank);
  return rank === Rank.miner && steps(from, sight.target) <= MINER_REACH ? 1 : 0;
}

/** The enemy rank the side to move knows on `cell` (revealed), or 0. */
const knownRank = (cell: number): number => ((cell & REVEALED_BIT) !== 0 ? cell & RANK_MASK : 0);

/** The weight of the move `from`-`to` for the side to move. */
function moveWeight(state: StrategoState, sight: Sight, from: number, to: number): number {
  const board = state.board;
  const piece = board[from]!;
  const rank = piece & RANK_MASK;
  const target = board[to]!;
  const forward = sight.seat === 0 ? rowOf(to) - rowOf(from) : rowOf(from) - rowOf(to);
  let weight = 1;
  if (target > 0) {
    const known = knownRank(target);
    if (known !== 0) {
      const result = resolveCombat(rank, known);
      if (result === 'attacker-wins' || result === 'flag-captured') weight *= 4 + PIECE_VALUE[known]!;
      else if (result === 'both-removed') weight *= sight.lead >= AHEAD || known === Rank.marshal ? 3 : 0.5; // a revealed Marshal eats all but the Spy: trade it
      else weight *= 0.03;
    } else if ((target & MOVED_BIT) === 0) {
      // An unknown piece that never moved: maybe a Bomb.
      if (sight.miner && bombRisk(sight, to) >= BOMB_BAR[rank]!) return 0;
      if (rank >= Rank.general) weight *= 0.02;
      else if (rank >= Rank.major) weight *= 0.1;
      else if (rank === Rank.scout) weight *= 2;
      else if (rank === Rank.miner) weight *= 1.3;
      else if (rank === Rank.spy) weight *= 0.05;
      else weight *= 0.7;
    } else {
      // An unknown mover: no Bomb. A rank above all the enemy's hidden movers surely wins; Scouts
      // reveal it; the Spy only wins against the Marshal.
      if (rank > sight.topHidden && rank !== Rank.spy) weight *= SURE_WIN;
      else if (rank === Rank.scout) weight *= 2.5;
      else if (rank >= Rank.general) weight *= 1.5;
      else if (rank === Rank.spy) weight *= 0.1;
    }
    if (sight.threats.includes(to)) weight *= known !== 0 && resolveCombat(rank, known) === 'defender-wins' ? 1 : 5;
    const hunter = hunterAt(sight, rank, from);
    if (hunter > 0 && (target & (MOVED_BIT | REVEALED_BIT)) === 0) {
      // The hunt: the likeliest Flag itself, or a piece of its shell (a Bomb, for a Miner).
      if (to === sight.target) weight *= 1 + 8 * hunter;
      else if (steps(to, sight.target) === 1) weight *= 1 + (rank === Rank.miner ? 6 : hunter);
    }
    return weight;
  }
  // A step of the last-movers hunt weighs the same whichever way it goes (the prey may be behind).
  const hunts = sight.last.length > 0 && rank > sight.topHidden && rank !== Rank.spy && closerToNearest(sight.last, from, to);
  weight *= hunts ? ENDGAME_HUNT : forward > 0 ? 1.4 : forward < 0 ? 0.7 : 1;
  const revealed = (piece & REVEALED_BIT) !== 0;
  // Danger and chances at the destination and at the square left.
  for (let direction = 0; direction < 4; direction++) {
    const next = STEP[to * 4 + direction]!;
    if (next >= 0 && next !== from) {
      const cell = board[next]!;
      if (cell > 0 && (cell & OWNER_BIT) >> 4 !== sight.seat) {
        const known = knownRank(cell);
        if (known !== 0 && known < Rank.bomb) {
          const theirs = resolveCombat(known, rank);
          weight *= theirs === 'attacker-wins' ? 0.15 : resolveCombat(rank, known) === 'attacker-wins' ? 1.5 : 1;
        } else if (known === 0 && rank === Rank.marshal && revealed) {
          // The Spy wins only when it strikes first: a revealed Marshal that steps next to an
          // unknown piece hands it the stroke (in the search's tree the enemy cannot tell which
          // of its pieces is the Spy, so the stroke looks bad on average and the danger is missed).
          if (sight.spy) return 0;
          weight *= 0.3;
        } else if (known === 0 && rank >= Rank.general) weight *= 0.8;
      }
    }
    const near = STEP[from * 4 + direction]!;
    if (near >= 0) {
      const cell = board[near]!;
      const known = cell > 0 && (cell & OWNER_BIT) >> 4 !== sight.seat ? knownRank(cell) : 0;
      if (known !== 0 && known < Rank.bomb && resolveCombat(known, rank) === 'attacker-wins') weight *= 3;
    }
  }
  for (const threat of sight.threats) if (steps(to, threat) < steps(from, threat)) weight *= 2;
  if (sight.threats.length > 0) {
    // Keep the Flag's shell shut while enemy movers are near: stay beside it, or step into a gap.
    const before = steps(from, sight.flag) === 1;
    const after = steps(to, sight.flag) === 1;
    if (before && !after) weight *= 0.2;
    else if (after && !before) weight *= 3;
  }
  for (const square of sight.prey) {
    if (steps(from, square) > CHASE_DISTANCE || steps(to, square) >= steps(from, square)) continue;
    const result = resolveCombat(rank, board[square]! & RANK_MASK);
    if (result === 'attacker-wins' || (result === 'both-removed' && rank === Rank.marshal)) weight *= 1.6;
  }
  const hunter = hunterAt(sight, rank, from);
  if (hunter > 0 && steps(to, sight.target) < steps(from, sight.target)) weight *= 1 + 3 * hunter;
  return weight;
}

/**
 * True when `to` is nearer than `from` to the nearest of `squares` (as seen from `from`), in steps
 * around the lakes: counted straight, a General above a lake stepped into the dead end beside it
 * and back for 200 plies while the prey stood below.
 */
function closerToNearest(squares: readonly number[], from: number, to: number): boolean {
  let nearest = -1;
  for (const square of squares) if (nearest < 0 || walkSteps(from, square) < walkSteps(from, nearest)) nearest = square;
  return walkSteps(to, nearest) < walkSteps(from, nearest);
}

/**
 * The knowledge's `priors`: one weight per legal move of the side to move, from the heuristics
 * above (placements during setup weigh alike).
 */
export function movePriors(state: StrategoState, moves: readonly StrategoMove[]): number[] {
  if (state.phase !== 'play') return moves.map(() => 1);
  const sight = sightOf(state);
  return moves.map((move) => {
    const id = sharedMoveId(move);
    return id < 0 ? 1 : moveWeight(state, sight, Math.floor(id / SQUARES), id % SQUARES);
  });
}

/** An index drawn in proportion to `weights` with `unit`, a number in [0, 1). */
function drawIndex(weights: readonly number[], unit: number): number {
  let total = 0;
  for (const weight of weights) total += weight;
  let target = unit * total;
  for (let index = 0; index < weights.length; index++) {
    target -= weights[index]!;
    if (target < 0) return index;
  }
  return weights.length - 1;
}

/** How many moves a rollout weighs before it plays the heaviest (weighing every move costs too much per ply). */
const ROLLOUT_CANDIDATES = 4;

/**
 * The knowledge's `rolloutMove`: of a few moves drawn at random, the one the heuristics weigh
 * most (a cheap tournament rather than weighing every legal move at every rollout ply).
 */
export function rolloutMove(state: StrategoState, moves: readonly StrategoMove[], draw: (max: number) => number): number {
  if (state.phase !== 'play' || moves.length <= 1) return 0;
  const sight = sightOf(state);
  let best = 0;
  let bestWeight = -1;
  for (let candidate = 0; candidate < ROLLOUT_CANDIDATES; candidate++) {
    const index = draw(moves.length - 1);
    const id = sharedMoveId(moves[index]);
    const weight = id < 0 ? 1 : moveWeight(state, sight, Math.floor(id / SQUARES), id % SQUARES);
    if (weight > bestWeight) {
      bestWeight = weight;
      best = index;
    }
  }
  return best;
}

/**
 * A rule-based Stratego bot (a sparring partner for the search bots): it plays a move drawn
 * among the heaviest by the heuristics of this module (weights cubed, so it nearly always plays
 * one of the best few), and reads only what its seat sees.
 *
 * @example
 * ```ts
 * import { createRng, unwrap } from '@games/core';
 * import { stratego, strategoRuleBot } from '@games/stratego';
 *
 * const state = unwrap(stratego.setup({ redSetup: 'policy', blueSetup: 'policy', seed: 2 }));
 * const move = unwrap(strategoRuleBot.chooseMove(state, createRng(2)));
 * console.log(stratego.formatMove(move)); // a forward move of Red's, such as 'E4-E5'
 * ```
 *
 * @group Bots
 */
export const strategoRuleBot: Bot<StrategoState, StrategoMove> = {
  name: 'rules',
  chooseMove(state: StrategoState, rng: Rng) {
    if (state.outcome !== null || state.phase !== 'play') return err('not-a-player-turn', state.outcome !== null ? 'the game is over' : 'the rule bot plays from a whole setup (use redSetup/blueSetup)');
    const moves: PieceMove[] = [];
    if (collectPieceMoves(state, moves) === 0 || moves.length === 0) return err('not-a-player-turn', 'no legal move');
    const weights = movePriors(state, moves).map((weight) => weight ** 3);
    return ok(moves[moves.length === 1 ? 0 : drawIndex(weights, float(rng))]!);
  },
};
