import { readFileSync } from 'node:fs';
import { createRng, deriveSeed, shuffle, type Seat, type Table } from '@games/core';
import { COLUMNS, namedSetups, POLICY_SETUP, stratego, RANK_LETTERS, RANK_NAMES, setupToMoves, SQUARE_NAMES, type StrategoView, type Variant, type VisiblePiece } from '@games/stratego';
import type { Style } from '../style.js';
import type { PlacementContext, PlayedStep, Presenter } from './presenter.js';

const SIDES = ['Red', 'Blue'];
const side = (seat: Seat): string => SIDES[seat] ?? `seat ${seat}`;
const rankName = (rank: number): string => `${RANK_NAMES[rank] ?? '?'} (${RANK_LETTERS[rank] ?? '?'})`;

/** The battle a played move fought, from the spectator's view (both ranks are public), or `null`. */
export function battleOf(step: PlayedStep): { attacker: Seat; from: string; to: string; attackerRank: number; defenderRank: number; result: string } | null {
  if (step.seat === null || !step.notation.includes('-')) return null;
  const view = step.table.spectator as StrategoView;
  if (view.lastCombat === null || view.lastMove === null) return null;
  return { attacker: step.seat, from: view.lastMove.from, to: view.lastMove.to, attackerRank: view.lastCombat.attacker, defenderRank: view.lastCombat.defender, result: view.lastCombat.result };
}

function battleLine(step: PlayedStep, style: Style): string | null {
  const battle = battleOf(step);
  if (battle === null) return null;
  const attacker = style.seat(battle.attacker, `${side(battle.attacker)} ${rankName(battle.attackerRank)}`);
  const defender = style.seat(1 - battle.attacker, `${side(1 - battle.attacker)} ${rankName(battle.defenderRank)}`);
  const outcome =
    battle.result === 'attacker-wins'
      ? `${side(battle.attacker)}'s ${RANK_NAMES[battle.attackerRank]} wins`
      : battle.result === 'defender-wins'
        ? `${side(1 - battle.attacker)}'s ${RANK_NAMES[battle.defenderRank]} wins`
        : battle.result === 'both-removed'
          ? 'both are removed'
          : 'the Flag is captured';
  return `${style.notice('Battle')} ${battle.from}-${battle.to}: ${attacker} attacks ${defender}: ${style.bold(outcome)}`;
}

/** `Red has lost: Scout x2, Colonel` for each side, from a view's public `lost` counts. */
function capturedLines(view: StrategoView, style: Style): string[] {
  return view.lost.map((counts, seat) => {
    const parts = counts.flatMap((count, rank) => (rank > 0 && count > 0 ? [`${RANK_NAMES[rank]}${count > 1 ? ` x${count}` : ''}`] : []));
    return `${style.seat(seat, side(seat))} has lost: ${parts.length === 0 ? 'nothing yet' : parts.join(', ')}`;
  });
}

/** The squares of `seat`'s setup area, in the rows it sees from its side: front row first. */
function areaRows(seat: Seat): number[][] {
  const rows = seat === 0 ? [3, 2, 1, 0] : [6, 7, 8, 9];
  return rows.map((row) => Array.from({ length: 10 }, (_, column) => row * 10 + column));
}

const letterRank = (letter: string): number => RANK_LETTERS.findIndex((candidate, rank) => rank > 0 && candidate === letter.toUpperCase());

/** The draft of a placement: rank letters by square index. */
type Draft = Map<number, number>;

function reserveLeft(view: StrategoView, draft: Draft): number[] {
  const left = (view.reserve ?? []).slice();
  for (const rank of draft.values()) left[rank] = (left[rank] ?? 0) - 1;
  return left;
}

function draftScreen(seat: Seat, view: StrategoView, draft: Draft, style: Style): string {
  const lines = [`${style.seat(seat, side(seat))}'s setup area (front row at the top; the enemy is beyond it):`];
  lines.push(`     ${[...COLUMNS].map((column) => ` ${column}`).join('')}`);
  for (const row of areaRows(seat)) {
    const rowNumber = Math.floor(row[0]! / 10) + 1;
    const cells = row.map((square) => {
      const rank = draft.get(square);
      return rank === undefined ? ' .' : ` ${style.seat(seat, RANK_LETTERS[rank] ?? '?')}`;
    });
    lines.push(`  ${String(rowNumber).padStart(2)} ${cells.join('')}`);
  }
  const left = reserveLeft(view, draft).flatMap((count, rank) => (rank > 0 && count > 0 ? [`${RANK_LETTERS[rank]}x${count}`] : []));
  lines.push(left.length === 0 ? style.good('Every piece is placed: type ready.') : `To place: ${left.join(' ')}`);
  return `${lines.join('\n')}\n`;
}

