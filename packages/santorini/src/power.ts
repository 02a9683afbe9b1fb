/**
 * The god-power hook interface of the turn machine.
 *
 * A turn runs through phases: (placement) -> start of turn -> `move` step(s) -> win check ->
 * `build`(s) -> end of turn -> the next seat's start of turn, which also checks that seat can
 * complete a turn at all (it loses otherwise). A god is one {@link GodPower} object in its own
 * file under `src/gods/`, registered in `src/gods/index.ts`; it plugs into the machine through the
 * optional hooks below and never rewrites it. Hooks are plain functions (no closures over game
 * state), called with the current state or with the {@link Draft} of the state being produced.
 *
 * Hook order within one decision:
 * 1. generation: `canPlace` (placement), `canStep` / `forcedTo` / `forbidsMovingUp` /
 *    `restrictsStep` (steps), `buildOptions` / `extraBuildSquares` / `restrictsBuild` (builds),
 *    `extraMoves` (decisions of the power's own, in any phase, and all of the phase `power`);
 *    every candidate must also lead to a complete turn, checked by playing it ahead
 *    (`allowsTurn` judges the finished turn);
 * 2. `applyMove` may take over any decision; otherwise, for a step: the forced worker moves
 *    (`forcedTo`), the mover moves, `winsByStep` and `vetoesWin` decide a win, else `afterStep`
 *    chooses what comes next (default: the moved worker builds);
 * 3. a build: `afterBuild` chooses what comes next (default: the turn ends);
 * 4. a pass: `afterPass` chooses what comes next (default: from an optional step to the build,
 *    from an optional build to the end of the turn);
 * 5. after every decision: `winsAfterAction` of every seat still playing;
 * 6. end of turn: `endTurn` of the acting seat, then `anyTurnEnds` of every seat, then
 *    `extraTurn` of the acting seat (true: the same seat plays an extra turn, step 7 with
 *    `turn.extra` set);
 * 7. start of the next turn: `beforeTurn` of the new acting seat's own god (not for extra turns),
 *    then the machine settles which power each seat plays with ({@link GodPower.heldPower}),
 *    `beginTurn` of the acting power, `otherTurnBegins` of every other seat still playing, then
 *    their `otherTurnReady`.
 *
 * Where the advanced gods of the base box plug in (one file each under `src/gods/`):
 * - Aphrodite: `otherTurnBegins` notes the opponent workers that start next to hers, `allowsTurn`
 *   checks where they ended; `playerCounts: [2, 4]`.
 * - Ares: `afterBuild` enters the optional phase `power`; `extraMoves` offers `remove` (see
 *   `REMOVE`), `applyMove` lowers the level and ends the turn.
 * - Bia: `placesFirst`, `canPlace` (perimeter), `afterStep` removes the worker beyond.
 * - Chaos: `heldPower` names the Simple God he holds (his data also keeps the hidden deck,
 *   `hideData`); the machine plays that god's hooks as his; `anyTurnEnds` draws after a dome.
 * - Charon: `extraMoves` offers the ferry (a step of the opponent worker) before any step,
 *   `applyMove` applies it and restricts `turn.movers` to his worker.
 * - Chronus: `winsAfterAction` (five complete towers); `playerCounts: [2]`.
 * - Circe: `beforeTurn` takes or returns the opponent's power, `heldPower` with `takesPower`
 *   makes the machine play it as hers and the opponent a mortal; `playerCounts: [2]`,
 *   `bannedWith: ['eros']`.
 * - Dionysus: `endTurn` notes a dome on level 3, `extraTurn` then gives him another turn at once,
 *   whose `beginTurn` hands him the opponents' workers (`turn.extra`: nobody wins).
 * - Eros: `canPlace` (opposite edges), `winsByStep`.
 * - Hera: `vetoesWin`. Hestia: like Demeter with `buildOptions` refusing the perimeter.
 * - Hypnus: `otherTurnBegins` notes the held worker, `restrictsStep` holds it. Limus:
 *   `restrictsBuild`. Medusa: `endTurn`.
 * - Morpheus: his data is his stock; `afterStep` opens optional builds, `afterBuild` continues
 *   while stored builds remain, `endTurn` banks the rest.
 * - Persephone: `otherTurnReady` looks for an up-moving turn with the machine's own generation,
 *   `allowsTurn` then requires `turn.movedUp`.
 * - Poseidon: `afterBuild` opens up to three optional builds for the unmoved worker.
 * - Selene: `distinctWorkers`, `afterStep` adds the female worker to `turn.builders`,
 *   `buildOptions` gives her domes at any level.
 * - Triton: `afterStep` on a perimeter space re-enters an optional `move`; a `turnKey` without
 *   the step count keeps enumeration finite.
 * - Zeus: `extraBuildSquares` (under the moved worker).
 *
 * Power data: a hook reads and writes its own data with {@link powerData} / {@link setPowerData},
 * never `state.powers` directly, because a power held by another god (Chaos, Circe) keeps its data
 * inside the holder's: `{ god, data, ... }` where `data` is the held power's.
 *
 * @module
 */
