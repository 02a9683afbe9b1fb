import { defaultAfterPass, type GodPower } from '../power.js';
import { teamOf, teamWorkersOnBoard, type SantoriniState } from '../state.js';

/** Hermes' turn mode while his workers walk on one level each. */
const WALKING = 1;

/** The layout of the acting team's two workers as one number (for the visited list). */
function layout(state: SantoriniState, worker: number, square: number): number {
  const first = 2 * teamOf(state, state.seat);
  const a = first === worker ? square : (state.workers[first] ?? -1);
  const b = first + 1 === worker ? square : (state.workers[first + 1] ?? -1);
  return (a + 1) * 26 + (b + 1);
}

/**
 * Hermes: either a normal turn, or his workers walk: any number of steps by either worker, each on
 * the same level, then either worker builds. Walking starts with a same-level first step (or with
 * `pass` before any step, to build without moving); `pass` ends the walk. The engine refuses a
 * step that recreates a layout already seen this turn, so a turn is finite; every layout reachable
 * by walking stays reachable.
 */
export const hermes: GodPower = {
  name: 'hermes',
  title: 'Hermes',
  summary: 'Either a normal turn, or move either or both workers any number of times on the same level, then either worker builds.',
  playerCounts: [2, 3, 4],
  repeatsPositions: true,
  unboundedSteps: true,
  staysLevel: (state) => state.turn.mode === WALKING,
  beginTurn(draft) {
    draft.optional = true;
    draft.turn.notes = [layout(draft, -1, -1)];
  },
  canStep(state, worker, from, to) {
    if (state.turn.mode !== WALKING) return true;
    return state.levels[from] === state.levels[to] && !state.turn.notes.includes(layout(state, worker, to));
  },
  afterStep(draft, worker, from, to) {
    if (draft.turn.mode !== WALKING && draft.levels[from] !== draft.levels[to]) return;
    draft.turn.mode = WALKING;
    draft.phase = 'move';
    draft.optional = true;
    draft.turn.movers = teamWorkersOnBoard(draft, draft.seat);
    draft.turn.notes = [...draft.turn.notes, layout(draft, -1, -1)];
  },
  turnKey: (state) => (state.turn.mode === WALKING ? 'walking' : `${state.turn.steps},${state.turn.worker},${state.turn.start},${state.turn.builders}`),
  afterPass(draft) {
    if (draft.phase !== 'move') return defaultAfterPass(draft);
    draft.phase = 'build';
    draft.optional = false;
    draft.turn.builders = teamWorkersOnBoard(draft, draft.seat);
    draft.turn.movers = 0;
  },
};