const PLACEMENT_HELP = [
  'Place your army, then type ready:',
  '  M E4 | place M E4   put a piece (M 9 8 7 6 5 4 3 2 S B F) on a square of your area',
  '  remove E4           take a piece back;  swap E4 F4   exchange two squares',
  '  setups              list the named setups;  setup NAME   use one',
  '  load FILE           read a setup file (40 letters, back row first, columns A..K)',
  '  random              place the rest at random;  clear   start again',
  '  show                the area again;  ready   play this setup;  quit   leave the match',
].join('\n');

/** Puts a whole setup string into the draft; an error message otherwise. */
function useSetup(seat: Seat, variant: Variant, text: string, draft: Draft): string | null {
  const moves = setupToMoves(seat, text, variant);
  if (!moves.ok) return moves.error.message;
  draft.clear();
  for (const move of moves.value) draft.set(SQUARE_NAMES.indexOf(move.square), move.rank);
  return null;
}

async function runPlacement({ io, style, seat, view: anyView, seed }: PlacementContext): Promise<string[] | null> {
  const view = anyView as StrategoView;
  const variant = view.rules.variant;
  const area = new Set(areaRows(seat).flat());
  const draft: Draft = new Map();
  const rng = createRng(deriveSeed(seed, `placement-${seat}`));
  io.out(`${PLACEMENT_HELP}\n${draftScreen(seat, view, draft, style)}`);
  for (;;) {
    io.out(`${side(seat)} setup> `);
    const line = await io.readLine();
    if (line === null || ['quit', 'exit'].includes(line.trim().toLowerCase())) return null;
    const words = line.trim().split(/\s+/).filter((word) => word !== '');
    const command = (words[0] ?? '').toLowerCase();
    const squareOf = (name: string | undefined): number => (name === undefined ? -1 : SQUARE_NAMES.indexOf(name.toUpperCase()));
    if (command === '') continue;
    if (command === 'help') io.out(`${PLACEMENT_HELP}\n`);
    else if (command === 'show') io.out(draftScreen(seat, view, draft, style));
    else if (command === 'clear') {
      draft.clear();
      io.out(draftScreen(seat, view, draft, style));
    } else if (command === 'setups') {
      for (const named of namedSetups.filter((candidate) => candidate.variant === variant)) io.out(`  ${named.name.padEnd(16)} ${named.description}\n`);
    } else if (command === 'setup') {
      const named = namedSetups.find((candidate) => candidate.variant === variant && candidate.name === (words[1] ?? '').toLowerCase());
      if (named === undefined) io.out(style.warn(`No setup named "${words[1] ?? ''}": type setups for the list.\n`));
      else {
        const problem = useSetup(seat, variant, named.setup, draft);
        io.out(problem === null ? draftScreen(seat, view, draft, style) : style.warn(`${problem}\n`));
      }
    } else if (command === 'load') {
      const path = line.trim().slice(4).trim();
      let text: string | null = null;
      try {
        text = readFileSync(path, 'utf8')
          .split('\n')
          .filter((row) => !row.trimStart().startsWith('#'))
          .join('');
      } catch (error) {
        io.out(style.warn(`Cannot read ${path}: ${(error as Error).message}\n`));
      }
      if (text !== null) {
        const problem = useSetup(seat, variant, text, draft);
        io.out(problem === null ? draftScreen(seat, view, draft, style) : style.warn(`${path}: ${problem}\n`));
      }
    } else if (command === 'random') {
      const empty = [...area].filter((square) => !draft.has(square));
      const pieces = reserveLeft(view, draft).flatMap((count, rank) => (rank > 0 ? Array.from({ length: Math.max(0, count) }, () => rank) : []));
      const squares = shuffle(rng, empty);
      pieces.forEach((rank, index) => draft.set(squares[index]!, rank));
      io.out(draftScreen(seat, view, draft, style));
    } else if (command === 'remove') {
      const square = squareOf(words[1]);
      if (!draft.delete(square)) io.out(style.warn(`There is no piece of yours on ${words[1] ?? '?'} to take back.\n`));
      else io.out(draftScreen(seat, view, draft, style));
    } else if (command === 'swap') {
      const a = squareOf(words[1]);
      const b = squareOf(words[2]);
      if (!area.has(a) || !area.has(b)) io.out(style.warn('swap takes two squares of your area, as in swap E4 F4.\n'));
      else {
        const first = draft.get(a);
        const second = draft.get(b);
        draft.delete(a);
        draft.delete(b);
        if (second !== undefined) draft.set(a, second);
        if (first !== undefined) draft.set(b, first);
        io.out(draftScreen(seat, view, draft, style));
      }
    } else if (command === 'ready') {
      const missing = reserveLeft(view, draft).reduce((sum, count, rank) => sum + (rank > 0 ? count : 0), 0);
      if (missing > 0) {
        io.out(style.warn(`${missing} piece${missing === 1 ? ' is' : 's are'} still to place (random places the rest).\n`));
        continue;
      }
      io.out(`${draftScreen(seat, view, draft, style)}Play this setup? (yes/no) `);
      const answer = (await io.readLine())?.trim().toLowerCase();
      if (answer === undefined) return null;
      if (answer === 'y' || answer === 'yes') {
        return [...draft.entries()].sort(([a], [b]) => a - b).map(([square, rank]) => `place ${RANK_LETTERS[rank]} ${SQUARE_NAMES[square]}`);
      }
    } else {
      // `M E4` or `place M E4`
      const [letter, name] = command === 'place' ? [words[1], words[2]] : [words[0], words[1]];
      const rank = letterRank(letter ?? '');
      const square = squareOf(name);
      if (rank <= 0 || square < 0 || words.length > (command === 'place' ? 3 : 2)) io.out(style.warn('Type a piece and a square (M E4), or help.\n'));
      else if (!area.has(square)) io.out(style.warn(`${SQUARE_NAMES[square]} is not in your setup area (rows ${seat === 0 ? '1-4' : '7-10'}).\n`));
      else if ((reserveLeft(view, draft)[rank] ?? 0) + (draft.get(square) === rank ? 1 : 0) <= 0) io.out(style.warn(`No ${RANK_NAMES[rank]} left to place.\n`));
      else {
        draft.set(square, rank);
        io.out(draftScreen(seat, view, draft, style));
      }
    }
  }
}

