/**
 * What an arena's bots are and what their budgets mean, in words for the header of a report.
 *
 * @module
 */
import { parseSeatSpec, SEAT_SPEC_DEFAULTS } from '../session/seat-spec.js';

const count = (value: number): string => value.toLocaleString('en-US');

/**
 * What the bot of a seat spec is and what its budget means, in words: `mcts:100ms` is
 * "information-set MCTS with the game's knowledge, 100 ms per decision", `uct:500` "plain UCT
 * with random rollouts, 500 iterations per decision" (an iteration: one descent, a rollout and
 * its backup; iteration budgets repeat exactly on any machine, time budgets do not), `random` "a
 * uniformly random legal move, no search". A bare `mcts` or `uct` gets the seat-spec defaults.
 * Text that is no seat spec is described as a bot registered under that name.
 *
 * @example
 * ```ts
 * import { describeArenaBot } from '@games/core/arena';
 *
 * console.log(describeArenaBot('uct:500')); // plain UCT with random rollouts, 500 iterations per decision
 * ```
 *
 * @group Arena
 */
export function describeArenaBot(spec: string): string {
  const parsed = parseSeatSpec(spec);
  if (!parsed.ok) return `the bot registered as "${spec}"`;
  const seat = parsed.value;
  switch (seat.kind) {
    case 'random':
      return 'a uniformly random legal move, no search';
    case 'mcts':
    case 'uct': {
      const what = seat.kind === 'mcts' ? "information-set MCTS with the game's knowledge" : 'plain UCT with random rollouts';
      const milliseconds = seat.milliseconds ?? (seat.iterations === undefined && seat.kind === 'mcts' ? SEAT_SPEC_DEFAULTS.mctsMilliseconds : undefined);
      const iterations = seat.iterations ?? (seat.milliseconds === undefined && seat.kind === 'uct' ? SEAT_SPEC_DEFAULTS.uctIterations : undefined);
      return `${what}, ${milliseconds !== undefined ? `${count(milliseconds)} ms` : `${count(iterations!)} iterations`} per decision`;
    }
    case 'custom':
      return `the bot registered as "${seat.name}"`;
    default:
      return 'a person';
  }
}
