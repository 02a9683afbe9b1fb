/**
 * The lineup: the powers the seats of a game play with now, and what they say together. Every
 * hook lookup of the turn machine goes through here, so a power that holds another's (Chaos,
 * Circe) changes what the machine plays; the loops over the other seats' hooks that the machine
 * asks at each point of a turn (may this turn end so? does a win stand?) are here too.
 *
 * @module
 */
import { godNamed } from './gods/index.js';
import type { Draft } from './draft.js';
import { MORTAL, type GodPower, type TurnSearch } from './power.js';
import { areOpponents, type SantoriniState } from './state.js';

/**
 * The powers of a game's seats, and which hooks occur among them at all (so the machine skips
 * loops over seats for hooks nobody has). Computed once per `gods` array, which every state of a
 * game shares, and, when a seat holds another god's power (Chaos, Circe), once per combination
 * of held powers.
 *
 * @group Gods
 */
export interface Lineup {
  /** The power each seat plays with now (a held power merged with its holder's hooks, a taken one as a mortal). */
  readonly powers: readonly GodPower[];
  /** The registered god of each seat (what `state.gods` names). */
  readonly base: readonly GodPower[];
  /** True when some seat's god can hold another god's power ({@link GodPower.heldPower}). */
  readonly dynamic: boolean;
  /** True when every seat is mortal. */
  readonly mortal: boolean;
  /** Some power has {@link GodPower.forbidsMovingUp}. */
  readonly forbidsMovingUp: boolean;
  /** Some power has {@link GodPower.restrictsStep}. */
  readonly restrictsStep: boolean;
  /** Some power has {@link GodPower.restrictsBuild}. */
  readonly restrictsBuild: boolean;
  /** Some power has {@link GodPower.vetoesWin}. */
  readonly vetoesWin: boolean;
  /** Some power has {@link GodPower.allowsTurn}. */
  readonly allowsTurn: boolean;
  /** Some power has {@link GodPower.cannotAllow}. */
  readonly cannotAllow: boolean;
  /** Some power has {@link GodPower.winsAfterAction}. */
  readonly winsAfterAction: boolean;
  /** Some power has {@link GodPower.anyTurnEnds}. */
  readonly anyTurnEnds: boolean;
  /** Some power has {@link GodPower.otherTurnBegins}. */
  readonly otherTurnBegins: boolean;
  /** Some power has {@link GodPower.otherTurnReady}. */
  readonly otherTurnReady: boolean;
  /** Some power places its workers first ({@link GodPower.placesFirst}). */
  readonly placesFirst: boolean;
}

function lineupFor(base: readonly GodPower[], powers: readonly GodPower[]): Lineup {
  const some = (hook: keyof GodPower): boolean => powers.some((power) => power[hook] !== undefined);
  return {
    powers,
    base,
    dynamic: base.some((power) => power.heldPower !== undefined),
    mortal: powers.every((power) => power === MORTAL),
    forbidsMovingUp: some('forbidsMovingUp'),
    restrictsStep: some('restrictsStep'),
    restrictsBuild: some('restrictsBuild'),
    vetoesWin: some('vetoesWin'),
    allowsTurn: some('allowsTurn'),
    cannotAllow: some('cannotAllow'),
    winsAfterAction: some('winsAfterAction'),
    anyTurnEnds: some('anyTurnEnds'),
    otherTurnBegins: some('otherTurnBegins'),
    otherTurnReady: some('otherTurnReady'),
    placesFirst: powers.some((power) => power.placesFirst === true),
  };
}

/** What a holder keeps of its own when it plays with a held power; the rest is the held power's. */
const HOLDER_FIELDS = [
  'name',
  'title',
  'summary',
  'playerCounts',
  'bannedWith',
  'initialData',
  'placesFirst',
  'canPlace',
  'encodeData',
  'decodeData',
  'hideData',
  'heldPower',
  'takesPower',
  'beforeTurn',
] as const;
/** Hooks that both may have: the held power's runs first, then the holder's. */
const CHAINED_HOOKS = ['anyTurnEnds', 'otherTurnBegins', 'otherTurnReady', 'endTurn'] as const;

const composites = new Map<string, GodPower>();

/** The power a holder (Chaos, Circe) plays with while holding `held`. */
function holding(holder: GodPower, held: GodPower): GodPower {
  const key = `${holder.name}>${held.name}`;
  let power = composites.get(key);
  if (power !== undefined) return power;
  const merged: Record<string, unknown> = { ...held };
  for (const field of HOLDER_FIELDS) {
    delete merged[field];
    if (holder[field] !== undefined) merged[field] = holder[field];
  }
  merged['title'] = `${holder.title} (${held.title})`;
  for (const hook of CHAINED_HOOKS) {
    const first = held[hook] as ((...args: never[]) => void) | undefined;
    const second = holder[hook] as ((...args: never[]) => void) | undefined;
    if (first === undefined) {
      if (second !== undefined) merged[hook] = second;
    } else if (second !== undefined) {
      merged[hook] = (...args: never[]): void => {
        first(...args);
        second(...args);
      };
    }
  }
  power = Object.freeze(merged) as unknown as GodPower;
  composites.set(key, power);
  return power;
}

