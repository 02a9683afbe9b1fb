/**
 * A game page, `#/<game>?seats=…&seed=…&opt.<name>=…`: the board of the viewing seat, the acting
 * human's legal moves (board clicks and buttons), the move list, undo, new game, the record and a
 * replay slider. Bots think in a Web Worker ({@link BotClient}).
 */
import { deriveSeed, parseOptions, updateFor, type AnyGame, type Seat } from '@games/core';
import { BotClient } from './bots.js';
import { loadBoard, type RenderSvg } from './boards.js';
import { boardTokens, drawBoard, fillLegalMoves, fillSelection } from './board-view.js';
import { click } from './clicks.js';
import { formatHash, parseSeats, type PageConfig, type SeatSpec } from './config.js';
import { h } from './dom.js';
import { settingsForm } from './form.js';
import { gameInfo, loadGame, seatName, type GameInfo } from './games.js';
import { siteHeader } from './header.js';
import { describeOutcome } from './outcome.js';
import { OnlinePage } from './online.js';
import { Session } from './session.js';

/** Milliseconds between moves when only bots play, so a person can follow. */
const WATCH_DELAY = 400;

/** A random seed for a page whose address has none. */
function freshSeed(): number {
  return Math.floor(Math.random() * 1_000_000);
}

/** Replaces the address without a reload (and without a `hashchange`). */
function setAddress(config: PageConfig): void {
  history.replaceState(null, '', formatHash(config));
}

/** Mounts the page of `config.gameId` into `root`; returns a function that stops it. */
export async function mountGamePage(root: HTMLElement, config: PageConfig): Promise<() => void> {
  const info = gameInfo(config.gameId);
  root.replaceChildren(siteHeader(info?.id ?? null));
  if (info === undefined) {
    root.append(h('main', { class: 'page' }, h('h1', {}, 'No such game'), h('p', { role: 'alert' }, `There is no game "${config.gameId}". Pick one above.`)));
    return () => {};
  }
  document.title = `${info.title} · @games playground`;
  const main = h('main', { class: 'page game-page' }, h('h1', {}, info.title), h('p', { class: 'loading' }, 'Loading…'));
  root.append(main);
  const [game, renderSvg] = await Promise.all([loadGame(info.id), loadBoard(info.id)]);
  if (game === undefined) {
    main.replaceChildren(h('h1', {}, info.title), h('p', { role: 'alert' }, 'This game could not be loaded.'));
    return () => {};
  }
  if (config.room !== null) return new OnlinePage(main, info, game, renderSvg, config).stop;
  if (config.seed === null) {
    config = { ...config, seed: freshSeed() };
    setAddress(config);
  }
  return new GamePage(main, info, game, renderSvg, config).stop;
}

/** The live page of one match. */
class GamePage {
  private session: Session | null = null;
  private seats: SeatSpec[] = [];
  private humans: Seat[] = [];
  private readonly bots = new BotClient();
  private generation = 0;
  /** The human seat that took the device in hot-seat play. */
  private revealed: Seat | null = null;
  /** Tokens clicked so far on the board for the move being built. */
  private chosen: string[] = [];
  private error: string | null = null;
  private notice: string | null = null;
  /** The ply shown by the replay slider, `null` for the live position. */
  private replayPly: number | null = null;
  private view: number | 'spectator' | null;
  private stopped = false;

  private readonly status = h('p', { role: 'status', class: 'status', 'aria-live': 'polite' });
  private readonly alert = h('p', { role: 'alert', class: 'error' });
  private readonly viewSelect = h('select', { 'aria-label': 'View' });
  private readonly board = h('div', { class: 'board' });
  private readonly slider = h('input', { type: 'range', min: 0, max: 0, value: 0, step: 1, 'aria-label': 'Replay' });
  private readonly replayLabel = h('span', { class: 'replay-label' });
  private readonly liveButton = h('button', { type: 'button' }, 'Live');
  private readonly selection = h('div', { class: 'selection' });
  private readonly legal = h('section', { 'aria-label': 'Legal moves', class: 'panel legal' });
  private readonly undoButton = h('button', { type: 'button' }, 'Undo');
  private readonly newButton = h('button', { type: 'button' }, 'New game');
  private readonly moveList = h('ol', { class: 'move-list' });
  private readonly recordText = h('textarea', { 'aria-label': 'Match record (JSON)', rows: 6, spellcheck: 'false', class: 'mono' });
  private readonly download = h('a', { class: 'button', hidden: true }, 'Download');
  private readonly typed = h('input', { type: 'text', 'aria-label': 'Move in notation', placeholder: 'type a move', spellcheck: 'false', autocomplete: 'off', class: 'mono' });