import type { Result } from '@games/core';
import type { SantoriniMove } from './moves.js';
import { endTurn, type Draft } from './draft.js';
import type { JsonValue, SantoriniState } from './state.js';

/**
 * {@link GodPower.buildOptions} bit: a block may be built.
 *
 * @group Gods
 */
export const BLOCK = 1;
/**
 * {@link GodPower.buildOptions} bit: a dome may be built.
 *
 * @group Gods
 */
export const DOME_BIT = 2;

/**
 * What {@link GodPower.initialData} learns about the game being set up.
 *
 * @group Gods
 */
export interface PowerSetup {
  /** Number of players. */
  players: number;
  /** The seat holding the power. */
  seat: number;
  /** The gods of all seats, by name. */
  gods: readonly string[];
  /** The setup seed (for hidden decks such as Chaos'). */
  seed: number;
}

/**
 * A god power: metadata for setup validation plus optional hooks into the turn machine. Every
 * hook is optional; a god with none plays as a mortal. "Own" hooks run on the turns of the seat
 * holding the power; hooks with an `owner` parameter run for a power held by `owner` during
 * someone else's (or anyone's) turn.
 *
 * @group Gods
 */
export interface GodPower {
  /** Lower-case name used in options, positions and the registry (`apollo`). */
  readonly name: string;
  /** Display name (`Apollo`). */
  readonly title: string;
  /** One line describing the power as implemented. */
  readonly summary: string;
  /** Player counts the god may be used with (Chronus and Circe: `[2]`). */
  readonly playerCounts: readonly number[];
  /** Gods that may not be in the same game (Circe and Eros); checked both ways. */
  readonly bannedWith?: readonly string[];
  /**
   * True when the power's own turn can reach the same position by different sequences of
   * decisions (two builds in either order, walks): {@link turnsOf} and perft then keep one
   * sequence per resulting position. Powers with turn-flow hooks are treated so automatically.
   */
  readonly repeatsPositions?: boolean;
  /**
   * True when the two workers of the owner are told apart (Selene's female worker): positions
   * that differ only by swapping them are then distinct.
   */
  readonly distinctWorkers?: boolean;
  /**
   * True when the quick completion test of the step generator ("the square the worker left is
   * free, so the worker can build there") does not hold for this power's turns, so every step
   * must be played ahead to see that the turn can be completed.
   */
  readonly checksCompletion?: boolean;
  /**
   * True when the power's turn can take any number of steps (Hermes' walk, Triton): whether a
   * mid-turn state can still be completed is then decided by a search that visits each mid-turn
   * state once (by board, workers and {@link GodPower.turnKey}) instead of decision by decision,
   * which could loop or branch without end.
   */
  readonly unboundedSteps?: boolean;
  /**
   * True when the power's turn may take a step after a build (Prometheus: build, then move). Every
   * other power's turn takes no step once it has built, which look-aheads may rely on
   * ({@link GodPower.cannotAllow}).
   */
  readonly stepsAfterBuilding?: boolean;
  /**
   * True when every further step of the owner's turn in progress must stay on its level (Hermes'
   * walk), so look-aheads for a step up (Persephone) can stop there.
   */
  staysLevel?(state: SantoriniState): boolean;

