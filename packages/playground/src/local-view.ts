/**
 * The DOM of a local game page: the status and prompt above the board, the board (drawn for the
 * seat the shared-screen rules allow, with the last moves marked, the keyboard cursor and the
 * pass screen), the selection and `Legal moves`, the move list in words with its announcements,
 * undo, the replay slider, the record, the legend and the rules. The match itself is the core
 * session the page hands over; nothing here changes it but through the page's actions.
 */
import type { AnyGame, Seat, SeatSpec } from '@games/core';
import { decorateBoard } from './board-marks.js';
import { boardTokens, drawBoard, fillLegalMoves, fillSelection } from './board-view.js';
import type { RenderSvg } from './boards.js';
import { click, highlightFor, takeBack } from './clicks.js';
import { formatHash, type PageConfig } from './config.js';
import { h } from './dom.js';
import { settingsForm } from './form.js';
import { seatName, type EngineModule, type GameInfo } from './games.js';
import { allowedViews, hidesSomething, isHotSeat, isPassing, mayExport, mayShowSeed, sharedDevice, shownSeat, undoSeat, type SeatingFacts, type ViewChoice } from './hot-seat.js';
import { BoardCursor } from './keyboard.js';
import { legendFor } from './legends.js';
import { lastTurns, moveListItems, turnsOf, turnWords, type KnownMove } from './move-list.js';
import { outcomeBanner } from './outcome.js';
import type { AnySession } from './any-session.js';
import { placementTools, randomPlacements } from './placement.js';
import { promptFor } from './prompts.js';
import { RecordPanel } from './record-panel.js';
import { rulesPanel } from './rules-panel.js';

/** What the view asks of the page. */
export interface PageActions {
  play(seat: Seat, notation: string): string | null;
  playAll(seat: Seat, notations: readonly string[]): string | null;
  undo(seats: readonly Seat[]): string | null;
  restart(config: PageConfig): void;
  newGame(): void;
  importRecord(text: string): string | null;
  config(): PageConfig;
  setConfig(config: PageConfig): void;
  seed(): number;
  thinking(): boolean;
}

/** A seat spec in words for the seats line. */
function specWords(spec: SeatSpec): string {
  if (spec.kind === 'human') return 'person';
  if (spec.kind === 'random') return 'random bot';
  if (spec.kind === 'mcts' || spec.kind === 'uct') {
    const budget = spec.iterations !== undefined ? ` (${spec.iterations})` : spec.milliseconds !== undefined ? ` (${spec.milliseconds} ms)` : '';
    return `${spec.kind === 'mcts' ? 'MCTS bot' : 'UCT bot'}${budget}`;
  }
  return `${spec.name} bot`;
}

export class LocalView {
  private session: AnySession | null = null;
  private revealed: Seat | null = null;
  private chosen: string[] = [];
  private error: string | null = null;
  private notice: string | null = null;
  private replayPly: number | null = null;
  private preview: string[] | null = null;
  private viewChoice: ViewChoice;
  private announced = 0;
  private stopped = false;
  /** Views after each ply for the move list's words, by the session and reader they were read for. */
  private readonly afterViews: { session: AnySession | null; reader: Seat | null; length: number; views: Map<number, unknown> } = { session: null, reader: null, length: 0, views: new Map() };
  /** Whether this match hides anything from some seat (see `hidesSomething`). */
  private hides = false;

  private readonly status = h('p', { role: 'status', class: 'status' });
  private readonly prompt = h('p', { class: 'prompt' });
  private readonly alert = h('p', { role: 'alert', class: 'error', hidden: true });
  private readonly announcer = h('p', { class: 'sr-only', 'aria-live': 'polite', 'aria-atomic': 'true', 'data-announcer': '' });
  private readonly seatsLine = h('p', { class: 'seats-line' });
  private readonly viewSelect = h('select', { 'aria-label': 'View' });
  private readonly board = h('div', { class: 'board', role: 'group', 'aria-label': 'Board', 'aria-describedby': 'board-help' });
  private readonly slider = h('input', { type: 'range', min: 0, max: 0, value: 0, step: 1, 'aria-label': 'Replay' });
  private readonly replayLabel = h('span', { class: 'replay-label' });
  private readonly liveButton = h('button', { type: 'button' }, 'Live');
  private readonly selection = h('div', { class: 'selection', hidden: true });
  private readonly tools = h('div', { class: 'tools' });
  private readonly legal = h('section', { 'aria-label': 'Legal moves', class: 'panel legal' });
  private readonly backButton = h('button', { type: 'button' }, 'Back');
  private readonly undoButton = h('button', { type: 'button' }, 'Undo');
  private readonly undoWhy = h('p', { class: 'muted undo-why', hidden: true });
  private readonly moveList = h('ol', { class: 'move-list', tabindex: 0, 'aria-label': 'Moves so far' });
  private readonly typed = h('input', { type: 'text', 'aria-label': 'Move in notation', placeholder: 'type a move', spellcheck: 'false', autocomplete: 'off', class: 'mono' });
  private readonly record: RecordPanel;
  private readonly cursor: BoardCursor;

