/**
 * A game page's settings as its address carries them: `#/<game>?seats=human,mcts:300&seed=7&opt.players=2`.
 * Pure functions (no DOM), so they are tested in Node.
 */

/** Who sits in a seat. */
export type SeatSpec = { kind: 'human' } | { kind: 'random' } | { kind: 'mcts'; iterations: number };

/** A refusal with a message for the page. */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** The settings of a game page. */
export interface PageConfig {
  /** The game id (`#/<id>`). */
  gameId: string;
  /** The seats as written (`human,mcts:300`), or `null` for the game's default. */
  seats: string | null;
  /** The match seed, or `null` when the address has none (the page then picks one). */
  seed: number | null;
  /** `opt.<name>` values as text, by option name. */
  options: Record<string, string>;
  /** The view shown: a seat number, `spectator`, or `null` to follow the players. */
  view: number | 'spectator' | null;
  /** An online room to join (`new` creates one), or `null` for a match on this device. */
  room: string | null;
  /** The game server of online play (`ws://host:port`), or `null` for port 2567 of the page's host. */
  server: string | null;
  /** Milliseconds between moves when only bots play (`delay=`), or `null` for the default. */
  delay: number | null;
}

/** The most MCTS iterations a seat may ask for (the page must stay usable). */
export const MAX_ITERATIONS = 100_000;

/** Reads one seat: `human`, `random`, `mcts` (500 iterations) or `mcts:N`. */
export function parseSeat(text: string): Checked<SeatSpec> {
  const name = text.trim().toLowerCase();
  if (name === 'human') return { ok: true, value: { kind: 'human' } };
  if (name === 'random') return { ok: true, value: { kind: 'random' } };
  const mcts = /^mcts(?::(\d+))?$/.exec(name);
  if (mcts !== null) {
    const iterations = mcts[1] === undefined ? 500 : Number(mcts[1]);
    if (iterations < 1 || iterations > MAX_ITERATIONS) return { ok: false, message: `mcts takes 1 to ${MAX_ITERATIONS} iterations, got "${text.trim()}"` };
    return { ok: true, value: { kind: 'mcts', iterations } };
  }
  return { ok: false, message: `unknown seat "${text.trim().slice(0, 40)}": use human, random, mcts or mcts:N` };
}

/** Writes a seat back as `parseSeat` reads it. */
export function formatSeat(seat: SeatSpec): string {
  return seat.kind === 'mcts' ? `mcts:${seat.iterations}` : seat.kind;
}

/**
 * Reads a comma-separated seat list for a match of `count` seats; a shorter list is filled with
 * its last entry (`human,random` for four seats is one human and three random bots).
 */
export function parseSeats(text: string, count: number): Checked<SeatSpec[]> {
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 0) return { ok: false, message: 'no seats given' };
  if (names.length > count) return { ok: false, message: `${names.length} seats given, but this match has ${count}` };
  const seats: SeatSpec[] = [];
  for (const name of names) {
    const seat = parseSeat(name);
    if (!seat.ok) return seat;
    seats.push(seat.value);
  }
  while (seats.length < count) seats.push(seats[seats.length - 1]!);
  return { ok: true, value: seats };
}

/** Reads the page address (`location.hash`): the game id and its settings; `null` for the home page. */
export function parseHash(hash: string): PageConfig | null {
  const text = hash.replace(/^#/, '');
  const query = text.indexOf('?');
  const path = (query < 0 ? text : text.slice(0, query)).replace(/^\/+|\/+$/g, '');
  if (path === '') return null;
  const params = new URLSearchParams(query < 0 ? '' : text.slice(query + 1));
  const options: Record<string, string> = {};
  for (const [key, value] of params) if (key.startsWith('opt.') && key.length > 4) options[key.slice(4)] = value;
  const seedText = params.get('seed');
  const seed = seedText !== null && /^-?\d{1,15}$/.test(seedText.trim()) ? Number(seedText) : null;
  const viewText = params.get('view');
  const view = viewText === 'spectator' ? 'spectator' : viewText !== null && /^\d{1,2}$/.test(viewText) ? Number(viewText) : null;
  const delayText = params.get('delay');
  const delay = delayText !== null && /^\d{1,5}$/.test(delayText) ? Number(delayText) : null;
  const room = params.get('room');
  const server = params.get('server');
  return {
    gameId: decodeURIComponent(path),
    seats: params.get('seats'),
    seed,
    options,
    view,
    room: room === null || room === '' ? null : room,
    server: server === null || !/^wss?:\/\//.test(server) ? null : server,
    delay,
  };
}

/** Writes a page address back (`#/<game>?...`), leaving out what is unset. */
export function formatHash(config: PageConfig): string {
  const params = new URLSearchParams();
  if (config.room !== null) params.set('room', config.room);
  if (config.server !== null) params.set('server', config.server);
  if (config.seats !== null) params.set('seats', config.seats);
  if (config.seed !== null) params.set('seed', String(config.seed));
  for (const [name, value] of Object.entries(config.options)) params.set(`opt.${name}`, value);
  if (config.view !== null) params.set('view', String(config.view));
  if (config.delay !== null) params.set('delay', String(config.delay));
  const query = params.toString().replace(/%2C/g, ',').replace(/%3A/g, ':').replace(/%2F/g, '/');
  return `#/${encodeURIComponent(config.gameId)}${query === '' ? '' : `?${query}`}`;
}

/** An option value as text for the address and the form: strings as they are, anything else as JSON. */
export function optionText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
