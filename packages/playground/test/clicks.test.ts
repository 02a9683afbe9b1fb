import { describe, expect, it } from 'vitest';
import { click, mentions, narrowMoves, nextTokens, notationWords } from '../src/clicks.js';

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

  it('narrows by each click and plays the one move left', () => {
    const first = click(stratego, [], 'G4', squares);
    expect(first).toEqual({ kind: 'choose', chosen: ['G4'], moves: ['G4-H4', 'G4-G3'], next: ['H4', 'G3'] });
    expect(click(stratego, ['G4'], 'G3', squares)).toEqual({ kind: 'play', notation: 'G4-G3' });
  });

  it('starts again from a click that fits no remaining move, and refuses one no move uses', () => {
    expect(click(stratego, ['G4'], 'E4', squares)).toMatchObject({ kind: 'choose', chosen: ['E4'] });
    expect(click(stratego, ['G4'], 'A1', squares)).toEqual({ kind: 'none', token: 'A1' });
  });

  it('takes a chosen token back when it is clicked again', () => {
    expect(click(stratego, ['G4'], 'G4', squares)).toMatchObject({ kind: 'choose', chosen: [], moves: stratego });
  });

  it('keeps the longest token at a word (a tile slot before its coordinates)', () => {
    const moves = ['PLACE T AT 0 1 90 NONE', 'PLACE T AT 0 1 90 TIGER 1', 'PLACE T AT 1 0 0 NONE'];
    expect(nextTokens(moves, [], ['AT 0 1', 'AT 1 0', '0', '1']).sort()).toEqual(['AT 0 1', 'AT 1 0']);
    expect(narrowMoves(moves, ['AT 0 1', 'NONE'])).toEqual(['PLACE T AT 0 1 90 NONE']);
  });
});
