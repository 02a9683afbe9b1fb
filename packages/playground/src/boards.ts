/**
 * The one place the playground meets the games' SVG boards: `renderSvg` of each game's `/svg`
 * subpath, loaded with the game. A game without one is drawn with its text board instead.
 */

/** Options of a game's `renderSvg` (the click protocol of `@games/core/svg`). */
export interface BoardOptions {
  /** Tokens (`data-notation` values) that are the next choices of a move being built. */
  highlight?: string[];
  /** Tokens chosen so far for the move being built. */
  selected?: string[];
  /** The picture's title. */
  title?: string;
}

/** A game's SVG renderer: the board of what `seat` (`null`: a spectator) sees, as an SVG string. */
export type RenderSvg = (view: unknown, seat: number | null, options?: BoardOptions) => string;

// Every `packages/<game>/src/svg.ts` that exists, found at build time, loaded on demand.
const modules = import.meta.glob<{ renderSvg?: RenderSvg }>(['../../*/src/svg.ts', '!../../core/src/svg.ts']);

/** The SVG renderer of a game, or `null` when the game has none (the page then shows text). */
export async function loadBoard(id: string): Promise<RenderSvg | null> {
  const load = modules[`../../${id}/src/svg.ts`];
  if (load === undefined) return null;
  const module = await load();
  return typeof module.renderSvg === 'function' ? module.renderSvg : null;
}