const lineups = new WeakMap<readonly string[], Lineup>();
const lineupsByKey = new Map<string, Lineup>();
let lastGods: readonly string[] | null = null;
let lastData: readonly unknown[] | null = null;
let lastLineup: Lineup = lineupFor([], []);

function baseLineup(gods: readonly string[]): Lineup {
  let lineup = lineups.get(gods);
  if (lineup === undefined) {
    const key = gods.join(',');
    lineup = lineupsByKey.get(key);
    if (lineup === undefined) {
      const powers = gods.map((name) => godNamed(name) ?? MORTAL);
      lineup = lineupFor(powers, powers);
      lineupsByKey.set(key, lineup);
    }
    lineups.set(gods, lineup);
  }
  return lineup;
}

/** The name of the power `seat` holds (Chaos' Simple God, Circe's borrowed power), or null. */
function heldBy(base: Lineup, data: SantoriniState['powers'], seat: number): string | null {
  const holder = base.base[seat]!;
  return holder.heldPower === undefined ? null : holder.heldPower(data[seat] ?? null);
}

function effectiveLineup(base: Lineup, state: SantoriniState): Lineup {
  const data = state.powers;
  const seats = base.base.length;
  const names: string[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const held = heldBy(base, data, seat);
    names.push(held === null ? base.base[seat]!.name : `${base.base[seat]!.name}>${held}`);
  }
  for (let seat = 0; seat < seats; seat++) {
    const holder = base.base[seat]!;
    const held = holder.takesPower === true ? heldBy(base, data, seat) : null;
    if (held === null) continue;
    for (let other = 0; other < seats; other++) {
      if (!areOpponents(state, seat, other)) continue;
      if (base.base[other]!.name === held || heldBy(base, data, other) === held) names[other] = '-';
    }
  }
  const key = `${state.gods.join(',')}|${names.join(',')}`;
  let lineup = lineupsByKey.get(key);
  if (lineup === undefined) {
    const powers = names.map((name, seat) => {
      if (name === '-') return MORTAL;
      const held = name.indexOf('>');
      return held < 0 ? base.base[seat]! : holding(base.base[seat]!, godNamed(name.slice(held + 1)) ?? MORTAL);
    });
    lineup = lineupFor(base.base, powers);
    lineupsByKey.set(key, lineup);
  }
  return lineup;
}

/**
 * The {@link Lineup} of `state`: the powers its seats play with now.
 *
 * @group Gods
 */
export function lineupOf(state: SantoriniState): Lineup {
  const gods = state.gods;
  if (gods === lastGods && (!lastLineup.dynamic || state.powers === lastData)) return lastLineup;
  let lineup = baseLineup(gods);
  if (lineup.dynamic) lineup = effectiveLineup(lineup, state);
  lastGods = gods;
  lastData = state.powers;
  lastLineup = lineup;
  return lineup;
}

/**
 * The power `seat` plays with now. Every hook lookup of the machine goes through here (and
 * {@link lineupOf}), so a power that holds another's (Chaos, Circe) changes these.
 *
 * @group Gods
 */
export function powerOf(state: SantoriniState, seat: number): GodPower {
  return lineupOf(state).powers[seat] ?? MORTAL;
}

// ---- what the other seats' powers say ------------------------------------------------------

/** True when `owner` is a seat other than the acting one still playing: its hooks on others' turns apply. */
function watches(state: SantoriniState, owner: number): boolean {
  return owner !== state.seat && (state.out.length === 0 || !state.out.includes(owner));
}

/** True when no other seat's power forbids the turn finished in `draft` ({@link GodPower.allowsTurn}). */
export function turnAllowed(lineup: Lineup, draft: Draft): boolean {
  if (!lineup.allowsTurn) return true;
  for (let owner = 0; owner < draft.players; owner++) {
    const power = lineup.powers[owner]!;
    if (power.allowsTurn !== undefined && watches(draft, owner) && !power.allowsTurn(draft, owner)) return false;
  }
  return true;
}

/**
 * True when another seat's power rules out every way of finishing the turn in progress in `draft`
 * ({@link GodPower.cannotAllow}).
 */