  /**
   * What of the turn record decides the rest of the owner's turn, as a string (default: every
   * field but `notes`). Turn enumeration merges mid-turn states with equal boards and keys, so a
   * power whose record counts steps that do not matter (Hermes' walk) returns less.
   */
  turnKey?(state: SantoriniState): string;

  // ---- setup -------------------------------------------------------------------------------

  /** The power's initial data kept in {@link SantoriniState.powers} (default `null`). */
  initialData?(setup: PowerSetup): JsonValue;
  /**
   * For a power that plays with another god's power (Chaos, Circe): the name of the power held now,
   * given the owner's data, or `null` for none. The holder's data must then be an object whose
   * field `data` is the held power's data (`powerData`); the machine plays the held power's
   * hooks as the owner's, together with the holder's own `beforeTurn`, `anyTurnEnds` and data hooks.
   */
  heldPower?(data: JsonValue): string | null;
  /**
   * True when the power held ({@link GodPower.heldPower}) is taken from an opponent, who plays as
   * a mortal meanwhile (Circe).
   */
  readonly takesPower?: boolean;
  /**
   * The data a power keeps when it changes hands (Circe takes it or gives it back); default: the
   * same data. Athena's flag is cleared, since it speaks of the last turn of whoever held it.
   */
  handedOver?(data: JsonValue): JsonValue;
  /** True when the owner places their workers before everyone else (Bia). */
  readonly placesFirst?: boolean;
  /** Own placement filter: may the owner's next worker go on `square`? (Bia, Eros.) */
  canPlace?(state: SantoriniState, seat: number, square: number): boolean;

  // ---- own turn ----------------------------------------------------------------------------

  /**
   * The very start of the owner's regular turn, before the machine settles which power the owner
   * plays with this turn and before {@link GodPower.beginTurn} (Circe takes or returns a power).
   * Not called for extra turns.
   */
  beforeTurn?(draft: Draft): void;

  /**
   * Start of the owner's turn, after the machine reset the turn record (phase `move`, movers:
   * the team's workers). May change the first phase (Prometheus: an optional build first) or
   * update the power's data (Morpheus gains a stored build).
   */
  beginTurn?(draft: Draft): void;
  /** Own step filter, after the normal rules passed: false forbids the step (Artemis, Prometheus, Hermes). */
  canStep?(state: SantoriniState, worker: number, from: number, to: number): boolean;
  /**
   * May the owner's worker step from `from` onto `to`, which holds the opponent worker `victim`?
   * Returns the square the victim is forced to (Apollo: `from`; Minotaur: the space beyond), or
   * -1 when the step is not allowed. Without this hook occupied squares cannot be entered.
   */
  forcedTo?(state: SantoriniState, worker: number, from: number, to: number, victim: number): number;
  /**
   * Extra own win condition for a step (Pan: down two levels), checked with the state before
   * the step: the reason of the win (such as `moved-down-two-levels`), or `null`. Moving up onto
   * level 3 is checked by the machine.
   */
  winsByStep?(state: SantoriniState, worker: number, from: number, to: number): string | null;
  /**
   * After an own step that did not win. The machine has already set the default next step: phase
   * `build`, not optional, builders = the moved worker. Change `draft.phase`, `draft.optional`,
   * `draft.turn.movers` / `builders` for more (Artemis: an optional second step).
   */
  afterStep?(draft: Draft, worker: number, from: number, to: number): void;
  /**
   * What the owner may build on `square` (level `level`, unoccupied, no dome) as a mask of
   * {@link BLOCK} and {@link DOME_BIT}; `builders` is the mask of the building workers (bit `w`)
   * next to the square (Selene: her female worker domes at any level). Default: a block below
   * level 3, a dome on level 3 (see {@link defaultBuildOptions}). Atlas adds domes everywhere;
   * Demeter and Hephaestus restrict their second build.
   */
  buildOptions?(state: SantoriniState, square: number, level: number, builders: number): number;
  /**
   * Squares the builders may build on besides their unoccupied neighbours (Zeus: under itself),
   * as a mask; they still pass through {@link GodPower.buildOptions}.
   */
  extraBuildSquares?(state: SantoriniState, builders: number): number;
  /**
   * Decisions of the power's own, added to those of the current phase (Charon forcing an
   * opponent worker before moving), or the only decisions of the phase `power` (Ares removing a
   * block). Push shared move constants (see `STEP`, `BUILD`, `REMOVE` ...); the machine keeps
   * only those after which the turn can be completed. A power that adds decisions applies them
   * in {@link GodPower.applyMove}.
   */
  extraMoves?(state: SantoriniState, out: SantoriniMove[]): void;
  /**
   * Applies a decision of the owner before the machine does: return true when the power handled
   * it (the draft then holds its effect and next phase, see {@link endTurn}), false to let the
   * machine apply it as usual. `base` is the state the decision is applied to.
   */
  applyMove?(draft: Draft, move: SantoriniMove, base: SantoriniState): boolean;
  /**
   * After an own build. The machine's default ends the turn (`draft.phase` is `end`); set another
   * phase to continue (Demeter: an optional second build).
   */
  afterBuild?(draft: Draft, square: number, dome: boolean): void;
  /**
   * After the owner declined an optional step with `pass` (the draft still shows the declined
   * phase). Replaces the default {@link defaultAfterPass}: from `move` to a build by the last
   * moved worker, from `build` to the end of the turn; call it for the cases you do not change.
   */
  afterPass?(draft: Draft): void;
  /**
   * End of the owner's turn (Athena records whether she moved up; Medusa petrifies, asking
   * `search.buildForbidden` whether another power forbids her builds).
   */
  endTurn?(draft: Draft, search: TurnSearch): void;
  /**
   * After the owner's turn has ended: true when the owner takes an extra turn at once (Dionysus).
   * The machine then begins a turn of the same seat with `turn.extra` set, during which nobody
   * wins; the power's `beginTurn` chooses its movers, and the extra turn must be declinable.
   */
  extraTurn?(state: SantoriniState, owner: number): boolean;

