/**
 * Online play, `#/<game>?room=<id>`: the page joins a room of a `@games/server` (Colyseus) and
 * speaks its protocol: it sends `move` (notation) and draws what the server says — `seat` (its
 * seat and token), `history` (every move so far, as this seat may know it: the move list is whole
 * after a reload), `update` (its seat's view, who acts, the last move, the outcome, its legal
 * moves), `presence` (who joined, left, dropped or came back) and `refused`. With `room=new` it
 * creates a room from the page's settings (the seats that are not `human` become the server's
 * bots; `private=1`: a private room, never listed), then shows its invite and spectator links
 * with Copy buttons (`share-links.ts`). A person's moves wait until every seat is filled; a full room offers to watch; a server
 * that cannot be reached is said so in words.
 */
import { formatSeatSpec, parseOptions, parseSeatSpecs, type AnyGame, type RuleError, type Seat, type SeatUpdate } from '@games/core';
import type { Room } from '@colyseus/sdk';
import { decorateBoard } from './board-marks.js';
import { boardTokens, drawBoard, fillLegalMoves, fillSelection } from './board-view.js';
import type { RenderSvg } from './boards.js';
import { click, highlightFor, takeBack } from './clicks.js';
import { formatHash, serverUrl, type PageConfig } from './config.js';
import { lobbyConfig } from './lobby.js';
import { h } from './dom.js';
import { matchOptions, seatName, type GameInfo } from './games.js';
import { BoardCursor } from './keyboard.js';
import { legendFor } from './legends.js';
import { lastTurns, moveListItems, turnsOf, turnWords, type KnownMove } from './move-list.js';
import { outcomeBanner } from './outcome.js';
import { promptFor } from './prompts.js';
import { rulesPanel } from './rules-panel.js';
import { shareLinks } from './share-links.js';

/** Where a seat token is kept between reloads, so that a reload takes the seat back. */
function tokenKey(room: string): string {
  return `games-playground:token:${room}`;
}

/** Why a create or join failed, in words, and whether watching is the way in. */
export function joinFailure(message: string, url: string, room: string): { text: string; watch: boolean } {
  if (/no-free-seat|seat-taken|locked|full/i.test(message) && !/server-full/.test(message)) return { text: 'Every seat of this room is taken.', watch: true };
  if (/room-not-found|not found/i.test(message)) return { text: `There is no room ${room} on ${url}: it ended, or the link is wrong.`, watch: false };
  if (/fetch|network|ECONNREFUSED|websocket|connect|load failed|timed? ?out/i.test(message) || message === '') {
    return { text: `The game server at ${url} cannot be reached. Is it running? (node packages/playground/scripts/game-server.mjs, or games serve)`, watch: false };
  }
  return { text: `The server refused: ${message}`, watch: false };
}

/** Where each seat stands, from the server's `presence`. */
type SeatStatus = 'bot' | 'connected' | 'dropped' | 'free';

interface JoinedRoom {
  roomId: string;
  send(type: string, payload: unknown): void;
  leave(consented?: boolean): unknown;
}

/** The online page of one room. */
export class OnlinePage {
  private update: (SeatUpdate<unknown> & { moveBy?: Seat | null }) | null = null;
  private seat: Seat | null = null;
  private chosen: string[] = [];
  private error: string | null = null;
  /** The moves known to this seat: from `history` at each join, then one per `update`. */
  private moves: KnownMove[] = [];
  private seats: SeatStatus[] | null = null;
  private announced = 0;
  private room: JoinedRoom | null = null;
  private stopped = false;

