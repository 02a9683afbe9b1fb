import { describe, expect, it } from 'vitest';
import { unwrap } from '@games/core';
import { ANIMALS, ARRIVED, movePath, movePiece, YUT_RESULTS, yunnori, type YunnoriState } from '@games/yunnori';
import { renderSvg } from '@games/yunnori/svg';

/** Plays the notations in order from a fresh two-player game. */
function played(notations: readonly string[], options: Record<string, unknown> = { players: 2 }): YunnoriState {
  let state = unwrap(yunnori.setup(options));
  for (const notation of notations) state = unwrap(yunnori.play(state, unwrap(yunnori.parseMove(notation, state))));
  return state;
}

/** The `<g>` element of `kind` with `token` in an SVG string (its opening tag up to its title's end). */
function group(svg: string, kind: string, token: string): string {
  const start = svg.indexOf(`data-notation="${token}" data-kind="${kind}"`) >= 0 ? svg.indexOf(`data-notation="${token}" data-kind="${kind}"`) : svg.indexOf(`data-kind="${kind}" data-notation="${token}"`);
  expect(start, `${kind} ${token} is drawn`).toBeGreaterThanOrEqual(0);
  return svg.slice(start, svg.indexOf('</g>', start));
}

describe('movePath: the positions a move passes, as the rules walk them', () => {
  it('walks the outer ring, takes the shortcut from a corner, heads for the finish from the centre', () => {
    expect(unwrap(movePath(0, 'gae'))).toEqual([1, 2]);
    expect(unwrap(movePath(3, 'geol'))).toEqual([4, 5, 6]);
    // a piece standing on a corner takes the diagonal; one passing it keeps to the ring
    expect(unwrap(movePath(5, 'gae'))).toEqual([20, 21]);
    expect(unwrap(movePath(4, 'geol'))).toEqual([5, 6, 7]);
    expect(unwrap(movePath(10, 'yut'))).toEqual([25, 26, 22, 27]);
    expect(unwrap(movePath(22, 'do'))).toEqual([27]);
    // passing the centre along diagonal A goes on to the corner 15
    expect(unwrap(movePath(21, 'geol'))).toEqual([22, 23, 24]);
  });

  it('ends with arrived (100) once a piece passes the finish corner, and steps back one position with back-do', () => {
    expect(unwrap(movePath(28, 'geol'))).toEqual([29, ARRIVED]);
    expect(unwrap(movePath(19, 'mo'))).toEqual([29, ARRIVED]);
    expect(unwrap(movePath(29, 'do'))).toEqual([ARRIVED]);
    expect(unwrap(movePath(1, 'back-do'))).toEqual([29]);
    expect(unwrap(movePath(20, 'back-do'))).toEqual([5]);
  });

  it("follows the cow's yellow path", () => {
    expect(unwrap(movePath(4, 'geol', 'cow'))).toEqual([5, 20, 21]);
  });

  it('ends where movePiece lands for every position, result and animal, and refuses what it refuses with the same code', () => {
    for (const animal of [undefined, ...ANIMALS]) {
      for (let position = 0; position < 30; position++) {
        for (const result of YUT_RESULTS) {
          const landing = movePiece(position, result, animal);
          const path = movePath(position, result, animal);
          if (!landing.ok) expect(path.ok ? null : path.error.code).toBe(landing.error.code);
          else expect(unwrap(path).at(-1)).toBe(landing.value);
        }
      }
    }
    expect(movePath(0, 'back-do').ok).toBe(false);
    expect(movePath(30, 'do').ok).toBe(false);
    expect(movePath(3, 'leap').ok).toBe(false);
  });
});

describe('renderSvg with lastMoves: the throws, the path and the landing of each seat', () => {
  it("draws seat 0's throws, its path and its landing, in words in the titles", () => {
    const state = played(['throw geol', '0 geol']);
    const svg = renderSvg(yunnori.view(state, null), null, { lastMoves: [{ seat: 0, notations: ['throw geol', '0 geol'] }] });
    expect(svg).toContain('threw geol');
    expect(svg).toContain('The last throws of Seat 0: geol');
    for (const passed of ['1', '2']) expect(group(svg, 'position', passed)).toContain('on the path of the last move of Seat 0');
    const landing = group(svg, 'position', '3');
    expect(landing).toContain('where the last move of Seat 0 landed');
    expect(landing).toContain('class="last-move-landing"');
    // the piece it carried there
    expect(group(svg, 'stack', '3')).toContain('carried here by the last move of Seat 0');
    // nothing else is marked
    expect(svg.match(/class="last-move-path"/g)).toHaveLength(2);
    expect(svg.match(/class="last-move-landing"/g)).toHaveLength(1);
  });

  it('marks the arrived box of a piece that arrived', () => {
    const state = unwrap(yunnori.setup({ players: 2, pieces: 2 }));
    const svg = renderSvg(yunnori.view(state, 0), 0, { lastMoves: [{ seat: 1, notations: ['28 geol'] }] });
    expect(svg).toContain('the last move of Seat 1 arrived here');
    expect(group(svg, 'position', '29')).toContain('on the path of the last move of Seat 1');
  });

  it('draws nothing of the kind without lastMoves', () => {
    const svg = renderSvg(yunnori.view(played(['throw geol', '0 geol']), 0), 0);
    expect(svg).not.toContain('last-move');
    expect(svg).not.toContain('threw');
  });
});
