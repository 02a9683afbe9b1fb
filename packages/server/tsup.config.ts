import { defineConfig } from 'tsup';
import { gamePackageBuild } from '../../tsup.shared';

// The bot worker is a second entry: rooms hand bot moves of the default engines to it in worker threads.
export default defineConfig({
  ...gamePackageBuild,
  entry: { index: 'src/index.ts', 'bot-worker': 'src/bot-worker.ts' },
  dts: { entry: { index: 'src/index.ts' } },
  shims: true,
});
