import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', actions: 'src/actions.ts', arena: 'src/arena.ts', authoring: 'src/authoring.ts', board: 'src/board.ts', bench: 'src/bench.ts', example: 'src/example.ts', svg: 'src/svg.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: false, // see tsup.shared.ts
  target: 'node20',
});
