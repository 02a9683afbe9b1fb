/**
 * `@games/core/svg`: what the SVG boards of every game share. Each game package has a `/svg`
 * subpath (`import { renderSvg } from '@games/santorini/svg'`) whose pure
 * `renderSvg(view, seat, options?)` returns a standalone `<svg>` string of what that seat sees,
 * drawn from the view only (hidden things face down). This module holds the parts they share:
 * text escaping, element building, the colour-blind-safe seat palette with a shape per seat, and
 * the click protocol below.
 *
 * ## The click protocol
 *
 * Every clickable thing of a board (a square, a cell, a worker, a chit, a tile slot, a piece, a
 * stack, a start area, a result to use) carries two attributes:
 *
 * - `data-notation`: a **token**, one word (or, rarely, a few words separated by single spaces)
 *   of that game's move notation, such as `C3` (a Santorini or Stratego square), `22` (a Yut Nori
 *   position), `do` (a Yut Nori result), `5` (a Fiery Dragons chit) or `AT 0 1` (a TigerZone tile
 *   slot, whose coordinates are two words);
 * - `data-kind`: what it is (`square`, `worker`, `piece`, `chit`, `tile-slot`, ...), for styling
 *   and tests.
 *
 * The words of a notation are {@link notationWords}: the text split at white space, and a word
 * such as `B3-A4` also split at a hyphen that follows a digit and precedes a letter (a step from
 * one square to another), so `back-do`, `TLTJ-` and `-1` stay whole. An element **matches** a
 * move when its token's words occur consecutively among the words of the move's notation
 * ({@link mentions}). A user interface therefore maps a click to moves without knowing the game:
 * keep the legal moves whose notation mentions every token clicked so far ({@link narrowMoves});
 * one left is the move to play; several left, draw the board again with the clicked tokens as
 * `selected` and the next choices ({@link nextChoices}) as `highlight`, and wait for the next
 * click. When no element narrows the moves left (they differ only in words such as `build` and
 * `dome`), offer them as buttons.
 *
 * Rendering options ({@link SvgOptions}): an element whose token is in `highlight` gets
 * `class="highlight"` and a visible yellow marker (the next choices); one whose token is in
 * `selected` gets `class="selected"` and a heavy outline (the choices made so far). A game may
 * draw more choices once something is selected: TigerZone draws the rotations of its tile
 * (`AT 0 1 90`) only for a selected slot (`AT 0 1`), and the zones and followers (`TIGER 5`,
 * `NONE`) only for a selected rotation, so a user interface must pass the tokens clicked so far
 * as `selected`.
 *
 * ## Accessibility
 *
 * Seats are told apart by colour from the Okabe–Ito palette ({@link OKABE_ITO}), which stays
 * distinguishable with every common colour-vision deficiency, and also by a shape and a letter
 * ({@link SEAT_MARKS}); pieces carry `<title>` elements that say what they are.
 *
 * @module @games/core/svg
 */

export { outcomeReason } from './session/outcome-text.js';

/**
 * The options every game's `renderSvg` accepts.
 *
 * @group Click protocol
 */
export interface SvgOptions {
  /** Tokens (`data-notation` values) to highlight as the next choices of a move being built. */
  readonly highlight?: readonly string[];
  /** Tokens already chosen for the move being built, outlined (and used by games that draw more choices for them). */
  readonly selected?: readonly string[];
  /** The title of the picture (its `<title>`, read by screen readers); a game supplies one when omitted. */
  readonly title?: string;
  /**
   * The last turn of each seat, its moves in notation oldest first (as the viewing seat knows
   * them), for a game to draw what those moves left that no board element names: Yut Nori draws
   * each seat's last throws and the path and landing of its moves. Games whose moves name every
   * element they touch draw nothing for it (a page frames those elements itself).
   */
  readonly lastMoves?: readonly SeatMoves[];
}

/**
 * One seat's last turn, for {@link SvgOptions.lastMoves}.
 *
 * @group Click protocol
 */
export interface SeatMoves {
  /** The seat that moved. */
  readonly seat: number;
  /** Its moves, in notation, oldest first. */
  readonly notations: readonly string[];
}

/**
 * The eight colours of Okabe and Ito's palette for colour-blind readers.
 *
 * @group Colours and marks
 */
export const OKABE_ITO = {
  /** Black. */
  black: '#000000',
  /** Orange. */
  orange: '#E69F00',
  /** Sky blue. */
  skyBlue: '#56B4E9',
  /** Bluish green. */
  bluishGreen: '#009E73',
  /** Yellow. */
  yellow: '#F0E442',
  /** Blue. */
  blue: '#0072B2',
  /** Vermillion. */
  vermillion: '#D55E00',
  /** Reddish purple. */
  reddishPurple: '#CC79A7',
} as const;

