/**
 * Wire transcripts in the format of the recorded 2016 sessions (../shared/data/tigerzone/wire/:
 * `<ms> <connection> S>C|C>S <Python bytes literal>`), replayed line by line through our parsers
 * and our server's judge, and written by a logging proxy (to record our own server the same way).
 */
import { formatServerMessage, LineSplitter, moveNotation, parseClientLine, parseServerLine, type MovePrompt } from '@games/tigerzone';
import { createServer, connect } from 'node:net';
import { expect } from 'vitest';
import { followEcho, startGame, type TournamentGame } from '../src/commands/tigerzone/games.js';
import type { LineEvent } from '../src/commands/tigerzone/line-connection.js';
import { judgeAnswer } from '../src/commands/tigerzone-server/match.js';

/** Decodes a Python bytes literal such as `b'GAME 1 ...\r\n'`. */
function pythonBytes(literal: string): string {
  const match = /^b(['"])(.*)\1$/.exec(literal);
  if (match === null) throw new Error(`not a bytes literal: ${literal}`);
  return match[2]!.replace(/\\(x[0-9a-fA-F]{2}|.)/g, (_, escape: string) => {
    if (escape.startsWith('x')) return String.fromCharCode(parseInt(escape.slice(1), 16));
    return ({ n: '\n', r: '\r', t: '\t', '0': '\0' } as Record<string, string>)[escape] ?? escape;
  });
}

interface WireLine {
  connection: string;
  direction: 'S>C' | 'C>S';
  text: string;
  /** For server lines: whether it ended with CRLF. */
  crlf: boolean;
}

/** The lines of a transcript in recorded order, per direction cut as the receiving side cuts them. */
export function readTranscript(text: string): WireLine[] {
  const lines: WireLine[] = [];
  const server = new Map<string, string>();
  const clients = new Map<string, LineSplitter>();
  for (const entry of text.split('\n')) {
    if (entry.trim() === '') continue;
    const match = /^(\d+) (\S+) (S>C|C>S) (b.*)$/.exec(entry.trim());
    if (match === null) throw new Error(`not a transcript line: ${entry}`);
    const [, , connection, direction, literal] = match as unknown as [string, string, string, 'S>C' | 'C>S', string];
    const bytes = pythonBytes(literal);
    if (direction === 'S>C') {
      let buffer = (server.get(connection) ?? '') + bytes;
      for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
        const raw = buffer.slice(0, end);
        buffer = buffer.slice(end + 1);
        lines.push({ connection, direction, text: raw.replace(/\r$/, ''), crlf: raw.endsWith('\r') });
      }
      server.set(connection, buffer);
    } else {
      const splitter = clients.get(connection) ?? new LineSplitter();
      clients.set(connection, splitter);
      const cut = splitter.push(bytes);
      expect(cut.error).toBeNull();
      for (const line of cut.lines) lines.push({ connection, direction, text: line, crlf: false });
    }
  }
  return lines;
}

/** Every line understood; every server line written back byte for byte, with CRLF. Returns the number of lines. */
export function checkLines(file: string, text: string): number {
  const lines = readTranscript(text);
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    if (line.direction === 'S>C') {
      const read = parseServerLine(line.text);
      expect(read.ok, `${file}: ${JSON.stringify(line.text)}`).toBe(true);
      if (read.ok) expect(formatServerMessage(read.value)).toBe(line.text);
      expect(line.crlf, `${file}: ${JSON.stringify(line.text)} ends with CRLF`).toBe(true);
    } else if (line.text.trim() !== '') {
      // a client line the 2016 server forfeited as unreadable may be unreadable to us too; every other one reads
      const read = parseClientLine(line.text);
      if (!read.ok) expect(lines.some((other) => other.connection === line.connection && other.text.endsWith('FORFEITED: ILLEGAL MESSAGE RECEIVED ')), `${file}: ${JSON.stringify(line.text)}`).toBe(true);
    }
  }
  return lines.length;
}

/**
 * How a transcript's answers were judged: `judged` answers got our server's verdict byte for byte;
 * `rulings` lists the echoes of the recorded server that our rules refuse (the one intended
 * difference: the 2016 server accepted a tiger or crocodile beyond the supply and a second
 * crocodile), each followed as that server ruled (see `followEcho`).
 */
export interface Verdicts {
  judged: number;
  rulings: string[];
}

/**
 * For every answer of a transcript, our server's verdict is the recorded echo or forfeit, byte for
 * byte, except where the recorded server accepted a follower our rules refuse: there our verdict
 * must be `ILLEGAL MEEPLE PLACEMENT` and the echo is followed as ruled. Every other echo (the
 * opponent's moves) must be followed too, so the game is the recorded server's to the end.
 */
