/**
 * What search bots know of Stratego (the game's `knowledge`): a leaf evaluation written from the
 * rules. Material counts most, with what a seat cannot see valued by probability: an unknown
 * piece is worth the mean of the pieces its owner has left unknown, so the total does not depend
 * on how hidden ranks are dealt. The Flag is safer on the back rank with Bombs (or one's own
 * pieces) beside it, no enemy mover close, no open square beside it while one is, and a piece
 * that beats a Miner within two steps (a lone Miner clears an undefended Bomb shell), and a raider
 * that would reach it before any defender is a chance of losing the game, not a few points of
 * material (see `raceRisk`); a side at
 * least `HUNT_LEAD` ahead is pulled towards the enemy's likeliest Flag with its Miners (or cheap
 * ranks), so that a won game ends with the Flag taken rather than at a turn limit; a piece that
 * outranks every enemy mover still hidden is pulled towards the enemy movers it beats (across the
 * board, and more, once the enemy has `FEW_MOVERS` or fewer: taking them wins), and a
 * revealed enemy mover draws the nearest piece that beats it (a raider is met, not left to eat
 * the back rows); revealed
 * pieces lose value (the enemy knows what to send at them; a revealed Marshal or General much
 * more, since every other mover is then known to be weaker), unknown
 * enemy pieces are a risk (scouting pays); a lead counts more as material thins out (trade down
 * when ahead); the side to move is credited with the best capture at hand (a piece left next to
 * one that beats it, the Marshal next to the Spy, is as good as lost); a side's last three Miners
 * are worth more than their rank while the enemy has a Bomb (they alone open its shell); a side
 * left without a movable piece loses.
 *
 * @module
 */
import { type GameKnowledge } from '@games/core';
import { leafValues } from '@games/core/authoring';
import { AROUND, rowOf, SIDE, SQUARES, STEP, steps, walkSteps } from './board.js';
import { OWNER_BIT, PIECE_VALUE, RANK_MASK, REVEALED_BIT, MOVED_BIT, Rank } from './pieces.js';
import type { StrategoMove, StrategoState } from './state.js';
import { redealRemembering } from './beliefs.js';
import { resolveCombat } from './combat.js';
import { likelyFlag } from './flag-hunt.js';
import { FEW_MOVERS, HUNT_LEAD, huntWeight, movePriors, rolloutMove } from './policy.js';

const VALUE = PIECE_VALUE;
/** Value lost by a piece whose rank the enemy knows, as a share of its value. */
const REVEALED_COST = 0.12;
/**
 * What revealing its top ranks costs a side beyond {@link REVEALED_COST} (index = rank): once the
 * enemy knows where the Marshal stands, every other mover of the side is known to be weaker than
 * the enemy's Marshal, which then takes them at will (and the enemy's General likewise once the
 * General is known too). So the Marshal and General do not reveal themselves for small gains.
 */
const TOP_REVEALED_COST: readonly number[] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 1.5, 2.5, 0, 0];
/** Worth of an enemy piece known to be no Bomb or Flag (it moved) versus one that never moved. */
const INFORMATION = 0.35;
const FLAG_BACK_RANK = 1;
const FLAG_GUARD = 0.6;
/** Worth of one's own mover beside one's Flag (it closes the shell an enemy Miner opened). */
const FLAG_SENTRY = 0.3;
const FLAG_THREAT = 2;
/** Cost of having no own piece that beats a Miner (a Sergeant or better) near one's Flag, at most. */
const HOME_GUARD = 1.5;
/** Cost of each open square beside one's Flag (no Bomb or own piece on it) while an enemy mover is near. */
const FLAG_OPEN = 2;
/**
 * The chance of losing the game that losing the race to one's Flag against an enemy raider next to
 * it stands for (see `raceRisk`). It scales the value, not the score: as material points (6, as
 * before) it was lost in a large lead's saturated value, and a side 20 points ahead left its Bomb
 * shell to a lone Miner (4 of 5 games lost by the Flag against `old` at 900 ms were lost so).
 */
