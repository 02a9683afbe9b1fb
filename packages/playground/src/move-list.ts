/**
 * The move list in words: consecutive moves of one seat form one turn ("Player 2 moved D4→D5
 * and built on E5"), each move's notation kept beside its words (`.notation`). Built from the
 * history as the reading seat may know it (`historyFor`), and the view after each move of that
 * same seat (for what a battle or a chit showed it).
 */
import { h } from './dom.js';
import { joinWords, moveWords } from './words.js';

/** One move as the reading seat knows it. */
export interface KnownMove {
  /** Its ply (0-based). */
  ply: number;
  /** Who made it; `null` for chance. */
  seat: number | null;
  /** Its notation as the reader may know it. */
  notation: string;
}

/** A turn: consecutive moves of one seat (or of chance). */
export interface Turn {
  seat: number | null;
  moves: KnownMove[];
}

/** Games whose chance draws are thrown for the player who moves next (Yut Nori's sticks): they read as part of that player's turn. */
const THROWN_FOR_NEXT = new Set(['yunnori']);

/** Groups consecutive moves of the same seat into turns (in Yut Nori, the throws with the moves they are for). */
export function turnsOf(moves: readonly KnownMove[], gameId = ''): Turn[] {
  const turns: Turn[] = [];
  for (const move of moves) {
    const last = turns.at(-1);
    if (last !== undefined && last.seat === move.seat) last.moves.push(move);
    else if (last !== undefined && last.seat === null && THROWN_FOR_NEXT.has(gameId) && move.seat !== null) {
      last.seat = move.seat;
      last.moves.push(move);
    } else turns.push({ seat: move.seat, moves: [move] });
  }
  return turns;
}

/** The last turn of each seat (the moves since its previous turn), as notations; in Yut Nori with the throws it moved by. */
export function lastTurns(moves: readonly KnownMove[], gameId = ''): { seat: number; notations: string[] }[] {
  const latest = new Map<number, string[]>();
  for (const turn of turnsOf(moves, gameId)) if (turn.seat !== null) latest.set(turn.seat, turn.moves.map((move) => move.notation));
  return [...latest].map(([seat, notations]) => ({ seat, notations }));
}

/** A turn in words, with the player's name: "Player 2 moved D4→D5 and built on E5". */
export function turnWords(gameId: string, turn: Turn, name: (seat: number) => string, after: (ply: number) => unknown): string {
  const words = joinWords(turn.moves.map((move) => moveWords(gameId, move.notation, after(move.ply + 1))));
  return `${turn.seat === null ? 'Chance:' : name(turn.seat)} ${words}`;
}

/** The items of the move list; `current` is the ply shown by the replay (the turn holding it is marked). */
export function moveListItems(gameId: string, moves: readonly KnownMove[], name: (seat: number) => string, after: (ply: number) => unknown, current: number): HTMLElement[] {
  return turnsOf(moves, gameId).map((turn) => {
    const holds = turn.moves.some((move) => move.ply === current - 1);
    return h(
      'li',
      { class: holds ? 'current' : null, 'data-seat': turn.seat === null ? 'chance' : String(turn.seat) },
      h('span', { class: 'words' }, turnWords(gameId, turn, name, after)),
      ' ',
      h('span', { class: 'notations muted' }, ...turn.moves.flatMap((move, index) => [index > 0 ? ' · ' : '', h('span', { class: 'notation mono', 'data-ply': move.ply }, move.notation)])),
    );
  });
}
