import { describe, expect, it } from 'vitest';
import { lastTurns, turnsOf, turnWords } from '../src/move-list.js';
import { promptFor } from '../src/prompts.js';
import { playerRules } from '../src/rules-panel.js';
import { joinFailure } from '../src/online.js';
import { chitWords, moveWords } from '../src/words.js';

const name = (seat: number) => `Player ${seat + 1}`;

describe('moves in words', () => {
  it('reads each game the way a player does', () => {
    expect(moveWords('santorini', 'D4-D5')).toBe('moved D4→D5');
    expect(moveWords('santorini', 'build E5')).toBe('built on E5');
    expect(moveWords('santorini', 'dome E5')).toBe('built a dome on E5');
    expect(moveWords('stratego', 'place M E4')).toBe('placed Marshal on E4');
    expect(moveWords('stratego', 'place ? E7')).toBe('placed a piece on E7');
    expect(moveWords('stratego', 'E4-E5', { lastCombat: { attacker: 2, defender: 10, result: 'defender-wins' } })).toBe('moved E4→E5 (Scout attacked Marshal)');
    expect(moveWords('yunnori', 'throw geol')).toBe('threw geol');
    expect(moveWords('yunnori', '0 geol')).toBe('entered a piece with geol');
    expect(moveWords('yunnori', '22 do')).toBe('moved the piece on 22 with do');
    expect(moveWords('tigerzone', 'PLACE TLTJ- AT 0 1 90 TIGER 8')).toBe('placed a trail and lake tile at (0, 1) turned 90°, tiger on zone 8');
    expect(moveWords('tigerzone', 'TILE LLLL- UNPLACEABLE PASS')).toBe('could not place a lake tile and passed');
    expect(moveWords('fiery-dragons', 'end')).toBe('ended the turn');
  });

  it("names a Fiery Dragons chit as the reader's view after the flip shows it", () => {
    const after = { lastFlip: { chit: 3, shown: { kind: 'animal', animal: 'bat', count: 2 }, turnEnded: true }, chits: [] };
    expect(moveWords('fiery-dragons', 'flip 3', after)).toBe('flipped chit 3: 2 bats, and the turn ended');
    expect(moveWords('fiery-dragons', 'flip 3', { lastFlip: null, chits: ['face-down', 'face-down', 'face-down', { kind: 'pirate', count: 1 }] })).toBe('flipped chit 3: a pirate dragon (1 back)');
    expect(moveWords('fiery-dragons', 'flip 3', undefined)).toBe('flipped chit 3');
    expect(chitWords({ kind: 'animal', animal: 'baby-dragon', count: 1 })).toBe('1 baby dragon');
  });

  it('joins the moves of one turn: "Player 2 moved D4→D5 and built on E5"', () => {
    const moves = [
      { ply: 0, seat: 0, notation: 'B2-B3' },
      { ply: 1, seat: 0, notation: 'build B4' },
      { ply: 2, seat: 1, notation: 'D4-D5' },
      { ply: 3, seat: 1, notation: 'build E5' },
    ];
    const turns = turnsOf(moves);
    expect(turns).toHaveLength(2);
    expect(turnWords('santorini', turns[1]!, name, () => undefined)).toBe('Player 2 moved D4→D5 and built on E5');
    expect(lastTurns([...moves, { ply: 4, seat: 0, notation: 'B3-C3' }])).toEqual([
      { seat: 0, notations: ['B3-C3'] },
      { seat: 1, notations: ['D4-D5', 'build E5'] },
    ]);
  });
});

describe('prompts', () => {
  it('asks for what the turn needs now', () => {
    expect(promptFor('santorini', ['B2-B3', 'B2-C3'], [])).toBe('Choose a worker');
    expect(promptFor('santorini', ['B2-B3', 'B2-C3'], ['B2'])).toBe('Move it to a highlighted space');
    expect(promptFor('santorini', ['build B4', 'dome B4'], [])).toBe('Build next to the worker that moved');
    expect(promptFor('fiery-dragons', ['flip 0', 'flip 1'], [])).toBe('Flip a chit');
    expect(promptFor('stratego', ['place M A1'], [])).toMatch(/^Set up your army/);
    expect(promptFor('santorini', [], [])).toBe('');
  });
});

describe('rules panel', () => {
  it("keeps the players' sections and leaves out the programmers'", () => {
    const page = '---\ntitle: X\n---\n\n# X\n\nIntro.\n\n## A turn\n\nMove.\n\n## Errors\n\ncodes\n\n## Performance\n\nfast\n\n## End of the game\n\nWin.\n';
    const rules = playerRules(page);
    expect(rules).toContain('## A turn');
    expect(rules).toContain('## End of the game');
    expect(rules).not.toContain('## Errors');
    expect(rules).not.toContain('## Performance');
    expect(rules).not.toContain('title: X');
  });
});

describe('online failures in words', () => {
  it('says a full room, a missing room and an unreachable server in words', () => {
    expect(joinFailure('no-free-seat: every seat is taken', 'ws://x:1', 'abc')).toEqual({ text: 'Every seat of this room is taken.', watch: true });
    expect(joinFailure('Failed to fetch', 'ws://x:1', 'abc').text).toMatch(/^The game server at ws:\/\/x:1 cannot be reached/);
    expect(joinFailure('room-not-found: gone', 'ws://x:1', 'abc').text).toContain('There is no room abc');
  });
});