const RACE_SHARE = 0.6;
/** Steps from one's Flag beyond which an enemy raider is no race yet. */
const RACE_RANGE = 10;
/** Enemy movers this close (in steps) to a Flag threaten it. */
const FLAG_THREAT_DISTANCE = 3;
/** Worth of a hunter standing on the likeliest enemy Flag, for a side at least `HUNT_LEAD` ahead (less with distance). */
const HUNT_PULL = 2;
/** Steps beyond which a hunter feels no pull. */
const HUNT_RANGE = 18;
/** Share of its best prey's value a dominant piece (see `dominantPull`) is credited with when beside it. */
const DOMINANT_PULL = 0.3;
/** Steps beyond which a dominant piece feels no pull (the whole board, `HUNT_RANGE`, once the enemy has `FEW_MOVERS` or fewer). */
const DOMINANT_RANGE = 8;
/**
 * How much more the pull of dominant pieces counts once the enemy has `FEW_MOVERS` or fewer (taking
 * them wins the game): enough to outweigh `ADVANCE` when the hunt leads back home.
 */
const ENDGAME_PULL = 3;
/**
 * Share of a revealed enemy mover's value a side is credited with when one of its pieces that
 * beats it stands beside it (less with distance, see `chasePull`).
 */
const CHASE_PULL = 0.3;
/** Steps beyond which a chaser feels no pull. */
const CHASE_RANGE = 8;
/** How far forward movers stand, per row, for the side that must find the enemy Flag. */
const ADVANCE = 0.04;
/** How much a material lead counts as a share of all material left (trading down when ahead). */
const TRADE_DOWN = 8;
/** How much of the best capture at hand the side to move is credited with (see `bestCapture`). */
const CAPTURE = 0.8;
/** What taking the Flag at once is worth in `bestCapture` (the game is won). */
const FLAG_WIN = 30;
/**
 * Worth of a side's last Miners beyond their material while the enemy has a Bomb left (index:
 * Miners left, at most three counted): only a Miner opens a Bomb shell, so the last ones decide
 * whether the enemy Flag can be taken at all. Without it the search spent its Miners as freely as
 * Sergeants and lost won games, the enemy's last Miner walking to its Flag while its own Marshal
 * stood before a shell it could not open.
 */
const MINER_RESERVE: readonly number[] = [0, 4, 6, 7];
/** A lead of this much material is worth about 73%. */
const SCALE = 6;
/**
 * The share of [0, 1] that a position short of the end spans (centred on 0.5) once the game is
 * `FINISH_PLIES` long: however far ahead a side stands, taking the Flag (1) is then worth clearly
 * more, so a side far ahead risks a piece on a likely Flag rather than shuffling to the move limit
 * while the lead alone looks as good as a win (see `undecided`).
 */
const UNDECIDED = 0.7;
/**
 * The length of game by which the squeeze (`UNDECIDED`) is whole, unless the rules' own move limit
 * comes sooner: the arena's cap, and half the UCC 2012 competition's limit of 1,000 turns (a move
 * of each side a turn; its rules have no limit of this engine's).
 */
const FINISH_PLIES = 1000;

const ownerOf = (cell: number): number => ((cell & OWNER_BIT) !== 0 ? 1 : 0);

/**
 * The evaluation: material (unknown ranks at their owner's mean unknown value), the cost of
 * revealed pieces, how much each side has learned, Flag safety and forward movers; values in
 * [0, 1] for Red (seat 0) and Blue (seat 1).
 */
