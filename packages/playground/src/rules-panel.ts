/**
 * The rules panel of a game page: the game's page of `docs/games` (the rules exactly as the engine
 * plays them), without the sections written for programmers (errors, queries, performance,
 * record formats). Loaded and rendered (with `marked`) only when the panel is first opened.
 */
import { h } from './dom.js';

const PAGES: Readonly<Record<string, () => Promise<{ default: string }>>> = {
  santorini: () => import('../../../docs/games/santorini.md?raw'),
  stratego: () => import('../../../docs/games/stratego.md?raw'),
  yunnori: () => import('../../../docs/games/yunnori.md?raw'),
  tigerzone: () => import('../../../docs/games/tigerzone.md?raw'),
  'fiery-dragons': () => import('../../../docs/games/fiery-dragons.md?raw'),
};

/** Headings of sections written for programmers rather than players (left out of the panel). */
const FOR_PROGRAMMERS = /error|performance|worked example|example|position string|enumeration|perft|extending|hook|quer|implementation|login|saved games|console|gravon|state, moves|views? and|what (a )?views? shows?|random play|tournament|notation/i;

/** The player-facing part of a docs page: front matter, board placeholders and programmers' sections removed. */
export function playerRules(markdown: string): string {
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/<div class="games-board"[^>]*><\/div>\n?/g, '');
  const sections = body.split(/\n(?=## )/);
  return sections.filter((section, index) => index === 0 || !FOR_PROGRAMMERS.test(section.split('\n', 1)[0] ?? '')).join('\n');
}

/** The `Rules` panel of a game, or `null` when the game has no docs page. */
export function rulesPanel(gameId: string, title: string): HTMLElement | null {
  const load = Object.prototype.hasOwnProperty.call(PAGES, gameId) ? PAGES[gameId] : undefined;
  if (load === undefined) return null;
  const body = h('div', { class: 'rules-text', tabindex: 0, role: 'region', 'aria-label': `Rules of ${title}` }, h('p', { class: 'muted' }, 'Loading the rules…'));
  const panel = h('details', { class: 'panel rules' }, h('summary', {}, `Rules of ${title}`), body);
  let loaded = false;
  panel.addEventListener('toggle', async () => {
    if (!panel.open || loaded) return;
    loaded = true;
    try {
      const [{ default: markdown }, { marked }] = await Promise.all([load(), import('marked')]);
      // our own docs: trusted text, rendered once
      body.innerHTML = await marked.parse(playerRules(markdown).replace(/^# .*\n/, ''), { async: true });
      for (const table of body.querySelectorAll('table')) {
        const scroll = h('div', { class: 'table-scroll' });
        table.before(scroll);
        scroll.append(table);
      }
    } catch (error) {
      body.replaceChildren(h('p', { role: 'alert' }, `The rules could not be loaded: ${(error as Error).message}`));
    }
  });
  return panel;
}