/** The whole board from both seats' views: each piece as its owner sees it. */
function fullView(table: Table<unknown, unknown>): StrategoView {
  const [red, blue] = table.views as StrategoView[];
  const spectator = table.spectator as StrategoView;
  const squares = spectator.squares.map((piece, square): VisiblePiece | null => {
    const own = [red, blue].map((view) => view?.squares[square] ?? null).find((candidate) => candidate !== null && candidate.rank !== null);
    return own ?? piece;
  });
  return { ...spectator, squares };
}

/** The `redSetup` or `blueSetup` of a match's options, `undefined` when not given. */
function setupOption(options: unknown, key: 'redSetup' | 'blueSetup'): unknown {
  if (typeof options !== 'object' || options === null) return undefined;
  if (key === 'redSetup') return 'redSetup' in options ? options.redSetup : undefined;
  return 'blueSetup' in options ? options.blueSetup : undefined;
}

/** Stratego at the table: Red and Blue, battle reports, the captured pieces, the setup dialog. */
export const strategoPresenter: Presenter = {
  seatName: side,
  paint: (text, style) =>
    text.replace(/(?<= )([rb])([MSBF2-9#?])(?= |$)/gm, (token, owner: string) => style.seat(owner === 'r' ? 0 : 1, token)).replace(/~~/g, (lake) => style.dim(lake)),
  report: battleLine,
  panel({ view, recent, style }) {
    const strategoView = view as StrategoView;
    if (strategoView.phase === 'setup') return [];
    const lines = recent.map((step) => battleLine(step, style)).filter((line): line is string => line !== null);
    return [...lines, ...capturedLines(strategoView, style)];
  },
  fullView(table) {
    const view = fullView(table);
    return { view, text: stratego.renderText?.(view, null) ?? '' };
  },
  playOptions(options, humans) {
    const next = { ...options };
    if (humans[0] !== true) next['redSetup'] ??= POLICY_SETUP;
    if (humans[1] !== true) next['blueSetup'] ??= POLICY_SETUP;
    return next;
  },
  introduce(options, humans) {
    return (['redSetup', 'blueSetup'] as const).flatMap((key, seat) => {
      const setup = setupOption(options, key);
      if (setup === undefined) return humans[seat] === true ? [`${side(seat)} places its army (type help in the setup dialog).`] : [];
      return [`${side(seat)}'s army: ${setup === 'random' ? 'dealt at random' : setup === POLICY_SETUP ? "the bots' setup policy" : 'as given'} (--option ${key}=...).`];
    });
  },
  placement: {
    active: (view) => (view as StrategoView).phase === 'setup' && ((view as StrategoView).reserve ?? []).some((count) => count > 0),
    run: runPlacement,
  },
  help: ['  E4-E5         move or attack; a battle is reported with both ranks'],
};