export function evaluate(state: StrategoState): number[] {
  if (state.outcome !== null) return state.outcome.ranking.length === 1 ? [0.5, 0.5] : state.outcome.ranking[0]![0] === 0 ? [1, 0] : [0, 1];
  const board = state.board;
  for (let side = 0; side < 2; side++) {
    material[side] = 0;
    score[side] = 0;
    movers[side] = 0;
    unmoved[side] = 0;
    topHidden[side] = 0;
    flags[side] = -1;
    miners[side] = 0;
    bombs[side] = 0;
    hiddenMiners[side] = 0;
    squaresOf[side]!.length = 0;
  }
  for (let square = 0; square < SQUARES; square++) {
    const cell = board[square]!;
    if (cell <= 0) continue;
    const owner = ownerOf(cell);
    const rank = cell & RANK_MASK;
    material[owner]! += VALUE[rank]!;
    if ((cell & REVEALED_BIT) !== 0) score[owner]! -= REVEALED_COST * VALUE[rank]! + TOP_REVEALED_COST[rank]!;
    else {
      if ((cell & MOVED_BIT) === 0) unmoved[owner]!++;
      if (rank < Rank.bomb && rank > topHidden[owner]!) topHidden[owner] = rank;
    }
    if (rank === Rank.flag) flags[owner] = square;
    else if (rank === Rank.bomb) bombs[owner]!++;
    else {
      if (rank === Rank.miner) {
        miners[owner]!++;
        if ((cell & REVEALED_BIT) === 0) hiddenMiners[owner]!++;
      }
      movers[owner]!++;
      squaresOf[owner]!.push(square);
      const forward = owner === 0 ? rowOf(square) : SIDE - 1 - rowOf(square);
      score[owner]! += ADVANCE * forward;
    }
  }
  if (state.phase === 'play') {
    if (movers[0] === 0) return [0, 1];
    if (movers[1] === 0) return [1, 0];
  }
  if (state.phase === 'play') score[state.toMove]! += CAPTURE * bestCapture(board, state.toMove, topHidden[1 - state.toMove]!);
  const total = material[0]! + material[1]!;
  const share = total > 0 ? (TRADE_DOWN * (material[0]! - material[1]!)) / total : 0;
  score[0]! += share;
  score[1]! -= share;
  races[0] = 0;
  races[1] = 0;
  for (let owner = 0; owner < 2; owner++) {
    const enemy = 1 - owner;
    score[owner]! += material[owner]! - INFORMATION * unmoved[enemy]!;
    const flag = flags[owner]!;
    if (flag >= 0) score[owner]! += flagSafety(board, flag, owner);
    if (material[owner]! - material[enemy]! >= HUNT_LEAD) score[owner]! += huntPull(board, owner);
    const endgame = movers[enemy]! <= FEW_MOVERS; // taking the enemy's last movers wins
    score[owner]! += (endgame ? ENDGAME_PULL : 1) * dominantPull(board, owner, topHidden[enemy]!, endgame ? HUNT_RANGE : DOMINANT_RANGE) + chasePull(board, owner);
    if (bombs[enemy]! > 0) score[owner]! += MINER_RESERVE[Math.min(miners[owner]!, MINER_RESERVE.length - 1)]!;
  }
  const span = undecided(state);
  // Either Flag may fall to a raider first: Red's value moves towards 0 by Red's race risk and
  // towards 1 by Blue's.
  const redFalls = RACE_SHARE * races[0]!;
  const blueFalls = RACE_SHARE * races[1]!;
  const both = Math.max(1, redFalls + blueFalls);
  const red = leafValues(score, SCALE)[0]! * (1 - (redFalls + blueFalls) / both) + blueFalls / both;
  return [0.5 + (red - 0.5) * span, 0.5 + (0.5 - red) * span];
}

/** Each side's tallies in `evaluate`, kept between calls rather than allocated for every leaf of a search. */
const material = [0, 0];
const score = [0, 0];
const movers = [0, 0];
const unmoved = [0, 0];
/** Each side's highest mover rank the other side has not seen (the board's ranks are a multiset it knows). */
const topHidden = [0, 0];
const flags = [-1, -1];
const miners = [0, 0];
const bombs = [0, 0];
/** Each side's Miners the other side has not seen (the hidden ranks are a multiset it knows, so any re-deal has as many). */
const hiddenMiners = [0, 0];
/** Each side's movers (squares, in board order) in the evaluation under way: `bestCapture`, `huntPull`, `dominantPull`, `chasePull` and `flagSafety` walk these rather than the board. */
const squaresOf: readonly number[][] = [[], []];