  // ---- other seats' turns --------------------------------------------------------------------

  /** Start of another seat's turn (Hypnus, Aphrodite note which workers are held back). */
  otherTurnBegins?(draft: Draft, owner: number): void;
  /**
   * Start of another seat's turn, after every start-of-turn hook has run: for powers that look
   * ahead at the acting seat's possible turns (Persephone), with the machine's `search`.
   */
  otherTurnReady?(draft: Draft, owner: number, search: TurnSearch): void;
  /**
   * True forbids every step up this turn of the workers of `mover`'s team (Athena after moving
   * up). `mover` is a seat of the team owning the workers: the acting seat, except in an extra
   * turn with an opponent's worker (Dionysus), where a worker's owner decides what binds it (a
   * power restricting opponents never binds its own team's workers, whoever moves them).
   */
  forbidsMovingUp?(state: SantoriniState, owner: number, mover: number): boolean;
  /**
   * True forbids this particular step (Hypnus' highest worker). Judge it by the owner of `worker`
   * (team `worker >> 1`), not by the acting seat (see {@link GodPower.forbidsMovingUp}).
   */
  restrictsStep?(state: SantoriniState, owner: number, worker: number, from: number, to: number): boolean;
  /**
   * True forbids this build (Limus: blocks next to his workers). `builders` is the mask of the
   * workers (bit `w`) that would make it: judge it by their owner, not by the acting seat (see
   * {@link GodPower.forbidsMovingUp}). Builds a power makes (Medusa's) are asked too.
   */
  restrictsBuild?(state: SantoriniState, owner: number, square: number, dome: boolean, builders: number): boolean;
  /** True cancels this win by a step of `worker` (Hera: a win onto a perimeter space by an opponent's worker). */
  vetoesWin?(state: SantoriniState, owner: number, worker: number, from: number, to: number): boolean;
  /**
   * Judges a finished turn of another seat (the draft at the end of the turn, before end-of-turn
   * effects): false makes the whole turn illegal, so the generator never offers a decision that
   * cannot end in an allowed turn (Aphrodite, Persephone).
   */
  allowsTurn?(draft: Draft, owner: number): boolean;
  /**
   * Looks at a turn of another seat still in progress: true when no way of finishing it can pass
   * {@link GodPower.allowsTurn} (Persephone: it has not moved up and no step can follow), so the
   * generator drops the decision without playing the rest of the turn ahead. Optional: it only
   * saves work, and must never say true of a turn that could still be allowed.
   */
  cannotAllow?(draft: Draft, owner: number, search: TurnSearch): boolean;

