// A typedoc plugin that makes the API reference, the guides and the game pages one site:
//
// - each game page's board placeholder (`<div class="games-board" data-game="<id>"></div>` in
//   the markdown, invisible elsewhere) becomes the board of a seeded position, drawn by the
//   game's own `renderSvg` (`@games/<game>/svg`) when it has one, else its text board, with the
//   views of two seats side by side when the game hides information (see boards.mjs);
// - the playground's static build (packages/playground/dist), when present, is copied into
//   `playground/` of the site and linked from every page's header, beside the guides and the source.
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PageEvent } from 'typedoc';
import { REPOSITORY_URL } from '../../scripts/site-url.mjs';
import { drawBoards } from './boards.mjs';

const root = new URL('../../', import.meta.url).pathname;

/** The path from a page (its url relative to the site root) back to the site root. */
function toRoot(url) {
  const depth = url.split('/').length - 1;
  return depth === 0 ? './' : '../'.repeat(depth);
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The HTML that replaces a board placeholder. */
function figureHtml(board, prefix, playground) {
  const figures = board.figures
    .map(
      (figure) =>
        `<figure class="games-board-figure"><img src="${prefix}boards/${figure.file}" alt="${escapeHtml(figure.alt)}" loading="lazy"><figcaption>${escapeHtml(figure.caption)}</figcaption></figure>`,
    )
    .join('');
  const moves = board.moves.length > 0 ? `<p class="games-board-moves">Legal moves here: ${board.moves.map((move) => `<code>${escapeHtml(move)}</code>`).join(', ')}</p>` : '';
  const play = playground ? `<p class="games-board-play"><a href="${prefix}playground/index.html#/${board.id}">Play ${escapeHtml(board.title)} in the playground</a></p>` : '';
  return `<div class="games-board" data-game="${board.id}"><div class="games-board-row">${figures}</div><p class="games-board-caption">${escapeHtml(board.caption)}</p>${moves}${play}</div>`;
}

const CSS = `
.games-board-row { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
.games-board-figure { margin: 0; flex: 1 1 18rem; max-width: 36rem; }
.games-board-figure img { width: 100%; height: auto; background: #fff; border: 1px solid var(--color-accent); border-radius: 4px; }
.games-board-figure figcaption, .games-board-caption { font-size: 0.9em; color: var(--color-text-aside); }
/* a phone never scrolls the page sideways: wide code and tables scroll inside themselves */
.col-content, .tsd-panel, .tsd-typography { min-width: 0; max-width: 100%; }
.tsd-typography pre, .tsd-panel pre { max-width: 100%; overflow-x: auto; }
.tsd-typography table { display: block; max-width: 100%; overflow-x: auto; }
.tsd-typography img { max-width: 100%; height: auto; }
.tsd-typography p, .tsd-typography li { overflow-wrap: anywhere; }
`;

/** @param {import('typedoc').Application} app */
export function load(app) {
  const playgroundDist = join(root, 'packages', 'playground', 'dist');
  const playgroundBuilt = existsSync(join(playgroundDist, 'index.html'));
  /** @type {Map<string, ReturnType<typeof drawBoards>[number]>} */
  const boards = new Map();
  let svgFiles = [];

  app.renderer.preRenderAsyncJobs.push(async () => {
    const drawn = await drawBoards(root);
    for (const board of drawn.boards) boards.set(board.id, board);
    svgFiles = drawn.files;
    for (const warning of drawn.warnings) app.logger.warn(warning);
  });

  app.renderer.on(PageEvent.END, (page) => {
    if (!page.contents) return;
    const prefix = toRoot(page.url);
    let html = page.contents;
    html = html.replace(/<div class="games-board" data-game="([a-z0-9-]+)"><\/div>/g, (all, id) => {
      const board = boards.get(id);
      if (!board) {
        app.logger.warn(`${page.url}: no board could be drawn for the game "${id}"`);
        return all;
      }
      return figureHtml(board, prefix, playgroundBuilt);
    });
    html = html.replace('</head>', `<style>${CSS}</style></head>`);
    // the home page's title already names the project: drop the README's own first heading
    if (page.url === 'index.html') html = html.replace(/(<div class="tsd-panel tsd-typography">)<h1[^>]*>[\s\S]*?<\/h1>/, '$1');
    // the header's links: the guides, the playground (when built) and the repository
    const links = [`<a href="${prefix}documents/Concepts.html">Guides</a>`];
    if (playgroundBuilt) links.push(`<a href="${prefix}playground/index.html">Playground</a>`);
    links.push(`<a href="${REPOSITORY_URL}">Source</a>`);
    html = html.replace('<div id="tsd-toolbar-links"></div>', `<div id="tsd-toolbar-links">${links.join('')}</div>`);
    page.contents = html;
  });

  app.renderer.postRenderAsyncJobs.push(async (event) => {
    const out = event.outputDirectory;
    mkdirSync(join(out, 'boards'), { recursive: true });
    for (const file of svgFiles) writeFileSync(join(out, 'boards', file.name), file.svg);
    if (playgroundBuilt) cpSync(playgroundDist, join(out, 'playground'), { recursive: true });
    else writeFileSync(join(out, 'playground.txt'), 'The playground was not built: run `pnpm run build` (packages/playground) before `pnpm run docs`.\n');
    writeFileSync(join(out, '.nojekyll'), '');
  });
}
