// After `tsup`: drops the CommonJS build of the `./vitest` entry. vitest is an ES module that
// CommonJS cannot `require`, so that build could never load; package.json maps `./vitest` to the
// ES module only. (tsup builds one set of formats per config, and CommonJS output has no shared
// chunks, so removing these files leaves the other entries whole.)
import { rmSync } from 'node:fs';

const dist = new URL('../dist/', import.meta.url);
for (const file of ['vitest.cjs', 'vitest.cjs.map', 'vitest.d.cts']) rmSync(new URL(file, dist), { force: true });
