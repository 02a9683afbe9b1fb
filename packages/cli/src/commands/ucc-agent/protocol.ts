/**
 * The agent side of the UCC 2012 Stratego manager's line protocol (the public repository
 * `ucc/progcomp2012`, `judge/manager/manual.txt` and its source), written from its description:
 *
 * - the manager sends `RED|BLUE <opponent> 10 10`; the agent answers four rows of ten piece
 *   tokens (`1` Marshal .. `9` Scout, `s` Spy, `B` Bomb, `F` Flag), top row first: Red's rows are
 *   y = 0..3 (its back row first), Blue's y = 6..9 (its front row first);
 * - Red then gets `START`; before each of its moves an agent gets the board as ten lines, and
 *   answers `<x> <y> UP|DOWN|LEFT|RIGHT [<squares>]` (x 0..9 left to right, y 0..9 top down);
 * - every move is echoed to both agents with its outcome: `OK`, `ILLEGAL`, or `KILLS|DIES|BOTHDIE
 *   <attacker> <defender>` with both tokens (that is how an agent learns ranks);
 * - `QUIT [<result>]` ends the game.
 *
 * The agent keeps the game in this engine's state under that competition's rules (no two-squares
 * or more-squares rule, no move limit): its own army as it set it up, the other side's pieces
 * with stand-in ranks that each reported battle corrects before the move is played here
 * (`withHiddenRank`), so the engine resolves every battle as the manager did. The bot never reads
 * the stand-ins: it searches re-deals drawn from what its seat saw. It searches under the
 * two-squares rule, which it keeps of its own accord (`SELF_TWO_SQUARES`, `withTwoSquaresRule`).
 *
 * @module
 */
import { createRng, deriveSeed, err, ok, type Bot, type Result, type SeenMove } from '@games/core';
import { SQUARE_NAMES, stratego, withHiddenRank, withTwoSquaresRule, type StrategoMove, type StrategoState } from '@games/stratego';

/** The manager's token of each of our ranks (index = rank: 1 Spy .. 10 Marshal, 11 Bomb, 12 Flag). */
const TOKENS = ['', 's', '9', '8', '7', '6', '5', '4', '3', '2', '1', 'B', 'F'] as const;

/** Our rank of a manager token, or 0. */
const rankOfToken = (token: string): number => TOKENS.indexOf(token as (typeof TOKENS)[number]);

/** The manager's directions and the square offset (our square = 10 y + x) of one step. */
const DIRECTIONS: Readonly<Record<string, number>> = { UP: -10, DOWN: 10, LEFT: -1, RIGHT: 1 };

/** This engine's battle result for each outcome word of the manager (`OK`: no battle). */
const OUTCOMES: Readonly<Record<string, string | undefined>> = { OK: undefined, KILLS: 'attacker-wins', DIES: 'defender-wins', BOTHDIE: 'both-removed', VICTORY_FLAG: 'flag-captured' };

/** The rules of the 2012 competition, for this engine's `setup`. */
export const UCC_RULES = { twoSquareLimit: null, moreSquaresRule: false, maxPlies: null, maxPliesWithoutAttack: null } as const;

/**
 * The two-squares rule our bot keeps of its own accord (the ISF's limit): the competition has no
 * repetition rule, and without one a threatened piece of ours and its chaser stepped back and forth
 * for 950 turns, drawing at the turn limit a game we led by 8 points of material.
 */
export const SELF_TWO_SQUARES = 3;