/** Each side's race risk (`raceRisk`, in [0, 1]) found by `flagSafety` for the evaluation under way. */
const races = [0, 0];

/**
 * The share of [0, 1] a position short of the end spans at this ply: all of it at the start, down
 * to `UNDECIDED` as the game nears `FINISH_PLIES` (or the rules' move limit, when sooner). A fixed
 * squeeze made a lead worth little against any chance of the Flag from the first move, and at
 * 900 ms a move the search sent Majors and Marshals at unmoved pieces that were Bombs (on captured
 * positions: 16 of 18 such attacks repeated with a fixed 0.7, 2 of 18 with this one). Late in a
 * long game, where shuffling would end in a draw, the Flag still pays clearly more than a lead.
 */
function undecided(state: StrategoState): number {
  const limit = Math.min(FINISH_PLIES, state.rules.maxPlies ?? FINISH_PLIES);
  return 1 - (1 - UNDECIDED) * Math.min(1, state.ply / limit);
}

/**
 * The most the side to move can take at once: the value of the best enemy piece one of its pieces
 * stands next to and beats (equal trades count their difference), halved when the side to move
 * has not seen the target's rank (unless the attacker outranks every hidden enemy mover: a sure
 * win), and none for an unknown piece that never moved (it may be a
 * Bomb) unless a Miner stands next to it. A piece left next to one that beats it is as good as lost.
 */
function bestCapture(board: readonly number[], mover: number, topHidden: number): number {
  let best = 0;
  for (const square of squaresOf[mover]!) {
    const rank = board[square]! & RANK_MASK;
    for (let direction = 0; direction < 4; direction++) {
      const next = STEP[square * 4 + direction]!;
      const target = next >= 0 ? board[next]! : 0;
      if (target <= 0 || ownerOf(target) === mover) continue;
      const theirs = target & RANK_MASK;
      const result = resolveCombat(rank, theirs);
      let gain = result === 'attacker-wins' ? VALUE[theirs]! : result === 'both-removed' ? VALUE[theirs]! - VALUE[rank]! : 0;
      if (result === 'flag-captured') gain = FLAG_WIN;
      if ((target & (REVEALED_BIT | MOVED_BIT)) === 0 && rank !== Rank.miner) gain = 0; // maybe a Bomb: no credit but for a Miner
      else if ((target & REVEALED_BIT) === 0 && rank <= topHidden) gain /= 2; // unseen, unless the mover beats every hidden enemy mover
      if (gain > best) best = gain;
    }
  }
  return best;
}

/**
 * The pull of a side far ahead towards the enemy Flag: its best hunter's weight (`huntWeight`:
 * Miners most) times how close it stands to the enemy's likeliest Flag as the side sees it
 * (`likelyFlag`, from what it saw, not the re-dealt ranks).
 */
function huntPull(board: readonly number[], owner: number): number {
  const target = likelyFlag(board, 1 - owner);
  let best = 0;
  // Bombs and the Flag weigh 0 as hunters: the movers alone decide.
  if (target >= 0) for (const square of squaresOf[owner]!) best = Math.max(best, huntWeight(board[square]! & RANK_MASK) * (1 - steps(square, target) / HUNT_RANGE));
  return HUNT_PULL * best;
}

/**
 * The pull of a side's dominant pieces (a rank above `top`, the enemy's highest hidden mover)
 * towards the enemy movers they beat: the enemy cannot tell which of its movers such a piece
 * beats for sure, but the side can, so its dominant piece hunts them (and the enemy's
 * dominant piece hunts the side's: it counts against the side through the enemy's score). Each
 * dominant piece counts its best prey (moved or revealed, so no Bomb) by value and closeness
 * within `range` steps.
 */
