import { existsSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import { Command, CommanderError, Option } from 'commander';
import { ARENA_DEFAULTS, runArenaCommand } from './commands/arena.js';
import { sprtProblem, type SprtSettings } from '@games/core/arena';
import { listGames } from './commands/list.js';
import { DEMO_GAMES, runDemo } from './commands/demo.js';
import { runBinaryEngine, runEngine, type ByteStreams } from './commands/engine.js';
import { playMatch, type PlaySettings } from './commands/play.js';
import { remoteOptions, remoteSettings, type RemoteFlags } from './commands/remote-flags.js';
import { runServe } from './commands/serve.js';
import { playConnected } from './commands/connect.js';
import { replayRecord } from './commands/replay.js';
import { simulate } from './commands/sim.js';
import { runYunnoriClassic } from './commands/yunnori-classic.js';
import { readTigerzoneClientFlags, readTigerzoneServerFlags, type TigerzoneClientFlags, type TigerzoneServerFlags } from './commands/tigerzone-flags.js';
import { runTigerzoneClient } from './commands/tigerzone-client.js';
import { runTigerzoneServer } from './commands/tigerzone-server.js';
import { runUccAgent } from './commands/ucc-agent.js';
import type { Engine } from '@games/catalogue';
import { createSession, formatSeatSpec, parseSeatSpecs, type Seat } from '@games/core';
import type { Io } from './io.js';
import { parseOptionPairs, parseWholeNumber } from './options.js';
import { GAMES, gameEntry, type GameEntry } from './registry.js';
import { setupEngine, setupMatch, type MatchRequest } from './setup.js';
import { colorWanted, createStyle, type Style } from './style.js';

/**
 * Where the `games` program runs: its streams and, for `sim`, the worker script.
 *
 * @group Program
 */
export interface ProgramContext {
  /** Standard input and output. */
  io: Io;
  /** The built worker script for `sim --workers K`; `null` plays every match in the main thread. */
  workerUrl: URL | null;
  /** Standard input and output as bytes, for `games engine --binary` (without them it refuses). */
  bytes?: ByteStreams;
}

/**
 * Whether this program runs from a clone of the repository: its root's pnpm-workspace.yaml is
 * three folders up from the program (packages/cli/dist or packages/cli/src); an installed copy
 * has none there.
 */
const IN_A_CLONE = existsSync(new URL('../../../pnpm-workspace.yaml', import.meta.url));

/** Thrown inside an action for a usage error: the program prints it with the usage and exits 2. */
class UsageError extends Error {}

const collect = (value: string, previous: string[]): string[] => [...previous, value];

/** Reads `--sprt elo0,elo1[,alpha[,beta]]`. */
function sprtOption(text: string): SprtSettings {
  const parts = text.split(',').map((part) => Number(part.trim()));
  if (parts.length < 2 || parts.length > 4 || text.trim() === '' || parts.some((part) => !Number.isFinite(part))) throw new UsageError(`--sprt takes elo0,elo1 or elo0,elo1,alpha,beta, got "${text}"`);
  const [elo0, elo1, alpha = 0.05, beta = alpha] = parts as [number, number, number?, number?];
  const settings = { elo0, elo1, alpha, beta };
  const problem = sprtProblem(settings);
  if (problem !== null) throw new UsageError(`--sprt: ${problem}`);
  return settings;
}

function whole(text: string, name: string, range: { min?: number; max?: number } = {}): number {
  const parsed = parseWholeNumber(text, name, range);
  if (!parsed.ok) throw new UsageError(parsed.error.message);
  return parsed.value;
}

const SEED_RANGE = { min: -2147483648, max: 2147483647 };

/** The package's version, read from its package.json (beside `src` and `dist`). */
const VERSION = (createRequire(import.meta.url)('../package.json') as { version: string }).version;

function entryOf(id: string) {
  const entry = gameEntry(id);
  if (entry === undefined) throw new UsageError(`unknown game "${id}"; games: ${Object.keys(GAMES).join(', ')}`);
  return entry;
}

function overridesOf(pairs: string[]): Record<string, string> {
  const parsed = parseOptionPairs(pairs);
  if (!parsed.ok) throw new UsageError(parsed.error.message);
  return parsed.value;
}

/** `games play` on this terminal: sets the match up for its seats, then plays it; a `UsageError` for options or seats the game refuses. */
async function playLocally<S, M, O, V>(io: Io, engine: Engine<S, M, O, V>, entry: GameEntry, request: MatchRequest, seatsText: string, settings: PlaySettings): Promise<number> {
  const first = setupEngine(engine, entry.presenter, request);
  if (!first.ok) throw new UsageError(`${first.error.message} (${first.error.code})`);
  const seats = parseSeatSpecs(seatsText, first.value.seats);
  if (!seats.ok) throw new UsageError(`${seats.error.message} (${seats.error.code})`);
  const setup = setupEngine(engine, entry.presenter, { ...request, humans: seats.value.map((seat) => seat.kind === 'human') });
  if (!setup.ok) throw new UsageError(`${setup.error.message} (${setup.error.code})`);
  const session = createSession(engine.game, { options: setup.value.options, seats: seats.value, seed: request.seed });
  if (!session.ok) throw new UsageError(`${session.error.message} (${session.error.code})`);
  return playMatch(io, entry, session.value, settings);
}

/**
 * Runs the `games` command line (arguments without the node and script names) and resolves to
 * the exit status: 0 done, 1 a failure of the work itself, 2 wrong arguments (with usage).
 *
 * @group Program
 */
export async function runProgram(argv: readonly string[], { io, workerUrl, bytes }: ProgramContext): Promise<number> {
  let status = 0;
  const styleFor = (flag: boolean): Style => createStyle(colorWanted(flag, io.isTerminal));
  const program = new Command('games')
    .description('Play, watch, simulate and replay the @games board games in a terminal.')
    .exitOverride()
    .showHelpAfterError('(run games --help for usage)')
    .version(VERSION, '-V, --version', 'print the version')
    .configureOutput({ writeOut: (text) => io.out(text), writeErr: (text) => io.err(text) });

  program
    .command('list')
    .description('list the games, their player counts and every option with its default')
    .action(() => {
      status = listGames(io);
    });

  program
    .command('demo')
    .description('a short bot-vs-bot tour of every game: a few moves, the final board, the result')
    .option('--seed <n>', 'seed of every match', '1')
    .option('--games <ids>', `comma-separated games (default ${DEMO_GAMES.join(',')})`)
    .option('--full', 'every move, with boards along the way')
    .option('--no-color', 'plain text without colours')
    .action(async (options: { seed: string; games?: string; full?: boolean; color: boolean }) => {
      const seed = whole(options.seed, '--seed', SEED_RANGE);
      const only = options.games === undefined ? DEMO_GAMES : options.games.split(',').map((id) => id.trim());
      for (const id of only) entryOf(id);
      status = await runDemo(io, seed, only, { full: options.full === true, pauseMs: io.isTerminal ? 400 : 0, style: styleFor(options.color), clone: IN_A_CLONE });
    });

  program
    .command('play')
    .description('play a match in the terminal against bots or other people')
    .argument('<game>', 'the game id (see games list)')
    .option('--seats <list>', 'comma-separated seats: human, random, mcts, mcts:N, mcts:Nms', 'human,mcts')
    .option('--seed <n>', 'seed of the setup, chance and bots (default: a random one, printed)')
    .option('--players <n>', 'number of players')
    .option('--option <name=value>', 'a game option (repeatable; see games list)', collect, [])
    .option('--record <file>', 'write the match record to this file (at the end, on quit and at the end of input)')
    .option('--no-color', 'plain text without colours')
    .addOption(remoteOptions[0]!)
    .addOption(remoteOptions[1]!)
    .addOption(remoteOptions[2]!)
    .addOption(remoteOptions[3]!)
    .addOption(remoteOptions[4]!)
    .action(async (id: string, options: { seats: string; seed?: string; players?: string; option: string[]; record?: string; color: boolean } & RemoteFlags, command: Command) => {
      const entry = entryOf(id);
      if (options.connect !== undefined) {
        const given = { seats: command.getOptionValueSource('seats') === 'cli', seed: options.seed !== undefined };
        const remote = remoteSettings(entry, options, given, overridesOf(options.option), styleFor(options.color));
        if (!remote.ok) throw new UsageError(remote.error.message);
        status = await playConnected(io, remote.value);
        return;
      }
      const seed = options.seed === undefined ? randomInt(0, 2 ** 31 - 1) : whole(options.seed, '--seed', SEED_RANGE);
      const players = options.players === undefined ? undefined : whole(options.players, '--players', { min: 1, max: 16 });
      const overrides = overridesOf(options.option);
      const request = { players, seed, overrides };
      status = await entry.visit((engine) => playLocally(io, engine, entry, request, options.seats, { style: styleFor(options.color), record: options.record ?? null }));
    });

  program
    .command('serve')
    .description('host every game online (Colyseus): games play <game> --connect ws://host:port plays against it')
    .option('--port <n>', 'the port to listen on', '2567')
    .option('--host <address>', 'the interface to listen on (default: every interface)')
    .option('--db <file>', 'the SQLite file matches are stored in', 'games.db')
    .option('--redis <url>', 'a Redis URL shared by several server processes (storage, presence, routing)')
    .option('--server-id <id>', 'this process\'s name in shared storage (default host:port)')
    .option('--public-address <host:port>', 'where clients reach this process, with --redis')
    .option('--bot-threads <n>', 'worker threads for bots', '1')
    .option('--monitor', 'mount the Colyseus monitor panel at /monitor')
    .action(async (options: { port: string; host?: string; db: string; redis?: string; serverId?: string; publicAddress?: string; botThreads: string; monitor?: boolean }) => {
      const port = whole(options.port, '--port', { min: 0, max: 65535 });
      status = await runServe(io, {
        port,
        db: options.db,
        ...(options.host === undefined ? {} : { host: options.host }),
        ...(options.redis === undefined ? {} : { redis: options.redis }),
        ...(options.serverId === undefined ? {} : { serverId: options.serverId }),
        ...(options.publicAddress === undefined ? {} : { publicAddress: options.publicAddress }),
        botThreads: whole(options.botThreads, '--bot-threads', { min: 0, max: 64 }),
        ...(options.monitor === true ? { monitor: true } : {}),
      });
    });

  program
    .command('sim')
    .description('simulate many seeded bot matches: win rates with 95% intervals, how games ended, their length')
    .argument('<game>', 'the game id (see games list)')
    .requiredOption('--games <n>', 'number of matches')
    .option('--seats <list>', 'comma-separated bots: random, mcts, mcts:N, mcts:Nms', 'random')
    .option('--workers <k>', 'worker threads (0: main thread)', '2')
    .option('--seed <n>', 'master seed', '1')
    .option('--players <n>', 'number of players')
    .option('--max-plies <n>', 'stop a match after this many moves', '20000')
    .option('--option <name=value>', 'a game option (repeatable; see games list)', collect, [])
    .addOption(new Option('--json', 'print the figures as JSON'))
    .action(async (id: string, options: { games: string; seats: string; workers: string; seed: string; players?: string; maxPlies: string; option: string[]; json?: boolean }) => {
      const entry = entryOf(id);
      const games = whole(options.games, '--games', { min: 1, max: 10_000_000 });
      const workers = whole(options.workers, '--workers', { min: 0, max: 64 });
      const seed = whole(options.seed, '--seed', SEED_RANGE);
      const players = options.players === undefined ? null : whole(options.players, '--players', { min: 1, max: 16 });
      const maxPlies = whole(options.maxPlies, '--max-plies', { min: 1 });
      const overrides = overridesOf(options.option);
      const setup = setupMatch(entry, { players: players ?? undefined, seed, overrides, humans: [] });
      if (!setup.ok) throw new UsageError(`${setup.error.message} (${setup.error.code})`);
      const seats = parseSeatSpecs(options.seats, setup.value.seats);
      if (!seats.ok) throw new UsageError(`${seats.error.message} (${seats.error.code})`);
      if (seats.value.some((seat) => seat.kind === 'human')) throw new UsageError('sim plays bots only: use random, mcts, mcts:N or mcts:Nms');
      status = await simulate(
        io,
        { gameId: id, players, seed, overrides, seats: seats.value.map(formatSeatSpec).join(','), maxPlies, games, seatCount: setup.value.seats, workers, json: options.json === true },
        workerUrl,
      );
    });

  program
    .command('arena')
    .description('measure bots: colour-swapped matches on the same seeds, scores with 95% intervals, Elo, time per decision')
    .argument('<game>', 'the game id (see games list)')
    .requiredOption('--bots <list>', 'comma-separated bots: mcts, uct, random, mcts:N, mcts:Nms, uct:N, uct:Nms (two, or more with --ladder)')
    .option('--games <n>', 'matches per pairing, in colour-swapped pairs (the most, with an SPRT)', String(ARENA_DEFAULTS.games))
    .option('--ms <t>', `time budget per decision in milliseconds for every bare mcts and uct (default ${ARENA_DEFAULTS.milliseconds})`)
    .option('--iterations <k>', 'iteration budget per decision for every bare mcts and uct (repeatable figures on any machine)')
    .option('--sprt <elo0,elo1>', 'stop a pairing once an SPRT of Elo elo0 against elo1 decides; optional error rates: elo0,elo1,alpha,beta (default 0.05 each; --ladder: 0,100)')
    .option('--players <n>', 'number of players (the bots alternate over the seats)')
    .option('--option <name=value>', 'a game option (repeatable; see games list)', collect, [])
    .option('--seed <n>', 'master seed', '1')
    .option('--max-plies <n>', 'stop a match after this many moves (counted as a draw)', '2000')
    .option('--threads <k>', 'worker threads (0: the main thread)', '1')
    .option('--ladder', 'a round robin of all the bots, with a table')
    .addOption(new Option('--json', 'print the figures as JSON'))
    .action(async (id: string, options: { bots: string; games: string; ms?: string; iterations?: string; sprt?: string; players?: string; option: string[]; seed: string; maxPlies: string; threads: string; ladder?: boolean; json?: boolean }) => {
      entryOf(id);
      const bots = options.bots.split(',').map((name) => name.trim()).filter((name) => name.length > 0);
      const ladder = options.ladder === true;
      if (ladder ? bots.length < 2 : bots.length !== 2) throw new UsageError(ladder ? '--ladder needs at least two bots' : '--bots takes two bots (or more with --ladder)');
      if (options.ms !== undefined && options.iterations !== undefined) throw new UsageError('give --ms or --iterations, not both');
      status = await runArenaCommand(
        io,
        {
          gameId: id,
          bots,
          ladder,
          games: whole(options.games, '--games', { min: 2, max: 1_000_000 }),
          milliseconds: options.ms === undefined ? null : whole(options.ms, '--ms', { min: 1, max: 60_000 }),
          iterations: options.iterations === undefined ? null : whole(options.iterations, '--iterations', { min: 1, max: 100_000 }),
          sprt: options.sprt === undefined ? null : sprtOption(options.sprt),
          players: options.players === undefined ? null : whole(options.players, '--players', { min: 1, max: 16 }),
          overrides: overridesOf(options.option),
          seed: whole(options.seed, '--seed', SEED_RANGE),
          maxPlies: whole(options.maxPlies, '--max-plies', { min: 1 }),
          threads: whole(options.threads, '--threads', { min: 0, max: 64 }),
          json: options.json === true,
        },
        workerUrl,
      );
    });

  program
    .command('replay')
    .description('step through a record (JSON match record or Gravon XML), reporting the first bad move')
    .argument('<file>', 'record.json or gravon.xml')
    .option('--all', 'print every move at once (the default when the output is not a terminal)')
    .option('--step', 'step through the moves even when the output is not a terminal')
    .option('--seat <seat>', 'whose view: a seat number, spectator, or full (the whole board)', 'full')
    .option('--board-every <n>', 'with --all: the board every n moves (0: only at the end)', '0')
    .option('--no-color', 'plain text without colours')
    .action(async (file: string, options: { all?: boolean; step?: boolean; seat: string; boardEvery: string; color: boolean }) => {
      const seat = options.seat === 'full' ? 'full' : options.seat === 'spectator' ? null : whole(options.seat, '--seat', { min: 0, max: 16 });
      const step = options.all === true ? false : options.step === true || io.isTerminal;
      status = await replayRecord(io, file, { seat, step, boardEvery: whole(options.boardEvery, '--board-every'), style: styleFor(options.color) });
    });

  program
    .command('engine')
    .description('the JSON-lines protocol for programs: one request per line on stdin, one answer per line on stdout')
    .option('--binary', 'binary frames instead of lines: JSON frames, and vectors of matches stepped with flat arrays (see the engine protocol guide)')
    .action(async (options: { binary?: boolean }) => {
      if (options.binary !== true) status = await runEngine(io);
      else if (bytes === undefined) throw new UsageError('games engine --binary needs the raw standard streams');
      else status = await runBinaryEngine(bytes, io);
    });

  program
    .command('yunnori-classic')
    .description('the Yut Nori console program of the original specification: menus, login, save and resume')
    .option('--data <dir>', 'folder of user_info.txt and game_info.txt', '.')
    .option('--no-color', 'plain text without colours')
    .option('--seed <n>', 'seed of the stick throws (default: from the clock)')
    .option('--throws <list>', 'scripted throws instead of random ones, e.g. mo,geol,do')
    .action(async (options: { data: string; color: boolean; seed?: string; throws?: string }) => {
      const seed = options.seed === undefined ? undefined : whole(options.seed, '--seed', { min: -2147483648, max: 2147483647 });
      status = await runYunnoriClassic(io, { dataDir: options.data, color: options.color, seed, throws: options.throws });
    });

  program
    .command('tigerzone-server')
    .description('run a TigerZone tournament as the 2016 tournament server did (TCP, the 2016 protocol)')
    .requiredOption('--port <n>', 'the port to listen on (0: any free port, printed)')
    .option('--host <address>', 'the interface to listen on', '127.0.0.1')
    .option('--password <text>', 'the tournament password (JOIN <password>)', 'TIGERZONE')
    .option('--users <file>', 'a file of "user password" lines (default TEAMA..TEAMZ with IAMA..IAMZ)')
    .option('--players <n>', 'start when this many players are in', '2')
    .option('--wait <s>', 'or after this many seconds, once two are in', '60')
    .option('--challenges <n>', 'how many challenges (each a round robin)', '1')
    .option('--seed <n>', 'seed of the decks (default: a random one, printed)')
    .option('--move-ms <ms>', 'the time for a move, in milliseconds', '1000')
    .option('--wait-match <s>', 'seconds between the deck announcement and the first prompt (MATCH BEGINS IN <s> SECONDS; 10 as in 2016)', '10')
    .option('--records <dir>', 'write every game as a match record (and results.json) to this folder')
    .option('--rules <rules>', 'standard (our rules judge) or 2016 (also accept the followers the 2016 server accepted: beyond the supply, a second crocodile)', 'standard')
    .option('--json', 'print the results as JSON instead of a table')
    .action(async (options: TigerzoneServerFlags) => {
      const settings = readTigerzoneServerFlags(options, () => randomInt(0, 2 ** 31 - 1));
      if (!settings.ok) throw new UsageError(settings.error.message);
      status = await runTigerzoneServer(io, settings.value);
    });

  program
    .command('tigerzone-client')
    .description('enter a TigerZone tournament server (the 2016 protocol) with a bot')
    .requiredOption('--port <n>', 'the server\'s port')
    .option('--host <address>', 'the server', '127.0.0.1')
    .option('--password <text>', 'the tournament password', 'TIGERZONE')
    .requiredOption('--user <login>', 'our login, such as TEAMA')
    .requiredOption('--user-password <text>', 'its password, such as IAMA')
    .option('--bot <spec>', 'the bot: mcts (within the move time), mcts:N, mcts:Nms or random', 'mcts')
    .option('--margin-ms <ms>', 'milliseconds kept back from each move time for the send (the search also leaves room for this machine\'s observed delays)', '200')
    .option('--server <profile>', 'the server whose known faults to work around: 2016 (no RETRIEVE TIGER) or standard', '2016')
    .option('--idle <s>', 'give up when the server is silent this long', '600')
    .option('--records <dir>', 'write every game as a match record to this folder')
    .option('--crlf', 'end our lines with CRLF instead of LF')
    .action(async (options: TigerzoneClientFlags) => {
      const settings = readTigerzoneClientFlags(options);
      if (!settings.ok) throw new UsageError(settings.error.message);
      status = (await runTigerzoneClient(io, { ...settings.value, workerUrl })).status;
    });

  program
    .command('ucc-agent')
    .description('play Stratego as an agent of the UCC 2012 competition manager (its line protocol on stdin/stdout)')
    .option('--bot <spec>', 'the bot: mcts:Nms, mcts:N, uct:N or random', 'mcts:1500ms')
    .option('--seed <n>', 'seed of the setup and the bot (default: a random one)')
    .action(async (options: { bot: string; seed?: string }) => {
      const seed = options.seed === undefined ? randomInt(0, 2 ** 31 - 1) : whole(options.seed, '--seed', SEED_RANGE);
      status = await runUccAgent(io, { bot: options.bot, seed });
    });

  // `games` alone is a question, not a mistake: the usage, and success.
  if (argv.length === 0) {
    io.out(program.helpInformation());
    return 0;
  }
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return status;
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.exitCode === 0 ? 0 : 2;
    }
    if (error instanceof UsageError) {
      io.err(`games: ${error.message}\n(run games --help for usage)\n`);
      return 2;
    }
    io.err(`games: ${(error as Error).message}\n`);
    return 1;
  }
}
