import type { Io } from '../io.js';

/** Settings of the Yut Nori console program. */
export interface YunnoriClassicSettings {
  /** Folder of `user_info.txt` and `game_info.txt`. */
  dataDir: string;
  /** Whether to print ANSI colours. */
  color: boolean;
  /** Seed of the throws; from the clock when undefined. */
  seed: number | undefined;
  /** Scripted throws (comma-separated result names) instead of random ones. */
  throws: string | undefined;
}

/** `games yunnori-classic`: the course's console program (being written). */
export async function runYunnoriClassic(io: Io, _settings: YunnoriClassicSettings): Promise<number> {
  io.err('yunnori-classic is not available yet\n');
  return 1;
}
