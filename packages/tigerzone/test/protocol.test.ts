import { arbReachableState } from '@games/testing';
import {
  echoOf,
  ForfeitReason,
  forfeitReasonFor,
  formatClientMessage,
  formatMove,
  formatServerMessage,
  LineSplitter,
  MAX_LINE_LENGTH,
  moveNotation,
  parseClientLine,
  parseServerLine,
  protocolMove,
  readAnswer,
  standardDeck,
  tigerzone,
  type TigerZoneOptions,
} from '@games/tigerzone';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** One line of every kind the 2016 server sends, in its exact words. */
const SERVER_LINES = [
  'THIS IS SPARTA!',
  'HELLO!',
  'WELCOME TEAMP PLEASE WAIT FOR THE NEXT CHALLENGE',
  'NOPE TRY AGAIN',
  'NOPE GOOD BYE',
  'NEW CHALLENGE 1 YOU WILL PLAY 1 MATCH',
  'NEW CHALLENGE 2 YOU WILL PLAY 3 MATCHES',
  'BEGIN ROUND 1 OF 3',
  'YOUR OPPONENT IS PLAYER TEAMM',
  'STARTING TILE IS TLTJ- AT 0 0 0',
  `THE REMAINING 76 TILES ARE [ ${standardDeck().join(' ')} ]`,
  'MATCH BEGINS IN 15 SECONDS',
  'MATCH BEGINS IN 1 SECONDS',
  'MAKE YOUR MOVE IN GAME 1 WITHIN 1 SECOND: MOVE 1 PLACE TLTTP',
  'MAKE YOUR MOVE IN GAME 2 WITHIN 1.5 SECONDS: MOVE 76 PLACE JJJJ-',
  'GAME 1 MOVE 1 PLAYER TEAMP PLACED TLTTP AT 0 1 90 TIGER 8',
  'GAME 2 MOVE 2 PLAYER TEAMM PLACED JLLJ- AT -1 0 180 NONE',
  'GAME 1 MOVE 3 PLAYER TEAMM PLACED TLLLC AT 2 -3 270 CROCODILE',
  'GAME 2 MOVE 4 PLAYER TEAMP TILE LLLL- UNPLACEABLE PASSED',
  'GAME 1 MOVE 5 PLAYER TEAMP TILE LLLL- UNPLACEABLE RETRIEVE TIGER AT 1 2',
  'GAME 1 MOVE 6 PLAYER TEAMM TILE LLLL- UNPLACEABLE ADD ANOTHER TIGER TO -4 0',
  'GAME 2 MOVE 7 PLAYER TEAMZ FORFEITED: ILLEGAL TILE PLACEMENT ',
  'GAME 2 MOVE 7 PLAYER TEAMZ FORFEITED: ILLEGAL MESSAGE RECEIVED ',
  'GAME 1 MOVE 8 PLAYER TEAMJ FORFEITED: ILLEGAL MEEPLE PLACEMENT',
  'GAME 1 MOVE 8 PLAYER TEAMJ FORFEITED: INVALID MEEPLE PLACEMENT',
  'GAME 1 MOVE 8 PLAYER TEAMJ FORFEITED: TIMEOUT',
  'GAME 1 MOVE 8 PLAYER TEAMJ FORFEITED: QUIT',
  'GAME 1 OVER PLAYER TEAMP 94 PLAYER TEAMM 71',
  'GAME 2 OVER PLAYER TEAMJ FORFEITED PLAYER TEAMP WIN',
  'GAME 1 OVER PLAYER TEAMP WIN PLAYER TEAMJ FORFEITED',
  'END OF ROUND 1 OF 3 PLEASE WAIT FOR THE NEXT MATCH',
  'END OF ROUND 3 OF 3',
  'END OF CHALLENGES',
  'PLEASE WAIT FOR THE NEXT CHALLENGE TO BEGIN',
  'THANK YOU FOR PLAYING! GOODBYE',
];

