import { defineConfig } from 'tsup';

// The CLI is an ES module only: its binary and worker threads load by URL, and `import.meta.url`
// has no CommonJS equivalent. Library use from CommonJS goes through `await import()`.
export default defineConfig({
  entry: { index: 'src/index.ts', bin: 'src/bin.ts', worker: 'src/worker.ts' },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  sourcemap: false, // see tsup.shared.ts
  target: 'node20',
});
