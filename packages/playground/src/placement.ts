/**
 * Stratego's placement phase on the page: besides placing piece by piece on the board (a piece of
 * the tray, then a square of your rows), a person may lay out a named setup or a random one, look
 * at it, and press `Ready` to play it (its placements, one by one, as moves of the match).
 */
import { createRng, pick, type AnyGame } from '@games/core';
import { h } from './dom.js';
import type { EngineModule } from './games.js';

/** What the placement tools need from the page. */
export interface PlacementHost {
  /** The acting seat (0 Red, 1 Blue). */
  seat: number;
  /** The variant being played (`classic`, `barrage`). */
  variant: string;
  /** Whether the seat has placed nothing yet (a whole setup may then be laid out). */
  untouched: boolean;
  /** A random setup of the pieces left (a new one each call). */
  random: () => string[];
  /** Plays a list of placements in order; the first refusal's message, or null. */
  playAll: (notations: readonly string[]) => string | null;
}

/** The placements of a named setup for `seat`, or why it cannot be used. */
export function namedPlacements(engine: EngineModule, seat: number, name: string, variant: string): { ok: true; moves: string[] } | { ok: false; message: string } {
  const setup = engine.namedSetups?.find((each) => each.name === name);
  if (setup === undefined || engine.setupToMoves === undefined) return { ok: false, message: `no setup named ${name}` };
  const moves = engine.setupToMoves(seat, setup.setup, setup.variant as never);
  if (!moves.ok) return { ok: false, message: moves.error.message };
  if (setup.variant !== variant) return { ok: false, message: `${name} is a ${setup.variant} setup, and this match plays ${variant}` };
  const game = engine.game as AnyGame;
  return { ok: true, moves: moves.value.map((move) => game.formatMove(move)) };
}

/**
 * A random setup of the pieces still in the tray: random legal placements of `seat`, played on a
 * copy of the state with the game's own rules until the seat has placed everything.
 */
export function randomPlacements(game: AnyGame, state: unknown, seat: number, seed: number): string[] {
  const rng = createRng(seed);
  const moves: string[] = [];
  let current = state;
  for (let guard = 0; guard < 200; guard++) {
    const actor = game.actor(current);
    if (actor.kind !== 'player' || actor.seat !== seat) break;
    const legal = game.legalMoves(current);
    if (legal.length === 0) break;
    const move = pick(rng, legal);
    const next = game.play(current, move);
    if (!next.ok) break;
    moves.push(game.formatMove(move));
    current = next.value;
  }
  return moves;
}

/** The placement tools: a named setup, a random one, and Ready to play what is laid out. */
export function placementTools(engine: EngineModule, host: PlacementHost, preview: (moves: string[] | null) => void): HTMLElement {
  const setups = (engine.namedSetups ?? []).filter((setup) => setup.variant === host.variant);
  const select = h('select', { 'aria-label': 'Named setup' }, ...setups.map((setup) => h('option', { value: setup.name, title: setup.description }, setup.name)));
  const message = h('p', { class: 'muted', 'aria-live': 'polite' });
  let pending: string[] | null = null;
  const ready = h('button', { type: 'button', class: 'primary', disabled: true }, 'Ready');
  const show = (moves: string[] | null, text: string) => {
    pending = moves;
    ready.disabled = moves === null;
    message.textContent = text;
    preview(moves);
  };
  const named = h('button', { type: 'button', disabled: !host.untouched || setups.length === 0 }, 'Lay out');
  named.onclick = () => {
    const laid = namedPlacements(engine, host.seat, select.value, host.variant);
    if (!laid.ok) show(null, laid.message);
    else show(laid.moves, `${select.value}: ${setups.find((setup) => setup.name === select.value)?.description ?? ''} Press Ready to play it.`);
  };
  const random = h('button', { type: 'button' }, 'Random');
  random.onclick = () => show(host.random(), 'A random setup of the pieces left. Press Ready to play it.');
  ready.onclick = () => {
    if (pending === null) return;
    const refused = host.playAll(pending);
    if (refused !== null) show(null, refused);
  };
  return h(
    'section',
    { class: 'panel placement', 'aria-label': 'Setup' },
    h('h2', {}, 'Set up your army'),
    h('p', { class: 'muted' }, 'Pick a piece from the tray under the board, then a square of your rows; or lay out a whole setup:'),
    h('div', { class: 'controls' }, select, named, random, ready),
    message,
  );
}