  constructor(
    private readonly main: HTMLElement,
    private readonly info: GameInfo,
    private readonly engine: EngineModule,
    private readonly renderSvg: RenderSvg | null,
    private readonly actions: PageActions,
  ) {
    const view = actions.config().view;
    this.viewChoice = view === null ? 'auto' : view;
    this.record = new RecordPanel(info.id, (text) => actions.importRecord(text));
    this.cursor = new BoardCursor(this.board, { activate: (token) => this.clickToken(token), clear: () => this.select([]), back: () => this.back() });
    this.board.addEventListener('click', (event) => {
      const token = (event.target as Element | null)?.closest('[data-notation]')?.getAttribute('data-notation');
      if (token !== null && token !== undefined) this.clickToken(token);
    });
  }

  private get game(): AnyGame {
    return this.engine.game as AnyGame;
  }

  stop(): void {
    this.stopped = true;
  }

  /** A seat's display name. */
  name(seat: Seat): string {
    return seatName(this.info, seat);
  }

  /** Shows a new match (or why none could start). */
  show(session: AnySession | null, problems: string[], notice: string | null = null): void {
    this.session = session;
    this.revealed = null;
    this.chosen = [];
    this.error = null;
    this.notice = notice;
    this.replayPly = null;
    this.preview = null;
    this.announced = session?.history.length ?? 0;
    this.hides = session !== null && hidesSomething(this.game as never, session.state, session.seatSpecs.length);
    this.layout(problems);
  }

  /** A failure of chance or a bot, shown in the alert. */
  fail(message: string): void {
    this.error = message;
    this.render();
  }

  /** After a move was played: the selection is cleared and the new moves are announced. */
  moved(): void {
    this.chosen = [];
    this.preview = null;
    this.error = null;
    this.notice = null;
    this.typed.value = '';
    this.render();
  }

  private facts(): SeatingFacts {
    const session = this.session!;
    const actor = session.actor();
    return {
      hidden: this.hides,
      humans: session.seatSpecs.flatMap((spec, seat) => (spec.kind === 'human' ? [seat] : [])),
      seats: session.seatSpecs.length,
      running: session.outcome === null,
      acting: actor.kind === 'player' ? actor.seat : null,
      revealed: this.revealed,
      lastMover: [...session.history].reverse().find((entry) => entry.seat !== null && !session.isBot(entry.seat))?.seat ?? null,
    };
  }

  private layout(problems: string[]): void {
    const config = this.actions.config();
    const seats = this.session?.seatSpecs ?? [];
    // the address's seed stays in the form (it is in the address anyway); a fresh one of a hidden-information match is never shown
    const formConfig = config;
    const form = settingsForm(this.info, this.game, formConfig, seats.length > 0 ? seats : [{ kind: 'human' }, { kind: 'human' }], this.engine.gods ?? [], (next) => this.actions.restart(next));
    const settings = h('details', { class: 'panel settings', open: problems.length > 0 || this.session === null }, h('summary', {}, 'Match settings'), form);
    if (problems.length > 0 || this.session === null) {
      this.main.replaceChildren(h('h1', {}, this.info.title), h('p', { role: 'alert', class: 'error' }, `This match cannot start: ${problems.join('; ')}`), settings);
      return;
    }
    this.viewSelect.onchange = () => {
      const value = this.viewSelect.value;
      this.viewChoice = value === 'auto' || value === 'spectator' ? value : Number(value);
      this.actions.setConfig({ ...this.actions.config(), view: this.viewChoice === 'auto' ? null : this.viewChoice });
      this.render();
    };
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
    this.backButton.onclick = () => this.back();
    const newButton = h('button', { type: 'button' }, 'New game');
    newButton.onclick = () => this.actions.newGame();
    const online = h('a', { class: 'button', href: formatHash({ ...config, room: 'new', view: null, delay: null }), title: 'Create a public room on a @games server with these settings and share its link' }, 'Play online');
    const privately = h('a', { class: 'button', href: formatHash({ ...config, room: 'new', privateRoom: true, view: null, delay: null }), title: 'Create a private room (never listed): only its link gets in' }, 'Private room');
    const typedForm = h('form', { class: 'typed' }, this.typed, h('button', { type: 'submit' }, 'Play'));
    typedForm.onsubmit = (event) => {
      event.preventDefault();
      const text = this.typed.value.trim();
      if (text !== '') this.playHuman(text);
    };
    const help = h('p', { id: 'board-help', class: 'sr-only' }, 'Arrow keys move over the board, Enter chooses, Escape clears the choice, Backspace takes back the last choice.');
    this.main.replaceChildren(
      h('div', { class: 'title-row' }, h('h1', {}, this.info.title), this.seatsLine, settings),
      h('div', { class: 'turn-bar' }, this.status, this.prompt, this.alert),
      this.announcer,
      h(
        'div',
        { class: 'layout' },
        h(
          'section',
          { class: 'board-area', 'aria-label': 'Board area' },
          this.board,
          help,
          h('div', { class: 'replay' }, this.slider, this.replayLabel, this.liveButton, h('label', { class: 'view-choice' }, 'View ', this.viewSelect)),
        ),
        h(
          'div',
          { class: 'side' },
          this.selection,
          this.tools,
          this.legal,
          h('div', { class: 'controls' }, this.backButton, this.undoButton, newButton, online, privately),
          this.undoWhy,
          typedForm,
          h('section', { class: 'panel', 'aria-label': 'Move list' }, h('h2', {}, 'Moves'), this.moveList),
          legendFor(this.info.id),
          rulesPanel(this.info.id, this.info.title),
          this.record.element,
        ),
      ),
    );
    this.render();
  }

