import { unwrap } from '@games/core';
import { piecesOf, yunnori } from '@games/yunnori';
import { POSITION_PROMPT, turnScreen, YUT_PROMPT } from '@games/yunnori/classic';
import { describe, expect, it } from 'vitest';
import { scenario } from '@games/testing';
import { position, summary } from './helpers.js';

/** Joins screen lines, each ending with a newline (trailing spaces are part of the text). */
const lines = (...text: string[]): string => text.map((line) => `${line}\n`).join('');
const DASHES = '-----------------------------------------';
const TURN_TAIL = ['Write down the position of the player to move and yut', '(back-do, do, gae, geol, yut, and mo)'];

describe("example 1: player A's mo then geol from the start", () => {
  // A (seat 0) has not departed; B (seat 1) has pieces on 8 and 21.
  const start = scenario(yunnori).from(position('A: 0 0 0 0\nB: 0 0 8 21'));

  it('throws mo, throws again, gets geol, and sees this screen', () => {
    const state = start.play('throw mo', 'throw geol').state;
    expect(summary(state)).toBe('seat 0; results: geol mo');
    expect(turnScreen(state, { color: false })).toBe(
      lines(
        '[ ] - [ ] - [1] - [ ] - [ ] - [ ]',
        ' | [ ]                     [ ] |',
        '[ ]    .                 .    [ ]',
        ' |       [ ]         [1]       |',
        '[ ]          .     .          [ ]',
        ' |             [ ]             |',
        '[ ]          .     .          [ ]',
        ' |       [ ]         [ ]       |',
        '[ ]    .                 .    [ ]',
        ' | [ ]                     [ ] |',
        '[ ] - [ ] - [ ] - [ ] - [ ] - [ ]^Start',
        DASHES,
        'Not started : ',
        ' □  □  □  □  □  □ ',
        'Arrived : ',
        '',
        DASHES,
        'Player 0 turn',
        'Piece : 0 0 0 0 ',
        'Yut : geol mo ',
        ...TURN_TAIL,
      ),
    );
  });

  it('enters with mo onto the corner 5, then takes the shortcut with geol to 22, passing B on 21', () => {
    let state = start.play('throw mo', 'throw geol', '0 mo').state;
    expect(piecesOf(state, 0)).toEqual([0, 0, 0, 5]);
    scenario(yunnori).from(state).expectLegal(['0 geol', '5 geol'], { ordered: true });
    state = scenario(yunnori).from(state).play('5 geol').state;
    expect(piecesOf(state, 0)).toEqual([0, 0, 0, 22]);
    expect(piecesOf(state, 1)).toEqual([0, 0, 8, 21]);
    expect(summary(state)).toBe('throw (1) for seat 1; results: -');
    expect(turnScreen(scenario(yunnori).from(state).play('throw geol').state, { color: false })).toBe(
      lines(
        '[ ] - [ ] - [1] - [ ] - [ ] - [ ]',
        ' | [ ]                     [ ] |',
        '[ ]    .                 .    [ ]',
        ' |       [ ]         [1]       |',
        '[ ]          .     .          [ ]',
        ' |             [1]             |',
        '[ ]          .     .          [ ]',
        ' |       [ ]         [ ]       |',
        '[ ]    .                 .    [ ]',
        ' | [ ]                     [ ] |',
        '[ ] - [ ] - [ ] - [ ] - [ ] - [ ]^Start',
        DASHES,
        'Not started : ',
        ' □  □  □  □  □ ',
        'Arrived : ',
        '',
        DASHES,
        'Player 1 turn',
        'Piece : 0 0 8 21 ',
        'Yut : geol ',
        ...TURN_TAIL,
      ),
    );
  });

  it('on the next turn the piece on 22 heads for the finish: 22 + do = 27', () => {
    const state = start.play('throw mo', 'throw geol', '0 mo', '5 geol', 'throw gae', '0 gae', 'throw do', '22 do').state;
    expect(piecesOf(state, 0)).toEqual([0, 0, 0, 27]);
  });
});

