import { defineConfig } from 'tsup';
import { gamePackageBuild } from '../../tsup.shared';

export default defineConfig({ ...gamePackageBuild, entry: { index: 'src/index.ts' } });
