/**
 * Test helpers: games built from moves in the tournament notation (played with `scenario` from
 * `@games/testing`), and the board drawn as text.
 */
import { scenario, type Scenario } from '@games/testing';
import { renderText, tigerzone, type TigerZoneMove, type TigerZoneState } from '@games/tigerzone';

/** The tile code a notation line names (`PLACE <code> ...` or `TILE <code> ...`). */
function codeOf(line: string): string {
  const code = line.trim().split(/\s+/)[1];
  if (code === undefined) throw new Error(`no tile in "${line}"`);
  return code;
}

/**
 * The scenario of a game whose deck holds exactly the tiles of `lines` (in order) followed by
 * `then`, after playing `lines`, seats taking turns from seat 0. Throws on any refused move.
 */
export function game(
  lines: readonly string[],
  { then = ['JJJJ-'], players = 2, serverRulings }: { then?: string[]; players?: number; serverRulings?: number[] } = {},
): Scenario<TigerZoneState, TigerZoneMove> {
  return scenario(tigerzone)
    .setup({ players, deck: [...lines.map(codeOf), ...then], ...(serverRulings === undefined ? {} : { serverRulings }) })
    .play(...lines);
}

/** The board part of `renderText`: the tiles as 3x3 zone pictures, rows from north to south. */
export function board(state: TigerZoneState): string {
  const text = renderText(tigerzone.view(state, null));
  return text.slice(0, text.indexOf('\n\n'));
}

/** The tiger zones offered for the current tile at `(x, y)` turned `rotation`. */
export function tigerZones(state: TigerZoneState, x: number, y: number, rotation: number): number[] {
  return tigerzone
    .legalMoves(state)
    .flatMap((move: TigerZoneMove) =>
      move.kind === 'place' && move.x === x && move.y === y && move.rotation === rotation && move.follower === 'tiger' ? [move.zone] : [],
    );
}
