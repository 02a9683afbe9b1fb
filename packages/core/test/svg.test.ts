import { DOMParser } from '@xmldom/xmldom';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clickable, element, escapeXml, label, mentions, narrowMoves, nextChoices, notationWords, OKABE_ITO, SEAT_MARKS, seatMark, seatToken, stateMarks, svgDocument, title } from '@games/core/svg';

function wellFormed(svg: string): string[] {
  const problems: string[] = [];
  // Warnings are not well-formedness problems (xmldom warns about U+FFFD, which escapeXml writes for characters XML forbids).
  try {
    new DOMParser({ onError: (level, message) => void (level === 'warning' || problems.push(`${level}: ${message}`)) }).parseFromString(svg, 'image/svg+xml');
    // xmldom lets a bare `&` through: every ampersand must start an entity.
    if (/&(?!(amp|lt|gt|quot|apos);)/.test(svg)) problems.push('a bare &');
  } catch (error) {
    // A fatal error is reported through onError, then thrown.
    problems.push(String(error));
  }
  return problems;
}

describe('notation words and the click protocol', () => {
  it('splits at white space and at a hyphen between a square and the next', () => {
    expect(notationWords('B3-A4')).toEqual(['B3', 'A4']);
    expect(notationWords('E10-E9')).toEqual(['E10', 'E9']);
    expect(notationWords('place M E4')).toEqual(['place', 'M', 'E4']);
    expect(notationWords('0 back-do')).toEqual(['0', 'back-do']);
    expect(notationWords('PLACE TLTJ- AT -1 0 90 TIGER 8')).toEqual(['PLACE', 'TLTJ-', 'AT', '-1', '0', '90', 'TIGER', '8']);
    expect(notationWords('  flip   3 ')).toEqual(['flip', '3']);
    expect(notationWords('')).toEqual([]);
  });

  it('a token is mentioned when its words occur in a row', () => {
    expect(mentions('B3-A4', 'A4')).toBe(true);
    expect(mentions('B3-A4', 'A')).toBe(false);
    expect(mentions('PLACE TLTJ- AT 0 1 90 NONE', 'AT 0 1')).toBe(true);
    expect(mentions('PLACE TLTJ- AT 0 1 90 NONE', 'AT 0 1 90')).toBe(true);
    expect(mentions('PLACE TLTJ- AT 1 0 90 NONE', 'AT 0 1')).toBe(false);
    expect(mentions('22 do', 'do')).toBe(true);
    expect(mentions('22 back-do', 'do')).toBe(false);
    expect(mentions('flip 12', '1')).toBe(false);
    expect(mentions('end', '')).toBe(false);
  });

  it('narrows moves to those mentioning every token chosen', () => {
    const moves = ['B3-A4', 'B3-B4', 'C2-B3', 'build B4'];
    expect(narrowMoves(moves, ['B3'])).toEqual(['B3-A4', 'B3-B4', 'C2-B3']);
    expect(narrowMoves(moves, ['B3', 'B4'])).toEqual(['B3-B4']);
    expect(narrowMoves(moves, [])).toEqual(moves);
  });

  it('offers as next choices the tokens that narrow the moves left', () => {
    const moves = ['B3-A4', 'B3-B4', 'C2-B3', 'build B4', 'dome B4'];
    const board = ['A4', 'B3', 'B4', 'C2', 'E5'];
    expect(nextChoices(moves, [], board)).toEqual(['A4', 'B3', 'B4', 'C2']);
    expect(nextChoices(moves, ['B3'], board)).toEqual(['A4', 'B4', 'C2']);
    expect(nextChoices(moves, ['B4'], board)).toEqual(['B3']);
    // build B4 and dome B4 differ in no board token: no next choice, list them as buttons
    expect(nextChoices(['build B4', 'dome B4'], ['B4'], board)).toEqual([]);
    expect(nextChoices(['PLACE X AT 0 1 0 NONE', 'PLACE X AT 0 1 90 NONE', 'PLACE X AT 1 0 0 NONE'], ['AT 0 1'], ['AT 0 1', 'AT 1 0', 'AT 0 1 0', 'AT 0 1 90'])).toEqual(['AT 0 1 0', 'AT 0 1 90']);
  });

  it('a clickable element carries its token and kind, and classes as the options say', () => {
    expect(clickable('C3', 'square', undefined)).toEqual({ 'data-notation': 'C3', 'data-kind': 'square', class: undefined });
    expect(clickable('C3', 'square', { highlight: ['C3'], selected: ['C3'] })['class']).toBe('highlight selected');
    expect(stateMarks('C3', { highlight: ['D4'] }, 0, 0, 10, 10)).toBe('');
    expect(stateMarks('C3', { highlight: ['C3'] }, 0, 0, 10, 10)).toContain('#F0E442');
  });
});

describe('building svg text', () => {
  it('escapes text and attributes', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
    expect(element('rect', { x: 1.23456, y: 2, hidden: false, missing: undefined, none: null, title: 'a"b' })).toBe('<rect x="1.23" y="2" title="a&quot;b"/>');
    expect(element('g', {}, title('1 < 2'))).toBe('<g><title>1 &lt; 2</title></g>');
    expect(escapeXml('a\u0000b\uD800c')).toBe('a\uFFFDb\uFFFDc');
  });

  it('any text and attribute values give a well-formed document', () => {
    // The checker does see broken documents.
    expect(wellFormed('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')).not.toEqual([]);
    expect(wellFormed('<svg xmlns="http://www.w3.org/2000/svg"><text>a & b</text></svg>')).not.toEqual([]);
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (text, value) => {
        const svg = svgDocument({ width: 100, height: 50, title: text, description: value, game: 'test', seat: null, body: element('g', clickable(value, 'square', { highlight: [value] }), label(5, 5, text)) });
        expect(wellFormed(svg)).toEqual([]);
      }),
      { numRuns: 100, seed: 7 },
    );
  });

  it('a document is a standalone, scalable svg with a title first', () => {
    const svg = svgDocument({ width: 320, height: 200, title: 'Board', game: 'pig', seat: 1, body: seatToken(0, 10, 10, 8) });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" role="group" data-game="pig" data-seat="1"')).toBe(true);
    expect(svg).not.toMatch(/<svg[^>]* (width|height)=/);
    expect(svg).toContain('<title>Board</title>');
    expect(wellFormed(svg)).toEqual([]);
  });

  it('seats differ by colour, shape and letter, in Okabe–Ito colours', () => {
    const palette: string[] = Object.values(OKABE_ITO);
    expect(new Set(SEAT_MARKS.map((mark) => mark.color)).size).toBe(SEAT_MARKS.length);
    expect(new Set(SEAT_MARKS.map((mark) => mark.shape)).size).toBe(SEAT_MARKS.length);
    expect(new Set(SEAT_MARKS.map((mark) => mark.letter)).size).toBe(SEAT_MARKS.length);
    for (const mark of SEAT_MARKS) expect(palette).toContain(mark.color);
    expect(seatMark(5)).toBe(SEAT_MARKS[1]);
    expect(seatMark(-1)).toBe(SEAT_MARKS[3]);
  });
});