describe('server lines', () => {
  it.each(SERVER_LINES)('reads and writes back byte for byte: %j', (line) => {
    const read = parseServerLine(line);
    expect(read.ok, JSON.stringify(read)).toBe(true);
    if (read.ok) expect(formatServerMessage(read.value)).toBe(line);
  });

  it('keeps each forfeit reason exactly, trailing space included', () => {
    const read = parseServerLine('GAME 2 MOVE 7 PLAYER TEAMZ FORFEITED: ILLEGAL TILE PLACEMENT ');
    expect(read).toEqual({ ok: true, value: { kind: 'forfeit', game: '2', move: 7, player: 'TEAMZ', reason: ForfeitReason.illegalTilePlacement } });
    expect(ForfeitReason.illegalMessage.endsWith(' ')).toBe(true);
    expect(ForfeitReason.timeout.endsWith(' ')).toBe(false);
  });

  it('reads MATCH BEGINS IN 1 SECOND too, and writes SECONDS always, as the 2016 server did', () => {
    const read = parseServerLine('MATCH BEGINS IN 1 SECOND');
    expect(read).toEqual({ ok: true, value: { kind: 'match-begins', seconds: 1 } });
    if (read.ok) expect(formatServerMessage(read.value)).toBe('MATCH BEGINS IN 1 SECONDS');
  });

  it('reads both forms of a forfeited game\'s OVER line (that game\'s first mover is named first)', () => {
    expect(parseServerLine('GAME 1 OVER PLAYER TEAMZ FORFEITED PLAYER TEAMP WIN')).toEqual({ ok: true, value: { kind: 'game-forfeited', game: '1', loser: 'TEAMZ', winner: 'TEAMP', loserFirst: true } });
    expect(parseServerLine('GAME 2 OVER PLAYER TEAMP WIN PLAYER TEAMZ FORFEITED')).toEqual({ ok: true, value: { kind: 'game-forfeited', game: '2', loser: 'TEAMZ', winner: 'TEAMP', loserFirst: false } });
    expect(parseServerLine('GAME 2 OVER PLAYER TEAMP WIN PLAYER TEAMZ WIN').ok).toBe(false);
  });

  it('reads an echo into our move', () => {
    const read = parseServerLine('GAME 1 MOVE 1 PLAYER TEAMP PLACED TLTTP AT 0 1 90 TIGER 8');
    expect(read.ok && read.value).toEqual({
      kind: 'echo',
      game: '1',
      move: 1,
      player: 'TEAMP',
      action: { kind: 'place', tile: 'TLTTP', x: 0, y: 1, rotation: 90, follower: 'tiger', zone: 8 },
    });
    if (read.ok && read.value.kind === 'echo') expect(moveNotation(read.value)).toBe('PLACE TLTTP AT 0 1 90 TIGER 8');
  });

  it.each([
    ['', 'malformed-message'],
    ['HELLO', 'malformed-message'],
    ['THE REMAINING 3 TILES ARE [ TLTJ- JJJJ- ]', 'malformed-message'],
    ['THE REMAINING 1 TILE ARE [ QQQQQ ]', 'malformed-message'],
    ['MAKE YOUR MOVE IN GAME 1 WITHIN 1 SECOND: MOVE 1 PLACE XXXXX', 'malformed-message'],
    ['GAME 1 MOVE 1 PLAYER TEAMP PLACED TLTTP AT 0 1 45 NONE', 'malformed-message'],
    ['GAME 1 MOVE 1 PLAYER TEAMP PLACE TLTTP AT 0 1 90 NONE', 'malformed-message'],
    ['GAME 1 MOVE 1 PLAYER TEAMP FORFEITED: ', 'malformed-message'],
    ['STARTING TILE IS TLTJ- AT 0 0 45', 'malformed-message'],
    ['x'.repeat(MAX_LINE_LENGTH + 1), 'line-too-long'],
  ])('refuses %j with %s', (line, code) => {
    const read = parseServerLine(line);
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.error.code).toBe(code);
      expect(read.error.message.length).toBeGreaterThan(0);
    }
  });

  it('never throws and always answers with a message or a coded error (property)', () => {
    const words = fc.constantFrom('GAME', '1', 'MOVE', 'PLAYER', 'TEAMA', 'PLACED', 'TLTJ-', 'AT', '0', '-1', '90', 'NONE', 'TIGER', 'FORFEITED:', 'OVER', 'WIN', 'TILE', 'UNPLACEABLE', 'PASSED', '[', ']', 'END', 'OF', 'ROUND');
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 80 }), fc.array(words, { maxLength: 14 }).map((list) => list.join(' '))), (line) => {
        const read = parseServerLine(line);
        if (read.ok) expect(parseServerLine(formatServerMessage(read.value))).toEqual(read);
        else expect(read.error.code).toMatch(/^(malformed-message|line-too-long)$/);
      }),
      { numRuns: 300, seed: 24 },
    );
  });
});

