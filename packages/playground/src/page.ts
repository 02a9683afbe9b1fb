/**
 * A game page, `#/<game>?seats=…&seed=…&opt.<name>=…`: the page holds a match session of
 * `@games/core` (history, undo, chance, bots' seats, record, outcome) and keeps only its DOM:
 * the board of the viewing seat, the acting person's choices (board clicks, keyboard, buttons),
 * the move list in words, undo, the record and a replay slider, under the shared-screen rules of
 * `hot-seat.ts`. Bots think in a Web Worker ({@link BotClient}).
 */
import { formatSeatSpec, sessionFromRecord, type AnyGame, type Seat } from '@games/core';
import { BotClient } from './bots.js';
import { loadBoard, type RenderSvg } from './boards.js';
import { formatHash, type PageConfig } from './config.js';
import { h } from './dom.js';
import type { AnySession } from './any-session.js';
import { loadEngine, gameInfo, type EngineModule, type GameInfo } from './games.js';
import { startSession } from './match-start.js';
import { siteHeader } from './header.js';
import { LocalView } from './local-view.js';
import { OnlinePage } from './online.js';

/** Milliseconds between moves when only bots play, so a person can follow. */
const WATCH_DELAY = 400;

/** A random seed for a page whose address has none. */
export function freshSeed(): number {
  return Math.floor(Math.random() * 1_000_000);
}

/** Replaces the address without a reload (and without a `hashchange`). */
export function setAddress(config: PageConfig): void {
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
  const [engine, renderSvg] = await Promise.all([loadEngine(info.id), loadBoard(info.id)]);
  if (engine === undefined) {
    main.replaceChildren(h('h1', {}, info.title), h('p', { role: 'alert' }, 'This game could not be loaded.'));
    return () => {};
  }
  const game = engine.game as AnyGame;
  if (config.room !== null) return new OnlinePage(main, info, game, renderSvg, config).stop;
  return new GamePage(main, info, engine, renderSvg, config).stop;
}

/** The live page of one match: sets it up, runs chance and the bots, and hands the DOM to {@link LocalView}. */
class GamePage {
  private session: AnySession | null = null;
  private readonly bots = new BotClient();
  private generation = 0;
  private stopped = false;
  private readonly view: LocalView;
  /** The seed of this match (the address's, or a fresh one kept off the address for a hidden-information game). */
  private seed: number;

  constructor(
    main: HTMLElement,
    private readonly info: GameInfo,
    private readonly engine: EngineModule,
    renderSvg: RenderSvg | null,
    private config: PageConfig,
  ) {
    const game = engine.game as AnyGame;
    this.seed = config.seed ?? freshSeed();
    if (config.seed === null && !game.hiddenInformation) {
      this.config = { ...config, seed: this.seed };
      setAddress(this.config);
    }
    this.stop = this.stop.bind(this);
    this.view = new LocalView(main, info, engine, renderSvg, {
      play: (seat, notation) => this.playHuman(seat, notation),
      playAll: (seat, notations) => this.playAll(seat, notations),
      undo: (seats) => this.undo(seats),
      restart: (next) => this.restart(next),
      newGame: () => this.restart({ ...this.config, seed: game.hiddenInformation ? null : freshSeed() }),
      importRecord: (text) => this.importRecord(text),
      config: () => this.config,
      setConfig: (next) => {
        this.config = next;
        setAddress(next);
      },
      seed: () => this.seed,
      thinking: () => this.bots.thinking,
    });
    this.start();
  }

  /** Stops the bots and ignores whatever they answer later. */
  stop(): void {
    this.stopped = true;
    this.generation++;
    this.bots.dispose();
    this.view.stop();
  }

  private get game(): AnyGame {
    return this.engine.game as AnyGame;
  }

  /** Sets up the match from the page settings. */
  private start(): void {
    this.generation++;
    this.bots.cancel();
    this.session = null;
    const started = startSession(this.game, this.info, this.config, this.seed);
    this.session = started.session;
    const problems = started.problems;
    this.view.show(this.session, problems);
    if (this.session !== null) void this.advance();
  }

