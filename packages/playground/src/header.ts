import { h } from './dom.js';
import { GAMES } from './games.js';

/** The site header: a link home and the game menu, `current` marked as the page shown. */
export function siteHeader(current: string | null): HTMLElement {
  return h(
    'header',
    { class: 'site-header' },
    h('a', { href: '#/', class: 'brand' }, '@games playground'),
    h('nav', { 'aria-label': 'Games' }, ...GAMES.map((info) => h('a', { href: `#/${info.id}`, 'aria-current': info.id === current ? 'page' : null }, info.title))),
  );
}