  private readonly status = h('p', { role: 'status', class: 'status' }, 'Connecting…');
  private readonly prompt = h('p', { class: 'prompt', hidden: true });
  private readonly alert = h('div', { role: 'alert', class: 'error', hidden: true });
  private readonly announcer = h('p', { class: 'sr-only', 'aria-live': 'polite', 'aria-atomic': 'true', 'data-announcer': '' });
  private readonly share = h('div', { class: 'share-area' });
  private readonly board = h('div', { class: 'board', role: 'group', 'aria-label': 'Board' });
  private readonly selection = h('div', { class: 'selection', hidden: true });
  private readonly legal = h('section', { 'aria-label': 'Legal moves', class: 'panel legal' });
  private readonly moveList = h('ol', { class: 'move-list', tabindex: 0, 'aria-label': 'Moves so far' });
  private readonly typed = h('input', { type: 'text', 'aria-label': 'Move in notation', placeholder: 'type a move', spellcheck: 'false', autocomplete: 'off', class: 'mono' });
  private readonly cursor: BoardCursor;

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
      h('div', { class: 'title-row' }, h('h1', {}, `${info.title} online`)),
      this.share,
      h('div', { class: 'turn-bar' }, this.status, this.prompt, this.alert),
      this.announcer,
      h(
        'div',
        { class: 'layout' },
        h('section', { class: 'board-area', 'aria-label': 'Board area' }, this.board),
        h(
          'div',
          { class: 'side' },
          this.selection,
          this.legal,
          typedForm,
          h('section', { class: 'panel', 'aria-label': 'Move list' }, h('h2', {}, 'Moves'), this.moveList),
          legendFor(info.id),
          rulesPanel(info.id, info.title),
          h('p', {}, h('a', { href: formatHash({ ...config, room: null, server: null, privateRoom: false }) }, 'Play on this device instead'), ' · ', h('a', { href: formatHash({ ...lobbyConfig(config), server: config.server }) }, 'Public rooms')),
        ),
      ),
    );
    this.cursor = new BoardCursor(this.board, {
      activate: (token) => this.clickToken(token),
      clear: () => this.select([]),
      back: () => this.select(takeBack(this.chosen)),
    });
    this.board.addEventListener('click', (event) => {
      const token = (event.target as Element | null)?.closest('[data-notation]')?.getAttribute('data-notation');
      if (token !== null && token !== undefined) this.clickToken(token);
    });
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

  /** The create options of `room=new`: the options, the seed and the bots of the page's settings. */
  private createOptions(): Record<string, unknown> {
    const text = this.config.seats ?? 'human,human';
    const count = Math.max(this.game.players.min, text.split(',').length);
    const seats = parseSeatSpecs(text, count);
    if (!seats.ok) throw new Error(seats.error.message);
    const bots: Record<string, string> = {};
    seats.value.forEach((spec, seat) => {
      if (spec.kind !== 'human') bots[String(seat)] = formatSeatSpec(spec);
    });
    const parsed = parseOptions(this.game, this.config.options);
    if (!parsed.ok) throw new Error(parsed.error.message);
    return {
      options: matchOptions(this.info, parsed.value as Record<string, unknown>, seats.value),
      bots,
      ...(this.config.seed === null ? {} : { seed: this.config.seed }),
      ...(this.config.privateRoom ? { private: true } : {}),
    };
  }

  private async connect(): Promise<void> {
    const url = serverUrl(this.config, location);
    const room = this.config.room!;
    let joined: Room;
    try {
      const { Client } = await import('@colyseus/sdk');
      const client = new Client(url);
      if (room === 'new') joined = await client.create(this.game.id, this.createOptions());
      else {
        const token = sessionStorage.getItem(tokenKey(room));
        const join = token !== null ? { token } : this.config.view === 'spectator' ? { spectator: true } : typeof this.config.view === 'number' ? { seat: this.config.view } : {};
        joined = await client.joinById(room, join);
      }
    } catch (error) {
      const failure = joinFailure(String((error as Error)?.message ?? error), url, room);
      this.status.textContent = 'Not connected';
      const watch = failure.watch ? h('a', { class: 'button', href: formatHash({ ...this.config, view: 'spectator' }) }, 'Watch this match') : null;
      if (watch !== null) watch.onclick = () => setTimeout(() => location.reload(), 0);
      this.alert.replaceChildren(h('p', {}, failure.text), ...(watch === null ? [] : [watch]));
      this.alert.hidden = false;
      return;
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
    joined.onMessage('history', (message: { moves: { seat: Seat | null; notation: string }[] }) => {
      // replace, never append: a rejoin sends the whole history again
      this.moves = message.moves.map((move, ply) => ({ ply, seat: move.seat, notation: move.notation }));
      this.moveList.dataset.history = 'received';
      this.announced = this.moves.length;
      this.render();
    });
    joined.onMessage('update', (message: SeatUpdate<unknown> & { moveBy?: Seat | null }) => {
      const before = this.update;
      if (message.lastMove !== null && before !== null) {
        const by = message.moveBy !== undefined ? message.moveBy : before.actor.kind === 'player' ? before.actor.seat : null;
        this.moves.push({ ply: this.moves.length, seat: by, notation: message.lastMove });
      }
      this.update = message;
      this.chosen = [];
      this.render();
    });
    joined.onMessage('presence', (message: { seats: SeatStatus[] }) => {
      this.seats = message.seats;
      this.status.dataset.presence = 'received';
      this.render();
    });
    joined.onMessage('refused', (message: RuleError) => {
      this.error = `Refused: ${message.message}`;
      this.render();
    });
    joined.onLeave((code: number) => {
      if (this.stopped) return;
      this.error = code === 4409 ? 'This seat was taken over by another tab.' : `The connection closed (${code}). Reload the page to take your seat back.`;
      this.render();
    });
    const isPrivate = room === 'new' ? this.config.privateRoom : null;
    if (room === 'new') {
      this.config = { ...this.config, room: joined.roomId, seats: null, privateRoom: false };
      history.replaceState(null, '', formatHash(this.config));
    }
    const page = location.href.split('#')[0];
    const inviteLink = `${page}${formatHash({ ...this.config, view: null })}`;
    const watchLink = `${page}${formatHash({ ...this.config, view: 'spectator' })}`;
    this.share.replaceChildren(shareLinks({ roomId: joined.roomId, isPrivate, inviteLink, watchLink }));
  }

  /** True while a person's seat is still free: nobody moves until the seats are filled. */
  private get waiting(): boolean {
    return this.seats !== null && this.seats.includes('free') && this.update?.outcome === null;
  }

  private send(notation: string): void {
    if (this.room === null) return;
    if (this.waiting) {
      this.error = 'Waiting for an opponent to join before the first move.';
      return this.render();
    }
    this.error = null;
    this.chosen = [];
    this.room.send('move', notation);
    this.render();
  }

  private legalMoves(): string[] {
    return this.waiting ? [] : (this.update?.legalMoves ?? []);
  }

  private clickToken(token: string): void {
    const legal = this.legalMoves();
    if (legal.length === 0) return;
    const result = click(legal, this.chosen, token, boardTokens(this.board));
    if (result.kind === 'play') return this.send(result.notation);
    this.error = null;
    this.select(result.chosen);
  }

  private select(chosen: string[]): void {
    this.chosen = chosen;
    this.render();
  }

  private render(): void {
    if (this.stopped) return;
    this.alert.replaceChildren(this.error ?? '');
    this.alert.hidden = this.error === null;
    const update = this.update;
    if (update === null) return;
    const who = this.seat === null ? 'You are watching' : `You are ${this.name(this.seat)}`;
    const moves = this.legalMoves();
    if (update.outcome !== null) {
      this.status.textContent = outcomeBanner(update.outcome, (seat) => this.name(seat), this.moves.length);
      this.status.dataset.over = 'true';
    } else {
      delete this.status.dataset.over;
      const actor = update.actor;
      const turn = actor.kind === 'player' ? (actor.seat === this.seat ? 'your move' : `${this.name(actor.seat)} to move`) : 'chance acts';
      this.status.textContent = `${who} · ${this.waiting ? 'waiting for an opponent to join' : turn}`;
    }
    this.prompt.textContent = promptFor(this.info.id, moves, this.chosen);
    this.prompt.hidden = this.prompt.textContent === '';
    const hadFocus = this.cursor.focused;
    const title = `${this.info.title}: ${this.seat === null ? 'spectator' : `${this.name(this.seat)}'s`} view`;
    drawBoard(this.board, { game: this.game, renderSvg: this.renderSvg, view: update.view, seat: this.seat, title, moves, chosen: this.chosen, lastMoves: lastTurns(this.moves, this.info.id) });
    decorateBoard(this.board, { turns: lastTurns(this.moves), name: (seat) => this.name(seat), view: update.view, highlight: moves.length > 0 ? highlightFor(moves, this.chosen, boardTokens(this.board)) : [], chosen: this.chosen });
    this.cursor.restore(hadFocus);
    const play = (notation: string) => this.send(notation);
    fillSelection(this.selection, moves, this.chosen, play, () => this.select([]));
    const why = update.outcome !== null ? 'The game is over.' : this.seat === null ? 'Spectators do not move.' : this.waiting ? 'Waiting for an opponent to join.' : 'Waiting for the other players.';
    fillLegalMoves(this.legal, moves, this.chosen, why, play);
    const after = () => undefined;
    this.moveList.replaceChildren(...moveListItems(this.info.id, this.moves, (seat) => this.name(seat), after, -1));
    this.moveList.scrollTop = this.moveList.scrollHeight;
    const fresh = this.moves.filter((move) => move.ply >= this.announced);
    this.announced = this.moves.length;
    if (fresh.length > 0) this.announcer.textContent = `${turnsOf(fresh, this.info.id).map((turn) => turnWords(this.info.id, turn, (seat) => this.name(seat), after)).join('. ')}.`;
  }
}
