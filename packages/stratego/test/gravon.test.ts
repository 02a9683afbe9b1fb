import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scenario } from '@games/testing';
import { replay, unwrap } from '@games/core';
import { pieceAt, Rank, SQUARE_NAMES, stratego, type StrategoState } from '@games/stratego';
import { formatGravon, parseGravon } from '@games/stratego/gravon';
import { DATA, HAS_DATA } from './helpers.js';

const FILE = join(DATA, 'classic-2004.11-0.xml');

const EXPECTED_FIRST_20 = [10, 8, 15, 14, 10, 12, 15, 16, 15, 16, 15, 17, 17, 16, 18, 19, 17, 23, 14, 19];

function movable(state: StrategoState, seat: number): number {
  return SQUARE_NAMES.filter((name) => {
    const piece = pieceAt(state, name);
    return piece !== null && piece.owner === seat && piece.rank < Rank.bomb;
  }).length;
}

describe.skipIf(!HAS_DATA)('the real Gravon game classic-2004.11-0.xml (skipped: ../shared/data/stratego is absent)', () => {
  const xml = HAS_DATA ? readFileSync(FILE, 'utf8') : '';

  it('imports the setups, 206 moves, the players and the result', () => {
    const record = unwrap(parseGravon(xml));
    expect(record.game).toBe('stratego');
    expect(record.options).toEqual({
      variant: 'classic',
      redSetup: '33BFB34B23B57B65B723582426S285262M749426',
      blueSetup: '4372653574B36332F4BB2B8282527M4B6S269B25',
      twoSquareLimit: 5,
      moreSquaresRule: false,
      maxPlies: null,
      maxPliesWithoutAttack: null,
    });
    expect(record.moves).toHaveLength(206);
    expect(record.moves.slice(0, 4)).toEqual(['E4-E5', 'F7-F6', 'E5-E4', 'E7-E4']);
    expect(record.result).toEqual({ type: 3, winner: 2 });
    expect(record.outcome).toEqual({ ranking: [[1], [0]], reason: 'resignation' });
    expect(record.players).toEqual(['Player 1', 'Player 2']);
  });

  it('replays with no illegal move, ending with the Blue Marshal taking the Red Major', () => {
    const replayed = unwrap(replay(stratego, unwrap(parseGravon(xml))));
    const end = replayed.state;
    expect(end.ply).toBe(206);
    expect(end.lastCombat).toEqual({ attacker: Rank.marshal, defender: Rank.major, result: 'attacker-wins' });
    expect(movable(end, 0)).toBe(14);
    expect(movable(end, 1)).toBe(20);
    expect(stratego.actor(end)).toEqual({ kind: 'player', seat: 0 });
  });

  it('also replays under the default ISF repetition rules (limit 3, more-squares on)', () => {
    const record = unwrap(parseGravon(xml));
    const strict = { ...record, options: { ...record.options, twoSquareLimit: 3, moreSquaresRule: true } };
    expect(unwrap(replay(stratego, strict)).state.ply).toBe(206);
  });

  it('has the legal-move counts of the spec with the repetition rules off', () => {
    const record = unwrap(parseGravon(xml));
    let game = scenario(stratego).setup({ ...record.options, twoSquareLimit: null, moreSquaresRule: false });
    const counts: number[] = [];
    for (const text of record.moves) {
      counts.push(stratego.legalMoves(game.state).length);
      game = game.play(text);
    }
    expect(counts.slice(0, 20)).toEqual(EXPECTED_FIRST_20);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(4448);
    expect(stratego.legalMoves(game.state)).toHaveLength(19);
  });

  it('exports the same game back (field, moves with : for row 10, result)', () => {
    const record = unwrap(parseGravon(xml));
    const written = unwrap(formatGravon(record));
    const field = /<field content="([^"]+)"/.exec(xml)![1];
    expect(written).toContain(`<field content="${field}"/>`);
    expect(written).toContain('<move id="1" source="E4" target="E5"/>');
    expect(written).toContain('<result type="3" winner="2"/>');
    const again = unwrap(parseGravon(written));
    expect(again).toEqual(record);
    const sources = [...xml.matchAll(/<move id="\d+" source="(..)" target="(..)"\/>/g)].map((match) => `${match[1]}-${match[2]}`);
    const rewritten = [...written.matchAll(/<move id="\d+" source="(..)" target="(..)"\/>/g)].map((match) => `${match[1]}-${match[2]}`);
    expect(rewritten).toEqual(sources);
  });
});

