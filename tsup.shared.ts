import type { Options } from 'tsup';

/** The build every game package shares: dual ESM + CJS with declarations, for Node 20. */
export const gamePackageBuild: Options = {
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
};