function dominantPull(board: readonly number[], owner: number, top: number, range: number): number {
  if (top >= Rank.marshal) return 0; // nothing outranks a hidden Marshal
  preys.length = 0;
  for (const square of squaresOf[1 - owner]!) if ((board[square]! & (MOVED_BIT | REVEALED_BIT)) !== 0) preys.push(square);
  if (preys.length === 0) return 0;
  let total = 0;
  for (const square of squaresOf[owner]!) {
    const rank = board[square]! & RANK_MASK;
    if (rank <= top || rank === Rank.spy) continue;
    let best = 0;
    for (const prey of preys) {
      const theirs = board[prey]! & RANK_MASK;
      if (resolveCombat(rank, theirs) !== 'attacker-wins') continue;
      const near = 1 - walkSteps(square, prey) / range; // around the lakes: a dead end beside one leads nowhere
      if (near > 0) best = Math.max(best, VALUE[theirs]! * near);
    }
    total += best;
  }
  return DOMINANT_PULL * total;
}

/**
 * The pull of a side's pieces towards the revealed enemy movers they beat: for each such enemy
 * piece, its value times how close the nearest of the side's pieces that beats it stands. A
 * revealed raider in one's back rows is met by a piece that takes it rather than left to eat the
 * unmoved pieces there one by one; the enemy's chasers count against the side (through the enemy's
 * score), so a revealed piece steps away from what beats it.
 */
function chasePull(board: readonly number[], owner: number): number {
  let total = 0;
  for (const prey of squaresOf[1 - owner]!) {
    const cell = board[prey]!;
    if ((cell & REVEALED_BIT) === 0) continue;
    const theirs = cell & RANK_MASK;
    let near = 0;
    for (const square of squaresOf[owner]!) {
      const mine = board[square]!;
      if (resolveCombat(mine & RANK_MASK, theirs) === 'attacker-wins') near = Math.max(near, 1 - steps(square, prey) / CHASE_RANGE);
    }
    total += VALUE[theirs]! * near;
  }
  return CHASE_PULL * total;
}

/** Scratch list of `dominantPull`: the enemy movers a dominant piece may hunt. */
const preys: number[] = [];

/**
 * Back rank, Bombs (or the board's edge) and one's own movers beside the Flag; enemy movers near
 * it, and open squares beside it while they are; no own piece that beats a Miner (a Sergeant or
 * better) within two steps (a lone enemy Miner clears a Bomb shell nobody defends).
 */
function flagSafety(board: readonly number[], flag: number, owner: number): number {
  let safety = rowOf(flag) === (owner === 0 ? 0 : SIDE - 1) ? FLAG_BACK_RANK : 0;
  let open = 0;
  for (let slot = flag * 4; slot < flag * 4 + 4; slot++) {
    const next = AROUND[slot]!;
    if (next < 0) {
      safety += FLAG_GUARD / 2;
      continue;
    }
    const cell = board[next]!;
    if (cell > 0 && ownerOf(cell) === owner) safety += (cell & RANK_MASK) === Rank.bomb ? FLAG_GUARD : FLAG_SENTRY;
    else open++;
  }
  let near = false;
  let home = 2 * SIDE;
  raiders.length = 0;
  defenders.length = 0;
  for (const square of squaresOf[owner]!) {
    if ((board[square]! & RANK_MASK) <= Rank.miner) continue;
    home = Math.min(home, steps(square, flag));
    defenders.push(square);
  }
  const minersHidden = hiddenMiners[1 - owner]! > 0;
  for (const square of squaresOf[1 - owner]!) {
    const cell = board[square]!;
    const rank = cell & RANK_MASK;
    const distance = steps(square, flag);
    // A mover the side cannot tell from a Miner races as one (whatever this re-deal made it).
    if (rank === Rank.miner || open > 0 || (minersHidden && (cell & (REVEALED_BIT | MOVED_BIT)) === MOVED_BIT)) raiders.push(square);
    if (distance <= FLAG_THREAT_DISTANCE + 1) {
      near = true;
      if (distance <= FLAG_THREAT_DISTANCE) safety -= (rank === Rank.miner ? 1.5 : 1) * (FLAG_THREAT / distance);
    }
  }
  if (near) safety -= FLAG_OPEN * open;
  races[owner] = raceRisk(board, flag, open === 0 ? 1 : 0, raiders, defenders, movers[1 - owner]! <= FEW_MOVERS);
  return safety - HOME_GUARD * Math.min(1, Math.max(0, home - 2) / 6);
}

