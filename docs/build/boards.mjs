// Draws the board that opens each game page of the docs site, from the built packages
// (packages/<game>/dist): a seeded position a few plies into a match, drawn by the game's own
// `renderSvg` (`dist/svg.js`) when it has one, else its text board set in an SVG. A game that
// hides information gets the views of seats 0 and 1 side by side; a game that does not, the
// spectator's view. Nothing is committed: the site build writes the pictures into docs/site/boards.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** How far into a seeded match each game page's board is drawn (plies, chance draws included). */
export const PLIES = { santorini: 9, stratego: 24, yunnori: 14, tigerzone: 16, 'fiery-dragons': 14 };
/** The seed of each page's match. */
export const SEED = 7;
/** Options of a game's page match, where its defaults would start somewhere dull (Stratego: piece placement). */
export const OPTIONS = { stratego: { redSetup: 'random', blueSetup: 'random', seed: SEED }, santorini: { players: 2, gods: ['apollo', 'athena'], seed: SEED } };

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A text board set as an SVG picture (monospace, one <text> line per line). */
export function textBoardSvg(text, title) {
  // eslint-disable-next-line no-control-regex
  const lines = text.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const width = Math.max(20, ...lines.map((line) => [...line].length));
  const charWidth = 8.4;
  const lineHeight = 17;
  const w = Math.ceil(width * charWidth + 24);
  const h = lines.length * lineHeight + 24;
  const body = lines.map((line, index) => `<text x="12" y="${24 + index * lineHeight}" xml:space="preserve">${escapeXml(line)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${escapeXml(title)}</title><rect width="100%" height="100%" fill="#fdfcf7"/><g font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" font-size="14" fill="#222">${body}</g></svg>`;
}

function isGame(value) {
  return typeof value === 'object' && value !== null && typeof value.id === 'string' && typeof value.setup === 'function' && typeof value.legalMoves === 'function' && typeof value.play === 'function';
}

/** Sets up the game with its defaults for two players and a seed, trying the usual option shapes. */
function setupOf(game) {
  const attempts = [...(OPTIONS[game.id] ? [OPTIONS[game.id]] : []), { players: 2, seed: SEED }, { seed: SEED }, {}];
  for (const options of attempts) {
    try {
      const result = game.setup(options);
      if (result?.ok) return result.value;
    } catch {
      // try the next shape
    }
  }
  return null;
}

/**
 * Draws the board of every game package that is built.
 * @param {string} root the repository root
 */
export async function drawBoards(root) {
  const warnings = [];
  const boards = [];
  const files = [];
  const corePath = join(root, 'packages', 'core', 'dist', 'index.js');
  if (!existsSync(corePath)) return { boards, files, warnings: ['packages/core is not built: no boards drawn (run `pnpm run build` first)'] };
  const core = await import(pathToFileURL(corePath).href);
  for (const name of readdirSync(join(root, 'packages')).sort()) {
    const dist = join(root, 'packages', name, 'dist', 'index.js');
    if (name === 'core' || !existsSync(dist)) continue;
    let module;
    try {
      module = await import(pathToFileURL(dist).href);
    } catch {
      continue;
    }
    const game = Object.values(module).find((value) => isGame(value) && value.id === name) ?? Object.values(module).find(isGame);
    if (!game) continue;
    const svgPath = join(root, 'packages', name, 'dist', 'svg.js');
    const svgModule = existsSync(svgPath) ? await import(pathToFileURL(svgPath).href) : null;
    const renderSvg = typeof svgModule?.renderSvg === 'function' ? svgModule.renderSvg : null;
    const renderText = typeof game.renderText === 'function' ? game.renderText.bind(game) : typeof module.renderText === 'function' ? module.renderText : null;

    let state = setupOf(game);
    if (state === null) {
      warnings.push(`${game.id}: could not set up a match to draw its board`);
      continue;
    }
    // a seeded walk: random legal moves and seeded chance draws
    const rng = core.createRng(SEED);
    const plies = PLIES[game.id] ?? 10;
    for (let ply = 0; ply < plies; ply++) {
      const actor = game.actor(state);
      if (actor.kind === 'over') break;
      const move = actor.kind === 'chance' ? core.sampleChance(actor, rng) : core.pick(rng, game.legalMoves(state));
      const next = game.play(state, move);
      if (!next.ok) break;
      state = next.value;
    }
    const hidden = game.hiddenInformation ?? typeof game.redeal === 'function';
    // two seats side by side where they see different things; one picture where what is hidden
    // is hidden from everyone alike (a face-down deck, memory chits)
    const seen = (seat) => JSON.stringify(game.view(state, seat), (key, value) => (key === 'viewer' || key === 'seat' ? undefined : value));
    const differ = hidden && seen(0) !== seen(1);
    const seats = differ ? [0, 1] : hidden ? [0] : [null];
    const figures = [];
    for (const seat of seats) {
      const view = game.view(state, seat);
      const who = seat === null ? 'spectator' : `seat ${seat}`;
      let svg;
      let how;
      try {
        if (renderSvg) {
          svg = renderSvg(view, seat);
          how = 'renderSvg';
        } else if (renderText) {
          svg = textBoardSvg(String(renderText(view, seat)), `${game.title}, the view of ${who}`);
          how = 'renderText';
        }
      } catch (error) {
        warnings.push(`${game.id}: drawing the view of ${who} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (typeof svg !== 'string') continue;
      const file = `${game.id}-${seat === null ? 'spectator' : `seat${seat}`}.svg`;
      files.push({ name: file, svg });
      const caption = seat === null ? 'What everyone sees' : differ ? `What seat ${seat} sees` : 'What every seat sees';
      figures.push({ file, alt: `${game.title}: the board as ${who} sees it`, caption, how });
    }
    if (figures.length === 0) continue;
    const actor = game.actor(state);
    const moves = actor.kind === 'player' ? game.legalMoves(state).slice(0, 8).map((move) => game.formatMove(move)) : [];
    const drawnBy = figures[0].how === 'renderSvg' ? `renderSvg from @games/${name}/svg` : 'the text board (renderText)';
    boards.push({
      id: game.id,
      title: game.title,
      figures,
      moves,
      caption: `${game.title}, seed ${SEED}, after ${plies} random plies; drawn by ${drawnBy}${differ ? ', each seat seeing only its own view' : ''}.`,
    });
  }
  return { boards, files, warnings };
}