  constructor(
    private readonly main: HTMLElement,
    private readonly info: GameInfo,
    private readonly game: AnyGame,
    private readonly renderSvg: RenderSvg | null,
    private config: PageConfig,
  ) {
    this.view = config.view;
    this.stop = this.stop.bind(this);
    this.start();
  }

  /** Stops the bots and ignores whatever they answer later. */
  stop(): void {
    this.stopped = true;
    this.generation++;
    this.bots.dispose();
  }

  private get seed(): number {
    return this.config.seed ?? 0;
  }

  private name(seat: Seat): string {
    return seatName(this.info, seat);
  }

  /** Sets up the match from the page settings and lays out the page. */
  private start(): void {
    this.generation++;
    this.bots.cancel();
    this.session = null;
    this.revealed = null;
    this.chosen = [];
    this.error = null;
    this.replayPly = null;
    const problems: string[] = [];
    const parsed = parseOptions(this.game, this.config.options);
    if (!parsed.ok) problems.push(parsed.error.message);
    const options: Record<string, unknown> = { ...this.info.baseOptions, ...(parsed.ok ? parsed.value : {}) };
    if (!('seed' in options)) options.seed = this.seed;
    if (problems.length === 0) {
      const created = Session.create(this.game, options, this.seed);
      if (created.ok) this.session = created.value;
      else problems.push(created.error.message);
    }
    const count = this.session?.table.seats ?? Math.max(this.game.players.min, 2);
    const seats = parseSeats(this.config.seats ?? this.info.defaultSeats.split(',').slice(0, count).join(','), count);
    if (seats.ok) this.seats = seats.value;
    else {
      problems.push(seats.message);
      this.seats = Array.from({ length: count }, () => ({ kind: 'human' }) as SeatSpec);
      this.session = null;
    }
    this.humans = this.seats.flatMap((spec, seat) => (spec.kind === 'human' ? [seat] : []));
    this.layout(problems);
    if (this.session !== null) void this.advance();
  }

  /** True when humans share this device in a game with hidden information: the board hides between their turns. */
  private get hotSeat(): boolean {
    return this.game.hiddenInformation && this.humans.length >= 2;
  }

