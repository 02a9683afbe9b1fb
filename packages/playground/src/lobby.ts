/**
 * The lobby, `#/lobby` (`server=` names the game server): the public rooms of a `@games/server`
 * (its `GET /rooms`), each with a link to join a free seat and one to watch, refreshed every few
 * seconds; and links that create a public or a private room of each game. Private rooms are never
 * listed: only their links get in.
 */
import { formatHash, serverUrl, type PageConfig } from './config.js';
import { h } from './dom.js';
import { GAMES, gameInfo } from './games.js';

/** The address of the lobby of `config`'s server. */
export function lobbyConfig(config: PageConfig): PageConfig {
  return { gameId: 'lobby', seats: null, seed: null, options: {}, view: null, room: null, privateRoom: false, server: config.server, delay: null };
}

/** A room as `GET /rooms` lists it. */
interface ListedRoom {
  roomId: string;
  game: string;
  metadata: { seats?: string[]; free?: number; over?: boolean } | null;
}

/** The HTTP address of a game server's WebSocket address (`ws://host:port` → `http://host:port`). */
export function httpUrl(socketUrl: string): string {
  return socketUrl.replace(/^ws/, 'http').replace(/\/+$/, '');
}

/** How often the list is fetched again, in milliseconds. */
const REFRESH_MS = 3000;

/** Mounts the lobby into `main`; returns the function that stops its refreshing. */
export function mountLobby(main: HTMLElement, config: PageConfig): () => void {
  document.title = 'Public rooms · @games playground';
  const url = serverUrl(config, location);
  const status = h('p', { role: 'status' }, 'Looking for rooms…');
  const list = h('ul', { class: 'lobby-rooms', 'aria-label': 'Public rooms' });
  const refresh = h('button', { type: 'button' }, 'Refresh');
  const room = (game: string, extra: Partial<PageConfig>) => formatHash({ ...lobbyConfig(config), gameId: game, ...extra });
  main.replaceChildren(
    h('h1', {}, 'Public rooms'),
    h('p', { class: 'lead' }, 'Rooms on ', h('code', {}, url), ' that anyone may join or watch. A private room is not listed: its creator shares its link.'),
    h('div', { class: 'controls' }, refresh),
    status,
    list,
    h('h2', {}, 'Start a room'),
    h(
      'ul',
      { class: 'lobby-new' },
      ...GAMES.map((info) =>
        h('li', {}, `${info.title}: `, h('a', { href: room(info.id, { room: 'new', seats: 'human,human' }) }, 'public room'), ' · ', h('a', { href: room(info.id, { room: 'new', seats: 'human,human', privateRoom: true }) }, 'private room')),
      ),
    ),
  );
  let stopped = false;
  const load = async (): Promise<void> => {
    let rooms: ListedRoom[];
    try {
      const answer = await fetch(`${httpUrl(url)}/rooms`);
      if (!answer.ok) throw new Error(`the server answered ${answer.status}`);
      rooms = (await answer.json()) as ListedRoom[];
    } catch (error) {
      if (stopped) return;
      status.textContent = `The game server at ${url} cannot be reached (${(error as Error).message}). Is it running?`;
      return;
    }
    if (stopped) return;
    const shown = rooms.filter((listed) => gameInfo(listed.game) !== undefined && listed.metadata?.over !== true);
    status.textContent = shown.length === 0 ? 'No public room is open: start one below.' : `${shown.length} public room${shown.length === 1 ? '' : 's'}.`;
    list.replaceChildren(
      ...shown.map((listed) => {
        const info = gameInfo(listed.game)!;
        const free = listed.metadata?.free ?? 0;
        const seats = listed.metadata?.seats?.length ?? 0;
        return h(
          'li',
          { 'data-room': listed.roomId },
          h('strong', {}, info.title),
          ` · room ${listed.roomId} · ${free === 0 ? 'every seat taken' : `${free} of ${seats} seats free`} · `,
          free > 0 ? h('a', { href: room(listed.game, { room: listed.roomId }), 'aria-label': `Join ${info.title} room ${listed.roomId}` }, 'Join') : null,
          free > 0 ? ' · ' : null,
          h('a', { href: room(listed.game, { room: listed.roomId, view: 'spectator' }), 'aria-label': `Watch ${info.title} room ${listed.roomId}` }, 'Watch'),
        );
      }),
    );
  };
  refresh.onclick = () => void load();
  void load();
  const timer = setInterval(() => void load(), REFRESH_MS);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
