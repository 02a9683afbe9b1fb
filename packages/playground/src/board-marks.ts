/**
 * What the page adds to a game's SVG board once it is in the document: the last move of every
 * seat marked (a dashed frame in the seat's colour on each board element the move names), the
 * Fiery Dragons chit that ended the last turn shown face up, player names instead of seat
 * numbers, and an accessible name and a keyboard stop for every clickable element. Everything
 * drawn comes from the view the board was drawn from and from moves the viewing seat knows.
 */
import { mentions, OKABE_ITO, seatMark } from '@games/core/svg';
import { chitWords } from './words.js';

const SVG = 'http://www.w3.org/2000/svg';

/** The last turn of one seat: its moves in notation, oldest first. */
export interface SeatTurn {
  /** The seat. */
  seat: number;
  /** The moves of its last turn, in notation (as the viewing seat knows them). */
  notations: readonly string[];
}

/** What {@link decorateBoard} needs. */
export interface BoardMarks {
  /** The seats' last turns to mark. */
  turns: readonly SeatTurn[];
  /** A seat's display name. */
  name: (seat: number) => string;
  /** The view drawn (read for Fiery Dragons' `lastFlip`). */
  view: unknown;
  /** Tokens highlighted (next choices) and chosen, for the accessible names. */
  highlight: readonly string[];
  chosen: readonly string[];
}

/**
 * Whether the board element `token` is part of the move `notation`: the click protocol's
 * `mentions`, and TigerZone's placed tile (`TO x y`) for the placement `... AT x y ...`.
 */
export function markedBy(notation: string, token: string): boolean {
  if (mentions(notation, token)) return true;
  return token.startsWith('TO ') && mentions(notation.replace(/\bAT\b/i, 'TO'), token);
}

/** The clickable elements of a board that are not inside another one (the keyboard's stops). */
export function boardStops(container: Element): SVGGraphicsElement[] {
  return [...container.querySelectorAll<SVGGraphicsElement>('[data-notation]')].filter((element) => element.parentElement?.closest('[data-notation]') === null);
}

/** Replaces "seat 0" / "Seat 0" in the board's texts and titles with the player's name. */
function nameSeats(svg: SVGSVGElement, name: (seat: number) => string): void {
  for (const node of svg.querySelectorAll('text, title, desc, tspan')) {
    if (node.children.length > 0) continue;
    const text = node.textContent ?? '';
    if (/\b[Ss]eat \d+\b/.test(text)) node.textContent = text.replace(/\b[Ss]eat (\d+)\b/g, (_, seat: string) => name(Number(seat)));
  }
}

/** A dashed frame over `element` in `seat`'s colour. */
function frame(svg: SVGSVGElement, element: SVGGraphicsElement, seat: number, who: string): void {
  let box: DOMRect;
  try {
    box = element.getBBox();
  } catch {
    return;
  }
  if (box.width === 0 || box.height === 0) return;
  const rect = document.createElementNS(SVG, 'rect');
  const mark = seatMark(seat);
  for (const [name, value] of Object.entries({ x: box.x + 1, y: box.y + 1, width: box.width - 2, height: box.height - 2, rx: 4, fill: 'none', stroke: mark.color, 'stroke-width': 4, 'stroke-dasharray': '7 4', 'pointer-events': 'none', class: 'last-move-mark', 'data-seat': seat })) {
    rect.setAttribute(name, String(value));
  }
  const outline = rect.cloneNode() as SVGRectElement;
  outline.setAttribute('stroke', OKABE_ITO.black);
  outline.setAttribute('stroke-width', '1');
  outline.setAttribute('stroke-dasharray', '');
  outline.setAttribute('class', 'last-move-edge');
  rect.setAttribute('aria-hidden', 'true');
  outline.setAttribute('aria-hidden', 'true');
  svg.append(outline, rect);
  element.dataset.lastSeat = String(seat);
  element.dataset.lastWho = who;
}

