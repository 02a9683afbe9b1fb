/**
 * A plain-text board for terminals, drawn from a view (so hidden ranks stay hidden).
 *
 * @module
 */
import { COLUMNS, IS_LAKE } from './board.js';
import { RANK_LETTERS, RANK_NAMES } from './pieces.js';
import { outcomeReason, type Seat } from '@games/core';
import type { StrategoView } from './view.js';

const SEATS = ['Red', 'Blue'] as const;

const BATTLE_RESULTS = {
  'attacker-wins': 'the attacker wins',
  'defender-wins': 'the defender wins',
  'both-removed': 'both are removed',
  'flag-captured': 'the Flag is captured',
} as const;

/**
 * Draws a view as text: row 10 at the top, each square three characters wide. A piece is its
 * owner's initial (`r` Red, `b` Blue) then its rank letter (`M 9 8 7 6 5 4 3 2 S B F`); an enemy
 * piece whose rank is hidden shows `#` while it has never moved (it may be a Bomb or the Flag) and
 * `?` once it has. `.` is an empty square, `~~` a lake. Status lines follow the board: the last
 * move with its battle (both ranks and the result, which the rules reveal to everyone), the
 * pieces each side has lost, whose turn it is, and the pieces still to place.
 *
 * @param seat - the seat the text is for (`null`: a spectator); the view alone decides what is
 * shown, so this only has to match the seat the view was made for.
 *
 * @example
 * ```ts
 * import { unwrap } from '@games/core';
 * import { renderText, stratego } from '@games/stratego';
 *
 * const state = unwrap(stratego.setup({ redSetup: 'random', blueSetup: 'random', seed: 3 }));
 * console.log(renderText(stratego.view(state, 1), 1)); // Blue's board: Red's pieces shown as unknown
 * ```
 *
 * @group Views and drawing
 */
export function renderText(view: StrategoView, seat?: Seat | null): string {
  const lines: string[] = [];
  const header = `    ${[...COLUMNS].map((column) => ` ${column} `).join('')}`;
  lines.push(header);
  for (let row = 9; row >= 0; row--) {
    let line = `${String(row + 1).padStart(3)} `;
    for (let column = 0; column < 10; column++) {
      const square = row * 10 + column;
      const piece = view.squares[square];
      if (IS_LAKE[square]) line += ' ~~';
      else if (piece === null || piece === undefined) line += ' . ';
      else {
        const owner = piece.owner === 0 ? 'r' : 'b';
        const letter = piece.rank === null ? (piece.moved ? '?' : '#') : RANK_LETTERS[piece.rank];
        line += ` ${owner}${letter}`;
      }
    }
    lines.push(`${line}  ${row + 1}`);
  }
  lines.push(header);
  const who = view.viewer === null ? 'spectator' : SEATS[view.viewer] ?? `seat ${view.viewer}`;
  lines.push(`${view.rules.variant} - view of ${who} - ply ${view.ply} (${view.pliesWithoutAttack} since the last attack)`);
  if (view.lastMove !== null) {
    const combat = view.lastCombat;
    const by = view.lastMover === null ? '' : ` by ${SEATS[view.lastMover] ?? `seat ${view.lastMover}`}`;
    const fight = combat === null ? '' : `: ${RANK_NAMES[combat.attacker]} attacks ${RANK_NAMES[combat.defender]}, ${BATTLE_RESULTS[combat.result]}`;
    lines.push(`last move ${view.lastMove.from}-${view.lastMove.to}${by}${fight}`);
  }
  if (view.phase !== 'setup') {
    for (const [owner, name] of SEATS.entries()) {
      const lost = (view.lost[owner] ?? []).flatMap((count, rank) => (rank > 0 && count > 0 ? [count === 1 ? RANK_LETTERS[rank] : `${RANK_LETTERS[rank]}x${count}`] : []));
      if (lost.length > 0) lines.push(`${name} lost: ${lost.join(' ')}`);
    }
  }
  if (view.outcome !== null) {
    const ranking = view.outcome.ranking;
    const result = ranking.length === 1 ? 'draw' : `${SEATS[ranking[0]![0]!] ?? '?'} wins`;
    lines.push(`game over: ${result} (${outcomeReason(view.outcome.reason)})`);
  } else if (view.toMove !== null) {
    const action = view.phase === 'setup' ? 'to place pieces' : 'to move';
    lines.push(`${SEATS[view.toMove] ?? `seat ${view.toMove}`} ${action}`);
  }
  if (view.phase === 'setup' && view.reserve !== null) {
    const left = view.reserve.flatMap((count, rank) => (rank > 0 && count > 0 ? [`${RANK_LETTERS[rank]}x${count}`] : []));
    if (left.length > 0) lines.push(`to place: ${left.join(' ')}`);
  }
  return lines.join('\n');
}