  // ---- any turn ------------------------------------------------------------------------------

  /** Checked after every decision on any turn: a reason makes the owner win at once (Chronus). */
  winsAfterAction?(state: SantoriniState, owner: number): string | null;
  /** End of every turn, whoever played it (Chaos draws a new power after a dome was built). */
  anyTurnEnds?(draft: Draft, owner: number): void;

  // ---- position strings and views ------------------------------------------------------------

  /** The power data written after the god's name in a position string (Athena: `^` when set). */
  encodeData?(data: JsonValue): string;
  /** Reads what {@link GodPower.encodeData} wrote (the text after the name, maybe empty). */
  decodeData?(text: string, setup: PowerSetup): Result<JsonValue>;
  /** What of the power data `viewer` may see (Chaos hides its deck); default: all of it. */
  hideData?(data: JsonValue, owner: number, viewer: number | null): JsonValue;
}

/**
 * The turn machine's look-ahead, lent to the hooks that must see the acting seat's possible turns
 * ({@link GodPower.otherTurnReady}, {@link GodPower.cannotAllow}: Persephone). A god never imports
 * the machine; it gets this from the machine when called, so dependencies point one way.
 *
 * @group Gods
 */
export interface TurnSearch {
  /** The power `seat` plays with now (a held power merged with its holder's hooks). */
  powerOf(state: SantoriniState, seat: number): GodPower;
  /**
   * Every decision of the acting seat in `state` by the rules of its phase and every power's
   * restrictions, not yet checked for leading to a complete turn (a fresh array).
   */
  decisions(state: SantoriniState): SantoriniMove[];
  /** Applies one of those decisions: the draft, mid-turn or with phase `end` (turn complete). */
  apply(state: SantoriniState, move: SantoriniMove): Draft;
  /** True when `draft`, a decision applied to `base`, is or can be finished into a complete turn every power allows. */
  finishable(base: SantoriniState, draft: Draft): boolean;
  /** A key equal for two mid-turn states exactly when the rest of the turn cannot tell them apart. */
  key(state: SantoriniState): string;
  /**
   * True when a power of a seat other than the acting one forbids building on `square` (a dome
   * when `dome`) by the workers in `builders` ({@link GodPower.restrictsBuild}: Limus).
   */
  buildForbidden(state: SantoriniState, square: number, dome: boolean, builders: number): boolean;
}

/**
 * The default {@link GodPower.buildOptions}: a block on levels 0-2, a dome on level 3.
 *
 * @group Gods
 */
export function defaultBuildOptions(level: number): number {
  return level < 3 ? BLOCK : DOME_BIT;
}

/**
 * The machine's handling of `pass` when the power has no {@link GodPower.afterPass}: a declined
 * optional step leads to the build of the last moved worker (or of the current movers when none
 * moved), a declined optional build ends the turn.
 *
 * @group Gods
 */
export function defaultAfterPass(draft: Draft): void {
  if (draft.phase === 'move') {
    draft.phase = 'build';
    draft.optional = false;
    draft.turn.builders = draft.turn.worker >= 0 ? 1 << draft.turn.worker : draft.turn.movers;
    draft.turn.movers = 0;
  } else {
    endTurn(draft);
  }
}

/** True when the power has hooks that change the shape of its turn. */
export function changesTurnFlow(power: GodPower): boolean {
  return (
    power.repeatsPositions === true ||
    power.beginTurn !== undefined ||
    power.afterStep !== undefined ||
    power.afterBuild !== undefined ||
    power.afterPass !== undefined ||
    power.extraMoves !== undefined ||
    power.applyMove !== undefined
  );
}

/**
 * No power at all: a mortal plays by the base rules.
 *
 * @group Gods
 */
export const MORTAL: GodPower = Object.freeze({
  name: 'mortal',
  title: 'Mortal',
  summary: 'No god power: the base rules.',
  playerCounts: [2, 3, 4],
});
