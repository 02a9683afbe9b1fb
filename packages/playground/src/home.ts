import { h } from './dom.js';
import { GAMES } from './games.js';

/** The home page: every game, with links to play a bot, watch two bots, or play hot-seat. */
export function homePage(): HTMLElement {
  document.title = '@games playground';
  return h(
    'main',
    { class: 'page home' },
    h('h1', {}, 'Play the @games engines in your browser'),
    h(
      'p',
      { class: 'lead' },
      'Every game here runs on its rules engine from the @games packages: legal moves, hidden information, chance and bots (which think in a background worker). ',
      'Each page is configured by its address, so a link shares a match: ',
      h('code', {}, '#/santorini?seats=human,mcts:300&seed=7'),
      '.',
    ),
    h('p', {}, 'Online with friends on a @games server: ', h('a', { href: '#/lobby' }, 'Public rooms'), ' to join or watch, or start a public or a private room there and share its link.'),
    h(
      'ul',
      { class: 'cards' },
      ...GAMES.map((info) =>
        h(
          'li',
          { class: 'card' },
          h('h2', {}, h('a', { href: `#/${info.id}` }, info.title)),
          h('p', {}, info.blurb),
          h(
            'p',
            { class: 'links' },
            h('a', { href: `#/${info.id}?seats=${info.defaultSeats}` }, 'Play a bot'),
            h('a', { href: `#/${info.id}?seats=mcts:200,random` }, 'Watch bots'),
            h('a', { href: `#/${info.id}?seats=human,human` }, 'Two players'),
          ),
        ),
      ),
    ),
  );
}
