/**
 * A game page's settings as its address carries them: `#/<game>?seats=human,mcts:300&seed=7&opt.players=2`.
 * Pure functions (no DOM), so they are tested in Node.
 */

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
  /** With `room=new`: the room is private (`private=1`): never listed, only its link gets in. */
  privateRoom: boolean;
  /** The game server of online play (`ws://host:port`), or `null` for port 2567 of the page's host. */
  server: string | null;
  /** Milliseconds between moves when only bots play (`delay=`), or `null` for the default. */
  delay: number | null;
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
    privateRoom: params.get('private') === '1',
    server: server === null || !/^wss?:\/\//.test(server) ? null : server,
    delay,
  };
}

/** Writes a page address back (`#/<game>?...`), leaving out what is unset. */
export function formatHash(config: PageConfig): string {
  const params = new URLSearchParams();
  if (config.room !== null) params.set('room', config.room);
  if (config.privateRoom) params.set('private', '1');
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

/** The game server of online play: `server=` in the page address, else port 2567 of the page's own host. */
export function serverUrl(config: PageConfig, location: { hostname: string; protocol: string }): string {
  if (config.server !== null) return config.server;
  const host = location.hostname === '' ? '127.0.0.1' : location.hostname;
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${host}:2567`;
}