/**
 * A shape a seat's pieces are drawn in, so seats differ by more than colour.
 *
 * @group Colours and marks
 */
export type SeatShape = 'circle' | 'square' | 'triangle' | 'diamond';

/**
 * How one seat is marked on every board: a colour, the ink for text on it, a shape and a letter.
 *
 * @group Colours and marks
 */
export interface SeatMark {
  /** The fill colour (from {@link OKABE_ITO}). */
  readonly color: string;
  /** A colour for text and lines drawn on {@link SeatMark.color} with good contrast. */
  readonly ink: string;
  /** The shape of the seat's pieces. */
  readonly shape: SeatShape;
  /** A letter naming the seat on pieces (`A` for seat 0, `B` for seat 1, ...). */
  readonly letter: string;
  /** The colour's name, for titles (`vermillion`, `blue`, ...). */
  readonly name: string;
}

/**
 * The marks of seats 0 to 3: vermillion circle `A`, blue square `B`, bluish-green triangle `C`, reddish-purple diamond `D`.
 *
 * @group Colours and marks
 */
export const SEAT_MARKS: readonly SeatMark[] = [
  { color: OKABE_ITO.vermillion, ink: '#FFFFFF', shape: 'circle', letter: 'A', name: 'vermillion' },
  { color: OKABE_ITO.blue, ink: '#FFFFFF', shape: 'square', letter: 'B', name: 'blue' },
  { color: OKABE_ITO.bluishGreen, ink: '#FFFFFF', shape: 'triangle', letter: 'C', name: 'green' },
  { color: OKABE_ITO.reddishPurple, ink: '#000000', shape: 'diamond', letter: 'D', name: 'purple' },
];

/**
 * The mark of `seat` (seats past the fourth reuse the marks in turn).
 *
 * @group Colours and marks
 */
export function seatMark(seat: number): SeatMark {
  const count = SEAT_MARKS.length;
  return SEAT_MARKS[(((Math.trunc(seat) % count) + count) % count)] as SeatMark;
}

/**
 * The colour of highlight markers (yellow, outlined in black).
 *
 * @group Colours and marks
 */
export const HIGHLIGHT_COLOR = OKABE_ITO.yellow;

/**
 * Escapes text for XML content and attribute values (`&`, `<`, `>`, `"` and `'`); characters XML
 * does not allow at all (control characters, lone surrogates) become U+FFFD.
 *
 * @group Building SVG
 */
export function escapeXml(text: string): string {
  return String(text)
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .replace(/[&<>"']/g, (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[character]};`);
}

/**
 * Attribute values of {@link element}: `undefined`, `null` and `false` leave the attribute out.
 *
 * @group Building SVG
 */
export type Attributes = Readonly<Record<string, string | number | boolean | null | undefined>>;

function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
}

/**
 * One XML element as text: `element('rect', { x: 1, width: 2 })` is `<rect x="1" width="2"/>`.
 * Attribute values are escaped, numbers rounded to two decimals; `children` are inserted as
 * they are (build them with `element` or escape text with {@link escapeXml}).
 *
 * @group Building SVG
 */
export function element(name: string, attributes: Attributes = {}, ...children: string[]): string {
  let text = `<${name}`;
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    const written = value === true ? key : typeof value === 'number' ? formatNumber(value) : value;
    text += ` ${key}="${escapeXml(written)}"`;
  }
  const content = children.join('');
  return content === '' ? `${text}/>` : `${text}>${content}</${name}>`;
}

/**
 * A `<title>` element (the tooltip and accessible name of its parent) holding `text`, escaped.
 *
 * @group Building SVG
 */
export function title(text: string): string {
  return element('title', {}, escapeXml(text));
}

/**
 * A `<text>` element centred on (`x`, `y`) holding `content`, escaped.
 *
 * @group Building SVG
 */
