/**
 * `@games/testing/svg`: checks for a game's SVG board (a pure `renderSvg(view, seat, options?)`
 * following the click protocol of `@games/core/svg`). {@link svgBoardLaws} gives the laws as
 * checks (every board is well-formed standalone SVG; every legal move is reachable by clicking
 * `data-notation` tokens; nothing hidden leaks); {@link readSvgBoard} parses one board with a real
 * XML parser (`@xmldom/xmldom`, a dependency of this entry only) and lists its clickable parts
 * for checks of your own.
 *
 * @packageDocumentation
 */
import { DOMParser, type Element as XmlElement } from '@xmldom/xmldom';
import fc from 'fast-check';
import type { Game, Seat } from '@games/core';
import { mentions, narrowMoves, nextChoices, notationWords, type SvgOptions } from '@games/core/svg';
import type { ConformanceConfig } from './config.js';
import { drawFrom, lawContext, sampleIndices, type Law } from './context.js';
import { runLaw, violate, type LawProperty } from './failure.js';

/** One element of a board that carries `data-kind`, as {@link readSvgBoard} lists it. */
export interface SvgPart {
  /** Its `data-notation` token (`null`: drawn, not clickable). */
  token: string | null;
  /** Its `data-kind`. */
  kind: string;
  /** Its classes (`highlight`, `selected`, ...). */
  classes: string[];
  /** All its attributes, by name (`data-owner`, `data-face`, ...). */
  attributes: Record<string, string>;
  /** Its text content (the `<title>` and labels inside it). */
  text: string;
}

/** A board that is not one well-formed standalone SVG document: thrown by {@link readSvgBoard}. */
export class SvgProblem extends Error {
  /** A problem described by `message`. */
  constructor(message: string) {
    super(message);
    this.name = 'SvgProblem';
  }
}

/**
 * Parses `svg` with a real XML parser and lists the elements that carry `data-kind`, in document
 * order. Throws an {@link SvgProblem} unless it is one well-formed document (every `&` starting an
 * entity) whose root is an `<svg>` in the SVG namespace with a `viewBox="0 0 w h"`.
 *
 * @example
 * ```ts
 * import { renderSvg } from '@games/santorini/svg';
 * import { santorini } from '@games/santorini';
 * import { readSvgBoard } from '@games/testing/svg';
 *
 * const state = santorini.setup({});
 * if (state.ok) {
 *   const squares = readSvgBoard(renderSvg(santorini.view(state.value, 0), 0)).filter((part) => part.kind === 'square');
 *   console.log(squares.length, squares[0]?.token); // 25 A1
 * }
 * ```
 */
export function readSvgBoard(svg: string): SvgPart[] {
  if (typeof svg !== 'string') throw new SvgProblem(`the board is a ${typeof svg}, not text`);
  const problems: string[] = [];
  let document: ReturnType<DOMParser['parseFromString']>;
  try {
    document = new DOMParser({ onError: (level, message) => void problems.push(`${level}: ${message}`) }).parseFromString(svg, 'image/svg+xml');
  } catch (thrown) {
    problems.push(thrown instanceof Error ? thrown.message : String(thrown));
  }
  if (problems.length > 0) throw new SvgProblem(`the board is not well-formed XML: ${problems.join('; ')}`);
  // xmldom lets a bare `&` through: every ampersand must start an entity
  const bare = /&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.exec(svg);
  if (bare !== null) throw new SvgProblem(`the board has a bare & at ${bare.index}: ${JSON.stringify(svg.slice(bare.index, bare.index + 20))}`);
  const root = document!.documentElement;
  if (root === null || root.tagName !== 'svg') throw new SvgProblem(`the root element is ${root?.tagName ?? 'missing'}, not svg`);
  if (root.getAttribute('xmlns') !== 'http://www.w3.org/2000/svg') throw new SvgProblem(`the root has xmlns ${JSON.stringify(root.getAttribute('xmlns'))}, not the SVG namespace`);
  const viewBox = root.getAttribute('viewBox');
  if (viewBox === null || !/^0 0 \d+(\.\d+)? \d+(\.\d+)?$/.test(viewBox)) throw new SvgProblem(`the root has viewBox ${JSON.stringify(viewBox)}, not "0 0 width height"`);
  const found: SvgPart[] = [];
  const all = root.getElementsByTagName('*');
  for (let index = 0; index < all.length; index++) {
    const element = all.item(index) as XmlElement;
    const kind = element.getAttribute('data-kind');
    if (kind === null) continue;
    const attributes: Record<string, string> = {};
    for (let at = 0; at < element.attributes.length; at++) {
      const attribute = element.attributes.item(at)!;
      attributes[attribute.name] = attribute.value;
    }
    found.push({
      token: element.getAttribute('data-notation'),
      kind,
      classes: (element.getAttribute('class') ?? '').split(' ').filter((name) => name !== ''),
      attributes,
      text: element.textContent ?? '',
    });
  }
  return found;
}

