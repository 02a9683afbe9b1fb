/**
 * Test helpers: games built from moves in the tournament notation, and the board drawn as text.
 */
import { unwrap } from '@games/core';
import { renderText, tigerzone, type TigerZoneMove, type TigerZoneState } from '@games/tigerzone';

/** The tile code a notation line names (`PLACE <code> ...` or `TILE <code> ...`). */
function codeOf(line: string): string {
  const code = line.trim().split(/\s+/)[1];
  if (code === undefined) throw new Error(`no tile in "${line}"`);
  return code;
}

/**
 * Sets up a game whose deck holds exactly the tiles of `lines` (in order) followed by `then`,
 * and plays `lines`, seats taking turns from seat 0. Throws on any refused move.
 */
export function game(lines: readonly string[], { then = ['JJJJ-'], players = 2 }: { then?: string[]; players?: number } = {}): TigerZoneState {
  let state = unwrap(tigerzone.setup({ players, deck: [...lines.map(codeOf), ...then] }));
  for (const line of lines) state = playLine(state, line);
  return state;
}

/** Plays one move in notation, throwing with the engine's message when it is refused. */
export function playLine(state: TigerZoneState, line: string): TigerZoneState {
  const move = unwrap(tigerzone.parseMove(line, state));
  const result = tigerzone.play(state, move);
  if (!result.ok) throw new Error(`${line}: ${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** The error code `play` gives for a move in notation (or 'ok' when it is accepted). */
export function refusal(state: TigerZoneState, line: string): string {
  const move = tigerzone.parseMove(line, state);
  if (!move.ok) return move.error.code;
  const result = tigerzone.play(state, move.value);
  return result.ok ? 'ok' : result.error.code;
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

/** The legal moves in notation. */
export function legalLines(state: TigerZoneState): string[] {
  return tigerzone.legalMoves(state).map((move) => tigerzone.formatMove(move));
}
