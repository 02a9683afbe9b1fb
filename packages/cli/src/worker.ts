import { runSimTask, type SimMatch, type SimTask } from './sim-task.js';

/** The worker-thread entry of `games sim`: plays one chunk of matches. */
export default function simulate(task: SimTask): SimMatch[] {
  return runSimTask(task);
}