/** The `data-notation` tokens of a board (see {@link readSvgBoard}). */
export function svgTokens(svg: string): Set<string> {
  return new Set(readSvgBoard(svg).flatMap((part) => (part.token === null ? [] : [part.token])));
}

/**
 * Plays the part of a user interface that knows no rules: clicks, in turn, a next choice
 * (`nextChoices` of `@games/core/svg`) that `target` mentions among the tokens drawn for the
 * clicks so far (`tokensFor(selected)`), until no click narrows the moves further. Returns the
 * notations left: `[target]` when the board alone builds the move.
 */
export function clickThrough(notations: readonly string[], target: string, tokensFor: (selected: string[]) => Iterable<string>): string[] {
  const chosen: string[] = [];
  for (;;) {
    const left = narrowMoves(notations, chosen);
    if (left.length <= 1) return left;
    const next = nextChoices(notations, chosen, tokensFor(chosen)).find((token) => mentions(target, token));
    if (next === undefined) return left;
    chosen.push(next);
  }
}

/** A game's SVG renderer: `renderSvg(view, seat, options?)`. */
export type RenderSvg<V> = (view: V, seat: Seat | null, options?: SvgOptions) => string;

/** How {@link svgBoardLaws} exercise a board: the reachable states of the conformance config, and these. */
export interface SvgBoardConfig<S, O> extends ConformanceConfig<S, O> {
  /**
   * Words of the notation that no element carries, skipped by the law that every word of every
   * legal move is on the board (verbs such as `place`, `flip`, `build`).
   */
  unclickableWords?: readonly string[];
  /**
   * Whether every word of every legal move (but `unclickableWords`) is drawn at once, with
   * nothing selected (default true). False for a board that draws some choices only once others
   * are selected (TigerZone's rotations and followers): the clicking law still covers it.
   */
  everyWordDrawn?: boolean;
  /**
   * Words a user interface offers as buttons: moves left after every click that differ only in
   * these (Santorini's `build B4` and `dome B4`) pass the clicking law. None by default: clicks
   * alone must leave exactly the move aimed at.
   */
  buttonWords?: readonly string[];
  /** Runs of the clicking law, which draws the board again for every click (default `numRuns`). */
  clickRuns?: number;
  /** Legal moves per state the clicking law builds by clicks (default 20; the rest are sampled). */
  clicksPerState?: number;
}

/**
 * The laws of an SVG board, as checks like those of `conformanceLaws` (each a seeded fast-check
 * property over reachable states that throws a `LawFailure`):
 *
 * - every seat's and a spectator's board is one well-formed standalone SVG ({@link readSvgBoard};
 *   a quarter of `numRuns`, since the other laws parse every board they draw too);
 * - every word of every legal move is the `data-notation` token of an element drawn for the
 *   acting seat (unless `everyWordDrawn` is false; `unclickableWords` are skipped);
 * - a user interface that knows no rules reaches every legal move by clicking tokens
 *   ({@link clickThrough}, drawing the board with the clicks so far as `selected`);
 * - for a game with a `redeal` (or a config with `hidden`): nothing hidden leaks, the board of
 *   each seat and of a spectator is the same, byte for byte, for the real state and one re-dealt
 *   for that viewer.
 *
 * @example
 * ```ts
 * import fc from 'fast-check';
 * import { fieryDragons } from '@games/fiery-dragons';
 * import { renderSvg } from '@games/fiery-dragons/svg';
 * import { svgBoardLaws } from '@games/testing/svg';
 *
 * const laws = svgBoardLaws(fieryDragons, renderSvg, {
 *   options: fc.record({ players: fc.integer({ min: 1, max: 4 }), seed: fc.nat() }),
 *   unclickableWords: ['flip'], // `flip 5`: the chit `5` is clicked
 *   numRuns: 5,
 *   maxPlies: 40,
 * });
 * for (const law of laws) law.check(); // or, under vitest: it(law.name, law.check)
 * console.log(laws.map((law) => law.name.split(':')[0]));
 * ```
 */