export function turnRuledOut(lineup: Lineup, draft: Draft, search: TurnSearch): boolean {
  if (!lineup.cannotAllow) return false;
  for (let owner = 0; owner < draft.players; owner++) {
    const power = lineup.powers[owner]!;
    if (power.cannotAllow !== undefined && watches(draft, owner) && power.cannotAllow(draft, owner, search)) return true;
  }
  return false;
}

/** The teams (bit `t`) whose workers another seat's power forbids to move up ({@link GodPower.forbidsMovingUp}). */
export function upForbidden(lineup: Lineup, state: SantoriniState): number {
  let teams = 0;
  if (!lineup.forbidsMovingUp) return teams;
  for (let owner = 0; owner < state.players; owner++) {
    const power = lineup.powers[owner]!;
    if (power.forbidsMovingUp === undefined || !watches(state, owner)) continue;
    for (let team = 0; team < state.workers.length >> 1; team++) if (power.forbidsMovingUp(state, owner, team)) teams |= 1 << team;
  }
  return teams;
}

/** True when another seat's power forbids this step ({@link GodPower.restrictsStep}). */
export function stepForbidden(lineup: Lineup, state: SantoriniState, worker: number, from: number, to: number): boolean {
  if (!lineup.restrictsStep) return false;
  for (let owner = 0; owner < state.players; owner++) {
    const power = lineup.powers[owner]!;
    if (power.restrictsStep !== undefined && watches(state, owner) && power.restrictsStep(state, owner, worker, from, to)) return true;
  }
  return false;
}

/** True when another seat's power forbids building on `square` (a dome when `dome`) by `builders` ({@link GodPower.restrictsBuild}). */
export function buildForbidden(lineup: Lineup, state: SantoriniState, square: number, dome: boolean, builders: number): boolean {
  if (!lineup.restrictsBuild) return false;
  for (let owner = 0; owner < state.players; owner++) {
    const power = lineup.powers[owner]!;
    if (power.restrictsBuild !== undefined && watches(state, owner) && power.restrictsBuild(state, owner, square, dome, builders)) return true;
  }
  return false;
}

/** True when another seat's power cancels the acting seat's win by this step ({@link GodPower.vetoesWin}). */
export function winVetoed(lineup: Lineup, state: SantoriniState, worker: number, from: number, to: number): boolean {
  if (!lineup.vetoesWin) return false;
  for (let owner = 0; owner < state.players; owner++) {
    const power = lineup.powers[owner]!;
    if (power.vetoesWin !== undefined && watches(state, owner) && power.vetoesWin(state, owner, worker, from, to)) return true;
  }
  return false;
}

/**
 * The win that a condition checked after every decision gives in `draft` ({@link GodPower.winsAfterAction}:
 * Chronus' five complete towers), asked from the acting seat on, or null. None during an extra
 * turn (Dionysus: nobody wins then).
 */
export function actionWin(lineup: Lineup, draft: Draft): { owner: number; reason: string } | null {
  if (!lineup.winsAfterAction || draft.turn.extra) return null;
  for (let offset = 0; offset < draft.players; offset++) {
    const owner = (draft.seat + offset) % draft.players;
    const power = lineup.powers[owner]!;
    if (power.winsAfterAction === undefined || draft.out.includes(owner)) continue;
    const reason = power.winsAfterAction(draft, owner);
    if (reason !== null) return { owner, reason };
  }
  return null;
}

/** Runs the other seats' start-of-turn hooks ({@link GodPower.otherTurnBegins}). */
export function othersBeginTurn(lineup: Lineup, draft: Draft): void {
  if (!lineup.otherTurnBegins) return;
  for (let owner = 0; owner < draft.players; owner++) {
    const power = lineup.powers[owner]!;
    if (power.otherTurnBegins !== undefined && watches(draft, owner)) power.otherTurnBegins(draft, owner);
  }
}

/** Runs the other seats' look-ahead hooks of a turn just begun ({@link GodPower.otherTurnReady}). */
export function othersReadyTurn(lineup: Lineup, draft: Draft, search: TurnSearch): void {
  if (!lineup.otherTurnReady) return;
  for (let owner = 0; owner < draft.players; owner++) {
    const power = lineup.powers[owner]!;
    if (power.otherTurnReady !== undefined && watches(draft, owner)) power.otherTurnReady(draft, owner, search);
  }
}

/** Runs every seat's end-of-any-turn hook ({@link GodPower.anyTurnEnds}), the acting seat's included. */
export function anyTurnEnds(lineup: Lineup, draft: Draft): void {
  if (!lineup.anyTurnEnds) return;
  for (let owner = 0; owner < draft.players; owner++) {
    const power = lineup.powers[owner]!;
    if (power.anyTurnEnds !== undefined && !draft.out.includes(owner)) power.anyTurnEnds(draft, owner);
  }
}
