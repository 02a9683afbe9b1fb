import { Option } from 'commander';
import { err, formatSeatSpec, ok, parseOptions, parseSeatSpec, type Result } from '@games/core';
import type { GameEntry } from '../registry.js';
import type { Style } from '../style.js';
import type { RemotePlaySettings } from './connect.js';

/** The flags `games play` takes for a match on a server. */
export interface RemoteFlags {
  /** `--connect <url>`: play on this server instead of locally. */
  connect?: string;
  /** `--room <id>`: join this room instead of creating one. */
  room?: string;
  /** `--seat <n>`: the seat asked for. */
  seat?: string;
  /** `--spectate`: watch. */
  spectate?: boolean;
  /** `--token <token>`: take a seat back. */
  token?: string;
}

/** The options `games play` gets for remote play: --connect, --room, --seat, --spectate, --token. */
export const remoteOptions: Option[] = [
  new Option('--connect <url>', 'play on a games server (ws://host:port) instead of locally'),
  new Option('--room <id>', 'with --connect: join this room (its id) instead of creating one'),
  new Option('--seat <n>', 'with --connect: the seat to take (default the lowest free one)'),
  new Option('--spectate', 'with --connect: watch the room'),
  new Option('--token <token>', 'with --connect: take your seat back with its token'),
];

/**
 * The settings of a remote match from `games play` flags. A room created with `--seats` given
 * explicitly gets a bot for every seat that is not `human`; `--seed`, when given, is its seed
 * (else the server draws one), and the `--option` values, read by the game's option metadata,
 * are its options.
 */
export function remoteSettings(
  entry: GameEntry,
  flags: RemoteFlags & { seats: string; seed?: string; players?: string },
  given: { seats: boolean; seed: boolean },
  overrides: Readonly<Record<string, string>>,
  style: Style,
): Result<RemotePlaySettings> {
  const url = flags.connect!;
  if (!/^wss?:\/\/[^\s/]+/.test(url)) return err('usage', `--connect needs a ws://host:port address, got "${url}"`);
  const bots: Record<string, string> = {};
  if (given.seats) {
    // read by core's one seat-spec parser here, so that a typo is a usage error before connecting
    for (const [seat, text] of flags.seats.split(',').entries()) {
      const spec = parseSeatSpec(text.trim());
      if (!spec.ok) return err('usage', `--seats: ${spec.error.message} (${spec.error.code})`);
      if (spec.value.kind !== 'human') bots[String(seat)] = formatSeatSpec(spec.value);
    }
  }
  const seed = Number(flags.seed);
  if (given.seed && !Number.isSafeInteger(seed)) return err('usage', `--seed must be a whole number, got "${flags.seed}"`);
  // option values are read by the game's option metadata, as local play reads them
  const parsed = entry.visit(({ game }) => parseOptions(game, overrides));
  if (!parsed.ok) return err('usage', `${parsed.error.message} (${parsed.error.code})`);
  const options: Record<string, unknown> = { ...parsed.value };
  if (flags.players !== undefined) options.players = Number(flags.players);
  const settings: RemotePlaySettings = { url, entry, style, create: { options, bots, ...(given.seed ? { seed } : {}) } };
  if (flags.room !== undefined) settings.room = flags.room;
  if (flags.token !== undefined) settings.token = flags.token;
  if (flags.spectate === true) settings.spectator = true;
  if (flags.seat !== undefined) {
    const seat = Number(flags.seat);
    if (!Number.isInteger(seat) || seat < 0) return err('usage', `--seat must be a seat number, got "${flags.seat}"`);
    settings.seat = seat;
  }
  return ok(settings);
}