  /** The acting person's legal moves (none while replaying, passing, or when a bot or chance acts). */
  private humanMoves(): string[] {
    const session = this.session;
    if (session === null || this.replayPly !== null || this.preview !== null || isPassing(this.facts())) return [];
    const toAct = session.table.toAct;
    if (toAct === null || session.isBot(toAct.seat)) return [];
    return toAct.moves.map((legal) => legal.notation);
  }

  private acting(): Seat | null {
    const actor = this.session?.actor();
    return actor?.kind === 'player' ? actor.seat : null;
  }

  private clickToken(token: string): void {
    const legal = this.humanMoves();
    if (legal.length === 0) return;
    const result = click(legal, this.chosen, token, boardTokens(this.board));
    if (result.kind === 'play') return this.playHuman(result.notation);
    this.error = null;
    this.select(result.chosen);
  }

  private select(chosen: string[]): void {
    this.chosen = chosen;
    this.render();
  }

  /** Back: takes back the last click; with nothing chosen, the acting person's own last move of this turn (Santorini's move before its build). */
  private back(): void {
    if (this.chosen.length > 0) return this.select(takeBack(this.chosen));
    const seat = this.acting();
    const last = this.session?.history.at(-1);
    if (seat === null || last === undefined || last.seat !== seat || this.session!.isBot(seat)) return;
    const refused = this.actions.undo([seat]);
    this.error = refused === null ? null : `Cannot go back: ${refused}`;
    this.render();
  }

  private playHuman(notation: string): void {
    const seat = this.acting();
    if (seat === null || this.session?.isBot(seat) !== false) {
      this.error = "It is not a person's turn.";
      return this.render();
    }
    if (isPassing(this.facts())) {
      this.error = 'Show the board of the player to move first.';
      return this.render();
    }
    const refused = this.actions.play(seat, notation);
    if (refused !== null) {
      this.chosen = [];
      this.error = `Refused: ${refused}`;
      this.render();
    }
  }

  /** The Undo button and its line: whose move it takes back (several people on one device), or why there is none. */
  private showUndo(facts: SeatingFacts, session: AnySession): void {
    const seat = undoSeat(facts);
    const possible = seat === null ? null : session.canUndo([seat]);
    const shared = sharedDevice(facts) && seat !== null;
    this.undoButton.textContent = shared ? `Undo ${this.name(seat)}'s move` : 'Undo';
    this.undoButton.disabled = possible === null || !possible.ok;
    if (possible !== null && possible.ok && shared) {
      const after = possible.value - 1;
      this.undoWhy.textContent = `Undo takes back ${this.name(seat)}'s last move${after === 0 ? '' : ` and the ${after === 1 ? 'move' : `${after} moves`} after it`}, no one else's.`;
    } else if (possible !== null && !possible.ok && (possible.error.code === 'undo-crosses-reveal' || shared)) {
      this.undoWhy.textContent = possible.error.code === 'nothing-to-undo' ? `No undo now: ${this.name(seat!)} has no move to take back.` : `No undo now: ${possible.error.message.replace(/^cannot take back: /, '')}.`;
    } else this.undoWhy.textContent = '';
    this.undoWhy.hidden = this.undoWhy.textContent === '';
  }

