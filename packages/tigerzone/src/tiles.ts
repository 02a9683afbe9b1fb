/**
 * The 28 tile types of TigerZone as data: faces, special letter, and the segments of each tile
 * in its base orientation (12 ports around the edge, 9 zones in a 3x3 grid).
 */

/**
 * What a segment of a tile is: open country, water, a path, a den, or a crossroads centre.
 *
 * @group Board
 */
export type SegmentKind = 'jungle' | 'lake' | 'trail' | 'den' | 'crossroads';

/**
 * One segment of a tile in its base orientation.
 *
 * @group Board
 */
export interface SegmentShape {
  /** Jungle, lake, trail, den or crossroads. */
  readonly kind: SegmentKind;
  /** The edge ports it touches (0 N-west clockwise to 11 W-north); empty for dens and crossroads. */
  readonly ports: readonly number[];
  /** The zones (1-9, row by row from the north-west) it covers. */
  readonly zones: readonly number[];
}

/**
 * One of the 28 tile types.
 *
 * @group Board
 */
export interface TileType {
  /** The 5-character code: faces N, E, S, W in base orientation, then the special letter. */
  readonly code: string;
  /** How many tiles of this type exist, the start tile included. */
  readonly count: number;
  /** The segments in base orientation. */
  readonly segments: readonly SegmentShape[];
  /** The prey animal printed on the tile (buffalo, deer, boar), or null. */
  readonly prey: 'B' | 'D' | 'P' | null;
  /** True when a crocodile is printed on the tile. */
  readonly crocodile: boolean;
}

const N = [0, 1, 2];
const E = [3, 4, 5];
const S = [6, 7, 8];
const W = [9, 10, 11];
const ALL = [...N, ...E, ...S, ...W];

function zonesOf(digits: string): number[] {
  return [...digits].map(Number);
}
function jungle(ports: number[], zones: string): SegmentShape {
  return { kind: 'jungle', ports, zones: zonesOf(zones) };
}
function lake(ports: number[], zones: string): SegmentShape {
  return { kind: 'lake', ports, zones: zonesOf(zones) };
}
function trail(ports: number[], zones: string): SegmentShape {
  return { kind: 'trail', ports, zones: zonesOf(zones) };
}
const den: SegmentShape = { kind: 'den', ports: [], zones: [5] };
const crossroads: SegmentShape = { kind: 'crossroads', ports: [], zones: [5] };

/** Segments by the 4-letter face code (plus `X` for the den tiles). */
const SHAPES: Record<string, SegmentShape[]> = {
  JJJJ: [jungle(ALL, '123456789')],
  JJJJX: [jungle(ALL, '12346789'), den],
  JJTJX: [jungle([0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 11], '1234679'), trail([7], '8'), den],
  TTTT: [
    jungle([11, 0], '1'),
    jungle([2, 3], '3'),
    jungle([8, 9], '7'),
    jungle([5, 6], '9'),
    trail([1], '2'),
    trail([10], '4'),
    trail([4], '6'),
    trail([7], '8'),
    crossroads,
  ],
  TJTJ: [jungle([8, 9, 10, 11, 0], '147'), jungle([2, 3, 4, 5, 6], '369'), trail([1, 7], '258')],
  TJJT: [jungle([11, 0], '1'), jungle([2, 3, 4, 5, 6, 7, 8, 9], '36789'), trail([1, 10], '245')],
  TJTT: [
    jungle([11, 0], '1'),
    jungle([8, 9], '7'),
    jungle([2, 3, 4, 5, 6], '369'),
    trail([1], '2'),
    trail([10], '4'),
    trail([7], '8'),
    crossroads,
  ],
  LLLL: [lake(ALL, '123456789')],
  JLLL: [jungle(N, '1235'), lake([...E, ...S, ...W], '46789')],
  LLJJ: [lake([...N, ...E], '236'), jungle([...S, ...W], '145789')],
  JLJL: [jungle(N, '123'), lake([...E, ...W], '456'), jungle(S, '789')],
  LJLJ: [lake(N, '2'), lake(S, '8'), jungle([...E, ...W], '1345679')],
  LJJJ: [lake(N, '2'), jungle([...E, ...S, ...W], '13456789')],
  JLLJ: [lake(E, '6'), lake(S, '8'), jungle([...N, ...W], '1234579')],
  TLJT: [jungle([11, 0], '1'), jungle([2, ...S, 9], '3789'), trail([1, 10], '245'), lake(E, '6')],
  JLTT: [jungle([8, 9], '7'), jungle([...N, 11, 6], '1239'), trail([7, 10], '458'), lake(E, '6')],
  TLTJ: [jungle([8, ...W, 0], '147'), jungle([2, 6], '39'), trail([1, 7], '258'), lake(E, '6')],
  TLLL: [jungle([0], '1'), jungle([2], '3'), trail([1], '2'), lake([...E, ...S, ...W], '456789')],
  TLTT: [
    jungle([11, 0], '1'),
    jungle([8, 9], '7'),
    jungle([2, 6], '39'),
    trail([1], '2'),
    trail([10], '4'),
    trail([7], '8'),
    crossroads,
    lake(E, '6'),
  ],
  TLLT: [jungle([11, 0], '1'), jungle([2, 9], '37'), trail([1, 10], '245'), lake([...E, ...S], '689')],
  LJTJ: [jungle([8, ...W], '147'), jungle([...E, 6], '369'), trail([7], '58'), lake(N, '2')],
};