/** Fiery Dragons: the chit that ended the last turn, shown face up (its content on the face-down chit) until the next decision. */
function endingFlip(svg: SVGSVGElement, view: unknown, name: (seat: number) => string): void {
  const flip = (view as { lastFlip?: { chit: number; shown: unknown; turnEnded: boolean; seat: number } | null } | null)?.lastFlip;
  if (flip === null || flip === undefined || !flip.turnEnded) return;
  const chit = svg.querySelector<SVGGraphicsElement>(`[data-kind="chit"][data-notation="${flip.chit}"]`);
  if (chit === null) return;
  const box = chit.getBBox();
  const words = chitWords(flip.shown);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const group = document.createElementNS(SVG, 'g');
  group.setAttribute('class', 'ending-flip');
  group.setAttribute('pointer-events', 'none');
  const disc = document.createElementNS(SVG, 'circle');
  for (const [key, value] of Object.entries({ cx, cy, r: Math.min(box.width, box.height) / 2 - 1, fill: '#FFFFFF', stroke: seatMark(flip.seat).color, 'stroke-width': 4 })) disc.setAttribute(key, String(value));
  const text = document.createElementNS(SVG, 'text');
  const short = shortChit(flip.shown);
  for (const [key, value] of Object.entries({ x: cx, y: cy, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-size': Math.max(9, box.height * 0.28), 'font-weight': 700, fill: '#000000' })) text.setAttribute(key, String(value));
  text.textContent = short;
  group.append(disc, text);
  svg.append(group);
  chit.dataset.shown = words;
  const title = chit.querySelector('title');
  if (title !== null) title.textContent = `Chit ${flip.chit}: ${words}, flipped by ${name(flip.seat)} and it ended the turn (face down again)`;
}

/** A chit in a few letters, as the board prints animals (`2 BA`, `P 2`). */
function shortChit(chit: unknown): string {
  const value = chit as { kind?: string; animal?: string; count?: number };
  const animals: Record<string, string> = { spider: 'SP', bat: 'BA', salamander: 'SA', 'baby-dragon': 'DR' };
  if (value?.kind === 'animal') return `${value.count ?? 1} ${animals[value.animal ?? ''] ?? '?'}`;
  if (value?.kind === 'pirate') return `☠ ${value.count ?? 1}`;
  if (value?.kind === 'swap') return '⇄';
  return '⌂';
}

/** The accessible name of a clickable element: its title (what it is) and its state. */
function accessibleName(element: Element, marks: BoardMarks): string {
  const token = element.getAttribute('data-notation') ?? '';
  const described = element.querySelector(':scope > title')?.textContent ?? `${element.getAttribute('data-kind') ?? 'item'} ${token}`;
  // the name starts with the text drawn on the element (a rank letter, a chit number), as speech input expects
  const drawn = [...element.querySelectorAll('text')].map((text) => (text.textContent ?? '').trim()).filter((text) => text !== '').join('');
  const title = drawn === '' || described.startsWith(drawn) ? described : `${drawn}: ${described}`;
  const state = [
    marks.chosen.includes(token) ? 'selected' : '',
    marks.highlight.includes(token) ? 'can be chosen' : '',
    element instanceof SVGElement && element.dataset.lastWho !== undefined ? `last move of ${element.dataset.lastWho}` : '',
  ].filter((word) => word !== '');
  return state.length === 0 ? title : `${title} (${state.join(', ')})`;
}

/** Decorates a freshly drawn SVG board in `container` (see the module description). */
export function decorateBoard(container: HTMLElement, marks: BoardMarks): void {
  const svg = container.querySelector<SVGSVGElement>(':scope > svg');
  if (svg === null) return;
  nameSeats(svg, marks.name);
  const stops = boardStops(container);
  const all = [...container.querySelectorAll<SVGGraphicsElement>('[data-notation]')];
  for (const turn of marks.turns) {
    const who = marks.name(turn.seat);
    for (const element of all) {
      const token = element.getAttribute('data-notation') ?? '';
      if (element.parentElement?.closest('[data-notation]') !== null) continue;
      if (turn.notations.some((notation) => markedBy(notation, token))) frame(svg, element, turn.seat, who);
    }
  }
  endingFlip(svg, marks.view, marks.name);
  for (const element of stops) {
    element.setAttribute('role', 'button');
    element.setAttribute('tabindex', '-1');
    element.setAttribute('aria-label', accessibleName(element, marks));
  }
}
