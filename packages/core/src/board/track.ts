/**
 * A path board: numbered positions joined by directed links, each link belonging to a lane.
 * A walker keeps the lane it is on while passing through a position, and a position can force
 * a lane on walks that start there (the Yut Nori shortcuts). Walking past the last link of a
 * lane leaves the track: see {@link OFF_TRACK}.
 *
 * @group Tracks
 */
export interface Track {
  /** Number of positions, `0 .. size-1`. */
  readonly size: number;
  /** Lane names; lane 0 is the main lane. */
  readonly lanes: readonly string[];
  /** `next[position * lanes.length + lane]`: the successor on that lane, or -1 when there is none. */
  readonly next: readonly number[];
  /** `startLane[position]`: the lane a walk starting here must take, or -1 to keep the walker's lane. */
  readonly startLane: readonly number[];
  /** `previous[position]`: the predecessor for a backward step, or -1 when there is none. */
  readonly previous: readonly number[];
}

/**
 * The position value meaning "left the track" (arrived home, finished).
 *
 * @group Tracks
 */
export const OFF_TRACK = -1;

/**
 * A link of a {@link TrackDefinition}.
 *
 * @group Tracks
 */
export interface TrackLink {
  /** The position the link leaves. */
  from: number;
  /** The position it reaches, or {@link OFF_TRACK} for leaving the board. */
  to: number;
  /** The lane it belongs to; the main lane when omitted. */
  lane?: string;
}

/**
 * The data a {@link Track} is built from.
 *
 * @group Tracks
 */
export interface TrackDefinition {
  /** Number of positions. */
  positions: number;
  /** The directed links; a position has at most one link per lane. */
  links: TrackLink[];
  /** The lane forced on walks that start at a position, by position. */
  startLanes?: Record<number, string>;
  /** Backward links (`previous[to] = from`), for moves that go back; by position. */
  previous?: Record<number, number>;
  /** The name of the main lane; `main` when omitted. */
  mainLane?: string;
}

/**
 * Builds a {@link Track} from its definition; throws a `RangeError` on an inconsistent one.
 *
 * @group Tracks
 */
export function track(definition: TrackDefinition): Track {
  const mainLane = definition.mainLane ?? 'main';
  const lanes = [mainLane];
  for (const link of definition.links) {
    const lane = link.lane ?? mainLane;
    if (!lanes.includes(lane)) lanes.push(lane);
  }
  for (const lane of Object.values(definition.startLanes ?? {})) if (!lanes.includes(lane)) lanes.push(lane);
  const size = definition.positions;
  const next = new Array<number>(size * lanes.length).fill(-1);
  for (const link of definition.links) {
    const lane = lanes.indexOf(link.lane ?? mainLane);
    if (link.from < 0 || link.from >= size || link.to < OFF_TRACK || link.to >= size) {
      throw new RangeError(`track: link ${link.from}->${link.to} is outside 0..${size - 1}`);
    }
    next[link.from * lanes.length + lane] = link.to === OFF_TRACK ? -2 : link.to;
  }
  const startLane = new Array<number>(size).fill(-1);
  for (const [position, lane] of Object.entries(definition.startLanes ?? {})) startLane[Number(position)] = lanes.indexOf(lane);
  const previous = new Array<number>(size).fill(-1);
  for (const [position, from] of Object.entries(definition.previous ?? {})) previous[Number(position)] = from;
  return { size, lanes, next, startLane, previous };
}

/**
 * The end of a walk: where the walker stands and on which lane.
 *
 * @group Tracks
 */
export interface WalkEnd {
  /** The final position, or {@link OFF_TRACK} when the walk left the track. */
  position: number;
  /** The lane index the walker ends on. */
  lane: number;
  /** Every position entered, in order (the last is `position`, or the last position before leaving). */
  path: number[];
}

/**
 * Walks `steps` forward from `from`. The walk takes the position's forced start lane if it has
 * one, else keeps `lane` (main by default); at a position with no link on the walker's lane it
 * falls back to the main lane. Returns {@link OFF_TRACK} as the position once a link leaves the
 * track (later steps are not taken). A position with no link at all stops the walk there.
 *
 * @group Tracks
 */
export function walk(board: Track, from: number, steps: number, lane = 0): WalkEnd {
  const laneCount = board.lanes.length;
  let current = from;
  let currentLane = board.startLane[from] ?? -1;
  if (currentLane < 0) currentLane = lane;
  const path: number[] = [];
  for (let step = 0; step < steps; step++) {
    let to = board.next[current * laneCount + currentLane] ?? -1;
    if (to === -1 && currentLane !== 0) {
      currentLane = 0;
      to = board.next[current * laneCount] ?? -1;
    }
    if (to === -2) return { position: OFF_TRACK, lane: currentLane, path };
    if (to === -1) break;
    current = to;
    path.push(current);
  }
  return { position: current, lane: currentLane, path };
}

/**
 * Walks `steps` backward along the `previous` links; stops where a position has none.
 *
 * @group Tracks
 */
export function walkBack(board: Track, from: number, steps: number): number {
  let current = from;
  for (let step = 0; step < steps; step++) {
    const to = board.previous[current] ?? -1;
    if (to < 0) break;
    current = to;
  }
  return current;
}

/**
 * A closed loop of `length` positions (a ring track, as around a volcano): the position `steps`
 * ahead of `from`, negative steps going back.
 *
 * @group Tracks
 */
export function ringStep(length: number, from: number, steps: number): number {
  return (((from + steps) % length) + length) % length;
}
