import { describe, expect, it } from 'vitest';
import { click, highlightFor, mentions, narrowMoves, nextTokens, notationWords, takeBack } from '../src/clicks.js';

describe('click protocol', () => {
  it('splits notation into words, a step between squares too', () => {
    expect(notationWords('B3-A4')).toEqual(['B3', 'A4']);
    expect(notationWords('throw back-do')).toEqual(['throw', 'back-do']);
    expect(notationWords('PLACE TLTJ- AT -1 0 90 TIGER 2')).toEqual(['PLACE', 'TLTJ-', 'AT', '-1', '0', '90', 'TIGER', '2']);
  });

  it('matches tokens of several words only when consecutive', () => {
    expect(mentions('PLACE TLTJ- AT 0 1 90 NONE', 'AT 0 1')).toBe(true);
    expect(mentions('PLACE TLTJ- AT 0 2 1 NONE', 'AT 0 1')).toBe(false);
    expect(mentions('B3-A4', 'A')).toBe(false);
  });

  const stratego = ['G4-H4', 'G4-G3', 'E4-E5', 'E4-F4'];
  const squares = ['G4', 'H4', 'G3', 'E4', 'E5', 'F4', 'A1'];

  it('offers the first square of every move before a click', () => {
    expect(nextTokens(stratego, [], squares).sort()).toEqual(['E4', 'G4']);
  });

  it('selects a piece first, then plays the move by its highlighted target', () => {
    const first = click(stratego, [], 'G4', squares);
    expect(first).toEqual({ kind: 'choose', chosen: ['G4'], moves: ['G4-H4', 'G4-G3'], next: ['H4', 'G3'] });
    expect(click(stratego, ['G4'], 'G3', squares)).toEqual({ kind: 'play', notation: 'G4-G3' });
  });

  it('never plays a piece with one legal move on its first click', () => {
    const single = ['K4-K5', 'E4-E5', 'E4-F4'];
    expect(click(single, [], 'K4', ['K4', 'K5', 'E4', 'E5', 'F4'])).toEqual({ kind: 'choose', chosen: ['K4'], moves: ['K4-K5'], next: ['K5'] });
  });

  it('plays nothing when the click is outside the highlighted targets', () => {
    // a target square of another piece: the selection is cleared, nothing is played
    expect(click(stratego, ['G4'], 'E5', squares)).toMatchObject({ kind: 'choose', chosen: [] });
    // a square only one piece can reach, with nothing selected: still nothing played
    expect(click(stratego, [], 'H4', squares)).toMatchObject({ kind: 'choose', chosen: [] });
    // a square no move uses
    expect(click(stratego, ['G4'], 'A1', squares)).toMatchObject({ kind: 'choose', chosen: [] });
  });

  it('switches the selection to another piece that can move', () => {
    expect(click(stratego, ['G4'], 'E4', squares)).toEqual({ kind: 'choose', chosen: ['E4'], moves: ['E4-E5', 'E4-F4'], next: ['E5', 'F4'] });
  });

  it('takes a chosen token back when it is clicked again, and Back takes back the last click', () => {
    expect(click(stratego, ['G4'], 'G4', squares)).toMatchObject({ kind: 'choose', chosen: [], moves: stratego });
    expect(takeBack(['AT 0 1', 'AT 0 1 90'])).toEqual(['AT 0 1']);
    expect(takeBack([])).toEqual([]);
  });

  it('plays a one-token move (a chit, an action) on its click, and keeps moves that differ off the board ambiguous', () => {
    expect(click(['flip 0', 'flip 3', 'end'], [], '3', ['0', '3', 'end'])).toEqual({ kind: 'play', notation: 'flip 3' });
    expect(click(['build B4', 'dome B4', 'build C4'], [], 'B4', ['B4', 'C4'])).toEqual({ kind: 'choose', chosen: ['B4'], moves: ['build B4', 'dome B4'], next: [] });
  });

  it('highlights the first choices with nothing selected', () => {
    expect(highlightFor(stratego, [], squares).sort()).toEqual(['E4', 'G4']);
    expect(highlightFor(stratego, ['E4'], squares).sort()).toEqual(['E5', 'F4']);
  });

  it('keeps the longest token at a word (a tile slot before its coordinates)', () => {
    const moves = ['PLACE T AT 0 1 90 NONE', 'PLACE T AT 0 1 90 TIGER 1', 'PLACE T AT 1 0 0 NONE'];
    expect(nextTokens(moves, [], ['AT 0 1', 'AT 1 0', '0', '1']).sort()).toEqual(['AT 0 1', 'AT 1 0']);
    expect(narrowMoves(moves, ['AT 0 1', 'NONE'])).toEqual(['PLACE T AT 0 1 90 NONE']);
  });
});
