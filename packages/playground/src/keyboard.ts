/**
 * The board by keyboard: the board is one Tab stop; inside it the arrow keys move a cursor over
 * the clickable elements (to the nearest one in that direction), Enter or Space clicks the one
 * under the cursor (select, then commit), Escape clears the selection and Backspace takes back
 * the last click. The cursor is real focus on the element (each has `role="button"` and an
 * accessible name), so a screen reader reads it.
 */
import { boardStops } from './board-marks.js';

/** What the board's keys do. */
export interface BoardKeys {
  /** Clicks the element with `token`. */
  activate: (token: string) => void;
  /** Escape: clear the selection. */
  clear: () => void;
  /** Backspace: take back the last click. */
  back: () => void;
}

const DIRECTIONS: Readonly<Record<string, readonly [number, number]>> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/** The centre of an element on the screen. */
function centre(element: Element): { x: number; y: number } {
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/** The nearest stop from `from` in direction (`dx`, `dy`), favouring those straight ahead. */
export function nearest(stops: readonly Element[], from: Element, dx: number, dy: number): Element | null {
  const origin = centre(from);
  let best: Element | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const stop of stops) {
    if (stop === from) continue;
    const point = centre(stop);
    const ahead = (point.x - origin.x) * dx + (point.y - origin.y) * dy;
    if (ahead <= 1) continue;
    const aside = Math.abs((point.x - origin.x) * dy) + Math.abs((point.y - origin.y) * dx);
    const score = ahead + aside * 2.5;
    if (score < bestScore) {
      best = stop;
      bestScore = score;
    }
  }
  return best;
}

/** Keeps the keyboard cursor of one board container across redraws. */
export class BoardCursor {
  /** The token under the cursor, kept across redraws. */
  private token: string | null = null;

  constructor(
    private readonly container: HTMLElement,
    private readonly keys: BoardKeys,
  ) {
    container.tabIndex = 0;
    container.addEventListener('focus', () => this.enter());
    container.addEventListener('keydown', (event) => this.key(event));
    container.addEventListener('focusin', (event) => {
      const token = (event.target as Element).getAttribute?.('data-notation');
      if (token !== null && token !== undefined) this.token = token;
    });
  }

  /** After a redraw: puts the focus back on the cursor's element when the board had it. */
  restore(hadFocus: boolean): void {
    const stops = boardStops(this.container);
    const target = stops.find((stop) => stop.getAttribute('data-notation') === this.token) ?? null;
    for (const stop of stops) stop.classList.toggle('cursor', stop === target);
    if (hadFocus) (target ?? this.container).focus({ preventScroll: true });
  }

  /** True when the focus is on the board or inside it. */
  get focused(): boolean {
    return this.container.contains(document.activeElement);
  }

  private stops(): Element[] {
    return boardStops(this.container);
  }

  /** Tab onto the board: the cursor's element (the first highlighted one, else the first) takes the focus. */
  private enter(): void {
    const stops = this.stops();
    const kept = stops.find((stop) => stop.getAttribute('data-notation') === this.token);
    const live = (stop: Element | undefined) => stop !== undefined && (stop.classList.contains('highlight') || stop.classList.contains('selected'));
    const current = (live(kept) ? kept : undefined) ?? stops.find((stop) => stop.classList.contains('highlight')) ?? kept ?? stops[0];
    if (current === undefined) return;
    this.move(current);
  }

  private move(element: Element): void {
    this.token = element.getAttribute('data-notation');
    for (const stop of this.stops()) stop.classList.toggle('cursor', stop === element);
    (element as SVGElement).focus({ preventScroll: false });
  }

  private key(event: KeyboardEvent): void {
    const stops = this.stops();
    const current = stops.find((stop) => stop.getAttribute('data-notation') === this.token) ?? null;
    const direction = DIRECTIONS[event.key];
    if (direction !== undefined) {
      event.preventDefault();
      if (current === null) return this.enter();
      const next = nearest(stops, current, direction[0], direction[1]);
      if (next !== null) this.move(next);
      return;
    }
    if ((event.key === 'Enter' || event.key === ' ') && current !== null) {
      event.preventDefault();
      this.keys.activate(current.getAttribute('data-notation') ?? '');
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      this.keys.clear();
      return;
    }
    if (event.key === 'Backspace') {
      event.preventDefault();
      this.keys.back();
    }
  }
}