  private layout(problems: string[]): void {
    const form = settingsForm(this.info, this.game, this.config, this.seats, (config) => this.restart(config));
    const settings = h('details', { class: 'panel settings', open: problems.length > 0 || this.session === null }, h('summary', {}, 'Match settings'), form);
    if (problems.length > 0 || this.session === null) {
      this.main.replaceChildren(h('h1', {}, this.info.title), h('p', { role: 'alert', class: 'error' }, `This match cannot start: ${problems.join('; ')}`), settings);
      return;
    }
    this.viewSelect.replaceChildren(
      h('option', { value: 'auto' }, 'Follow the players'),
      ...this.seats.map((_, seat) => h('option', { value: String(seat) }, `${this.name(seat)}'s view`)),
      h('option', { value: 'spectator' }, 'Spectator'),
    );
    this.viewSelect.value = this.view === null ? 'auto' : String(this.view);
    this.viewSelect.onchange = () => {
      const value = this.viewSelect.value;
      this.view = value === 'auto' ? null : value === 'spectator' ? 'spectator' : Number(value);
      this.config = { ...this.config, view: this.view };
      setAddress(this.config);
      this.render();
    };
    this.board.onclick = (event) => this.boardClick(event);
    this.slider.oninput = () => {
      const ply = Number(this.slider.value);
      this.replayPly = ply >= (this.session?.history.length ?? 0) ? null : ply;
      this.chosen = [];
      this.render();
    };
    this.liveButton.onclick = () => {
      this.replayPly = null;
      this.render();
    };
    this.undoButton.onclick = () => this.undo();
    this.newButton.onclick = () => this.restart({ ...this.config, seed: freshSeed() });
    const online = h('a', { class: 'button', href: formatHash({ ...this.config, room: 'new', view: null, delay: null }), title: 'Create a room on a @games server with these settings and share its link' }, 'Play online');
    const typedForm = h('form', { class: 'typed' }, this.typed, h('button', { type: 'submit' }, 'Play'));
    typedForm.onsubmit = (event) => {
      event.preventDefault();
      const text = this.typed.value.trim();
      if (text !== '') this.playHuman(text);
    };
    const exportButton = h('button', { type: 'button' }, 'Export');
    exportButton.onclick = () => this.exportRecord();
    const importButton = h('button', { type: 'button' }, 'Import');
    importButton.onclick = () => this.importRecord(this.recordText.value);
    const file = h('input', { type: 'file', accept: '.json,application/json', 'aria-label': 'Import a record file' });
    file.onchange = async () => {
      const chosen = file.files?.[0];
      if (chosen === undefined) return;
      const text = await chosen.text();
      this.recordText.value = text;
      this.importRecord(text);
    };
    const seatsLine = this.seats.map((spec, seat) => `${this.name(seat)}: ${spec.kind === 'mcts' ? `MCTS ${spec.iterations}` : spec.kind}`).join(' · ');
    this.main.replaceChildren(
      h('div', { class: 'title-row' }, h('h1', {}, this.info.title), h('p', { class: 'seats-line' }, `${seatsLine} · seed ${this.seed}`)),
      settings,
      h(
        'div',
        { class: 'layout' },
        h(
          'section',
          { class: 'board-area', 'aria-label': 'Board' },
          h('div', { class: 'board-bar' }, h('label', {}, 'View ', this.viewSelect)),
          this.board,
          h('div', { class: 'replay' }, this.slider, this.replayLabel, this.liveButton),
        ),
        h(
          'div',
          { class: 'side' },
          this.status,
          this.alert,
          this.selection,
          this.legal,
          typedForm,
          h('div', { class: 'controls' }, this.undoButton, this.newButton, online),
          h('section', { class: 'panel', 'aria-label': 'Move list' }, h('h2', {}, 'Moves'), this.moveList),
          h(
            'details',
            { class: 'panel record' },
            h('summary', {}, 'Match record'),
            h('p', {}, 'Export the match as JSON (the game, its options and every move in notation), or paste or load one to resume it.'),
            this.recordText,
            h('div', { class: 'controls' }, exportButton, this.download, importButton, file),
          ),
        ),
      ),
    );
    this.render();
  }

  private restart(config: PageConfig): void {
    const address = formatHash(config);
    if (address !== location.hash) {
      location.hash = address;
      return;
    }
    this.config = config;
    this.start();
  }

  /** Plays chance and the bots until a human decides or the game ends. */
  private async advance(): Promise<void> {
    const generation = ++this.generation;
    const session = this.session;
    if (session === null) return;
    for (;;) {
      session.resolveChance();
      this.render();
      const seat = session.acting;
      if (seat === null) return;
      const spec = this.seats[seat]!;
      if (spec.kind === 'human') return;
      if (this.humans.length === 0) {
        await new Promise((resolve) => setTimeout(resolve, this.config.delay ?? WATCH_DELAY));
        if (generation !== this.generation) return;
      }
      const answer = await this.bots.ask({ gameId: this.game.id, state: session.state, bot: spec, seed: deriveSeed(this.seed, `bot:${session.history.length}`) });
      if (answer === null || generation !== this.generation || this.stopped) return;
      const played = answer.ok ? session.play(seat, answer.notation) : answer;
      if (!played.ok) {
        this.error = `${this.name(seat)} (bot) could not move: ${played.error.message}`;
        this.render();
        return;
      }
    }
  }

