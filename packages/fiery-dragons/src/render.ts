/**
 * The plain-text picture of a view for terminals (the game's `renderText`).
 *
 * @module
 */
import { outcomeReason, type Seat } from '@games/core';
import { chitLabel } from './chits.js';
import type { FieryDragonsView } from './view.js';

function tokensAt(view: FieryDragonsView, square: number | null, cave: number | null): string {
  const seats: string[] = [];
  view.tokens.forEach((token, seat) => {
    if ((square !== null && token.square === square) || (cave !== null && token.cave === cave)) seats.push(`@${seat}`);
  });
  return seats.join(' ');
}

function describeLast(view: FieryDragonsView): string {
  const last = view.last;
  if (last === null) return 'nothing yet';
  if (last.action === 'end') return `seat ${last.seat} ended the turn`;
  const shown = view.lastFlip === null ? '' : ` (${chitLabel(view.lastFlip.shown)})`;
  return `seat ${last.seat} flipped chit ${last.chit}${shown}: ${last.effect}${last.turnEnded ? ' (turn over)' : ''}`;
}

/**
 * A plain-text picture of a view for a terminal: the ring square by square (card, animal, cave,
 * tokens as `@seat`), the tokens, the chits (face-down ones as `##`) and the last action with
 * what the flipped chit showed (`last: seat 1 flipped chit 13 (bat x2): no-match (turn over)`).
 * Seats are numbered from 0. Every seat sees the same, so `_seat` (the viewer, `null` for a
 * spectator) changes nothing.
 *
 * @example
 * ```ts
 * import { unwrap } from '@games/core';
 * import { fieryDragons, renderText } from '@games/fiery-dragons';
 *
 * const state = unwrap(fieryDragons.setup({ players: 2 }));
 * console.log(renderText(fieryDragons.view(state, 1), 1)); // ring square by square, caves, tokens, chits as ##
 * ```
 *
 * @group Views and drawing
 */
export function renderText(view: FieryDragonsView, _seat: Seat | null = null): string {
  const { board } = view;
  const lines: string[] = [];
  const status =
    view.outcome !== null
      ? `game over (${outcomeReason(view.outcome.reason)}): ranking ${view.outcome.ranking.map((group) => group.join('=')).join(' > ')}`
      : `seat ${view.seat} to act${view.moved ? ' (has moved this turn)' : ''}`;
  lines.push(`Fiery Dragons - turn ${view.turn + 1} - ${status}`);
  lines.push(
    `rules: finish ${view.rules.finish}, pirate ${view.rules.pirateEndsTurn ? 'ends the turn' : 'lets the turn go on'}, voluntary end ${view.rules.voluntaryEndTurn ? 'on' : 'off'}`,
  );
  lines.push(`ring: ${board.squares.length} squares, home at progress ${board.lap}`);
  for (const card of board.cards) {
    for (let offset = 0; offset < card.size; offset++) {
      const square = card.first + offset;
      const cells = [`${String(square).padStart(4)}  ${(offset === 0 ? card.name : '').padEnd(4)}${(board.squares[square] ?? '').padEnd(12)}`];
      const onSquare = tokensAt(view, square, null);
      cells.push(onSquare.padEnd(8));
      const cave = board.caveAt[square] ?? -1;
      if (cave >= 0) {
        const { animal, owner } = board.caves[cave] ?? { animal: '', owner: null };
        const inside = tokensAt(view, null, cave);
        cells.push(`cave ${cave} (${animal}${owner === null ? '' : `, home of seat ${owner}`})${inside === '' ? '' : ` holds ${inside}`}`);
      }
      lines.push(cells.join('').trimEnd());
    }
  }
  lines.push('tokens:');
  view.tokens.forEach((token, seat) => {
    const place = token.cave !== null ? `in cave ${token.cave}` : `on square ${token.square}`;
    const home = view.home.indexOf(seat);
    lines.push(`  seat ${seat}: ${place}, progress ${token.progress}/${board.lap}${home >= 0 ? `, home #${home + 1}` : ''}`);
  });
  lines.push('chits:');
  const labels = view.chits.map((chit, index) => `${String(index).padStart(2)}: ${chit === 'face-down' ? '##' : chitLabel(chit)}`);
  for (let start = 0; start < labels.length; start += 4) lines.push(`  ${labels.slice(start, start + 4).map((label) => label.padEnd(18)).join('').trimEnd()}`);
  lines.push(`last: ${describeLast(view)}`);
  return lines.join('\n');
}
