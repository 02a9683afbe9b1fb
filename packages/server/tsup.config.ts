import { defineConfig } from 'tsup';
import { gamePackageBuild } from '../../tsup.shared';

// The MCTS worker is a second entry: rooms hand searches of the default engines to it in worker threads.
export default defineConfig({
  ...gamePackageBuild,
  entry: { index: 'src/index.ts', 'mcts-worker': 'src/mcts-worker.ts' },
  dts: { entry: { index: 'src/index.ts' } },
  shims: true,
});