function tileType(code: string, count: number): TileType {
  const faces = code.slice(0, 4);
  const special = code[4] ?? '-';
  const segments = SHAPES[special === 'X' ? `${faces}X` : faces];
  if (segments === undefined) throw new Error(`no shape for ${code}`);
  const prey = special === 'B' || special === 'D' || special === 'P' ? special : null;
  return { code, count, segments, prey, crocodile: special === 'C' };
}

/**
 * Every tile type with its count (77 tiles in all, the start tile included).
 *
 * @group Board
 */
export const TILE_TYPES: readonly TileType[] = [
  tileType('JJJJ-', 1),
  tileType('JJJJX', 4),
  tileType('JJTJX', 2),
  tileType('TTTT-', 1),
  tileType('TJTJ-', 8),
  tileType('TJJT-', 9),
  tileType('TJTT-', 4),
  tileType('LLLL-', 1),
  tileType('JLLL-', 4),
  tileType('LLJJ-', 5),
  tileType('JLJL-', 3),
  tileType('LJLJ-', 3),
  tileType('LJJJ-', 5),
  tileType('JLLJ-', 2),
  tileType('TLJT-', 1),
  tileType('TLJTP', 2),
  tileType('JLTT-', 1),
  tileType('JLTTB', 2),
  tileType('TLTJ-', 3),
  tileType('TLTJD', 2),
  tileType('TLLL-', 1),
  tileType('TLLLC', 2),
  tileType('TLTT-', 1),
  tileType('TLTTP', 2),
  tileType('TLLT-', 3),
  tileType('TLLTB', 2),
  tileType('LJTJ-', 1),
  tileType('LJTJD', 2),
];

/**
 * The 28 tile codes in the order of {@link TILE_TYPES}.
 *
 * @group Board
 */
export const TILE_CODES: readonly string[] = TILE_TYPES.map((type) => type.code);

/**
 * The code of the start tile, which lies at (0, 0) in rotation 0 before the first turn.
 *
 * @group Board
 */
export const START_TILE = 'TLTJ-';

const TYPE_INDEX: Record<string, number> = Object.fromEntries(TILE_CODES.map((code, index) => [code, index]));

/** The index of a tile code in {@link TILE_TYPES}, or -1 for an unknown code. */
export function tileTypeIndex(code: unknown): number {
  return typeof code === 'string' && Object.hasOwn(TYPE_INDEX, code) ? (TYPE_INDEX[code] as number) : -1;
}

/**
 * The 76 tiles of the standard deck (every tile but the start tile), in table order.
 *
 * @group Board
 */
export function standardDeck(): string[] {
  const deck: string[] = [];
  for (const type of TILE_TYPES) {
    const copies = type.code === START_TILE ? type.count - 1 : type.count;
    for (let copy = 0; copy < copies; copy++) deck.push(type.code);
  }
  return deck;
}
