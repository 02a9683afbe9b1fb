import { ismctsBot, ok, type Bot } from '@games/core';
import { SQUARE_NAMES, stratego, strategoRuleBot, type StrategoMove, type StrategoState } from '@games/stratego';
import { describe, expect, it } from 'vitest';
import { UccAgent } from '../src/commands/ucc-agent/protocol.js';
import { runProgram, scriptedIo } from '../src/index.js';
import { runManager, type WireAgent } from './ucc-manager.js';

const TOKENS = ['', 's', '9', '8', '7', '6', '5', '4', '3', '2', '1', 'B', 'F'];

/** What `seat` should be shown of `state` in the manager's board print. */
function expectedPrint(state: StrategoState, seat: number): string[] {
  const rows: string[] = [];
  for (let y = 0; y < 10; y++) {
    let row = '';
    for (let x = 0; x < 10; x++) {
      const cell = state.board[y * 10 + x]!;
      row += cell < 0 ? '+' : cell === 0 ? '.' : ((cell >> 4) & 1) === seat ? TOKENS[cell & 15] : '#';
    }
    rows.push(row);
  }
  return rows;
}

/** Our agent on the manager's wire; checks that every board the manager prints is the one the agent keeps. */
function wired(agent: UccAgent, problems: string[], mismatches: string[]): WireAgent {
  const queue: string[] = [];
  let board: string[] = [];
  return {
    send(line) {
      if (/^[.#+sBF1-9]{10}$/.test(line)) {
        board.push(line);
        if (board.length === 10) {
          const kept = expectedPrint(agent.position!, agent.seat!);
          if (kept.join('/') !== board.join('/')) mismatches.push(`${board.join('/')} vs ${kept.join('/')}`);
          board = [];
        }
      }
      const reply = agent.handle(line);
      if (reply.problem !== undefined) problems.push(reply.problem.code);
      queue.push(...reply.lines);
    },
    receive: () => queue.shift(),
  };
}

describe('games ucc-agent on a manager-compatible harness', () => {
  it('plays a whole game against itself: setups accepted, every move legal, boards in step, QUIT at the end', () => {
    const problems: string[] = [];
    const mismatches: string[] = [];
    const red = new UccAgent(ismctsBot(stratego, { iterations: 8 }), 1);
    const blue = new UccAgent(ismctsBot(stratego, { iterations: 8 }), 2);
    const game = runManager(wired(red, problems, mismatches), wired(blue, problems, mismatches), ['games-a', 'games-b'], 300);
    const { transcript } = game;
    // The opening exchange, line by line as the manager's source has it.
    expect(transcript[0]).toBe('R> RED games-b 10 10');
    expect(transcript.slice(1, 5).every((line) => /^R< [sBF1-9]{10}$/.test(line))).toBe(true);
    expect(transcript[5]).toBe('B> BLUE games-a 10 10');
    expect(transcript.slice(6, 10).every((line) => /^B< [sBF1-9]{10}$/.test(line))).toBe(true);
    expect(transcript[10]).toBe('R> START');
    expect(transcript.slice(11, 21).every((line) => /^R> [.#+sBF1-9]{10}$/.test(line))).toBe(true);
    expect(transcript[21]).toMatch(/^R< \d \d (UP|DOWN|LEFT|RIGHT)( \d)?$/);
    expect(transcript[22]!.startsWith(`R> ${transcript[21]!.slice(3)} `)).toBe(true); // the move echoed
    expect(transcript[22]).toMatch(/^R> \d \d (UP|DOWN|LEFT|RIGHT)( \d)? (OK|(KILLS|DIES|BOTHDIE) [sBF1-9] [sBF1-9])$/); // echoed with its outcome
    // Red's flag on its back row behind a Bomb (the setup policy).
    const redRows = transcript.slice(1, 5).map((line) => line.slice(3));
    const flag = redRows[0]!.indexOf('F');
    expect(flag).toBeGreaterThanOrEqual(0);
    expect(redRows[1]![flag]).toBe('B');
    // The game ran to a decision or the turn limit, with no illegal move, and both agents quit.
    expect(game.result).toMatch(/^games-[ab] (RED|BLUE) (VICTORY|DRAW|DRAW_DEFAULT) \d+ \d+ \d+$/);
    expect(transcript.some((line) => / ILLEGAL$/.test(line))).toBe(false);
    expect(game.turns).toBeGreaterThan(20);
    expect(problems).toEqual([]);
    expect(mismatches).toEqual([]);
    expect(red.done && blue.done).toBe(true);
    expect(transcript.filter((line) => / (KILLS|DIES|BOTHDIE) /.test(line)).length).toBeGreaterThan(5);
  }, 120_000);

  it('plays the rule bot through the same wire', () => {
    const problems: string[] = [];
    const mismatches: string[] = [];
    const game = runManager(wired(new UccAgent(strategoRuleBot, 3), problems, mismatches), wired(new UccAgent(strategoRuleBot, 4), problems, mismatches), ['a', 'b'], 1000);
    expect(game.result).toMatch(/ (VICTORY|DRAW|DRAW_DEFAULT) /);
    expect(problems).toEqual([]);
    expect(mismatches).toEqual([]);
  }, 60_000);

  it('keeps the two-squares rule of its own accord: a bot that steps back whenever it can shuttles three moves at most', () => {
    // Steps its last moved piece straight back when that is legal in the state it is given, else plays the first legal move.
    const shuttle: Bot<StrategoState, StrategoMove> = {
      name: 'shuttle',
      chooseMove(state) {
        const moves = stratego.legalMoves(state);
        const seat = state.toMove;
        const [from, to] = [state.previousMoves[seat * 2]!, state.previousMoves[seat * 2 + 1]!];
        const back = from < 0 ? undefined : moves.find((move) => stratego.formatMove(move) === `${SQUARE_NAMES[to]}-${SQUARE_NAMES[from]}`);
        return ok(back ?? moves[0]!);
      },
    };
    const problems: string[] = [];
    const mismatches: string[] = [];
    const game = runManager(wired(new UccAgent(shuttle, 6), problems, mismatches), wired(new UccAgent(shuttle, 7), problems, mismatches), ['a', 'b'], 120);
    expect(problems).toEqual([]);
    expect(mismatches).toEqual([]);
    for (const tag of ['R<', 'B<']) {
      const moves = game.transcript.filter((line) => line.startsWith(`${tag} `) && / (UP|DOWN|LEFT|RIGHT)/.test(line)).map((line) => line.slice(3).split(' '));
      // The longest run of moves in a row that each step straight back where the previous one came from.
      let run = 1;
      let longest = 1;
      for (let index = 1; index < moves.length; index++) {
        const [x, y, direction, squares = '1'] = moves[index - 1]!;
        const step = { UP: [0, -1], DOWN: [0, 1], LEFT: [-1, 0], RIGHT: [1, 0] }[direction as 'UP']!;
        const landed = `${Number(x) + step[0]! * Number(squares)} ${Number(y) + step[1]! * Number(squares)}`;
        const reverse = { UP: 'DOWN', DOWN: 'UP', LEFT: 'RIGHT', RIGHT: 'LEFT' }[direction as 'UP'];
        const [nx, ny, nd, ns = '1'] = moves[index]!;
        run = `${nx} ${ny}` === landed && nd === reverse && ns === squares ? run + 1 : 1;
        longest = Math.max(longest, run);
      }
      expect(longest).toBe(3); // the shuttle tried, and the rule stopped its fourth crossing
    }
  }, 60_000);

  it('`games ucc-agent` without --bot sets up and answers Red\'s first move with its default bot', async () => {
    const setup = scriptedIo(['RED peternlewis 10 10', 'QUIT']);
    expect(await runProgram(['ucc-agent', '--seed', '1'], { io: setup, workerUrl: null })).toBe(0);
    const rows = setup.output.trim().split('\n');
    expect(rows).toHaveLength(4);
    // The manager's first board for Red: its own rows, the lakes, Blue's hidden rows.
    const board = [...rows, '..++..++..', '..++..++..', ...Array.from({ length: 4 }, () => '##########')];
    const io = scriptedIo(['RED peternlewis 10 10', 'START', ...board, 'QUIT']);
    expect(await runProgram(['ucc-agent', '--seed', '1'], { io, workerUrl: null })).toBe(0);
    const lines = io.output.trim().split('\n');
    expect(lines.slice(0, 4)).toEqual(rows);
    expect(lines[4]).toMatch(/^\d [0-3] (DOWN|LEFT|RIGHT)( \d)?$/);
    expect(io.errors).toBe('');
  }, 30_000);

  it('answers bad lines with a stable code on the side, never with a move, and keeps its game', () => {
    const agent = new UccAgent(strategoRuleBot, 5);
    expect(agent.handle('HELLO there').problem?.code).toBe('malformed-line');
    expect(agent.handle('RED x 8 8').problem?.code).toBe('unsupported-board');
    const rows = agent.handle('BLUE other 10 10').lines;
    expect(rows).toHaveLength(4);
    const before = agent.position;
    for (const line of ['11 3 DOWN OK', '0 3 SIDEWAYS OK', '0 3 DOWN MAYBE', '0 3 DOWN KILLS', '5 5 UP OK', '0 0 LEFT OK']) {
      const reply = agent.handle(line);
      expect(reply.lines).toEqual([]);
      expect(['malformed-line', 'out-of-step']).toContain(reply.problem?.code);
      expect(agent.position).toBe(before);
    }
    expect(agent.handle('QUIT').lines).toEqual([]);
    expect(agent.done).toBe(true);
  });
});