export function svgBoardLaws<S, M, O, V>(game: Game<S, M, O, V>, renderSvg: RenderSvg<V>, config: SvgBoardConfig<S, O>): Law[] {
  const context = lawContext(game, config);
  const { reachable, viewers, checkedPlies, redeal } = context;
  const resolved = context.config;
  const law = (name: string, property: () => LawProperty, runs?: number): Law => ({ name, check: () => runLaw(game, name, property(), resolved, runs) });
  const unclickable = new Set(config.unclickableWords ?? []);
  const buttons = new Set(config.buttonWords ?? []);
  const who = (seat: Seat | null): string => (seat === null ? 'a spectator' : `seat ${seat}`);
  const board = (state: S, seat: Seat | null, ply: number, options?: SvgOptions): SvgPart[] => {
    try {
      return readSvgBoard(renderSvg(game.view(state, seat), seat, options));
    } catch (thrown) {
      return violate(`the board of ${who(seat)}${options?.selected?.length ? ` with ${options.selected.join(', ')} selected` : ''}: ${thrown instanceof Error ? thrown.message : String(thrown)}`, ply);
    }
  };
  const tokensOf = (parts: SvgPart[]): Set<string> => new Set(parts.flatMap((part) => (part.token === null ? [] : [part.token])));
  const actingSeat = (state: S): Seat | null => {
    const actor = game.actor(state);
    return actor.kind === 'player' ? actor.seat : null;
  };
  const laws: Law[] = [
    // the other laws parse every board they draw for the acting seat: a quarter of the runs here
    law(
      'the board of every seat and of a spectator is one well-formed standalone SVG',
      () =>
        fc.property(reachable, (reached) => {
          for (const ply of checkedPlies(reached)) for (const seat of viewers(reached.states[ply] as S)) board(reached.states[ply] as S, seat, ply);
        }),
      Math.max(5, Math.ceil(resolved.numRuns / 4)),
    ),
  ];
  if (config.everyWordDrawn !== false) {
    laws.push(
      law(`every word of every legal move${unclickable.size > 0 ? ` but ${[...unclickable].join(', ')}` : ''} is the token of a clickable element drawn for the acting seat`, () =>
        fc.property(reachable, (reached) => {
          for (const ply of checkedPlies(reached)) {
            const state = reached.states[ply] as S;
            const seat = actingSeat(state);
            if (seat === null) continue;
            const present = tokensOf(board(state, seat, ply));
            for (const move of game.legalMoves(state)) {
              const notation = game.formatMove(move);
              for (const word of notationWords(notation)) {
                if (!unclickable.has(word) && !present.has(word)) violate(`"${word}" of the legal move "${notation}" is on no clickable element of the board of seat ${seat}`, ply);
              }
            }
          }
        }),
      ),
    );
  }
  const perState = config.clicksPerState ?? 20;
  laws.push(
    law(
      `a user interface that knows no rules reaches every legal move by clicking the board${buttons.size > 0 ? ` (then buttons for ${[...buttons].join(', ')})` : ''}`,
      () =>
        fc.property(reachable, fc.nat(), (reached, salt) => {
          for (const ply of checkedPlies(reached)) {
            const state = reached.states[ply] as S;
            const seat = actingSeat(state);
            if (seat === null) continue;
            const drawn = new Map<string, Set<string>>();
            const tokensFor = (selected: string[]): Set<string> => {
              const key = selected.join('|');
              if (!drawn.has(key)) drawn.set(key, tokensOf(board(state, seat, ply, { selected })));
              return drawn.get(key)!;
            };
            const notations = game.legalMoves(state).map((move) => game.formatMove(move));
            const strip = (notation: string): string => notationWords(notation).filter((word) => !buttons.has(word)).join(' ');
            for (const index of sampleIndices(notations.length, perState, salt + ply)) {
              const target = notations[index]!;
              const left = clickThrough(notations, target, tokensFor);
              if (!left.includes(target)) violate(`clicking toward "${target}" for seat ${seat} leaves ${left.length === 0 ? 'no move' : left.join(', ')}`, ply);
              const extra = left.filter((other) => other !== target && (buttons.size === 0 || strip(other) !== strip(target)));
              if (extra.length > 0) violate(`no click tells "${target}" from ${extra.map((other) => `"${other}"`).join(', ')} on the board of seat ${seat}`, ply);
            }
          }
        }),
      config.clickRuns,
    ),
  );
  if (redeal !== undefined) {
    laws.push(
      law("nothing hidden leaks: each seat's and a spectator's board is the same for the real state and one re-dealt for that viewer", () =>
        fc.property(reachable, fc.integer(), (reached, drawSeed) => {
          for (const ply of checkedPlies(reached)) {
            const state = reached.states[ply] as S;
            for (const seat of viewers(state)) {
              const real = renderSvg(game.view(state, seat), seat);
              const other = renderSvg(game.view(redeal(state, seat, drawFrom(drawSeed + ply)), seat), seat);
              if (other !== real) {
                let at = 0;
                while (at < real.length && real[at] === other[at]) at++;
                violate(`the board of ${who(seat)} changes when what it may not see is dealt anew, at character ${at}: ${JSON.stringify(real.slice(Math.max(0, at - 30), at + 30))} became ${JSON.stringify(other.slice(Math.max(0, at - 30), at + 30))}`, ply);
              }
            }
          }
        }),
      ),
    );
  }
  return laws;
}