describe('example 2: player 1 catches player 0 with gae and throws again', () => {
  it('plays gae, catches, throws geol in the bonus phase, and moves with it', () => {
    let state = unwrap(yunnori.setup({ players: 4, pieces: 4 }));
    state = scenario(yunnori).from(state).play('throw gae', '0 gae').state;
    expect(piecesOf(state, 0)).toEqual([0, 0, 0, 2]);
    state = scenario(yunnori).from(state).play('throw gae').state;
    expect(turnScreen(state, { color: false }).split('\n').slice(11, 22)).toEqual([
      DASHES,
      'Not started : ',
      ' □  □  □  □  □  □  □  □  □  □  □  □  □  □  □ ',
      'Arrived : ',
      '',
      DASHES,
      'Player 1 turn',
      'Piece : 0 0 0 0 ',
      'Yut : gae ',
      ...TURN_TAIL,
    ]);
    state = scenario(yunnori).from(state).play('0 gae').state;
    expect(piecesOf(state, 0)).toEqual([0, 0, 0, 0]);
    expect(summary(state)).toBe('throw (1) for seat 1; results: -');
    state = scenario(yunnori).from(state).play('throw geol').state;
    expect(turnScreen(state, { color: false })).toBe(
      lines(
        '[ ] - [ ] - [ ] - [ ] - [ ] - [ ]',
        ' | [ ]                     [ ] |',
        '[ ]    .                 .    [ ]',
        ' |       [ ]         [ ]       |',
        '[ ]          .     .          [ ]',
        ' |             [ ]             |',
        '[ ]          .     .          [1]',
        ' |       [ ]         [ ]       |',
        '[ ]    .                 .    [ ]',
        ' | [ ]                     [ ] |',
        '[ ] - [ ] - [ ] - [ ] - [ ] - [ ]^Start',
        DASHES,
        'Not started : ',
        ' □  □  □  □  □  □  □  □  □  □  □  □  □  □  □ ',
        'Arrived : ',
        '',
        DASHES,
        'Player 1 turn',
        'Piece : 0 0 0 2 ',
        'Yut : geol ',
        ...TURN_TAIL,
      ),
    );
    state = scenario(yunnori).from(state).play('0 geol').state;
    expect(piecesOf(state, 1)).toEqual([0, 0, 2, 3]);
    expect(summary(state)).toBe('throw (1) for seat 2; results: -');
  });
});

describe('example 3: stacking a new piece onto 2 and moving the stack with yut', () => {
  const start = scenario(yunnori).from(position('P0: 0 0 0 0\nP1: 0 0 0 0\nP2: 0 0 0 2\nP3: 0 0 0 0', { turn: 2 }));

  it('throws yut then gae; the list is printed in canonical order', () => {
    const state = start.play('throw yut', 'throw gae').state;
    expect(turnScreen(state, { color: false }).split('\n').slice(17, 20)).toEqual(['Player 2 turn', 'Piece : 0 0 0 2 ', 'Yut : gae yut ']);
  });

  it('enters a piece with gae onto its own piece on 2, then moves the stack of two with yut to 6', () => {
    let state = start.play('throw yut', 'throw gae', '0 gae').state;
    expect(piecesOf(state, 2)).toEqual([0, 0, 2, 2]);
    expect(turnScreen(state, { color: false })).toBe(
      lines(
        '[ ] - [ ] - [ ] - [ ] - [ ] - [ ]',
        ' | [ ]                     [ ] |',
        '[ ]    .                 .    [ ]',
        ' |       [ ]         [ ]       |',
        '[ ]          .     .          [ ]',
        ' |             [ ]             |',
        '[ ]          .     .          [2]',
        ' |       [ ]         [ ]       |',
        '[ ]    .                 .    [ ]',
        ' | [ ]                     [ ] |',
        '[ ] - [ ] - [ ] - [ ] - [ ] - [ ]^Start',
        DASHES,
        'Not started : ',
        ' □  □  □  □  □  □  □  □  □  □  □  □  □  □ ',
        'Arrived : ',
        '',
        DASHES,
        'Player 2 turn',
        'Piece : 0 0 2 2 ',
        'Yut : yut ',
        ...TURN_TAIL,
      ),
    );
    state = scenario(yunnori).from(state).play('2 yut').state;
    expect(piecesOf(state, 2)).toEqual([0, 0, 6, 6]);
    state = scenario(yunnori).from(state).play('throw do').state;
    expect(turnScreen(state, { color: false }).split('\n').slice(0, 1).concat(turnScreen(state, { color: false }).split('\n').slice(17, 20))).toEqual([
      '[ ] - [ ] - [ ] - [ ] - [2] - [ ]',
      'Player 3 turn',
      'Piece : 0 0 0 0 ',
      'Yut : do ',
    ]);
  });
});