describe('client lines', () => {
  it.each([
    ['JOIN TIGERZONE', { kind: 'join', password: 'TIGERZONE' }],
    ['I AM TEAMA IAMA', { kind: 'login', user: 'TEAMA', password: 'IAMA' }],
    ['GAME 2 MOVE 5 TILE LLLL- UNPLACEABLE PASS', { kind: 'move', game: '2', move: 5, action: { kind: 'unplaceable', tile: 'LLLL-', action: 'pass' } }],
    ['GAME 1 MOVE 9 TILE LLLL- UNPLACEABLE RETRIEVE TIGER AT 1 2', { kind: 'move', game: '1', move: 9, action: { kind: 'unplaceable', tile: 'LLLL-', action: 'retrieve', x: 1, y: 2 } }],
    ['GAME 1 MOVE 9 TILE LLLL- UNPLACEABLE ADD ANOTHER TIGER TO -1 2', { kind: 'move', game: '1', move: 9, action: { kind: 'unplaceable', tile: 'LLLL-', action: 'add', x: -1, y: 2 } }],
    ['GAME 1 MOVE 3 PLACE TLLLC AT 2 -3 270 CROCODILE', { kind: 'move', game: '1', move: 3, action: { kind: 'place', tile: 'TLLLC', x: 2, y: -3, rotation: 270, follower: 'crocodile' } }],
  ])('reads %j and writes it back', (line, message) => {
    expect(parseClientLine(line)).toEqual({ ok: true, value: message });
    expect(formatClientMessage(message as never)).toBe(line);
  });

  it('accepts the lower-case keywords and the spaces some 2016 clients sent', () => {
    const read = parseClientLine('Game 1 MOVE 3 place tltjd at 1 0 90 tiger 2 ');
    expect(read.ok && read.value).toEqual({ kind: 'move', game: '1', move: 3, action: { kind: 'place', tile: 'TLTJD', x: 1, y: 0, rotation: 90, follower: 'tiger', zone: 2 } });
  });

  it.each(['', 'JOIN', 'I AM TEAMA', 'GAME 1 MOVE 3', 'GAME 1 MOVE x PLACE TLTJD AT 1 0 90 NONE', 'GAME 1 MOVE 3 PLACE TLTJD AT 1 0 45 NONE', 'HELLO!'])('refuses %j', (line) => {
    const read = parseClientLine(line);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.code).toBe('malformed-message');
  });
});

