// A @games/server for trying online play locally and for the browser tests:
// node scripts/game-server.mjs [port]   (default 2567, on 127.0.0.1; matches are kept in memory only)
import { createGameServer } from '@games/server';

const port = Number(process.argv[2] ?? 2567);
const server = createGameServer({ db: ':memory:' });
await server.listen(port, '127.0.0.1');
console.log(`@games/server listening on ws://127.0.0.1:${port}`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