describe('example 4: a back-do with every piece at 0 does nothing', () => {
  it('offers only "0 back-do", which uses up the result and passes the turn', () => {
    let state = scenario(yunnori).setup({ players: 4 }).play('throw back-do').state;
    scenario(yunnori).from(state).expectLegal(['0 back-do'], { ordered: true });
    expect(turnScreen(state, { color: false }).split('\n').slice(17, 22)).toEqual(['Player 0 turn', 'Piece : 0 0 0 0 ', 'Yut : back-do ', ...TURN_TAIL]);
    state = scenario(yunnori).from(state).play('0 back-do').state;
    expect(piecesOf(state, 0)).toEqual([0, 0, 0, 0]);
    expect(summary(state)).toBe('throw (1) for seat 1; results: -');
    state = scenario(yunnori).from(state).play('throw back-do').state;
    expect(turnScreen(state, { color: false }).split('\n').slice(17, 20)).toEqual(['Player 1 turn', 'Piece : 0 0 0 0 ', 'Yut : back-do ']);
  });
  it('the prompts follow the turn block', () => {
    expect(POSITION_PROMPT).toBe('>> position : ');
    expect(YUT_PROMPT).toBe('>> yut : ');
  });
});

describe('the visualization example of the spec (four players, colours)', () => {
  const state = position('P0: 0 2 9 100\nP1: 0 3 3 100\nP2: 0 0 7 100\nP3: 0 0 5 22', { results: 'gae yut' });
  const red = (text: string): string => `\u001b[31m${text}\u001b[0m`;
  const blue = (text: string): string => `\u001b[94m${text}\u001b[0m`;
  const green = (text: string): string => `\u001b[32m${text}\u001b[0m`;
  const yellow = (text: string): string => `\u001b[33m${text}\u001b[0m`;

  it('prints the board, piece state and turn block without colour', () => {
    expect(turnScreen(state, { color: false })).toBe(
      lines(
        '[ ] - [1] - [ ] - [1] - [ ] - [1]',
        ' | [ ]                     [ ] |',
        '[ ]    .                 .    [ ]',
        ' |       [ ]         [ ]       |',
        '[ ]          .     .          [2]',
        ' |             [1]             |',
        '[ ]          .     .          [1]',
        ' |       [ ]         [ ]       |',
        '[ ]    .                 .    [ ]',
        ' | [ ]                     [ ] |',
        '[ ] - [ ] - [ ] - [ ] - [ ] - [ ]^Start',
        DASHES,
        'Not started : ',
        ' □  □  □  □  □  □ ',
        'Arrived : ',
        ' ■  ■  ■ ',
        DASHES,
        'Player 0 turn',
        'Piece : 0 2 9 ',
        'Yut : gae yut ',
        ...TURN_TAIL,
      ),
    );
  });

  it('colours each stack digit and each mark by its owner', () => {
    expect(turnScreen(state)).toBe(
      lines(
        `[ ] - [${red('1')}] - [ ] - [${green('1')}] - [ ] - [${yellow('1')}]`,
        ' | [ ]                     [ ] |',
        '[ ]    .                 .    [ ]',
        ' |       [ ]         [ ]       |',
        `[ ]          .     .          [${blue('2')}]`,
        ` |             [${yellow('1')}]             |`,
        `[ ]          .     .          [${red('1')}]`,
        ' |       [ ]         [ ]       |',
        '[ ]    .                 .    [ ]',
        ' | [ ]                     [ ] |',
        '[ ] - [ ] - [ ] - [ ] - [ ] - [ ]^Start',
        DASHES,
        'Not started : ',
        ` ${red('□')}  ${blue('□')}  ${green('□')}  ${green('□')}  ${yellow('□')}  ${yellow('□')} `,
        'Arrived : ',
        ` ${red('■')}  ${blue('■')}  ${green('■')} `,
        DASHES,
        'Player 0 turn',
        'Piece : 0 2 9 ',
        'Yut : gae yut ',
        ...TURN_TAIL,
      ),
    );
  });
});
