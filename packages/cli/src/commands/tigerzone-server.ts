import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { createRng, deriveSeed, formatRecord, shuffle } from '@games/core';
import { formatServerMessage, MAX_LINE_LENGTH, standardDeck, type ServerMessage } from '@games/tigerzone';
import type { Io } from '../io.js';
import { LineConnection } from './tigerzone/line-connection.js';
import { login } from './tigerzone-server/logins.js';
import { playTournamentMatch, type Entrant, type GameResult, type TournamentRules } from './tigerzone-server/match.js';
import { roundRobin } from './tigerzone-server/pairings.js';
import { gameLine, standings, standingsTable, type Standing } from './tigerzone-server/results.js';

/**
 * What `games tigerzone-server` was given.
 *
 * @group TigerZone tournament
 */
export interface TigerzoneServerSettings {
  /** The port (0: any free port, printed). */
  port: number;
  /** The interface to listen on. */
  host: string;
  /** The tournament password (`JOIN <password>`). */
  password: string;
  /** Logins and passwords. */
  users: ReadonlyMap<string, string>;
  /** Start as soon as this many players are in. */
  players: number;
  /** Or after this many seconds, once at least two are in. */
  waitSeconds: number;
  /** How many challenges (each a full round robin). */
  challenges: number;
  /** Seed of every match's deck. */
  seed: number;
  /**
   * The decks of the matches in the order they start (76 tiles each, the start tile excluded),
   * to replay a recorded tournament; the matches after the last get seeded shuffles. Default none.
   */
  decks?: readonly (readonly string[])[];
  /** The move time announced in prompts, in milliseconds. */
  moveMs: number;
  /** Extra waiting beyond the move time before `TIMEOUT` (100 ms as in 2016). */
  graceMs: number;
  /** The `MATCH BEGINS IN <s> SECONDS` delay. */
  beginSeconds: number;
  /** How long a connection may stay silent during its login, in milliseconds. */
  loginMs: number;
  /** A folder for every game's match record and `results.json`, or null. */
  records: string | null;
  /** Whose rules judge the moves: ours (`standard`, the default) or the 2016 server's leniency too (`2016`). */
  rules?: TournamentRules;
  /** Print the results as JSON instead of a table. */
  json: boolean;
}

/** Connections handled at once; more are closed at once. */
const MAX_CONNECTIONS = 128;

/**
 * The results of a tournament, as `--json` prints them and `results.json` holds them.
 *
 * @group TigerZone tournament
 */
export interface TournamentResults {
  /** The players in login order. */
  players: string[];
  /** The standings, best first. */
  standings: Standing[];
  /** Every game: challenge, round, game id, players by seat, scores, forfeit, winners. */
  games: { challenge: number; round: number; game: string; players: [string, string]; scores: [number, number]; forfeit: GameResult['forfeit']; winners: string[]; record: string | null }[];
}

function tellAll(players: readonly Entrant[], message: ServerMessage): void {
  const line = formatServerMessage(message);
  for (const player of players) player.connection.send(line);
}

/**
 * `games tigerzone-server`: runs a tournament as the 2016 TigerZone server did. Logins until
 * `players` are in (or `waitSeconds` passed with at least two), then `challenges` round robins
 * of two-game matches on seeded shuffled decks, prompts, echoes, timeouts and forfeits in the
 * 2016 words with CRLF endings, our rules judging every move; a line per game, the standings at
 * the end, every game as a match record in `records`. `stop` (default: SIGINT or SIGTERM) ends it
 * early: every connection is closed and the games still running are forfeited. Resolves to the
 * exit status.
 *
 * @group TigerZone tournament
 */