/** A board line of the manager: ten characters of pieces, `.`, `#` (hidden enemy) or `+` (obstacle). */
const BOARD_LINE = /^[.#+*$?sSBF1-9]{10}$/;

/** What the agent writes after a line: lines for standard output, and a problem for standard error. */
export interface AgentReply {
  /** Lines for the manager (standard output), without line breaks. */
  readonly lines: readonly string[];
  /** A problem to report on standard error (the manager never reads it), with a stable code. */
  readonly problem?: { readonly code: string; readonly message: string };
}

/**
 * One game of the UCC 2012 manager, from one agent's side: give it each line the manager sends,
 * write back the lines it returns. `bot` picks the moves; `seed` draws the setup (the bots'
 * setup policy) and the bot's randomness.
 *
 * @group Program
 */
export class UccAgent {
  /** True once `QUIT` came. */
  done = false;
  /** Our seat (0 Red, 1 Blue) once the setup line came. */
  seat: 0 | 1 | null = null;
  /** The latest states of the game, oldest first (enough for the two-squares rule's memory); the game's state last. */
  private readonly recent: StrategoState[] = [];
  private boardLines = 0;
  private readonly history: SeenMove[] = [];

  constructor(
    private readonly bot: Bot<StrategoState, StrategoMove>,
    private readonly seed: number,
  ) {}

  /** The game as the agent keeps it (`null` before the setup line). */
  get position(): StrategoState | null {
    return this.recent[this.recent.length - 1] ?? null;
  }

  /** Handles one line from the manager. */
  handle(raw: string): AgentReply {
    const line = raw.trim();
    if (line === '' || this.done) return { lines: [] };
    const words = line.split(/\s+/);
    const first = words[0]!;
    if (first === 'QUIT') {
      this.done = true;
      return { lines: [] };
    }
    if (this.position === null) return this.setup(words);
    if (first === 'START') return { lines: [] };
    if (BOARD_LINE.test(line)) {
      this.boardLines++;
      if (this.boardLines < 10) return { lines: [] };
      this.boardLines = 0;
      return this.move();
    }
    const played = this.played(words);
    return played.ok ? { lines: [] } : { lines: [], problem: played.error };
  }

  /** `RED|BLUE <opponent> <width> <height>`: our four rows. */
  private setup(words: readonly string[]): AgentReply {
    const colour = words[0];
    if ((colour !== 'RED' && colour !== 'BLUE') || words.length < 4) {
      return { lines: [], problem: { code: 'malformed-line', message: `expected "RED|BLUE <opponent> 10 10" first, got "${words.join(' ')}"` } };
    }
    if (words[words.length - 2] !== '10' || words[words.length - 1] !== '10') {
      return { lines: [], problem: { code: 'unsupported-board', message: `only a 10 by 10 board is supported, got ${words.slice(-2).join(' by ')}` } };
    }
    const seat = colour === 'RED' ? 0 : 1;
    const sides = seat === 0 ? { redSetup: 'policy', blueSetup: 'random' } : { redSetup: 'random', blueSetup: 'policy' };
    const started = stratego.setup({ ...UCC_RULES, ...sides, seed: this.seed });
    if (!started.ok) return { lines: [], problem: started.error };
    this.seat = seat;
    this.keep(started.value);
    const rows: string[] = [];
    for (let y = seat === 0 ? 0 : 6, end = y + 4; y < end; y++) {
      let row = '';
      for (let x = 0; x < 10; x++) row += TOKENS[started.value.board[y * 10 + x]! & 15];
      rows.push(row);
    }
    return { lines: rows };
  }

  /** The tenth board line: our move. */
  private move(): AgentReply {
    const state = this.position!;
    if (state.toMove !== this.seat || stratego.actor(state).kind !== 'player') {
      return { lines: ['SURRENDER'], problem: { code: 'out-of-step', message: 'asked for a move where this engine has none for us' } };
    }
    const ply = this.history.length;
    const chosen = this.bot.chooseMove(withTwoSquaresRule(this.recent, SELF_TWO_SQUARES), createRng(deriveSeed(this.seed, `ucc-move:${ply}`)), { seat: this.seat!, history: this.history });
    if (!chosen.ok) return { lines: ['SURRENDER'], problem: chosen.error };
    const move = chosen.value;
    if (move.kind !== 'move') return { lines: ['SURRENDER'], problem: { code: 'out-of-step', message: `the bot chose ${stratego.formatMove(move)}` } };
    const from = SQUARE_NAMES.indexOf(move.from);
    const to = SQUARE_NAMES.indexOf(move.to);
    const dx = (to % 10) - (from % 10);
    const dy = Math.floor(to / 10) - Math.floor(from / 10);
    const direction = dy < 0 ? 'UP' : dy > 0 ? 'DOWN' : dx < 0 ? 'LEFT' : 'RIGHT';
    const squares = Math.abs(dx) + Math.abs(dy);
    return { lines: [`${from % 10} ${Math.floor(from / 10)} ${direction}${squares > 1 ? ` ${squares}` : ''}`] };
  }

  /** A move and its outcome, echoed by the manager: played here too. */
  private played(words: readonly string[]): Result<void> {
    const state = this.position!;
    const x = Number(words[0]);
    const y = Number(words[1]);
    const step = DIRECTIONS[words[2] ?? ''];
    let at = 3;
    let squares = 1;
    if (/^\d+$/.test(words[at] ?? '')) squares = Number(words[at++]);
    const outcome = words[at] ?? '';
    const known = outcome in OUTCOMES || outcome === 'ILLEGAL' || outcome === 'VICTORY_ATTRITION';
    if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || x > 9 || y < 0 || y > 9 || step === undefined || squares < 1 || squares > 9 || !known) {
      return err('malformed-line', `expected "<x> <y> <direction> [<squares>] <outcome>", got "${words.join(' ')}"`);
    }
    if (outcome === 'ILLEGAL') {
      // Only under the manager's -i: the move is not made and the turn passes.
      this.keep({ ...state, toMove: state.toMove === 0 ? 1 : 0 });
      return ok(undefined);
    }
    const from = y * 10 + x;
    const to = from + step * squares;
    if (to < 0 || to >= 100 || (step === 1 || step === -1 ? Math.floor(to / 10) !== y : false)) return err('malformed-line', `the move "${words.join(' ')}" leaves the board`);
    const mover = state.board[from]!;
    if (mover <= 0) return err('out-of-step', `no piece stands on ${x} ${y} here`);
    const ours = ((mover >> 4) & 1) === this.seat;
    const attacker = rankOfToken(words[at + 1] ?? '');
    const defender = rankOfToken(words[at + 2] ?? '');
    let next = state;
    const learn = (square: number, rank: number): Result<void> => {
      const cell = next.board[square]!;
      if (cell <= 0 || ((cell >> 4) & 1) === this.seat || (cell & 64) !== 0) return ok(undefined); // ours, or revealed already
      const told = withHiddenRank(next, square, rank);
      if (!told.ok) return told;
      next = told.value;
      return ok(undefined);
    };
    const battle = outcome === 'KILLS' || outcome === 'DIES' || outcome === 'BOTHDIE';
    if (battle && (attacker === 0 || defender === 0)) return err('malformed-line', `a battle's outcome names both ranks, got "${words.join(' ')}"`);
    const learned = [
      ours ? ok(undefined) : learn(from, battle ? attacker : squares > 1 ? 2 : 0),
      battle ? learn(to, defender) : outcome === 'VICTORY_FLAG' ? learn(to, 12) : ok(undefined),
    ].find((result) => !result.ok);
    if (learned !== undefined) return learned;
    const move = stratego.parseMove(`${SQUARE_NAMES[from]}-${SQUARE_NAMES[to]}`, next);
    if (!move.ok) return move;
    const after = stratego.play(next, move.value);
    if (!after.ok) return err('out-of-step', `this engine refuses "${words.join(' ')}": ${after.error.message}`);
    const found = after.value.lastCombat?.result;
    if (outcome !== 'VICTORY_ATTRITION' && OUTCOMES[outcome] !== found) {
      return err('out-of-step', `the manager says "${outcome}" where this engine finds ${found ?? 'no battle'}`);
    }
    this.history.push({ seat: state.toMove, notation: stratego.formatMove(move.value) });
    this.keep(after.value);
    return ok(undefined);
  }

  /** Makes `state` the game's state, kept among the latest. */
  private keep(state: StrategoState): void {
    this.recent.push(state);
    if (this.recent.length > 2 * SELF_TWO_SQUARES + 1) this.recent.shift();
  }
}
