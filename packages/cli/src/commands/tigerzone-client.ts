import { mkdirSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { formatRecord, type SeatSpec } from '@games/core';
import { currentTile, formatClientMessage, formatMove, parseServerLine, scoresOf, tigerzone, type ServerMessage, type TigerZoneMove } from '@games/tigerzone';
import type { Io } from '../io.js';
import { LineConnection } from './tigerzone/line-connection.js';
import { tournamentTask } from './tigerzone/games.js';
import { AnswerClock } from './tigerzone-client/answer-clock.js';
import { MatchGames, type ClientGame } from './tigerzone-client/games.js';
import { acceptedBy, safeMove, SERVER_GRACE_MS, type ServerProfile } from './tigerzone-client/server-profile.js';
import { inThreadThinker, workerThinker, type Thinker } from './tigerzone-client/thinker.js';
import { gameLine } from './tigerzone-server/results.js';

/**
 * What `games tigerzone-client` was given.
 *
 * @group TigerZone tournament
 */
export interface TigerzoneClientSettings {
  /** The server. */
  host: string;
  port: number;
  /** The tournament password. */
  password: string;
  /** Our login and its password. */
  user: string;
  userPassword: string;
  /** The bot that plays our moves (`random` or `mcts`, see core's `parseSeatSpec`). */
  bot: SeatSpec;
  /**
   * Milliseconds kept back from the move time the server gives, for the send and the server's own
   * clock; the bot's budget is what is left before that deadline less this machine's observed
   * delays (see `AnswerClock`).
   */
  marginMs: number;
  /** The server's known faults to work around (default `2016`: no `RETRIEVE TIGER`). */
  server?: ServerProfile;
  /** How long past a prompt's stated limit the server still takes an answer (default {@link SERVER_GRACE_MS}); nothing is sent later. */
  graceMs?: number;
  /**
   * The CLI's worker entry, to think on a worker thread so that the answer leaves at the deadline
   * whatever the search is doing; null or absent: in this thread.
   */
  workerUrl?: URL | null;
  /** How long the server may stay silent before the client gives up, in milliseconds. */
  idleMs: number;
  /** A folder for every game's match record, or null. */
  records: string | null;
  /** The line ending we send (`\n` or `\r\n`). */
  ending: string;
  /** Connection attempts while the server refuses (one every half second; default 20). */
  connectTries?: number;
}

/**
 * What a client run did: games finished, echoes that disagreed with our state, lines we could not read.
 *
 * @group TigerZone tournament
 */
export interface ClientReport {
  /** Games that ended (score lines and forfeits). */
  games: number;
  /** Games we forfeited. */
  forfeited: number;
  /** Echo mismatches over all games (0 when every echo matched our state). */
  mismatches: number;
  /** Server lines that were no protocol message. */
  unreadable: number;
  /** Answers sent with the safe move because the search was not back by the deadline. */
  safeAnswers: number;
  /** Answers not sent because they were ready only after the server's limit (a late line would be read as the next prompt's answer). */
  withheld: number;
  /**
   * Prompts left unanswered because a late line of ours, sent after the server forfeited its
   * prompt with `TIMEOUT`, answers them (the server reads it there): answering again would keep the
   * connection a line behind for the rest of the tournament.
   */
  skipped: number;
  /** The answers' times from each prompt's arrival, in milliseconds. */
  answerTimes: { answers: number; median: number; p99: number; max: number };
}

interface Context {
  me: string;
  opponent: string;
  challenge: string;
  round: number;
  match: MatchGames | null;
  report: ClientReport;
  clock: AnswerClock;
  thinker: Thinker;
  /** The prompts of this match we sent a line to (`<game> <move>`). */
  answered: Set<string>;
  /** Lines of ours the server has not read yet: late answers to prompts it forfeited with TIMEOUT. */
  stale: number;
}

/** Milliseconds kept back from the server's grace when deciding that an answer is too late to send. */
const LATE_SAFETY_MS = 25;

function gameSummary(context: Context, game: ClientGame): string {
  const scores = scoresOf(game.game.state) as [number, number];
  const players: [string, string] = game.seat === 0 ? [context.me, context.opponent] : [context.opponent, context.me];
  const label = `challenge ${context.challenge} round ${context.round}`;
  const mismatches = game.mismatches.length > 0 ? `; ${game.mismatches.length} echo mismatch(es)` : '';
  const server = game.serverScores === null ? null : game.seat === 0 ? game.serverScores : ([game.serverScores[1], game.serverScores[0]] as [number, number]);
  if (server !== null && (server[0] !== scores[0] || server[1] !== scores[1])) {
    // the server is the authority: its scores name the winner; ours (by the rules) beside them
    const winner = server[0] === server[1] ? 'a tie' : `${players[server[0] > server[1] ? 0 : 1]} wins`;
    return `${label} game ${game.id} (${players[0]} v ${players[1]}): ${winner} by the server's scores ${server.join('-')}; our rules score it ${scores.join('-')}${mismatches}`;
  }
  const winners = game.forfeit !== null ? players.filter((name) => name !== game.forfeit!.player) : [];
  const line = gameLine(label, { game: game.id, players, scores, forfeit: game.forfeit, winners, outcome: game.forfeit === null ? game.game.outcome : null });
  return `${line}${mismatches}`;
}

function finishGame(io: Io, settings: TigerzoneClientSettings, context: Context, game: ClientGame): void {
  if (game.over) return;
  game.over = true;
  context.report.games++;
  context.report.mismatches += game.mismatches.length;
  if (game.forfeit?.player === context.me) context.report.forfeited++;
  for (const mismatch of game.mismatches) io.err(`game ${game.id}: echo mismatch: ${mismatch}\n`);
  io.out(`${gameSummary(context, game)}\n`);
  if (settings.records !== null) {
    mkdirSync(settings.records, { recursive: true });
    const file = join(settings.records, `c${context.challenge}-r${context.round}-game${game.id}-${context.me}-vs-${context.opponent}.json`);
    writeFileSync(file, formatRecord(game.game.record()));
  }
}

/** The notation of the bot's choice for `game`, thought within the clock's deadline; the safe move when the search is not back in time. */
async function thinkWithin(context: Context, settings: TigerzoneClientSettings, game: ClientGame, deadline: number, io: Io): Promise<TigerZoneMove | null> {
  const profile = settings.server ?? '2016';
  const state = game.game.state;
  const safe = safeMove(profile, state, Math.max(5, (deadline - performance.now()) / 8));
  const started = performance.now();
  const budget = context.clock.budget(deadline, started);
  const task = tournamentTask(game.game, budget);
  if (!task.ok) return safe;
  const thought = await context.thinker.think(task.value, deadline);
  const returned = performance.now();
  if (thought === null) {
    context.report.safeAnswers++;
    context.clock.searched(started, budget, Math.max(returned, deadline));
    io.err(`game ${game.id} move ${state.drawn + 1}: the search was not back by the deadline: the safe move\n`);
    return safe;
  }
  context.clock.searched(started, budget, returned);
  const move = thought.ok ? tigerzone.parseMove(thought.value, state) : thought;
  if (!move.ok) {
    io.err(`game ${game.id} move ${state.drawn + 1}: the bot found no move (${move.error.message}): the safe move\n`);
    return safe;
  }
  // a move the server is known to mishandle (the 2016 server's RETRIEVE TIGER) becomes the safe move
  return acceptedBy(profile, move.value) ? move.value : safe;
}

/**
 * Answers a prompt that arrived at `arrival`: our bot's move before the deadline (always a line: a
 * pass when our state cannot follow), or nothing when it is ready only after the server's limit.
 */
async function answer(connection: LineConnection, settings: TigerzoneClientSettings, context: Context, prompt: Extract<ServerMessage, { kind: 'prompt' }>, arrival: number, io: Io): Promise<void> {
  const limit = Math.floor(prompt.seconds * 1000);
  const deadline = context.clock.deadline(arrival, limit);
  const grace = settings.graceMs ?? SERVER_GRACE_MS;
  const latest = limit + grace - LATE_SAFETY_MS;
  const send = (action: TigerZoneMove | null): void => {
    const now = performance.now();
    context.clock.late(deadline, now);
    if (now > arrival + latest) {
      context.report.withheld++;
      io.err(`game ${prompt.game} move ${prompt.move}: the answer was ready ${Math.round(now - arrival)} ms after the prompt, past the server's ${limit + grace} ms: not sent\n`);
      return;
    }
    // the server already forfeited this prompt (its line is waiting to be read): it read a line of ours for it
    const forfeited = `GAME ${prompt.game} MOVE ${prompt.move} PLAYER ${context.me} FORFEITED: `;
    if (connection.hasQueued((line) => line.startsWith(forfeited))) {
      context.report.skipped++;
      io.err(`game ${prompt.game} move ${prompt.move}: the server already forfeited this prompt: not answered\n`);
      return;
    }
    context.answered.add(`${prompt.game} ${prompt.move}`);
    const line = action === null ? `GAME ${prompt.game} MOVE ${prompt.move} TILE ${prompt.tile} UNPLACEABLE PASS` : formatClientMessage({ kind: 'move', game: prompt.game, move: prompt.move, action });
    connection.send(line);
    context.clock.answered(arrival, now);
  };
  if (context.stale > 0) {
    context.stale--;
    context.report.skipped++;
    io.err(`game ${prompt.game} move ${prompt.move}: our late line answers this prompt (the server reads it here): not answered again\n`);
    return;
  }
  const match = context.match;
  if (match === null) {
    io.err(`a prompt before the deck was announced: passing\n`);
    return send(null);
  }
  const game = match.gameFor(prompt.game, prompt.move, true);
  if (typeof game === 'string') {
    io.err(`${game}: passing\n`);
    return send(null);
  }
  const state = game.game.state;
  if (game.lost || state.drawn !== prompt.move - 1 || currentTile(state) !== prompt.tile || state.drawn % 2 !== game.seat) {
    game.mismatches.push(`move ${prompt.move}: the prompt (tile ${prompt.tile}) does not match our game (move ${state.drawn + 1}, tile ${currentTile(state) ?? 'none'})`);
    return send(null);
  }
  const chosen = await thinkWithin(context, settings, game, deadline, io);
  if (chosen !== null) game.sent = formatMove(chosen);
  send(chosen);
}

/** Connection attempts while the server is not listening yet (one every half second). */
const CONNECT_TRIES = 20;

/** Connects, trying again while the connection is refused (a server still starting), up to `tries` times. */
async function connectRetrying(host: string, port: number, tries: number): Promise<Socket | Error> {
  for (let attempt = 1; ; attempt++) {
    const result = await new Promise<Socket | Error>((resolve) => {
      const socket = connect({ host, port });
      socket.once('connect', () => {
        socket.removeAllListeners('error');
        resolve(socket);
      });
      socket.once('error', (error) => {
        socket.destroy();
        resolve(error);
      });
    });
    if (!(result instanceof Error) || (result as NodeJS.ErrnoException).code !== 'ECONNREFUSED' || attempt >= tries) return result;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * `games tigerzone-client`: enters a 2016-protocol TigerZone tournament: logs in, then plays
 * every challenge, round and both games of each match with the bot, keeping each game's state
 * from the announced deck and the echoes, answering every prompt within its time (the move time
 * less `marginMs`), surviving forfeits; prints a line per game and writes its match record.
 * Resolves to the exit status: 0 once the server says goodbye, 1 when the login is refused, the
 * server goes silent for `idleMs` or the connection is lost (a refused connection is tried again
 * for ten seconds, while a server starts).
 *
 * @group TigerZone tournament
 */
export async function runTigerzoneClient(io: Io, settings: TigerzoneClientSettings): Promise<{ status: number; report: ClientReport }> {
  const clock = new AnswerClock(settings.marginMs);
  const report: ClientReport = { games: 0, forfeited: 0, mismatches: 0, unreadable: 0, safeAnswers: 0, withheld: 0, skipped: 0, answerTimes: clock.summary() };
  const socket = await connectRetrying(settings.host, settings.port, settings.connectTries ?? CONNECT_TRIES);
  if (socket instanceof Error) {
    io.err(`games: cannot connect to ${settings.host}:${settings.port}: ${socket.message}\n`);
    return { status: 1, report };
  }
  // a server is trusted with longer bursts than a client (a challenge's end sends several lines at once)
  const connection = new LineConnection(socket, { ending: settings.ending, maxQueued: 1024 });
  const thinker = settings.workerUrl === undefined || settings.workerUrl === null ? inThreadThinker() : workerThinker(settings.workerUrl);
  const context: Context = { me: settings.user, opponent: '?', challenge: '?', round: 0, match: null, report, clock, thinker, answered: new Set(), stale: 0 };
  const done = async (status: number, message: string | null): Promise<{ status: number; report: ClientReport }> => {
    if (message !== null) io.err(`games: ${message}\n`);
    connection.close();
    await thinker.close();
    report.answerTimes = clock.summary();
    const times = report.answerTimes;
    const late = report.safeAnswers + report.withheld + report.skipped > 0 ? `, ${report.safeAnswers} safe move(s) at the deadline, ${report.withheld} withheld as too late, ${report.skipped} prompt(s) a late line had answered` : '';
    io.out(`${report.games} game(s), ${report.forfeited} forfeited by us, ${report.mismatches} echo mismatch(es)\n`);
    io.out(`${times.answers} answer(s) from the prompt's arrival: median ${Math.round(times.median)} ms, 99th percentile ${Math.round(times.p99)} ms, max ${Math.round(times.max)} ms${late}\n`);
    return { status, report };
  };
  for (;;) {
    const event = await connection.nextLine(settings.idleMs);
    if (event.kind === 'timeout') return done(1, `the server said nothing for ${settings.idleMs / 1000} s`);
    if (event.kind === 'closed') return done(1, `the connection to ${settings.host}:${settings.port} was lost${context.match === null ? '' : ' during a match'}`);
    if (event.kind !== 'line') return done(1, `the server sent ${event.kind === 'too-long' ? 'a line over the limit' : 'too many lines at once'}`);
    const read = parseServerLine(event.text);
    if (!read.ok) {
      report.unreadable++;
      io.err(`unreadable server line (${read.error.code}): ${read.error.message}\n`);
      continue;
    }
    const message = read.value;
    switch (message.kind) {
      case 'sparta':
        connection.send(formatClientMessage({ kind: 'join', password: settings.password }));
        break;
      case 'hello':
        connection.send(formatClientMessage({ kind: 'login', user: settings.user, password: settings.userPassword }));
        break;
      case 'nope':
        return done(1, `the server refused the login of ${settings.user}`);
      case 'welcome':
        context.me = message.player;
        io.out(`logged in as ${message.player}\n`);
        break;
      case 'new-challenge':
        context.challenge = message.challenge;
        break;
      case 'begin-round':
        context.round = message.round;
        break;
      case 'opponent':
        context.opponent = message.player;
        break;
      case 'starting-tile':
        if (message.tile !== 'TLTJ-' || message.x !== 0 || message.y !== 0 || message.rotation !== 0) io.err(`a start tile other than TLTJ- at 0 0 0: ${event.text}\n`);
        break;
      case 'deck':
        context.answered.clear();
        context.match = new MatchGames(context.me, message.tiles, settings.bot, `challenge ${context.challenge} round ${context.round}`);
        break;
      case 'match-begins':
        break;
      case 'prompt':
        await answer(connection, settings, context, message, connection.lastLineArrival, io);
        break;
      case 'echo': {
        const game = context.match?.applyEcho(message) ?? 'an echo before the deck was announced';
        if (typeof game === 'string') io.err(`${game}\n`);
        break;
      }
      case 'forfeit': {
        // a line of ours for a prompt the server timed out is still on its way: it will be read as the next prompt's answer
        if (message.player === context.me && message.reason === 'TIMEOUT' && context.answered.has(`${message.game} ${message.move}`)) {
          context.stale++;
          io.err(`game ${message.game} move ${message.move}: our answer came after the server's TIMEOUT: it will answer our next prompt\n`);
        }
        const game = context.match?.games.get(message.game);
        if (game !== undefined) game.forfeit = { player: message.player, move: message.move, reason: message.reason };
        else if (context.match !== null) {
          const created = context.match.gameFor(message.game, message.move, message.player === context.me);
          if (typeof created !== 'string') created.forfeit = { player: message.player, move: message.move, reason: message.reason };
        }
        break;
      }
      case 'game-forfeited':
      case 'game-over': {
        const game = context.match?.games.get(message.game);
        if (game === undefined) {
          io.err(`the end of game ${message.game}, which we never saw\n`);
          break;
        }
        if (message.kind === 'game-over') {
          const mine = message.scores.find((entry) => entry.player === context.me)?.score ?? 0;
          const theirs = message.scores.find((entry) => entry.player !== context.me)?.score ?? 0;
          game.serverScores = [mine, theirs];
        } else if (game.forfeit === null) {
          game.forfeit = { player: message.loser, move: game.game.state.drawn + 1, reason: 'FORFEITED' };
        }
        finishGame(io, settings, context, game);
        break;
      }
      case 'end-of-round':
        context.match = null;
        break;
      case 'end-of-challenges':
      case 'next-challenge':
        break;
      case 'goodbye':
        return done(0, null);
    }
  }
}
