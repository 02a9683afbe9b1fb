import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clickable, element, label, svgDocument } from '@games/core/svg';
import { pig, type PigOptions, type PigState, type PigView } from '@games/core/example';
import { clickThrough, readSvgBoard, svgBoardLaws, SvgProblem, svgTokens, type RenderSvg, type SvgBoardConfig } from '@games/testing/svg';
import { brokenPigs } from './broken-pigs.js';
import { failureOf } from './failure-of.js';

/** A board for Secret Pig: a `roll` and a `hold` button, and the viewer's secret (or `?`). */
const pigSvg: RenderSvg<PigView> = (view, seat, options) =>
  svgDocument({
    width: 200,
    height: 80,
    title: 'Secret Pig',
    game: 'pig',
    seat,
    body: [
      element('rect', { x: 0, y: 0, width: 90, height: 40, ...clickable('roll', 'button', options) }),
      element('rect', { x: 100, y: 0, width: 90, height: 40, ...clickable('hold', 'button', options) }),
      ...view.secrets.map((secret, owner) => label(20 + owner * 40, 60, `seat ${owner}: ${secret ?? '?'}`)),
    ].join(''),
  });

const config: SvgBoardConfig<PigState, PigOptions> = { options: fc.record({ players: fc.integer({ min: 2, max: 4 }), target: fc.integer({ min: 10, max: 30 }), seed: fc.integer() }), numRuns: 15 };

const lawOf = (laws: ReturnType<typeof svgBoardLaws>, start: string) => laws.find((law) => law.name.startsWith(start))!;

describe('readSvgBoard', () => {
  it('lists the parts that carry data-kind, with their tokens, classes and attributes', () => {
    const state = pig.setup({ players: 2, seed: 1 });
    if (!state.ok) throw new Error('setup');
    const parts = readSvgBoard(pigSvg(pig.view(state.value, 0), 0, { highlight: ['hold'] }));
    expect(parts.map((part) => [part.token, part.kind, part.classes])).toEqual([
      ['roll', 'button', []],
      ['hold', 'button', ['highlight']],
    ]);
    expect(parts[0]!.attributes).toMatchObject({ 'data-notation': 'roll', 'data-kind': 'button', width: '90' });
    expect(svgTokens(pigSvg(pig.view(state.value, 0), 0))).toEqual(new Set(['roll', 'hold']));
  });

  it('refuses what is not one well-formed standalone SVG', () => {
    const good = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect data-kind="x"/></svg>';
    expect(readSvgBoard(good)).toHaveLength(1);
    for (const bad of [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>A & B</title></svg>',
      '<svg viewBox="0 0 10 10"/>',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10"/>',
      '<svg xmlns="http://www.w3.org/2000/svg" width="10"/>',
      '<html xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>',
      '',
      5 as unknown as string,
    ]) {
      expect(() => readSvgBoard(bad), bad).toThrow(SvgProblem);
    }
  });
});

describe('clickThrough', () => {
  it('builds a move click by click, and stops where the board cannot tell moves apart', () => {
    const notations = ['B3-A4', 'B3-C4', 'build A4', 'dome A4'];
    const tokens = () => ['A4', 'B3', 'C4'];
    expect(clickThrough(notations, 'B3-C4', tokens)).toEqual(['B3-C4']);
    expect(clickThrough(notations, 'dome A4', tokens)).toEqual(['B3-A4', 'build A4', 'dome A4']);
  });
});

describe('svgBoardLaws', () => {
  it('a sound board for Secret Pig keeps every law, re-deal included', () => {
    const laws = svgBoardLaws(pig, pigSvg, config);
    expect(laws.map((law) => law.name.split(' ').slice(0, 3).join(' '))).toEqual(['the board of', 'every word of', 'a user interface', 'nothing hidden leaks:']);
    for (const law of laws) law.check();
  });

  it('catch a board that is not well-formed', () => {
    const broken: RenderSvg<PigView> = (view, seat, options) => pigSvg(view, seat, options).replace('Secret Pig', 'Secret & Pig');
    expect(failureOf(lawOf(svgBoardLaws(pig, broken, config), 'the board of').check).problem).toMatch(/bare &/);
  });

  it('catch a board without a token of a legal move', () => {
    const broken: RenderSvg<PigView> = (view, seat, options) => pigSvg(view, seat, options).replace('data-notation="hold"', '');
    const laws = svgBoardLaws(pig, broken, config);
    expect(failureOf(lawOf(laws, 'every word').check).problem).toMatch(/"hold" of the legal move "hold" is on no clickable element/);
    expect(failureOf(lawOf(laws, 'a user interface').check).problem).toMatch(/clicking toward "hold" for seat \d leaves no move|no click tells "hold"/);
    // with the word skipped, the word law passes, but clicks still cannot build `hold`
    const lenient = svgBoardLaws(pig, broken, { ...config, unclickableWords: ['hold'] });
    lawOf(lenient, 'every word').check();
    expect(failureOf(lawOf(lenient, 'a user interface').check).problem).toMatch(/hold/);
  });

  it('catch a board that draws what the view hides', () => {
    const leaking = brokenPigs.find((broken) => broken.name.startsWith('a copy whose view leaks'))!.game;
    expect(failureOf(lawOf(svgBoardLaws(leaking, pigSvg, config), 'nothing hidden leaks').check).problem).toMatch(/the board of (seat \d|a spectator) changes when what it may not see is dealt anew/);
  });

  it('leave out the word law when asked, and the re-deal law for a game without one', () => {
    const { redeal: _redeal, ...withoutRedeal } = pig;
    const names = svgBoardLaws(withoutRedeal, pigSvg, { ...config, everyWordDrawn: false }).map((law) => law.name);
    expect(names).toHaveLength(2);
    expect(names.some((name) => name.startsWith('every word') || name.startsWith('nothing hidden'))).toBe(false);
  });
});