/** Scratch lists of `flagSafety`: the enemy raiders and one's own pieces that beat a Miner. */
const raiders: number[] = [];
const defenders: number[] = [];

/**
 * The risk of losing the race to one's Flag, in [0, 1] (the evaluation scales it by
 * {@link RACE_SHARE}): for each of the `raiders` (a Miner, which clears Bombs; a mover the side
 * cannot tell from one, which moved unseen while the enemy still hides a Miner, whatever rank the
 * search's re-deal gave it; or any mover while the Flag has an open side), the steps it needs to
 * take the Flag (`shell` more behind a closed Bomb shell) against the steps the nearest of one's
 * `defenders` (pieces that beat a Miner) needs to meet it or to guard its way in. The way in is
 * the square beside the Flag nearest the raider (a Bomb it clears, or an open square; of equally
 * near ones, the worst guarded): a defender guards it from beside it, so one behind a Bomb of the
 * shell counts the steps around that Bomb, not through it (a Sergeant beside the Flag on the far
 * side from the raider does not stop it). A defender meets the raider only from no farther from
 * the Flag than the raider: one that trails it never catches it. Most of the risk when the raider
 * is as near as the defender, all of it when nearer, less the farther off the raider still is,
 * unless the enemy is down to `FEW_MOVERS` movers (`endgame`): a lone Miner across the board then
 * races in full. The worst raider counts.
 */
export function raceRisk(board: readonly number[], flag: number, shell: number, raiders: readonly number[], defenders: readonly number[], endgame: boolean): number {
  let worst = 0;
  const range = endgame ? HUNT_RANGE : RACE_RANGE;
  for (const raider of raiders) {
    const away = steps(raider, flag);
    const needs = away + shell;
    if (needs >= range) continue;
    let meet = 2 * SIDE;
    for (const defender of defenders) if (steps(defender, flag) <= away) meet = Math.min(meet, steps(defender, raider));
    meet = Math.min(meet, entryGuard(board, flag, raider, defenders) + 2);
    const behind = Math.min(1, Math.max(0, (meet - needs + 3) / 4));
    worst = Math.max(worst, endgame ? behind : behind * (1 - (needs - 1) / RACE_RANGE));
  }
  return worst;
}

/**
 * The steps the nearest of `defenders` needs to stand beside (or on) the raider's way in to the
 * Flag on `flag`: the square beside the Flag nearest the raider (around the lakes), the worst
 * guarded of equally near ones.
 */
function entryGuard(board: readonly number[], flag: number, raider: number, defenders: readonly number[]): number {
  let nearest = 2 * SIDE;
  let guard = 0;
  for (let slot = flag * 4; slot < flag * 4 + 4; slot++) {
    const entry = AROUND[slot]!;
    if (entry < 0 || board[entry]! < 0) continue; // off the board, or a lake
    const distance = walkSteps(raider, entry);
    if (distance > nearest) continue;
    let closest = 2 * SIDE;
    for (const defender of defenders) closest = Math.min(closest, Math.max(0, walkSteps(defender, entry) - 1));
    guard = distance < nearest ? closest : Math.max(guard, closest);
    nearest = distance;
  }
  return guard;
}

/**
 * Stratego's `GameKnowledge` (from `@games/core`): the evaluation above after a few rollout plies
 * drawn by the move heuristics (`rolloutMove`), the same heuristics as move priors for the
 * search's selection (`priors`), and re-deals drawn from the seat's beliefs about hidden ranks
 * (`redealRemembering`, see `strategoBeliefs`).
 *
 * @group Game
 */
export const strategoKnowledge: GameKnowledge<StrategoState, StrategoMove> = { evaluate, rolloutPlies: 6, redealRemembering, priors: movePriors, rolloutMove };
