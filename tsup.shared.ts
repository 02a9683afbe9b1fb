import type { Options } from 'tsup';

/**
 * The build every game package shares: dual ESM + CJS with declarations, for Node 20. No source
 * maps: the output is not minified, so stack traces already read like the sources, and maps
 * pointing at `src/*.ts` (which the tarballs do not ship) made up more than half of every tarball.
 */
export const gamePackageBuild: Options = {
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: false,
  target: 'node20',
};
