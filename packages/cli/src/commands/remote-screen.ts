import type { Game, Seat, SeatUpdate, Table } from '@games/core';
import { boardText } from '../registry.js';
import type { Style } from '../style.js';
import type { PlayedStep, Presenter } from '../tables/presenter.js';

/** One move of a remote match as this participant may know it: who played it and its notation. */
export interface RemoteMove {
  /** The seat that played it, `null` for chance. */
  seat: Seat | null;
  /** The move in the game's notation (as this participant may know it). */
  notation: string;
}

/** How many moves the recent-moves panel shows at least (more when more were played since this seat's last move). */
const RECENT_AT_LEAST = 6;

/**
 * What a terminal connected to a server shows: the board of the participant's view, the game's
 * panel, the recent moves (from the history the server sends on join, kept whole across
 * reconnections) and the table's report of a move (a battle, a flipped chit). `V` is the game's
 * view type: the server's room of this game sends views of it.
 */
export class RemoteScreen<S, M, O, V> {
  /** The whole history of the match, as this participant may know it. */
  history: RemoteMove[] = [];
  /** Moves seen live since this seat's last decision, with the view after each (what panels read). */
  private live: PlayedStep[] = [];

  constructor(
    private readonly game: Game<S, M, O, V>,
    private readonly presenter: Presenter,
    private readonly style: Style,
  ) {}

  /** A seat's name: `Red`, `seat 1`, chance. */
  name(seat: Seat | null): string {
    return seat === null ? 'chance' : this.style.seat(seat, this.presenter.seatName(seat));
  }

  /** Takes the whole history (on join and rejoin): the panel starts from it. */
  restart(history: readonly RemoteMove[]): void {
    this.history = history.map(({ seat, notation }) => ({ seat, notation }));
    this.live = [];
  }

  /** A move seen live: kept in the history, and what the table shows of it (a battle), or `null`. */
  played(move: RemoteMove, update: SeatUpdate<V>, mine: Seat | null): string | null {
    this.history.push(move);
    const step: PlayedStep = { seat: move.seat, notation: move.notation, table: tableOf(update) };
    if (mine !== null && move.seat === mine) this.live = [];
    this.live.push(step);
    return this.presenter.report?.(step, this.style) ?? null;
  }

  /** The whole history in numbered lines, eight moves a line (shown on join). */
  historyLines(): string[] {
    const items = this.history.map((move, index) => `${index + 1}.${this.short(move.seat)} ${move.notation}`);
    const lines: string[] = [];
    for (let at = 0; at < items.length; at += 8) lines.push(`  ${items.slice(at, at + 8).join('  ')}`);
    return lines;
  }

  /** The board of `update` for `seat`, the game's panel and the recent moves. */
  board(update: SeatUpdate<V>, seat: Seat | null): string {
    const { presenter } = this;
    const board = boardText(this.game, presenter, update.view, seat, this.style);
    const panel = presenter.panel?.({ view: update.view, seat, recent: this.live, toAct: null, style: this.style }) ?? [];
    return [board.trimEnd(), ...panel, ...this.recentLines(seat)].join('\n');
  }

  /** `Recent moves: 11.Red E4-E5  12.Blue ...`: the moves since `seat`'s last one, at least the last few. */
  private recentLines(seat: Seat | null): string[] {
    if (this.history.length === 0) return [];
    let from = Math.max(0, this.history.length - RECENT_AT_LEAST);
    if (seat !== null) {
      const last = this.history.map((move) => move.seat).lastIndexOf(seat);
      if (last >= 0) from = Math.min(from, last);
    }
    const items = this.history.slice(from).map((move, offset) => `${from + offset + 1}.${this.short(move.seat)} ${move.notation}`);
    return [`${this.style.bold('Recent moves:')} ${items.join('  ')}`];
  }

  private short(seat: Seat | null): string {
    return seat === null ? '*' : this.style.seat(seat, this.presenter.seatName(seat));
  }
}

/** The table a presenter reads of a move seen remotely: the view after it stands for the spectator's. */
function tableOf(update: SeatUpdate<unknown>): Table<unknown, unknown> {
  return { seats: 0, actor: update.actor, outcome: update.outcome, views: [], spectator: update.view, toAct: null, lastMove: update.lastMove, lastMoves: [] };
}
