// `pnpm playground`: the browser playground's dev server (Vite). The engines are read from their
// TypeScript sources, so nothing needs building first; Vite prints the address to open.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const playground = new URL('../packages/playground/', import.meta.url).pathname;
const vite = join(playground, 'node_modules', 'vite', 'bin', 'vite.js');
if (!existsSync(vite)) {
  console.error('The playground is not installed: run `pnpm install` first.');
  process.exit(1);
}
console.log('Starting the @games playground (Ctrl+C stops it)…');
const child = spawn(process.execPath, [vite, ...process.argv.slice(2)], { cwd: playground, stdio: 'inherit' });
// Ctrl+C (or a SIGTERM) is how the server is meant to stop: then its end is a success, so pnpm
// reports no `ELIFECYCLE Command failed`; any other end keeps the server's own exit status.
let stopping = false;
child.on('exit', (code, signal) => process.exit(stopping ? 0 : signal === null ? (code ?? 0) : 1));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    child.kill(signal);
  });
}