  private undo(): void {
    const seat = undoSeat(this.facts());
    if (seat === null) return;
    const seats = [seat];
    const refused = this.actions.undo(seats);
    this.chosen = [];
    this.replayPly = null;
    if (refused !== null) this.error = `Cannot undo: ${refused}`;
    else if (isHotSeat(this.facts())) this.revealed = seats[0] ?? null;
    this.render();
  }

  /** Draws everything that changes. */
  render(): void {
    const session = this.session;
    if (session === null || this.stopped) return;
    const facts = this.facts();
    const passing = isPassing(facts);
    const focusInLegal = this.legal.contains(document.activeElement);
    const boardFocused = this.cursor.focused;
    const length = session.history.length;
    if (passing) this.replayPly = null;
    const ply = this.replayPly ?? length;
    const seat = shownSeat(facts, this.viewChoice);
    const reader = passing ? null : seat;
    const known: KnownMove[] = session.historyFor(reader);
    // the views after each move, for the words of battles and chits: kept across renders (a view after ply p changes only when an undo takes p back)
    const cache = this.afterViews;
    if (cache.session !== session || cache.reader !== reader) Object.assign(cache, { session, reader, views: new Map<number, unknown>() });
    for (const at of [...cache.views.keys()]) if (at > length) cache.views.delete(at);
    cache.length = length;
    const after = (at: number): unknown => {
      if (this.info.id !== 'stratego' && this.info.id !== 'fiery-dragons') return undefined;
      if (!cache.views.has(at)) cache.views.set(at, session.viewAt(at, reader));
      return cache.views.get(at);
    };

    // seats line: who plays, and the seed only when it may be shown
    const names = session.seatSpecs.map((spec, each) => `${this.name(each)}: ${specWords(spec)}`).join(' · ');
    this.seatsLine.textContent = mayShowSeed(facts) ? `${names} · seed ${this.actions.seed()}` : names;

    // status, prompt, alerts
    const moves = this.humanMoves();
    const acting = facts.acting;
    const outcome = session.outcome;
    if (outcome !== null) {
      this.status.textContent = outcomeBanner(outcome, (each) => this.name(each), length);
      this.status.dataset.over = 'true';
    } else {
      delete this.status.dataset.over;
      this.status.textContent =
        acting === null
          ? 'Chance acts…'
          : !session.isBot(acting)
            ? passing
              ? `${this.name(acting)}'s turn: pass the device`
              : `${this.name(acting)} to move${facts.humans.length > 1 ? '' : ' (you)'}`
            : `${this.name(acting)} (${specWords(session.seatSpecs[acting]!)}) is thinking…`;
    }
    this.prompt.textContent = this.preview !== null ? 'Look at the setup, then press Ready' : promptFor(this.info.id, moves, this.chosen);
    this.prompt.hidden = this.prompt.textContent === '';
    this.alert.textContent = this.error ?? this.notice ?? '';
    this.alert.hidden = this.alert.textContent === '';
    this.announce(known, after);

    // view switcher: only what the shared-screen rules allow now
    const allowed = allowedViews(facts);
    this.viewSelect.replaceChildren(
      ...allowed.map((choice) => h('option', { value: String(choice) }, choice === 'auto' ? (isHotSeat(facts) && facts.running ? 'The player at the device' : 'Follow the players') : choice === 'spectator' ? 'Spectator' : `${this.name(choice)}'s view`)),
    );
    this.viewSelect.value = allowed.includes(this.viewChoice) ? String(this.viewChoice) : 'auto';

    // board
    if (passing && acting !== null) {
      const reveal = h('button', { type: 'button', class: 'primary' }, `Show ${this.name(acting)}'s board`);
      reveal.onclick = () => {
        this.revealed = acting;
        this.render();
      };
      this.board.replaceChildren(h('div', { class: 'pass' }, h('p', {}, `Pass the device to ${this.name(acting)}.`), h('p', {}, 'The board stays hidden until they take it.'), reveal));
    } else {
      const shownView = this.preview !== null ? this.previewView(seat) : this.replayPly === null ? session.updateFor(seat).view : session.viewAt(ply, seat);
      const title = `${this.info.title}: ${seat === null ? 'spectator' : `${this.name(seat)}'s`} view${this.replayPly === null ? '' : ` after move ${ply}`}`;
      const upTo = known.filter((move) => move.ply < ply);
      // the game draws each seat's last turn with the chance draws made for it (Yut Nori's throws); the page frames what its moves name
      const lastMoves = this.preview !== null ? [] : lastTurns(upTo, this.info.id);
      drawBoard(this.board, { game: this.game, renderSvg: this.renderSvg, view: shownView, seat, title, moves, chosen: this.chosen, lastMoves });
      decorateBoard(this.board, {
        turns: this.preview !== null ? [] : lastTurns(upTo),
        name: (each) => this.name(each),
        view: shownView,
        highlight: moves.length > 0 ? highlightFor(moves, this.chosen, boardTokens(this.board)) : [],
        chosen: this.chosen,
      });
      this.board.classList.toggle('motion', length > 0);
    }
    this.cursor.restore(boardFocused);

    // selection, placement tools and the legal moves
    const play = (notation: string) => this.playHuman(notation);
    fillSelection(this.selection, moves, this.chosen, play, () => this.select([]));
    this.fillTools(moves, acting);
    const why = outcome !== null ? 'The game is over.' : this.replayPly !== null ? 'Replaying: go back to the live position to move.' : passing ? 'Hidden until the next player takes the device.' : 'Waiting for the other players.';
    fillLegalMoves(this.legal, moves, this.chosen, why, play);
    if (focusInLegal) (this.legal.querySelector('button') ?? this.status).focus?.();

    // move list, replay, undo, record
    this.moveList.replaceChildren(...moveListItems(this.info.id, known, (each) => this.name(each), after, ply));
    const current = this.moveList.querySelector<HTMLElement>('.current');
    if (current !== null) this.moveList.scrollTop = Math.max(0, current.offsetTop - this.moveList.clientHeight / 2);
    this.slider.max = String(length);
    this.slider.value = String(ply);
    this.slider.disabled = length === 0 || passing;
    this.replayLabel.textContent = passing ? 'Replay hidden while the device is passed' : this.replayPly === null ? `Live · ${length} moves` : `Move ${ply} of ${length}`;
    this.liveButton.hidden = this.replayPly === null;
    this.showUndo(facts, session);
    this.backButton.hidden = !(this.chosen.length > 0 || (acting !== null && !passing && session.history.at(-1)?.seat === acting && !session.isBot(acting) && session.canUndo([acting]).ok));
    this.record.update(session, mayExport(facts), this.actions.seed());
  }

