import { defineConfig } from 'tsup';
import { gamePackageBuild } from '../../tsup.shared';

export default defineConfig({
  ...gamePackageBuild,
  entry: { index: 'src/index.ts', vitest: 'src/vitest.ts' },
  // peers: the user's own copies are loaded, never bundled
  external: ['vitest', 'fast-check'],
});
