// A @games/server for trying online play locally and for the browser tests:
// node scripts/game-server.mjs [port] [--until-stdin-ends]   (default 2567, on 127.0.0.1; matches are
// kept in memory only)
import { createGameServer } from '@games/server';
import { lifelineArgs, stopWhenStdinEnds } from './lifeline.mjs';

const { lifeline, args } = lifelineArgs(process.argv.slice(2));
const server = createGameServer({ db: ':memory:' });
const port = await server.listen(Number(args[0] ?? 2567), '127.0.0.1');
console.log(`@games/server listening on ws://127.0.0.1:${port}`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
if (lifeline) stopWhenStdinEnds(() => void stop());