export function checkVerdicts(file: string, text: string): Verdicts {
  const lines = readTranscript(text);
  const connections = [...new Set(lines.map((line) => line.connection))];
  const verdicts: Verdicts = { judged: 0, rulings: [] };
  for (const connection of connections) {
    const own = lines.filter((line) => line.connection === connection);
    let me = '';
    let games = new Map<string, TournamentGame>();
    let prompt: (MovePrompt & { seat: number; answer: string | null }) | null = null;
    const follow = (id: string, seat: number, line: string, notation: string): void => {
      const followed = followEcho(games.get(id)!, seat, notation);
      expect(followed.ok, `${file}: we cannot follow the echoed ${line}`).toBe(true);
      if (!followed.ok) return;
      games.set(id, followed.value.game);
      if (followed.value.ruling !== null) verdicts.rulings.push(`${line} (${followed.value.ruling})`);
    };
    for (const [index, line] of own.entries()) {
      if (line.direction === 'C>S') {
        if (prompt !== null && prompt.answer === null) prompt.answer = line.text;
        continue;
      }
      const read = parseServerLine(line.text);
      if (!read.ok) continue;
      const message = read.value;
      if (message.kind === 'welcome') me = message.player;
      else if (message.kind === 'deck') {
        games = new Map();
        for (const id of ['1', '2']) {
          const game = startGame(message.tiles);
          if (!game.ok) throw new Error(game.error.message);
          games.set(id, game.value);
        }
      } else if (message.kind === 'prompt') {
        prompt = { game: message.game, move: message.move, tile: message.tile, seat: (message.move - 1) % 2, answer: null };
      } else if (message.kind === 'echo' || message.kind === 'forfeit') {
        const game = games.get(message.game);
        if (game === undefined) continue;
        const seat = (message.move - 1) % 2;
        if (prompt !== null && message.player === me && prompt.game === message.game && prompt.move === message.move) {
          const stillTalking = own.slice(index).some((later) => later.direction === 'C>S');
          const answer: LineEvent = prompt.answer !== null ? { kind: 'line', text: prompt.answer } : stillTalking ? { kind: 'timeout' } : { kind: 'closed' };
          const verdict = judgeAnswer({ game }, prompt, { name: me, seat: prompt.seat }, answer);
          if (message.kind === 'echo' && verdict.kind === 'forfeit') {
            expect(formatServerMessage(verdict), `${file}: our rules refuse ${line.text} for a follower only`).toBe(`GAME ${message.game} MOVE ${message.move} PLAYER ${me} FORFEITED: ILLEGAL MEEPLE PLACEMENT`);
            follow(message.game, seat, line.text, moveNotation(message));
          } else {
            expect(formatServerMessage(verdict), `${file} connection ${connection}: the answer ${JSON.stringify(prompt.answer)}`).toBe(line.text);
            verdicts.judged++;
          }
          prompt = null;
        } else if (message.kind === 'echo') {
          follow(message.game, seat, line.text, moveNotation(message));
        }
      }
    }
  }
  return verdicts;
}

/** Writes bytes as a Python bytes literal, as the recordings do. */
function bytesLiteral(text: string): string {
  const body = text.replace(/[\\'\r\n\t]|[^\x20-\x7e]/g, (char) => {
    const named: Record<string, string> = { '\\': '\\\\', "'": "\\'", '\r': '\\r', '\n': '\\n', '\t': '\\t' };
    return named[char] ?? `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`;
  });
  return `b'${body}'`;
}

/** A TCP proxy on the loopback that records every chunk in the transcripts' format. */
export async function recordingProxy(target: number): Promise<{ port: number; transcript: () => string; close: () => void }> {
  const start = Date.now();
  const entries: string[] = [];
  let connections = 0;
  const proxy = createServer((inbound) => {
    const number = ++connections;
    const outbound = connect(target, '127.0.0.1');
    inbound.setEncoding('latin1');
    outbound.setEncoding('latin1');
    inbound.on('data', (chunk: string) => {
      entries.push(`${Date.now() - start} ${number} C>S ${bytesLiteral(chunk)}`);
      outbound.write(chunk, 'latin1');
    });
    outbound.on('data', (chunk: string) => {
      entries.push(`${Date.now() - start} ${number} S>C ${bytesLiteral(chunk)}`);
      inbound.write(chunk, 'latin1');
    });
    inbound.on('end', () => outbound.end());
    outbound.on('end', () => inbound.end());
    inbound.on('error', () => outbound.destroy());
    outbound.on('error', () => inbound.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  return { port: typeof address === 'object' && address !== null ? address.port : 0, transcript: () => `${entries.join('\n')}\n`, close: () => proxy.close() };
}