describe('Gravon export of any game', () => {
  it('writes a barrage game placed by moves and played to a flag capture, and reads it back', () => {
    const moves = [
      ...['place F A1', 'place B B1', 'place S C1', 'place 2 D1', 'place 2 E1', 'place 3 F1', 'place 9 G1', 'place M A4'],
      ...['place F K10', 'place B I10', 'place S H10', 'place 2 G10', 'place 2 F10', 'place 3 E10', 'place 9 D10', 'place M B7'],
      ...['E1-E9', 'F10-F2', 'E9-K9', 'D10-D9', 'K9-K10'],
    ];
    const { state } = scenario(stratego)
      .setup({ variant: 'barrage' })
      .play(...moves);
    expect(stratego.actor(state)).toEqual({ kind: 'over', outcome: { ranking: [[0], [1]], reason: 'flag-captured' } });
    const written = unwrap(formatGravon({ options: { variant: 'barrage' }, moves, players: ['Ann', 'Bob <b>'] }));
    expect(written).toContain('<game type="barrage">');
    expect(written).toContain('<player id="2">Bob &lt;b&gt;</player>');
    expect(written).toContain('<move id="2" source="F:" target="F2"/>');
    expect(written).toContain('<move id="5" source="K9" target="K:"/>');
    expect(written).toContain('<result type="1" winner="1"/>');
    const outcome = stratego.actor(state);
    const back = unwrap(parseGravon(written));
    expect(back.players).toEqual(['Ann', 'Bob <b>']);
    expect(back.moves).toEqual(moves.filter((text) => !text.startsWith('place')));
    expect(back.outcome).toEqual(outcome.kind === 'over' ? outcome.outcome : null);
    const replayed = unwrap(replay(stratego, { ...back, options: { ...back.options, twoSquareLimit: 3, moreSquaresRule: true } }));
    expect(replayed.state.board).toEqual(state.board);
  });

  it('refuses a record that does not replay', () => {
    expect(formatGravon({ options: { redSetup: 'random', blueSetup: 'random' }, moves: ['E4-F5'] })).toMatchObject({ ok: false, error: { code: 'unreachable-square', message: expect.stringMatching(/^move 1 'E4-F5': /) } });
    expect(formatGravon({ options: {}, moves: ['place M E4'] })).toMatchObject({ ok: false, error: { code: 'malformed-record' } });
  });
});

describe('broken Gravon records name the problem, with line and column', () => {
  const good = (content: string, moves = '<move id="1" source="E4" target="E5"/>'): string =>
    `<?xml version="1.0"?>\n<stratego>\n <game type="classic">\n  <field content="${content}"/>\n  ${moves}\n </game>\n</stratego>`;
  const field = 'EEBMBEFBDEBGIBHGBIDEGJDFDHCDJGDHDLIFKFDHAA__AA__AAAA__AA__AARNTOPTWNPSPNVPVPSPUXNQTQQPYRNNRQUPTSQSUR';
  const problem = (xml: unknown): string => {
    const result = parseGravon(xml as string);
    return result.ok ? 'ok' : `${result.error.code}: ${result.error.message}`;
  };

  it('accepts the good record', () => {
    expect(problem(good(field))).toBe('ok');
  });

  it('reports broken XML', () => {
    expect(problem(good(field).replace('</game>', ''))).toMatch(/^malformed-record: line 7:\d+: unexpected close tag/);
    expect(problem('<stratego><game type="classic"><field content="x"/></game>')).toMatch(/^malformed-record: line 1:\d+: unclosed tag: stratego/);
    expect(problem('<stratego><game type="classic"><field content=x/></game></stratego>')).toMatch(/^malformed-record: line 1:\d+: unquoted attribute value/);
    expect(problem('just text')).toMatch(/^malformed-record: line 1:\d+: text data outside of root node/);
    expect(problem('')).toMatch(/^malformed-record: line 1:1: document must contain a root element/);
    expect(problem(42)).toMatch(/^malformed-record/);
  });

  it('reports a bad field', () => {
    expect(problem(good(field.slice(1)))).toMatch(/^malformed-record: line 4:3: the field has 99 letters, expected 100/);
    expect(problem(good(`Z${field.slice(1)}`))).toMatch(/'Z', not a Gravon piece letter/);
    expect(problem(good(field.replace('AA__', 'AAA_')))).toMatch(/lakes are exactly/);
    expect(problem(good(`A${field.slice(1, 40)}E${field.slice(41)}`))).toMatch(/a Red piece on A5, outside its setup area/);
    expect(problem(good(`D${field.slice(1)}`))).toMatch(/Red setup has 9 Scouts .*classic army has 8/);
  });

  it('reports bad moves and results', () => {
    expect(problem(good(field, '<move id="1" source="J4" target="E5"/>'))).toMatch(/^malformed-record: line 5:3: move 1: source 'J4' is not a square/);
    expect(problem(good(field, '<move id="2" source="E4" target="E5"/>'))).toMatch(/move id '2' out of order/);
    expect(problem(good(field, '<result type="x" winner="1"/>'))).toMatch(/<result> needs whole-number type and winner/);
    expect(problem(good(field).replace('<field', '<pitch'))).toMatch(/<game> has no <field/);
  });

  it('reports a result outside the codes of the format', () => {
    expect(problem(good(field, '<result type="5" winner="1"/>'))).toMatch(/^malformed-record: line 5:3: <result> type 5 is not 0 .* 4/);
    expect(problem(good(field, '<result type="-1" winner="1"/>'))).toMatch(/^malformed-record: line 5:3: <result> type -1/);
    expect(problem(good(field, '<result type="1" winner="0"/>'))).toMatch(/^malformed-record: line 5:3: <result> winner 0 is not 1 \(Red\), 2 \(Blue\) or 3 \(draw\)/);
    expect(problem(good(field, '<result type="1" winner="4"/>'))).toMatch(/<result> winner 4/);
    for (const [type, reason] of [[0, 'no-moves'], [1, 'flag-captured'], [2, 'both-no-moves'], [3, 'resignation'], [4, 'draw-agreed']] as const) {
      const record = unwrap(parseGravon(good(field, `<result type="${type}" winner="3"/>`)));
      expect(record.outcome).toEqual({ ranking: [[0, 1]], reason });
    }
  });

  it('reports character references that name no character, without throwing', () => {
    expect(problem('<stratego><game type="&#99999999;"/></stratego>')).toMatch(/^malformed-record: line 1:\d+: malformed character entity/);
    expect(problem('<stratego>\n<player>&#x110000;</player></stratego>')).toMatch(/^malformed-record: line 2:\d+: malformed character entity/);
    expect(problem('<stratego><game type="&#x43;lassic"/></stratego>')).toMatch(/<game> has no <field/);
  });
});
