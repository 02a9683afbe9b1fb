import { unwrap } from '@games/core';
import { resultsOf, yunnori, type Animal, type YunnoriState } from '@games/yunnori';

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

/** A compact summary: who acts, results held, throws owed. */
export function summary(state: YunnoriState): string {
  const actor = yunnori.actor(state);
  const who = actor.kind === 'player' ? `seat ${actor.seat}` : actor.kind === 'chance' ? `throw (${state.throws}) for seat ${state.seat}` : `over, seat ${state.winner} won`;
  return `${who}; results: ${resultsOf(state).join(' ') || '-'}`;
}