describe('between protocol moves and our moves', () => {
  const answer = (line: string) => readAnswer({ game: '1', move: 2, tile: 'JJJJX' }, line);

  it('judges an answer against the prompt: game, move number and tile must match', () => {
    expect(answer('GAME 1 MOVE 2 PLACE JJJJX AT 0 -1 0 TIGER 5')).toEqual({ ok: true, value: { kind: 'place', tile: 'JJJJX', x: 0, y: -1, rotation: 0, follower: 'tiger', zone: 5 } });
    for (const line of ['GAME 2 MOVE 2 PLACE JJJJX AT 0 -1 0 NONE', 'GAME 1 MOVE 3 PLACE JJJJX AT 0 -1 0 NONE', 'GAME 1 MOVE 2 PLACE JJJJ- AT 0 -1 0 NONE', 'I AM TEAMA IAMA', 'what']) {
      const read = answer(line);
      expect(read.ok).toBe(false);
      if (!read.ok) expect(forfeitReasonFor(read.error.code)).toBe(ForfeitReason.illegalMessage);
    }
  });

  it('maps the rules refusals to the 2016 forfeit reasons', () => {
    const state = tigerzone.setup({ deck: ['TLTJ-', 'JJJJ-'] });
    if (!state.ok) throw new Error(state.error.message);
    const refused = (text: string): string => {
      const move = tigerzone.parseMove(text, state.value);
      const played = move.ok ? tigerzone.play(state.value, move.value) : move;
      return played.ok ? 'accepted' : forfeitReasonFor(played.error.code);
    };
    expect(refused('PLACE TLTJ- AT 5 5 0 NONE')).toBe(ForfeitReason.illegalTilePlacement);
    expect(refused('TILE TLTJ- UNPLACEABLE PASS')).toBe(ForfeitReason.illegalTilePlacement);
    expect(refused('PLACE TLTJ- AT 0 1 0 TIGER 5')).toBe(ForfeitReason.invalidMeeplePlacement);
    expect(refused('PLACE TLTJ- AT 0 1 0 TIGER 2')).toBe('accepted');
  });

  it('every legal move of reached positions goes to the protocol and back, and its echo reads back (property)', () => {
    const positions = arbReachableState(tigerzone, fc.record({ seed: fc.integer({ min: 0, max: 5000 }) }) as fc.Arbitrary<TigerZoneOptions>, { maxPlies: 60 });
    fc.assert(
      fc.property(positions, ({ state }) => {
        if (tigerzone.actor(state).kind !== 'player') return;
        for (const move of tigerzone.legalMoves(state).slice(0, 40)) {
          const message = protocolMove('2', state.drawn + 1, move);
          expect(message.ok).toBe(true);
          if (!message.ok) continue;
          const line = formatClientMessage(message.value);
          const back = readAnswer({ game: '2', move: state.drawn + 1, tile: move.tile }, line);
          expect(back.ok && formatMove(back.value)).toBe(formatMove(move));
          const echo = formatServerMessage(echoOf('2', state.drawn + 1, 'TEAMB', move));
          const read = parseServerLine(echo);
          expect(read.ok && read.value.kind === 'echo' && moveNotation(read.value)).toBe(formatMove(move));
        }
      }),
      { numRuns: 15, seed: 2016 },
    );
  });
});

describe('LineSplitter', () => {
  it('cuts LF and CRLF lines across chunks', () => {
    const splitter = new LineSplitter();
    expect(splitter.push('JOIN TIGER').lines).toEqual([]);
    expect(splitter.push('ZONE\r\nI AM TEAMA IAMA\nGAME 1')).toEqual({ lines: ['JOIN TIGERZONE', 'I AM TEAMA IAMA'], error: null });
    expect(splitter.unfinished).toBe('GAME 1');
    expect(splitter.push(' MOVE 1\r').lines).toEqual([]);
    expect(splitter.push('\n').lines).toEqual(['GAME 1 MOVE 1']);
  });

  it('refuses a line over the limit, chunk by chunk, without holding it, and reads on after its end', () => {
    const splitter = new LineSplitter(10);
    expect(splitter.push('0123456789').error).toBeNull();
    const over = splitter.push('ABCDEFG');
    expect(over.error?.code).toBe('line-too-long');
    expect(splitter.unfinished).toBe('');
    expect(splitter.push('x'.repeat(10_000)).error).toBeNull();
    expect(splitter.unfinished).toBe('');
    expect(splitter.push('still the long line\nnext\n')).toEqual({ lines: ['next'], error: null });
    expect(splitter.push('short\n0123456789AB\nok\n')).toEqual({ lines: ['short', 'ok'], error: { code: 'line-too-long', message: 'a line is at most 10 characters' } });
  });
});
