/**
 * The plain-text board a terminal shows (the game's `renderText`), drawn from a view alone.
 *
 * @module
 */
import { outcomeReason } from '@games/core';
import { SQUARE_NAMES } from './board.js';
import { godNamed } from './gods/index.js';
import { teamOf } from './state.js';
import type { SantoriniView } from './view.js';

/** The letter marking the workers of a team on text boards: `a`, `b`, `c`. */
export function teamLetter(team: number): string {
  return String.fromCharCode(97 + team);
}

/**
 * A plain-text board: ranks 5 to 1 top-down, files A to E; each space is its level, then `D` for
 * a dome or the team letter of the worker on it (`a` is seat 0's team, `b` seat 1's, ...). Seats
 * are numbered from 0, as everywhere in the `Game` contract. The board is the same for every
 * `seat` (nothing on it is hidden; Chaos' hidden deck is not drawn), so `seat` may be left out.
 *
 * @example
 * ```ts
 * import { unwrap } from '@games/core';
 * import { renderText, santorini } from '@games/santorini';
 *
 * const state = unwrap(santorini.setup({ players: 2 }));
 * console.log(renderText(santorini.view(state, null)));  // the 5x5 board with heights, workers and whose turn
 * ```
 *
 * @group Views and drawing
 */
export function renderText(view: SantoriniView, _seat?: number | null): string {
  const lines: string[] = [];
  const seats = view.gods.map((god, seat) => {
    const data = godNamed(god)?.encodeData?.(view.powers[seat] ?? null) ?? '';
    const status = view.out.includes(seat) ? ' (out)' : '';
    return `${seat}:${teamLetter(teamOf(view, seat))}=${god}${data}${status}`;
  });
  lines.push(`Santorini, ${view.players} players - ${seats.join('  ')}`);
  lines.push('    A   B   C   D   E');
  for (let rank = 4; rank >= 0; rank--) {
    let row = `${rank + 1} `;
    for (let file = 0; file < 5; file++) {
      const square = rank * 5 + file;
      const worker = view.workers.indexOf(square);
      const mark = (view.domes & (1 << square)) !== 0 ? 'D' : worker >= 0 ? teamLetter(worker >> 1) : ' ';
      row += `  ${view.levels[square]}${mark}`;
    }
    lines.push(row.trimEnd());
  }
  if (view.outcome !== null) {
    const winners = view.outcome.ranking[0] ?? [];
    const result = view.outcome.ranking.length === 1 ? 'draw' : `won by seat ${winners.join(' and ')}`;
    lines.push(`Game over: ${result} (${outcomeReason(view.outcome.reason)}) after ${view.turns} turns`);
  } else if (view.phase === 'place') {
    lines.push(`Seat ${view.seat} places a worker`);
  } else {
    const moved = view.turn.worker >= 0 ? ` (moved ${SQUARE_NAMES[view.workers[view.turn.worker] ?? 0]})` : '';
    const what = view.phase === 'move' ? 'moves' : view.phase === 'build' ? 'builds' : `uses ${godNamed(view.gods[view.seat] ?? 'mortal')?.title ?? 'its power'}`;
    lines.push(`Turn ${view.turns + 1}: seat ${view.seat} ${what}${view.optional ? ' or passes' : ''}${moved}`);
  }
  return lines.join('\n');
}
