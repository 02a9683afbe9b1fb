/**
 * Online play, `#/<game>?room=<id>`: the page joins a room of a `@games/server` (Colyseus) and
 * speaks its protocol unchanged: it sends `move` (notation) and draws what `update` says (its own
 * seat's view, who acts, the last move, the outcome, and its legal moves when it acts). With
 * `room=new` it creates a room from the page's settings (the seats that are not `human` become
 * the server's bots) and puts the new room's id in the address, to share.
 */
import { parseOptions, type AnyGame, type RuleError, type Seat, type SeatUpdate } from '@games/core';
import { boardTokens, drawBoard, fillLegalMoves, fillSelection } from './board-view.js';
import type { RenderSvg } from './boards.js';
import { click } from './clicks.js';
import { formatHash, formatSeat, parseSeats, type PageConfig } from './config.js';
import { h } from './dom.js';
import { seatName, type GameInfo } from './games.js';
import { describeOutcome } from './outcome.js';

/** The room's address: `server=` in the page address, else port 2567 of the page's own host. */
export function serverUrl(config: PageConfig, location: { hostname: string; protocol: string }): string {
  if (config.server !== null) return config.server;
  const host = location.hostname === '' ? '127.0.0.1' : location.hostname;
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${host}:2567`;
}

/** Where a seat token is kept between reloads, so that a reload takes the seat back. */
function tokenKey(room: string): string {
  return `games-playground:token:${room}`;
}

/** The online page of one room. */
export class OnlinePage {
  private update: SeatUpdate<unknown> | null = null;
  private seat: Seat | null = null;
  private chosen: string[] = [];
  private error: string | null = null;
  /** The moves seen since joining: who made each (from the update before it) and its notation. */
  private readonly moves: { who: string; notation: string }[] = [];
  private room: { roomId: string; send(type: string, payload: unknown): void; leave(consented?: boolean): unknown } | null = null;
  private stopped = false;

  private readonly status = h('p', { role: 'status', class: 'status', 'aria-live': 'polite' }, 'Connecting…');
  private readonly alert = h('p', { role: 'alert', class: 'error', hidden: true });
  private readonly share = h('p', { class: 'share' });
  private readonly board = h('div', { class: 'board' });
  private readonly selection = h('div', { class: 'selection', hidden: true });
  private readonly legal = h('section', { 'aria-label': 'Legal moves', class: 'panel legal' });
  private readonly moveList = h('ol', { class: 'move-list' });
  private readonly typed = h('input', { type: 'text', 'aria-label': 'Move in notation', placeholder: 'type a move', spellcheck: 'false', autocomplete: 'off', class: 'mono' });

  constructor(
    private readonly main: HTMLElement,
    private readonly info: GameInfo,
    private readonly game: AnyGame,
    private readonly renderSvg: RenderSvg | null,
    private config: PageConfig,
  ) {
    this.stop = this.stop.bind(this);
    const typedForm = h('form', { class: 'typed' }, this.typed, h('button', { type: 'submit' }, 'Play'));
    this.main.replaceChildren(
      h('div', { class: 'title-row' }, h('h1', {}, `${info.title} online`), this.share),
      h(
        'div',
        { class: 'layout' },
        h('section', { class: 'board-area', 'aria-label': 'Board' }, this.board),
        h(
          'div',
          { class: 'side' },
          this.status,
          this.alert,
          this.selection,
          this.legal,
          typedForm,
          h('section', { class: 'panel', 'aria-label': 'Move list' }, h('h2', {}, 'Moves'), this.moveList),
          h('p', {}, h('a', { href: formatHash({ ...config, room: null, server: null }) }, 'Play on this device instead')),
        ),
      ),
    );
    this.board.onclick = (event) => this.boardClick(event);
    typedForm.onsubmit = (event) => {
      event.preventDefault();
      const text = this.typed.value.trim();
      if (text === '') return;
      this.typed.value = '';
      this.send(text);
    };
    void this.connect();
  }

  /** Leaves the room. */
  stop(): void {
    this.stopped = true;
    try {
      this.room?.leave(true);
    } catch {
      // already closed
    }
  }

  private name(seat: Seat): string {
    return seatName(this.info, seat);
  }

  private async connect(): Promise<void> {
    const url = serverUrl(this.config, location);
    const room = this.config.room!;
    try {
      const { Client } = await import('@colyseus/sdk');
      const client = new Client(url);
      let joined;
      if (room === 'new') {
        const count = Math.max(this.game.players.min, 2);
        const seats = parseSeats(this.config.seats ?? 'human,human', this.config.seats === null ? count : this.config.seats.split(',').length);
        if (!seats.ok) throw new Error(seats.message);
        const bots: Record<string, string> = {};
        seats.value.forEach((spec, seat) => {
          if (spec.kind !== 'human') bots[String(seat)] = formatSeat(spec);
        });
        const parsed = parseOptions(this.game, this.config.options);
        if (!parsed.ok) throw new Error(parsed.error.message);
        const options = { ...this.info.baseOptions, ...parsed.value };
        joined = await client.create(this.game.id, { options, bots, ...(this.config.seed === null ? {} : { seed: this.config.seed }) });
      } else {
        const token = sessionStorage.getItem(tokenKey(room));
        const join = token !== null ? { token } : this.config.view === 'spectator' ? { spectator: true } : typeof this.config.view === 'number' ? { seat: this.config.view } : {};
        joined = await client.joinById(room, join);
      }
      if (this.stopped) {
        joined.leave(true);
        return;
      }
      this.room = joined;
      joined.onMessage('seat', (message: { seat: Seat | null; token: string | null }) => {
        this.seat = message.seat;
        if (message.token !== null) sessionStorage.setItem(tokenKey(joined.roomId), message.token);
        this.render();
      });
      joined.onMessage('update', (message: SeatUpdate<unknown>) => {
        const before = this.update;
        if (message.lastMove !== null && before !== null) this.moves.push({ who: before.actor.kind === 'player' ? this.name(before.actor.seat) : 'chance', notation: message.lastMove });
        this.update = message;
        this.chosen = [];
        this.render();
      });
      joined.onMessage('refused', (message: RuleError) => {
        this.error = `Refused: ${message.message}`;
        this.render();
      });
      joined.onLeave((code: number) => {
        if (this.stopped) return;
        this.error = `The connection closed (${code}). Reload the page to take your seat back.`;
        this.render();
      });
      if (room === 'new') {
        this.config = { ...this.config, room: joined.roomId, seats: null };
        history.replaceState(null, '', formatHash(this.config));
      }
      const link = `${location.href.split('#')[0]}${formatHash({ ...this.config, view: null })}`;
      this.share.replaceChildren('Room ', h('code', {}, joined.roomId), ' · others join with ', h('a', { href: link }, 'this link'));
    } catch (error) {
      this.status.textContent = 'Not connected';
      this.error = `Could not ${room === 'new' ? 'create a room on' : `join room ${room} on`} ${url}: ${(error as Error).message}`;
      this.render();
    }
  }

  private send(notation: string): void {
    if (this.room === null) return;
    this.error = null;
    this.chosen = [];
    this.room.send('move', notation);
    this.render();
  }

  private boardClick(event: MouseEvent): void {
    const token = (event.target as Element | null)?.closest('[data-notation]')?.getAttribute('data-notation');
    const legal = this.update?.legalMoves ?? [];
    if (token === null || token === undefined || legal.length === 0) return;
    const result = click(legal, this.chosen, token, boardTokens(this.board));
    if (result.kind === 'play') return this.send(result.notation);
    if (result.kind === 'none') this.error = `No legal move uses ${token}.`;
    else {
      this.error = null;
      this.chosen = result.chosen;
    }
    this.render();
  }

  private render(): void {
    if (this.stopped) return;
    this.alert.textContent = this.error ?? '';
    this.alert.hidden = this.error === null;
    const update = this.update;
    if (update === null) return;
    const who = this.seat === null ? 'You are watching' : `You are ${this.name(this.seat)}`;
    if (update.outcome !== null) {
      this.status.textContent = describeOutcome(update.outcome, (seat) => this.name(seat));
      this.status.dataset.over = 'true';
    } else {
      delete this.status.dataset.over;
      const actor = update.actor;
      this.status.textContent = `${who} · ${actor.kind === 'player' ? (actor.seat === this.seat ? 'your move' : `${this.name(actor.seat)} to move`) : 'chance acts'}`;
    }
    const moves = update.legalMoves ?? [];
    const title = `${this.info.title}: ${this.seat === null ? 'spectator' : `${this.name(this.seat)}'s`} view`;
    drawBoard(this.board, { game: this.game, renderSvg: this.renderSvg, view: update.view, seat: this.seat, title, moves, chosen: this.chosen });
    const play = (notation: string) => this.send(notation);
    fillSelection(this.selection, moves, this.chosen, play, () => {
      this.chosen = [];
      this.render();
    });
    fillLegalMoves(this.legal, moves, this.chosen, update.outcome !== null ? 'The game is over.' : this.seat === null ? 'Spectators do not move.' : 'Waiting for the other players.', play);
    this.moveList.replaceChildren(...this.moves.map((move) => h('li', {}, h('span', { class: 'who' }, move.who), ' ', h('span', { class: 'mono' }, move.notation))));
    this.moveList.scrollTop = this.moveList.scrollHeight;
  }
}
