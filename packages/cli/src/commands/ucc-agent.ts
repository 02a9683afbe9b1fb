/**
 * `games ucc-agent`: our Stratego bot as an agent of the UCC 2012 programming competition's
 * manager (`ucc/progcomp2012`): the manager starts the agent and talks to it over standard input
 * and output (see {@link UccAgent}); problems go to standard error, which the manager never reads.
 *
 * @module
 */
import { botFor, parseSeatSpec } from '@games/core';
import { stratego } from '@games/stratego';
import type { Io } from '../io.js';
import { UccAgent } from './ucc-agent/protocol.js';

/**
 * Settings of {@link runUccAgent}.
 *
 * @group Program
 */
export interface UccAgentSettings {
  /** The bot as a seat spec: `mcts:1500ms` (the command's default), `mcts:N`, `random`, ... */
  readonly bot: string;
  /** Seed of the setup and of the bot's randomness. */
  readonly seed: number;
}

/**
 * Plays one game of the UCC 2012 manager on `io` until `QUIT` or the end of input; resolves to
 * the exit status (0; 2 for a bot spec that names no bot).
 *
 * @group Program
 */
export async function runUccAgent(io: Io, settings: UccAgentSettings): Promise<number> {
  const spec = parseSeatSpec(settings.bot);
  const bot = spec.ok ? botFor(stratego, spec.value) : spec;
  if (!bot.ok) {
    io.err(`games ucc-agent: ${bot.error.message} (${bot.error.code})\n`);
    return 2;
  }
  const agent = new UccAgent(bot.value, settings.seed);
  for (let line = await io.readLine(); line !== null; line = await io.readLine()) {
    const reply = agent.handle(line);
    for (const text of reply.lines) io.out(`${text}\n`);
    if (reply.problem !== undefined) io.err(`games ucc-agent: ${reply.problem.message} (${reply.problem.code})\n`);
    if (agent.done) break;
  }
  return 0;
}
