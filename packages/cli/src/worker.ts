import { runSimTask, type SimMatch, type SimTask } from './sim-task.js';

/** The worker-thread entry of `games sim`: plays one chunk of matches. */
export default function simulate(task: SimTask): SimMatch[] {
  return runSimTask(task);
}

/** The worker-thread entry of `games arena` (named `arena`): plays one chunk of arena matches. */
export { runArenaTask as arena } from './commands/arena.js';

/** The worker-thread entry of `games tigerzone-client` (named `tigerzoneMove`): the bot's move for one prompt. */
export { answerTournamentTask as tigerzoneMove } from './commands/tigerzone/games.js';
