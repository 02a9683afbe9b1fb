/**
 * The one place the playground meets the games' SVG boards: `renderSvg` of each game's `/svg`
 * subpath, loaded with the game (a chunk per game). A game without one is drawn with its text
 * board instead.
 */
import type { SvgOptions } from '@games/core/svg';

/** Options of a game's `renderSvg` (highlight, selected, title). */
export type BoardOptions = SvgOptions;

/** A game's SVG renderer: the board of what `seat` (`null`: a spectator) sees, as an SVG string. */
export type RenderSvg = (view: unknown, seat: number | null, options?: BoardOptions) => string;

const boards: Readonly<Record<string, () => Promise<{ renderSvg: unknown }>>> = {
  santorini: () => import('@games/santorini/svg'),
  stratego: () => import('@games/stratego/svg'),
  yunnori: () => import('@games/yunnori/svg'),
  tigerzone: () => import('@games/tigerzone/svg'),
  'fiery-dragons': () => import('@games/fiery-dragons/svg'),
};

/** The SVG renderer of a game, or `null` when the game has none (the page then shows text). */
export async function loadBoard(id: string): Promise<RenderSvg | null> {
  const load = Object.prototype.hasOwnProperty.call(boards, id) ? boards[id] : undefined;
  if (load === undefined) return null;
  const module = await load();
  return typeof module.renderSvg === 'function' ? (module.renderSvg as RenderSvg) : null;
}
