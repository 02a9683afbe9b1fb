import { h } from './dom.js';
import { GAMES } from './games.js';

/** The site header: a link home, the game menu and the lobby of online rooms, `current` (a game id or `lobby`) marked as the page shown. */
export function siteHeader(current: string | null): HTMLElement {
  return h(
    'header',
    { class: 'site-header' },
    h('a', { href: '#/', class: 'brand' }, '@games playground'),
    h('nav', { 'aria-label': 'Games' }, ...GAMES.map((info) => h('a', { href: `#/${info.id}`, 'aria-current': info.id === current ? 'page' : null }, info.title))),
    h('a', { href: '#/lobby', class: 'lobby-link', 'aria-current': current === 'lobby' ? 'page' : null }, 'Public rooms'),
  );
}