  /** Plays a move of the acting human, given in notation. */
  private playHuman(notation: string): void {
    const session = this.session;
    if (session === null || this.replayPly !== null) return;
    if (this.passing) {
      this.error = 'Show the board of the player to move first.';
      this.render();
      return;
    }
    const seat = session.acting;
    if (seat === null || this.seats[seat]?.kind !== 'human') {
      this.error = 'It is not a human seat’s turn.';
      this.render();
      return;
    }
    const played = session.play(seat, notation);
    this.chosen = [];
    if (!played.ok) {
      this.error = `Refused: ${played.error.message}`;
      this.render();
      return;
    }
    this.error = null;
    this.notice = null;
    this.typed.value = '';
    void this.advance();
  }

  private undo(): void {
    if (this.session === null) return;
    this.generation++;
    this.bots.cancel();
    if (!this.session.undo(this.humans)) return;
    this.chosen = [];
    this.error = null;
    this.replayPly = null;
    this.revealed = this.hotSeat ? null : this.revealed;
    void this.advance();
  }

  private exportRecord(): void {
    if (this.session === null) return;
    const text = this.session.recordText();
    this.recordText.value = text;
    const old = this.download.getAttribute('href');
    if (old !== null) URL.revokeObjectURL(old);
    this.download.setAttribute('href', URL.createObjectURL(new Blob([text], { type: 'application/json' })));
    this.download.setAttribute('download', `${this.game.id}-${this.seed}.json`);
    this.download.hidden = false;
  }

  private importRecord(text: string): void {
    const imported = Session.import(this.game, text, deriveSeed(this.seed, 'import'));
    if (!imported.ok) {
      this.error = `Import refused: ${imported.error.message}`;
      this.render();
      return;
    }
    this.generation++;
    this.bots.cancel();
    const session = imported.value;
    const count = session.table.seats;
    if (this.seats.length !== count) {
      const seats = parseSeats(this.seats.map((spec) => (spec.kind === 'mcts' ? `mcts:${spec.iterations}` : spec.kind)).slice(0, count).join(',') || 'human', count);
      this.seats = seats.ok ? seats.value : Array.from({ length: count }, () => ({ kind: 'human' }) as SeatSpec);
      this.humans = this.seats.flatMap((spec, seat) => (spec.kind === 'human' ? [seat] : []));
    }
    this.session = session;
    this.error = null;
    this.notice = `Imported a record of ${session.history.length} moves.`;
    this.chosen = [];
    this.replayPly = null;
    this.revealed = null;
    void this.advance();
  }

  /** The seat whose view the board shows; `null` for a spectator. */
  private viewingSeat(): Seat | null {
    if (this.view === 'spectator') return null;
    if (typeof this.view === 'number' && this.view < this.seats.length) return this.view;
    const acting = this.session?.acting ?? null;
    if (this.hotSeat) return this.revealed ?? this.humans[0] ?? null;
    if (acting !== null && this.humans.includes(acting)) return acting;
    return this.humans[0] ?? null;
  }

  /** True when the board must stay hidden until the acting human takes the device. */
  private get passing(): boolean {
    const acting = this.session?.acting ?? null;
    return this.hotSeat && this.replayPly === null && acting !== null && this.humans.includes(acting) && this.revealed !== acting;
  }

  /** The acting human's legal moves in notation (none while replaying, passing or when a bot or chance acts). */
  private humanMoves(): string[] {
    const session = this.session;
    if (session === null || this.replayPly !== null || this.passing) return [];
    const toAct = session.table.toAct;
    if (toAct === null || this.seats[toAct.seat]?.kind !== 'human') return [];
    return toAct.moves.map((legal) => legal.notation);
  }

  private boardClick(event: MouseEvent): void {
    const target = (event.target as Element | null)?.closest('[data-notation]');
    const token = target?.getAttribute('data-notation');
    if (token === null || token === undefined) return;
    const legal = this.humanMoves();
    if (legal.length === 0) return;
    const result = click(legal, this.chosen, token, boardTokens(this.board));
    if (result.kind === 'play') {
      this.playHuman(result.notation);
      return;
    }
    if (result.kind === 'none') {
      this.error = `No legal move uses ${token}.`;
    } else {
      this.error = null;
      this.chosen = result.chosen;
    }
    this.render();
  }

