// A tiny static server for the built site, mounted under a sub-folder (`/some/folder/`), which
// shows that the build works from any folder. Usage: node scripts/serve.mjs [port] [dir] [prefix]
// [--until-stdin-ends] (port 0: a free one, printed).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { lifelineArgs, stopWhenStdinEnds } from './lifeline.mjs';

const { lifeline, args } = lifelineArgs(process.argv.slice(2));
const port = Number(args[0] ?? 4321);
const dir = resolve(args[1] ?? new URL('../dist', import.meta.url).pathname);
const prefix = args[2] ?? '/some/folder/';
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.png': 'image/png', '.ico': 'image/x-icon' };

if (!existsSync(join(dir, 'index.html'))) {
  console.error(`serve: no ${join(dir, 'index.html')} (build the playground first: pnpm --filter @games/playground build)`);
  process.exit(1);
}
const server = createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  if (!path.startsWith(prefix)) {
    response.writeHead(path === '/' ? 302 : 404, path === '/' ? { location: prefix } : {});
    response.end();
    return;
  }
  const file = normalize(join(dir, path.slice(prefix.length) || 'index.html'));
  if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404);
    response.end('not found');
    return;
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
server.listen(port, '127.0.0.1', () => console.log(`serving ${dir} at http://127.0.0.1:${server.address().port}${prefix}`));
if (lifeline) stopWhenStdinEnds(() => process.exit(0));
