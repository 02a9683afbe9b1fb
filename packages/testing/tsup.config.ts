import { defineConfig } from 'tsup';
import { gamePackageBuild } from '../../tsup.shared';

export default defineConfig({
  ...gamePackageBuild,
  entry: { index: 'src/index.ts', vitest: 'src/vitest.ts', svg: 'src/svg.ts' },
  // peers: the user's own copies are loaded, never bundled
  external: ['vitest', 'fast-check'],
});