  /** Draws everything that changes: status, board, moves, history and controls. */
  private render(): void {
    const session = this.session;
    if (session === null || this.stopped) return;
    const focusInLegal = this.legal.contains(document.activeElement);
    const length = session.history.length;
    const ply = this.replayPly ?? length;
    const shown = this.replayPly === null ? session.table : session.tableAt(ply);
    const acting = session.acting;

    // status: who acts, or the outcome
    const outcome = session.table.outcome;
    if (outcome !== null) {
      this.status.textContent = describeOutcome(outcome, (seat) => this.name(seat));
      this.status.dataset.over = 'true';
    } else {
      delete this.status.dataset.over;
      const spec = acting === null ? null : this.seats[acting];
      this.status.textContent =
        acting === null
          ? 'Chance acts…'
          : spec?.kind === 'human'
            ? `${this.name(acting)} to move${this.humans.length > 1 ? '' : ' (you)'}`
            : `${this.name(acting)} (${spec?.kind === 'mcts' ? `MCTS ${spec.iterations}` : 'random bot'}) is thinking…`;
    }
    this.alert.textContent = this.error ?? this.notice ?? '';
    this.alert.hidden = this.alert.textContent === '';

    // board
    const seat = this.viewingSeat();
    const moves = this.humanMoves();
    if (this.passing && acting !== null) {
      const reveal = h('button', { type: 'button', class: 'primary' }, `Show ${this.name(acting)}'s board`);
      reveal.onclick = () => {
        this.revealed = acting;
        this.render();
      };
      this.board.replaceChildren(h('div', { class: 'pass' }, h('p', {}, `Pass the device to ${this.name(acting)}.`), h('p', {}, 'The board stays hidden until they take it.'), reveal));
    } else {
      const title = `${this.info.title}: ${seat === null ? 'spectator' : `${this.name(seat)}'s`} view${this.replayPly === null ? '' : ` after move ${ply}`}`;
      drawBoard(this.board, { game: this.game, renderSvg: this.renderSvg, view: updateFor(shown, seat).view, seat, title, moves, chosen: this.chosen });
    }

    // the move being built on the board, and the legal moves
    const play = (notation: string) => this.playHuman(notation);
    fillSelection(this.selection, moves, this.chosen, play, () => {
      this.chosen = [];
      this.render();
    });
    const why =
      outcome !== null
        ? 'The game is over.'
        : this.replayPly !== null
          ? 'Replaying: go back to the live position to move.'
          : this.passing
            ? 'Hidden until the next player takes the device.'
            : 'Waiting for the other players.';
    fillLegalMoves(this.legal, moves, this.chosen, why, play);
    if (focusInLegal) (this.legal.querySelector('button') ?? this.status).focus?.();

    // history and controls
    this.moveList.replaceChildren(
      ...session.history.map((entry, index) =>
        h('li', { class: index === ply - 1 ? 'current' : null }, h('span', { class: 'who' }, entry.seat === null ? 'chance' : this.name(entry.seat)), ' ', h('span', { class: 'mono' }, entry.notation)),
      ),
    );
    // keep the current move in sight inside the list, without scrolling the page itself
    const current = this.moveList.querySelector<HTMLElement>('.current');
    if (current !== null) this.moveList.scrollTop = Math.max(0, current.offsetTop - this.moveList.clientHeight / 2);
    this.slider.max = String(length);
    this.slider.value = String(ply);
    this.slider.disabled = length === 0;
    this.replayLabel.textContent = this.replayPly === null ? `Live · ${length} moves` : `Move ${ply} of ${length}`;
    this.liveButton.hidden = this.replayPly === null;
    this.undoButton.disabled = !session.history.some((entry) => entry.seat !== null && this.humans.includes(entry.seat));
  }
}
