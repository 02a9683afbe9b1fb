/**
 * Who may see what on a shared screen: the rules every control of a local game page follows
 * (board, view switcher, replay slider, move list, record export, seed display, undo). Pure, so
 * it is tested in Node.
 *
 * - Hot seat (two or more people on one device, a game with hidden information): while the match
 *   runs, only the seat whose turn was revealed to it (`revealed`) is ever shown; while the device
 *   is being passed nothing hidden is shown at all (the spectator's view of the history, no
 *   board, no replay, no export, no undo).
 * - Several people on one device: Undo takes back only the asking person's last move (with the
 *   moves after it), and says whose it is ({@link undoSeat}).
 * - Against bots, a game with hidden information: the view switcher offers the people's seats
 *   and the spectator, never a bot's seat, while the match runs.
 * - A hidden-information match that runs never shows its seed (it fixes every hidden deal) and
 *   never exports its record (which holds the options and so the seed).
 * - After the end, everything may be shown.
 */

/** The facts the policy reads. */
export interface SeatingFacts {
  /** Whether the game hides anything from some seat. */
  hidden: boolean;
  /** The seats played by people on this device. */
  humans: readonly number[];
  /** How many seats. */
  seats: number;
  /** Whether the match is still running. */
  running: boolean;
  /** The seat that acts now, `null` for chance or at the end. */
  acting: number | null;
  /** The person who took the device in hot-seat play (`null`: nobody yet). */
  revealed: number | null;
  /** The person who moved last (`null`: no person has moved yet). */
  lastMover?: number | null;
}

/** A choice of the view switcher: a seat, the spectator, or `auto` (follow the players). */
export type ViewChoice = number | 'spectator' | 'auto';

/** True when several people share the screen in a game with hidden information. */
export function isHotSeat(facts: SeatingFacts): boolean {
  return facts.hidden && facts.humans.length >= 2;
}

/** True while the device is being passed: the acting person has not taken it yet. */
export function isPassing(facts: SeatingFacts): boolean {
  return isHotSeat(facts) && facts.running && facts.acting !== null && facts.humans.includes(facts.acting) && facts.revealed !== facts.acting;
}

/** What the view switcher may offer now. */
export function allowedViews(facts: SeatingFacts): ViewChoice[] {
  const every = Array.from({ length: facts.seats }, (_, seat) => seat);
  if (!facts.hidden || !facts.running) return ['auto', ...every, 'spectator'];
  if (isHotSeat(facts)) return ['auto', 'spectator'];
  return ['auto', ...facts.humans, 'spectator'];
}

/**
 * The seat whose view is shown (`null`: the spectator's), for the view asked for; a choice that
 * is not allowed now reads as `auto`. While the device is passed the answer is the spectator.
 */
export function shownSeat(facts: SeatingFacts, asked: ViewChoice): number | null {
  if (isPassing(facts)) return null;
  const choice = allowedViews(facts).includes(asked) ? asked : 'auto';
  if (choice === 'spectator') return null;
  if (typeof choice === 'number') return choice;
  if (isHotSeat(facts) && facts.running) return facts.revealed;
  if (facts.acting !== null && facts.humans.includes(facts.acting)) return facts.acting;
  if (facts.humans.length > 0) return facts.humans[0]!;
  return facts.hidden && facts.running ? null : 0;
}

/** Whether the match seed may be shown (and written into the address). */
export function mayShowSeed(facts: SeatingFacts): boolean {
  return !facts.hidden || !facts.running;
}

/** Whether the record (options, seed, every move as played) may be exported now. */
export function mayExport(facts: SeatingFacts): boolean {
  return !facts.hidden || !facts.running;
}

/**
 * The person an undo asks for now (`null`: no undo now), whose last move (and every move after it)
 * the session's `undo([seat])` takes back, and only that person's: the person who took the device
 * in hot-seat play with hidden information; with several people on one device, the person whose
 * turn it is (while a bot or chance acts, the person who moved last); against bots, the one person.
 */
export function undoSeat(facts: SeatingFacts): number | null {
  if (facts.humans.length === 0) return null;
  if (facts.humans.length === 1) return facts.humans[0]!;
  if (isHotSeat(facts) && facts.running) return isPassing(facts) ? null : facts.revealed;
  if (facts.acting !== null && facts.humans.includes(facts.acting)) return facts.acting;
  return facts.lastMover !== undefined && facts.lastMover !== null && facts.humans.includes(facts.lastMover) ? facts.lastMover : null;
}

/** True when several people share the device: undo then says whose move it takes back. */
export function sharedDevice(facts: SeatingFacts): boolean {
  return facts.humans.length >= 2;
}

/**
 * Whether a match hides anything from some seat: a game with hidden information whose `redeal`
 * changes the state for some seat (a game without `redeal` is taken at its word). Santorini
 * without Chaos hides nothing, so its pages need no pass screen.
 */
export function hidesSomething(game: { hiddenInformation: boolean; redeal?: (state: never, seat: number | null, draw: (max: number) => number) => unknown }, state: unknown, seats: number): boolean {
  if (!game.hiddenInformation) return false;
  if (typeof game.redeal !== 'function') return true;
  for (let seat = 0; seat < seats; seat++) {
    try {
      if (game.redeal(state as never, seat, () => 0) !== state) return true;
    } catch {
      return true;
    }
  }
  return false;
}
