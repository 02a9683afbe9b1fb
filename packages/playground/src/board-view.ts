/**
 * The parts of a game page that local and online play share: the board (an SVG board with the
 * next choices highlighted, or the text board), the `Legal moves` buttons and the selection of a
 * move being built by board clicks.
 */
import type { AnyGame, Seat } from '@games/core';
import type { SeatMoves } from '@games/core/svg';
import type { RenderSvg } from './boards.js';
import { narrowMoves, nextTokens } from './clicks.js';
import { h } from './dom.js';

/** What to draw on the board. */
export interface BoardDrawing {
  /** The game (for its text board when there is no SVG one). */
  game: AnyGame;
  /** The game's SVG renderer, or `null`. */
  renderSvg: RenderSvg | null;
  /** The view to draw: exactly what `seat` may see. */
  view: unknown;
  /** Whose view it is; `null` for a spectator. */
  seat: Seat | null;
  /** The picture's title. */
  title: string;
  /** The legal moves (notation) a click may choose among now; empty when nobody here may move. */
  moves: readonly string[];
  /** Tokens clicked so far for the move being built. */
  chosen: readonly string[];
  /** Each seat's last turn, for the game to draw what the board elements do not show (Yut Nori's throws and paths). */
  lastMoves: readonly SeatMoves[];
}

/** The distinct `data-notation` tokens drawn in `container`. */
export function boardTokens(container: Element): string[] {
  return [...new Set([...container.querySelectorAll('[data-notation]')].map((element) => element.getAttribute('data-notation') ?? ''))].filter((token) => token !== '');
}

/** Draws the board into `container`, the next choices of the move being built highlighted. */
export function drawBoard(container: HTMLElement, drawing: BoardDrawing): void {
  const { renderSvg, view, seat, title, moves, chosen, lastMoves } = drawing;
  if (renderSvg !== null) {
    container.innerHTML = renderSvg(view, seat, { selected: [...chosen], title, lastMoves });
    if (moves.length > 0) {
      // the tokens are read from the board itself, so a game that draws more for a selection (TigerZone's rotations) offers them too
      const highlight = nextTokens(narrowMoves(moves, chosen), chosen, boardTokens(container));
      if (highlight.length > 0) container.innerHTML = renderSvg(view, seat, { highlight, selected: [...chosen], title, lastMoves });
    }
    container.classList.toggle('clickable', moves.length > 0);
  } else {
    const text = drawing.game.renderText?.(view, seat) ?? JSON.stringify(view, null, 2);
    container.replaceChildren(h('pre', { class: 'text-board', 'aria-label': title }, text));
  }
}

/** A button playing one move, its accessible name being the move's notation. */
export function moveButton(notation: string, kind: 'candidate' | 'dim' | null, play: (notation: string) => void): HTMLButtonElement {
  const button = h('button', { type: 'button', class: kind === null ? 'move mono' : `move mono ${kind}` }, notation);
  button.onclick = () => play(notation);
  return button;
}

/** Fills the `Legal moves` region: a button per move (those a selection rules out dimmed), or why there are none. */
export function fillLegalMoves(region: HTMLElement, moves: readonly string[], chosen: readonly string[], why: string, play: (notation: string) => void): void {
  const heading = h('h2', {}, 'Legal moves');
  if (moves.length === 0) {
    region.replaceChildren(heading, h('p', { class: 'muted' }, why));
    return;
  }
  const matching = chosen.length > 0 ? new Set(narrowMoves(moves, chosen)) : null;
  region.replaceChildren(heading, h('div', { class: 'moves' }, ...moves.map((notation) => moveButton(notation, matching === null || matching.has(notation) ? null : 'dim', play))));
}

/** Fills the selection box of a move being built on the board (hidden when nothing is chosen). */
export function fillSelection(box: HTMLElement, moves: readonly string[], chosen: readonly string[], play: (notation: string) => void, clear: () => void): void {
  if (chosen.length === 0 || moves.length === 0) {
    box.replaceChildren();
    box.hidden = true;
    return;
  }
  const remaining = narrowMoves(moves, chosen);
  const clearButton = h('button', { type: 'button' }, 'Clear selection');
  clearButton.onclick = clear;
  box.replaceChildren(
    h('p', {}, `Selected ${chosen.join(' · ')}: ${remaining.length} moves match.`),
    ...(remaining.length <= 12 ? [h('div', { class: 'moves' }, ...remaining.map((notation) => moveButton(notation, 'candidate', play)))] : []),
    clearButton,
  );
  box.hidden = false;
}
