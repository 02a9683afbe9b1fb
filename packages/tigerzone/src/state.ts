/**
 * The data of a TigerZone game: its options and its state, all plain JSON.
 *
 * @module
 */
import type { Seat } from '@games/core';

/**
 * Options for {@link tigerzone}'s `setup`.
 *
 * @group State and options
 */
export interface TigerZoneOptions {
  /** Number of players, 2 (the tournament size) to 4; default 2. */
  players?: number;
  /** Seed of the deck shuffle; default 0. Ignored when `deck` is given. */
  seed?: number;
  /**
   * The tiles to deal, in order, instead of a shuffled standard deck (tile codes such as
   * `TLTJ-`, the start tile excluded). Any list of valid codes of at most 1022 tiles (what the
   * board's coordinate range can hold) is accepted; the standard deck is the 76 tiles of the table.
   */
  deck?: string[];
  /** Whether every player sees the whole order of the deck (the tournament showed it); default false. */
  revealDeck?: boolean;
  /**
   * Move numbers (from 1, as the tournament counts them) at which a tournament server ruled a
   * follower legal that these rules refuse: at each, a tiger or crocodile may be placed beyond the
   * supply (which then counts below zero), and a crocodile on any tile with a lake or trail even
   * where one of them already holds a crocodile. The 2016 server counted neither (see the
   * tournament guide), so a client that follows that server's echoes records its rulings here and
   * the game still replays exactly. Strictly increasing; default none.
   */
  serverRulings?: number[];
}

/**
 * A rotation in degrees counter-clockwise.
 *
 * @group State and options
 */
export type Rotation = 0 | 90 | 180 | 270;

/**
 * A tile on the board.
 *
 * @group State and options
 */
export interface PlacedTile {
  /** The tile code, such as `TLTJD`. */
  code: string;
  /** Column; east is +x. */
  x: number;
  /** Row; north is +y. */
  y: number;
  /** Rotation in degrees counter-clockwise. */
  rotation: Rotation;
  /** Index of the tile type in `TILE_TYPES` (derived from `code`, kept for speed). */
  type: number;
  /** The feature element of the tile's first segment; its segments are numbered on from here. */
  firstSegment: number;
  /** The seat whose crocodile lies on this tile, or null. */
  crocodile: Seat | null;
}

/**
 * A tiger on the board.
 *
 * @group State and options
 */
export interface Tiger {
  /** Its owner. */
  seat: Seat;
  /** Column of its tile. */
  x: number;
  /** Row of its tile. */
  y: number;
  /** The zone it was placed by (the lowest zone of its feature on that tile). */
  zone: number;
  /** The feature element (segment) it stands on. */
  segment: number;
}

/**
 * The whole state of a game. Features are kept incrementally: every segment of every placed
 * tile is an element of the union-find `features`; counters per feature sit at its root.
 *
 * @group State and options
 */
export interface TigerZoneState {
  /** Number of players. */
  players: number;
  /** Whether views show the deck order. */
  revealDeck: boolean;
  /** The option `serverRulings`, when given (absent otherwise). */
  serverRulings?: number[];
  /** The tiles to deal, in order (never changes during a game). */
  deck: string[];
  /** How many tiles of `deck` have been handled; `deck[drawn]` is the current tile. */
  drawn: number;
  /** The tiles on the board in the order they were laid (the start tile first). */
  tiles: PlacedTile[];
  /** The open frontier: keys (core sparse-grid) of the empty cells next to at least one tile. */
  open: number[];
  /** Four entries per open cell: the index in `tiles` of its N, E, S, W neighbour, or -1. */
  openNeighbours: number[];
  /**
   * Per open cell, the faces its neighbours require: two bits per side (side s at bits 2s),
   * 0 jungle, 1 lake, 2 trail, 3 no neighbour.
   */
  openNeeds: number[];
  /** Union-find parents over segments (see `@games/core` `UnionFind`). */
  parent: number[];
  /** Union-find set sizes over segments. */
  size: number[];
  /** The index in `tiles` of each segment's tile. */
  segmentTile: number[];
  /** At a feature's root: the number of its ports not yet matched by a neighbour. */
  openPorts: number[];
  /** At a feature's root: the number of tigers in it. */
  tigerCount: number[];
  /** At a feature's root: at least the number of crocodiles in it (placed and printed; 0 exactly when none). */
  crocodileCount: number[];
  /** The tigers on the board. */
  tigers: Tiger[];
  /** Tigers left in supply, by seat. */
  tigerSupply: number[];
  /** Crocodiles left in supply, by seat. */
  crocodileSupply: number[];
  /** Score by seat: running during the game, final once it is over. */
  scores: number[];
}
