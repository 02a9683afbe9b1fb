import { unwrap } from '@games/core';
import { resultsOf, yunnori, type Animal, type YunnoriMove, type YunnoriState } from '@games/yunnori';
import { expect } from 'vitest';

const RESULT_NAMES = ['back-do', 'do', 'gae', 'geol', 'yut', 'mo'];

/**
 * A state from a readable table, one line per seat: `<name>[ (animal)] : <positions>`, for
 * example
 *   A        : 0 0 5 22
 *   B (pig)  : 21 0 0 0
 * then `turn` (the seat to act) and `results` (results already thrown, e.g. "mo geol": the
 * seat then moves; omitted: the seat is about to throw).
 */
export function position(table: string, { turn = 0, results, p }: { turn?: number; results?: string; p?: number } = {}): YunnoriState {
  const rows = table
    .trim()
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const ids: string[] = [];
  const animals: Animal[] = [];
  const pieces: number[][] = [];
  for (const row of rows) {
    const match = /^(\S+)\s*(?:\((\w+)\))?\s*:\s*(.*)$/.exec(row);
    if (match === null) throw new Error(`bad row ${row}`);
    ids.push(match[1] as string);
    if (match[2] !== undefined) animals.push(match[2] as Animal);
    pieces.push((match[3] as string).split(/\s+/).map(Number));
  }
  const advanced = animals.length > 0;
  let state = unwrap(
    yunnori.setup({
      ...(advanced ? { version: 'advanced' as const, animals, ids } : { players: rows.length, pieces: (pieces[0] as number[]).length }),
      start: { pieces, nextSeat: turn },
      ...(p === undefined ? {} : { stickFrontProbability: p }),
    }),
  );
  if (results !== undefined) {
    const counts = [0, 0, 0, 0, 0, 0];
    for (const name of results.split(/\s+/)) counts[RESULT_NAMES.indexOf(name)]! += 1;
    state = { ...state, results: counts, throws: 0, turnStart: false };
  }
  return state;
}

/** Plays moves written in notation; fails the test when one is refused. */
export function play(state: YunnoriState, ...moves: string[]): YunnoriState {
  let current = state;
  for (const text of moves) {
    const move = unwrap(yunnori.parseMove(text, current));
    const next = yunnori.play(current, move);
    if (!next.ok) expect.fail(`${text} refused: ${next.error.code}: ${next.error.message}`);
    current = next.value;
  }
  return current;
}

/** The error code of playing `text`, or "ok". */
export function refusal(state: YunnoriState, move: unknown): string {
  const result = yunnori.play(state, move as YunnoriMove);
  return result.ok ? 'ok' : result.error.code;
}

/** The legal moves in notation. */
export function legal(state: YunnoriState): string[] {
  return yunnori.legalMoves(state).map((move) => yunnori.formatMove(move));
}

/** A compact summary: who acts, results held, throws owed. */
export function summary(state: YunnoriState): string {
  const actor = yunnori.actor(state);
  const who = actor.kind === 'player' ? `seat ${actor.seat}` : actor.kind === 'chance' ? `throw (${state.throws}) for seat ${state.seat}` : `over, seat ${state.winner} won`;
  return `${who}; results: ${resultsOf(state).join(' ') || '-'}`;
}