export function label(x: number, y: number, content: string, attributes: Attributes = {}): string {
  return element(
    'text',
    { x, y, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-family': 'system-ui, sans-serif', 'pointer-events': 'none', ...attributes },
    escapeXml(content),
  );
}

/**
 * A seat shape centred on (`cx`, `cy`) fitting a circle of radius `r`.
 *
 * @group Building SVG
 */
export function shape(kind: SeatShape, cx: number, cy: number, r: number, attributes: Attributes = {}): string {
  switch (kind) {
    case 'circle':
      return element('circle', { cx, cy, r, ...attributes });
    case 'square': {
      const side = r * 1.7;
      return element('rect', { x: cx - side / 2, y: cy - side / 2, width: side, height: side, rx: r * 0.15, ...attributes });
    }
    case 'triangle': {
      const points = [0, 1, 2].map((corner) => {
        const angle = -Math.PI / 2 + (corner * 2 * Math.PI) / 3;
        return `${formatNumber(cx + r * 1.15 * Math.cos(angle))},${formatNumber(cy + r * 0.25 + r * 1.15 * Math.sin(angle))}`;
      });
      return element('polygon', { points: points.join(' '), ...attributes });
    }
    case 'diamond': {
      const d = r * 1.2;
      return element('polygon', { points: `${formatNumber(cx)},${formatNumber(cy - d)} ${formatNumber(cx + d)},${formatNumber(cy)} ${formatNumber(cx)},${formatNumber(cy + d)} ${formatNumber(cx - d)},${formatNumber(cy)}`, ...attributes });
    }
  }
}

/**
 * A seat's token: its shape in its colour with a dark outline and `text` (default: the seat's
 * letter) in the middle.
 *
 * @group Colours and marks
 */
export function seatToken(seat: number, cx: number, cy: number, r: number, text: string = seatMark(seat).letter): string {
  const mark = seatMark(seat);
  const fontSize = r * (text.length > 1 ? 0.9 : 1.1);
  return (
    shape(mark.shape, cx, cy, r, { fill: mark.color, stroke: '#000000', 'stroke-width': Math.max(1, r * 0.12) }) +
    label(cx, cy + (mark.shape === 'triangle' ? r * 0.2 : 0), text, { 'font-size': fontSize, 'font-weight': 700, fill: mark.ink })
  );
}

/**
 * The words of a move's notation: the text split at white space, each word also split at a
 * hyphen that follows a digit and precedes a letter (`B3-A4` gives `B3`, `A4`; `back-do`,
 * `TLTJ-` and `-1` stay whole).
 *
 * @group Click protocol
 */
export function notationWords(notation: string): string[] {
  return String(notation)
    .trim()
    .split(/\s+/)
    .flatMap((word) => word.split(/(?<=\d)-(?=[A-Za-z])/))
    .filter((word) => word !== '');
}

/**
 * True when the words of `token` (a `data-notation` value) occur consecutively among the words of
 * `notation`: `mentions('B3-A4', 'A4')`, `mentions('PLACE TLTJ- AT 0 1 90 NONE', 'AT 0 1')`.
 * Case matters: tokens are written as the game's notation writes them.
 *
 * @group Click protocol
 */
export function mentions(notation: string, token: string): boolean {
  const words = notationWords(notation);
  const wanted = notationWords(token);
  if (wanted.length === 0) return false;
  for (let start = 0; start + wanted.length <= words.length; start++) {
    if (wanted.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}

/**
 * The notations among `notations` that mention every token of `chosen` (see {@link mentions}).
 *
 * @example
 * ```ts
 * import { narrowMoves } from '@games/core/svg';
 *
 * const legal = ['B3-A4', 'B3-C4', 'D3-C4', 'build B4'];
 * console.log(narrowMoves(legal, ['B3']));        // [ 'B3-A4', 'B3-C4' ]: highlight A4 and C4
 * console.log(narrowMoves(legal, ['B3', 'C4']));  // [ 'B3-C4' ]: one move left, play it
 * ```
 *
 * @group Click protocol
 */
export function narrowMoves(notations: readonly string[], chosen: readonly string[]): string[] {
  return notations.filter((notation) => chosen.every((token) => mentions(notation, token)));
}

/**
 * What a user interface highlights next: the tokens among `available` (the `data-notation` values
 * of the board drawn with `selected: chosen`) that some move left by {@link narrowMoves} mentions,
 * other than those chosen. A token every move left mentions is offered too: clicking it may
 * open further choices (TigerZone's only fitting rotation, then its followers). Empty when the
 * moves left differ only in words no element carries (Santorini's `build B4` and `dome B4`): list
 * them as buttons then.
 *
 * @group Click protocol
 */
export function nextChoices(notations: readonly string[], chosen: readonly string[], available: Iterable<string>): string[] {
  const left = narrowMoves(notations, chosen);
  const choices: string[] = [];
  for (const token of new Set(available)) {
    if (chosen.includes(token)) continue;
    if (left.some((notation) => mentions(notation, token))) choices.push(token);
  }
  return choices;
}

/**
 * Whether `token` is among `options.highlight`.
 *
 * @group Click protocol
 */
export function isHighlighted(token: string, options: SvgOptions | undefined): boolean {
  return options?.highlight?.includes(token) ?? false;
}

/**
 * Whether `token` is among `options.selected`.
 *
 * @group Click protocol
 */
export function isSelected(token: string, options: SvgOptions | undefined): boolean {
  return options?.selected?.includes(token) ?? false;
}

/**
 * The attributes of a clickable element: `data-notation`, `data-kind`, and `class` `highlight`
 * and/or `selected` as `options` say.
 *
 * @group Click protocol
 */
export function clickable(token: string, kind: string, options: SvgOptions | undefined): Attributes {
  const classes = [isHighlighted(token, options) ? 'highlight' : '', isSelected(token, options) ? 'selected' : ''].filter((name) => name !== '');
  return { 'data-notation': token, 'data-kind': kind, class: classes.length > 0 ? classes.join(' ') : undefined };
}

/**
 * The visible marks of a clickable element's state, drawn over a box: a yellow ring with a black
 * dashed edge when highlighted, a heavy black outline when selected, nothing otherwise.
 *
 * @group Colours and marks
 */
export function stateMarks(token: string, options: SvgOptions | undefined, x: number, y: number, width: number, height: number, radius = 4): string {
  let marks = '';
  if (isSelected(token, options)) {
    marks += element('rect', { x: x + 1.5, y: y + 1.5, width: width - 3, height: height - 3, rx: radius, fill: 'none', stroke: '#000000', 'stroke-width': 4, 'pointer-events': 'none' });
  }
  if (isHighlighted(token, options)) {
    const inset = 4;
    marks += element('rect', { x: x + inset, y: y + inset, width: width - 2 * inset, height: height - 2 * inset, rx: radius, fill: 'none', stroke: HIGHLIGHT_COLOR, 'stroke-width': 5, 'pointer-events': 'none' });
    marks += element('rect', { x: x + inset, y: y + inset, width: width - 2 * inset, height: height - 2 * inset, rx: radius, fill: 'none', stroke: '#000000', 'stroke-width': 1.5, 'stroke-dasharray': '4 3', 'pointer-events': 'none' });
  }
  return marks;
}

/**
 * {@link stateMarks} for a round element centred on (`cx`, `cy`) of radius `r`.
 *
 * @group Colours and marks
 */
export function roundStateMarks(token: string, options: SvgOptions | undefined, cx: number, cy: number, r: number): string {
  let marks = '';
  if (isSelected(token, options)) marks += element('circle', { cx, cy, r: r + 2, fill: 'none', stroke: '#000000', 'stroke-width': 4, 'pointer-events': 'none' });
  if (isHighlighted(token, options)) {
    marks += element('circle', { cx, cy, r: r + 3, fill: 'none', stroke: HIGHLIGHT_COLOR, 'stroke-width': 5, 'pointer-events': 'none' });
    marks += element('circle', { cx, cy, r: r + 3, fill: 'none', stroke: '#000000', 'stroke-width': 1.5, 'stroke-dasharray': '4 3', 'pointer-events': 'none' });
  }
  return marks;
}

/**
 * What {@link svgDocument} needs.
 *
 * @group Building SVG
 */
export interface SvgDocument {
  /** The width of the view box (user units). */
  readonly width: number;
  /** The height of the view box (user units). */
  readonly height: number;
  /** The picture's title (first child, its accessible name). */
  readonly title: string;
  /** A longer description (a `<desc>` element), when given. */
  readonly description?: string;
  /** The game's id, written as `data-game` on the root. */
  readonly game: string;
  /** The viewing seat, written as `data-seat` (`spectator` for `null`). */
  readonly seat: number | null;
  /** The content, already built. */
  readonly body: string;
  /** The background colour (default a light warm grey). */
  readonly background?: string;
}

/**
 * A standalone SVG document: `<svg xmlns=... viewBox="0 0 w h" role="group">` with a title, an
 * optional description, a background and `body`. It has no width or height, so it scales to
 * its container.
 *
 * @group Building SVG
 */
export function svgDocument(document: SvgDocument): string {
  const style = '[data-notation]{cursor:pointer}';
  return element(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${formatNumber(document.width)} ${formatNumber(document.height)}`,
      role: 'group', // not img: the pieces and their titles stay reachable by assistive technology
      'data-game': document.game,
      'data-seat': document.seat === null ? 'spectator' : String(document.seat),
      'font-family': 'system-ui, sans-serif',
    },
    title(document.title),
    document.description === undefined ? '' : element('desc', {}, escapeXml(document.description)),
    element('style', {}, style),
    element('rect', { x: 0, y: 0, width: document.width, height: document.height, fill: document.background ?? '#F4F1EA' }),
    document.body,
  );
}