  /** Announces the moves played since the last announcement, in words, in the live region. */
  private announce(known: readonly KnownMove[], after: (ply: number) => unknown): void {
    const fresh = known.filter((move) => move.ply >= this.announced);
    this.announced = known.length;
    if (fresh.length === 0) return;
    const text = turnsOf(fresh, this.info.id)
      .map((turn) => turnWords(this.info.id, turn, (each) => this.name(each), after))
      .join('. ');
    const outcome = this.session?.outcome ?? null;
    this.announcer.textContent = outcome === null ? `${text}.` : `${text}. ${outcomeBanner(outcome, (each) => this.name(each), known.length)}`;
  }

  /** The view of `seat` with the previewed placements applied (Stratego's setup before Ready). */
  private previewView(seat: Seat | null): unknown {
    let state = this.session!.state;
    for (const notation of this.preview ?? []) {
      const move = this.game.parseMove(notation, state);
      if (!move.ok) break;
      const next = this.game.play(state, move.value);
      if (!next.ok) break;
      state = next.value;
    }
    return this.game.view(state, seat);
  }

  /** Stratego's placement tools while the acting person sets up. */
  private fillTools(moves: readonly string[], acting: Seat | null): void {
    const placing = this.info.id === 'stratego' && acting !== null && (moves.length > 0 || this.preview !== null) && (this.preview !== null || moves.every((move) => move.startsWith('place ')));
    if (!placing || acting === null) {
      this.tools.replaceChildren();
      return;
    }
    if (this.tools.firstChild !== null) return;
    const session = this.session!;
    const variant = String((session.options as { variant?: unknown }).variant ?? 'classic');
    const untouched = !session.history.some((entry) => entry.seat === acting);
    let count = 0;
    this.tools.replaceChildren(
      placementTools(
        this.engine,
        {
          seat: acting,
          variant,
          untouched,
          random: () => randomPlacements(this.game, session.state, acting, this.actions.seed() * 7919 + ++count),
          playAll: (notations) => {
            this.preview = null;
            this.tools.replaceChildren();
            return this.actions.playAll(acting, notations);
          },
        },
        (preview) => {
          this.preview = preview;
          this.chosen = [];
          this.render();
        },
      ),
    );
  }
}