export async function runTigerzoneServer(io: Io, settings: TigerzoneServerSettings, stop?: Promise<unknown>): Promise<number> {
  const entrants: Entrant[] = [];
  const sockets = new Set<Socket>();
  let started = false;
  let wake: () => void = () => undefined;
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (sockets.size > MAX_CONNECTIONS) return void socket.destroy();
    const connection = new LineConnection(socket, { ending: '\r\n', maxLine: MAX_LINE_LENGTH });
    void login(connection, { password: settings.password, users: settings.users, lineMs: settings.loginMs, taken: (user) => entrants.some((entrant) => entrant.name === user) }).then((result) => {
      if (!result.ok) {
        io.err(`login ${result.reason} from ${socket.remoteAddress ?? '?'}:${socket.remotePort ?? '?'}\n`);
        return connection.close();
      }
      if (started) {
        io.err(`${result.player} logged in after the start: turned away\n`);
        connection.send(formatServerMessage({ kind: 'nope', retry: false }));
        return connection.close();
      }
      connection.send(formatServerMessage({ kind: 'welcome', player: result.player }));
      entrants.push({ name: result.player, connection });
      io.out(`${result.player} is in (${entrants.length} of ${settings.players})\n`);
      wake();
    });
  });
  server.maxConnections = MAX_CONNECTIONS;
  const listening = await new Promise<number | Error>((resolve) => {
    server.once('error', (error) => resolve(error));
    server.listen(settings.port, settings.host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : settings.port);
    });
  });
  if (listening instanceof Error) {
    io.err(`games: could not listen on ${settings.host}:${settings.port}: ${listening.message}\n`);
    return 1;
  }
  io.out(`tigerzone server on ${settings.host}:${listening}: waiting for ${settings.players} players (or ${settings.waitSeconds} s with two), ${settings.challenges} challenge(s), ${settings.moveMs} ms a move, seed ${settings.seed}\n`);

  let stopped = false;
  const stopping =
    stop ??
    new Promise<void>((resolve) => {
      process.once('SIGINT', () => resolve());
      process.once('SIGTERM', () => resolve());
    });
  void stopping.then(() => {
    stopped = true;
    for (const socket of sockets) socket.destroy();
    wake();
  });

  // Wait for the players.
  const deadline = Date.now() + settings.waitSeconds * 1000;
  for (;;) {
    const present = entrants.filter((entrant) => entrant.connection.open);
    entrants.splice(0, entrants.length, ...present);
    if (stopped || entrants.length >= settings.players || (Date.now() >= deadline && entrants.length >= 2)) break;
    await new Promise<void>((resolve) => {
      wake = resolve;
      setTimeout(resolve, Math.max(50, Math.min(1000, deadline - Date.now()))).unref();
    });
  }
  started = true;
  const players = entrants.slice(0, Math.max(settings.players, entrants.length));
  if (stopped || players.length < 2) {
    io.err('games: the tournament was stopped before it began\n');
    server.close();
    for (const socket of sockets) socket.destroy();
    return 1;
  }
  io.out(`the tournament begins: ${players.map((player) => player.name).join(', ')}\n`);
  if (settings.records !== null) mkdirSync(settings.records, { recursive: true });

  const played: TournamentResults['games'] = [];
  const results: GameResult[] = [];
  const schedule = roundRobin(players.length);
  let matchesStarted = 0;
  for (let challenge = 1; challenge <= settings.challenges; challenge++) {
    tellAll(players, { kind: 'new-challenge', challenge: String(challenge), rounds: schedule.length });
    for (const [index, { pairs, bye }] of schedule.entries()) {
      const round = index + 1;
      const more = round < schedule.length;
      if (bye !== null) {
        const resting = [players[bye]!];
        tellAll(resting, { kind: 'begin-round', round, rounds: schedule.length });
        tellAll(resting, { kind: 'end-of-round', round, rounds: schedule.length, more });
      }
      await Promise.all(
        pairs.map(async ([a, b], match) => {
          const first = players[a]!;
          const second = players[b]!;
          const given = settings.decks?.[matchesStarted++];
          const deck = given !== undefined ? [...given] : shuffle(createRng(deriveSeed(settings.seed, `challenge ${challenge} round ${round} match ${match}`)), standardDeck());
          const games = await playTournamentMatch(first, second, { round, rounds: schedule.length, deck, moveMs: settings.moveMs, graceMs: settings.graceMs, beginSeconds: settings.beginSeconds, rules: settings.rules ?? 'standard' });
          tellAll([first, second], { kind: 'end-of-round', round, rounds: schedule.length, more });
          for (const game of games) {
            results.push(game);
            let file: string | null = null;
            if (settings.records !== null) {
              file = join(settings.records, `c${challenge}-r${round}-${first.name}-${second.name}-game${game.game}.json`);
              writeFileSync(file, formatRecord(game.record));
            }
            const { record: _record, ...summary } = game;
            played.push({ challenge, round, ...summary, record: file });
            io.out(`${gameLine(`challenge ${challenge} round ${round}`, game)}\n`);
          }
        }),
      );
    }
    tellAll(players, challenge === settings.challenges ? { kind: 'end-of-challenges' } : { kind: 'next-challenge' });
  }
  tellAll(players, { kind: 'goodbye' });
  for (const player of players) player.connection.close();
  server.close();

  const summary: TournamentResults = { players: players.map((player) => player.name), standings: standings(players.map((player) => player.name), results), games: played };
  if (settings.records !== null) writeFileSync(join(settings.records, 'results.json'), `${JSON.stringify(summary, null, 2)}\n`);
  io.out(settings.json ? `${JSON.stringify(summary, null, 2)}\n` : standingsTable(summary.standings));
  return stopped ? 1 : 0;
}