  private restart(config: PageConfig): void {
    const address = formatHash(config);
    if (address !== location.hash) {
      location.hash = address;
      return;
    }
    this.config = config;
    this.seed = config.seed ?? freshSeed();
    this.start();
  }

  /** Whether bot moves pause (and their marks pulse) so a person can follow them. */
  private get motion(): boolean {
    return !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  }

  /** Plays chance and the bots until a person decides or the game ends, pausing after each bot move when people watch. */
  private async advance(): Promise<void> {
    const generation = ++this.generation;
    const session = this.session;
    if (session === null) return;
    const humans = session.seatSpecs.some((spec) => spec.kind === 'human');
    for (;;) {
      const next = session.next();
      if (next.kind === 'chance') {
        const drawn = session.resolveChance();
        if (!drawn.ok) return this.view.fail(`Chance could not act: ${drawn.error.message}`);
        this.view.render();
        continue;
      }
      if (next.kind !== 'bot') {
        this.view.render();
        return;
      }
      this.view.render();
      if (!humans) {
        await new Promise((resolve) => setTimeout(resolve, this.config.delay ?? WATCH_DELAY));
        if (generation !== this.generation) return;
      }
      const request = session.botRequest();
      if (request === null) return;
      const answer = await this.bots.ask(request);
      if (answer === null || generation !== this.generation || this.stopped) return;
      const played = answer.ok ? session.play(request.seat, answer.notation) : answer;
      if (!played.ok) return this.view.fail(`${this.view.name(request.seat)} (bot) could not move: ${played.error.message}`);
      this.view.moved();
      if (humans && this.motion && session.next().kind === 'bot') {
        // a short pause between bot moves, so each can be seen (none under prefers-reduced-motion)
        await new Promise((resolve) => setTimeout(resolve, 450));
        if (generation !== this.generation) return;
      }
    }
  }

  /** Plays a person's move; the refusal's message, or null. */
  private playHuman(seat: Seat, notation: string): string | null {
    const session = this.session;
    if (session === null) return 'no match';
    const played = session.play(seat, notation);
    if (!played.ok) return played.error.message;
    this.view.moved();
    void this.advance();
    return null;
  }

  /** Plays a person's moves in order (a whole Stratego setup); the first refusal's message, or null. */
  private playAll(seat: Seat, notations: readonly string[]): string | null {
    const session = this.session;
    if (session === null) return 'no match';
    for (const notation of notations) {
      const played = session.play(seat, notation);
      if (!played.ok) {
        this.view.render();
        return `${notation}: ${played.error.message}`;
      }
    }
    this.view.moved();
    void this.advance();
    return null;
  }

  /** Takes back to the previous decision of `seats`; the refusal's message (in words), or null. */
  private undo(seats: readonly Seat[]): string | null {
    const session = this.session;
    if (session === null) return 'no match';
    const possible = session.canUndo(seats);
    if (!possible.ok) return possible.error.message;
    this.generation++;
    this.bots.cancel();
    const undone = session.undo(seats);
    if (!undone.ok) return undone.error.message;
    void this.advance();
    return null;
  }

  private importRecord(text: string): string | null {
    let record: unknown;
    try {
      record = JSON.parse(text);
    } catch (error) {
      return `not JSON: ${(error as Error).message}`;
    }
    const seats = this.session?.seatSpecs.map(formatSeatSpec) ?? ['human'];
    let imported = sessionFromRecord(this.game, record, { seats, seed: this.seed });
    if (!imported.ok && imported.error.code === 'invalid-seat') imported = sessionFromRecord(this.game, record, { seats: 'human', seed: this.seed });
    if (!imported.ok) return imported.error.message;
    this.generation++;
    this.bots.cancel();
    this.session = imported.value as AnySession;
    this.view.show(this.session, [], `Imported a record of ${this.session.history.length} moves.`);
    void this.advance();
    return null;
  }
}
